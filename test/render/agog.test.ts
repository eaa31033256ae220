import { describe, it, expect } from 'vitest';
import { loadImage } from 'canvas';
import { agog } from '../../src/games/agog/index.js';
import { renderAgog, AGOG_IMAGE, AGOG_TITLE_WIDTH, agogTitleLines } from '../../src/render/agog.js';
import { createCanvas } from 'canvas';
import { ensureFonts } from '../../src/render/common.js';
import { Rng, seedRng } from '../../src/games/rng.js';

function midGame(plies: number) {
  const s = agog.setup({ players: 2, seed: 'render', options: {} });
  if (!s.ok) throw new Error(s.error);
  let state = s.state;
  const rng = new Rng(seedRng('render-mid'));
  for (let i = 0; i < plies && !agog.result(state); i++) {
    const [seat] = agog.toAct(state);
    const r = agog.applyAction(state, seat, rng.pick(agog.legalActions(state, seat)));
    if (!r.ok) throw new Error(r.error);
    state = r.state;
  }
  return state;
}

describe('A•G•O•G board image', () => {
  it.each([
    ['the start', 0],
    ['mid-game', 30],
    ['a finished game', 2000],
  ])('renders %s as a PNG of the advertised size', async (_label, plies) => {
    const state = midGame(plies);
    const png = renderAgog(agog.view(state, 'spectator'), { seatNames: ['alice', 'bob'] });
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    const img = await loadImage(png);
    expect([img.width, img.height]).toEqual([AGOG_IMAGE.width, AGOG_IMAGE.height]);
  });

  it('draws different pixels for different positions', () => {
    const a = renderAgog(agog.view(midGame(0), 'spectator'));
    const b = renderAgog(agog.view(midGame(10), 'spectator'));
    expect(a.equals(b)).toBe(false);
  });

  describe('the result title', () => {
    ensureFonts();
    const measure = createCanvas(10, 10).getContext('2d');
    const width = (l: { text: string; font: string }) => {
      measure.font = l.font;
      return measure.measureText(l.text).width;
    };
    const finished = (winner: 0 | 1, reason: string) => {
      const v = agog.view(midGame(2000), 'spectator');
      return { ...v, result: { winners: [winner], reason } };
    };

    it.each([
      ['short names', ['Alice', 'Bob'] as [string, string]],
      ['a long winner name', ['Bob', 'Alexandra the Great, Empress of the Northern Checkers'] as [string, string]],
    ])('fits the header with %s and keeps the reason whole', (_label, names) => {
      const reason = "Black's journeyman reached the enemy sanctum";
      const lines = agogTitleLines(finished(1, reason), names);
      for (const l of lines) expect(width(l)).toBeLessThanOrEqual(AGOG_TITLE_WIDTH);
      expect(lines.length).toBeLessThanOrEqual(2);
      expect(lines.some((l) => l.text.includes(reason))).toBe(true);
      expect(lines[0].text).toContain('(Black) wins');
      expect(lines[0].text.startsWith(names[1].slice(0, 3))).toBe(true);
      expect(lines.map((l) => l.text).join(' ')).not.toMatch(/…$/);
    });

    it('puts a title that fits on one line', () => {
      const lines = agogTitleLines(finished(0, 'Black resigned'), ['Al', 'Bo']);
      expect(lines.map((l) => l.text)).toEqual(['Al (White) wins — Black resigned']);
    });
  });
});
