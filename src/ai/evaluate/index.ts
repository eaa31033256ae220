// The per-game knowledge of the AI, by game id.
import type { GameId } from '../../games/engine.js';
import { agogAi } from './agog.js';
import { gogmagogAi } from './gogmagog.js';
import { gomofastaAi } from './gomofasta.js';
import { mogoAi } from './mogo.js';
import type { GameAi } from './types.js';
import { ugoAi } from './ugo.js';

export const gameAis: Record<GameId, GameAi> = {
  agog: agogAi,
  gomofasta: gomofastaAi,
  ugo: ugoAi,
  gogmagog: gogmagogAi,
  mogo: mogoAi,
};
