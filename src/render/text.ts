// Text and sprite helpers shared by the card-game renderers (U-G-O, Gog & Magog):
// Pango layout per fillText dominates a render, so strings and small pictures
// are drawn once into cached transparent canvases and blitted afterwards.
import { createCanvas, type Canvas, type CanvasRenderingContext2D } from 'canvas';
import { ensureFonts, fitText } from './common.js';

export function roundRect(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number): void {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

/**
 * Text is drawn once into a cached transparent sprite and blitted afterwards:
 * Pango layout per fillText dominates a render, and a table redraws mostly the
 * same strings (names, counts, values, the log) move after move.
 */
const textSprites = new Map<string, { c: Canvas; w: number; h: number }>();
const TEXT_CACHE_MAX = 4000;
/** Bound on the cached pixels (~32 MB), since log lines make wide sprites. */
const TEXT_CACHE_MAX_PIXELS = 8_000_000;
let textPixels = 0;
export function text(ctx: CanvasRenderingContext2D, t: string, x: number, y: number, font: string, color: string, align: CanvasTextAlign = 'left', baseline: CanvasTextBaseline = 'middle'): void {
  if (!t) return;
  const key = `${font}|${color}|${t}`;
  let sp = textSprites.get(key);
  if (!sp) {
    ensureFonts();
    const size = Number(/(\d+)px/.exec(font)?.[1] ?? 20);
    ctx.font = font;
    const w = Math.ceil(ctx.measureText(t).width) + 4;
    const h = Math.ceil(size * 1.6);
    const c = createCanvas(w, h);
    const g = c.getContext('2d');
    // Glyph mode (cairo_show_glyphs) rasterises text about 15× faster than the default path mode.
    g.textDrawingMode = 'glyph';
    g.font = font;
    g.fillStyle = color;
    g.textAlign = 'left';
    g.textBaseline = 'middle';
    g.fillText(t, 2, h / 2);
    if (textSprites.size >= TEXT_CACHE_MAX || textPixels + w * h > TEXT_CACHE_MAX_PIXELS) {
      textSprites.clear();
      textPixels = 0;
    }
    textPixels += w * h;
    sp = { c, w, h };
    textSprites.set(key, sp);
  }
  const size = sp.h / 1.6;
  const midY = baseline === 'top' ? y + size / 2 : baseline === 'bottom' || baseline === 'alphabetic' ? y - size * 0.35 : y;
  const left = align === 'center' ? x - (sp.w - 4) / 2 : align === 'right' || align === 'end' ? x - (sp.w - 4) : x;
  ctx.drawImage(sp.c, Math.round(left - 2), Math.round(midY - sp.h / 2));
}

const layoutMemo = new Map<string, string[]>();
function memo(key: string, f: () => string[]): string[] {
  let v = layoutMemo.get(key);
  if (!v) {
    if (layoutMemo.size >= TEXT_CACHE_MAX) layoutMemo.clear();
    v = f();
    layoutMemo.set(key, v);
  }
  return v;
}

/** Cuts `t` to `max` px with an ellipsis (ctx.font must be set). */
export function fit(ctx: CanvasRenderingContext2D, t: string, max: number): string {
  return memo(`fit|${ctx.font}|${max}|${t}`, () => [fitText(ctx, t, max)])[0];
}
/** Word-wraps `t` into at most `lines` lines of `max` px. */
export function wrap(ctx: CanvasRenderingContext2D, t: string, max: number, lines: number): string[] {
  return memo(`wrap|${ctx.font}|${max}|${lines}|${t}`, () => wrapNow(ctx, t, max, lines));
}
function wrapNow(ctx: CanvasRenderingContext2D, t: string, max: number, lines: number): string[] {
  const words = t.split(' ');
  const out: string[] = [];
  let cur = '';
  for (let i = 0; i < words.length; i++) {
    const next = cur ? `${cur} ${words[i]}` : words[i];
    if (ctx.measureText(next).width <= max || !cur) {
      cur = next;
      continue;
    }
    out.push(cur);
    cur = words[i];
    if (out.length === lines - 1) {
      cur = words.slice(i).join(' ');
      break;
    }
  }
  if (cur) out.push(out.length === lines - 1 ? fit(ctx, cur, max) : cur);
  return out.slice(0, lines);
}

/**
 * Card faces and backs are drawn once per size into small transparent canvases
 * and then blitted: text through Pango is the slow part of a render.
 */
const sprites = new Map<string, Canvas>();
export function sprite(key: string, w: number, h: number, paint: (ctx: CanvasRenderingContext2D) => void): Canvas {
  let c = sprites.get(key);
  if (!c) {
    ensureFonts();
    c = createCanvas(Math.ceil(w) + 4, Math.ceil(h) + 4);
    const ctx = c.getContext('2d');
    ctx.translate(2, 2);
    paint(ctx);
    sprites.set(key, c);
  }
  return c;
}
