// The Go*Mofasta deck as data (RULINGS §3.3, MOF-R08). A pattern lists the four
// stones top-left, top-right, bottom-left, bottom-right as printed (rotation 0).
import { DEDUPE_ROTATIONS, MOF_R09_ROTATIONS } from './rulings.js';

export type Stone = 'B' | 'W';
export type CardId = 'B' | 'W' | 'S' | 'C';
export type Rotation = (typeof MOF_R09_ROTATIONS)[number];

export interface CardType {
  id: CardId;
  name: string;
  /** tl, tr, bl, br at rotation 0. */
  pattern: readonly [Stone, Stone, Stone, Stone];
  /** Copies in the base deck of 9. */
  copies: number;
}

export const CARD_TYPES: readonly CardType[] = [
  { id: 'B', name: 'Black Trio', pattern: ['B', 'B', 'B', 'W'], copies: 3 },
  { id: 'W', name: 'White Trio', pattern: ['W', 'W', 'W', 'B'], copies: 3 },
  { id: 'S', name: 'Split Pair', pattern: ['B', 'B', 'W', 'W'], copies: 2 },
  { id: 'C', name: 'Checker', pattern: ['B', 'W', 'W', 'B'], copies: 1 },
];

export const CARD_IDS: readonly CardId[] = CARD_TYPES.map((c) => c.id);
const byId = new Map<string, CardType>(CARD_TYPES.map((c) => [c.id, c]));

export function isCardId(x: unknown): x is CardId {
  return typeof x === 'string' && byId.has(x);
}

export function cardType(id: CardId): CardType {
  return byId.get(id)!;
}

export function cardName(id: CardId): string {
  return cardType(id).name;
}

export function isRotation(x: unknown): x is Rotation {
  return x === 0 || x === 90 || x === 180 || x === 270;
}

/** The base deck in a fixed order, repeated `multiplier` times (9, 18 or 27 cards). */
export function buildDeck(multiplier: number): CardId[] {
  const deck: CardId[] = [];
  for (let m = 0; m < multiplier; m++) for (const c of CARD_TYPES) for (let i = 0; i < c.copies; i++) deck.push(c.id);
  return deck;
}

/**
 * The card's stones after turning it `rot` degrees clockwise, as tl, tr, bl, br.
 * One quarter turn clockwise of [[a, b], [c, d]] is [[c, a], [d, b]].
 */
export function rotatePattern(pattern: readonly Stone[], rot: Rotation): Stone[] {
  let [tl, tr, bl, br] = pattern;
  for (let r = 0; r < rot; r += 90) [tl, tr, bl, br] = [bl, tl, br, tr];
  return [tl, tr, bl, br];
}

const rotated = Object.fromEntries(CARD_TYPES.map((c) => [c.id, {} as Record<Rotation, Stone[]>])) as Record<CardId, Record<Rotation, Stone[]>>;
const canonical = new Map<string, Rotation>();
const distinct = new Map<CardId, Rotation[]>();
for (const c of CARD_TYPES) {
  const seen = new Map<string, Rotation>();
  const list: Rotation[] = [];
  for (const rot of MOF_R09_ROTATIONS) {
    const p = rotatePattern(c.pattern, rot);
    rotated[c.id][rot] = p;
    const key = p.join('');
    const first = seen.get(key);
    if (first === undefined || !DEDUPE_ROTATIONS) {
      seen.set(key, rot);
      list.push(rot);
      canonical.set(c.id + rot, rot);
    } else {
      canonical.set(c.id + rot, first);
    }
  }
  distinct.set(c.id, list);
}

/** Precomputed rotatePattern for a card (the AI asks for thousands per decision: no key is built). */
export function cardStones(id: CardId, rot: Rotation): readonly Stone[] {
  return rotated[id][rot];
}

/** The rotations legalActions lists for a card: each distinct pattern once, smallest angle first (DEDUPE_ROTATIONS). */
export function distinctRotations(id: CardId): readonly Rotation[] {
  return distinct.get(id)!;
}

/** The canonical rotation giving the same stones as `rot` (r180 → r0 and r270 → r90 for the Checker). */
export function canonicalRotation(id: CardId, rot: Rotation): Rotation {
  return canonical.get(id + rot)!;
}
