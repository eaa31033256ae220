// Custom starting positions (`options.position`), for lessons, tests and puzzles.
//
// A position is the table right after the seat to move has drawn for its turn
// (nothing laid, switched or attacked yet). Format: a JSON object, every member
// optional, each list indexed by seat:
//   {"hands": [["5♠", "K♥"], […]],
//    "tables": [[{"card": "7♣", "position": "attack", "faceDown": false, "equips": ["4♦"]}], […]],
//    "decks": [["3♥", …], […]],       the top of each deck, top first
//    "deckCounts": [12, 30],          each deck's size (default: every card of it named nowhere)
//    "discards": [["2♣", …], […]],    oldest first
//    "removed": ["Q♠(P1)"],           Queens out of the game (name their deck)
//    "toMove": 0, "direction": 1,     -1 after a 9 reversed play
//    "started": [1, 1],               turns begun per seat (default 1 each: the first round is over)
//    "out": [2],                      seats already out of the game
//    "tenPolicy": ["never", {"threshold": 3}], "ninePolicy": ["always", {"ranks": ["A"]}],
//    "known": [["5♠"], []]}           cards of each hand the whole table knows are there (a Queen's card)
// Cards are written as in the notation ("10♥", "qd", "5s"); a card belongs to the
// deck of the seat whose zone names it, "(P2)" names another deck (a card taken
// by a Jack). Cards of a deck named nowhere fill that deck below its named top,
// shuffled by the game's seed, up to deckCounts; the rest lie in its discard
// pile below the named ones, Queens removed from the game instead (UGO-R08).
//
// Refused, with a reason: malformed JSON or members, an unknown or twice-named
// card, a card in another deck's pile or deck (UGO-R01), a Queen in a pile
// (UGO-R08), more than 5 table cards or 2 Equips, a table card that is not an
// Attack/Defense card, an Equip on a face-down card (UGO-R12), a face-down card
// in attack position, cards left with a seat that is out (UGO-E06), fewer than
// two seats in play, and a seat to move that is out or has not begun a turn.
import { z } from 'zod';
import { readPositionJson } from '../position-json.js';
import type { Rng } from '../rng.js';
import { noun, plural } from '../plural.js';
import { DECK_SIZE, deckOf, isAD, isEquip, isQueen, label, makeCard, parseCardToken } from './cards.js';
import { MAX_EQUIPS, MAX_TABLE, UGO_TEN_DEFAULT_THRESHOLD } from './rulings.js';
import type { NinePolicy, TableCard, TenPolicy, UgoOptions, UgoState } from './state.js';

/** A position string's upper bound (a whole 4-player table named card by card is about 3,000). */
export const POSITION_MAX_LENGTH = 6000;

const name = z.string().max(12);
const names = z.array(name).max(4 * DECK_SIZE);
const perSeat = <T extends z.ZodTypeAny>(t: T) => z.array(t).max(4);
const tenPolicy = z.union([z.literal('never'), z.literal('always'), z.object({ threshold: z.number().int().min(1).max(99) }).strict()]);
const ninePolicy = z.union([z.literal('never'), z.literal('always'), z.object({ ranks: z.array(z.enum(['A', 'K', 'J'])).max(3) }).strict()]);
const tableSpec = z.object({
  card: name,
  position: z.enum(['attack', 'defence']),
  faceDown: z.boolean().default(false),
  equips: z.array(name).max(MAX_EQUIPS).default([]),
}).strict();

const positionSchema = z.object({
  hands: perSeat(names).optional(),
  tables: perSeat(z.array(tableSpec).max(MAX_TABLE)).optional(),
  decks: perSeat(names).optional(),
  deckCounts: perSeat(z.number().int().min(0).max(DECK_SIZE)).optional(),
  discards: perSeat(names).optional(),
  removed: names.optional(),
  toMove: z.number().int().min(0).max(3).optional(),
  direction: z.union([z.literal(1), z.literal(-1)]).optional(),
  started: perSeat(z.number().int().min(0).max(9999)).optional(),
  out: z.array(z.number().int().min(0).max(3)).max(4).optional(),
  tenPolicy: perSeat(tenPolicy).optional(),
  ninePolicy: perSeat(ninePolicy).optional(),
  known: perSeat(names).optional(),
}).strict();

const who = (seat: number): string => `Player ${seat + 1}`;

/** The state a position string describes (log empty), or why it is refused. */
export function fromPosition(text: string, players: number, options: UgoOptions, rng: Rng): UgoState | string {
  const read = readPositionJson(text, positionSchema);
  if (!read.ok) return read.error;
  const p = read.value;
  for (const key of ['hands', 'tables', 'decks', 'deckCounts', 'discards', 'started', 'tenPolicy', 'ninePolicy', 'known'] as const) {
    const list = p[key];
    if (list && list.length > players) return `The position's ${key} lists ${list.length} seats, but ${players} play.`;
  }

  const used = new Set<number>();
  /** A card by its notation, of `seat`'s deck unless it says "(P2)". */
  const cardOf = (text: string, seat: number | null, where: string): number | string => {
    const t = parseCardToken(text.toLowerCase().replace(/\s+/g, ''));
    if (!t) return `"${text}" (${where}) is not a card: write it as in the notation, e.g. 10♥, qd or 5s.`;
    const deck = t.deck ?? seat;
    if (deck === null) return `Say which deck ${text} (${where}) came from, e.g. ${text}(P1).`;
    if (deck < 0 || deck >= players) return `${text} (${where}) names a deck no seat plays.`;
    return makeCard(deck, t.suit, t.rank);
  };
  /** A card placed in a zone: each card in one zone only. */
  const card = (text: string, seat: number | null, where: string): number | string => {
    const id = cardOf(text, seat, where);
    if (typeof id === 'string') return id;
    if (used.has(id)) return `${label(id)} of ${who(deckOf(id))}'s deck is named twice.`;
    used.add(id);
    return id;
  };
  const cards = (list: readonly string[] | undefined, seat: number | null, where: string): number[] | string => {
    const out: number[] = [];
    for (const c of list ?? []) {
      const id = card(c, seat, where);
      if (typeof id === 'string') return id;
      out.push(id);
    }
    return out;
  };

  const hands: number[][] = [];
  const known: number[][] = [];
  const tables: TableCard[][] = [];
  const tops: number[][] = [];
  const discards: number[][] = [];
  for (let s = 0; s < players; s++) {
    const hand = cards(p.hands?.[s], s, `${who(s)}'s hand`);
    if (typeof hand === 'string') return hand;
    hands.push(hand);
    // Names a card of the hand again: no new card.
    const seen: number[] = [];
    for (const text of p.known?.[s] ?? []) {
      const id = cardOf(text, s, `${who(s)}'s known cards`);
      if (typeof id === 'string') return id;
      if (!hand.includes(id)) return `${label(id)} is known to be in ${who(s)}'s hand, but the hand does not hold it.`;
      if (!seen.includes(id)) seen.push(id);
    }
    known.push(seen.sort((a, b) => a - b));
    const table: TableCard[] = [];
    for (const t of p.tables?.[s] ?? []) {
      const id = card(t.card, s, `${who(s)}'s table`);
      if (typeof id === 'string') return id;
      if (!isAD(id)) return `${label(id)} on ${who(s)}'s table is not an Attack/Defense card (2–7 of ♠ ♥ ♣).`;
      if (t.faceDown && t.position === 'attack') return `${label(id)} on ${who(s)}'s table: a card in attack position is face-up.`;
      const equips = cards(t.equips, s, `${who(s)}'s ${label(id)}`);
      if (typeof equips === 'string') return equips;
      const notEquip = equips.find((e) => !isEquip(e));
      if (notEquip !== undefined) return `${label(notEquip)} is not an Equip card (2–7 of ♦).`;
      // UGO-R12: Equips go on face-up cards only.
      if (equips.length && t.faceDown) return `${label(id)} on ${who(s)}'s table is face-down, so it carries no Equip card.`;
      table.push({ card: id, attack: t.position === 'attack', faceDown: t.faceDown, equips });
    }
    tables.push(table);
    for (const [list, zone, into] of [[p.decks?.[s], 'deck', tops], [p.discards?.[s], 'discard pile', discards]] as const) {
      const ids = cards(list, s, `${who(s)}'s ${zone}`);
      if (typeof ids === 'string') return ids;
      // UGO-R01: a deck and its pile hold that deck's own cards; UGO-R08: never a Queen in a pile.
      const foreign = ids.find((c) => deckOf(c) !== s);
      if (foreign !== undefined) return `${label(foreign)} of ${who(deckOf(foreign))}'s deck cannot be in ${who(s)}'s ${zone}.`;
      const queen = zone === 'discard pile' ? ids.find(isQueen) : undefined;
      if (queen !== undefined) return `${label(queen)} cannot be in a discard pile: a Queen leaving play is removed from the game.`;
      into.push(ids);
    }
  }
  const removed = cards(p.removed, null, 'removed');
  if (typeof removed === 'string') return removed;
  const notQueen = removed.find((c) => !isQueen(c));
  if (notQueen !== undefined) return `Only Queens are removed from the game, not ${label(notQueen)}.`;

  const alive = Array.from({ length: players }, (_, s) => !(p.out ?? []).includes(s));
  for (let s = 0; s < players; s++) {
    if (alive[s]) continue;
    // UGO-E06: a seat that is out keeps neither hand nor table.
    if (hands[s].length || tables[s].length) return `${who(s)} is out of the game, so holds no hand and no table cards.`;
  }
  if (alive.filter(Boolean).length < 2) return 'At least two seats must still be in the game, or it would be over.';
  const toMove = p.toMove ?? 0;
  if (toMove >= players || !alive[toMove]) return `${who(toMove)} cannot be the seat to move: ${toMove >= players ? `only ${players} play` : 'they are out'}.`;
  const started = Array.from({ length: players }, (_, s) => p.started?.[s] ?? 1);
  if (started[toMove] === 0) return `${who(toMove)} is to move, so has begun at least one turn (started ≥ 1).`;

  const decks: number[][] = [];
  for (let s = 0; s < players; s++) {
    const unnamed: number[] = [];
    for (let i = 0; i < DECK_SIZE; i++) if (!used.has(s * DECK_SIZE + i)) unnamed.push(s * DECK_SIZE + i);
    const shuffled = rng.shuffle(unnamed);
    const want = p.deckCounts?.[s] ?? tops[s].length + shuffled.length;
    if (want < tops[s].length) return `${who(s)}'s deck is said to hold ${plural(want, 'card')} but ${tops[s].length} ${noun(tops[s].length, 'is', 'are')} named on top.`;
    if (want > tops[s].length + shuffled.length) return `${who(s)}'s deck cannot hold ${plural(want, 'card')}: only ${tops[s].length + shuffled.length} of its cards ${noun(tops[s].length + shuffled.length, 'is', 'are')} not elsewhere.`;
    const fill = shuffled.slice(0, want - tops[s].length);
    const left = shuffled.slice(want - tops[s].length);
    // Stored bottom → top: the filler below the named top.
    decks.push([...fill, ...tops[s].slice().reverse()]);
    discards[s] = [...left.filter((c) => !isQueen(c)), ...discards[s]];
    removed.push(...left.filter(isQueen));
  }
  const number = Math.max(1, started.reduce((a, b) => a + b, 0));
  return {
    game: 'ugo',
    players,
    options: { acesBySuit: options.acesBySuit, ninesReflect: options.ninesReflect },
    rng: rng.state(),
    decks,
    discards,
    removed,
    hands,
    tables,
    alive,
    started,
    direction: p.direction ?? 1,
    turn: { seat: toMove, number, playedAD: false, switched: false, attacked: [] },
    tenPolicy: Array.from({ length: players }, (_, s): TenPolicy => p.tenPolicy?.[s] ?? { threshold: UGO_TEN_DEFAULT_THRESHOLD }),
    ninePolicy: Array.from({ length: players }, (_, s): NinePolicy => p.ninePolicy?.[s] ?? 'always'),
    known,
    log: [],
    result: null,
  };
}

/**
 * The position string of a state at the start of a turn (every card named, so
 * setup rebuilds it exactly; what the turn has done so far is not carried).
 */
export function formatPosition(s: UgoState): string {
  const named = (id: number, seat: number | null): string => (seat !== null && deckOf(id) === seat ? label(id) : `${label(id)}(P${deckOf(id) + 1})`);
  const seats = Array.from({ length: s.players }, (_, i) => i);
  return JSON.stringify({
    hands: seats.map((i) => s.hands[i].map((c) => named(c, i))),
    tables: seats.map((i) =>
      s.tables[i].map((t) => ({ card: named(t.card, i), position: t.attack ? 'attack' : 'defence', faceDown: t.faceDown, equips: t.equips.map((e) => named(e, i)) })),
    ),
    decks: seats.map((i) => s.decks[i].slice().reverse().map((c) => named(c, i))),
    deckCounts: seats.map((i) => s.decks[i].length),
    discards: seats.map((i) => s.discards[i].map((c) => named(c, i))),
    removed: s.removed.map((c) => named(c, null)),
    toMove: s.turn.seat,
    direction: s.direction,
    started: s.started,
    out: seats.filter((i) => !s.alive[i]),
    tenPolicy: s.tenPolicy,
    ninePolicy: s.ninePolicy,
    ...(s.known.some((k) => k.length) ? { known: seats.map((i) => (s.known[i] ?? []).map((c) => named(c, i))) } : {}),
  });
}
