// Resignation (A7), views (hidden information absent), privateKey, notation.
import { describe, expect, it } from 'vitest';
import { handOf, privateKey, ugo } from '../../../src/games/ugo/index.js';
import { act, build, c, move, texts } from './helpers.js';

describe('resign (A7)', () => {
  it('2 players: the opponent wins', () => {
    const s = build({ hands: [['5s'], []] });
    const r = ugo.resign(s, 1);
    expect(r.ok && r.state.result).toEqual({ winners: [0], reason: 'Player 2 resigned' });
    expect(ugo.resign(r.ok ? r.state : s, 0).ok).toBe(false);
  });
  it('3+ players: the game goes on without them; on their own turn the next player starts', () => {
    const s = build({ players: 4, hands: [['5s'], ['4h'], [], []], tables: [[{ card: '3c' }], [], [], []], deckCounts: [10, 10, 10, 10] });
    const r = ugo.resign(s, 0);
    if (!r.ok) throw new Error(r.error);
    expect(r.state.result).toBeNull();
    expect(r.state.alive).toEqual([false, true, true, true]);
    expect(r.state.turn.seat).toBe(1);
    expect(r.state.hands[1].length).toBe(2);
    expect(r.state.discards[0]).toEqual(expect.arrayContaining([c('5s', 0), c('3c', 0)]));
    const r2 = ugo.resign(r.state, 3);
    if (!r2.ok) throw new Error(r2.error);
    expect(r2.state.turn.seat).toBe(1);
    expect(ugo.view(r2.state, 'spectator').turn?.target).toBe(2);
    // Player 3 (seat 2) now targets Player 2, skipping the resigned seats.
    const e = act(r2.state, 1, { type: 'end' });
    expect(ugo.view(e.state, 'spectator').turn?.target).toBe(1);
    expect(ugo.applyAction(r2.state, 0, { type: 'tenPolicy', policy: 'never' }).ok).toBe(false);
  });
});

describe('views', () => {
  const s = build({
    hands: [['5s', 'kh'], ['4h', '10c']],
    tables: [[{ card: '3c', pos: 'd', down: true }, { card: '6s', equips: ['2d'] }], [{ card: '2h', pos: 'd', down: true }]],
    discards: [['9s'], []],
    removed: ['qd'],
  });
  it('the spectator sees face-down cards as backs with no card at all, and hand sizes only', () => {
    const v = ugo.view(s, 'spectator');
    expect(v.seats[0].table[0]).toEqual({ slot: 1, position: 'defence', faceDown: true, equips: [], attacked: false });
    expect(v.seats[0].table[1]).toMatchObject({ card: { label: '6♠' }, attack: 13, defence: 7 });
    expect(v.seats.map((x) => [x.handCount, x.hand])).toEqual([[2, undefined], [2, undefined]]);
    expect(v.seats[0].discard.map((x) => x.label)).toEqual(['9♠']);
    expect(v.removed.map((x) => x.label)).toEqual(['Q♦']);
    const json = JSON.stringify(v);
    expect(json).not.toMatch(/rng|decks|tenPolicy/);
    expect(v.seats[0].deckCount).toBe(s.decks[0].length);
  });
  it('a seat sees its own hand and face-down cards, not the others\'', () => {
    const v = ugo.view(s, 0);
    expect(handOf(v)?.map((x) => x.label)).toEqual(['5♠', 'K♥']);
    expect(v.seats[0].table[0].card?.label).toBe('3♣');
    expect(v.seats[0].tenPolicy).toEqual({ threshold: 3 });
    expect(v.seats[1].table[0].card).toBeUndefined();
    expect(v.seats[1].hand).toBeUndefined();
    expect(v.seats[1].tenPolicy).toBeUndefined();
    expect(handOf(ugo.view(s, 'spectator'))).toBeNull();
  });
  it('privateKey changes with the hand, own face-down cards and policy, not with others', () => {
    const k0 = privateKey(s, 0);
    const afterDraw = move(s, 0, 'end turn').state; // Player 2 draws
    expect(privateKey(afterDraw, 0)).toBe(k0);
    expect(privateKey(afterDraw, 1)).not.toBe(privateKey(s, 1));
    const played = move(s, 0, 'play 5s attack').state;
    expect(privateKey(played, 0)).not.toBe(k0);
    const flipped = move(s, 0, 'switch 3c').state;
    expect(privateKey(flipped, 0)).not.toBe(k0);
    expect(privateKey(flipped, 1)).toBe(privateKey(s, 1));
  });
});

describe('notation', () => {
  const s = build({
    hands: [['5s', '7c', '6d', 'as', 'kh', '9c', '8d', '10h', 'js', 'qs', '5s(p2)'], []],
    tables: [[{ card: '4h' }, { card: '3c', pos: 'd', down: true }], [{ card: '4s' }, { card: '2c', pos: 'd', down: true }, { card: '3h', pos: 'd' }]],
  });
  const parse = (t: string) => ugo.parseAction(s, 0, t);
  it('reads the documented forms and their ASCII spellings', () => {
    expect(parse('play 5♠ defence face-down')).toEqual({ ok: true, action: { type: 'play', card: c('5s', 0), position: 'defence', faceDown: true } });
    expect(parse('PLAY 5S DEF FD')).toEqual(parse('play 5♠ defence face-down'));
    expect(parse('play 5♠️ attack')).toEqual({ ok: true, action: { type: 'play', card: c('5s', 0), position: 'attack' } });
    expect(parse('equip 6♦️ on 4❤️')).toEqual(parse('equip 6d on 4h'));
    expect(parse('play ♠5 face down')).toEqual(parse('play 5♠ defence face-down'));
    expect(parse('play 5s(p2) attack')).toEqual({ ok: true, action: { type: 'play', card: c('5s', 1), position: 'attack' } });
    expect(parse('play 7c attack sacrificing 4h')).toEqual({ ok: true, action: { type: 'play', card: c('7c', 0), position: 'attack', sacrifice: c('4h', 0) } });
    expect(parse('equip 6♦ on 4♥')).toEqual({ ok: true, action: { type: 'equip', card: c('6d', 0), target: c('4h', 0) } });
    expect(parse('switch 4h, 3c')).toEqual({ ok: true, action: { type: 'switch', cards: [c('4h', 0), c('3c', 0)] } });
    expect(parse('attack 4♥ → P2 4♠')).toEqual({ ok: true, action: { type: 'attack', attacker: c('4h', 0), target: 0 } });
    expect(parse('attack 4h -> p2 #2')).toEqual({ ok: true, action: { type: 'attack', attacker: c('4h', 0), target: 1 } });
    expect(parse('4h -> p2 3h')).toEqual({ ok: true, action: { type: 'attack', attacker: c('4h', 0), target: 2 } });
    expect(parse('ace → P2 3h')).toEqual({ ok: true, action: { type: 'special', card: c('as', 0), target: 2 } });
    expect(parse('as p2 #1')).toEqual({ ok: true, action: { type: 'special', card: c('as', 0), target: 0 } });
    expect(parse('king')).toEqual({ ok: true, action: { type: 'special', card: c('kh', 0) } });
    expect(parse('use Kh -> player 2')).toEqual(parse('king'));
    expect(parse('qs')).toEqual({ ok: true, action: { type: 'special', card: c('qs', 0) } });
    expect(parse('nine')).toEqual({ ok: true, action: { type: 'special', card: c('9c', 0) } });
    expect(parse('eight 8d')).toEqual({ ok: true, action: { type: 'special', card: c('8d', 0) } });
    expect(parse('End Turn')).toEqual({ ok: true, action: { type: 'end' } });
    expect(parse('ten 4')).toEqual({ ok: true, action: { type: 'tenPolicy', policy: { threshold: 4 } } });
    expect(parse('10 policy: never')).toEqual({ ok: true, action: { type: 'tenPolicy', policy: 'never' } });
    expect(parse('ten always')).toEqual({ ok: true, action: { type: 'tenPolicy', policy: 'always' } });
    expect(parse('ten threshold 2')).toEqual({ ok: true, action: { type: 'tenPolicy', policy: { threshold: 2 } } });
  });
  it('explains what is wrong', () => {
    expect(parse('play 5h attack')).toEqual({ ok: false, error: 'You have no 5♥ in your hand.' });
    expect(parse('play 5s')).toMatchObject({ ok: false, error: expect.stringMatching(/position/) });
    expect(parse('attack 4h -> p3 4s')).toMatchObject({ ok: false });
    expect(parse('10h')).toMatchObject({ ok: false, error: expect.stringMatching(/10 policy/) });
    expect(parse('dance')).toMatchObject({ ok: false });
    expect(parse('')).toMatchObject({ ok: false });
  });
  it('an opponent\'s face-down card is never found by its name, with the same message either way', () => {
    const a = parse('attack 4h -> p2 2c'); // 2♣ is face-down there
    const b = parse('attack 4h -> p2 5c'); // not on the table at all
    expect(a.ok).toBe(false);
    expect(!a.ok && !b.ok && a.error.replace('2♣', 'X')).toBe(!b.ok && b.error.replace('5♣', 'X'));
  });
  it('two identical cards from different decks are told apart', () => {
    const both = build({ hands: [['5s', '5s(p2)'], []] });
    expect(ugo.parseAction(both, 0, 'play 5s attack')).toEqual({ ok: true, action: { type: 'play', card: c('5s', 0), position: 'attack' } });
    expect(ugo.formatAction(both, { type: 'play', card: c('5s', 1), position: 'attack' })).toBe('play 5♠(P2) attack');
    const stolenOnly = build({ players: 3, hands: [['5s(p2)', '5s(p3)'], [], []] });
    expect(ugo.parseAction(stolenOnly, 0, 'play 5s attack')).toMatchObject({ ok: false, error: expect.stringMatching(/5♠\(P2\) or 5♠\(P3\)/) });
  });
  it('formats the documented forms', () => {
    const f = (a: Parameters<typeof ugo.formatAction>[1]) => ugo.formatAction(s, a);
    expect(f({ type: 'play', card: c('5s', 1), position: 'defence', faceDown: true })).toBe('play 5♠(P2) defence face-down');
    expect(f({ type: 'play', card: c('7c', 0), position: 'attack', sacrifice: c('3c', 0) })).toBe('play 7♣ attack sacrificing 3♣');
    expect(f({ type: 'attack', attacker: c('4h', 0), target: 1 })).toBe('attack 4♥ → P2 #2');
    expect(f({ type: 'attack', attacker: c('4h', 0), target: 0 })).toBe('attack 4♥ → P2 4♠');
    expect(f({ type: 'special', card: c('as', 0), target: 2 })).toBe('ace A♠ → P2 3♥');
    expect(f({ type: 'special', card: c('js', 0) })).toBe('jack J♠ → P2');
    expect(f({ type: 'end' })).toBe('end turn');
    expect(f({ type: 'tenPolicy', policy: { threshold: 3 } })).toBe('ten threshold 3');
  });
  it('every legal action formats to a text that parses back to it', () => {
    for (const a of ugo.legalActions(s, 0)) {
      const t = ugo.formatAction(s, a);
      expect(ugo.parseAction(s, 0, t), t).toEqual({ ok: true, action: a });
    }
  });
  it('the record groups turns and leaves standing orders out', () => {
    const rec = ugo.formatRecord(
      [
        { seat: 0, text: 'play 5♠ attack' },
        { seat: 1, text: 'ten never' },
        { seat: 0, text: 'end turn' },
        { seat: 1, text: 'end turn' },
      ],
      { winners: [0], reason: 'Player 2 resigned' },
      2,
    );
    expect(rec).toBe('1. P1: play 5♠ attack; end turn\n2. P2: end turn\nP1 wins: Player 2 resigned');
  });
  it('never throws on junk', () => {
    for (const junk of [null, undefined, 42, 'x', {}, { type: 'play' }, { type: 'attack', attacker: 'a' }, { type: 'switch', cards: [] }, { type: 'tenPolicy', policy: { threshold: 1.5 } }, { type: 'special', card: 9999 }, { type: 'play', card: -1, position: 'attack' }]) {
      const r = ugo.applyAction(s, 0, junk as never);
      expect(r.ok).toBe(false);
    }
    for (const t of ['(((', '#9', 'attack', 'attack #1', 'play', 'equip 6d', 'ace', '→→', 'p2', '5s(p9) attack', '\u0000']) {
      expect(ugo.parseAction(s, 0, t).ok).toBe(false);
    }
    expect(texts([])).toBe('');
  });
});
