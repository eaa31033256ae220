// The lesson runner: stars, refusals, move limits, the game ending, scripted and AI replies.
import { describe, expect, it } from 'vitest';
import { agog, type AgogState } from '../../src/games/agog/index.js';
import { play, reply, start, starsFor, type LessonState, type PlayReport } from '../../src/learn/runner.js';
import type { Level } from '../../src/learn/types.js';
import { level, opened } from './support.js';

/** Plays learner moves in notation; the report of each. */
function moves(l: Level, texts: string[], from = opened(l)): PlayReport[] {
  const out: PlayReport[] = [];
  let lesson = from;
  for (const t of texts) {
    const a = agog.parseAction(lesson.state as AgogState, l.learner, t);
    if (!a.ok) throw new Error(`${t}: ${a.error}`);
    const r = play(l, lesson, a.action);
    out.push(r);
    lesson = r.lesson;
  }
  return out;
}

describe('stars', () => {
  it('3 at par, 2 within par + 2, 1 above', () => {
    expect([2, 3, 4, 5, 9].map((m) => starsFor(2, m))).toEqual([3, 2, 2, 1, 1]);
    expect(starsFor(1, 1)).toBe(3);
  });

  it('a level passed one move over par earns 2 stars', () => {
    // The journeyman's step wastes a move; the golem still reaches d4.
    const r = moves(level('agog-1-1'), ['Jb1', 'd3', 'd4']);
    expect(r.map((x) => x.status)).toEqual(['continue', 'continue', 'passed']);
    const last = r[2];
    expect(last.status === 'passed' && [last.stars, last.lesson.moves]).toEqual([2, 3]);
  });
});

describe('a wrong move', () => {
  it('an illegal move is refused with the engine’s reason and changes nothing', () => {
    const l = level('agog-1-1');
    const lesson = opened(l);
    const r = play(l, lesson, { from: 18, to: [17], capture: false, corrupt: [], promote: null });
    expect(r.status).toBe('failed');
    if (r.status !== 'failed') return;
    expect(r.illegal).toBe(true);
    expect(r.reason.length).toBeGreaterThan(0);
    expect(r.reason).not.toMatch(/\n/);
    expect(r.lesson).toEqual(lesson);
  });

  it('a move that loses the game fails the level with the game’s reason', () => {
    // Capturing with the golem leaves the journeyman next to a black golem that must jump it.
    const [r] = moves(level('agog-3-3'), ['cxe3']);
    expect(r.status).toBe('failed');
    if (r.status !== 'failed') return;
    expect(r.illegal).toBe(false);
    expect(r.reason).toMatch(/^The game ended without the goal met: .*journeyman/i);
    expect(r.lesson.over).toBe(true);
    expect(agog.result(r.lesson.state as AgogState)?.winners).toEqual([1]);
  });

  it('a level over the move limit fails, in one line', () => {
    const l = level('agog-1-1');
    expect(l.maxMoves).toBeUndefined();
    const r = moves(l, ['Jb1', 'Jc1', 'Jd1', 'Je1', 'Jf1', 'Jg1']);
    expect(r.slice(0, 5).map((x) => x.status)).toEqual(['continue', 'continue', 'continue', 'continue', 'continue']);
    const last = r[5];
    expect(last.status === 'failed' && [last.reason, last.illegal]).toEqual(['The goal was not met within 6 moves.', false]);
  });

  it('a level’s own failure rule ends it with its reason', () => {
    const base = level('agog-1-1');
    const guarded: Level = { ...base, id: 'test-guarded', failed: (s) => ((s as AgogState).board[0] === 0 ? 'Your journeyman left its sanctum.' : null) };
    const [r] = moves(guarded, ['Jb1']);
    expect(r.status === 'failed' && r.reason).toBe('Your journeyman left its sanctum.');
  });

  it('nothing more is played once a level is over', () => {
    const l = level('agog-2-2');
    const [done] = moves(l, ['Hb7']);
    expect(done.status).toBe('passed');
    const again = play(l, done.lesson, agog.legalActions(done.lesson.state as AgogState, 0)[0] ?? {});
    expect(again.status === 'failed' && again.reason).toMatch(/over/);
  });
});

describe('the other side', () => {
  it('plays its script, and the lesson state survives a trip through JSON (it is stored)', () => {
    const l = level('agog-1-1');
    const [first] = moves(l, ['d3']);
    expect(first.status).toBe('continue');
    const stored = JSON.parse(JSON.stringify(first.lesson)) as LessonState;
    expect(stored.scripted).toBe(1);
    expect((stored.state as AgogState).last?.text).toBe('f8');
    const [second] = moves(l, ['d4'], stored);
    expect(second.status === 'passed' && second.stars).toBe(3);
  });

  it('answers with the engine’s first legal action when the script no longer fits', () => {
    const l = level('agog-3-3');
    // Its script captures on b3; after the golem's own capture that black golem is gone.
    const lesson = opened(l);
    const [r] = moves(l, ['cxe3'], lesson);
    const state = r.lesson.state as AgogState;
    expect(state.last?.seat).toBe(1);
    expect(r.lesson.scripted).toBe(1);
  });

  it('waits for the AI where the level asks for it, then goes on from its answer', () => {
    const l: Level = { ...level('agog-1-1'), id: 'test-ai', replies: { kind: 'ai-easy' } };
    const [first] = moves(l, ['d3']);
    expect(first.status === 'continue' && first.awaiting).toBe(1);
    // The learner cannot move for the AI.
    const early = play(l, first.lesson, agog.legalActions(first.lesson.state as AgogState, 1)[0]);
    expect(early.status === 'failed' && early.reason).toBe('It is not your turn.');
    const answered = reply(l, first.lesson, agog.legalActions(first.lesson.state as AgogState, 1)[0]);
    expect(answered.status === 'continue' && answered.awaiting).toBe(null);
    const [done] = moves(l, ['d4'], answered.lesson);
    expect(done.status).toBe('passed');
    expect(reply(l, opened(l), {}).status).toBe('failed');
  });

  it('refuses a level whose position the engine refuses', () => {
    const bad: Level = { ...level('agog-1-1'), id: 'test-bad', options: { position: '' } };
    const r = start(bad);
    expect(r.ok).toBe(false);
  });
});
