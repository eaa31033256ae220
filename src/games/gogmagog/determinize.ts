// For the AI (issue 14): a full state that `seat` cannot tell from the real
// one. Re-drawn: the order of the seat's own deck; the other player's hand,
// deck and concealed creatures, from their cards nobody else can see; the RNG.
// Hidden cards are sorted before shuffling, so where they really lie changes nothing.
// Issue 25: a concealed lane only ever gets a card the table could believe is
// there — see `couldBeConcealed`.
import type { Seat } from '../engine.js';
import { forkRng, type Rng } from '../rng.js';
import { typeOf } from './cards.js';
import { cloneState, type Creature, type GogState } from './state.js';

/**
 * What the table knows of a concealed creature (its view carries both): its
 * cost, as a concealed deployment shows it (GM-R29), and whether an ability
 * fired on deployment (the table saw the draw of Insight or the drain of
 * Siphon, GM-R29). Instant Attack creatures are never concealed.
 */
export function couldBeConcealed(id: number, known: Creature): boolean {
  const t = typeOf(id);
  const real = typeOf(known.card);
  if (t.kind !== 'creature' || t.ability === 'instant' || t.cost !== real.cost) return false;
  const fired = (x: typeof t) => x.ability === 'insight' || x.ability === 'siphon';
  return known.abilityUsed ? t.ability === real.ability : !fired(t);
}

export function determinize(state: GogState, seat: Seat, rng: Rng): GogState {
  const s = cloneState(state);
  s.decks[seat] = rng.shuffle(s.decks[seat].slice().sort((a, b) => a - b));
  const other = 1 - seat;
  const lanes = s.lanes[other];
  const hidden = [...s.hands[other], ...s.decks[other]];
  for (const c of lanes) if (c?.concealed) hidden.push(c.card);
  const pool = rng.shuffle(hidden.sort((a, b) => a - b));
  // Each card fits one kind of concealed lane only (cost and fired ability
  // decide it), so filling the lanes one by one never strands a later lane.
  for (let l = 0; l < lanes.length; l++) {
    const c = lanes[l];
    if (!c?.concealed) continue;
    const i = pool.findIndex((id) => couldBeConcealed(id, c));
    lanes[l] = { ...c, card: pool.splice(i, 1)[0] };
  }
  s.hands[other] = pool.splice(0, s.hands[other].length);
  s.decks[other] = pool;
  s.rng = forkRng(rng);
  return s;
}
