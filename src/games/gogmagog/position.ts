// Custom starting positions (`options.position`), for tests and puzzles.
import { z } from 'zod';
import { Rng } from '../rng.js';
import { readPositionJson } from '../position-json.js';
import { CARD_TYPES, DECK, cardByName, RESOURCE } from './cards.js';
import { GM_R01_DECK_SIZE, GM_R02_STARTING_ENERGY, GM_R05_LANES, MAX_CREATURES } from './rulings.js';
import { seatLabel, type Creature, type GogState } from './state.js';

/**
 * The `position` option: a JSON object describing the table at the moment
 * right after the active player's draw (mulligans are over, no mana spent, no
 * card played this turn). Every member is optional; each two-element array is
 * [Player 1, Player 2]:
 *
 * - `energy`: [20, 17], each 1–99 (default 20 each).
 * - `hands`: [["Firebolt", "Mana Crystal"], […]]: card names (any case).
 * - `decks`: [[top card first, …], […]]: the top of each deck in order.
 * - `used`: [[…], […]]: each used deck (discard pile), oldest first.
 * - `resources`: [3, 2]: Mana Crystals in each resource row.
 * - `lanes`: [[{"lane": 1, "slot": "defence", "card": "Granite Brute",
 *   "concealed": true, "abilityUsed": false}, …], […]]: each player's
 *   creatures; `slot` is "defence" (default) or "offence"; `concealed` and
 *   `abilityUsed` default to false.
 * - `mulligans`: [0, 1] and `fatigue`: [0, 2]: counts so far (default 0).
 * - `toMove`: 0 or 1, the active player (default 0).
 *
 * Each player owns one copy of the 40-card deck; the cards of it named
 * nowhere are shuffled (by the game's seed) below the given deck top.
 * Refused, with a reason: malformed JSON (an empty string too, GM-R35) or
 * members, an unknown card, more copies of a card than the deck holds, a
 * creature card placed in a lane that is not a creature, two creatures in one
 * lane, more than 5 creatures, a concealed creature in an offensive slot.
 */

const pair = <T extends z.ZodTypeAny>(t: T) => z.tuple([t, t]);
const names = z.array(z.string().max(40)).max(GM_R01_DECK_SIZE);
const laneSpec = z.object({
  lane: z.number().int().min(1).max(GM_R05_LANES),
  slot: z.enum(['offence', 'defence']).default('defence'),
  card: z.string().max(40),
  concealed: z.boolean().default(false),
  abilityUsed: z.boolean().default(false),
}).strict();

const positionSchema = z.object({
  energy: pair(z.number().int().min(1).max(99)).optional(),
  hands: pair(names).optional(),
  decks: pair(names).optional(),
  used: pair(names).optional(),
  resources: pair(z.number().int().min(0).max(GM_R01_DECK_SIZE)).optional(),
  lanes: pair(z.array(laneSpec).max(GM_R05_LANES * 2)).optional(),
  mulligans: pair(z.number().int().min(0).max(1)).optional(),
  fatigue: pair(z.number().int().min(0).max(99)).optional(),
  toMove: z.number().int().min(0).max(1).optional(),
}).strict();

/** GM-R35 / A6: "" and blanks are a position too (shared by every game). */
export { positionGiven } from '../position-json.js';

type Built = { ok: true; state: GogState } | { ok: false; error: string };

/** A state from a position string; `rng` shuffles the unnamed cards. */
export function fromPosition(text: string, rng: Rng): Built {
  const parsed = readPositionJson(text, positionSchema);
  if (!parsed.ok) return parsed;
  const p = parsed.value;
  const decks: number[][] = [];
  const hands: number[][] = [];
  const used: number[][] = [];
  const resources: number[][] = [];
  const lanes: (Creature | null)[][] = [];
  for (let seat = 0; seat < 2; seat++) {
    const who = seatLabel(seat);
    // Free ids of each card type, lowest first.
    const free = CARD_TYPES.map(() => [] as number[]);
    for (let id = GM_R01_DECK_SIZE - 1; id >= 0; id--) free[DECK[id]].push(id);
    const take = (name: string): number | string => {
      const t = cardByName(name);
      if (!t) return `${who}: there is no card called "${name}".`;
      const id = free[CARD_TYPES.indexOf(t)].pop();
      if (id === undefined) return `${who}: more copies of ${t.name} than the deck holds (${t.copies}).`;
      return id;
    };
    const takeAll = (list: readonly string[]): number[] | string => {
      const out: number[] = [];
      for (const n of list) {
        const id = take(n);
        if (typeof id === 'string') return id;
        out.push(id);
      }
      return out;
    };
    const hand = takeAll(p.hands?.[seat] ?? []);
    if (typeof hand === 'string') return { ok: false, error: hand };
    const top = takeAll(p.decks?.[seat] ?? []);
    if (typeof top === 'string') return { ok: false, error: top };
    const pile = takeAll(p.used?.[seat] ?? []);
    if (typeof pile === 'string') return { ok: false, error: pile };
    const row = takeAll(Array.from({ length: p.resources?.[seat] ?? 0 }, () => RESOURCE));
    if (typeof row === 'string') return { ok: false, error: row };
    const board: (Creature | null)[] = new Array(GM_R05_LANES).fill(null);
    const specs = p.lanes?.[seat] ?? [];
    if (specs.length > MAX_CREATURES) return { ok: false, error: `${who}: more than ${MAX_CREATURES} creatures.` };
    for (const l of specs) {
      const t = cardByName(l.card);
      if (t && t.kind !== 'creature') return { ok: false, error: `${who}: ${t.name} is not a creature and cannot stand in lane ${l.lane}.` };
      if (board[l.lane - 1]) return { ok: false, error: `${who}: two creatures in lane ${l.lane}.` };
      if (l.concealed && l.slot === 'offence') return { ok: false, error: `${who}: a concealed creature cannot stand in an offensive slot (lane ${l.lane}).` };
      const id = take(l.card);
      if (typeof id === 'string') return { ok: false, error: id };
      board[l.lane - 1] = { card: id, offence: l.slot === 'offence', concealed: l.concealed, abilityUsed: l.abilityUsed };
    }
    const rest: number[] = [];
    for (const ids of free) rest.push(...ids);
    rest.sort((a, b) => a - b);
    decks.push([...rng.shuffle(rest), ...top.slice().reverse()]);
    hands.push(hand);
    used.push(pile);
    resources.push(row);
    lanes.push(board);
  }
  const toMove = p.toMove ?? 0;
  return {
    ok: true,
    state: {
      game: 'gogmagog',
      rng: rng.state(),
      energy: (p.energy ?? [GM_R02_STARTING_ENERGY, GM_R02_STARTING_ENERGY]).slice(),
      decks,
      hands,
      used,
      resources,
      lanes,
      mulligans: (p.mulligans ?? [0, 0]).slice(),
      fatigue: (p.fatigue ?? [0, 0]).slice(),
      phase: 'turn',
      toMove,
      first: toMove,
      turn: { number: 1, manaSpent: 0, resourcePlayed: false, main: false, warDone: false, satOut: [] },
      war: null,
      log: [],
      result: null,
    },
  };
}
