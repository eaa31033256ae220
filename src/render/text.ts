// Text and sprite helpers shared by the card-game renderers (U-G-O, Gog & Magog):
// Pango layout per fillText dominates a render, so strings and small pictures
// are drawn once into cached transparent canvases and blitted afterwards.
import { createCanvas, type Canvas, type CanvasRenderingContext2D } from 'canvas';
import { FONT, ensureFonts, fitText } from './common.js';

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

/** Word-wraps `t` into at most `lines` lines of `max` px in ctx.font; the last line is cut with "…" if need be. */
export function wrap(ctx: CanvasRenderingContext2D, t: string, max: number, lines: number): string[] {
  return memo(`wrap|${ctx.font}|${max}|${lines}|${t}`, () => cutToLines(ctx, t, max, lines));
}

interface Line {
  text: string;
  /** Where the line starts in the text it was broken from. */
  start: number;
}

/** The most code units of `t` (whole code points, at least one) that fit `max` px. */
function prefixFitting(ctx: CanvasRenderingContext2D, t: string, max: number): number {
  const points = Array.from(t);
  let lo = 1;
  let hi = points.length;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (ctx.measureText(points.slice(0, mid).join('')).width <= max) lo = mid;
    else hi = mid - 1;
  }
  return points.slice(0, lo).join('').length;
}

/**
 * Lines of at most `max` px in ctx.font, broken at spaces; a word wider than a
 * line (a 32-letter name) is broken inside, so no line is ever wider than `max`.
 */
function breakLines(ctx: CanvasRenderingContext2D, t: string, max: number): Line[] {
  const out: Line[] = [];
  let cur = '';
  let curStart = 0;
  let pos = 0;
  for (const word of t.split(' ')) {
    const wordStart = pos;
    pos += word.length + 1;
    const next = cur ? `${cur} ${word}` : word;
    if (ctx.measureText(next).width <= max) {
      if (!cur) curStart = wordStart;
      cur = next;
      continue;
    }
    if (cur) out.push({ text: cur, start: curStart });
    let rest = word;
    let restStart = wordStart;
    while (ctx.measureText(rest).width > max) {
      const n = prefixFitting(ctx, rest, max);
      out.push({ text: rest.slice(0, n), start: restStart });
      rest = rest.slice(n);
      restStart += n;
    }
    cur = rest;
    curStart = restStart;
  }
  if (cur || !out.length) out.push({ text: cur, start: curStart });
  return out;
}

/** Lines as broken, the last of `lines` carrying the rest of the text cut with "…". */
function cutToLines(ctx: CanvasRenderingContext2D, t: string, max: number, lines: number): string[] {
  const all = breakLines(ctx, t, max);
  if (all.length <= lines) return all.map((l) => l.text);
  const kept = all.slice(0, lines - 1).map((l) => l.text);
  return [...kept, fitText(ctx, t.slice(all[lines - 1].start), max)];
}

/** A face a text may be set in, tried from `size` down to `floor` px. */
export interface FontRange {
  /** 'bold', 'italic' or '' (regular). */
  weight?: string;
  size: number;
  /** Smallest size tried; the size alone when absent. */
  floor?: number;
}

export interface FitSpec extends FontRange {
  /** The box's width in px: no line is drawn wider. */
  width: number;
  /** Lines the box holds (1 when absent). */
  lines?: number;
  /** A lighter face tried after `floor`: a regular name reads better than a tinier bold one. */
  then?: FontRange;
  /** The sizes tried for more than one line, when they must be smaller (the lines share one line's room). */
  wrapped?: FontRange;
  /** Parts the last resort shortens (players' names), so the words around them stay whole. */
  shorten?: readonly string[];
}

export interface Fitted {
  font: string;
  size: number;
  lines: string[];
  lineHeight: number;
  /** Whether the text had to be shortened with "…" (it did not fit at the smallest size). */
  cut: boolean;
}

const fontOf = (weight: string | undefined, size: number): string => `${weight ? `${weight} ` : ''}${size}px ${FONT}`;
const fittedMemo = new Map<string, Fitted>();

/**
 * The one way the renderers fit a text into its box, by measuring it: the
 * largest size from `size` down to `floor` that holds it on one line, else
 * the largest that holds it wrapped in `lines` lines, else, at the smallest
 * size, the text shortened with "…" (its players' names first, when given).
 * Never wider than the box, so nothing is ever cut off at a border.
 */
export function fitBox(ctx: CanvasRenderingContext2D, t: string, spec: FitSpec): Fitted {
  const key = `${JSON.stringify(spec)}|${t}`;
  let f = fittedMemo.get(key);
  if (!f) {
    ensureFonts();
    if (fittedMemo.size >= TEXT_CACHE_MAX) fittedMemo.clear();
    f = fitNow(ctx, t, spec);
    fittedMemo.set(key, f);
  }
  ctx.font = f.font;
  return f;
}

function fitNow(ctx: CanvasRenderingContext2D, t: string, spec: FitSpec): Fitted {
  const range = (r: FontRange) => Array.from({ length: Math.max(1, r.size - (r.floor ?? r.size) + 1) }, (_, i) => ({ weight: r.weight, size: r.size - i }));
  const sizes = [spec, ...(spec.then ? [spec.then] : [])].flatMap(range);
  const maxLines = spec.lines ?? 1;
  const wrappedSizes = maxLines > 1 && spec.wrapped ? range(spec.wrapped) : sizes;
  const done = (size: number, weight: string | undefined, lines: string[], cut: boolean): Fitted => ({ font: fontOf(weight, size), size, lines, lineHeight: Math.round(size * 1.2), cut });
  for (const s of sizes) {
    ctx.font = fontOf(s.weight, s.size);
    if (ctx.measureText(t).width <= spec.width) return done(s.size, s.weight, [t], false);
  }
  if (maxLines > 1) {
    for (const s of wrappedSizes) {
      ctx.font = fontOf(s.weight, s.size);
      const lines = breakLines(ctx, t, spec.width);
      if (lines.length <= maxLines) return done(s.size, s.weight, lines.map((l) => l.text), false);
    }
  }
  const last = wrappedSizes[wrappedSizes.length - 1];
  ctx.font = fontOf(last.weight, last.size);
  return done(last.size, last.weight, shortenNames(ctx, t, spec.width, maxLines, spec.shorten ?? []) ?? cutToLines(ctx, t, spec.width, maxLines), true);
}

/** `t` with every name longer than `cap` code points cut to `cap` ("Wwwww…"), in the fewest lines it then takes, or null if even one letter each is too long. */
function shortenNames(ctx: CanvasRenderingContext2D, t: string, max: number, lines: number, names: readonly string[]): string[] | null {
  const present = [...new Set(names)].filter((n) => n && t.includes(n)).sort((a, b) => b.length - a.length);
  if (!present.length) return null;
  const re = new RegExp(present.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g');
  const cut = (cap: number) => t.replace(re, (n) => (Array.from(n).length > cap ? `${Array.from(n).slice(0, cap - 1).join('')}…` : n));
  const fits = (cap: number) => breakLines(ctx, cut(cap), max).length <= lines;
  let lo = 2;
  let hi = Math.max(...present.map((n) => Array.from(n).length)) - 1;
  if (hi < lo || !fits(lo)) return null;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (fits(mid)) lo = mid;
    else hi = mid - 1;
  }
  return breakLines(ctx, cut(lo), max).map((l) => l.text);
}

/** Draws fitted lines (the block's middle at `y`) as cached sprites. */
export function drawFitted(ctx: CanvasRenderingContext2D, f: Fitted, x: number, y: number, color: string, align: CanvasTextAlign = 'left'): void {
  const top = y - ((f.lines.length - 1) * f.lineHeight) / 2;
  f.lines.forEach((l, i) => text(ctx, l, x, top + i * f.lineHeight, f.font, color, align));
}

export interface TitleLine {
  text: string;
  font: string;
}

/**
 * A result title: "<who> <verb> — <reason>" on one line when it fits, else
 * two lines. Only players' names may be shortened; the reason is how the
 * game ended, so its words are always shown whole (in a smaller font if need be).
 */
export function layoutResultTitle(
  ctx: CanvasRenderingContext2D,
  parts: { name: string; rest: string; reason: string },
  width: number,
  head: { weight: string; size: number },
  reasonSize: number,
  names: readonly string[] = [],
): TitleLine[] {
  const one = fitBox(ctx, `${parts.name}${parts.rest} — ${parts.reason}`, { width, weight: head.weight, size: head.size });
  if (!one.cut) return [{ text: one.lines[0], font: one.font }];
  const title = fitBox(ctx, `${parts.name}${parts.rest}`, { width, weight: head.weight, size: head.size, floor: head.size - 6, shorten: [parts.name] });
  const reason = fitBox(ctx, parts.reason, { width, size: reasonSize, floor: 14, shorten: names });
  return [
    { text: title.lines[0], font: title.font },
    { text: reason.lines[0], font: reason.font },
  ];
}

/** The engines' texts say "Player 2": the images show the names instead, as every post does. */
export { withNames } from '../games/seat-names.js';

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
