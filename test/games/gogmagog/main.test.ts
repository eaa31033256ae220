// The MAIN turn (resources, creatures, spells, reveals), Instant Attack, the
// March, and the single-use abilities, each from a position string.
import { describe, expect, it } from 'vitest';
import { gogmagog } from '../../../src/games/gogmagog/index.js';
import { handNames, laneNames, move, moves, pos, refused, restOf, texts } from './helpers.js';

describe('resource cards', () => {
  it('one per turn, usable at once (§2.1 item 10)', () => {
    const s = pos({ hands: [['Mana Crystal', 'Mana Crystal', 'Ember Scout'], []] });
    const a = move(s, 'play Mana Crystal');
    expect(a.state.resources[0]).toHaveLength(1);
    expect(texts(a.events)).toMatch(/plays a Mana Crystal \(1 mana, 1 left this turn\)/);
    expect(refused(a.state, 'play Mana Crystal')).toMatch(/already played a resource card this turn/);
    const b = move(a.state, 'deploy Ember Scout lane 2');
    expect(laneNames(b.state, 0)[1]).toBe('Ember Scout');
    expect(refused(pos({ hands: [['Ember Scout'], []] }), 'mana')).toMatch(/no Mana Crystal/);
  });
});

describe('deploying creatures (§2.1 item 12)', () => {
  const s = pos({ resources: [5, 0], hands: [['Granite Brute', 'Ember Scout', 'Gale Runner', 'Tempest Lord'], []], lanes: [[{ lane: 1, card: 'Stone Sentinel' }], []] });

  it('goes into an empty lane\'s defensive slot, face-up or concealed, paying its cost', () => {
    const a = move(s, 'deploy Granite Brute lane 3 concealed');
    expect(a.state.lanes[0][2]).toMatchObject({ offence: false, concealed: true });
    expect(a.state.turn.manaSpent).toBe(3);
    // The table sees the cost, never the card (GM-R29); the owner gets a private note.
    expect(texts(a.events)).toMatch(/deploys a concealed creature in lane 3 \(defence, cost 3\)/);
    expect(texts(a.events)).not.toMatch(/Granite Brute/);
    expect(a.events.find((e) => e.kind === 'private')?.text).toMatch(/Granite Brute concealed in lane 3/);
    const b = move(a.state, 'deploy Ember Scout lane 4');
    expect(b.state.lanes[0][3]).toMatchObject({ offence: false, concealed: false });
    expect(texts(b.events)).toMatch(/deploys Ember Scout in lane 4/);
  });

  it.each([
    ['an occupied lane', 'deploy Ember Scout lane 1', /Lane 1 already holds/],
    ['a card not in hand', 'deploy Inferno Drake lane 2', /no Inferno Drake in your hand/],
    ['more mana than is left', 'deploy Tempest Lord lane 2', /costs 5 mana; you have 5 left/],
    ['a deployment without a lane', 'deploy Ember Scout', /Say which lane/],
  ])('refuses %s', (_what, text, why) => {
    const t = _what === 'more mana than is left' ? move(s, 'deploy Ember Scout lane 2').state : s;
    const msg = refused(t, text);
    if (_what === 'more mana than is left') expect(msg).toMatch(/costs 5 mana; you have 4 left/);
    else expect(msg).toMatch(why);
  });

  it('caps the board at 5 creatures', () => {
    const full = pos({ resources: [3, 0], hands: [['Ember Scout'], []], lanes: [[1, 2, 3, 4, 5].map((lane) => ({ lane, card: lane === 5 ? 'Gale Runner' : lane < 3 ? 'Stone Sentinel' : 'Granite Brute' })), []] });
    expect(refused(full, 'deploy Ember Scout lane 1')).toMatch(/already have 5 creatures/);
    expect(gogmagog.legalActions(full, 0).some((a) => a.type === 'deploy')).toBe(false);
  });
});

describe('Instant Attack (§2.1 item 17, GM-R16, GM-R28)', () => {
  it('enters face-up in offence and attacks the lane opposite at once: a Flaw costs energy', () => {
    const s = pos({ resources: [3, 0], hands: [['Flame Raider'], []] });
    const a = move(s, 'deploy Flame Raider lane 2');
    expect(a.state.lanes[0][1]).toMatchObject({ offence: true, concealed: false, abilityUsed: true });
    expect(a.state.energy[1]).toBe(15); // attack 4 + 1 in offence
    expect(texts(a.events)).toMatch(/Instant Attack/);
    expect(refused(s, 'deploy Flame Raider lane 2 concealed')).toMatch(/Instant Attack: it enters face-up/);
  });

  it('reveals a concealed target, which counterattacks; a tie destroys both', () => {
    const s = pos({ resources: [3, 0], hands: [['Flame Raider'], []], lanes: [[], [{ lane: 2, card: 'Stone Sentinel', concealed: true }]] });
    const a = move(s, 'deploy Flame Raider lane 2');
    // 5 tokens on a defence of 4 + 1 = 5: a tie destroys the Sentinel and the Raider in its lane.
    expect(laneNames(a.state, 1)[1]).toBeNull();
    expect(laneNames(a.state, 0)[1]).toBeNull();
    expect(texts(a.events)).toMatch(/revealing Stone Sentinel in lane 2/);
    expect(a.state.used.map((u) => u.length)).toEqual([1, 1]);
  });

  it('does not use the turn\'s War and sits that War out; it joins the next one as an ordinary creature', () => {
    const s = pos({ resources: [3, 0], hands: [['Flame Raider'], []], lanes: [[{ lane: 4, slot: 'offence', card: 'Granite Brute' }], [{ lane: 2, card: 'Mountain Warden' }]] });
    const a = move(s, 'deploy Flame Raider lane 2');
    // 5 tokens on the Warden's 6 + 1 hold, its Bulwark unspent; its 1 counter ties the Raider's 1: nothing.
    expect(a.state.lanes[1][1]).toMatchObject({ abilityUsed: false });
    expect(laneNames(a.state, 0)[1]).toBe('Flame Raider');
    expect(gogmagog.view(a.state, 0).turn?.attackers).toEqual([4]);
    const w = move(a.state, 'war');
    expect(w.state.war?.groups).toEqual([]);
    expect(gogmagog.view(w.state, 0).war?.attacks).toEqual([{ lane: 4, target: 4 }]);
    const next = moves(move(w.state, 'resolve').state, ['end turn', 'end turn']).state;
    expect(gogmagog.view(next, 0).turn?.attackers).toEqual([2, 4]);
  });

  it('with no other attacker, no War can be declared that turn (GM-R24)', () => {
    const s = pos({ resources: [3, 0], hands: [['Flame Raider'], []] });
    const a = move(s, 'deploy Flame Raider lane 2');
    expect(refused(a.state, 'war')).toMatch(/no creature in an offensive slot able to attack/);
  });
});

describe('spells outside War (GM-R10)', () => {
  const s = pos({
    resources: [5, 0],
    hands: [['Firebolt', 'Firebolt', 'Thunderstrike', 'Unveil', 'War Cry'], []],
    decks: [['Gale Runner'], []],
    lanes: [[], [{ lane: 1, card: 'Ember Scout' }, { lane: 2, card: 'Granite Brute' }, { lane: 3, card: 'Stone Sentinel', concealed: true }, { lane: 4, card: 'Gale Runner', concealed: true }]],
  });

  it('destroy when the tokens reach the defence: a tie destroys too', () => {
    const a = move(s, 'firebolt → lane 1'); // 2 on 1 + 1
    expect(laneNames(a.state, 1)[0]).toBeNull();
    expect(handNames(a.state, 0)).not.toContain(undefined);
    expect(a.state.used[0]).toHaveLength(1);
    const b = move(s, 'firebolt -> lane 2'); // 2 on 4 + 1
    expect(laneNames(b.state, 1)[1]).toBe('Granite Brute');
    expect(texts(b.events)).toMatch(/holds/);
  });

  it('reveal a concealed target first (GM-E02)', () => {
    const a = move(s, 'thunderstrike → lane 3'); // 4 on 4 + 1
    expect(a.state.lanes[1][2]).toMatchObject({ concealed: false });
    expect(texts(a.events)).toMatch(/reveals Stone Sentinel/);
  });

  it('War Cry outside a War is refused', () => {
    expect(refused(s, 'war cry')).toMatch(/only be cast during your War/);
    expect(gogmagog.legalActions(s, 0).some((a) => a.type === 'cast' && a.card === 'War Cry')).toBe(false);
  });

  it('Unveil reveals every concealed enemy creature and draws a card', () => {
    const a = move(s, 'unveil');
    expect(a.state.lanes[1].filter((c) => c?.concealed)).toHaveLength(0);
    expect(handNames(a.state, 0)).toContain('Gale Runner');
    expect(texts(a.events)).toMatch(/reveals Stone Sentinel in lane 3, Gale Runner in lane 4; draws a card/);
  });

  it('need a creature in the named enemy lane and enough mana', () => {
    expect(refused(s, 'firebolt → lane 5')).toMatch(/no creature in lane 5/);
    const poor = pos({ resources: [2, 0], hands: [['Thunderstrike'], []], lanes: [[], [{ lane: 1, card: 'Ember Scout' }]] });
    expect(refused(poor, 'thunderstrike → lane 1')).toMatch(/costs 3 mana; you have 2 left/);
  });
});

describe('abilities, once per card (GM-R29, GM-R20)', () => {
  it('Insight draws when deployed, even concealed; with an empty deck it draws nothing (no fatigue)', () => {
    const s = pos({ resources: [2, 0], hands: [['Storm Adept'], []], decks: [['Firebolt'], []] });
    const a = move(s, 'deploy Storm Adept lane 1 concealed');
    expect(handNames(a.state, 0)).toEqual(['Firebolt']);
    expect(a.state.lanes[0][0]).toMatchObject({ abilityUsed: true });
    expect(texts(a.events)).toMatch(/draws a card/);
    expect(texts(a.events)).not.toMatch(/Storm Adept|Firebolt/);
    const empty = pos({ resources: [2, 0], hands: [['Storm Adept'], []], used: [restOf(['Storm Adept', 'Mana Crystal', 'Mana Crystal']), []] });
    const b = move(empty, 'deploy Storm Adept lane 1');
    expect(b.state.hands[0]).toEqual([]);
    expect(b.state.energy[0]).toBe(20);
    expect(b.state.fatigue[0]).toBe(0);
  });

  it('Siphon drains 2 energy when deployed and can win at once', () => {
    const s = pos({ resources: [5, 0], hands: [['Tempest Lord'], []], energy: [20, 2] });
    const a = move(s, 'deploy Tempest Lord lane 5 concealed');
    expect(a.state.energy[1]).toBe(0);
    expect(gogmagog.result(a.state)?.winners).toEqual([0]);
    expect(texts(a.events)).toMatch(/drained of 2 energy/);
    expect(texts(a.events)).not.toMatch(/Tempest Lord/);
  });
});

describe('revealing your own creature (GM-R30)', () => {
  const s = pos({ lanes: [[{ lane: 4, card: 'Granite Brute', concealed: true }, { lane: 2, card: 'Gale Runner' }], []] });
  it('is free, does not fix the turn type, and is refused for a face-up creature', () => {
    const a = move(s, 'reveal lane 4');
    expect(a.state.lanes[0][3]).toMatchObject({ concealed: false });
    expect(a.state.turn).toMatchObject({ main: false, manaSpent: 0 });
    expect(texts(a.events)).toMatch(/reveals Granite Brute in lane 4/);
    expect(refused(a.state, 'reveal lane 4')).toMatch(/already face-up/);
    expect(refused(a.state, 'reveal lane 1')).toMatch(/no creature in lane 1/);
    // Still free to March after it.
    expect(move(a.state, 'march lane 4 ↑').state.lanes[0][3]).toMatchObject({ offence: true });
  });
});

describe('March (GM-R08, GM-R31, GM-R12)', () => {
  const s = pos({
    hands: [['Ember Scout', 'Mana Crystal'], []],
    resources: [1, 0],
    lanes: [[{ lane: 1, card: 'Granite Brute', concealed: true }, { lane: 4, slot: 'offence', card: 'Ember Scout' }], []],
  });

  it('moves creatures between their lane\'s slots, revealing one that goes to offence, and ends the turn', () => {
    const a = move(s, 'march lane 1 ↑, lane 4 ↓');
    expect(a.state.lanes[0][0]).toMatchObject({ offence: true, concealed: false });
    // Going down does not conceal (GM-R12).
    expect(a.state.lanes[0][3]).toMatchObject({ offence: false, concealed: false });
    expect(a.state.toMove).toBe(1);
    expect(texts(a.events)).toMatch(/marches: Granite Brute in lane 1 to offence \(revealed\), Ember Scout in lane 4 to defence/);
    expect(move(s, 'march 1 up 4 down').state).toEqual(a.state);
  });

  it('excludes play and War in the same turn (both ways)', () => {
    expect(refused(move(s, 'deploy Ember Scout lane 2').state, 'march lane 4 ↓')).toMatch(/no March/);
    expect(refused(move(move(s, 'war').state, 'resolve').state, 'march lane 4 ↓')).toMatch(/no March/);
    expect(refused(move(s, 'play Mana Crystal').state, 'march lane 4 ↓')).toMatch(/no March/);
  });

  it('names real creatures, each once, and directions that fit', () => {
    expect(refused(s, 'march lane 2 ↑')).toMatch(/no creature in lane 2/);
    expect(refused(s, 'march lane 4 ↑')).toMatch(/already in offence/);
    expect(refused(s, 'march lane 1, lane 1')).toMatch(/named twice/);
    expect(refused(s, 'march')).toMatch(/Say which/);
  });

  it('offers every non-empty subset of own creatures', () => {
    expect(gogmagog.legalActions(s, 0).filter((a) => a.type === 'march')).toHaveLength(3);
  });
});

describe('pass and end turn (GM-R31, GM-R13)', () => {
  it('are one action; no hand limit at the end of a turn', () => {
    const s = pos({ hands: [['Firebolt', 'Firebolt', 'Firebolt', 'Thunderstrike', 'Thunderstrike', 'War Cry', 'War Cry', 'Unveil', 'Ember Scout', 'Gale Runner', 'Mana Crystal'], []] });
    expect(gogmagog.parseAction(s, 0, 'pass')).toEqual({ ok: true, action: { type: 'end' } });
    const a = move(s, 'pass');
    expect(a.state.hands[0]).toHaveLength(11);
    expect(a.state.toMove).toBe(1);
  });
});
