// For the AI (issue 14): a full state that `seat` cannot tell from the real
// one. Re-drawn: the draw pile (order and contents), the other players' hands
// and the hands out of play, from the counters `seat` cannot see; the others'
// Counter orders (the default), private notes and private knowledge; the RNG.
// Hidden counters are sorted before shuffling, so where they really lie changes nothing.
// Issue 25: counters the seat knows are in a hand (knowledge.ts) stay there;
// the seat's own hand is sorted, so the order it is kept in cannot sway the search.
import type { Seat } from '../engine.js';
import { forkRng, type Rng } from '../rng.js';
import { knownIn } from './knowledge.js';
import { MOGO_R69_DEFAULT_ORDER } from './rulings.js';
import { cloneState, type MogoState } from './state.js';

export function determinize(state: MogoState, seat: Seat, rng: Rng): MogoState {
  const s = cloneState(state);
  const byNumber = (a: number, b: number) => a - b;
  s.hands[seat].sort(byNumber);
  const pinned = s.hands.map((_, p) => (p === seat ? [] : knownIn(s, seat, p).slice()));
  const isPinned = new Set(pinned.flat());
  const hidden = [...s.draw, ...s.out];
  for (let p = 0; p < s.players; p++) if (p !== seat) hidden.push(...s.hands[p]);
  const pool = rng.shuffle(hidden.filter((c) => !isPinned.has(c)).sort(byNumber));
  for (let p = 0; p < s.players; p++) {
    if (p === seat) continue;
    s.hands[p] = [...pinned[p], ...pool.splice(0, s.hands[p].length - pinned[p].length)];
    s.orders[p] = MOGO_R69_DEFAULT_ORDER;
    s.notes[p] = [];
  }
  // What the others know privately is theirs; the seat can only assume what the table knows.
  if (s.known?.length) {
    const table = Array.from({ length: s.players }, (_, p) => knownIn(s, s.players, p).slice());
    s.known = Array.from({ length: s.players + 1 }, (_, k) => (k === seat ? Array.from({ length: s.players }, (_, p) => knownIn(s, seat, p).slice()) : table.map((l) => l.slice())));
  }
  s.out = pool.splice(0, s.out.length);
  s.draw = pool;
  s.rng = forkRng(rng);
  return s;
}
