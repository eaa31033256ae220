// A match log of random legal play, built with the engines alone (replay and
// bench input: no database needed to have a long match to draw).
import { engineFor } from '../../src/games/index.js';
import { Rng, seedRng } from '../../src/games/rng.js';
import type { LoggedStep } from '../../src/matches/replay.js';

export function randomLog(game: string, players: number, seed: string, steps: number): LoggedStep[] {
  const engine = engineFor(game)!;
  const setup = engine.setup({ players, seed, options: {} as never });
  if (!setup.ok) throw new Error(setup.error);
  let state: unknown = setup.state;
  const rng = new Rng(seedRng(`play:${seed}`));
  const log: LoggedStep[] = [];
  let version = 0;
  while (log.length < steps && !engine.result(state)) {
    const seat = rng.pick(engine.toAct(state) as number[]);
    const action = rng.pick(engine.legalActions(state, seat) as unknown[]);
    const text = engine.formatAction(state, action);
    const applied = engine.applyAction(state, seat, action);
    if (!applied.ok) throw new Error(applied.error);
    const standing = engine.isStandingOrder?.(action) ?? false;
    if (!standing) version++;
    log.push({ version, seat, kind: 'action', action, text });
    state = applied.state;
  }
  return log;
}
