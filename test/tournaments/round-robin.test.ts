// Round-robin schedules (T-R14, T-R15): small ones worked by hand, then the
// rulings' promises checked for every size up to 40.
import { describe, expect, it } from 'vitest';
import { circleSchedule, roundRobinRound, roundRobinSchedule } from '../../src/tournaments/round-robin.js';
import { T_R14_MAX_COLOUR_DIFFERENCE, T_R15_GROUP_MAX } from '../../src/tournaments/rulings.js';
import type { Entrant, Pairing } from '../../src/tournaments/types.js';

const show = (rounds: Pairing[]) => rounds.map((r) => [...r.games.map((g) => `${g.white}-${g.black}`), ...r.byes.map((b) => `${b} bye`)].join(' '));
const entrants = (n: number): Entrant[] => Array.from({ length: n }, (_, i) => ({ id: `p${i + 1}`, seed: i + 1 }));

describe('circle method by hand', () => {
  it('4 players: 3 rounds, everyone 2 Whites and 1 Black or the reverse', () => {
    // d (the lowest seed) sits still; a b c turn round three places, round j turned j·2 places (0, 2, 1).
    // R1 (turn 0): d meets a, a ahead → a White (d Black first); b–c, b ahead on the circle → b White.
    // R2 (turn 2): d meets c, d White; a–b, a ahead → a White.
    // R3 (turn 1): d meets b, d Black; c–a, c ahead → c White.
    // Colours: a W W B, b W B W, c B B W, d B W B.
    expect(show(circleSchedule(['a', 'b', 'c', 'd']))).toEqual(['a-d b-c', 'a-b d-c', 'c-a b-d']);
  });

  it('5 players: 5 rounds with one bye each, 2 Whites and 2 Blacks each', () => {
    // A sixth place is the bye and sits still; a b c d e turn round five places, round j turned j·3 places
    // (0, 3, 1, 4, 2). The one facing the bye has it; on the other diameters the one ahead takes White.
    // R1 (0): a bye; b–e, c–d.   R2 (3): d bye; e–c, a–b.   R3 (1): b bye; c–a, d–e.
    // R4 (4): e bye; a–d, b–c.   R5 (2): c bye; d–b, e–a.
    // Colours: a – W B W B; b W B – W B; c W B W B –; d B – W B W; e B W B – W.
    expect(show(circleSchedule(['a', 'b', 'c', 'd', 'e']))).toEqual(['b-e c-d a bye', 'a-b e-c d bye', 'c-a d-e b bye', 'a-d b-c e bye', 'e-a d-b c bye']);
  });
});

describe('T-R14 and T-R15 for every size', () => {
  it('every pair meets once, one bye per round for odd groups, colours within 1 and never three running', () => {
    for (let n = 2; n <= 40; n++) {
      const groups = roundRobinSchedule(entrants(n));
      // T-R15: ⌈n/8⌉ groups above 8, sizes within 1, at most 8.
      expect(groups.length).toBe(Math.max(1, Math.ceil(n / T_R15_GROUP_MAX)));
      const sizes = groups.map((g) => g.players.length);
      expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
      expect(Math.max(...sizes)).toBeLessThanOrEqual(Math.max(T_R15_GROUP_MAX, n <= T_R15_GROUP_MAX ? n : 0));
      expect(sizes.reduce((a, b) => a + b, 0)).toBe(n);
      for (const g of groups) {
        const k = g.players.length;
        expect(g.rounds.length).toBe(k % 2 === 0 ? k - 1 : k);
        const met = new Set<string>();
        const colours = new Map(g.players.map((p) => [p, ''] as [string, string]));
        for (const r of g.rounds) {
          const seen = [...r.games.flatMap((x) => [x.white, x.black]), ...r.byes];
          expect([...seen].sort()).toEqual([...g.players].sort());
          expect(r.byes.length).toBe(k % 2);
          for (const x of r.games) {
            const key = [x.white, x.black].sort().join('|');
            expect(met.has(key)).toBe(false);
            met.add(key);
            colours.set(x.white, colours.get(x.white) + 'W');
            colours.set(x.black, colours.get(x.black) + 'B');
          }
        }
        expect(met.size).toBe((k * (k - 1)) / 2);
        for (const c of colours.values()) {
          const w = [...c].filter((x) => x === 'W').length;
          expect(Math.abs(w - (c.length - w))).toBeLessThanOrEqual(T_R14_MAX_COLOUR_DIFFERENCE);
          expect(c).not.toMatch(/WWW|BBB/);
        }
      }
    }
  });

  it('groups are seeded by snaking: 17 players make 3 groups of 6, 6, 5', () => {
    // Seeds 1 2 3 → groups 1 2 3; 4 5 6 → 3 2 1; 7 8 9 → 1 2 3; … 16 17 → 3 2 (snaking).
    const groups = roundRobinSchedule(entrants(17)).map((g) => g.players.map((p) => Number(p.slice(1))));
    expect(groups).toEqual([
      [1, 6, 7, 12, 13],
      [2, 5, 8, 11, 14, 17],
      [3, 4, 9, 10, 15, 16],
    ]);
  });
});

describe('the next round of a round-robin', () => {
  it('follows the schedule, and gives a bye to whoever faced a withdrawn player', () => {
    const players: Entrant[] = ['a', 'b', 'c', 'd'].map((id, i) => ({ id, seed: i + 1 }));
    const r1 = roundRobinRound({ players, rounds: [], active: ['a', 'b', 'c', 'd'] });
    expect(r1.ok && r1.value).toEqual({ games: [{ white: 'a', black: 'd' }, { white: 'b', black: 'c' }], byes: [] });
    const played = [{ games: [{ white: 'a', black: 'd', outcome: 'white' as const }, { white: 'b', black: 'c', outcome: 'draw' as const }], tables: [], byes: [] }];
    // b withdraws: round 2 is a–b and d–c; a has no opponent → bye (the reading of T-R01).
    const r2 = roundRobinRound({ players, rounds: played, active: ['a', 'c', 'd'] });
    expect(r2.ok && r2.value).toEqual({ games: [{ white: 'd', black: 'c' }], byes: ['a'] });
  });

  it('says when every round has been played', () => {
    const players: Entrant[] = [{ id: 'a', seed: 1 }, { id: 'b', seed: 2 }];
    const done = roundRobinRound({ players, rounds: [{ games: [{ white: 'a', black: 'b', outcome: 'black' }], tables: [], byes: [] }], active: ['a', 'b'] });
    expect(done.ok).toBe(false);
  });
});
