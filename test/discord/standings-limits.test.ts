// /history and /stats for a busy player (30 matches, full tables, long result
// reasons, 19-digit ids) still fit one Discord message.
import { describe, it, expect } from 'vitest';
import { historyText } from '../../commands/history.js';
import { statsText } from '../../commands/stats.js';
import { LIMITS } from '../../src/matches/limits.js';
import { playableGames } from '../../src/games/index.js';

const id = (n: number) => String(1_100_000_000_000_000_000n + BigInt(n));

describe('standings replies at the largest realistic size', () => {
  it('/history of a player with 30 four-player matches and long reasons', () => {
    const matches = Array.from({ length: 30 }, (_, i) => ({
      id: 2_000_000_000 - i,
      game: 'ugo',
      guildId: id(900),
      channelId: id(1000 + i),
      finishedAt: new Date(Date.UTC(2026, 10, 1 + (i % 28))),
      opponents: [id(1), id(2), id(3)],
      players: [0, 1, 2, 3].map((s) => ({ seat: s, userId: id(s), name: 'W'.repeat(32) })),
      outcome: (['win', 'draw', 'loss'] as const)[i % 3],
      reason: `Player ${(i % 4) + 1} was the last one standing after a very long war of attrition`.repeat(2),
    }));
    const text = historyText(id(0), matches);
    expect(text.length).toBeLessThanOrEqual(LIMITS.content);
    expect(text).toMatch(/more/);
    expect(text).toContain(`#${matches[0].id}`);
  });

  it('/stats across every game, with head-to-head', () => {
    const stats = playableGames().map((e) => ({
      game: e.id, ordinal: -1234.56, mu: 25.123, sigma: 8.333, games: 99_999, wins: 33_333, draws: 33_333, losses: 33_333,
      streak: -99, provisional: false, versus: { wins: 9_999, draws: 9_999, losses: 9_999 },
    }));
    const text = statsText(id(0), stats);
    expect(text.length).toBeLessThanOrEqual(LIMITS.content);
    for (const e of playableGames()) expect(text).toContain(e.name);
  });
});
