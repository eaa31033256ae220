// Lessons in the database: each learner's best stars per level, and the level
// they are playing (one run per learner and level). The run's JSON is a
// boundary: it is read back through zod and the engine's state schema, and a
// run that no longer fits (an engine changed under it) is dropped and begun afresh.
import { z } from 'zod';
import type { Db } from '../db/client.js';
import type { GameId } from '../games/engine.js';
import { engineFor } from '../games/index.js';
import type { LessonState, Stars } from './runner.js';
import { levelById } from './index.js';
import type { Level } from './types.js';

/** Where a run's level stands. */
export type Outcome = { status: 'playing' } | { status: 'passed'; stars: Stars; moves: number } | { status: 'failed'; reason: string };

export const PLAYING: Outcome = { status: 'playing' };

export interface LessonRun {
  id: number;
  userId: string;
  game: GameId;
  levelId: string;
  /** Bumped by every change; buttons carry the version they were drawn for. */
  version: number;
  lesson: LessonState;
  outcome: Outcome;
}

export interface LevelProgress {
  stars: Stars;
  bestMoves: number;
}

const outcomeSchema = z.union([
  z.object({ status: z.literal('playing') }),
  z.object({ status: z.literal('passed'), stars: z.union([z.literal(1), z.literal(2), z.literal(3)]), moves: z.int().min(0) }),
  z.object({ status: z.literal('failed'), reason: z.string().max(1000) }),
]);

function lessonSchema(level: Level) {
  const state = engineFor(level.game)!.stateSchema;
  return z.object({
    levelId: z.literal(level.id),
    state,
    start: state,
    moves: z.int().min(0),
    scripted: z.int().min(0),
    over: z.boolean(),
  });
}

interface RunRow {
  id: number;
  userId: string;
  game: string;
  levelId: string;
  version: number;
  lesson: unknown;
  outcome: unknown;
}

/** The stored run read back, or null when it does not fit its level any more. */
function readRun(row: RunRow, level: Level): LessonRun | null {
  const lesson = lessonSchema(level).safeParse(row.lesson);
  const outcome = outcomeSchema.safeParse(row.outcome);
  if (!lesson.success || !outcome.success || row.game !== level.game) return null;
  return { id: row.id, userId: row.userId, game: level.game, levelId: level.id, version: row.version, lesson: lesson.data as LessonState, outcome: outcome.data };
}

const asJson = (v: unknown) => JSON.parse(JSON.stringify(v)) as object;

/** Finds a level by id: every game's levels, or (in tests) levels of one's own. */
export type LevelLookup = (id: string) => Level | undefined;

export class LessonStore {
  constructor(
    private readonly db: Db,
    private readonly levelOf: LevelLookup = levelById,
  ) {}

  /** The learner's best result per level of a game, by level id. */
  async progress(userId: string, game: GameId): Promise<Map<string, LevelProgress>> {
    const rows = await this.db.lessonProgress.findMany({ where: { userId, game }, select: { levelId: true, stars: true, bestMoves: true } });
    return new Map(rows.filter((r) => r.stars >= 1 && r.stars <= 3).map((r) => [r.levelId, { stars: r.stars as Stars, bestMoves: r.bestMoves }]));
  }

  /** Records a pass, keeping the best stars and the fewest moves seen. */
  async recordPass(userId: string, level: Level, stars: Stars, moves: number): Promise<LevelProgress> {
    // One statement, so two passes at once keep the better of both.
    const rows = await this.db.$queryRaw<{ stars: number; bestMoves: number }[]>`
      INSERT INTO "LessonProgress" ("userId", "levelId", "game", "stars", "bestMoves")
      VALUES (${userId}, ${level.id}, ${level.game}, ${stars}, ${moves})
      ON CONFLICT ("userId", "levelId") DO UPDATE SET
        "stars" = GREATEST("LessonProgress"."stars", EXCLUDED."stars"),
        "bestMoves" = LEAST("LessonProgress"."bestMoves", EXCLUDED."bestMoves"),
        "passedAt" = CASE WHEN EXCLUDED."stars" > "LessonProgress"."stars" OR EXCLUDED."bestMoves" < "LessonProgress"."bestMoves"
                          THEN CURRENT_TIMESTAMP ELSE "LessonProgress"."passedAt" END
      RETURNING "stars", "bestMoves"`;
    return { stars: rows[0].stars as Stars, bestMoves: rows[0].bestMoves };
  }

  /** (Re)starts the learner's run of a level from `lesson`: one run per learner and level, its version bumped. */
  async begin(userId: string, level: Level, lesson: LessonState): Promise<LessonRun> {
    const row = await this.db.lessonRun.upsert({
      where: { userId_levelId: { userId, levelId: level.id } },
      create: { userId, game: level.game, levelId: level.id, lesson: asJson(lesson), outcome: PLAYING, version: 1 },
      update: { lesson: asJson(lesson), outcome: PLAYING, version: { increment: 1 }, updatedAt: new Date() },
    });
    return { id: row.id, userId, game: level.game, levelId: level.id, version: row.version, lesson, outcome: PLAYING };
  }

  /** The run with this id, or null when there is none (or it no longer fits its level). */
  async get(id: number): Promise<LessonRun | null> {
    const row = await this.db.lessonRun.findUnique({ where: { id } });
    const level = row && this.levelOf(row.levelId);
    return row && level ? readRun(row, level) : null;
  }

  /** The learner's most recently played run of a game. */
  async latest(userId: string, game: GameId): Promise<LessonRun | null> {
    const row = await this.db.lessonRun.findFirst({ where: { userId, game }, orderBy: [{ updatedAt: 'desc' }, { id: 'desc' }] });
    const level = row && this.levelOf(row.levelId);
    return row && level ? readRun(row, level) : null;
  }

  /**
   * Stores the run's next lesson state if it is still at `version` (a click on
   * an older message, or two at once, changes nothing); the stored run, or null.
   */
  async save(run: LessonRun, lesson: LessonState, outcome: Outcome): Promise<LessonRun | null> {
    const { count } = await this.db.lessonRun.updateMany({
      where: { id: run.id, version: run.version },
      data: { lesson: asJson(lesson), outcome, version: run.version + 1, updatedAt: new Date() },
    });
    return count === 1 ? { ...run, version: run.version + 1, lesson, outcome } : null;
  }
}
