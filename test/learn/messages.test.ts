// Every lesson message at its largest, through the stand-in's copy of
// Discord's body checks: each level's message with a hint shown, every page of
// its picker (groups, and each group's moves), a pass and a failure with a
// long reply log, and each game's menu with no progress, all of it, and a
// level left open. Ids at their longest, a 32-letter name.
import { describe, expect, it } from 'vitest';
import type { ActionRowBuilder } from 'discord.js';
import { allLevels, lessons } from '../../src/learn/index.js';
import type { LessonRun, LevelProgress } from '../../src/learn/service.js';
import type { Level } from '../../src/learn/types.js';
import { controls, lessonMessage, levelNumber, levelOfNumber, menuMessage, moveNote, type LessonMessage, type PickerPage } from '../../src/discord/lesson.js';
import { groupActions, PAGE } from '../../src/discord/picker.js';
import { parseButtonId } from '../../src/discord/custom-id.js';
import { LIMITS } from '../../src/matches/limits.js';
import { validateMessageBody } from '../discord-standin/validate.js';
import { opened } from './support.js';

const NAME = 'W'.repeat(32);
const BIG = 999_999_999;

function accepted(message: { content?: string; components?: { toJSON(): object }[] }): void {
  const body = { content: message.content ?? '', components: (message.components ?? []).map((c) => c.toJSON()) };
  expect(() => validateMessageBody(body, [], { isEdit: true })).not.toThrow();
  expect(body.content.length).toBeLessThanOrEqual(LIMITS.content);
  expect(body.components.length).toBeLessThanOrEqual(LIMITS.actionRows);
  // Every component's custom id is one the router reads back.
  for (const row of body.components as { components: { custom_id?: string }[] }[]) {
    for (const c of row.components) if (c.custom_id) expect(parseButtonId(c.custom_id), c.custom_id).not.toBeNull();
  }
}

function runOf(level: Level, outcome: LessonRun['outcome'] = { status: 'playing' }): LessonRun {
  return { id: BIG, userId: '1'.repeat(19), game: level.game, levelId: level.id, version: BIG, lesson: opened(level), outcome };
}

const pagesOf = (n: number) => Math.max(1, Math.ceil(n / PAGE));

describe('level numbers in custom ids', () => {
  it('are unique, at most 9 digits, and lead back to their level', () => {
    const numbers = allLevels().map(levelNumber);
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const l of allLevels()) {
      expect(String(levelNumber(l)).length).toBeLessThanOrEqual(9);
      expect(levelOfNumber(levelNumber(l))).toBe(l);
    }
    expect(levelOfNumber(1)).toBeUndefined();
  });
});

describe.each(allLevels().map((l) => [l.id, l] as const))('%s messages', (_id, level) => {
  it('the lesson message with a hint, and every page of its picker', async () => {
    const run = runOf(level);
    const message: LessonMessage = await lessonMessage(run, level, { name: NAME, hint: level.hints.length - 1, note: 'x'.repeat(300) });
    accepted(message);
    expect(message.files).toHaveLength(1);
    expect(message.content).toContain(`Goal: ${level.goal}`);
    expect(message.content).toContain(`**Hint:** ${level.hints.at(-1)}`);
    const groups = groupActions({ game: level.game, state: run.lesson.state }, level.learner);
    expect(groups.length).toBeGreaterThan(0);
    const pages: PickerPage[] = [
      ...Array.from({ length: pagesOf(groups.length) }, (_, p) => ({ groups: p })),
      ...groups.flatMap((g, i) => Array.from({ length: pagesOf(g.actions.length) }, (_, p) => ({ group: i, page: p }))),
    ];
    for (const at of pages) {
      const rows = controls(run, level, { name: NAME, picker: at });
      accepted({ content: 'x', components: rows as ActionRowBuilder[] });
      // The picker's select, its pager when there is one, and Hint / Try again / Lessons.
      expect(rows.length).toBeLessThanOrEqual(3);
    }
  });

  it('a pass and a failure, after a long run of replies', async () => {
    const events = Array.from({ length: 30 }, (_, i) => ({ kind: 'x', text: `Player 2 does something long number ${i} ${'y'.repeat(200)}` }));
    for (const outcome of [{ status: 'passed', stars: 1, moves: 99 }, { status: 'failed', reason: 'r'.repeat(900) }] as const) {
      const run = { ...runOf(level, outcome), lesson: { ...opened(level), over: true } };
      const best: LevelProgress = { stars: 3, bestMoves: level.par };
      const message = await lessonMessage(run, level, { name: NAME, note: moveNote(level, run, events, best, NAME) });
      accepted(message);
      const labels = message.components.flatMap((r) => r.toJSON().components.map((c) => ('label' in c ? c.label : '')));
      if (outcome.status === 'failed') expect(labels).toEqual(['Try again', 'Hint', 'Lessons']);
      else expect(labels[0]).toEqual(level.final ? 'Play a real game against the AI (easy)' : expect.stringMatching(/^Next level: /));
    }
  });
});

describe.each(Object.values(lessons).map((l) => [l!.game, l!] as const))('%s menu', (_game, lesson) => {
  it('with no progress, with every level at 3 stars, and with a level left open', () => {
    const none = menuMessage({ lesson, progress: new Map(), next: lesson.levels[0] }, null);
    accepted(none);
    expect(none.content).toContain(`**▶ 1-1**`);
    const all = new Map(lesson.levels.map((l) => [l.id, { stars: 3, bestMoves: l.par } as LevelProgress]));
    const done = menuMessage({ lesson, progress: all, next: null }, null);
    accepted(done);
    expect(done.content).toContain(`${lesson.levels.length * 3} of ${lesson.levels.length * 3} ★`);
    const open = { run: runOf(lesson.levels[2]), level: lesson.levels[2] };
    const half = menuMessage({ lesson, progress: new Map(), next: lesson.levels[0] }, open);
    accepted(half);
    const labels = half.components.flatMap((r) => r.toJSON().components.map((c) => ('label' in c ? c.label : '')));
    expect(labels).toContain(`Continue ${lesson.levels[2].id.slice(lesson.game.length + 1)}: ${lesson.levels[2].title}`);
  });
});
