// Go*Mofasta board image, drawn from the view only (never the full state):
// the board with coordinates on all four sides, both open hands as the cards
// they are, deck and discard, whose turn, and a legend for the marks.
import type { Canvas, CanvasRenderingContext2D } from 'canvas';
import { FONT, centredText, fitText, newCanvas, palette, spriteCanvas, toPng } from './common.js';
import { fitBox, layoutResultTitle, withNames } from './text.js';
import { CARD_TYPES, COLUMN_LETTERS, cardStones, starPoints, type CardId, type GmView, type Stone } from '../games/gomofasta/index.js';

/** Grid span: a whole number of pixels per step on 19 (44 px) and 13 (66 px) lines, so stones sit on whole pixels. */
const SPAN = 792;
const MARGIN = 64; // room for the coordinates around the grid
const W = SPAN + 2 * MARGIN; // 920
// Sizes are chosen so text stays legible when Discord shows the image ~400 px wide on a phone.
const HEADER = 84;
const HANDS = 240;
const FOOTER = 130;
const H = HEADER + W + HANDS + FOOTER;

/** Image size in pixels (the same for 19×19 and 13×13). */
export const GOMOFASTA_IMAGE = { width: W, height: H } as const;

/** Pixel centre of board point (x, y), y = 0 the top row, as drawn. */
export function gomofastaPointPixel(size: number, x: number, y: number): { px: number; py: number } {
  const step = SPAN / (size - 1);
  return { px: Math.round(MARGIN + x * step), py: Math.round(HEADER + MARGIN + y * step) };
}

/** The band of both open hands, each player's title in its top row (half the width each). */
export const GOMOFASTA_HANDS = { top: HEADER + W, titleHeight: 60, header: HEADER } as const;

const LEGEND_TOP = H - FOOTER + 42;
const LEGEND_H = 44;

/** Rows of the image taken by the legend of marks. */
export function gomofastaLegendBand(): { top: number; bottom: number } {
  return { top: LEGEND_TOP, bottom: LEGEND_TOP + LEGEND_H };
}

const WOOD = '#e3bd78';
const GRID = '#3b2f22';
const MARK_ON_WHITE = palette.accent;
const MARK_ON_BLACK = '#ff7a66';
const LINE_MARK = 'rgba(214, 48, 49, 0.75)';
const CARD_W = 136;
const CARD_H = 168;

const cardNameById = new Map(CARD_TYPES.map((c) => [c.id, c.name]));

function drawStone(ctx: CanvasRenderingContext2D, x: number, y: number, r: number, s: Stone): void {
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fillStyle = s === 'B' ? palette.black : palette.white;
  ctx.fill();
  ctx.lineWidth = Math.max(1.5, r / 10);
  ctx.strokeStyle = s === 'B' ? palette.blackEdge : palette.whiteEdge;
  ctx.stroke();
}

// Drawing ~300 anti-aliased circles costs more than encoding the PNG, so each
// stone size is drawn once into a sprite and copied at whole pixels. The board
// background (grid, stars, coordinates) and the cards are cached the same way.
// Only the board background is opaque; stones, cards and the legend are
// copied over what is already drawn, so they keep their alpha.
const sprites = new Map<string, Canvas>();

function cached(key: string, w: number, h: number, draw: (ctx: CanvasRenderingContext2D) => void, opaque = false): Canvas {
  let c = sprites.get(key);
  if (!c) {
    const made = opaque ? newCanvas(w, h) : spriteCanvas(w, h);
    draw(made.ctx);
    c = made.canvas;
    sprites.set(key, c);
  }
  return c;
}

function stone(ctx: CanvasRenderingContext2D, x: number, y: number, r: number, s: Stone): void {
  const half = Math.ceil(r) + 2;
  const sprite = cached(`stone ${s} ${r}`, 2 * half, 2 * half, (c) => drawStone(c, half, half, r, s));
  ctx.drawImage(sprite, Math.round(x) - half, Math.round(y) - half);
}

/** The mark for a stone of the last card played: a ring. */
function ringMark(ctx: CanvasRenderingContext2D, x: number, y: number, r: number, s: Stone): void {
  ctx.beginPath();
  ctx.arc(Math.round(x), Math.round(y), r * 0.5, 0, Math.PI * 2);
  ctx.lineWidth = Math.max(3, r / 6);
  ctx.strokeStyle = s === 'B' ? MARK_ON_BLACK : MARK_ON_WHITE;
  ctx.stroke();
}

/** The mark for a stone filled in by closing an eye: a small square. */
function squareMark(ctx: CanvasRenderingContext2D, x: number, y: number, r: number, s: Stone): void {
  const a = Math.round(r * 0.62);
  ctx.fillStyle = s === 'B' ? MARK_ON_BLACK : MARK_ON_WHITE;
  ctx.fillRect(Math.round(x - a / 2), Math.round(y - a / 2), a, a);
}

function boardBackground(n: number): Canvas {
  return cached(`board ${n}`, W, W, (ctx) => {
    const step = SPAN / (n - 1);
    const p = (i: number) => MARGIN + i * step;
    ctx.fillStyle = WOOD;
    ctx.fillRect(0, 0, W, W);
    ctx.strokeStyle = GRID;
    ctx.lineWidth = 2;
    ctx.beginPath();
    for (let i = 0; i < n; i++) {
      ctx.moveTo(p(0), p(i));
      ctx.lineTo(p(n - 1), p(i));
      ctx.moveTo(p(i), p(0));
      ctx.lineTo(p(i), p(n - 1));
    }
    ctx.stroke();
    ctx.lineWidth = 3;
    ctx.strokeRect(p(0), p(0), SPAN, SPAN);
    ctx.fillStyle = GRID;
    for (const [x, y] of starPoints(n)) {
      ctx.beginPath();
      ctx.arc(p(x), p(y), Math.max(5, step * 0.11), 0, Math.PI * 2);
      ctx.fill();
    }
    // Coordinates on all four sides, as in the notation: a–t without i, row 1 at the bottom.
    ctx.fillStyle = palette.ink;
    ctx.font = `bold 26px ${FONT}`;
    const edge = MARGIN / 2 - 11;
    for (let i = 0; i < n; i++) {
      const letter = COLUMN_LETTERS[i];
      centredText(ctx, letter, p(i), edge);
      centredText(ctx, letter, p(i), W - edge);
      const row = String(n - i);
      centredText(ctx, row, edge, p(i));
      centredText(ctx, row, W - edge, p(i));
    }
  }, true);
}

function drawBoard(ctx: CanvasRenderingContext2D, view: GmView, top: number): void {
  const n = view.size;
  const step = SPAN / (n - 1);
  const px = (x: number) => MARGIN + x * step;
  const py = (y: number) => top + MARGIN + y * step;
  // Big 13×13 stones would run into the coordinates: cap the radius.
  const r = Math.min(Math.round(step * 0.47), MARGIN - 42);
  ctx.drawImage(boardBackground(n), 0, top);

  const b = view.board;
  for (let p = 0; p < b.length; p++) {
    const ch = b[p];
    if (ch === 'B' || ch === 'W') stone(ctx, px(p % n), py(Math.floor(p / n)), r, ch);
  }
  if (view.last) {
    for (const p of view.last.placed) ringMark(ctx, px(p % n), py(Math.floor(p / n)), r, b[p] as Stone);
    for (const p of view.last.filled) squareMark(ctx, px(p % n), py(Math.floor(p / n)), r, b[p] as Stone);
  }
  for (const line of view.lines) {
    const a = line.points[0];
    const z = line.points[line.points.length - 1];
    ctx.beginPath();
    ctx.moveTo(px(a % n), py(Math.floor(a / n)));
    ctx.lineTo(px(z % n), py(Math.floor(z / n)));
    ctx.lineWidth = Math.max(6, r * 0.4);
    ctx.lineCap = 'round';
    ctx.strokeStyle = LINE_MARK;
    ctx.stroke();
    ctx.lineCap = 'butt';
  }
}

function roundRect(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, rad: number): void {
  ctx.beginPath();
  ctx.moveTo(x + rad, y);
  ctx.arcTo(x + w, y, x + w, y + h, rad);
  ctx.arcTo(x + w, y + h, x, y + h, rad);
  ctx.arcTo(x, y + h, x, y, rad);
  ctx.arcTo(x, y, x + w, y, rad);
  ctx.closePath();
}

/** One card as printed (rotation 0): its 2×2 stones on a grid square, its letter and name. */
function card(id: CardId): Canvas {
  return cached(`card ${id}`, CARD_W + 4, CARD_H + 4, (ctx) => {
    const x = 2;
    const y = 2;
    roundRect(ctx, x, y, CARD_W, CARD_H, 12);
    ctx.fillStyle = '#fffdf8';
    ctx.fill();
    ctx.lineWidth = 2;
    ctx.strokeStyle = palette.muted;
    ctx.stroke();
    const cx = x + CARD_W / 2;
    const gy = y + 56;
    const d = 27;
    ctx.strokeStyle = GRID;
    ctx.lineWidth = 2;
    ctx.strokeRect(cx - d, gy - d, 2 * d, 2 * d);
    const s = cardStones(id, 0);
    const pos = [
      [cx - d, gy - d],
      [cx + d, gy - d],
      [cx - d, gy + d],
      [cx + d, gy + d],
    ];
    for (let i = 0; i < 4; i++) drawStone(ctx, pos[i][0], pos[i][1], 22, s[i]);
    ctx.fillStyle = palette.ink;
    ctx.font = `bold 30px ${FONT}`;
    centredText(ctx, id, cx, y + 118);
    ctx.font = `22px ${FONT}`;
    ctx.fillStyle = palette.muted;
    centredText(ctx, fitText(ctx, cardNameById.get(id) ?? id, CARD_W - 6), cx, y + 148);
  });
}

/** The legend of marks and a move example (text is slow to lay out, so it is drawn once). */
function legend(): Canvas {
  return cached('legend', W, LEGEND_H + 44, (ctx) => {
    ctx.font = `26px ${FONT}`;
    ctx.textAlign = 'left';
    ctx.textBaseline = 'middle';
    let lx = 20;
    const ly = LEGEND_H / 2;
    const item = (mark: 'ring' | 'square', label: string) => {
      drawStone(ctx, lx + 17, ly, 17, 'W');
      if (mark === 'ring') ringMark(ctx, lx + 17, ly, 17, 'W');
      else squareMark(ctx, lx + 17, ly, 17, 'W');
      ctx.fillStyle = palette.ink;
      ctx.fillText(label, lx + 42, ly);
      lx += 42 + ctx.measureText(label).width + 30;
    };
    item('ring', 'last card');
    item('square', 'filled eye');
    ctx.font = `24px ${FONT}`;
    ctx.fillStyle = palette.muted;
    ctx.fillText(fitText(ctx, 'Moves: card, clockwise turn, top-left point, e.g. B r90 d4', W - 40), 20, LEGEND_H + 22);
  });
}

function seatLabel(seat: number, names?: readonly string[]): string {
  return names?.[seat] ?? `Player ${seat + 1}`;
}

const stoneOf = (colour: 'Black' | 'White'): Stone => (colour === 'Black' ? 'B' : 'W');

export interface GomofastaRenderOptions {
  seatNames?: readonly string[];
  /** Extra note in the footer, e.g. the deadline. */
  footnote?: string;
}

export function renderGomofasta(view: GmView, opts: GomofastaRenderOptions = {}): Buffer {
  return toPng(drawGomofasta(view, opts));
}

function drawHeader(ctx: CanvasRenderingContext2D, view: GmView, names?: readonly string[]): void {
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  const mid = HEADER / 2;
  if (view.result) {
    const w = view.result.winners;
    const hx = w.length ? 60 : 20;
    const lines = layoutResultTitle(
      ctx,
      w.length
        ? { name: seatLabel(w[0], names), rest: ` (${view.players[w[0]].colour}) wins`, reason: withNames(view.result.reason, names) }
        : { name: '', rest: 'Draw', reason: withNames(view.result.reason, names) },
      W - 20 - hx,
      { weight: 'bold', size: 30 },
      26,
      names,
    );
    const ys = lines.length === 1 ? [mid] : [24, 62];
    if (w.length) stone(ctx, 34, ys[0], 16, stoneOf(view.players[w[0]].colour));
    lines.forEach((l, i) => {
      ctx.font = l.font;
      ctx.fillStyle = i === 0 ? palette.ink : palette.muted;
      ctx.fillText(l.text, hx, ys[i]);
    });
  } else if (view.toMove !== null && view.toMoveColour) {
    stone(ctx, 34, mid, 16, stoneOf(view.toMoveColour));
    ctx.font = `26px ${FONT}`;
    const right = view.last ? `move ${view.ply + 1} · last: ${view.last.text}` : `move ${view.ply + 1}`;
    const rightW = ctx.measureText(right).width;
    ctx.fillStyle = palette.muted;
    ctx.textAlign = 'right';
    ctx.fillText(right, W - 20, mid);
    ctx.textAlign = 'left';
    ctx.fillStyle = palette.ink;
    // A long name takes a second line rather than being cut.
    const title = fitBox(ctx, `${view.toMoveColour} to move: ${seatLabel(view.toMove, names)}`, { width: W - 60 - 36 - rightW, weight: 'bold', size: 30, floor: 24, lines: 2, wrapped: { weight: 'bold', size: 26, floor: 20 }, shorten: names ?? [] });
    title.lines.forEach((l, i) => ctx.fillText(l, 60, mid + (i - (title.lines.length - 1) / 2) * title.lineHeight));
  }
}

export function drawGomofasta(view: GmView, opts: GomofastaRenderOptions = {}): Canvas {
  const { canvas, ctx } = newCanvas(W, H);
  ctx.fillStyle = palette.background;
  ctx.fillRect(0, 0, W, H);
  const names = opts.seatNames;

  drawHeader(ctx, view, names);
  drawBoard(ctx, view, HEADER);

  // Both open hands, the player to move framed.
  const top = HEADER + W;
  const half = W / 2;
  for (const p of view.players) {
    const x0 = p.seat * half;
    const active = view.toMove === p.seat;
    if (active) {
      ctx.fillStyle = 'rgba(217, 148, 0, 0.14)';
      ctx.fillRect(x0 + 6, top + 6, half - 12, HANDS - 10);
      ctx.strokeStyle = palette.highlightStroke;
      ctx.lineWidth = 3;
      ctx.strokeRect(x0 + 6, top + 6, half - 12, HANDS - 10);
    }
    stone(ctx, x0 + 32, top + 34, 15, stoneOf(p.colour));
    ctx.fillStyle = palette.ink;
    ctx.textAlign = 'left';
    ctx.textBaseline = 'middle';
    const title = fitBox(ctx, `${seatLabel(p.seat, names)} · ${p.colour}`, { width: half - 74, weight: 'bold', size: 28, floor: 20, shorten: names ?? [] });
    ctx.fillText(title.lines[0], x0 + 56, top + 34);
    const gap = (half - 3 * CARD_W) / 4;
    p.hand.forEach((id, i) => ctx.drawImage(card(id), Math.round(x0 + gap + i * (CARD_W + gap)) - 2, top + 60));
  }

  // Footer: deck and discard, then the legend (and the deadline beside it).
  const fy = top + HANDS;
  ctx.fillStyle = palette.ink;
  ctx.textAlign = 'left';
  ctx.font = `26px ${FONT}`;
  const discard = view.discard.length ? view.discard.join(' ') : 'empty';
  ctx.fillText(fitText(ctx, `Deck: ${view.deckSize} card${view.deckSize === 1 ? '' : 's'} (order hidden) · Discard: ${discard}`, W - 40), 20, fy + 20);
  ctx.drawImage(legend(), 0, LEGEND_TOP);
  if (opts.footnote) {
    ctx.textAlign = 'right';
    ctx.font = `bold 24px ${FONT}`;
    ctx.fillText(fitText(ctx, opts.footnote, W / 2 - 40), W - 20, LEGEND_TOP + LEGEND_H / 2);
  }
  return canvas;
}
