// options.position: a whole position as JSON, for tests and custom challenges.
//
// Format (every field optional except where noted):
//   {"board":[{"cell":"c4","counter":"Goblin King","owner":0,"modifiers":["Loyal Steed"],"copy":"Red Dragon"}],
//    "hands":[["Flood","Wrath"],[…]],        one list per seat
//    "drawPile":["Mine", …],                 top first; counters named nowhere are shuffled (seeded) below
//    "discard":["Tome", …],                  bottom first
//    "captures":[["Kobold"],[…]],            one list per seat
//    "actionTokens":[0,0],
//    "toMove":0,                             the seat whose turn it is (turn 1)
//    "phase":"deployment"}                   fate | deployment | action | capture | end (MOGO-R43)
// Modifiers are controlled by the host's owner (MOGO-R49); `copy` is for a
// Doppelganger. A position is refused with a reason for text that is not JSON
// ("" included), an unknown name, a counter named twice, a cell off the board or
// used twice, a modifier on an empty cell, a seat out of range, or a `copy` that
// is not a Unit.
import { z } from 'zod';
import { readPositionJson } from '../position-json.js';
import { COUNT, COUNTERS, N, counterId } from './counters.js';
import { parseCell } from './geometry.js';
import type { Phase, Piece } from './state.js';

const posSchema = z.object({
  board: z.array(z.object({
    cell: z.string().max(4),
    counter: z.string().max(40),
    owner: z.number().int().min(0).max(3),
    modifiers: z.array(z.string().max(40)).max(6).optional(),
    copy: z.string().max(40).optional(),
  }).strict()).max(100).optional(),
  hands: z.array(z.array(z.string().max(40)).max(155)).max(4).optional(),
  drawPile: z.array(z.string().max(40)).max(155).optional(),
  discard: z.array(z.string().max(40)).max(155).optional(),
  captures: z.array(z.array(z.string().max(40)).max(155)).max(4).optional(),
  actionTokens: z.array(z.number().int().min(0).max(999)).max(4).optional(),
  toMove: z.number().int().min(0).max(3).optional(),
  phase: z.enum(['fate', 'deployment', 'action', 'capture', 'end']).optional(),
}).strict();

export interface ParsedPosition {
  board: (Piece | null)[];
  hands: number[][];
  /** Top first, as given. */
  drawTop: number[];
  discard: number[];
  captures: number[][];
  tokens: number[];
  toMove: number;
  phase: Phase;
  /** Counters named nowhere (to shuffle below the draw pile). */
  rest: number[];
}

/** GM-R35 / A6: "" and blanks are a position too (shared by every game). */
export { positionGiven } from '../position-json.js';

export function parsePosition(text: string, players: number): ParsedPosition | string {
  const r = readPositionJson(text, posSchema);
  if (!r.ok) return r.error;
  const p = r.value;
  const used = new Set<number>();
  const name = (n: string): number | string => {
    const id = counterId(n);
    if (id < 0) return `There is no counter named "${n}".`;
    if (used.has(id)) return `${COUNTERS[id].name} is named twice (there is one of each counter).`;
    used.add(id);
    return id;
  };
  const list = (names: string[] | undefined): number[] | string => {
    const out: number[] = [];
    for (const n of names ?? []) {
      const id = name(n);
      if (typeof id === 'string') return id;
      out.push(id);
    }
    return out;
  };
  const seatOk = (s: number): boolean => s >= 0 && s < players;
  if ((p.hands?.length ?? 0) > players) return `There are ${players} players but ${p.hands!.length} hands.`;
  if ((p.captures?.length ?? 0) > players) return `There are ${players} players but ${p.captures!.length} Capture Piles.`;
  if ((p.actionTokens?.length ?? 0) > players) return `There are ${players} players but ${p.actionTokens!.length} token counts.`;
  if (p.toMove !== undefined && !seatOk(p.toMove)) return `toMove ${p.toMove} is not a seat at this table.`;
  const board: (Piece | null)[] = Array.from({ length: 100 }, () => null);
  let ts = 1;
  for (const b of p.board ?? []) {
    const cell = parseCell(b.cell);
    if (cell < 0) return `${b.cell} is not a cell on the board (a1…j10).`;
    if (board[cell]) return `${b.cell} is used twice.`;
    if (!seatOk(b.owner)) return `Owner ${b.owner} on ${b.cell} is not a seat at this table.`;
    const id = name(b.counter);
    if (typeof id === 'string') return id;
    const t = COUNTERS[id].type;
    if (t === 'S' || t === 'M') return `${COUNTERS[id].name} cannot stand on the board by itself.`;
    let copy: number | null = null;
    if (b.copy !== undefined) {
      if (id !== N.doppelganger) return `Only a Doppelganger has a copy (${b.cell}).`;
      const c = counterId(b.copy);
      if (c < 0) return `There is no counter named "${b.copy}".`;
      if (COUNTERS[c].type !== 'U') return `A Doppelganger copies Units only, not ${COUNTERS[c].name}.`;
      copy = c;
    }
    const piece: Piece = { c: id, owner: b.owner, ts: ts++, mods: [], copy };
    for (const m of b.modifiers ?? []) {
      const mid = name(m);
      if (typeof mid === 'string') return mid;
      if (COUNTERS[mid].type !== 'M') return `${COUNTERS[mid].name} is not a Modifier.`;
      piece.mods.push({ c: mid, owner: b.owner, ts: ts++ });
    }
    board[cell] = piece;
  }
  for (const b of p.board ?? []) if (b.modifiers?.length && !board[parseCell(b.cell)]) return `A modifier on ${b.cell} needs a counter there.`;
  const hands: number[][] = [];
  for (let s = 0; s < players; s++) {
    const h = list(p.hands?.[s]);
    if (typeof h === 'string') return h;
    hands.push(h);
  }
  const captures: number[][] = [];
  for (let s = 0; s < players; s++) {
    const h = list(p.captures?.[s]);
    if (typeof h === 'string') return h;
    captures.push(h);
  }
  const drawTop = list(p.drawPile);
  if (typeof drawTop === 'string') return drawTop;
  const discard = list(p.discard);
  if (typeof discard === 'string') return discard;
  const rest: number[] = [];
  for (let i = 0; i < COUNT; i++) if (!used.has(i)) rest.push(i);
  return {
    board,
    hands,
    drawTop,
    discard,
    captures,
    tokens: Array.from({ length: players }, (_, i) => p.actionTokens?.[i] ?? 0),
    toMove: p.toMove ?? 0,
    phase: p.phase ?? 'fate',
    rest,
  };
}
