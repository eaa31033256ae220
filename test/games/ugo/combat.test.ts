// Attacks and their outcomes (item 17, UGO-R04…R06), milling, and the 10 (§4.3, UGO-R07).
import { describe, expect, it } from 'vitest';
import { ugo } from '../../../src/games/ugo/index.js';
import { attackOutcome } from '../../../src/games/ugo/combat.js';
import { act, build, c, move, refused, texts } from './helpers.js';

const two = (mine: Parameters<typeof build>[0]['tables'] extends (infer T)[] | undefined ? T : never, theirs: typeof mine, extra: Parameters<typeof build>[0] = {}) =>
  build({ tables: [mine, theirs], deckCounts: [20, 20], ...extra });

describe('attack on attack position (UGO-R04, R05, R06)', () => {
  it('stronger attacker: target and its Equips destroyed, its owner mills the difference', () => {
    const s = two([{ card: '7s' }], [{ card: '5c', equips: ['2d(p2)'] }]);
    // 7♠ attack 14 vs 5♣+♦2 attack 6 → mill 8
    const r = move(s, 0, 'attack 7s → p2 5c');
    expect(r.state.tables[1]).toEqual([]);
    expect(r.state.discards[1].slice(s.discards[1].length, s.discards[1].length + 2)).toEqual([c('5c', 1), c('2d', 1)]);
    expect(r.state.discards[1].length - s.discards[1].length).toBe(2 + 8);
    expect(s.decks[1].length - r.state.decks[1].length).toBe(8);
    expect(r.state.tables[0].length).toBe(1);
    expect(r.state.turn.attacked).toEqual([c('7s', 0)]);
  });
  it('UGO-R05: weaker attacker is destroyed and its owner mills the difference', () => {
    const s = two([{ card: '3c', equips: ['4d'] }], [{ card: '6s' }]);
    // 3♣+2 = 5 vs 12 → attacker destroyed, attacker mills 7
    const r = move(s, 0, 'attack 3c → p2 6s');
    expect(r.state.tables[0]).toEqual([]);
    expect(r.state.tables[1].length).toBe(1);
    expect(s.decks[0].length - r.state.decks[0].length).toBe(7);
    expect(r.state.decks[1].length).toBe(s.decks[1].length);
    expect(texts(r.events)).toMatch(/Player 1's 3♣ \(with 4♦\) is destroyed/);
  });
  it('UGO-R05 flag off: the weaker attacker survives and only mills', () => {
    const target = { card: c('6c', 1), attack: true, faceDown: false, equips: [c('4d', 1)] }; // Attack 8
    expect(attackOutcome(5, target, false)).toEqual({ destroyTarget: false, destroyAttacker: false, millTarget: 0, millAttacker: 3 });
    expect(attackOutcome(5, target, true).destroyAttacker).toBe(true);
  });
  it('UGO-R06: a tie destroys both and nobody mills', () => {
    const s = two([{ card: '5s' }], [{ card: '5c', equips: ['7d(p2)', '5d(p2)'] }]);
    const r = move(s, 0, 'attack 5s → p2 5c');
    expect(r.state.tables).toEqual([[], []]);
    expect(r.state.decks.map((d) => d.length)).toEqual(s.decks.map((d) => d.length));
  });
});

describe('attack on defence position', () => {
  it('win: target destroyed, nobody mills', () => {
    const s = two([{ card: '6s' }], [{ card: '5h', pos: 'd' }]);
    const r = move(s, 0, 'attack 6s → p2 5h'); // 12 vs 10
    expect(r.state.tables[1]).toEqual([]);
    expect(r.state.decks.map((d) => d.length)).toEqual(s.decks.map((d) => d.length));
  });
  it('lose: the attacker mills the difference and both stay', () => {
    const s = two([{ card: '4c' }], [{ card: '5h', pos: 'd' }], { decks: [['kc', 'jc', '2h', '3h', 'qh', '9c', '8c'], []] });
    const r = move(s, 0, 'attack 4c → p2 5h'); // 4 vs 10
    expect(r.state.tables.map((t) => t.length)).toEqual([1, 1]);
    expect(s.decks[0].length - r.state.decks[0].length).toBe(6);
    expect(texts(r.events)).toMatch(/Player 1 mills 6: K♣, J♣, 2♥, 3♥, Q♥ \(removed from the game\), 9♣\. Deck: 14\./);
  });
  it('UGO-R06: tie against defence does nothing', () => {
    const s = two([{ card: '5h' }], [{ card: '5c', pos: 'd' }]);
    const r = move(s, 0, 'attack 5h → p2 5c');
    expect(r.state.tables.map((t) => t.length)).toEqual([1, 1]);
    expect(r.state.decks.map((d) => d.length)).toEqual(s.decks.map((d) => d.length));
    expect(texts(r.events)).toMatch(/Nothing happens/);
  });
  it('a face-down target is turned face-up before the comparison', () => {
    const s = two([{ card: '7s' }], [{ card: '2c', pos: 'd', down: true }]);
    const r = move(s, 0, 'attack 7s → p2 #1');
    expect(texts(r.events)).toMatch(/Player 2's 2♣ \(face-down, turned up: Defense 2\)/);
    expect(r.state.tables[1]).toEqual([]);
  });
});

describe('attack rules', () => {
  it('direct attack when the target has no A/D cards: they mill the attacker\'s Attack', () => {
    const s = two([{ card: '3s', equips: ['2d'] }], []);
    const r = move(s, 0, 'attack 3s → p2 direct'); // 6 + 1
    expect(s.decks[1].length - r.state.decks[1].length).toBe(7);
    const s2 = two([{ card: '3s' }], [{ card: '2c' }]);
    expect(refused(s2, 0, { type: 'attack', attacker: c('3s', 0), target: null })).toMatch(/choose one/);
    expect(refused(s, 0, { type: 'attack', attacker: c('3s', 0), target: 0 })).toMatch(/attack directly/);
  });
  it('each attack-position card attacks once per turn; defence cards do not attack', () => {
    const s = two([{ card: '7s' }, { card: '5h', pos: 'd' }], []);
    const r = move(s, 0, 'attack 7s → p2 direct');
    expect(refused(r.state, 0, { type: 'attack', attacker: c('7s', 0), target: null })).toMatch(/already attacked/);
    expect(refused(r.state, 0, { type: 'attack', attacker: c('5h', 0), target: null })).toMatch(/defence position/);
    const next = act(act(r.state, 0, { type: 'end' }).state, 1, { type: 'end' }).state;
    expect(ugo.legalActions(next, 0).filter((a) => a.type === 'attack').length).toBe(1);
  });
  it('milled cards go face-up to the owner\'s pile; a milled Queen leaves the game (UGO-R08)', () => {
    const s = build({ tables: [[{ card: '2s' }], []], decks: [[], ['qh', '3c', 'qs', '5c']] });
    const r = move(s, 0, 'attack 2s → p2 direct'); // mill 4
    expect(r.state.removed).toEqual([c('qh', 1), c('qs', 1)]);
    expect(r.state.discards[1].slice(-2)).toEqual([c('3c', 1), c('5c', 1)]);
    expect(texts(r.events)).toMatch(/Player 2 mills 4: Q♥ \(removed from the game\), 3♣, Q♠ \(removed from the game\), 5♣/);
  });
  it('destroyed cards go to their own deck\'s pile, stolen ones home (UGO-R01)', () => {
    const s = two([{ card: '7s' }], [{ card: '5c(p1)', equips: ['3d'] }]);
    const r = move(s, 0, 'attack 7s → p2 5c');
    expect(r.state.discards[0]).toContain(c('5c', 0));
    expect(r.state.discards[1]).toContain(c('3d', 1));
  });
});

describe('the 10 as a standing order (§4.3, UGO-R07)', () => {
  const setupTen = (policy: Parameters<typeof build>[0]['tenPolicy'], mine = '7s', theirs = '3c', hand = ['10h']) =>
    build({ tables: [[{ card: mine }], [{ card: theirs }]], hands: [[], hand], tenPolicy: policy });

  it('default threshold 3: spends the 10 when the attack would cost 3+ cards; nothing is lost', () => {
    const s = setupTen(undefined); // 14 vs 3: destroy (1) + mill 11
    const r = move(s, 0, 'attack 7s → p2 3c');
    expect(r.state.tables.map((t) => t.length)).toEqual([1, 1]);
    expect(r.state.decks.map((d) => d.length)).toEqual(s.decks.map((d) => d.length));
    expect(r.state.hands[1]).toEqual([]);
    expect(r.state.discards[1]).toContain(c('10h', 1));
    expect(r.state.turn.attacked).toEqual([c('7s', 0)]);
    expect(texts(r.events)).toMatch(/Player 2 plays 10♥: the attack is cancelled/);
  });
  it('below the threshold the 10 is kept, and the events say nothing of it', () => {
    const s = setupTen([{ threshold: 3 }, { threshold: 3 }], '3s', '5c'); // 6 vs 5: destroy 1 + mill 1 = 2
    const r = move(s, 0, 'attack 3s → p2 5c');
    expect(r.state.tables[1]).toEqual([]);
    expect(r.state.hands[1]).toEqual([c('10h', 1)]);
    expect(texts(r.events)).not.toMatch(/10/);
  });
  it('"never" keeps it; "always" (UGO-E03) spends it on any loss but not on an attack the defender wins', () => {
    expect(move(setupTen(['never', 'never']), 0, 'attack 7s → p2 3c').state.hands[1]).toEqual([c('10h', 1)]);
    const lose = move(setupTen(['never', 'always'], '3s', '5c'), 0, 'attack 3s → p2 5c');
    expect(lose.state.hands[1]).toEqual([]);
    const win = move(setupTen(['never', 'always'], '2c', '5s'), 0, 'attack 2c → p2 5s'); // 2 vs 10: attacker loses
    expect(win.state.hands[1]).toEqual([c('10h', 1)]);
    expect(win.state.tables[0]).toEqual([]);
  });
  it('a face-down target stays turned up even when the 10 cancels the attack', () => {
    const s = build({ tables: [[{ card: '7s' }], [{ card: '4c', pos: 'd', down: true, }]], hands: [[], ['10h']], tenPolicy: ['never', 'always'] });
    const r = move(s, 0, 'attack 7s → p2 #1');
    expect(r.state.tables[1][0]).toMatchObject({ faceDown: false, attack: false });
    expect(r.state.hands[1]).toEqual([]);
  });
  it('stops an Ace and a direct attack, but not a King or a Jack', () => {
    const ace = build({ hands: [['as'], ['10h']], tables: [[], [{ card: '4c' }]], tenPolicy: ['never', 'always'] });
    const ra = move(ace, 0, 'ace → p2 4c');
    expect(ra.state.tables[1].length).toBe(1);
    expect(ra.state.discards[0]).toContain(c('as', 0));
    const direct = build({ tables: [[{ card: '2c' }], []], hands: [[], ['10h']], tenPolicy: ['never', { threshold: 2 }] });
    expect(move(direct, 0, 'attack 2c → p2 direct').state.decks[1].length).toBe(direct.decks[1].length);
    const king = build({ hands: [['ks', 'js'], ['10h']], tenPolicy: ['never', 'always'] });
    const rk = move(move(king, 0, 'king → p2').state, 0, 'jack → p2');
    expect(rk.state.hands[1]).toEqual([c('10h', 1)]);
    expect(rk.state.decks[1].length).toBe(king.decks[1].length - 2);
  });
  it('the policy is a standing order: set out of turn, private, changes no public text', () => {
    const s = build({ hands: [[], ['10h']] });
    const a = { type: 'tenPolicy', policy: { threshold: 5 } } as const;
    expect(ugo.isStandingOrder?.(a)).toBe(true);
    expect(ugo.isStandingOrder?.({ type: 'end' })).toBe(false);
    const r = act(s, 1, a);
    expect(r.events.every((e) => e.kind === 'private')).toBe(true);
    expect(r.state.tenPolicy[1]).toEqual({ threshold: 5 });
    expect(ugo.view(r.state, 'spectator')).toEqual(ugo.view(s, 'spectator'));
    expect(ugo.view(r.state, 0)).toEqual(ugo.view(s, 0));
    expect(ugo.view(r.state, 1).seats[1].tenPolicy).toEqual({ threshold: 5 });
    expect(ugo.toAct(r.state)).toEqual([0]);
    expect(refused(s, 1, { type: 'tenPolicy', policy: { threshold: 0 } })).toMatch(/1 to 99/);
  });
  it('a 10 cannot be played on your own turn', () => {
    const s = build({ hands: [['10h'], []] });
    expect(refused(s, 0, { type: 'special', card: c('10h', 0) })).toMatch(/10 policy/);
    expect(ugo.legalActions(s, 0)).toEqual([{ type: 'end' }]);
  });
  it('the spectator cannot tell a kept 10 from no 10', () => {
    const withTen = build({ tables: [[{ card: '7s' }], [{ card: '3c' }]], hands: [[], ['10h']], tenPolicy: ['never', 'never'] });
    const without = build({ tables: [[{ card: '7s' }], [{ card: '3c' }]], hands: [[], ['9h']], tenPolicy: ['never', 'always'] });
    const a = move(withTen, 0, 'attack 7s → p2 3c');
    const b = move(without, 0, 'attack 7s → p2 3c');
    expect(a.events).toEqual(b.events);
    expect(ugo.view(a.state, 'spectator')).toEqual(ugo.view(b.state, 'spectator'));
  });
});
