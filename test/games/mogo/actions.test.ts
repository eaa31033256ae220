// Actions and Sorceries family by family: movement (MOGO-R09, R14, R16, R45, R50, R72),
// destroy (R27, R28, R47, R65), control (R22, R25, R60), displacement (R29, R30),
// economy (R26, R36, R38) — from positions, in the game's notation.
import { describe, expect, it } from 'vitest';
import { mogo } from '../../../src/games/mogo/index.js';
import { COUNTERS } from '../../../src/games/mogo/counters.js';
import { at, cellView, legalTexts, play, pos, refused } from './helpers.js';

const u = (cell: string, counter: string, owner: number, extra: { modifiers?: string[]; copy?: string } = {}) => ({ cell, counter, owner, ...extra });
const names = (ids: number[]): string[] => ids.map((c) => COUNTERS[c].name);

describe('movement', () => {
  const act = (board: ReturnType<typeof u>[], tokens = 0) => pos({ board, toMove: 0, phase: 'action', actionTokens: [tokens, 0] });

  it('moves step by step, orthogonally, up to its Move', () => {
    const s = act([u('c4', 'Wolves', 0)]);
    expect(play(s, 0, 'move c4 c5 d5 d6').state.board.filter(Boolean).length).toBe(1);
    expect(refused(s, 0, 'move c4 d5')).toMatch(/not a step/);
    expect(refused(s, 0, 'move c4 c5 c6 c7 c8')).toMatch(/at most 3/);
  });

  it('a Flyer steps diagonally; a counter with no Move cannot move (MOGO-R09)', () => {
    expect(at(play(act([u('c4', 'Imp', 0)]), 0, 'move c4 d5 e6').state, 'e6')).not.toBeNull();
    expect(refused(act([u('c4', 'Kobold', 0)]), 0, 'move c4 c5')).toMatch(/cannot move/);
  });

  it('Plains grants Move 2 to the Units next to it', () => {
    expect(at(play(act([u('c4', 'Kobold', 0), u('c3', 'Plains', 1)]), 0, 'move c4 c5 c6').state, 'c6')).not.toBeNull();
  });

  it('locks stop a counter\'s own move but not being pushed (MOGO-R14, R16)', () => {
    expect(refused(act([u('c4', 'Wolves', 0), u('d4', 'Black Knight', 1)]), 0, 'move c4 c5')).toMatch(/held in place/);
    const s = act([u('c4', 'White Knight', 0), u('c6', 'Wolves', 1), u('b7', 'Frost Giant', 0)]);
    const t = play(s, 0, 'move c4 c5 c6').state;
    expect(cellView(t, 'c6')?.counter).toBe('White Knight');
    expect(cellView(t, 'c7')?.counter).toBe('Wolves');
  });

  it('a push needs an empty cell beyond, and not a Minotaur (immune to Actions)', () => {
    expect(refused(act([u('c4', 'White Knight', 0), u('c5', 'Wolves', 1), u('c6', 'Kobold', 1)]), 0, 'move c4 c5')).toMatch(/not empty/);
    expect(refused(act([u('c4', 'White Knight', 0), u('c5', 'Minotaur', 1)]), 0, 'move c4 c5')).toMatch(/not empty/);
  });

  it('one Action a turn, then Action Tokens (MOGO-R19, R45)', () => {
    let s = act([u('c4', 'Wolves', 0), u('h4', 'Merfolk', 0)], 1);
    s = play(s, 0, 'move c4 c5').state;
    s = play(s, 0, 'move h4 h5').state;
    expect(s.tokens[0]).toBe(0);
    expect(refused(s, 0, 'move c5 c6')).toMatch(/no Action left/);
  });

  it('a Flanker\'s free Move comes first (Energizer Bunny), then the turn\'s Action', () => {
    let s = act([u('c4', 'Energizer Bunny', 0)]);
    s = play(s, 0, 'move c4 c5').state;
    expect(s.turn.acted).toBe(false);
    s = play(s, 0, 'move c5 c6').state;
    expect(s.turn.acted).toBe(true);
  });

  it('Mana Battery: a free Action for each of your Units next to it (MOGO-R51)', () => {
    let s = act([u('c4', 'Wolves', 0), u('d5', 'Mana Battery', 0)]);
    s = play(s, 0, 'move c4 c3').state;
    expect(s.turn.acted).toBe(false);
  });

  it('Sprites teleport as an Action of their own, not a Move (MOGO-R72)', () => {
    const t = play(act([u('c4', 'Sprites', 0)]), 0, 'c4: teleport j10').state;
    expect(cellView(t, 'j10')?.counter).toBe('Sprites');
    expect(legalTexts(act([u('c4', 'Sprites', 0)]), 0).some((x) => x.startsWith('move c4'))).toBe(false);
  });
});

describe('destroy', () => {
  const act = (board: ReturnType<typeof u>[], hand: string[] = [], phase: 'action' | 'deployment' = 'action') => pos({ board, hands: [hand, []], toMove: 0, phase });

  it('Dragon Slayer destroys an adjacent Dragon, nothing else', () => {
    const s = act([u('c4', 'Dragon Slayer', 0), u('c5', 'Red Dragon', 1), u('d4', 'Wolves', 1)]);
    expect(at(play(s, 0, 'c4: destroy c5').state, 'c5')).toBeNull();
    expect(refused(s, 0, 'c4: destroy d4')).toMatch(/./);
  });

  it('Lightning Bolt destroys Force 3 or less; a stronger Unit shrugs it off (MOGO-R27, R65)', () => {
    const s = act([u('c4', 'Wolves', 1), u('h8', 'Titan', 1)], ['Lightning Bolt']);
    expect(at(play(s, 0, 'cast Lightning Bolt → c4').state, 'c4')).toBeNull();
    const t = play(s, 0, 'cast Lightning Bolt -> h8').state;
    expect(at(t, 'h8')).not.toBeNull();
    expect(names(t.discard)).toEqual(['Lightning Bolt']);
  });

  it('Fireball: up to 3 Units of Force ≤ 3 inside one 3×3 block (MOGO-R28)', () => {
    const s = act([u('c4', 'Wolves', 1), u('e6', 'Kobold', 1), u('f7', 'Imp', 1)], ['Fireball']);
    expect(play(s, 0, 'cast Fireball → c4 e6').state.board.filter(Boolean).length).toBe(1);
    expect(refused(s, 0, 'cast Fireball → c4 f7')).toMatch(/3×3/);
  });

  it('Guardian: a single-target destroy on a protected Relic is refused, a mass one skips it (MOGO-R47)', () => {
    const s = act([u('c4', 'Mox', 1), u('c5', 'Guardian', 1), u('h8', 'Lotus', 1)], ['Shatter', 'Shatter Storm']);
    expect(refused(s, 0, 'cast Shatter → c4')).toMatch(/./);
    const t = play(s, 0, 'cast Shatter Storm').state;
    expect([at(t, 'c4') !== null, at(t, 'h8')]).toEqual([true, null]);
  });

  it('Circle of Protection: Units next to it cannot be targeted by Sorceries', () => {
    const s = act([u('c4', 'Wolves', 1), u('c5', 'Circle of Protection', 1)], ['Lightning Bolt', 'Wrath']);
    expect(refused(s, 0, 'cast Lightning Bolt → c4')).toMatch(/./);
    expect(at(play(s, 0, 'cast Wrath').state, 'c4')).not.toBeNull();
  });

  it('Zombies destroyed from the board go back to their controller\'s hand (MOGO-R26); Well of Souls counts Units reaching the discard pile', () => {
    const s = act([u('c4', 'Zombies', 1), u('d4', 'Wolves', 1), u('h8', 'Well of Souls', 0)], ['Wrath']);
    const t = play(s, 0, 'cast Wrath').state;
    expect(names(t.hands[1])).toContain('Zombies');
    expect(names(t.discard)).toEqual(expect.arrayContaining(['Wolves', 'Wrath']));
    expect(t.tokens[0]).toBe(1);
  });

  it('Disintegrate needs a Mage, Air or Fire Unit of yours', () => {
    expect(refused(act([u('c4', 'Wolves', 1)], ['Disintegrate']), 0, 'cast Disintegrate → c4')).toMatch(/./);
    expect(at(play(act([u('c4', 'Wolves', 1), u('h8', 'Lich', 0)], ['Disintegrate']), 0, 'cast Disintegrate → c4').state, 'c4')).toBeNull();
  });

  it('Goblin Grenade sacrifices your Goblin and destroys a Unit next to it', () => {
    const s = act([u('c4', 'Goblin Balloon', 0), u('c5', 'Colossus', 1)], ['Goblin Grenade']);
    const t = play(s, 0, 'cast Goblin Grenade c4 → c5').state;
    expect([at(t, 'c4'), at(t, 'c5')]).toEqual([null, null]);
  });

  it('Crusade names a race', () => {
    const t = play(act([u('c4', 'Red Dragon', 1), u('c6', 'Wolves', 1)], ['Crusade']), 0, 'cast Crusade Dragon').state;
    expect([at(t, 'c4'), at(t, 'c6') !== null]).toEqual([null, true]);
  });

  it('Plowshares: the destroyed Unit\'s controller draws 1 (MOGO-R18)', () => {
    const s = act([u('c4', 'Wolves', 1)], ['Plowshares']);
    const t = play(s, 0, 'cast Plowshares → c4').state;
    expect(t.hands[1].length).toBe(1);
  });
});

describe('control', () => {
  it('Goblin King controls every Goblin Unit; the newest King wins (MOGO-R22); Goblin Sneak stays free', () => {
    const s = pos({ board: [u('a1', 'Goblin Balloon', 0), u('j10', 'Goblin Sneak', 0), u('e5', 'Goblin King', 1)], toMove: 0, phase: 'action' });
    const v = mogo.view(s, 'spectator');
    expect(v.board.find((c) => c.cell === 'a1')?.controller).toBe(1);
    expect(v.board.find((c) => c.cell === 'j10')?.controller).toBe(0);
  });

  it('Charm changes the stone for good; never on your own counter (MOGO-R25, R60)', () => {
    const s = pos({ board: [u('c4', 'Wolves', 1), u('d4', 'Kobold', 0)], hands: [['Charm'], []], toMove: 0, phase: 'action' });
    expect(cellView(play(s, 0, 'cast Charm → c4').state, 'c4')?.controller).toBe(0);
    expect(refused(s, 0, 'cast Charm → d4')).toMatch(/./);
  });

  it('a Flooded Giants Playground controls nothing', () => {
    const base = [u('c4', 'Colossus', 1), u('h8', 'Giants Playground', 0)];
    expect(cellView(pos({ board: base }), 'c4')?.controller).toBe(0);
    expect(cellView(pos({ board: [...base, u('a10', 'Flood', 1)] }), 'c4')?.controller).toBe(1);
  });
});

describe('displacement', () => {
  it('Titan shoves an adjacent enemy Unit along its own line (MOGO-R30)', () => {
    const s = pos({ board: [u('c4', 'Titan', 0), u('d5', 'Wolves', 1)], toMove: 0, phase: 'action' });
    expect(cellView(play(s, 0, 'c4: shove d5').state, 'e6')?.counter).toBe('Wolves');
  });

  it('Mermaid pulls an enemy Unit anywhere, each step closer (MOGO-R30)', () => {
    const s = pos({ board: [u('a1', 'Mermaid', 0), u('h5', 'Wolves', 1)], toMove: 0, phase: 'action' });
    expect(cellView(play(s, 0, 'a1: pull h5 g5 f5').state, 'f5')?.counter).toBe('Wolves');
    // h5 → h4 is no closer (Chebyshev 7 both), and a non-Flyer never steps diagonally.
    expect(refused(s, 0, 'a1: pull h5 h4')).toMatch(/./);
    expect(refused(s, 0, 'a1: pull h5 g4')).toMatch(/./);
  });

  it('Chaos Orb swaps two counters next to it (MOGO-R29)', () => {
    const s = pos({ board: [u('c4', 'Chaos Orb', 0), u('c5', 'Wolves', 1), u('d3', 'Kobold', 0)], toMove: 0, phase: 'action' });
    const t = play(s, 0, 'c4: swap d3 c5').state;
    expect([cellView(t, 'c5')?.counter, cellView(t, 'd3')?.counter]).toEqual(['Kobold', 'Wolves']);
  });
});

describe('economy', () => {
  it('Vise sets an opponent\'s hand limit to 4; Ivory Tower adds 4 (MOGO-R38)', () => {
    const hand = ['Wolves', 'Imp', 'Kobold', 'Troll', 'Mox', 'Lotus'];
    const s = pos({ board: [u('c4', 'Vise', 1)], hands: [hand, []], toMove: 0, phase: 'end' });
    expect(mogo.view(s, 0).seats[0].handLimit).toBe(4);
    expect(refused(s, 0, 'end phase')).toMatch(/Discard down to 4/);
    const t = pos({ board: [u('c4', 'Vise', 1), u('h8', 'Ivory Tower', 0)], hands: [hand, []], toMove: 0, phase: 'end' });
    expect(mogo.view(t, 0).seats[0].handLimit).toBe(8);
    expect(refused(t, 0, 'discard Wolves')).toMatch(/within its limit/);
  });

  it('Tome: draw one more in the Fate Phase, then a discard comes first (MOGO-R37, R63)', () => {
    let s = pos({ board: [u('c4', 'Tome', 0)], hands: [[], ['Wolves']], drawPile: ['Imp', 'Kobold', 'Troll'], toMove: 1, phase: 'end' });
    s = play(s, 1, 'end phase').state;
    expect(names(s.hands[0]).sort()).toEqual(['Imp', 'Kobold']);
    expect(s.turn.sift).toBe(1);
    expect(refused(s, 0, 'end phase')).toMatch(/Tome/);
    s = play(s, 0, 'discard Imp').state;
    expect(play(s, 0, 'end phase').state.turn.phase).toBe('deployment');
  });

  it('Pyramid draws when its controller casts a Sorcery (MOGO-R52)', () => {
    const s = pos({ board: [u('c4', 'Pyramid', 0)], hands: [['Dark Ritual'], []], drawPile: ['Imp'], toMove: 0, phase: 'action' });
    const t = play(s, 0, 'cast Dark Ritual').state;
    expect([names(t.hands[0]), t.tokens[0]]).toEqual([['Imp'], 1]);
  });

  it('Time Walk gives an extra turn (MOGO-R39)', () => {
    let s = pos({ hands: [['Time Walk'], []], toMove: 0, phase: 'end' });
    s = play(s, 0, 'cast Time Walk').state;
    s = play(s, 0, 'end phase').state;
    expect([s.turn.seat, s.turn.number]).toEqual([0, 2]);
  });

  it('Wheel: everyone discards their hand and draws 5', () => {
    const s = pos({ hands: [['Wheel', 'Imp'], ['Wolves', 'Kobold', 'Zombies']], toMove: 0, phase: 'action' });
    const t = play(s, 0, 'cast Wheel').state;
    expect([t.hands[0].length, t.hands[1].length]).toEqual([5, 5]);
    expect(names(t.discard)).toEqual(expect.arrayContaining(['Imp', 'Wolves', 'Kobold', 'Zombies', 'Wheel']));
  });

  it('Channel: discard X for X tokens, X may be 0', () => {
    const s = pos({ hands: [['Channel', 'Imp', 'Wolves'], []], toMove: 0, phase: 'action' });
    expect(play(s, 0, 'cast Channel discarding Imp, Wolves').state.tokens[0]).toBe(2);
    expect(play(s, 0, 'cast Channel').state.tokens[0]).toBe(0);
  });

  it('Convert takes a Unit out of a Capture Pile (MOGO-R34)', () => {
    const s = pos({ hands: [['Convert'], []], captures: [[], ['Wolves', 'Mox']], toMove: 0, phase: 'action' });
    const t = play(s, 0, 'cast Convert Wolves').state;
    expect([names(t.hands[0]), names(t.captures[1])]).toEqual([['Wolves'], ['Mox']]);
    expect(refused(s, 0, 'cast Convert Mox')).toMatch(/./);
  });
});
