// The engine contract around the rules: view, schemas, the ply cap (JG-R10), events.
import { describe, expect, it } from 'vitest';
import { agog, toPosition, type AgogState } from '../../../src/games/agog/index.js';
import { JG_R10_PLY_CAP } from '../../../src/games/agog/rulings.js';
import { play, sq, start } from './helpers.js';

function standard(): AgogState {
  const r = agog.setup({ players: 2, seed: 'c', options: {} });
  if (!r.ok) throw new Error(r.error);
  return r.state;
}

describe('view', () => {
  it('shows the board, side to move, pools, last move and result', () => {
    const s = standard();
    const v = agog.view(s, 'spectator');
    expect(v.board).toHaveLength(64);
    expect(v.board.filter((p) => p?.owner === 0)).toHaveLength(21);
    expect(v.board.filter((p) => p?.owner === 1)).toHaveLength(21);
    expect(v).toMatchObject({ toMove: 0, pools: [0, 0], last: null, ply: 0, result: null });
    expect(Object.keys(v).sort()).toEqual(['board', 'last', 'ply', 'pools', 'result', 'toMove']);

    const after = play(s, 'ab6');
    const w = agog.view(after, 1);
    expect(w.last).toEqual({ path: ['a6', 'b6'], promote: null, text: 'ab6', seat: 0 });
    expect(w.board[sq('b6')]).toEqual({ owner: 0, kind: 'golem' });
    expect(w.board[sq('a6')]).toBeNull();
    expect(w.toMove).toBe(1);
    expect(w.ply).toBe(1);
    // Views are copies: changing one does not touch the state.
    w.pools[0] = 9;
    w.board[sq('b6')] = null;
    expect(after.pools).toEqual([0, 0]);
    expect(agog.view(after, 0).board[sq('b6')]).not.toBeNull();
  });

  it('is the same for every viewer (no hidden information)', () => {
    const s = play(standard(), 'ab6');
    expect(agog.view(s, 0)).toEqual(agog.view(s, 'spectator'));
    expect(agog.view(s, 1)).toEqual(agog.view(s, 'spectator'));
  });

  it('shows a promotion target', () => {
    const s = play(start('j:a1 J:d8 g:g8,c3'), 'h8 c3=H');
    expect(agog.view(s, 'spectator').last).toEqual({ path: ['g8', 'h8'], promote: 'c3', text: 'h8 c3=H', seat: 0 });
  });
});

describe('JG-R10: the ply cap', () => {
  it('flags the game for review when the cap is reached', () => {
    const s = { ...start('j:a1 J:h8 g:c3'), ply: JG_R10_PLY_CAP - 1 };
    const p = agog.parseAction(s, 0, 'c4');
    if (!p.ok) throw new Error(p.error);
    const r = agog.applyAction(s, 0, p.action);
    if (!r.ok) throw new Error(r.error);
    expect(agog.result(r.state)).toEqual({ winners: [], reason: 'ply cap reached, flagged for review' });
    expect(agog.toAct(r.state)).toEqual([]);
    expect(r.events.at(-1)).toEqual({ kind: 'end', text: 'Game stopped: ply cap reached, flagged for review.' });
    expect(agog.result({ ...start('j:a1 J:h8 g:c3'), ply: JG_R10_PLY_CAP })?.winners).toEqual([]);
    expect(agog.formatRecord([{ seat: 0, text: 'c4' }], agog.result(r.state), 2)).toBe('1. c4');
  });

  it('a win on the last ply still counts as a win', () => {
    const s = { ...start('j:g8 J:a8'), ply: JG_R10_PLY_CAP - 1 };
    expect(agog.result(play(s, 'Jh8'))?.winners).toEqual([0]);
  });
});

describe('events', () => {
  it('describes a capture sequence, and the win', () => {
    const s = start('j:a1 J:b3 C:a2', 'w', '2,0');
    const p = agog.parseAction(s, 0, 'Jxa3xc3');
    if (!p.ok) throw new Error(p.error);
    const r = agog.applyAction(s, 0, p.action);
    if (!r.ok) throw new Error(r.error);
    expect(r.events).toEqual([
      { kind: 'move', text: 'White: Jxa3xc3' },
      { kind: 'capture', text: 'White captured: corrupted hulk a2, journeyman b3.' },
      { kind: 'end', text: "White wins: Black's journeyman was captured." },
    ]);
  });

  it('describes a removal on the sanctum', () => {
    const s = start('j:a1 J:d8 g:g8,c3');
    const p = agog.parseAction(s, 0, 'h8');
    if (!p.ok) throw new Error(p.error);
    const r = agog.applyAction(s, 0, p.action);
    expect(r.ok && r.events[1]).toEqual({ kind: 'remove', text: "White's golem reached h8 and left the board." });
  });
});

describe('schemas', () => {
  it('stateSchema accepts real states and rejects broken ones', () => {
    const s = standard();
    expect(agog.stateSchema.safeParse(s).success).toBe(true);
    expect(agog.stateSchema.safeParse(play(s, 'ab6')).success).toBe(true);
    const bad: unknown[] = [
      { ...s, board: s.board.slice(1) },
      { ...s, board: s.board.map((c, i) => (i === 30 ? 9 : c)) },
      { ...s, toMove: 2 },
      { ...s, pools: [-1, 0] },
      { ...s, pools: [1, 0] }, // 21 White golems
      { ...s, board: s.board.map((c, i) => (i === 0 ? 0 : c)) }, // no White journeyman, game not over
      { ...s, board: s.board.map((c, i) => (i === 31 ? 4 : c)) }, // two White journeymen
      { ...s, ply: -1 },
      { ...s, last: { seat: 0, path: [1], promote: null, text: 'x' } },
      null,
      'state',
    ];
    for (const b of bad) expect(agog.stateSchema.safeParse(b).success, JSON.stringify(b)?.slice(0, 80)).toBe(false);
  });

  it('actionSchema accepts every legal action', () => {
    for (const a of agog.legalActions(standard(), 0)) expect(agog.actionSchema.parse(a)).toEqual(a);
    expect(agog.actionSchema.safeParse({ from: 64, to: [1], capture: false, corrupt: [], promote: null }).success).toBe(false);
  });

  it('optionsSchema', () => {
    expect(agog.optionsSchema.safeParse({}).success).toBe(true);
    expect(agog.optionsSchema.safeParse({ handicap: 9 }).success).toBe(true);
    expect(agog.optionsSchema.safeParse({ position: toPosition(standard()) }).success).toBe(true);
    expect(agog.optionsSchema.safeParse({ handicap: 10 }).success).toBe(false);
    expect(agog.optionsSchema.safeParse({ handicap: 'x' }).success).toBe(false);
  });
});
