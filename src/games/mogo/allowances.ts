// Which allowance each Deployment of a turn uses (MOGO-R31, R55; MOGO-E04,
// adopted by MOGO-R79). Every Deployment made this turn needs its own allowance:
// the turn's own (anything), or one extra from each granter the deployer controls
// (Forest: a Unit next to it; Forger: a Relic; Enchantress: an Enchantment).
// Choosing greedily can refuse a Deployment that a different sharing-out would
// allow (a Unit-Relic next to the Forest may take the Forger's extra instead), so
// legality is a small bipartite matching of this turn's Deployments onto the
// allowances.
import type { Seat } from '../engine.js';
import { TYPES, T_M, charsMatch } from './counters.js';
import { ADJ } from './geometry.js';
import { activeSources, type Eff } from './layers.js';
import type { MogoState, TurnDeployment } from './state.js';
import type { Filter } from './vocabulary.js';

/** The turn's own Deployment, as a granter. */
export const TURN_OWN = -1;

/** An allowance, as data (legal-action generation asks about hundreds of Deployments per state). */
interface Slot {
  granter: number;
  filter: Filter | undefined;
  /** The granter's cell when it grants only next to itself, else −1. */
  near: number;
  /** A spent extra whose granter left (or changed hands): it covers only the Deployment at this index; −1 otherwise. */
  only: number;
}

const OWN_SLOT: Slot = { granter: TURN_OWN, filter: undefined, near: -1, only: -1 };

function fits(sl: Slot, d: TurnDeployment, i: number): boolean {
  if (sl.only >= 0) return i === sl.only;
  if (sl.granter === TURN_OWN) return true;
  // Modifiers only ever use the turn's own (they are attached, not deployed).
  return !(TYPES[d.counter] & T_M) && charsMatch(d.ch, sl.filter) && (sl.near < 0 || ADJ[sl.near].includes(d.cell));
}

function slotsOf(s: MogoState, e: Eff, seat: Seat): Slot[] {
  const out: Slot[] = [OWN_SLOT];
  const seen = new Set<number>();
  for (const g of activeSources(e, 'EXTRA_DEPLOY')) {
    if (e.ctrl[g.cell] !== seat || seen.has(g.ch)) continue;
    seen.add(g.ch);
    out.push({ granter: g.ch, filter: g.prim.filter, near: g.prim.scope === 'ADJ' ? g.cell : -1, only: -1 });
  }
  // A granter that has left the board (or changed hands) since it was used
  // still paid for the Deployment it covered, and for nothing else.
  s.turn.deploys.forEach((d, i) => {
    if (d.granter !== TURN_OWN && !seen.has(d.granter)) out.push({ granter: d.granter, filter: undefined, near: -1, only: i });
  });
  return out;
}

// The slots follow from the board, the seat and the turn's Deployments so far; the
// Deployments array is replaced, never changed in place, so it can key the memo.
const slotMemo = new WeakMap<Eff, { seat: Seat; deploys: readonly TurnDeployment[]; slots: Slot[] }>();
function slots(s: MogoState, e: Eff, seat: Seat): Slot[] {
  const m = slotMemo.get(e);
  if (m && m.seat === seat && m.deploys === s.turn.deploys) return m.slots;
  const out = slotsOf(s, e, seat);
  slotMemo.set(e, { seat, deploys: s.turn.deploys, slots: out });
  return out;
}

/** Whether some Deployment could still be covered (a slot for each, counting one more). */
export const deploymentLeft = (s: MogoState, e: Eff, seat: Seat): boolean => s.turn.deploys.length === 0 || s.turn.deploys.length < slots(s, e, seat).length;

/**
 * This turn's Deployments plus `next`, each with the allowance it uses, or null
 * when no sharing-out of the allowances covers them all (Kuhn's augmenting paths;
 * a handful on each side).
 */
export function deploymentPlan(s: MogoState, e: Eff, seat: Seat, next: Omit<TurnDeployment, 'granter'>): TurnDeployment[] | null {
  // The first Deployment of a turn always takes the turn's own (the first slot, which fits anything).
  if (s.turn.deploys.length === 0) return [{ ...next, granter: TURN_OWN }];
  const sl = slots(s, e, seat);
  if (s.turn.deploys.length >= sl.length) return null;
  const ds: TurnDeployment[] = [...s.turn.deploys, { ...next, granter: TURN_OWN }];
  const owner: number[] = sl.map(() => -1);
  const place = (i: number, tried: boolean[]): boolean => {
    for (let k = 0; k < sl.length; k++) {
      if (tried[k] || !fits(sl[k], ds[i], i)) continue;
      tried[k] = true;
      if (owner[k] < 0 || place(owner[k], tried)) {
        owner[k] = i;
        return true;
      }
    }
    return false;
  };
  for (let i = 0; i < ds.length; i++) if (!place(i, sl.map(() => false))) return null;
  return ds.map((d, i) => ({ ...d, granter: sl[owner.indexOf(i)].granter }));
}

// Scratch for deploymentFits: legal-action generation asks it of hundreds of cells.
const owner: number[] = [];
const tried: boolean[] = [];

/** Whether `deploymentPlan` would find a plan (the same matching, without building it). */
export function deploymentFits(s: MogoState, e: Eff, seat: Seat, next: Omit<TurnDeployment, 'granter'>): boolean {
  const n = s.turn.deploys.length;
  if (n === 0) return true;
  const sl = slots(s, e, seat);
  if (n >= sl.length) return false;
  owner.length = 0;
  for (let k = 0; k < sl.length; k++) owner.push(-1);
  for (let i = 0; i <= n; i++) {
    tried.length = 0;
    for (let k = 0; k < sl.length; k++) tried.push(false);
    if (!placeFit(sl, s.turn.deploys, next, i)) return false;
  }
  return true;
}

/** deploymentFits' augmenting step for deployment `i` (`next` after the turn's `deploys`); no closure per call. */
function placeFit(sl: Slot[], deploys: TurnDeployment[], next: Omit<TurnDeployment, 'granter'>, i: number): boolean {
  const item = i < deploys.length ? deploys[i] : next;
  for (let k = 0; k < sl.length; k++) {
    if (tried[k] || !fits(sl[k], item as TurnDeployment, i)) continue;
    tried[k] = true;
    if (owner[k] < 0 || placeFit(sl, deploys, next, owner[k])) {
      owner[k] = i;
      return true;
    }
  }
  return false;
}

const ALWAYS = (): boolean => true;
const NEVER = (): boolean => false;

/**
 * `deploymentFits` for one counter on many cells: the matching depends on the
 * new Deployment only through which allowances it fits, so each such set is
 * matched once.
 */
export function fitsByCell(s: MogoState, e: Eff, seat: Seat, counter: number): (cell: number, ch: number) => boolean {
  const n = s.turn.deploys.length;
  if (n === 0) return ALWAYS;
  const sl = slots(s, e, seat);
  if (n >= sl.length) return NEVER;
  const memo = new Map<number, boolean>();
  return (cell, ch) => {
    const next = { counter, cell, ch, granter: TURN_OWN };
    let fit = 0;
    for (let k = 0; k < sl.length; k++) if (fits(sl[k], next, n)) fit |= 1 << k;
    let ok = sl.length <= 30 ? memo.get(fit) : undefined;
    if (ok === undefined) {
      ok = deploymentFits(s, e, seat, next);
      memo.set(fit, ok);
    }
    return ok;
  };
}

/** Records the plan: the turn's own and the extras it spends. */
export function commitPlan(s: MogoState, plan: TurnDeployment[]): void {
  s.turn.deploys = plan;
  s.turn.deployed = plan.some((d) => d.granter === TURN_OWN);
  s.turn.extraUsed = plan.filter((d) => d.granter !== TURN_OWN).map((d) => d.granter);
}
