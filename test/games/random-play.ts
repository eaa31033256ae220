// Random play through the public engine contract only, for tests that must hold
// for every engine in the registry (parse/format, finished games, picker groups).
import type { AnyEngine, Engine, Seat } from '../../src/games/engine.js';
import { Rng, seedRng } from '../../src/games/rng.js';
import { randomGame as mogoRandomGame } from '../../src/games/mogo/random.js';

/** The option sets worth playing for each engine; an engine not listed plays its defaults. */
const VARIANTS: Record<string, Record<string, unknown>[]> = {
  agog: [{}, { handicap: 4 }],
  gomofasta: [
    { size: 19, deckMultiplier: 1 },
    { size: 13, deckMultiplier: 2 },
  ],
  ugo: [
    { acesBySuit: false, ninesReflect: false },
    { acesBySuit: true, ninesReflect: true },
  ],
  // Gog & Magog: a full game, and a War-ready middle game from a position (wired in when registered).
  gogmagog: [
    {},
    {
      position: JSON.stringify({
        energy: [9, 9],
        resources: [5, 5],
        hands: [['Firebolt', 'War Cry', 'Flame Raider'], ['Thunderstrike', 'Unveil']],
        lanes: [
          [{ lane: 1, slot: 'offence', card: 'Ember Scout' }, { lane: 2, slot: 'offence', card: 'Ember Scout' }],
          [{ lane: 1, card: 'Granite Brute', concealed: true }],
        ],
      }),
    },
  ],
  mogo: [{ position: null }],
};

/**
 * Uniformly random Mogo seldom ends (a 4-player game may run past 20,000 plies):
 * its games to the end come from the engine's own sampler, whose players tire,
 * and uniform play is capped.
 */
const FINISHERS: Record<string, (engine: AnyEngine, seed: string, players: number) => PlayedGame> = {
  mogo: (engine, seed, players) => {
    const positions: Position[] = [];
    const moves: { seat: Seat; action: unknown }[] = [];
    const g = mogoRandomGame(seed, players, (before, step) => {
      positions.push({ engine, state: before, seat: step.seat, players });
      moves.push(step);
    });
    return { positions, moves, final: g.final };
  },
};
const MAX_PLIES: Record<string, number> = { mogo: 2_000 };

/** Player counts to try: the minimum, and the maximum when it differs. */
export function playerCounts(engine: AnyEngine): number[] {
  return engine.players.min === engine.players.max ? [engine.players.min] : [engine.players.min, engine.players.max];
}

export function variantsOf(engine: AnyEngine): Record<string, unknown>[] {
  return Object.hasOwn(VARIANTS, engine.id) ? VARIANTS[engine.id] : [{}];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function start<S>(engine: Engine<S, any, any, any>, seed: string, players: number, options: Record<string, unknown>): S {
  const r = engine.setup({ players, seed, options: engine.optionsSchema.parse(options) });
  if (!r.ok) throw new Error(`${engine.id} setup: ${r.error}`);
  return r.state;
}

export interface Position {
  engine: AnyEngine;
  state: unknown;
  seat: Seat;
  players: number;
}

export interface PlayedGame {
  /** Every position where someone was to act, in order. */
  positions: Position[];
  moves: { seat: Seat; action: unknown }[];
  final: unknown;
}

/**
 * Uniformly random legal play from `seed` to the end (or until `maxPlies`, when
 * the game is left unfinished). `resignAt`: the ply at which the seat to act
 * resigns instead, repeatedly until the game ends (3–4 player games go on).
 */
export function playRandom(
  engine: AnyEngine,
  seed: string,
  players: number,
  options: Record<string, unknown>,
  opts: { maxPlies?: number; resignAt?: number } = {},
): PlayedGame {
  if (Object.hasOwn(FINISHERS, engine.id) && opts.resignAt === undefined && opts.maxPlies === undefined) return FINISHERS[engine.id](engine, seed, players);
  const rng = new Rng(seedRng(`${seed}/chooser`));
  let state = start(engine, seed, players, options);
  const positions: Position[] = [];
  const moves: { seat: Seat; action: unknown }[] = [];
  const maxPlies = opts.maxPlies ?? (Object.hasOwn(MAX_PLIES, engine.id) ? MAX_PLIES[engine.id] : 100_000);
  for (let ply = 0; engine.result(state) === null && ply < maxPlies; ply++) {
    const seat = rng.pick(engine.toAct(state));
    positions.push({ engine, state, seat, players });
    if (opts.resignAt !== undefined && ply >= opts.resignAt) {
      const r = engine.resign(state, seat);
      if (!r.ok) throw new Error(`${engine.id} resign refused: ${r.error}`);
      state = r.state;
      continue;
    }
    const acts = engine.legalActions(state, seat);
    const action = rng.pick(acts);
    const r = engine.applyAction(state, seat, action);
    if (!r.ok) throw new Error(`${engine.id} refused a legal action: ${r.error}`);
    moves.push({ seat, action });
    state = r.state;
  }
  return { positions, moves, final: state };
}

/** Up to `n` positions spread evenly over a game (always the first). */
export function spread<T>(items: readonly T[], n: number): T[] {
  if (items.length <= n) return items.slice();
  const out: T[] = [];
  for (let i = 0; i < n; i++) out.push(items[Math.floor((i * (items.length - 1)) / Math.max(1, n - 1))]);
  return out;
}
