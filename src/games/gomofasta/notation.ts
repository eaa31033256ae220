// Notation: card, rotation, and the top-left point of the 2×2 block.
//
//   "B r90 d4"  = play a Black Trio turned 90° clockwise, its top-left stone on d4
//                 (the block d4, e4, d3, e3).
//
// Cards: B = Black Trio, W = White Trio, S = Split Pair, C = Checker (cards.ts).
// Rotation: r0, r90, r180, r270, clockwise from the card as printed.
// Points: Go style, columns a–t skipping i (a–n on 13×13), rows numbered from
// 1 at the BOTTOM; the renderer labels the board the same way.
// Parsing is lenient: any case, spaces optional, "r" optional ("b90d4"), card
// names spelt out ("black trio r90 d4"), "°"/"deg" allowed after the angle.
import type { ParseResult } from '../engine.js';
import { fail } from '../engine.js';
import { CARD_TYPES, canonicalRotation, distinctRotations, type CardId, type Rotation } from './cards.js';
import { COLUMN_LETTERS, blockEmpty, pointName } from './board.js';
import { MOF_R09_ROTATIONS } from './rulings.js';

export interface GmAction {
  card: CardId;
  /** Degrees clockwise from the card as printed. */
  rot: Rotation;
  /** Column of the block's top-left point, 0 = a (left). */
  x: number;
  /** Row of the block's top-left point, 0 = TOP row (row label `size - y`). */
  y: number;
}

/** Words that name a card, longest first so "blacktrio" wins over "b". */
const CARD_WORDS: [string, CardId][] = CARD_TYPES.flatMap((c): [string, CardId][] => {
  const name = c.name.toLowerCase();
  return [
    [name.replace(/\s+/g, ''), c.id],
    [name.split(/\s+/)[0], c.id],
    [c.id.toLowerCase(), c.id],
  ];
}).sort((a, b) => b[0].length - a[0].length);

const ROT_WORDS = ['rotation', 'rot', 'r'];

export const NOTATION_HELP =
  'Write card, rotation and point, e.g. `B r90 d4`: card B (Black Trio), W (White Trio), S (Split Pair) or C (Checker); ' +
  'rotation r0, r90, r180 or r270 (clockwise); point = the top-left stone of the 2×2 block.';

export function formatPlacement(size: number, a: GmAction): string {
  return `${a.card} r${a.rot} ${pointName(size, a.x, a.y)}`;
}

/** Why a block whose top-left stone is on `where` cannot be placed (parse and applyAction say the same). */
export function offBoardBlock(size: number, where: string): string {
  const last = `${COLUMN_LETTERS[size - 2]}`;
  return `A block with its top-left stone on ${where} runs off the board: the top-left point must leave room to its right and below it (columns a–${last}, rows 2–${size}).`;
}

function normalise(text: string): string {
  return text.toLowerCase().replace(/[\s,;:_°]+/g, '').replace(/degrees|deg/g, '');
}

/** The player's text, trimmed and cut short, for error messages. */
function quote(text: string): string {
  const t = text.trim();
  return t.length > 40 ? `${t.slice(0, 40)}…` : t;
}

function columnIndex(size: number, letter: string): number {
  const x = COLUMN_LETTERS.indexOf(letter);
  return x >= 0 && x < size ? x : -1;
}

function toRotation(digits: string): Rotation | null {
  const n = Number(digits);
  if (n === 360) return 0;
  return (MOF_R09_ROTATIONS as readonly number[]).includes(n) && String(n) === digits.replace(/^0+(?=\d)/, '') ? (n as Rotation) : null;
}

/** Parse a full placement. Checks the syntax and that the point exists; legality is applyAction's job. */
export function parsePlacement(size: number, text: string): ParseResult<GmAction> {
  const s = normalise(String(text ?? ''));
  if (!s) return fail(`Empty move. ${NOTATION_HELP}`);
  const cw = CARD_WORDS.find(([w]) => s.startsWith(w));
  if (!cw) return fail(`"${quote(text)}" does not start with a card. ${NOTATION_HELP}`);
  const card = cw[1];
  let rest = s.slice(cw[0].length);
  if (/^[a-z]\d+$/.test(rest) && !/^r(0|90|180|270)$/.test(rest))
    return fail(`Give a rotation between the card and the point, e.g. \`${card} r0 ${rest}\` (r0, r90, r180 or r270, clockwise).`);
  const rw = ROT_WORDS.find((w) => rest.startsWith(w) && /\d/.test(rest.charAt(w.length)));
  if (rw) rest = rest.slice(rw.length);
  const m = /^(\d+)([a-z]?)(\d*)$/.exec(rest);
  if (!m) return fail(`Could not read "${quote(text)}". ${NOTATION_HELP}`);
  const rot = toRotation(m[1]);
  if (rot === null) return fail(`The rotation must be r0, r90, r180 or r270 (clockwise), not ${quote(m[1])}.`);
  if (!m[2] || !m[3]) return fail(`Give the point for the block's top-left stone, e.g. \`${card} r${rot} d4\`.`);
  const x = columnIndex(size, m[2]);
  const row = Number(m[3]);
  if (x < 0 || row < 1 || row > size) {
    const cols = `${COLUMN_LETTERS[0]}–${COLUMN_LETTERS[size - 1]}`;
    const hint = m[2] === 'i' ? ' (there is no column i, as in Go)' : '';
    return fail(`${m[2]}${m[3]} is not on the ${size}×${size} board${hint}: columns ${cols}, rows 1–${size}.`);
  }
  // The point must leave room for the block to its right and below: refused here, so a
  // parsed placement always lies on the board (and within the action schema's range).
  if (x > size - 2 || row < 2) return fail(offBoardBlock(size, pointName(size, x, size - row)));
  return { ok: true, action: { card, rot: canonicalRotation(card, rot), x, y: size - row } };
}

interface PrefixFilter {
  cards: CardId[] | null; // null = any
  rots: Rotation[] | null; // typed angles (not yet canonical); null = any
  col: number | null;
  rowPrefix: string;
}

function pointFilters(size: number, rest: string, cards: CardId[] | null, rots: Rotation[] | null): PrefixFilter[] {
  if (rest === '') return [{ cards, rots, col: null, rowPrefix: '' }];
  const m = /^([a-z])(\d{0,2})$/.exec(rest);
  if (!m) return [];
  const col = columnIndex(size, m[1]);
  if (col < 0) return [];
  return [{ cards, rots, col, rowPrefix: m[2] }];
}

function rotationFilters(size: number, rest: string, cards: CardId[] | null): PrefixFilter[] {
  if (rest === '') return [{ cards, rots: null, col: null, rowPrefix: '' }];
  if (ROT_WORDS.some((w) => w.startsWith(rest))) return [{ cards, rots: null, col: null, rowPrefix: '' }];
  let r = rest;
  const rw = ROT_WORDS.find((w) => r.startsWith(w) && /\d/.test(r.charAt(w.length)));
  if (rw) r = r.slice(rw.length);
  const m = /^(\d+)(.*)$/.exec(r);
  if (!m) return pointFilters(size, rest, cards, null); // rotation skipped: "b d4"
  let out: PrefixFilter[] = [];
  if (m[2] === '') {
    const rots = MOF_R09_ROTATIONS.filter((a) => String(a).startsWith(m[1]));
    if (rots.length) out = [{ cards, rots, col: null, rowPrefix: '' }];
  } else {
    const rot = toRotation(m[1]);
    if (rot !== null) out = pointFilters(size, m[2], cards, [rot]);
  }
  // "b r1" may also be column r, row 1… with the rotation left out.
  if (rest.startsWith('r') && !rest.startsWith('rot')) out = out.concat(pointFilters(size, rest, cards, null));
  return out;
}

function prefixFilters(size: number, typed: string): PrefixFilter[] {
  const s = normalise(typed);
  if (s === '') return [{ cards: null, rots: null, col: null, rowPrefix: '' }];
  const partial = CARD_WORDS.filter(([w]) => w.startsWith(s));
  if (partial.length) return [{ cards: [...new Set(partial.map(([, c]) => c))], rots: null, col: null, rowPrefix: '' }];
  const cw = CARD_WORDS.find(([w]) => s.startsWith(w));
  if (!cw) return [];
  return rotationFilters(size, s.slice(cw[0].length), [cw[1]]);
}

/**
 * Placements whose notation matches what a player has typed so far, for /move
 * autocomplete: at most `limit`, in card (hand order), rotation, column, row order.
 * Generated lazily: cost is proportional to what is returned, not to all placements.
 */
export function filterPlacementsOn(
  board: string,
  size: number,
  hand: readonly CardId[],
  typedPrefix: string,
  limit: number,
): { action: GmAction; text: string }[] {
  const out: { action: GmAction; text: string }[] = [];
  if (limit <= 0) return out;
  const filters = prefixFilters(size, String(typedPrefix ?? ''));
  const seen = new Set<string>();
  const handCards = [...new Set(hand)];
  for (const f of filters) {
    for (const card of handCards) {
      if (f.cards && !f.cards.includes(card)) continue;
      const rots = f.rots ? [...new Set(f.rots.map((r) => canonicalRotation(card, r)))] : distinctRotations(card);
      for (const rot of distinctRotations(card)) {
        if (!rots.includes(rot)) continue;
        const x0 = f.col ?? 0;
        const x1 = f.col ?? size - 2;
        for (let x = x0; x <= Math.min(x1, size - 2); x++) {
          for (let row = 2; row <= size; row++) {
            if (f.rowPrefix && !String(row).startsWith(f.rowPrefix)) continue;
            const y = size - row;
            if (!blockEmpty(board, size, x, y)) continue;
            const action: GmAction = { card, rot, x, y };
            const text = formatPlacement(size, action);
            if (seen.has(text)) continue;
            seen.add(text);
            out.push({ action, text });
            if (out.length >= limit) return out;
          }
        }
      }
    }
  }
  return out;
}
