// The lesson service on both databases: a level played to a pass records the
// learner's progress, a refused or stale move changes nothing, a level over
// plays no more, a run is its learner's alone, the AI (easy) answers where a
// level asks for it, and the menu's next level.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgogState } from '../../src/games/agog/index.js';
import { stopWorker } from '../../src/ai/index.js';
import { levelById } from '../../src/learn/index.js';
import { LessonService } from '../../src/learn/service.js';
import type { Level } from '../../src/learn/types.js';
import { DB_KINDS, openTestDb, type TestDb } from '../support/db.js';
import { level } from './support.js';

/** A level answered by the AI (easy) instead of its script: the first one, otherwise unchanged. */
const againstAi: Level = { ...level('agog-1-1'), id: 'agog-9-1', replies: { kind: 'ai-easy' } };
const lookup = (id: string) => (id === againstAi.id ? againstAi : levelById(id));

afterAll(() => stopWorker());

describe.each(DB_KINDS)('the lesson service on %s', (kind) => {
  let db: TestDb;
  let lessons: LessonService;
  beforeAll(async () => {
    db = await openTestDb(kind);
    lessons = new LessonService(db.prisma, lookup);
  });
  afterAll(async () => db?.dispose());

  async function begun(userId: string, levelId: string) {
    const r = await lessons.begin(userId, levelId);
    if (!r.ok) throw new Error(r.error);
    return r.run;
  }

  it('plays a level to a pass, records the stars, and plays no more', async () => {
    const run = await begun('a', 'agog-1-1');
    const first = await lessons.move('a', run.id, run.version, 'd3');
    expect(first.ok && [first.run.outcome, first.run.version, first.events.map((e) => e.text)]).toEqual([{ status: 'playing' }, run.version + 1, ['White: d3', 'Black: f8']]);
    const second = await lessons.move('a', run.id, run.version + 1, 'd4');
    expect(second.ok && [second.run.outcome, second.best]).toEqual([{ status: 'passed', stars: 3, moves: 2 }, { stars: 3, bestMoves: 2 }]);
    expect([...(await lessons.store.progress('a', 'agog'))]).toEqual([['agog-1-1', { stars: 3, bestMoves: 2 }]]);
    const more = await lessons.move('a', run.id, run.version + 2, 'c4');
    expect(!more.ok && more.code).toBe('over');
  });

  it('a refused move, a stale message and someone else change nothing', async () => {
    const run = await begun('b', 'agog-1-1');
    const refused = await lessons.move('b', run.id, run.version, 'h8');
    expect(!refused.ok && refused.code).toBe('illegal');
    expect(!refused.ok && 'error' in refused && refused.error.length).toBeGreaterThan(0);
    const stale = await lessons.move('b', run.id, run.version - 1, 'd3');
    expect(!stale.ok && stale.code).toBe('stale');
    const theirs = await lessons.move('c', run.id, run.version, 'd3');
    expect(!theirs.ok && theirs.code).toBe('missing');
    const now = await lessons.get('b', run.id);
    expect(now.ok && [now.run.version, now.run.lesson.moves]).toEqual([run.version, 0]);
    // A typed move plays against whatever version the run is at.
    const typed = await lessons.move('b', run.id, null, 'd3');
    expect(typed.ok && typed.run.lesson.moves).toBe(1);
  });

  it('a lost level says why, in one line, and Try again begins it afresh', async () => {
    const run = await begun('d', 'agog-3-3');
    const lost = await lessons.move('d', run.id, run.version, 'cxe3');
    expect(lost.ok && lost.run.outcome.status).toBe('failed');
    const reason = lost.ok && lost.run.outcome.status === 'failed' ? lost.run.outcome.reason : '';
    expect(reason).toMatch(/^The game ended without the goal met: [^\n]+$/);
    const again = await begun('d', 'agog-3-3');
    expect([again.id, again.outcome, again.lesson.moves, again.lesson.over]).toEqual([run.id, { status: 'playing' }, 0, false]);
    expect(again.version).toBeGreaterThan(run.version + 1);
  });

  it('lets the AI (easy) answer where a level asks for it, the same way each time', async () => {
    const replies: unknown[] = [];
    for (const user of ['e1', 'e2']) {
      const run = await begun(user, againstAi.id);
      const first = await lessons.move(user, run.id, run.version, 'd3');
      if (!first.ok) throw new Error(first.error);
      const state = first.run.lesson.state as AgogState;
      // Black has answered, and it is the learner's turn again.
      expect(state.last?.seat).toBe(1);
      expect(first.events.map((e) => e.text)[0]).toBe('White: d3');
      expect(first.events).toHaveLength(2);
      replies.push(state.last?.text);
      const second = await lessons.move(user, run.id, first.run.version, 'd4');
      expect(second.ok && second.run.outcome).toEqual({ status: 'passed', stars: 3, moves: 2 });
    }
    expect(replies[0]).toBe(replies[1]);
  });

  it('the menu’s next level: the first not passed, then the first below 3 stars, then none', async () => {
    const menu = async () => {
      const m = await lessons.menu('f', 'ugo');
      if (!m.ok) throw new Error(m.error);
      return m;
    };
    const { lesson } = await menu();
    expect((await menu()).next?.id).toBe(lesson.levels[0].id);
    for (const l of lesson.levels.slice(0, 2)) await lessons.store.recordPass('f', l, 3, l.par);
    expect((await menu()).next?.id).toBe(lesson.levels[2].id);
    for (const l of lesson.levels.slice(2)) await lessons.store.recordPass('f', l, l === lesson.levels[1] ? 3 : 2, l.par + 1);
    expect((await menu()).next?.id).toBe(lesson.levels[2].id);
    for (const l of lesson.levels) await lessons.store.recordPass('f', l, 3, l.par);
    expect((await menu()).next).toBeNull();
    const none = await lessons.menu('f', 'chess' as never);
    expect(none.ok).toBe(false);
  });
});
