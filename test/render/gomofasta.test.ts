import { describe, expect, it } from 'vitest';
import { createCanvas, loadImage } from 'canvas';
import { gomofasta, playRandomGame, type GmState, type GmView } from '../../src/games/gomofasta/index.js';
import { GOMOFASTA_IMAGE, gomofastaPointPixel, renderGomofasta } from '../../src/render/gomofasta.js';

async function decode(png: Buffer) {
  const img = await loadImage(png);
  const c = createCanvas(img.width, img.height);
  const ctx = c.getContext('2d');
  ctx.drawImage(img, 0, 0);
  return { img, pixel: (x: number, y: number) => [...ctx.getImageData(x, y, 1, 1).data] };
}

const brightness = ([r, g, b]: number[]) => (r + g + b) / 3;

function midGame(size: 13 | 19, plies: number): GmState {
  let mid: GmState | null = null;
  playRandomGame(`render-${size}`, { size }, (s) => {
    if (s.ply === plies) mid = s;
  });
  if (!mid) throw new Error('game too short');
  return mid;
}

describe('renderGomofasta', () => {
  it('draws the start position as a PNG of the expected size', async () => {
    const s = gomofasta.setup({ players: 2, seed: 'r', options: { size: 19, deckMultiplier: 1 } });
    if (!s.ok) throw new Error(s.error);
    const png = renderGomofasta(gomofasta.view(s.state, 'spectator'));
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    const { img } = await decode(png);
    expect([img.width, img.height]).toEqual([GOMOFASTA_IMAGE.width, GOMOFASTA_IMAGE.height]);
    expect(img.width).toBeGreaterThanOrEqual(900);
    expect(img.width).toBeLessThanOrEqual(1100);
  });

  for (const size of [19, 13] as const) {
    it(`draws a ${size}×${size} mid-game with stones where the view has them`, async () => {
      const state = midGame(size, 12);
      const view: GmView = gomofasta.view(state, 0);
      const { img, pixel } = await decode(renderGomofasta(view, { seatNames: ['Alice', 'Bob'] }));
      expect([img.width, img.height]).toEqual([GOMOFASTA_IMAGE.width, GOMOFASTA_IMAGE.height]);
      const marked = new Set([...view.last!.placed, ...view.last!.filled]);
      let checked = 0;
      for (let p = 0; p < view.board.length; p++) {
        if (marked.has(p)) continue; // marks sit in the centre of those stones
        const { px, py } = gomofastaPointPixel(size, p % size, Math.floor(p / size));
        // sample a little off centre, away from grid lines and star points
        const v = brightness(pixel(px + 6, py + 6));
        if (view.board[p] === 'B') expect(v).toBeLessThan(70);
        else if (view.board[p] === 'W') expect(v).toBeGreaterThan(230);
        else expect(v > 70 && v < 230).toBe(true); // the wooden board
        checked++;
      }
      expect(checked).toBeGreaterThan(size * size - 30);
    });
  }

  it('draws a finished game (winning line and result) without failing', async () => {
    const { state } = playRandomGame('render-end', { size: 19 });
    const { img } = await decode(renderGomofasta(gomofasta.view(state, 'spectator'), { seatNames: ['A very long player name indeed, longer than fits', 'B'] }));
    expect(img.width).toBe(GOMOFASTA_IMAGE.width);
  });
});
