// The game state (plain JSON), the action shapes, their zod schemas, and small
// helpers over zones. Decks are stored bottom → top (the top card is last).
import { z } from 'zod';
import type { GameResult, Seat } from '../engine.js';
import { POSITION_MAX_LENGTH } from './position.js';
import { UGO_R17_OPTIONAL_RULES_DEFAULT } from './rulings.js';

export interface UgoOptions {
  /** UGO-R17 optional rule: ♠A / ♥A / ♣A / ♦A hit whole groups of cards. */
  acesBySuit: boolean;
  /** UGO-R17 optional rule: a 9 reflects an Ace, King or Jack used on you (standing order). */
  ninesReflect: boolean;
  /** A custom starting position (position.ts); refused with a reason when malformed, "" included. */
  position?: string;
}

export interface TableCard {
  card: number;
  /** Attack position (upright) when true, Defense position (sideways) when false. */
  attack: boolean;
  faceDown: boolean;
  equips: number[];
}

export type TenPolicy = 'never' | 'always' | { threshold: number };
export type ReflectRank = 'A' | 'K' | 'J';
export type NinePolicy = 'never' | 'always' | { ranks: ReflectRank[] };

export interface TurnState {
  seat: Seat;
  /** Turns begun so far in the match (1 = the first turn). */
  number: number;
  playedAD: boolean;
  switched: boolean;
  /** A/D cards that have attacked this turn. */
  attacked: number[];
}

export interface UgoState {
  game: 'ugo';
  players: number;
  options: UgoOptions;
  rng: number[];
  /** decks[s]: the deck seat s draws from, bottom → top. */
  decks: number[][];
  /** discards[s]: seat s's discard pile, bottom → top (public). */
  discards: number[][];
  /** Queens removed from the game (public). */
  removed: number[];
  hands: number[][];
  tables: TableCard[][];
  alive: boolean[];
  /** Turns each seat has begun (for the first-round rule). */
  started: number[];
  /** +1 = clockwise (to the left), −1 = reversed by a 9. */
  direction: 1 | -1;
  turn: TurnState;
  tenPolicy: TenPolicy[];
  ninePolicy: NinePolicy[];
  /**
   * known[s]: cards the whole table knows are in seat s's hand (issue 25): a
   * Queen's card, as the face-up pile shows what left it. Empty in states saved
   * before it was kept.
   */
  known: number[][];
  /** The last few public event texts. */
  log: string[];
  result: GameResult | null;
}

export type Position = 'attack' | 'defence';

export type UgoAction =
  /** Lay an A/D card from hand; 6s and 7s name the table card they sacrifice. */
  | { type: 'play'; card: number; position: Position; faceDown?: boolean; sacrifice?: number }
  /** An Equip card from hand onto one of your face-up A/D cards. */
  | { type: 'equip'; card: number; target: number }
  /** The once-per-turn position change: each listed own card changes position. */
  | { type: 'switch'; cards: number[] }
  /** `target` is a slot (0-based) on the target player's table, or null for a direct attack. */
  | { type: 'attack'; attacker: number; target: number | null }
  /** A Special card from hand (A K Q J 9 8). An Ace names a slot on the target's table (not with Aces by suit). */
  | { type: 'special'; card: number; target?: number }
  | { type: 'end' }
  /** Standing order (any time): when to spend a 10 on an attack or Ace. */
  | { type: 'tenPolicy'; policy: TenPolicy }
  /** Standing order (any time, "Nines reflect" only): which Specials to reflect with a 9. */
  | { type: 'ninePolicy'; policy: NinePolicy };

// ---------------------------------------------------------------------------
// Schemas

const card = z.number().int().min(0).max(4 * 52 - 1);
const seat = z.number().int().min(0).max(3);

export const optionsSchema: z.ZodType<UgoOptions> = z.object({
  acesBySuit: z.boolean().default(UGO_R17_OPTIONAL_RULES_DEFAULT.acesBySuit),
  ninesReflect: z.boolean().default(UGO_R17_OPTIONAL_RULES_DEFAULT.ninesReflect),
  position: z.string().max(POSITION_MAX_LENGTH).optional(),
}) as unknown as z.ZodType<UgoOptions>;

const tenPolicySchema: z.ZodType<TenPolicy> = z.union([
  z.literal('never'),
  z.literal('always'),
  z.object({ threshold: z.number().int().min(1).max(99) }).strict(),
]);
const ninePolicySchema: z.ZodType<NinePolicy> = z.union([
  z.literal('never'),
  z.literal('always'),
  z.object({ ranks: z.array(z.enum(['A', 'K', 'J'])).max(3) }).strict(),
]);

export const actionSchema: z.ZodType<UgoAction> = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('play'),
    card,
    position: z.enum(['attack', 'defence']),
    faceDown: z.boolean().optional(),
    sacrifice: card.optional(),
  }).strict(),
  z.object({ type: z.literal('equip'), card, target: card }).strict(),
  z.object({ type: z.literal('switch'), cards: z.array(card).min(1).max(5) }).strict(),
  z.object({ type: z.literal('attack'), attacker: card, target: z.number().int().min(0).max(4).nullable() }).strict(),
  z.object({ type: z.literal('special'), card, target: z.number().int().min(0).max(4).optional() }).strict(),
  z.object({ type: z.literal('end') }).strict(),
  z.object({ type: z.literal('tenPolicy'), policy: tenPolicySchema }).strict(),
  z.object({ type: z.literal('ninePolicy'), policy: ninePolicySchema }).strict(),
]) as unknown as z.ZodType<UgoAction>;

const tableCardSchema = z.object({
  card,
  attack: z.boolean(),
  faceDown: z.boolean(),
  equips: z.array(card).max(2),
}).strict();

export const stateSchema: z.ZodType<UgoState> = z.object({
  game: z.literal('ugo'),
  players: z.number().int().min(2).max(4),
  options: z.object({ acesBySuit: z.boolean(), ninesReflect: z.boolean() }).strict(),
  rng: z.array(z.number()),
  decks: z.array(z.array(card)),
  discards: z.array(z.array(card)),
  removed: z.array(card),
  hands: z.array(z.array(card)),
  tables: z.array(z.array(tableCardSchema).max(5)),
  alive: z.array(z.boolean()),
  started: z.array(z.number().int().min(0)),
  direction: z.union([z.literal(1), z.literal(-1)]),
  turn: z.object({
    seat,
    number: z.number().int().min(1),
    playedAD: z.boolean(),
    switched: z.boolean(),
    attacked: z.array(card),
  }).strict(),
  tenPolicy: z.array(tenPolicySchema),
  ninePolicy: z.array(ninePolicySchema),
  known: z.array(z.array(card)).default([]),
  log: z.array(z.string()),
  result: z.object({ winners: z.array(seat), reason: z.string() }).strict().nullable(),
}).strict() as unknown as z.ZodType<UgoState>;

// ---------------------------------------------------------------------------
// Helpers

/** A deep copy, written out by hand (much faster than structuredClone). */
export function cloneState(s: UgoState): UgoState {
  const n = s.players;
  const decks = new Array<number[]>(n);
  const discards = new Array<number[]>(n);
  const hands = new Array<number[]>(n);
  const tables = new Array<TableCard[]>(n);
  for (let i = 0; i < n; i++) {
    decks[i] = s.decks[i].slice();
    discards[i] = s.discards[i].slice();
    hands[i] = s.hands[i].slice();
    const t = s.tables[i];
    const tc = new Array<TableCard>(t.length);
    for (let j = 0; j < t.length; j++) {
      const c = t[j];
      tc[j] = { card: c.card, attack: c.attack, faceDown: c.faceDown, equips: c.equips.slice() };
    }
    tables[i] = tc;
  }
  return {
    game: 'ugo',
    players: n,
    options: { acesBySuit: s.options.acesBySuit, ninesReflect: s.options.ninesReflect },
    rng: s.rng.slice(),
    decks,
    discards,
    removed: s.removed.slice(),
    hands,
    tables,
    alive: s.alive.slice(),
    started: s.started.slice(),
    direction: s.direction,
    turn: { ...s.turn, attacked: s.turn.attacked.slice() },
    tenPolicy: s.tenPolicy.map((p) => (typeof p === 'string' ? p : { threshold: p.threshold })),
    ninePolicy: s.ninePolicy.map((p) => (typeof p === 'string' ? p : { ranks: p.ranks.slice() })),
    known: (s.known ?? []).map((k) => k.slice()),
    log: s.log.slice(),
    result: s.result ? { winners: s.result.winners.slice(), reason: s.result.reason } : null,
  };
}

export const liveCount = (s: UgoState): number => {
  let k = 0;
  for (const a of s.alive) if (a) k++;
  return k;
};

/** The next live seat after `from` in direction `dir`; −1 if none but `from`. */
export function nextAlive(s: UgoState, from: Seat, dir: 1 | -1 = s.direction): Seat {
  const n = s.players;
  let i = from;
  for (let k = 0; k < n - 1; k++) {
    i = (i + dir + n) % n;
    if (s.alive[i]) return i;
  }
  return -1;
}

/** The player `seat` attacks and uses Ace/King/Jack on (their left, or right after a 9). */
export const targetOf = (s: UgoState, seat: Seat = s.turn.seat): Seat => nextAlive(s, seat, s.direction);

/** Index of `card` on `seat`'s table, or −1. */
export function slotOf(s: UgoState, seat: Seat, card: number): number {
  const t = s.tables[seat];
  for (let i = 0; i < t.length; i++) if (t[i].card === card) return i;
  return -1;
}

export const seatLabel = (seat: Seat): string => `Player ${seat + 1}`;
export const seatShort = (seat: Seat): string => `P${seat + 1}`;

/** Cards the table knows are in `seat`'s hand. */
export const knownIn = (s: UgoState, seat: Seat): readonly number[] => s.known?.[seat] ?? [];

/** The table saw `card` go into `seat`'s hand. */
export function learn(s: UgoState, seat: Seat, card: number): void {
  while (s.known.length < s.players) s.known.push([]);
  if (!s.known[seat].includes(card)) s.known[seat] = [...s.known[seat], card].sort((a, b) => a - b);
}

/**
 * A known card leaves the list when it leaves the hand face-up. A card laid
 * face-down could be any of the hand's, so the table knows nothing certain of
 * that hand any more (dropping just the one would tell which it was).
 */
export function forgetGone(s: UgoState, faceDownFrom: Seat | null): void {
  for (let p = 0; p < s.known.length; p++) {
    const list = s.known[p];
    if (!list.length) continue;
    if (p === faceDownFrom) s.known[p] = [];
    else if (list.some((c) => !s.hands[p].includes(c))) s.known[p] = list.filter((c) => s.hands[p].includes(c));
  }
}
