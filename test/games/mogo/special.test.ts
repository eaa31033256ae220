// The §1.7 hard counters: Counter as a standing order (R69), Millstone and Balance as
// pending decisions with defaults (A2), Time Twist (R68), Scout, Drain and Gypsies
// (hidden information), Egg (R32).
import { describe, expect, it } from 'vitest';
import { mogo } from '../../../src/games/mogo/index.js';
import { COUNTERS } from '../../../src/games/mogo/counters.js';
import { at, cellView, play, pos, refused } from './helpers.js';

function parsed(s: Parameters<typeof mogo.parseAction>[0], seat: number, text: string) {
  const p = mogo.parseAction(s, seat, text);
  if (!p.ok) throw new Error(p.error);
  return p.action;
}
const u = (cell: string, counter: string, owner: number) => ({ cell, counter, owner });
const names = (ids: number[]): string[] => ids.map((c) => COUNTERS[c].name);

describe('Counter (standing order)', () => {
  const s0 = pos({ board: [u('c4', 'Wolves', 1)], hands: [['Wrath', 'Dark Ritual'], ['Counter']], toMove: 0, phase: 'action' });

  it('is armed privately from any seat at any time and negates the first matching Sorcery', () => {
    expect(mogo.isStandingOrder!({ type: 'order', order: 'any' })).toBe(true);
    const armed = mogo.applyAction(s0, 1, parsed(s0, 1, 'counter Wrath'));
    expect(armed.ok).toBe(true);
    if (!armed.ok) return;
    expect(armed.events.every((e) => e.kind === 'private')).toBe(true);
    expect(mogo.view(armed.state, 'spectator')).toEqual(mogo.view(s0, 'spectator'));
    // Dark Ritual is not on the list: it resolves.
    const r1 = play(armed.state, 0, 'cast Dark Ritual').state;
    expect(r1.tokens[0]).toBe(1);
    const r2 = play(r1, 0, 'cast Wrath');
    expect(at(r2.state, 'c4')).not.toBeNull();
    expect(names(r2.state.discard)).toEqual(['Dark Ritual', 'Counter', 'Wrath']);
    expect(r2.state.orders[1]).toBe('off'); // MOGO-R69
    expect(r2.events.some((e) => /Player 2 plays Counter/.test(e.text))).toBe(true);
  });

  it('stays set while its owner holds no Counter, and never fires without one (MOGO-R69)', () => {
    const s = pos({ board: [u('c4', 'Wolves', 1)], hands: [['Wrath'], []], toMove: 0, phase: 'action' });
    const armed = play(s, 1, 'counter any').state;
    expect(armed.orders[1]).toBe('any');
    expect(at(play(armed, 0, 'cast Wrath').state, 'c4')).toBeNull();
  });

  it('cannot be cast', () => {
    expect(refused(pos({ hands: [['Counter'], []], toMove: 0, phase: 'action' }), 0, 'cast Counter')).toMatch(/standing order/);
  });
});

describe('Millstone (pending decision)', () => {
  const s0 = pos({ board: [u('c4', 'Millstone', 0)], hands: [[], ['Wolves', 'Imp']], toMove: 0, phase: 'action' }, 2, 'mill');

  it('puts the choice to the opponent, who discards what they like', () => {
    const s = play(s0, 0, 'c4: millstone → P2').state;
    expect(mogo.toAct(s)).toEqual([1]);
    expect(refused(s, 0, 'end phase')).toMatch(/Waiting for Player 2/);
    const t = play(s, 1, 'discard Imp').state;
    expect([names(t.hands[1]), mogo.toAct(t)]).toEqual([['Wolves'], [0]]);
  });

  it('defaults to a random discard from the state\'s RNG when the deadline passes', () => {
    const s = play(s0, 0, 'c4: millstone').state; // the only opponent may be left out
    const d = mogo.timeoutAction!(s, 1);
    expect(d).toEqual({ type: 'millstone-timeout' });
    const a = mogo.applyAction(s, 1, d!);
    const b = mogo.applyAction(s, 1, d!);
    expect(a.ok && b.ok && a.state.hands[1]).toEqual(b.ok && b.state.hands[1]);
    expect(a.ok && a.state.hands[1].length).toBe(1);
    expect(mogo.timeoutAction!(s0, 1)).toBeNull();
  });
});

describe('Balance (pending decisions in turn)', () => {
  it('each player picks up to 3 in turn; all picks are destroyed together; a timeout picks nothing', () => {
    let s = pos({ board: [u('a1', 'Wolves', 0), u('b2', 'Imp', 1), u('c3', 'Kobold', 2), u('j10', 'Troll', 1)], hands: [['Balance'], [], []], toMove: 0, phase: 'action' }, 3);
    s = play(s, 0, 'cast Balance').state;
    expect(mogo.toAct(s)).toEqual([0]);
    expect(mogo.timeoutAction!(s, 0)).toBeNull(); // the caster's own turn
    s = play(s, 0, 'pick b2').state;
    s = play(s, 0, 'pick done').state;
    expect(mogo.toAct(s)).toEqual([1]);
    s = play(s, 1, 'pick a1').state;
    s = play(s, 1, 'pick b2').state;
    s = play(s, 1, 'pick c3').state; // three picks end the turn to pick
    expect(mogo.toAct(s)).toEqual([2]);
    const d = mogo.timeoutAction!(s, 2);
    expect(d).toEqual({ type: 'pick', cell: null });
    const r = mogo.applyAction(s, 2, d!);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(['a1', 'b2', 'c3', 'j10'].map((c) => at(r.state, c) !== null)).toEqual([false, false, false, true]);
    expect(mogo.toAct(r.state)).toEqual([0]);
  });
});

describe('Time Twist', () => {
  it('puts the board, Capture Piles and tokens back to the start of turn n−2; newcomers go home', () => {
    let s = pos({ board: [u('a1', 'Kobold', 0)], hands: [['Wolves', 'Time Twist'], ['Imp']], toMove: 0, phase: 'deployment' });
    s = play(s, 0, 'deploy Wolves e5').state;
    for (let i = 0; i < 4; i++) s = play(s, 0, 'end phase').state;
    s = play(s, 1, 'end phase').state;
    s = play(s, 1, 'deploy Imp h8').state;
    for (let i = 0; i < 4; i++) s = play(s, 1, 'end phase').state;
    // Turn 3: Player 1 twists back to turn 1's start (the position as given, MOGO-R68).
    expect(s.turn.number).toBe(3);
    const t = play(s, 0, 'cast Time Twist').state;
    expect(t.board.filter(Boolean).length).toBe(1);
    expect(names(t.hands[0])).toContain('Wolves');
    expect(names(t.hands[1])).toContain('Imp');
    expect(names(t.discard)).toContain('Time Twist');
    expect(t.turn.phase).toBe('fate');
  });
});

describe('hidden information', () => {
  it('Scout shows the hand to its controller only; their view keeps it; the others\' keys do not change', () => {
    const s = pos({ board: [u('c4', 'Scout', 0)], hands: [[], ['Wrath', 'Imp']], toMove: 0, phase: 'action' });
    const r = mogo.applyAction(s, 0, parsed(s, 0, 'c4: scout → P2'));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const pub = r.events.filter((e) => e.kind !== 'private').map((e) => e.text).join(' ');
    expect(pub).not.toMatch(/Wrath|Imp/);
    expect(r.events.find((e) => e.kind === 'private')?.text).toMatch(/Imp, Wrath|Wrath, Imp/);
    expect(mogo.view(r.state, 0).seats[0].notes?.join(' ')).toMatch(/Wrath/);
    expect(JSON.stringify(mogo.view(r.state, 'spectator'))).not.toMatch(/Wrath/);
    expect(mogo.privateKey!(r.state, 0)).not.toBe(mogo.privateKey!(s, 0));
    expect(mogo.privateKey!(r.state, 1)).toBe(mogo.privateKey!(s, 1));
  });

  it('Drain tells the victim what was taken and the table only how many', () => {
    const s = pos({ hands: [['Drain'], ['Wrath', 'Imp', 'Mox']], toMove: 0, phase: 'action' });
    const r = play(s, 0, 'cast Drain → P2');
    const taken = r.state.hands[0].map((c) => COUNTERS[c].name);
    expect(taken.length).toBe(2);
    const pub = r.events.map((e) => e.text).join(' ');
    for (const n of taken) expect(pub).not.toContain(n);
    expect(pub).toMatch(/takes 2 counters/);
    expect(mogo.view(r.state, 1).seats[1].notes?.join(' ')).toContain(taken[0]);
    expect(mogo.view(r.state, 'spectator').seats[1].notes).toBeUndefined();
  });

  it('Gypsies take one random counter when deployed', () => {
    const s = pos({ hands: [['Gypsies'], ['Wrath']], toMove: 0, phase: 'deployment' });
    const t = play(s, 0, 'deploy Gypsies c4').state;
    expect([names(t.hands[0]), t.hands[1].length]).toEqual([['Wrath'], 0]);
  });

  it('no view shows another seat\'s hand or the draw pile', () => {
    const s = pos({ hands: [['Wrath'], ['Flood']], drawPile: ['Tome'], toMove: 0, phase: 'action' });
    for (const v of ['spectator', 0, 1] as const) {
      const txt = JSON.stringify(mogo.view(s, v));
      expect(txt).not.toContain('Tome');
      if (v !== 0) expect(txt).not.toContain('Wrath');
      if (v !== 1) expect(txt).not.toContain('Flood');
    }
  });
});

describe('Egg', () => {
  it('hatches a Unit from hand into its cell, ignoring deployment restrictions (MOGO-R32)', () => {
    const s = pos({ board: [u('c4', 'Egg', 0), u('c5', 'Titan', 1)], hands: [['Kobold'], []], toMove: 0, phase: 'action' });
    const t = play(s, 0, 'c4: hatch Kobold').state;
    expect(cellView(t, 'c4')?.counter).toBe('Kobold');
    expect(names(t.discard)).toEqual(['Egg']);
  });
});
