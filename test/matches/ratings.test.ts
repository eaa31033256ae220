import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { rate, rating } from 'openskill';
import { MatchService } from '../../src/matches/service.js';
import { offerDraw, answerDraw } from '../../src/matches/draws.js';
import { conservative, outcomeOf, placesOf, rateMatch, rebuildRatings, PROVISIONAL_GAMES, ratingLines } from '../../src/matches/ratings.js';
import { openTestDb, DB_KINDS, type TestDb } from '../support/db.js';

const alice = { id: '100000000000000001', name: 'alice' };
const bob = { id: '100000000000000002', name: 'bob' };
const carol = { id: '100000000000000003', name: 'carol' };
const guild = '300000000000000001';

describe('places', () => {
  it('two players by the winner, a draw tied; U-G-O by elimination, last standing first; Mogo winners ahead', () => {
    expect([...placesOf([0, 1], { winners: [1], reason: '' })]).toEqual([[0, 2], [1, 1]]);
    expect([...placesOf([0, 1], { winners: [], reason: '' })]).toEqual([[0, 1], [1, 1]]);
    const out = new Map([[2, 3], [0, 7], [3, 7]]);
    expect([...placesOf([0, 1, 2, 3], { winners: [1], reason: '' }, out)]).toEqual([[0, 2], [1, 1], [2, 3], [3, 2]]);
    expect([...placesOf([0, 1, 2, 3], { winners: [0, 2], reason: '' })]).toEqual([[0, 1], [1, 2], [2, 1], [3, 2]]);
    // Everyone left lost at once: those tied first draw, whoever fell earlier lost.
    const drawn = placesOf([0, 1, 2], { winners: [], reason: '' }, new Map([[0, 9], [1, 9], [2, 4]]));
    expect([...drawn].map(([s, place]) => outcomeOf({ winners: [], reason: '' }, s, place))).toEqual(['draw', 'draw', 'loss']);
  });
});

describe.each(DB_KINDS)('ratings on %s', (kind) => {
  let db: TestDb;
  let service: MatchService;
  let channel = 200000000000000000n;

  beforeAll(async () => {
    db = await openTestDb(kind);
    service = new MatchService(db.prisma);
  });
  afterAll(async () => db?.dispose());

  async function started(game: string, players: (typeof alice)[]) {
    const [challenger, ...invitees] = players;
    const c = await service.challenge({ game, challenger, invitees, guildId: guild, channelId: String(++channel), options: {}, challengerSeat: 0 });
    if (!c.ok) throw new Error(c.error);
    let match = c.match;
    for (const p of invitees) {
      const a = await service.accept(c.challenge.id, p);
      if (!a.ok) throw new Error(a.error);
      match = a.match ?? match;
    }
    return match!;
  }

  const stored = (userId: string, game = 'agog') =>
    db.prisma.rating.findUniqueOrThrow({ where: { game_guildId_userId: { game, guildId: guild, userId } } });

  it('rates a resignation once, by the winner, with openskill defaults', async () => {
    const m = await started('agog', [alice, bob]);
    expect((await service.resign(m.id, bob)).ok).toBe(true);
    const rated = await rateMatch(db.prisma, m.id);
    const [[a], [b]] = rate([[rating()], [rating()]], { rank: [1, 2] });
    expect(rated?.map((r) => [r.userId, r.outcome, r.after.mu])).toEqual([[alice.id, 'win', a.mu], [bob.id, 'loss', b.mu]]);
    // Again: nothing changes, the same before → after comes back.
    expect(await rateMatch(db.prisma, m.id)).toEqual(rated);
    expect(await stored(alice.id)).toMatchObject({ games: 1, wins: 1, streak: 1, mu: a.mu, sigma: a.sigma, ordinal: conservative(a) });
    expect(await stored(bob.id)).toMatchObject({ games: 1, losses: 1, streak: -1 });
    expect(ratingLines(rated!, (u) => u).join('\n')).toMatch(/→ .*\(provisional\)/);
    expect(rated![0].gamesBefore + 1).toBeLessThan(PROVISIONAL_GAMES);
  });

  it('rates an agreed draw as a draw and resets streaks', async () => {
    const m = await started('gomofasta', [alice, bob]);
    expect((await offerDraw(db.prisma, m.id, alice)).ok).toBe(true);
    expect((await answerDraw(db.prisma, m.id, bob, true)).ok).toBe(true);
    const rated = await rateMatch(db.prisma, m.id);
    expect(rated?.map((r) => r.outcome)).toEqual(['draw', 'draw']);
    expect(await stored(alice.id, 'gomofasta')).toMatchObject({ games: 1, draws: 1, streak: 0 });
  });

  it('does not rate an active, aborted or AI match', async () => {
    const active = await started('agog', [alice, bob]);
    expect(await rateMatch(db.prisma, active.id)).toBeNull();
    const ai = await started('agog', [alice, bob]);
    await service.resign(ai.id, bob);
    await db.prisma.matchPlayer.update({ where: { matchId_seat: { matchId: ai.id, seat: 1 } }, data: { aiLevel: 'easy' } });
    expect(await rateMatch(db.prisma, ai.id)).toBeNull();
    await db.prisma.match.update({ where: { id: active.id }, data: { status: 'aborted' } });
    expect(await rateMatch(db.prisma, active.id)).toBeNull();
    expect(await db.prisma.ratingEvent.count({ where: { matchId: { in: [active.id, ai.id] } } })).toBe(0);
  });

  it('places a three-player U-G-O table by elimination order', async () => {
    const m = await started('ugo', [alice, bob, carol]);
    // Carol leaves first, then Bob: Alice is last standing, Bob second.
    expect((await service.resign(m.id, carol)).ok).toBe(true);
    expect((await service.resign(m.id, bob)).ok).toBe(true);
    const rated = await rateMatch(db.prisma, m.id);
    expect(rated?.map((r) => [r.userId, r.place])).toEqual([[alice.id, 1], [bob.id, 2], [carol.id, 3]]);
    const after = rate([[rating()], [rating()], [rating()]], { rank: [1, 2, 3] });
    expect(rated?.map((r) => r.after.mu)).toEqual(after.map(([s]) => s.mu));
  });

  it('a rebuild from the stored results gives the stored values', async () => {
    const m = await started('agog', [bob, alice]);
    await service.resign(m.id, alice);
    await rateMatch(db.prisma, m.id);
    const before = await db.prisma.rating.findMany({ orderBy: [{ game: 'asc' }, { userId: 'asc' }] });
    const events = await db.prisma.ratingEvent.findMany({ orderBy: { id: 'asc' } });
    // A finished match the rating step never saw (a crash) is rated by the rebuild too.
    const missed = await started('agog', [alice, carol]);
    await service.resign(missed.id, carol);
    expect(await rebuildRatings(db.prisma)).toBe(new Set(events.map((e) => e.matchId)).size + 1);
    const rebuilt = await db.prisma.rating.findMany({ where: { NOT: { userId: carol.id, game: 'agog' } }, orderBy: [{ game: 'asc' }, { userId: 'asc' }] });
    const strip = <T extends { updatedAt: Date }>(r: T) => ({ ...r, updatedAt: null });
    const touchedByMissed = (r: { userId: string; game: string }) => r.game === 'agog' && (r.userId === alice.id || r.userId === carol.id);
    expect(rebuilt.filter((r) => !touchedByMissed(r)).map(strip)).toEqual(before.filter((r) => !touchedByMissed(r)).map(strip));
    const again = await db.prisma.ratingEvent.findMany({ orderBy: { id: 'asc' } });
    const core = (e: (typeof events)[number]) => [e.matchId, e.userId, e.place, e.outcome, e.muBefore, e.sigmaBefore, e.muAfter, e.sigmaAfter];
    expect(again.slice(0, events.length).map(core)).toEqual(events.map(core));
    expect(again.slice(events.length).map((e) => e.matchId)).toEqual([missed.id, missed.id]);
  });
});
