// Deployment (§1.1 items 9–10): what a counter deploys as (a Doppelganger's copy,
// Gypsies' victim), which allowance it uses (the turn's own, or an extra one,
// MOGO-R31/R55), placing it, and its "when deployed" triggers (MOGO-R56). The
// restrictions on where are in restrictions.ts. The same code serves Explorer
// and Atlantis (ACT_DEPLOY); Egg's hatching and Sinkhole's replacement are here too.
import type { Seat } from '../engine.js';
import { COUNTERS, DEPLOY_PRIMS, N, T_U, nameOf } from './counters.js';
import { boardToWrite, deployerToWrite, dirty, eff, emit, type Ctx } from './ctx.js';
import { cellName } from './geometry.js';
import { matches, type Eff } from './layers.js';
import { opponents, seatLabel, type MogoState, type Piece, type TurnDeployment } from './state.js';
import { commitPlan, deploymentFits, deploymentPlan } from './allowances.js';
import { removeFromBoard, takeFromHand } from './zones.js';
import { deployTrigger } from './effects/triggers.js';
import { checkVictory } from './victory.js';

export interface DeploySpec {
  counter: number;
  cell: number;
  /** Doppelganger: the cell of the Unit it copies. */
  copy?: number;
  /** Gypsies (or a copy of them): the opponent robbed. */
  seat?: Seat;
}

/** The characteristics a counter would have once deployed (a Doppelganger's copy, §1.7). */
export function prospectiveChars(e: Eff, spec: DeploySpec): number {
  if (spec.counter !== N.doppelganger || spec.copy === undefined) return spec.counter;
  return e.ch[spec.copy] >= 0 ? e.ch[spec.copy] : spec.counter;
}

/** Whether a Doppelganger must name a Unit to copy (MOGO-R70) — and the cells it may copy. */
export function copyChoices(e: Eff): number[] {
  const seen = new Set<number>();
  const out: number[] = [];
  for (const c of e.cells) {
    if (!(e.types[c] & T_U) || seen.has(e.ch[c])) continue;
    seen.add(e.ch[c]);
    out.push(c);
  }
  return out;
}

const NEEDS_VICTIM = COUNTERS.map((_, ch) => DEPLOY_PRIMS[ch].some((p) => p.code === 'STEAL_RANDOM'));
export const needsVictim = (ch: number): boolean => NEEDS_VICTIM[ch];

/** Checks the Doppelganger's copy (MOGO-R53, R70) and the Gypsies' victim. */
export function specError(s: MogoState, e: Eff, seat: Seat, spec: DeploySpec): string | null {
  if (spec.counter === N.doppelganger) {
    const choices = copyChoices(e);
    if (spec.copy === undefined) {
      if (choices.length) return 'Doppelganger must copy a Unit on the board: add "copy <cell>".';
    } else if (e.ch[spec.copy] < 0 || !(e.types[spec.copy] & T_U)) return `There is no Unit on ${cellName(spec.copy)} to copy.`;
  } else if (spec.copy !== undefined) return `Only a Doppelganger copies.`;
  const ch = prospectiveChars(e, spec);
  if (needsVictim(ch)) {
    if (spec.seat === undefined || !opponents(s, seat).includes(spec.seat)) return `Name the opponent ${nameOf(ch)} robs (→ P2).`;
  } else if (spec.seat !== undefined) return `${nameOf(spec.counter)} names no opponent.`;
  return null;
}

/** This turn's Deployments with `spec` added, each with its allowance, or null if they cannot all be covered (MOGO-R31, E04). */
export const deployPlan = (s: MogoState, e: Eff, seat: Seat, spec: DeploySpec): TurnDeployment[] | null =>
  deploymentPlan(s, e, seat, { counter: spec.counter, cell: spec.cell, ch: prospectiveChars(e, spec) });
/** Whether `deployPlan` would find one. */
export const deployFits = (s: MogoState, e: Eff, seat: Seat, spec: DeploySpec): boolean =>
  deploymentFits(s, e, seat, { counter: spec.counter, cell: spec.cell, ch: prospectiveChars(e, spec) });

/** Places a counter from `seat`'s hand (already checked) and resolves its triggers. */
export function place(x: Ctx, seat: Seat, spec: DeploySpec, how: 'deploys' | 'hatches'): void {
  const s = x.s;
  const e = eff(x);
  takeFromHand(x, seat, spec.counter);
  if (spec.counter === N.sinkhole && s.board[spec.cell]) {
    // MOGO-R33: the Locale is discarded, not destroyed.
    removeFromBoard(x, [spec.cell], 'discarded');
  }
  const copy = spec.counter === N.doppelganger && spec.copy !== undefined ? e.ch[spec.copy] : null;
  const piece: Piece = { c: spec.counter, owner: seat, ts: s.nextTs++, mods: [], copy: copy !== null && copy >= 0 ? copy : null };
  boardToWrite(x)[spec.cell] = piece;
  deployerToWrite(x)[spec.counter] = seat;
  dirty(x);
  const as = piece.copy !== null ? ` (as ${nameOf(piece.copy)})` : '';
  emit(x, 'deploy', `${seatLabel(seat)} ${how} ${nameOf(spec.counter)}${as} on ${cellName(spec.cell)}.`);
  // MOGO-R15: the deployment itself is an atomic event (a 7th in a row, the 100th cell).
  checkVictory(x);
  if (s.result) return;
  // MOGO-R56: a counter suppressed on arrival gets no trigger.
  const now = eff(x);
  if (now.supp[spec.cell]) return;
  for (const p of DEPLOY_PRIMS[piece.copy ?? piece.c]) deployTrigger(x, seat, spec, p);
}

/** Attaching a Modifier (uses the turn's Deployment; bans do not apply, MOGO-R57). */
export function attachError(s: MogoState, e: Eff, seat: Seat, counter: number, cell: number): string | null {
  const def = COUNTERS[counter];
  if (def?.type !== 'M') return `${nameOf(counter)} is not a Modifier.`;
  if (!s.hands[seat].includes(counter)) return `You have no ${def.name} in your hand.`;
  if (e.ch[cell] < 0) return `There is no counter on ${cellName(cell)} to attach ${def.name} to.`;
  if (!matches(e, cell, def.host, seat)) return `${def.name} cannot be attached to ${nameOf(e.ch[cell])}.`;
  if (!deploymentFits(s, e, seat, { counter, cell, ch: counter })) return 'You have already made your Deployment this turn.';
  return null;
}

export function attach(x: Ctx, seat: Seat, counter: number, cell: number): void {
  const s = x.s;
  commitPlan(s, deploymentPlan(s, eff(x), seat, { counter, cell, ch: counter })!);
  takeFromHand(x, seat, counter);
  const host = s.board[cell]!;
  // Pieces are shared between states: replaced, never changed in place.
  boardToWrite(x)[cell] = { ...host, mods: [...host.mods, { c: counter, owner: seat, ts: s.nextTs++ }] };
  deployerToWrite(x)[counter] = seat;
  s.turn.busy = true;
  dirty(x);
  emit(x, 'deploy', `${seatLabel(seat)} attaches ${nameOf(counter)} to ${nameOf(s.board[cell]!.c)} on ${cellName(cell)}.`);
}
