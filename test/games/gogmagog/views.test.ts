// What each seat and the spectator see (GM-R32, A4), and the private key.
import { describe, expect, it } from 'vitest';
import { gogmagog } from '../../../src/games/gogmagog/index.js';
import { move, pos } from './helpers.js';

const s = pos({
  energy: [18, 20],
  resources: [4, 1],
  hands: [['Firebolt', 'Granite Brute'], ['Unveil', 'Tempest Lord', 'War Cry']],
  used: [['Ember Scout'], []],
  lanes: [
    [{ lane: 1, card: 'Mountain Warden', concealed: true }, { lane: 3, slot: 'offence', card: 'Granite Brute' }],
    [{ lane: 3, card: 'Gale Runner', concealed: true }],
  ],
  fatigue: [1, 0],
  mulligans: [0, 1],
});

describe('view', () => {
  it('shows a seat its own hand and concealed creatures, and the opponent\'s as sizes and backs', () => {
    const v = gogmagog.view(s, 0);
    expect(v.seats[0].hand?.map((c) => c.name)).toEqual(['Firebolt', 'Granite Brute']);
    expect(v.seats[1].hand).toBeUndefined();
    expect(v.seats[1].handCount).toBe(3);
    expect(v.seats[0].lanes[0]).toMatchObject({ lane: 1, slot: 'defence', concealed: true, card: { name: 'Mountain Warden' }, attack: 1, defence: 7 });
    // A concealed creature's cost is public (GM-R29), and whether an ability fired on deployment.
    expect(v.seats[1].lanes[2]).toEqual({ lane: 3, slot: 'defence', concealed: true, cost: 1, abilityUsed: false, satOut: false });
    expect(v.seats[0].lanes[2]).toMatchObject({ slot: 'offence', attack: 4, defence: 3, card: { guild: 'Stone' } });
    expect(v.seats.map((x) => [x.energy, x.resources, x.deckCount, x.fatigue, x.mulligans])).toEqual([
      [18, 4, 40 - 2 - 1 - 4 - 2, 1, 0],
      [20, 1, 40 - 3 - 1 - 1, 0, 1],
    ]);
    expect(v.seats[0].used.map((c) => c.name)).toEqual(['Ember Scout']);
    expect(v.turn).toMatchObject({ number: 1, mana: 4, manaLeft: 4, attackers: [3], main: false });
    expect(v.phase).toBe('turn');
  });

  it('shows the spectator no hand and no concealed identity, and nobody the deck', () => {
    const v = gogmagog.view(s, 'spectator');
    expect(v.seats.every((x) => x.hand === undefined)).toBe(true);
    expect(v.seats[0].lanes[0]).toEqual({ lane: 1, slot: 'defence', concealed: true, cost: 4, abilityUsed: false, satOut: false });
    const json = JSON.stringify([v, gogmagog.view(s, 1)]);
    expect(json).not.toMatch(/"decks"|"rng"|Mountain Warden/);
  });

  it('carries the War preview while a War is open, for everyone', () => {
    const w = move(s, 'war').state;
    for (const viewer of [0, 1, 'spectator'] as const) {
      expect(gogmagog.view(w, viewer).war?.preview).toEqual(['lane 3 (Granite Brute) → lane 3: 4 tokens on Gale Runner (defence 3): destroyed', 'Gale Runner counterattacks Granite Brute in lane 3: 0 tokens vs defence 3: holds']);
    }
    expect(gogmagog.view(w, 0).phase).toBe('war');
  });
});

describe('privateKey', () => {
  it('changes with the seat\'s hand and concealed creatures, not with the other seat\'s', () => {
    const k0 = gogmagog.privateKey!(s, 0);
    const k1 = gogmagog.privateKey!(s, 1);
    const a = move(s, 'deploy Granite Brute lane 2 concealed').state;
    expect(gogmagog.privateKey!(a, 0)).not.toBe(k0);
    expect(gogmagog.privateKey!(a, 1)).toBe(k1);
    const b = move(a, 'reveal lane 1').state;
    expect(gogmagog.privateKey!(b, 0)).not.toBe(gogmagog.privateKey!(a, 0));
    expect(gogmagog.privateKey!(s, 5)).toBe('');
  });
});
