// The positions a fit learns from (scripts/positions.ts): every position of a
// game with both seats' features, labelled by who won once the game is over;
// a draw or an unfinished game teaches nothing and writes nothing.
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PositionLog, positionSchema } from '../../scripts/positions.js';
import { gameAis } from '../../src/ai/evaluate/index.js';
import { greedyAction } from '../../src/ai/think.js';
import { engineFor } from '../../src/games/index.js';
import { Rng, seedRng } from '../../src/games/rng.js';

describe('PositionLog', () => {
  it("writes each position of a finished game with seat 0's outcome, and drops games without a single winner", () => {
    const file = join(mkdtempSync(join(tmpdir(), 'positions-')), 'p.jsonl');
    const engine = engineFor('gogmagog')!;
    const log = new PositionLog('gogmagog', gameAis.gogmagog, file);
    const setup = engine.setup({ players: 2, seed: 'positions-test', options: {} });
    if (!setup.ok) throw new Error(setup.error);
    let state = setup.state;
    const rng = new Rng(seedRng('positions-test'));
    let plies = 0;
    for (; plies < 3 && !engine.result(state); plies++) {
      log.see(state, 7);
      const seat = engine.toAct(state)[0];
      const r = engine.applyAction(state, seat, greedyAction('gogmagog', state, seat, rng));
      if (!r.ok) throw new Error(r.error);
      state = r.state;
    }
    expect(log.end(null)).toBe(0);
    expect(log.end([])).toBe(0);
    expect(existsSync(file)).toBe(false);
    log.see(setup.state, 7);
    log.see(state, 7);
    expect(log.end([1])).toBe(2);
    const rows = readFileSync(file, 'utf8').trim().split('\n').map((l) => positionSchema.parse(JSON.parse(l)));
    expect(rows.map((r) => r.won)).toEqual([0, 0]);
    expect(rows[0].f[0]).toEqual(gameAis.gogmagog.features!(setup.state, 0));
    expect(rows[1].base).toEqual([gameAis.gogmagog.score(state, 0), gameAis.gogmagog.score(state, 1)]);
    expect(rows.every((r) => r.index === 7 && r.game === 'gogmagog')).toBe(true);
  });
});
