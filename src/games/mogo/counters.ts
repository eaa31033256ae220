// Look-ups over the counter table: names (a Map, never object keys), type bits,
// and per-counter primitive lists grouped by timing, computed once.
import { COUNTERS } from './table.js';
import type { CType, Filter, Prim, Tag } from './vocabulary.js';

export { COUNTERS };
export const COUNT = COUNTERS.length;

export const T_U = 1, T_L = 2, T_R = 4, T_E = 8, T_S = 16, T_M = 32;
export const TYPE_BIT: Record<CType, number> = { U: T_U, L: T_L, R: T_R, E: T_E, S: T_S, M: T_M };

const byName = new Map<string, number>();
for (const c of COUNTERS) byName.set(c.name.toLowerCase(), c.id);

/** The counter named `name` (any case, spaces squeezed), or −1. */
export function counterId(name: string): number {
  const k = String(name).toLowerCase().replace(/\s+/g, ' ').trim();
  return byName.get(k) ?? -1;
}
export const nameOf = (id: number): string => COUNTERS[id]?.name ?? '?';
/** Every name in lower case with its id, longest first (for greedy parsing of multi-word names). */
export const NAMES_LONGEST_FIRST: readonly [string, number][] = [...byName.entries()].sort((a, b) => b[0].length - a[0].length);

export const id = (name: string): number => {
  const i = counterId(name);
  if (i < 0) throw new Error(`no counter named ${name}`);
  return i;
};

/** Printed type bits including dual types (a characteristic, never suppressed, MOGO-R24). */
export const TYPES: readonly number[] = COUNTERS.map((c) => {
  let t = TYPE_BIT[c.type];
  for (const p of c.prims) if (p.code === 'DUAL_TYPE' && p.type) t |= TYPE_BIT[p.type];
  return t;
});
export const TAGSETS: readonly ReadonlySet<Tag>[] = COUNTERS.map((c) => new Set(c.tags));
export const hasTag = (id: number, tag: Tag): boolean => TAGSETS[id]?.has(tag) ?? false;

/** A filter tested against printed characteristics (a counter not yet on the board). */
export function charsMatch(ch: number, f: Filter | undefined): boolean {
  if (!f) return true;
  if (f.or && !f.or.some((g) => charsMatch(ch, g))) return false;
  if (f.except && charsMatch(ch, f.except)) return false;
  if (f.types) {
    let ok = false;
    for (const t of f.types) if (TYPES[ch] & TYPE_BIT[t]) ok = true;
    if (!ok) return false;
  }
  if (f.tags) for (const t of f.tags) if (!TAGSETS[ch].has(t)) return false;
  return true;
}

/** Primitives of a counter, by code (first match), for the hot paths of layers.ts. */
export function prim(id: number, code: Prim['code']): Prim | undefined {
  const c = COUNTERS[id];
  if (!c) return undefined;
  for (const p of c.prims) if (p.code === code) return p;
  return undefined;
}
export const ACT_PRIMS: readonly Prim[][] = COUNTERS.map((c) => c.prims.filter((p) => p.timing === 'ACT'));
export const SORC_PRIM: readonly (Prim | undefined)[] = COUNTERS.map((c) => c.prims.find((p) => p.timing === 'SORC'));
export const DEPLOY_PRIMS: readonly Prim[][] = COUNTERS.map((c) => c.prims.filter((p) => p.timing === 'DEPLOY'));
export const STATIC_PRIMS: readonly Prim[][] = COUNTERS.map((c) => c.prims.filter((p) => p.timing === 'STATIC' || p.timing === 'MOD' || p.timing === 'TRIG' || p.timing === 'FATE'));

export const isType = (id: number, bit: number): boolean => (TYPES[id] & bit) !== 0;
export const isSorcery = (id: number): boolean => COUNTERS[id]?.type === 'S';
export const isModifier = (id: number): boolean => COUNTERS[id]?.type === 'M';

export const N = {
  flag: id('Flag'), doppelganger: id('Doppelganger'), counter: id('Counter'), sinkhole: id('Sinkhole'),
  diplomacy: id('Diplomacy'), balance: id('Balance'), egg: id('Egg'), timeTwist: id('Time Twist'),
  cursedLand: id('Cursed Land'),
};
