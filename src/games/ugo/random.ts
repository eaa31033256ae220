// Random play to the end, for the benchmark and the property tests.
import type { GameResult } from '../engine.js';
import { Rng, seedRng } from '../rng.js';
import { applyAction, legalActions, setup, standingOrders } from './actions.js';
import type { UgoAction, UgoOptions, UgoState } from './state.js';

export interface RandomGameStep {
  seat: number;
  action: UgoAction;
}

/**
 * Plays a game with uniformly random legal actions (ending the turn a little
 * more often, and sometimes changing a 10 policy) from `seed`.
 * `onStep` sees every state; returns the number of actions and the result.
 */
export function randomGame(
  seed: string,
  players: number,
  options: Partial<UgoOptions> = {},
  onStep?: (before: UgoState, step: RandomGameStep, after: UgoState, events: { kind: string; text: string }[]) => void,
): { plies: number; result: GameResult; steps: RandomGameStep[]; final: UgoState } {
  const init = setup({ players, seed, options: { acesBySuit: false, ninesReflect: false, ...options } });
  if (!init.ok) throw new Error(init.error);
  let s = init.state;
  const pick = new Rng(seedRng(`${seed}/players`));
  const steps: RandomGameStep[] = [];
  let plies = 0;
  while (!s.result) {
    let seat = s.turn.seat;
    let action: UgoAction;
    if (pick.int(0, 39) === 0) {
      // A standing order from a random live seat, out of turn.
      const live = s.alive.map((a, i) => (a ? i : -1)).filter((i) => i >= 0);
      seat = pick.pick(live);
      action = pick.pick(standingOrders(s, seat));
    } else {
      const acts = legalActions(s, seat);
      action = pick.int(0, 5) === 0 ? acts[acts.length - 1] : pick.pick(acts);
    }
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
