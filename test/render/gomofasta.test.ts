import { describe, expect, it } from 'vitest';
import { createCanvas, loadImage } from 'canvas';
import { gomofasta, playRandomGame, type GmState, type GmView } from '../../src/games/gomofasta/index.js';
import { GOMOFASTA_IMAGE, gomofastaLegendBand, gomofastaPointPixel, renderGomofasta } from '../../src/render/gomofasta.js';

async function decode(png: Buffer) {
  const img = await loadImage(png);
  const c = createCanvas(img.width, img.height);
  const ctx = c.getContext('2d');
  ctx.drawImage(img, 0, 0);
  return { img, pixel: (x: number, y: number) => [...ctx.getImageData(x, y, 1, 1).data] };
}

/** The board's wood, #e3bd78. */
const WOOD = [0xe3, 0xbd, 0x78];
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

  for (const size of [19, 13] as const) {
    it(`keeps the wood visible around every ${size}×${size} stone (stone sprites are transparent)`, async () => {
      const view = gomofasta.view(midGame(size, 12), 'spectator');
      const { pixel } = await decode(renderGomofasta(view));
      const step = gomofastaPointPixel(size, 1, 0).px - gomofastaPointPixel(size, 0, 0).px;
      // Just outside the stone's circle but inside its grid cell, towards the board's centre:
      // a sprite drawn on an opaque square would paint this corner black.
      const d = Math.round(step * 0.4);
      let checked = 0;
      for (let p = 0; p < view.board.length; p++) {
        if (view.board[p] !== 'B' && view.board[p] !== 'W') continue;
        const x = p % size;
        const y = Math.floor(p / size);
        const { px, py } = gomofastaPointPixel(size, x, y);
        const sx = px + (x < size / 2 ? d : -d);
        const sy = py + (y < size / 2 ? d : -d);
        const [r, g, b] = pixel(sx, sy);
        expect({ at: `${x},${y}`, near: Math.abs(r - WOOD[0]) < 16 && Math.abs(g - WOOD[1]) < 16 && Math.abs(b - WOOD[2]) < 16 }).toEqual({ at: `${x},${y}`, near: true });
        checked++;
      }
      expect(checked).toBeGreaterThan(20);
    });
  }

  it('draws the legend as dark text on the light page, not on a black bar', async () => {
    const state = midGame(19, 12);
    const { pixel } = await decode(renderGomofasta(gomofasta.view(state, 'spectator')));
    const { top, bottom } = gomofastaLegendBand();
    let light = 0;
    let ink = 0;
    let total = 0;
    for (let y = top; y < bottom; y += 2) {
      for (let x = 0; x < GOMOFASTA_IMAGE.width; x += 3) {
        const v = brightness(pixel(x, y));
        if (v > 200) light++;
        if (v < 110) ink++;
        total++;
      }
    }
    // Mostly page, with some strongly contrasting ink (the labels).
    expect(light / total).toBeGreaterThan(0.8);
    expect(ink).toBeGreaterThan(50);
  });

  it('draws a finished game (winning line and result) without failing', async () => {
    const { state } = playRandomGame('render-end', { size: 19 });
    const { img } = await decode(renderGomofasta(gomofasta.view(state, 'spectator'), { seatNames: ['A very long player name indeed, longer than fits', 'B'] }));
    expect(img.width).toBe(GOMOFASTA_IMAGE.width);
  });
});
