// Deployment (§1.1 items 9–10): where a counter may be deployed, which allowance
// it uses (the turn's own, or an extra one, MOGO-R31/R55), placing it, and its
// "when deployed" triggers (MOGO-R56). The same checks serve Explorer and
// Atlantis (ACT_DEPLOY); Egg's hatching and Sinkhole's replacement are here too.
import type { Seat } from '../engine.js';
import { COUNTERS, DEPLOY_PRIMS, N, TAGSETS, TYPES, T_E, T_L, T_M, T_S, T_U, nameOf } from './counters.js';
import { dirty, eff, emit, type Ctx } from './ctx.js';
import { ADJ, cellName } from './geometry.js';
import { activeSources, computeEff, matches, sourceMask, type Eff } from './layers.js';
import { opponents, seatLabel, type MogoState, type Piece, type TurnDeployment } from './state.js';
import { commitPlan, deploymentPlan } from './allowances.js';
import type { Filter, Prim } from './vocabulary.js';
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

/** A filter tested against printed characteristics (a counter not yet on the board). */
export function charsMatch(ch: number, f: Filter | undefined): boolean {
  if (!f) return true;
  if (f.or && !f.or.some((g) => charsMatch(ch, g))) return false;
  if (f.except && charsMatch(ch, f.except)) return false;
  if (f.types) {
    let ok = false;
    for (const t of f.types) if (TYPES[ch] & { U: T_U, L: T_L, R: 4, E: T_E, S: T_S, M: T_M }[t]) ok = true;
    if (!ok) return false;
  }
  if (f.tags) for (const t of f.tags) if (!TAGSETS[ch].has(t)) return false;
  return true;
}

export const needsVictim = (ch: number): boolean => DEPLOY_PRIMS[ch].some((p) => p.code === 'STEAL_RANDOM');

/**
 * Restrictions (a)–(f) for putting `spec` on its cell, as `seat` (null: legal).
 * `replace`: Sinkhole's target cell is occupied by the Locale it replaces.
 */
export function restrictionError(s: MogoState, e: Eff, seat: Seat, spec: DeploySpec): string | null {
  const { counter, cell } = spec;
  const ch = prospectiveChars(e, spec);
  const types = TYPES[ch];
  const name = nameOf(counter);
  const replace = counter === N.sinkhole;
  if (replace) {
    // MOGO-R33: only onto a Locale (dual types included).
    if (e.ch[cell] < 0 || !(e.types[cell] & T_L)) return 'Sinkhole can only be deployed onto a Locale.';
  } else if (e.ch[cell] >= 0) return `${cellName(cell)} is not empty.`;
  // (a), (b), with dual types on both sides (e).
  for (const n of ADJ[cell]) {
    if (e.ch[n] < 0) continue;
    if (types & T_L && e.types[n] & T_L) return `${name} is a Locale and may not be deployed next to the Locale on ${cellName(n)}.`;
    if (types & T_E && e.types[n] & T_E) return `${name} is an Enchantment and may not be deployed next to the Enchantment on ${cellName(n)}.`;
  }
  // (d) bans printed on counters on the board (MOGO-R57: not for Modifiers).
  for (const b of activeSources(e, 'DEPLOY_BAN')) {
    if (b.cell === cell || !ADJ[b.cell].includes(cell)) continue;
    if (!charsMatch(ch, b.prim.filter)) continue;
    if (b.prim.who === 'OPPONENTS' && e.ctrl[b.cell] === seat) continue;
    return `${nameOf(b.ch)} on ${cellName(b.cell)} forbids deploying ${name} next to it.`;
  }
  // (c) no Unit next to a stronger enemy Unit (MOGO-R06, R66, R67).
  if (types & T_U) {
    const enemies = ADJ[cell].filter((n) => e.ch[n] >= 0 && e.types[n] & T_U && e.ctrl[n] !== seat);
    const quick = enemies.length ? quickForceTest(e, spec, ch, enemies) : 'ok';
    if (typeof quick === 'number') return `${name} would be weaker than the enemy ${nameOf(e.ch[quick])} (Force ${e.force[quick]}) next to ${cellName(cell)}.`;
    if (quick === 'unknown') {
      const pe = prospective(s, e, seat, spec);
      let force = pe.force[cell];
      if (!pe.supp[cell]) for (const p of DEPLOY_PRIMS[ch]) if (p.code === 'DEPLOY_FORCE') force += p.n ?? 0;
      const destroys: Prim[] = pe.supp[cell] ? [] : COUNTERS[ch].prims.filter((p) => p.timing === 'ACT' && p.code === 'DESTROY');
      for (const n of enemies) {
        if (e.force[n] <= force) continue;
        if (pe.imm[cell] & sourceMask(e.ch[n])) continue;
        if (destroys.some((p) => matches(e, n, p.filter, seat))) continue;
        return `${name} would have Force ${force} on ${cellName(cell)}, next to the stronger enemy ${nameOf(e.ch[n])} (Force ${e.force[n]}).`;
      }
    }
  }
  return null;
}

/**
 * A cheap bound before working out the whole prospective board: every enemy is
 * at most the Force the new Unit surely has (so nothing to test), or some enemy
 * is stronger than it could ever be while nothing could exempt it (so refused by
 * the full test anyway). Placing the newest counter never lifts a suppression
 * (MOGO-R23 runs oldest first), so current auras bound the prospective ones.
 */
function quickForceTest(e: Eff, spec: DeploySpec, ch: number, enemies: number[]): 'ok' | 'unknown' | number {
  const base = COUNTERS[ch].force ?? 0;
  let low = base;
  let high = base;
  for (const p of DEPLOY_PRIMS[ch]) if (p.code === 'DEPLOY_FORCE') high += p.n ?? 0;
  for (const a of activeSources(e, 'FORCE_SET0')) if (ADJ[a.cell].includes(spec.cell)) low = 0;
  for (const a of activeSources(e, 'FORCE_ADD')) {
    const reaches = a.prim.scope === 'ALL' || (a.mod ? false : ADJ[a.cell].includes(spec.cell));
    if (!reaches) continue;
    const n = a.prim.n ?? 0;
    if (n > 0) high += n;
    else low += n;
  }
  if (low < 0) low = 0;
  let strongest = enemies[0];
  for (const n of enemies) if (e.force[n] > e.force[strongest]) strongest = n;
  if (e.force[strongest] <= low) return 'ok';
  // Could anything exempt it? Printed immunities, Diplomacy, a destroy ability.
  if (activeSources(e, 'GRANT_IMMUNE').some((a) => a.prim.scope === 'ALL')) return 'unknown';
  if (COUNTERS[ch].prims.some((p) => p.code === 'IMMUNE' || (p.timing === 'ACT' && p.code === 'DESTROY'))) return 'unknown';
  return e.force[strongest] > high ? strongest : 'unknown';
}

/** The board as it would be with `spec` placed (MOGO-R66: auras, suppression and control there). */
function prospective(s: MogoState, _e: Eff, seat: Seat, spec: DeploySpec): Eff {
  const board = s.board.slice();
  const copy = spec.counter === N.doppelganger && spec.copy !== undefined ? _e.ch[spec.copy] : null;
  board[spec.cell] = { c: spec.counter, owner: seat, ts: s.nextTs, mods: [], copy: copy !== null && copy >= 0 ? copy : null };
  return computeEff(board);
}

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
  s.board[spec.cell] = piece;
  s.deployer[spec.counter] = seat;
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
  if (!deploymentPlan(s, e, seat, { counter, cell, ch: counter })) return 'You have already made your Deployment this turn.';
  return null;
}

export function attach(x: Ctx, seat: Seat, counter: number, cell: number): void {
  const s = x.s;
  commitPlan(s, deploymentPlan(s, eff(x), seat, { counter, cell, ch: counter })!);
  takeFromHand(x, seat, counter);
  const host = s.board[cell]!;
  // Pieces are shared between states: replaced, never changed in place.
  s.board[cell] = { ...host, mods: [...host.mods, { c: counter, owner: seat, ts: s.nextTs++ }] };
  s.deployer[counter] = seat;
  s.turn.busy = true;
  dirty(x);
  emit(x, 'deploy', `${seatLabel(seat)} attaches ${nameOf(counter)} to ${nameOf(s.board[cell]!.c)} on ${cellName(cell)}.`);
}
