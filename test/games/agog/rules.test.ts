// One scenario per item of RULINGS §5.2 / §5.3, built from position strings.
import { describe, expect, it } from 'vitest';
import { agog, type AgogAction, type AgogState } from '../../../src/games/agog/index.js';
import { at, deepFreeze, parseError, play, sq, start, texts } from './helpers.js';

type Scenario = [name: string, spec: string, toMove: 'w' | 'b', pools: string, legal: string[]];

// Every scenario lists the exact, complete set of legal actions (canonical notation).
const scenarios: Scenario[] = [
  // §5.2 item 4 / JG-R02: simple moves go forward only (White +file/+rank, Black −file/−rank).
  ['a White golem steps forward only', 'j:a1 J:h8 g:d4', 'w', '0,0', ['Ja2', 'Jb1', 'd5', 'e4']],
  ['a Black golem steps forward only', 'j:a1 J:h8 G:d4', 'b', '0,0', ['Jg8', 'Jh7', 'c4', 'd3']],
  ['no unit leaves the board (White golem on the h-file)', 'j:a1 J:h8 g:h5', 'w', '0,0', ['Ja2', 'Jb1', 'h6']],
  ['no unit leaves the board (Black golem on the a-file)', 'j:a1 J:h8 G:a4', 'b', '0,0', ['Jg8', 'Jh7', 'a3']],
  ['a journeyman steps like a golem', 'j:d4 J:h8', 'w', '0,0', ['Jd5', 'Je4']],
  [
    'a hulk slides any distance forward over empty squares only',
    'j:a1 J:h8 h:c3 g:c6 G:h3',
    'w',
    '0,0',
    ['Hc4', 'Hc5', 'Hd3', 'He3', 'Hf3', 'Hg3', 'Ja2', 'Jb1', 'c7', 'd6'],
  ],
  [
    'a Black corrupted hulk slides towards a and 1',
    'j:a1 J:h8 C:f6',
    'b',
    '0,0',
    ['Ca6', 'Cb6', 'Cc6', 'Cd6', 'Ce6', 'Cf1', 'Cf2', 'Cf3', 'Cf4', 'Cf5', 'Jg8', 'Jh7'],
  ],
  // §5.2 item 5: captures in all 4 directions, landing just beyond (golem, journeyman).
  ['a golem captures in all four directions', 'j:a1 J:h8 g:d4 G:d5,e4,d3,c4', 'w', '0,0', ['4xd2', '4xd6', 'dxb4', 'dxf4']],
  ['a journeyman captures in all four directions', 'j:d4 J:h8 G:d5,e4,d3,c4', 'w', '0,0', ['Jxb4', 'Jxd2', 'Jxd6', 'Jxf4']],
  ['a capture needs an empty landing square', 'j:a1 J:h8 g:d4 G:d5,d6', 'w', '0,0', ['Ja2', 'Jb1', 'e4']],
  ['no jumping your own units', 'j:a1 J:h8 g:d4,d5', 'w', '0,0', ['Ja2', 'Jb1', 'd6', 'e4', 'e5']],
  // §5.2 item 5: hulks capture from a distance and choose any empty landing square beyond.
  ['a hulk captures from afar with a choice of landing', 'j:a1 J:h8 h:a4 G:d4', 'w', '0,0', ['Hxe4', 'Hxf4', 'Hxg4', 'Hxh4']],
  ['a hulk captures backwards too', 'j:a1 J:h8 h:e5 G:b5', 'w', '0,0', ['Hxa5']],
  ['a hulk cannot jump two units at once', 'j:a1 J:h8 h:a4 G:d4,e4', 'w', '0,0', ['Ha5', 'Ha6', 'Ha7', 'Ha8', 'Hb4', 'Hc4', 'Ja2', 'Jb1']],
  // JG-R08: a hulk may turn after each landing.
  ['JG-R08: a hulk changes direction mid-sequence', 'j:a1 J:h8 h:a4 G:c4,e6', 'w', '0,0', ['Hxe4xe7', 'Hxe4xe8']],
  // §5.2 item 6: jumped units stay and block until the end.
  ['jumped units keep blocking the hulk', 'j:a1 J:h8 h:d1 G:d3,b5,a4,f3', 'w', '0,0', ['Hxd5xa5xa2', 'Hxd5xa5xa3']],
  // §5.2 item 6: no unit is jumped twice; the vacated start square is empty.
  ['a golem runs round a square and lands on its start', 'j:a1 J:h8 g:b2 G:c2,d3,c4,b3', 'w', '0,0', ['2xb4xd4xd2xb2', 'bxd2xd4xb4xb2']],
  ['a hulk flies over its own vacated start square', 'j:a1 J:h8 h:d4 G:d6,b7,a5,f4', 'w', '0,0', ['Hxd7xa7xa4xg4', 'Hxd7xa7xa4xh4']],
  // §5.2 item 7: compulsory capture and the maximum-capture rule.
  ['capturing is compulsory', 'j:a1 J:h8 g:a6,b2 G:b3', 'w', '0,0', ['2xb4']],
  ['the maximum capture beats capturing the journeyman (rules example)', 'j:a1 J:g7 g:b2,f7 G:c2,d3', 'w', '0,0', ['bxd2xd4']],
  ['a hulk must land where it can go on capturing', 'j:a1 J:h8 h:e1 G:e3,g5', 'w', '0,0', ['Hxe5xh5']],
  // JG-R04: corruptions count as jumps, so the 2-jump journeyman sequences beat a 1-jump capture.
  ['JG-R04: corruptions count for the maximum', 'j:a1 J:h8 g:e5 G:a2,b3,f5', 'w', '2,0', ['J+a3+c3', 'J+a3xc3', 'Jxa3+c3', 'Jxa3xc3']],
  // §5.2 item 9: one pool golem per corruption.
  ['one pool golem allows one corruption per sequence', 'j:a1 J:h8 G:a2,b3', 'w', '1,0', ['J+a3xc3', 'Jxa3+c3', 'Jxa3xc3']],
  ['no corruption with an empty pool', 'j:a1 J:h8 G:a2,b3', 'w', '0,0', ['Jxa3xc3']],
  ['a hulk can be corrupted', 'j:a1 J:h8 H:a2', 'w', '1,0', ['J+a3', 'Jxa3']],
  // JG-R14: a golem freed during the sequence cannot pay for a corruption in it.
  ['JG-R14: the pool as at the start of the turn', 'j:a1 J:h8 C:a2 G:b3', 'w', '0,0', ['Jxa3xc3']],
  // JG-R03: corrupted hulks and journeymen are always captured.
  ['JG-R03: corrupted hulks and journeymen cannot be corrupted', 'j:a1 J:b3 C:a2', 'w', '2,0', ['Jxa3xc3']],
  // §5.2 item 10 / JG-R06 / JG-R11: the sanctum choice.
  ['a golem on the enemy sanctum: stack on a single golem or leave', 'j:a1 J:d8 g:g8,c3,e2', 'w', '0,0', ['Ja2', 'Jb1', 'c4', 'd3', 'e3', 'f2', 'h8', 'h8 c3=H', 'h8 e2=H']],
  ['JG-R06: hulks are no promotion targets; no single golem → removal only', 'j:a1 J:d8 g:g8 h:c3', 'w', '0,0', ['Hc4', 'Hc5', 'Hc6', 'Hc7', 'Hc8', 'Hd3', 'He3', 'Hf3', 'Hg3', 'Hh3', 'Ja2', 'Jb1', 'h8']],
  ['landing on the enemy sanctum mid-sequence has no effect', 'j:a1 J:a8 g:h6,c3 G:h7,g8', 'w', '0,0', ['6xh8xf8']],
  ['JG-R07: a capture onto the sanctum that also takes the journeyman', 'j:a1 J:h7 g:h6,c3', 'w', '0,0', ['6xh8', '6xh8 c3=H']],
];

describe.each(scenarios)('%s', (_name, spec, toMove, pools, legal) => {
  it('has exactly the expected legal actions', () => {
    const s = start(spec, toMove, pools);
    expect(texts(s)).toEqual([...legal].sort());
    expect(agog.legalActions(s, s.toMove)).toHaveLength(legal.length);
  });
});

describe('capture bookkeeping', () => {
  it('removes captured units and sends them to their owner\'s pool', () => {
    const s = play(start('j:a1 J:h8 g:b2 G:c2,d3,c4,b3'), 'bxd2xd4xb4xb2');
    for (const n of ['c2', 'd3', 'c4', 'b3']) expect(at(s, n)).toBe('.');
    expect(at(s, 'b2')).toBe('g');
    expect(s.pools).toEqual([0, 4]);
    expect(s.toMove).toBe(1);
    expect(s.ply).toBe(1);
  });

  it('leaves the jumped-and-blocking f3 golem alone', () => {
    const s = play(start('j:a1 J:h8 h:d1 G:d3,b5,a4,f3'), 'Hxd5xa5xa3');
    expect(at(s, 'f3')).toBe('G');
    expect(at(s, 'a3')).toBe('h');
    expect(s.pools).toEqual([0, 3]);
  });

  it('a captured hulk sends 2 golems, a captured corrupted hulk one to each pool', () => {
    expect(play(start('j:a1 J:h8 H:a2', 'w', '1,0'), 'Jxa3').pools).toEqual([1, 2]);
    const s = play(start('j:a1 J:h8 C:a2 G:b3'), 'Jxa3xc3');
    // JG-R14: the White bottom golem of the C returns to White's pool only now.
    expect(s.pools).toEqual([1, 2]);
  });
});

describe('corruption (§5.2 item 9, JG-R05)', () => {
  it('corrupts a golem: Jxa3+c3', () => {
    const s0 = start('j:a1 J:h8 G:a2,b3', 'w', '1,0');
    const r = agog.applyAction(s0, 0, (agog.parseAction(s0, 0, 'Jxa3+c3') as { action: AgogAction }).action);
    if (!r.ok) throw new Error(r.error);
    const s = r.state;
    expect(at(s, 'a2')).toBe('.');
    expect(at(s, 'b3')).toBe('c'); // White-controlled corrupted hulk (Black golem below)
    expect(at(s, 'c3')).toBe('j');
    expect(at(s, 'a1')).toBe('.');
    expect(s.pools).toEqual([0, 1]);
    expect(r.events.map((e) => e.kind)).toEqual(['move', 'capture', 'corrupt']);
    expect(r.events[0].text).toBe('White: Jxa3+c3');
    expect(agog.view(s, 'spectator').board[sq('b3')]).toEqual({ owner: 0, kind: 'corrupted' });
  });

  it('corrupts a hulk: its top golem goes back to the enemy pool', () => {
    const s = play(start('j:a1 J:h8 H:a2', 'w', '1,0'), 'J+a3');
    expect(at(s, 'a2')).toBe('c');
    expect(s.pools).toEqual([0, 1]);
  });

  it('refuses corruption with an empty pool, explaining why', () => {
    expect(parseError(start('j:a1 J:h8 G:a2,b3'), 'Jxa3+c3')).toMatch(/no golems in your reserve pool/);
    expect(parseError(start('j:a1 J:h8 C:a2 G:b3'), 'Jxa3+c3')).toMatch(/reserve pool/);
  });

  it('refuses to corrupt a corrupted hulk or a journeyman (JG-R03)', () => {
    const s = start('j:a1 J:b3 C:a2', 'w', '2,0');
    expect(parseError(s, 'J+a3xc3')).toMatch(/corrupted hulk cannot be corrupted/);
    expect(parseError(s, 'Jxa3+c3')).toMatch(/journeyman cannot be corrupted/);
  });

  it('only the journeyman corrupts', () => {
    expect(parseError(start('j:a1 J:h8 g:b2 G:b3', 'w', '3,0'), '2+b4')).toMatch(/Only the journeyman/);
  });
});

describe('the sanctum (§5.2 item 10, JG-R06, JG-R07, JG-R11)', () => {
  it('a golem stacks on a single golem: h8 c3=H', () => {
    const r = agog.applyAction(
      start('j:a1 J:d8 g:g8,c3,e2'),
      0,
      (agog.parseAction(start('j:a1 J:d8 g:g8,c3,e2'), 0, 'h8 c3=H') as { action: AgogAction }).action,
    );
    if (!r.ok) throw new Error(r.error);
    expect(at(r.state, 'c3')).toBe('h');
    expect(at(r.state, 'g8')).toBe('.');
    expect(at(r.state, 'h8')).toBe('.');
    expect(r.state.pools).toEqual([0, 0]);
    expect(r.events.map((e) => e.kind)).toEqual(['move', 'promote']);
  });

  it('a golem removed instead goes to its pool: h8', () => {
    const s = play(start('j:a1 J:d8 g:g8,c3,e2'), 'h8');
    expect(at(s, 'c3')).toBe('g');
    expect(at(s, 'h8')).toBe('.');
    expect(s.pools).toEqual([1, 0]);
  });

  it.each([
    ['Hh8 c3=H', 'h', [1, 0]],
    ['Hh8', 'g', [2, 0]],
  ])('a hulk: %s', (move, c3, pools) => {
    const s = play(start('j:a1 J:d8 h:h3 g:c3'), move as string);
    expect(at(s, 'c3')).toBe(c3);
    expect(at(s, 'h3')).toBe('.');
    expect(at(s, 'h8')).toBe('.');
    expect(s.pools).toEqual(pools);
  });

  it.each([
    ['Ch8 c3=H', 'h', [0, 1]],
    ['Ch8', 'g', [1, 1]],
  ])('a corrupted hulk: %s (its bottom golem goes to the enemy pool)', (move, c3, pools) => {
    const s = play(start('j:a1 J:d8 c:h5 g:c3'), move as string);
    expect(at(s, 'c3')).toBe(c3);
    expect(at(s, 'h8')).toBe('.');
    expect(s.pools).toEqual(pools);
  });

  it('passing through the sanctum mid-sequence changes nothing', () => {
    const s = play(start('j:a1 J:a8 g:h6,c3 G:h7,g8'), '6xh8xf8');
    expect(at(s, 'f8')).toBe('g');
    expect(at(s, 'h8')).toBe('.');
    expect(at(s, 'c3')).toBe('g');
    expect(s.pools).toEqual([0, 2]);
  });

  it('a Black corrupted hulk: Ca1 h1=H', () => {
    const s = play(start('j:c2 J:h8 C:a3 G:h1', 'b'), 'Ca1 h1=H');
    expect(at(s, 'h1')).toBe('H');
    expect(at(s, 'a1')).toBe('.');
    expect(at(s, 'a3')).toBe('.');
    expect(s.pools).toEqual([1, 0]);
    expect(s.last?.text).toBe('Ca1 h1=H');
  });

  it('with no single golem the unit must leave the board', () => {
    const s = start('j:a1 J:d8 g:g8 h:c3');
    expect(parseError(s, 'h8 c3=H')).toMatch(/no single golem/);
    const after = play(s, 'h8');
    expect(at(after, 'c3')).toBe('h');
    expect(after.pools).toEqual([1, 0]);
  });

  it('JG-R07: captures, then the sanctum choice, then the win', () => {
    const s0 = start('j:a1 J:h7 g:h6,c3');
    const p = agog.parseAction(s0, 0, '6xh8 c3=H');
    if (!p.ok) throw new Error(p.error);
    const r = agog.applyAction(s0, 0, p.action);
    if (!r.ok) throw new Error(r.error);
    expect(r.events.map((e) => e.kind)).toEqual(['move', 'capture', 'promote', 'end']);
    expect(at(r.state, 'c3')).toBe('h');
    expect(at(r.state, 'h7')).toBe('.');
    expect(at(r.state, 'h8')).toBe('.');
    expect(agog.result(r.state)).toEqual({ winners: [0], reason: "Black's journeyman was captured" });
  });
});

describe('winning (§5.2 item 11)', () => {
  it('(a) capturing the enemy journeyman', () => {
    const s = play(start('j:a1 J:b3 C:a2', 'w', '2,0'), 'Jxa3xc3');
    expect(agog.result(s)).toEqual({ winners: [0], reason: "Black's journeyman was captured" });
    expect(agog.toAct(s)).toEqual([]);
  });

  it('(b) the journeyman reaching the enemy sanctum', () => {
    const s = play(start('j:g8 J:a8'), 'Jh8');
    expect(agog.result(s)).toEqual({ winners: [0], reason: "White's journeyman reached the enemy sanctum" });
    expect(at(s, 'h8')).toBe('j');
    const b = play(start('j:h1 J:b1', 'b'), 'Ja1');
    expect(agog.result(b)?.winners).toEqual([1]);
  });

  it('(c) the opponent has no legal move at the start of their turn', () => {
    const s = play(start('j:a1 J:a2 g:a3,a4,e5'), 'e6');
    const res = { winners: [0], reason: 'Black has no legal move' };
    expect(agog.result(s)).toEqual(res);
    expect(agog.toAct(s)).toEqual([]);
    expect(agog.legalActions(s, 1)).toEqual([]);
    // result() reports it even for a state that does not carry it yet.
    expect(agog.result({ ...s, result: null })).toEqual(res);
    expect(agog.toAct({ ...s, result: null })).toEqual([]);
    const r = agog.applyAction({ ...s, result: null }, 1, { from: sq('a2'), to: [sq('a1')], capture: false, corrupt: [], promote: null });
    expect(r.ok).toBe(false);
  });

  it('(d) resignation, at any time, by either side', () => {
    const s = start('j:a1 J:h8 g:c3');
    const r = agog.resign(s, 0);
    if (!r.ok) throw new Error(r.error);
    expect(agog.result(r.state)).toEqual({ winners: [1], reason: 'White resigned' });
    expect(r.events[0].text).toMatch(/White resigns/);
    const r2 = agog.resign(s, 1); // not Black's turn: still allowed
    expect(r2.ok && agog.result(r2.state)?.winners).toEqual([0]);
    expect(agog.resign(r.state, 1).ok).toBe(false);
    expect(agog.applyAction(r.state, 0, agog.legalActions(s, 0)[0]).ok).toBe(false);
    expect(agog.legalActions(r.state, 0)).toEqual([]);
  });
});

describe('illegal input never throws', () => {
  const s = start('j:a1 J:h8 g:a6,b2 G:b3');
  const legal = agog.legalActions(s, 0)[0];

  it('refuses an action from the seat not to move', () => {
    const r = agog.applyAction(s, 1, legal);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/White's turn/);
    expect(agog.applyAction(s, 2, legal).ok).toBe(false);
    expect(agog.applyAction(s, -1, legal).ok).toBe(false);
    expect(agog.parseAction(s, 1, '2xb4').ok).toBe(false);
  });

  const garbage: unknown[] = [
    null,
    undefined,
    42,
    'b6',
    [],
    {},
    { from: sq('b2'), to: [sq('b4')], capture: true, corrupt: [false] }, // no promote
    { from: -1, to: [sq('b4')], capture: true, corrupt: [false], promote: null },
    { from: 1.5, to: [sq('b4')], capture: true, corrupt: [false], promote: null },
    { from: sq('b2'), to: [], capture: true, corrupt: [], promote: null },
    { from: sq('b2'), to: [99], capture: true, corrupt: [false], promote: null },
    { from: sq('b2'), to: [sq('b4')], capture: true, corrupt: [1], promote: null },
    { from: sq('b2'), to: [sq('b4')], capture: true, corrupt: [false], promote: 64 },
    { from: sq('b2'), to: [Number.NaN], capture: true, corrupt: [false], promote: null },
    { from: sq('b2'), to: 'b4', capture: true, corrupt: [false], promote: null },
    { from: sq('b2'), to: [sq('b4')], capture: 'yes', corrupt: [false], promote: null },
  ];
  it.each(garbage.map((g) => [JSON.stringify(g) ?? String(g), g]))('refuses %s', (_n, g) => {
    const r = agog.applyAction(s, 0, g as AgogAction);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/not a valid/);
  });

  const wellFormed: [string, AgogAction, RegExp][] = [
    ['a move from an empty square', { from: sq('d4'), to: [sq('d5')], capture: false, corrupt: [], promote: null }, /no White unit on d4/],
    ['a move of an enemy unit', { from: sq('b3'), to: [sq('a3')], capture: false, corrupt: [], promote: null }, /no White unit on b3/],
    ['a simple move when a capture is compulsory', { from: sq('a6'), to: [sq('b6')], capture: false, corrupt: [], promote: null }, /You must capture: the maximum capture takes 1 unit \(e\.g\. 2xb4\)/],
    ['a mismatched corrupt list', { from: sq('b2'), to: [sq('b4')], capture: true, corrupt: [], promote: null }, /not a valid/],
    ['a promotion off the sanctum', { from: sq('b2'), to: [sq('b4')], capture: true, corrupt: [false], promote: sq('a6') }, /only possible/],
    ['a corruption by a golem', { from: sq('b2'), to: [sq('b4')], capture: true, corrupt: [true], promote: null }, /Only the journeyman/],
    ['a capture with a wrong landing', { from: sq('b2'), to: [sq('b5')], capture: true, corrupt: [false], promote: null }, /not a legal move/],
  ];
  it.each(wellFormed)('explains %s', (_n, a, why) => {
    const r = agog.applyAction(s, 0, a);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(why);
  });

  it('refuses a backward move with a reason, and never mutates its arguments', () => {
    const t = deepFreeze(start('j:a1 J:h8 g:d4'));
    const back = deepFreeze({ from: sq('d4'), to: [sq('d3')], capture: false, corrupt: [], promote: null });
    const r = agog.applyAction(t, 0, back);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/move only forward \(White: towards the h-file or rank 8\)/);
    const far = agog.applyAction(t, 0, { from: sq('d4'), to: [sq('d6')], capture: false, corrupt: [], promote: null });
    expect(!far.ok && far.error).toMatch(/one square at a time/);
    expect(parseError(t, 'e5')).toMatch(/"e5" is not a legal move for White here\. Legal moves: Ja2, Jb1, d5, e4\./);
    const fwd = deepFreeze({ from: sq('d4'), to: [sq('d5')], capture: false, corrupt: [], promote: null });
    const ok = agog.applyAction(t, 0, fwd);
    expect(ok.ok).toBe(true);
    const cap = deepFreeze(start('j:a1 J:h8 h:d1 G:d3,b5,a4,f3'));
    expect(play(cap as AgogState, 'Hxd5xa5xa3').pools).toEqual([0, 3]);
    expect(agog.resign(t, 0).ok).toBe(true);
    expect(() => agog.view(t, 0)).not.toThrow();
    expect(agog.formatAction(t, fwd)).toBe('d5');
  });
});
