// Every level of every game: its position is accepted, its goal is not met at the
// start, its intended line earns 3 stars, and a wrong first move does not pass.
import { describe, expect, it } from 'vitest';
import { engineFor } from '../../src/games/index.js';
import { allLevels, lessons } from '../../src/learn/index.js';
import { play, start, type PlayReport } from '../../src/learn/runner.js';
import type { Level } from '../../src/learn/types.js';
import { opened } from './support.js';

const levels = allLevels();
const GAMES = ['agog', 'gomofasta', 'ugo', 'gogmagog', 'mogo'] as const;


/** Plays the level's intended line; the last report. */
function playSolution(level: Level): PlayReport[] {
  let lesson = opened(level);
  const reports: PlayReport[] = [];
  for (const text of level.solution) {
    const parsed = engineFor(level.game)!.parseAction(lesson.state, level.learner, text);
    if (!parsed.ok) throw new Error(`${level.id}: "${text}" does not parse: ${parsed.error}`);
    const r = play(level, lesson, parsed.action);
    reports.push(r);
    if (r.status !== 'continue') break;
    lesson = r.lesson;
  }
  return reports;
}

describe('the lessons as a whole', () => {
  it('every game has at least 3 stages of 3–5 levels, numbered in order, ending with one final level', () => {
    for (const id of GAMES) {
      const lesson = lessons[id];
      expect(lesson, id).toBeDefined();
      if (!lesson) continue;
      expect(lesson.stages.length, id).toBeGreaterThanOrEqual(3);
      lesson.stages.forEach((_title, i) => {
        const n = lesson.levels.filter((l) => l.stage === i + 1).length;
        expect(n, `${id} stage ${i + 1}`).toBeGreaterThanOrEqual(3);
        expect(n, `${id} stage ${i + 1}`).toBeLessThanOrEqual(5);
      });
      expect(lesson.levels.every((l) => l.game === id && l.stage >= 1 && l.stage <= lesson.stages.length)).toBe(true);
      const stages = lesson.levels.map((l) => l.stage);
      expect(stages).toEqual([...stages].sort((a, b) => a - b));
      expect(lesson.levels.filter((l) => l.final).map((l) => l.id)).toEqual([lesson.levels.at(-1)!.id]);
      expect(lesson.levels.at(-1)!.stage).toBe(lesson.stages.length);
    }
  });

  it('levels are unique by id', () => {
    expect(new Set(levels.map((l) => l.id)).size).toBe(levels.length);
  });
});

describe.each(levels.map((l) => [l.id, l] as const))('%s', (_id, level) => {
  const engine = engineFor(level.game)!;

  it('reads on a phone and hints without giving the move', () => {
    expect(level.par).toBeGreaterThanOrEqual(1);
    expect(level.solution.length).toBe(level.par);
    expect(level.goal.length).toBeGreaterThan(0);
    expect(level.goal.length).toBeLessThanOrEqual(100);
    expect(level.title.length).toBeGreaterThan(0);
    expect(level.hints.length).toBeGreaterThan(0);
    for (const h of level.hints) {
      expect(h.trim().length).toBeGreaterThan(0);
      // A whole move (several words) never appears in a hint; one-word moves ("war") are words of the game too.
      for (const move of level.solution.filter((m) => m.includes(' '))) expect(h.toLowerCase()).not.toContain(move.toLowerCase());
    }
  });

  it('its position is accepted by the engine, the learner is to move, and the goal is not met yet', () => {
    const lesson = opened(level);
    expect(engine.stateSchema.safeParse(lesson.state).success).toBe(true);
    expect(engine.result(lesson.state)).toBeNull();
    expect(engine.toAct(lesson.state)).toContain(level.learner);
    expect(level.passed(lesson.state, lesson.start)).toBe(false);
    expect(level.failed?.(lesson.state, lesson.start) ?? null).toBeNull();
  });

  it('its intended line passes with 3 stars', () => {
    const reports = playSolution(level);
    expect(reports.slice(0, -1).every((r) => r.status === 'continue')).toBe(true);
    const last = reports.at(-1)!;
    expect(last.status === 'failed' ? last.reason : last.status).toBe('passed');
    expect(last.status === 'passed' && last.stars).toBe(3);
    expect(reports).toHaveLength(level.solution.length);
  });

  it('its scripted replies are legal along the intended line (no fallback needed)', () => {
    const r = start(level);
    if (!r.ok) throw new Error(r.error);
    let state = r.lesson.state;
    const script = level.replies.kind === 'script' ? level.replies.moves : [];
    let next = 0;
    for (const text of level.solution) {
      const mine = engine.parseAction(state, level.learner, text);
      expect(mine.ok, text).toBe(true);
      const applied = engine.applyAction(state, level.learner, mine.ok ? mine.action : null);
      expect(applied.ok, text).toBe(true);
      if (!applied.ok) return;
      state = applied.state;
      if (level.passed(state, r.lesson.start)) break;
      while (!engine.result(state) && !engine.toAct(state).includes(level.learner)) {
        const seat = engine.toAct(state)[0];
        const reply = script[next++];
        expect(reply, `${level.id} needs a scripted reply after "${text}"`).toBeDefined();
        const parsed = engine.parseAction(state, seat, reply);
        expect(parsed.ok ? '' : parsed.error, reply).toBe('');
        const answered = parsed.ok ? engine.applyAction(state, seat, parsed.action) : null;
        expect(answered?.ok ? '' : answered?.error, reply).toBe('');
        if (!answered?.ok) return;
        state = answered.state;
      }
    }
  });

  it('a wrong first move does not pass', () => {
    const lesson = opened(level);
    const right = engine.parseAction(lesson.state, level.learner, level.solution[0]);
    expect(right.ok).toBe(true);
    const key = (a: unknown) => JSON.stringify(a);
    const others = engine.legalActions(lesson.state, level.learner).filter((a) => right.ok && key(a) !== key(right.action));
    expect(others.length).toBeGreaterThan(0);
    // Some goals have a few equal answers (any card into the corner eye); the rest of the moves must not pass.
    const passing = others.filter((a) => play(level, lesson, a).status === 'passed').map((a) => engine.formatAction(lesson.state, a));
    expect(passing.length, `${level.id} also passes with ${passing.join(', ')}`).toBeLessThanOrEqual(Math.floor(others.length / 20));
  });
});
