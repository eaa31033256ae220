import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { MatchService } from '../../src/matches/service.js';
import { rateMatch, PROVISIONAL_GAMES } from '../../src/matches/ratings.js';
import { leaderboard, playerStats, recentMatches } from '../../src/matches/standings.js';
import { leaderboardText } from '../../commands/leaderboard.js';
import { statsText } from '../../commands/stats.js';
import { historyText } from '../../commands/history.js';
import { openTestDb, type TestDb } from '../support/db.js';

const alice = { id: '100000000000000001', name: 'alice' };
const bob = { id: '100000000000000002', name: 'bob' };
const carol = { id: '100000000000000003', name: 'carol' };
const guild = '300000000000000001';

describe('leaderboard, stats and history', () => {
  let db: TestDb;
  let service: MatchService;
  let channel = 200000000000000000n;

  beforeAll(async () => {
    db = await openTestDb('postgres');
    service = new MatchService(db.prisma);
    // Alice beats Bob five times (both established), then beats Carol once (provisional), in this server;
    // one more win elsewhere must not count here.
    const play = async (winner: typeof alice, loser: typeof alice, guildId: string | null) => {
      const c = await service.challenge({ game: 'agog', challenger: winner, invitees: [loser], guildId, channelId: String(++channel), options: {}, challengerSeat: 0 });
      if (!c.ok) throw new Error(c.error);
      const a = await service.accept(c.challenge.id, loser);
      if (!a.ok || !a.match) throw new Error('accept failed');
      await service.resign(a.match.id, loser);
      await rateMatch(db.prisma, a.match.id);
    };
    for (let i = 0; i < PROVISIONAL_GAMES; i++) await play(alice, bob, guild);
    await play(alice, carol, guild);
    await play(bob, alice, null);
  });
  afterAll(async () => db?.dispose());

  it('ranks established players by μ − 3σ and lists provisional ones apart', async () => {
    const board = await leaderboard(db.prisma, 'agog', guild, 1);
    expect(board.rows.map((r) => [r.rank, r.userId, r.games])).toEqual([[1, alice.id, 6], [2, bob.id, 5]]);
    expect(board.rows[0].ordinal).toBeGreaterThan(board.rows[1].ordinal);
    expect(board.provisional.map((p) => p.userId)).toEqual([carol.id]);
    const text = leaderboardText({ id: 'agog', name: 'A•G•O•G' }, board, 1);
    expect(text).toMatch(/1\. <@100000000000000001> — -?\d+\.\d \(6 games\)/);
    expect(text).toMatch(/Provisional .*<@100000000000000003>/);
    expect((await leaderboard(db.prisma, 'agog', guild, 2)).rows).toEqual([]);
    const long = { ...board, established: 40, rows: Array.from({ length: 15 }, (_, i) => ({ ...board.rows[0], rank: 16 + i })) };
    const page2 = leaderboardText({ id: 'agog', name: 'A•G•O•G' }, long, 2);
    expect(page2).toMatch(/page 2 of 3:\n16\. /);
    expect(page2).toContain('More: `/leaderboard game:agog page:3`');
    expect(page2).not.toContain('Provisional');
    expect((await leaderboard(db.prisma, 'agog', '', 1)).provisional.map((p) => p.userId).sort()).toEqual([alice.id, bob.id]);
  });

  it('gives a player’s record, streak and head-to-head against the asker', async () => {
    const [a] = await playerStats(db.prisma, alice.id, guild, bob.id);
    expect(a).toMatchObject({ game: 'agog', games: 6, wins: 6, losses: 0, streak: 6, provisional: false, versus: { wins: 5, draws: 0, losses: 0 } });
    const [b] = await playerStats(db.prisma, bob.id, guild, alice.id, 'agog');
    expect(b).toMatchObject({ wins: 0, losses: 5, streak: -5, versus: { wins: 0, losses: 5 } });
    expect(statsText(bob.id, [b])).toMatch(/5 losses in a row · against you 0–0–5/);
    expect((await playerStats(db.prisma, alice.id, guild, alice.id))[0].versus).toBeNull();
  });

  it('lists recent finished matches in this server, newest first, with a link', async () => {
    const recent = await recentMatches(db.prisma, alice.id, guild, 'agog', 3);
    expect(recent.map((m) => [m.opponents, m.outcome])).toEqual([[[carol.id], 'win'], [[bob.id], 'win'], [[bob.id], 'win']]);
    const elsewhere = await recentMatches(db.prisma, alice.id, null, undefined, 10);
    expect(elsewhere.map((m) => m.outcome)).toEqual(['loss']);
    expect(historyText(alice.id, recent)).toMatch(new RegExp(`#${recent[0].id} A•G•O•G vs <@${carol.id}> — \\*\\*won\\*\\* .*https://discord.com/channels/${guild}/\\d+`));
  });
});
