// Runs a level through the engine contract: set up from the level's position,
// apply the learner's action, answer for the other side, and judge the goal.
// Pure: the lesson state is plain JSON, so the Discord layer can store it per
// learner and level and pick it up again after a restart.
import type { AnyEngine, GameEvent, Seat } from '../games/engine.js';
import { engineFor } from '../games/index.js';
import type { Level } from './types.js';

/** Where a learner stands in a level. */
export interface LessonState {
  levelId: string;
  /** The engine state now. */
  state: unknown;
  /** The engine state the level opened with (goal predicates may compare against it). */
  start: unknown;
  /** Learner actions applied so far. */
  moves: number;
  /** How many of a scripted reply list have been played. */
  scripted: number;
  /** Set once the level is passed or failed: nothing more may be played. */
  over: boolean;
}

export type Stars = 1 | 2 | 3;

export type PlayReport =
  | { status: 'passed'; stars: Stars; lesson: LessonState; events: GameEvent[] }
  /**
   * `illegal`: the engine refused the action, the lesson is unchanged and may go on;
   * otherwise the level is over and is tried again from the start.
   */
  | { status: 'failed'; reason: string; illegal: boolean; lesson: LessonState; events: GameEvent[] }
  /** Go on; `awaiting` is set when the AI must answer first (runner.reply). */
  | { status: 'continue'; lesson: LessonState; events: GameEvent[]; awaiting: Seat | null };

/** Stars for a level passed in `moves` learner moves: 3 at par, 2 within par + 2, 1 above. */
export function starsFor(par: number, moves: number): Stars {
  if (moves <= par) return 3;
  return moves <= par + 2 ? 2 : 1;
}

/** Learner moves allowed before the level is failed. */
export const maxMovesOf = (level: Level): number => level.maxMoves ?? level.par + 4;

/** The most actions the other side may take between two learner moves (a safety stop). */
const MAX_REPLIES = 200;

function engineOf(level: Level): AnyEngine {
  const engine = engineFor(level.game);
  if (!engine) throw new Error(`No engine for ${level.game}`);
  return engine;
}

/** The level's opening lesson state, or the engine's reason for refusing its position. */
export function start(level: Level): { ok: true; lesson: LessonState } | { ok: false; error: string } {
  const engine = engineOf(level);
  const options = engine.optionsSchema.safeParse(level.options);
  if (!options.success) return { ok: false, error: `The level's options do not fit ${engine.name}.` };
  const setup = engine.setup({ players: level.players ?? 2, seed: level.seed ?? level.id, options: options.data });
  if (!setup.ok) return setup;
  const lesson: LessonState = { levelId: level.id, state: setup.state, start: setup.state, moves: 0, scripted: 0, over: false };
  // A level may open with the other side to act (a reply the position leaves to be made).
  const opened = answer(level, engine, lesson, []);
  if (opened.status !== 'continue' || opened.awaiting !== null) return { ok: false, error: 'The level does not open on the learner’s turn.' };
  return { ok: true, lesson: opened.lesson };
}

/** Applies the learner's action and, if the level goes on, the other side's replies. */
export function play(level: Level, lesson: LessonState, action: unknown): PlayReport {
  const engine = engineOf(level);
  const events: GameEvent[] = [];
  if (lesson.over) return { status: 'failed', reason: 'This level is over: start it again.', illegal: true, lesson, events };
  if (!engine.toAct(lesson.state).includes(level.learner)) return { status: 'failed', reason: 'It is not your turn.', illegal: true, lesson, events };
  const r = engine.applyAction(lesson.state, level.learner, action);
  if (!r.ok) return { status: 'failed', reason: r.error, illegal: true, lesson, events };
  events.push(...r.events);
  const next: LessonState = { ...lesson, state: r.state, moves: lesson.moves + 1 };
  const verdict = judge(level, engine, next, events, true);
  if (verdict) return verdict;
  return answer(level, engine, next, events);
}

/** Applies the AI's answer (for levels with AI replies), then goes on as after a learner move. */
export function reply(level: Level, lesson: LessonState, action: unknown): PlayReport {
  const engine = engineOf(level);
  const events: GameEvent[] = [];
  const seat = waitingSeat(level, engine, lesson.state);
  if (lesson.over || seat === null) return { status: 'failed', reason: 'No answer is due now.', illegal: true, lesson, events };
  const r = engine.applyAction(lesson.state, seat, action);
  if (!r.ok) return { status: 'failed', reason: r.error, illegal: true, lesson, events };
  events.push(...r.events);
  const next: LessonState = { ...lesson, state: r.state };
  return judge(level, engine, next, events, false) ?? answer(level, engine, next, events);
}

/** Parses the learner's /move text for the lesson's position (the engine's notation). */
export function parse(level: Level, lesson: LessonState, text: string): { ok: true; action: unknown } | { ok: false; error: string } {
  return engineOf(level).parseAction(lesson.state, level.learner, text);
}

/** The seat the other side must act with now, or null when the learner is to act or the game is over. */
function waitingSeat(level: Level, engine: AnyEngine, state: unknown): Seat | null {
  if (engine.result(state)) return null;
  const seats = engine.toAct(state);
  if (seats.length === 0 || seats.includes(level.learner)) return null;
  return seats[0];
}

/**
 * Passed, failed, or null to go on. Only the learner's own move can pass a level
 * (`byLearner`): a goal the other side's reply happens to meet (a golem stepping
 * off the square the learner was to capture on) is no pass.
 */
function judge(level: Level, engine: AnyEngine, lesson: LessonState, events: GameEvent[], byLearner: boolean): PlayReport | null {
  const done = { ...lesson, over: true };
  if (byLearner && level.passed(lesson.state, lesson.start)) return { status: 'passed', stars: starsFor(level.par, lesson.moves), lesson: done, events };
  const result = engine.result(lesson.state);
  if (result) {
    const lost = result.winners.includes(level.learner) ? '' : ' without the goal met';
    return { status: 'failed', reason: `The game ended${lost}: ${result.reason}.`, illegal: false, lesson: done, events };
  }
  const why = level.failed?.(lesson.state, lesson.start);
  if (why) return { status: 'failed', reason: why, illegal: false, lesson: done, events };
  return null;
}

/** The other side's turn(s), until the learner is to act again or the level is decided. */
function answer(level: Level, engine: AnyEngine, lesson: LessonState, events: GameEvent[]): PlayReport {
  let cur = lesson;
  for (let i = 0; i < MAX_REPLIES; i++) {
    const seat = waitingSeat(level, engine, cur.state);
    if (seat === null) break;
    if (level.replies.kind === 'ai-easy') return { status: 'continue', lesson: cur, events, awaiting: seat };
    const scripted = level.replies.kind === 'script' ? level.replies.moves[cur.scripted] : undefined;
    let applied = false;
    if (scripted !== undefined) {
      const parsed = engine.parseAction(cur.state, seat, scripted);
      const r = parsed.ok ? engine.applyAction(cur.state, seat, parsed.action) : null;
      if (r?.ok) {
        events.push(...r.events);
        cur = { ...cur, state: r.state, scripted: cur.scripted + 1 };
        applied = true;
      }
    }
    if (!applied) {
      // The learner strayed from the script (or it ran out): the engine's first legal action.
      const legal = engine.legalActions(cur.state, seat);
      const r = legal.length ? engine.applyAction(cur.state, seat, legal[0]) : engine.resign(cur.state, seat);
      if (!r.ok) break;
      events.push(...r.events);
      cur = { ...cur, state: r.state, scripted: cur.scripted + (scripted !== undefined ? 1 : 0) };
    }
    const verdict = judge(level, engine, cur, events, false);
    if (verdict) return verdict;
  }
  if (cur.moves >= maxMovesOf(level)) {
    const n = maxMovesOf(level);
    return { status: 'failed', reason: `The goal was not met within ${n} move${n === 1 ? '' : 's'}.`, illegal: false, lesson: { ...cur, over: true }, events };
  }
  return { status: 'continue', lesson: cur, events, awaiting: null };
}
