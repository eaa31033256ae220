// Using abilities: which Actions a board counter offers (its own and its
// Modifiers', MOGO-R24/R48), the notation verb of each primitive, costs (MOGO-R10),
// and the allowance an Action spends (MOGO-R19, R35, R45, R51, R72).
import type { Seat } from '../engine.js';
import { ACT_PRIMS, T_U } from './counters.js';
import { eff, type Ctx } from './ctx.js';
import { ADJ } from './geometry.js';
import { activeSources, matches, scopeCells, sourceMask, type Eff } from './layers.js';
import type { MogoState, Verb } from './state.js';
import type { Prim } from './vocabulary.js';
import { argsKey, type Args, type Handler, type Use } from './effects/common.js';
import { handlerFor } from './effects/handlers.js';
import { removeFromBoard } from './zones.js';

export function verbOf(p: Prim): Verb | null {
  switch (p.code) {
    case 'DESTROY':
      return 'destroy';
    case 'DESTROY_ALL':
    case 'TOKENS':
    case 'DRAW':
      return 'sacrifice';
    case 'HATCH':
      return 'hatch';
    case 'TELEPORT':
    case 'TELEPORT_OTHER':
      return 'teleport';
    case 'SHOVE':
      return 'shove';
    case 'PULL':
      return 'pull';
    case 'TAKE_CONTROL':
      return 'control';
    case 'SWAP':
      return 'swap';
    case 'ACT_DEPLOY':
      return 'deploy';
    case 'LOOT':
      return 'loot';
    case 'PEEK_HAND':
      return 'scout';
    case 'FORCE_DISCARD':
      return 'millstone';
    default:
      return null;
  }
}

/** The working Actions of the counter on `cell` (its own unless suppressed; its Modifiers' unless fogged). */
export function abilitiesAt(e: Eff, cell: number, seat: Seat): Use[] {
  const out: Use[] = [];
  const p = e.board[cell];
  if (!p) return out;
  if (!e.supp[cell]) for (const pr of ACT_PRIMS[e.ch[cell]]) out.push({ seat, prim: pr, from: cell, src: e.ch[cell], mask: sourceMask(e.ch[cell], { action: true }) });
  // MOGO-E01 (MOGO-R79): a Modifier's Action is the host's, used by the host's controller; so its
  // source, for immunity (MOGO-R13), is the host (a Hero, a Unit), not the Modifier.
  if (!e.fog[cell]) for (const m of p.mods) for (const pr of ACT_PRIMS[m.c]) out.push({ seat, prim: pr, from: cell, src: m.c, mask: sourceMask(e.ch[cell], { action: true }) });
  return out;
}

// ---------------------------------------------------------------------------
// Costs around a handler

function costCells(x: Ctx, u: Use): number[] {
  const cost = u.prim.cost;
  if (!cost || 'self' in cost) return [];
  const e = eff(x);
  const scope = u.from < 0 ? 'ALL' : cost.scope;
  return scopeCells(e, u.from, scope).filter((c) => c !== u.from && e.ch[c] >= 0 && e.ctrl[c] === u.seat && matches(e, c, cost.filter, u.seat));
}

export function optionsOf(x: Ctx, u: Use): Args[] {
  const h = handlerFor(u.prim.code);
  if (!h) return [];
  const cost = u.prim.cost;
  if (!cost || 'self' in cost) return h.options(x, u);
  const out: Args[] = [];
  for (const k of costCells(x, u)) for (const a of h.options(x, { ...u, at: k })) out.push({ ...a, cells: [k, ...a.cells] });
  return out;
}

function checkWith(h: Handler, x: Ctx, u: Use, a: Args): string | null {
  if (h.check) return h.check(x, u, a);
  const k = argsKey(a);
  return h.options(x, u).some((o) => argsKey(o) === k) ? null : 'That is not a legal use of this ability.';
}

export function checkUse(x: Ctx, u: Use, a: Args): string | null {
  const h = handlerFor(u.prim.code);
  if (!h) return 'That ability does nothing here.';
  const cost = u.prim.cost;
  if (!cost || 'self' in cost) return checkWith(h, x, u, a);
  const k = a.cells[0];
  if (k === undefined || !costCells(x, u).includes(k)) return 'Name a counter of yours this may sacrifice first.';
  return checkWith(h, x, { ...u, at: k }, { ...a, cells: a.cells.slice(1) });
}

/** Pays the cost (MOGO-R10), then resolves. */
export function resolveUse(x: Ctx, u: Use, a: Args): void {
  const h = handlerFor(u.prim.code)!;
  const cost = u.prim.cost;
  if (!cost) return h.resolve(x, u, a);
  if ('self' in cost) {
    removeFromBoard(x, [u.from], 'sacrificed');
    return h.resolve(x, u, a);
  }
  const k = a.cells[0];
  removeFromBoard(x, [k], 'sacrificed');
  h.resolve(x, { ...u, at: k }, { ...a, cells: a.cells.slice(1) });
}

// ---------------------------------------------------------------------------
// Allowances (MOGO-R45: free ones first, then the turn's Action, then a token)

export type Allowance = 'flanker' | 'battery' | 'turn' | 'token';

function batteriesFor(s: MogoState, e: Eff, cell: number, seat: Seat): number {
  if (!(e.types[cell] & T_U) || e.ctrl[cell] !== seat) return 0;
  let n = 0;
  for (const b of activeSources(e, 'GRANT_FREE_ACTION')) if (e.ctrl[b.cell] === seat && ADJ[b.cell].includes(cell)) n += b.prim.n ?? 1;
  const used = s.turn.batteryUsed.filter((c) => c === e.board[cell]!.c).length;
  return n - used;
}

export function allowanceFor(s: MogoState, e: Eff, seat: Seat, cell: number, isMove: boolean): Allowance | null {
  if (s.turn.phase !== 'action' || s.turn.seat !== seat) return null;
  const c = e.board[cell]?.c;
  if (c === undefined) return null;
  if (isMove && e.flanker[cell] && !s.turn.flankUsed.includes(c)) return 'flanker';
  if (batteriesFor(s, e, cell, seat) > 0) return 'battery';
  if (!s.turn.acted) return 'turn';
  if (s.tokens[seat] > 0) return 'token';
  return null;
}

export function spend(s: MogoState, counter: number, a: Allowance): void {
  if (a === 'flanker') s.turn.flankUsed.push(counter);
  else if (a === 'battery') s.turn.batteryUsed.push(counter);
  else if (a === 'turn') s.turn.acted = true;
  else s.tokens[s.turn.seat]--;
}

