// Shared drawing helpers: the shipped font, palette and PNG encoding.
// Renderers draw a game's *view* only, never its full state.
import { Canvas as CanvasClass, createCanvas, registerFont, type Canvas, type CanvasRenderingContext2D } from 'canvas';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const fontsDir = fileURLToPath(new URL('../../assets/fonts/', import.meta.url));
let fontsRegistered = false;

/** The family name to use in ctx.font; registered from assets/, never the system. */
export const FONT = 'BoardSans';

export function ensureFonts(): void {
  if (fontsRegistered) return;
  registerFont(path.join(fontsDir, 'DejaVuSans.ttf'), { family: FONT });
  registerFont(path.join(fontsDir, 'DejaVuSans-Bold.ttf'), { family: FONT, weight: 'bold' });
  fontsRegistered = true;
}

/**
 * A transparent canvas for sprites drawn once and copied many times. It must
 * keep an alpha channel (node-canvas's 'RGBA32', Cairo's ARGB32): an RGB24
 * sprite copies as an opaque black box.
 */
export function spriteCanvas(width: number, height: number): { canvas: Canvas; ctx: CanvasRenderingContext2D } {
  ensureFonts();
  const canvas = createCanvas(width, height);
  return { canvas, ctx: canvas.getContext('2d', { pixelFormat: 'RGBA32' }) };
}

export function newCanvas(width: number, height: number): { canvas: Canvas; ctx: CanvasRenderingContext2D } {
  ensureFonts();
  const canvas = createCanvas(width, height);
  // Opaque images: RGB24 encodes to PNG about twice as fast as ARGB32.
  const ctx = canvas.getContext('2d', { pixelFormat: 'RGB24' });
  return { canvas, ctx };
}

/**
 * PNG encoding dominates render time; zlib level 3 with no row filters keeps
 * boards small enough for Discord while staying fast.
 */
export function toPng(canvas: Canvas): Buffer {
  return canvas.toBuffer('image/png', { compressionLevel: 3, filters: CanvasClass.PNG_FILTER_NONE });
}

/**
 * The same encoding off the main thread (libuv's pool): the event loop stays
 * free to acknowledge other interactions while a board is being encoded.
 * The canvas is used up: its pixels are released as soon as the PNG is made,
 * since V8 does not see them and would leave megabytes per board waiting in
 * native memory until some later full garbage collection.
 */
export function encodePng(canvas: Canvas): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    canvas.toBuffer(
      (err, buf) => {
        canvas.width = 0; // resizing drops the drawing surface
        if (err) reject(err);
        else resolve(buf);
      },
      'image/png',
      { compressionLevel: 3, filters: CanvasClass.PNG_FILTER_NONE },
    ),
  );
}

export const palette = {
  background: '#f4efe4',
  ink: '#2b2622',
  muted: '#6f665c',
  lightSquare: '#e8d6b3',
  darkSquare: '#b58863',
  highlight: 'rgba(255, 196, 0, 0.55)',
  highlightStroke: '#d99400',
  white: '#fbfaf7',
  whiteEdge: '#4a4038',
  black: '#26221f',
  blackEdge: '#0d0b0a',
  accent: '#c0392b',
} as const;

/** Cuts `text` to `max` px with an ellipsis (ctx.font must be set), never inside a character (an emoji in a name). */
export function fitText(ctx: CanvasRenderingContext2D, text: string, max: number): string {
  if (ctx.measureText(text).width <= max) return text;
  const points = Array.from(text);
  let lo = 0;
  let hi = points.length;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (ctx.measureText(points.slice(0, mid).join('') + '…').width <= max) lo = mid;
    else hi = mid - 1;
  }
  return points.slice(0, lo).join('').trimEnd() + '…';
}

/** Draw text centred on (x, y). */
export function centredText(ctx: CanvasRenderingContext2D, text: string, x: number, y: number): void {
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, x, y);
}
