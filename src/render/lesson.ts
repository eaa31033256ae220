// A lesson's picture: the game's own board drawing (and, for games with a
// hand, the learner's hand as /hand draws it) between a goal band on top and,
// when asked for, a hint band below. Only the learner sees a lesson, so their
// own hand may show; the table itself is drawn from the spectator view.
// The bands' type scales with the picture's width, so at the ~400 px a phone
// shows them the goal and the hint stay about 16 px high.
import { loadImage, type Canvas, type CanvasRenderingContext2D } from 'canvas';
import { encodePng, newCanvas, palette } from './common.js';
import { drawView, renderPrivate } from './index.js';
import { drawFitted, fitBox, type Fitted } from './text.js';

export interface LessonPicture {
  game: string;
  /** The spectator view of the level's position. */
  table: unknown;
  /** The learner's own view, for games with hidden hands (drawn under the table). */
  hand?: unknown;
  seatNames: readonly string[];
  goal: string;
  /** Where the level stands, one short line: "Level 1-2 · move 1 · par 2", "Passed ★★★". */
  status: string;
  hint?: string | null;
}

export const LESSON_COLOURS = {
  goalBand: '#1f3a4d',
  /** The band's lower edge: some boards open with a dark header of their own (U-G-O's), and the band must not run into it. */
  goalEdge: '#e0a82e',
  goalText: '#ffffff',
  statusText: '#c9dbe6',
  hintBand: '#fff1b8',
  hintEdge: '#d9a400',
  hintText: palette.ink,
} as const;

/** Margins and type, as fractions of the picture's width. */
const PAD = 0.03;
const GOAL = { size: 0.046, floor: 0.036, lines: 3 };
const STATUS = { size: 0.03, floor: 0.024 };
const HINT = { size: 0.04, floor: 0.032, lines: 4 };

export interface LessonLayout {
  width: number;
  pad: number;
  goal: Fitted;
  status: Fitted;
  hint: Fitted | null;
  goalBand: number;
  /** The goal band's lower edge, inside goalBand. */
  goalEdge: number;
  hintBand: number;
}

/** How the bands' texts are set at `width`: measured, never wider than the band. */
export function layoutLessonText(ctx: CanvasRenderingContext2D, width: number, goal: string, status: string, hint: string | null | undefined): LessonLayout {
  const pad = Math.round(width * PAD);
  const inner = width - 2 * pad;
  const px = (f: number) => Math.round(width * f);
  // Full size on as many lines as it takes, before any smaller size: a short goal is not set smaller to stay on one line.
  const goalFit = fitBox(ctx, `Goal: ${goal}`, { width: inner, weight: 'bold', size: px(GOAL.size), lines: GOAL.lines, wrapped: { weight: 'bold', size: px(GOAL.size), floor: px(GOAL.floor) } });
  const statusFit = fitBox(ctx, status, { width: inner, size: px(STATUS.size), floor: px(STATUS.floor) });
  const hintFit = hint ? fitBox(ctx, `Hint: ${hint}`, { width: inner, size: px(HINT.size), lines: HINT.lines, wrapped: { size: px(HINT.size), floor: px(HINT.floor) } }) : null;
  const block = (f: Fitted) => f.lines.length * f.lineHeight;
  const goalEdge = Math.max(3, Math.round(pad / 4));
  const goalBand = pad + block(goalFit) + Math.round(pad / 2) + block(statusFit) + pad + goalEdge;
  const hintBand = hintFit ? 2 * pad + block(hintFit) : 0;
  return { width, pad, goal: goalFit, status: statusFit, hint: hintFit, goalBand, goalEdge, hintBand };
}

/** The lesson picture as a canvas. */
export async function drawLesson(p: LessonPicture): Promise<Canvas> {
  const board = drawView(p.game, p.table, { seatNames: p.seatNames });
  const hand = p.hand === undefined ? null : await loadImage(await renderPrivate(p.game, p.hand, { seatNames: p.seatNames }));
  const width = Math.max(board.width, hand?.width ?? 0);
  const probe = newCanvas(1, 1).ctx;
  const layout = layoutLessonText(probe, width, p.goal, p.status, p.hint);
  const height = layout.goalBand + board.height + (hand?.height ?? 0) + layout.hintBand;
  const { canvas, ctx } = newCanvas(width, height);
  ctx.fillStyle = palette.background;
  ctx.fillRect(0, 0, width, height);

  ctx.fillStyle = LESSON_COLOURS.goalBand;
  ctx.fillRect(0, 0, width, layout.goalBand);
  ctx.fillStyle = LESSON_COLOURS.goalEdge;
  ctx.fillRect(0, layout.goalBand - layout.goalEdge, width, layout.goalEdge);
  const { pad, goal, status } = layout;
  drawFitted(ctx, goal, pad, pad + (goal.lines.length * goal.lineHeight) / 2, LESSON_COLOURS.goalText);
  const statusTop = pad + goal.lines.length * goal.lineHeight + Math.round(pad / 2);
  drawFitted(ctx, status, pad, statusTop + status.lineHeight / 2, LESSON_COLOURS.statusText);

  let y = layout.goalBand;
  ctx.drawImage(board, Math.round((width - board.width) / 2), y);
  y += board.height;
  if (hand) {
    ctx.drawImage(hand, Math.round((width - hand.width) / 2), y);
    y += hand.height;
  }
  if (layout.hint) {
    ctx.fillStyle = LESSON_COLOURS.hintBand;
    ctx.fillRect(0, y, width, layout.hintBand);
    ctx.fillStyle = LESSON_COLOURS.hintEdge;
    ctx.fillRect(0, y, width, Math.max(2, Math.round(pad / 5)));
    drawFitted(ctx, layout.hint, pad, y + layout.hintBand / 2, LESSON_COLOURS.hintText);
  }
  board.width = 0; // the board's pixels are copied: free them now (see encodePng)
  return canvas;
}

export async function renderLesson(p: LessonPicture): Promise<Buffer> {
  return encodePng(await drawLesson(p));
}
