// The animated replay of a match: one frame per public step of its log, each
// drawn by the board renderers from the spectator view alone (hands and
// face-down cards are absent from it), the step named under the board, and a
// pause on the final position. Frames are scaled down, and a long match is
// sampled, so the GIF stays under Discord's upload limit.
import { createCanvas, type Canvas, type CanvasRenderingContext2D } from 'canvas';
import { createRequire } from 'node:module';
import { engineFor } from '../games/index.js';
import type { Replay } from '../matches/replay.js';
import { drawView } from './index.js';
import { fitBox, withNames, type Fitted } from './text.js';

// gifenc's package points Node at CommonJS whose named exports Node cannot
// see from an ES import; loaded the CommonJS way it is the same everywhere.
const { GIFEncoder, applyPalette, quantize } = createRequire(import.meta.url)('gifenc') as typeof import('gifenc');

/** Discord's upload limit for a bot without boosts is 10 MiB; this leaves room. */
export const GIF_BUDGET = 8 * 1024 * 1024;
/** More public steps than this are sampled evenly (the last is always kept). */
export const MAX_FRAMES = 150;
const FRAME_MS = 800;
const FINAL_MS = 3000;
const WIDTHS = [560, 420, 320];

export interface ReplayFrame {
  view: unknown;
  /** Under the board: which step this is and what happened, in public words. */
  caption: string;
  /** The caption in pieces ("3/40 ▶ alice: ", its events, " · final position"), so a long one can drop whole events. */
  lead: string;
  said: string[];
  tail: string;
}

const frame = (view: unknown, lead: string, said: string[], tail = ''): ReplayFrame => ({ view, caption: `${lead}${said.join(' · ')}${tail}`, lead, said, tail });

/** The frames a replay shows: the opening position, then every public step. */
export function replayFrames(replay: Replay, seatNames: readonly string[]): { frames: ReplayFrame[]; sampled: boolean; steps: number } {
  const engine = engineFor(replay.game)!;
  const publicSteps = [];
  let version = 0;
  // A private standing order leaves the public version where it was: no frame, no word of it.
  for (const step of replay.steps) if (step.version !== version) (publicSteps.push(step), (version = step.version));
  const n = publicSteps.length;
  const who = (seat: number) => seatNames[seat] ?? engine.seatName(seat, replay.players);
  const all: ReplayFrame[] = [frame(engine.view(replay.initial, 'spectator'), '', [`start · ${n} step${n === 1 ? '' : 's'}`])];
  publicSteps.forEach((step, i) => {
    let said: string[];
    if (step.kind === 'resign') said = ['resigned'];
    else if (step.kind === 'timeout') said = ['ran out of time'];
    else if (step.kind === 'draw') said = ['agreed a draw'];
    // The notation of a game with hidden cards can name them; its public events cannot.
    else if (engine.privateKey) said = step.events.filter((e) => e.kind !== 'private').map((e) => withNames(e.text, seatNames));
    else said = [step.text];
    if (!said.length) said = ['acted'];
    // "carol: carol ends their turn" says the name twice: events that start with it need no "carol:".
    const lead = said[0].startsWith(who(step.seat)) ? `${i + 1}/${n} ▶ ` : `${i + 1}/${n} ▶ ${who(step.seat)}: `;
    all.push(frame(engine.view(step.state, 'spectator'), lead, said, i === n - 1 ? ' · final position' : ''));
  });
  if (all.length <= MAX_FRAMES) return { frames: all, sampled: false, steps: n };
  const picked = Array.from({ length: MAX_FRAMES }, (_, k) => Math.round((k * (all.length - 1)) / (MAX_FRAMES - 1)));
  return { frames: [...new Set(picked)].map((i) => all[i]), sampled: true, steps: n };
}

/** Most lines a caption takes; a longer one leaves out events from its middle ("(2 more)"). */
export const CAPTION_LINES = 3;
const CAPTION_BG = '#2b2622';
const CAPTION_INK = '#f4efe4';

/** The caption's type: 16 px in a 560 px frame (down to 14 to stay on fewer lines), never below 11 px in a smaller one. */
function captionType(width: number): { size: number; floor: number; pad: number } {
  const size = Math.max(12, Math.round(width / 35));
  return { size, floor: Math.max(11, size - 2), pad: Math.round(size * 0.6) };
}

let measureCtx: CanvasRenderingContext2D | null = null;

/**
 * The caption's lines in a frame `width` px wide, measured: whole when it
 * fits in `lines` lines; else its first and last events stay (how a War
 * began, who won) and those between are counted, not shown; names are
 * shortened only when even that does not fit.
 */
export function captionLines(f: ReplayFrame, names: readonly string[], width: number, lines = CAPTION_LINES): Fitted {
  measureCtx ??= createCanvas(1, 1).getContext('2d');
  const { size, floor, pad } = captionType(width);
  const spec = { width: width - 2 * pad, size, floor, lines, shorten: names };
  let fitted = fitBox(measureCtx, f.caption, spec);
  const n = f.said.length;
  for (let left = 1; fitted.cut && left <= n - 2; left++) {
    const kept = [...f.said.slice(0, n - left - 1), `(${left} more)`, f.said[n - 1]];
    fitted = fitBox(measureCtx, `${f.lead}${kept.join(' · ')}${f.tail}`, spec);
  }
  return fitted;
}

/** The caption band under the board: as many lines as the replay's longest caption takes, the same in every frame. */
export interface CaptionBand {
  lines: number;
  height: number;
}

export function captionBand(frames: readonly ReplayFrame[], names: readonly string[], width: number): CaptionBand {
  const lines = Math.max(1, ...frames.map((f) => captionLines(f, names, width).lines.length));
  const { size, pad } = captionType(width);
  return { lines, height: lines * Math.round(size * 1.2) + 2 * pad };
}

/**
 * A frame's pixels: the board drawn as for a channel post, scaled to fit
 * width × boardHeight, and the caption in its own band under it, never over
 * the board's own legend.
 */
export function framePixels(game: string, f: ReplayFrame, names: readonly string[], width: number, band: CaptionBand, boardHeight?: number): { rgba: Uint8ClampedArray; width: number; height: number } {
  const board = drawView(game, f.view, { seatNames: names });
  const scale = width / board.width;
  const bh = boardHeight ?? Math.max(1, Math.round(board.height * scale));
  const h = bh + band.height;
  const out: Canvas = createCanvas(width, h);
  const ctx = out.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, bh);
  // Boards of one match keep their size; should one differ, it is fitted, not stretched.
  const fit = Math.min(scale, bh / board.height);
  ctx.drawImage(board, (width - board.width * fit) / 2, 0, board.width * fit, board.height * fit);
  board.width = 0; // frees the full-size drawing surface at once
  ctx.fillStyle = CAPTION_BG;
  ctx.fillRect(0, bh, width, band.height);
  const caption = captionLines(f, names, width, band.lines);
  const { pad } = captionType(width);
  ctx.font = caption.font;
  ctx.fillStyle = CAPTION_INK;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  caption.lines.forEach((l, i) => ctx.fillText(l, pad, bh + pad + (i + 0.5) * caption.lineHeight));
  return { rgba: ctx.getImageData(0, 0, width, h).data, width, height: h };
}

export interface ReplayGif {
  gif: Uint8Array;
  frames: number;
  steps: number;
  sampled: boolean;
  width: number;
  height: number;
}

/**
 * `speed` 1 is normal, 2 twice as fast, 0.5 half. Drawing takes seconds for a
 * long match, so it yields to the event loop between frames (the bot keeps answering).
 */
export async function replayGif(replay: Replay, names: readonly string[], speed = 1): Promise<ReplayGif> {
  const { frames, sampled, steps } = replayFrames(replay, names);
  const delay = Math.max(20, Math.round(FRAME_MS / speed));
  let best: ReplayGif | null = null;
  for (const width of WIDTHS) {
    best = { gif: await encode(replay.game, frames, names, width, delay), frames: frames.length, steps, sampled, width, height: 0 };
    best.height = best.gif[8] | (best.gif[9] << 8);
    if (best.gif.length <= GIF_BUDGET) break;
  }
  return best!;
}

/** The index a frame uses for "as in the frame before" (GIF transparency over an undisposed frame). */
export const UNCHANGED = 255;

/**
 * One palette for the whole match, taken from its first and last positions
 * (a board's colours are few and stay), and each frame after the first keeps
 * only the pixels that changed: the rest are transparent, so long runs that
 * compress to almost nothing.
 */
async function encode(game: string, frames: ReplayFrame[], names: readonly string[], width: number, delay: number): Promise<Uint8Array> {
  const band = captionBand(frames, names, width);
  const first = framePixels(game, frames[0], names, width, band);
  const boardHeight = first.height - band.height;
  const last = framePixels(game, frames[frames.length - 1], names, width, band, boardHeight);
  const both = new Uint8ClampedArray(first.rgba.length * 2);
  both.set(first.rgba);
  both.set(last.rgba, first.rgba.length);
  const palette = quantize(both, UNCHANGED);
  while (palette.length < UNCHANGED) palette.push([0, 0, 0]);
  palette.push([255, 0, 255]);
  const enc = GIFEncoder();
  let before: Uint8Array | null = null;
  for (const [i, frame] of frames.entries()) {
    if (i > 0) await new Promise((resolve) => setImmediate(resolve));
    const px = i === 0 ? first : i === frames.length - 1 ? last : framePixels(game, frame, names, width, band, boardHeight);
    const index = applyPalette(px.rgba, palette);
    const written = before ? index.slice() : index;
    if (before) for (let k = 0; k < index.length; k++) if (index[k] === before[k]) written[k] = UNCHANGED;
    before = index;
    enc.writeFrame(written, px.width, px.height, {
      palette: i === 0 ? palette : undefined, delay: i === frames.length - 1 ? FINAL_MS : delay,
      transparent: i > 0, transparentIndex: UNCHANGED, dispose: 1,
    });
  }
  enc.finish();
  return enc.bytes();
}
