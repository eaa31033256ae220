// The working context of one applyAction: a private clone of the state, the
// events told so far, the RNG cursor (taken on first use) and the effective board,
// recomputed lazily after anything on the board changed.
import type { GameEvent, Seat } from '../engine.js';
import { Rng } from '../rng.js';
import { computeEff, type Eff } from './layers.js';
import { MOGO_LOG_LENGTH, MOGO_NOTES_LENGTH } from './rulings.js';
import type { MogoState, Piece } from './state.js';

export interface Ctx {
  s: MogoState;
  events: GameEvent[];
  rng: Rng | null;
  eff: Eff | null;
  /** The shared arrays (see cloneState) already copied for writing, a bit each. */
  owned: number;
}

export const newCtx = (s: MogoState): Ctx => ({ s, events: [], rng: null, eff: null, owned: 0 });

// A cloned state shares its board, draw pile, deployers and log with the state it came
// from (most actions change none of them): whoever writes one takes a copy first.
const OWN_BOARD = 1, OWN_DRAW = 2, OWN_DEPLOYER = 4, OWN_LOG = 8;

/** The board, to be changed. */
export function boardToWrite(x: Ctx): (Piece | null)[] {
  if (!(x.owned & OWN_BOARD)) {
    x.s.board = x.s.board.slice();
    x.owned |= OWN_BOARD;
  }
  return x.s.board;
}

/** The draw pile, to be changed. */
export function drawToWrite(x: Ctx): number[] {
  if (!(x.owned & OWN_DRAW)) {
    x.s.draw = x.s.draw.slice();
    x.owned |= OWN_DRAW;
  }
  return x.s.draw;
}

/** Who last deployed each counter, to be changed. */
export function deployerToWrite(x: Ctx): number[] {
  if (!(x.owned & OWN_DEPLOYER)) {
    x.s.deployer = x.s.deployer.slice();
    x.owned |= OWN_DEPLOYER;
  }
  return x.s.deployer;
}

export function rng(x: Ctx): Rng {
  if (!x.rng) x.rng = new Rng(x.s.rng);
  return x.rng;
}

/** The effective board now. */
export function eff(x: Ctx): Eff {
  if (!x.eff) {
    x.eff = computeEff(x.s.board);
    // The Eff keeps this board: the next write copies it first.
    x.owned &= ~OWN_BOARD;
  }
  return x.eff;
}
/** The board changed: the layers must be worked out again. */
export const dirty = (x: Ctx): void => {
  x.eff = null;
};

/** A public event (also kept in the state's short log). */
export function emit(x: Ctx, kind: string, text: string): void {
  x.events.push({ kind, text });
  if (!(x.owned & OWN_LOG)) {
    x.s.log = x.s.log.slice();
    x.owned |= OWN_LOG;
  }
  x.s.log.push(text);
  while (x.s.log.length > MOGO_LOG_LENGTH) x.s.log.shift();
}

/** Something only `seat` may know: kept in that seat's private notes (their view and DM). */
export function note(x: Ctx, seat: Seat, text: string): void {
  const n = x.s.notes[seat];
  if (!n) return;
  // A copy (the clone shares each seat's notes), keeping the last MOGO_NOTES_LENGTH.
  const kept = n.slice(n.length >= MOGO_NOTES_LENGTH ? n.length - MOGO_NOTES_LENGTH + 1 : 0);
  kept.push(`Turn ${x.s.turn.number}: ${text}`);
  x.s.notes[seat] = kept;
}

/** Stores the RNG cursor back into the state, and keeps the effective board for the next reader. */
export function finishRng(x: Ctx): void {
  if (x.rng) x.s.rng = x.rng.state();
  if (x.eff) effCache.set(x.s, x.eff);
}

const effCache = new WeakMap<MogoState, Eff>();
/** The effective board of a state not being changed (cached per state object). */
export function effOf(s: MogoState): Eff {
  let e = effCache.get(s);
  if (!e) {
    e = computeEff(s.board);
    effCache.set(s, e);
  }
  return e;
}
