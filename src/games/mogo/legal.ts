// Enumeration: every legal action of a seat, in a fixed order (deployments, then
// the counters' Actions, then Sorceries, then ending or discarding), and the
// Counter standing orders. A uniform random player may draw one deployment
// without listing them all (random.ts): `legalParts` and `deployScan` give it
// the same candidates, one slot each, that `legalActions` lists.
import type { Seat } from '../engine.js';
import { COUNTERS, N, T_L } from './counters.js';
import { effOf, newCtx } from './ctx.js';
import { attachError, copyChoices, needsVictim, prospectiveChars, type DeploySpec } from './deploy.js';
import { around, deployRefused, type Around } from './restrictions.js';
import { deploymentLeft, fitsByCell } from './allowances.js';
import { abilitiesAt, allowanceFor, optionsOf, verbOf } from './abilities.js';
import { castOptions, pickable } from './cast.js';
import { moveOptions } from './effects/movement.js';
import type { Args } from './effects/common.js';
import type { Eff } from './layers.js';
import { opponents, type MogoAction, type MogoState, type Verb } from './state.js';
import { handLimit } from './turn.js';

// Built field by field, in the schema's order (conditional spreads are slow on this path).
function fromArgs(from: number, verb: Verb, a: Args): MogoAction {
  const counter = a.counters.length ? a.counters[0] : undefined;
  if (counter === undefined) return a.seat === undefined ? { type: 'act', from, verb, cells: a.cells } : { type: 'act', from, verb, cells: a.cells, seat: a.seat };
  return a.seat === undefined ? { type: 'act', from, verb, cells: a.cells, counter } : { type: 'act', from, verb, cells: a.cells, counter, seat: a.seat };
}

function castAction(counter: number, a: Args): MogoAction {
  const out: MogoAction = { type: 'cast', counter, cells: a.cells, counters: a.counters };
  if (a.tag !== undefined) out.tag = a.tag;
  if (a.seat !== undefined) out.seat = a.seat;
  return out;
}

/** What listing one hand counter's deployments needs, worked out once per state and counter. */
export interface DeployScan {
  s: MogoState;
  e: Eff;
  near: Around;
  seat: Seat;
  counter: number;
  attach: boolean;
  /** Whether an allowance is left for it on a cell, as characteristics `ch` (MOGO-R31). */
  fits: (cell: number, ch: number) => boolean;
  /** A Doppelganger's copy choices (one undefined for everything else). */
  copies: readonly (number | undefined)[];
  /** The cells where it may have a deployment (others surely have none), in order. */
  cells: readonly number[];
  /** Refilled for each candidate (nothing keeps it). */
  spec: DeploySpec;
}

const NO_COPY: readonly undefined[] = [undefined];

/** Null when the counter has no deployment at all (a Sorcery, or no allowance left). */
export function deployScan(s: MogoState, seat: Seat, counter: number): DeployScan | null {
  const e = effOf(s);
  const t = COUNTERS[counter].type;
  if (t === 'S' || !deploymentLeft(s, e, seat)) return null;
  const copies = counter === N.doppelganger ? copyChoices(e) : [];
  const fits = fitsByCell(s, e, seat, counter);
  const first = s.turn.deploys.length === 0;
  const d: DeployScan = {
    s, e, near: around(e), seat, counter, fits,
    attach: t === 'M',
    copies: copies.length ? copies : NO_COPY,
    cells: [],
    spec: { counter, cell: 0, copy: undefined },
  };
  // Modifiers go on a counter, Sinkhole onto a Locale, everything else into an empty cell.
  const onto = t === 'M' ? e.cells : counter === N.sinkhole ? e.cells.filter((c) => e.types[c] & T_L) : d.near.empty;
  const cells = first ? onto : onto.filter((cell) => d.copies.some((copy) => fits(cell, chars(d, copy))));
  d.cells = cells;
  return d;
}

const chars = (d: DeployScan, copy: number | undefined): number => (d.attach ? d.counter : prospectiveChars(d.e, { counter: d.counter, cell: 0, copy }));

/** The scanned counter's deployments on `cell` with `copy`, added to `out`: none, one, or one per victim. */
export function deploysAt(out: MogoAction[], d: DeployScan, cell: number, copy: number | undefined): void {
  const { s, e, seat, counter, spec } = d;
  if (d.attach) {
    if (e.ch[cell] >= 0 && !attachError(s, e, seat, counter, cell)) out.push({ type: 'attach', counter, cell });
    return;
  }
  if (counter === N.sinkhole ? !(e.ch[cell] >= 0 && e.types[cell] & T_L) : e.ch[cell] >= 0) return;
  spec.cell = cell;
  spec.copy = copy;
  if (deployRefused(s, e, seat, spec, d.near)) return;
  if (!d.fits(cell, prospectiveChars(e, spec))) return;
  if (!needsVictim(prospectiveChars(e, spec))) {
    out.push(copy !== undefined ? { type: 'deploy', counter, cell, copy } : { type: 'deploy', counter, cell });
    return;
  }
  for (const v of opponents(s, seat)) out.push(copy !== undefined ? { type: 'deploy', counter, cell, copy, seat: v } : { type: 'deploy', counter, cell, seat: v });
}

function deploysInto(out: MogoAction[], s: MogoState, seat: Seat, counter: number): void {
  const d = deployScan(s, seat, counter);
  if (!d) return;
  for (const cell of d.cells) for (const copy of d.copies) deploysAt(out, d, cell, copy);
}

/** Deployments of one hand counter (every cell, copy and victim). */
export function deployActions(s: MogoState, seat: Seat, counter: number): MogoAction[] {
  const out: MogoAction[] = [];
  deploysInto(out, s, seat, counter);
  return out;
}

/** Actions of the counter on `cell` (Moves first). */
export function cellActions(s: MogoState, seat: Seat, cell: number): MogoAction[] {
  const x = newCtx(s);
  x.eff = effOf(s);
  const e = x.eff;
  const out: MogoAction[] = [];
  if (e.ch[cell] < 0 || e.ctrl[cell] !== seat) return out;
  if (allowanceFor(s, e, seat, cell, true)) for (const p of moveOptions(x, seat, cell)) out.push({ type: 'move', from: cell, path: p });
  if (!allowanceFor(s, e, seat, cell, false)) return out;
  for (const u of abilitiesAt(e, cell, seat)) {
    const verb = verbOf(u.prim);
    if (!verb) continue;
    for (const a of optionsOf(x, u)) out.push(fromArgs(cell, verb, a));
  }
  return out;
}

export function castActions(s: MogoState, seat: Seat, counter: number): MogoAction[] {
  const x = newCtx(s);
  x.eff = effOf(s);
  return castOptions(x, seat, counter).map((a) => castAction(counter, a));
}

/** Balance picks open to the picker now. */
export function pickActions(s: MogoState): MogoAction[] {
  const x = newCtx(s);
  x.eff = effOf(s);
  const out: MogoAction[] = [];
  for (const c of x.eff.cells) if (pickable(x, c)) out.push({ type: 'pick', cell: c });
  out.push({ type: 'pick', cell: null });
  return out;
}

/** The hand's counters, in order, each once (an insertion sort: hands are short and this runs every step). */
function distinct(h: readonly number[]): number[] {
  const out: number[] = [];
  for (const c of h) {
    let i = out.length;
    while (i > 0 && out[i - 1] > c) i--;
    if (i > 0 && out[i - 1] === c) continue;
    // In place (a splice would allocate the array of removed items).
    out.push(c);
    for (let j = out.length - 1; j > i; j--) out[j] = out[j - 1];
    out[i] = c;
  }
  return out;
}

/**
 * The legal actions in two parts: the hand counters whose deployments come first
 * (in the Deployment Phase), and every other legal action, in order.
 */
export function legalParts(s: MogoState, seat: Seat): { deployers: number[]; rest: MogoAction[] } {
  const deployers: number[] = [];
  const rest: MogoAction[] = [];
  if (s.result || !s.alive[seat]) return { deployers, rest };
  const p = s.pending;
  if (p) {
    if (p.kind === 'balance') return { deployers, rest: p.order[p.idx] === seat ? pickActions(s) : rest };
    if (p.seat === seat) for (const c of distinct(s.hands[seat])) rest.push({ type: 'discard', counter: c });
    return { deployers, rest };
  }
  if (seat !== s.turn.seat) return { deployers, rest };
  const hand = distinct(s.hands[seat]);
  if (s.turn.sift > 0) {
    for (const c of hand) rest.push({ type: 'discard', counter: c });
    return { deployers, rest };
  }
  const phase = s.turn.phase;
  if (phase === 'deployment') for (const c of hand) deployers.push(c);
  if (phase === 'action') {
    const e = effOf(s);
    for (const c of e.cells) if (e.ctrl[c] === seat) for (const a of cellActions(s, seat, c)) rest.push(a);
  }
  for (const c of hand) if (COUNTERS[c].type === 'S') for (const a of castActions(s, seat, c)) rest.push(a);
  if (phase === 'end' && s.hands[seat].length > handLimit(s, effOf(s), seat)) {
    for (const c of hand) rest.push({ type: 'discard', counter: c });
  } else rest.push({ type: 'end' });
  return { deployers, rest };
}

export function legalActions(s: MogoState, seat: Seat): MogoAction[] {
  const { deployers, rest } = legalParts(s, seat);
  if (!deployers.length) return rest;
  const out: MogoAction[] = [];
  for (const c of deployers) deploysInto(out, s, seat, c);
  for (const a of rest) out.push(a);
  return out;
}

/** The Counter standing orders a seat may set (the full list of names is accepted too). */
export function standingOrders(s: MogoState, seat: Seat): MogoAction[] {
  if (s.result || !s.alive[seat]) return [];
  const out: MogoAction[] = [{ type: 'order', order: 'off' }, { type: 'order', order: 'any' }];
  for (const c of COUNTERS) if (c.type === 'S') out.push({ type: 'order', order: [c.id] });
  return out;
}
