// The standings picture in real PNG pixels: every one of 64 rows drawn, a
// 32-letter name kept inside its own cell (what changes with the names changes
// nowhere else), type a phone reads when the picture is shown 400 px wide,
// the winners' rows highlighted in the final only, withdrawn players greyed.
import { describe, expect, it } from 'vitest';
import { createCanvas } from 'canvas';
import { decode, type Image } from './png-decode.js';
import {
  STANDINGS_COLOURS,
  STANDINGS_WIDTH,
  formatScore,
  layoutStandings,
  renderStandings,
  type StandingsPicture,
  type StandingsPictureRow,
} from '../../src/render/standings.js';
import { palette } from '../../src/render/common.js';

const PHONE = 400;
const LONG = 'W'.repeat(32);

const rgb = (hex: string): [number, number, number] => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
const distance = (p: [number, number, number], q: [number, number, number]) => Math.abs(p[0] - q[0]) + Math.abs(p[1] - q[1]) + Math.abs(p[2] - q[2]);

/** Rows of a 64-player Swiss after ten rounds: shared ranks, halves and quarters, some withdrawn. */
function rows(names: (i: number) => string): StandingsPictureRow[] {
  return Array.from({ length: 64 }, (_, i) => ({
    rank: i < 2 ? 1 : i % 5 === 1 ? i : i + 1,
    name: names(i),
    points: Math.max(0, 10 - i * 0.5),
    buchholzCut1: 99.5 - i,
    sonnebornBerger: 112.75 - i * 1.25,
    headToHead: i % 3 === 0 ? 1.5 : 0,
    games: 10 - (i % 3),
    withdrawn: i % 7 === 3,
  }));
}

const picture = (names: (i: number) => string, final: boolean): StandingsPicture => ({
  title: 'Autumn Correspondence Swiss Open 2026, Division One',
  subtitle: 'A•G•O•G · Swiss · after round 10 of 10',
  rows: rows(names),
  final,
});

const probe = () => createCanvas(1, 1).getContext('2d');

/** The bounding box (x1, y1 exclusive) of the pixels where `a` and `b` differ between rows y0 and y1, or null. */
function diffBox(a: Image, b: Image, y0: number, y1: number): { x0: number; x1: number } | null {
  let box: { x0: number; x1: number } | null = null;
  for (let y = y0; y < y1; y++) {
    for (let x = 0; x < a.width; x++) {
      if (distance(a.at(x, y), b.at(x, y)) < 30) continue;
      box = box ? { x0: Math.min(box.x0, x), x1: Math.max(box.x1, x + 1) } : { x0: x, x1: x + 1 };
    }
  }
  return box;
}

/** The rows (y) in [y0, y1) and columns [x0, x1) holding pixels far from `bg`. */
function inkRows(img: Image, x0: number, x1: number, y0: number, y1: number, bg: [number, number, number]): number[] {
  const out: number[] = [];
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      if (distance(img.at(x, y), bg) > 90) {
        out.push(y);
        break;
      }
    }
  }
  return out;
}

describe('standings picture', () => {
  it('draws all 64 rows, each with its rank, name and points, and every name in type a phone reads', async () => {
    const p = picture((i) => `Player number ${i + 1}`, false);
    const img = await decode(await renderStandings(p));
    const L = layoutStandings(probe(), p);
    expect(img.width).toBe(STANDINGS_WIDTH);
    expect(img.height).toBe(L.height);
    expect(L.rowsTop + 64 * L.rowHeight).toBeLessThanOrEqual(L.legendTop);
    const scale = PHONE / img.width;
    for (let i = 0; i < 64; i++) {
      const top = L.rowsTop + i * L.rowHeight;
      const bg = img.at(L.name.x1 + 1, top + 2);
      const rank = inkRows(img, L.rank.x0, L.rank.x1, top, top + L.rowHeight, bg);
      const name = inkRows(img, L.name.x0, L.name.x1, top, top + L.rowHeight, bg);
      const points = inkRows(img, L.numbers[0].x0, L.numbers[0].x1, top, top + L.rowHeight, bg);
      expect(rank.length, `row ${i + 1} rank`).toBeGreaterThan(0);
      expect(points.length, `row ${i + 1} points`).toBeGreaterThan(0);
      // Letters at least 8 px tall on a 400 px phone ("P", "l", "b" reach the cap height): about 12 px type.
      expect((name[name.length - 1] - name[0] + 1) * scale, `row ${i + 1} name height`).toBeGreaterThanOrEqual(8);
      // A name this long is never shortened, and only shrunk a little beside the "withdrawn" mark.
      expect(L.names[i].cut).toBe(false);
      if (p.rows[i].withdrawn) expect(L.names[i].size * scale).toBeGreaterThanOrEqual(12);
      else expect(L.names[i].size * scale).toBe(14);
    }
  });

  it('keeps 32-letter names inside their cells: only the name cells change with the names', async () => {
    for (const final of [false, true]) {
      const short = picture(() => 'Al', final);
      const long = picture((i) => (i % 2 ? LONG : `${'m'.repeat(31)}${i}`), final);
      const a = await decode(await renderStandings(short));
      const b = await decode(await renderStandings(long));
      const L = layoutStandings(probe(), long);
      expect(b.height).toBe(a.height);
      const ctx = probe();
      for (let i = 0; i < 64; i++) {
        const top = L.rowsTop + i * L.rowHeight;
        const box = diffBox(a, b, top, top + L.rowHeight);
        expect(box, `row ${i + 1}`).not.toBeNull();
        expect(box!.x0, `row ${i + 1}`).toBeGreaterThanOrEqual(L.name.x0);
        expect(box!.x1, `row ${i + 1}`).toBeLessThanOrEqual(L.name.x1);
        // Shortened with "…", at no less than 12 px on a phone.
        const fitted = L.names[i];
        ctx.font = fitted.font;
        expect(ctx.measureText(fitted.lines[0]).width).toBeLessThanOrEqual(L.name.x1 - L.name.x0);
        expect(fitted.lines[0].endsWith('…')).toBe(true);
        expect((fitted.size * PHONE) / STANDINGS_WIDTH).toBeGreaterThanOrEqual(12);
      }
    }
  });

  it('highlights the winners in the final standings only, and greys withdrawn players', async () => {
    const names = (i: number) => `Player number ${i + 1}`;
    const final = picture(names, true);
    const L = layoutStandings(probe(), final);
    const running = await decode(await renderStandings(picture(names, false)));
    const done = await decode(await renderStandings(final));
    const gold = rgb(STANDINGS_COLOURS.winner);
    // The gap between the name and points cells is background in every row.
    const backgroundOf = (img: Image, i: number) => img.at(L.name.x1 + 2, L.rowsTop + i * L.rowHeight + 2);
    expect(distance(backgroundOf(done, 0), gold)).toBeLessThan(10);
    expect(distance(backgroundOf(done, 1), gold)).toBeLessThan(10); // shares first place
    expect(distance(backgroundOf(done, 2), gold)).toBeGreaterThan(60);
    expect(distance(backgroundOf(running, 0), gold)).toBeGreaterThan(60);

    // A withdrawn row (the 4th) has no text in the ink colour, only grey; the row above has.
    const darkest = (img: Image, i: number) => {
      const top = L.rowsTop + i * L.rowHeight;
      let best = 999;
      for (let y = top; y < top + L.rowHeight; y++) for (let x = L.name.x0; x < L.name.x1; x++) best = Math.min(best, distance(img.at(x, y), [0, 0, 0]));
      return best;
    };
    expect(darkest(running, 3)).toBeGreaterThan(distance(rgb(STANDINGS_COLOURS.withdrawn), [0, 0, 0]) - 40);
    expect(darkest(running, 2)).toBeLessThan(distance(rgb(palette.ink), [0, 0, 0]) + 40);
  });

  it('says so when nobody has joined yet', async () => {
    const p: StandingsPicture = { title: 'Empty', subtitle: 'Mogo · table Swiss', rows: [], final: false };
    const img = await decode(await renderStandings(p));
    const L = layoutStandings(probe(), p);
    const bg = rgb(palette.background);
    expect(inkRows(img, L.name.x0, L.name.x1, L.rowsTop, L.rowsTop + L.rowHeight, bg).length).toBeGreaterThan(0);
  });

  it('writes scores as players do', () => {
    expect(formatScore(4.5)).toBe('4½');
    expect(formatScore(0.5)).toBe('½');
    expect(formatScore(12.25)).toBe('12¼');
    expect(formatScore(0.75)).toBe('¾');
    expect(formatScore(7)).toBe('7');
    expect(formatScore(0)).toBe('0');
    expect(formatScore(1 / 3)).toBe('0.33');
  });
});
