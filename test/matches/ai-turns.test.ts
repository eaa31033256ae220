// The AI's turn as a Timer row (issue 14): scheduled by the write that makes
// it the AI's turn, run once after its delay, never twice by two runners,
// dropped when the board moved on, and the AI never claims a win by time.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { MatchService } from '../../src/matches/service.js';
import { Correspondence } from '../../src/matches/correspondence.js';
import { ManualClock } from '../../src/matches/clock.js';
import { AI_LEASE_MS, setAiMoveDelay, takeBackAiTurns } from '../../src/matches/ai-turns.js';
import { engineFor } from '../../src/games/index.js';
import { openDatabase, type Database } from '../../src/db/client.js';
import { createPostgresDatabase } from '../support/db.js';

const alice = { id: '110000000000000001' };
const carol = { id: '110000000000000003' };
const golem = { id: '110000000000000099', bot: true };
const DELAY = 2000;

describe('AI turns on postgres', () => {
  let created: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let db: Database;
  let clock: ManualClock;
  let service: MatchService;
  let corr: Correspondence;
  let channel = 700000000000000000n;

  beforeAll(async () => {
    created = await createPostgresDatabase();
    db = await openDatabase({ url: created.url });
    setAiMoveDelay(DELAY);
  });
  afterAll(async () => {
    await db?.close();
    await created?.drop();
  });

  /** Alice challenges the AI; the match starts at once. `aiFirst` seats the AI as White. */
  async function vsAi(opts: { aiFirst?: boolean; days?: number | null; game?: string }) {
    clock = new ManualClock(Date.UTC(2026, 10, 23, 10));
    service = new MatchService(db.prisma, clock);
    corr = new Correspondence(db.prisma, clock);
    const c = await service.challenge({
      game: opts.game ?? 'agog', challenger: alice, invitees: [golem], guildId: null, channelId: String(++channel), options: {},
      challengerSeat: opts.aiFirst === undefined ? undefined : opts.aiFirst ? 1 : 0, daysPerMove: opts.days === undefined ? 3 : opts.days, ai: { userId: golem.id, level: 'easy' },
    });
    if (!c.ok || !c.match) throw new Error(c.ok ? 'the match did not start at once' : c.error);
    return c.match;
  }

  const aiActions = (matchId: number) => db.prisma.matchAction.count({ where: { matchId, userId: golem.id } });
  const aiTimers = (matchId: number) => db.prisma.timer.findMany({ where: { matchId, kind: 'ai' }, orderBy: { id: 'asc' } });

  async function humanMove(matchId: number) {
    const m = (await service.getMatch(matchId))!;
    const [first] = service.suggest(m, alice.id, '', 1);
    const r = await service.actText(matchId, alice, first, { exact: m.version });
    if (!r.ok) throw new Error(r.error);
    return r.match;
  }

  it('a challenge of the AI alone starts at once, with the AI seat stored and its first turn scheduled', async () => {
    const m = await vsAi({ aiFirst: true });
    expect(m.players.find((p) => p.seat === 0)?.userId).toBe(golem.id);
    const seats = await db.prisma.matchPlayer.findMany({ where: { matchId: m.id }, orderBy: { seat: 'asc' } });
    expect(seats.map((s) => s.aiLevel)).toEqual(['easy', null]);
    const ch = await db.prisma.challenge.findUnique({ where: { matchId: m.id } });
    expect(ch?.status).toBe('accepted');
    const [t] = await aiTimers(m.id);
    expect(t).toMatchObject({ version: 0, dueAt: new Date(clock.now().getTime() + DELAY) });
  });

  it('moves after its delay, through the logged act path, and is scheduled again by the human’s reply', async () => {
    const m = await vsAi({ aiFirst: true });
    clock.advance(DELAY - 1);
    await corr.runDue();
    expect(await aiActions(m.id)).toBe(0);
    clock.advance(1);
    const outbox = await corr.runDue();
    expect(await aiActions(m.id)).toBe(1);
    expect(outbox.length).toBeGreaterThan(0); // its board post
    const after = (await service.getMatch(m.id))!;
    expect(after.version).toBe(1);
    expect(after.waitingFor).toEqual([alice.id]);
    expect(await aiTimers(m.id)).toHaveLength(1);
    // Running again does nothing: the timer is done.
    clock.advance(DELAY);
    await corr.runDue();
    expect(await aiActions(m.id)).toBe(1);
    const human = await humanMove(m.id);
    expect(human.waitingFor).toEqual([golem.id]);
    const timers = await aiTimers(m.id);
    expect(timers.map((t) => t.version)).toEqual([0, 2]);
    clock.advance(DELAY);
    await corr.runDue();
    expect(await aiActions(m.id)).toBe(2);
    expect((await service.getMatch(m.id))!.version).toBe(3);
  });

  it('sets no turn timer while the human is to move', async () => {
    const m = await vsAi({ aiFirst: false });
    expect(await aiTimers(m.id)).toHaveLength(0);
    clock.advance(DELAY * 10);
    await corr.runDue();
    expect(await aiActions(m.id)).toBe(0);
  });

  it('drops a turn scheduled for a version the match has left', async () => {
    const m = await vsAi({ aiFirst: true });
    // The human resigns before the AI's turn comes due.
    const r = await service.resign(m.id, alice);
    expect(r.ok).toBe(true);
    clock.advance(DELAY);
    await corr.runDue();
    expect(await aiActions(m.id)).toBe(0);
    expect((await aiTimers(m.id)).every((t) => t.doneAt !== null)).toBe(true);
  });

  it('a turn claimed by a process that died mid-thought is taken up again once its lease runs out', async () => {
    const m = await vsAi({ aiFirst: true });
    clock.advance(DELAY);
    // What a claim does (ai-turns.ts), by a process that then never finished.
    await db.prisma.timer.updateMany({ where: { matchId: m.id, kind: 'ai' }, data: { dueAt: new Date(clock.now().getTime() + AI_LEASE_MS) } });
    await corr.runDue();
    expect(await aiActions(m.id)).toBe(0);
    clock.advance(AI_LEASE_MS);
    await corr.runDue();
    expect(await aiActions(m.id)).toBe(1);
    clock.advance(AI_LEASE_MS);
    await corr.runDue();
    expect(await aiActions(m.id)).toBe(1);
  });

  it('a claim names its process: restarted, that process takes its turn back at once; another live process leaves it alone', async () => {
    const done = await vsAi({ aiFirst: true });
    const m = await vsAi({ aiFirst: true });
    const shard0 = new Correspondence(db.prisma, clock, undefined, 'shard-0');
    const shard1 = new Correspondence(db.prisma, clock, undefined, 'shard-1');
    // A turn shard 0 claimed and finished carries its name.
    await db.prisma.timer.updateMany({ where: { matchId: m.id, kind: 'ai' }, data: { dueAt: new Date(clock.now().getTime() + 3_600_000) } });
    clock.advance(DELAY);
    await shard0.runDue();
    expect(await aiActions(done.id)).toBe(1);
    expect((await aiTimers(done.id))[0]).toMatchObject({ holder: 'shard-0', doneAt: clock.now() });
    // Shard 0 claims the other turn and is killed mid-thought (what a claim writes, ai-turns.ts).
    const leaseEnds = new Date(clock.now().getTime() + AI_LEASE_MS);
    await db.prisma.timer.updateMany({ where: { matchId: m.id, kind: 'ai' }, data: { dueAt: leaseEnds, holder: 'shard-0' } });

    // Shard 1, alive, starts or restarts: the claim is not its own.
    expect(await takeBackAiTurns(db.prisma, 'shard-1', clock.now())).toBe(0);
    await shard1.runDue();
    expect(await aiActions(m.id)).toBe(0);
    expect((await aiTimers(m.id))[0]).toMatchObject({ dueAt: leaseEnds, holder: 'shard-0', doneAt: null });

    // Shard 0 restarts: its claim is due at once, without waiting out the lease.
    const restarted = new Correspondence(db.prisma, clock, undefined, 'shard-0');
    expect(await takeBackAiTurns(db.prisma, 'shard-0', clock.now())).toBe(1);
    expect(await takeBackAiTurns(db.prisma, 'shard-0', clock.now())).toBe(0);
    // Both run at once: one move.
    await Promise.all([restarted.runDue(), shard1.runDue()]);
    expect(await aiActions(m.id)).toBe(1);
    expect((await service.getMatch(m.id))!.version).toBe(1);
    expect((await aiTimers(m.id))[0].doneAt).not.toBeNull();
    clock.advance(AI_LEASE_MS);
    await Promise.all([restarted.runDue(), shard1.runDue()]);
    expect(await aiActions(m.id)).toBe(1);
  });

  it('the bot’s tick delivers each AI move as it is made, not after every due turn is thought about', async () => {
    const first = await vsAi({ aiFirst: true });
    const second = await vsAi({ aiFirst: true });
    clock.advance(DELAY);
    const seen: { rows: number; moved: number[] }[] = [];
    const left = await corr.runDue(100, async (ids) => {
      seen.push({ rows: ids.length, moved: [await aiActions(first.id), await aiActions(second.id)] });
    });
    expect(left).toEqual([]);
    expect(seen.every((d) => d.rows > 0)).toBe(true);
    // One delivery saw exactly one of the two moves made: the other had not been thought about yet.
    expect(seen.some((d) => d.moved[0] + d.moved[1] === 1)).toBe(true);
    expect(seen.at(-1)!.moved).toEqual([1, 1]);
  });

  it('answers a pending decision (a Gog & Magog mulligan) like any turn', async () => {
    const m = await vsAi({ game: 'gogmagog' });
    const engine = engineFor('gogmagog')!;
    for (let i = 0; i < 6; i++) {
      const now = (await service.getMatch(m.id))!;
      if ((now.state as { phase: string }).phase !== 'mulligan') break;
      if (now.waitingFor.includes(golem.id)) {
        clock.advance(DELAY);
        await corr.runDue();
      } else {
        const r = await service.act(m.id, alice, { type: 'keep' }, { exact: now.version });
        if (!r.ok) throw new Error(r.error);
      }
    }
    const after = (await service.getMatch(m.id))!;
    expect((after.state as { phase: string }).phase).toBe('turn');
    const decided = await db.prisma.matchAction.findMany({ where: { matchId: m.id, userId: golem.id } });
    expect(decided.length).toBeGreaterThan(0);
    expect(decided.every((a) => ['keep', 'mulligan'].includes((a.action as { type: string }).type))).toBe(true);
    expect(engine.result(after.state)).toBeNull();
  });

  it('two runners at once (two connections) make one move, not two', async () => {
    const second: Database = await openDatabase({ url: created.url, migrate: false });
    try {
      const matches = [];
      for (let i = 0; i < 6; i++) matches.push(await vsAi({ aiFirst: true }));
      clock.advance(DELAY);
      const other = new Correspondence(second.prisma, clock);
      const [a, b] = await Promise.all([corr.runDue(), other.runDue()]);
      expect(new Set([...a, ...b]).size).toBe(a.length + b.length);
      for (const m of matches) {
        expect(await aiActions(m.id)).toBe(1);
        expect((await service.getMatch(m.id))!.version).toBe(1);
      }
    } finally {
      await second.close();
    }
  });

  it('a human out of time against the AI alone: the match is annulled, never won by the AI', async () => {
    const m = await vsAi({ aiFirst: true, days: 1 });
    clock.advance(DELAY);
    await corr.runDue(); // the AI moves; now Alice has a day
    await humanMove(m.id);
    clock.advance(DELAY);
    await corr.runDue(); // the AI answers: everyone has moved
    expect((await service.getMatch(m.id))!.movedSeats).toEqual([0, 1]);
    clock.advanceDays(2);
    await corr.runDue();
    const after = (await service.getMatch(m.id))!;
    expect(after.status).toBe('annulled');
    expect(after.result).toBeNull();
    const notices = await db.prisma.outbox.findMany({ where: { matchId: m.id, kind: 'notice' } });
    const texts = notices.map((n) => (n.payload as { content: string; buttons: unknown[] }));
    expect(texts.some((n) => /annulled/.test(n.content) && n.buttons.length === 0)).toBe(true);
    expect(texts.some((n) => n.buttons.length > 0)).toBe(false); // no Claim button for anyone
  });

  it('a 3-player U-G-O table waits for the humans’ Accept; the AI seat needs none', async () => {
    clock = new ManualClock(Date.UTC(2026, 10, 23, 10));
    service = new MatchService(db.prisma, clock);
    const c = await service.challenge({
      game: 'ugo', challenger: alice, invitees: [golem, carol], guildId: null, channelId: String(++channel), options: {},
      ai: { userId: golem.id, level: 'normal' },
    });
    if (!c.ok) throw new Error(c.error);
    expect(c.match).toBeNull();
    expect(c.challenge.accepted).toEqual([golem.id]);
    const a = await service.accept(c.challenge.id, carol);
    if (!a.ok || !a.match) throw new Error('the match did not start');
    const ai = await db.prisma.matchPlayer.findFirst({ where: { matchId: a.match.id, userId: golem.id } });
    expect(ai?.aiLevel).toBe('normal');
    expect(await db.prisma.timer.count({ where: { matchId: a.match.id, kind: 'ai-orders' } })).toBe(1);
  });

  it('refuses another bot as an opponent', async () => {
    const c = await service.challenge({ game: 'agog', challenger: alice, invitees: [{ id: '110000000000000077', bot: true, name: 'Other' }], guildId: null, channelId: '1', options: {}, ai: { userId: golem.id, level: 'easy' } });
    expect(c.ok).toBe(false);
  });
});
