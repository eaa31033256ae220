// Setup, turn flow, laying, equipping, position changes (RULINGS §4.1 items 1–15).
import { describe, expect, it } from 'vitest';
import { ugo } from '../../../src/games/ugo/index.js';
import { attackValue, defenceValue } from '../../../src/games/ugo/combat.js';
import { baseAttack, label } from '../../../src/games/ugo/cards.js';
import { act, build, c, expectConserved, move, refused, texts } from './helpers.js';

describe('setup', () => {
  it('deals a shuffled 52-card deck per player, 5 cards each, and the first player draws', () => {
    for (const n of [2, 3, 4]) {
      const r = ugo.setup({ players: n, seed: 'x', options: { acesBySuit: false, ninesReflect: false } });
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      const s = r.state;
      expectConserved(s);
      expect(s.hands.map((h) => h.length)).toEqual([6, ...Array(n - 1).fill(5)]);
      expect(s.decks.map((d) => d.length)).toEqual([46, ...Array(n - 1).fill(47)]);
      // every card is from the player's own deck
      s.hands.forEach((h, p) => h.forEach((id) => expect(Math.floor(id / 52)).toBe(p)));
      expect(ugo.toAct(s)).toEqual([0]);
      expect(ugo.stateSchema.safeParse(s).success).toBe(true);
    }
  });
  it('is seeded: same seed, same state; another seed, another deal', () => {
    const a = ugo.setup({ players: 2, seed: 's1', options: { acesBySuit: false, ninesReflect: false } });
    const b = ugo.setup({ players: 2, seed: 's1', options: { acesBySuit: false, ninesReflect: false } });
    const d = ugo.setup({ players: 2, seed: 's2', options: { acesBySuit: false, ninesReflect: false } });
    expect(a).toEqual(b);
    expect(a.ok && d.ok && JSON.stringify(a.state.decks) !== JSON.stringify(d.state.decks)).toBe(true);
  });
  it('refuses 1 or 5 players; names seats; no agreed draws; options off by default', () => {
    expect(ugo.setup({ players: 1, seed: 'x', options: { acesBySuit: false, ninesReflect: false } }).ok).toBe(false);
    expect(ugo.setup({ players: 5, seed: 'x', options: { acesBySuit: false, ninesReflect: false } }).ok).toBe(false);
    expect(ugo.players).toEqual({ min: 2, max: 4 });
    expect([0, 1, 2, 3].map((i) => ugo.seatName(i, 4))).toEqual(['Player 1', 'Player 2', 'Player 3', 'Player 4']);
    expect(ugo.drawsAllowed).toBe(false);
    expect(ugo.optionsSchema.parse({})).toEqual({ acesBySuit: false, ninesReflect: false });
  });
});

describe('card values (item 16, UGO-R13)', () => {
  it('♠ doubles attack, ♥ doubles defence, ♣ plain; Equips add floor(v/2) after doubling', () => {
    const s = build({
      tables: [[
        { card: '5s', equips: ['6d', '3d'] },
        { card: '5h' },
        { card: '5c', equips: ['7d'] },
      ]],
    });
    const [sp, he, cl] = s.tables[0];
    expect([attackValue(sp), defenceValue(sp)]).toEqual([10 + 3 + 1, 5 + 3 + 1]);
    expect([attackValue(he), defenceValue(he)]).toEqual([5, 10]);
    expect([attackValue(cl), defenceValue(cl)]).toEqual([5 + 3, 5 + 3]);
    expect(baseAttack(c('2s', 0))).toBe(4);
  });
});

describe('turn flow', () => {
  it('a turn is several actions; toAct stays until "end turn", then the next player draws', () => {
    let s = build({ hands: [['5s', '4h'], []], decks: [[], ['9c']] });
    s = move(s, 0, 'play 5s attack').state;
    expect(ugo.toAct(s)).toEqual([0]);
    const r = move(s, 0, 'end turn');
    expect(ugo.toAct(r.state)).toEqual([1]);
    expect(r.state.hands[1]).toEqual([c('9c', 1)]);
    expect(texts(r.events)).toContain("Player 2's turn: draws a card");
    expect(refused(r.state, 0, { type: 'end' })).toMatch(/not your turn/);
  });

  it('UGO-R10: a player who cannot draw at the start of their turn is out; 2 players → the other wins', () => {
    const s = build({ decks: [[], []], deckCounts: [5, 0] });
    const r = act(s, 0, { type: 'end' });
    expect(r.state.result).toEqual({ winners: [0], reason: 'Player 1 is the last player standing' });
    expect(ugo.toAct(r.state)).toEqual([]);
    expect(ugo.legalActions(r.state, 0)).toEqual([]);
  });

  it('UGO-R10: being milled to 0 is not a loss by itself', () => {
    const s = build({ tables: [[{ card: '7s' }], []], deckCounts: [10, 3] });
    const r = move(s, 0, 'attack 7s -> p2 direct');
    expect(r.state.decks[1].length).toBe(0);
    expect(r.state.result).toBeNull();
    expect(texts(r.events)).toMatch(/only 3 left of 14/);
    const e = act(r.state, 0, { type: 'end' });
    expect(e.state.result?.winners).toEqual([0]);
  });

  it('3 players: an eliminated player is skipped; their cards go to their owners\' piles (UGO-E06)', () => {
    const s = build({
      players: 3,
      hands: [[], ['4h', 'qs', '5c(p1)'], []],
      tables: [[], [{ card: '5s', equips: ['2d'] }], []],
      deckCounts: [10, 0, 10],
    });
    const r = act(s, 0, { type: 'end' });
    const t = r.state;
    expect(t.alive).toEqual([true, false, true]);
    expect(t.turn.seat).toBe(2);
    expect(t.result).toBeNull();
    expect(t.tables[1]).toEqual([]);
    expect(t.hands[1]).toEqual([]);
    expect(t.discards[0]).toContain(c('5c', 0));
    expect(t.discards[1]).toEqual(expect.arrayContaining([c('4h', 1), c('5s', 1), c('2d', 1)]));
    expect(t.removed).toContain(c('qs', 1));
    // Player 3 now targets Player 1, skipping Player 2.
    expect(ugo.view(t, 'spectator').turn?.target).toBe(0);
    expect(texts(r.events)).toMatch(/Player 2 is out/);
  });

  it('first round (item 5, UGO-E02): only the last player of the round may attack; Specials are allowed (UGO-R03)', () => {
    const start = ugo.setup({ players: 3, seed: 'first', options: { acesBySuit: false, ninesReflect: false } });
    if (!start.ok) throw new Error();
    let s = start.state;
    // Give everyone an attacker on the table to test attack legality.
    s.tables = [[{ card: c('5s', 0), attack: true, faceDown: false, equips: [] }], [{ card: c('5s', 1), attack: true, faceDown: false, equips: [] }], [{ card: c('5s', 2), attack: true, faceDown: false, equips: [] }]];
    // (test-only: these cards are now in two places; we only ask about legality)
    const attacks = (st: typeof s, seat: number) => ugo.legalActions(st, seat).filter((a) => a.type === 'attack');
    expect(attacks(s, 0)).toEqual([]);
    expect(refused(s, 0, { type: 'attack', attacker: c('5s', 0), target: 0 })).toMatch(/first round/);
    const s1 = ugo.applyAction(s, 0, { type: 'end' });
    if (!s1.ok) throw new Error();
    expect(attacks(s1.state, 1)).toEqual([]);
    const s2 = ugo.applyAction(s1.state, 1, { type: 'end' });
    if (!s2.ok) throw new Error();
    expect(attacks(s2.state, 2).length).toBeGreaterThan(0);
    const s3 = ugo.applyAction(s2.state, 2, { type: 'end' });
    if (!s3.ok) throw new Error();
    expect(attacks(s3.state, 0).length).toBeGreaterThan(0);
    // 2 players: the second player may attack on their first turn.
    const two = build({ tables: [[{ card: '5s' }], [{ card: '5c' }]], started: [1, 1], turn: 1 });
    expect(attacks(two, 1).length).toBe(1);
    const twoFirst = build({ tables: [[{ card: '5s' }], [{ card: '5c' }]], started: [1, 0], turn: 0 });
    expect(attacks(twoFirst, 0)).toEqual([]);
    // An Ace in the first round is fine (UGO-R03).
    const ace = build({ hands: [['as'], []], tables: [[], [{ card: '5c' }]], started: [1, 0] });
    expect(move(ace, 0, 'ace -> p2 5c').state.tables[1]).toEqual([]);
  });
});

describe('laying A/D cards (item 10)', () => {
  it('one per turn, attack face-up, defence face-up or face-down', () => {
    let s = build({ hands: [['5s', '4h', '3c'], []] });
    const r = move(s, 0, 'play 4h defence face-down');
    expect(r.state.tables[0][0]).toEqual({ card: c('4h', 0), attack: false, faceDown: true, equips: [] });
    expect(texts(r.events)).toBe('Player 1 lays a card face-down in defence.');
    expect(refused(r.state, 0, { type: 'play', card: c('5s', 0), position: 'attack' })).toMatch(/already laid/);
    s = build({ hands: [['5s'], []] });
    expect(refused(s, 0, { type: 'play', card: c('5s', 0), position: 'attack', faceDown: true })).toMatch(/always face-up/);
    expect(move(s, 0, 'play 5s attack').state.tables[0][0]).toMatchObject({ attack: true, faceDown: false });
  });

  it('at most five on the table', () => {
    const s = build({ hands: [['2c'], []], tables: [['5s', '4s', '3s', '2s', '5h'].map((x) => ({ card: x }))] });
    expect(refused(s, 0, { type: 'play', card: c('2c', 0), position: 'attack' })).toMatch(/5 Attack\/Defense/);
  });

  it('6s and 7s need a sacrifice (with its Equips), also at five cards (UGO-R15)', () => {
    const none = build({ hands: [['7c'], []] });
    expect(refused(none, 0, { type: 'play', card: c('7c', 0), position: 'attack' })).toMatch(/you have none/);
    const s = build({ hands: [['7c', '2c'], []], tables: [[{ card: '5s', equips: ['3d'] }, { card: '4s' }, { card: '3s' }, { card: '2s' }, { card: '5h' }]] });
    expect(refused(s, 0, { type: 'play', card: c('7c', 0), position: 'attack' })).toMatch(/must sacrifice/);
    expect(refused(s, 0, { type: 'play', card: c('2c', 0), position: 'attack', sacrifice: c('4s', 0) })).toMatch(/Only 6s and 7s/);
    const r = move(s, 0, 'play 7c attack sacrificing 5s');
    expect(r.state.tables[0].map((t) => label(t.card))).toEqual(['4♠', '3♠', '2♠', '5♥', '7♣']);
    expect(r.state.discards[0]).toEqual(expect.arrayContaining([c('5s', 0), c('3d', 0)]));
    expect(texts(r.events)).toBe('Player 1 sacrifices 5♠ (with 3♦) and lays 7♣ in attack (Attack 7, Defense 7).');
  });

  it('only A/D cards are laid', () => {
    const s = build({ hands: [['4d', 'ks'], []] });
    expect(refused(s, 0, { type: 'play', card: c('4d', 0), position: 'attack' })).toMatch(/Equip card/);
    expect(refused(s, 0, { type: 'play', card: c('ks', 0), position: 'attack' })).toMatch(/Special card/);
    expect(refused(s, 0, { type: 'play', card: c('5s', 0), position: 'attack' })).toMatch(/not have that card/);
  });
});

describe('Equip cards (item 11, UGO-R12)', () => {
  it('on your own face-up cards, at most two each', () => {
    const s = build({
      hands: [['2d', '3d', '4d', '5d'], []],
      tables: [[{ card: '5s' }, { card: '4h', pos: 'd', down: true }], [{ card: '3c' }]],
    });
    let r = move(s, 0, 'equip 2d on 5s');
    r = move(r.state, 0, 'equip 3d on 5s');
    expect(r.state.tables[0][0].equips).toEqual([c('2d', 0), c('3d', 0)]);
    expect(texts(r.events)).toBe('Player 1 equips 5♠ with 3♦ (+1): Attack 12, Defense 7.');
    expect(refused(r.state, 0, { type: 'equip', card: c('4d', 0), target: c('5s', 0) })).toMatch(/already carries 2/);
    expect(refused(r.state, 0, { type: 'equip', card: c('4d', 0), target: c('4h', 0) })).toMatch(/face-up/);
    expect(refused(r.state, 0, { type: 'equip', card: c('4d', 0), target: c('3c', 1) })).toMatch(/your own/);
  });
});

describe('position changes (item 13)', () => {
  it('once per turn, any number of cards; to attack turns face-up; face-up never goes back down', () => {
    const s = build({ tables: [[{ card: '5s' }, { card: '4h', pos: 'd', down: true }, { card: '3c', pos: 'd' }]] });
    const r = move(s, 0, 'switch 5s 4h');
    expect(r.state.tables[0].map((t) => [t.attack, t.faceDown])).toEqual([[false, false], [true, false], [false, false]]);
    expect(texts(r.events)).toBe('Player 1 changes positions: 5♠ to defence, 4♥ (turned face-up) to attack.');
    expect(refused(r.state, 0, { type: 'switch', cards: [c('3c', 0)] })).toMatch(/once per turn/);
  });
  it('UGO-R14: a card laid this turn may change position and attack', () => {
    const s = build({ hands: [['5s'], []], tables: [[], []] });
    let r = move(s, 0, 'play 5s defence face-down');
    r = move(r.state, 0, 'switch 5s');
    r = move(r.state, 0, 'attack 5s -> p2 direct');
    expect(r.state.decks[1].length).toBe(s.decks[1].length - 10);
  });
});
