// The deployment restrictions (a)–(f) of §1.1 item 10: no Locale next to a Locale,
// no Enchantment next to an Enchantment, bans printed on counters (MOGO-R57), and
// no Unit next to a stronger enemy Unit, judged on the board as it would be
// (MOGO-R06, R66, R67). Legal-action generation asks this of every empty cell for
// every counter in hand, so what the rules read around each cell is summed up once
// per board (`around`), and a refusal is data until someone wants its sentence.
import type { Seat } from '../engine.js';
import { COUNTERS, DEPLOY_PRIMS, N, TYPES, T_E, T_L, T_U, nameOf } from './counters.js';
import { ADJ, CELLS, cellName } from './geometry.js';
import { CAT_BIT, activeSources, computeEff, matches, scopeCells, sourceMask, type ActiveSource, type Eff } from './layers.js';
import type { MogoState } from './state.js';
import type { Filter, Prim } from './vocabulary.js';
import { charsMatch, prospectiveChars, type DeploySpec } from './deploy.js';

/** What the restrictions read around each cell of one board. */
export interface Around {
  /** The type bits of the counters adjacent to each cell, together. */
  types: Uint8Array;
  /** A working deployment ban sits next to the cell. */
  ban: Uint8Array;
  /** For the cheap Force bound: a Force-0 setter next to the cell; the negative and the positive additions that could reach it. */
  set0: Uint8Array;
  neg: Int16Array;
  pos: Int16Array;
  /** A working grant of immunity to every Unit (Diplomacy). */
  allImmune: boolean;
  /** For the exemptions: the immunity categories a working grant could give a counter on the cell. */
  grants: Uint8Array;
  /** A suppression (working now or not: MOGO-R23 applies them in turn) could reach the cell, whatever its filter; and the filters of those that reach every cell. */
  suppNear: Uint8Array;
  suppAll: (Filter | undefined)[];
  /** Per seat, worked out on first use: each cell's strongest adjacent enemy Unit (the first in ADJ order), −1 none. */
  strongest: (Int8Array | undefined)[];
}

/** The summary of `e` (kept on the Eff, which never changes once computed). */
export function around(e: Eff): Around {
  if (e.around) return e.around;
  const a: Around = {
    types: new Uint8Array(CELLS),
    ban: new Uint8Array(CELLS),
    set0: new Uint8Array(CELLS),
    neg: new Int16Array(CELLS),
    pos: new Int16Array(CELLS),
    allImmune: activeSources(e, 'GRANT_IMMUNE').some((g) => g.prim.scope === 'ALL'),
    grants: new Uint8Array(CELLS),
    suppNear: new Uint8Array(CELLS),
    suppAll: [],
    strongest: [],
  };
  for (const c of e.cells) for (const n of ADJ[c]) a.types[n] |= e.types[c];
  for (const b of activeSources(e, 'DEPLOY_BAN')) for (const n of ADJ[b.cell]) a.ban[n] = 1;
  for (const z of activeSources(e, 'FORCE_SET0')) for (const n of ADJ[z.cell]) a.set0[n] = 1;
  for (const f of activeSources(e, 'FORCE_ADD')) {
    const n = f.prim.n ?? 0;
    const sums = n > 0 ? a.pos : a.neg;
    if (f.prim.scope === 'ALL') for (let c = 0; c < CELLS; c++) sums[c] += n;
    else if (!f.mod) for (const c of ADJ[f.cell]) sums[c] += n;
  }
  for (const g of activeSources(e, 'GRANT_IMMUNE')) {
    let bits = 0;
    for (const k of g.prim.cats ?? []) bits |= CAT_BIT[k];
    for (const c of reachOf(e, g.cell, g.prim.scope)) a.grants[c] |= bits;
  }
  for (const c of e.cells) {
    const p = e.board[c]!;
    for (const pr of COUNTERS[e.ch[c]].prims) if (pr.code === 'SUPPRESS') markSupp(e, a, c, pr);
    for (const m of p.mods) for (const pr of COUNTERS[m.c].prims) if (pr.code === 'SUPPRESS') markSupp(e, a, c, pr);
  }
  e.around = a;
  return a;
}

/** The cells an effect of `scope` from `src` may reach once a counter stands on a now empty cell. */
function reachOf(e: Eff, src: number, scope: Prim['scope']): readonly number[] {
  return scope === 'SELF' || scope === 'HOST' || scope === 'ADJ' || scope === 'BORDER' || scope === 'TOUCH' ? scopeCells(e, src, scope) : EVERY_CELL;
}
const EVERY_CELL: readonly number[] = Array.from({ length: CELLS }, (_, c) => c);

function markSupp(e: Eff, a: Around, src: number, pr: Prim): void {
  const cells = reachOf(e, src, pr.scope);
  if (cells === EVERY_CELL) a.suppAll.push(pr.filter);
  else for (const c of cells) a.suppNear[c] = 1;
}

/** Whether a suppression could reach a counter of characteristics `ch` on `cell` (over-counting when unsure). */
function maySuppress(a: Around, cell: number, ch: number): boolean {
  if (a.suppNear[cell]) return true;
  return a.suppAll.some((f) => !f || f.or !== undefined || f.except !== undefined || charsMatch(ch, f));
}

function strongestEnemies(e: Eff, a: Around, seat: Seat): Int8Array {
  let out = a.strongest[seat];
  if (out) return out;
  out = new Int8Array(CELLS).fill(-1);
  for (let c = 0; c < CELLS; c++) {
    let best = -1;
    for (const n of ADJ[c]) {
      if (e.ch[n] < 0 || !(e.types[n] & T_U) || e.ctrl[n] === seat) continue;
      if (best < 0 || e.force[n] > e.force[best]) best = n;
    }
    out[c] = best;
  }
  a.strongest[seat] = out;
  return out;
}

const DEPLOY_FORCE = COUNTERS.map((_, ch) => DEPLOY_PRIMS[ch].reduce((t, p) => t + (p.code === 'DEPLOY_FORCE' ? (p.n ?? 0) : 0), 0));
/** Printed immunities or a destroy ability: something that may let a Unit stand next to a stronger enemy. */
const MAY_BE_EXEMPT = COUNTERS.map((c) => c.prims.some((p) => p.code === 'IMMUNE' || (p.timing === 'ACT' && p.code === 'DESTROY')));
const NO_PRIMS: readonly Prim[] = [];
const DESTROYS: readonly (readonly Prim[])[] = COUNTERS.map((c) => c.prims.filter((p) => p.timing === 'ACT' && p.code === 'DESTROY'));
const catBits = (p: Prim): number => (p.cats ?? []).reduce((m, k) => m | CAT_BIT[k], 0);
/** The categories a counter is printed immune to. */
const OWN_IMMUNE = COUNTERS.map((c) => c.prims.reduce((m, p) => (p.code === 'IMMUNE' ? m | catBits(p) : m), 0));
/** The categories it may grant itself (a grant whose scope includes its own cell). */
const OWN_GRANTS = COUNTERS.map((c) => c.prims.reduce((m, p) => (p.code === 'GRANT_IMMUNE' && !['ADJ', 'BORDER', 'TOUCH'].includes(p.scope ?? '') ? m | catBits(p) : m), 0));

/**
 * Between the Force bounds, before the whole prospective board: 'refused' when
 * some enemy is stronger than the new Unit could ever be and nothing could exempt
 * it from that enemy; 'ok' when every enemy stronger than it surely is has an
 * immunity that surely holds (nothing could suppress the new Unit's own).
 * Exemptions are over-counted (a grant reaching the cell, whatever its filter; a
 * destroy ability, even suppressed), so neither answer is ever wrong.
 */
function settleExemptions(e: Eff, a: Around, seat: Seat, cell: number, ch: number): 'ok' | 'refused' | 'unknown' {
  const base = COUNTERS[ch].force ?? 0;
  let low = (a.set0[cell] ? 0 : base) + a.neg[cell];
  if (low < 0) low = 0;
  const high = base + DEPLOY_FORCE[ch] + a.pos[cell];
  const mayImm = OWN_IMMUNE[ch] | OWN_GRANTS[ch] | a.grants[cell];
  const sureImm = maySuppress(a, cell, ch) ? 0 : OWN_IMMUNE[ch];
  let allSure = true;
  for (const n of ADJ[cell]) {
    if (e.ch[n] < 0 || !(e.types[n] & T_U) || e.ctrl[n] === seat || e.force[n] <= low) continue;
    const mask = sourceMask(e.ch[n]);
    if (mask & sureImm) continue;
    allSure = false;
    if (e.force[n] > high && !(mask & mayImm) && !DESTROYS[ch].some((p) => matches(e, n, p.filter, seat))) return 'refused';
  }
  return allSure ? 'ok' : 'unknown';
}

/** Why a deployment is refused; `at` is the cell that refuses it (−1 none), `force` the new Unit's prospective Force. */
export interface Refusal {
  why: 'sinkhole' | 'occupied' | 'locale' | 'enchantment' | 'ban' | 'weaker' | 'stronger' | 'unsaid';
  at: number;
  force: number;
  ban?: ActiveSource;
}

/** A refusal whose reason was not worked out. */
const REFUSED: Refusal = { why: 'unsaid', at: -1, force: 0 };
const refuse = (why: Refusal['why'], at = -1, force = 0, ban?: ActiveSource): Refusal => (ban ? { why, at, force, ban } : { why, at, force });

/** Whether restrictions (a)–(f) forbid putting `spec` on its cell, as `seat` (for enumerating: no reason worked out). */
export const deployRefused = (s: MogoState, e: Eff, seat: Seat, spec: DeploySpec, a: Around = around(e)): boolean =>
  deployRefusal(s, e, seat, spec, a, false) !== null;

/**
 * Restrictions (a)–(f) for putting `spec` on its cell, as `seat` (null: legal).
 * Sinkhole's target cell is occupied by the Locale it replaces. Not `exact`: a
 * refusal may come without its reason.
 */
export function deployRefusal(s: MogoState, e: Eff, seat: Seat, spec: DeploySpec, a: Around = around(e), exact = true): Refusal | null {
  const { counter, cell } = spec;
  const ch = prospectiveChars(e, spec);
  const types = TYPES[ch];
  if (counter === N.sinkhole) {
    // MOGO-R33: only onto a Locale (dual types included).
    if (e.ch[cell] < 0 || !(e.types[cell] & T_L)) return refuse('sinkhole');
  } else if (e.ch[cell] >= 0) return refuse('occupied');
  // (a), (b), with dual types on both sides (e).
  if (types & a.types[cell] & (T_L | T_E)) {
    for (const n of ADJ[cell]) {
      if (e.ch[n] < 0) continue;
      if (types & T_L && e.types[n] & T_L) return refuse('locale', n);
      if (types & T_E && e.types[n] & T_E) return refuse('enchantment', n);
    }
  }
  // (d) bans printed on counters on the board (MOGO-R57: not for Modifiers).
  if (a.ban[cell]) {
    for (const b of activeSources(e, 'DEPLOY_BAN')) {
      if (b.cell === cell || !ADJ[b.cell].includes(cell)) continue;
      if (!charsMatch(ch, b.prim.filter)) continue;
      if (b.prim.who === 'OPPONENTS' && e.ctrl[b.cell] === seat) continue;
      return refuse('ban', b.cell, 0, b);
    }
  }
  // (c) no Unit next to a stronger enemy Unit (MOGO-R06, R66, R67).
  if (types & T_U) {
    const strongest = strongestEnemies(e, a, seat)[cell];
    if (strongest < 0) return null;
    const quick = quickForceTest(e, a, cell, ch, strongest);
    if (quick === 'ok') return null;
    if (quick === 'weaker') return refuse('weaker', strongest);
    const settled = settleExemptions(e, a, seat, cell, ch);
    if (settled === 'ok') return null;
    // The sentence names the prospective Force: only the whole board tells it.
    if (settled === 'refused' && !exact) return REFUSED;
    const pe = prospective(s, e, seat, spec);
    let force = pe.force[cell];
    if (!pe.supp[cell]) force += DEPLOY_FORCE[ch];
    const destroys = pe.supp[cell] ? NO_PRIMS : DESTROYS[ch];
    for (const n of ADJ[cell]) {
      if (e.ch[n] < 0 || !(e.types[n] & T_U) || e.ctrl[n] === seat) continue;
      if (e.force[n] <= force) continue;
      if (pe.imm[cell] & sourceMask(e.ch[n])) continue;
      if (destroys.some((p) => matches(e, n, p.filter, seat))) continue;
      return refuse('stronger', n, force);
    }
  }
  return null;
}

/** The same, as the sentence told to the player. */
export function restrictionError(s: MogoState, e: Eff, seat: Seat, spec: DeploySpec): string | null {
  const r = deployRefusal(s, e, seat, spec);
  if (!r) return null;
  const name = nameOf(spec.counter);
  const n = r.at;
  switch (r.why) {
    case 'sinkhole':
      return 'Sinkhole can only be deployed onto a Locale.';
    case 'occupied':
      return `${cellName(spec.cell)} is not empty.`;
    case 'locale':
      return `${name} is a Locale and may not be deployed next to the Locale on ${cellName(n)}.`;
    case 'enchantment':
      return `${name} is an Enchantment and may not be deployed next to the Enchantment on ${cellName(n)}.`;
    case 'ban':
      return `${nameOf(r.ban!.ch)} on ${cellName(n)} forbids deploying ${name} next to it.`;
    case 'weaker':
      return `${name} would be weaker than the enemy ${nameOf(e.ch[n])} (Force ${e.force[n]}) next to ${cellName(spec.cell)}.`;
    case 'stronger':
    case 'unsaid':
      return `${name} would have Force ${r.force} on ${cellName(spec.cell)}, next to the stronger enemy ${nameOf(e.ch[n])} (Force ${e.force[n]}).`;
  }
}

/**
 * A cheap bound before working out the whole prospective board: every enemy is
 * at most the Force the new Unit surely has (so nothing to test), or some enemy
 * is stronger than it could ever be while nothing could exempt it (so refused by
 * the full test anyway). Placing the newest counter never lifts a suppression
 * (MOGO-R23 runs oldest first), so current auras bound the prospective ones.
 */
function quickForceTest(e: Eff, a: Around, cell: number, ch: number, strongest: number): 'ok' | 'unknown' | 'weaker' {
  const base = COUNTERS[ch].force ?? 0;
  let low = (a.set0[cell] ? 0 : base) + a.neg[cell];
  if (low < 0) low = 0;
  const f = e.force[strongest];
  if (f <= low) return 'ok';
  // Could anything exempt it? Printed immunities, Diplomacy, a destroy ability.
  if (a.allImmune || MAY_BE_EXEMPT[ch]) return 'unknown';
  return f > base + DEPLOY_FORCE[ch] + a.pos[cell] ? 'weaker' : 'unknown';
}

/** The board as it would be with `spec` placed (MOGO-R66: auras, suppression and control there). */
function prospective(s: MogoState, e: Eff, seat: Seat, spec: DeploySpec): Eff {
  const board = s.board.slice();
  const copy = spec.counter === N.doppelganger && spec.copy !== undefined ? e.ch[spec.copy] : null;
  board[spec.cell] = { c: spec.counter, owner: seat, ts: s.nextTs, mods: [], copy: copy !== null && copy >= 0 ? copy : null };
  return computeEff(board);
}
