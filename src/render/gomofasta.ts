// Go*Mofasta board image, drawn from the view only (never the full state):
// the board with coordinates on all four sides, both open hands as the cards
// they are, deck and discard, whose turn, and a legend for the marks.
import type { Canvas, CanvasRenderingContext2D } from 'canvas';
import { FONT, centredText, newCanvas, palette, toPng } from './common.js';
import { CARD_TYPES, COLUMN_LETTERS, cardStones, starPoints, type CardId, type GmView, type Stone } from '../games/gomofasta/index.js';

/** Grid span: a whole number of pixels per step on 19 (44 px) and 13 (66 px) lines, so stones sit on whole pixels. */
const SPAN = 792;
const MARGIN = 64; // room for the coordinates around the grid
const W = SPAN + 2 * MARGIN; // 920
const HEADER = 56;
const HANDS = 236;
const FOOTER = 84;
const H = HEADER + W + HANDS + FOOTER;

/** Image size in pixels (the same for 19×19 and 13×13). */
export const GOMOFASTA_IMAGE = { width: W, height: H } as const;

/** Pixel centre of board point (x, y), y = 0 the top row, as drawn. */
export function gomofastaPointPixel(size: number, x: number, y: number): { px: number; py: number } {
  const step = SPAN / (size - 1);
  return { px: Math.round(MARGIN + x * step), py: Math.round(HEADER + MARGIN + y * step) };
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
const sprites = new Map<string, Canvas>();

function cached(key: string, w: number, h: number, draw: (ctx: CanvasRenderingContext2D) => void): Canvas {
  let c = sprites.get(key);
  if (!c) {
    const made = newCanvas(w, h);
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

function fitText(ctx: CanvasRenderingContext2D, text: string, max: number): string {
  if (ctx.measureText(text).width <= max) return text;
  let t = text;
  while (t.length > 1 && ctx.measureText(t + '…').width > max) t = t.slice(0, -1);
  return t + '…';
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
    ctx.font = `bold 22px ${FONT}`;
    const edge = MARGIN / 2 - 10;
    for (let i = 0; i < n; i++) {
      const letter = COLUMN_LETTERS[i];
      centredText(ctx, letter, p(i), edge);
      centredText(ctx, letter, p(i), W - edge);
      const row = String(n - i);
      centredText(ctx, row, edge, p(i));
      centredText(ctx, row, W - edge, p(i));
    }
  });
}

function drawBoard(ctx: CanvasRenderingContext2D, view: GmView, top: number): void {
  const n = view.size;
  const step = SPAN / (n - 1);
  const px = (x: number) => MARGIN + x * step;
  const py = (y: number) => top + MARGIN + y * step;
  // Big 13×13 stones would run into the coordinates: cap the radius.
  const r = Math.min(Math.round(step * 0.47), MARGIN - 40);
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
    ctx.font = `20px ${FONT}`;
    ctx.fillStyle = palette.muted;
    centredText(ctx, fitText(ctx, cardNameById.get(id) ?? id, CARD_W - 8), cx, y + 148);
  });
}

/** The legend line (text is slow to lay out, so it is drawn once). */
function legend(): Canvas {
  return cached('legend', W, 44, (ctx) => {
    ctx.font = `21px ${FONT}`;
    ctx.textAlign = 'left';
    ctx.textBaseline = 'middle';
    let lx = 20;
    const ly = 22;
    const item = (mark: 'ring' | 'square', label: string) => {
      drawStone(ctx, lx + 15, ly, 15, 'W');
      if (mark === 'ring') ringMark(ctx, lx + 15, ly, 15, 'W');
      else squareMark(ctx, lx + 15, ly, 15, 'W');
      ctx.fillStyle = palette.ink;
      ctx.fillText(label, lx + 38, ly);
      lx += 38 + ctx.measureText(label).width + 24;
    };
    item('ring', 'last card');
    item('square', 'filled eye');
    ctx.fillStyle = palette.muted;
    ctx.fillText(fitText(ctx, 'e.g. B r90 d4: card, clockwise turn, top-left', W - 20 - lx), lx, ly);
  });
}

function seatLabel(seat: number, names?: string[]): string {
  return names?.[seat] ?? `Player ${seat + 1}`;
}

const stoneOf = (colour: 'Black' | 'White'): Stone => (colour === 'Black' ? 'B' : 'W');

export function renderGomofasta(view: GmView, opts: { seatNames?: string[] } = {}): Buffer {
  return toPng(drawGomofasta(view, opts));
}

export function drawGomofasta(view: GmView, opts: { seatNames?: string[] } = {}): Canvas {
  const { canvas, ctx } = newCanvas(W, H);
  ctx.fillStyle = palette.background;
  ctx.fillRect(0, 0, W, H);
  const names = opts.seatNames;

  // Header: whose turn and the last move, or the result.
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  const mid = HEADER / 2;
  if (view.result) {
    const w = view.result.winners;
    const headline = w.length ? `${seatLabel(w[0], names)} (${view.players[w[0]].colour}) wins` : 'Draw';
    if (w.length) stone(ctx, 32, mid, 14, stoneOf(view.players[w[0]].colour));
    ctx.fillStyle = palette.ink;
    ctx.font = `bold 26px ${FONT}`;
    const hx = w.length ? 56 : 20;
    ctx.fillText(fitText(ctx, headline, 420), hx, mid);
    const used = hx + Math.min(420, ctx.measureText(headline).width) + 16;
    ctx.font = `21px ${FONT}`;
    ctx.fillStyle = palette.muted;
    ctx.fillText(fitText(ctx, view.result.reason, W - 20 - used), used, mid);
  } else if (view.toMove !== null && view.toMoveColour) {
    stone(ctx, 32, mid, 14, stoneOf(view.toMoveColour));
    ctx.fillStyle = palette.ink;
    ctx.font = `bold 26px ${FONT}`;
    ctx.fillText(fitText(ctx, `${view.toMoveColour} to move: ${seatLabel(view.toMove, names)}`, W - 330), 56, mid);
    ctx.font = `21px ${FONT}`;
    ctx.fillStyle = palette.muted;
    ctx.textAlign = 'right';
    ctx.fillText(view.last ? `move ${view.ply + 1} · last: ${view.last.text}` : `move ${view.ply + 1}`, W - 20, mid);
  }

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
    stone(ctx, x0 + 30, top + 34, 13, stoneOf(p.colour));
    ctx.fillStyle = palette.ink;
    ctx.textAlign = 'left';
    ctx.textBaseline = 'middle';
    ctx.font = `bold 23px ${FONT}`;
    const title = `${seatLabel(p.seat, names)} · ${p.colour}`;
    ctx.fillText(fitText(ctx, title, half - 70), x0 + 52, top + 34);
    const gap = (half - 3 * CARD_W) / 4;
    p.hand.forEach((id, i) => ctx.drawImage(card(id), Math.round(x0 + gap + i * (CARD_W + gap)) - 2, top + 56));
  }

  // Footer: deck and discard, then the legend.
  const fy = top + HANDS;
  ctx.fillStyle = palette.ink;
  ctx.textAlign = 'left';
  ctx.font = `21px ${FONT}`;
  const discard = view.discard.length ? view.discard.join(' ') : 'empty';
  ctx.fillText(fitText(ctx, `Deck: ${view.deckSize} card${view.deckSize === 1 ? '' : 's'} (order hidden) · Discard: ${discard}`, W - 40), 20, fy + 18);
  ctx.drawImage(legend(), 0, fy + 36);
  return canvas;
}
