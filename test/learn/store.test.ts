// Lesson progress and runs in both databases: best stars kept, runs begun
// afresh, a save against an older version refused, stored JSON read back
// through the schemas (a run that no longer fits is not used).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LessonStore } from '../../src/learn/store.js';
import { engineFor } from '../../src/games/index.js';
import { DB_KINDS, openTestDb, type TestDb } from '../support/db.js';
import { after, level, opened } from './support.js';

describe.each(DB_KINDS)('the lesson store on %s', (kind) => {
  let db: TestDb;
  let store: LessonStore;
  beforeAll(async () => {
    db = await openTestDb(kind);
    store = new LessonStore(db.prisma);
  });
  afterAll(async () => db?.dispose());

  it('keeps the best stars and the fewest moves of each level, per learner and game', async () => {
    const first = level('agog-1-1');
    expect(await store.recordPass('u1', first, 2, 3)).toEqual({ stars: 2, bestMoves: 3 });
    expect(await store.recordPass('u1', first, 1, 6)).toEqual({ stars: 2, bestMoves: 3 });
    expect(await store.recordPass('u1', first, 3, 2)).toEqual({ stars: 3, bestMoves: 2 });
    await store.recordPass('u1', level('agog-1-2'), 1, 4);
    await store.recordPass('u1', level('ugo-1-1'), 3, 2);
    await store.recordPass('u2', first, 1, 9);

    const agog = await store.progress('u1', 'agog');
    expect([...agog].sort()).toEqual([
      ['agog-1-1', { stars: 3, bestMoves: 2 }],
      ['agog-1-2', { stars: 1, bestMoves: 4 }],
    ]);
    expect([...(await store.progress('u1', 'ugo'))]).toEqual([['ugo-1-1', { stars: 3, bestMoves: 2 }]]);
    expect([...(await store.progress('u2', 'agog'))]).toEqual([['agog-1-1', { stars: 1, bestMoves: 9 }]]);
    expect((await store.progress('u3', 'agog')).size).toBe(0);
  });

  it('begins one run per learner and level, afresh each time, its version bumped', async () => {
    const l = level('agog-1-1');
    const a = await store.begin('u1', l, opened(l));
    expect([a.version, a.outcome, a.lesson.moves]).toEqual([1, { status: 'playing' }, 0]);
    const moved = await store.save(a, after(l, a.lesson, 'd3'), { status: 'playing' });
    expect(moved?.version).toBe(2);
    const again = await store.begin('u1', l, opened(l));
    expect(again.id).toBe(a.id);
    expect(again.version).toBe(3);
    const read = await store.get(a.id);
    expect(read?.lesson.moves).toBe(0);
    expect(read?.version).toBe(3);
    const other = await store.begin('u2', l, opened(l));
    expect(other.id).not.toBe(a.id);
  });

  it('saves only against the version it read; a stale save changes nothing', async () => {
    const l = level('agog-1-1');
    const run = await store.begin('u4', l, opened(l));
    const next = after(l, run.lesson, 'd3');
    const saved = await store.save(run, next, { status: 'playing' });
    expect(saved).not.toBeNull();
    // The same click again (or an older message): refused.
    expect(await store.save(run, after(l, run.lesson, 'c4'), { status: 'failed', reason: 'x' })).toBeNull();
    const read = await store.get(run.id);
    expect(read?.version).toBe(run.version + 1);
    expect(read?.lesson).toEqual(JSON.parse(JSON.stringify(next)));
    expect(read?.outcome).toEqual({ status: 'playing' });
    const done = await store.save(read!, after(l, read!.lesson, 'd4'), { status: 'passed', stars: 3, moves: 2 });
    expect((await store.get(run.id))?.outcome).toEqual({ status: 'passed', stars: 3, moves: 2 });
    expect(done?.lesson.over).toBe(true);
  });

  it('reads the stored state back through the engine’s schema (what a restart finds is what was played)', async () => {
    for (const id of ['ugo-1-1', 'gogmagog-1-1', 'mogo-1-1', 'gomofasta-1-1']) {
      const l = level(id);
      const run = await store.begin('u5', l, opened(l));
      const read = await store.get(run.id);
      expect(read?.lesson, id).toEqual(JSON.parse(JSON.stringify(run.lesson)));
      expect(engineFor(l.game)!.toAct(read!.lesson.state)).toContain(l.learner);
    }
  });

  it('a run whose JSON no longer fits its level is not used', async () => {
    const l = level('agog-1-1');
    const run = await store.begin('u6', l, opened(l));
    await db.prisma.lessonRun.update({ where: { id: run.id }, data: { lesson: { levelId: l.id, state: { board: 'nonsense' }, start: {}, moves: 0, scripted: 0, over: false } } });
    expect(await store.get(run.id)).toBeNull();
    await db.prisma.lessonRun.update({ where: { id: run.id }, data: { lesson: JSON.parse(JSON.stringify(run.lesson)), outcome: { status: 'won' } } });
    expect(await store.get(run.id)).toBeNull();
    await db.prisma.lessonRun.update({ where: { id: run.id }, data: { outcome: { status: 'playing' }, levelId: 'agog-9-9' } });
    expect(await store.get(run.id)).toBeNull();
    expect(await store.get(999_999)).toBeNull();
  });

  it('finds the learner’s most recently played run of a game', async () => {
    const a = level('agog-1-2');
    const b = level('agog-1-3');
    const runA = await store.begin('u7', a, opened(a));
    const runB = await store.begin('u7', b, opened(b));
    await store.begin('u7', level('ugo-1-2'), opened(level('ugo-1-2')));
    expect((await store.latest('u7', 'agog'))?.id).toBe(runB.id);
    await store.save(runA, runA.lesson, { status: 'playing' });
    expect((await store.latest('u7', 'agog'))?.id).toBe(runA.id);
    expect((await store.latest('u7', 'ugo'))?.levelId).toBe('ugo-1-2');
    expect(await store.latest('u7', 'mogo')).toBeNull();
  });
});
