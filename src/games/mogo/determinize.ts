// For the AI (issue 14): a full state that `seat` cannot tell from the real
// one. Re-drawn: the draw pile (order and contents), the other players' hands
// and the hands out of play, from the counters `seat` cannot see; the others'
// Counter orders (the default) and private notes; the RNG. Hidden counters are
// sorted before shuffling, so where they really lie changes nothing.
import type { Seat } from '../engine.js';
import { forkRng, type Rng } from '../rng.js';
import { MOGO_R69_DEFAULT_ORDER } from './rulings.js';
import { cloneState, type MogoState } from './state.js';

export function determinize(state: MogoState, seat: Seat, rng: Rng): MogoState {
  const s = cloneState(state);
  const hidden = [...s.draw, ...s.out];
  for (let p = 0; p < s.players; p++) if (p !== seat) hidden.push(...s.hands[p]);
  const pool = rng.shuffle(hidden.sort((a, b) => a - b));
  for (let p = 0; p < s.players; p++) {
    if (p === seat) continue;
    s.hands[p] = pool.splice(0, s.hands[p].length);
    s.orders[p] = MOGO_R69_DEFAULT_ORDER;
    s.notes[p] = [];
  }
  s.out = pool.splice(0, s.out.length);
  s.draw = pool;
  s.rng = forkRng(rng);
  return s;
}
