// The animated replay of a match: one frame per public step of its log, each
// drawn by the board renderers from the spectator view alone (hands and
// face-down cards are absent from it), the step named under the board, and a
// pause on the final position. Frames are scaled down, and a long match is
// sampled, so the GIF stays under Discord's upload limit.
import { createCanvas, type Canvas } from 'canvas';
import { createRequire } from 'node:module';
import { engineFor } from '../games/index.js';
import type { Replay } from '../matches/replay.js';
import { drawView } from './index.js';

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
}

/** The frames a replay shows: the opening position, then every public step. */
export function replayFrames(replay: Replay, seatNames: string[]): { frames: ReplayFrame[]; sampled: boolean; steps: number } {
  const engine = engineFor(replay.game)!;
  const publicSteps = [];
  let version = 0;
  // A private standing order leaves the public version where it was: no frame, no word of it.
  for (const step of replay.steps) if (step.version !== version) (publicSteps.push(step), (version = step.version));
  const n = publicSteps.length;
  const who = (seat: number) => seatNames[seat] ?? engine.seatName(seat, replay.players);
  const all: ReplayFrame[] = [{ view: engine.view(replay.initial, 'spectator'), caption: `start · ${n} step${n === 1 ? '' : 's'}` }];
  publicSteps.forEach((step, i) => {
    let said: string;
    if (step.kind === 'resign') said = 'resigned';
    else if (step.kind === 'timeout') said = 'ran out of time';
    else if (step.kind === 'draw') said = 'agreed a draw';
    // The notation of a game with hidden cards can name them; its public events cannot.
    else if (engine.privateKey) said = step.events.filter((e) => e.kind !== 'private').map((e) => e.text).join(' · ') || 'acted';
    else said = step.text;
    const last = i === n - 1 ? ' · final position' : '';
    all.push({ view: engine.view(step.state, 'spectator'), caption: `${i + 1}/${n} ▶ ${who(step.seat)}: ${said}${last}` });
  });
  if (all.length <= MAX_FRAMES) return { frames: all, sampled: false, steps: n };
  const picked = Array.from({ length: MAX_FRAMES }, (_, k) => Math.round((k * (all.length - 1)) / (MAX_FRAMES - 1)));
  return { frames: [...new Set(picked)].map((i) => all[i]), sampled: true, steps: n };
}

/** A frame's pixels: the board drawn as for a channel post, scaled to fit width × height. */
export function framePixels(game: string, frame: ReplayFrame, seatNames: string[], width: number, height?: number): { rgba: Uint8ClampedArray; width: number; height: number } {
  const board = drawView(game, frame.view, { seatNames, footnote: frame.caption });
  const scale = width / board.width;
  const h = height ?? Math.max(1, Math.round(board.height * scale));
  const out: Canvas = createCanvas(width, h);
  const ctx = out.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, h);
  // Boards of one match keep their size; should one differ, it is fitted, not stretched.
  const fit = Math.min(scale, h / board.height);
  ctx.drawImage(board, (width - board.width * fit) / 2, 0, board.width * fit, board.height * fit);
  board.width = 0; // frees the full-size drawing surface at once
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
export async function replayGif(replay: Replay, seatNames: string[], speed = 1): Promise<ReplayGif> {
  const { frames, sampled, steps } = replayFrames(replay, seatNames);
  const delay = Math.max(20, Math.round(FRAME_MS / speed));
  let best: ReplayGif | null = null;
  for (const width of WIDTHS) {
    best = { gif: await encode(replay.game, frames, seatNames, width, delay), frames: frames.length, steps, sampled, width, height: 0 };
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
async function encode(game: string, frames: ReplayFrame[], seatNames: string[], width: number, delay: number): Promise<Uint8Array> {
  const first = framePixels(game, frames[0], seatNames, width);
  const last = framePixels(game, frames[frames.length - 1], seatNames, width, first.height);
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
    const px = i === 0 ? first : i === frames.length - 1 ? last : framePixels(game, frame, seatNames, width, first.height);
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
