// The arena's sums (issue 25): intervals, first-seat tallies, records read back.
import { describe, expect, it } from 'vitest';
import { formatLine, formatPaired, paired, parseRecords, parseTweak, signTest, summarise, wilson, type GameRecord } from '../../scripts/arena-stats.js';

const rec = (index: number, aiSeat: number, firstSeat: number, winners: number[] | null, thinkMs: number[] = [10]): GameRecord => ({
  game: 'agog', level: 'hard', vs: 'normal', players: 2, index, aiSeat, firstSeat, winners, plies: 30, thinkMs,
});

describe('wilson', () => {
  it('gives the textbook 95 % interval and stays inside [0, 1]', () => {
    const [lo, hi] = wilson(26, 40);
    expect(lo).toBeCloseTo(0.495, 3);
    expect(hi).toBeCloseTo(0.779, 3);
    expect(wilson(40, 40)[1]).toBe(1);
    expect(wilson(40, 40)[0]).toBeCloseTo(0.912, 3);
    expect(wilson(0, 40)[0]).toBe(0);
    expect(wilson(0, 0)).toEqual([0, 1]);
  });
});

describe('summarise', () => {
  it('counts a draw as half, an unfinished game as nothing, and each index once', () => {
    const [s] = summarise([rec(0, 0, 0, [0]), rec(1, 1, 0, [0]), rec(2, 0, 1, []), rec(3, 1, 1, null), rec(1, 1, 0, [1], [30, 50])]);
    expect(s.games).toBe(4);
    expect([s.wins, s.draws, s.losses, s.unfinished]).toEqual([2, 1, 0, 1]);
    expect(s.score).toBeCloseTo(2.5 / 4);
    // Game 0: the first seat won; game 1 (as last recorded): seat 1 won, seat 0 went first.
    expect([s.firstSeatWins, s.decided]).toEqual([1, 2]);
    expect([s.thinkP50, s.thinkP95]).toEqual([10, 50]);
    expect(formatLine(s)).toContain('2-1-0 of 4 (1 unfinished); score 63 %');
  });

  it('tallies how games ended where the records say, and says nothing where none does', () => {
    const [s] = summarise([
      { ...rec(0, 0, 0, [0]), reason: 'Tactical victory: a line of 7' },
      { ...rec(1, 1, 0, [0]), reason: 'Logistical victory: 20 captures' },
      { ...rec(2, 0, 1, [1]), reason: 'Tactical victory: a line of 7' },
      rec(3, 1, 1, [1]),
    ]);
    expect(s.endings).toEqual({ 'Tactical victory': 2, 'Logistical victory': 1 });
    expect(formatLine(s)).toContain('ended: Tactical victory 2, Logistical victory 1');
    expect(formatLine(summarise([rec(0, 0, 0, [0])])[0])).not.toContain('ended');
  });

  it('keeps lines apart by game, players and levels', () => {
    const lines = summarise([rec(0, 0, 0, [0]), { ...rec(0, 0, 0, [1]), vs: 'greedy' }, { ...rec(0, 0, 0, [1]), players: 3 }]);
    expect(lines.map((l) => l.key).sort()).toEqual(['agog (3 players): hard vs normal', 'agog: hard vs greedy', 'agog: hard vs normal']);
  });
});

describe('summarise by deal', () => {
  it('tallies each deal played from every seat as ahead, even or behind its fair share, and the score were the even ones left even', () => {
    // Deal 0: won from both seats; deal 1: won once (even); deal 2: lost both; deal 3: a win and a draw; deal 4: one seat only, left out.
    const games = [rec(0, 0, 0, [0]), rec(1, 1, 0, [1]), rec(2, 0, 0, [0]), rec(3, 1, 0, [0]), rec(4, 0, 0, [1]), rec(5, 1, 0, [0]), rec(6, 0, 0, [0]), rec(7, 1, 0, []), rec(8, 0, 0, [0])];
    const [s] = summarise(games);
    expect(s.deals).toMatchObject({ whole: 4, ahead: 2, even: 1, behind: 1 });
    // One even deal scores 1 of 2, the three others 2 each: 7 of 8.
    expect(s.deals.ceiling).toBeCloseTo(7 / 8);
    expect(s.deals.p).toBe(signTest(2, 1));
    expect(formatLine(s)).toContain('by deal (4 from every seat): ahead 2, even 1, behind 1');
    expect(formatLine(s)).toContain('at most 88 %');
  });

  it('takes a deal at a larger table as whole only with every seat, its fair share one game', () => {
    const three = (index: number, winners: number[]): GameRecord => ({ ...rec(index, index % 3, 0, winners), players: 3 });
    // Deal 0 (games 0-2): the level won as seat 0 and seat 2, so 2 of a fair 1. Deal 1: two seats only.
    const [s] = summarise([three(0, [0]), three(1, [0]), three(2, [2]), three(3, [0]), three(4, [1])]);
    expect(s.deals).toMatchObject({ whole: 1, ahead: 1, even: 0, behind: 0, ceiling: 1 });
    expect(formatLine(summarise([rec(0, 0, 0, [0])])[0])).not.toContain('by deal');
  });
});

describe('parseRecords', () => {
  it('reads a record per line and reports the lines that are not one', () => {
    const bad: number[] = [];
    const out = parseRecords(`${JSON.stringify(rec(0, 0, 0, [0]))}\n{oops\n${JSON.stringify({ ...rec(1, 0, 0, [0]), players: 9 })}\n\n`, (line) => bad.push(line));
    expect(out).toHaveLength(1);
    expect(bad).toEqual([2, 3]);
  });
});

describe('parseTweak', () => {
  it('takes a budget change and refuses anything else with a reason', () => {
    expect(parseTweak('{"measure":"fitted","playoutDepth":0}')).toEqual({ ok: true, tweak: { measure: 'fitted', playoutDepth: 0 } });
    const unknown = parseTweak('{"treeDepth":3}');
    expect(unknown.ok).toBe(false);
    expect(!unknown.ok && unknown.error).toContain('treeDepth');
    expect(parseTweak('{"iterations":-5}').ok).toBe(false);
    expect(parseTweak('{"measure":"learned"}').ok).toBe(false);
    expect(parseTweak('{"measure":"exact"}')).toEqual({ ok: true, tweak: { measure: 'exact' } });
    const notJson = parseTweak('trees=4');
    expect(!notJson.ok && notJson.error).toContain('not JSON');
  });
});

describe('paired: a line against a baseline on the same deals', () => {
  it('counts only the games whose result changed, against the untweaked level by default', () => {
    const base = [rec(0, 0, 0, [0]), rec(1, 1, 0, [0]), rec(2, 0, 1, [1]), rec(3, 1, 1, [1]), { ...rec(1, 1, 0, [1]), level: 'normal' }, { ...rec(1, 1, 0, [1]), vs: 'greedy' }];
    const tweaked = (r: GameRecord): GameRecord => ({ ...r, level: 'hard {"trees":4}' });
    const line = [tweaked(rec(0, 0, 0, [0])), tweaked({ ...rec(1, 1, 0, [1]), plies: 44 }), tweaked(rec(2, 0, 1, [])), tweaked(rec(3, 1, 1, [0])), tweaked(rec(9, 1, 1, [1]))];
    const [p] = paired(line, base);
    expect(p.key).toBe('agog: hard {"trees":4} vs normal against hard');
    // Game 9 has no baseline; 0 replays; 1 turns a loss into a win; 2 a loss into a draw; 3 a win into a loss.
    expect([p.common, p.replayed]).toEqual([4, 1]);
    expect([p.gained, p.lost]).toEqual([[1, 2], [3]]);
    expect(p.p).toBe(1);
    // Against normal's record, game 1 was already won.
    expect(paired(line, base, 'normal')[0].gained).toEqual([]);
    expect(formatPaired(p)).toContain('better in 2 [1, 2], worse in 1 [3]');
  });

  it('signTest is the exact two-sided binomial', () => {
    expect(signTest(0, 0)).toBe(1);
    expect(signTest(0, 5)).toBeCloseTo(2 / 32, 10);
    expect(signTest(9, 1)).toBeCloseTo((2 * 11) / 1024, 10);
    expect(signTest(3, 3)).toBe(1);
  });
});
