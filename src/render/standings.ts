// A tournament's standings as a picture: one row per player, in one column
// however many play, since a phone shows a picture about 400 px wide and two
// columns of seven cells would not read at 200 px each. The image is drawn at
// twice a phone's width (so it is sharp on a desktop) and every size below is
// given in phone pixels; a 64-player table is a tall picture one scrolls.
import type { Canvas, CanvasRenderingContext2D } from 'canvas';
import { FONT, encodePng, newCanvas, palette } from './common.js';
import { drawFitted, fitBox, text, type Fitted, type FontRange } from './text.js';

/** A player's line of the table: the tournament core's standing row with the name to show. */
export interface StandingsPictureRow {
  rank: number;
  name: string;
  points: number;
  buchholzCut1: number;
  sonnebornBerger: number;
  headToHead: number;
  games: number;
  withdrawn: boolean;
}

export interface StandingsPicture {
  /** The tournament's name. */
  title: string;
  /** One line under it: "A•G•O•G · Swiss · after round 3 of 5". */
  subtitle: string;
  /** In rank order, as the core's standings() gives them. */
  rows: readonly StandingsPictureRow[];
  /** The final standings: the winners (rank 1) are highlighted. */
  final: boolean;
}

/**
 * The table's numeric columns, with the short label a cell or a message uses
 * and what it means, said once under the table and in the message's footer.
 * The tie-breaks are listed in the order T-R07 applies them.
 */
export const STANDINGS_COLUMNS = [
  { key: 'points', label: 'Pts', means: 'points' },
  { key: 'buchholzCut1', label: 'BH', means: 'Buchholz Cut-1 (opponents’ points, lowest dropped)' },
  { key: 'sonnebornBerger', label: 'SB', means: 'Sonneborn–Berger (points scored × those opponents’ points)' },
  { key: 'headToHead', label: 'H2H', means: 'head-to-head among the tied' },
  { key: 'games', label: 'G', means: 'games played' },
] as const satisfies readonly { key: keyof StandingsPictureRow; label: string; means: string }[];

const FRACTIONS: Record<number, string> = { 0.25: '¼', 0.5: '½', 0.75: '¾' };

/**
 * A score as players write it: "4½", "½", "12¼". Points are whole or halves,
 * Sonneborn–Berger can be quarters; anything else (never expected) shows two
 * decimals rather than a wrong fraction.
 */
export function formatScore(n: number): string {
  const sign = n < 0 ? '−' : '';
  const a = Math.abs(n);
  const whole = Math.floor(a + 1e-9);
  const rest = Math.round((a - whole) * 100) / 100;
  if (rest === 0) return `${sign}${whole}`;
  const glyph = FRACTIONS[rest];
  if (glyph) return `${sign}${whole || ''}${glyph}`;
  return `${sign}${a.toFixed(2)}`;
}

/** The picture's width in pixels: twice what a phone shows. */
export const STANDINGS_WIDTH = 800;
const U = STANDINGS_WIDTH / 400;
const px = (phone: number) => Math.round(phone * U);

const PAD = px(8);
const TITLE = { weight: 'bold', size: px(18), floor: px(14) };
const SUBTITLE = { size: px(13), floor: px(11) };
const HEAD_FONT = `bold ${px(11)}px ${FONT}`;
/** Names are set at 14 phone px, down to 12 before a long one is shortened with "…". */
export const STANDINGS_NAME = { size: px(14), floor: px(12) };
/** Rank and points at the names' size; the tie-breaks and games, read second, a little smaller. Each smaller still only if it outgrows its cell. */
export const STANDINGS_NUMBER = { size: px(14), floor: px(11) };
export const STANDINGS_TIE_BREAK = { size: px(12), floor: px(10) };
const LEGEND = { size: px(11), floor: px(10), lines: 3 };
const ROW = px(24);
const HEAD_ROW = px(20);
/** Cells' widths in phone px, right to left after the name (which takes the rest). */
const RANK_W = px(30);
/** Pts, BH, SB, H2H, G: each wide enough for "10½" or "112¾" and a gap to its left neighbour. */
const NUMBER_W = [px(38), px(40), px(40), px(32), px(24)];
const GAP = px(8);

export const STANDINGS_COLOURS = {
  band: '#1f3a4d',
  title: '#ffffff',
  subtitle: '#c9dbe6',
  stripe: '#ebe3d3',
  winner: '#f3d27a',
  winnerEdge: '#c08a00',
  withdrawn: '#9a9087',
} as const;

export interface Cell {
  x0: number;
  x1: number;
}

export interface StandingsLayout {
  width: number;
  height: number;
  title: Fitted;
  subtitle: Fitted;
  /** Bottom of the title band. */
  band: number;
  /** Top of the first player row (under the column heads). */
  rowsTop: number;
  rowHeight: number;
  rank: Cell;
  name: Cell;
  /** One per STANDINGS_COLUMNS entry. */
  numbers: Cell[];
  /** Each row's name as set in its cell. */
  names: Fitted[];
  legend: Fitted;
  legendTop: number;
}

/** A withdrawn player keeps their row (T-R13), greyed, their name followed by this small word. */
const WITHDRAWN_TAG = 'withdrawn';
const TAG_FONT = `${px(10)}px ${FONT}`;
const rankText = (rows: readonly StandingsPictureRow[], i: number) => {
  const shared = rows.some((o, j) => j !== i && o.rank === rows[i].rank);
  return `${rows[i].rank}${shared ? '=' : ''}`;
};

/** Where everything goes, measured: no text is wider than its cell. */
export function layoutStandings(ctx: CanvasRenderingContext2D, p: StandingsPicture): StandingsLayout {
  const width = STANDINGS_WIDTH;
  const inner = width - 2 * PAD;
  const title = fitBox(ctx, p.title, { ...TITLE, width: inner });
  const subtitle = fitBox(ctx, p.subtitle, { ...SUBTITLE, width: inner });
  const band = PAD + title.lineHeight + px(2) + subtitle.lineHeight + PAD;
  const rowsTop = band + HEAD_ROW;
  const rank: Cell = { x0: PAD, x1: PAD + RANK_W };
  // Numbers from the right edge leftwards; the name takes what is left between.
  const numbers: Cell[] = [];
  let right = width - PAD;
  for (const w of [...NUMBER_W].reverse()) {
    numbers.unshift({ x0: right - w, x1: right });
    right -= w;
  }
  const name: Cell = { x0: rank.x1 + GAP, x1: numbers[0].x0 - GAP };
  ctx.font = TAG_FONT;
  const tagWidth = Math.ceil(ctx.measureText(WITHDRAWN_TAG).width) + px(4);
  const names = p.rows.map((r) => fitBox(ctx, r.name, { ...STANDINGS_NAME, width: name.x1 - name.x0 - (r.withdrawn ? tagWidth : 0), weight: p.final && r.rank === 1 ? 'bold' : '' }));
  const legendText = STANDINGS_COLUMNS.map((c) => `${c.label} ${c.means}`).join(' · ');
  const legend = fitBox(ctx, legendText, { ...LEGEND, width: inner, wrapped: LEGEND });
  const legendTop = rowsTop + Math.max(1, p.rows.length) * ROW + px(6);
  const height = legendTop + legend.lines.length * legend.lineHeight + PAD;
  return { width, height, title, subtitle, band, rowsTop, rowHeight: ROW, rank, name, numbers, names, legend, legendTop };
}

export function drawStandings(p: StandingsPicture): Canvas {
  const probe = newCanvas(1, 1).ctx;
  const L = layoutStandings(probe, p);
  const { canvas, ctx } = newCanvas(L.width, L.height);
  ctx.fillStyle = palette.background;
  ctx.fillRect(0, 0, L.width, L.height);

  ctx.fillStyle = STANDINGS_COLOURS.band;
  ctx.fillRect(0, 0, L.width, L.band);
  drawFitted(ctx, L.title, PAD, PAD + L.title.lineHeight / 2, STANDINGS_COLOURS.title);
  drawFitted(ctx, L.subtitle, PAD, PAD + L.title.lineHeight + px(2) + L.subtitle.lineHeight / 2, STANDINGS_COLOURS.subtitle);

  const headMid = L.band + HEAD_ROW / 2;
  text(ctx, '#', L.rank.x1, headMid, HEAD_FONT, palette.muted, 'right');
  text(ctx, 'Player', L.name.x0, headMid, HEAD_FONT, palette.muted, 'left');
  STANDINGS_COLUMNS.forEach((c, i) => text(ctx, c.label, L.numbers[i].x1, headMid, HEAD_FONT, palette.muted, 'right'));
  ctx.fillStyle = palette.muted;
  ctx.fillRect(PAD, L.rowsTop - 1, L.width - 2 * PAD, 1);

  if (!p.rows.length) text(ctx, 'No players yet.', L.name.x0, L.rowsTop + ROW / 2, `${STANDINGS_NAME.size}px ${FONT}`, palette.muted);
  p.rows.forEach((r, i) => {
    const top = L.rowsTop + i * ROW;
    const mid = top + ROW / 2;
    const winner = p.final && r.rank === 1;
    if (winner) {
      ctx.fillStyle = STANDINGS_COLOURS.winner;
      ctx.fillRect(0, top, L.width, ROW);
      ctx.fillStyle = STANDINGS_COLOURS.winnerEdge;
      ctx.fillRect(0, top, px(3), ROW);
    } else if (i % 2) {
      ctx.fillStyle = STANDINGS_COLOURS.stripe;
      ctx.fillRect(0, top, L.width, ROW);
    }
    const ink = r.withdrawn ? STANDINGS_COLOURS.withdrawn : palette.ink;
    const weight = winner ? 'bold' : '';
    // Numbers too are fitted to their cells: a long Swiss can reach three-digit tie-breaks.
    const cell = (t: string, c: Cell, face: FontRange) => drawFitted(ctx, fitBox(ctx, t, { ...face, width: c.x1 - c.x0 }), c.x1, mid, ink, 'right');
    cell(rankText(p.rows, i), L.rank, { ...STANDINGS_NUMBER, weight });
    drawFitted(ctx, L.names[i], L.name.x0, mid, ink);
    if (r.withdrawn) {
      ctx.font = L.names[i].font;
      const after = L.name.x0 + ctx.measureText(L.names[i].lines[0]).width + px(4);
      text(ctx, WITHDRAWN_TAG, after, mid + px(1), TAG_FONT, ink);
    }
    STANDINGS_COLUMNS.forEach((c, k) => {
      const face = k === 0 ? { ...STANDINGS_NUMBER, weight: 'bold' } : { ...STANDINGS_TIE_BREAK, weight };
      cell(c.key === 'games' ? String(r[c.key]) : formatScore(r[c.key]), L.numbers[k], face);
    });
  });

  drawFitted(ctx, L.legend, PAD, L.legendTop + (L.legend.lines.length * L.legend.lineHeight) / 2, palette.muted);
  return canvas;
}

export function renderStandings(p: StandingsPicture): Promise<Buffer> {
  return encodePng(drawStandings(p));
}
