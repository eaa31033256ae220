// What each seat knows of the counters in the other hands (issue 25), so the
// AI samples only hands that can be. `known[k][p]`: counters seat k knows are
// in seat p's hand; k = players is the table (what everyone, spectators too,
// knows). A counter leaves every list when it leaves that hand (forgetGone).
import type { Seat } from '../engine.js';
import type { MogoState } from './state.js';

/** The list of viewer key `k` (a seat, or `players` for the table) about seat `p`; empty in states saved before it was kept. */
export const knownIn = (s: MogoState, k: number, p: Seat): readonly number[] => s.known?.[k]?.[p] ?? [];

/** The viewer key of a viewer: its seat, or the table's for a spectator. */
export const viewerKey = (s: MogoState, viewer: unknown): number => (typeof viewer === 'number' && viewer >= 0 && viewer < s.players ? viewer : s.players);

// The lists are shared between clones: every write copies the path it changes.
function write(s: MogoState, k: number, p: Seat, ids: number[]): void {
  const all = Array.from({ length: s.players + 1 }, (_, i) => Array.from({ length: s.players }, (_, q) => (s.known?.[i]?.[q] ?? []) as number[]));
  all[k][p] = ids;
  s.known = all;
}

/** Seat `k` (or the table) learns that `ids` are in seat `p`'s hand. */
export function learn(s: MogoState, k: number, p: Seat, ids: readonly number[]): void {
  const had = knownIn(s, k, p);
  const add = ids.filter((c) => !had.includes(c));
  if (add.length) write(s, k, p, [...had, ...add].sort((a, b) => a - b));
}

/** Everyone saw `ids` go into seat `p`'s hand (Recall, Zombies or Troll going home, Time Twist sending them back). */
export function tellTable(s: MogoState, p: Seat, ids: readonly number[]): void {
  for (let k = 0; k <= s.players; k++) learn(s, k, p, ids);
}

/** Seat `k` saw the whole hand of seat `p` (Scout). */
export function sawHand(s: MogoState, k: Seat, p: Seat): void {
  write(s, k, p, s.hands[p].slice().sort((a, b) => a - b));
}

/**
 * Counters taken at random from `victim` by `thief`: both know which; for
 * anyone else any counter of the victim's hand may have gone, so what they
 * knew of that hand is no longer certain.
 */
export function stolen(s: MogoState, thief: Seat, victim: Seat, taken: readonly number[]): void {
  if (!taken.length) return;
  for (let k = 0; k <= s.players; k++) if (k !== thief && k !== victim && knownIn(s, k, victim).length) write(s, k, victim, []);
  learn(s, victim, thief, taken);
}

/** Drops counters that left the hand they were known in (played, discarded, out of play with a resigned player). */
export function forgetGone(s: MogoState): void {
  for (let k = 0; k < (s.known?.length ?? 0); k++) {
    for (let p = 0; p < s.players; p++) {
      const list = knownIn(s, k, p);
      if (!list.length) continue;
      const hand = s.hands[p];
      const kept = list.filter((c) => hand.includes(c));
      if (kept.length !== list.length) write(s, k, p, kept);
    }
  }
}
