// Text fitted by measuring, never clipped at a border: drawn with 32-letter
// Discord names, what changes with a name stays inside its own box, off
// the neighbouring text, and a word wider than its tile is drawn smaller, whole.
import { describe, expect, it } from 'vitest';
import { createCanvas } from 'canvas';
import { decode, type Image } from './png-decode.js';
import { engineFor } from '../../src/games/index.js';
import { mogo } from '../../src/games/mogo/index.js';
import type { UgoView } from '../../src/games/ugo/index.js';
import type { GogView } from '../../src/games/gogmagog/index.js';
import type { GmView } from '../../src/games/gomofasta/index.js';
import type { AgogView } from '../../src/games/agog/index.js';
import { replayLog } from '../../src/matches/replay.js';
import { renderPrivate, renderView } from '../../src/render/index.js';
import { MOGO_HAND_CHIP, mogoSeatRow, renderMogoBoard, renderMogoHand } from '../../src/render/mogo.js';
import { UGO_BAND, UGO_SEAT_NAME_BOX, renderUgoTable, seatNameFit, ugoBandTop } from '../../src/render/ugo.js';
import { gogInfoRows, renderGogTable } from '../../src/render/gogmagog.js';
import { GOMOFASTA_HANDS, GOMOFASTA_IMAGE, renderGomofasta } from '../../src/render/gomofasta.js';
import { AGOG_IMAGE, renderAgog } from '../../src/render/agog.js';
import { randomLog } from '../support/random-log.js';

const LONG = 'Wwwwwwwwwwwwwwwwwwwwwwwwwwwwwwww';
const LONG_NAMES = [LONG, 'Golem Table AI (easy)', LONG.toUpperCase()];
const SHORT_NAMES = ['Al', 'Bo', 'Cy'];

interface Box {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

/** The bounding box of the pixels where `a` and `b` differ inside `region` (x1, y1 exclusive), or null. */
function diffBox(a: Image, b: Image, region: Box): Box | null {
  let box: Box | null = null;
  for (let y = region.y0; y < region.y1; y++) {
    for (let x = region.x0; x < region.x1; x++) {
      const p = a.at(x, y);
      const q = b.at(x, y);
      if (Math.abs(p[0] - q[0]) + Math.abs(p[1] - q[1]) + Math.abs(p[2] - q[2]) < 30) continue;
      box = box ? { x0: Math.min(box.x0, x), x1: Math.max(box.x1, x + 1), y0: Math.min(box.y0, y), y1: Math.max(box.y1, y + 1) } : { x0: x, x1: x + 1, y0: y, y1: y + 1 };
    }
  }
  return box;
}

/** Columns inside `region` holding pixels far from `bg`. */
function inkColumns(img: Image, region: Box, bg: [number, number, number], threshold = 90): number[] {
  const cols: number[] = [];
  for (let x = region.x0; x < region.x1; x++) {
    for (let y = region.y0; y < region.y1; y++) {
      const p = img.at(x, y);
      if (Math.abs(p[0] - bg[0]) + Math.abs(p[1] - bg[1]) + Math.abs(p[2] - bg[2]) > threshold) {
        cols.push(x);
        break;
      }
    }
  }
  return cols;
}

/** Where the right-hand text of a row starts: its leftmost ink right of the middle (the left side holds a short name). */
function rightTextStart(img: Image, y0: number, y1: number, bg: [number, number, number]): number {
  return inkColumns(img, { x0: Math.floor(img.width / 2), x1: img.width, y0, y1 }, bg)[0];
}

function statesOf(game: string, players: number, seed: string, steps: number) {
  const replay = replayLog(game, seed, {}, players, randomLog(game, players, seed, steps))!;
  return { engine: engineFor(game)!, states: replay.steps.map((s) => s.state) };
}

describe('text fitted to its box, with 32-letter names', () => {
  it('Mogo: "Enchantment" is drawn whole inside its hand chip (was: clipped to "nchantmen")', async () => {
    const s = mogo.setup({ players: 2, seed: 'chip', options: { position: JSON.stringify({ hands: [['Jihad', 'Wolves'], []] }) } });
    if (!s.ok) throw new Error(s.error);
    const img = await decode(renderMogoHand(mogo.view(s.state, 0), { seatNames: ['Al', 'Bo'] }));
    const { x, y, size } = MOGO_HAND_CHIP;
    const tint = img.at(x + 8, y + 60);
    // The type word's rows, inside the chip's 3 px border.
    const cols = inkColumns(img, { x0: x + 4, x1: x + size - 4, y0: y + size - 33, y1: y + size - 11 }, tint);
    expect(cols.length).toBeGreaterThan(60);
    expect(cols[0]).toBeGreaterThanOrEqual(x + 6);
    expect(cols.at(-1)!).toBeLessThan(x + size - 6);
    // The Unit chip below keeps its word at full size: narrower ink than the squeezed "Enchantment" is not required, only inside too.
    const unit = inkColumns(img, { x0: x + 4, x1: x + size - 4, y0: y + MOGO_HAND_CHIP.row + size - 33, y1: y + MOGO_HAND_CHIP.row + size - 11 }, img.at(x + 8, y + MOGO_HAND_CHIP.row + 60));
    expect(unit.length).toBeGreaterThan(20);
  });

  it('U-G-O: each seat’s name stays in its box; "Golem Table AI (easy)" is shown whole', async () => {
    const { engine, states } = statesOf('ugo', 3, 'fit-ugo', 40);
    const view = engine.view(states[30], 'spectator') as UgoView;
    const long = await decode(renderUgoTable(view, { seatNames: LONG_NAMES }));
    const short = await decode(renderUgoTable(view, { seatNames: SHORT_NAMES }));
    const ai = seatNameFit(createCanvas(1, 1).getContext('2d'), 'Golem Table AI (easy)', LONG_NAMES);
    expect(ai.cut).toBe(false);
    expect(ai.lines.join(' ')).toBe('Golem Table AI (easy)');
    for (let seat = 0; seat < 3; seat++) {
      const top = ugoBandTop(seat);
      const box = diffBox(long, short, { x0: 0, x1: long.width, y0: top, y1: top + UGO_BAND.height });
      expect(box, `seat ${seat}`).not.toBeNull();
      expect(box!.x0).toBeGreaterThanOrEqual(UGO_SEAT_NAME_BOX.x - 1);
      expect(box!.x1).toBeLessThanOrEqual(UGO_SEAT_NAME_BOX.x + UGO_SEAT_NAME_BOX.width + 1);
      expect(box!.x1).toBeLessThan(UGO_BAND.sideWidth);
      expect(box!.y0).toBeGreaterThanOrEqual(top + UGO_SEAT_NAME_BOX.top);
      expect(box!.y1).toBeLessThanOrEqual(top + UGO_SEAT_NAME_BOX.bottom);
    }
  });

  it('U-G-O: "#2 attacked" labels stay inside their own slots (were: running into each other)', async () => {
    const { engine, states } = statesOf('ugo', 3, 'fit-ugo', 120);
    const found = states.map((s) => engine.view(s, 'spectator') as UgoView).find((v) => v.seats.some((sv) => sv.table.length >= 2));
    expect(found).toBeDefined();
    const seat = found!.seats.findIndex((sv) => sv.table.length >= 2);
    const view: UgoView = { ...found!, seats: found!.seats.map((sv) => (sv.seat === seat ? { ...sv, table: sv.table.map((t) => ({ ...t, attacked: true })) } : sv)) };
    const img = await decode(renderUgoTable(view, { seatNames: SHORT_NAMES }));
    const top = ugoBandTop(seat);
    // The labels' rows, gold ink only.
    const gold = (x: number) => {
      for (let y = top + 10; y < top + 34; y++) {
        const [r, g, b] = img.at(x, y);
        if (r > 200 && g > 150 && b < 130) return true;
      }
      return false;
    };
    let labelled = 0;
    for (let k = 0; k < view.seats[seat].table.length; k++) {
      const left = UGO_BAND.sideWidth + k * UGO_BAND.slotWidth;
      for (let x = left - 2; x <= left + 2; x++) expect(gold(x), `slot edge ${k} at x ${x}`).toBe(false);
      if (gold(left + UGO_BAND.slotWidth / 2) || [...Array(40).keys()].some((d) => gold(left + 52 + d))) labelled++;
    }
    expect(labelled).toBe(view.seats[seat].table.length);
  });

  it('Gog & Magog: a long name and its tags end before the Energy on the right', async () => {
    const { engine, states } = statesOf('gogmagog', 2, 'fit-gm', 30);
    const view = engine.view(states[20], 'spectator') as GogView;
    const long = await decode(renderGogTable(view, { seatNames: LONG_NAMES }));
    const short = await decode(renderGogTable(view, { seatNames: SHORT_NAMES }));
    const rows = gogInfoRows();
    for (const y of [rows.far, rows.near]) {
      const energy = rightTextStart(short, y, y + 40, short.at(long.width - 5, y + 5));
      const box = diffBox(long, short, { x0: 0, x1: long.width, y0: y, y1: y + rows.height });
      expect(box).not.toBeNull();
      expect(box!.x1).toBeLessThan(energy - 4);
      expect(box!.x0).toBeGreaterThanOrEqual(18);
    }
  });

  it('Mogo: a seat’s long name ends before its counts', async () => {
    const { engine, states } = statesOf('mogo', 3, 'fit-mogo', 40);
    const view = engine.view(states[30], 'spectator') as Parameters<typeof renderMogoBoard>[0];
    const long = await decode(renderMogoBoard(view, { seatNames: LONG_NAMES }));
    const short = await decode(renderMogoBoard(view, { seatNames: SHORT_NAMES }));
    for (let i = 0; i < 3; i++) {
      const { y, height } = mogoSeatRow(3, i);
      const counts = rightTextStart(short, y + 8, y + height - 8, short.at(short.width / 2, y + 8));
      const box = diffBox(long, short, { x0: 0, x1: long.width, y0: y, y1: y + height });
      expect(box, `seat ${i}`).not.toBeNull();
      expect(box!.x1).toBeLessThan(counts - 4);
    }
  });

  it('Go*Mofasta: the title beside "move N" and each hand’s title stay in their halves', async () => {
    const { engine, states } = statesOf('gomofasta', 2, 'fit-gomofasta', 12);
    const view = engine.view(states[10], 'spectator') as GmView;
    const long = await decode(renderGomofasta(view, { seatNames: LONG_NAMES }));
    const short = await decode(renderGomofasta(view, { seatNames: SHORT_NAMES }));
    const header = diffBox(long, short, { x0: 0, x1: long.width, y0: 0, y1: GOMOFASTA_HANDS.header });
    const right = rightTextStart(short, 20, GOMOFASTA_HANDS.header - 20, short.at(long.width - 5, 5));
    expect(header).not.toBeNull();
    expect(header!.x1).toBeLessThan(right - 4);
    const half = GOMOFASTA_IMAGE.width / 2;
    const { top, titleHeight } = GOMOFASTA_HANDS;
    for (const x0 of [0, half]) {
      const box = diffBox(long, short, { x0, x1: x0 + half, y0: top, y1: top + titleHeight });
      expect(box).not.toBeNull();
      expect(box!.x1).toBeLessThan(x0 + half - 12);
    }
  });

  it('A•G•O•G: a long name to move stays left of the disc showing the colour', async () => {
    const { engine, states } = statesOf('agog', 2, 'fit-agog', 4);
    for (const state of states.slice(0, 2)) {
      const view = engine.view(state, 'spectator') as AgogView;
      const long = await decode(renderAgog(view, { seatNames: LONG_NAMES }));
      const short = await decode(renderAgog(view, { seatNames: SHORT_NAMES }));
      const box = diffBox(long, short, { x0: 0, x1: long.width, y0: 0, y1: 80 });
      expect(box).not.toBeNull();
      // The disc is 32 px wide, its right edge at the margin.
      expect(box!.x1).toBeLessThan(AGOG_IMAGE.width - 44 - 32 - 4);
    }
  });

  it.each([['ugo', 3], ['gogmagog', 2], ['mogo', 2]] as const)('%s: the hand’s title names the player, inside the image', async (game, players) => {
    const { engine, states } = statesOf(game, players, `fit-hand-${game}`, 6);
    const view = engine.view(states[4], 0);
    const long = await decode(await renderPrivate(game, view, { seatNames: LONG_NAMES.slice(0, players) }));
    const short = await decode(await renderPrivate(game, view, { seatNames: SHORT_NAMES.slice(0, players) }));
    const box = diffBox(long, short, { x0: 0, x1: long.width, y0: 0, y1: 60 });
    // The name is drawn (the title differs by it), and all of it inside the margins.
    expect(box).not.toBeNull();
    expect(box!.x0).toBeGreaterThanOrEqual(18);
    expect(box!.x1).toBeLessThanOrEqual(long.width - 18);
    // The board's own title too.
    const board = await decode(await renderView(game, engine.view(states[4], 'spectator'), { seatNames: LONG_NAMES.slice(0, players) }));
    expect(inkColumns(board, { x0: board.width - 6, x1: board.width, y0: 0, y1: 50 }, board.at(board.width - 3, 3))).toEqual([]);
  });
});
