import { describe, it, expect } from 'vitest';
import { loadImage } from 'canvas';
import { agog } from '../../src/games/agog/index.js';
import { renderAgog, AGOG_IMAGE } from '../../src/render/agog.js';
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
});
