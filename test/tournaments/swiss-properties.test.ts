// Swiss pairing properties over random tournaments played to the end (seeded
// results, withdrawals, late joiners), each round checked against a brute-force
// reading of T-R08 … T-R11 on the same rounds:
//
// - every active player is paired or bye'd exactly once; nobody else appears (T-R08);
// - a bye exactly when the count is odd; a second bye only once every active
//   player has had one (T-R10);
// - the T-R09 level is the strictest at which the round can be paired at all
//   (over every bye the rules allow); at `strict` no pair has met before and both
//   keep the colour rule (never three times running, never more than 2 ahead), at
//   `colours-relaxed` no pair has met before;
// - the bye's player: no allowed bye with fewer points leaves the rest pairable
//   at that level (T-R10);
// - the absolute rules broken as little as possible: with the chosen bye, no
//   pairing of the same players at that level has fewer repeats, nor as few
//   repeats and fewer colour-rule breaks (T-R09);
// - score groups respected, precisely (T-R11): among those least-breaking
//   pairings, the sum over pairs of |points difference| is at most the least
//   such sum plus 1 point (T_R11_CHECKER_SLACK).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { tR09ColourAllowed, T_R09_LEVELS, T_R11_CHECKER_SLACK, type Colour, type T_R09_Level } from '../../src/tournaments/rulings.js';
import type { RoundRecord } from '../../src/tournaments/types.js';
import { hasPerfectMatching, maxWeightMatching, type WeightedEdge } from '../../src/tournaments/matching.js';
import { playSwiss, type SwissStep } from './simulate.js';

interface Facts {
  points: Map<string, number>;
  /** "a|b" → how many times they met. */
  met: Map<string, number>;
  played: Map<string, Colour[]>;
  byes: Map<string, number>;
}

/** The facts re-read from the rounds by hand (T-R01 and T-R03 points for two-player games). */
function facts(rounds: readonly RoundRecord[], ids: readonly string[]): Facts {
  const f: Facts = { points: new Map(ids.map((i) => [i, 0])), met: new Map(), played: new Map(ids.map((i) => [i, []])), byes: new Map(ids.map((i) => [i, 0])) };
  const add = (id: string, p: number) => f.points.set(id, (f.points.get(id) ?? 0) + p);
  for (const r of rounds) {
    for (const g of r.games) {
      for (const key of [`${g.white}|${g.black}`, `${g.black}|${g.white}`]) f.met.set(key, (f.met.get(key) ?? 0) + 1);
      f.played.get(g.white)?.push('white');
      f.played.get(g.black)?.push('black');
      const w = g.outcome === 'white' ? 1 : g.outcome === 'black' ? 0 : 0.5;
      add(g.white, w);
      add(g.black, 1 - w);
    }
    for (const b of r.byes) {
      add(b, 1);
      f.byes.set(b, (f.byes.get(b) ?? 0) + 1);
    }
  }
  return f;
}

const timesMet = (f: Facts, a: string, b: string) => f.met.get(`${a}|${b}`) ?? 0;

function coloursFit(f: Facts, a: string, b: string): boolean {
  const pa = f.played.get(a)!;
  const pb = f.played.get(b)!;
  return (tR09ColourAllowed(pa, 'white') && tR09ColourAllowed(pb, 'black')) || (tR09ColourAllowed(pa, 'black') && tR09ColourAllowed(pb, 'white'));
}

function legalAt(f: Facts, a: string, b: string, level: T_R09_Level, colours: boolean): boolean {
  if (level !== 'repeats-allowed' && timesMet(f, a, b) > 0) return false;
  if (level === 'strict' && colours && !coloursFit(f, a, b)) return false;
  return true;
}

/** What a pair costs: [repeats, colour-rule breaks, |points difference|]. */
type Cost = [number, number, number];
const pairCost = (f: Facts, a: string, b: string, colours: boolean): Cost => [
  timesMet(f, a, b),
  colours && !coloursFit(f, a, b) ? 1 : 0,
  Math.abs(f.points.get(a)! - f.points.get(b)!),
];
const NONE: Cost = [Infinity, Infinity, Infinity];
const lessCost = (x: Cost, y: Cost) => x[0] - y[0] || x[1] - y[1] || x[2] - y[2];

/**
 * The least cost (lexicographic) of a perfect pairing of `ids` at `level`, or
 * NONE: a DP over subsets for small fields, else a maximum-weight perfect
 * matching (the blossom method, itself checked against brute force in
 * matching.test.ts) over the legal pairs.
 */
function leastCost(f: Facts, ids: readonly string[], level: T_R09_Level, colours: boolean): Cost {
  const n = ids.length;
  if (n % 2 === 1) return NONE;
  const legal = (a: number, b: number) => legalAt(f, ids[a], ids[b], level, colours);
  if (n <= 14) {
    const memo = new Map<number, Cost>();
    const go = (free: number): Cost => {
      if (free === 0) return [0, 0, 0];
      const known = memo.get(free);
      if (known) return known;
      let u = 0;
      while (!(free & (1 << u))) u++;
      let best = NONE;
      for (let v = u + 1; v < n; v++) {
        if (!(free & (1 << v)) || !legal(u, v)) continue;
        const rest = go(free & ~(1 << u) & ~(1 << v));
        const c = pairCost(f, ids[u], ids[v], colours);
        const total: Cost = [rest[0] + c[0], rest[1] + c[1], rest[2] + c[2]];
        if (lessCost(total, best) < 0) best = total;
      }
      memo.set(free, best);
      return best;
    };
    return go((1 << n) - 1);
  }
  if (!hasPerfectMatching(n, legal)) return NONE;
  // Packed lexicographically, differences in half-points (integers).
  const D = 2 * 40 * (n / 2) + 1;
  const B = D * (n / 2 + 1);
  const edges: WeightedEdge[] = [];
  for (let a = 0; a < n; a++) {
    for (let b = a + 1; b < n; b++) {
      if (!legal(a, b)) continue;
      const [r, k, d] = pairCost(f, ids[a], ids[b], colours);
      edges.push({ u: a, v: b, w: 2 ** 40 - r * B * (n / 2 + 1) - k * B - 2 * d });
    }
  }
  const mate = maxWeightMatching(n, edges, true);
  const sum: Cost = [0, 0, 0];
  for (let a = 0; a < n; a++) if (mate[a] > a) pairCost(f, ids[a], ids[mate[a]], colours).forEach((x, t) => (sum[t] += x));
  return sum;
}

function checkRound(step: SwissStep, colours: boolean): void {
  const { pairing, active, rounds } = step;
  const ids = step.players.map((p) => p.id);
  const f = facts(rounds, ids);

  // T-R08: each active player once, nobody else.
  const seen = [...pairing.games.flatMap((g) => [g.white, g.black]), ...pairing.byes];
  expect([...seen].sort()).toEqual([...active].sort());

  // T-R10: one bye exactly for an odd count; a second one only once all have had one.
  expect(pairing.byes.length).toBe(active.length % 2);
  const allowedByes = active.every((id) => f.byes.get(id)! > 0) ? active : active.filter((id) => f.byes.get(id) === 0);
  for (const b of pairing.byes) expect(allowedByes).toContain(b);

  // T-R09: the strictest level at which some allowed bye leaves a pairing.
  const pairableAt = (level: T_R09_Level, bye: string | null) => {
    const ids = active.filter((id) => id !== bye);
    return hasPerfectMatching(ids.length, (x, y) => legalAt(f, ids[x], ids[y], level, colours));
  };
  const byeChoices = active.length % 2 === 1 ? allowedByes : [null];
  const level = T_R09_LEVELS.find((l) => byeChoices.some((b) => pairableAt(l, b)))!;
  expect(pairing.level).toBe(level);
  for (const g of pairing.games) {
    if (level !== 'repeats-allowed') expect(timesMet(f, g.white, g.black), `${g.white}–${g.black} met before`).toBe(0);
    if (level === 'strict' && colours) {
      expect(tR09ColourAllowed(f.played.get(g.white)!, 'white'), `${g.white} may not be White`).toBe(true);
      expect(tR09ColourAllowed(f.played.get(g.black)!, 'black'), `${g.black} may not be Black`).toBe(true);
    }
  }

  // T-R10: no allowed bye with fewer points would have left a pairing.
  const bye = pairing.byes[0] ?? null;
  if (bye !== null) {
    for (const other of allowedByes) {
      if (f.points.get(other)! < f.points.get(bye)!) expect(pairableAt(level, other), `${other} could take the bye`).toBe(false);
    }
  }

  // T-R09: the fewest repeats, then the fewest colour-rule breaks; T-R11: Σ|difference| within the slack of the least.
  const ours: Cost = [0, 0, 0];
  for (const g of pairing.games) pairCost(f, g.white, g.black, colours).forEach((x, t) => (ours[t] += x));
  const least = leastCost(f, active.filter((id) => id !== bye), level, colours);
  expect(ours[0], 'repeats').toBe(least[0]);
  expect(ours[1], 'colour-rule breaks').toBe(least[1]);
  expect(ours[2], 'Σ|difference|').toBeLessThanOrEqual(least[2] + T_R11_CHECKER_SLACK);
}

describe('Swiss pairing over random tournaments', () => {
  it('keeps T-R08 … T-R11 in every round', () => {
    fc.assert(
      fc.property(
        fc.record({
          seed: fc.string({ minLength: 1, maxLength: 8 }),
          players: fc.integer({ min: 2, max: 12 }),
          rounds: fc.integer({ min: 1, max: 9 }),
          withdrawPercent: fc.integer({ min: 0, max: 12 }),
          lateJoiners: fc.integer({ min: 0, max: 2 }),
          drawPercent: fc.integer({ min: 0, max: 40 }),
          colours: fc.boolean(),
        }),
        (plan) => {
          playSwiss(plan, (step) => checkRound(step, plan.colours));
        },
      ),
      { numRuns: 250 },
    );
  });

  it('keeps them in larger fields too (the score groups paired one by one, checked against one matching of everyone)', () => {
    fc.assert(
      fc.property(
        fc.record({
          seed: fc.string({ minLength: 1, maxLength: 8 }),
          players: fc.integer({ min: 16, max: 60 }),
          rounds: fc.integer({ min: 3, max: 9 }),
          withdrawPercent: fc.integer({ min: 0, max: 5 }),
          lateJoiners: fc.integer({ min: 0, max: 4 }),
          drawPercent: fc.integer({ min: 0, max: 40 }),
          colours: fc.boolean(),
        }),
        (plan) => {
          playSwiss(plan, (step) => checkRound(step, plan.colours));
        },
      ),
      { numRuns: 25 },
    );
  });

  it('never pairs a withdrawn player and gives nobody a second bye while others have none, over a long odd tournament', () => {
    playSwiss({ seed: 'long-odd', players: 9, rounds: 12, withdrawPercent: 0 }, (step) => checkRound(step, true));
  });
});
