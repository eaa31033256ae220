// Gog & Magog images: they decode with the expected sizes, draw only the view,
// and a concealed creature is a card back to everyone but its owner.
import { describe, expect, it } from 'vitest';
import { createCanvas, loadImage } from 'canvas';
import { gogmagog, type GogState } from '../../src/games/gogmagog/index.js';
import { randomGame } from '../../src/games/gogmagog/random.js';
import { creatureRect, gogHandSize, gogTableSize, renderGogHand, renderGogTable } from '../../src/render/gogmagog.js';
import { renderPrivate, renderView } from '../../src/render/index.js';

function fromPosition(position: object): GogState {
  const s = gogmagog.setup({ players: 2, seed: 'render-position', options: { position: JSON.stringify(position) } });
  if (!s.ok) throw new Error(s.error);
  return s.state;
}

/** Player 1 holds a concealed creature in lane 3's defence; Player 2 a face-up one opposite. */
const withConcealed = (card: string): GogState =>
  fromPosition({
    hands: [['Firebolt', 'Mana Crystal', 'Mana Crystal'], ['War Cry']],
    resources: [2, 1],
    lanes: [
      [{ lane: 3, card, concealed: true }, { lane: 1, slot: 'offence', card: 'Flame Raider' }],
      [{ lane: 3, slot: 'offence', card: 'Gale Runner' }],
    ],
  });

async function pixels(png: Buffer): Promise<{ width: number; height: number; data: Uint8ClampedArray }> {
  const img = await loadImage(png);
  const c = createCanvas(img.width, img.height);
  const ctx = c.getContext('2d');
  ctx.drawImage(img, 0, 0);
  return { width: img.width, height: img.height, data: ctx.getImageData(0, 0, img.width, img.height).data };
}

function midGame(seed: string, at: number): GogState {
  let mid: GogState | null = null;
  let k = 0;
  const g = randomGame(seed, {}, (_b, _s, after) => {
    if (k++ === at) mid = after;
  });
  return mid ?? g.final;
}

describe('Gog & Magog renderers', () => {
  it('table and hand PNGs decode with the expected sizes, mid-game, at War and at the end', async () => {
    const states: GogState[] = [midGame('render-mid', 60)];
    randomGame('render-war', {}, (_b, _s, after) => {
      if (after.phase === 'war' && states.length < 2) states.push(after);
    });
    states.push(randomGame('render-end').final);
    expect(states[1].phase).toBe('war');
    expect(states[2].result).not.toBeNull();
    for (const s of states) {
      const table = await loadImage(renderGogTable(gogmagog.view(s, 'spectator'), { seatNames: ['Alice', 'Bob'], footnote: 'move by 05-01 09:00 UTC' }));
      expect({ width: table.width, height: table.height }).toEqual(gogTableSize());
      for (const seat of [0, 1]) {
        const v = gogmagog.view(s, seat);
        const hand = await loadImage(renderGogHand(v));
        expect({ width: hand.width, height: hand.height }).toEqual(gogHandSize(v));
      }
    }
    // Through the dispatcher's entry points too, with the deadline drawn when given.
    const v = gogmagog.view(states[0], 'spectator');
    const plain = await renderView('gogmagog', v, { seatNames: ['Alice', 'Bob'] });
    expect(plain.subarray(1, 4).toString()).toBe('PNG');
    expect((await renderView('gogmagog', v, { seatNames: ['Alice', 'Bob'], footnote: 'move by 11-24 09:00 UTC' })).equals(plain)).toBe(false);
    expect((await renderPrivate('gogmagog', gogmagog.view(states[0], 0), { seatNames: ['Alice', 'Bob'] })).subarray(1, 4).toString()).toBe('PNG');
  });

  it('draws a concealed creature as a back: the channel image is the same whichever creature it is', async () => {
    // Two creatures of one cost (1) with no ability: a back shows its cost (GM-R29), nothing else.
    const brute = withConcealed('Ember Scout');
    const runner = withConcealed('Gale Runner');
    // The spectator view does not carry the card, so neither can its image.
    expect(gogmagog.view(brute, 'spectator')).toEqual(gogmagog.view(runner, 'spectator'));
    const a = renderGogTable(gogmagog.view(brute, 'spectator'), { seatNames: ['Alice', 'Bob'] });
    const b = renderGogTable(gogmagog.view(runner, 'spectator'), { seatNames: ['Alice', 'Bob'] });
    expect(a.equals(b)).toBe(true);
    // So does the opponent's own table and hand.
    expect(renderGogTable(gogmagog.view(brute, 1)).equals(renderGogTable(gogmagog.view(runner, 1)))).toBe(true);
    expect(renderGogHand(gogmagog.view(brute, 1)).equals(renderGogHand(gogmagog.view(runner, 1)))).toBe(true);
    // The owner sees which one it is, on their table and in their hand image.
    expect(renderGogTable(gogmagog.view(brute, 0)).equals(renderGogTable(gogmagog.view(runner, 0)))).toBe(false);
    expect(renderGogHand(gogmagog.view(brute, 0)).equals(renderGogHand(gogmagog.view(runner, 0)))).toBe(false);
    expect(gogHandSize(gogmagog.view(brute, 0)).height).toBeGreaterThan(gogHandSize(gogmagog.view(brute, 1)).height);
  });

  it('the concealed slot holds the purple card back, and a face-up creature does not', async () => {
    const { width, data } = await pixels(renderGogTable(gogmagog.view(withConcealed('Granite Brute'), 'spectator')));
    const backShare = (r: { x: number; y: number; w: number; h: number }): number => {
      let back = 0;
      let all = 0;
      for (let y = r.y + 8; y < r.y + r.h - 8; y++) {
        for (let x = r.x + 8; x < r.x + r.w - 8; x++) {
          const i = (y * width + x) * 4;
          all++;
          // The back's two purples (#5a2d5e, #7b4a80).
          if ((data[i] === 0x5a && data[i + 1] === 0x2d && data[i + 2] === 0x5e) || (data[i] === 0x7b && data[i + 1] === 0x4a && data[i + 2] === 0x80)) back++;
        }
      }
      return back / all;
    };
    // The spectator view draws Player 1 nearest.
    expect(backShare(creatureRect(true, 3, 'defence'))).toBeGreaterThan(0.5);
    expect(backShare(creatureRect(true, 1, 'offence'))).toBe(0);
    expect(backShare(creatureRect(false, 3, 'offence'))).toBe(0);
    // An empty slot is not a back either.
    expect(backShare(creatureRect(true, 4, 'defence'))).toBe(0);
  });

  it('the hand image shows one card per name, with the count of copies', () => {
    const s = withConcealed('Granite Brute');
    const v = gogmagog.view(s, 0);
    const more = { ...v, seats: v.seats.map((x) => (x.seat === 0 ? { ...x, hand: [...x.hand!, ...x.hand!, ...x.hand!] } : x)) };
    // Three copies each of the same two names: still one row.
    expect(gogHandSize(more).height).toBe(gogHandSize(v).height);
    expect(renderGogHand(more).equals(renderGogHand(v))).toBe(false);
  });
});
