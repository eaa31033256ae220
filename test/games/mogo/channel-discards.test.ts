// MOGO-E03 (adopted by MOGO-R79): with more than ten other counters in hand, Channel's legal-action
// list holds only some discard sets; /move's autocomplete still reaches every
// set, one counter at a time, and what it offers is always playable.
import { describe, expect, it } from 'vitest';
import { mogo } from '../../../src/games/mogo/index.js';
import { MOGO_E03_CHANNEL_FULL_SUBSETS_UP_TO } from '../../../src/games/mogo/rulings.js';
import { legalTexts, play, pos } from './helpers.js';

const OTHERS = ['Goblin Balloon', 'Goblin Sneak', 'Guardian', 'Goblin King', 'Red Dragon', 'Dragon Slayer', 'Dwarf Warriors', 'Dwarf Lord', 'Forger', 'Giant Slayer', 'Barbarians', 'Phalanx'];
const big = () => pos({ hands: [['Channel', ...OTHERS], []], toMove: 0, phase: 'action' });

describe('Channel with a large hand (MOGO-E03, MOGO-R79)', () => {
  it('lists only some discard sets once the rest of the hand is over the limit', () => {
    expect(OTHERS.length).toBeGreaterThan(MOGO_E03_CHANNEL_FULL_SUBSETS_UP_TO);
    const listed = legalTexts(big(), 0).filter((t) => t.startsWith('cast Channel'));
    expect(listed).not.toContain('cast Channel discarding Goblin Sneak, Guardian, Red Dragon');
  });

  it('autocomplete reaches a set the list leaves out, one counter at a time, and it plays', () => {
    const s = big();
    const first = mogo.suggestActions!(s, 0, 'cast Channel discarding ', 25);
    expect(first).toHaveLength(OTHERS.length);
    expect(first).toContain('cast Channel discarding Guardian');
    const second = mogo.suggestActions!(s, 0, 'cast channel discarding Guardian, red', 25);
    expect(second).toEqual(['cast Channel discarding Guardian, Red Dragon']);
    const third = mogo.suggestActions!(s, 0, 'cast Channel discarding Guardian, Red Dragon, ', 25);
    // The set typed so far first, then each counter still in hand added to it.
    expect(third[0]).toBe('cast Channel discarding Guardian, Red Dragon');
    expect(third).toHaveLength(1 + OTHERS.length - 2);
    expect(third).toContain('cast Channel discarding Guardian, Red Dragon, Goblin Sneak');
    for (const text of [...first, ...second, ...third]) expect(mogo.parseAction(s, 0, text).ok, text).toBe(true);
    const after = play(s, 0, 'cast Channel discarding Guardian, Red Dragon, Goblin Sneak').state;
    expect(after.tokens[0]).toBe(3);
    expect(after.hands[0]).toHaveLength(OTHERS.length - 3);
  });

  it('offers nothing for a name not in hand, and nothing when Channel cannot be cast', () => {
    expect(mogo.suggestActions!(big(), 0, 'cast Channel discarding Titan, ', 25)).toEqual([]);
    const notInHand = pos({ hands: [OTHERS, []], toMove: 0, phase: 'action' });
    expect(mogo.suggestActions!(notInHand, 0, 'cast Channel discarding ', 25).some((t) => t.startsWith('cast Channel'))).toBe(false);
    const otherSeat = mogo.suggestActions!(big(), 1, 'cast Channel discarding ', 25);
    expect(otherSeat.some((t) => t.startsWith('cast Channel'))).toBe(false);
  });
});
