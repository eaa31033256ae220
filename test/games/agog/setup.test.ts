// Geometry, the starting position, handicaps (JG-R12, JG-R13) and position strings.
import { describe, expect, it } from 'vitest';
import { agog, toPosition, type AgogState } from '../../../src/games/agog/index.js';
import { JG_R12_HANDICAP_SQUARES, JG_R13_HANDICAP_TO_POOL } from '../../../src/games/agog/rulings.js';
import { at, pos, sq, texts } from './helpers.js';

const WHITE_GOLEMS = 'b1 c1 d1 e1 f1 a2 b2 c2 d2 e2 a3 b3 c3 d3 a4 b4 c4 a5 b5 a6'.split(' ');
const BLACK_GOLEMS = 'c8 d8 e8 f8 g8 d7 e7 f7 g7 h7 e6 f6 g6 h6 f5 g5 h5 g4 h4 h3'.split(' ');
const ALL = Array.from({ length: 64 }, (_, i) => 'abcdefgh'[i & 7] + ((i >> 3) + 1));

function setupWith(options: object): AgogState {
  const r = agog.setup({ players: 2, seed: 's', options });
  if (!r.ok) throw new Error(r.error);
  return r.state;
}

const squaresWith = (s: AgogState, ch: string) => ALL.filter((n) => at(s, n) === ch).sort();

describe('A•G•O•G setup and geometry (RULINGS §5.1)', () => {
  const s = setupWith({});

  it('places 20 golems a side on the exact squares, journeymen on a1 and h8', () => {
    expect(squaresWith(s, 'g')).toEqual([...WHITE_GOLEMS].sort());
    expect(squaresWith(s, 'G')).toEqual([...BLACK_GOLEMS].sort());
    expect(squaresWith(s, 'j')).toEqual(['a1']);
    expect(squaresWith(s, 'J')).toEqual(['h8']);
    expect(s.board).toHaveLength(64);
    // The three middle diagonals d = 6, 7, 8 are empty; everything else is occupied.
    for (const n of ALL) {
      const d = 'abcdefgh'.indexOf(n[0]) + Number(n[1]) - 1;
      expect(at(s, n) === '.', n).toBe(d >= 6 && d <= 8);
    }
    expect(s.toMove).toBe(0);
    expect(s.pools).toEqual([0, 0]);
    expect(s.ply).toBe(0);
    expect(agog.result(s)).toBeNull();
    expect(agog.toAct(s)).toEqual([0]);
  });

  it('has the expected position string', () => {
    expect(toPosition(s)).toBe('..GGGGGJ/...GGGGG/g...GGGG/gg...GGG/ggg...GG/gggg...G/ggggg.../jggggg.. w 0,0');
  });

  it('index = file + 8 * rank: a1 = 0, h1 = 7, a8 = 56, h8 = 63', () => {
    expect([sq('a1'), sq('h1'), sq('a8'), sq('h8')]).toEqual([0, 7, 56, 63]);
    const v = agog.view(s, 'spectator');
    expect(v.board[0]).toEqual({ owner: 0, kind: 'journeyman' });
    expect(v.board[63]).toEqual({ owner: 1, kind: 'journeyman' });
    expect(v.board[7]).toBeNull(); // h1
    expect(v.board[56]).toBeNull(); // a8
    expect(v.board[1]).toEqual({ owner: 0, kind: 'golem' }); // b1
  });

  it('opens with forward moves from the front diagonal only (d = 5 for White)', () => {
    expect(texts(s)).toEqual(['1f2', '2e3', '3d4', '4c5', '5b6', 'a7', 'ab6', 'bc5', 'cd4', 'de3', 'ef2', 'g1']);
    const b = setupWith({ position: toPosition(s).replace(' w ', ' b ') });
    // Black's front diagonal d = 9: c8 d7 e6 f5 g4 h3, stepping −file or −rank.
    // c7 is reachable from c8 (along the file: "8c7", as in the rules' example) and d7 ("dc7").
    expect(texts(b)).toEqual(['4g3', '5f4', '6e5', '7d6', '8c7', 'b8', 'dc7', 'ed6', 'fe5', 'gf4', 'h2', 'hg3']);
  });

  it('knows the seats and the contract constants', () => {
    expect(agog.seatName(0, 2)).toBe('White');
    expect(agog.seatName(1, 2)).toBe('Black');
    expect(agog.players).toEqual({ min: 2, max: 2 });
    expect(agog.drawsAllowed).toBe(false);
    expect(agog.id).toBe('agog');
    expect(agog.rulesSummary.length).toBeGreaterThan(200);
    expect(agog.rulesSummary.length).toBeLessThanOrEqual(1500);
  });

  it('rejects a player count other than 2', () => {
    expect(agog.setup({ players: 3, seed: 's', options: {} }).ok).toBe(false);
  });
});

describe('handicap (RULINGS §5.2 item 12, JG-R12, JG-R13)', () => {
  const table: Record<number, string[]> = {
    1: ['f6'],
    2: ['e6', 'f5'],
    3: ['e6', 'f5', 'f6'],
    4: ['e6', 'f5', 'd7', 'g4'],
    5: ['e6', 'f5', 'd7', 'g4', 'f6'],
    6: ['e6', 'f5', 'd7', 'g4', 'e7', 'g5'],
    7: ['e6', 'f5', 'd7', 'g4', 'e7', 'g5', 'f6'],
    8: ['e6', 'f5', 'd7', 'g4', 'e7', 'g5', 'f7', 'g6'],
    9: ['e6', 'f5', 'd7', 'g4', 'e7', 'g5', 'f7', 'g6', 'f6'],
  };

  it.each(Object.entries(table))('handicap %s removes exactly %j from Black', (n, removed) => {
    const s = setupWith({ handicap: Number(n) });
    expect(squaresWith(s, 'G')).toEqual(BLACK_GOLEMS.filter((x) => !removed.includes(x)).sort());
    expect(squaresWith(s, 'g')).toEqual([...WHITE_GOLEMS].sort());
    expect(JG_R12_HANDICAP_SQUARES[Number(n)]).toEqual(removed);
    // JG-R13: the removed golems do not enter Black's pool.
    expect(JG_R13_HANDICAP_TO_POOL).toBe(false);
    expect(s.pools).toEqual([0, 0]);
    expect(s.toMove).toBe(0);
  });

  it('keeps the remaining Black golems symmetric across the a1–h8 diagonal', () => {
    for (let n = 1; n <= 9; n++) {
      const black = squaresWith(setupWith({ handicap: n }), 'G');
      const mirror = black.map((x) => 'abcdefgh'[Number(x[1]) - 1] + ('abcdefgh'.indexOf(x[0]) + 1)).sort();
      expect(mirror, `handicap ${n}`).toEqual(black);
    }
  });

  it.each([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])('handicap %i round-trips through a position string', (n) => {
    const s = setupWith({ handicap: n });
    const again = setupWith({ position: toPosition(s) });
    expect(again).toEqual(s);
    expect(toPosition(again)).toBe(toPosition(s));
  });

  it.each([10, -1, 1.5, '2'])('rejects handicap %j', (h) => {
    const r = agog.setup({ players: 2, seed: 's', options: { handicap: h as number } });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/handicap/i);
  });

  it('rejects a handicap together with a position', () => {
    const r = agog.setup({ players: 2, seed: 's', options: { handicap: 2, position: pos('j:a1 J:h8 g:c3') } });
    expect(r.ok).toBe(false);
  });
});

describe('position strings (options.position)', () => {
  const good = pos('j:a1 J:h8 g:c3 G:f6', 'b', '3,4');

  it('reads a valid position, side to move and pools', () => {
    const s = setupWith({ position: good });
    expect(s.toMove).toBe(1);
    expect(s.pools).toEqual([3, 4]);
    expect(at(s, 'c3')).toBe('g');
    expect(at(s, 'f6')).toBe('G');
    expect(toPosition(s)).toBe(good);
  });

  it('reads every unit letter', () => {
    const s = setupWith({ position: pos('j:a1 J:h8 g:b2 h:c3 c:d4 G:e5 H:f6 C:g7') });
    expect(agog.view(s, 0).board.filter((p) => p !== null)).toHaveLength(8);
    expect(agog.view(s, 0).board[sq('d4')]).toEqual({ owner: 0, kind: 'corrupted' });
    expect(agog.view(s, 0).board[sq('f6')]).toEqual({ owner: 1, kind: 'hulk' });
  });

  const bad: [string, string, RegExp][] = [
    ['seven ranks', '......../......../......../......../......../......J/j....... w 0,0', /8 ranks/],
    ['a short rank', '.......J/......./......../......../......../......../......../j....... w 0,0', /rank 7 has 7/],
    ['a bad character', '.......J/......../......../...x..../......../......../......../j....... w 0,0', /"x" on d5/],
    ['a bad side', pos('j:a1 J:h8').replace(' w ', ' x '), /side to move/],
    ['bad pools', pos('j:a1 J:h8').replace('0,0', '0;0'), /pools/],
    ['missing parts', '.......J/......../......../......../......../......../......../j.......', /expected/],
    ['two White journeymen', pos('j:a1,b1 J:h8'), /White has 2 journeymen/],
    ['no Black journeyman', pos('j:a1 g:c3'), /Black has no journeyman/],
    ['a White golem on h8', pos('j:a1 J:g8 g:h8'), /enemy sanctum/],
    ['a Black journeyman on a1', pos('j:b1 J:a1'), /enemy sanctum/],
    ['too many golems with the pool', pos('j:a1 J:h8 h:a3,a4,a5,a6,a7,a8,b3,b4,b5,b6,b7', 'w', '0,0'), /more than the 20/],
    ['too big a pool', pos('j:a1 J:h8 g:c3', 'w', '20,0'), /more than the 20/],
    ['a side to move with no legal move', pos('j:a1 J:a2 g:a3,a4', 'b'), /no legal move/],
  ];
  it.each(bad)('rejects %s', (_name, position, why) => {
    const r = agog.setup({ players: 2, seed: 's', options: { position } });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(why);
  });
});
