// Every game's lesson, and lookups over them (the Discord layer's entry point).
import type { GameId } from '../games/engine.js';
import { agogLesson } from './agog.js';
import { gogmagogLesson } from './gogmagog.js';
import { gomofastaLesson } from './gomofasta.js';
import { mogoLesson } from './mogo.js';
import { ugoLesson } from './ugo.js';
import type { Lesson, Level } from './types.js';

export type { Lesson, Level, Replies } from './types.js';
export { play, parse, reply, start, starsFor, maxMovesOf, type LessonState, type PlayReport, type Stars } from './runner.js';

export const lessons: Partial<Record<GameId, Lesson>> = {
  agog: agogLesson,
  gomofasta: gomofastaLesson,
  ugo: ugoLesson,
  gogmagog: gogmagogLesson,
  mogo: mogoLesson,
};

/** Every level of every game, in lesson order. */
export const allLevels = (): Level[] => Object.values(lessons).flatMap((l) => (l ? [...l.levels] : []));

const byId = new Map<string, Level>(allLevels().map((l) => [l.id, l]));

/** The level with this id; own entries only. */
export const levelById = (id: string): Level | undefined => byId.get(id);
