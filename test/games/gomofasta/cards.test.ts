import { describe, expect, it } from 'vitest';
import { CARD_TYPES, buildDeck, canonicalRotation, cardStones, distinctRotations, rotatePattern } from '../../../src/games/gomofasta/cards.js';
import { gomofasta, type CardId } from '../../../src/games/gomofasta/index.js';
import { fresh, position, pt } from './helpers.js';

describe('Go*Mofasta deck (RULINGS §3.3)', () => {
  it('is the 9 cards of §3.3, every card with both colours', () => {
    const deck = buildDeck(1);
    expect(deck).toHaveLength(9);
    const count = (id: string) => deck.filter((c) => c === id).length;
    expect([count('B'), count('W'), count('S'), count('C')]).toEqual([3, 3, 2, 1]);
    for (const c of CARD_TYPES) {
      expect(c.pattern).toContain('B');
      expect(c.pattern).toContain('W');
    }
    expect(CARD_TYPES.find((c) => c.id === 'B')!.pattern.join('')).toBe('BBBW');
    expect(CARD_TYPES.find((c) => c.id === 'W')!.pattern.join('')).toBe('WWWB');
    expect(CARD_TYPES.find((c) => c.id === 'S')!.pattern.join('')).toBe('BBWW');
    expect(CARD_TYPES.find((c) => c.id === 'C')!.pattern.join('')).toBe('BWWB');
  });

  it('multiplies to 18 and 27 cards', () => {
    expect(buildDeck(2)).toHaveLength(18);
    expect(buildDeck(3)).toHaveLength(27);
    const s = fresh('m3', { deckMultiplier: 3 });
    expect(s.deck.length + s.hands[0].length + s.hands[1].length).toBe(27);
    expect(s.deck).toHaveLength(21);
  });
});

describe('rotations (clockwise; tl, tr, bl, br)', () => {
  const expected: Record<string, Record<number, string>> = {
    B: { 0: 'BBBW', 90: 'BBWB', 180: 'WBBB', 270: 'BWBB' },
    W: { 0: 'WWWB', 90: 'WWBW', 180: 'BWWW', 270: 'WBWW' },
    S: { 0: 'BBWW', 90: 'WBWB', 180: 'WWBB', 270: 'BWBW' },
    C: { 0: 'BWWB', 90: 'WBBW', 180: 'BWWB', 270: 'WBBW' },
  };
  for (const card of CARD_TYPES) {
    for (const rot of [0, 90, 180, 270] as const) {
      it(`${card.name} r${rot} is ${expected[card.id][rot]}`, () => {
        expect(rotatePattern(card.pattern, rot).join('')).toBe(expected[card.id][rot]);
        expect(cardStones(card.id, rot).join('')).toBe(expected[card.id][rot]);
      });
      it(`${card.name} r${rot} puts those stones on the board`, () => {
        const hands: Record<string, CardId[][]> = {
          B: [['B', 'W', 'W'], ['S', 'S', 'C']],
          W: [['W', 'B', 'B'], ['S', 'S', 'C']],
          S: [['S', 'B', 'B'], ['S', 'W', 'W']],
          C: [['C', 'B', 'B'], ['S', 'S', 'W']],
        };
        const s = position({ hands: hands[card.id] });
        const r = gomofasta.applyAction(s, s.toMove, { card: card.id, rot, x: 3, y: 3 });
        expect(r.ok).toBe(true);
        if (!r.ok) return;
        const b = r.state.board;
        const got = [b[pt(13, 'd10')], b[pt(13, 'e10')], b[pt(13, 'd9')], b[pt(13, 'e9')]].join('');
        expect(got).toBe(expected[card.id][rot]);
      });
    }
  }

  it('four rotations of a turn come back to the start', () => {
    for (const c of CARD_TYPES) {
      let p = [...c.pattern];
      for (let i = 0; i < 4; i++) p = rotatePattern(p, 90);
      expect(p).toEqual([...c.pattern]);
    }
  });

  it('lists each distinct pattern once, smallest angle canonical', () => {
    expect(distinctRotations('B')).toEqual([0, 90, 180, 270]);
    expect(distinctRotations('W')).toEqual([0, 90, 180, 270]);
    expect(distinctRotations('S')).toEqual([0, 90, 180, 270]);
    expect(distinctRotations('C')).toEqual([0, 90]);
    expect(canonicalRotation('C', 180)).toBe(0);
    expect(canonicalRotation('C', 270)).toBe(90);
    expect(canonicalRotation('B', 270)).toBe(270);
  });
});

describe('colours are absolute (MOF-R02)', () => {
  it('White playing a Black Trio places three black stones', () => {
    const s = position({ blackSeat: 0, toMove: 1 });
    const r = gomofasta.applyAction(s, 1, { card: 'B', rot: 0, x: 5, y: 5 });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const placed = r.state.last!.placed.map((p) => r.state.board[p]).join('');
    expect(placed).toBe('BBBW');
    expect(r.state.last!.colour).toBe('W');
  });
});
