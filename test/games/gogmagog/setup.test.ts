// Setup, the opening mulligans (GM-R19), custom positions, and the start of a
// turn: mana refresh, the compulsory draw and fatigue (GM-R11, GM-R18, GM-R20).
import { describe, expect, it } from 'vitest';
import { gogmagog } from '../../../src/games/gogmagog/index.js';
import { DECK, CARD_TYPES } from '../../../src/games/gogmagog/cards.js';
import { settle } from '../../../src/games/gogmagog/zones.js';
import { cloneState } from '../../../src/games/gogmagog/state.js';
import { act, conserved, handNames, laneNames, move, pos, refused, restOf, setupWith } from './helpers.js';

describe('setup', () => {
  it('deals each player 5 cards from a shuffled 40, 20 energy, and opens with the first player\'s mulligan decision', () => {
    const firsts = new Set<number>();
    for (let i = 0; i < 20; i++) {
      const r = gogmagog.setup({ players: 2, seed: `s${i}`, options: {} });
      if (!r.ok) throw new Error(r.error);
      const s = r.state;
      expect(conserved(s)).toBe(true);
      expect(s.hands.map((h) => h.length)).toEqual([5, 5]);
      expect(s.decks.map((d) => d.length)).toEqual([35, 35]);
      expect(s.energy).toEqual([20, 20]);
      expect(s.phase).toBe('mulligan');
      expect(gogmagog.toAct(s)).toEqual([s.first]);
      firsts.add(s.first);
    }
    // GM-E01: the first player is drawn, so both seats come up over twenty seeds.
    expect(firsts).toEqual(new Set([0, 1]));
  });

  it('is the same for the same seed and differs between seeds', () => {
    const a = gogmagog.setup({ players: 2, seed: 'same', options: {} });
    const b = gogmagog.setup({ players: 2, seed: 'same', options: {} });
    const c = gogmagog.setup({ players: 2, seed: 'other', options: {} });
    expect(a).toEqual(b);
    expect(JSON.stringify(a)).not.toEqual(JSON.stringify(c));
  });

  it('refuses other player counts without throwing', () => {
    for (const players of [1, 3, 4]) expect(gogmagog.setup({ players, seed: 'x', options: {} }).ok).toBe(false);
  });
});

describe('mulligans (GM-R19)', () => {
  const start = () => {
    const r = gogmagog.setup({ players: 2, seed: 'mull', options: {} });
    if (!r.ok) throw new Error(r.error);
    return r.state;
  };

  it('asks the first player, then the other; then the first turn begins with a draw (GM-R18)', () => {
    const s0 = start();
    const first = s0.first;
    expect(refused(s0, 'keep', 1 - first)).toMatch(/decides on their hand first/);
    const a = move(s0, 'mulligan');
    expect(a.state.hands[first]).toHaveLength(5);
    expect(a.state.mulligans[first]).toBe(1);
    expect(a.state.toMove).toBe(1 - first);
    expect(a.state.phase).toBe('mulligan');
    const b = move(a.state, 'keep');
    expect(b.state.phase).toBe('turn');
    expect(b.state.toMove).toBe(first);
    expect(b.state.hands[first]).toHaveLength(6);
    expect(b.state.decks[first]).toHaveLength(34);
    expect(b.state.hands[1 - first]).toHaveLength(5);
  });

  it('a mulligan shuffles the hand back and deals a new one, once per player', () => {
    const s0 = start();
    const a = move(s0, 'mulligan');
    expect(conserved(a.state)).toBe(true);
    expect(a.state.hands[s0.first]).not.toEqual(s0.hands[s0.first]);
    expect(a.state.rng).not.toEqual(s0.rng);
    expect(a.events.map((e) => e.text).join(' ')).toMatch(/takes a mulligan/);
    // The decision is made; nothing else is open during mulligans.
    expect(refused(a.state, 'end turn')).toMatch(/keep.*mulligan/);
  });

  it('keeps the hand by default when the decision times out, and has no default in a turn', () => {
    const s0 = start();
    expect(gogmagog.timeoutAction!(s0, s0.first)).toEqual({ type: 'keep' });
    expect(gogmagog.timeoutAction!(s0, 1 - s0.first)).toBeNull();
    const t = move(move(s0, 'keep').state, 'keep').state;
    expect(gogmagog.timeoutAction!(t, t.toMove)).toBeNull();
  });
});

describe('custom positions', () => {
  it('places everything as given, the active player\'s draw already made, and shuffles the rest below the given top', () => {
    const s = pos({
      energy: [20, 17],
      hands: [['Firebolt', 'Mana Crystal'], ['Unveil']],
      decks: [['Granite Brute', 'War Cry'], []],
      used: [['Ember Scout'], []],
      resources: [3, 2],
      lanes: [[{ lane: 1, slot: 'defence', card: 'Granite Brute', concealed: true }], [{ lane: 5, slot: 'offence', card: 'Flame Raider', abilityUsed: true }]],
      mulligans: [1, 0],
      fatigue: [0, 2],
      toMove: 1,
    });
    expect(s.phase).toBe('turn');
    expect(s.toMove).toBe(1);
    expect(s.energy).toEqual([20, 17]);
    expect(handNames(s, 0)).toEqual(['Firebolt', 'Mana Crystal']);
    expect(s.decks[0]).toHaveLength(40 - 2 - 1 - 3 - 1);
    const top = s.decks[0].slice(-2).reverse().map((id) => CARD_TYPES[DECK[id]].name);
    expect(top).toEqual(['Granite Brute', 'War Cry']);
    expect(laneNames(s, 0)[0]).toBe('Granite Brute');
    expect(s.lanes[0][0]).toMatchObject({ offence: false, concealed: true });
    expect(s.lanes[1][4]).toMatchObject({ offence: true, concealed: false, abilityUsed: true });
    expect(s.resources.map((r) => r.length)).toEqual([3, 2]);
    expect(s.mulligans).toEqual([1, 0]);
    expect(s.fatigue).toEqual([0, 2]);
    expect(gogmagog.legalActions(s, 1).length).toBeGreaterThan(0);
  });

  it.each([
    ['not JSON', '{energy', /not valid JSON/],
    ['an empty string (GM-R35)', '', /not valid JSON/],
    ['blanks', ' ', /not valid JSON/],
    ['an unknown member', JSON.stringify({ lives: [3, 3] }), /malformed/],
    ['an unknown card', JSON.stringify({ hands: [['Dragon'], []] }), /no card called "Dragon"/],
    ['too many copies', JSON.stringify({ hands: [['Unveil', 'Unveil'], []] }), /more copies of Unveil than the deck holds \(1\)/],
    ['too many copies across zones', JSON.stringify({ hands: [['Firebolt', 'Firebolt'], []], used: [['Firebolt', 'Firebolt'], []] }), /more copies of Firebolt/],
    ['too many Mana Crystals', JSON.stringify({ resources: [17, 0] }), /more copies of Mana Crystal/],
    ['two creatures in one lane', JSON.stringify({ lanes: [[{ lane: 2, card: 'Ember Scout' }, { lane: 2, slot: 'offence', card: 'Gale Runner' }], []] }), /two creatures in lane 2/],
    ['more than 5 creatures', JSON.stringify({ lanes: [[1, 2, 3, 4, 5, 1].map((lane) => ({ lane, card: 'Mana Crystal' })), []] }), /more than 5 creatures/],
    ['a concealed creature in offence', JSON.stringify({ lanes: [[], [{ lane: 3, slot: 'offence', card: 'Granite Brute', concealed: true }]] }), /concealed creature cannot stand in an offensive slot/],
    ['a spell in a lane', JSON.stringify({ lanes: [[{ lane: 3, card: 'Firebolt' }], []] }), /Firebolt is not a creature/],
    ['a lane off the board', JSON.stringify({ lanes: [[{ lane: 6, card: 'Ember Scout' }], []] }), /malformed/],
    ['energy 0', JSON.stringify({ energy: [0, 20] }), /malformed/],
    ['a prototype key', '{"__proto__": {"energy": [1, 1]}}', /malformed/],
  ])('refuses %s with a reason, without throwing', (_what, text, why) => {
    const r = setupWith(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(why);
  });
});

describe('GM-R35: an empty position is refused, never read as no position', () => {
  it('"" is refused like " "; only a missing or null position starts a normal game', () => {
    for (const position of ['', ' ', '\n']) {
      const r = gogmagog.setup({ players: 2, seed: 'empty', options: { position } });
      expect(r.ok ? 'started' : r.error).toMatch(/not valid JSON/);
    }
    for (const options of [{}, { position: null }]) {
      const r = gogmagog.setup({ players: 2, seed: 'empty', options });
      expect(r.ok && r.state.phase).toBe('mulligan');
    }
  });
});

describe('the start of a turn', () => {
  it('mana equals the resource cards, spent mana returns next turn', () => {
    const s = pos({ resources: [3, 4], hands: [['Granite Brute', 'Granite Brute'], ['Stone Sentinel']], decks: [[], ['War Cry']] });
    const a = move(s, 'deploy Granite Brute lane 1').state;
    expect(a.turn.manaSpent).toBe(3);
    expect(refused(a, 'deploy Granite Brute lane 2')).toMatch(/costs 3 mana; you have 0 left/);
    const b = move(a, 'end turn').state;
    expect(b.toMove).toBe(1);
    expect(handNames(b, 1)).toEqual(['Stone Sentinel', 'War Cry']);
    expect(b.turn.manaSpent).toBe(0);
    const c = move(b, 'end turn').state;
    expect(move(c, 'deploy Granite Brute lane 2').state.lanes[0][1]).not.toBeNull();
  });

  it('takes fatigue 1, 2, 3 … from an empty deck (GM-R11) and ends the game at 0 energy', () => {
    const s = pos({ hands: [[], []], used: [[], restOf([])] });
    expect(s.decks[1]).toHaveLength(0);
    const energies: number[] = [];
    let st = s;
    for (let i = 0; i < 3; i++) {
      st = move(st, 'end turn').state; // Player 2's turn: fatigue
      energies.push(st.energy[1]);
      st = move(st, 'end turn').state;
    }
    expect(energies).toEqual([19, 17, 14]);
    expect(st.fatigue).toEqual([0, 3]);
    const dying = pos({ energy: [20, 2], used: [[], restOf([])], fatigue: [0, 1] });
    const end = move(dying, 'end turn');
    expect(end.state.energy[1]).toBe(0);
    expect(gogmagog.result(end.state)).toEqual({ winners: [0], reason: 'Player 2 ran out of energy' });
    expect(gogmagog.toAct(end.state)).toEqual([]);
  });

  it('both players at 0 in one step: the active player wins (§2.1 item 20)', () => {
    const s = cloneState(pos({ toMove: 1 }));
    s.energy = [0, 0];
    const ctx = { s, events: [], rng: null };
    expect(settle(ctx)).toBe(true);
    expect(s.result?.winners).toEqual([1]);
  });

  it('the second player at 0 alone loses even on the first player\'s turn', () => {
    const s = cloneState(pos({ toMove: 0 }));
    s.energy = [5, 0];
    settle({ s, events: [], rng: null });
    expect(s.result?.winners).toEqual([0]);
  });
});

describe('resignation', () => {
  it('ends the game for either seat at any time; the other wins', () => {
    const s = pos({});
    for (const seat of [0, 1]) {
      const r = gogmagog.resign(s, seat);
      if (!r.ok) throw new Error(r.error);
      expect(r.state.result).toEqual({ winners: [1 - seat], reason: `Player ${seat + 1} resigned` });
      expect(gogmagog.resign(r.state, 1 - seat).ok).toBe(false);
    }
  });

  it('applyAction refuses everything once the game is over, and act() on a stray seat', () => {
    const s = pos({});
    const over = gogmagog.resign(s, 0);
    if (!over.ok) throw new Error(over.error);
    expect(gogmagog.applyAction(over.state, 1, { type: 'end' }).ok).toBe(false);
    expect(gogmagog.applyAction(s, 2 as number, { type: 'end' }).ok).toBe(false);
    expect(() => act(s, { type: 'end' }, 1)).toThrow(/not your turn/);
  });
});

