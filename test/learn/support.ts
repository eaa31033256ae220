// Levels by id and opened, for the lesson tests.
import { engineFor } from '../../src/games/index.js';
import { levelById } from '../../src/learn/index.js';
import { play, start, type LessonState } from '../../src/learn/runner.js';
import type { Level } from '../../src/learn/types.js';

export function level(id: string): Level {
  const l = levelById(id);
  if (!l) throw new Error(`no level ${id}`);
  return l;
}

/** The level's opening lesson state (throws if its engine refuses the position). */
export function opened(l: Level): LessonState {
  const r = start(l);
  if (!r.ok) throw new Error(`${l.id}: ${r.error}`);
  return r.lesson;
}

/** The lesson state after the learner's move in notation (and the other side's answer). */
export function after(l: Level, lesson: LessonState, text: string): LessonState {
  const parsed = engineFor(l.game)!.parseAction(lesson.state, l.learner, text);
  if (!parsed.ok) throw new Error(`${text}: ${parsed.error}`);
  return play(l, lesson, parsed.action).lesson;
}
