// Lessons as data: a game's stages, each a short run of levels teaching one idea.
// A level is a position set up through the engine's own custom-position option,
// a one-line goal, a par, hints, the other side's replies and a goal predicate
// over the engine state (never a comparison of texts).
import type { GameId, Seat } from '../games/engine.js';

/** How the other side answers the learner's moves. */
export type Replies =
  /** Nobody answers: the learner has every turn the level needs (or the other side never gets one). */
  | { kind: 'none' }
  /**
   * The other side's actions in /move notation, taken in order whenever it must act.
   * Should the learner stray so that the next one is illegal, or the script runs out,
   * the other side plays the engine's first legal action instead.
   */
  | { kind: 'script'; moves: readonly string[] }
  /** The AI (easy) answers: the runner stops and waits for its action (see runner.reply). */
  | { kind: 'ai-easy' };

export interface Level<S = unknown> {
  /** Unique over every game, e.g. "agog-2-3". */
  id: string;
  game: GameId;
  /** 1-based stage of the game's lesson. */
  stage: number;
  title: string;
  /** The engine's options: the custom position and whatever else the level needs (board size, rules). */
  options: Record<string, unknown>;
  /** Seats at the table (default 2). */
  players?: number;
  /** The seat the learner plays. */
  learner: Seat;
  /** One line a phone can show (at most 100 characters). */
  goal: string;
  /** The number of learner moves (actions) of a best solution. */
  par: number;
  /** Each names the idea to use, never the move. */
  hints: readonly string[];
  replies: Replies;
  /** Whether the goal is met in `state`; `start` is the level's opening state. */
  passed(state: S, start: S): boolean;
  /** Why the level is lost in `state` (beyond the move limit and the game ending), or null. */
  failed?(state: S, start: S): string | null;
  /** Learner moves allowed before the level is failed (default par + 4). */
  maxMoves?: number;
  /** The intended line, the learner's moves in /move notation. */
  solution: readonly string[];
  /** The last level of the game: next comes a real game. */
  final?: boolean;
  /** Seeds the shuffles of cards the position does not name (default the id). */
  seed?: string;
}

export interface Lesson {
  game: GameId;
  /** Stage titles in order; a level's `stage` indexes this list from 1. */
  stages: readonly string[];
  levels: readonly Level[];
}
