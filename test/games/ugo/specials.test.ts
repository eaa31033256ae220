// Special cards (items 19–26), UGO-R07…R09, R18, and the optional rules (UGO-R17).
import { describe, expect, it } from 'vitest';
import { ugo } from '../../../src/games/ugo/index.js';
import { seedRng } from '../../../src/games/rng.js';
import { act, build, c, move, refused, texts } from './helpers.js';

describe('Ace (item 19)', () => {
  it('destroys one of the target\'s cards with its Equips, face-down ones too (revealed in the pile)', () => {
    const s = build({ hands: [['ah'], []], tables: [[], [{ card: '5s', equips: ['2d'] }, { card: '3c', pos: 'd', down: true }]] });
    const r = move(s, 0, 'ace → p2 #2');
    expect(r.state.tables[1].map((t) => t.card)).toEqual([c('5s', 1)]);
    expect(r.state.discards[1]).toEqual([c('3c', 1)]);
    expect(r.state.discards[0]).toEqual([c('ah', 0)]);
    expect(texts(r.events)).toBe("Player 1 plays A♥ on Player 2's face-down card #2.\nPlayer 2 loses 3♣.");
    const r2 = move(s, 0, 'ace → p2 5s');
    expect(r2.state.discards[1]).toEqual([c('5s', 1), c('2d', 1)]);
  });
  it('UGO-E07: refused when the target has no cards', () => {
    const s = build({ hands: [['ah'], []] });
    expect(refused(s, 0, { type: 'special', card: c('ah', 0), target: 0 })).toMatch(/no cards on the table/);
    expect(ugo.legalActions(s, 0)).toEqual([{ type: 'end' }]);
  });
});

describe('King, Queen, Jack', () => {
  it('King sends the target\'s top card to their pile', () => {
    const s = build({ hands: [['kd'], []], decks: [[], ['7h', '2c']] });
    const r = move(s, 0, 'king → p2');
    expect(r.state.discards[1]).toEqual([c('7h', 1)]);
    expect(r.state.decks[1].at(-1)).toBe(c('2c', 1));
  });
  it('Queen takes a random card of your own pile into your hand, then leaves the game; seeded', () => {
    const s = build({ hands: [['qc'], []], discards: [['2s', '3s', '4s', '5s'], ['6s']] });
    const r = move(s, 0, 'queen');
    expect(r.state.removed).toContain(c('qc', 0));
    expect(r.state.discards[0].length).toBe(3);
    expect(r.state.hands[0].length).toBe(1);
    expect([c('2s', 0), c('3s', 0), c('4s', 0), c('5s', 0)]).toContain(r.state.hands[0][0]);
    expect(r.state.rng).not.toEqual(s.rng);
    expect(move(s, 0, 'queen').state).toEqual(r.state);
    // The card taken is never named.
    expect(texts(r.events)).not.toMatch(/[2-5]♠/);
    // Different RNG states pick different cards at least sometimes.
    const picks = new Set([1, 2, 3, 4, 5, 6, 7, 8].map((k) => move({ ...s, rng: seedRng(`q${k}`) }, 0, 'queen').state.hands[0][0]));
    expect(picks.size).toBeGreaterThan(1);
  });
  it('UGO-R18: Queen on an empty pile does nothing but is removed', () => {
    const s = build({ hands: [['qc'], []] });
    const r = move(s, 0, 'queen');
    expect(r.state.hands[0]).toEqual([]);
    expect(r.state.removed).toEqual([c('qc', 0)]);
  });
  it('Jack takes the target\'s top card; it still belongs to their deck (UGO-R01)', () => {
    const s = build({ hands: [['js'], []], decks: [[], ['5c', '6h']], tables: [[{ card: '4s' }], []] });
    const r = move(s, 0, 'jack → p2');
    expect(r.state.hands[0]).toEqual([c('5c', 1)]);
    expect(texts(r.events)).not.toMatch(/5♣/);
    // Laid and destroyed, it goes home to Player 2's pile.
    const laid = move(r.state, 0, 'play 5c attack');
    expect(laid.state.tables[0][1].card).toBe(c('5c', 1));
    const s2 = { ...laid.state, hands: [laid.state.hands[0], [c('ah', 1)]], decks: [laid.state.decks[0], laid.state.decks[1].filter((x) => x !== c('ah', 1))] };
    const t = act(act(s2, 0, { type: 'end' }).state, 1, { type: 'special', card: c('ah', 1), target: 1 });
    expect(t.state.discards[1]).toContain(c('5c', 1));
  });
  it('Jack and King on an empty deck do nothing', () => {
    const s = build({ hands: [['js', 'ks'], []], deckCounts: [10, 0] });
    const r = move(move(s, 0, 'jack').state, 0, 'king');
    expect(r.state.hands[0]).toEqual([]);
    expect(texts(r.events)).toMatch(/deck is empty/);
  });
});

describe('Nine (item 24)', () => {
  it('3+ players: reverses direction of play and of targeting', () => {
    const s = build({ players: 3, hands: [['9s', '9h', 'kc'], [], []], deckCounts: [10, 10, 10] });
    expect(ugo.view(s, 'spectator').turn?.target).toBe(1);
    const r = move(s, 0, 'nine 9s');
    expect(r.state.direction).toBe(-1);
    expect(ugo.view(r.state, 'spectator').turn?.target).toBe(2);
    const k = move(r.state, 0, 'king');
    expect(k.state.decks[2].length).toBe(9);
    const e = move(k.state, 0, 'end turn');
    expect(e.state.turn.seat).toBe(2);
    // A second 9 turns it back.
    const r2 = move(r.state, 0, 'nine 9h');
    expect(ugo.view(r2.state, 'spectator').turn?.target).toBe(1);
  });
  it('2 players: no effect, but it may be played', () => {
    const s = build({ hands: [['9s'], []] });
    const r = move(s, 0, '9s');
    expect(r.state.discards[0]).toEqual([c('9s', 0)]);
    expect(texts(r.events)).toMatch(/no effect with two players/);
    expect(ugo.view(r.state, 'spectator').turn?.target).toBe(1);
  });
});

describe('Eight (item 25, UGO-R08, R09)', () => {
  it('everyone discards their hand and draws as many; the 8 is not replaced; Queens leave the game', () => {
    const s = build({ hands: [['8c', '2s', 'qs'], ['3h', '4h', '5h']], deckCounts: [10, 10] });
    const r = move(s, 0, 'eight');
    expect(r.state.hands.map((h) => h.length)).toEqual([2, 3]);
    expect(r.state.removed).toContain(c('qs', 0));
    expect(r.state.discards[0]).toEqual(expect.arrayContaining([c('8c', 0), c('2s', 0)]));
    expect(r.state.discards[1]).toEqual(expect.arrayContaining([c('3h', 1), c('4h', 1), c('5h', 1)]));
    expect(r.state.decks.map((d) => d.length)).toEqual([8, 7]);
  });
  it('a player who cannot redraw loses (3 players: the game goes on)', () => {
    const s = build({ players: 3, hands: [['8c'], ['3h', '4h'], ['2s']], deckCounts: [10, 1, 10] });
    const r = move(s, 0, 'eight');
    expect(r.state.alive).toEqual([true, false, true]);
    expect(r.state.result).toBeNull();
    expect(r.state.turn.seat).toBe(0);
  });
  it('UGO-R09: all who fail lose at once; if that is everyone left, a draw', () => {
    const s = build({ hands: [['8c', '2s'], ['3h']], deckCounts: [0, 0] });
    const r = move(s, 0, 'eight');
    expect(r.state.result?.winners).toEqual([]);
    expect(ugo.toAct(r.state)).toEqual([]);
    const s3 = build({ players: 3, hands: [['8c', '2s'], ['3h'], []], deckCounts: [0, 0, 0] });
    const r3 = move(s3, 0, 'eight');
    expect(r3.state.result).toEqual({ winners: [2], reason: 'Player 3 is the last player standing' });
  });
  it('the player of the 8 can knock themselves out; the turn passes', () => {
    const s = build({ players: 3, hands: [['8c', '2s'], ['3h'], []], deckCounts: [0, 5, 5] });
    const r = move(s, 0, 'eight');
    expect(r.state.alive).toEqual([false, true, true]);
    expect(r.state.turn.seat).toBe(1);
    expect(r.state.hands[1].length).toBe(2);
  });
});

describe('optional: Aces by suit (UGO-R17)', () => {
  const tables = [[], [{ card: '5s', equips: ['2d'] }, { card: '4h', pos: 'd' as const }, { card: '3c', pos: 'd' as const, down: true }, { card: '2c', equips: ['3d', '4d'] }]];
  const opt = { acesBySuit: true };
  it('♠A: every attack-position card', () => {
    const r = move(build({ options: opt, hands: [['as'], []], tables }), 0, 'ace');
    expect(r.state.tables[1].map((t) => t.card)).toEqual([c('4h', 1), c('3c', 1)]);
  });
  it('♥A: every defence-position card; ♣A: all of them', () => {
    expect(move(build({ options: opt, hands: [['ah'], []], tables }), 0, 'ace').state.tables[1].map((t) => t.card)).toEqual([c('5s', 1), c('2c', 1)]);
    expect(move(build({ options: opt, hands: [['ac'], []], tables }), 0, 'ace').state.tables[1]).toEqual([]);
  });
  it('♦A: every Equip card, the A/D cards stay', () => {
    const r = move(build({ options: opt, hands: [['ad'], []], tables }), 0, 'ace');
    expect(r.state.tables[1].map((t) => t.equips.length)).toEqual([0, 0, 0, 0]);
    expect(r.state.tables[1].length).toBe(4);
    expect(r.state.discards[1]).toEqual(expect.arrayContaining([c('2d', 1), c('3d', 1), c('4d', 1)]));
  });
  it('an Ace that would hit nothing is refused; the 10 counts the whole loss', () => {
    const s = build({ options: opt, hands: [['ad'], []], tables: [[], [{ card: '5s' }]] });
    expect(refused(s, 0, { type: 'special', card: c('ad', 0) })).toMatch(/hit nothing/);
    const t = build({ options: opt, hands: [['ac'], ['10s']], tables, tenPolicy: ['never', { threshold: 7 }] });
    expect(move(t, 0, 'ace').state.tables[1].length).toBe(4); // 2 + 1 + 1 + 3 = 7 cards
    const t2 = build({ options: opt, hands: [['ac'], ['10s']], tables, tenPolicy: ['never', { threshold: 8 }] });
    expect(move(t2, 0, 'ace').state.tables[1].length).toBe(0);
  });
});

describe('optional: Nines reflect (UGO-R17, §4.3, UGO-E08)', () => {
  const opt = { ninesReflect: true };
  it('a King comes back on its user', () => {
    const s = build({ options: opt, hands: [['kh'], ['9c']], deckCounts: [10, 10] });
    const r = move(s, 0, 'king');
    expect(r.state.decks.map((d) => d.length)).toEqual([9, 10]);
    expect(r.state.hands[1]).toEqual([]);
    expect(texts(r.events)).toMatch(/Player 2 plays 9♣ and turns K♥ back on Player 1/);
  });
  it('a Jack reflected: the victim takes the user\'s top card', () => {
    const s = build({ options: opt, hands: [['jh'], ['9c']], decks: [['4s'], []] });
    const r = move(s, 0, 'jack');
    expect(r.state.hands[1]).toEqual([c('4s', 0)]);
  });
  it('a Jack reflected onto an empty deck takes nothing (cards are conserved)', () => {
    const s = build({ options: opt, hands: [['jh'], ['9c']], deckCounts: [0, 5] });
    const r = move(s, 0, 'jack');
    expect(r.state.hands[1]).toEqual([]);
    expect(r.state.decks[1].length).toBe(5);
    expect(texts(r.events)).toMatch(/Player 1's deck is empty: nothing to take/);
  });
  it('an Ace reflected destroys the user\'s costliest card; a reflected Ace cannot be stopped by a 10', () => {
    const s = build({
      options: opt,
      hands: [['ah', '10c'], ['9c']],
      tables: [[{ card: '7s' }, { card: '2c', equips: ['2d'] }], [{ card: '5h' }]],
      tenPolicy: ['always', 'always'],
    });
    const r = move(s, 0, 'ace → p2 5h');
    expect(r.state.tables[1].length).toBe(1);
    expect(r.state.tables[0].map((t) => t.card)).toEqual([c('7s', 0)]);
    expect(r.state.hands[0]).toEqual([c('10c', 0)]);
  });
  it('the 9-policy chooses what is reflected; "never" keeps the 9; the 9 wins over the 10', () => {
    const base = { options: opt, hands: [['kh', 'jh'], ['9c', '10c']], deckCounts: [10, 10] as number[] };
    const only = act(build(base), 1, { type: 'ninePolicy', policy: { ranks: ['J'] } });
    expect(only.events.every((e) => e.kind === 'private')).toBe(true);
    const k = move(only.state, 0, 'king');
    expect(k.state.hands[1]).toEqual([c('9c', 1), c('10c', 1)]);
    const j = move(k.state, 0, 'jack');
    expect(j.state.hands[1].length).toBe(2); // 9 spent, Player 1's top card taken
    const never = build({ ...base, ninePolicy: ['never', 'never'] });
    expect(move(never, 0, 'king').state.hands[1]).toEqual([c('9c', 1), c('10c', 1)]);
    const ace = build({ ...base, hands: [['as'], ['9c', '10c']], tables: [[{ card: '3c' }], [{ card: '5h' }]], tenPolicy: ['never', 'always'] });
    const ra = move(ace, 0, 'ace → p2 5h');
    expect(ra.state.hands[1]).toEqual([c('10c', 1)]);
    expect(ra.state.tables).toEqual([[], [{ card: c('5h', 1), attack: true, faceDown: false, equips: [] }]]);
  });
  it('without the option the 9-policy is refused', () => {
    const s = build({ hands: [[], ['9c']] });
    expect(refused(s, 1, { type: 'ninePolicy', policy: 'never' })).toMatch(/not on/);
    expect(ugo.parseAction(s, 1, 'nine never').ok).toBe(false);
  });
});
