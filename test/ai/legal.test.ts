// Legal by construction (issue 14): AI-vs-AI games where every action the
// search picks is applied by the engine without a refusal. A tiny budget (3
// iterations, playouts of 2 actions) keeps 200 games per game to seconds; the
// search takes the same paths at any budget. Go*Mofasta plays on 13×13 and
// Mogo's games stop after 30 actions (its random-ish games do not end soon).
import { describe, expect, it } from 'vitest';
import { gameAis } from '../../src/ai/evaluate/index.js';
import { search } from '../../src/ai/search.js';
import { playersOf } from '../../src/ai/think.js';
import type { GameId } from '../../src/games/engine.js';
import { engines } from '../../src/games/index.js';
import { Rng, seedRng } from '../../src/games/rng.js';

const GAMES: { id: GameId; players: number[]; options: object; maxPlies: number }[] = [
  { id: 'agog', players: [2], options: {}, maxPlies: 1000 },
  { id: 'gomofasta', players: [2], options: { size: 13 }, maxPlies: 1000 },
  { id: 'ugo', players: [2, 3, 4], options: {}, maxPlies: 1000 },
  { id: 'gogmagog', players: [2], options: {}, maxPlies: 1000 },
  { id: 'mogo', players: [2, 3, 4], options: {}, maxPlies: 30 },
];

describe.each(GAMES)('AI vs AI: $id', ({ id, players, options, maxPlies }) => {
  it('200 games with no illegal action', () => {
    const engine = engines[id]!;
    const ai = { ...gameAis[id], playoutDepth: 2 };
    const budget = { iterations: 3, maxMs: 60_000, explore: 0.7 };
    let finished = 0;
    for (let g = 0; g < 200; g++) {
      const setup = engine.setup({ players: players[g % players.length], seed: `legal-${id}-${g}`, options });
      if (!setup.ok) throw new Error(setup.error);
      let state = setup.state;
      const rng = new Rng(seedRng(`legal-ai-${g}`));
      for (let ply = 0; ply < maxPlies && !engine.result(state); ply++) {
        const seat = engine.toAct(state)[0];
        const action = search(engine, ai, state, seat, playersOf(state), budget, rng);
        expect(action).not.toBeNull();
        const r = engine.applyAction(state, seat, action);
        if (!r.ok) throw new Error(`${id} game ${g}: illegal ${JSON.stringify(action)}: ${r.error}`);
        state = r.state;
      }
      if (engine.result(state)) finished++;
    }
    if (maxPlies >= 1000) expect(finished).toBe(200);
  }, 120_000);
});
