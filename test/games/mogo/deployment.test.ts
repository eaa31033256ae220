// Deployment restrictions (§1.1 item 10 (a)–(f), MOGO-R06, R31, R33, R55, R57, R66, R67, R70).
import { describe, expect, it } from 'vitest';
import { mogo } from '../../../src/games/mogo/index.js';
import { at, cellView, legalTexts, play, pos, refused } from './helpers.js';

const u = (cell: string, counter: string, owner: number, extra: { modifiers?: string[]; copy?: string } = {}) => ({ cell, counter, owner, ...extra });
const deployPos = (board: ReturnType<typeof u>[], hand: string[], players = 2) => pos({ board, hands: [hand, []], toMove: 0, phase: 'deployment' }, players);

describe('deployment restrictions', () => {
  const cases: { name: string; board: ReturnType<typeof u>[]; hand: string[]; text: string; ok: boolean; why?: RegExp }[] = [
    { name: '(a) a Locale next to a Locale', board: [u('c3', 'Castle', 1)], hand: ['Mine'], text: 'deploy Mine d4', ok: false, why: /Locale/ },
    { name: '(a) a Locale two cells from a Locale', board: [u('c3', 'Castle', 1)], hand: ['Mine'], text: 'deploy Mine e5', ok: true },
    { name: '(e) Giant Fish counts as a Locale next to a Locale', board: [u('c3', 'Castle', 0)], hand: ['Giant Fish'], text: 'deploy Giant Fish d4', ok: false, why: /Locale/ },
    { name: '(e) a Locale next to Giant Fish', board: [u('c3', 'Giant Fish', 0)], hand: ['Mine'], text: 'deploy Mine d3', ok: false, why: /Locale/ },
    { name: '(b) an Enchantment next to an Enchantment', board: [u('c3', 'Fog', 0)], hand: ['Jihad'], text: 'deploy Jihad c4', ok: false, why: /Enchantment/ },
    { name: '(c) a Unit next to a stronger enemy Unit', board: [u('c3', 'Titan', 1)], hand: ['Wolves'], text: 'deploy Wolves c4', ok: false, why: /stronger|weaker/ },
    { name: '(c) equal Force is allowed', board: [u('c3', 'Wolves', 1)], hand: ['Troll'], text: 'deploy Troll c4', ok: true },
    { name: '(c) a stronger own Unit does not matter', board: [u('c3', 'Titan', 0)], hand: ['Wolves'], text: 'deploy Wolves c4', ok: true },
    { name: 'R06 Dwarf Warriors count +4 while deploying (8 vs Frost Giant 8)', board: [u('c3', 'Frost Giant', 1)], hand: ['Dwarf Warriors'], text: 'deploy Dwarf Warriors c4', ok: true },
    { name: 'R06 Dwarf Warriors still lose to Titan 10', board: [u('c3', 'Titan', 1)], hand: ['Dwarf Warriors'], text: 'deploy Dwarf Warriors c4', ok: false },
    { name: 'R06 prospective Force includes your Castle (3+5 vs 7)', board: [u('b4', 'Castle', 0), u('c5', 'Red Dragon', 1)], hand: ['Wolves'], text: 'deploy Wolves c4', ok: true },
    { name: 'R06 without the Castle Wolves may not go there', board: [u('c5', 'Red Dragon', 1)], hand: ['Wolves'], text: 'deploy Wolves c4', ok: false },
    { name: 'R06 an enemy Castle does not help (it is "your")', board: [u('b4', 'Castle', 1), u('c5', 'Red Dragon', 1)], hand: ['Wolves'], text: 'deploy Wolves c4', ok: false },
    { name: 'R06 Warlord next to the cell helps anyone (MOGO-R08)', board: [u('b4', 'Warlord', 1), u('d5', 'Gargoyle', 1)], hand: ['Merfolk'], text: 'deploy Merfolk c4', ok: true },
    { name: 'R06 exemption: Dragon Slayer can destroy Dragons', board: [u('c5', 'Red Dragon', 1), u('b5', 'Wurm', 1)], hand: ['Dragon Slayer'], text: 'deploy Dragon Slayer c4', ok: true },
    { name: 'R06 exemption: Goblin Sneak is immune to Units', board: [u('c3', 'Titan', 1)], hand: ['Goblin Sneak'], text: 'deploy Goblin Sneak c4', ok: true },
    { name: 'R06 exemption: Lizard Men are immune to Dragons', board: [u('c5', 'Red Dragon', 1)], hand: ['Lizard Men'], text: 'deploy Lizard Men c4', ok: true },
    { name: 'R06 Lizard Men are not immune to Giants', board: [u('c5', 'Colossus', 1)], hand: ['Lizard Men'], text: 'deploy Lizard Men c4', ok: false },
    { name: 'R06 exemption: Barbarians may destroy anything', board: [u('c5', 'Colossus', 1)], hand: ['Barbarians'], text: 'deploy Barbarians c4', ok: true },
    { name: 'R06 exemption: Diplomacy in play', board: [u('c5', 'Colossus', 1), u('h8', 'Diplomacy', 1)], hand: ['Kobold'], text: 'deploy Kobold c4', ok: true },
    { name: 'R66 a Fog next to the cell takes the new Unit\'s immunity away', board: [u('c5', 'Colossus', 1), u('b3', 'Fog', 1)], hand: ['Goblin Sneak'], text: 'deploy Goblin Sneak c4', ok: false },
    { name: 'R67 Elf Archers next to a Maze: Force 0, but their filter covers a Force 2 enemy', board: [u('b3', 'Maze', 1), u('c5', 'Goblin Balloon', 1)], hand: ['Elf Archers'], text: 'deploy Elf Archers c4', ok: true },
    { name: '(d) Island: only Water Units next to it', board: [u('c3', 'Island', 1)], hand: ['Wolves'], text: 'deploy Wolves c4', ok: false, why: /Island/ },
    { name: '(d) Island lets a Water Unit in', board: [u('c3', 'Island', 1)], hand: ['Merfolk'], text: 'deploy Merfolk c4', ok: true },
    { name: '(d) Swamp bans only its controller\'s opponents', board: [u('c3', 'Swamp', 0)], hand: ['Wolves'], text: 'deploy Wolves c4', ok: true },
    { name: '(d) Swamp bans an opponent', board: [u('c3', 'Swamp', 1)], hand: ['Wolves'], text: 'deploy Wolves c4', ok: false, why: /Swamp/ },
    { name: '(d) Orc War Band bans Locales next to it', board: [u('c3', 'Orc War Band', 1)], hand: ['Mine'], text: 'deploy Mine c4', ok: false, why: /Orc/ },
    { name: '(d) a Flooded Island bans nothing (suppressed)', board: [u('c3', 'Island', 1), u('h8', 'Flood', 1)], hand: ['Wolves'], text: 'deploy Wolves c4', ok: true },
    { name: 'cells must be empty', board: [u('c4', 'Kobold', 1)], hand: ['Wolves'], text: 'deploy Wolves c4', ok: false, why: /not empty/ },
  ];
  for (const c of cases) {
    it(c.name, () => {
      const s = deployPos(c.board, c.hand);
      if (c.ok) expect(play(s, 0, c.text).state.board.filter(Boolean).length).toBe(c.board.length + 1);
      else expect(refused(s, 0, c.text)).toMatch(c.why ?? /./);
      // legalActions agrees with applyAction.
      expect(legalTexts(s, 0).includes(c.text)).toBe(c.ok);
    });
  }

  it('R57: cell bans do not stop attaching a Modifier', () => {
    const s = deployPos([u('c4', 'Rogue', 0), u('c3', 'Pestilence', 1)], ['Loyal Steed']);
    expect(play(s, 0, 'attach Loyal Steed → c4').state.board.find((p) => p?.mods.length)).toBeTruthy();
  });

  it('a Hero Modifier needs a Hero', () => {
    expect(refused(deployPos([u('c4', 'Wolves', 0)], ['Loyal Steed']), 0, 'attach Loyal Steed -> c4')).toMatch(/cannot be attached/);
  });

  it('one Deployment a turn, plus one extra Relic per Forger (MOGO-R31, R55)', () => {
    let s = deployPos([u('a1', 'Forger', 0)], ['Mox', 'Lotus', 'Kobold']);
    s = play(s, 0, 'deploy Mox c3').state; // the Forger's extra is used first
    s = play(s, 0, 'deploy Kobold e5').state;
    expect(refused(s, 0, 'deploy Lotus h8')).toMatch(/no Deployment left/);
  });

  it('a Forest grants one extra Unit next to it', () => {
    let s = deployPos([u('e5', 'Forest', 0)], ['Wolves', 'Imp', 'Kobold']);
    s = play(s, 0, 'deploy Wolves a1').state; // the turn's own
    expect(refused(s, 0, 'deploy Imp h8')).toMatch(/no Deployment left/);
    s = play(s, 0, 'deploy Imp e6').state;
    expect(refused(s, 0, 'deploy Kobold d4')).toMatch(/no Deployment left/);
  });

  it('Sinkhole only onto a Locale, which is discarded (MOGO-R33)', () => {
    const s = deployPos([u('c3', 'Castle', 1)], ['Sinkhole']);
    expect(refused(s, 0, 'deploy Sinkhole d5')).toMatch(/onto a Locale/);
    const t = play(s, 0, 'deploy Sinkhole c3').state;
    expect(cellView(t, 'c3')?.counter).toBe('Sinkhole');
    expect(t.discard.length).toBe(1);
  });

  it('Doppelganger must copy a Unit when there is one (MOGO-R70) and uses the copied Force', () => {
    const s = deployPos([u('c5', 'Red Dragon', 1)], ['Doppelganger']);
    expect(refused(s, 0, 'deploy Doppelganger c4')).toMatch(/must copy/);
    const t = play(s, 0, 'deploy Doppelganger c4 copy c5').state;
    expect(cellView(t, 'c4')).toMatchObject({ counter: 'Doppelganger', copy: 'Red Dragon', force: 7, flyer: true, move: 4 });
  });

  it('Chasm destroys every Unit next to it when deployed, yours too', () => {
    const t = play(deployPos([u('c5', 'Wolves', 1), u('d3', 'Kobold', 0), u('h8', 'Imp', 1)], ['Chasm']), 0, 'deploy Chasm c4').state;
    expect([at(t, 'c5'), at(t, 'd3')]).toEqual([null, null]);
    expect(at(t, 'h8')).not.toBeNull();
  });

  it('R56: a counter deployed next to a Fog gets no "when deployed" trigger', () => {
    const s = deployPos([u('c5', 'Fog', 1)], ['Forest Elves']);
    const t = play(s, 0, 'deploy Forest Elves c4').state;
    expect(t.hands[0].length).toBe(0);
    const t2 = play(deployPos([], ['Forest Elves']), 0, 'deploy Forest Elves c4').state;
    expect(t2.hands[0].length).toBe(1);
  });

  it('deploying is optional and only in the Deployment Phase', () => {
    const s = pos({ hands: [['Wolves'], []], toMove: 0, phase: 'action' });
    expect(refused(s, 0, 'deploy Wolves c4')).toMatch(/Deployment Phase/);
    expect(mogo.legalActions(pos({ hands: [['Wolves'], []], toMove: 0, phase: 'deployment' }), 0).some((a) => a.type === 'end')).toBe(true);
  });
});
