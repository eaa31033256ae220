// renderView: every board image carries the footnote (the deadline) it is given.
import { describe, expect, it } from 'vitest';
import { agog } from '../../src/games/agog/index.js';
import { gomofasta } from '../../src/games/gomofasta/index.js';
import { ugo } from '../../src/games/ugo/index.js';
import { engineFor } from '../../src/games/index.js';
import { replayLog } from '../../src/matches/replay.js';
import { renderPrivate, renderView } from '../../src/render/index.js';
import { randomLog } from '../support/random-log.js';

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

describe('names, not seat numbers', () => {
  const all = [
    ['agog', 2],
    ['gomofasta', 2],
    ['ugo', 3],
    ['gogmagog', 2],
    ['mogo', 3],
  ] as const;

  function mid(game: string, players: number): unknown {
    const engine = engineFor(game)!;
    const replay = replayLog(game, `names-${game}`, {}, players, randomLog(game, players, `names-${game}`, 8))!;
    return replay.steps.at(-1)!.state;
  }

  it.each(all)('%s: the board and the hand draw the names they are given, one per seat', async (game, players) => {
    const engine = engineFor(game)!;
    const state = mid(game, players);
    const names = (who: string[]) => ({ seatNames: who.slice(0, players) });
    const board = (n: { seatNames: string[] | null }) => renderView(game, engine.view(state, 'spectator'), n);
    const asNamed = await board(names(['Alice', 'Bob', 'Carol']));
    // Each seat's name is drawn: changing any one changes the image (A•G•O•G's board names only the player to move)…
    const named = game === 'agog' ? (engine.toAct(state) as number[]) : [...Array(players).keys()];
    for (const seat of named) {
      const other = ['Alice', 'Bob', 'Carol'];
      other[seat] = 'Zed';
      expect((await board(names(other))).equals(asNamed), `seat ${seat}`).toBe(false);
    }
    // …and without names the image says "Player N" (or the colour), which is not what a named one shows.
    expect((await board({ seatNames: null })).equals(asNamed)).toBe(false);
    if (!engine.privateKey) return;
    const hand = (n: { seatNames: string[] | null }) => renderPrivate(game, engine.view(state, 0), n);
    const mine = await hand(names(['Alice', 'Bob', 'Carol']));
    expect((await hand(names(['Zed', 'Bob', 'Carol']))).equals(mine)).toBe(false);
    expect((await hand({ seatNames: null })).equals(mine)).toBe(false);
  });
});
