// What the search needs to know about one game beyond its engine.
import type { Seat } from '../../games/engine.js';
import type { Rng } from '../../games/rng.js';

/** What bounds GameAi.guard: the level's time cap (performance.now()'s clock) and, where the level asks (Budget.threats), how many of the measure's best actions it may try for one that threatens a win. */
export interface GuardLimits {
  deadline: number;
  threats?: number;
  /** Where the level asks (Budget.pairs): how many Deployments the tactics follow each with an Action, where no single action is safe. */
  pairs?: number;
  /** Where the level asks (Budget.forks): how many of the measure's best actions the tactics try for one after which the next seat cannot fork. */
  forks?: number;
  /** Where the level asks (Budget.ownForks): how many actions that leave the seat two ways to win the tactics judge for a fork of its own. */
  ownForks?: number;
}

export interface GameAi<S = any, A = any> {
  /**
   * How well `seat` stands, on a scale where 1 is about one piece/card/point of
   * material. The greedy baseline maximises the difference to the best other
   * seat; the search turns it into a value in [0, 1] with `scale`.
   */
  score(state: S, seat: Seat): number;
  /** A score difference of `scale` is worth about 73 % to the side ahead. */
  scale: number;
  /** Playouts stop after this many actions and are scored. */
  playoutDepth: number;
  /** The playout's choice (default: uniform among the legal actions). */
  playout?(state: S, seat: Seat, actions: A[], rng: Rng): A;
  /**
   * The playout's choice made without the legal list, for games whose lists are
   * too long to build at every playout step; null when the seat has nothing to
   * do. Takes the place of `playout`.
   */
  playoutAction?(state: S, seat: Seat, rng: Rng): A | null;
  /** A dearer playout choice for the levels that ask for it (Budget.reply): the seat answers as the greedy baseline would, where it matters most. */
  reply?(state: S, seat: Seat, actions: A[], rng: Rng): A;
  /**
   * The actions the tree considers (default: all); for games whose full list is too wide. `width`: how many, when the level says (Budget.width).
   * `root`: the AI's own decision, ranked once a search, so it may afford to look at every action (the greedy baseline does).
   */
  candidates?(state: S, seat: Seat, actions: A[], width?: number, root?: boolean): A[];
  /** What `candidates` answered for this position before, if it remembers: the tree then need not list the legal actions again. */
  candidatesKnown?(state: S, seat: Seat, width?: number): A[] | null;
  /** Whether `seat`'s decision here is one the tree branches on where the level compresses it (Budget.compress). */
  branches?(state: S, seat: Seat): boolean;
  /** Called as each search starts, so nothing one decision remembered changes the next (a search replays from its seed). */
  forget?(): void;
  /** A seat's standing as numbers, for a measure fitted to game outcomes (scripts/fit-measure.ts). */
  features?(state: S, seat: Seat): number[];
  /** What each of `features` counts, in order. */
  featureNames?: readonly string[];
  /**
   * A measure fitted to game outcomes over `features` (scripts/fit-measure.ts),
   * for the levels that ask (Budget.measure): a difference of 1 between two
   * seats is odds of e to 1 (scale 1).
   */
  fitted?(state: S, seat: Seat): number;
  /**
   * A dearer measure, on `score`'s scale, that reads the position exactly as
   * the rules do where `score` takes a shortcut, for the levels that ask
   * (Budget.measure 'exact').
   */
  exact?(state: S, seat: Seat): number;
  /**
   * A check on the search's choice before it is played, for the levels that
   * ask (Budget.guard): given samples of what the seat cannot see, the choice
   * or an action the game's tactics prefer (Mogo: a win this turn, or not
   * leaving a rival one; with `threats`, making a threat of a win
   * where the choice makes none). Past `deadline` (performance.now()'s clock,
   * the level's time cap) it settles for the best it has found.
   */
  guard?(samples: S[], seat: Seat, choice: A, rng: Rng, limits: GuardLimits): A;
  /** A sample of what is hidden for an open-information engine without `determinize` (e.g. a deck's order). */
  determinize?(state: S, seat: Seat, rng: Rng): S;
}
