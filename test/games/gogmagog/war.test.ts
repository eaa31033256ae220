// War: participants, targets and guild combinations, the sub-phase of spells
// (GM-R22, GM-R23), resolution on values before it (GM-R26), ties, counterattacks,
// Flaws, Bulwark, and the preview the attacker sees before resolving.
import { describe, expect, it } from 'vitest';
import { gogmagog } from '../../../src/games/gogmagog/index.js';
import type { LaneSpec } from './helpers.js';
import { laneNames, move, moves, pos, refused, texts } from './helpers.js';

const brutes = (hand: string[]) =>
  pos({
    resources: [5, 0],
    hands: [hand, []],
    lanes: [[{ lane: 3, slot: 'offence', card: 'Granite Brute' }], [{ lane: 3, slot: 'defence', card: 'Granite Brute' }]],
  });

describe('the text\'s own example (GM-R06)', () => {
  it('6 tokens destroy a defender of defence 5 (an attack of 4 plus a Firebolt\'s 2)', () => {
    const { state, events } = moves(brutes(['Firebolt']), ['war', 'firebolt → lane 3', 'resolve']);
    expect(laneNames(state, 1)[2]).toBeNull();
    // The destroyed defender still counterattacks (GM-R26): 2 on a defence of 3 holds.
    expect(laneNames(state, 0)[2]).toBe('Granite Brute');
    expect(texts(events)).toMatch(/6 tokens \(2 from spells\) on Granite Brute \(defence 5\): destroyed/);
  });

  it('5 on 5 destroys both the defender and the attacker in its lane (War Cry +1)', () => {
    const { state, events } = moves(brutes(['War Cry']), ['war', 'war cry', 'resolve']);
    expect(laneNames(state, 1)[2]).toBeNull();
    expect(laneNames(state, 0)[2]).toBeNull();
    expect(state.used.map((u) => u.length)).toEqual([2, 1]);
    expect(texts(events)).toMatch(/tie/);
  });

  it('4 on 5 holds, and tokens do not last (GM-R06, §2.1 16j)', () => {
    const a = moves(brutes([]), ['war', 'resolve']).state;
    expect(laneNames(a, 1)[2]).toBe('Granite Brute');
    const b = moves(a, ['end turn', 'end turn', 'war', 'resolve']).state;
    expect(laneNames(b, 1)[2]).toBe('Granite Brute');
  });
});

const table = (mine: LaneSpec[], theirs: LaneSpec[], hand: string[] = [], energy: [number, number] = [20, 20]) =>
  pos({ resources: [5, 0], hands: [hand, []], lanes: [mine, theirs], energy });

describe('counterattacks (GM-R07, GM-R06)', () => {
  it.each([
    // [what, my lane-1 creature, their lane-1 creature, mine survives, theirs survives]
    ['a counterattack tie does nothing', 'Granite Brute', { card: 'Tempest Lord', slot: 'defence' }, true, true],
    ['a counterattack exceeding destroys; the destroyed defender still strikes back', 'Granite Brute', { card: 'Tempest Lord', slot: 'offence' }, false, false],
    ['an attack tie also destroys the attacker in the lane; doomed twice, it dies once', 'Ember Scout', { card: 'Tempest Lord', slot: 'offence' }, false, false],
    ['a weak counterattack leaves the attacker', 'Granite Brute', { card: 'Gale Runner', slot: 'defence' }, true, false],
  ] as const)('%s', (_what, mine, theirs, mineLives, theirsLives) => {
    const s = table([{ lane: 1, slot: 'offence', card: mine }], [{ lane: 1, ...theirs }]);
    const after = moves(s, ['war', 'resolve']).state;
    expect(laneNames(after, 0)[0] !== null, 'mine').toBe(mineLives);
    expect(laneNames(after, 1)[0] !== null, 'theirs').toBe(theirsLives);
    const ids = after.used[0];
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('counterattacks come from every enemy creature in an attacker\'s lane, targeted or not', () => {
    const s = table(
      [{ lane: 1, slot: 'offence', card: 'Ember Scout' }, { lane: 2, slot: 'offence', card: 'Flame Raider', abilityUsed: true }],
      [{ lane: 1, card: 'Granite Brute' }],
    );
    const after = moves(s, ['war lanes 1+2 → lane 2']).state;
    const done = move(after, 'resolve');
    // Lane 2 is a Flaw: 3 + 5 tokens off energy; the Brute in lane 1 strikes back at the Scout (2 > 0).
    expect(done.state.energy[1]).toBe(12);
    expect(laneNames(done.state, 0)[0]).toBeNull();
    expect(laneNames(done.state, 0)[1]).toBe('Flame Raider');
  });

  it('a concealed counterattacker that is not targeted stays concealed and is never named (GM-R27)', () => {
    const s = table([{ lane: 1, slot: 'offence', card: 'Ember Scout' }, { lane: 2, slot: 'offence', card: 'Flame Raider', abilityUsed: true }], [{ lane: 1, card: 'Granite Brute', concealed: true }]);
    const w = move(s, 'war lanes 1+2 → lane 2');
    expect(w.state.lanes[1][0]).toMatchObject({ concealed: true });
    expect(gogmagog.view(w.state, 0).war?.preview.join('\n')).toMatch(/a concealed creature counterattacks Ember Scout in lane 1 \(defence 0\): unknown/);
    const r = move(w.state, 'resolve');
    expect(r.state.lanes[1][0]).toMatchObject({ concealed: true });
    expect(texts(r.events)).not.toMatch(/Granite Brute/);
    expect(texts(r.events)).toMatch(/a concealed creature counterattacks Ember Scout in lane 1: destroyed/);
  });
});

describe('participants and targets', () => {
  it('every offensive creature attacks, the defensive ones stay neutral, Flaws cost energy, 0 ends the game at once', () => {
    const s = table(
      [{ lane: 1, slot: 'offence', card: 'Granite Brute' }, { lane: 2, slot: 'offence', card: 'Gale Runner' }, { lane: 3, card: 'Tempest Lord' }],
      [{ lane: 3, card: 'Ember Scout' }],
      [],
      [20, 6],
    );
    const w = move(s, 'war');
    expect(gogmagog.view(w.state, 0).war?.attacks).toEqual([{ lane: 1, target: 1 }, { lane: 2, target: 2 }]);
    const r = move(w.state, 'resolve');
    expect(r.state.energy[1]).toBe(0); // 4 + 2, floored at 0 (GM-R21)
    expect(gogmagog.result(r.state)).toEqual({ winners: [0], reason: 'Player 2 ran out of energy' });
    expect(laneNames(r.state, 1)[2]).toBe('Ember Scout');
  });

  it('refuses War without an attacker (GM-R24) and a second War in a turn; cards may be played after it (GM-R09)', () => {
    expect(refused(table([{ lane: 1, card: 'Granite Brute' }], []), 'war')).toMatch(/no creature in an offensive slot/);
    const after = moves(table([{ lane: 1, slot: 'offence', card: 'Granite Brute' }], [], ['Ember Scout']), ['war', 'resolve']).state;
    expect(refused(after, 'war')).toMatch(/already waged War this turn/);
    expect(laneNames(move(after, 'deploy Ember Scout lane 2').state, 0)[1]).toBe('Ember Scout');
  });
});

describe('guild combinations (GM-R25, GM-R04)', () => {
  const s = table(
    [
      { lane: 1, slot: 'offence', card: 'Ember Scout' },
      { lane: 2, slot: 'offence', card: 'Flame Raider', abilityUsed: true },
      { lane: 3, slot: 'offence', card: 'Gale Runner' },
      { lane: 4, slot: 'offence', card: 'Ember Scout' },
      { lane: 5, slot: 'offence', card: 'Inferno Drake', abilityUsed: true },
    ],
    [{ lane: 2, card: 'Granite Brute' }, { lane: 5, card: 'Mountain Warden' }],
  );

  it('joins two or more attackers of one guild on the lane opposite one of them', () => {
    const w = move(s, 'war lanes 1+2 → lane 2');
    expect(gogmagog.view(w.state, 0).war?.attacks).toEqual([
      { lane: 1, target: 2 }, { lane: 2, target: 2 }, { lane: 3, target: 3 }, { lane: 4, target: 4 }, { lane: 5, target: 5 },
    ]);
    const r = move(w.state, 'resolve').state;
    expect(laneNames(r, 1)[1]).toBeNull(); // 3 + 5 > 5
  });

  it('allows several groups of one guild', () => {
    const w = move(s, 'war lanes 1+2 → lane 2, lanes 4+5 → lane 5');
    expect(w.state.war?.groups).toEqual([{ lanes: [1, 2], target: 2 }, { lanes: [4, 5], target: 5 }]);
    const r = move(w.state, 'resolve');
    // 3 + 6 = 9 > 7: the Warden's Bulwark saves it once (GM-R26).
    expect(r.state.lanes[1][4]).toMatchObject({ abilityUsed: true });
    expect(texts(r.events)).toMatch(/survives by its Bulwark/);
  });

  it.each([
    ['mixed guilds', 'war lanes 1+3 → lane 1', /one guild only/],
    ['a target outside the group', 'war lanes 1+2 → lane 3', /opposite one of its own members/],
    ['a lane twice', 'war lanes 1+2 → lane 1, lanes 2+4 → lane 2', /named twice/],
    ['a lane without an attacker', table([{ lane: 1, slot: 'offence', card: 'Ember Scout' }, { lane: 2, card: 'Ember Scout' }], []), /no creature able to attack in lane 2/],
  ] as const)('refuses %s', (_what, textOrState, why) => {
    if (typeof textOrState === 'string') expect(refused(s, textOrState)).toMatch(why);
    else expect(refused(textOrState, 'war lanes 1+2 → lane 1')).toMatch(why);
  });

  it('offers every grouping: 1 without groups, plus the Ember groupings of lanes 1, 2, 4, 5', () => {
    const wars = gogmagog.legalActions(s, 0).filter((a) => a.type === 'war');
    // exp(x·eˣ) gives 41 groupings of 4 attackers of one guild.
    expect(wars).toHaveLength(41);
  });
});

describe('the War sub-phase (GM-R22, GM-R23)', () => {
  const s = table(
    [{ lane: 3, slot: 'offence', card: 'Granite Brute' }],
    [{ lane: 1, card: 'Ember Scout' }, { lane: 3, card: 'Stone Sentinel', concealed: true }],
    ['Firebolt', 'Unveil', 'Ember Scout', 'War Cry', 'War Cry'],
  );

  it('GM-R33: a targeted concealed defender is revealed at the declaration, to everyone, before any War spell; an untargeted one stays concealed', () => {
    const two = table(
      [{ lane: 3, slot: 'offence', card: 'Granite Brute' }],
      [{ lane: 3, card: 'Stone Sentinel', concealed: true }, { lane: 4, card: 'Gale Runner', concealed: true }],
      ['Firebolt'],
    );
    expect(gogmagog.view(two, 'spectator').seats[1].lanes[2]).toMatchObject({ concealed: true });
    const w = move(two, 'war').state;
    expect(w.phase).toBe('war'); // still inside the War: no spell cast yet
    for (const viewer of ['spectator', 0] as const) {
      const lanes = gogmagog.view(w, viewer).seats[1].lanes;
      expect(lanes[2]).toMatchObject({ concealed: false, card: { name: 'Stone Sentinel' }, defence: 5 });
      expect(lanes[3]).toMatchObject({ concealed: true });
      expect(lanes[3]?.card).toBeUndefined();
    }
  });

  it('then allows only War Cry, attack spells on targets, and resolve', () => {
    const w = move(s, 'war');
    expect(w.state.lanes[1][2]).toMatchObject({ concealed: false });
    expect(texts(w.events)).toMatch(/declares War: lane 3 → lane 3\. Revealed: Stone Sentinel in lane 3/);
    expect(refused(w.state, 'firebolt → lane 1')).toMatch(/only hit creatures the War targets/);
    expect(refused(w.state, 'deploy Ember Scout lane 2')).toMatch(/middle of a War/);
    expect(refused(w.state, 'end turn')).toMatch(/middle of a War/);
    expect(refused(w.state, 'unveil')).toMatch(/only cast War Cry or an attack spell/);
    expect(refused(w.state, 'march lane 3 ↓')).toMatch(/middle of a War/);
    const legal = gogmagog.legalActions(w.state, 0).map((a) => gogmagog.formatAction(w.state, a));
    expect(legal.map((t) => t.split(' —')[0])).toEqual(['firebolt → lane 3', 'war cry', 'resolve']);
    expect(gogmagog.timeoutAction!(w.state, 0)).toEqual({ type: 'resolve' });
  });

  it('War Cries stack (GM-E03, adopted by GM-R34) and the preview follows every spell', () => {
    let st = move(s, 'war').state;
    // Stone Sentinel in defence: 1 − 1 attack, 4 + 1 defence; the Brute attacks with 4.
    expect(gogmagog.view(st, 0).war?.preview).toEqual([
      'lane 3 (Granite Brute) → lane 3: 4 tokens on Stone Sentinel (defence 5): holds',
      'Stone Sentinel counterattacks Granite Brute in lane 3: 0 tokens vs defence 3: holds',
    ]);
    expect(gogmagog.formatAction(st, { type: 'resolve' })).toBe('resolve — lane 3 holds');
    st = move(st, 'war cry').state;
    expect(gogmagog.formatAction(st, { type: 'resolve' })).toBe('resolve — destroys lane 3; you lose lane 3');
    st = move(st, 'war cry').state;
    expect(gogmagog.view(st, 'spectator').war?.preview[0]).toBe('lane 3 (Granite Brute) → lane 3: 6 tokens on Stone Sentinel (defence 5): destroyed');
    const r = move(st, 'resolve');
    expect(laneNames(r.state, 1)[2]).toBeNull();
    expect(laneNames(r.state, 0)[2]).toBe('Granite Brute');
    expect(r.state.phase).toBe('turn');
    expect(r.state.war).toBeNull();
  });
});

describe('Bulwark (GM-R26)', () => {
  it('in a tie only the Warden is saved; the attacker in its lane is still destroyed; the next time it dies', () => {
    const s = table([{ lane: 2, slot: 'offence', card: 'Granite Brute' }, { lane: 4, slot: 'offence', card: 'Inferno Drake', abilityUsed: true }], [{ lane: 2, card: 'Mountain Warden' }], ['Firebolt', 'War Cry']);
    const r = moves(s, ['war', 'firebolt → lane 2', 'war cry', 'resolve']);
    // 4 + 1 + 2 = 7 = the Warden's 6 + 1.
    expect(r.state.lanes[1][1]).toMatchObject({ abilityUsed: true });
    expect(laneNames(r.state, 0)[1]).toBeNull();
    const s2 = table([{ lane: 2, slot: 'offence', card: 'Inferno Drake', abilityUsed: true }], [{ lane: 2, card: 'Mountain Warden', abilityUsed: true }], ['Firebolt', 'Firebolt']);
    const dead = moves(s2, ['war', 'firebolt → lane 2', 'resolve']).state; // 6 + 2 > 7
    expect(laneNames(dead, 1)[1]).toBeNull();
  });
});
