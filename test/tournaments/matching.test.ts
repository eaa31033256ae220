// The matching algorithms under the Swiss pairing, checked against brute force
// on small random graphs (every matching enumerated).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hasPerfectMatching, maxCardinality, maxWeightMatching, type WeightedEdge } from '../../src/tournaments/matching.js';

/** Best (size, weight) over all matchings, by enumeration: the lowest free vertex is left single or matched to each neighbour. */
function bruteForce(n: number, edges: readonly WeightedEdge[], bySize: boolean): { size: number; weight: number } {
  const w: number[][] = Array.from({ length: n }, () => new Array(n).fill(-1));
  for (const e of edges) w[e.u][e.v] = w[e.v][e.u] = Math.max(w[e.u][e.v], e.w);
  const memo = new Map<number, { size: number; weight: number }>();
  const better = (a: { size: number; weight: number }, b: { size: number; weight: number }) =>
    bySize ? a.size > b.size || (a.size === b.size && a.weight > b.weight) : a.weight > b.weight;
  const go = (free: number): { size: number; weight: number } => {
    const known = memo.get(free);
    if (known) return known;
    let u = 0;
    while (u < n && !(free & (1 << u))) u++;
    if (u === n) return { size: 0, weight: 0 };
    const rest = free & ~(1 << u);
    let best = go(rest);
    for (let v = u + 1; v < n; v++) {
      const ew = w[u][v];
      if (!(rest & (1 << v)) || ew < 0) continue;
      const sub = go(rest & ~(1 << v));
      const cand = { size: sub.size + 1, weight: sub.weight + ew };
      if (better(cand, best)) best = cand;
    }
    memo.set(free, best);
    return best;
  };
  return go((1 << n) - 1);
}

function scored(n: number, edges: readonly WeightedEdge[], mate: Int32Array): { size: number; weight: number } {
  let size = 0;
  let weight = 0;
  for (let v = 0; v < n; v++) {
    const m = mate[v];
    if (m === -1 || m < v) continue;
    expect(mate[m]).toBe(v);
    const ws = edges.filter((e) => (e.u === v && e.v === m) || (e.u === m && e.v === v)).map((e) => e.w);
    expect(ws.length).toBeGreaterThan(0);
    size++;
    weight += Math.max(...ws);
  }
  return { size, weight };
}

const graph = fc.integer({ min: 2, max: 11 }).chain((n) =>
  fc.record({
    n: fc.constant(n),
    edges: fc.uniqueArray(
      fc.record({ u: fc.integer({ min: 0, max: n - 1 }), v: fc.integer({ min: 0, max: n - 1 }), w: fc.integer({ min: 0, max: 40 }) }).filter((e) => e.u !== e.v),
      { maxLength: 30, selector: (e) => (e.u < e.v ? `${e.u},${e.v}` : `${e.v},${e.u}`) },
    ),
  }),
);

describe('maxWeightMatching', () => {
  it('finds the heaviest matching, and the heaviest of the largest with maxCardinality', () => {
    fc.assert(
      fc.property(graph, fc.boolean(), ({ n, edges }, bySize) => {
        const mate = maxWeightMatching(n, edges, bySize);
        const got = scored(n, edges, mate);
        const want = bruteForce(n, edges, bySize);
        expect(got.weight).toBe(want.weight);
        if (bySize) expect(got.size).toBe(want.size);
      }),
      { numRuns: 600 },
    );
  });

  it('finds the heaviest perfect matching from the jump start (perfect = true) when one exists', () => {
    const perfectGraph = fc.integer({ min: 1, max: 5 }).chain((half) =>
      fc.record({
        n: fc.constant(2 * half),
        order: fc.shuffledSubarray([...Array(2 * half).keys()], { minLength: 2 * half, maxLength: 2 * half }),
        extra: fc.array(fc.record({ u: fc.integer({ min: 0, max: 2 * half - 1 }), v: fc.integer({ min: 0, max: 2 * half - 1 }), w: fc.integer({ min: 0, max: 12 }) }), { maxLength: 30 }),
        base: fc.array(fc.integer({ min: 0, max: 12 }), { minLength: half, maxLength: half }),
      }),
    );
    fc.assert(
      fc.property(perfectGraph, ({ n, order, extra, base }) => {
        const edges: WeightedEdge[] = [];
        const seen = new Set<string>();
        const add = (e: WeightedEdge) => {
          const key = `${Math.min(e.u, e.v)},${Math.max(e.u, e.v)}`;
          if (e.u === e.v || seen.has(key)) return;
          seen.add(key);
          edges.push(e);
        };
        for (let i = 0; i < n / 2; i++) add({ u: order[2 * i], v: order[2 * i + 1], w: base[i] });
        for (const e of extra) add(e);
        const got = scored(n, edges, maxWeightMatching(n, edges, true, true));
        const want = bruteForce(n, edges, true);
        expect(got.size).toBe(n / 2);
        expect(got.weight).toBe(want.weight);
      }),
      { numRuns: 800 },
    );
  });

  it('handles weights of the size the pairing packs (near 2^47) exactly', () => {
    const big = 2 ** 46;
    const edges = [
      { u: 0, v: 1, w: big + 3 },
      { u: 1, v: 2, w: big + 5 },
      { u: 2, v: 3, w: big + 3 },
      { u: 0, v: 3, w: big + 4 },
    ];
    // 0–1 + 2–3 = 2·big + 6, 1–2 alone = big + 5, 0–3 + 1–2 = 2·big + 9.
    const mate = maxWeightMatching(4, edges, true);
    expect([...mate]).toEqual([3, 2, 1, 0]);
  });
});

describe('maxCardinality', () => {
  it('finds the largest matching', () => {
    fc.assert(
      fc.property(graph, ({ n, edges }) => {
        const set = new Set(edges.map((e) => `${Math.min(e.u, e.v)},${Math.max(e.u, e.v)}`));
        const size = maxCardinality(n, (u, v) => set.has(`${Math.min(u, v)},${Math.max(u, v)}`));
        expect(size).toBe(bruteForce(n, edges, true).size);
      }),
      { numRuns: 600 },
    );
  });

  it('sees a perfect matching through an odd cycle (a blossom) and its absence in two triangles', () => {
    // A 5-cycle with a pendant: 0-1-2-3-4-0 and 4-5. Perfect: 0-1, 2-3, 4-5.
    const cycle = new Set(['0,1', '1,2', '2,3', '3,4', '0,4', '4,5']);
    expect(hasPerfectMatching(6, (u, v) => cycle.has(`${Math.min(u, v)},${Math.max(u, v)}`))).toBe(true);
    // Two disjoint triangles: no perfect matching.
    const triangles = new Set(['0,1', '1,2', '0,2', '3,4', '4,5', '3,5']);
    expect(hasPerfectMatching(6, (u, v) => triangles.has(`${Math.min(u, v)},${Math.max(u, v)}`))).toBe(false);
  });
});
