import { describe, it, expect } from 'vitest';
import { createCanvas, loadImage } from 'canvas';
import { engineFor } from '../../src/games/index.js';
import { replayLog } from '../../src/matches/replay.js';
import { renderView } from '../../src/render/index.js';
import { replayFrames, replayGif, MAX_FRAMES } from '../../src/render/replay.js';
import { randomLog } from '../support/random-log.js';
import { decodeGif } from './gif-decode.js';

const names = ['alice', 'bob', 'carol'];

/** A PNG render scaled as the replay scales it, as RGB triples. */
async function scaledRgb(png: Buffer, width: number, height: number): Promise<Uint8Array> {
  const img = await loadImage(png);
  const c = createCanvas(width, height);
  const ctx = c.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  const fit = Math.min(width / img.width, height / img.height);
  ctx.drawImage(img, (width - img.width * fit) / 2, 0, img.width * fit, img.height * fit);
  const rgba = ctx.getImageData(0, 0, width, height).data;
  const rgb = new Uint8Array(width * height * 3);
  for (let i = 0, j = 0; i < rgba.length; i += 4, j += 3) rgb.set([rgba[i], rgba[i + 1], rgba[i + 2]], j);
  return rgb;
}

const distance = (a: Uint8Array, b: Uint8Array) => {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i] - b[i]);
  return sum / a.length;
};

describe('replay GIF', () => {
  it.each([
    ['ugo', 3, 24],
    ['gogmagog', 2, 24],
  ] as const)('%s: one frame per public step, each the spectator view, never a seat’s hidden cards', async (game, players, steps) => {
    const engine = engineFor(game)!;
    const log = randomLog(game, players, `replay-${game}`, steps);
    const replay = replayLog(game, `replay-${game}`, {}, players, log)!;
    expect(replay.broken).toBeNull();
    const out = await replayGif(replay, names.slice(0, players));
    const gif = decodeGif(out.gif);
    const publicSteps = new Set(log.map((s) => s.version)).size;
    expect(gif.frames.length).toBe(publicSteps + 1);
    expect(out.frames).toBe(gif.frames.length);
    expect(gif.delays.at(-1)).toBe(3000);
    expect(gif.width).toBe(out.width);
    const { frames } = replayFrames(replay, names.slice(0, players));
    const states = [replay.initial, ...replay.steps.filter((s, i) => s.version !== (i ? replay.steps[i - 1].version : 0)).map((s) => s.state)];
    let seatDiffers = 0;
    for (let i = 0; i < gif.frames.length; i++) {
      const opts = { seatNames: names.slice(0, players), footnote: frames[i].caption };
      const spectator = await scaledRgb(await renderView(game, engine.view(states[i], 'spectator'), opts), gif.width, gif.height);
      const dSpectator = distance(gif.frames[i], spectator);
      expect(dSpectator, `frame ${i}`).toBeLessThan(4);
      // The same position drawn from a seat's own view (its concealed cards face up) is not what the frame shows.
      for (let seat = 0; seat < players; seat++) {
        const seen = await scaledRgb(await renderView(game, engine.view(states[i], seat), opts), gif.width, gif.height);
        if (distance(seen, spectator) === 0) continue;
        seatDiffers++;
        expect(dSpectator, `frame ${i} seat ${seat}`).toBeLessThan(distance(gif.frames[i], seen));
      }
    }
    // The check above only bites where a seat's view draws differently: make sure it did.
    expect(seatDiffers).toBeGreaterThan(0);
  });

  it('samples a match longer than the frame limit and keeps the final position', () => {
    const short = replayLog('agog', 'long', {}, 2, randomLog('agog', 2, 'long', 20))!;
    // Frames only need public steps in order: the short game's steps, repeated, make a long one.
    const log = Array.from({ length: MAX_FRAMES + 40 }, (_, i) => ({ ...short.steps[i % short.steps.length], version: i + 1 }));
    const replay = { ...short, steps: log };
    const { frames, sampled, steps } = replayFrames(replay, names);
    expect(steps).toBe(log.length);
    expect(sampled).toBe(true);
    expect(frames.length).toBeLessThanOrEqual(MAX_FRAMES);
    expect(frames.at(-1)!.caption).toMatch(new RegExp(`^${log.length}/${log.length} .*final position$`));
  });
});
