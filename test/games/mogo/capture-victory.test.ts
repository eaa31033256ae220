// Capture by liberties (MOGO-R01, R02, R44) and the victories (§1.1 item 16, R03, R04, R15, R58).
import { describe, expect, it } from 'vitest';
import { mogo } from '../../../src/games/mogo/index.js';
import { COUNTERS } from '../../../src/games/mogo/counters.js';
import { cellName } from '../../../src/games/mogo/geometry.js';
import { at, play, pos, type PosSpec } from './helpers.js';

const u = (cell: string, counter: string, owner: number, modifiers?: string[]) => ({ cell, counter, owner, ...(modifiers ? { modifiers } : {}) });

describe('capture (MOGO-R01)', () => {
  const cases: { name: string; board: PosSpec['board']; captured: string[]; players?: number }[] = [
    { name: 'an enemy in the corner with both neighbours taken', board: [u('a1', 'Kobold', 1), u('a2', 'Wolves', 0), u('b1', 'Castle', 0)], captured: ['a1'] },
    { name: 'an enemy on the edge walled by a Locale, a Relic and a Unit', board: [u('e1', 'Troll', 1), u('d1', 'Castle', 0), u('f1', 'Flag', 0), u('e2', 'Wolves', 0)], captured: ['e1'] },
    { name: 'a liberty saves the group', board: [u('a1', 'Kobold', 1), u('a2', 'Wolves', 0)], captured: [] },
    { name: 'a group of two enemies with one liberty between them is safe', board: [u('a1', 'Kobold', 1), u('c1', 'Imp', 1), u('a2', 'Wolves', 0), u('b2', 'Merfolk', 0), u('c2', 'Scout', 0), u('d1', 'Mox', 0)], captured: [] },
    {
      name: 'two enemies of different players in one sealed region',
      players: 3,
      board: [u('a1', 'Kobold', 1), u('b1', 'Imp', 2), u('a2', 'Wolves', 0), u('b2', 'Merfolk', 0), u('c1', 'Scout', 0)],
      captured: ['a1', 'b1'],
    },
  ];
  for (const c of cases) {
    it(c.name, () => {
      let s = pos({ board: c.board, toMove: 0, phase: 'action' }, c.players ?? 2);
      const ev = play(s, 0, 'end phase');
      s = ev.state;
      expect(s.turn.phase).toBe('capture');
      for (const cell of c.captured) expect(at(s, cell), cell).toBeNull();
      expect(s.captures[0].length).toBe(c.captured.length);
      // Own counters are never captured.
      for (const b of c.board!) if (b.owner === 0) expect(at(s, b.cell)).not.toBeNull();
    });
  }

  it('sends a captured counter\'s Modifiers to the discard pile, not the Capture Pile (MOGO-R02)', () => {
    let s = pos({ board: [u('a1', 'Rogue', 1, ['Loyal Steed']), u('a2', 'Wolves', 0), u('b1', 'Castle', 0)], toMove: 0, phase: 'action' });
    s = play(s, 0, 'end phase').state;
    expect(s.captures[0].map((c) => COUNTERS[c].name)).toEqual(['Rogue']);
    expect(s.discard.map((c) => COUNTERS[c].name)).toContain('Loyal Steed');
  });

  it('captures only in the active player\'s own Capture Phase', () => {
    let s = pos({ board: [u('a1', 'Kobold', 0), u('a2', 'Wolves', 1), u('b1', 'Castle', 1)], toMove: 0, phase: 'action' });
    s = play(s, 0, 'end phase').state;
    expect(at(s, 'a1')).not.toBeNull();
  });
});

describe('victories', () => {
  it('Tactical: a seventh counter in a row wins at once', () => {
    const row = ['a5', 'b5', 'c5', 'd5', 'e5', 'f5'].map((c, i) => u(c, ['Kobold', 'Imp', 'Wolves', 'Merfolk', 'Scout', 'Troll'][i], 0));
    const s = play(pos({ board: row, hands: [['Mox'], []], toMove: 0, phase: 'deployment' }), 0, 'deploy Mox g5').state;
    expect(s.result).toEqual({ winners: [0], reason: expect.stringMatching(/^Tactical/) });
    expect(mogo.toAct(s)).toEqual([]);
  });

  it('Tactical: a Flag weighs 2, diagonally too', () => {
    const diag = ['a1', 'b2', 'c3', 'd4', 'e5'].map((c, i) => u(c, ['Kobold', 'Imp', 'Wolves', 'Merfolk', 'Scout'][i], 0));
    const s = play(pos({ board: diag, hands: [['Flag'], []], toMove: 0, phase: 'deployment' }), 0, 'deploy Flag f6').state;
    expect(s.result?.winners).toEqual([0]);
  });

  it('Tactical: a Flag next to a Mana Thief weighs 1 (suppressed)', () => {
    const diag = ['a1', 'b2', 'c3', 'd4', 'e5'].map((c, i) => u(c, ['Kobold', 'Imp', 'Wolves', 'Merfolk', 'Scout'][i], 0));
    const s = play(pos({ board: [...diag, u('g6', 'Mana Thief', 1)], hands: [['Flag'], []], toMove: 0, phase: 'deployment' }), 0, 'deploy Flag f6').state;
    expect(s.result).toBeNull();
  });

  it('Logistical: the twentieth capture wins', () => {
    const nineteen = COUNTERS.filter((c) => c.type === 'S').slice(0, 19).map((c) => c.name);
    let s = pos({ board: [u('a1', 'Kobold', 1), u('a2', 'Wolves', 0), u('b1', 'Castle', 0)], captures: [nineteen, []], toMove: 0, phase: 'action' });
    s = play(s, 0, 'end phase').state;
    expect(s.result).toEqual({ winners: [0], reason: expect.stringMatching(/^Logistical/) });
  });

  it('Strategic: the 100th cell scores the board at once, before any capture (MOGO-R03)', () => {
    const pool = COUNTERS.filter((c) => (c.type === 'U' || c.type === 'R' || c.type === 'E' || c.type === 'L')
      && !c.prims.some((p) => ['CONTROL_ALL', 'DEPLOY_BAN', 'LINE_WEIGHT'].includes(p.code))
      && c.name !== 'Kobold' && c.name !== 'Flag');
    const board: PosSpec['board'] = [];
    let k = 0;
    for (let cell = 1; cell < 100; cell++) {
      const f = cell % 10, r = Math.floor(cell / 10);
      // Blocks of two per row, alternating by rank: no run longer than 2 in any direction.
      let owner = ((f >> 1) + r) % 2;
      if (['a2', 'b1', 'b2'].includes(cellName(cell))) owner = 0;
      board.push(u(cellName(cell), pool[k++].name, owner));
    }
    const s0 = pos({ board, hands: [['Kobold'], []], toMove: 0, phase: 'deployment' });
    expect(s0.result).toBeNull();
    const s = play(s0, 0, 'deploy Kobold a1').state;
    expect(s.result?.reason).toMatch(/^The board is full: Strategic victory/);
    const counts = [0, 1].map((p) => s.board.filter((x) => x && x.owner === p).length);
    expect(s.result?.winners).toEqual(counts[0] > counts[1] ? [0] : counts[1] > counts[0] ? [1] : [0, 1]);
    expect(s.board.every((x) => x)).toBe(true);
  });

  it('the stall rule: a full round with no deployment, action or sorcery ends the game (MOGO-R04, R58)', () => {
    let s = pos({ board: [u('a1', 'Kobold', 0), u('j10', 'Imp', 1), u('j9', 'Wolves', 1)], toMove: 0, phase: 'end' });
    s = play(s, 0, 'end phase').state; // P1's turn begins
    expect(s.result).toBeNull();
    for (let i = 0; i < 4; i++) s = play(s, 1, 'end phase').state;
    expect(s.turn.phase).toBe('end');
    while (s.hands[1].length > 7) s = play(s, 1, `discard ${COUNTERS[s.hands[1][0]].name}`).state;
    s = play(s, 1, 'end phase').state;
    expect(s.result).toEqual({ winners: [1], reason: expect.stringMatching(/full round: Strategic victory with 2 counters/) });
  });

  it('a busy turn restarts the stall count', () => {
    let s = pos({ board: [u('a1', 'Kobold', 0)], hands: [['Imp'], []], toMove: 0, phase: 'deployment' });
    s = play(s, 0, 'deploy Imp c3').state;
    for (let i = 0; i < 4; i++) s = play(s, 0, 'end phase').state;
    for (let i = 0; i < 4; i++) s = play(s, 1, 'end phase').state;
    while (s.hands[1].length > 7) s = play(s, 1, `discard ${COUNTERS[s.hands[1][0]].name}`).state;
    s = play(s, 1, 'end phase').state;
    expect(s.result).toBeNull();
    expect(s.turn.seat).toBe(0);
  });
});
