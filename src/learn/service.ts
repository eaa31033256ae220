// Lessons beside the match service: a learner's level runs through the runner
// and is kept in the database after every change (store.ts), so a lesson
// survives a restart and its buttons keep working. Nothing here touches
// matches, ratings, timers or the outbox: lessons are not matches.
import type { Db } from '../db/client.js';
import type { GameEvent, GameId } from '../games/engine.js';
import { engineFor } from '../games/index.js';
import { chooseAction } from '../ai/index.js';
import { lessons, levelById } from './index.js';
import { parse, play, reply, start, type PlayReport } from './runner.js';
import { LessonStore, PLAYING, type LessonRun, type LevelLookup, type LevelProgress, type Outcome } from './store.js';
import type { Lesson, Level } from './types.js';

export type { LessonRun, LevelProgress, Outcome } from './store.js';

export type LessonResult<T> = { ok: true } & T | { ok: false; error: string };

/** What a learner's move did. */
export type MoveResult =
  /** Applied: the run as stored, and what happened (the learner's move and the other side's answers). */
  | { ok: true; run: LessonRun; level: Level; events: GameEvent[]; best: LevelProgress | null }
  /** Refused by the engine: nothing changed; `reason` is the engine's, in one line. */
  | { ok: false; code: 'illegal'; run: LessonRun; level: Level; error: string }
  /** The message was drawn for an older version of the run, or the level is over: nothing changed. */
  | { ok: false; code: 'stale' | 'over'; run: LessonRun; level: Level; error: string }
  | { ok: false; code: 'missing'; error: string };

export const STALE_LESSON = 'This lesson has moved on since that message was drawn; here is where it stands now.';

export interface LessonMenu {
  lesson: Lesson;
  progress: Map<string, LevelProgress>;
  /** The level to play next: the first not passed, else the first below 3 stars; null once all have 3. */
  next: Level | null;
}

/** Legal moves in notation whose text starts as `typed` does (spaces and case aside), at most `limit`. */
export function suggestMoves(level: Level, run: LessonRun, typed: string, limit: number): string[] {
  const engine = engineFor(level.game)!;
  const state = run.lesson.state;
  if (run.lesson.over || !engine.toAct(state).includes(level.learner)) return [];
  if (engine.suggestActions) return engine.suggestActions(state, level.learner, typed, limit);
  const loose = (s: string) => s.toLowerCase().replace(/\s+/g, '');
  const prefix = loose(typed);
  const texts = engine.legalActions(state, level.learner).map((a: unknown) => engine.formatAction(state, a) as string);
  return [...new Set(texts)].filter((t) => loose(t).startsWith(prefix)).slice(0, limit);
}

export class LessonService {
  readonly store: LessonStore;

  constructor(
    db: Db,
    private readonly levelOf: LevelLookup = levelById,
  ) {
    this.store = new LessonStore(db, levelOf);
  }

  async menu(userId: string, game: GameId): Promise<LessonResult<LessonMenu>> {
    const lesson = lessons[game];
    if (!lesson) return { ok: false, error: 'That game has no lessons.' };
    const progress = await this.store.progress(userId, game);
    const next = lesson.levels.find((l) => !progress.has(l.id)) ?? lesson.levels.find((l) => progress.get(l.id)!.stars < 3) ?? null;
    return { ok: true, lesson, progress, next };
  }

  /** Starts (or starts again) the learner's run of a level. */
  async begin(userId: string, levelId: string): Promise<LessonResult<{ run: LessonRun; level: Level }>> {
    const level = this.levelOf(levelId);
    if (!level) return { ok: false, error: 'There is no such level.' };
    const opened = start(level);
    // The levels' own tests keep this from happening; a learner still gets words, not a crash.
    if (!opened.ok) return { ok: false, error: `This level cannot be set up: ${opened.error}` };
    return { ok: true, run: await this.store.begin(userId, level, opened.lesson), level };
  }

  /** The learner's run with this id (someone else's is not found). */
  async get(userId: string, runId: number): Promise<LessonResult<{ run: LessonRun; level: Level }>> {
    const run = await this.store.get(runId);
    const level = run && this.levelOf(run.levelId);
    if (!run || !level || run.userId !== userId) return { ok: false, error: 'That lesson is not there any more: open `/learn` again.' };
    return { ok: true, run, level };
  }

  /** The learner's most recent run of a game (for typed moves and the menu's Continue). */
  async latest(userId: string, game: GameId): Promise<{ run: LessonRun; level: Level } | null> {
    const run = await this.store.latest(userId, game);
    const level = run && this.levelOf(run.levelId);
    return run && level ? { run, level } : null;
  }

  /**
   * The learner's move in notation, against the run at `version` (null: whatever
   * version it is at, for a typed move). The other side answers, the run is
   * stored, and a pass is recorded in the learner's progress.
   */
  async move(userId: string, runId: number, version: number | null, text: string): Promise<MoveResult> {
    const found = await this.get(userId, runId);
    if (!found.ok) return { ok: false, code: 'missing', error: found.error };
    const { run, level } = found;
    if (version !== null && run.version !== version) return { ok: false, code: 'stale', run, level, error: STALE_LESSON };
    if (run.lesson.over) return { ok: false, code: 'over', run, level, error: 'This level is over: press **Try again** or go on to the next.' };
    const parsed = parse(level, run.lesson, text);
    if (!parsed.ok) return { ok: false, code: 'illegal', run, level, error: oneLine(parsed.error) };
    const report = await this.answered(level, play(level, run.lesson, parsed.action));
    if (report.status === 'failed' && report.illegal) return { ok: false, code: 'illegal', run, level, error: oneLine(report.reason) };
    const outcome: Outcome =
      report.status === 'passed'
        ? { status: 'passed', stars: report.stars, moves: report.lesson.moves }
        : report.status === 'failed'
          ? { status: 'failed', reason: oneLine(report.reason) }
          : PLAYING;
    const saved = await this.store.save(run, report.lesson, outcome);
    if (!saved) {
      const now = await this.get(userId, runId);
      return now.ok ? { ok: false, code: 'stale', run: now.run, level, error: STALE_LESSON } : { ok: false, code: 'missing', error: now.error };
    }
    const best = report.status === 'passed' ? await this.store.recordPass(userId, level, report.stars, report.lesson.moves) : null;
    return { ok: true, run: saved, level, events: report.events, best };
  }

  /** Lets the AI (easy) answer for as long as the level waits on it. */
  private async answered(level: Level, first: PlayReport): Promise<PlayReport> {
    const engine = engineFor(level.game)!;
    const events = [...first.events];
    let report = first;
    while (report.status === 'continue' && report.awaiting !== null) {
      const { state, moves } = report.lesson;
      const seat = report.awaiting;
      const action = (await chooseAction({ game: level.game, state, seat, level: 'easy', seed: `${level.id}:${moves}` })) ?? engine.legalActions(state, seat)[0];
      report = reply(level, report.lesson, action);
      events.push(...report.events);
    }
    return { ...report, events };
  }
}

/** Engines' reasons are one line already; a stray newline must not make a lesson's "why" two. */
const oneLine = (s: string): string => s.replace(/\s*\n\s*/g, ' ').trim();
