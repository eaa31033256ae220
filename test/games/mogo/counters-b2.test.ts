// Scenario tests for counters #118–#155 of RULINGS §1.6 (Recall … Wizard): each
// shows its effect from a position, and its limits where it has any.
import { describe, expect, it } from 'vitest';
import { mogo } from '../../../src/games/mogo/index.js';
import { at, cellView, legalTexts } from './helpers.js';
import { action, deployment, names, play, refused, scene, u } from './counters-b-support.js';

describe('Recall', () => {
  it('takes any counter from the Discard Pile into your hand', () => {
    const t = play(action([], ['Recall'], { discard: ['Flood', 'Titan'] }), 0, 'cast Recall Flood').state;
    expect([names(t.hands[0]), names(t.discard)]).toEqual([['Flood'], ['Titan', 'Recall']]);
  });
  it('limit: only from the Discard Pile', () => {
    expect(refused(action([u('c4', 'Fog', 1)], ['Recall'], { discard: ['Titan'] }), 0, 'cast Recall Fog')).toMatch(/./);
  });
});

describe('Balance', () => {
  it('each player in turn picks up to 3 counters; every pick is destroyed together', () => {
    let s = action([u('c4', 'Titan', 1), u('j10', 'Fog', 0), u('a1', 'Mox', 1)], ['Balance']);
    s = play(play(play(s, 0, 'cast Balance').state, 0, 'pick c4').state, 0, 'pick done').state;
    expect(mogo.toAct(s)).toEqual([1]);
    s = play(play(s, 1, 'pick j10').state, 1, 'pick done').state;
    expect([at(s, 'c4'), at(s, 'j10'), at(s, 'a1') !== null]).toEqual([null, null, true]);
  });
  it('limit: a counter immune to Sorceries cannot be picked', () => {
    const s = play(action([u('c4', 'Titan', 1), u('c5', 'Circle of Protection', 1)], ['Balance']), 0, 'cast Balance').state;
    expect(refused(s, 0, 'pick c4')).toMatch(/./);
    expect(legalTexts(s, 0)).toContain('pick c5');
  });
});

describe('Channel', () => {
  it('discards X counters from hand for X Action Tokens', () => {
    const t = play(action([], ['Channel', 'Imp', 'Zombies']), 0, 'cast Channel discarding Imp, Zombies').state;
    expect(t.tokens[0]).toBe(2);
  });
  it('limit: Zombies discarded from a hand do not come back (MOGO-R26)', () => {
    const t = play(action([], ['Channel', 'Zombies']), 0, 'cast Channel discarding Zombies').state;
    expect([t.hands[0].length, names(t.discard)]).toEqual([0, ['Zombies', 'Channel']]);
  });
});

describe('Wraith', () => {
  it('is a Force 5 Spirit and Undead: an Exorcist destroys it, a Necromancer controls it', () => {
    expect(cellView(action([u('c4', 'Wraith', 1)]), 'c4')?.force).toBe(5);
    expect(at(play(action([u('c4', 'Wraith', 1), u('c5', 'Exorcist', 0)]), 0, 'c5: destroy c4').state, 'c4')).toBeNull();
    expect(cellView(action([u('c4', 'Wraith', 1), u('j10', 'Necromancer', 0)]), 'c4')?.controller).toBe(0);
  });
  it('limit: no ability, so it cannot move', () => {
    expect(refused(action([u('c4', 'Wraith', 0)]), 0, 'move c4 c5')).toMatch(/cannot move/);
  });
});

describe('Wolves', () => {
  it('move 3', () => {
    expect(at(play(action([u('c4', 'Wolves', 0)]), 0, 'move c4 d4 e4 f4').state, 'f4')).not.toBeNull();
  });
  it('limit: a Blizzard anywhere holds them', () => {
    expect(refused(action([u('c4', 'Wolves', 0), u('j10', 'Blizzard', 1)]), 0, 'move c4 d4')).toMatch(/held in place/);
  });
});

describe('Circle of Protection', () => {
  it('makes the Units next to it immune to Sorceries: Wrath passes them by', () => {
    const t = play(action([u('c4', 'Titan', 1), u('c5', 'Circle of Protection', 1), u('h8', 'Wolves', 1)], ['Wrath']), 0, 'cast Wrath').state;
    expect([at(t, 'c4') !== null, at(t, 'h8')]).toEqual([true, null]);
  });
  it('limits: not a Locale next to it; not while a Fog suppresses it', () => {
    expect(at(play(action([u('c4', 'Castle', 1), u('c5', 'Circle of Protection', 1)], ['Stone Rain']), 0, 'cast Stone Rain → c4').state, 'c4')).toBeNull();
    expect(at(play(action([u('c4', 'Wolves', 1), u('c5', 'Circle of Protection', 1), u('c6', 'Fog', 0)], ['Lightning Bolt']), 0, 'cast Lightning Bolt → c4').state, 'c4')).toBeNull();
  });
});

describe('Colossus', () => {
  it('is a Force 10 Giant: a Giant Slayer destroys it, Giants Playground controls it', () => {
    expect(at(play(action([u('c4', 'Colossus', 1), u('c5', 'Giant Slayer', 0)]), 0, 'c5: destroy c4').state, 'c4')).toBeNull();
    expect(cellView(action([u('c4', 'Colossus', 1), u('j10', 'Giants Playground', 0)]), 'c4')?.controller).toBe(0);
  });
  it('limit: a Giant Slayer may be deployed next to it, a Dragon Slayer may not', () => {
    expect(legalTexts(deployment([u('c5', 'Colossus', 1)], ['Giant Slayer']), 0)).toContain('deploy Giant Slayer c4');
    expect(legalTexts(deployment([u('c5', 'Colossus', 1)], ['Dragon Slayer']), 0)).not.toContain('deploy Dragon Slayer c4');
  });
});

describe('Twiddle', () => {
  it('nudges any counter one step into an empty cell; diagonally only a Flyer (MOGO-R30)', () => {
    expect(cellView(play(action([u('c4', 'Castle', 0)], ['Twiddle']), 0, 'cast Twiddle c4 → c5').state, 'c5')?.counter).toBe('Castle');
    expect(cellView(play(action([u('c4', 'Imp', 1)], ['Twiddle']), 0, 'cast Twiddle c4 → d5').state, 'd5')?.counter).toBe('Imp');
  });
  it('limits: a non-Flyer never diagonally, nothing two steps, nothing next to a Mana Vortex', () => {
    expect(refused(action([u('c4', 'Wolves', 1)], ['Twiddle']), 0, 'cast Twiddle c4 → d5')).toMatch(/./);
    expect(refused(action([u('c4', 'Wolves', 1)], ['Twiddle']), 0, 'cast Twiddle c4 → c6')).toMatch(/./);
    expect(refused(action([u('c4', 'Wolves', 1), u('b4', 'Mana Vortex', 1)], ['Twiddle']), 0, 'cast Twiddle c4 → c5')).toMatch(/./);
  });
  it('a counter\'s Modifiers travel with it', () => {
    const t = play(action([u('c4', 'Undead Champion', 1, { modifiers: ['Hag'] })], ['Twiddle']), 0, 'cast Twiddle c4 → c5').state;
    expect(cellView(t, 'c5')?.modifiers).toEqual([{ counter: 'Hag', owner: 1 }]);
  });
});

describe('Wurm', () => {
  it('is a Force 7 Dragon and Insect: Crusade naming Insect destroys it, a Dragon Slayer too', () => {
    expect(at(play(action([u('c4', 'Wurm', 1)], ['Crusade']), 0, 'cast Crusade Insect').state, 'c4')).toBeNull();
    expect(at(play(action([u('c4', 'Wurm', 1), u('c5', 'Dragon Slayer', 0)]), 0, 'c5: destroy c4').state, 'c4')).toBeNull();
  });
  it('limit: Lizard Men may be deployed next to it (immune to Dragons), Wolves may not', () => {
    const s = deployment([u('c5', 'Wurm', 1)], ['Lizard Men', 'Wolves']);
    expect(legalTexts(s, 0)).toContain('deploy Lizard Men c4');
    expect(legalTexts(s, 0)).not.toContain('deploy Wolves c4');
  });
});

describe('Jabberwocky', () => {
  it('flies and moves 3', () => {
    expect(at(play(action([u('c4', 'Jabberwocky', 0)]), 0, 'move c4 d5 e6 f7').state, 'f7')).not.toBeNull();
  });
  it('limits: a Tornado sacrificed next to it destroys it; Earthquake cannot target it', () => {
    expect(at(play(action([u('c4', 'Jabberwocky', 1), u('c5', 'Tornado', 0)]), 0, 'c5: sacrifice').state, 'c4')).toBeNull();
    expect(refused(action([u('c4', 'Jabberwocky', 1)], ['Earthquake']), 0, 'cast Earthquake → c4')).toMatch(/./);
  });
});

describe('Crusade', () => {
  it('destroys every Unit of the race named, anyone\'s', () => {
    const t = play(action([u('c4', 'Goblin Balloon', 1), u('h8', 'Goblin King', 0), u('a1', 'Wolves', 1)], ['Crusade']), 0, 'cast Crusade Goblin').state;
    expect([at(t, 'c4'), at(t, 'h8'), at(t, 'a1') !== null]).toEqual([null, null, true]);
  });
  it('limits: a class tag is no race (MOGO-R21); a Unit next to a Circle of Protection survives', () => {
    expect(refused(action([u('c4', 'Rogue', 1)], ['Crusade']), 0, 'cast Crusade Hero')).toMatch(/./);
    const t = play(action([u('c4', 'Goblin Balloon', 1), u('c5', 'Circle of Protection', 1)], ['Crusade']), 0, 'cast Crusade Goblin').state;
    expect(at(t, 'c4')).not.toBeNull();
  });
});

describe('Egg', () => {
  it('hatches a Unit from hand into its cell, and the Unit\'s deploy trigger fires (MOGO-R32)', () => {
    const t = play(action([u('c4', 'Egg', 0)], ['Forest Elves'], { drawPile: ['Imp'] }), 0, 'c4: hatch Forest Elves').state;
    expect([cellView(t, 'c4')?.counter, names(t.hands[0]), names(t.discard)]).toEqual(['Forest Elves', ['Imp'], ['Egg']]);
  });
  it('limits: it needs a Unit in hand (MOGO-R54)', () => {
    expect(legalTexts(action([u('c4', 'Egg', 0)], ['Mox']), 0).some((x) => x.includes('hatch'))).toBe(false);
    expect(refused(action([u('c4', 'Egg', 0)], ['Mox']), 0, 'c4: hatch Mox')).toMatch(/./);
  });
  it('hatching ignores the deployment restrictions: next to a Pestilence', () => {
    expect(cellView(play(action([u('c4', 'Egg', 0), u('c5', 'Pestilence', 1)], ['Wolves']), 0, 'c4: hatch Wolves').state, 'c4')?.counter).toBe('Wolves');
  });
});

describe('Cursed Land', () => {
  it('switches its Locale off (a Castle gives no +5)', () => {
    const s = action([u('c4', 'Castle', 0, { modifiers: ['Cursed Land'] }), u('c5', 'Wolves', 0)]);
    expect([cellView(s, 'c4')?.suppressed, cellView(s, 'c5')?.force]).toEqual([true, 3]);
  });
  it('limits: only onto a Locale (Giant Fish counts), never onto another Unit', () => {
    expect(refused(deployment([u('c4', 'Wolves', 1)], ['Cursed Land']), 0, 'attach Cursed Land → c4')).toMatch(/cannot be attached/);
    expect(cellView(play(deployment([u('c4', 'Giant Fish', 1)], ['Cursed Land']), 0, 'attach Cursed Land → c4').state, 'c4')?.suppressed).toBe(true);
  });
  it('on a Phantasmal Terrain (a Locale too) it takes the Terrain\'s Move', () => {
    expect(refused(action([u('c4', 'Phantasmal Terrain', 0, { modifiers: ['Cursed Land'] })]), 0, 'move c4 c5')).toMatch(/cannot move/);
  });
});

describe('Dancing Sword', () => {
  it('is a Unit and a Relic: Shatter destroys it; with a granted Move it flies', () => {
    expect(at(play(action([u('c4', 'Dancing Sword', 1)], ['Shatter']), 0, 'cast Shatter → c4').state, 'c4')).toBeNull();
    expect(at(play(action([u('c4', 'Dancing Sword', 0), u('b4', 'Plains', 1)]), 0, 'move c4 d5').state, 'd5')).not.toBeNull();
  });
  it('limit: no Move of its own (MOGO-R09)', () => {
    expect(refused(action([u('c4', 'Dancing Sword', 0)]), 0, 'move c4 d5')).toMatch(/cannot move/);
  });
});

describe('Fog', () => {
  it('takes the abilities of everything next to it (a Castle\'s +5)', () => {
    expect(cellView(action([u('c4', 'Castle', 0), u('c5', 'Wolves', 0)]), 'c5')?.force).toBe(8);
    expect(cellView(action([u('c4', 'Castle', 0), u('c5', 'Wolves', 0), u('b3', 'Fog', 1)]), 'c5')?.force).toBe(3);
  });
  it('limit: an older Weather Vein suppresses it first (MOGO-R23)', () => {
    const vein = u('c4', 'Weather Vein', 1), fog = u('c5', 'Fog', 1), rest = [u('d6', 'Castle', 0), u('e7', 'Wolves', 0)];
    expect(cellView(action([vein, fog, ...rest]), 'e7')?.force).toBe(8);
    expect(cellView(action([fog, vein, ...rest]), 'e7')?.force).toBe(3);
  });
});

describe('Giant Spider', () => {
  it('is a Force 5 Giant and Insect: a Giant Slayer destroys it, Crusade naming Insect too', () => {
    expect(at(play(action([u('c4', 'Giant Spider', 1), u('c5', 'Giant Slayer', 0)]), 0, 'c5: destroy c4').state, 'c4')).toBeNull();
    expect(at(play(action([u('c4', 'Giant Spider', 1)], ['Crusade']), 0, 'cast Crusade Insect').state, 'c4')).toBeNull();
  });
  it('limit: no ability (it cannot move)', () => {
    expect(refused(action([u('c4', 'Giant Spider', 0)]), 0, 'move c4 c5')).toMatch(/cannot move/);
  });
});

describe('Flying Carpet', () => {
  it('gives a Hero Move 4 and a free Move each turn', () => {
    const t = play(action([u('c4', 'Undead Champion', 0, { modifiers: ['Flying Carpet'] })]), 0, 'move c4 c5 c6 c7 c8').state;
    expect([at(t, 'c8') !== null, t.turn.acted]).toEqual([true, false]);
  });
  it('limits: it gives no flight; only a Hero may carry it', () => {
    expect(refused(action([u('c4', 'Undead Champion', 0, { modifiers: ['Flying Carpet'] })]), 0, 'move c4 d5')).toMatch(/not a step/);
    expect(refused(deployment([u('c4', 'Wolves', 0)], ['Flying Carpet']), 0, 'attach Flying Carpet → c4')).toMatch(/cannot be attached/);
  });
});

describe('Minotaur', () => {
  it('is immune to every counter\'s Actions: no shove, no control, no destroy', () => {
    expect(refused(action([u('c4', 'Titan', 0), u('c5', 'Minotaur', 1)]), 0, 'c4: shove c5')).toMatch(/./);
    expect(refused(action([u('c4', 'Barbarians', 0), u('c5', 'Minotaur', 1)]), 0, 'c4: destroy c5')).toMatch(/./);
  });
  it('limits: Sorceries still reach it; it may use a granted Move itself (MOGO-R46)', () => {
    expect(cellView(play(action([u('c5', 'Minotaur', 1)], ['Charm']), 0, 'cast Charm → c5').state, 'c5')?.controller).toBe(0);
    expect(at(play(action([u('c5', 'Minotaur', 0), u('b5', 'Plains', 1)]), 0, 'move c5 c6').state, 'c6')).not.toBeNull();
  });
  it('limits: a Disk\'s Action passes it by, a Chasm\'s deploy trigger (no Action) does not', () => {
    const t = play(action([u('c4', 'Disk', 0), u('c5', 'Minotaur', 1), u('d5', 'Wolves', 1)]), 0, 'c4: sacrifice').state;
    expect([at(t, 'c5') !== null, at(t, 'd5')]).toEqual([true, null]);
    expect(at(play(deployment([u('c5', 'Minotaur', 1)], ['Chasm']), 0, 'deploy Chasm c4').state, 'c5')).toBeNull();
  });
});

describe('Millstone', () => {
  it('makes an opponent discard a counter of their choice', () => {
    const s = play(action([u('c4', 'Millstone', 0)], [], { hands: [[], ['Titan', 'Imp']] }), 0, 'c4: millstone → P2').state;
    expect(names(play(s, 1, 'discard Imp').state.hands[1])).toEqual(['Titan']);
  });
  it('limit: not against an empty hand (MOGO-R54)', () => {
    expect(refused(action([u('c4', 'Millstone', 0)]), 0, 'c4: millstone → P2')).toMatch(/./);
  });
});

describe('War Machine', () => {
  it('moves 4 and is also a Relic: Shatter destroys it, a Rogue takes it', () => {
    expect(at(play(action([u('a1', 'War Machine', 0)]), 0, 'move a1 a2 a3 a4 a5').state, 'a5')).not.toBeNull();
    expect(at(play(action([u('c4', 'War Machine', 1)], ['Shatter']), 0, 'cast Shatter → c4').state, 'c4')).toBeNull();
    expect(cellView(play(action([u('c4', 'War Machine', 1), u('c5', 'Rogue', 0)]), 0, 'c5: control c4').state, 'c4')?.controller).toBe(0);
  });
  it('limit: a Guardian next to it protects it as a Relic', () => {
    expect(refused(action([u('c4', 'War Machine', 1), u('d4', 'Guardian', 1)], ['Shatter']), 0, 'cast Shatter → c4')).toMatch(/./);
  });
});

describe('Phantasmal Terrain', () => {
  it('is an Enchantment and a Locale that moves 2: Armageddon destroys it; a Blizzard does not hold it', () => {
    expect(at(play(action([u('c4', 'Phantasmal Terrain', 0), u('j10', 'Blizzard', 1)]), 0, 'move c4 c5 c6').state, 'c6')).not.toBeNull();
    expect(at(play(action([u('c4', 'Phantasmal Terrain', 1)], ['Armageddon']), 0, 'cast Armageddon').state, 'c4')).toBeNull();
  });
  it('limit: it obeys both types\' deployment rules (not next to a Locale, nor an Enchantment)', () => {
    expect(refused(deployment([u('c3', 'Castle', 1)], ['Phantasmal Terrain']), 0, 'deploy Phantasmal Terrain c4')).toMatch(/Locale/);
    expect(refused(deployment([u('c3', 'Fog', 1)], ['Phantasmal Terrain']), 0, 'deploy Phantasmal Terrain c4')).toMatch(/Enchantment/);
  });
  it('limit: a Flood (it is a Locale) or a Weather Vein (an Enchantment) takes its Move', () => {
    expect(refused(action([u('c4', 'Phantasmal Terrain', 0), u('j10', 'Flood', 1)]), 0, 'move c4 c5')).toMatch(/cannot move/);
    expect(refused(action([u('c4', 'Phantasmal Terrain', 0), u('d4', 'Weather Vein', 1)]), 0, 'move c4 c5')).toMatch(/cannot move/);
  });
});

describe('Gypsies', () => {
  it('when deployed take a random counter from an opponent\'s hand', () => {
    const t = play(deployment([], ['Gypsies'], { hands: [['Gypsies'], ['Titan']] }), 0, 'deploy Gypsies c4 → P2').state;
    expect([names(t.hands[0]), t.hands[1].length]).toEqual([['Titan'], 0]);
  });
  it('limit: deployed next to a Fog they arrive suppressed and take nothing (MOGO-R56)', () => {
    const t = play(deployment([u('c5', 'Fog', 1)], [], { hands: [['Gypsies'], ['Titan']] }), 0, 'deploy Gypsies c4 → P2').state;
    expect([t.hands[0].length, t.hands[1].length]).toEqual([0, 1]);
  });
  it('with the opponent\'s hand empty they are deployed and take nothing', () => {
    const t = play(deployment([], ['Gypsies']), 0, 'deploy Gypsies c4 → P2').state;
    expect([cellView(t, 'c4')?.counter, t.hands[0].length]).toEqual(['Gypsies', 0]);
  });
});

describe('Pirate Ship', () => {
  it('moves 4, and as a Water Unit a Sea King controls it', () => {
    expect(at(play(action([u('a1', 'Pirate Ship', 0)]), 0, 'move a1 b1 c1 d1 e1').state, 'e1')).not.toBeNull();
    expect(cellView(action([u('a1', 'Pirate Ship', 0), u('j10', 'Sea King', 1)]), 'a1')?.controller).toBe(1);
  });
  it('limit: Atlantis can bring it in, but not next to a stronger enemy Unit', () => {
    expect(refused(action([u('a1', 'Atlantis', 0), u('h9', 'Colossus', 1)], ['Pirate Ship']), 0, 'a1: deploy Pirate Ship h8')).toMatch(/./);
  });
});

describe('Binding', () => {
  it('holds the Units next to it in place', () => {
    expect(refused(action([u('c4', 'Wolves', 0), u('c3', 'Binding', 1)]), 0, 'move c4 c5')).toMatch(/held in place/);
  });
  it('limits: not a moving Enchantment (Tornado); nothing next to a Weather Vein', () => {
    expect(at(play(action([u('c4', 'Tornado', 0), u('c3', 'Binding', 1)]), 0, 'move c4 c5').state, 'c5')).not.toBeNull();
    expect(at(play(action([u('c4', 'Wolves', 0), u('c3', 'Binding', 1), u('c2', 'Weather Vein', 0)]), 0, 'move c4 c5').state, 'c5')).not.toBeNull();
  });
});

describe('Sleight', () => {
  it('takes an Enchantment for good', () => {
    expect(cellView(play(action([u('c4', 'Fog', 1)], ['Sleight']), 0, 'cast Sleight → c4').state, 'c4')?.owner).toBe(0);
  });
  it('limits: not your own (MOGO-R60), not one next to a Mana Vortex', () => {
    expect(refused(action([u('c4', 'Fog', 0)], ['Sleight']), 0, 'cast Sleight → c4')).toMatch(/./);
    expect(refused(action([u('c4', 'Binding', 1), u('c5', 'Mana Vortex', 1)], ['Sleight']), 0, 'cast Sleight → c4')).toMatch(/./);
  });
});

describe('Plowshares', () => {
  it('destroys a Unit, and its controller draws 1 (MOGO-R18)', () => {
    const t = play(action([u('c4', 'Titan', 1)], ['Plowshares'], { drawPile: ['Imp'] }), 0, 'cast Plowshares → c4').state;
    expect([at(t, 'c4'), names(t.hands[1])]).toEqual([null, ['Imp']]);
  });
  it('limits: on your own Unit the chosen opponent draws; a Unit next to a Circle of Protection is out of reach', () => {
    const t = play(scene([u('c4', 'Wolves', 0)], 'action', ['Plowshares'], { drawPile: ['Imp'] }, 3), 0, 'cast Plowshares → c4 (P3 draws)').state;
    expect([t.hands[0].length, names(t.hands[2])]).toEqual([0, ['Imp']]);
    expect(refused(action([u('c4', 'Titan', 1), u('c5', 'Circle of Protection', 1)], ['Plowshares']), 0, 'cast Plowshares → c4')).toMatch(/./);
  });
  it('on Zombies: they go home and their controller draws', () => {
    const t = play(action([u('c4', 'Zombies', 1)], ['Plowshares'], { drawPile: ['Imp'] }), 0, 'cast Plowshares → c4').state;
    expect(names(t.hands[1]).sort()).toEqual(['Imp', 'Zombies']);
  });
});

describe('Mind Twist', () => {
  it('makes one opponent discard their whole hand; another opponent keeps theirs', () => {
    const t = play(scene([], 'action', [], { hands: [['Mind Twist'], ['Imp'], ['Titan', 'Fog']] }, 3), 0, 'cast Mind Twist → P3').state;
    expect([t.hands[1].length, t.hands[2].length, names(t.discard)]).toEqual([1, 0, ['Titan', 'Fog', 'Mind Twist']]);
  });
  it('limit: with several opponents one must be named', () => {
    expect(refused(scene([], 'action', [], { hands: [['Mind Twist'], ['Imp'], ['Titan']] }, 3), 0, 'cast Mind Twist')).toMatch(/./);
  });
});

describe('Troll', () => {
  it('destroyed from the board, returns to its controller\'s hand (MOGO-R26)', () => {
    const t = play(action([u('c4', 'Troll', 1)], ['Wrath']), 0, 'cast Wrath').state;
    expect([names(t.hands[1]), names(t.discard)]).toEqual([['Troll'], ['Wrath']]);
  });
  it('limit: captured, it stays in the Capture Pile', () => {
    const t = play(action([u('j10', 'Troll', 1), u('i10', 'Kobold', 0), u('j9', 'Imp', 0)]), 0, 'end phase').state;
    expect([names(t.captures[0]), t.hands[1].length]).toEqual([['Troll'], 0]);
  });
});

describe('Chaos Orb', () => {
  it('swaps two counters next to it (MOGO-R29)', () => {
    const t = play(action([u('c4', 'Chaos Orb', 0), u('b3', 'Titan', 1), u('d5', 'Castle', 0)]), 0, 'c4: swap b3 d5').state;
    expect([cellView(t, 'b3')?.counter, cellView(t, 'd5')?.counter]).toEqual(['Castle', 'Titan']);
  });
  it('limits: both must be next to it; not a Minotaur', () => {
    expect(refused(action([u('c4', 'Chaos Orb', 0), u('b3', 'Titan', 1), u('e5', 'Castle', 0)]), 0, 'c4: swap b3 e5')).toMatch(/./);
    expect(refused(action([u('c4', 'Chaos Orb', 0), u('b3', 'Minotaur', 1), u('d5', 'Castle', 0)]), 0, 'c4: swap b3 d5')).toMatch(/./);
  });
  it('limit: the Orb is not next to itself', () => {
    expect(refused(action([u('c4', 'Chaos Orb', 0), u('b3', 'Titan', 1)]), 0, 'c4: swap c4 b3')).toMatch(/./);
  });
  it('Modifiers travel with their hosts', () => {
    const t = play(action([u('c4', 'Chaos Orb', 0), u('b3', 'Rogue', 1, { modifiers: ['Loyal Steed'] }), u('d5', 'Castle', 0, { modifiers: ['Cursed Land'] })]), 0, 'c4: swap b3 d5').state;
    expect([cellView(t, 'd5')?.modifiers.map((m) => m.counter), cellView(t, 'b3')?.modifiers.map((m) => m.counter)]).toEqual([['Loyal Steed'], ['Cursed Land']]);
  });
});

describe('Berserk', () => {
  it('destroys one of your Units and a Unit next to it', () => {
    const t = play(action([u('c4', 'Kobold', 0), u('c5', 'Titan', 1)], ['Berserk']), 0, 'cast Berserk c4 c5').state;
    expect([at(t, 'c4'), at(t, 'c5')]).toEqual([null, null]);
  });
  it('limits: the second Unit must be next to the first; the first must be yours', () => {
    expect(refused(action([u('c4', 'Kobold', 0), u('c6', 'Titan', 1)], ['Berserk']), 0, 'cast Berserk c4 c6')).toMatch(/./);
    expect(refused(action([u('c4', 'Kobold', 1), u('c5', 'Titan', 1)], ['Berserk']), 0, 'cast Berserk c4 c5')).toMatch(/./);
  });
});

describe('Lotus', () => {
  it('sacrifices itself for 3 Action Tokens', () => {
    const t = play(action([u('c4', 'Lotus', 0)]), 0, 'c4: sacrifice').state;
    expect([at(t, 'c4'), t.tokens[0], t.turn.acted]).toEqual([null, 3, true]);
  });
  it('limit: next to a Mana Thief it can do nothing', () => {
    expect(refused(action([u('c4', 'Lotus', 0), u('c5', 'Mana Thief', 1)]), 0, 'c4: sacrifice')).toMatch(/./);
  });
});

describe('Kudzu', () => {
  it('destroys a bordering Locale', () => {
    expect(at(play(action([u('c4', 'Kudzu', 0), u('c5', 'Castle', 1)]), 0, 'c4: destroy c5').state, 'c5')).toBeNull();
  });
  it('limits: not a touching Locale, not a Relic', () => {
    expect(refused(action([u('c4', 'Kudzu', 0), u('d5', 'Castle', 1)]), 0, 'c4: destroy d5')).toMatch(/./);
    expect(refused(action([u('c4', 'Kudzu', 0), u('c5', 'Mox', 1)]), 0, 'c4: destroy c5')).toMatch(/./);
  });
});

describe('Gargoyle', () => {
  it('flies and moves 3', () => {
    expect(at(play(action([u('c4', 'Gargoyle', 0)]), 0, 'move c4 d5 e6 f7').state, 'f7')).not.toBeNull();
  });
  it('limit: Earthquake cannot target a Flyer; a Tornado destroys it', () => {
    expect(refused(action([u('c4', 'Gargoyle', 1)], ['Earthquake']), 0, 'cast Earthquake → c4')).toMatch(/./);
    expect(at(play(action([u('c4', 'Gargoyle', 1), u('d5', 'Tornado', 0)]), 0, 'd5: sacrifice').state, 'c4')).toBeNull();
  });
});

describe('Doppelganger', () => {
  it('takes the printed characteristics of a Unit on the board, not its bonuses', () => {
    const t = play(deployment([u('e5', 'Titan', 0), u('e6', 'Warlord', 0), u('c5', 'Kobold', 1)], ['Doppelganger']), 0, 'deploy Doppelganger c4 copy e5').state;
    expect([cellView(t, 'c4')?.copy, cellView(t, 'c4')?.force, cellView(t, 'e5')?.force]).toEqual(['Titan', 10, 13]);
    // The copied Action: a Titan's shove.
    expect(cellView(play(play(t, 0, 'end phase').state, 0, 'c4: shove c5').state, 'c6')?.counter).toBe('Kobold');
  });
  it('limits: with no Unit on the board it is a Force 0 blank; with one it must copy (MOGO-R70)', () => {
    const t = play(deployment([], ['Doppelganger']), 0, 'deploy Doppelganger c4').state;
    expect(cellView(t, 'c4')?.force).toBe(0);
    expect(refused(deployment([u('e5', 'Titan', 0)], ['Doppelganger']), 0, 'deploy Doppelganger c4')).toMatch(/./);
  });
  it('deploys with the copied abilities: a copy of a Unicorn goes next to a Titan, a copy of Wolves does not', () => {
    const s = deployment([u('c5', 'Titan', 1), u('h8', 'Unicorn', 1), u('a1', 'Wolves', 1)], ['Doppelganger']);
    expect(legalTexts(s, 0)).toContain('deploy Doppelganger c4 copy h8');
    expect(refused(s, 0, 'deploy Doppelganger c4 copy a1')).toMatch(/./);
  });
  it('copied deploy triggers fire, also when an Egg hatches it (Forest Elves draw, Gypsies steal)', () => {
    const t = play(deployment([u('h8', 'Forest Elves', 1)], ['Doppelganger'], { drawPile: ['Imp'] }), 0, 'deploy Doppelganger c4 copy h8').state;
    expect(names(t.hands[0])).toEqual(['Imp']);
    const g = play(action([u('c4', 'Egg', 0), u('h8', 'Gypsies', 1)], [], { hands: [['Doppelganger'], ['Titan']] }), 0, 'c4: hatch Doppelganger copy h8 → P2').state;
    expect([cellView(g, 'c4')?.copy, names(g.hands[0])]).toEqual(['Gypsies', ['Titan']]);
  });
});

describe('Imp', () => {
  it('flies and moves 2', () => {
    expect(at(play(action([u('c4', 'Imp', 0)]), 0, 'move c4 d5 e6').state, 'e6')).not.toBeNull();
  });
  it('limit: as a Demon, Crusade naming Demon destroys it', () => {
    expect(at(play(action([u('c4', 'Imp', 1)], ['Crusade']), 0, 'cast Crusade Demon').state, 'c4')).toBeNull();
  });
});

describe('Sinkhole', () => {
  it('is deployed onto a Locale, which it replaces (discarded) (MOGO-R33)', () => {
    const t = play(deployment([u('c4', 'Castle', 1, { modifiers: ['Cursed Land'] })], ['Sinkhole']), 0, 'deploy Sinkhole c4').state;
    expect([cellView(t, 'c4')?.counter, cellView(t, 'c4')?.owner, names(t.discard).sort()]).toEqual(['Sinkhole', 0, ['Castle', 'Cursed Land']]);
    expect(cellView(play(deployment([u('c4', 'Giant Fish', 1)], ['Sinkhole']), 0, 'deploy Sinkhole c4').state, 'c4')?.counter).toBe('Sinkhole');
  });
  it('limits: never into an empty cell nor onto a non-Locale; restriction (a) against its other neighbours', () => {
    expect(refused(deployment([], ['Sinkhole']), 0, 'deploy Sinkhole c4')).toMatch(/./);
    expect(refused(deployment([u('c4', 'Titan', 1)], ['Sinkhole']), 0, 'deploy Sinkhole c4')).toMatch(/./);
    expect(refused(deployment([u('c4', 'Castle', 1), u('c5', 'Mine', 1)], ['Sinkhole']), 0, 'deploy Sinkhole c4')).toMatch(/Locale/);
  });
  it('the Giant Fish it replaces goes from the board to the Discard Pile: a Well of Souls counts it', () => {
    const t = play(deployment([u('c4', 'Giant Fish', 1), u('a1', 'Well of Souls', 1)], ['Sinkhole']), 0, 'deploy Sinkhole c4').state;
    expect([names(t.discard), t.tokens]).toEqual([['Giant Fish'], [0, 1]]);
  });
});

describe('Unicorn', () => {
  it('is immune to Units: deployed next to a Titan, out of a Shaman\'s reach', () => {
    expect(legalTexts(deployment([u('c5', 'Titan', 1)], ['Unicorn']), 0)).toContain('deploy Unicorn c4');
    expect(refused(action([u('c4', 'Shaman', 0), u('c5', 'Unicorn', 1)]), 0, 'c4: control c5')).toMatch(/./);
  });
  it('limit: immunity never stops capture (MOGO-R12)', () => {
    const t = play(action([u('j10', 'Unicorn', 1), u('i10', 'Kobold', 0), u('j9', 'Imp', 0)]), 0, 'end phase').state;
    expect(names(t.captures[0])).toEqual(['Unicorn']);
  });
});

describe('Wizard', () => {
  it('moves an Enchantment next to it, anyone\'s, to any empty cell', () => {
    expect(cellView(play(action([u('c4', 'Wizard', 0), u('d5', 'Binding', 1)]), 0, 'c4: teleport d5 → h8').state, 'h8')?.counter).toBe('Binding');
  });
  it('limits: not an Enchantment out of reach, not a Unit; next to a Fog the Wizard itself is suppressed', () => {
    expect(refused(action([u('c4', 'Wizard', 0), u('e6', 'Binding', 1)]), 0, 'c4: teleport e6 → h8')).toMatch(/./);
    expect(refused(action([u('c4', 'Wizard', 0), u('d5', 'Fog', 1)]), 0, 'c4: teleport d5 → h8')).toMatch(/no working/);
    expect(refused(action([u('c4', 'Wizard', 0), u('d5', 'Wolves', 1)]), 0, 'c4: teleport d5 → h8')).toMatch(/./);
  });
});
