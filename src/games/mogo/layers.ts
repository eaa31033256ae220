// The layer engine (RULINGS §1.4): from the pieces on the board to each counter's
// effective characteristics, in the fixed order copy → types → suppression →
// immunities → control → movement → Force. No layer reads a later one. The
// result is a set of flat arrays indexed by cell, computed in one pass per board.
import { COUNTERS, STATIC_PRIMS, TAGSETS, TYPES, TYPE_BIT, T_L, T_U, hasTag } from './counters.js';
import { ADJ, BORDER, CELLS, TOUCH } from './geometry.js';
import { MOGO_R07_FORCE_FLOOR, MOGO_R09_DEFAULT_MOVE } from './rulings.js';
import type { Piece } from './state.js';
import type { Filter, ImmuneCat, Prim } from './vocabulary.js';
import type { Around } from './restrictions.js';

export const IM_UNITS = 1, IM_SORC = 2, IM_ACT = 4, IM_DRAGONS = 8, IM_SPIRITS = 16;
export const CAT_BIT: Record<ImmuneCat, number> = { UNITS: IM_UNITS, SORCERIES: IM_SORC, ACTIONS: IM_ACT, DRAGONS: IM_DRAGONS, SPIRITS: IM_SPIRITS };
export const PROTECT_STEAL = 1, PROTECT_DESTROY = 2;

export interface Eff {
  board: readonly (Piece | null)[];
  /** Occupied cells, in cell order. */
  cells: number[];
  /** Characteristics: the counter whose printed text applies (a Doppelganger's copy), −1 empty. */
  ch: Int16Array;
  types: Uint8Array;
  /** Abilities off (MOGO-R24). */
  supp: Uint8Array;
  /** Modifiers on this cell have their own effects off (MOGO-R48: only Fog reaches them). */
  fog: Uint8Array;
  imm: Uint8Array;
  ctrl: Int8Array;
  move: Uint8Array;
  flyer: Uint8Array;
  push: Uint8Array;
  flanker: Uint8Array;
  locked: Uint8Array;
  teleport: Uint8Array;
  force: Int16Array;
  protect: Uint8Array;
  weight: Uint8Array;
  /** activeSources results, by code, filled on first use (an Eff never changes once computed). */
  memo: Map<string, ActiveSource[]>;
  /** Seats with a Tactical line (a bit each), −1 until victory.ts works it out. */
  tactical: number;
  /** What the deployment restrictions read around each cell, null until restrictions.ts works it out. */
  around: Around | null;
}

export interface ActiveSource {
  cell: number;
  prim: Prim;
  ch: number;
  mod: boolean;
  ts: number;
}

/** The categories an effect from a source falls in (MOGO-R13): its types and tags, Sorcery, Action. */
export function sourceMask(ch: number, opts: { sorcery?: boolean; action?: boolean } = {}): number {
  let m = ch >= 0 ? (CHAR_MASK[ch] ?? 0) : 0;
  if (opts.sorcery) m |= IM_SORC;
  if (opts.action) m |= IM_ACT;
  return m;
}
/** Per counter: the categories its characteristics put an effect in (worked out once). */
const CHAR_MASK: readonly number[] = COUNTERS.map((c) => (TYPES[c.id] & T_U ? IM_UNITS : 0) | (hasTag(c.id, 'Dragon') ? IM_DRAGONS : 0) | (hasTag(c.id, 'Spirit') ? IM_SPIRITS : 0));

/** Whether `cell` ignores an effect of category `mask` from `srcCell` (MOGO-R46: never its own). */
export const immuneTo = (e: Eff, cell: number, mask: number, srcCell = -1): boolean => cell !== srcCell && (e.imm[cell] & mask) !== 0;

/** A filter's types as bits. */
export function typeBits(f: Filter): number {
  let t = 0;
  for (const x of f.types ?? []) t |= TYPE_BIT[x];
  return t;
}

/** Filter test against the effective board; `srcCtrl` is the source's controller for YOUR/ENEMY. */
export function matches(e: Eff, cell: number, f: Filter | undefined, srcCtrl: number): boolean {
  if (!f) return true;
  const ch = e.ch[cell];
  if (ch < 0) return false;
  if (f.or) {
    let any = false;
    for (const g of f.or) if (matches(e, cell, g, srcCtrl)) { any = true; break; }
    if (!any) return false;
  }
  if (f.except && matches(e, cell, f.except, srcCtrl)) return false;
  if (f.types && (e.types[cell] & typeBits(f)) === 0) return false;
  if (f.tags) for (const t of f.tags) if (!TAGSETS[ch].has(t)) return false;
  if (f.flyer !== undefined && (e.flyer[cell] === 1) !== f.flyer) return false;
  if (f.maxForce !== undefined && e.force[cell] > f.maxForce) return false;
  if (f.whose === 'YOUR' && e.ctrl[cell] !== srcCtrl) return false;
  if (f.whose === 'ENEMY' && e.ctrl[cell] === srcCtrl) return false;
  return true;
}

/** The cells a scope reaches from `src` (TARGET/ALL: every occupied cell). */
export function scopeCells(e: Eff, src: number, scope: Prim['scope']): readonly number[] {
  switch (scope) {
    case 'SELF':
    case 'HOST':
      return [src];
    case 'ADJ':
      return ADJ[src];
    case 'BORDER':
      return BORDER[src];
    case 'TOUCH':
      return TOUCH[src];
    default:
      return e.cells;
  }
}

interface Source {
  cell: number;
  prim: Prim;
  ts: number;
  /** A Modifier's effect (checked against `fog`, not `supp`). */
  mod: boolean;
  ch: number;
}

function charsOf(p: Piece): number {
  return p.copy ?? p.c;
}

/** Force before layer 7 additions: the printed (or copied) value; a Doppelganger with no copy is 0. */
export function baseForce(ch: number): number {
  return COUNTERS[ch]?.force ?? 0;
}

// The primitive codes the layers read, each with a slot in the per-board source lists.
const LAYER_CODES = [
  'SUPPRESS', 'IMMUNE', 'GRANT_IMMUNE', 'CONTROL_ALL', 'MOVE', 'FLYER', 'PUSH', 'FLANKER',
  'GRANT_MOVE', 'GRANT_FLANKER', 'MOVE_LOCK', 'FORCE_ADD', 'FORCE_SET0', 'PROTECT', 'LINE_WEIGHT',
] as const;
const [S_SUPPRESS, S_IMMUNE, S_GRANT_IMMUNE, S_CONTROL_ALL, S_MOVE, , , S_FLANKER, S_GRANT_MOVE, , S_MOVE_LOCK, S_FORCE_ADD, S_FORCE_SET0, S_PROTECT, S_LINE_WEIGHT] = LAYER_CODES.map((_, i) => i);
const SLOT = new Map<string, number>(LAYER_CODES.map((c, i) => [c, i]));
/** Per counter: the static primitives the layers read, with their slots (worked out once). */
const LAYER_PRIMS: readonly (readonly { prim: Prim; slot: number }[])[] = STATIC_PRIMS.map((l) =>
  l.filter((p) => SLOT.has(p.code)).map((prim) => ({ prim, slot: SLOT.get(prim.code)! })));
const NO_SOURCES: readonly Source[] = [];

/** The sources in slots `from…to`, in slot order (the order the layers read them). */
function sourcesIn(by: (Source[] | undefined)[], from: number, to = from): readonly Source[] {
  if (from === to) return by[from] ?? NO_SOURCES;
  const out: Source[] = [];
  for (let k = from; k <= to; k++) {
    const l = by[k];
    if (l) for (const s of l) out.push(s);
  }
  return out;
}

/** A suppressed source does nothing (a Modifier's only under Fog, MOGO-R48). */
const isOff = (e: Eff, s: Source): boolean => (s.mod ? e.fog[s.cell] === 1 : e.supp[s.cell] === 1);
const oldestFirst = (a: Source, b: Source): number => a.ts - b.ts;
const newestFirst = (a: Source, b: Source): number => b.ts - a.ts;

type CellArray = Int16Array | Int8Array | Uint8Array;
/**
 * Per-cell arrays cut one after another from a single buffer of `bytes` (one
 * allocation instead of one each); `k` cells of each board cell (default 1).
 */
export function carve(bytes: number): <T extends CellArray>(kind: { new (b: ArrayBuffer, at: number, n: number): T; BYTES_PER_ELEMENT: number }, k?: number) => T {
  const buf = new ArrayBuffer(bytes);
  let at = 0;
  return (kind, k = 1) => {
    const out = new kind(buf, at, CELLS * k);
    at += CELLS * k * kind.BYTES_PER_ELEMENT;
    return out;
  };
}

/** The effective board of `board`, which must never change afterwards (it is kept, not copied: see ctx.ts). */
export function computeEff(board: readonly (Piece | null)[]): Eff {
  // One buffer for all per-cell arrays: a single allocation per board (each view made
  // with its own constructor, which the JIT keeps monomorphic: this runs on every board change).
  const buf = new ArrayBuffer(CELLS * 18);
  const e: Eff = {
    board,
    cells: [],
    ch: new Int16Array(buf, 0, CELLS).fill(-1),
    force: new Int16Array(buf, CELLS * 2, CELLS),
    ctrl: new Int8Array(buf, CELLS * 4, CELLS).fill(-1),
    types: new Uint8Array(buf, CELLS * 5, CELLS), supp: new Uint8Array(buf, CELLS * 6, CELLS),
    fog: new Uint8Array(buf, CELLS * 7, CELLS), imm: new Uint8Array(buf, CELLS * 8, CELLS),
    move: new Uint8Array(buf, CELLS * 9, CELLS), flyer: new Uint8Array(buf, CELLS * 10, CELLS),
    push: new Uint8Array(buf, CELLS * 11, CELLS), flanker: new Uint8Array(buf, CELLS * 12, CELLS),
    locked: new Uint8Array(buf, CELLS * 13, CELLS), teleport: new Uint8Array(buf, CELLS * 14, CELLS),
    protect: new Uint8Array(buf, CELLS * 15, CELLS), weight: new Uint8Array(buf, CELLS * 16, CELLS),
    memo: new Map(),
    tactical: -1,
    around: null,
  };
  const scratch = new Uint8Array(buf, CELLS * 17, CELLS);
  // Layers 1–2: copy and types (dual types are characteristics, never lost; every filter matches each type, MOGO-R77).
  const by: (Source[] | undefined)[] = new Array(LAYER_CODES.length);
  for (let c = 0; c < CELLS; c++) {
    const p = board[c];
    if (!p) continue;
    e.cells.push(c);
    const ch = charsOf(p);
    e.ch[c] = ch;
    e.types[c] = TYPES[ch];
    e.ctrl[c] = p.owner;
    // The line weight's default, set now (no layer reads it before the Flag's).
    e.weight[c] = 1;
    const own = LAYER_PRIMS[ch];
    for (let i = 0; i < own.length; i++) (by[own[i].slot] ??= []).push({ cell: c, prim: own[i].prim, ts: p.ts, mod: false, ch });
    for (let j = 0; j < p.mods.length; j++) {
      const m = p.mods[j];
      const mod = LAYER_PRIMS[m.c];
      for (let i = 0; i < mod.length; i++) (by[mod[i].slot] ??= []).push({ cell: c, prim: mod[i].prim, ts: m.ts, mod: true, ch: m.c });
    }
  }

  // Layer 3: suppression, oldest source first (MOGO-R23); a suppressed source does nothing.
  const supps = by[S_SUPPRESS];
  if (supps) {
    supps.sort(oldestFirst);
    const grants = by[S_GRANT_IMMUNE] ?? NO_SOURCES;
    for (const s of supps) {
      if (isOff(e, s)) continue;
      const mask = sourceMask(s.ch);
      for (const t of scopeCells(e, s.cell, s.prim.scope)) {
        if (e.ch[t] < 0 || !matches(e, t, s.prim.filter, e.ctrl[s.cell])) continue;
        if (s.mod && s.prim.scope === 'HOST' && !(e.types[t] & T_L)) continue;
        // A target whose own (unsuppressed) immunity covers the source is unaffected.
        if (mask & IM_UNITS && t !== s.cell && unitImmuneNow(e, t, grants)) continue;
        e.supp[t] = 1;
        // Fog reaches the Modifiers on the counters next to it (MOGO-R48); Cursed Land only its host.
        if (s.prim.scope === 'ADJ' && !s.prim.filter?.types) e.fog[t] = 1;
      }
    }
  }

  // Layer 4: immunities (own, then granted; a grant from a Unit skips a counter immune to Units).
  for (const s of sourcesIn(by, S_IMMUNE)) {
    if (isOff(e, s)) continue;
    for (const c of s.prim.cats ?? []) e.imm[s.cell] |= CAT_BIT[c];
  }
  for (const s of sourcesIn(by, S_GRANT_IMMUNE)) {
    if (isOff(e, s)) continue;
    const mask = sourceMask(s.ch);
    let bits = 0;
    for (const c of s.prim.cats ?? []) bits |= CAT_BIT[c];
    for (const t of scopeCells(e, s.cell, s.prim.scope)) {
      if (e.ch[t] < 0 || !matches(e, t, s.prim.filter, e.ctrl[s.cell])) continue;
      if (mask && t !== s.cell && e.imm[t] & mask) continue;
      e.imm[t] |= bits;
    }
  }

  // Layer 5: control. Stones first; static "control all" newest first (MOGO-R22).
  const ctrlSources = by[S_CONTROL_ALL];
  if (ctrlSources) {
    ctrlSources.sort(newestFirst);
    const claimed = scratch;
    for (const s of ctrlSources) {
      if (isOff(e, s)) continue;
      const owner = e.ctrl[s.cell];
      const mask = sourceMask(s.ch);
      for (const t of e.cells) {
        if (claimed[t] || !matches(e, t, s.prim.filter, owner)) continue;
        if (t !== s.cell && e.imm[t] & mask) continue;
        e.ctrl[t] = owner;
        claimed[t] = 1;
      }
    }
  }

  // Layer 6: movement. Printed keywords, then grants (max), then locks (MOGO-R09, R14).
  for (const s of sourcesIn(by, S_MOVE, S_FLANKER)) {
    if (isOff(e, s)) continue;
    const pr = s.prim;
    switch (pr.code) {
      case 'MOVE':
        if (!s.mod) e.move[s.cell] = Math.max(e.move[s.cell], pr.n ?? MOGO_R09_DEFAULT_MOVE);
        break;
      case 'FLYER':
        e.flyer[s.cell] = 1;
        break;
      case 'PUSH':
        e.push[s.cell] = 1;
        break;
      case 'FLANKER':
        e.flanker[s.cell] = 1;
        break;
      default:
        break;
    }
  }
  for (const c of e.cells) if (!e.supp[c] && TELEPORTS[e.ch[c]]) e.teleport[c] = 1;
  for (const s of sourcesIn(by, S_GRANT_MOVE, S_MOVE_LOCK)) {
    const code = s.prim.code;
    if (isOff(e, s)) continue;
    const mask = sourceMask(s.ch);
    for (const t of scopeCells(e, s.cell, s.prim.scope)) {
      if (t === s.cell && !s.mod) continue;
      if (e.ch[t] < 0 || !matches(e, t, s.prim.filter, e.ctrl[s.cell])) continue;
      if (e.imm[t] & mask) continue;
      if (code === 'GRANT_MOVE') e.move[t] = Math.max(e.move[t], s.prim.n ?? 0);
      else if (code === 'GRANT_FLANKER') e.flanker[t] = 1;
      else e.locked[t] = 1;
    }
  }

  // Layer 7: Force. Base, additions, then setters, then the floor (MOGO-R07).
  const set0 = scratch;
  set0.fill(0);
  for (const c of e.cells) if (e.types[c] & T_U) e.force[c] = baseForce(e.ch[c]);
  for (const s of sourcesIn(by, S_FORCE_ADD, S_FORCE_SET0)) {
    const code = s.prim.code;
    if (isOff(e, s)) continue;
    const mask = sourceMask(s.ch);
    const owner = e.ctrl[s.cell];
    for (const t of scopeCells(e, s.cell, s.prim.scope)) {
      if (t === s.cell && !s.mod) continue;
      if (e.ch[t] < 0 || !(e.types[t] & T_U) || !matches(e, t, s.prim.filter, owner)) continue;
      if (e.imm[t] & mask) continue;
      if (code === 'FORCE_ADD') e.force[t] += s.prim.n ?? 0;
      else set0[t] = 1;
    }
  }
  for (const c of e.cells) {
    if (set0[c]) e.force[c] = 0;
    if (e.force[c] < MOGO_R07_FORCE_FLOOR) e.force[c] = MOGO_R07_FORCE_FLOOR;
  }

  // Protection (Guardian) and line weight (Flag).
  for (const s of sourcesIn(by, S_PROTECT)) {
    if (isOff(e, s)) continue;
    const mask = sourceMask(s.ch);
    for (const t of scopeCells(e, s.cell, s.prim.scope)) {
      if (e.ch[t] < 0 || !matches(e, t, s.prim.filter, e.ctrl[s.cell]) || e.imm[t] & mask) continue;
      for (const w of s.prim.protects ?? []) e.protect[t] |= w === 'steal' ? PROTECT_STEAL : PROTECT_DESTROY;
    }
  }
  for (const s of sourcesIn(by, S_LINE_WEIGHT)) if (!isOff(e, s)) e.weight[s.cell] = s.prim.n ?? 1;
  return e;
}

/** During suppression: is `t` immune to Units by an immunity that is still working? */
function unitImmuneNow(e: Eff, t: number, grants: readonly Source[]): boolean {
  const p = e.board[t];
  if (!p) return false;
  if (!e.supp[t]) for (const pr of COUNTERS[e.ch[t]].prims) if (pr.code === 'IMMUNE' && pr.cats?.includes('UNITS')) return true;
  if (!e.fog[t]) for (const m of p.mods) for (const pr of COUNTERS[m.c].prims) if (pr.code === 'GRANT_IMMUNE' && pr.cats?.includes('UNITS')) return true;
  // Diplomacy: a working "all" grant of immunity to Units' effects.
  return (e.types[t] & T_U) !== 0 && grants.some((s) => s.prim.scope === 'ALL' && !isOff(e, s));
}

/**
 * Cells of working (unsuppressed) counters or Modifiers carrying `code`, with the
 * primitive (read-only). Only the static, Modifier, triggered and Fate Phase
 * primitives are looked up this way.
 */
export function activeSources(e: Eff, code: Prim['code']): readonly ActiveSource[] {
  if (!e.memo.size) sortSources(e);
  return e.memo.get(code) ?? NO_ACTIVE;
}
const NO_ACTIVE: readonly ActiveSource[] = [];

/** Every working source of the board by code, in one pass (cell order; a counter's own before its Modifiers'). */
function sortSources(e: Eff): void {
  const by = e.memo;
  // A board with no working source at all still marks the memo as filled.
  by.set('', []);
  for (const c of e.cells) {
    const p = e.board[c]!;
    const ch = e.ch[c];
    if (!e.supp[c]) for (const pr of STATIC_PRIMS[ch]) addSource(by, pr.code, { cell: c, prim: pr, ch, mod: false, ts: p.ts });
    if (p.mods.length && !e.fog[c]) for (const m of p.mods) for (const pr of STATIC_PRIMS[m.c]) addSource(by, pr.code, { cell: c, prim: pr, ch: m.c, mod: true, ts: m.ts });
  }
}
// Module-level, not a closure per board: the sources are sorted on every board change.
function addSource(by: Map<string, ActiveSource[]>, code: string, s: ActiveSource): void {
  const l = by.get(code);
  if (l) l.push(s);
  else by.set(code, [s]);
}

const TELEPORTS: readonly boolean[] = COUNTERS.map((c) => c.prims.some((p) => p.code === 'TELEPORT'));
