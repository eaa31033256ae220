// Rulings around the counters #79–#155: MOGO-R48 (a Modifier is suppressed only in its
// own scope), R59 (a resigning player in a game of 3–4), R61 (mass removal triggers
// look at the board before it), the §1.7 entries (Time Twist conservation, Counter,
// Wheel, Zombies and Troll), and a check that every counter #79–#155
// has its own scenario in counters-b1/b2.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mogo } from '../../../src/games/mogo/index.js';
import { COUNTERS } from '../../../src/games/mogo/table.js';
import type { MogoState } from '../../../src/games/mogo/state.js';
import { at, cellView, pos } from './helpers.js';
import { action, names, play, refused, scene, u } from './counters-b-support.js';

/** Every counter sits in exactly one place (state.ts). */
function total(s: MogoState): number {
  const board = s.board.reduce((n, p) => n + (p ? 1 + p.mods.length : 0), 0);
  const openBalance = s.pending?.kind === 'balance' ? 1 : 0; // MOGO-R74
  return board + s.draw.length + s.discard.length + s.out.length + s.hands.flat().length + s.captures.flat().length + openBalance;
}

describe('every counter #79–#155 has a scenario', () => {
  it('names each one as a describe title in counters-b1 or counters-b2', () => {
    const titles = new Set<string>();
    for (const f of ['counters-b1.test.ts', 'counters-b2.test.ts']) {
      const src = readFileSync(new URL(f, import.meta.url), 'utf8');
      for (const m of src.matchAll(/describe\('((?:[^'\\]|\\.)*)'/g)) titles.add(m[1].replace(/\\'/g, "'"));
    }
    const wanted = COUNTERS.slice(78, 155).map((c) => c.name);
    expect([wanted.length, wanted[0], wanted[76]]).toEqual([77, 'Giant Fish', 'Wizard']);
    expect(wanted.filter((n) => !titles.has(n))).toEqual([]);
  });
});

describe('MOGO-R48: a Modifier is suppressed only when it is itself in scope', () => {
  const sword = u('c4', 'Dancing Sword', 1, { modifiers: ['Invisibility'] });

  it('a Mana Thief cannot suppress a Dancing Sword carrying Invisibility (immune to Units, §1.4 layer 3)', () => {
    const s = action([sword, u('c5', 'Mana Thief', 0), u('d4', 'Shaman', 0)]);
    const v = cellView(s, 'c4');
    expect([v?.suppressed, v?.flyer, v?.immune]).toEqual([false, true, ['Units']]);
    expect(cellView(action([u('c4', 'Dancing Sword', 1), u('c5', 'Mana Thief', 0)]), 'c4')?.suppressed).toBe(true);
    expect(refused(s, 0, 'd4: control c4')).toMatch(/./);
  });

  it('a Fog next to it suppresses the host and the Modifier alike', () => {
    const s = action([sword, u('b3', 'Fog', 0), u('d4', 'Shaman', 0)]);
    expect(cellView(s, 'c4')?.immune).toEqual([]);
    expect(cellView(play(s, 0, 'd4: control c4').state, 'c4')?.controller).toBe(0);
  });

  it('a fogged Hero loses its Loyal Steed\'s Move; Cursed Land does not switch itself off', () => {
    const champ = u('c4', 'Undead Champion', 0, { modifiers: ['Loyal Steed'] });
    expect(cellView(action([champ]), 'c4')?.move).toBe(2);
    expect(cellView(action([champ, u('b3', 'Fog', 1)]), 'c4')?.move).toBe(0);
    expect(cellView(action([u('c4', 'Castle', 0, { modifiers: ['Cursed Land'] }), u('c5', 'Wolves', 0)]), 'c5')?.force).toBe(3);
  });
});

describe('MOGO-R59: a player resigns from a game of three', () => {
  const start = () => pos({
    board: [u('a1', 'Zombies', 1), u('b1', 'Goblin King', 1), u('j10', 'Goblin Balloon', 0), u('e5', 'Castle', 1, { modifiers: ['Cursed Land'] }), u('h8', 'Well of Souls', 0), u('c3', 'Kobold', 2)],
    hands: [['Imp'], ['Wrath', 'Troll'], []],
    toMove: 0,
    phase: 'end',
  }, 3);

  it('their board counters (by control) go to the Discard Pile with no triggers; their hand leaves play', () => {
    const s = start();
    const r = mogo.resign(s, 1);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const t = r.state;
    expect(['a1', 'b1', 'j10', 'e5'].map((c) => at(t, c))).toEqual([null, null, null, null]);
    expect(names(t.discard).sort()).toEqual(['Castle', 'Cursed Land', 'Goblin Balloon', 'Goblin King', 'Zombies']);
    expect([t.hands[1], t.tokens[0], names(t.out).sort()]).toEqual([[], 0, ['Troll', 'Wrath']]);
    expect([at(t, 'h8') !== null, at(t, 'c3') !== null]).toEqual([true, true]);
    expect(total(t)).toBe(155);
    expect(mogo.view(t, 'spectator').seats[1]).toMatchObject({ alive: false, handCount: 0 });
  });

  it('a Modifier they attached to someone else\'s counter leaves with them; the host stays', () => {
    let s = pos({ board: [u('c4', 'White Knight', 0), u('c3', 'Kobold', 2)], hands: [[], ['Hag'], []], toMove: 1, phase: 'deployment' }, 3);
    s = play(s, 1, 'attach Hag → c4').state;
    expect(cellView(s, 'c4')?.force).toBe(2);
    const r = mogo.resign(s, 1);
    if (!r.ok) throw new Error(r.error);
    expect([cellView(r.state, 'c4')?.modifiers, cellView(r.state, 'c4')?.force, names(r.state.discard)]).toEqual([[], 5, ['Hag']]);
    expect(total(r.state)).toBe(155);
  });

  it('a later Time Twist does not bring back what they attached (MOGO-E06, adopted by MOGO-R79)', () => {
    let s = pos({ board: [u('c4', 'White Knight', 0), u('c3', 'Kobold', 2)], hands: [['Imp'], ['Hag'], ['Time Twist']], toMove: 1, phase: 'deployment' }, 3);
    s = play(s, 1, 'attach Hag → c4').state;
    for (let i = 0; i < 4; i++) s = play(s, 1, 'end phase').state;
    const r = mogo.resign(s, 1); // in turn 2, whose start had the Hag on the White Knight
    if (!r.ok) throw new Error(r.error);
    s = r.state;
    for (let i = 0; i < 5; i++) s = play(s, 2, 'end phase').state;
    s = play(play(s, 0, 'end phase').state, 0, 'deploy Imp h8').state;
    for (let i = 0; i < 4; i++) s = play(s, 0, 'end phase').state;
    expect([s.turn.seat, s.turn.number]).toEqual([2, 4]);
    const t = play(s, 2, 'cast Time Twist').state;
    expect([cellView(t, 'c4')?.modifiers, at(t, 'h8'), names(t.hands[0]).includes('Imp')]).toEqual([[], null, true]);
    expect(total(t)).toBe(155);
  });

  it('their turns are skipped', () => {
    const r = mogo.resign(start(), 1);
    if (!r.ok) throw new Error(r.error);
    const t = play(r.state, 0, 'end phase').state;
    expect([t.turn.seat, mogo.toAct(t)]).toEqual([2, [2]]);
  });

  it('on their own turn, play passes to the next seat still playing', () => {
    const s = pos({ board: [u('c3', 'Kobold', 2)], hands: [[], ['Wrath'], []], toMove: 1, phase: 'action' }, 3);
    const r = mogo.resign(s, 1);
    if (!r.ok) throw new Error(r.error);
    expect(mogo.toAct(r.state)).toEqual([2]);
  });
  it('afterwards Wheel, Mind Twist and Balance pass them by', () => {
    const s0 = pos({ board: [u('c3', 'Kobold', 2), u('h8', 'Titan', 1)], hands: [['Wheel', 'Mind Twist', 'Balance'], ['Imp'], ['Fog']], toMove: 0, phase: 'action' }, 3);
    const r = mogo.resign(s0, 1);
    if (!r.ok) throw new Error(r.error);
    expect(refused(r.state, 0, 'cast Mind Twist → P2')).toMatch(/./);
    let s = play(r.state, 0, 'cast Balance').state;
    s = play(s, 0, 'pick done').state;
    expect(mogo.toAct(s)).toEqual([2]);
    s = play(play(s, 2, 'pick done').state, 0, 'cast Wheel').state;
    expect([s.hands.map((h) => h.length), names(s.out)]).toEqual([[5, 0, 5], ['Imp']]);
  });
});

describe('MOGO-R61: triggers on a mass removal look at the board before it', () => {
  it('Armageddon destroys Well of Souls and Giant Fish together; the Well still counts the Fish', () => {
    const t = play(action([u('a1', 'Well of Souls', 1), u('j10', 'Giant Fish', 0)], ['Armageddon']), 0, 'cast Armageddon').state;
    expect([at(t, 'a1'), at(t, 'j10'), t.tokens]).toEqual([null, null, [0, 1]]);
  });

  it('Balance picks the Well and two Units: both Units count', () => {
    let s = play(action([u('a1', 'Well of Souls', 0), u('c4', 'Wolves', 1), u('h8', 'Titan', 1)], ['Balance']), 0, 'cast Balance').state;
    for (const c of ['a1', 'c4', 'h8']) s = play(s, 0, `pick ${c}`).state;
    s = play(s, 1, 'pick done').state;
    expect([s.board.filter(Boolean).length, s.tokens[0]]).toEqual([0, 2]);
  });
});

describe('§1.7 Time Twist: conservation', () => {
  it('puts captured counters back on the board and converted ones back in the pile; newcomers go to their deployer\'s hand', () => {
    let s = scene([u('j10', 'Wolves', 1), u('i10', 'Kobold', 0), u('j9', 'Imp', 0)], 'deployment', ['Merfolk', 'Convert', 'Time Twist', 'Dark Ritual'], { captures: [['Troll'], []] });
    s = play(s, 0, 'deploy Merfolk e5').state;
    s = play(s, 0, 'end phase').state;
    s = play(s, 0, 'cast Convert Troll').state;
    s = play(s, 0, 'cast Dark Ritual').state;
    s = play(s, 0, 'end phase').state; // the capture step takes the Wolves
    expect([names(s.captures[0]), s.tokens[0]]).toEqual([['Wolves'], 1]);
    const t = play(s, 0, 'cast Time Twist').state;
    expect([cellView(t, 'j10')?.counter, cellView(t, 'j10')?.owner, at(t, 'e5')]).toEqual(['Wolves', 1, null]);
    expect([names(t.captures[0]), names(t.hands[0]).sort(), t.tokens[0]]).toEqual([['Troll'], ['Merfolk'], 0]);
    expect(names(t.discard)).toEqual(['Convert', 'Dark Ritual', 'Time Twist']);
    expect([t.turn.phase, t.turn.number]).toEqual(['capture', 1]);
    expect(total(t)).toBe(155);
  });
});

describe('§1.7 Counter', () => {
  // One copy of each counter (§1.1 item 2): a chain of two Counters cannot arise, so the
  // chain's one link is what a game can show. The negated Sorcery's costs stay paid.
  it('a countered Goblin Grenade still costs its Goblin; the caster\'s Pyramid still draws (MOGO-R52)', () => {
    let s = action([u('c4', 'Goblin Balloon', 0), u('c5', 'Titan', 1), u('a1', 'Pyramid', 0)], [], { hands: [['Goblin Grenade'], ['Counter']], drawPile: ['Imp'] });
    s = play(s, 1, 'counter Goblin Grenade').state;
    const t = play(s, 0, 'cast Goblin Grenade c4 → c5').state;
    expect([at(t, 'c4'), at(t, 'c5') !== null, names(t.hands[0])]).toEqual([null, true, ['Imp']]);
    expect(names(t.discard)).toEqual(['Goblin Balloon', 'Counter', 'Goblin Grenade']);
  });

  it('the caster\'s own Counter never answers their own Sorcery', () => {
    let s = action([u('c4', 'Titan', 1)], [], { hands: [['Wrath', 'Counter'], []] });
    s = play(s, 0, 'counter any').state;
    const t = play(s, 0, 'cast Wrath').state;
    expect([at(t, 'c4'), names(t.hands[0])]).toEqual([null, ['Counter']]);
  });
});

describe('§1.7 Wheel', () => {
  const top = ['Mox', 'Lotus', 'Fog', 'Flood', 'Wurm', 'Imp', 'Kobold', 'Wolves', 'Titan', 'Castle'];

  it('everyone discards their hand, then draws 5, the caster first; Zombies and Troll discarded from hand stay discarded', () => {
    const t = play(action([], [], { hands: [['Wheel', 'Gargoyle'], ['Zombies', 'Troll']], drawPile: top }), 0, 'cast Wheel').state;
    expect(names(t.hands[0]).sort()).toEqual(top.slice(0, 5).sort());
    expect(names(t.hands[1]).sort()).toEqual(top.slice(5, 10).sort());
    expect(names(t.discard).sort()).toEqual(['Gargoyle', 'Troll', 'Wheel', 'Zombies']);
  });

  it('reshuffles the Discard Pile (with the hands just discarded) when the Draw Pile runs out', () => {
    const hands = [['Wheel', 'Gargoyle'], ['Zombies', 'Troll']];
    const named = new Set([...hands.flat(), ...top.slice(0, 7)]);
    const discard = COUNTERS.map((c) => c.name).filter((n) => !named.has(n));
    const s = action([], [], { hands, drawPile: top.slice(0, 7), discard });
    const t = play(s, 0, 'cast Wheel').state;
    expect(names(t.hands[0]).sort()).toEqual(top.slice(0, 5).sort());
    expect(t.hands[1].length).toBe(5);
    expect(names(t.hands[1])).toEqual(expect.arrayContaining(top.slice(5, 7)));
    expect([names(t.discard), t.draw.length]).toEqual([['Wheel'], 155 - 11]);
    expect(total(t)).toBe(155);
  });
});

describe('§1.7 Zombies and Troll return only from the board', () => {
  it('an End Phase discard of Troll stays in the Discard Pile', () => {
    const hand = ['Troll', 'Zombies', 'Imp', 'Kobold', 'Wolves', 'Titan', 'Mox', 'Fog'];
    const t = play(scene([], 'end', hand), 0, 'discard Troll').state;
    expect([names(t.discard), names(t.hands[0]).includes('Troll')]).toEqual([['Troll'], false]);
  });

  it('Disk destroying its own side\'s Zombies sends them home', () => {
    const t = play(action([u('c4', 'Disk', 0), u('c5', 'Zombies', 0), u('d5', 'Troll', 1)]), 0, 'c4: sacrifice').state;
    expect([names(t.hands[0]), names(t.hands[1]), names(t.discard)]).toEqual([['Zombies'], ['Troll'], ['Disk']]);
  });
});
