// chooseAction searches on a worker thread: the caller's event loop keeps
// turning through a `hard` search, and the answer is a legal action.
import { afterAll, describe, expect, it } from 'vitest';
import { chooseAction, standingOrders, stopWorker } from '../../src/ai/index.js';
import { engines } from '../../src/games/index.js';

afterAll(() => stopWorker());

describe('chooseAction on a worker thread', () => {
  it('keeps the main event loop turning while a hard search runs', async () => {
    const engine = engines.agog!;
    const setup = engine.setup({ players: 2, seed: 'worker', options: {} });
    if (!setup.ok) throw new Error(setup.error);
    let ticks = 0;
    const timer = setInterval(() => ticks++, 10);
    const started = performance.now();
    const action = await chooseAction({ game: 'agog', state: setup.state, seat: 0, level: 'hard', seed: 'w' });
    const elapsed = performance.now() - started;
    clearInterval(timer);
    expect(engine.applyAction(setup.state, 0, action).ok).toBe(true);
    // A search blocking this thread would leave the timer at zero ticks.
    expect(elapsed).toBeGreaterThan(300);
    expect(ticks).toBeGreaterThan(elapsed / 10 / 4);
  }, 30_000);

  it('answers the same for the same seed, and null when the seat is not to act', async () => {
    const engine = engines.ugo!;
    const setup = engine.setup({ players: 3, seed: 'worker-ugo', options: {} });
    if (!setup.ok) throw new Error(setup.error);
    const input = { game: 'ugo' as const, state: setup.state, seat: 0, level: 'easy' as const, seed: 's', maxMs: Infinity }; // no time cap: two answers compared
    const a = await chooseAction(input);
    expect(engine.applyAction(setup.state, 0, a).ok).toBe(true);
    expect(await chooseAction(input)).toEqual(a);
    expect(await chooseAction({ ...input, seat: 1 })).toBeNull();
  }, 30_000);

  it('sets standing orders the engines accept', () => {
    for (const [game, options] of [['ugo', { ninesReflect: true }], ['mogo', {}]] as const) {
      const engine = engines[game]!;
      const setup = engine.setup({ players: 2, seed: 'orders', options });
      if (!setup.ok) throw new Error(setup.error);
      const orders = standingOrders(game, setup.state, 1);
      expect(orders.length).toBeGreaterThan(0);
      for (const order of orders) {
        expect(engine.isStandingOrder!(order)).toBe(true);
        expect(engine.applyAction(setup.state, 1, order).ok).toBe(true);
      }
    }
    expect(standingOrders('agog', engines.agog!.setup({ players: 2, seed: 'x', options: {} }), 0)).toEqual([]);
  });
});
