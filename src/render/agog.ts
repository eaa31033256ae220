// The A•G•O•G board, drawn from the view: White's sanctum a1 bottom-left,
// Black's h8 top-right, as in the game record's coordinates.
import type { AgogPiece, AgogView } from '../games/agog/index.js';
import { createCanvas, type Canvas, type CanvasRenderingContext2D } from 'canvas';
import { FONT, centredText, ensureFonts, fitText, newCanvas, palette, spriteCanvas, toPng } from './common.js';
import { fitBox, layoutResultTitle, type TitleLine } from './text.js';

// Text sizes are chosen to stay legible when Discord shows the image ~400 px wide on a phone.
const SQ = 88;
const MARGIN = 44;
/** Room for a two-line result title above the file letters. */
const HEADER = 118;
/** Reserve and last move, the deadline, and two lines of legend. */
const FOOTER = 176;
export const AGOG_IMAGE = { width: MARGIN * 2 + SQ * 8, height: HEADER + SQ * 8 + FOOTER };
/** Width the header's title may take. */
export const AGOG_TITLE_WIDTH = AGOG_IMAGE.width - 2 * MARGIN;
const TITLE_SIZE = 30;
const BODY = `24px ${FONT}`;

const FILES = 'abcdefgh';

function squareXY(square: string): { x: number; y: number } {
  const f = FILES.indexOf(square[0]);
  const r = Number(square[1]) - 1;
  return { x: MARGIN + f * SQ, y: HEADER + (7 - r) * SQ };
}

function disc(ctx: CanvasRenderingContext2D, x: number, y: number, r: number, owner: 0 | 1): void {
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fillStyle = owner === 0 ? palette.white : palette.black;
  ctx.fill();
  ctx.lineWidth = 3;
  ctx.strokeStyle = owner === 0 ? palette.whiteEdge : '#8a7f74';
  ctx.stroke();
}

function label(ctx: CanvasRenderingContext2D, text: string, x: number, y: number, owner: 0 | 1): void {
  ctx.fillStyle = owner === 0 ? palette.black : palette.white;
  ctx.font = `bold 30px ${FONT}`;
  centredText(ctx, text, x, y + 1);
}

const sprites = new Map<string, Canvas>();

/** Pieces are drawn once per kind and colour, then copied: most of a board is pieces. */
function drawPiece(ctx: CanvasRenderingContext2D, piece: AgogPiece, cx: number, cy: number): void {
  const key = `${piece.kind}:${piece.owner}`;
  let sprite = sprites.get(key);
  if (!sprite) {
    const { canvas, ctx: sctx } = spriteCanvas(SQ, SQ);
    paintPiece(sctx, piece, SQ / 2, SQ / 2);
    sprites.set(key, canvas);
    sprite = canvas;
  }
  ctx.drawImage(sprite, cx - SQ / 2, cy - SQ / 2);
}

/** Stacks are drawn as offset discs so height reads at a glance; letters name the unit. */
function paintPiece(ctx: CanvasRenderingContext2D, piece: AgogPiece, cx: number, cy: number): void {
  const r = SQ * 0.36;
  const other = (1 - piece.owner) as 0 | 1;
  switch (piece.kind) {
    case 'golem':
      disc(ctx, cx, cy, r, piece.owner);
      break;
    case 'hulk':
      disc(ctx, cx, cy + 6, r, piece.owner);
      disc(ctx, cx, cy - 3, r, piece.owner);
      label(ctx, 'H', cx, cy - 3, piece.owner);
      break;
    case 'corrupted':
      // The enemy golem underneath shows as the lower disc.
      disc(ctx, cx, cy + 6, r, other);
      disc(ctx, cx, cy - 3, r, piece.owner);
      label(ctx, 'C', cx, cy - 3, piece.owner);
      break;
    case 'journeyman':
      disc(ctx, cx, cy + 9, r, piece.owner);
      disc(ctx, cx, cy + 3, r, other);
      disc(ctx, cx, cy - 3, r, piece.owner);
      ctx.beginPath();
      ctx.arc(cx, cy - 3, r - 7, 0, Math.PI * 2);
      ctx.lineWidth = 3;
      ctx.strokeStyle = palette.accent;
      ctx.stroke();
      label(ctx, 'J', cx, cy - 3, piece.owner);
      break;
  }
}

let backgroundCache: Canvas | null = null;

/** Everything that never changes: squares, sanctums, coordinates, legend. */
function background(): Canvas {
  if (backgroundCache) return backgroundCache;
  const { canvas, ctx } = newCanvas(AGOG_IMAGE.width, AGOG_IMAGE.height);
  ctx.fillStyle = palette.background;
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  // Squares (all 64 are played on).
  for (let rank = 0; rank < 8; rank++) {
    for (let file = 0; file < 8; file++) {
      ctx.fillStyle = (file + rank) % 2 === 0 ? palette.darkSquare : palette.lightSquare;
      ctx.fillRect(MARGIN + file * SQ, HEADER + (7 - rank) * SQ, SQ, SQ);
    }
  }
  // Sanctums: a1 is White's, h8 Black's; a thick frame in the owner's colour.
  for (const [sq, owner] of [['a1', 0], ['h8', 1]] as const) {
    const { x, y } = squareXY(sq);
    ctx.lineWidth = 8;
    ctx.strokeStyle = owner === 0 ? '#fffdf6' : '#14110f';
    ctx.strokeRect(x + 4, y + 4, SQ - 8, SQ - 8);
    ctx.lineWidth = 2;
    ctx.strokeStyle = palette.accent;
    ctx.strokeRect(x + 9, y + 9, SQ - 18, SQ - 18);
  }

  // Coordinates on all four sides.
  ctx.fillStyle = palette.ink;
  ctx.font = `bold 24px ${FONT}`;
  for (let i = 0; i < 8; i++) {
    const cx = MARGIN + i * SQ + SQ / 2;
    centredText(ctx, FILES[i], cx, HEADER - 20);
    centredText(ctx, FILES[i], cx, HEADER + 8 * SQ + 20);
    const cy = HEADER + (7 - i) * SQ + SQ / 2;
    centredText(ctx, String(i + 1), MARGIN / 2, cy);
    centredText(ctx, String(i + 1), canvas.width - MARGIN / 2, cy);
  }

  ctx.textAlign = 'left';
  ctx.font = `22px ${FONT}`;
  ctx.fillStyle = palette.muted;
  const ly = HEADER + 8 * SQ + FOOTER - 52;
  ctx.fillText('Framed corners are the sanctums: a1 White’s, h8 Black’s.', MARGIN, ly);
  ctx.fillText('H hulk · C corrupted hulk · J journeyman', MARGIN, ly + 30);
  backgroundCache = canvas;
  return canvas;
}

export interface AgogRenderOptions {
  /** Names shown for White and Black. */
  seatNames?: readonly string[];
  /** Extra line under the board, e.g. time left. */
  footnote?: string;
}

export function renderAgog(view: AgogView, opts: AgogRenderOptions = {}): Buffer {
  return toPng(drawAgog(view, opts));
}

let measureCtx: CanvasRenderingContext2D | null = null;

/**
 * The header's title as drawn: whose move, or the result on one or two lines
 * (a long winner's name is shortened, the reason never is).
 */
export function agogTitleLines(view: AgogView, names: readonly string[] = ['White', 'Black']): TitleLine[] {
  ensureFonts();
  measureCtx ??= createCanvas(1, 1).getContext('2d');
  const ctx = measureCtx;
  if (!view.result) {
    // Leave room for the disc showing the colour to move.
    const f = fitBox(ctx, `${view.toMove === 0 ? 'White' : 'Black'} to move: ${names[view.toMove]}`, {
      width: AGOG_TITLE_WIDTH - 44, weight: 'bold', size: TITLE_SIZE, floor: 24, lines: 2, wrapped: { weight: 'bold', size: 26, floor: 20 }, shorten: names,
    });
    return f.lines.map((text) => ({ text, font: f.font }));
  }
  const w = view.result.winners;
  const parts = w.length
    ? { name: names[w[0]], rest: ` (${w[0] === 0 ? 'White' : 'Black'}) wins`, reason: view.result.reason }
    : { name: '', rest: 'Game over', reason: view.result.reason };
  return layoutResultTitle(ctx, parts, AGOG_TITLE_WIDTH, { weight: 'bold', size: TITLE_SIZE }, 26, names);
}

export function drawAgog(view: AgogView, opts: AgogRenderOptions = {}): Canvas {
  const { canvas, ctx } = newCanvas(AGOG_IMAGE.width, AGOG_IMAGE.height);
  const names = opts.seatNames ?? ['White', 'Black'];
  ctx.drawImage(background(), 0, 0);

  // Header: whose move, or the result.
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  const lines = agogTitleLines(view, names);
  // Two lines: a result's reason (muted) under who won, or a long name going on under "White to move:".
  const ys = lines.length === 1 ? [40] : view.result ? [26, 64] : [24, 56];
  lines.forEach((l, i) => {
    ctx.font = l.font;
    ctx.fillStyle = i === 0 || !view.result ? palette.ink : palette.muted;
    ctx.fillText(l.text, MARGIN, ys[i]);
  });
  if (!view.result) {
    ctx.beginPath();
    ctx.arc(canvas.width - MARGIN - 16, 40, 16, 0, Math.PI * 2);
    ctx.fillStyle = view.toMove === 0 ? palette.white : palette.black;
    ctx.fill();
    ctx.lineWidth = 3;
    ctx.strokeStyle = palette.ink;
    ctx.stroke();
  }

  // The last action's path.
  const last = view.last;
  if (last && last.path.length) {
    for (const sq of last.path) {
      const { x, y } = squareXY(sq);
      ctx.fillStyle = palette.highlight;
      ctx.fillRect(x, y, SQ, SQ);
    }
    ctx.beginPath();
    last.path.forEach((sq, i) => {
      const { x, y } = squareXY(sq);
      if (i === 0) ctx.moveTo(x + SQ / 2, y + SQ / 2);
      else ctx.lineTo(x + SQ / 2, y + SQ / 2);
    });
    ctx.lineWidth = 7;
    ctx.strokeStyle = palette.highlightStroke;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.stroke();
    if (last.promote) {
      const { x, y } = squareXY(last.promote);
      ctx.lineWidth = 5;
      ctx.strokeStyle = palette.accent;
      ctx.strokeRect(x + 3, y + 3, SQ - 6, SQ - 6);
    }
  }

  view.board.forEach((piece, index) => {
    if (!piece) return;
    const file = index % 8;
    const rank = Math.floor(index / 8);
    drawPiece(ctx, piece, MARGIN + file * SQ + SQ / 2, HEADER + (7 - rank) * SQ + SQ / 2);
  });

  // Footer: reserve pools and the last action in notation, then the deadline.
  const fy = HEADER + 8 * SQ + 58;
  ctx.font = BODY;
  ctx.textAlign = 'left';
  ctx.fillStyle = palette.ink;
  ctx.fillText(`Reserve: White ${view.pools[0]} · Black ${view.pools[1]}`, MARGIN, fy);
  ctx.textAlign = 'right';
  const lastText = last ? `Last: ${last.seat === 0 ? 'White' : 'Black'} ${last.text}` : `Move ${Math.floor(view.ply / 2) + 1}`;
  ctx.fillText(fitText(ctx, lastText, canvas.width / 2 - MARGIN), canvas.width - MARGIN, fy);
  if (opts.footnote) {
    ctx.font = `bold ${BODY}`;
    ctx.fillText(fitText(ctx, opts.footnote, canvas.width - 2 * MARGIN), canvas.width - MARGIN, fy + 34);
  }
  return canvas;
}
