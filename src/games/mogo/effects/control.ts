// One-shot control changes (P13: Charm, Possession, Steal, Conquer, Sleight, Shaman,
// Rogue): the stone is replaced for good (MOGO-R25), never on a counter you already
// control (MOGO-R60) or one Guardian protects (MOGO-R47). Static "control all"
// (P12) is layer 5 in layers.ts.
import { boardToWrite, dirty, eff, emit } from '../ctx.js';
import { cellName } from '../geometry.js';
import { nameOf } from '../counters.js';
import { seatLabel } from '../state.js';
import { args, reach, stealable, type Handler } from './common.js';

const takeControl: Handler = {
  options(x, u) {
    return reach(x, u, u.from).filter((c) => stealable(x, u, c)).map((c) => args([c]));
  },
  resolve(x, u, a) {
    const c = a.cells[0];
    // Pieces are shared between states: replaced, never changed in place.
    boardToWrite(x)[c] = { ...x.s.board[c]!, owner: u.seat };
    dirty(x);
    const now = eff(x).ctrl[c];
    const still = now !== u.seat ? ` (${seatLabel(now)} still controls it through a "control all")` : '';
    emit(x, 'control', `${seatLabel(u.seat)} takes control of ${nameOf(x.s.board[c]!.c)} on ${cellName(c)}${still}.`);
  },
};

export const controlHandlers: Record<string, Handler> = { TAKE_CONTROL: takeControl };
