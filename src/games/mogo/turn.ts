// Turn flow: the five phases (§1.1 items 8–14), the Fate draws on entering the
// Fate Phase (MOGO-R64), the capture step on entering the Capture Phase (MOGO-R44),
// the hand limit (MOGO-R38, R71), Time Twist snapshots, extra turns (MOGO-R39)
// the stall rule (MOGO-R04, R58), and a resigned player's turn passing (MOGO-R78).
import type { Seat } from '../engine.js';
import { eff, emit, type Ctx } from './ctx.js';
import { activeSources } from './layers.js';
import { MOGO_HAND_LIMIT, MOGO_R38_IVORY_TOWER_BONUS, MOGO_R38_VISE_LIMIT, MOGO_TIME_TWIST_TURNS } from './rulings.js';
import { nextAlive, seatLabel, type MogoState, type Phase, type Turn } from './state.js';
import { fateEffects } from './effects/triggers.js';
import { checkVictory, resolveCapture, strategicResult } from './victory.js';
import type { Eff } from './layers.js';

export const freshTurn = (seat: Seat, number: number, phase: Phase): Turn => ({
  seat, number, phase, deployed: false, extraUsed: [], deploys: [], acted: false, flankUsed: [], batteryUsed: [], busy: false, sift: 0,
});

/** MOGO-R38: base 7; 4 if any opponent controls a working Vise; +4 per own working Ivory Tower. */
export function handLimit(s: MogoState, e: Eff, seat: Seat): number {
  let base = MOGO_HAND_LIMIT;
  let add = 0;
  for (const src of activeSources(e, 'HAND_LIMIT')) {
    const owner = e.ctrl[src.cell];
    if (src.prim.op === 'SET' && owner !== seat && s.alive[owner]) base = Math.min(base, src.prim.n ?? MOGO_R38_VISE_LIMIT);
    if (src.prim.op === 'ADD' && owner === seat) add += src.prim.n ?? MOGO_R38_IVORY_TOWER_BONUS;
  }
  return base + add;
}

/** Time Twist's record of the board side at the start of a turn (kept for the last few turns). */
export function takeSnapshot(s: MogoState): void {
  s.snapshots.push({ turn: s.turn.number, board: s.board.slice(), captures: s.captures.map((c) => c.slice()), tokens: s.tokens.slice() });
  // Turn 1's stays while it can still be reached (MOGO-R68); otherwise only the last three.
  while (s.snapshots.length > MOGO_TIME_TWIST_TURNS + 1) s.snapshots.shift();
}

/** Begins `seat`'s turn: the snapshot, then the Fate Phase draws. */
export function beginTurn(x: Ctx, seat: Seat, number: number): void {
  const s = x.s;
  s.turn = freshTurn(seat, number, 'fate');
  takeSnapshot(s);
  emit(x, 'turn', `Turn ${number}: ${seatLabel(seat)}.`);
  fateEffects(x, seat);
}

/** `end phase`: moves on; from the End Phase the turn passes. */
export function endPhase(x: Ctx): void {
  const s = x.s;
  switch (s.turn.phase) {
    case 'fate':
      s.turn.phase = 'deployment';
      return;
    case 'deployment':
      // MOGO-R05: nothing need have been deployed.
      s.turn.phase = 'action';
      return;
    case 'action':
      s.turn.phase = 'capture';
      resolveCapture(x);
      return;
    case 'capture':
      s.turn.phase = 'end';
      return;
    case 'end':
      passTurn(x);
      return;
  }
}

/**
 * MOGO-R78 (A2 before A7): when the player whose turn it is has resigned, the
 * turn passes only once no decision is open; until then the seats the decision
 * names finish it.
 */
export function passIfTurnOwnerLeft(x: Ctx): void {
  const s = x.s;
  if (s.result || s.pending || s.alive[s.turn.seat]) return;
  s.turn.busy = true; // leaving is not a quiet turn
  passTurn(x);
}

/** Ends the turn: stall bookkeeping, then the next turn (queued extra turns first). */
export function passTurn(x: Ctx): void {
  const s = x.s;
  if (s.result) return;
  const seat = s.turn.seat;
  if (s.turn.busy) s.quiet = s.quiet.map(() => false);
  else if (s.alive[seat]) s.quiet[seat] = true;
  // MOGO-R04 / R58: a quiet turn for every seat still playing ends the game.
  if (s.alive.every((a, p) => !a || s.quiet[p])) {
    s.result = strategicResult(s, eff(x), 'Nobody deployed, acted or cast for a full round');
    emit(x, 'end', `${s.result.winners.map(seatLabel).join(' and ')} win${s.result.winners.length > 1 ? '' : 's'}: ${s.result.reason}.`);
    return;
  }
  let next = -1;
  while (s.extraTurns.length) {
    const q = s.extraTurns.shift()!;
    if (s.alive[q]) {
      next = q;
      break;
    }
  }
  if (next < 0) next = nextAlive(s, seat);
  if (next < 0) next = seat;
  beginTurn(x, next, s.turn.number + 1);
  checkVictory(x);
}
