// renderView: every board image carries the footnote (the deadline) it is given.
import { describe, expect, it } from 'vitest';
import { agog } from '../../src/games/agog/index.js';
import { gomofasta } from '../../src/games/gomofasta/index.js';
import { ugo } from '../../src/games/ugo/index.js';
import { renderView } from '../../src/render/index.js';

function start(game: 'agog' | 'gomofasta' | 'ugo'): unknown {
  const engine = { agog, gomofasta, ugo }[game];
  const s = engine.setup({ players: 2, seed: `footnote-${game}`, options: {} } as never);
  if (!s.ok) throw new Error(s.error);
  return engine.view(s.state as never, 'spectator');
}

describe('renderView', () => {
  it.each(['agog', 'gomofasta', 'ugo'] as const)('draws the footnote on the %s board', async (game) => {
    const view = start(game);
    const opts = { seatNames: ['Alice', 'Bob'] };
    const plain = await renderView(game, view, opts);
    const noted = await renderView(game, view, { ...opts, footnote: 'move by 11-24 09:00 UTC' });
    expect(noted.equals(plain)).toBe(false);
  });
});
