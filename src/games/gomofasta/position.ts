// Custom starting positions (`options.position`), for lessons, tests and puzzles.
//
// Format: a JSON object, every member optional:
//   {"rows": ["......", …],     the board, top row first; '.' empty, 'B' black, 'W' white
//                               (as many rows as the board option's size, each that long)
//    "hands": [["B","S","C"], ["W","W","S"]],   each seat's open hand, exactly 3 cards
//    "deck": ["B", …],          the top of the draw pile, top first
//    "discard": ["S", …],       the discard pile, oldest first
//    "blackSeat": 0,            the seat playing Black (default 0)
//    "toMove": 0}               the seat to move (default: Black)
// Cards are B, W, S, C (cards.ts). The deck holds 9 × the deck option's copies;
// cards named nowhere are shuffled (by the game's seed) below the given deck top,
// and hands left out are dealt from the top of that shuffle.
//
// Refused, with a reason: malformed JSON or members, a board of the wrong size or
// with other characters, more copies of a card than the deck holds, a hand that is
// not 3 cards, an empty area that could no longer take a card (MOF-R03: play fills
// such an area at once, so no game reaches it), a board already holding 8 in a row
// (MOF-R06: the game would be over), and a full board.
import { z } from 'zod';
import { readPositionJson } from '../position-json.js';
import { Rng } from '../rng.js';
import { COLUMN_LETTERS, countEmpty, decodeBoard, emptyBlocks, indexName, linesThrough } from './board.js';
import { CARD_IDS, buildDeck, type CardId } from './cards.js';
import { HAND_SIZE, MOF_R06_LINE_LENGTH } from './rulings.js';
import { plural } from '../plural.js';

/** A position string's upper bound: a 19×19 board in rows is about 420 characters. */
export const POSITION_MAX_LENGTH = 2000;

const cardList = z.array(z.enum(CARD_IDS as [CardId, ...CardId[]])).max(27);
const seat = z.number().int().min(0).max(1);

const positionSchema = z.object({
  rows: z.array(z.string().max(19)).max(19).optional(),
  hands: z.tuple([cardList, cardList]).optional(),
  deck: cardList.optional(),
  discard: cardList.optional(),
  blackSeat: seat.optional(),
  toMove: seat.optional(),
}).strict();

/** What setup needs from a position: everything but the RNG. */
export interface ParsedPosition {
  board: string;
  hands: CardId[][];
  deck: CardId[];
  discard: CardId[];
  blackSeat: number;
  toMove: number;
}

/**
 * The table a position string describes, on a board of `size` with `multiplier`
 * copies of the deck; `rng` shuffles the cards it does not name.
 */
export function parsePosition(text: string, size: number, multiplier: number, rng: Rng): ParsedPosition | string {
  const read = readPositionJson(text, positionSchema);
  if (!read.ok) return read.error;
  const p = read.value;

  const rows = p.rows ?? Array.from({ length: size }, () => '.'.repeat(size));
  if (rows.length !== size) return `The position has ${plural(rows.length, 'row')}, but the board is ${size}×${size} (set the board option to match).`;
  for (let y = 0; y < size; y++) {
    if (rows[y].length !== size) return `Row ${size - y} of the position has ${plural(rows[y].length, 'point')}, not ${size}.`;
    const bad = /[^.BW]/.exec(rows[y]);
    if (bad) return `Row ${size - y} holds "${bad[0]}" at ${COLUMN_LETTERS[bad.index]}${size - y}: use '.', 'B' or 'W'.`;
  }
  const board = rows.join('');
  const cells = decodeBoard(board);
  if (countEmpty(cells) === 0) return 'The board in the position is full, so the game would be over already.';
  const closed = closedArea(board, size);
  if (closed !== null) return `The empty area at ${closed} has no room for a card; play fills such an area at once, so a position cannot hold one.`;
  for (let q = 0; q < cells.length; q++) {
    if (linesThrough(cells, size, q).length) return `The board already has ${MOF_R06_LINE_LENGTH} in a row through ${indexName(size, q)}, so the game would be over.`;
  }

  // Every card of the deck once: take the named ones out, shuffle the rest.
  const left = new Map<CardId, number>();
  for (const c of buildDeck(multiplier)) left.set(c, (left.get(c) ?? 0) + 1);
  const take = (list: readonly CardId[], what: string): string | null => {
    for (const c of list) {
      const n = left.get(c) ?? 0;
      if (n === 0) return `The position names more ${c} cards than a deck of ${9 * multiplier} holds (counting ${what}).`;
      left.set(c, n - 1);
    }
    return null;
  };
  for (const [i, hand] of (p.hands ?? []).entries()) {
    if (hand.length !== HAND_SIZE) return `Player ${i + 1}'s hand has ${plural(hand.length, 'card')}; a hand always holds ${HAND_SIZE}.`;
    const why = take(hand, `Player ${i + 1}'s hand`);
    if (why) return why;
  }
  const top = p.deck ?? [];
  const discard = p.discard ?? [];
  const why = take(top, 'the deck') ?? take(discard, 'the discard pile');
  if (why) return why;
  const rest: CardId[] = [];
  for (const c of CARD_IDS) for (let i = 0; i < (left.get(c) ?? 0); i++) rest.push(c);
  const shuffled = rng.shuffle(rest);
  const hands = p.hands ? p.hands.map((h) => h.slice()) : [shuffled.splice(0, HAND_SIZE), shuffled.splice(0, HAND_SIZE)];
  if (hands.some((h) => h.length < HAND_SIZE)) return `The position leaves too few cards to deal two hands of ${HAND_SIZE}.`;
  const deck = [...top, ...shuffled];
  if (deck.length === 0 && discard.length === 0) return 'The position leaves no card to draw after the next play.';
  const blackSeat = p.blackSeat ?? 0;
  return { board, hands, deck, discard: discard.slice(), blackSeat, toMove: p.toMove ?? blackSeat };
}

/** The first point (in reading order) of an empty area holding no empty 2×2 block, or null. */
function closedArea(board: string, size: number): string | null {
  const open = new Uint8Array(board.length);
  // Flood every empty area from its empty 2×2 blocks; an empty point never reached is closed.
  const stack: number[] = [];
  for (const p of emptyBlocks(board, size)) for (const q of [p, p + 1, p + size, p + size + 1]) stack.push(q);
  while (stack.length) {
    const p = stack.pop()!;
    if (open[p] || board[p] !== '.') continue;
    open[p] = 1;
    const x = p % size;
    if (x > 0) stack.push(p - 1);
    if (x < size - 1) stack.push(p + 1);
    if (p >= size) stack.push(p - size);
    if (p + size < board.length) stack.push(p + size);
  }
  for (let p = 0; p < board.length; p++) if (board[p] === '.' && !open[p]) return indexName(size, p);
  return null;
}

/** The position string of a table (the whole deck named, so setup rebuilds it exactly). */
export function formatPosition(s: { size: number; board: string; hands: CardId[][]; deck: CardId[]; discard: CardId[]; blackSeat: number; toMove: number }): string {
  const rows: string[] = [];
  for (let y = 0; y < s.size; y++) rows.push(s.board.slice(y * s.size, (y + 1) * s.size));
  return JSON.stringify({ rows, hands: s.hands, deck: s.deck, discard: s.discard, blackSeat: s.blackSeat, toMove: s.toMove });
}
