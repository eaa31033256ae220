// A pending decision whose deadline passes gets the engine's default answer,
// applied like a move (logged, posted, with a new turn and clock), instead of
// the claimable win an ordinary late turn gives. Gog & Magog's opening
// mulligan decisions are such decisions (GM-R19): the default is to keep.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { MatchService } from '../../src/matches/service.js';
import { Correspondence } from '../../src/matches/correspondence.js';
import { ManualClock, HOUR_MS } from '../../src/matches/clock.js';
import { engineFor } from '../../src/games/index.js';
import { openTestDb, type TestDb } from '../support/db.js';

const alice = { id: '110000000000000001' };
const bob = { id: '110000000000000002' };

describe('pending decisions time out to their default', () => {
  let db: TestDb;
  beforeAll(async () => {
    db = await openTestDb('postgres');
  });
  afterAll(async () => db?.dispose());

  it('a Gog & Magog mulligan decision left past its deadline is kept, and play goes on', async () => {
    const clock = new ManualClock(Date.UTC(2026, 10, 23, 10));
    const service = new MatchService(db.prisma, clock);
    const corr = new Correspondence(db.prisma, clock);
    const c = await service.challenge({ game: 'gogmagog', challenger: alice, invitees: [bob], guildId: null, channelId: '500000000000000001', options: {}, daysPerMove: 1 });
    if (!c.ok) throw new Error(c.error);
    const a = await service.accept(c.challenge.id, bob);
    if (!a.ok || !a.match) throw new Error('accept');
    const m = a.match;
    const engine = engineFor('gogmagog')!;
    const [late] = engine.toAct(m.state) as number[];
    const lateUser = m.players.find((p) => p.seat === late)!.userId;
    expect(engine.timeoutAction!(m.state, late)).not.toBeNull();

    clock.advanceHours(23);
    await corr.runDue();
    expect((await service.getMatch(m.id))!.version).toBe(m.version); // not yet

    clock.advanceHours(2);
    const outbox = await corr.runDue();
    const after = (await service.getMatch(m.id))!;
    expect(after.version).toBe(m.version + 1);
    expect(after.waitingFor).not.toContain(lateUser);
    expect(after.deadline!.getTime()).toBe(clock.now().getTime() + 24 * HOUR_MS);
    const log = await service.actionLog(m.id);
    expect(log).toEqual([expect.objectContaining({ seat: late, kind: 'action', text: 'keep' })]);
    const posts = await db.prisma.outbox.findMany({ where: { id: { in: outbox } }, orderBy: { id: 'asc' } });
    // No "Claim win" button: the decision was answered for them, and the table says so.
    expect(posts.some((p) => p.kind === 'notice')).toBe(false);
    const board = posts.find((p) => p.kind === 'board')!.payload as { publicText: string };
    expect(board.publicText).toMatch(/ran out of time; the default answer was applied/);
  });

  it('an ordinary late turn still offers a claim (A•G•O•G has no pending decisions)', async () => {
    const clock = new ManualClock(Date.UTC(2026, 10, 23, 10));
    const service = new MatchService(db.prisma, clock);
    const corr = new Correspondence(db.prisma, clock);
    const c = await service.challenge({ game: 'agog', challenger: alice, invitees: [bob], guildId: null, channelId: '500000000000000002', options: {}, challengerSeat: 0, daysPerMove: 1 });
    if (!c.ok) throw new Error(c.error);
    const a = await service.accept(c.challenge.id, bob);
    if (!a.ok || !a.match) throw new Error('accept');
    clock.advanceHours(25);
    const outbox = await corr.runDue();
    const posts = await db.prisma.outbox.findMany({ where: { id: { in: outbox }, matchId: a.match.id } });
    expect(posts.map((p) => p.kind)).toEqual(['notice']);
    expect((await service.getMatch(a.match.id))!.version).toBe(a.match.version);
  });
});
