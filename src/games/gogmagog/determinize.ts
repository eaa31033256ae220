// For the AI (issue 14): a full state that `seat` cannot tell from the real
// one. Re-drawn: the order of the seat's own deck; the other player's hand,
// deck and concealed creatures, from their cards nobody else can see
// (concealed lanes get creature cards, their ability unused); the RNG.
// Hidden cards are sorted before shuffling, so where they really lie changes nothing.
import type { Seat } from '../engine.js';
import { forkRng, type Rng } from '../rng.js';
import { typeOf } from './cards.js';
import { cloneState, type GogState } from './state.js';

export function determinize(state: GogState, seat: Seat, rng: Rng): GogState {
  const s = cloneState(state);
  s.decks[seat] = rng.shuffle(s.decks[seat].slice().sort((a, b) => a - b));
  const other = 1 - seat;
  const lanes = s.lanes[other];
  const hidden = [...s.hands[other], ...s.decks[other]];
  for (const c of lanes) if (c?.concealed) hidden.push(c.card);
  const pool = rng.shuffle(hidden.sort((a, b) => a - b));
  for (let l = 0; l < lanes.length; l++) {
    const c = lanes[l];
    if (!c?.concealed) continue;
    const i = pool.findIndex((id) => typeOf(id).kind === 'creature');
    lanes[l] = { ...c, card: pool.splice(i, 1)[0], abilityUsed: false };
  }
  s.hands[other] = pool.splice(0, s.hands[other].length);
  s.decks[other] = pool;
  s.rng = forkRng(rng);
  return s;
}
