import { describe, it, expect } from 'vitest';
import { createCanvas, loadImage } from 'canvas';
import { engineFor } from '../../src/games/index.js';
import { replayLog } from '../../src/matches/replay.js';
import { renderView } from '../../src/render/index.js';
import { CAPTION_LINES, captionBand, captionLines, framePixels, replayFrames, replayGif, MAX_FRAMES, type ReplayFrame } from '../../src/render/replay.js';
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
    // The board fills the frame above the caption's band.
    const boardHeight = gif.height - captionBand(frames, names.slice(0, players), gif.width).height;
    let seatDiffers = 0;
    for (let i = 0; i < gif.frames.length; i++) {
      const opts = { seatNames: names.slice(0, players) };
      const board = gif.frames[i].subarray(0, gif.width * boardHeight * 3);
      const spectator = await scaledRgb(await renderView(game, engine.view(states[i], 'spectator'), opts), gif.width, boardHeight);
      const dSpectator = distance(board, spectator);
      expect(dSpectator, `frame ${i}`).toBeLessThan(4);
      // The same position drawn from a seat's own view (its concealed cards face up) is not what the frame shows.
      for (let seat = 0; seat < players; seat++) {
        const seen = await scaledRgb(await renderView(game, engine.view(states[i], seat), opts), gif.width, boardHeight);
        if (distance(seen, spectator) === 0) continue;
        seatDiffers++;
        expect(dSpectator, `frame ${i} seat ${seat}`).toBeLessThan(distance(board, seen));
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

describe('replay captions at 560 px', () => {
  const WIDTH = 560;
  const long = 'Wwwwwwwwwwwwwwwwwwwwwwwwwwwwwwww';
  type Px = { rgba: Uint8ClampedArray; width: number; height: number };
  const at = (p: Px, x: number, y: number) => Array.from(p.rgba.subarray((y * p.width + x) * 4, (y * p.width + x) * 4 + 3));
  const rows = (p: Px, from: number, to: number) => p.rgba.subarray(from * p.width * 4, to * p.width * 4);
  /** Columns holding caption ink (much lighter than the band) in rows [top, bottom). */
  const inkColumns = (p: Px, top: number, bottom: number, bg: number[]) => {
    const cols: number[] = [];
    for (let x = 0; x < p.width; x++) {
      for (let y = top; y < bottom; y++) {
        const [r, g, b] = at(p, x, y);
        if (r + g + b - (bg[0] + bg[1] + bg[2]) > 120) {
          cols.push(x);
          break;
        }
      }
    }
    return cols;
  };
  const squash = (s: string) => s.replace(/\s/g, '');

  /** Checks a frame's caption band: the board above it untouched, the band plain without a caption, every line drawn whole and inside. */
  function checkBand(game: string, frame: ReplayFrame, players: string[]) {
    const band = captionBand([frame], players, WIDTH);
    const drawn = framePixels(game, frame, players, WIDTH, band);
    const boardHeight = drawn.height - band.height;
    const blank = framePixels(game, { ...frame, caption: '', lead: '', said: [''], tail: '' }, players, WIDTH, band, boardHeight);
    // The caption never draws over the board (its legend and footer stay as they are)…
    expect(Buffer.from(rows(drawn, 0, boardHeight)).equals(Buffer.from(rows(blank, 0, boardHeight)))).toBe(true);
    // …and nothing of the board reaches into the caption's band.
    const bg = at(blank, 0, boardHeight);
    for (let y = boardHeight; y < blank.height; y++) for (let x = 0; x < WIDTH; x += 3) expect(at(blank, x, y)).toEqual(bg);
    const caption = captionLines(frame, players, WIDTH, band.lines);
    expect(caption.lines.length).toBeLessThanOrEqual(CAPTION_LINES);
    const pad = Math.round((band.height - caption.lines.length * caption.lineHeight) / 2);
    const measure = createCanvas(1, 1).getContext('2d');
    measure.font = caption.font;
    caption.lines.forEach((line, i) => {
      const top = boardHeight + pad + i * caption.lineHeight;
      const cols = inkColumns(drawn, top, top + caption.lineHeight, bg);
      const w = measure.measureText(line).width;
      // Inside the frame, off its borders…
      expect(cols[0], `line ${i} left`).toBeGreaterThanOrEqual(4);
      expect(cols.at(-1)!, `line ${i} right`).toBeLessThan(WIDTH - 4);
      // …and all of the line drawn: its ink runs as far as the measured text.
      expect(cols[0]).toBeLessThanOrEqual(pad + 3);
      expect(cols.at(-1)!, `line ${i}: ${line}`).toBeGreaterThan(pad + w - 10);
    });
    return caption;
  }

  const games = [['agog', 2], ['gomofasta', 2], ['ugo', 3], ['gogmagog', 2], ['mogo', 3]] as const;

  it.each(games)('%s: the final step is shown whole in its own band, with 32-letter names', (game, n) => {
    const players = [long, 'Golem Table AI (easy)', 'carol'].slice(0, n);
    const replay = replayLog(game, `caption-${game}`, {}, n, randomLog(game, n, `caption-${game}`, 300))!;
    const { frames } = replayFrames(replay, players);
    const last = frames.at(-1)!;
    const caption = checkBand(game, last, players);
    // Names are the last thing shortened ("Wwwww…"): compared with every name, whole or shortened, as one mark.
    const named = (s: string) => squash(players.reduce((t, p) => t.split(p).join('§'), s).replace(/\S+…/g, '§'));
    const shown = named(caption.lines.join(' '));
    expect(shown.endsWith(named(`${last.said.at(-1)}${last.tail}`))).toBe(true);
    expect(shown.startsWith(named(last.lead))).toBe(true);
    if (!caption.cut && !shown.includes('more)')) expect(shown).toBe(named(last.caption));
  });

  it.each(games)('%s: a caption too long for its lines keeps its first and last events and counts the rest', (game, n) => {
    const players = [long, long.toUpperCase(), 'carol'].slice(0, n);
    const replay = replayLog(game, `caption-${game}`, {}, n, randomLog(game, n, `caption-${game}`, 3))!;
    const view = replayFrames(replay, players).frames[1].view;
    const said = [`${long}'s War resolves:`, ...Array.from({ length: 8 }, (_, i) => `lane ${i + 1}: Flaw, ${long.toUpperCase()} loses ${i} energy`), 'carol wins: the last player standing.'];
    const frame: ReplayFrame = { view, lead: '12/12 ▶ ', said, tail: ' · final position', caption: `12/12 ▶ ${said.join(' · ')} · final position` };
    const caption = checkBand(game, frame, players);
    const shown = squash(caption.lines.join(''));
    expect(shown).toContain(squash(said[0]));
    expect(shown).toMatch(/\(\d+more\)/);
    expect(shown.endsWith(squash(`${said.at(-1)} · final position`))).toBe(true);
  });

  it('the Gog & Magog winner is named in the final caption (was: drawn over the legend and cut off on the left)', () => {
    const players = ['alice', 'bob'];
    const replay = replayLog('gogmagog', 'caption-gogmagog', {}, 2, randomLog('gogmagog', 2, 'caption-gogmagog', 400))!;
    expect(engineFor('gogmagog')!.result(replay.steps.at(-1)!.state)).not.toBeNull();
    const { frames } = replayFrames(replay, players);
    const caption = checkBand('gogmagog', frames.at(-1)!, players);
    expect(caption.cut).toBe(false);
    expect(caption.lines.join(' ')).toMatch(/(alice|bob) wins/);
  });
});
