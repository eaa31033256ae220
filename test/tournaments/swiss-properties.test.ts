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
// - score groups respected, precisely (T-R11): with the chosen bye, the sum over
//   pairs of |points difference| is at most the least sum of any pairing of the
//   same players at the same level, plus 1 point (T_R11_CHECKER_SLACK).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { tR09ColourAllowed, T_R09_LEVELS, T_R11_CHECKER_SLACK, type Colour, type T_R09_Level } from '../../src/tournaments/rulings.js';
import type { RoundRecord } from '../../src/tournaments/types.js';
import { playSwiss, type SwissStep } from './simulate.js';

interface Facts {
  points: Map<string, number>;
  met: Set<string>;
  played: Map<string, Colour[]>;
  byes: Map<string, number>;
}

/** The facts re-read from the rounds by hand (T-R01 and T-R03 points for two-player games). */
function facts(rounds: readonly RoundRecord[], ids: readonly string[]): Facts {
  const f: Facts = { points: new Map(ids.map((i) => [i, 0])), met: new Set(), played: new Map(ids.map((i) => [i, []])), byes: new Map(ids.map((i) => [i, 0])) };
  const add = (id: string, p: number) => f.points.set(id, (f.points.get(id) ?? 0) + p);
  for (const r of rounds) {
    for (const g of r.games) {
      f.met.add(`${g.white}|${g.black}`);
      f.met.add(`${g.black}|${g.white}`);
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

function legalAt(f: Facts, a: string, b: string, level: T_R09_Level, colours: boolean): boolean {
  if (level !== 'repeats-allowed' && f.met.has(`${a}|${b}`)) return false;
  if (level === 'strict' && colours) {
    const pa = f.played.get(a)!;
    const pb = f.played.get(b)!;
    const ok = (tR09ColourAllowed(pa, 'white') && tR09ColourAllowed(pb, 'black')) || (tR09ColourAllowed(pa, 'black') && tR09ColourAllowed(pb, 'white'));
    if (!ok) return false;
  }
  return true;
}

/** Least Σ|difference| (in points) of a perfect pairing of `ids` at `level`, or Infinity: a DP over subsets. */
function leastDifference(f: Facts, ids: readonly string[], level: T_R09_Level, colours: boolean): number {
  const n = ids.length;
  const memo = new Map<number, number>();
  const go = (free: number): number => {
    if (free === 0) return 0;
    const known = memo.get(free);
    if (known !== undefined) return known;
    let u = 0;
    while (!(free & (1 << u))) u++;
    let best = Infinity;
    for (let v = u + 1; v < n; v++) {
      if (!(free & (1 << v)) || !legalAt(f, ids[u], ids[v], level, colours)) continue;
      const rest = go(free & ~(1 << u) & ~(1 << v));
      best = Math.min(best, rest + Math.abs(f.points.get(ids[u])! - f.points.get(ids[v])!));
    }
    memo.set(free, best);
    return best;
  };
  return n % 2 === 1 ? Infinity : go((1 << n) - 1);
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
  const pairableAt = (level: T_R09_Level, bye: string | null) =>
    leastDifference(f, active.filter((id) => id !== bye), level, colours) < Infinity;
  const byeChoices = active.length % 2 === 1 ? allowedByes : [null];
  const level = T_R09_LEVELS.find((l) => byeChoices.some((b) => pairableAt(l, b)))!;
  expect(pairing.level).toBe(level);
  for (const g of pairing.games) {
    if (level !== 'repeats-allowed') expect(f.met.has(`${g.white}|${g.black}`), `${g.white}–${g.black} met before`).toBe(false);
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

  // T-R11: Σ|difference| within the slack of the least possible.
  const sum = pairing.games.reduce((s, g) => s + Math.abs(f.points.get(g.white)! - f.points.get(g.black)!), 0);
  const least = leastDifference(f, active.filter((id) => id !== bye), level, colours);
  expect(sum).toBeLessThanOrEqual(least + T_R11_CHECKER_SLACK);
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
          playSwiss(plan, (step) => {
            // The brute force enumerates subsets: keep the active count within reach.
            if (step.active.length <= 14) checkRound(step, plan.colours);
          });
        },
      ),
      { numRuns: 250 },
    );
  });

  it('never pairs a withdrawn player and gives nobody a second bye while others have none, over a long odd tournament', () => {
    playSwiss({ seed: 'long-odd', players: 9, rounds: 12, withdrawPercent: 0 }, (step) => checkRound(step, true));
  });
});
