// Go*Mofasta (RULINGS §3): the rules engine. Pure: plain-JSON state in, new
// state out; all chance comes from the seeded Rng kept in the state.
import { z } from 'zod';
import type { ApplyResult, Engine, GameEvent, GameResult, ParseResult, Seat, Viewer } from '../engine.js';
import { fail } from '../engine.js';
import { Rng, seedRng } from '../rng.js';
import {
  BLACK,
  EMPTY,
  blockEmpty,
  countEmpty,
  decodeBoard,
  emptyBlocks,
  emptyBoard,
  encodeBoard,
  indexName,
  linesThrough,
  pointName,
  stoneCell,
  stoneWord,
  type Cell,
} from './board.js';
import {
  buildDeck,
  cardName,
  cardStones,
  distinctRotations,
  isCardId,
  isRotation,
  type CardId,
  type Rotation,
  type Stone,
} from './cards.js';
import { closeEyes } from './eyes.js';
import { NOTATION_HELP, filterPlacementsOn, formatPlacement, offBoardBlock, parsePlacement, type GmAction } from './notation.js';
import {
  HAND_SIZE,
  MOF_R01_DEFAULT_SIZE,
  MOF_R01_SIZES,
  MOF_R02_ABSOLUTE_COLOURS,
  MOF_R03_FILL_WITH_MOVER,
  MOF_R07_LINE_OWNER_WINS,
  MOF_R08_DEFAULT_DECK_MULTIPLIER,
  MOF_R08_DECK_MULTIPLIERS,
  MOF_R11_OPEN_HANDS,
  MOF_R11_PUBLIC_DISCARD,
  RESIGN_ANY_TIME,
} from './rulings.js';
import { challengeOptions } from './options.js';
import { POSITION_MAX_LENGTH, formatPosition, parsePosition } from './position.js';
import { placementGroup } from './picker.js';
import { RULES_SUMMARY } from './summary.js';

export type { GmAction } from './notation.js';
export type { CardId, Rotation, Stone } from './cards.js';
export { CARD_TYPES, cardName, cardStones, cardType, distinctRotations } from './cards.js';
export { COLUMN_LETTERS, pointName, indexName, starPoints } from './board.js';

export type BoardSize = (typeof MOF_R01_SIZES)[number];
export type DeckMultiplier = (typeof MOF_R08_DECK_MULTIPLIERS)[number];

export interface GmOptions {
  size: BoardSize;
  deckMultiplier: DeckMultiplier;
  /** A custom starting position (position.ts); refused with a reason when malformed, "" included. */
  position?: string;
}

/** The last placement: the four card stones and, separately, the points filled by closed eyes. */
export interface GmLast {
  seat: Seat;
  /** The mover's colour. */
  colour: Stone;
  card: CardId;
  rot: Rotation;
  x: number;
  y: number;
  /** Board indices of the card's four stones. */
  placed: number[];
  /** Board indices filled by closing eyes (MOF-R03), ascending. */
  filled: number[];
}

export interface GmLine {
  colour: Stone;
  /** Board indices along the line, in order. */
  points: number[];
}

export interface GmState {
  size: BoardSize;
  deckMultiplier: DeckMultiplier;
  /** size*size chars '.', 'B', 'W'; index y*size + x, y = 0 the top row. */
  board: string;
  /** The seat playing Black (and moving first), drawn from the seed. */
  blackSeat: Seat;
  toMove: Seat;
  /** Seat-indexed open hands (MOF-R11). */
  hands: CardId[][];
  /** Draw pile; deck[0] is the top. Hidden from views. */
  deck: CardId[];
  discard: CardId[];
  rng: number[];
  ply: number;
  last: GmLast | null;
  /** The 8-in-a-row lines that ended the game (empty while it goes on). */
  lines: GmLine[];
  result: GameResult | null;
}

export interface GmSeatView {
  seat: Seat;
  colour: 'Black' | 'White';
  hand: CardId[];
}

export interface GmView {
  viewer: Viewer;
  size: BoardSize;
  board: string;
  /** Seat-indexed: colour and open hand of each player. */
  players: GmSeatView[];
  blackSeat: Seat;
  /** null once the game is over. */
  toMove: Seat | null;
  toMoveColour: 'Black' | 'White' | null;
  deckSize: number;
  discard: CardId[];
  deckMultiplier: DeckMultiplier;
  ply: number;
  last: (GmLast & { text: string }) | null;
  lines: GmLine[];
  result: GameResult | null;
}

// ---- schemas ----------------------------------------------------------------

const sizeSchema = z.union([z.literal(19), z.literal(13)]);
const multiplierSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);
const cardSchema = z.enum(['B', 'W', 'S', 'C']);
const rotationSchema = z.union([z.literal(0), z.literal(90), z.literal(180), z.literal(270)]);
const seatSchema = z.number().int().min(0).max(1);
const stoneSchema = z.enum(['B', 'W']);

export const optionsSchema = z.object({
  size: sizeSchema.default(MOF_R01_DEFAULT_SIZE),
  deckMultiplier: multiplierSchema.default(MOF_R08_DEFAULT_DECK_MULTIPLIER),
  position: z.string().max(POSITION_MAX_LENGTH).optional(),
});

export const actionSchema = z.object({
  card: cardSchema,
  rot: rotationSchema,
  x: z.number().int().min(0).max(17),
  y: z.number().int().min(0).max(17),
});

const resultSchema = z.object({ winners: z.array(z.number().int()), reason: z.string() });

export const stateSchema = z
  .object({
    size: sizeSchema,
    deckMultiplier: multiplierSchema,
    board: z.string().regex(/^[.BW]*$/),
    blackSeat: seatSchema,
    toMove: seatSchema,
    hands: z.array(z.array(cardSchema).max(HAND_SIZE)).length(2),
    deck: z.array(cardSchema),
    discard: z.array(cardSchema),
    rng: z.array(z.number().int()).length(4),
    ply: z.number().int().min(0),
    last: z
      .object({
        seat: seatSchema,
        colour: stoneSchema,
        card: cardSchema,
        rot: rotationSchema,
        x: z.number().int(),
        y: z.number().int(),
        placed: z.array(z.number().int()),
        filled: z.array(z.number().int()),
      })
      .nullable(),
    lines: z.array(z.object({ colour: stoneSchema, points: z.array(z.number().int()) })),
    result: resultSchema.nullable(),
  })
  .refine((s) => s.board.length === s.size * s.size, { message: 'board length does not match size' })
  .refine((s) => s.hands[0].length + s.hands[1].length + s.deck.length + s.discard.length === buildDeck(s.deckMultiplier).length, {
    message: 'cards are missing',
  });

// ---- helpers ----------------------------------------------------------------

const other = (seat: Seat): Seat => (seat === 0 ? 1 : 0);

/** The colour a seat plays. */
export function seatColour(state: Pick<GmState, 'blackSeat'>, seat: Seat): Stone {
  return seat === state.blackSeat ? 'B' : 'W';
}

function playerLabel(state: Pick<GmState, 'blackSeat'>, seat: Seat): string {
  return `Player ${seat + 1} (${stoneWord(seatColour(state, seat))})`;
}

function handText(hand: readonly CardId[]): string {
  return hand.length ? hand.map((c) => `${c} (${cardName(c)})`).join(', ') : 'no cards';
}

/** The board colour of a card stone when `mover` plays it (MOF-R02). */
function boardColour(stone: Stone, mover: Stone): Cell {
  if (MOF_R02_ABSOLUTE_COLOURS) return stoneCell(stone);
  // Relative colours: the card's black means the mover's colour.
  return stoneCell(stone === 'B' ? mover : mover === 'B' ? 'W' : 'B');
}

function validAction(a: unknown): a is GmAction {
  if (typeof a !== 'object' || a === null) return false;
  const o = a as Record<string, unknown>;
  return isCardId(o.card) && isRotation(o.rot) && Number.isInteger(o.x) && Number.isInteger(o.y);
}

function validSeat(seat: unknown): seat is Seat {
  return seat === 0 || seat === 1;
}

export function seatName(seat: Seat): string {
  return `Player ${seat + 1}`;
}

// ---- setup ------------------------------------------------------------------

function setup(args: { players: number; seed: string; options: Partial<GmOptions> | undefined }): { ok: true; state: GmState } | { ok: false; error: string } {
  if (args.players !== 2) return fail('Go*Mofasta is a game for exactly 2 players.');
  const parsed = optionsSchema.safeParse(args.options ?? {});
  if (!parsed.success) {
    const tooLong = parsed.error.issues.some((i) => i.path[0] === 'position');
    return fail(tooLong ? `A position is at most ${POSITION_MAX_LENGTH} characters of text.` : `Options: board size must be 19 or 13, and the deck 1, 2 or 3 copies of the 9 cards.`);
  }
  const { size, deckMultiplier, position } = parsed.data;
  const rng = new Rng(seedRng(String(args.seed)));
  // An empty string is a malformed position, never "no position".
  if (position !== undefined) {
    const p = parsePosition(position, size, deckMultiplier, rng);
    if (typeof p === 'string') return fail(p);
    return {
      ok: true,
      state: {
        size,
        deckMultiplier,
        board: p.board,
        blackSeat: p.blackSeat,
        toMove: p.toMove,
        hands: p.hands,
        deck: p.deck,
        discard: p.discard,
        rng: rng.state(),
        ply: 0,
        last: null,
        lines: [],
        result: null,
      },
    };
  }
  // Shuffle and deal 3 each, one at a time from seat 0; then draw who is Black.
  const deck = rng.shuffle(buildDeck(deckMultiplier));
  const hands: CardId[][] = [[], []];
  for (let i = 0; i < HAND_SIZE; i++) for (let s = 0; s < 2; s++) hands[s].push(deck.shift()!);
  const blackSeat = rng.int(0, 1);
  return {
    ok: true,
    state: {
      size,
      deckMultiplier,
      board: emptyBoard(size),
      blackSeat,
      toMove: blackSeat,
      hands,
      deck,
      discard: [],
      rng: rng.state(),
      ply: 0,
      last: null,
      lines: [],
      result: null,
    },
  };
}

/** The position string of a state, as `options.position` takes it (see position.ts). */
export function toPosition(state: GmState): string {
  return formatPosition(state);
}

// ---- moves ------------------------------------------------------------------

function legalActions(state: GmState, seat: Seat): GmAction[] {
  if (state.result || seat !== state.toMove) return [];
  const out: GmAction[] = [];
  const blocks = emptyBlocks(state.board, state.size);
  for (const card of new Set(state.hands[seat])) {
    for (const rot of distinctRotations(card)) {
      for (const p of blocks) out.push({ card, rot, x: p % state.size, y: Math.floor(p / state.size) });
    }
  }
  return out;
}

/** The end-of-game verdict after a move (RULINGS §3.1 item 7), or null. */
function judge(state: Pick<GmState, 'blackSeat'>, lines: GmLine[], cells: Uint8Array, moverColour: Stone): GameResult | null {
  const black = lines.some((l) => l.colour === 'B');
  const white = lines.some((l) => l.colour === 'W');
  const blackSeat = state.blackSeat;
  const whiteSeat = other(blackSeat);
  if (black && white) return { winners: [], reason: 'Draw: both colours have 8 in a row' };
  if (black || white) {
    const colour: Stone = black ? 'B' : 'W';
    const word = stoneWord(colour);
    const by = colour === moverColour ? '' : ` (made by ${stoneWord(moverColour)}'s move)`;
    const winner = MOF_R07_LINE_OWNER_WINS ? (black ? blackSeat : whiteSeat) : seatOf(state, moverColour);
    return { winners: [winner], reason: `${word} has 8 in a row${by}` };
  }
  // MOF-R05 (no pass): by MOF-R03's invariant an empty point means an empty
  // 2×2 block, so "no legal placement left" is exactly "the board is full".
  if (countEmpty(cells) === 0) return { winners: [], reason: 'Draw: the board is full with no 8 in a row' };
  return null;
}

function seatOf(state: Pick<GmState, 'blackSeat'>, colour: Stone): Seat {
  return colour === 'B' ? state.blackSeat : other(state.blackSeat);
}

function applyAction(state: GmState, seat: Seat, action: GmAction): ApplyResult<GmState> {
  if (state.result) return fail('The game is over.');
  if (!validSeat(seat)) return fail('You are not playing in this game.');
  if (seat !== state.toMove) return fail(`It is not your turn: ${playerLabel(state, state.toMove)} is to move.`);
  if (!validAction(action)) return fail(`That is not a placement. ${NOTATION_HELP}`);
  const { size } = state;
  const { card, rot, x, y } = action;
  const hand = state.hands[seat];
  const slot = hand.indexOf(card);
  if (slot < 0) return fail(`You have no ${cardName(card)} (${card}) in your hand; you hold ${handText(hand)}.`);
  if (x < 0 || y < 0 || x >= size || y >= size) return fail(`That point is not on the ${size}×${size} board.`);
  const where = pointName(size, x, y);
  if (x > size - 2 || y > size - 2)
    return fail(offBoardBlock(size, where));
  const cells = decodeBoard(state.board);
  const placed = [y * size + x, y * size + x + 1, (y + 1) * size + x, (y + 1) * size + x + 1];
  const taken = placed.filter((p) => cells[p] !== EMPTY);
  if (taken.length) {
    const names = taken.map((p) => indexName(size, p)).join(', ');
    return fail(`The 2×2 block at ${where} is not empty: ${names} ${taken.length === 1 ? 'is' : 'are'} taken.`);
  }

  // (c) place the four stones; (d) close eyes.
  const mover = seatColour(state, seat);
  const stones = cardStones(card, rot);
  for (let i = 0; i < 4; i++) cells[placed[i]] = boardColour(stones[i], mover);
  const fillColour: Cell = MOF_R03_FILL_WITH_MOVER ? stoneCell(mover) : EMPTY;
  const filled = fillColour === EMPTY ? [] : closeEyes(cells, size, placed, fillColour);

  // (e) discard, then draw (reshuffling the discards into an empty deck).
  const events: GameEvent[] = [];
  const newHand = hand.slice();
  let deck = state.deck;
  let discard = [...state.discard, card];
  let rngState = state.rng;
  if (deck.length === 0) {
    const rng = new Rng(rngState);
    deck = rng.shuffle(discard);
    rngState = rng.state();
    events.push({ kind: 'reshuffle', text: `The deck ran out: the ${discard.length} discarded cards were shuffled into a new deck.` });
    discard = [];
  }
  const drawn = deck[0];
  deck = deck.slice(1);
  newHand[slot] = drawn; // the new card takes the played card's place

  // (f) end of game: lines through any new stone, then a full board.
  const lines: GmLine[] = [];
  const seenLines = new Set<string>();
  for (const p of placed.concat(filled)) {
    for (const line of linesThrough(cells, size, p)) {
      const key = `${line[0]}-${line[line.length - 1]}`;
      if (seenLines.has(key)) continue;
      seenLines.add(key);
      lines.push({ colour: cells[p] === BLACK ? 'B' : 'W', points: line });
    }
  }
  const result = judge(state, lines, cells, mover);

  const hands = state.hands.map((h, i) => (i === seat ? newHand : h));
  const last: GmLast = { seat, colour: mover, card, rot, x, y, placed, filled };
  const next: GmState = {
    size,
    deckMultiplier: state.deckMultiplier,
    board: encodeBoard(cells),
    blackSeat: state.blackSeat,
    toMove: result ? state.toMove : other(seat),
    hands,
    deck,
    discard,
    rng: rngState,
    ply: state.ply + 1,
    last,
    lines: result ? lines : [],
    result,
  };
  events.unshift({
    kind: 'place',
    text: `${playerLabel(state, seat)} played ${cardName(card)} ${formatPlacement(size, action)}.`,
  });
  if (filled.length) {
    const n = filled.length;
    events.push({ kind: 'eye', text: `Closed ${n === 1 ? 'an eye' : 'eyes'}: ${n} ${stoneWord(mover).toLowerCase()} stone${n === 1 ? '' : 's'} filled in.` });
  }
  events.push({ kind: 'draw', text: `${playerLabel(state, seat)} drew a ${cardName(drawn)}.` });
  if (result) events.push({ kind: 'end', text: result.reason + '.' });
  return { ok: true, state: next, events };
}

function resign(state: GmState, seat: Seat): ApplyResult<GmState> {
  if (state.result) return fail('The game is over.');
  if (!validSeat(seat)) return fail('You are not playing in this game.');
  if (!RESIGN_ANY_TIME && seat !== state.toMove) return fail('You may resign only on your turn.');
  const result: GameResult = { winners: [other(seat)], reason: `${playerLabel(state, seat)} resigned` };
  return {
    ok: true,
    state: { ...state, result, lines: [] },
    events: [{ kind: 'resign', text: `${playerLabel(state, seat)} resigned; ${playerLabel(state, other(seat))} wins.` }],
  };
}

// ---- views and text ---------------------------------------------------------

function view(state: GmState, viewer: Viewer): GmView {
  const colourWord = (s: Seat) => stoneWord(seatColour(state, s));
  return {
    viewer,
    size: state.size,
    board: state.board,
    players: state.hands.map((hand, seat) => ({ seat, colour: colourWord(seat), hand: MOF_R11_OPEN_HANDS || viewer === seat ? hand.slice() : [] })),
    blackSeat: state.blackSeat,
    toMove: state.result ? null : state.toMove,
    toMoveColour: state.result ? null : colourWord(state.toMove),
    deckSize: state.deck.length,
    discard: MOF_R11_PUBLIC_DISCARD ? state.discard.slice() : [],
    deckMultiplier: state.deckMultiplier,
    ply: state.ply,
    last: state.last
      ? {
          ...state.last,
          placed: state.last.placed.slice(),
          filled: state.last.filled.slice(),
          text: formatPlacement(state.size, state.last),
        }
      : null,
    lines: state.lines.map((l) => ({ colour: l.colour, points: l.points.slice() })),
    result: state.result ? { winners: state.result.winners.slice(), reason: state.result.reason } : null,
  };
}

function parseAction(state: GmState, _seat: Seat, text: string): ParseResult<GmAction> {
  const r = parsePlacement(state.size, typeof text === 'string' ? text : '');
  // The contract promises schema-valid actions; parsePlacement already keeps to it, this keeps it so.
  if (r.ok && !actionSchema.safeParse(r.action).success) return fail(`Could not read that placement. ${NOTATION_HELP}`);
  return r;
}

function formatAction(state: GmState, action: GmAction): string {
  return formatPlacement(state.size, action);
}

function formatRecord(moves: { seat: Seat; text: string }[], result: GameResult | null, _players: number): string {
  const lines: string[] = [];
  if (moves.length) {
    const black = moves[0].seat;
    lines.push(`Black: Player ${black + 1}, White: Player ${other(black) + 1}`);
  }
  for (let i = 0; i < moves.length; i += 2) {
    const pair = [moves[i].text, moves[i + 1]?.text].filter(Boolean).join('  ');
    lines.push(`${i / 2 + 1}. ${pair}`);
  }
  if (result) {
    if (result.winners.length) lines.push(`Player ${result.winners[0] + 1} wins: ${result.reason}`);
    else lines.push(/^draw\b/i.test(result.reason) ? result.reason : `Draw: ${result.reason}`);
  }
  return lines.join('\n');
}

/** Placements matching a typed prefix, for /move autocomplete (at most `limit`). */
export function filterPlacements(state: GmState, seat: Seat, typedPrefix: string, limit: number): { action: GmAction; text: string }[] {
  if (state.result || seat !== state.toMove) return [];
  return filterPlacementsOn(state.board, state.size, state.hands[seat], typedPrefix, limit);
}

export const gomofasta: Engine<GmState, GmAction, GmView, GmOptions> = {
  id: 'gomofasta',
  name: 'Go*Mofasta',
  players: { min: 2, max: 2 },
  drawsAllowed: true,
  rulesSummary: RULES_SUMMARY,
  optionsSchema,
  challengeOptions,
  stateSchema,
  actionSchema,
  seatName: (seat) => seatName(seat),
  setup: (args) => setup(args),
  toAct: (state) => (state.result ? [] : [state.toMove]),
  legalActions,
  applyAction,
  resign,
  view,
  result: (state) => state.result,
  formatAction,
  suggestActions: (state, seat, typed, limit) =>
    state.result || state.toMove !== seat ? [] : filterPlacements(state, seat, typed, limit).map((p) => p.text),
  parseAction,
  actionGroup: (state, action) => (validAction(action) ? placementGroup(state.board, state.size, action) : 'Placement'),
  formatRecord,
};

// ---- random play (benchmark and property tests) ------------------------------

/**
 * Play one game with uniformly random legal placements. The random player's
 * choices come from their own Rng (seeded from `seed + '/player'`), separate
 * from the game's. Returns every action so the game can be replayed.
 */
export function playRandomGame(
  seed: string,
  options?: Partial<GmOptions>,
  onPly?: (state: GmState, action: GmAction) => void,
): { state: GmState; actions: { seat: Seat; action: GmAction }[] } {
  const set = setup({ players: 2, seed, options });
  if (!set.ok) throw new Error(set.error);
  let state = set.state;
  const chooser = new Rng(seedRng(seed + '/player'));
  const actions: { seat: Seat; action: GmAction }[] = [];
  while (!state.result) {
    const seat = state.toMove;
    const combos: [CardId, Rotation][] = [];
    for (const card of new Set(state.hands[seat])) for (const rot of distinctRotations(card)) combos.push([card, rot]);
    const [card, rot] = combos[chooser.int(0, combos.length - 1)];
    // A uniform empty block: rejection sampling, then the full list if unlucky.
    const n = state.size - 1;
    let p = -1;
    for (let tries = 0; tries < 16 && p < 0; tries++) {
      const x = chooser.int(0, n - 1);
      const y = chooser.int(0, n - 1);
      if (blockEmpty(state.board, state.size, x, y)) p = y * state.size + x;
    }
    if (p < 0) {
      const blocks = emptyBlocks(state.board, state.size);
      p = blocks[chooser.int(0, blocks.length - 1)];
    }
    const action: GmAction = { card, rot, x: p % state.size, y: Math.floor(p / state.size) };
    const r = applyAction(state, seat, action);
    if (!r.ok) throw new Error(`random game ${seed}: ${r.error}`);
    actions.push({ seat, action });
    state = r.state;
    onPly?.(state, action);
  }
  return { state, actions };
}

/** A full random game for the benchmark. */
export function randomGame(seed: string, options?: Partial<GmOptions>): { plies: number; result: GameResult } {
  const { state } = playRandomGame(seed, options);
  return { plies: state.ply, result: state.result! };
}
