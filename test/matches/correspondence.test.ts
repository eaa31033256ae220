import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { spawn } from 'node:child_process';
import { MatchService } from '../../src/matches/service.js';
import { Correspondence } from '../../src/matches/correspondence.js';
import { ManualClock, addClockTime, DAY_MS, HOUR_MS } from '../../src/matches/clock.js';
import { openTestDb, createPostgresDatabase, type TestDb } from '../support/db.js';
import { openDatabase } from '../../src/db/client.js';

const alice = { id: '110000000000000001' };
const bob = { id: '110000000000000002' };

describe('clock arithmetic', () => {
  it('skips Saturdays and Sundays (UTC) when asked', () => {
    const friNoon = new Date(Date.UTC(2026, 10, 27, 12));
    expect(addClockTime(friNoon, DAY_MS, false).toISOString()).toBe('2026-11-28T12:00:00.000Z');
    expect(addClockTime(friNoon, DAY_MS, true).toISOString()).toBe('2026-11-30T12:00:00.000Z');
    const satNoon = new Date(Date.UTC(2026, 10, 28, 12));
    expect(addClockTime(satNoon, HOUR_MS, true).toISOString()).toBe('2026-11-30T01:00:00.000Z');
  });
});

describe('correspondence play on postgres', () => {
  let db: TestDb;
  let clock: ManualClock;
  let service: MatchService;
  let corr: Correspondence;
  let channel = 400000000000000000n;

  beforeAll(async () => {
    db = await openTestDb('postgres');
  });
  afterAll(async () => db?.dispose());

  async function fresh(days: number | null = 3, weekends = false) {
    await db.prisma.timer.deleteMany({});
    await db.prisma.outbox.deleteMany({});
    await db.prisma.userSettings.deleteMany({});
    await db.prisma.match.updateMany({ data: { status: 'finished', waitingFor: [] } });
    clock = new ManualClock(Date.UTC(2026, 10, 23, 10)); // a Monday
    service = new MatchService(db.prisma, clock);
    corr = new Correspondence(db.prisma, clock);
    const c = await service.challenge({ game: 'agog', challenger: alice, invitees: [bob], guildId: null, channelId: String(++channel), options: {}, challengerSeat: 0, daysPerMove: days, pauseWeekends: weekends });
    if (!c.ok) throw new Error(c.error);
    const a = await service.accept(c.challenge.id, bob);
    if (!a.ok || !a.match) throw new Error('accept');
    return a.match;
  }

  const notices = async (matchId: number) =>
    (await db.prisma.outbox.findMany({ where: { matchId, kind: 'notice' }, orderBy: { id: 'asc' } })).map((r) => r.payload as { content: string; buttons: { kind: string; label: string }[] });

  async function move(matchId: number, userId: string) {
    const m = (await service.getMatch(matchId))!;
    const [first] = service.suggest(m, userId, '', 1);
    const r = await service.actText(matchId, { id: userId }, first, { exact: m.version });
    if (!r.ok) throw new Error(r.error);
    return r.match;
  }

  it('stores a deadline per turn and moves it on with each move', async () => {
    const m = await fresh(3);
    expect(m.deadline?.toISOString()).toBe('2026-11-26T10:00:00.000Z');
    expect(m.waitingFor).toEqual([alice.id]);
    clock.advanceHours(5);
    const after = await move(m.id, alice.id);
    expect(after.waitingFor).toEqual([bob.id]);
    expect(after.deadline?.toISOString()).toBe('2026-11-26T15:00:00.000Z');
    const none = await fresh(null);
    expect(none.deadline).toBeNull();
  });

  it('sends one reminder at 80 % of the turn, never two, and none to those who turned pings off', async () => {
    const m = await fresh(5);
    clock.advanceHours(5 * 24 * 0.8 - 1);
    await corr.runDue();
    expect(await notices(m.id)).toHaveLength(0);
    clock.advanceHours(2);
    await corr.runDue();
    await corr.runDue();
    const sent = await notices(m.id);
    expect(sent).toHaveLength(1);
    expect(sent[0].content).toMatch(/reminder: 23 hours left/);

    const quiet = await fresh(5);
    await corr.setPrefs(alice.id, { pings: false });
    clock.advanceDays(4.5);
    await corr.runDue();
    expect(await notices(quiet.id)).toHaveLength(0);
  });

  it('offers the waiting player a claim after the deadline; before both moved it annuls', async () => {
    const m = await fresh(1);
    clock.advanceHours(25);
    await corr.runDue();
    // The reminder fell due in the same tick as the deadline, so only the time-out notice goes out.
    const [timeout, ...more] = await notices(m.id);
    expect(more).toHaveLength(0);
    expect(timeout.buttons).toEqual([expect.objectContaining({ kind: 'claim', label: 'Annul match' })]);
    expect(await corr.claim(m.id, alice)).toMatchObject({ ok: false });
    const res = await corr.claim(m.id, bob, m.version);
    expect(res).toMatchObject({ ok: true, match: { status: 'annulled', result: null } });
  });

  it('lets the late player move until someone claims; afterwards a claim wins the game', async () => {
    const m = await fresh(1);
    await move(m.id, alice.id);
    clock.advanceHours(30);
    await corr.runDue();
    expect(await corr.claim(m.id, bob)).toMatchObject({ ok: false }); // bob is the late one
    const late = await move(m.id, bob.id); // still allowed
    expect(await corr.claim(m.id, alice, m.version + 1)).toMatchObject({ ok: false, code: 'stale' });
    clock.advanceHours(25);
    await corr.runDue();
    const res = await corr.claim(m.id, bob, late.version);
    expect(res).toMatchObject({ ok: true, match: { status: 'finished', result: { winners: [1], reason: expect.stringMatching(/White ran out of time/) } } });
  });

  it('with three players a claim removes the late player and the game goes on with a new turn and clock', async () => {
    const carol = { id: '110000000000000003' };
    await fresh(1); // resets timers, outbox and the clock
    const c = await service.challenge({ game: 'ugo', challenger: alice, invitees: [bob, carol], guildId: null, channelId: String(++channel), options: {}, challengerSeat: 0, daysPerMove: 1 });
    if (!c.ok) throw new Error(c.error);
    await service.accept(c.challenge.id, bob);
    const a = await service.accept(c.challenge.id, carol);
    if (!a.ok || !a.match) throw new Error('accept');
    let m = a.match;
    for (let i = 0; i < 3; i++) {
      const [mover] = m.waitingFor;
      const r = await service.actText(m.id, { id: mover }, 'end turn', { exact: m.version });
      if (!r.ok) throw new Error(r.error);
      m = r.match;
    }
    expect(m.movedSeats).toHaveLength(3);
    const late = m.waitingFor[0];
    const claimant = [alice, bob, carol].find((u) => u.id !== late)!;
    clock.advanceHours(25);
    const res = await corr.claim(m.id, claimant, m.version);
    if (!res.ok) throw new Error(res.error);
    expect(res.match.status).toBe('active');
    expect(res.match.waitingFor).toHaveLength(1);
    expect(res.match.waitingFor[0]).not.toBe(late);
    expect(res.match.deadline!.getTime()).toBe(clock.now().getTime() + 24 * HOUR_MS);
    const stored = (await service.getMatch(m.id))!;
    expect(stored.waitingFor).toEqual(res.match.waitingFor);
    const posts = await db.prisma.outbox.findMany({ where: { id: { in: res.outbox } } });
    // Applied like a move: the table is posted once, and the DMs of seats whose private view changed are refreshed.
    expect(posts[0].payload).toEqual(expect.objectContaining({ kind: 'board', publicText: expect.stringMatching(/ran out of time and left the game/) }));
    expect(posts.slice(1).every((p) => p.kind === 'hand')).toBe(true);
    const log = await db.prisma.matchAction.findMany({ where: { matchId: m.id, kind: 'timeout' } });
    expect(log).toHaveLength(1);
    expect(log[0].action).toEqual({ timeout: true, seats: [m.players.find((p) => p.userId === late)!.seat] });
    expect(await db.prisma.timer.count({ where: { matchId: m.id, kind: 'timeout', doneAt: null, dueAt: stored.deadline! } })).toBe(1);
  });

  it('aborts before both have moved, not after', async () => {
    const m = await fresh(3);
    await move(m.id, alice.id);
    expect(await corr.abort(m.id, bob)).toMatchObject({ ok: true, match: { status: 'aborted', result: null } });
    const m2 = await fresh(3);
    await move(m2.id, alice.id);
    await move(m2.id, bob.id);
    expect(await corr.abort(m2.id, alice)).toMatchObject({ ok: false, code: 'bad_request' });
  });

  it('stops the clock on vacation, pushes the deadline back after it, and spends the bank by the hour', async () => {
    const m = await fresh(1);
    expect((await corr.vacation(alice.id)).balanceHours).toBe(7 * 24);
    clock.advanceHours(2);
    expect(await corr.startVacation(alice.id)).toMatchObject({ ok: true });
    clock.advanceHours(48);
    await corr.runDue();
    expect((await notices(m.id)).filter((n) => n.buttons.length)).toHaveLength(0);
    expect(await corr.claim(m.id, bob)).toMatchObject({ ok: false });
    const back = await corr.endVacation(alice.id);
    expect(back).toMatchObject({ ok: true, status: { balanceHours: 7 * 24 - 48 } });
    const after = await service.getMatch(m.id);
    expect(after?.deadline?.toISOString()).toBe(new Date(Date.UTC(2026, 10, 24, 10) + 48 * HOUR_MS).toISOString());
  });

  it('grows the vacation bank a day per eight days of membership, up to 30 days', async () => {
    await fresh(3);
    await corr.prefs(alice.id);
    clock.advanceDays(80);
    expect((await corr.vacation(alice.id)).balanceHours).toBe(17 * 24);
    clock.advanceDays(800);
    expect((await corr.vacation(alice.id)).balanceHours).toBe(30 * 24);
  });

  it('sends the digest once a day to players whose move is waiting, soonest first, only when there is something', async () => {
    const m = await fresh(3);
    clock.set(new Date(Date.UTC(2026, 10, 23, 9, 30)));
    await corr.runDue(); // schedules tomorrow's digest
    clock.set(new Date(Date.UTC(2026, 10, 24, 9, 1)));
    await corr.runDue();
    await corr.runDue();
    const directs = await db.prisma.outbox.findMany({ where: { kind: 'direct' } });
    expect(directs).toHaveLength(1);
    expect(directs[0].payload).toMatchObject({ userId: alice.id, content: expect.stringContaining(`#${m.id}`) });
    await corr.setPrefs(alice.id, { digest: false });
    clock.advanceDays(1);
    await corr.runDue();
    expect(await db.prisma.outbox.count({ where: { kind: 'direct' } })).toBe(1);
  });

  it('two processes on one database never handle the same timer twice', async () => {
    const created = await createPostgresDatabase();
    const other = await openDatabase({ url: created.url });
    try {
      const clock2 = new ManualClock(Date.UTC(2026, 10, 23, 10));
      const svc = new MatchService(other.prisma, clock2);
      for (let i = 0; i < 40; i++) {
        const c = await svc.challenge({ game: 'agog', challenger: alice, invitees: [bob], guildId: null, channelId: String(500000000000000000n + BigInt(i)), options: {}, challengerSeat: 0, daysPerMove: 1 });
        if (!c.ok) throw new Error(c.error);
        await svc.accept(c.challenge.id, bob);
      }
      const now = new Date(Date.UTC(2026, 10, 25, 10)).toISOString();
      const run = () =>
        new Promise<number[]>((resolve, reject) => {
          const p = spawn(process.execPath, ['--import', 'tsx', 'test/support/run-due.ts', created.url, now], { stdio: ['ignore', 'pipe', 'inherit'] });
          let out = '';
          p.stdout.on('data', (d) => (out += d));
          p.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out.trim().split('\n').pop()!)) : reject(new Error(`exit ${code}`))));
        });
      const [a, b] = await Promise.all([run(), run()]);
      const all = [...a, ...b];
      expect(new Set(all).size).toBe(all.length);
      const notes = await other.prisma.outbox.findMany({ where: { kind: 'notice' } });
      // 40 matches × one time-out claim offer (their reminders are past the deadline too), each exactly once.
      expect(notes).toHaveLength(40);
      expect(new Set(notes.map((n) => n.matchId)).size).toBe(40);
      expect(await other.prisma.timer.count({ where: { kind: { in: ['reminder', 'timeout'] }, doneAt: null } })).toBe(0);
    } finally {
      await other.close();
      await created.drop();
    }
  });
});
