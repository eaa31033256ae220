// The lesson picture: every level's goal and every hint set whole (never cut)
// in type that reads on a phone (~400 px wide), and, in real PNG pixels, a
// goal band on top and a hint band at the bottom whose text stays inside
// their margins, with the game's own board between them.
import { describe, expect, it } from 'vitest';
import { createCanvas, loadImage, type CanvasRenderingContext2D } from 'canvas';
import { writeFileSync } from 'node:fs';
import { engineFor } from '../../src/games/index.js';
import { lessons } from '../../src/learn/index.js';
import type { Level } from '../../src/learn/types.js';
import { drawView } from '../../src/render/index.js';
import { LESSON_COLOURS, layoutLessonText, renderLesson, type LessonPicture } from '../../src/render/lesson.js';
import { opened } from './support.js';

/** What a phone shows: the picture scaled to this width. */
const PHONE = 400;
const STATUS = 'Level 5-5 · 12 moves played · par 3';

function pictureOf(level: Level, hint: string | null): LessonPicture {
  const engine = engineFor(level.game)!;
  const lesson = opened(level);
  return {
    game: level.game,
    table: engine.view(lesson.state, 'spectator'),
    hand: engine.privateKey ? engine.view(lesson.state, level.learner) : undefined,
    seatNames: ['Wwwwwwwwwwwwwwwwwwwwwwwwwwwwwwww', engine.seatName(1, 2)],
    goal: level.goal,
    status: STATUS,
    hint,
  };
}

const rgb = (hex: string): [number, number, number] => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
const near = (a: ArrayLike<number>, i: number, c: [number, number, number], tol = 24) => Math.abs(a[i] - c[0]) <= tol && Math.abs(a[i + 1] - c[1]) <= tol && Math.abs(a[i + 2] - c[2]) <= tol;

function lineWidths(ctx: CanvasRenderingContext2D, f: { font: string; lines: string[] }): number[] {
  ctx.font = f.font;
  return f.lines.map((l) => ctx.measureText(l).width);
}

const GAMES = Object.values(lessons).map((l) => l!);

describe.each(GAMES.map((l) => [l.game, l] as const))('%s lesson pictures', (game, lesson) => {
  it('set every goal and every hint whole, inside the bands, in type a phone reads', async () => {
    // The picture is as wide as the game's board (and hand) drawing.
    const width = (await loadImage(await renderLesson(pictureOf(lesson.levels[0], null)))).width;
    const ctx = createCanvas(1, 1).getContext('2d');
    for (const level of lesson.levels) {
      for (const hint of [null, ...level.hints]) {
        const layout = layoutLessonText(ctx, width, level.goal, STATUS, hint);
        const inner = width - 2 * layout.pad;
        expect(layout.goal.cut, `${level.id} goal`).toBe(false);
        expect(Math.max(...lineWidths(ctx, layout.goal))).toBeLessThanOrEqual(inner);
        expect(layout.status.cut).toBe(false);
        // At a phone's width every goal is set at its full size, about 18 px, and every hint at about 16:
        // none had to be made smaller to fit.
        expect((layout.goal.size * PHONE) / width, `${level.id} goal size`).toBeGreaterThanOrEqual(17);
        if (hint) {
          expect(layout.hint?.cut, `${level.id} hint "${hint}"`).toBe(false);
          expect(Math.max(...lineWidths(ctx, layout.hint!))).toBeLessThanOrEqual(inner);
          expect((layout.hint!.size * PHONE) / width, `${level.id} hint size`).toBeGreaterThanOrEqual(15);
        } else {
          expect(layout.hint).toBeNull();
          expect(layout.hintBand).toBe(0);
        }
      }
    }
  });

  it('draws the goal band, the board and the hint band, the text inside the margins (pixels)', async () => {
    // The level with the longest goal, with its longest hint.
    const level = [...lesson.levels].sort((a, b) => b.goal.length - a.goal.length)[0];
    const hint = [...level.hints].sort((a, b) => b.length - a.length)[0];
    const picture = pictureOf(level, hint);
    const png = await renderLesson(picture);
    writeFileSync(`/tmp/lesson-${game}-check.png`, png);
    const img = await loadImage(png);
    const { width, height } = img;
    const canvas = createCanvas(width, height);
    const ctx = canvas.getContext('2d');
    ctx.drawImage(img, 0, 0);
    const px = ctx.getImageData(0, 0, width, height).data;
    const layout = layoutLessonText(ctx, width, picture.goal, picture.status, hint);
    const band = rgb(LESSON_COLOURS.goalBand);
    const hintBand = rgb(LESSON_COLOURS.hintBand);
    const white: [number, number, number] = [255, 255, 255];
    const ink = rgb(LESSON_COLOURS.hintText);

    // The goal band: its colour across the top, white text in it, none in the side margins.
    let text = 0;
    for (let y = 0; y < layout.goalBand - layout.goalEdge; y++) {
      for (let x = 0; x < width; x++) {
        const i = (y * width + x) * 4;
        const isText = !near(px, i, band, 40);
        if (x < layout.pad - 2 || x >= width - layout.pad + 2 || y < 2) expect(isText, `goal band margin at ${x},${y}`).toBe(false);
        else if (near(px, i, white, 60)) text++;
      }
    }
    // Bold white type of a whole line or more.
    expect(text).toBeGreaterThan(layout.goal.size * layout.goal.size);
    // Its edge, right across, sets it off from a board that opens dark.
    const goalEdge = rgb(LESSON_COLOURS.goalEdge);
    for (let x = 0; x < width; x += 7) expect(near(px, ((layout.goalBand - 1) * width + x) * 4, goalEdge, 8), `edge at ${x}`).toBe(true);

    // The hint band at the bottom: its colour, dark text in it, none in the margins.
    const top = height - layout.hintBand;
    let hintText = 0;
    const edge = Math.max(2, Math.round(layout.pad / 5));
    for (let y = top + edge; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const i = (y * width + x) * 4;
        const isText = !near(px, i, hintBand, 40);
        if (x < layout.pad - 2 || x >= width - layout.pad + 2 || y >= height - 2) expect(isText, `hint band margin at ${x},${y}`).toBe(false);
        else if (near(px, i, ink, 60)) hintText++;
      }
    }
    expect(hintText).toBeGreaterThan(layout.hint!.size * layout.hint!.size);

    // Between them, the game's own board drawing, unchanged.
    const board = drawView(game, picture.table, { seatNames: picture.seatNames });
    const bctx = board.getContext('2d');
    const x0 = Math.round((width - board.width) / 2);
    for (const [bx, by] of [[board.width / 2, board.height / 2], [board.width / 3, board.height / 4], [board.width - 5, board.height - 5]]) {
      const b = bctx.getImageData(Math.floor(bx), Math.floor(by), 1, 1).data;
      const i = ((layout.goalBand + Math.floor(by)) * width + x0 + Math.floor(bx)) * 4;
      expect([px[i], px[i + 1], px[i + 2]]).toEqual([b[0], b[1], b[2]]);
    }
  });
});
