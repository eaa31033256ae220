// Scenario tests for counters #1–#39 of RULINGS §1.6 (Flag … Castle): each one's
// effect from a position, through the engine's public contract, and its limits
// (immunity, suppression, Guardian, deployment rules, Diplomacy). One describe
// block per counter, named exactly as the table names it.
import { describe, expect, it } from 'vitest';
import { at, cellView, legalTexts, play } from './helpers.js';
import { controllerAt, denied, expectCovered, forceAt, handNames, on, scene } from './counters-a-support.js';

const action = (board: Parameters<typeof scene>[1], hand: string[] = [], more = {}) => scene('action', board, hand, more);
const deployment = (board: Parameters<typeof scene>[1], hand: string[] = [], more = {}) => scene('deployment', board, hand, more);

describe('Flag', () => {
  // a1 Flag + four counters = weight 6; a sixth cell makes 7.
  const row = [on('a1', 'Flag', 0), on('b1', 'Kobold', 0), on('c1', 'Imp', 0), on('d1', 'Wolves', 0), on('e1', 'Troll', 0)];
  it('weighs 2 in a line, so six cells with a Flag win the Tactical victory', () => {
    const s = deployment(row, ['Merfolk']);
    expect(cellView(s, 'a1')?.weight).toBe(2);
    expect(play(s, 0, 'deploy Merfolk f1').state.result?.winners).toEqual([0]);
  });
  it('limit: a Mana Thief next to it takes the weight away (MOGO-R24)', () => {
    const s = deployment([...row, on('a2', 'Mana Thief', 1)], ['Merfolk']);
    expect(cellView(s, 'a1')?.weight).toBe(1);
    expect(play(s, 0, 'deploy Merfolk f1').state.result).toBeNull();
  });
});

describe('Goblin Balloon', () => {
  it('flies one step, diagonal too, and no further', () => {
    const s = action([on('c4', 'Goblin Balloon', 0)]);
    expect(cellView(play(s, 0, 'move c4 d5').state, 'd5')?.counter).toBe('Goblin Balloon');
    expect(denied(s, 0, 'move c4 c5 c6')).toMatch(/at most 1/);
  });
  it('limit: next to a Fog it loses Flyer and Move (MOGO-R24)', () => {
    const s = action([on('c4', 'Goblin Balloon', 0), on('c5', 'Fog', 1)]);
    expect([cellView(s, 'c4')?.flyer, cellView(s, 'c4')?.move]).toEqual([false, 0]);
    expect(denied(s, 0, 'move c4 d5')).toMatch(/cannot move/);
  });
});

describe('Goblin Sneak', () => {
  it('is immune to Units: no Goblin King claims it, and it deploys next to a Titan', () => {
    const s = action([on('c4', 'Goblin Sneak', 0), on('h8', 'Goblin King', 1)]);
    expect(controllerAt(s, 'c4')).toBe(0);
    const d = deployment([on('c3', 'Titan', 1)], ['Goblin Sneak']);
    expect(cellView(play(d, 0, 'deploy Goblin Sneak c4').state, 'c4')?.counter).toBe('Goblin Sneak');
  });
  it('limit: a Fog next to it switches its immunity off, and the King claims it', () => {
    expect(controllerAt(action([on('c4', 'Goblin Sneak', 0), on('c5', 'Fog', 0), on('h8', 'Goblin King', 1)]), 'c4')).toBe(1);
  });
  it('limit: not immune to Sorceries (Lightning Bolt) nor to capture (MOGO-R12)', () => {
    const s = action([on('c4', 'Goblin Sneak', 1)], ['Lightning Bolt']);
    expect(at(play(s, 0, 'cast Lightning Bolt → c4').state, 'c4')).toBeNull();
    const c = scene('action', [on('a1', 'Goblin Sneak', 0), on('a2', 'Titan', 1), on('b1', 'Colossus', 1)], [], { toMove: 1 });
    expect(play(c, 1, 'end phase').state.captures[1].length).toBe(1);
  });
});

describe('Guardian', () => {
  const board = [on('c4', 'Mox', 1), on('c5', 'Guardian', 1), on('h8', 'Lotus', 1)];
  it('protects the Relics next to it from being stolen or destroyed (MOGO-R47)', () => {
    const s = action(board, ['Steal', 'Shatter']);
    expect(denied(s, 0, 'cast Steal → c4')).toMatch(/./);
    expect(denied(s, 0, 'cast Shatter → c4')).toMatch(/./);
    expect(controllerAt(play(s, 0, 'cast Steal → h8').state, 'h8')).toBe(0);
  });
  it('limit: capture and sacrifice still work on a protected Relic (P11)', () => {
    const s = action([on('c4', 'Lotus', 0), on('c5', 'Guardian', 0)]);
    expect([at(play(s, 0, 'c4: sacrifice').state, 'c4'), play(s, 0, 'c4: sacrifice').state.tokens[0]]).toEqual([null, 3]);
    const c = scene('action', [on('a1', 'Mox', 0), on('b1', 'Guardian', 0), on('a2', 'Titan', 1), on('c1', 'Colossus', 1), on('b2', 'Wurm', 1)], [], { toMove: 1 });
    expect(play(c, 1, 'end phase').state.captures[1].length).toBe(2);
  });
  it('limit: only Relics (a Unit next to it still falls to a Lightning Bolt)', () => {
    const s = action([...board, on('d5', 'Wolves', 1)], ['Lightning Bolt']);
    expect(at(play(s, 0, 'cast Lightning Bolt → d5').state, 'd5')).toBeNull();
  });
  it('limit: a Fogged Guardian protects nothing', () => {
    const s = action([...board, on('c6', 'Fog', 0)], ['Shatter']);
    expect(at(play(s, 0, 'cast Shatter → c4').state, 'c4')).toBeNull();
  });
});

describe('Goblin King', () => {
  const board = [on('a1', 'Goblin Balloon', 0), on('e5', 'Goblin King', 1)];
  it('controls every Goblin Unit: its controller moves them, their owner cannot', () => {
    const s = action(board);
    expect(controllerAt(s, 'a1')).toBe(1);
    expect(denied(s, 0, 'move a1 a2')).toMatch(/control no counter/);
    const t = scene('action', board, [], { toMove: 1 });
    expect(cellView(play(t, 1, 'move a1 b2').state, 'b2')?.counter).toBe('Goblin Balloon');
  });
  it('limits: Invisibility, a Fog next to the King, or Diplomacy keep the Goblin its owner\'s', () => {
    expect(controllerAt(action([on('a1', 'Goblin Balloon', 0, ['Invisibility']), on('e5', 'Goblin King', 1)]), 'a1')).toBe(0);
    expect(controllerAt(action([...board, on('e6', 'Fog', 0)]), 'a1')).toBe(0);
    expect(controllerAt(action([...board, on('j10', 'Diplomacy', 0)]), 'a1')).toBe(0);
  });
});

describe('Red Dragon', () => {
  it('flies up to 4 steps, diagonally too', () => {
    const s = action([on('c4', 'Red Dragon', 0)]);
    expect(cellView(play(s, 0, 'move c4 d5 e6 f7 g8').state, 'g8')?.counter).toBe('Red Dragon');
    expect(denied(s, 0, 'move c4 d5 e6 f7 g8 h9')).toMatch(/at most 4/);
  });
  it('limit: a Blizzard holds it in place', () => {
    expect(denied(action([on('c4', 'Red Dragon', 0), on('j10', 'Blizzard', 1)]), 0, 'move c4 d5')).toMatch(/held in place/);
  });
});

describe('Dragon Slayer', () => {
  const board = [on('c4', 'Dragon Slayer', 0), on('c5', 'Red Dragon', 1), on('d4', 'Wolves', 1), on('b3', 'Sea Serpent', 1)];
  it('destroys a Dragon next to it (Sea Serpent is one too), nothing else', () => {
    const s = action(board);
    expect(at(play(s, 0, 'c4: destroy c5').state, 'c5')).toBeNull();
    expect(at(play(s, 0, 'c4: destroy b3').state, 'b3')).toBeNull();
    expect(denied(s, 0, 'c4: destroy d4')).toMatch(/./);
  });
  it('may deploy next to a stronger Dragon (MOGO-R06), not next to a stronger non-Dragon', () => {
    expect(legalTexts(deployment([on('c5', 'Red Dragon', 1)], ['Dragon Slayer']), 0)).toContain('deploy Dragon Slayer c4');
    expect(denied(deployment([on('c5', 'Colossus', 1)], ['Dragon Slayer']), 0, 'deploy Dragon Slayer c4')).toMatch(/stronger|weaker/);
  });
  it('limits: under Diplomacy the Dragon is immune to it; next to a Fog it has no ability', () => {
    expect(denied(action([...board, on('j10', 'Diplomacy', 0)]), 0, 'c4: destroy c5')).toMatch(/./);
    expect(denied(action([...board, on('b5', 'Fog', 1)]), 0, 'c4: destroy c5')).toMatch(/./);
  });
});

describe('Loyal Steed', () => {
  it('on a Hero: Move 2, and one free Move a turn (Flanker)', () => {
    let s = action([on('c4', 'Dragon Slayer', 0, ['Loyal Steed'])]);
    expect(cellView(s, 'c4')?.move).toBe(2);
    s = play(s, 0, 'move c4 c5 c6').state;
    expect(s.turn.acted).toBe(false);
    s = play(s, 0, 'move c6 c7').state;
    expect(s.turn.acted).toBe(true);
  });
  it('may be attached to any player\'s Hero, and to nothing else', () => {
    const s = deployment([on('c4', 'Undead Champion', 1), on('e4', 'Wolves', 1)], ['Loyal Steed']);
    expect(cellView(play(s, 0, 'attach Loyal Steed → c4').state, 'c4')?.move).toBe(2);
    expect(denied(s, 0, 'attach Loyal Steed → e4')).toMatch(/cannot be attached/);
  });
  it('limit: a Fog next to the host switches the Modifier off (MOGO-R48)', () => {
    expect(denied(action([on('c4', 'Dragon Slayer', 0, ['Loyal Steed']), on('b4', 'Fog', 1)]), 0, 'move c4 c5')).toMatch(/cannot move/);
  });
});

describe('Flood', () => {
  const castle = [on('b4', 'Castle', 0), on('c4', 'Wolves', 0)];
  it('switches every Locale off, dual-type Locales included', () => {
    expect(forceAt(action(castle), 'c4')).toBe(8);
    const s = action([...castle, on('j10', 'Flood', 1), on('f6', 'Phantasmal Terrain', 0)]);
    expect(forceAt(s, 'c4')).toBe(3);
    expect([cellView(s, 'b4')?.suppressed, cellView(s, 'f6')?.suppressed, cellView(s, 'f6')?.move]).toEqual([true, true, 0]);
  });
  it('limit: a suppressed Locale is still a Locale for deployment (MOGO-R24)', () => {
    expect(denied(deployment([on('b4', 'Castle', 1), on('j10', 'Flood', 1)], ['Mine']), 0, 'deploy Mine c4')).toMatch(/Locale/);
  });
  it('limit: an older Weather Vein next to it switches the Flood off (MOGO-R23)', () => {
    expect(forceAt(action([on('i9', 'Weather Vein', 1), ...castle, on('j10', 'Flood', 1)]), 'c4')).toBe(8);
  });
});

describe('Tornado', () => {
  it('moves 3 though it is an Enchantment; a Blizzard does not hold it', () => {
    const s = action([on('c4', 'Tornado', 0), on('j10', 'Blizzard', 1)]);
    expect(cellView(play(s, 0, 'move c4 c5 c6 c7').state, 'c7')?.counter).toBe('Tornado');
  });
  it('sacrificed, destroys every Flyer next to it, its own side\'s too, and no one else', () => {
    const s = action([on('c4', 'Tornado', 0), on('c5', 'Imp', 1), on('d5', 'Goblin Balloon', 0), on('b4', 'Wolves', 1), on('h8', 'Red Dragon', 1)]);
    const t = play(s, 0, 'c4: sacrifice').state;
    expect([at(t, 'c4'), at(t, 'c5'), at(t, 'd5')]).toEqual([null, null, null]);
    expect([cellView(t, 'b4')?.counter, cellView(t, 'h8')?.counter]).toEqual(['Wolves', 'Red Dragon']);
  });
  it('limit: a Fog next to it leaves it with no Action', () => {
    expect(denied(action([on('c4', 'Tornado', 0), on('c5', 'Imp', 1), on('b3', 'Fog', 1)]), 0, 'c4: sacrifice')).toMatch(/./);
  });
});

describe('Earthquake', () => {
  const board = [on('c4', 'Castle', 1), on('e4', 'Wolves', 1), on('g4', 'Red Dragon', 1)];
  it('destroys a Locale or a Unit that does not fly', () => {
    const s = action(board, ['Earthquake']);
    expect(at(play(s, 0, 'cast Earthquake → c4').state, 'c4')).toBeNull();
    expect(at(play(s, 0, 'cast Earthquake → e4').state, 'e4')).toBeNull();
    expect(denied(s, 0, 'cast Earthquake → g4')).toMatch(/./);
  });
  it('limit: a Fogged Dragon has lost Flyer, so it can be hit (MOGO-R24)', () => {
    const s = action([...board, on('g5', 'Fog', 0)], ['Earthquake']);
    expect(at(play(s, 0, 'cast Earthquake → g4').state, 'g4')).toBeNull();
  });
  it('limit: a Locale next to a Storm Giant is immune to it', () => {
    expect(denied(action([...board, on('c5', 'Storm Giant', 1)], ['Earthquake']), 0, 'cast Earthquake → c4')).toMatch(/./);
  });
});

describe('Pyramid', () => {
  it('its controller draws when casting a Sorcery (MOGO-R36)', () => {
    const s = action([on('c4', 'Pyramid', 0)], ['Dark Ritual'], { drawPile: ['Imp'] });
    expect(handNames(play(s, 0, 'cast Dark Ritual').state, 0)).toEqual(['Imp']);
  });
  it('also when the Sorcery is countered (MOGO-R52)', () => {
    let s = action([on('c4', 'Pyramid', 0)], ['Dark Ritual'], { drawPile: ['Imp'], hands: [['Dark Ritual'], ['Counter']] });
    s = play(s, 1, 'counter any').state;
    const t = play(s, 0, 'cast Dark Ritual').state;
    expect([handNames(t, 0), t.tokens[0]]).toEqual([['Imp'], 0]);
  });
  it('limits: not for the opponent\'s Pyramid, nor under a Flood', () => {
    expect(play(action([on('c4', 'Pyramid', 1)], ['Dark Ritual']), 0, 'cast Dark Ritual').state.hands[0]).toEqual([]);
    expect(play(action([on('c4', 'Pyramid', 0), on('j10', 'Flood', 1)], ['Dark Ritual']), 0, 'cast Dark Ritual').state.hands[0]).toEqual([]);
  });
});

describe('Armageddon', () => {
  it('destroys every Locale, Giant Fish too; Units stay', () => {
    const t = play(action([on('c4', 'Castle', 0), on('g4', 'Mine', 1), on('e8', 'Giant Fish', 1), on('a1', 'Wolves', 1)], ['Armageddon']), 0, 'cast Armageddon').state;
    expect([at(t, 'c4'), at(t, 'g4'), at(t, 'e8')]).toEqual([null, null, null]);
    expect(cellView(t, 'a1')?.counter).toBe('Wolves');
  });
  it('limit: Locales immune to Sorceries (Storm Giant, Mana Vortex) stay', () => {
    const t = play(action([on('c4', 'Castle', 0), on('c5', 'Storm Giant', 1), on('g4', 'Mine', 1), on('g5', 'Mana Vortex', 1), on('a9', 'Desert', 1)], ['Armageddon']), 0, 'cast Armageddon').state;
    expect([cellView(t, 'c4')?.counter, cellView(t, 'g4')?.counter, at(t, 'a9')]).toEqual(['Castle', 'Mine', null]);
  });
});

describe('Goblin Grenade', () => {
  it('sacrifices your Goblin to destroy a Unit next to it', () => {
    const t = play(action([on('c4', 'Goblin Balloon', 0), on('c5', 'Colossus', 1)], ['Goblin Grenade']), 0, 'cast Goblin Grenade c4 → c5').state;
    expect([at(t, 'c4'), at(t, 'c5')]).toEqual([null, null]);
  });
  it('a Goblin you control through your Goblin King is yours to sacrifice', () => {
    const s = action([on('c4', 'Goblin Balloon', 1), on('c5', 'Colossus', 1), on('h8', 'Goblin King', 0)], ['Goblin Grenade']);
    expect(at(play(s, 0, 'cast Goblin Grenade c4 → c5').state, 'c5')).toBeNull();
  });
  it('limits: not an enemy Goblin, not a Unit away from the Goblin, not a Unit immune to Sorceries', () => {
    expect(denied(action([on('c4', 'Goblin Balloon', 1), on('c5', 'Colossus', 1)], ['Goblin Grenade']), 0, 'cast Goblin Grenade c4 → c5')).toMatch(/./);
    expect(denied(action([on('c4', 'Goblin Balloon', 0), on('c7', 'Colossus', 1)], ['Goblin Grenade']), 0, 'cast Goblin Grenade c4 → c7')).toMatch(/./);
    expect(denied(action([on('c4', 'Goblin Balloon', 0), on('c5', 'Colossus', 1), on('c6', 'Circle of Protection', 1)], ['Goblin Grenade']), 0, 'cast Goblin Grenade c4 → c5')).toMatch(/./);
  });
});

describe('Island', () => {
  it('lets only Water Units be deployed next to it, not even Relics', () => {
    const s = deployment([on('c3', 'Island', 1)], ['Wolves', 'Mox', 'Merfolk']);
    expect(denied(s, 0, 'deploy Wolves c4')).toMatch(/Island/);
    expect(denied(s, 0, 'deploy Mox c4')).toMatch(/Island/);
    expect(legalTexts(s, 0)).toContain('deploy Merfolk c4');
  });
  it('limit: Giant Fish is a Water Unit but also a Locale, so rule (a) still keeps it away (§1.1 item 10e)', () => {
    expect(denied(deployment([on('c3', 'Island', 1)], ['Giant Fish']), 0, 'deploy Giant Fish c4')).toMatch(/Locale/);
  });
  it('limits: attaching a Modifier next to it is no deployment (MOGO-R57); a Flood switches it off', () => {
    expect(play(deployment([on('c3', 'Island', 1), on('c4', 'Wolves', 0)], ['Invisibility']), 0, 'attach Invisibility → c4').state.turn.deployed).toBe(true);
    expect(legalTexts(deployment([on('c3', 'Island', 1), on('j10', 'Flood', 1)], ['Mox']), 0)).toContain('deploy Mox c4');
  });
});

describe('Plane Shift', () => {
  it('moves a Locale to any empty cell, next to another Locale too (MOGO-R17)', () => {
    const t = play(action([on('e7', 'Castle', 1), on('h7', 'Mine', 1)], ['Plane Shift']), 0, 'cast Plane Shift e7 → h8').state;
    expect([at(t, 'e7'), cellView(t, 'h8')?.counter]).toEqual([null, 'Castle']);
  });
  it('limits: only Locales; not one next to a Storm Giant', () => {
    expect(denied(action([on('e7', 'Wolves', 1)], ['Plane Shift']), 0, 'cast Plane Shift e7 → h8')).toMatch(/./);
    expect(denied(action([on('e7', 'Castle', 1), on('e6', 'Storm Giant', 1)], ['Plane Shift']), 0, 'cast Plane Shift e7 → h8')).toMatch(/./);
  });
});

describe('Invisibility', () => {
  it('makes its Unit immune to Units: no Goblin King claim, no Leper aura, no Dragon Slayer', () => {
    expect(controllerAt(action([on('a1', 'Goblin Balloon', 0, ['Invisibility']), on('e5', 'Goblin King', 1)]), 'a1')).toBe(0);
    expect(forceAt(action([on('c4', 'Wolves', 0, ['Invisibility']), on('c5', 'Leper', 1)]), 'c4')).toBe(3);
    expect(denied(action([on('c4', 'Dragon Slayer', 0), on('c5', 'Red Dragon', 1, ['Invisibility'])]), 0, 'c4: destroy c5')).toMatch(/./);
  });
  it('its host ignores a Mana Thief, a Unit (§1.4 layer 3): War Machine keeps its Move', () => {
    expect(cellView(action([on('c4', 'War Machine', 0), on('c5', 'Mana Thief', 1)]), 'c4')?.move).toBe(0);
    expect(cellView(action([on('c4', 'War Machine', 0, ['Invisibility']), on('c5', 'Mana Thief', 1)]), 'c4')?.move).toBe(4);
  });
  it('limits: Sorceries still reach it; a Fog next to the host switches it off', () => {
    expect(at(play(action([on('c4', 'Wolves', 1, ['Invisibility'])], ['Lightning Bolt']), 0, 'cast Lightning Bolt → c4').state, 'c4')).toBeNull();
    expect(controllerAt(action([on('a1', 'Goblin Balloon', 0, ['Invisibility']), on('a2', 'Fog', 0), on('e5', 'Goblin King', 1)]), 'a1')).toBe(1);
  });
});

describe('Disenchant', () => {
  it('destroys an Enchantment, not a Relic', () => {
    const s = action([on('c4', 'Fog', 1), on('h8', 'Mox', 1)], ['Disenchant']);
    expect(at(play(s, 0, 'cast Disenchant → c4').state, 'c4')).toBeNull();
    expect(denied(s, 0, 'cast Disenchant → h8')).toMatch(/./);
  });
  it('limit: not an Enchantment next to a Mana Vortex', () => {
    expect(denied(action([on('c4', 'Binding', 1), on('c5', 'Mana Vortex', 1)], ['Disenchant']), 0, 'cast Disenchant → c4')).toMatch(/./);
  });
});

describe('Diplomacy', () => {
  it('makes every Unit immune to other Units: no Unit auras, no claims, no Force rule', () => {
    const s = action([on('c4', 'Wolves', 1), on('c5', 'Warlord', 1), on('a1', 'Goblin Balloon', 0), on('h8', 'Goblin King', 1), on('j1', 'Diplomacy', 0)]);
    expect([forceAt(s, 'c4'), controllerAt(s, 'a1')]).toEqual([3, 0]);
    expect(legalTexts(deployment([on('c5', 'Colossus', 1), on('h8', 'Diplomacy', 1)], ['Kobold']), 0)).toContain('deploy Kobold c4');
  });
  it('limits: effects from non-Units (Castle, Sorceries) still apply', () => {
    const s = action([on('b4', 'Castle', 1), on('c4', 'Wolves', 1), on('j1', 'Diplomacy', 0)], ['Lightning Bolt']);
    expect(forceAt(s, 'c4')).toBe(8);
    expect(at(play(action([on('c4', 'Wolves', 1), on('j1', 'Diplomacy', 0)], ['Lightning Bolt']), 0, 'cast Lightning Bolt → c4').state, 'c4')).toBeNull();
  });
  it('limit: an older Weather Vein next to it switches it off', () => {
    expect(controllerAt(action([on('j2', 'Weather Vein', 0), on('a1', 'Goblin Balloon', 0), on('h8', 'Goblin King', 1), on('j1', 'Diplomacy', 0)]), 'a1')).toBe(1);
  });
});

describe('Wrath', () => {
  it('destroys every Unit, both sides; other counters stay', () => {
    const t = play(action([on('c4', 'Wolves', 0), on('e4', 'Titan', 1), on('g4', 'Mox', 1), on('a9', 'Castle', 1)], ['Wrath']), 0, 'cast Wrath').state;
    expect([at(t, 'c4'), at(t, 'e4')]).toEqual([null, null]);
    expect([cellView(t, 'g4')?.counter, cellView(t, 'a9')?.counter]).toEqual(['Mox', 'Castle']);
  });
  it('limit: Units immune to Sorceries (Mana Vortex, Circle of Protection) stay', () => {
    const t = play(action([on('c4', 'Wolves', 0), on('c5', 'Mana Vortex', 1), on('g4', 'Titan', 1), on('g5', 'Circle of Protection', 1)], ['Wrath']), 0, 'cast Wrath').state;
    expect([cellView(t, 'c4')?.counter, cellView(t, 'g4')?.counter]).toEqual(['Wolves', 'Titan']);
  });
});

describe('Dwarf Warriors', () => {
  it('count as Force 8 for their own deployment check only', () => {
    const t = play(deployment([on('c3', 'Frost Giant', 1)], ['Dwarf Warriors']), 0, 'deploy Dwarf Warriors c4').state;
    expect(forceAt(t, 'c4')).toBe(4);
  });
  it('limit: deployed next to a Fog they lose the +4 (MOGO-R66)', () => {
    expect(denied(deployment([on('c3', 'Frost Giant', 1), on('b5', 'Fog', 1)], ['Dwarf Warriors']), 0, 'deploy Dwarf Warriors c4')).toMatch(/stronger|weaker/);
  });
  it('limit: not next to a Force 9+ enemy', () => {
    expect(denied(deployment([on('c3', 'Storm Giant', 1)], ['Dwarf Warriors']), 0, 'deploy Dwarf Warriors c4')).toMatch(/stronger|weaker/);
  });
});

describe('Dwarf Lord', () => {
  it('controls every Dwarf Unit (Forger, Giant Slayer, Dwarf Warriors)', () => {
    const s = action([on('a1', 'Forger', 0), on('a3', 'Giant Slayer', 0), on('a5', 'Dwarf Warriors', 0), on('h8', 'Dwarf Lord', 1)]);
    expect(['a1', 'a3', 'a5'].map((c) => controllerAt(s, c))).toEqual([1, 1, 1]);
  });
  it('limits: not an Invisible Dwarf; nothing when Fogged', () => {
    expect(controllerAt(action([on('a1', 'Forger', 0, []), on('a3', 'Giant Slayer', 0, ['Invisibility']), on('h8', 'Dwarf Lord', 1)]), 'a3')).toBe(0);
    expect(controllerAt(action([on('a1', 'Forger', 0), on('h8', 'Dwarf Lord', 1), on('h9', 'Fog', 0)]), 'a1')).toBe(0);
  });
});

describe('Forger', () => {
  it('grants one extra Relic a turn, anywhere (MOGO-R31)', () => {
    let s = deployment([on('a1', 'Forger', 0)], ['Mox', 'Lotus', 'Kobold']);
    s = play(s, 0, 'deploy Mox c3').state;
    s = play(s, 0, 'deploy Kobold e5').state;
    expect(denied(s, 0, 'deploy Lotus h8')).toMatch(/no Deployment left/);
  });
  it('limits: Relics only; not when Fogged; not an opponent\'s Forger', () => {
    let s = deployment([on('a1', 'Forger', 0)], ['Wolves', 'Kobold']);
    s = play(s, 0, 'deploy Wolves c3').state;
    expect(denied(s, 0, 'deploy Kobold e5')).toMatch(/no Deployment left/);
    for (const board of [[on('a1', 'Forger', 0), on('a2', 'Fog', 1)], [on('a1', 'Forger', 1)]]) {
      const t = play(deployment(board, ['Mox', 'Lotus']), 0, 'deploy Mox e5').state;
      expect(denied(t, 0, 'deploy Lotus h8')).toMatch(/no Deployment left/);
    }
  });
});

describe('Giant Slayer', () => {
  const board = [on('c4', 'Giant Slayer', 0), on('c5', 'Colossus', 1), on('d5', 'Giant Spider', 1), on('d4', 'Wolves', 1)];
  it('destroys a Giant next to it, and nothing else', () => {
    const s = action(board);
    expect(at(play(s, 0, 'c4: destroy c5').state, 'c5')).toBeNull();
    expect(at(play(s, 0, 'c4: destroy d5').state, 'd5')).toBeNull();
    expect(denied(s, 0, 'c4: destroy d4')).toMatch(/./);
  });
  it('may deploy next to a stronger Giant (MOGO-R06)', () => {
    expect(legalTexts(deployment([on('c5', 'Titan', 1)], ['Giant Slayer']), 0)).toContain('deploy Giant Slayer c4');
  });
  it('limit: an Invisible Giant is immune to it', () => {
    expect(denied(action([on('c4', 'Giant Slayer', 0), on('c5', 'Colossus', 1, ['Invisibility'])]), 0, 'c4: destroy c5')).toMatch(/./);
  });
});

describe('Steal', () => {
  it('takes control of a Relic for good (MOGO-R25)', () => {
    const t = play(action([on('c4', 'Mox', 1)], ['Steal']), 0, 'cast Steal → c4').state;
    expect([cellView(t, 'c4')?.owner, controllerAt(t, 'c4')]).toEqual([0, 0]);
  });
  it('limits: not your own Relic (MOGO-R60), not a Unit, not one a Guardian protects or a Mana Vortex shields', () => {
    expect(denied(action([on('c4', 'Mox', 0)], ['Steal']), 0, 'cast Steal → c4')).toMatch(/./);
    expect(denied(action([on('c4', 'Wolves', 1)], ['Steal']), 0, 'cast Steal → c4')).toMatch(/./);
    expect(denied(action([on('c4', 'Mox', 1), on('c5', 'Guardian', 1)], ['Steal']), 0, 'cast Steal → c4')).toMatch(/./);
    expect(denied(action([on('c4', 'Mox', 1), on('c5', 'Mana Vortex', 1)], ['Steal']), 0, 'cast Steal → c4')).toMatch(/./);
  });
});

describe('Shatter', () => {
  it('destroys a Relic, Dancing Sword and War Machine included', () => {
    const s = action([on('c4', 'Mox', 1), on('e4', 'Dancing Sword', 1), on('g4', 'War Machine', 1), on('a9', 'Castle', 1)], ['Shatter']);
    for (const c of ['c4', 'e4', 'g4']) expect(at(play(s, 0, `cast Shatter → ${c}`).state, c)).toBeNull();
    expect(denied(s, 0, 'cast Shatter → a9')).toMatch(/./);
  });
  it('limit: a Guardian next to the Relic stops it', () => {
    expect(denied(action([on('c4', 'War Machine', 1), on('c5', 'Guardian', 1)], ['Shatter']), 0, 'cast Shatter → c4')).toMatch(/./);
  });
});

describe('Disk', () => {
  it('sacrificed, destroys everything next to it, yours too', () => {
    const t = play(action([on('c4', 'Disk', 0), on('c5', 'Wolves', 0), on('d5', 'Castle', 1), on('b3', 'Binding', 1), on('h8', 'Imp', 1)]), 0, 'c4: sacrifice').state;
    expect([at(t, 'c4'), at(t, 'c5'), at(t, 'd5'), at(t, 'b3')]).toEqual([null, null, null, null]);
    expect(cellView(t, 'h8')?.counter).toBe('Imp');
  });
  it('limits: a Minotaur (immune to Actions) and a Guardian\'s Relic stay', () => {
    const t = play(action([on('c4', 'Disk', 0), on('c5', 'Minotaur', 1), on('d4', 'Mox', 1), on('e4', 'Guardian', 1)]), 0, 'c4: sacrifice').state;
    expect([cellView(t, 'c5')?.counter, cellView(t, 'd4')?.counter, at(t, 'c4')]).toEqual(['Minotaur', 'Mox', null]);
  });
});

describe('Shatter Storm', () => {
  it('destroys every Relic, dual-type ones too', () => {
    const t = play(action([on('c4', 'Mox', 1), on('e4', 'Dancing Sword', 0), on('a9', 'Wolves', 1)], ['Shatter Storm']), 0, 'cast Shatter Storm').state;
    expect([at(t, 'c4'), at(t, 'e4'), cellView(t, 'a9')?.counter]).toEqual([null, null, 'Wolves']);
  });
  it('limits: a Guardian\'s Relic and a Relic next to a Mana Vortex stay', () => {
    const t = play(action([on('c4', 'Mox', 1), on('c5', 'Guardian', 1), on('g4', 'Lotus', 1), on('g5', 'Mana Vortex', 1)], ['Shatter Storm']), 0, 'cast Shatter Storm').state;
    expect([cellView(t, 'c4')?.counter, cellView(t, 'g4')?.counter]).toEqual(['Mox', 'Lotus']);
  });
});

describe('Barbarians', () => {
  it('sacrificed, destroy one counter of any type next to them', () => {
    const t = play(action([on('c4', 'Barbarians', 0), on('c5', 'Castle', 1)]), 0, 'c4: destroy c5').state;
    expect([at(t, 'c4'), at(t, 'c5')]).toEqual([null, null]);
  });
  it('may deploy next to anything stronger (MOGO-R06)', () => {
    expect(legalTexts(deployment([on('c5', 'Colossus', 1)], ['Barbarians']), 0)).toContain('deploy Barbarians c4');
  });
  it('limits: not a Minotaur, not a Guardian\'s Relic', () => {
    expect(denied(action([on('c4', 'Barbarians', 0), on('c5', 'Minotaur', 1)]), 0, 'c4: destroy c5')).toMatch(/./);
    expect(denied(action([on('c4', 'Barbarians', 0), on('c5', 'Mox', 1), on('c6', 'Guardian', 1)]), 0, 'c4: destroy c5')).toMatch(/./);
  });
});

describe('Phalanx', () => {
  it('moves 1 and pushes an enemy Unit ahead of it (MOGO-R16)', () => {
    const t = play(action([on('c4', 'Phalanx', 0), on('c5', 'Wolves', 1)]), 0, 'move c4 c5').state;
    expect([cellView(t, 'c5')?.counter, cellView(t, 'c6')?.counter]).toEqual(['Phalanx', 'Wolves']);
  });
  it('limits: not its own Unit, not into an occupied cell, never 2 steps', () => {
    expect(denied(action([on('c4', 'Phalanx', 0), on('c5', 'Wolves', 0)]), 0, 'move c4 c5')).toMatch(/not empty/);
    expect(denied(action([on('c4', 'Phalanx', 0), on('c5', 'Wolves', 1), on('c6', 'Imp', 1)]), 0, 'move c4 c5')).toMatch(/not empty/);
    expect(denied(action([on('c4', 'Phalanx', 0)]), 0, 'move c4 c5 c6')).toMatch(/at most 1/);
  });
});

describe('Forest Elves', () => {
  it('draw 1 when deployed', () => {
    expect(handNames(play(deployment([], ['Forest Elves'], { drawPile: ['Imp'] }), 0, 'deploy Forest Elves c4').state, 0)).toEqual(['Imp']);
  });
  it('limit: deployed next to a Fog, they draw nothing (MOGO-R56)', () => {
    expect(play(deployment([on('c5', 'Fog', 1)], ['Forest Elves']), 0, 'deploy Forest Elves c4').state.hands[0]).toEqual([]);
  });
});

describe('Elf Archers', () => {
  it('destroy a Unit of Force 3 or less next to them', () => {
    const s = action([on('c4', 'Elf Archers', 0), on('c5', 'Wolves', 1), on('d4', 'Phalanx', 1)]);
    expect(at(play(s, 0, 'c4: destroy c5').state, 'c5')).toBeNull();
    expect(denied(s, 0, 'c4: destroy d4')).toMatch(/./);
  });
  it('limit: the current Force counts (a Leper brings the Phalanx down; a Castle lifts the Wolves)', () => {
    expect(at(play(action([on('c4', 'Elf Archers', 0), on('d4', 'Phalanx', 1), on('e4', 'Leper', 1)]), 0, 'c4: destroy d4').state, 'd4')).toBeNull();
    expect(denied(action([on('c4', 'Elf Archers', 0), on('c5', 'Wolves', 1), on('c6', 'Castle', 1)]), 0, 'c4: destroy c5')).toMatch(/./);
  });
  it('limit: a Leper (Force 1) is immune to them', () => {
    expect(denied(action([on('c4', 'Elf Archers', 0), on('c5', 'Leper', 1)]), 0, 'c4: destroy c5')).toMatch(/./);
  });
});

describe('Orc War Band', () => {
  it('forbids Locales next to it, Giant Fish too; Units may come', () => {
    const s = deployment([on('c3', 'Orc War Band', 1)], ['Mine', 'Giant Fish', 'Wolves']);
    expect(denied(s, 0, 'deploy Mine c4')).toMatch(/Orc/);
    expect(denied(s, 0, 'deploy Giant Fish c4')).toMatch(/Orc/);
    expect(legalTexts(s, 0)).toContain('deploy Wolves c4');
  });
  it('limit: Fogged, it forbids nothing', () => {
    expect(legalTexts(deployment([on('c3', 'Orc War Band', 1), on('b2', 'Fog', 1)], ['Mine']), 0)).toContain('deploy Mine c4');
  });
});

describe('Frost Giant', () => {
  it('holds every Unit next to it in place, its own side\'s too (MOGO-R08, R14)', () => {
    expect(denied(action([on('c4', 'Wolves', 0), on('d4', 'Frost Giant', 0)]), 0, 'move c4 c5')).toMatch(/held in place/);
    expect(cellView(play(action([on('c4', 'Wolves', 0), on('f4', 'Frost Giant', 1)]), 0, 'move c4 c5').state, 'c5')?.counter).toBe('Wolves');
  });
  it('limit: under Diplomacy its lock (a Unit\'s effect) does not apply', () => {
    expect(cellView(play(action([on('c4', 'Wolves', 0), on('d4', 'Frost Giant', 1), on('j10', 'Diplomacy', 1)]), 0, 'move c4 c5').state, 'c5')?.counter).toBe('Wolves');
  });
  it('limits: not a Tornado (no Unit); not when Fogged; being pushed still moves a Unit', () => {
    expect(cellView(play(action([on('c4', 'Tornado', 0), on('d4', 'Frost Giant', 1)]), 0, 'move c4 c5').state, 'c5')?.counter).toBe('Tornado');
    expect(cellView(play(action([on('c4', 'Wolves', 0), on('d4', 'Frost Giant', 1), on('e5', 'Fog', 0)]), 0, 'move c4 c5').state, 'c5')?.counter).toBe('Wolves');
    const t = play(action([on('c3', 'Phalanx', 0), on('c4', 'Wolves', 1), on('d5', 'Frost Giant', 1)]), 0, 'move c3 c4').state;
    expect(cellView(t, 'c5')?.counter).toBe('Wolves');
  });
});

describe('Stone Giant', () => {
  it('moves 1 and pushes an enemy Unit', () => {
    const t = play(action([on('c4', 'Stone Giant', 0), on('d4', 'Imp', 1)]), 0, 'move c4 d4').state;
    expect([cellView(t, 'd4')?.counter, cellView(t, 'e4')?.counter]).toEqual(['Stone Giant', 'Imp']);
  });
  it('limit: a Unit immune to Units (Goblin Sneak) cannot be pushed', () => {
    expect(denied(action([on('c4', 'Stone Giant', 0), on('d4', 'Goblin Sneak', 1)]), 0, 'move c4 d4')).toMatch(/not empty/);
  });
});

describe('Giants Playground', () => {
  it('controls every Giant Unit', () => {
    const s = action([on('c4', 'Colossus', 1), on('e4', 'Titan', 1), on('h8', 'Giants Playground', 0)]);
    expect([controllerAt(s, 'c4'), controllerAt(s, 'e4')]).toEqual([0, 0]);
  });
  it('a Giant it claims is no enemy for the deployment check (control before Force, §1.4)', () => {
    expect(legalTexts(deployment([on('c5', 'Colossus', 1), on('h8', 'Giants Playground', 0)], ['Wolves']), 0)).toContain('deploy Wolves c4');
  });
  it('Invisibility does not help (the Playground is no Unit); a Flood does', () => {
    expect(controllerAt(action([on('c4', 'Colossus', 1, ['Invisibility']), on('h8', 'Giants Playground', 0)]), 'c4')).toBe(0);
    expect(controllerAt(action([on('c4', 'Colossus', 1), on('h8', 'Giants Playground', 0), on('a10', 'Flood', 1)]), 'c4')).toBe(1);
  });
});

describe('Storm Giant', () => {
  it('makes the Locales next to it immune to Sorceries', () => {
    const s = action([on('c4', 'Castle', 1), on('c5', 'Storm Giant', 1), on('h8', 'Mine', 1)], ['Stone Rain']);
    expect(denied(s, 0, 'cast Stone Rain → c4')).toMatch(/./);
    expect(at(play(s, 0, 'cast Stone Rain → h8').state, 'h8')).toBeNull();
    expect(cellView(s, 'c4')?.immune).toContain('Sorceries');
  });
  it('limits: Units next to it are not shielded; Actions still reach the Locale', () => {
    expect(at(play(action([on('c4', 'Kobold', 1), on('c5', 'Storm Giant', 1)], ['Lightning Bolt']), 0, 'cast Lightning Bolt → c4').state, 'c4')).toBeNull();
    expect(at(play(action([on('c4', 'Castle', 1), on('c5', 'Storm Giant', 1), on('b4', 'Kudzu', 0)]), 0, 'b4: destroy c4').state, 'c4')).toBeNull();
  });
});

describe('Titan', () => {
  it('shoves an enemy Unit next to it one cell along its line (MOGO-R30)', () => {
    expect(cellView(play(action([on('c4', 'Titan', 0), on('d5', 'Wolves', 1)]), 0, 'c4: shove d5').state, 'e6')?.counter).toBe('Wolves');
  });
  it('limits: not its own Unit, not into an occupied cell, not a Unit immune to Units', () => {
    expect(denied(action([on('c4', 'Titan', 0), on('d5', 'Wolves', 0)]), 0, 'c4: shove d5')).toMatch(/./);
    expect(denied(action([on('c4', 'Titan', 0), on('d5', 'Wolves', 1), on('e6', 'Imp', 1)]), 0, 'c4: shove d5')).toMatch(/./);
    expect(denied(action([on('c4', 'Titan', 0), on('d5', 'Goblin Sneak', 1)]), 0, 'c4: shove d5')).toMatch(/./);
  });
});

describe('Castle', () => {
  it('gives its controller\'s Units next to it +5', () => {
    const s = action([on('c4', 'Castle', 0), on('c5', 'Wolves', 0), on('d5', 'Imp', 1), on('c7', 'Troll', 0)]);
    expect([forceAt(s, 'c5'), forceAt(s, 'd5'), forceAt(s, 'c7')]).toEqual([8, 0, 3]);
  });
  it('"your" is read after control (§1.4 layer 5): a Goblin claimed by your Goblin King gets it', () => {
    expect(forceAt(action([on('c4', 'Castle', 0), on('c5', 'Goblin Balloon', 1), on('h8', 'Goblin King', 0)]), 'c5')).toBe(7);
  });
  it('limit: a Unit immune to Units still gets it (the Castle is no Unit); a Flood stops it', () => {
    expect(forceAt(action([on('c4', 'Castle', 0), on('c5', 'Unicorn', 0)]), 'c5')).toBe(10);
    expect(forceAt(action([on('c4', 'Castle', 0), on('c5', 'Unicorn', 0), on('j10', 'Flood', 1)]), 'c5')).toBe(5);
  });
});

describe('coverage', () => {
  it('names every counter #1–#39 of §1.6 in a describe block', ({ task }) => {
    expectCovered(task.file as never, 1, 39);
  });
});
