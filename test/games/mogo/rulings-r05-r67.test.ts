// Scenario tests for rulings of RULINGS §1.2 that the engine follows without a
// counter of their own: MOGO-R05 (Deployment is optional), R40 (nobody is
// eliminated), R41 (the first player's roll is the only one), R42 (the §1.7
// counters) and R67 (a destroy ability's exemption is judged on its filter only).
import { describe, expect, it } from 'vitest';
import { mogo } from '../../../src/games/mogo/index.js';
import { MOGO_R42_HARD_COUNTERS } from '../../../src/games/mogo/rulings.js';
import { COUNTERS } from '../../../src/games/mogo/table.js';
import { action, deployment, names, play, refused, u } from './counters-b-support.js';
import { legalTexts, pos } from './helpers.js';

describe('MOGO-R05: Deployment is optional', () => {
  it('the Deployment Phase may end with nothing deployed, the hand kept, even when deploying is possible', () => {
    const s = deployment([u('c4', 'Wolves', 0)], ['Imp', 'Mox']);
    expect(legalTexts(s, 0)).toContain('deploy Imp e5');
    expect(legalTexts(s, 0)).toContain('end phase');
    const t = play(s, 0, 'end phase').state;
    expect([t.turn.phase, t.turn.deployed, names(t.hands[0]).sort()]).toEqual(['action', false, ['Imp', 'Mox']]);
  });

  it('a player holding only a Chasm beside their own Units need not destroy them', () => {
    const s = deployment([u('c4', 'Wolves', 0), u('c5', 'Titan', 0)], ['Chasm']);
    const t = play(s, 0, 'end phase').state;
    expect([t.board.filter(Boolean).length, names(t.hands[0])]).toEqual([2, ['Chasm']]);
  });
});

describe('MOGO-R40: nobody is eliminated', () => {
  it('a player with nothing on the board and nothing in hand still gets every turn', () => {
    // Player 2 has lost everything to Player 1's Capture Pile; turns still go 1 → 2 → 3.
    let s = pos({ board: [u('c4', 'Merfolk', 0), u('h8', 'Imp', 2)], hands: [[], [], []], captures: [['Wolves', 'Troll', 'Egg'], [], []], drawPile: ['Kobold'], toMove: 0, phase: 'end' }, 3);
    s = play(s, 0, 'end phase').state;
    expect([s.turn.seat, s.alive, mogo.toAct(s), s.hands[1].length]).toEqual([1, [true, true, true], [1], 1]);
    s = play(s, 1, 'end phase').state;
    s = play(s, 1, 'deploy Kobold a10').state; // and they play on with what they drew
    for (let i = 0; i < 4; i++) s = play(s, 1, 'end phase').state;
    expect([s.turn.seat, s.result]).toEqual([2, null]);
  });
});

describe('MOGO-R41: the only roll is for the first player', () => {
  it('the first player is drawn uniformly from the seats by the seed, and draws in the first Fate Phase', () => {
    const firsts = [0, 0, 0];
    for (let i = 0; i < 60; i++) {
      const r = mogo.setup({ players: 3, seed: `first-${i}`, options: { position: null } });
      if (!r.ok) throw new Error(r.error);
      const first = r.state.turn.seat;
      firsts[first]++;
      expect(r.state.hands.map((h) => h.length)).toEqual([0, 1, 2].map((q) => (q === first ? 6 : 5)));
      // The same seed, the same first player.
      const again = mogo.setup({ players: 3, seed: `first-${i}`, options: { position: null } });
      expect(again.ok && again.state.turn.seat).toBe(first);
    }
    // Each seat starts about a third of the time (60 seeds: at least 10 each).
    expect(firsts.every((n) => n >= 10)).toBe(true);
  });
});

describe('MOGO-R42: the hard counters of §1.7', () => {
  it('are exactly the counters the ruling names, each marked hard in the counter table', () => {
    expect([...MOGO_R42_HARD_COUNTERS].sort()).toEqual(['Balance', 'Counter', 'Doppelganger', 'Millstone', 'Scout', 'Time Twist', 'Wheel']);
    for (const name of MOGO_R42_HARD_COUNTERS) expect(COUNTERS.find((c) => c.name === name)?.hard, name).toBe(true);
  });
});

describe('MOGO-R67: a destroy ability exempts by its filter alone', () => {
  it('a Giant Slayer may be deployed next to a stronger enemy Giant even when that Giant is immune to it (Invisibility)', () => {
    const s = deployment([u('c5', 'Frost Giant', 1, { modifiers: ['Invisibility'] })], ['Giant Slayer', 'Wolves']);
    play(s, 0, 'deploy Giant Slayer c4');
    expect(refused(s, 0, 'deploy Wolves c4')).toMatch(/./);
  });

  it('a Dragon Slayer beside an Invisible Red Dragon, and Kudzu diagonal to a Giant Fish it could not reach', () => {
    play(deployment([u('c5', 'Red Dragon', 1, { modifiers: ['Invisibility'] })], ['Dragon Slayer']), 0, 'deploy Dragon Slayer c4');
    play(deployment([u('d5', 'Giant Fish', 1)], ['Kudzu']), 0, 'deploy Kudzu c4');
  });

  it('limit: a filter that does not take the enemy gives nothing (Giant Slayer beside a stronger Dragon)', () => {
    expect(refused(deployment([u('c5', 'Red Dragon', 1)], ['Giant Slayer']), 0, 'deploy Giant Slayer c4')).toMatch(/./);
    // And the exemption is for deploying only: the Invisible Giant still cannot be destroyed by the Slayer's Action.
    expect(refused(action([u('c4', 'Giant Slayer', 0), u('c5', 'Frost Giant', 1, { modifiers: ['Invisibility'] })]), 0, 'c4: destroy c5')).toMatch(/./);
  });
});
