// Mogo images: they decode with the expected sizes, a suppressed counter is
// drawn greyed, the last action's cells are marked, and the channel's image is
// drawn from the spectator view only (hands never change it).
import { describe, expect, it } from 'vitest';
import { createCanvas, loadImage } from 'canvas';
import { mogo, type MogoState } from '../../src/games/mogo/index.js';
import { randomGame } from '../../src/games/mogo/random.js';
import { lastActionCells, mogoBoardSize, mogoHandSize, renderMogoBoard, renderMogoHand, tileRect } from '../../src/render/mogo.js';
import { renderPrivate, renderView } from '../../src/render/index.js';

function fromPosition(position: object, players = 2, seed = 'render'): MogoState {
  const s = mogo.setup({ players, seed, options: { position: JSON.stringify(position) } });
  if (!s.ok) throw new Error(s.error);
  return s.state;
}

async function pixels(png: Buffer): Promise<{ width: number; data: Uint8ClampedArray }> {
  const img = await loadImage(png);
  const c = createCanvas(img.width, img.height);
  const ctx = c.getContext('2d');
  ctx.drawImage(img, 0, 0);
  return { width: img.width, data: ctx.getImageData(0, 0, img.width, img.height).data };
}

/** Mean colourfulness (max − min channel) over the middle band of a cell's tile, left of the name. */
async function colourfulness(png: Buffer, cell: number): Promise<number> {
  const { width, data } = await pixels(png);
  const r = tileRect(cell);
  let sum = 0;
  let n = 0;
  for (let y = r.y + 30; y < r.y + r.h - 30; y++) {
    for (let x = r.x + 7; x < r.x + 12; x++) {
      const i = (y * width + x) * 4;
      sum += Math.max(data[i], data[i + 1], data[i + 2]) - Math.min(data[i], data[i + 1], data[i + 2]);
      n++;
    }
  }
  return sum / n;
}

const cellIndex = (name: string): number => (Number(name.slice(1)) - 1) * 10 + name.charCodeAt(0) - 97;

describe('Mogo renderers', () => {
  it('board and hand PNGs decode with the expected sizes for 2, 3 and 4 players, mid-game and at the end', async () => {
    for (const players of [2, 3, 4]) {
      let mid: MogoState | null = null;
      let k = 0;
      const g = randomGame(`render-${players}`, players, (_b, _s, after) => {
        if (k++ === 150) mid = after;
      });
      expect(g.final.result).not.toBeNull();
      for (const s of [mid ?? g.final, g.final]) {
        const v = mogo.view(s, 'spectator');
        const board = await loadImage(renderMogoBoard(v, { seatNames: ['Alice', 'Bob', 'Carol', 'Dave'], footnote: 'move by 05-01 09:00 UTC' }));
        expect({ width: board.width, height: board.height }).toEqual(mogoBoardSize(v));
        for (let seat = 0; seat < players; seat++) {
          const hv = mogo.view(s, seat);
          const hand = await loadImage(renderMogoHand(hv));
          expect({ width: hand.width, height: hand.height }).toEqual(mogoHandSize(hv));
        }
      }
    }
    const s = fromPosition({ hands: [['Wrath', 'Goblin King'], []] });
    expect((await renderView('mogo', mogo.view(s, 'spectator'), { seatNames: ['Alice', 'Bob'] })).subarray(1, 4).toString()).toBe('PNG');
    expect((await renderPrivate('mogo', mogo.view(s, 0), { seatNames: ['Alice', 'Bob'] })).subarray(1, 4).toString()).toBe('PNG');
  });

  it('draws a suppressed counter greyed: a Locale under Flood loses its colour, and gets it back without Flood', async () => {
    const mountain = { cell: 'e5', counter: 'Mountain', owner: 1 };
    const flooded = fromPosition({ board: [{ cell: 'a1', counter: 'Flood', owner: 0 }, mountain] });
    const dry = fromPosition({ board: [{ cell: 'a1', counter: 'Jihad', owner: 0 }, mountain] });
    const wet = mogo.view(flooded, 'spectator');
    expect(wet.board.find((c) => c.cell === 'e5')!.suppressed).toBe(true);
    expect(mogo.view(dry, 'spectator').board.find((c) => c.cell === 'e5')!.suppressed).toBe(false);
    const greyed = await colourfulness(renderMogoBoard(wet), cellIndex('e5'));
    const coloured = await colourfulness(renderMogoBoard(mogo.view(dry, 'spectator')), cellIndex('e5'));
    expect(greyed).toBeLessThan(8);
    expect(coloured).toBeGreaterThan(20);
  });

  it('never depends on the hands: two tables differing only in hands give the same channel image', async () => {
    const board = [{ cell: 'c4', counter: 'Goblin King', owner: 0 }, { cell: 'd5', counter: 'Doppelganger', owner: 1, copy: 'Goblin King' }, { cell: 'f6', counter: 'Castle', owner: 1, modifiers: [] }];
    const a = fromPosition({ board, hands: [['Wrath', 'Counter', 'Time Walk'], ['Flood']] });
    const b = fromPosition({ board, hands: [['Red Dragon', 'Mine', 'Balance'], ['Tome']] });
    expect(mogo.view(a, 'spectator')).toEqual(mogo.view(b, 'spectator'));
    const names = { seatNames: ['Alice', 'Bob'], footnote: 'move by 05-01 09:00 UTC' };
    expect(renderMogoBoard(mogo.view(a, 'spectator'), names).equals(renderMogoBoard(mogo.view(b, 'spectator'), names))).toBe(true);
    // The board drawn for a seat (the actor's own reply mid-turn) shows no hand either.
    expect(renderMogoBoard(mogo.view(a, 0)).equals(renderMogoBoard(mogo.view(b, 0)))).toBe(true);
    // Each player's own hand image does differ.
    expect(renderMogoHand(mogo.view(a, 0)).equals(renderMogoHand(mogo.view(b, 0)))).toBe(false);
  });

  it('marks the cells of the newest log line that names any', async () => {
    expect(lastActionCells(['Player 1 deploys Wolves on c4.', 'Turn 2: Player 2.', 'Player 2 draws 1 counter (120 left in the Draw Pile).'])).toEqual([cellIndex('c4')]);
    expect(lastActionCells(['Stone Giant moves c3 d3 j10.'])).toEqual([cellIndex('c3'), cellIndex('d3'), cellIndex('j10')]);
    expect(lastActionCells(['Turn 1: Player 1.'])).toEqual([]);
    // The mark is drawn: the same table with and without a log line naming an empty cell differs there only.
    const s = fromPosition({ board: [{ cell: 'c4', counter: 'Goblin King', owner: 0 }] });
    const v = mogo.view(s, 'spectator');
    const plain = await pixels(renderMogoBoard({ ...v, log: [] }));
    const marked = await pixels(renderMogoBoard({ ...v, log: ['Player 1 deploys Wolves on h8.'] }));
    const r = tileRect(cellIndex('h8'));
    const at = (p: { width: number; data: Uint8ClampedArray }, x: number, y: number): number[] => Array.from(p.data.subarray((y * p.width + x) * 4, (y * p.width + x) * 4 + 3));
    expect(at(marked, r.x - 1, r.y + 20)).not.toEqual(at(plain, r.x - 1, r.y + 20));
    expect(at(marked, r.x + r.w / 2, r.y + r.h / 2)).toEqual(at(plain, r.x + r.w / 2, r.y + r.h / 2));
  });
});
