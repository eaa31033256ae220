// The reads and writes that must hold at a million stored matches, checked
// for what they do (the bench, `npm run bench -- scale`, checks what they cost):
// a player's active matches through the index of active seats only; one read
// per action; names kept on the match; the latest board post on the match
// row; rows an action writes already claimed by its process; delivered rows
// deleted after the retention period.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { MatchService } from '../../src/matches/service.js';
import { boardPostOf, claim, markDelivered, purgeDelivered, takeClaimed } from '../../src/matches/outbox.js';
import { openTestDb, DB_KINDS, type TestDb } from '../support/db.js';
import { countStatements, listed, type StatementCounter } from './count-statements.js';

const alice = { id: '120000000000000001', name: 'Alice A.' };
const bob = { id: '120000000000000002', name: 'bob' };
const carol = { id: '120000000000000003', name: 'Carol' };

describe.each(DB_KINDS)('queries at scale, on %s', (kind) => {
  let db: TestDb;
  let service: MatchService;
  let channel = 600000000000000000n;
  let counter: StatementCounter;

  beforeAll(async () => {
    counter = countStatements();
    db = await openTestDb(kind);
    service = new MatchService(db.prisma, undefined, 'proc-a');
  });
  afterAll(async () => {
    counter.restore();
    await db?.dispose();
  });

  async function started(white = alice, black = bob, where = String(++channel)) {
    const c = await service.challenge({ game: 'agog', challenger: white, invitees: [black], guildId: '700000000000000001', channelId: where, options: {}, challengerSeat: 0 });
    if (!c.ok) throw new Error(c.error);
    const a = await service.accept(c.challenge.id, black);
    if (!a.ok || !a.match) throw new Error('accept failed');
    return a.match;
  }

  const firstMove = (m: Awaited<ReturnType<typeof started>>, userId: string) => service.suggest(m, userId, '', 1)[0];

  it('lists a player’s active matches only, and a match leaves the list when it ends, however it ends', async () => {
    const ended = await started(alice, carol);
    const aborted = await started(carol, alice);
    const a = await started(alice, carol);
    const b = await started(carol, alice);
    expect(await service.resign(ended.id, alice)).toMatchObject({ ok: true });
    // Ended by a statement that is not the action's own (an abort): the seats' copy follows all the same.
    await db.prisma.match.update({ where: { id: aborted.id }, data: { status: 'aborted' } });
    const listed = await service.activeMatches(carol.id);
    expect(listed.map((m) => m.id).sort()).toEqual([a.id, b.id].sort());
    expect(listed.find((m) => m.id === a.id)).toMatchObject({ game: 'agog', waitingFor: [alice.id], players: [{ userId: alice.id, name: 'Alice A.' }, { userId: carol.id, name: 'Carol' }] });
    expect(listed[0]).not.toHaveProperty('state');
    // Found through the partial index of active seats (asked on one connection, with sequential scans off, as the table is tiny here).
    const [, plan] = await db.prisma.$transaction([
      db.prisma.$executeRawUnsafe('SET LOCAL enable_seqscan = off'),
      db.prisma.$queryRawUnsafe<{ 'QUERY PLAN': string }[]>(`EXPLAIN SELECT "matchId" FROM "MatchPlayer" WHERE "userId" = '${carol.id}' AND active`),
    ]);
    expect(plan.map((r) => r['QUERY PLAN']).join('\n')).toContain('MatchPlayer_active_userId_idx');
  });

  it('reads a match once for /move without a match number: found, then acted on without reading it again', async () => {
    const here = String(++channel);
    const m = await started(alice, bob, here);
    await started(alice, carol); // elsewhere: not a candidate here
    counter.start();
    const found = await service.resolveMatch(alice.id, here);
    const res = found.ok ? await service.actText(found.match, alice, firstMove(found.match, alice.id)) : found;
    const statements = counter.stop();
    expect(res).toMatchObject({ ok: true, match: { id: m.id, version: 1 } });
    expect(statements, listed(statements)).toHaveLength(2);
    // Two active matches in one channel: it asks which, naming them, and parses neither.
    const other = await started(bob, alice, here);
    expect(await service.resolveMatch(alice.id, here)).toMatchObject({ ok: false, code: 'ambiguous', error: expect.stringContaining(`#${other.id}`) });
  });

  it('keeps each player’s display name on the match, refreshed when they act, and the board post carries it', async () => {
    const m = await started();
    const renamed = { ...alice, name: 'Alice (away)' };
    const res = await service.actText(m.id, renamed, firstMove(m, alice.id));
    if (!res.ok) throw new Error(res.error);
    expect(res.match.players.map((p) => p.name)).toEqual(['Alice (away)', 'bob']);
    expect((await service.getMatch(m.id))!.players.map((p) => p.name)).toEqual(['Alice (away)', 'bob']);
    const board = await db.prisma.outbox.findFirstOrThrow({ where: { id: { in: res.outbox } , kind: 'board' } });
    expect((board.payload as { players: unknown[] }).players).toEqual([
      { seat: 0, userId: alice.id, name: 'Alice (away)', aiLevel: null },
      { seat: 1, userId: bob.id, name: 'bob', aiLevel: null },
    ]);
    // Acting without a name (an AI's act, a test) leaves the stored one alone.
    const again = await service.actText(m.id, { id: bob.id }, firstMove(res.match, bob.id));
    expect(again.ok && again.match.players.map((p) => p.name)).toEqual(['Alice (away)', 'bob']);
  });

  it('writes an action’s rows claimed by its process, which takes them without a claiming statement; no other process may', async () => {
    const m = await started();
    const res = await service.actText(m.id, alice, firstMove(m, alice.id));
    if (!res.ok) throw new Error(res.error);
    const rows = await db.prisma.outbox.findMany({ where: { id: { in: res.outbox } } });
    expect(rows.every((r) => r.holder === 'proc-a' && r.attempts === 1 && r.dueAt.getTime() > Date.now() + 20_000)).toBe(true);
    // Another process polling for due rows does not get them while the lease runs.
    expect((await claim(db.prisma, { holder: 'proc-b', limit: 100 })).filter((r) => res.outbox.includes(r.id))).toEqual([]);
    expect(takeClaimed('proc-b', res.outbox).rows).toEqual([]);
    const mine = takeClaimed('proc-a', res.outbox);
    expect(mine.rows.map((r) => r.id)).toEqual(res.outbox);
    expect(mine.rows.map((r) => r.payload.kind)).toEqual(['board', 'reply'].slice(0, res.outbox.length));
    // Taken once: asked again, they must be claimed like any other row.
    expect(takeClaimed('proc-a', res.outbox)).toEqual({ rows: [], rest: res.outbox });
  });

  it('records the latest board post on the match; the reply’s link reads it there, never an older post over a newer', async () => {
    const m = await started();
    expect(await boardPostOf(db.prisma, m.id, 1)).toEqual({ sent: null, pending: true });
    await markDelivered(db.prisma, [], [{ matchId: m.id, version: 1, sent: { channelId: '800000000000000001', messageId: '900000000000000001' } }]);
    expect(await boardPostOf(db.prisma, m.id, 1)).toEqual({ sent: { channelId: '800000000000000001', messageId: '900000000000000001' }, pending: false });
    await markDelivered(db.prisma, [], [{ matchId: m.id, version: 3, sent: { channelId: '800000000000000001', messageId: '900000000000000003' } }]);
    // A late delivery of an older board does not overwrite the newer one.
    await markDelivered(db.prisma, [], [{ matchId: m.id, version: 2, sent: { channelId: '800000000000000001', messageId: '900000000000000002' } }]);
    expect(await boardPostOf(db.prisma, m.id, 3)).toMatchObject({ sent: { messageId: '900000000000000003' } });
    expect(await boardPostOf(db.prisma, m.id, 2)).toBeNull();
    // A board given up (no message) is shown as such: no link, and not "on its way".
    await markDelivered(db.prisma, [], [{ matchId: m.id, version: 4, sent: null }]);
    expect(await boardPostOf(db.prisma, m.id, 4)).toEqual({ sent: null, pending: false });
  });

  it('deletes delivered rows older than the retention period, a batch at a time, and nothing undelivered or recent', async () => {
    await db.prisma.outbox.deleteMany({});
    const old = new Date(Date.now() - 20 * 86_400_000);
    const payload = { kind: 'direct', userId: bob.id, content: 'hi' };
    await db.prisma.outbox.createMany({
      data: [
        ...Array.from({ length: 5 }, () => ({ kind: 'direct', payload, deliveredAt: old })),
        { kind: 'direct', payload, deliveredAt: new Date() },
        { kind: 'direct', payload, dueAt: old },
      ],
    });
    const before = new Date(Date.now() - 14 * 86_400_000);
    expect(await purgeDelivered(db.prisma, before, 3)).toBe(3);
    expect(await purgeDelivered(db.prisma, before, 3)).toBe(2);
    expect(await purgeDelivered(db.prisma, before, 3)).toBe(0);
    const left = await db.prisma.outbox.findMany({ orderBy: { id: 'asc' } });
    expect(left.map((r) => (r.deliveredAt ? 'recent' : 'undelivered'))).toEqual(['recent', 'undelivered']);
  });
});
