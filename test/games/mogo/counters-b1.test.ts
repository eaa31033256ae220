// Scenario tests for counters #79–#117 of RULINGS §1.6 (Giant Fish … Sea Serpent):
// each shows its effect from a position, and its limits where it has any.
import { describe, expect, it } from 'vitest';
import { mogo } from '../../../src/games/mogo/index.js';
import { at, cellView, legalTexts, pos } from './helpers.js';
import { action, deployment, names, play, refused, scene, u } from './counters-b-support.js';

/** Seat 1 ends its turn; seat 0's Fate Phase draws on entry (MOGO-R64). */
const intoFate = (board: ReturnType<typeof u>[], drawPile: string[]) => play(pos({ board, drawPile, toMove: 1, phase: 'end' }), 1, 'end phase').state;

describe('Giant Fish', () => {
  it('is a Unit and a Locale: Armageddon destroys it, Stone Rain may target it, Flood suppresses it', () => {
    const board = [u('c4', 'Giant Fish', 1)];
    expect(cellView(action(board), 'c4')?.types).toBe('UL');
    expect(at(play(action(board, ['Armageddon']), 0, 'cast Armageddon').state, 'c4')).toBeNull();
    expect(at(play(action(board, ['Stone Rain']), 0, 'cast Stone Rain → c4').state, 'c4')).toBeNull();
    expect(cellView(action([...board, u('j10', 'Flood', 0)]), 'c4')?.suppressed).toBe(true);
  });

  it('obeys the Locale deployment rules: not next to a Locale (Island too), nor next to Blight or an Orc War Band', () => {
    for (const b of ['Island', 'Blight', 'Orc War Band']) {
      const s = deployment([u('c3', b, 1)], ['Giant Fish']);
      expect(refused(s, 0, 'deploy Giant Fish c4'), b).toMatch(/./);
      expect(legalTexts(s, 0)).not.toContain('deploy Giant Fish c4');
    }
    expect(play(deployment([u('c2', 'Island', 1)], ['Giant Fish']), 0, 'deploy Giant Fish c4').state.board.filter(Boolean).length).toBe(2);
  });

  it('limit: next to a Storm Giant it is immune to Sorceries like any Locale', () => {
    expect(refused(action([u('c4', 'Giant Fish', 1), u('c5', 'Storm Giant', 1)], ['Stone Rain']), 0, 'cast Stone Rain → c4')).toMatch(/./);
  });
  it('as a Water Unit a Sea King controls it, even while Flood suppresses it', () => {
    const s = action([u('c4', 'Giant Fish', 0), u('j10', 'Flood', 0), u('a1', 'Sea King', 1)]);
    expect([cellView(s, 'c4')?.suppressed, cellView(s, 'c4')?.controller]).toEqual([true, 1]);
  });
});

describe('Black Knight', () => {
  it('holds the Units next to it in place, yet they can still be pushed (MOGO-R14)', () => {
    expect(refused(action([u('c4', 'Wolves', 0), u('d5', 'Black Knight', 1)]), 0, 'move c4 c3')).toMatch(/held in place/);
    const t = play(action([u('c4', 'White Knight', 0), u('c6', 'Wolves', 1), u('d6', 'Black Knight', 1)]), 0, 'move c4 c5 c6').state;
    expect(cellView(t, 'c7')?.counter).toBe('Wolves');
  });

  it('limits: no lock under Diplomacy (Units immune to Units), nor when fogged', () => {
    expect(at(play(action([u('c4', 'Wolves', 0), u('d5', 'Black Knight', 1), u('j10', 'Diplomacy', 1)]), 0, 'move c4 c3').state, 'c3')).not.toBeNull();
    expect(at(play(action([u('c4', 'Wolves', 0), u('d5', 'Black Knight', 1), u('e6', 'Fog', 1)]), 0, 'move c4 c3').state, 'c3')).not.toBeNull();
  });

  it('is no Knight and no Hero (MOGO-R20): a Hero Modifier cannot ride it', () => {
    expect(refused(deployment([u('c4', 'Black Knight', 0)], ['Loyal Steed']), 0, 'attach Loyal Steed → c4')).toMatch(/cannot be attached/);
  });
});

describe('Lure', () => {
  it('teleports an enemy Unit to any empty cell', () => {
    expect(cellView(play(action([u('c4', 'Colossus', 1)], ['Lure']), 0, 'cast Lure c4 → j10').state, 'j10')?.counter).toBe('Colossus');
  });
  it('limits: not your own Unit, not a Unit beside a Circle of Protection', () => {
    expect(refused(action([u('c4', 'Colossus', 0)], ['Lure']), 0, 'cast Lure c4 → j10')).toMatch(/./);
    expect(refused(action([u('c4', 'Colossus', 1), u('c5', 'Circle of Protection', 1)], ['Lure']), 0, 'cast Lure c4 → j10')).toMatch(/./);
  });
});

describe('Disintegrate', () => {
  it('destroys any Unit while you control a Mage, Air or Fire Unit', () => {
    for (const m of ['Storm Giant', 'Red Dragon', 'Necromancer']) {
      expect(at(play(action([u('c4', 'Colossus', 1), u('h8', m, 0)], ['Disintegrate']), 0, 'cast Disintegrate → c4').state, 'c4'), m).toBeNull();
    }
  });
  it('limit: a Lich you deployed but an enemy Necromancer controls does not count', () => {
    const s = action([u('c4', 'Colossus', 1), u('h8', 'Lich', 0), u('a1', 'Necromancer', 1)], ['Disintegrate']);
    expect(cellView(s, 'h8')?.controller).toBe(1);
    expect(refused(s, 0, 'cast Disintegrate → c4')).toMatch(/./);
  });
});

describe('Mermaid', () => {
  it('pulls an enemy Unit anywhere up to 2 steps towards her (MOGO-R30)', () => {
    expect(cellView(play(action([u('a1', 'Mermaid', 0), u('a6', 'Colossus', 1)]), 0, 'a1: pull a6 a5 a4').state, 'a4')?.counter).toBe('Colossus');
  });
  it('limits: not a Minotaur (immune to Actions), not a Unicorn (immune to Units), not your own Unit', () => {
    for (const [t, o] of [['Minotaur', 1], ['Unicorn', 1], ['Wolves', 0]] as const) {
      expect(refused(action([u('a1', 'Mermaid', 0), u('a6', t, o)]), 0, 'a1: pull a6 a5'), t).toMatch(/./);
    }
  });
  it('pulls a Flyer diagonally, each step closer', () => {
    expect(cellView(play(action([u('a1', 'Mermaid', 0), u('f6', 'Imp', 1)]), 0, 'a1: pull f6 e5 d4').state, 'd4')?.counter).toBe('Imp');
    expect(refused(action([u('a1', 'Mermaid', 0), u('f6', 'Imp', 1)]), 0, 'a1: pull f6 g5')).toMatch(/./);
  });
});

describe('Ivory Tower', () => {
  it('raises its controller\'s hand limit by 4, and only theirs (MOGO-R38)', () => {
    const s = action([u('c4', 'Ivory Tower', 0)]);
    expect([mogo.view(s, 0).seats[0].handLimit, mogo.view(s, 1).seats[1].handLimit]).toEqual([11, 7]);
  });
  it('limit: under Flood it does nothing', () => {
    expect(mogo.view(action([u('c4', 'Ivory Tower', 0), u('j10', 'Flood', 1)]), 0).seats[0].handLimit).toBe(7);
  });
});

describe('Rust Monster', () => {
  it('destroys a Relic next to it, a dual-type one too', () => {
    expect(at(play(action([u('c4', 'Rust Monster', 0), u('c5', 'Mox', 1)]), 0, 'c4: destroy c5').state, 'c5')).toBeNull();
    expect(at(play(action([u('c4', 'Rust Monster', 0), u('d5', 'Dancing Sword', 1)]), 0, 'c4: destroy d5').state, 'd5')).toBeNull();
  });
  it('limits: not a Unit, not a Relic out of reach, not a Relic a Guardian protects (MOGO-R47)', () => {
    expect(refused(action([u('c4', 'Rust Monster', 0), u('c5', 'Wolves', 1)]), 0, 'c4: destroy c5')).toMatch(/./);
    expect(refused(action([u('c4', 'Rust Monster', 0), u('c6', 'Mox', 1)]), 0, 'c4: destroy c6')).toMatch(/./);
    expect(refused(action([u('c4', 'Rust Monster', 0), u('c5', 'Mox', 1), u('c6', 'Guardian', 1)]), 0, 'c4: destroy c5')).toMatch(/./);
  });
});

describe('Explorer', () => {
  it('moves 4, and as an Action deploys a Locale from hand next to itself (its deploy trigger fires)', () => {
    expect(at(play(action([u('a1', 'Explorer', 0)]), 0, 'move a1 a2 a3 a4 a5').state, 'a5')).not.toBeNull();
    const t = play(action([u('c4', 'Explorer', 0)], ['Mountain'], { drawPile: ['Imp'] }), 0, 'c4: deploy Mountain d5').state;
    expect([cellView(t, 'd5')?.counter, names(t.hands[0]), t.turn.deployed]).toEqual(['Mountain', ['Imp'], false]);
  });
  it('limits: only a Locale, only next to it, and the deployment restrictions apply', () => {
    expect(refused(action([u('c4', 'Explorer', 0)], ['Wolves']), 0, 'c4: deploy Wolves d5')).toMatch(/./);
    expect(refused(action([u('c4', 'Explorer', 0)], ['Mountain']), 0, 'c4: deploy Mountain f6')).toMatch(/./);
    expect(refused(action([u('c4', 'Explorer', 0), u('e6', 'Castle', 1)], ['Mountain']), 0, 'c4: deploy Mountain d5')).toMatch(/Locale/);
  });
  it('deploys any Locale, dual types too (Giant Fish, Phantasmal Terrain), and a Sinkhole onto a Locale next to it', () => {
    for (const c of ['Giant Fish', 'Phantasmal Terrain']) {
      expect(cellView(play(action([u('c4', 'Explorer', 0)], [c]), 0, `c4: deploy ${c} d5`).state, 'd5')?.counter, c).toBe(c);
    }
    const s = action([u('c4', 'Explorer', 0), u('d5', 'Castle', 1)], ['Sinkhole']);
    expect(legalTexts(s, 0)).toContain('c4: deploy Sinkhole d5');
    expect(cellView(play(s, 0, 'c4: deploy Sinkhole d5').state, 'd5')?.counter).toBe('Sinkhole');
  });
});

describe('Sea King', () => {
  it('controls every Water Unit on the board', () => {
    const s = action([u('a1', 'Merfolk', 0), u('j10', 'Pirate Ship', 0), u('e5', 'Sea King', 1)]);
    expect([cellView(s, 'a1')?.controller, cellView(s, 'j10')?.controller]).toEqual([1, 1]);
  });
  it('limits: the newer of Sea King and Dragon Orb wins Sea Serpent (MOGO-R22); Invisibility keeps a Unit free; a fogged Sea King controls nothing', () => {
    expect(cellView(action([u('a1', 'Sea Serpent', 0), u('e5', 'Sea King', 1), u('j10', 'Dragon Orb', 0)]), 'a1')?.controller).toBe(0);
    expect(cellView(action([u('a1', 'Sea Serpent', 0), u('j10', 'Dragon Orb', 0), u('e5', 'Sea King', 1)]), 'a1')?.controller).toBe(1);
    expect(cellView(action([u('a1', 'Merfolk', 0, { modifiers: ['Invisibility'] }), u('e5', 'Sea King', 1)]), 'a1')?.controller).toBe(0);
    expect(cellView(action([u('a1', 'Merfolk', 0), u('e5', 'Sea King', 1), u('e6', 'Fog', 0)]), 'a1')?.controller).toBe(0);
  });
  it('a Doppelganger copying it is the newer Sea King: it takes every Water Unit, the first Sea King too (MOGO-R22)', () => {
    const s = action([u('a1', 'Merfolk', 1), u('e5', 'Sea King', 1), u('j10', 'Doppelganger', 0, { copy: 'Sea King' })]);
    expect(['a1', 'e5', 'j10'].map((c) => cellView(s, c)?.controller)).toEqual([0, 0, 0]);
  });
});

describe('Atlantis', () => {
  it('as an Action deploys a Water Unit from hand anywhere', () => {
    const t = play(action([u('a1', 'Atlantis', 0)], ['Merfolk']), 0, 'a1: deploy Merfolk h8').state;
    expect([cellView(t, 'h8')?.counter, t.hands[0].length]).toEqual(['Merfolk', 0]);
  });
  it('limits: only Water Units, and the deployment restrictions still apply', () => {
    expect(refused(action([u('a1', 'Atlantis', 0)], ['Wolves']), 0, 'a1: deploy Wolves h8')).toMatch(/./);
    expect(refused(action([u('a1', 'Atlantis', 0), u('h9', 'Titan', 1)], ['Merfolk']), 0, 'a1: deploy Merfolk h8')).toMatch(/./);
  });
  it('brings in a Giant Fish (a Water Unit) anywhere', () => {
    expect(cellView(play(action([u('a1', 'Atlantis', 0)], ['Giant Fish']), 0, 'a1: deploy Giant Fish h8').state, 'h8')?.counter).toBe('Giant Fish');
  });
});

describe('The Abyss', () => {
  it('sacrifices one of your Units anywhere to draw 1; a sacrificed Troll goes home (MOGO-R26)', () => {
    const t = play(action([u('a1', 'The Abyss', 0), u('h8', 'Wolves', 0)], [], { drawPile: ['Imp'] }), 0, 'a1: sacrifice h8').state;
    expect([at(t, 'h8'), names(t.hands[0]), names(t.discard)]).toEqual([null, ['Imp'], ['Wolves']]);
    const r = play(action([u('a1', 'The Abyss', 0), u('h8', 'Troll', 0)], [], { drawPile: ['Imp'] }), 0, 'a1: sacrifice h8').state;
    expect(names(r.hands[0]).sort()).toEqual(['Imp', 'Troll']);
  });
  it('limit: never an enemy Unit', () => {
    expect(refused(action([u('a1', 'The Abyss', 0), u('h8', 'Wolves', 1)]), 0, 'a1: sacrifice h8')).toMatch(/./);
  });
});

describe('Possession', () => {
  it('takes an enemy Unit for good (MOGO-R25)', () => {
    const t = play(action([u('c4', 'Titan', 1)], ['Possession']), 0, 'cast Possession → c4').state;
    expect([cellView(t, 'c4')?.owner, cellView(t, 'c4')?.controller]).toEqual([0, 0]);
  });
  it('limits: not your own Unit (MOGO-R60), not one beside a Circle of Protection or a Mana Vortex', () => {
    expect(refused(action([u('c4', 'Titan', 0)], ['Possession']), 0, 'cast Possession → c4')).toMatch(/./);
    expect(refused(action([u('c4', 'Titan', 1), u('d4', 'Circle of Protection', 1)], ['Possession']), 0, 'cast Possession → c4')).toMatch(/./);
    expect(refused(action([u('c4', 'Titan', 1), u('d4', 'Mana Vortex', 1)], ['Possession']), 0, 'cast Possession → c4')).toMatch(/./);
  });
});

describe('Shaman', () => {
  it('as an Action takes a Unit next to it for good', () => {
    expect(cellView(play(action([u('c4', 'Shaman', 0), u('d5', 'Titan', 1)]), 0, 'c4: control d5').state, 'd5')?.controller).toBe(0);
  });
  it('limits: not a Unicorn (immune to Units), not a Minotaur (immune to Actions), not out of reach', () => {
    expect(refused(action([u('c4', 'Shaman', 0), u('d5', 'Unicorn', 1)]), 0, 'c4: control d5')).toMatch(/./);
    expect(refused(action([u('c4', 'Shaman', 0), u('d5', 'Minotaur', 1)]), 0, 'c4: control d5')).toMatch(/./);
    expect(refused(action([u('c4', 'Shaman', 0), u('e6', 'Titan', 1)]), 0, 'c4: control e6')).toMatch(/./);
  });
  it('a Goblin taken from under an enemy Goblin King gets your stone, but the King still controls it (MOGO-R22, R25)', () => {
    const t = play(action([u('c4', 'Shaman', 0), u('c5', 'Goblin Balloon', 1), u('j10', 'Goblin King', 1)]), 0, 'c4: control c5').state;
    expect([cellView(t, 'c5')?.owner, cellView(t, 'c5')?.controller]).toEqual([0, 1]);
  });
});

describe('Rogue', () => {
  it('moves 1, and takes a bordering Relic for good', () => {
    expect(cellView(play(action([u('c4', 'Rogue', 0), u('c5', 'Mox', 1)]), 0, 'c4: control c5').state, 'c5')?.controller).toBe(0);
    expect(refused(action([u('c4', 'Rogue', 0)]), 0, 'move c4 c5 c6')).toMatch(/at most 1/);
  });
  it('limits: not a touching Relic; not one a Guardian protects', () => {
    expect(refused(action([u('c4', 'Rogue', 0), u('d5', 'Mox', 1)]), 0, 'c4: control d5')).toMatch(/./);
    expect(refused(action([u('c4', 'Rogue', 0), u('c5', 'Mox', 1), u('b6', 'Guardian', 1)]), 0, 'c4: control c5')).toMatch(/./);
  });
});

describe('Merfolk', () => {
  it('moves 3; being Water it may be deployed next to an Island', () => {
    expect(at(play(action([u('c4', 'Merfolk', 0)]), 0, 'move c4 c5 c6 c7').state, 'c7')).not.toBeNull();
    expect(legalTexts(deployment([u('c3', 'Island', 1)], ['Merfolk']), 0)).toContain('deploy Merfolk c4');
  });
  it('limit: a Desert next to it holds it', () => {
    expect(refused(action([u('c4', 'Merfolk', 0), u('b3', 'Desert', 1)]), 0, 'move c4 c5')).toMatch(/held in place/);
  });
});

describe('Resurrection', () => {
  it('takes a Unit from the Discard Pile into your hand', () => {
    const t = play(action([], ['Resurrection'], { discard: ['Titan', 'Mox'] }), 0, 'cast Resurrection Titan').state;
    expect([names(t.hands[0]), names(t.discard)]).toEqual([['Titan'], ['Mox', 'Resurrection']]);
  });
  it('limits: not a non-Unit, not a Unit that is not in the Discard Pile', () => {
    const s = action([u('c4', 'Wolves', 1)], ['Resurrection'], { discard: ['Mox'] });
    expect(refused(s, 0, 'cast Resurrection Mox')).toMatch(/./);
    expect(refused(s, 0, 'cast Resurrection Wolves')).toMatch(/./);
  });
});

describe('Convert', () => {
  it('takes a Unit from any Capture Pile, even your own, lowering that pile (MOGO-R34)', () => {
    const t = play(action([], ['Convert'], { captures: [['Titan'], []] }), 0, 'cast Convert Titan').state;
    expect([names(t.hands[0]), t.captures[0].length]).toEqual([['Titan'], 0]);
  });
  it('limit: a Unit in the Discard Pile is out of its reach', () => {
    expect(refused(action([], ['Convert'], { discard: ['Titan'] }), 0, 'cast Convert Titan')).toMatch(/./);
  });
});

describe('Assassin', () => {
  it('destroys a Unit touching it (diagonal), and is immune to Units (deploys next to a Titan)', () => {
    expect(at(play(action([u('c4', 'Assassin', 0), u('d5', 'Titan', 1)]), 0, 'c4: destroy d5').state, 'd5')).toBeNull();
    expect(legalTexts(deployment([u('c5', 'Titan', 1)], ['Assassin']), 0)).toContain('deploy Assassin c4');
  });
  it('limits: not a bordering Unit, not a Minotaur', () => {
    expect(refused(action([u('c4', 'Assassin', 0), u('c5', 'Titan', 1)]), 0, 'c4: destroy c5')).toMatch(/./);
    expect(refused(action([u('c4', 'Assassin', 0), u('d5', 'Minotaur', 1)]), 0, 'c4: destroy d5')).toMatch(/./);
  });
  it('limit: a touching Unicorn is immune to it (a Unit)', () => {
    expect(refused(action([u('c4', 'Assassin', 0), u('d5', 'Unicorn', 1)]), 0, 'c4: destroy d5')).toMatch(/./);
  });
});

describe('Maze', () => {
  it('sets the Force of Units next to it to 0, after every addition (MOGO-R07)', () => {
    const s = action([u('c4', 'Maze', 1), u('c5', 'Titan', 0), u('c6', 'Warlord', 0)]);
    expect(cellView(s, 'c5')?.force).toBe(0);
    expect(cellView(s, 'c6')?.force).toBe(4);
  });
  it('limit: a Flooded Maze sets nothing', () => {
    expect(cellView(action([u('c4', 'Maze', 1), u('c5', 'Titan', 0), u('j10', 'Flood', 0)]), 'c5')?.force).toBe(10);
  });
});

describe('Kobold', () => {
  it('has Force 0 and no ability; Crusade naming Kobold destroys it', () => {
    const s = action([u('c4', 'Kobold', 1), u('d4', 'Imp', 1)], ['Crusade']);
    expect([cellView(s, 'c4')?.force, cellView(s, 'c4')?.move]).toEqual([0, 0]);
    const t = play(s, 0, 'cast Crusade Kobold').state;
    expect([at(t, 'c4'), at(t, 'd4') !== null]).toEqual([null, true]);
  });
});

describe('Sprites', () => {
  it('teleport to any empty cell; fly with a granted Move (Plains)', () => {
    expect(cellView(play(action([u('c4', 'Sprites', 0)]), 0, 'c4: teleport j10').state, 'j10')?.counter).toBe('Sprites');
    expect(at(play(action([u('c4', 'Sprites', 0), u('b4', 'Plains', 1)]), 0, 'move c4 d5 e6').state, 'e6')).not.toBeNull();
  });
  it('limits: no Move of their own (MOGO-R09); a lock stops the Teleport too (MOGO-R14)', () => {
    expect(refused(action([u('c4', 'Sprites', 0)]), 0, 'move c4 c5')).toMatch(/cannot move/);
    expect(refused(action([u('c4', 'Sprites', 0), u('c5', 'Black Knight', 1)]), 0, 'c4: teleport j10')).toMatch(/./);
  });
  it('limit: a Blizzard holds them too', () => {
    expect(refused(action([u('c4', 'Sprites', 0), u('j10', 'Blizzard', 1)]), 0, 'c4: teleport h8')).toMatch(/./);
  });
});

describe('White Knight', () => {
  it('moves 2 and pushes an enemy Unit ahead of it, which ends its move (MOGO-R16)', () => {
    const t = play(action([u('c4', 'White Knight', 0), u('c6', 'Titan', 1)]), 0, 'move c4 c5 c6').state;
    expect([cellView(t, 'c6')?.counter, cellView(t, 'c7')?.counter]).toEqual(['White Knight', 'Titan']);
  });
  it('limits: no push of your own Unit, nor of a Unicorn (immune to Units)', () => {
    expect(refused(action([u('c4', 'White Knight', 0), u('c5', 'Wolves', 0)]), 0, 'move c4 c5')).toMatch(/not empty/);
    expect(refused(action([u('c4', 'White Knight', 0), u('c5', 'Unicorn', 1)]), 0, 'move c4 c5')).toMatch(/not empty/);
  });
});

describe('Dark Ritual', () => {
  it('gives one Action Token, spent for a second Action', () => {
    let s = play(action([u('c4', 'Wolves', 0)], ['Dark Ritual']), 0, 'cast Dark Ritual').state;
    expect(s.tokens[0]).toBe(1);
    s = play(play(s, 0, 'move c4 c5').state, 0, 'move c5 c6').state;
    expect([s.tokens[0], at(s, 'c6') !== null]).toEqual([0, true]);
  });
  it('limit: an armed Counter negates it', () => {
    const s = play(action([], ['Dark Ritual'], { hands: [['Dark Ritual'], ['Counter']] }), 1, 'counter any').state;
    expect(play(s, 0, 'cast Dark Ritual').state.tokens[0]).toBe(0);
  });
});

describe('Mana Battery', () => {
  it('gives each of your Units next to it a free Action (MOGO-R35, R51)', () => {
    let s = action([u('c4', 'Wolves', 0), u('e4', 'Merfolk', 0), u('d5', 'Mana Battery', 0), u('j10', 'Imp', 0)]);
    s = play(play(s, 0, 'move c4 c3').state, 0, 'move e4 e3').state;
    expect(s.turn.acted).toBe(false);
    expect(play(s, 0, 'move j10 j9').state.turn.acted).toBe(true);
  });
  it('limits: not for an enemy Unit next to it; nothing while a Mana Thief suppresses it', () => {
    expect(play(action([u('c4', 'Wolves', 0), u('d5', 'Mana Battery', 1)]), 0, 'move c4 c3').state.turn.acted).toBe(true);
    expect(play(action([u('c4', 'Wolves', 0), u('d5', 'Mana Battery', 0), u('e6', 'Mana Thief', 1)]), 0, 'move c4 c3').state.turn.acted).toBe(true);
  });
});

describe('Well of Souls', () => {
  it('gives its controller a token each time a Unit goes from the board to the Discard Pile', () => {
    const t = play(action([u('a1', 'Well of Souls', 1), u('c4', 'Wolves', 1), u('h8', 'Kobold', 0)], ['Wrath']), 0, 'cast Wrath').state;
    expect(t.tokens).toEqual([0, 2]);
  });
  it('limits: a Unit discarded from a hand, or captured, gives nothing', () => {
    const s = action([u('a1', 'Well of Souls', 0)], ['Mind Twist'], { hands: [['Mind Twist'], ['Wolves', 'Titan']] });
    expect(play(s, 0, 'cast Mind Twist → P2').state.tokens[0]).toBe(0);
    const c = play(action([u('a1', 'Well of Souls', 0), u('j10', 'Wolves', 1), u('i10', 'Kobold', 0), u('j9', 'Imp', 0)]), 0, 'end phase').state;
    expect([names(c.captures[0]), c.tokens[0]]).toEqual([['Wolves'], 0]);
  });
  it('Berserk on your own Unit and an enemy one: two Units, two tokens', () => {
    const t = play(action([u('a1', 'Well of Souls', 0), u('c4', 'Kobold', 0), u('c5', 'Titan', 1)], ['Berserk']), 0, 'cast Berserk c4 c5').state;
    expect(t.tokens[0]).toBe(2);
  });
  it('counts Units sacrificed as a cost (The Abyss) and a hatching Egg', () => {
    const a = play(action([u('a1', 'Well of Souls', 0), u('c1', 'The Abyss', 0), u('h8', 'Wolves', 0)], [], { drawPile: ['Imp'] }), 0, 'c1: sacrifice h8').state;
    expect(a.tokens[0]).toBe(1);
    const b = play(action([u('a1', 'Well of Souls', 0), u('c4', 'Egg', 0)], ['Wolves']), 0, 'c4: hatch Wolves').state;
    expect(b.tokens[0]).toBe(1);
  });
});

describe('Warlord', () => {
  it('gives +3 to every Unit next to it, enemies too (MOGO-R08), and moves 2', () => {
    const s = action([u('c4', 'Warlord', 0), u('c5', 'Wolves', 1), u('d4', 'Kobold', 0)]);
    expect([cellView(s, 'c5')?.force, cellView(s, 'd4')?.force]).toEqual([6, 3]);
    expect(at(play(s, 0, 'move c4 b4 a4').state, 'a4')).not.toBeNull();
  });
  it('limit: a Unit immune to Units (Unicorn) gets nothing', () => {
    expect(cellView(action([u('c4', 'Warlord', 0), u('c5', 'Unicorn', 1)]), 'c5')?.force).toBe(5);
  });
});

describe('Strip Mine', () => {
  it('sacrifices itself to destroy any Locale (Giant Fish too)', () => {
    const t = play(action([u('a1', 'Strip Mine', 0), u('h8', 'Giant Fish', 1)]), 0, 'a1: destroy h8').state;
    expect([at(t, 'a1'), at(t, 'h8')]).toEqual([null, null]);
    expect(names(t.discard).sort()).toEqual(['Giant Fish', 'Strip Mine']);
  });
  it('limit: only a Locale', () => {
    expect(refused(action([u('a1', 'Strip Mine', 0), u('h8', 'Wolves', 1)]), 0, 'a1: destroy h8')).toMatch(/./);
  });
  it('an Action, so a Storm Giant\'s immunity to Sorceries does not stop it', () => {
    expect(at(play(action([u('a1', 'Strip Mine', 0), u('h8', 'Castle', 1), u('h9', 'Storm Giant', 1)]), 0, 'a1: destroy h8').state, 'h8')).toBeNull();
  });
});

describe('Mox', () => {
  it('gives its controller a token in their Fate Phase', () => {
    expect(intoFate([u('c4', 'Mox', 0)], ['Imp']).tokens).toEqual([1, 0]);
  });
  it('limit: next to a Mana Thief it gives nothing', () => {
    expect(intoFate([u('c4', 'Mox', 0), u('c5', 'Mana Thief', 1)], ['Imp']).tokens).toEqual([0, 0]);
  });
});

describe('Zombies', () => {
  it('destroyed from the board, return to their controller\'s hand (MOGO-R26)', () => {
    const t = play(action([u('c4', 'Zombies', 1)], ['Plowshares'], { drawPile: ['Imp'] }), 0, 'cast Plowshares → c4').state;
    expect(names(t.hands[1]).sort()).toEqual(['Imp', 'Zombies']);
  });
  it('limits: captured they stay captured; discarded from a hand they stay discarded', () => {
    const c = play(action([u('j10', 'Zombies', 1), u('i10', 'Kobold', 0), u('j9', 'Imp', 0)]), 0, 'end phase').state;
    expect([names(c.captures[0]), c.hands[1].length]).toEqual([['Zombies'], 0]);
    const d = play(action([], [], { hands: [['Mind Twist'], ['Zombies']] }), 0, 'cast Mind Twist → P2').state;
    expect([names(d.discard), d.hands[1].length]).toEqual([['Zombies', 'Mind Twist'], 0]);
  });
  it('go to their controller\'s hand: a Necromancer\'s controller gets Zombies it controls', () => {
    const t = play(action([u('c4', 'Zombies', 0), u('j10', 'Necromancer', 1)], ['Lightning Bolt']), 0, 'cast Lightning Bolt → c4').state;
    expect([t.hands[0].length, names(t.hands[1])]).toEqual([0, ['Zombies']]);
  });
});

describe('Time Twist', () => {
  it('puts a destroyed counter back on the board where it stood two turns ago', () => {
    let s = scene([u('c4', 'Titan', 1)], 'action', ['Wrath', 'Time Twist']);
    s = play(s, 0, 'cast Wrath').state;
    expect(at(s, 'c4')).toBeNull();
    s = play(s, 0, 'cast Time Twist').state;
    expect([cellView(s, 'c4')?.counter, names(s.discard)]).toEqual(['Titan', ['Wrath', 'Time Twist']]);
  });
  it('limit: hands are not rolled back (the Wrath stays spent)', () => {
    const s = play(play(scene([u('c4', 'Titan', 1)], 'action', ['Wrath', 'Time Twist']), 0, 'cast Wrath').state, 0, 'cast Time Twist').state;
    expect(s.hands[0]).toEqual([]);
  });
  it('from a hand back to the board: Zombies sent home by a Wrath stand again', () => {
    let s = scene([u('c4', 'Zombies', 1)], 'action', ['Wrath', 'Time Twist']);
    s = play(s, 0, 'cast Wrath').state;
    expect(names(s.hands[1])).toEqual(['Zombies']);
    s = play(s, 0, 'cast Time Twist').state;
    expect([cellView(s, 'c4')?.counter, s.hands[1].length]).toEqual(['Zombies', 0]);
  });
  it('in turn 4 it goes back to the start of turn 2', () => {
    let s = scene([], 'deployment', [], { hands: [['Wolves'], ['Imp', 'Kobold', 'Time Twist']] });
    s = play(s, 0, 'deploy Wolves a1').state;
    for (let i = 0; i < 4; i++) s = play(s, 0, 'end phase').state;
    s = play(play(s, 1, 'end phase').state, 1, 'deploy Imp j10').state; // turn 2
    for (let i = 0; i < 4; i++) s = play(s, 1, 'end phase').state;
    for (let i = 0; i < 5; i++) s = play(s, 0, 'end phase').state; // turn 3, quiet
    s = play(play(s, 1, 'end phase').state, 1, 'deploy Kobold j9').state; // turn 4
    expect(s.turn.number).toBe(4);
    const t = play(s, 1, 'cast Time Twist').state;
    expect([t.board.filter(Boolean).length, cellView(t, 'a1')?.counter]).toEqual([1, 'Wolves']);
    expect(names(t.hands[1])).toEqual(expect.arrayContaining(['Imp', 'Kobold']));
    // The table saw them go home: naming them in a post gives nothing away (issue 25).
    expect(mogo.view(t, 'spectator').seats[1].knownHand).toEqual(expect.arrayContaining(['Imp', 'Kobold']));
  });
});

describe('Energizer Bunny', () => {
  it('moves 1 once a turn for free, then with the turn\'s Action', () => {
    let s = play(action([u('c4', 'Energizer Bunny', 0)]), 0, 'move c4 c5').state;
    expect(s.turn.acted).toBe(false);
    s = play(s, 0, 'move c5 c6').state;
    expect(s.turn.acted).toBe(true);
  });
  it('limit: held in place by a Binding, even its free Move', () => {
    expect(refused(action([u('c4', 'Energizer Bunny', 0), u('c3', 'Binding', 1)]), 0, 'move c4 c5')).toMatch(/held in place/);
  });
});

describe('Lightning Bolt', () => {
  it('destroys a Unit of current Force 3 or less: a Titan next to a Maze is Force 0', () => {
    expect(at(play(action([u('c4', 'Titan', 1), u('c3', 'Maze', 1)], ['Lightning Bolt']), 0, 'cast Lightning Bolt → c4').state, 'c4')).toBeNull();
  });
  it('limits: a stronger Unit shrugs it off (MOGO-R27); a Unit beside a Circle of Protection cannot be targeted', () => {
    expect(at(play(action([u('c4', 'Titan', 1)], ['Lightning Bolt']), 0, 'cast Lightning Bolt → c4').state, 'c4')).not.toBeNull();
    expect(refused(action([u('c4', 'Kobold', 1), u('c3', 'Circle of Protection', 1)], ['Lightning Bolt']), 0, 'cast Lightning Bolt → c4')).toMatch(/./);
  });
});

describe('Wild Growth', () => {
  it('draws one more for its controller in their Fate Phase', () => {
    expect(intoFate([u('c4', 'Wild Growth', 0)], ['Imp', 'Kobold']).hands[0].length).toBe(2);
  });
  it('limit: next to a Weather Vein it draws nothing extra', () => {
    expect(intoFate([u('c4', 'Wild Growth', 0), u('c5', 'Weather Vein', 1)], ['Imp', 'Kobold']).hands[0].length).toBe(1);
  });
});

describe('Stone Rain', () => {
  it('destroys a Locale', () => {
    expect(at(play(action([u('c4', 'Castle', 1)], ['Stone Rain']), 0, 'cast Stone Rain → c4').state, 'c4')).toBeNull();
  });
  it('limits: not a Unit; not a Locale beside a Storm Giant', () => {
    expect(refused(action([u('c4', 'Wolves', 1)], ['Stone Rain']), 0, 'cast Stone Rain → c4')).toMatch(/./);
    expect(refused(action([u('c4', 'Castle', 1), u('d5', 'Storm Giant', 1)], ['Stone Rain']), 0, 'cast Stone Rain → c4')).toMatch(/./);
  });
});

describe('Chasm', () => {
  it('when deployed destroys every Unit next to it, its own side\'s too', () => {
    const t = play(deployment([u('c5', 'Kobold', 1), u('d3', 'Imp', 0), u('c7', 'Wolves', 1)], ['Chasm']), 0, 'deploy Chasm c4').state;
    expect([at(t, 'c5'), at(t, 'd3'), at(t, 'c7') !== null]).toEqual([null, null, true]);
  });
  it('limits: under Flood, or next to a Fog, it arrives suppressed and destroys nothing (MOGO-R56)', () => {
    expect(at(play(deployment([u('c5', 'Kobold', 1), u('j10', 'Flood', 1)], ['Chasm']), 0, 'deploy Chasm c4').state, 'c5')).not.toBeNull();
    expect(at(play(deployment([u('c5', 'Kobold', 1), u('b3', 'Fog', 1)], ['Chasm']), 0, 'deploy Chasm c4').state, 'c5')).not.toBeNull();
  });
});

describe('Enchantress', () => {
  it('gives one extra Enchantment Deployment a turn', () => {
    let s = deployment([u('a1', 'Enchantress', 0)], ['Wolves', 'Fog']);
    s = play(play(s, 0, 'deploy Wolves e5').state, 0, 'deploy Fog h8').state;
    expect(cellView(s, 'h8')?.counter).toBe('Fog');
  });
  it('limits: only an Enchantment, and restriction (b) still applies', () => {
    const s = play(deployment([u('a1', 'Enchantress', 0), u('h9', 'Binding', 1)], ['Wolves', 'Kobold', 'Fog']), 0, 'deploy Wolves e5').state;
    expect(refused(s, 0, 'deploy Kobold c3')).toMatch(/./);
    expect(refused(s, 0, 'deploy Fog h8')).toMatch(/Enchantment/);
  });
});

describe('Tranquility', () => {
  it('destroys every Enchantment, dual-type ones too', () => {
    const t = play(action([u('a1', 'Fog', 1), u('j10', 'Phantasmal Terrain', 0)], ['Tranquility']), 0, 'cast Tranquility').state;
    expect([at(t, 'a1'), at(t, 'j10')]).toEqual([null, null]);
  });
  it('limit: an Enchantment next to a Mana Vortex survives', () => {
    const t = play(action([u('a1', 'Binding', 1), u('b2', 'Mana Vortex', 1)], ['Tranquility']), 0, 'cast Tranquility').state;
    expect([at(t, 'a1') !== null, at(t, 'b2')]).toEqual([true, null]);
  });
});

describe('Counter', () => {
  it('armed, it negates an opponent\'s Sorcery; the Sorcery is spent', () => {
    let s = action([u('c4', 'Titan', 1)], [], { hands: [['Wrath'], ['Counter']] });
    s = play(play(s, 1, 'counter Wrath').state, 0, 'cast Wrath').state;
    expect([at(s, 'c4') !== null, names(s.discard)]).toEqual([true, ['Counter', 'Wrath']]);
  });
  it('limits: a filter that does not match lets the Sorcery through; it cannot be cast', () => {
    let s = action([u('c4', 'Titan', 1)], [], { hands: [['Wrath', 'Counter'], []] });
    expect(refused(s, 0, 'cast Counter')).toMatch(/standing order/);
    s = action([u('c4', 'Titan', 1)], [], { hands: [['Wrath'], ['Counter']] });
    s = play(play(s, 1, 'counter Time Walk').state, 0, 'cast Wrath').state;
    expect(at(s, 'c4')).toBeNull();
  });
});

describe('Sea Serpent', () => {
  it('is Water and Dragon: may be deployed next to an Island, and Crusade naming Dragon destroys it', () => {
    expect(legalTexts(deployment([u('c3', 'Island', 1)], ['Sea Serpent']), 0)).toContain('deploy Sea Serpent c4');
    expect(at(play(action([u('c4', 'Sea Serpent', 1)], ['Crusade']), 0, 'cast Crusade Dragon').state, 'c4')).toBeNull();
  });
  it('limit: Lizard Men (immune to Dragons) may be deployed next to it despite its Force 7', () => {
    expect(legalTexts(deployment([u('c5', 'Sea Serpent', 1)], ['Lizard Men']), 0)).toContain('deploy Lizard Men c4');
    expect(legalTexts(deployment([u('c5', 'Sea Serpent', 1)], ['Wraith']), 0)).not.toContain('deploy Wraith c4');
  });
});
