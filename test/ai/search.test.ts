// The search's early stop: once the most visited root child leads every other
// by more than the iterations left (each iteration visits one root child), the
// rest of the budget cannot change the choice, so the search ends there.
import { describe, expect, it } from 'vitest';
import { playable, settled } from '../../src/ai/search.js';
import { think } from '../../src/ai/think.js';
import { engineFor } from '../../src/games/index.js';
import { Rng, seedRng } from '../../src/games/rng.js';

const rootWith = (...visits: number[]) => ({
  children: new Map(visits.map((v, i) => [`0|${i}`, { mover: 0, action: i, visits: v, avail: v, reward: 0, children: new Map() }])),
});

describe('search early stop', () => {
  it('stops only when the leader cannot be caught or tied with the iterations left', () => {
    expect(settled(rootWith(300, 100, 20), 199)).toBe(true);
    expect(settled(rootWith(300, 100, 20), 200)).toBe(false);
    expect(settled(rootWith(100, 300, 20), 150)).toBe(true);
    expect(settled(rootWith(300, 300), 1)).toBe(false);
  });

  it('a single child settles as soon as it leads by more than what is left', () => {
    expect(settled(rootWith(5), 4)).toBe(true);
    expect(settled(rootWith(5), 5)).toBe(false);
    expect(settled(rootWith(), 0)).toBe(false);
  });
});

describe('search with several trees (Budget.trees)', () => {
  // Positions from a random A•G•O•G game (cheap to search, nothing hidden).
  const engine = engineFor('agog')!;
  const positions: { state: unknown; seat: number }[] = [];
  const setup = engine.setup({ players: 2, seed: 'trees', options: {} });
  if (!setup.ok) throw new Error(setup.error);
  let s = setup.state;
  const rng = new Rng(seedRng('trees-play'));
  for (let ply = 0; ply < 40 && !engine.result(s); ply++) {
    const seat = engine.toAct(s)[0];
    if (ply % 8 === 3) positions.push({ state: s, seat });
    const r = engine.applyAction(s, seat, rng.pick(playable(engine, s, seat)));
    if (!r.ok) throw new Error(r.error);
    s = r.state;
  }
  const ask = (p: { state: unknown; seat: number }, tweak?: object) => think({ game: 'agog', ...p, level: 'easy', seed: 'x', maxMs: Infinity, tweak });

  it('one tree chooses as the search always did', () => {
    for (const p of positions) expect(ask(p, { trees: 1 })).toEqual(ask(p));
  });

  it('several trees choose a playable action, the same from the same seed', () => {
    expect(positions.length).toBeGreaterThanOrEqual(4);
    for (const p of positions) {
      const a = ask(p, { trees: 3, iterations: 300 });
      expect(playable(engine, p.state, p.seat).map((x) => JSON.stringify(x))).toContain(JSON.stringify(a));
      expect(ask(p, { trees: 3, iterations: 300 })).toEqual(a);
    }
  });
});
