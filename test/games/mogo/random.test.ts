// The uniform random player draws one of legalActions(state) with equal chance,
// although it lists no deployments (rejection sampling over the candidates): on
// positions with copies, victims, Modifiers, Sorceries and extra allowances, every
// draw is legal and the counts pass a chi-square test against the uniform law.
import { describe, expect, it } from 'vitest';
import { mogo } from '../../../src/games/mogo/index.js';
import { randomGame, uniformLegal } from '../../../src/games/mogo/random.js';
import type { MogoState } from '../../../src/games/mogo/state.js';
import { Rng, seedRng } from '../../../src/games/rng.js';
import { play, pos } from './helpers.js';

const u = (cell: string, counter: string, owner: number) => ({ cell, counter, owner });

function cases(): [string, MogoState][] {
  const crowded = pos({
    board: [u('c3', 'Castle', 1), u('e5', 'Titan', 1), u('f6', 'Merfolk', 0), u('h2', 'Island', 1), u('b8', 'Giant Fish', 0)],
    hands: [['Gypsies', 'Doppelganger', 'Mine', 'Wolves', 'Lightning Bolt', 'Loyal Steed', 'Sinkhole'], [], []],
    toMove: 0,
    phase: 'deployment',
  }, 3);
  const extras = play(pos({
    board: [u('c3', 'Forest', 0), u('h7', 'Forger', 0)],
    hands: [['Wolves', 'Troll', 'Mox', 'Dancing Sword', 'Jihad', 'Lure'], []],
    toMove: 0,
    phase: 'deployment',
  }), 0, 'deploy Wolves j1').state;
  let fromGame: MogoState | null = null;
  randomGame('uniform-test', 2, (before) => {
    if (!fromGame && before.turn.phase === 'deployment' && !before.pending && before.turn.number > 12) fromGame = before;
  }, 400, 'uniform');
  return [['three players: copies, victims, a Modifier, Sinkhole, a Sorcery', crowded], ['extra allowances after the first Deployment', extras], ['a position from a uniform game', fromGame!]];
}

describe('the uniform random player', () => {
  it.each(cases())('draws legal actions uniformly: %s', (_name, s) => {
    const seat = s.turn.seat;
    const legal = mogo.legalActions(s, seat).map((a) => JSON.stringify(a));
    expect(new Set(legal).size).toBe(legal.length);
    expect(legal.some((a) => a.includes('"deploy"'))).toBe(true);
    const count = new Map(legal.map((a) => [a, 0]));
    const r = new Rng(seedRng(`uniform-${legal.length}`));
    const draws = 40 * legal.length;
    for (let i = 0; i < draws; i++) {
      const a = JSON.stringify(uniformLegal(s, seat, r));
      const n = count.get(a);
      if (n === undefined) throw new Error(`not a legal action: ${a}`);
      count.set(a, n + 1);
    }
    let chi2 = 0;
    for (const n of count.values()) chi2 += (n - 40) ** 2 / 40;
    const df = legal.length - 1;
    // Six standard deviations above the mean of the chi-square law (seeded, so never flaky).
    expect(chi2).toBeLessThan(df + 6 * Math.sqrt(2 * df));
  });
});
