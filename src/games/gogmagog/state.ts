// The game state (plain JSON), the action shapes and their zod schemas.
// Decks are stored bottom → top (the top card is last). Lanes are 1..5 in
// actions, notation and views, and indexes 0..4 in the arrays of the state.
import { z } from 'zod';
import type { GameResult, Seat } from '../engine.js';
import { CARD_NAMES } from './cards.js';
import { GM_R01_DECK_SIZE, GM_R03_MANA_PER_RESOURCE, GM_R05_LANES } from './rulings.js';

export interface GogOptions {
  /** A starting position as JSON (position.ts documents the format). */
  position?: string | null;
}

export interface Creature {
  card: number;
  /** In the offensive slot (else the defensive one). */
  offence: boolean;
  concealed: boolean;
  abilityUsed: boolean;
}

export interface WarGroup {
  /** Own lanes (1..5) of two or more same-guild attackers, ascending. */
  lanes: number[];
  /** The lane (one of `lanes`) they all attack. */
  target: number;
}

export interface WarState {
  groups: WarGroup[];
  /** Spell tokens on the enemy creature of each lane (index 0..4). */
  spellTokens: number[];
  /** War Cries cast in this War (GM-E03, adopted by GM-R34: they stack). */
  warCries: number;
}

export interface TurnState {
  number: number;
  manaSpent: number;
  resourcePlayed: boolean;
  /** A card was played or War declared: the turn is a MAIN turn (no March). */
  main: boolean;
  warDone: boolean;
  /** Lane indexes of creatures that made an Instant Attack this turn (GM-R28: they sit out the War). */
  satOut: number[];
}

export type Phase = 'mulligan' | 'turn' | 'war';

export interface GogState {
  game: 'gogmagog';
  rng: number[];
  energy: number[];
  decks: number[][];
  hands: number[][];
  used: number[][];
  /** Card ids in each resource row. */
  resources: number[][];
  /** lanes[seat][i]: the creature in lane i+1, or null. */
  lanes: (Creature | null)[][];
  mulligans: number[];
  fatigue: number[];
  phase: Phase;
  /** The seat whose turn it is (or who decides on a mulligan). */
  toMove: Seat;
  /** The first player (mulligans start with them). */
  first: Seat;
  turn: TurnState;
  war: WarState | null;
  /** The last few public event texts. */
  log: string[];
  result: GameResult | null;
}

export type Slot = 'offence' | 'defence';

export type GogAction =
  | { type: 'mulligan' }
  | { type: 'keep' }
  /** Play a Mana Crystal into the resource row. */
  | { type: 'resource' }
  | { type: 'deploy'; card: string; lane: number; concealed: boolean }
  /** A spell; attack spells name the enemy lane they hit. */
  | { type: 'cast'; card: string; lane?: number }
  | { type: 'war'; groups: WarGroup[] }
  | { type: 'resolve' }
  | { type: 'reveal'; lane: number }
  /** Each listed own lane's creature changes slot; the turn ends. */
  | { type: 'march'; lanes: number[] }
  | { type: 'end' };

// ---------------------------------------------------------------------------
// Schemas

const laneNo = z.number().int().min(1).max(GM_R05_LANES);
const cardName = z.enum(CARD_NAMES as [string, ...string[]]);
const cardId = z.number().int().min(0).max(GM_R01_DECK_SIZE - 1);
const seat = z.number().int().min(0).max(1);

export const optionsSchema: z.ZodType<GogOptions> = z.object({
  position: z.string().max(6000).nullable().optional(),
}) as unknown as z.ZodType<GogOptions>;

const groupSchema = z.object({ lanes: z.array(laneNo).min(2).max(GM_R05_LANES), target: laneNo }).strict();

export const actionSchema: z.ZodType<GogAction> = z.discriminatedUnion('type', [
  z.object({ type: z.literal('mulligan') }).strict(),
  z.object({ type: z.literal('keep') }).strict(),
  z.object({ type: z.literal('resource') }).strict(),
  z.object({ type: z.literal('deploy'), card: cardName, lane: laneNo, concealed: z.boolean() }).strict(),
  z.object({ type: z.literal('cast'), card: cardName, lane: laneNo.optional() }).strict(),
  z.object({ type: z.literal('war'), groups: z.array(groupSchema).max(2) }).strict(),
  z.object({ type: z.literal('resolve') }).strict(),
  z.object({ type: z.literal('reveal'), lane: laneNo }).strict(),
  z.object({ type: z.literal('march'), lanes: z.array(laneNo).min(1).max(GM_R05_LANES) }).strict(),
  z.object({ type: z.literal('end') }).strict(),
]) as unknown as z.ZodType<GogAction>;

const creatureSchema = z.object({ card: cardId, offence: z.boolean(), concealed: z.boolean(), abilityUsed: z.boolean() }).strict();
const pair = <T extends z.ZodTypeAny>(t: T) => z.array(t).length(2);

export const stateSchema: z.ZodType<GogState> = z.object({
  game: z.literal('gogmagog'),
  rng: z.array(z.number()),
  energy: pair(z.number().int().min(0)),
  decks: pair(z.array(cardId)),
  hands: pair(z.array(cardId)),
  used: pair(z.array(cardId)),
  resources: pair(z.array(cardId)),
  lanes: pair(z.array(creatureSchema.nullable()).length(GM_R05_LANES)),
  mulligans: pair(z.number().int().min(0)),
  fatigue: pair(z.number().int().min(0)),
  phase: z.enum(['mulligan', 'turn', 'war']),
  toMove: seat,
  first: seat,
  turn: z.object({
    number: z.number().int().min(0),
    manaSpent: z.number().int().min(0),
    resourcePlayed: z.boolean(),
    main: z.boolean(),
    warDone: z.boolean(),
    satOut: z.array(z.number().int().min(0).max(GM_R05_LANES - 1)),
  }).strict(),
  war: z.object({
    groups: z.array(groupSchema),
    spellTokens: z.array(z.number().int().min(0)).length(GM_R05_LANES),
    warCries: z.number().int().min(0),
  }).strict().nullable(),
  log: z.array(z.string()),
  result: z.object({ winners: z.array(seat), reason: z.string() }).strict().nullable(),
}).strict() as unknown as z.ZodType<GogState>;

// ---------------------------------------------------------------------------
// Helpers

const cloneLane = (c: Creature | null): Creature | null => (c ? { card: c.card, offence: c.offence, concealed: c.concealed, abilityUsed: c.abilityUsed } : null);

/** A deep copy, written out by hand (much faster than structuredClone). */
export function cloneState(s: GogState): GogState {
  return {
    game: 'gogmagog',
    rng: s.rng.slice(),
    energy: s.energy.slice(),
    decks: [s.decks[0].slice(), s.decks[1].slice()],
    hands: [s.hands[0].slice(), s.hands[1].slice()],
    used: [s.used[0].slice(), s.used[1].slice()],
    resources: [s.resources[0].slice(), s.resources[1].slice()],
    lanes: [s.lanes[0].map(cloneLane), s.lanes[1].map(cloneLane)],
    mulligans: s.mulligans.slice(),
    fatigue: s.fatigue.slice(),
    phase: s.phase,
    toMove: s.toMove,
    first: s.first,
    turn: { ...s.turn, satOut: s.turn.satOut.slice() },
    war: s.war ? { groups: s.war.groups.map((g) => ({ lanes: g.lanes.slice(), target: g.target })), spellTokens: s.war.spellTokens.slice(), warCries: s.war.warCries } : null,
    log: s.log.slice(),
    result: s.result ? { winners: s.result.winners.slice(), reason: s.result.reason } : null,
  };
}

export const other = (seat: Seat): Seat => 1 - seat;
export const seatLabel = (seat: Seat): string => `Player ${seat + 1}`;
export const seatShort = (seat: Seat): string => `P${seat + 1}`;
/** GM-R03: mana per turn comes from the resource row only. */
export const manaOf = (s: GogState, seat: Seat): number => s.resources[seat].length * GM_R03_MANA_PER_RESOURCE;
export const manaLeft = (s: GogState): number => Math.max(0, manaOf(s, s.toMove) - s.turn.manaSpent);
export const creatureCount = (s: GogState, seat: Seat): number => {
  let k = 0;
  for (const c of s.lanes[seat]) if (c) k++;
  return k;
};
