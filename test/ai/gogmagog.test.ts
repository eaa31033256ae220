// Gog & Magog's AI (issue 14) in positions from the rules where one line of
// play wins or saves the game: the search must find it within normal's budget.
import { describe, expect, it } from 'vitest';
import { think } from '../../src/ai/think.js';
import { gogmagog, type GogAction, type GogState } from '../../src/games/gogmagog/index.js';

function position(p: object): GogState {
  const setup = gogmagog.setup({ players: 2, seed: 'gogmagog-ai', options: { position: JSON.stringify(p) } });
  if (!setup.ok) throw new Error(setup.error);
  return setup.state;
}

/** The AI (seat 0, normal) plays its whole turn; the state when the turn has passed. */
function playTurn(s: GogState): GogState {
  for (let i = 0; i < 30 && !s.result && s.toMove === 0; i++) {
    const action = think({ game: 'gogmagog', state: s, seat: 0, level: 'normal', seed: `turn${i}`, maxMs: Infinity }) as GogAction;
    const r = gogmagog.applyAction(s, 0, action);
    if (!r.ok) throw new Error(r.error);
    s = r.state;
  }
  return s;
}

/** Defenders in the given lanes (the deck holds two of each kind). */
const wall = (lanes: number[]) => lanes.map((lane, i) => ({ lane, card: i < 2 ? 'Granite Brute' : 'Stone Sentinel' }));

describe('Gog & Magog AI', () => {
  it('wins at once with an Instant Attack through the one open lane (§2.1 items 16f, 17)', () => {
    // Flame Raider attacks with 4 + 1 in offence: 5 through the Flaw of lane 2 ends the game; any other lane meets a defender.
    const s = position({
      energy: [20, 5],
      hands: [['Flame Raider', 'Gale Runner', 'Mana Crystal'], ['Firebolt']],
      resources: [3, 3],
      lanes: [[], wall([1, 3, 4, 5])],
    });
    const action = think({ game: 'gogmagog', state: s, seat: 0, level: 'normal', seed: 'win', maxMs: Infinity });
    expect(action).toEqual({ type: 'deploy', card: 'Flame Raider', lane: 2, concealed: false });
  });

  it('blocks the lane of an attacker whose next War would take its last energy', () => {
    // Inferno Drake in offence hits for 6 through the Flaw of lane 3, the only open one; 6 energy left. Only a
    // creature in lane 3 saves the game, and only Stone Sentinel (defence 5 in defence) outlasts a Thunderstrike
    // the opponent may hold. Marching the Brutes out threatens 8 a turn, but too late.
    const s = position({
      energy: [6, 20],
      hands: [['Stone Sentinel', 'Gale Runner', 'Mana Crystal'], ['Firebolt']],
      resources: [1, 5],
      lanes: [
        [...wall([1, 2]), { lane: 4, card: 'Mountain Warden' }, { lane: 5, card: 'Storm Adept', abilityUsed: true }],
        [{ lane: 3, slot: 'offence', card: 'Inferno Drake', abilityUsed: true }],
      ],
    });
    const after = playTurn(s);
    expect(after.toMove).toBe(1);
    expect(after.lanes[0][2]).not.toBeNull();
  });
});
