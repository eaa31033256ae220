// The registry of engines, keyed by id.
import type { AnyEngine, GameId } from './engine.js';
import { agog } from './agog/index.js';
import { gomofasta } from './gomofasta/index.js';
import { ugo } from './ugo/index.js';
import { gogmagog } from './gogmagog/index.js';
import { mogo } from './mogo/index.js';

export const engines: Partial<Record<GameId, AnyEngine>> = {
  agog,
  gomofasta,
  ugo,
  gogmagog,
  mogo,
};

/** The engine for a game id; own keys only, so "constructor" or "__proto__" finds nothing. */
export function engineFor(id: string): AnyEngine | undefined {
  return Object.hasOwn(engines, id) ? (engines as Record<string, AnyEngine | undefined>)[id] : undefined;
}

export const playableGames = (): AnyEngine[] => Object.values(engines).filter((e): e is AnyEngine => !!e);
