// For the AI (issue 14): a full state that `seat` cannot tell from the real
// one. Re-drawn: every deck's order and the cards in it (from its own deck's
// cards nobody can see), the other hands, the others' face-down A/D cards,
// the others' standing orders (the setup defaults) and the RNG. Hidden cards
// are pooled and sorted before shuffling, so where they really lie changes nothing.
// Issue 25: cards the table knows are in a hand (state.known) stay there.
import type { Seat } from '../engine.js';
import { forkRng, type Rng } from '../rng.js';
import { deckOf, isAD } from './cards.js';
import { UGO_TEN_DEFAULT_THRESHOLD } from './rulings.js';
import { cloneState, knownIn, type UgoState } from './state.js';

export function determinize(state: UgoState, seat: Seat, rng: Rng): UgoState {
  const s = cloneState(state);
  const hidden: number[] = [];
  for (let p = 0; p < s.players; p++) {
    hidden.push(...s.decks[p]);
    if (p === seat) continue;
    const known = knownIn(s, p);
    hidden.push(...s.hands[p].filter((c) => !known.includes(c)));
    for (const tc of s.tables[p]) if (tc.faceDown) hidden.push(tc.card);
  }
  let pool = rng.shuffle(hidden.sort((a, b) => a - b));
  // Cards only ever return to their own deck's discard pile, never to a deck: a deck holds its own cards.
  for (let p = 0; p < s.players; p++) {
    const size = s.decks[p].length;
    const own = pool.filter((c) => deckOf(c) === p).slice(0, size);
    const taken = new Set(own);
    pool = pool.filter((c) => !taken.has(c));
    s.decks[p] = own;
  }
  for (let p = 0; p < s.players; p++) {
    if (p === seat) continue;
    for (const tc of s.tables[p]) {
      if (!tc.faceDown) continue;
      const i = pool.findIndex(isAD);
      tc.card = pool.splice(i, 1)[0];
    }
  }
  for (let p = 0; p < s.players; p++) {
    if (p === seat) continue;
    const known = knownIn(s, p);
    s.hands[p] = [...known, ...pool.splice(0, s.hands[p].length - known.length)];
    s.tenPolicy[p] = { threshold: UGO_TEN_DEFAULT_THRESHOLD };
    s.ninePolicy[p] = 'always';
  }
  s.rng = forkRng(rng);
  return s;
}
