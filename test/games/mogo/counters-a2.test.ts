// Scenario tests for counters #40–#78 of RULINGS §1.6 (Jihad … Gate), and the
// rulings on conflicting "control all" (MOGO-R22) and suppression loops (MOGO-R23).
// One describe block per counter, named exactly as the table names it.
import { describe, expect, it } from 'vitest';
import { mogo } from '../../../src/games/mogo/index.js';
import { at, cellView, legalTexts, play, pos } from './helpers.js';
import { controllerAt, denied, expectCovered, forceAt, handNames, on, scene, type Spot } from './counters-a-support.js';

const action = (board: Spot[], hand: string[] = [], more = {}) => scene('action', board, hand, more);
const deployment = (board: Spot[], hand: string[] = [], more = {}) => scene('deployment', board, hand, more);
/** Player 2 ends their turn: Player 1's Fate Phase runs (MOGO-R64). */
const intoFate = (board: Spot[], more = {}) => play(pos({ board, hands: [[], []], toMove: 1, phase: 'end', ...more }), 1, 'end phase').state;

describe('Jihad', () => {
  it('gives every Unit of its controller +1, wherever it is', () => {
    const s = action([on('c4', 'Wolves', 0), on('h8', 'Imp', 0, ['Invisibility']), on('e4', 'Troll', 1), on('j1', 'Jihad', 0)]);
    expect([forceAt(s, 'c4'), forceAt(s, 'h8'), forceAt(s, 'e4')]).toEqual([4, 1, 3]);
  });
  it('limit: a Weather Vein next to it switches it off', () => {
    expect(forceAt(action([on('c4', 'Wolves', 0), on('j1', 'Jihad', 0), on('j2', 'Weather Vein', 1)]), 'c4')).toBe(3);
  });
});

describe('Mine', () => {
  it('every player draws 1 more in their own Fate Phase, whoever controls it (MOGO-R73)', () => {
    const s = intoFate([on('c4', 'Mine', 0)]);
    expect([s.hands[0].length, s.hands[1].length]).toEqual([2, 0]);
    const t = play(pos({ board: [on('c4', 'Mine', 0)], hands: [[], []], toMove: 0, phase: 'end' }), 0, 'end phase').state;
    expect([t.hands[0].length, t.hands[1].length]).toEqual([0, 2]);
  });
  it('limit: nothing under a Flood', () => {
    const f = intoFate([on('c4', 'Mine', 0), on('j10', 'Flood', 1)]);
    expect([f.hands[0].length, f.hands[1].length]).toEqual([1, 0]);
  });
});

describe('Tome', () => {
  it('draws 1 more in the Fate Phase, then one discard comes first (MOGO-R37, R63)', () => {
    let s = intoFate([on('c4', 'Tome', 0)], { drawPile: ['Imp', 'Kobold'] });
    expect(handNames(s, 0)).toEqual(['Imp', 'Kobold']);
    expect(denied(s, 0, 'end phase')).toMatch(/Tome/);
    s = play(s, 0, 'discard Imp').state;
    expect([handNames(s, 0), s.discard.length]).toEqual([['Kobold'], 1]);
  });
  it('limit: a Mana Thief next to it switches it off', () => {
    const s = intoFate([on('c4', 'Tome', 0), on('c5', 'Mana Thief', 1)]);
    expect([s.hands[0].length, s.turn.sift]).toEqual([1, 0]);
  });
});

describe('Vise', () => {
  const hand = ['Wolves', 'Imp', 'Kobold', 'Troll', 'Mox', 'Lotus'];
  it('sets each opponent\'s hand limit to 4 (MOGO-R38)', () => {
    const s = scene('end', [on('c4', 'Vise', 1)], hand);
    expect(mogo.view(s, 0).seats[0].handLimit).toBe(4);
    expect(denied(s, 0, 'end phase')).toMatch(/Discard down to 4/);
  });
  it('limits: not its own controller; not when a Mana Thief is next to it', () => {
    expect(mogo.view(scene('end', [on('c4', 'Vise', 0)], hand), 0).seats[0].handLimit).toBe(7);
    expect(mogo.view(scene('end', [on('c4', 'Vise', 1), on('c5', 'Mana Thief', 0)], hand), 0).seats[0].handLimit).toBe(7);
  });
});

describe('Time Walk', () => {
  it('gives its caster one extra turn after this one (MOGO-R39)', () => {
    let s = scene('end', [], ['Time Walk']);
    s = play(play(s, 0, 'cast Time Walk').state, 0, 'end phase').state;
    expect([s.turn.seat, s.turn.number]).toEqual([0, 2]);
  });
  it('limit: a Counter armed by the opponent negates it', () => {
    let s = pos({ hands: [['Time Walk'], ['Counter']], toMove: 0, phase: 'end' });
    s = play(s, 1, 'counter Time Walk').state;
    s = play(play(s, 0, 'cast Time Walk').state, 0, 'end phase').state;
    expect(s.turn.seat).toBe(1);
  });
});

describe('Wheel', () => {
  it('everyone discards their hand and draws 5; a Zombies discarded from hand stays discarded (MOGO-R26)', () => {
    const t = play(action([], ['Wheel', 'Imp'], { hands: [['Wheel', 'Imp'], ['Wolves', 'Zombies']] }), 0, 'cast Wheel').state;
    expect([t.hands[0].length, t.hands[1].length]).toEqual([5, 5]);
    expect(mogo.view(t, 'spectator').discard).toEqual(expect.arrayContaining(['Imp', 'Wolves', 'Zombies', 'Wheel']));
  });
});

describe('Conquer', () => {
  it('takes control of a Locale for good', () => {
    const t = play(action([on('c4', 'Castle', 1)], ['Conquer']), 0, 'cast Conquer → c4').state;
    expect([cellView(t, 'c4')?.owner, controllerAt(t, 'c4')]).toEqual([0, 0]);
  });
  it('limits: not your own (MOGO-R60), not a Unit, not a Locale next to a Storm Giant', () => {
    expect(denied(action([on('c4', 'Castle', 0)], ['Conquer']), 0, 'cast Conquer → c4')).toMatch(/./);
    expect(denied(action([on('c4', 'Wolves', 1)], ['Conquer']), 0, 'cast Conquer → c4')).toMatch(/./);
    expect(denied(action([on('c4', 'Castle', 1), on('c5', 'Storm Giant', 1)], ['Conquer']), 0, 'cast Conquer → c4')).toMatch(/./);
  });
});

describe('Juxtapose', () => {
  it('two counters anywhere change places, a held Unit too (MOGO-R14)', () => {
    const t = play(action([on('a1', 'Castle', 1), on('h8', 'Wolves', 0), on('h9', 'Binding', 1)], ['Juxtapose']), 0, 'cast Juxtapose a1 h8').state;
    expect([cellView(t, 'a1')?.counter, cellView(t, 'h8')?.counter]).toEqual(['Wolves', 'Castle']);
  });
  it('limit: both must be legal targets (not one next to a Mana Vortex)', () => {
    expect(denied(action([on('a1', 'Castle', 1), on('h8', 'Wolves', 0), on('h9', 'Mana Vortex', 1)], ['Juxtapose']), 0, 'cast Juxtapose a1 h8')).toMatch(/./);
  });
});

describe('Forest', () => {
  it('grants one extra Unit a turn, next to it (MOGO-R31)', () => {
    let s = deployment([on('e5', 'Forest', 0)], ['Wolves', 'Imp']);
    s = play(s, 0, 'deploy Wolves a1').state;
    expect(denied(s, 0, 'deploy Imp h8')).toMatch(/no Deployment left/);
    expect(cellView(play(s, 0, 'deploy Imp e6').state, 'e6')?.counter).toBe('Imp');
  });
  it('limits: Units only; nothing under a Flood', () => {
    const s = play(deployment([on('e5', 'Forest', 0)], ['Wolves', 'Mox']), 0, 'deploy Wolves a1').state;
    expect(denied(s, 0, 'deploy Mox e6')).toMatch(/no Deployment left/);
    const f = play(deployment([on('e5', 'Forest', 0), on('j10', 'Flood', 1)], ['Wolves', 'Imp']), 0, 'deploy Wolves a1').state;
    expect(denied(f, 0, 'deploy Imp e6')).toMatch(/no Deployment left/);
  });
});

describe('Plains', () => {
  it('gives the Units next to it Move 2, anyone\'s (MOGO-R08, R09)', () => {
    const s = action([on('c4', 'Kobold', 0), on('c3', 'Plains', 1)]);
    expect(cellView(play(s, 0, 'move c4 c5 c6').state, 'c6')?.counter).toBe('Kobold');
  });
  it('limits: a Desert next to the Unit still holds it; a Flood switches the Plains off', () => {
    expect(denied(action([on('c4', 'Kobold', 0), on('c3', 'Plains', 1), on('d5', 'Desert', 1)]), 0, 'move c4 c5')).toMatch(/held in place/);
    expect(denied(action([on('c4', 'Kobold', 0), on('c3', 'Plains', 1), on('j10', 'Flood', 1)]), 0, 'move c4 c5')).toMatch(/cannot move/);
  });
});

describe('Swamp', () => {
  it('forbids its controller\'s opponents to deploy Units next to it', () => {
    expect(denied(deployment([on('c3', 'Swamp', 1)], ['Wolves']), 0, 'deploy Wolves c4')).toMatch(/Swamp/);
  });
  it('limits: its controller may; non-Units may; not under a Flood', () => {
    expect(legalTexts(deployment([on('c3', 'Swamp', 0)], ['Wolves']), 0)).toContain('deploy Wolves c4');
    expect(legalTexts(deployment([on('c3', 'Swamp', 1)], ['Mox']), 0)).toContain('deploy Mox c4');
    expect(legalTexts(deployment([on('c3', 'Swamp', 1), on('j10', 'Flood', 1)], ['Wolves']), 0)).toContain('deploy Wolves c4');
  });
});

describe('Mountain', () => {
  it('draws 1 when deployed', () => {
    expect(handNames(play(deployment([], ['Mountain'], { drawPile: ['Imp'] }), 0, 'deploy Mountain c4').state, 0)).toEqual(['Imp']);
  });
  it('limit: deployed under a Flood it is suppressed on arrival and draws nothing (MOGO-R56)', () => {
    expect(play(deployment([on('j10', 'Flood', 1)], ['Mountain']), 0, 'deploy Mountain c4').state.hands[0]).toEqual([]);
  });
});

describe('Charm', () => {
  it('takes control of a Unit for good', () => {
    const t = play(action([on('c4', 'Wolves', 1)], ['Charm']), 0, 'cast Charm → c4').state;
    expect([cellView(t, 'c4')?.owner, controllerAt(t, 'c4')]).toEqual([0, 0]);
  });
  it('limits: not a Unit immune to Sorceries; a "control all" still wins over the new stone (MOGO-R22)', () => {
    expect(denied(action([on('c4', 'Wolves', 1), on('c5', 'Circle of Protection', 1)], ['Charm']), 0, 'cast Charm → c4')).toMatch(/./);
    const t = play(action([on('c4', 'Goblin Balloon', 1), on('h8', 'Goblin King', 1)], ['Charm']), 0, 'cast Charm → c4').state;
    expect([cellView(t, 'c4')?.owner, controllerAt(t, 'c4')]).toEqual([0, 1]);
  });
});

describe('Altar', () => {
  it('sacrifices one of your Units next to it for 3 Action Tokens', () => {
    const t = play(action([on('c4', 'Altar', 0), on('c5', 'Wolves', 0)]), 0, 'c4: sacrifice c5').state;
    expect([at(t, 'c5'), t.tokens[0]]).toEqual([null, 3]);
  });
  it('limits: not an enemy Unit, not a Unit away from it', () => {
    expect(denied(action([on('c4', 'Altar', 0), on('c5', 'Wolves', 1)]), 0, 'c4: sacrifice c5')).toMatch(/./);
    expect(denied(action([on('c4', 'Altar', 0), on('c7', 'Wolves', 0)]), 0, 'c4: sacrifice c7')).toMatch(/./);
  });
});

describe('Fireball', () => {
  it('destroys up to 3 Units of Force 3 or less inside one 3×3 block (MOGO-R28)', () => {
    const s = action([on('c4', 'Wolves', 1), on('d5', 'Kobold', 1), on('e6', 'Imp', 0), on('f7', 'Troll', 1)], ['Fireball']);
    const t = play(s, 0, 'cast Fireball → c4 d5 e6').state;
    expect([at(t, 'c4'), at(t, 'd5'), at(t, 'e6'), cellView(t, 'f7')?.counter]).toEqual([null, null, null, 'Troll']);
    expect(denied(s, 0, 'cast Fireball → c4 f7')).toMatch(/3×3/);
  });
  it('limits: not a Unit of Force 4+, not one immune to Sorceries', () => {
    expect(denied(action([on('c4', 'Warlord', 1)], ['Fireball']), 0, 'cast Fireball → c4')).toMatch(/Force/);
    expect(denied(action([on('c4', 'Wolves', 1), on('c5', 'Circle of Protection', 1)], ['Fireball']), 0, 'cast Fireball → c4')).toMatch(/./);
  });
});

describe('Drain', () => {
  it('takes 2 random counters from the opponent\'s hand; the victim learns which privately', () => {
    const s = pos({ hands: [['Drain'], ['Wolves', 'Imp', 'Kobold']], toMove: 0, phase: 'action' });
    const r = play(s, 0, 'cast Drain → P2');
    expect([r.state.hands[0].length, r.state.hands[1].length]).toEqual([2, 1]);
    expect(mogo.view(r.state, 1).seats[1].notes?.join(' ')).toMatch(/took/);
    expect(r.events.map((e) => e.text).join(' ')).not.toMatch(/Wolves|Imp|Kobold/);
  });
  it('limit: from a hand of one, only one', () => {
    const t = play(pos({ hands: [['Drain'], ['Wolves']], toMove: 0, phase: 'action' }), 0, 'cast Drain → P2').state;
    expect(handNames(t, 0)).toEqual(['Wolves']);
  });
});

describe('Lizard Men', () => {
  it('are immune to Dragons: they deploy next to a stronger Dragon', () => {
    expect(legalTexts(deployment([on('c5', 'Red Dragon', 1)], ['Lizard Men']), 0)).toContain('deploy Lizard Men c4');
    expect(cellView(action([on('c4', 'Lizard Men', 0)]), 'c4')?.immune).toEqual(['Dragons']);
  });
  it('limit: not next to a stronger non-Dragon', () => {
    expect(denied(deployment([on('c5', 'Colossus', 1)], ['Lizard Men']), 0, 'deploy Lizard Men c4')).toMatch(/stronger|weaker/);
  });
});

describe('Dragon Orb', () => {
  it('controls every Dragon Unit', () => {
    const s = action([on('a1', 'Red Dragon', 1), on('a3', 'Wurm', 1), on('a5', 'Sea Serpent', 1), on('h8', 'Dragon Orb', 0)]);
    expect(['a1', 'a3', 'a5'].map((c) => controllerAt(s, c))).toEqual([0, 0, 0]);
  });
  it('limits: Invisibility does not help (the Orb is no Unit); a Mana Thief next to the Orb stops it', () => {
    expect(controllerAt(action([on('a1', 'Red Dragon', 1, ['Invisibility']), on('h8', 'Dragon Orb', 0)]), 'a1')).toBe(0);
    expect(controllerAt(action([on('a1', 'Red Dragon', 1), on('h8', 'Dragon Orb', 0), on('h9', 'Mana Thief', 1)]), 'a1')).toBe(1);
  });
});

describe('Mana Thief', () => {
  it('switches the Relics next to it off (Flag\'s weight, a dual-type Relic\'s Move) and moves 2', () => {
    const s = action([on('c4', 'Mana Thief', 0), on('c5', 'Flag', 1), on('d4', 'War Machine', 1)]);
    expect([cellView(s, 'c5')?.weight, cellView(s, 'd4')?.move, cellView(s, 'c5')?.suppressed]).toEqual([1, 0, true]);
    expect(cellView(play(action([on('c4', 'Mana Thief', 0)]), 0, 'move c4 c5 c6').state, 'c6')?.counter).toBe('Mana Thief');
  });
  it('limits: not a Relic further away, not a Locale; an older Fog next to it switches it off', () => {
    const s = action([on('c4', 'Mana Thief', 0), on('c6', 'Flag', 1), on('d4', 'Castle', 1), on('d5', 'Wolves', 1)]);
    expect([cellView(s, 'c6')?.weight, forceAt(s, 'd5')]).toEqual([2, 8]);
    expect(cellView(action([on('b3', 'Fog', 1), on('c4', 'Mana Thief', 0), on('c5', 'Flag', 1)]), 'c5')?.weight).toBe(2);
  });
  it('limit: under Diplomacy a Dancing Sword (a Unit too) ignores it, the Thief being a Unit (§1.4 layer 3)', () => {
    expect(cellView(action([on('c4', 'Mana Thief', 0), on('c5', 'Dancing Sword', 1)]), 'c5')?.suppressed).toBe(true);
    expect(cellView(action([on('j10', 'Diplomacy', 1), on('c4', 'Mana Thief', 0), on('c5', 'Dancing Sword', 1)]), 'c5')?.suppressed).toBe(false);
  });
});

describe('Leper', () => {
  it('gives every Unit next to it −5, its own side\'s too (floor 0), and deploys next to anything', () => {
    const s = action([on('c4', 'Leper', 0), on('c5', 'Titan', 1), on('d4', 'Wolves', 0)]);
    expect([forceAt(s, 'c5'), forceAt(s, 'd4')]).toEqual([5, 0]);
    expect(legalTexts(deployment([on('c5', 'Titan', 1)], ['Leper']), 0)).toContain('deploy Leper c4');
  });
  it('is immune to Units (no Warlord bonus) but not to a Castle; an Invisible Unit ignores its aura', () => {
    const s = action([on('c4', 'Leper', 0), on('c5', 'Warlord', 1), on('b4', 'Castle', 0)]);
    expect(forceAt(s, 'c4')).toBe(6);
    expect(forceAt(action([on('c4', 'Leper', 0), on('c5', 'Titan', 1, ['Invisibility'])]), 'c5')).toBe(10);
  });
});

describe('Mana Vortex', () => {
  it('makes every counter next to it immune to Sorceries', () => {
    const s = action([on('c4', 'Wolves', 1), on('d4', 'Mox', 1), on('c5', 'Mana Vortex', 1)], ['Lightning Bolt', 'Shatter']);
    expect(denied(s, 0, 'cast Lightning Bolt → c4')).toMatch(/./);
    expect(denied(s, 0, 'cast Shatter → d4')).toMatch(/./);
  });
  it('limits: Actions still reach them; the Vortex itself is not shielded', () => {
    expect(at(play(action([on('c4', 'Wolves', 1), on('c5', 'Mana Vortex', 1), on('b4', 'Elf Archers', 0)]), 0, 'b4: destroy c4').state, 'c4')).toBeNull();
    expect(at(play(action([on('c5', 'Mana Vortex', 1)], ['Disenchant']), 0, 'cast Disenchant → c5').state, 'c5')).toBeNull();
  });
});

describe('Giant Bane', () => {
  it('on a Hero: the Hero destroys a Giant bordering it', () => {
    const s = action([on('c4', 'White Knight', 0, ['Giant Bane']), on('c5', 'Colossus', 1), on('d5', 'Titan', 1)]);
    expect(at(play(s, 0, 'c4: destroy c5').state, 'c5')).toBeNull();
    expect(denied(s, 0, 'c4: destroy d5')).toMatch(/./); // only touching, not bordering
  });
  it('limit: the Action is the Hero\'s (§1.3 MOD), a Unit\'s: an Invisible Giant, or any Giant under Diplomacy, is immune', () => {
    expect(denied(action([on('c4', 'White Knight', 0, ['Giant Bane']), on('c5', 'Colossus', 1, ['Invisibility'])]), 0, 'c4: destroy c5')).toMatch(/./);
    expect(denied(action([on('c4', 'White Knight', 0, ['Giant Bane']), on('c5', 'Colossus', 1), on('j10', 'Diplomacy', 1)]), 0, 'c4: destroy c5')).toMatch(/./);
  });
  it('limits: Heroes only; a Fog next to the host switches it off', () => {
    expect(denied(deployment([on('c4', 'Wolves', 0)], ['Giant Bane']), 0, 'attach Giant Bane → c4')).toMatch(/cannot be attached/);
    expect(denied(action([on('c4', 'White Knight', 0, ['Giant Bane']), on('c5', 'Colossus', 1), on('b3', 'Fog', 1)]), 0, 'c4: destroy c5')).toMatch(/./);
  });
});

describe('Pestilence', () => {
  it('forbids Units next to it, for everyone', () => {
    expect(denied(deployment([on('c3', 'Pestilence', 0)], ['Wolves']), 0, 'deploy Wolves c4')).toMatch(/Pestilence/);
  });
  it('limits: other types may come; a Modifier may be attached (MOGO-R57)', () => {
    expect(legalTexts(deployment([on('c3', 'Pestilence', 1)], ['Mine']), 0)).toContain('deploy Mine c4');
    expect(legalTexts(deployment([on('c3', 'Pestilence', 1), on('c4', 'Rogue', 0)], ['Loyal Steed']), 0)).toContain('attach Loyal Steed → c4');
  });
});

describe('Desert', () => {
  it('holds the Units next to it in place', () => {
    expect(denied(action([on('c4', 'Wolves', 0), on('d4', 'Desert', 1)]), 0, 'move c4 c5')).toMatch(/held in place/);
  });
  it('limits: not a Unit further away; not under a Flood', () => {
    expect(cellView(play(action([on('c4', 'Wolves', 0), on('e4', 'Desert', 1)]), 0, 'move c4 c5').state, 'c5')?.counter).toBe('Wolves');
    expect(cellView(play(action([on('c4', 'Wolves', 0), on('d4', 'Desert', 1), on('j10', 'Flood', 1)]), 0, 'move c4 c5').state, 'c5')?.counter).toBe('Wolves');
  });
});

describe('Bazaar', () => {
  it('discards a counter from hand, then draws 1', () => {
    const t = play(action([on('c4', 'Bazaar', 0)], ['Flood'], { drawPile: ['Imp'] }), 0, 'c4: loot Flood').state;
    expect([handNames(t, 0), mogo.view(t, 'spectator').discard]).toEqual([['Imp'], ['Flood']]);
  });
  it('limit: needs a counter in hand (MOGO-R54)', () => {
    expect(legalTexts(action([on('c4', 'Bazaar', 0)]), 0).some((x) => x.startsWith('c4:'))).toBe(false);
  });
});

describe('Hag', () => {
  it('on a Hero (an enemy\'s, typically): −3 Force and it cannot move itself', () => {
    let s = deployment([on('c4', 'White Knight', 1)], ['Hag']);
    s = play(s, 0, 'attach Hag → c4').state;
    expect([forceAt(s, 'c4'), cellView(s, 'c4')?.locked]).toEqual([2, true]);
    const t = scene('action', [on('c4', 'White Knight', 1, ['Hag'])], [], { toMove: 1 });
    expect(denied(t, 1, 'move c4 c5')).toMatch(/held in place/);
  });
  it('limits: Heroes only; a Fog next to the host switches it off', () => {
    expect(denied(deployment([on('c4', 'Wolves', 1)], ['Hag']), 0, 'attach Hag → c4')).toMatch(/cannot be attached/);
    expect(forceAt(action([on('c4', 'White Knight', 1, ['Hag']), on('c5', 'Fog', 0)]), 'c4')).toBe(5);
  });
});

describe('Blizzard', () => {
  it('holds every Unit in place, on both sides', () => {
    const s = action([on('a1', 'Wolves', 0), on('h8', 'Merfolk', 1), on('j1', 'Blizzard', 0)]);
    expect([cellView(s, 'a1')?.locked, cellView(s, 'h8')?.locked]).toEqual([true, true]);
    expect(denied(s, 0, 'move a1 a2')).toMatch(/held in place/);
  });
  it('limits: non-Unit movers still move; an older Weather Vein next to it switches it off', () => {
    expect(cellView(play(action([on('a1', 'Phantasmal Terrain', 0), on('j1', 'Blizzard', 1)]), 0, 'move a1 a2').state, 'a2')?.counter).toBe('Phantasmal Terrain');
    expect(cellView(action([on('j2', 'Weather Vein', 0), on('a1', 'Wolves', 0), on('j1', 'Blizzard', 1)]), 'a1')?.locked).toBe(false);
  });
});

describe('Weather Vein', () => {
  it('switches the Enchantments next to it off', () => {
    const s = action([on('c4', 'Wolves', 0), on('d4', 'Binding', 1), on('e4', 'Weather Vein', 0)]);
    expect(cellView(s, 'd4')?.suppressed).toBe(true);
    expect(cellView(play(s, 0, 'move c4 c5').state, 'c5')?.counter).toBe('Wolves');
  });
  it('limits: not an Enchantment further away, not other types', () => {
    const s = action([on('c4', 'Wolves', 0), on('d4', 'Binding', 1), on('f4', 'Weather Vein', 0), on('e4', 'Desert', 1)]);
    expect([cellView(s, 'd4')?.suppressed, cellView(s, 'e4')?.suppressed]).toEqual([false, false]);
  });
});

describe('Rain Dancer', () => {
  it('destroys an Enchantment next to it, not a Relic', () => {
    const s = action([on('c4', 'Rain Dancer', 0), on('c5', 'Binding', 1), on('d4', 'Mox', 1)]);
    expect(at(play(s, 0, 'c4: destroy c5').state, 'c5')).toBeNull();
    expect(denied(s, 0, 'c4: destroy d4')).toMatch(/./);
  });
  it('limit: next to a Fog it has no ability, so it cannot destroy that Fog', () => {
    expect(denied(action([on('c4', 'Rain Dancer', 0), on('c5', 'Fog', 1)]), 0, 'c4: destroy c5')).toMatch(/./);
  });
});

describe('Exorcist', () => {
  it('destroys a Spirit next to it, and deploys next to a stronger Spirit (immune to Spirits)', () => {
    const s = action([on('c4', 'Exorcist', 0), on('c5', 'Ghost', 1), on('d4', 'Wolves', 1)]);
    expect(at(play(s, 0, 'c4: destroy c5').state, 'c5')).toBeNull();
    expect(denied(s, 0, 'c4: destroy d4')).toMatch(/./);
    expect(legalTexts(deployment([on('c5', 'Spectre', 1)], ['Exorcist']), 0)).toContain('deploy Exorcist c4');
  });
  it('limit: not next to a stronger non-Spirit', () => {
    expect(denied(deployment([on('c5', 'Wolves', 1)], ['Exorcist']), 0, 'deploy Exorcist c4')).toMatch(/stronger|weaker/);
  });
});

describe('Scout', () => {
  it('moves 4; its Action shows an opponent\'s hand to its controller only', () => {
    const s = pos({ board: [on('c4', 'Scout', 0)], hands: [[], ['Wrath']], toMove: 0, phase: 'action' });
    expect(cellView(play(s, 0, 'move c4 c5 c6 c7 c8').state, 'c8')?.counter).toBe('Scout');
    const r = play(s, 0, 'c4: scout → P2');
    expect(r.events.filter((e) => e.kind !== 'private').map((e) => e.text).join(' ')).not.toMatch(/Wrath/);
    expect(mogo.view(r.state, 0).seats[0].notes?.join(' ')).toMatch(/Wrath/);
    expect(mogo.view(r.state, 1).seats[1].notes?.join(' ') ?? '').not.toMatch(/Wrath/);
  });
  it('limit: a Fog next to it leaves it with no Action', () => {
    expect(denied(pos({ board: [on('c4', 'Scout', 0), on('c5', 'Fog', 1)], hands: [[], ['Wrath']], toMove: 0, phase: 'action' }), 0, 'c4: scout → P2')).toMatch(/./);
  });
});

describe('Ghost', () => {
  it('is a plain Spirit of Force 7: an Exorcist or a Crusade against Spirits ends it', () => {
    const s = action([on('c4', 'Ghost', 1)], ['Crusade']);
    expect([forceAt(s, 'c4'), cellView(s, 'c4')?.move]).toEqual([7, 0]);
    expect(at(play(s, 0, 'cast Crusade Spirit').state, 'c4')).toBeNull();
  });
});

describe('Spectre', () => {
  it('is a plain Spirit of Force 6', () => {
    const s = action([on('c4', 'Spectre', 1), on('e4', 'Wolves', 1)], ['Crusade']);
    expect(forceAt(s, 'c4')).toBe(6);
    const t = play(s, 0, 'cast Crusade Spirit').state;
    expect([at(t, 'c4'), cellView(t, 'e4')?.counter]).toEqual([null, 'Wolves']);
  });
});

describe('Lich', () => {
  it('is a Mage (Disintegrate may be cast) and Undead (a Necromancer claims it)', () => {
    const s = action([on('a1', 'Lich', 0), on('c4', 'Wolves', 1)], ['Disintegrate']);
    expect(at(play(s, 0, 'cast Disintegrate → c4').state, 'c4')).toBeNull();
    expect(controllerAt(action([on('a1', 'Lich', 0), on('h8', 'Necromancer', 1)]), 'a1')).toBe(1);
  });
  it('limit: an opponent\'s Lich does not enable Disintegrate', () => {
    expect(denied(action([on('a1', 'Lich', 1), on('c4', 'Wolves', 1)], ['Disintegrate']), 0, 'cast Disintegrate → c4')).toMatch(/./);
  });
});

describe('Undead Champion', () => {
  it('is a Hero (it may carry Hero Modifiers) and Undead', () => {
    const s = deployment([on('c4', 'Undead Champion', 0)], ['Flying Carpet']);
    expect(cellView(play(s, 0, 'attach Flying Carpet → c4').state, 'c4')?.move).toBe(4);
    expect(controllerAt(action([on('c4', 'Undead Champion', 0), on('h8', 'Necromancer', 1)]), 'c4')).toBe(1);
  });
});

describe('Blight', () => {
  it('forbids Locales next to it, for everyone', () => {
    expect(denied(deployment([on('c3', 'Blight', 0)], ['Mine']), 0, 'deploy Mine c4')).toMatch(/Blight/);
  });
  it('limits: Units may come; not when a Weather Vein next to it switches it off', () => {
    expect(legalTexts(deployment([on('c3', 'Blight', 1)], ['Wolves']), 0)).toContain('deploy Wolves c4');
    expect(legalTexts(deployment([on('b2', 'Weather Vein', 0), on('c3', 'Blight', 1)], ['Mine']), 0)).toContain('deploy Mine c4');
  });
});

describe('Necromancer', () => {
  it('controls every Undead Unit', () => {
    const s = action([on('a1', 'Zombies', 0), on('a3', 'Wraith', 0), on('h8', 'Necromancer', 1)]);
    expect([controllerAt(s, 'a1'), controllerAt(s, 'a3')]).toEqual([1, 1]);
  });
  it('limits: not an Invisible Undead; nothing when Fogged', () => {
    expect(controllerAt(action([on('a1', 'Zombies', 0, ['Invisibility']), on('h8', 'Necromancer', 1)]), 'a1')).toBe(0);
    expect(controllerAt(action([on('a1', 'Zombies', 0), on('h8', 'Necromancer', 1), on('g7', 'Fog', 0)]), 'a1')).toBe(0);
  });
});

describe('Long Journey', () => {
  it('moves one of your Units to any empty cell, a held one too (MOGO-R14, R17)', () => {
    const t = play(action([on('c4', 'Wolves', 0), on('d4', 'Frost Giant', 1)], ['Long Journey']), 0, 'cast Long Journey c4 → h8').state;
    expect([at(t, 'c4'), cellView(t, 'h8')?.counter]).toEqual([null, 'Wolves']);
  });
  it('limits: not an enemy Unit; not a Unit immune to Sorceries', () => {
    expect(denied(action([on('c4', 'Wolves', 1)], ['Long Journey']), 0, 'cast Long Journey c4 → h8')).toMatch(/./);
    expect(denied(action([on('c4', 'Wolves', 0), on('c5', 'Circle of Protection', 1)], ['Long Journey']), 0, 'cast Long Journey c4 → h8')).toMatch(/./);
  });
});

describe('Gate', () => {
  it('moves one of your Units next to it to any empty cell', () => {
    const t = play(action([on('c4', 'Gate', 0), on('c5', 'Wolves', 0)]), 0, 'c4: teleport c5 → h8').state;
    expect([at(t, 'c5'), cellView(t, 'h8')?.counter]).toEqual([null, 'Wolves']);
  });
  it('a Unit held by a Desert may still be teleported by it (MOGO-R14)', () => {
    expect(cellView(play(action([on('c4', 'Gate', 0), on('c5', 'Wolves', 0), on('b6', 'Desert', 1)]), 0, 'c4: teleport c5 → h8').state, 'h8')?.counter).toBe('Wolves');
  });
  it('limits: not an enemy Unit, not one further away, not a Minotaur (immune to Actions), not under a Flood', () => {
    expect(denied(action([on('c4', 'Gate', 0), on('c5', 'Wolves', 1)]), 0, 'c4: teleport c5 → h8')).toMatch(/./);
    expect(denied(action([on('c4', 'Gate', 0), on('c6', 'Wolves', 0)]), 0, 'c4: teleport c6 → h8')).toMatch(/./);
    expect(denied(action([on('c4', 'Gate', 0), on('c5', 'Minotaur', 0)]), 0, 'c4: teleport c5 → h8')).toMatch(/./);
    expect(denied(action([on('c4', 'Gate', 0), on('c5', 'Wolves', 0), on('j10', 'Flood', 1)]), 0, 'c4: teleport c5 → h8')).toMatch(/./);
  });
});

describe('rulings MOGO-R22 and MOGO-R23', () => {
  it('MOGO-R22: Sea Serpent claimed by Sea King and Dragon Orb goes to the newer', () => {
    const kingNewer = action([on('a1', 'Dragon Orb', 0), on('j10', 'Sea King', 1), on('e5', 'Sea Serpent', 0)]);
    const orbNewer = action([on('j10', 'Sea King', 1), on('a1', 'Dragon Orb', 0), on('e5', 'Sea Serpent', 1)]);
    expect([controllerAt(kingNewer, 'e5'), controllerAt(orbNewer, 'e5')]).toEqual([1, 0]);
  });
  it('MOGO-R22: two Goblin Kings (one a Doppelganger copy) — the newer claims every Goblin, the older King included', () => {
    const copy = (owner: number): Spot => ({ cell: 'j10', counter: 'Doppelganger', owner, copy: 'Goblin King' });
    const copyNewer = action([on('a1', 'Goblin King', 0), copy(1), on('e5', 'Goblin Balloon', 0)]);
    const kingNewer = action([copy(1), on('a1', 'Goblin King', 0), on('e5', 'Goblin Balloon', 1)]);
    expect(['a1', 'j10', 'e5'].map((c) => controllerAt(copyNewer, c))).toEqual([1, 1, 1]);
    expect(['a1', 'j10', 'e5'].map((c) => controllerAt(kingNewer, c))).toEqual([0, 0, 0]);
  });
  it('MOGO-R23: Fog next to Weather Vein — the older one wins', () => {
    // Fog older: it switches the Vein off; the Wolves next to the Fog lose their Move.
    const fogFirst = action([on('c4', 'Fog', 1), on('c5', 'Weather Vein', 0), on('b3', 'Wolves', 0)]);
    expect([cellView(fogFirst, 'c5')?.suppressed, cellView(fogFirst, 'c4')?.suppressed, cellView(fogFirst, 'b3')?.move]).toEqual([true, false, 0]);
    // Vein older: the Fog is switched off and suppresses nothing.
    const veinFirst = action([on('c5', 'Weather Vein', 0), on('c4', 'Fog', 1), on('b3', 'Wolves', 0)]);
    expect([cellView(veinFirst, 'c5')?.suppressed, cellView(veinFirst, 'c4')?.suppressed, cellView(veinFirst, 'b3')?.move]).toEqual([false, true, 3]);
  });
  it('MOGO-R23: a suppressed source does nothing even to a third counter (Vein → Fog → Mana Thief → Flag)', () => {
    const s = action([on('a1', 'Weather Vein', 0), on('b2', 'Fog', 1), on('c3', 'Mana Thief', 1), on('d4', 'Flag', 0)]);
    expect([cellView(s, 'b2')?.suppressed, cellView(s, 'c3')?.suppressed, cellView(s, 'd4')?.suppressed]).toEqual([true, false, true]);
  });
});

describe('coverage', () => {
  it('names every counter #40–#78 of §1.6 in a describe block', ({ task }) => {
    expectCovered(task.file as never, 40, 78);
  });
});
