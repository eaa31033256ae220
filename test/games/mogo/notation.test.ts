// Notation round trips, lenient parsing, prototype-safe names, position refusals,
// the picker's groups, suggestions and the challenge option.
import { describe, expect, it } from 'vitest';
import { mogo } from '../../../src/games/mogo/index.js';
import { pos } from './helpers.js';

const u = (cell: string, counter: string, owner: number) => ({ cell, counter, owner });

const rich = () => pos({
  board: [u('c4', 'White Knight', 0), u('c6', 'Wolves', 1), u('e5', 'Titan', 0), u('f6', 'Kobold', 1), u('a1', 'Mermaid', 0), u('h8', 'Chaos Orb', 0), u('h9', 'Imp', 1), u('g8', 'Egg', 0), u('b9', 'Gate', 0), u('b10', 'Merfolk', 0), u('j1', 'Explorer', 0)],
  hands: [['Fireball', 'Plane Shift', 'Channel', 'Drain', 'Crusade', 'Goblin Grenade', 'Troll', 'Recall', 'Mountain'], ['Flood']],
  discard: ['Tome'],
  toMove: 0,
  phase: 'action',
  actionTokens: [2, 0],
}, 3);

describe('notation', () => {
  it('round-trips every legal action (text → action → text)', () => {
    for (const s of [rich(), pos({ hands: [['Doppelganger', 'Gypsies', 'Loyal Steed', 'Sinkhole'], ['Flood']], board: [u('c4', 'Rogue', 0), u('e5', 'Castle', 1)], toMove: 0, phase: 'deployment' }, 3)]) {
      const acts = mogo.legalActions(s, 0);
      expect(acts.length).toBeGreaterThan(20);
      for (const a of acts) {
        const text = mogo.formatAction(s, a);
        const p = mogo.parseAction(s, 0, text);
        expect(p.ok, text).toBe(true);
        if (p.ok) expect(mogo.formatAction(s, p.action), text).toBe(text);
        if (p.ok) expect(p.action, text).toEqual(a);
      }
    }
  });

  it('accepts ASCII arrows, any case and the examples of the issue', () => {
    const s = rich();
    for (const [text, want] of [
      ['CAST plane shift b9 -> d2', 'cast Plane Shift b9 → d2'],
      ['c4: destroy d5', 'c4: destroy d5'],
      ['move c4 c5 d6', 'move c4 c5 d6'],
      ['end phase', 'end phase'],
      ['discard flood', 'discard Flood'],
      ['attach loyal steed -> c4', 'attach Loyal Steed → c4'],
      ['deploy goblin king c4', 'deploy Goblin King c4'],
      ['cast Lightning Bolt → e7', 'cast Lightning Bolt → e7'],
      ['counter time walk, wrath', 'counter Wrath, Time Walk'],
    ] as const) {
      const p = mogo.parseAction(s, 0, text);
      expect(p.ok, text).toBe(true);
      if (p.ok) expect(mogo.formatAction(s, p.action)).toBe(want);
    }
  });

  it('never resolves names through prototype keys, and returns only schema-valid actions', () => {
    const s = rich();
    for (const text of ['deploy constructor c4', 'cast __proto__', 'discard toString', 'c4: destroy hasOwnProperty', 'deploy Wolves k4', 'move c4', '', '   ', 'counter valueOf']) {
      const p = mogo.parseAction(s, 0, text);
      if (p.ok) expect(mogo.actionSchema.safeParse(p.action).success, text).toBe(true);
      else expect(typeof p.error).toBe('string');
    }
    expect(mogo.parseAction(s, 0, 'deploy constructor c4').ok).toBe(false);
  });

  it('groups actions by what acts, and suggests from a prefix', () => {
    const s = rich();
    const groups = new Set(mogo.legalActions(s, 0).map((a) => mogo.actionGroup!(s, a)));
    expect(groups).toEqual(expect.objectContaining({}));
    expect([...groups]).toEqual(expect.arrayContaining(['White Knight c4', 'Titan e5', 'Fireball', 'End phase']));
    const sug = mogo.suggestActions!(s, 0, 'e5:', 10);
    expect(sug).toEqual(['e5: shove f6']);
    expect(mogo.suggestActions!(s, 0, 'cast fire', 3).every((t) => t.startsWith('cast Fireball'))).toBe(true);
  });
});

describe('positions', () => {
  const bad: [string, RegExp][] = [
    ['{"board":[{"cell":"k4","counter":"Wolves","owner":0}]}', /not a cell/],
    ['{"board":[{"cell":"c4","counter":"Wolves","owner":0},{"cell":"c4","counter":"Imp","owner":1}]}', /used twice/],
    ['{"board":[{"cell":"c4","counter":"Wolf","owner":0}]}', /no counter named/],
    ['{"hands":[["Wolves"],["Wolves"]]}', /named twice/],
    ['{"board":[{"cell":"c4","counter":"Loyal Steed","owner":0}]}', /cannot stand/],
    ['{"board":[{"cell":"c4","counter":"Wolves","owner":0,"modifiers":["Wrath"]}]}', /not a Modifier/],
    ['{"toMove":3}', /not a seat/],
    ['{"phase":"lunch"}', /shape/],
    ['not json', /JSON/],
    // A6, as GM-R35 rules for Gog & Magog: "" and blanks are text that is not a position, never "no position".
    ['', /not valid JSON/],
    [' ', /not valid JSON/],
  ];
  for (const [text, why] of bad) {
    it(`refuses ${JSON.stringify(text.slice(0, 50))}`, () => {
      const r = mogo.setup({ players: 2, seed: 'p', options: { position: text } });
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error).toMatch(why);
    });
  }

  it('only a missing or null position starts a normal game; a position that is not text is refused', () => {
    for (const options of [{}, { position: null }]) {
      const r = mogo.setup({ players: 2, seed: 'p', options: options as { position: null } });
      expect(r.ok && r.state.hands.map((h) => h.length)).toEqual([5, 5].map((n, i) => (r.ok && r.state.turn.seat === i ? n + 1 : n)));
    }
    const r = mogo.setup({ players: 2, seed: 'p', options: { position: 42 as unknown as string } });
    expect(r.ok ? 'started' : r.error).toMatch(/Unknown Mogo options/);
  });

  it('puts the named draw pile on top and shuffles the rest below, by seed', () => {
    const a = pos({ drawPile: ['Tome', 'Mox'] }, 2, 'one');
    const b = pos({ drawPile: ['Tome', 'Mox'] }, 2, 'two');
    expect(a.draw.slice(-2)).toEqual(b.draw.slice(-2));
    expect(a.draw).not.toEqual(b.draw);
    expect(a.draw.length).toBe(155);
  });

  it('is offered as a text option', () => {
    expect(mogo.challengeOptions).toEqual([expect.objectContaining({ name: 'position', type: 'text', maxLength: 6000 })]);
  });
});
