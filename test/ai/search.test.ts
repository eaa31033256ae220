// The search's early stop: once the most visited root child leads every other
// by more than the iterations left (each iteration visits one root child), the
// rest of the budget cannot change the choice, so the search ends there.
import { describe, expect, it } from 'vitest';
import type { GameAi } from '../../src/ai/evaluate/types.js';
import { playable, search, settled, values } from '../../src/ai/search.js';
import type { AnyEngine } from '../../src/games/engine.js';
import { measured, think } from '../../src/ai/think.js';
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

describe("search with the opponents' view (Budget.opponentView)", () => {
  // A bluff in one move: seat 0 holds a card A or B that seat 1 cannot see. It
  // folds (a small loss, 0.4) or bets; then seat 1 names the card and wins if
  // right, else loses. Not knowing the card, seat 1 is right half the time,
  // so betting (0.5) beats folding. A single observer's tree lets seat 1 learn
  // to name the card it was dealt in every sample, and betting looks lost.
  type Bluff = { card: 'A' | 'B'; stage: 'bet' | 'guess' | 'folded' | 'over'; winner: number | null };
  const bluff = {
    toAct: (s: Bluff) => (s.stage === 'bet' ? [0] : s.stage === 'guess' ? [1] : []),
    legalActions: (s: Bluff, seat: number) => (s.stage === 'bet' && seat === 0 ? ['fold', 'bet'] : s.stage === 'guess' && seat === 1 ? ['A', 'B'] : []),
    applyAction: (s: Bluff, seat: number, a: string) => {
      if (s.stage === 'bet' && seat === 0) return { ok: true, state: { ...s, stage: a === 'bet' ? 'guess' : 'folded' } };
      if (s.stage === 'guess' && seat === 1) return { ok: true, state: { ...s, stage: 'over', winner: a === s.card ? 1 : 0 } };
      return { ok: false, error: 'not now' };
    },
    result: (s: Bluff) => (s.stage === 'over' ? { winners: [s.winner] } : null),
    // Seat 1 cannot see the card: it is drawn again, as either.
    determinize: (s: Bluff, seat: number, rng: Rng) => (seat === 0 ? s : { ...s, card: rng.int(0, 1) ? 'A' : 'B' }),
  } as unknown as AnyEngine;
  // Folding leaves seat 0 behind by what makes 0.4 for it (the measure, scale 1).
  const ai: GameAi = { score: (s: Bluff, seat: number) => (s.stage === 'folded' && seat === 0 ? Math.log(0.4 / 0.6) : 0), scale: 1, playoutDepth: 0 };
  const dealt: Bluff = { card: 'A', stage: 'bet', winner: null };
  const budget = { iterations: 3000, maxMs: Infinity, explore: 0.7 };
  const choose = (opponentView: boolean, seed: string) => search(bluff, ai, dealt, 0, 2, { ...budget, opponentView }, new Rng(seedRng(seed)));

  it('bets when seat 1 chooses as it sees the game, and folds when seat 1 is let see the card', () => {
    for (const seed of ['a', 'b', 'c']) {
      expect(choose(true, seed)).toBe('bet');
      expect(choose(false, seed)).toBe('fold');
    }
  });
});

describe('a level that sets its own scale (Budget.scale)', () => {
  // At Mogo's own scale of 2 a lead of 6 is worth 95 %, and a choice adding 1 to it barely more: the tree cannot tell them apart.
  const ai: GameAi = { score: (s: number, seat: number) => (seat === 0 ? s : 0), scale: 2, playoutDepth: 0, fitted: (s: number, seat: number) => (seat === 0 ? s / 10 : 0) };
  const engine = { result: () => null } as unknown as AnyEngine;
  const gap = (m: GameAi) => values(engine, m, 7, 2)[0] - values(engine, m, 6, 2)[0];

  it("replaces the game's scale, whichever measure the level takes", () => {
    const base = { iterations: 1, maxMs: 1, explore: 0.1 };
    expect(measured(ai, base).scale).toBe(2);
    expect(measured(ai, { ...base, scale: 8 }).scale).toBe(8);
    expect(measured(ai, { ...base, measure: 'fitted' }).scale).toBe(1);
    expect(measured(ai, { ...base, measure: 'fitted', scale: 3 })).toMatchObject({ scale: 3, score: ai.fitted });
    // A lead of 6 against 7: about 0.02 apart at scale 2, about 0.03 at scale 8.
    expect(gap(measured(ai, { ...base, scale: 8 }))).toBeGreaterThan(gap(measured(ai, base)));
  });
});

describe('more search where the end is in reach (Budget.endgame)', () => {
  // A race: each seat in turn takes one or two from a pile, and whoever takes the last wins.
  type Pile = { left: number; next: number; winner: number | null };
  let applied = 0;
  const race = {
    toAct: (s: Pile) => (s.winner === null ? [s.next] : []),
    legalActions: (s: Pile, seat: number) => (s.winner === null && seat === s.next ? [1, 2].filter((n) => n <= s.left) : []),
    applyAction: (s: Pile, seat: number, take: number) => {
      applied++;
      const left = s.left - take;
      return { ok: true, state: { left, next: 1 - seat, winner: left === 0 ? seat : null } };
    },
    result: (s: Pile) => (s.winner === null ? null : { winners: [s.winner] }),
  } as unknown as AnyEngine;
  const ai: GameAi = { score: () => 0, scale: 1, playoutDepth: 0 };
  const run = (left: number, endgame?: number) => {
    applied = 0;
    const choice = search(race, ai, { left, next: 0, winner: null }, 0, 2, { iterations: 100, maxMs: Infinity, explore: 0.7, endgame }, new Rng(seedRng('race')));
    return { choice, applied };
  };

  it('searches on where most iterations reach the end, and finds the winning take', () => {
    const base = run(4);
    const more = run(4, 1000);
    expect(more.applied).toBeGreaterThan(3 * base.applied);
    // Taking one leaves three: whatever the rival takes, the last is ours.
    expect(more.choice).toBe(1);
  });

  it('changes nothing where no iteration reaches the end', () => {
    expect(run(1000, 1000)).toEqual(run(1000));
  });
});

describe('a tree that branches only where the game says (Budget.compress)', () => {
  // Seat 0 takes a (ahead by one) or b (even); then six chores of three ways each that change
  // nothing, then seat 1 answers. After a it wins outright, after b nobody does. Below the root
  // the chores are no decision (GameAi.branches), so the tree meets seat 1's answer at once.
  type Errand = { root: 'a' | 'b' | null; chores: number; answered: boolean; next: number };
  const errand = {
    toAct: (s: Errand) => (s.answered ? [] : [s.next]),
    legalActions: (s: Errand, seat: number) => {
      if (s.answered || seat !== s.next) return [];
      if (s.root === null) return ['a', 'b'];
      return s.chores < 6 ? ['x', 'y', 'z'] : ['answer'];
    },
    applyAction: (s: Errand, seat: number, act: string) => {
      if (s.root === null) return { ok: true, state: { ...s, root: act } };
      if (s.chores < 6) return { ok: true, state: { ...s, chores: s.chores + 1, next: s.chores + 1 === 6 ? 1 : 0 } };
      return { ok: true, state: { ...s, answered: true } };
    },
    result: (s: Errand) => (!s.answered ? null : s.root === 'a' ? { winners: [1] } : { winners: [] }),
  } as unknown as AnyEngine;
  let replied = 0;
  const ai: GameAi = {
    score: (s: Errand, seat: number) => (s.root === 'a' && seat === 0 ? 1 : 0),
    scale: 1,
    playoutDepth: 0,
    branches: (s: Errand) => s.root === null || s.chores === 6,
    reply: (_s, _seat, actions) => {
      replied++;
      return actions[0];
    },
  };
  const start: Errand = { root: null, chores: 0, answered: false, next: 0 };
  const choose = (compress: boolean) => search(errand, ai, start, 0, 2, { iterations: 60, maxMs: Infinity, explore: 0.7, compress }, new Rng(seedRng('errand')));

  it("meets the rival's answer below the chores and keeps out of the loss", () => {
    replied = 0;
    expect(choose(true)).toBe('b');
    expect(replied).toBeGreaterThan(0);
  });

  it('without it, the chores use up the tree and the lead of one decides', () => {
    replied = 0;
    expect(choose(false)).toBe('a');
    expect(replied).toBe(0);
  });
});
