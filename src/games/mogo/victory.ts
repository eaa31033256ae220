// Capture (MOGO-R01) and the three victories plus the stall rule (§1.1 item 16,
// MOGO-R03, R04, R15, R58). Victory is checked after every atomic event.
import type { GameResult, Seat } from '../engine.js';
import { boardToWrite, dirty, eff, emit, type Ctx } from './ctx.js';
import { N, nameOf } from './counters.js';
import { BORDER, CELLS, LINE_DIRS, cellAt, fileOf, rankOf } from './geometry.js';
import type { Eff } from './layers.js';
import { MOGO_LOGISTICAL_CAPTURES, MOGO_TACTICAL_WEIGHT } from './rulings.js';
import { balanceOpen, seatLabel, type MogoState } from './state.js';
import { noun, plural } from '../plural.js';

/**
 * MOGO-R01: every orthogonally connected region of cells not controlled by `p`
 * with no empty cell in it is captured whole (several enemies at once). Returns
 * the captured cells. Such a region is a group of occupied cells with no empty
 * cell bordering it, so only occupied cells are walked.
 */
export function capturedCells(e: Eff, p: Seat): number[] {
  const seen = SEEN.fill(0);
  const out: number[] = [];
  const stack = STACK;
  const region = REGION;
  for (const start of e.cells) {
    if (seen[start] || e.ctrl[start] === p) continue;
    region.length = 0;
    let liberty = false;
    stack.push(start);
    seen[start] = 1;
    while (stack.length) {
      const c = stack.pop()!;
      region.push(c);
      for (const n of BORDER[c]) {
        if (e.ch[n] < 0) liberty = true;
        else if (!seen[n] && e.ctrl[n] !== p) {
          seen[n] = 1;
          stack.push(n);
        }
      }
    }
    if (!liberty) out.push(...region);
  }
  return out;
}

// capturedCells' scratch (it runs every Capture Phase and calls out to nothing).
const SEEN = new Uint8Array(CELLS);
const STACK: number[] = [];
const REGION: number[] = [];

/** The capture step of the active player's Capture Phase (MOGO-R44). */
export function resolveCapture(x: Ctx): void {
  const s = x.s;
  const p = s.turn.seat;
  const cells = capturedCells(eff(x), p);
  if (!cells.length) return;
  const names: string[] = [];
  for (const c of cells) {
    const piece = s.board[c]!;
    // MOGO-R02: attached Modifiers go to the discard pile, not counted as captured.
    for (const m of piece.mods) s.discard.push(m.c);
    s.captures[p].push(piece.c);
    names.push(nameOf(piece.c));
    boardToWrite(x)[c] = null;
  }
  dirty(x);
  emit(x, 'capture', `${seatLabel(p)} captures ${names.join(', ')} (${s.captures[p].length} captured).`);
  checkVictory(x);
}

/** For each of the four line directions: the next cell along it from each cell, and the one before (−1 off the board). */
const AHEAD: readonly Int8Array[] = LINE_DIRS.map(([df, dr]) => Int8Array.from({ length: CELLS }, (_, c) => cellAt(fileOf(c) + df, rankOf(c) + dr)));
const BEHIND: readonly Int8Array[] = LINE_DIRS.map(([df, dr]) => Int8Array.from({ length: CELLS }, (_, c) => cellAt(fileOf(c) - df, rankOf(c) - dr)));

/**
 * The seats (bit per seat) controlling a straight run of line weight ≥ 7 (Flag
 * weighs 2); once per board. Each run is walked from its first cell.
 */
export function tacticalSeats(e: Eff): number {
  if (e.tactical >= 0) return e.tactical;
  let mask = 0;
  for (const c of e.cells) {
    const o = e.ctrl[c];
    if (o < 0 || (mask >> o) & 1) continue;
    for (let d = 0; d < 4; d++) {
      const b = BEHIND[d][c];
      if (b >= 0 && e.ctrl[b] === o) continue;
      let w = 0;
      for (let k = c; k >= 0 && e.ctrl[k] === o; k = AHEAD[d][k]) w += e.weight[k];
      if (w >= MOGO_TACTICAL_WEIGHT) {
        mask |= 1 << o;
        break;
      }
    }
  }
  e.tactical = mask;
  return mask;
}

/** Whether `p` controls a straight line of line weight ≥ 7. */
export const hasTacticalLine = (e: Eff, p: Seat): boolean => ((tacticalSeats(e) >> p) & 1) === 1;

/** MOGO-R03: board counters controlled plus attached Modifiers controlled. */
export function strategicCount(s: MogoState, e: Eff, p: Seat): number {
  let n = 0;
  for (const c of e.cells) {
    if (e.ctrl[c] === p) n++;
    for (const m of s.board[c]!.mods) if (m.owner === p) n++;
  }
  return n;
}

/** MOGO-R03 scoring (also the stall rule's, MOGO-R04): most counters, then most captures, then shared. */
export function strategicResult(s: MogoState, e: Eff, why: string): GameResult {
  let best: Seat[] = [];
  let bestKey = [-1, -1];
  for (let p = 0; p < s.players; p++) {
    if (!s.alive[p]) continue;
    const key = [strategicCount(s, e, p), s.captures[p].length];
    if (key[0] > bestKey[0] || (key[0] === bestKey[0] && key[1] > bestKey[1])) {
      best = [p];
      bestKey = key;
    } else if (key[0] === bestKey[0] && key[1] === bestKey[1]) best.push(p);
  }
  return { winners: best, reason: `${why}: Strategic victory with ${plural(bestKey[0], 'counter')} on the board` };
}

/** MOGO-R15: the active player wins among several qualifiers, else the next in turn order. */
function pickWinner(s: MogoState, qualified: Seat[]): Seat {
  const a = s.turn.seat;
  if (qualified.includes(a)) return a;
  for (let k = 1; k < s.players; k++) {
    const i = (a + k) % s.players;
    if (qualified.includes(i)) return i;
  }
  return qualified[0];
}

/** The game has ended with a decision open: it is dropped, and an open Balance goes to the Discard Pile unresolved (MOGO-R74). */
export function dropPending(s: MogoState): void {
  if (balanceOpen(s)) s.discard.push(N.balance);
  s.pending = null;
}

/** Checks every victory now; sets the result and tells the table. */
export function checkVictory(x: Ctx): void {
  const s = x.s;
  if (s.result) return;
  const e = eff(x);
  const tactical: Seat[] = [];
  const logistical: Seat[] = [];
  const lines = tacticalSeats(e);
  for (let p = 0; p < s.players; p++) {
    if (!s.alive[p]) continue;
    if ((lines >> p) & 1) tactical.push(p);
    if (s.captures[p].length >= MOGO_LOGISTICAL_CAPTURES) logistical.push(p);
  }
  const any = tactical.length || logistical.length ? [...new Set([...tactical, ...logistical])] : tactical;
  if (any.length) {
    const w = pickWinner(s, any);
    const reason = tactical.includes(w) ? 'Tactical victory: a line of 7' : `Logistical victory: ${plural(s.captures[w].length, 'capture')}`;
    s.result = { winners: [w], reason };
  } else if (e.cells.length === CELLS) {
    // MOGO-R03: scored the moment the 100th cell fills, before any capture.
    s.result = strategicResult(s, e, 'The board is full');
  }
  if (s.result) {
    dropPending(s);
    const r = s.result;
    emit(x, 'end', r.winners.length ? `${r.winners.map(seatLabel).join(' and ')} ${noun(r.winners.length, 'wins', 'win')}: ${r.reason}.` : `Draw: ${r.reason}.`);
  }
}

