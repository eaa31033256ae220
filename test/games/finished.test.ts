// A finished match is still read: the record formats its moves, the DM refresh
// compares private keys, the picker may be opened on a stale board. None of it
// may throw, and nobody has a legal action any more. Every engine, ended by
// play and by resignation.
import { describe, expect, it } from 'vitest';
import type { AnyEngine } from '../../src/games/engine.js';
import { playableGames } from '../../src/games/index.js';
import { playerCounts, playRandom, variantsOf, type PlayedGame } from './random-play.js';

interface Finished {
  how: string;
  game: PlayedGame;
  players: number;
}

function finishedGames(engine: AnyEngine): Finished[] {
  const out: Finished[] = [];
  for (const [v, options] of variantsOf(engine).entries()) {
    for (const players of playerCounts(engine)) {
      const seed = `finished-${engine.id}-${v}-${players}`;
      out.push({ how: `played out (${seed})`, game: playRandom(engine, seed, players, options), players });
      for (const resignAt of [0, 9]) {
        out.push({ how: `resigned at ply ${resignAt} (${seed})`, game: playRandom(engine, seed, players, options, { resignAt }), players });
      }
    }
  }
  return out;
}

describe.each(playableGames().map((e) => [e.id, e] as const))('%s, once the game is over', (_id, engine) => {
  const games = finishedGames(engine);

  it('has a result, nobody to act and no legal action for any seat', () => {
    for (const { how, game, players } of games) {
      expect(engine.result(game.final), how).not.toBeNull();
      expect(engine.toAct(game.final), how).toEqual([]);
      for (let seat = 0; seat < players; seat++) expect(engine.legalActions(game.final, seat), `${how}, seat ${seat}`).toEqual([]);
    }
  });

  it('formats every move of the game and every action that was legal just before the end, without throwing', () => {
    let formatted = 0;
    for (const { how, game } of games) {
      const last = game.positions[game.positions.length - 1];
      const lateActions = last ? (engine.legalActions(last.state, last.seat) as unknown[]) : [];
      for (const action of [...game.moves.map((m) => m.action), ...lateActions]) {
        let text: unknown;
        expect(() => (text = engine.formatAction(game.final, action)), `${how}: ${JSON.stringify(action)}`).not.toThrow();
        expect(typeof text).toBe('string');
        if (engine.actionGroup) expect(() => engine.actionGroup!(game.final, action), how).not.toThrow();
        formatted++;
      }
    }
    expect(formatted).toBeGreaterThan(0);
  });

  // Only engines with hidden information have private keys.
  if (engine.privateKey) it('gives every seat a private key (and a stray seat number none), without throwing', () => {
    for (const { how, game, players } of games) {
      for (const seat of [...Array.from({ length: players }, (_, i) => i), -1, players, 0.5, Number.NaN]) {
        let key: unknown;
        expect(() => (key = engine.privateKey!(game.final, seat)), `${how}, seat ${seat}`).not.toThrow();
        expect(typeof key).toBe('string');
      }
    }
  });
});
