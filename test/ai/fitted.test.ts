// The fitted measures (issue 25): `hard` scores leaves by weights fitted to how
// self-play games ended (scripts/fit-measure.ts). They must predict the winner
// of games they were not fitted on better than the plain measure does, even
// when the plain measure's scale is fitted to the same games.
import { describe, expect, it } from 'vitest';
import { fitLogistic, logLoss } from '../../scripts/fit-logistic.js';
import { gameAis } from '../../src/ai/evaluate/index.js';
import { greedyAction, think } from '../../src/ai/think.js';
import type { GameId } from '../../src/games/engine.js';
import { engineFor } from '../../src/games/index.js';
import { Rng, seedRng } from '../../src/games/rng.js';

const FITTED: GameId[] = (['agog', 'gomofasta', 'ugo', 'gogmagog', 'mogo'] as GameId[]).filter((g) => gameAis[g].fitted);

/** Positions of greedy-against-greedy games (another player than the self-play the weights came from), with the winner. */
function positions(game: GameId, games: number): { fitted: number; plain: number; won: number }[] {
  const engine = engineFor(game)!;
  const ai = gameAis[game];
  const out: { fitted: number; plain: number; won: number }[] = [];
  for (let g = 0; g < games; g++) {
    const setup = engine.setup({ players: 2, seed: `fitted-test-${g}`, options: {} });
    if (!setup.ok) throw new Error(setup.error);
    let state = setup.state;
    const rng = new Rng(seedRng(`fitted-test-${g}`));
    const seen: { fitted: number; plain: number }[] = [];
    for (let ply = 0; ply < 600 && !engine.result(state); ply++) {
      seen.push({ fitted: ai.fitted!(state, 0) - ai.fitted!(state, 1), plain: ai.score(state, 0) - ai.score(state, 1) });
      const seat = engine.toAct(state)[0];
      const r = engine.applyAction(state, seat, greedyAction(game, state, seat, rng));
      if (!r.ok) throw new Error(r.error);
      state = r.state;
    }
    const winners = engine.result(state)?.winners ?? [];
    if (winners.length === 1) for (const p of seen) out.push({ ...p, won: winners[0] === 0 ? 1 : 0 });
  }
  return out;
}

describe.each(FITTED)('%s: the fitted measure', (game) => {
  it('is a finite number from the first position on', () => {
    const ai = gameAis[game];
    const engine = engineFor(game)!;
    const setup = engine.setup({ players: 2, seed: 'fitted-shape', options: {} });
    if (!setup.ok) throw new Error(setup.error);
    expect(Number.isFinite(ai.fitted!(setup.state, 0))).toBe(true);
    const f = ai.features!(setup.state, 0);
    expect(f.every(Number.isFinite)).toBe(true);
    expect(f).toHaveLength(ai.featureNames!.length);
  });

  it('predicts the winner of unseen games better than the plain measure with its scale fitted', () => {
    const all = positions(game, 24);
    const train = all.filter((_, i) => i % 2 === 0);
    const test = all.filter((_, i) => i % 2 === 1);
    const [k] = fitLogistic(train.map((p) => [p.plain]), train.map((p) => p.won));
    const ys = test.map((p) => p.won);
    const fitted = logLoss(test.map((p) => p.fitted), ys);
    const plain = logLoss(test.map((p) => k * p.plain), ys);
    expect(test.length).toBeGreaterThan(200);
    expect(fitted).toBeLessThan(plain);
    expect(fitted).toBeLessThan(0.6931);
  });

  it('leads a search to a legal action', () => {
    const engine = engineFor(game)!;
    const setup = engine.setup({ players: 2, seed: 'fitted-hard', options: {} });
    if (!setup.ok) throw new Error(setup.error);
    const seat = engine.toAct(setup.state)[0];
    const action = think({ game, state: setup.state, seat, level: 'hard', seed: 'x', tweak: { iterations: 200, measure: 'fitted' } });
    expect(engine.applyAction(setup.state, seat, action).ok).toBe(true);
  });
});
