// The deployment restrictions (a)–(f) of §1.1 item 10: no Locale next to a Locale,
// no Enchantment next to an Enchantment, bans printed on counters (MOGO-R57), and
// no Unit next to a stronger enemy Unit, judged on the board as it would be
// (MOGO-R06, R66, R67). Legal-action generation asks this of every empty cell for
// every counter in hand, so what the rules read around each cell is summed up once
// per board (`around`), and a refusal is data until someone wants its sentence.
import type { Seat } from '../engine.js';
import { COUNTERS, DEPLOY_PRIMS, N, TYPES, T_E, T_L, T_U, charsMatch, nameOf } from './counters.js';
import { ADJ, CELLS, cellName } from './geometry.js';
import { CAT_BIT, IM_UNITS, activeSources, carve, computeEff, matches, scopeCells, sourceMask, type ActiveSource, type Eff } from './layers.js';
import { MOGO_R07_FORCE_FLOOR } from './rulings.js';
import type { MogoState } from './state.js';
import type { Filter, Prim } from './vocabulary.js';
import { prospectiveChars, type DeploySpec } from './deploy.js';

/** What the restrictions read around each cell of one board. */
export interface Around {
  /** The empty cells, in order. */
  empty: number[];
  /** The type bits of the counters adjacent to each cell, together. */
  types: Uint8Array;
  /** A working deployment ban sits next to the cell. */
  ban: Uint8Array;
  /** Per seat (cells × seat + cell), worked out on first use: each cell's strongest adjacent enemy Unit (the first in ADJ order), −1 none, −2 not yet known. */
  strongest: Int8Array;
  /** For a Unit next to a stronger enemy, worked out on first use. */
  force: ForceAround | null;
}

/** What bounds a new Unit's Force and its exemptions, around each cell. */
interface ForceAround {
  /** For the cheap Force bound: a Force-0 setter next to the cell; the negative and the positive additions that could reach it. */
  set0: Uint8Array;
  neg: Int16Array;
  pos: Int16Array;
  /**
   * Finer bounds (cells × seat + cell): the part of `pos` only for Units of the
   * source's controller ("your Units"), by that controller, and in all; the
   * additions that surely reach a Unit there of the seat (index 4: of any seat),
   * from a source no immunity stops (`sure`, `sureNeg`) or only one to Units
   * (`sureFromUnits`, `sureNegFromUnits`).
   */
  yours: Int16Array;
  yoursAll: Int16Array;
  sure: Int16Array;
  sureFromUnits: Int16Array;
  sureNeg: Int16Array;
  sureNegFromUnits: Int16Array;
  /** A working grant of immunity to every Unit (Diplomacy). */
  allImmune: boolean;
  /** The immunity categories a working grant could give a counter on the cell; and surely gives a Unit there (one no immunity stops, taking any Unit). */
  grants: Uint8Array;
  sureGrants: Uint8Array;
  /** A suppression (working now or not: MOGO-R23 applies them in turn) could reach the cell, whatever its filter; and the filters of those that reach every cell. */
  suppNear: Uint8Array;
  suppAll: (Filter | undefined)[];
}

/** The summary of `e` (kept on the Eff, which never changes once computed). */
export function around(e: Eff): Around {
  if (e.around) return e.around;
  const bans = activeSources(e, 'DEPLOY_BAN');
  const own = carve(CELLS * 5);
  const a: Around = {
    empty: [],
    types: own(Uint8Array),
    strongest: own(Int8Array, 4).fill(-2),
    // Most boards have no ban: the array is then shared, all zero, never written.
    ban: bans.length ? new Uint8Array(CELLS) : NO_BOUNDS.ban,
    force: null,
  };
  for (let c = 0; c < CELLS; c++) if (e.ch[c] < 0) a.empty.push(c);
  for (const c of e.cells) for (const n of ADJ[c]) a.types[n] |= e.types[c];
  for (const b of bans) for (const n of ADJ[b.cell]) a.ban[n] = 1;
  e.around = a;
  return a;
}

function forceAround(e: Eff, a: Around): ForceAround {
  if (a.force) return a.force;
  const zeros = activeSources(e, 'FORCE_SET0');
  const adds = activeSources(e, 'FORCE_ADD');
  const grants = activeSources(e, 'GRANT_IMMUNE');
  // Arrays of sources the board lacks are shared, all zero, never written.
  const bound = adds.length ? boundArrays() : NO_BOUNDS;
  const f: ForceAround = {
    set0: zeros.length ? new Uint8Array(CELLS) : NO_BOUNDS.set0,
    neg: bound.neg,
    pos: bound.pos,
    yours: bound.yours,
    yoursAll: bound.yoursAll,
    sure: bound.sure,
    sureFromUnits: bound.sureFromUnits,
    sureNeg: bound.sureNeg,
    sureNegFromUnits: bound.sureNegFromUnits,
    allImmune: grants.some((g) => g.prim.scope === 'ALL'),
    grants: grants.length ? new Uint8Array(CELLS) : NO_BOUNDS.grants,
    sureGrants: grants.length ? new Uint8Array(CELLS) : NO_BOUNDS.sureGrants,
    suppNear: NO_BOUNDS.suppNear,
    suppAll: [],
  };
  for (const z of zeros) for (const n of ADJ[z.cell]) f.set0[n] = 1;
  for (const s of adds) {
    const n = s.prim.n ?? 0;
    const cells = s.prim.scope === 'ALL' ? EVERY_CELL : s.mod ? NO_CELLS : ADJ[s.cell];
    const fl = s.prim.filter;
    const your = fl?.whose === 'YOUR' && !fl.or && !fl.except;
    const owner = e.ctrl[s.cell];
    const mask = sourceMask(s.ch);
    const sure = !takesAnyUnit(fl) ? null : mask === 0 ? (n > 0 ? f.sure : f.sureNeg) : mask === IM_UNITS ? (n > 0 ? f.sureFromUnits : f.sureNegFromUnits) : null;
    const at = (your ? owner : 4) * CELLS;
    for (const c of cells) {
      if (n <= 0) f.neg[c] += n;
      else {
        f.pos[c] += n;
        if (your) {
          f.yoursAll[c] += n;
          f.yours[owner * CELLS + c] += n;
        }
      }
      if (sure) sure[at + c] += n;
    }
  }
  for (const g of grants) {
    let bits = 0;
    for (const k of g.prim.cats ?? []) bits |= CAT_BIT[k];
    const sure = sourceMask(g.ch) === 0 && takesAnyUnit(g.prim.filter) && g.prim.filter?.whose === undefined;
    for (const c of reachOf(e, g.cell, g.prim.scope)) {
      f.grants[c] |= bits;
      if (sure) f.sureGrants[c] |= bits;
    }
  }
  for (const c of e.cells) {
    const p = e.board[c]!;
    for (const pr of COUNTERS[e.ch[c]].prims) if (pr.code === 'SUPPRESS') markSupp(e, f, c, pr);
    for (const m of p.mods) for (const pr of COUNTERS[m.c].prims) if (pr.code === 'SUPPRESS') markSupp(e, f, c, pr);
  }
  a.force = f;
  return f;
}

/** The cells an effect of `scope` from `src` may reach once a counter stands on a now empty cell. */
function reachOf(e: Eff, src: number, scope: Prim['scope']): readonly number[] {
  return scope === 'SELF' || scope === 'HOST' || scope === 'ADJ' || scope === 'BORDER' || scope === 'TOUCH' ? scopeCells(e, src, scope) : EVERY_CELL;
}
const EVERY_CELL: readonly number[] = Array.from({ length: CELLS }, (_, c) => c);
const NO_CELLS: readonly number[] = [];

/** A filter that takes every Unit (of the source's controller, for "your"): types that include Units, nothing else but `whose`. */
const takesAnyUnit = (f: Filter | undefined): boolean =>
  !f || (Object.keys(f).every((k) => k === 'types' || k === 'whose') && (f.types ?? ['U']).includes('U') && f.whose !== 'ENEMY');

function markSupp(e: Eff, a: ForceAround, src: number, pr: Prim): void {
  const cells = reachOf(e, src, pr.scope);
  if (cells === EVERY_CELL) a.suppAll.push(pr.filter);
  else {
    if (a.suppNear === NO_BOUNDS.suppNear) a.suppNear = new Uint8Array(CELLS);
    for (const c of cells) a.suppNear[c] = 1;
  }
}

/** The arrays of the Force bounds, zero. */
function boundArrays(): Pick<ForceAround, 'neg' | 'pos' | 'yoursAll' | 'yours' | 'sure' | 'sureFromUnits' | 'sureNeg' | 'sureNegFromUnits'> {
  const take = carve(CELLS * 54);
  return {
    neg: take(Int16Array),
    pos: take(Int16Array),
    yoursAll: take(Int16Array),
    yours: take(Int16Array, 4),
    sure: take(Int16Array, 5),
    sureFromUnits: take(Int16Array, 5),
    sureNeg: take(Int16Array, 5),
    sureNegFromUnits: take(Int16Array, 5),
  };
}
/** Shared all-zero arrays for boards without the sources that would fill them (never written). */
const NO_BOUNDS = { ...boundArrays(), ban: new Uint8Array(CELLS), set0: new Uint8Array(CELLS), grants: new Uint8Array(CELLS), sureGrants: new Uint8Array(CELLS), suppNear: new Uint8Array(CELLS) };

/** Whether a suppression could reach a counter of characteristics `ch` on `cell` (over-counting when unsure). */
function maySuppress(a: ForceAround, cell: number, ch: number): boolean {
  return a.suppNear[cell] === 1 || a.suppAll.some((f) => mayMatch(ch, f));
}

/** The strongest enemy Unit next to `cell`, for `seat` (−1 none); worked out per cell on first use (−2: not yet). */
function strongestEnemy(e: Eff, a: Around, seat: Seat, cell: number): number {
  const at = seat * CELLS + cell;
  let best = a.strongest[at];
  if (best !== -2) return best;
  best = -1;
  for (const n of ADJ[cell]) {
    if (e.ch[n] < 0 || !(e.types[n] & T_U) || e.ctrl[n] === seat) continue;
    if (best < 0 || e.force[n] > e.force[best]) best = n;
  }
  a.strongest[at] = best;
  return best;
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
 * MOGO-R67: a destroy ability lets the new Unit stand next to a stronger enemy
 * Unit when the ability's filter takes that enemy. The filter alone decides: not
 * the ability's reach (Kudzu's bordering cells) nor the enemy's immunity to the
 * destroyer (an Invisible Giant still lets a Giant Slayer in); dual types match
 * as every type they count as (MOGO-R77: Kudzu beside a Giant Fish).
 */
function destroyExempts(e: Eff, destroys: readonly Prim[], enemy: number, seat: Seat): boolean {
  return destroys.some((p) => matches(e, enemy, p.filter, seat));
}

const CONTROLS_ALL = COUNTERS.map((c) => c.prims.some((p) => p.code === 'CONTROL_ALL'));
const SUPPRESSES = COUNTERS.map((c) => c.prims.some((p) => p.code === 'SUPPRESS'));
/** Whether a filter could take a counter of characteristics `ch` (yes when unsure). */
const mayMatch = (ch: number, f: Filter | undefined): boolean => !f || f.or !== undefined || f.except !== undefined || charsMatch(ch, f);

/**
 * Between the Force bounds, before the whole prospective board: 'refused' when
 * some enemy is stronger than the new Unit could ever be and nothing could exempt
 * it from that enemy; 'ok' when every enemy stronger than it surely is has an
 * immunity that surely holds (nothing could suppress the new Unit's own).
 * Exemptions are over-counted (a grant reaching the cell, whatever its filter; a
 * destroy ability, even suppressed), so neither answer is ever wrong.
 */
function settleExemptions(e: Eff, a: ForceAround, seat: Seat, cell: number, ch: number): 'ok' | 'refused' | 'unknown' {
  const base = COUNTERS[ch].force ?? 0;
  const mayImm = OWN_IMMUNE[ch] | OWN_GRANTS[ch] | a.grants[cell];
  // "Your Units" bonuses go by control: it stays as now unless a "control all" could take the new Unit, or it could take others.
  const ctrlSure = !CONTROLS_ALL[ch] && !activeSources(e, 'CONTROL_ALL').some((g) => mayMatch(ch, g.prim.filter));
  // Sure additions come from working sources the new Unit cannot suppress, whose filter takes any Unit (of their controller).
  const sure = (by: Int16Array, fromUnits: Int16Array): number => {
    if (SUPPRESSES[ch]) return 0;
    let n = by[4 * CELLS + cell] + (ctrlSure ? by[seat * CELLS + cell] : 0);
    if (!(mayImm & IM_UNITS)) n += fromUnits[4 * CELLS + cell] + (ctrlSure ? fromUnits[seat * CELLS + cell] : 0);
    return n;
  };
  let low = a.set0[cell] ? a.neg[cell] : base + a.neg[cell] + sure(a.sure, a.sureFromUnits);
  if (low < MOGO_R07_FORCE_FLOOR) low = MOGO_R07_FORCE_FLOOR;
  // The deployment's own Force counts unless the new Unit is suppressed.
  low += Math.min(0, DEPLOY_FORCE[ch]);
  let high = base + a.pos[cell] - a.yoursAll[cell] + (ctrlSure ? a.yours[seat * CELLS + cell] : a.yoursAll[cell]) + sure(a.sureNeg, a.sureNegFromUnits);
  if (high < MOGO_R07_FORCE_FLOOR) high = MOGO_R07_FORCE_FLOOR;
  high += Math.max(0, DEPLOY_FORCE[ch]);
  const maySupp = SUPPRESSES[ch] || maySuppress(a, cell, ch);
  const sureImm = (maySupp ? 0 : OWN_IMMUNE[ch]) | (SUPPRESSES[ch] ? 0 : a.sureGrants[cell]);
  let allSure = true;
  for (const n of ADJ[cell]) {
    if (e.ch[n] < 0 || !(e.types[n] & T_U) || e.ctrl[n] === seat || e.force[n] <= low) continue;
    const mask = sourceMask(e.ch[n]);
    if (mask & sureImm) continue;
    const destroys = destroyExempts(e, DESTROYS[ch], n, seat);
    if (destroys && !maySupp) continue;
    allSure = false;
    if (e.force[n] > high && !(mask & mayImm) && !destroys) return 'refused';
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
const refuse = (exact: boolean, why: Refusal['why'], at = -1, force = 0, ban?: ActiveSource): Refusal =>
  !exact ? REFUSED : ban ? { why, at, force, ban } : { why, at, force };

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
    if (e.ch[cell] < 0 || !(e.types[cell] & T_L)) return refuse(exact, 'sinkhole');
  } else if (e.ch[cell] >= 0) return refuse(exact, 'occupied');
  // (a), (b), with dual types on both sides (e).
  if (types & a.types[cell] & (T_L | T_E)) {
    for (const n of ADJ[cell]) {
      if (e.ch[n] < 0) continue;
      if (types & T_L && e.types[n] & T_L) return refuse(exact, 'locale', n);
      if (types & T_E && e.types[n] & T_E) return refuse(exact, 'enchantment', n);
    }
  }
  // (d) bans printed on counters on the board (MOGO-R57: not for Modifiers).
  if (a.ban[cell]) {
    for (const b of activeSources(e, 'DEPLOY_BAN')) {
      if (b.cell === cell || !ADJ[b.cell].includes(cell)) continue;
      if (!charsMatch(ch, b.prim.filter)) continue;
      if (b.prim.who === 'OPPONENTS' && e.ctrl[b.cell] === seat) continue;
      return refuse(exact, 'ban', b.cell, 0, b);
    }
  }
  // (c) no Unit next to a stronger enemy Unit (MOGO-R06, R66, R67).
  if (types & T_U) {
    const strongest = strongestEnemy(e, a, seat, cell);
    if (strongest < 0) return null;
    const f = forceAround(e, a);
    const quick = quickForceTest(e, f, cell, ch, strongest);
    if (quick === 'ok') return null;
    if (quick === 'weaker') return refuse(exact, 'weaker', strongest);
    // Listing settles most cases from bounds; applying always asks the whole prospective board, which also names the Force.
    if (!exact) {
      const settled = settleExemptions(e, f, seat, cell, ch);
      if (settled === 'ok') return null;
      if (settled === 'refused') return REFUSED;
    }
    const pe = prospective(s, e, seat, spec);
    let force = pe.force[cell];
    if (!pe.supp[cell]) force += DEPLOY_FORCE[ch];
    const destroys = pe.supp[cell] ? NO_PRIMS : DESTROYS[ch];
    for (const n of ADJ[cell]) {
      if (e.ch[n] < 0 || !(e.types[n] & T_U) || e.ctrl[n] === seat) continue;
      if (e.force[n] <= force) continue;
      if (pe.imm[cell] & sourceMask(e.ch[n])) continue;
      if (destroyExempts(e, destroys, n, seat)) continue;
      return refuse(exact, 'stronger', n, force);
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
function quickForceTest(e: Eff, a: ForceAround, cell: number, ch: number, strongest: number): 'ok' | 'unknown' | 'weaker' {
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
