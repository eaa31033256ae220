// The contract every game implements (DESIGN.md, "The engine contract").
// Engines are pure: plain-JSON state in, new plain-JSON state out. No Discord,
// Prisma, canvas, clock or unseeded randomness below src/games (rng.ts is the only source).
import type { z } from 'zod';
import type { Rng } from './rng.js';

export type GameId = 'agog' | 'gomofasta' | 'ugo' | 'gogmagog' | 'mogo';
export type Seat = number;
export type Viewer = Seat | 'spectator';

/** Something that happened, told in words anyone at the table may read. */
export interface GameEvent {
  kind: string;
  text: string;
}

export type Outcome<T> = { ok: true } & T;
export type Failure = { ok: false; error: string };

export type SetupResult<S> = { ok: true; state: S } | Failure;
export type ApplyResult<S> = { ok: true; state: S; events: GameEvent[] } | Failure;
export type ParseResult<A> = { ok: true; action: A } | Failure;

export interface GameResult {
  /** Winning seats; empty for a draw. */
  winners: Seat[];
  /** Why it ended, in words for the players ("journeyman captured"). */
  reason: string;
}

export interface SetupArgs<O> {
  players: number;
  seed: string;
  options: O;
}

/**
 * One option of `/challenge <game>`, declared as data by the engine (the
 * command, /help, /rules and the README are built from these). The value the
 * player gives lands in the engine's options under `option`; a `seat` option
 * instead chooses the challenger's seat (A•G•O•G's colour).
 */
export type ChallengeOption = {
  /** Slash option name: lower case, at most 32 characters, no spaces. */
  name: string;
  /** At most 100 characters (Discord's limit). */
  description: string;
} & (
  | { type: 'boolean'; option: string; default: boolean }
  | { type: 'integer'; option: string; min: number; max: number; default: number | null }
  | { type: 'choice'; option: string; choices: { label: string; value: string | number }[]; default: string | number | null }
  | { type: 'text'; option: string; maxLength: number; default: null }
  | { type: 'seat'; choices: { label: string; value: string; seat: Seat | null }[]; default: string }
);

export interface Engine<S, A, V, O> {
  readonly id: GameId;
  readonly name: string;
  readonly players: { min: number; max: number };
  /** Whether players may end a match by agreeing to a draw. */
  readonly drawsAllowed: boolean;
  /** Our own short summary of the rules, for /rules (never the rule text). */
  readonly rulesSummary: string;

  readonly optionsSchema: z.ZodType<O>;
  /** The options `/challenge <id>` offers, in the order shown. */
  readonly challengeOptions: readonly ChallengeOption[];
  readonly stateSchema: z.ZodType<S>;
  readonly actionSchema: z.ZodType<A>;

  /** What a seat is called at this table: "White", "Black", "Player 3". */
  seatName(seat: Seat, players: number): string;

  setup(args: SetupArgs<O>): SetupResult<S>;
  /** The seats that may act now; empty once the game is over. */
  toAct(state: S): Seat[];
  legalActions(state: S, seat: Seat): A[];
  /** Never throws on player input and never mutates `state`. */
  applyAction(state: S, seat: Seat, action: A): ApplyResult<S>;
  /**
   * Actions a seat may take while not in toAct (standing orders such as the
   * U-G-O Ten policy). The service lets these through to applyAction.
   */
  isStandingOrder?(action: A): boolean;
  /**
   * The default answer of a seat whose deadline passed while the game waits on
   * one of its decisions that is not a turn of its own (a mulligan, a Mogo
   * Balance or Millstone choice): the match service applies it when the clock
   * runs out instead of offering a claimable win. Null: no default; the usual
   * time-out rules apply.
   */
  timeoutAction?(state: S, seat: Seat): A | null;
  /**
   * Games where seats drop out while the rest play on (U-G-O with 3–4): the
   * seats out of play now. Ratings place seats by when they dropped out.
   */
  outOfPlay?(state: S): Seat[];
  /** The seat leaves the game (RULINGS A7); the engine decides what follows. */
  resign(state: S, seat: Seat): ApplyResult<S>;
  /**
   * Games with hidden information: a stable string of what only `seat` may
   * see (hand, own face-down cards). The bot DMs the seat its own view
   * whenever this changes.
   */
  privateKey?(state: S, seat: Seat): string;
  /**
   * Games with hidden information, for the AI: a full state in which all that
   * `seat` cannot see (other hands, deck order, face-down cards, others'
   * standing orders, the RNG) is drawn afresh from `rng`, consistently with
   * what the seat sees. The result depends only on view(state, seat) and `rng`.
   */
  determinize?(state: S, seat: Seat, rng: Rng): S;
  /** What `viewer` may see. Hidden things are absent, not flagged. */
  view(state: S, viewer: Viewer): V;
  result(state: S): GameResult | null;

  formatAction(state: S, action: A): string;
  /**
   * Optional fast path for /move autocomplete: the seat's legal actions whose
   * notation matches what the player has typed so far, at most `limit`.
   * Without it the service formats every legal action.
   */
  suggestActions?(state: S, seat: Seat, typed: string, limit: number): string[];
  /** Returns only actions that pass `actionSchema`; never reaches prototype keys. */
  parseAction(state: S, seat: Seat, text: string): ParseResult<A>;
  /**
   * The label the click-to-play picker groups a legal action under: what the
   * player acts with ("Journeyman b2", "Card B r90", "7♣"). Short (≤ 80
   * characters); actions with equal labels form one group, in legalActions order.
   */
  actionGroup?(state: S, action: A): string;
  /**
   * The game record from the actions' notation in play order, e.g. A•G•O•G's
   * numbered move pairs ending in 1-0 / 0-1.
   */
  formatRecord(moves: { seat: Seat; text: string }[], result: GameResult | null, players: number): string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyEngine = Engine<any, any, any, any>;

export const fail = (error: string): Failure => ({ ok: false, error });
