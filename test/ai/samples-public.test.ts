// Issue 25: the AI's samples of what it cannot see never contradict what the
// table knows. 1,000 samples per position, each checked against the public facts.
import { describe, expect, it } from 'vitest';
import { gogmagog } from '../../src/games/gogmagog/index.js';
import { typeOf } from '../../src/games/gogmagog/cards.js';
import type { GogState } from '../../src/games/gogmagog/state.js';
import { Rng, seedRng } from '../../src/games/rng.js';

const SAMPLES = 1000;

function gogPosition(p: object): GogState {
  const setup = gogmagog.setup({ players: 2, seed: 'samples-public', options: { position: JSON.stringify(p) } });
  if (!setup.ok) throw new Error(setup.error);
  return setup.state;
}

describe('Gog & Magog: concealed creatures', () => {
  // Player 2's concealed creatures, as the table knows them: the cost each
  // deployment showed (GM-R29), and the draw (Insight) or drain (Siphon) it made.
  const s = gogPosition({
    resources: [3, 5],
    hands: [['Firebolt'], ['Unveil', 'Flame Raider', 'Thunder Hawk', 'Inferno Drake', 'Ember Scout']],
    lanes: [
      [{ lane: 1, card: 'Granite Brute' }],
      [
        { lane: 1, card: 'Granite Brute', concealed: true },
        { lane: 2, card: 'Storm Adept', concealed: true, abilityUsed: true },
        { lane: 3, card: 'Stone Sentinel', concealed: true },
        { lane: 4, card: 'Tempest Lord', concealed: true, abilityUsed: true },
        { lane: 5, card: 'Gale Runner', concealed: true },
      ],
    ],
  });
  // What each lane can be, given its public cost and whether an ability fired.
  const possible = [['Granite Brute'], ['Storm Adept'], ['Stone Sentinel'], ['Tempest Lord'], ['Gale Runner', 'Ember Scout']];

  it(`${SAMPLES} samples put in each concealed lane only a creature of its public cost and fired ability, never an Instant Attack`, () => {
    const seen = possible.map(() => new Set<string>());
    for (let i = 0; i < SAMPLES; i++) {
      const d = gogmagog.determinize!(s, 0, new Rng(seedRng(`gog${i}`)));
      d.lanes[1].forEach((c, l) => {
        const name = typeOf(c!.card).name;
        seen[l].add(name);
        if (!possible[l].includes(name)) throw new Error(`sample ${i} puts ${name} in lane ${l + 1}`);
        expect(c!.abilityUsed).toBe(s.lanes[1][l]!.abilityUsed);
      });
    }
    // Both cost-1 creatures stay possible in lane 5: the samples do vary where the table cannot tell.
    expect([...seen[4]].sort()).toEqual(['Ember Scout', 'Gale Runner']);
  });
});
