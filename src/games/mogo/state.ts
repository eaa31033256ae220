// Pieces on the board are never changed in place: a change replaces the piece
// object, so states and Time Twist snapshots share them safely.
// The game state (plain JSON), the actions, their zod schemas and a fast clone.
// Counters are numbers 0…154 (table order); cells 0…99 (geometry.ts). Every one of
// the 155 counters is in exactly one place: the draw pile, the discard pile, a
// hand, a Capture Pile, on the board (as a piece or a piece's modifier), out of
// play with a player who resigned (MOGO-R59), or, while its picks are open, the
// Balance being resolved (held by the pending decision, MOGO-R74).
import { z } from 'zod';
import type { GameResult, Seat } from '../engine.js';

export type Phase = 'fate' | 'deployment' | 'action' | 'capture' | 'end';
export const PHASES: readonly Phase[] = ['fate', 'deployment', 'action', 'capture', 'end'];

export interface Mod {
  c: number;
  /** MOGO-R49: the player who attached it. */
  owner: Seat;
  ts: number;
}
export interface Piece {
  c: number;
  /** The stone: base control, including one-shot changes (MOGO-R25). */
  owner: Seat;
  /** Deployment timestamp (suppression oldest first, control newest first). */
  ts: number;
  mods: Mod[];
  /** Doppelganger: the counter whose printed characteristics it took (§1.7). */
  copy: number | null;
}

/** Counter standing order (§1.7, MOGO-R69): off, any, or Sorcery ids. */
export type CounterOrder = 'off' | 'any' | number[];

/** One Deployment of the turn: the counter, its cell, the characteristics it came in with, and its allowance's granter (-1: the turn's own). */
export interface TurnDeployment {
  counter: number;
  cell: number;
  ch: number;
  granter: number;
}

export interface Turn {
  seat: Seat;
  /** Turns begun in the match (1 = the first). */
  number: number;
  phase: Phase;
  /** The turn's own Deployment is used. */
  deployed: boolean;
  /** Extra-deployment granters (counter ids) used this turn (MOGO-R31). */
  extraUsed: number[];
  /** This turn's Deployments and attachments with the allowance each uses (MOGO-R31; deployed and extraUsed follow from it). */
  deploys: TurnDeployment[];
  /** The turn's one Action is used. */
  acted: boolean;
  /** Flankers (counter ids) that took their free Move (MOGO-R45). */
  flankUsed: number[];
  /** Mana Battery free Actions used, one entry per use, by Unit id (MOGO-R51). */
  batteryUsed: number[];
  /** A Deployment, Action or Sorcery happened this turn (MOGO-R04). */
  busy: boolean;
  /** Tome discards still owed (MOGO-R37, R63). */
  sift: number;
}

export type Pending =
  /**
   * §1.7 Balance: `order[idx]` is picking; `picks` so far (cells) and `by` the seat
   * that made each (−1: unknown, in states saved before it was kept); `count` by the
   * current picker. The Balance itself is here, in no pile (MOGO-R74).
   */
  | { kind: 'balance'; caster: Seat; order: Seat[]; idx: number; picks: number[]; by: number[]; count: number }
  /** §1.7 Millstone: `seat` must discard one counter. */
  | { kind: 'millstone'; seat: Seat; by: Seat };

export interface Snapshot {
  turn: number;
  board: (Piece | null)[];
  captures: number[][];
  tokens: number[];
}

export interface MogoState {
  game: 'mogo';
  players: number;
  rng: number[];
  board: (Piece | null)[];
  /** Top of the pile last (pop draws). Hidden. */
  draw: number[];
  /** Top last. Public. */
  discard: number[];
  hands: number[][];
  captures: number[][];
  /** Hands of resigned players, out of play (MOGO-R59). */
  out: number[];
  tokens: number[];
  alive: boolean[];
  turn: Turn;
  extraTurns: Seat[];
  pending: Pending | null;
  orders: CounterOrder[];
  /** Who last deployed each counter (Time Twist sends new arrivals home), −1 unknown. */
  deployer: number[];
  /** Time Twist snapshots of the last turns' starts (oldest first). */
  snapshots: Snapshot[];
  /** Seats that had a quiet turn since the last busy one (MOGO-R58). */
  quiet: boolean[];
  nextTs: number;
  /** Private notes per seat (what Scout showed, what Drain took). */
  notes: string[][];
  /** Who knows which counters are in which hand (knowledge.ts): known[seat or players = the table][hand's seat]. */
  known: number[][][];
  log: string[];
  result: GameResult | null;
}

export type Verb =
  | 'destroy' | 'sacrifice' | 'teleport' | 'shove' | 'pull' | 'control' | 'swap'
  | 'deploy' | 'loot' | 'scout' | 'millstone' | 'hatch';
export const VERBS: readonly Verb[] = ['destroy', 'sacrifice', 'teleport', 'shove', 'pull', 'control', 'swap', 'deploy', 'loot', 'scout', 'millstone', 'hatch'];

export type MogoAction =
  /** Deploy from hand into a cell (Sinkhole: onto a Locale). `copy`: Doppelganger's model cell; `seat`: Gypsies' victim. */
  | { type: 'deploy'; counter: number; cell: number; copy?: number; seat?: Seat }
  | { type: 'attach'; counter: number; cell: number }
  /** A Move: the mover's cell then each step; a last step into an enemy Unit is a Push. */
  | { type: 'move'; from: number; path: number[] }
  /** Any other Action of the counter at `from` (or of a Modifier on it). */
  | { type: 'act'; from: number; verb: Verb; cells: number[]; counter?: number; seat?: Seat }
  /** A Sorcery from hand: cells, counters (Channel discards, a pile's counter), a race tag, an opponent. */
  | { type: 'cast'; counter: number; cells: number[]; counters: number[]; tag?: string; seat?: Seat }
  /** Balance: pick one counter's cell, or null to stop picking. */
  | { type: 'pick'; cell: number | null }
  | { type: 'discard'; counter: number }
  /** Millstone's default when its deadline passes: a random discard (the state's RNG). */
  | { type: 'millstone-timeout' }
  | { type: 'end' }
  | { type: 'order'; order: CounterOrder };

// ---------------------------------------------------------------------------
// Schemas

const counter = z.number().int().min(0).max(154);
const cell = z.number().int().min(0).max(99);
const seat = z.number().int().min(0).max(3);
const orderSchema = z.union([z.literal('off'), z.literal('any'), z.array(counter).min(1).max(40)]);

export const actionSchema: z.ZodType<MogoAction> = z.discriminatedUnion('type', [
  z.object({ type: z.literal('deploy'), counter, cell, copy: cell.optional(), seat: seat.optional() }).strict(),
  z.object({ type: z.literal('attach'), counter, cell }).strict(),
  z.object({ type: z.literal('move'), from: cell, path: z.array(cell).min(1).max(12) }).strict(),
  z.object({
    type: z.literal('act'),
    from: cell,
    verb: z.enum(VERBS as [Verb, ...Verb[]]),
    cells: z.array(cell).max(3),
    counter: counter.optional(),
    seat: seat.optional(),
  }).strict(),
  z.object({
    type: z.literal('cast'),
    counter,
    cells: z.array(cell).max(3),
    counters: z.array(counter).max(60),
    tag: z.string().max(20).optional(),
    seat: seat.optional(),
  }).strict(),
  z.object({ type: z.literal('pick'), cell: cell.nullable() }).strict(),
  z.object({ type: z.literal('discard'), counter }).strict(),
  z.object({ type: z.literal('millstone-timeout') }).strict(),
  z.object({ type: z.literal('end') }).strict(),
  z.object({ type: z.literal('order'), order: orderSchema }).strict(),
]) as unknown as z.ZodType<MogoAction>;

const modSchema = z.object({ c: counter, owner: seat, ts: z.number().int() }).strict();
const pieceSchema = z.object({ c: counter, owner: seat, ts: z.number().int(), mods: z.array(modSchema), copy: counter.nullable() }).strict();
const boardSchema = z.array(pieceSchema.nullable()).length(100);

export const stateSchema: z.ZodType<MogoState> = z.object({
  game: z.literal('mogo'),
  players: z.number().int().min(2).max(4),
  rng: z.array(z.number()),
  board: boardSchema,
  draw: z.array(counter),
  discard: z.array(counter),
  hands: z.array(z.array(counter)),
  captures: z.array(z.array(counter)),
  out: z.array(counter),
  tokens: z.array(z.number().int().min(0)),
  alive: z.array(z.boolean()),
  turn: z.object({
    seat,
    number: z.number().int().min(1),
    phase: z.enum(['fate', 'deployment', 'action', 'capture', 'end']),
    deployed: z.boolean(),
    extraUsed: z.array(counter),
    // States saved before the allowances were recorded start with none recorded.
    deploys: z.array(z.object({ counter, cell, ch: counter, granter: z.number().int().min(-1).max(154) }).strict()).default([]),
    acted: z.boolean(),
    flankUsed: z.array(counter),
    batteryUsed: z.array(counter),
    busy: z.boolean(),
    sift: z.number().int().min(0),
  }).strict(),
  extraTurns: z.array(seat),
  pending: z.union([
    z.object({
      kind: z.literal('balance'),
      caster: seat,
      order: z.array(seat),
      idx: z.number().int().min(0),
      picks: z.array(cell),
      // States saved before the pickers were kept: each pick's picker unknown.
      by: z.array(z.number().int().min(-1).max(3)).optional(),
      count: z.number().int().min(0),
    }).strict().transform((p) => ({ ...p, by: p.by ?? p.picks.map(() => -1) })),
    z.object({ kind: z.literal('millstone'), seat, by: seat }).strict(),
  ]).nullable(),
  orders: z.array(orderSchema),
  deployer: z.array(z.number().int().min(-1).max(3)).length(155),
  snapshots: z.array(z.object({ turn: z.number().int(), board: boardSchema, captures: z.array(z.array(counter)), tokens: z.array(z.number().int()) }).strict()),
  quiet: z.array(z.boolean()),
  nextTs: z.number().int(),
  notes: z.array(z.array(z.string())),
  // States saved before it was kept know nothing of any hand.
  known: z.array(z.array(z.array(counter))).default([]),
  log: z.array(z.string()),
  result: z.object({ winners: z.array(seat), reason: z.string() }).strict().nullable(),
}).strict() as unknown as z.ZodType<MogoState>;

// ---------------------------------------------------------------------------
// Cloning (by hand: much faster than structuredClone on the hot path)

export const clonePiece = (p: Piece): Piece => ({ c: p.c, owner: p.owner, ts: p.ts, mods: p.mods.map((m) => ({ c: m.c, owner: m.owner, ts: m.ts })), copy: p.copy });
export const cloneBoard = (b: readonly (Piece | null)[]): (Piece | null)[] => b.map((p) => (p ? clonePiece(p) : null));

// Field by field (an object spread with overrides is several times slower), in the schema's order.
const cloneTurn = (t: Turn): Turn => ({
  seat: t.seat,
  number: t.number,
  phase: t.phase,
  deployed: t.deployed,
  extraUsed: t.extraUsed.slice(),
  deploys: t.deploys.slice(),
  acted: t.acted,
  flankUsed: t.flankUsed.slice(),
  batteryUsed: t.batteryUsed.slice(),
  busy: t.busy,
  sift: t.sift,
});

export function cloneState(s: MogoState): MogoState {
  return {
    game: 'mogo',
    players: s.players,
    rng: s.rng.slice(),
    // Shared until written (ctx.ts: boardToWrite, drawToWrite, deployerToWrite); pieces are replaced, never changed.
    board: s.board,
    draw: s.draw,
    discard: s.discard.slice(),
    hands: s.hands.map((h) => h.slice()),
    captures: s.captures.map((h) => h.slice()),
    out: s.out.slice(),
    tokens: s.tokens.slice(),
    alive: s.alive.slice(),
    turn: cloneTurn(s.turn),
    extraTurns: s.extraTurns.slice(),
    pending: s.pending ? (s.pending.kind === 'balance' ? { ...s.pending, order: s.pending.order.slice(), picks: s.pending.picks.slice(), by: s.pending.by.slice() } : { ...s.pending }) : null,
    orders: s.orders.map((o) => (typeof o === 'string' ? o : o.slice())),
    deployer: s.deployer,
    // Snapshots are never mutated in place: sharing them is safe.
    snapshots: s.snapshots.slice(),
    quiet: s.quiet.slice(),
    nextTs: s.nextTs,
    // Each seat's notes and the log are shared until written (ctx.ts: note, emit).
    notes: s.notes.slice(),
    // Shared until written (knowledge.ts copies what it changes).
    known: s.known,
    log: s.log,
    result: s.result ? { winners: s.result.winners.slice(), reason: s.result.reason } : null,
  };
}

export const seatLabel = (seat: Seat): string => `Player ${seat + 1}`;
export const seatShort = (seat: Seat): string => `P${seat + 1}`;

/** MOGO-R74: a Balance whose picks are still open is in no pile (the pending decision holds it). */
export const balanceOpen = (s: MogoState): boolean => s.pending?.kind === 'balance';

/** The next seat still playing after `from` (−1 if none but `from`); only resigning skips a seat (MOGO-R40: no elimination). */
export function nextAlive(s: MogoState, from: Seat): Seat {
  for (let k = 1; k < s.players; k++) {
    const i = (from + k) % s.players;
    if (s.alive[i]) return i;
  }
  return -1;
}

/** Opponents of `seat` still playing, in turn order after `seat`. */
export function opponents(s: MogoState, seat: Seat): Seat[] {
  const out: Seat[] = [];
  for (let k = 1; k < s.players; k++) {
    const i = (seat + k) % s.players;
    if (s.alive[i]) out.push(i);
  }
  return out;
}
