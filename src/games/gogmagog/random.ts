// Random play to the end, for the benchmark and the property tests.
import type { GameEvent, GameResult } from '../engine.js';
import { Rng, seedRng } from '../rng.js';
import { applyAction, legalActions, setup } from './actions.js';
import type { GogAction, GogOptions, GogState } from './state.js';

export interface RandomGameStep {
  seat: number;
  action: GogAction;
}

/**
 * Plays a game with uniformly random legal actions (ending the turn a little
 * more often, so turns stay short) from `seed`. `onStep` sees every state.
 */
export function randomGame(
  seed: string,
  options: GogOptions = {},
  onStep?: (before: GogState, step: RandomGameStep, after: GogState, events: GameEvent[]) => void,
): { plies: number; result: GameResult; steps: RandomGameStep[]; final: GogState } {
  const init = setup({ players: 2, seed, options });
  if (!init.ok) throw new Error(init.error);
  let s = init.state;
  const pick = new Rng(seedRng(`${seed}/players`));
  const steps: RandomGameStep[] = [];
  let plies = 0;
  while (!s.result) {
    const seat = s.toMove;
    const acts = legalActions(s, seat);
    const action = pick.int(0, 3) === 0 ? acts[acts.length - 1] : pick.pick(acts);
    const r = applyAction(s, seat, action);
    if (!r.ok) throw new Error(`random legal action refused: ${r.error} ${JSON.stringify(action)}`);
    const step = { seat, action };
    steps.push(step);
    onStep?.(s, step, r.state, r.events);
    s = r.state;
    plies++;
    if (plies > 100_000) throw new Error('random game did not end');
  }
  return { plies, result: s.result, steps, final: s };
}
