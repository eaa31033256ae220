// MOGO-R15: victories are checked after each atomic event its list names:
// a deployment, an action, a sorcery resolution, a capture step and the End
// Phase. One test per kind: the game ends at that event, not at a later one.
import { describe, expect, it } from 'vitest';
import { mogo } from '../../../src/games/mogo/index.js';
import { COUNTERS } from '../../../src/games/mogo/counters.js';
import type { MogoState } from '../../../src/games/mogo/state.js';
import { play, pos } from './helpers.js';

const u = (cell: string, counter: string, owner: number) => ({ cell, counter, owner });
/** Six of seat 0's Units in a row, a5 to f5: a seventh on g5 wins. */
const six = ['Kobold', 'Wolves', 'Merfolk', 'Scout', 'Troll', 'Rogue'].map((c, i) => u(`${'abcdef'[i]}5`, c, 0));
/** Five in a diagonal and a Flag on f6: weight 7, unless an enemy Mana Thief on g6 suppresses the Flag. */
const flagLine = [...['a1', 'b2', 'c3', 'd4', 'e5'].map((c, i) => u(c, ['Kobold', 'Imp', 'Wolves', 'Merfolk', 'Scout'][i], 0)), u('f6', 'Flag', 0), u('g6', 'Mana Thief', 1)];

const ended = (s: MogoState, reason: RegExp) => {
  expect(s.result).toEqual({ winners: [0], reason: expect.stringMatching(reason) });
  expect(mogo.toAct(s)).toEqual([]);
};

describe('victory timing (MOGO-R15)', () => {
  it('a deployment: won when the counter lands, before its "when deployed" trigger', () => {
    const s = play(pos({ board: six, hands: [['Forest Elves'], []], drawPile: ['Mox'], toMove: 0, phase: 'deployment' }), 0, 'deploy Forest Elves g5').state;
    ended(s, /^Tactical/);
    // Forest Elves would draw 1: the game was already over.
    expect(s.hands[0]).toEqual([]);
  });

  it('an action: a Move that completes the line wins at once', () => {
    const s = play(pos({ board: [...six, u('g7', 'Imp', 0)], toMove: 0, phase: 'action' }), 0, 'move g7 g6 g5').state;
    ended(s, /^Tactical/);
    expect(s.turn.phase).toBe('action');
  });

  it('a sorcery resolution: destroying the Mana Thief restores the Flag\'s weight', () => {
    const s0 = pos({ board: flagLine, hands: [['Lightning Bolt'], []], toMove: 0, phase: 'action' });
    expect(s0.result).toBeNull();
    const s = play(s0, 0, 'cast Lightning Bolt → g6').state;
    ended(s, /^Tactical/);
    expect(s.turn.phase).toBe('action');
  });

  it('a capture step: the twentieth capture wins in the Capture Phase itself', () => {
    const nineteen = COUNTERS.filter((c) => c.type === 'S').slice(0, 19).map((c) => c.name);
    const s = play(pos({ board: [u('a1', 'Kobold', 1), u('a2', 'Wolves', 0), u('b1', 'Castle', 0)], captures: [nineteen, []], toMove: 0, phase: 'action' }), 0, 'end phase').state;
    ended(s, /^Logistical/);
    expect(s.turn.phase).toBe('capture');
  });

  it('the End Phase: the round\'s last quiet End Phase ends the game as it closes (MOGO-R04), not before', () => {
    let s = pos({ board: [u('a1', 'Kobold', 0), u('b1', 'Imp', 0), u('j10', 'Wolves', 1)], toMove: 1, phase: 'end' }, 2);
    s = play(s, 1, 'end phase').state; // seat 1's turn ends quiet; seat 0 plays a quiet turn
    while (s.turn.phase !== 'end') s = play(s, 0, 'end phase').state;
    while (s.hands[0].length > 7) s = play(s, 0, `discard ${COUNTERS[s.hands[0][0]].name}`).state;
    expect(s.result).toBeNull();
    s = play(s, 0, 'end phase').state;
    ended(s, /full round: Strategic victory with 2 counters/);
  });
});
