// The scheduler's tick does its reminders and time-outs in a few set-based
// statements, holds no transaction open across them, and deletes delivered
// outbox rows past their retention.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { MatchService } from '../../src/matches/service.js';
import { Correspondence } from '../../src/matches/correspondence.js';
import { ManualClock, HOUR_MS, DAY_MS } from '../../src/matches/clock.js';
import { takeClaimed } from '../../src/matches/outbox.js';
import { openTestDb, DB_KINDS, type TestDb } from '../support/db.js';
import { countStatements, listed, type StatementCounter } from './count-statements.js';

const players = Array.from({ length: 12 }, (_, i) => ({ id: String(130000000000000001n + BigInt(i)), name: `p${i}` }));

/** The statements that take row locks, and whether any ran inside a transaction held open across statements. */
const locking = (statements: string[]) => statements.filter((s) => /FOR UPDATE/.test(s));
const transactions = (statements: string[]) => statements.filter((s) => /^\s*BEGIN/i.test(s));

describe.each(DB_KINDS)('the scheduler’s tick on %s', (kind) => {
  let db: TestDb;
  let counter: StatementCounter;
  let channel = 610000000000000000n;

  beforeAll(async () => {
    counter = countStatements();
    db = await openTestDb(kind);
  });
  afterAll(async () => {
    counter.restore();
    await db?.dispose();
  });

  /** `n` fresh 1-day matches started at the clock's time, each its own pair of players. */
  async function matches(clock: ManualClock, n: number) {
    await db.prisma.timer.deleteMany({});
    await db.prisma.outbox.deleteMany({});
    await db.prisma.match.updateMany({ data: { status: 'finished', waitingFor: [] } });
    const service = new MatchService(db.prisma, clock);
    const ids: number[] = [];
    for (let i = 0; i < n; i++) {
      const [a, b] = [players[(2 * i) % players.length], players[(2 * i + 1) % players.length]];
      const c = await service.challenge({ game: 'agog', challenger: a, invitees: [b], guildId: null, channelId: String(++channel), options: {}, challengerSeat: 0, daysPerMove: 1 });
      if (!c.ok) throw new Error(c.error);
      const m = await service.accept(c.challenge.id, b);
      if (!m.ok || !m.match) throw new Error('accept');
      ids.push(m.match.id);
    }
    return ids;
  }

  it('sends 6 reminders in two statements, committed once, holding locks for one statement, as its own process’s rows', async () => {
    const clock = new ManualClock(Date.UTC(2026, 10, 23, 10));
    const ids = await matches(clock, 6);
    const corr = new Correspondence(db.prisma, clock, undefined, 'sched-a');
    await corr.runDue(); // schedules the digest, purges: what a running process has done already
    clock.advanceHours(24 * 0.8 + 0.5);
    counter.start();
    const made = await corr.runDue();
    const statements = counter.stop();
    expect(made).toHaveLength(6);
    const rows = await db.prisma.outbox.findMany({ where: { id: { in: made } }, orderBy: { id: 'asc' } });
    expect(rows.map((r) => r.matchId).sort()).toEqual([...ids].sort());
    expect(rows.every((r) => /a reminder: 4 hours 18 min left/.test((r.payload as { content: string }).content))).toBe(true);
    // Read the batch; lock it, mark it done and write the notices. No AI turn is due, so none is asked for.
    // (Every few minutes, and so also now, delivered outbox rows past their retention are deleted.)
    expect(statements.filter((s) => !/DELETE FROM "Outbox"/.test(s)), listed(statements)).toHaveLength(2);
    expect(locking(statements)).toHaveLength(1);
    expect(transactions(statements)).toEqual([]);
    // Written claimed by this process, which delivers them without claiming them again.
    expect(rows.every((r) => r.holder === 'sched-a' && r.attempts === 1)).toBe(true);
    expect(takeClaimed('sched-a', made).rows).toHaveLength(6);
    expect(await db.prisma.timer.count({ where: { kind: 'reminder', doneAt: null } })).toBe(0);
  });

  it('clears a backlog of 100 due timers in one batch, each once, and nothing for a turn that has moved on', async () => {
    const clock = new ManualClock(Date.UTC(2026, 10, 23, 10));
    const ids = await matches(clock, 50);
    const corr = new Correspondence(db.prisma, clock);
    await corr.runDue();
    // A move in one match since its timers were made: its turn's timers do nothing.
    const service = new MatchService(db.prisma, clock);
    const moved = (await service.getMatch(ids[0]))!;
    clock.advanceHours(10);
    const res = await service.actText(moved.id, { id: moved.players[0].userId }, service.suggest(moved, moved.players[0].userId, '', 1)[0]);
    if (!res.ok) throw new Error(res.error);
    clock.advanceHours(14.5); // every reminder and time-out made at the start is due: 100 of them; the moved match's new pair is not
    await db.prisma.timer.deleteMany({ where: { kind: 'digest' } }); // due by then too, and it has a transaction of its own
    counter.start();
    const made = await corr.runDue(100);
    const statements = counter.stop();
    // Read the 100, then lock them, mark them done and write the notices, in one statement: no lock outlives it.
    expect(locking(statements), listed(statements)).toHaveLength(1);
    expect(transactions(statements)).toEqual([]);
    expect(await db.prisma.timer.count({ where: { kind: { in: ['reminder', 'timeout'] }, doneAt: null, dueAt: { lte: clock.now() } } })).toBe(0);
    const notices = await db.prisma.outbox.findMany({ where: { id: { in: made } } });
    // One time-out notice per match whose turn ran out (their reminders are past the deadline too), none for the match that moved.
    expect(notices).toHaveLength(49);
    expect(new Set(notices.map((n) => n.matchId)).size).toBe(49);
    expect(notices.some((n) => n.matchId === moved.id)).toBe(false);
    expect(await corr.runDue(100)).toEqual([]);
  });

  it('writes the daily digest in one read and one write: one DM per waiting player, none to the AI or to those who turned it off', async () => {
    const clock = new ManualClock(Date.UTC(2026, 10, 23, 8));
    await matches(clock, 0);
    const service = new MatchService(db.prisma, clock);
    const bot = { id: '139999999999999999', bot: true };
    const start = async (white: { id: string }, black: { id: string }) => {
      const c = await service.challenge({ game: 'agog', challenger: white, invitees: [black], guildId: null, channelId: String(++channel), options: {}, challengerSeat: 0, daysPerMove: 3 });
      if (!c.ok) throw new Error(c.error);
      const accepted = await service.accept(c.challenge.id, black);
      if (!accepted.ok || !accepted.match) throw new Error('accept');
      return accepted.match;
    };
    const [a, b, c] = players;
    await start(a, b);
    await start(a, c);
    await start(c, b); // c turned the digest off
    // Against the AI, which moves first here: it waits, and reads no DMs.
    const c2 = await service.challenge({ game: 'agog', challenger: b, invitees: [bot], guildId: null, channelId: String(++channel), options: {}, challengerSeat: 1, daysPerMove: 3, ai: { userId: bot.id, level: 'easy' } });
    if (!c2.ok || !c2.match) throw new Error('ai match');
    expect(c2.match.waitingFor).toEqual([bot.id]);
    const corr = new Correspondence(db.prisma, clock);
    await corr.setPrefs(c.id, { digest: false });
    await corr.runDue(); // schedules today's 09:00 digest
    clock.advanceHours(1.5);
    counter.start();
    const made = await corr.runDue();
    const statements = counter.stop();
    const dms = await db.prisma.outbox.findMany({ where: { id: { in: made }, kind: 'direct' } });
    expect(dms.map((d) => (d.payload as { userId: string }).userId)).toEqual([a.id]);
    expect((dms[0].payload as { content: string }).content).toMatch(/waiting in 2 matches/);
    const digestWork = statements.filter((s) => /unnest\(m\."waitingFor"\)|SELECT \$1::int, p\.value->>'kind'/.test(s));
    expect(digestWork, listed(statements)).toHaveLength(2);
  });

  it('deletes delivered outbox rows older than the retention period, keeps the rest, and keeps the board post on the match', async () => {
    const clock = new ManualClock(Date.UTC(2026, 10, 23, 10));
    await matches(clock, 1);
    const now = clock.now().getTime();
    const payload = { kind: 'direct', userId: players[0].id, content: 'hi' };
    await db.prisma.outbox.createMany({
      data: [
        ...Array.from({ length: 1_500 }, () => ({ kind: 'direct', payload, deliveredAt: new Date(now - 8 * DAY_MS) })),
        { kind: 'direct', payload, deliveredAt: new Date(now - 6 * DAY_MS) },
        { kind: 'direct', payload, dueAt: new Date(now - 30 * DAY_MS) },
      ],
    });
    const before = await db.prisma.outbox.count();
    const corr = new Correspondence(db.prisma, clock, undefined, undefined, 7);
    await corr.runDue();
    // 1,500 in two batches of at most 1,000; the 6-day-old and the undelivered stay, as does the match's opening board (not delivered).
    expect(await db.prisma.outbox.count()).toBe(before - 1_500);
    // Not again within a few minutes: the next tick deletes nothing even though it could.
    await db.prisma.outbox.createMany({ data: [{ kind: 'direct', payload, deliveredAt: new Date(now - 9 * DAY_MS) }] });
    clock.advanceHours(0.05);
    await corr.runDue();
    expect(await db.prisma.outbox.count()).toBe(before - 1_500 + 1);
    clock.advanceHours(HOUR_MS / HOUR_MS);
    await corr.runDue();
    expect(await db.prisma.outbox.count()).toBe(before - 1_500);
  });
});
