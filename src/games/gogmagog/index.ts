// Gog & Magog: the engine object and the public API of the folder.
//
// Texts, and who may see them:
// - `applyAction(...).events`: public texts for the channel. They never name a
//   concealed creature or a card in a hand (a concealed deployment is "deploys
//   a concealed creature in lane 3 (defence, cost 3)"). Events of kind
//   'private' are for the acting player only (what they deployed concealed).
// - `formatAction(state, action)`: the acting player's own notation, for their
//   /move autocomplete and the record; it names their own hand cards. The War's
//   `resolve` carries a short preview of what it will do.
// - `view(state, 'spectator')` for channel images, `view(state, seat)` for DMs;
//   `view(...).war.preview` says what each attack would do if resolved now.
// - `privateKey(state, seat)` changes exactly when that seat's DM should.
import type { Engine, GameResult, Seat } from '../engine.js';
import { determinize } from './determinize.js';
import { applyAction, legalActions, resign, setup, timeoutAction } from './actions.js';
import { formatAction, formatRecord, parseAction } from './notation.js';
import { actionGroup } from './picker.js';
import { randomGame as randomGameFull } from './random.js';
import { actionSchema, optionsSchema, seatLabel, stateSchema, type GogAction, type GogOptions, type GogState } from './state.js';
import { challengeOptions } from './options.js';
import { rulesSummary } from './summary.js';
import { privateKey, view, type GogView } from './view.js';

export type { GogAction, GogOptions, GogState, Creature, WarGroup } from './state.js';
export type { GogView, SeatView, CreatureView, WarView, CardFace } from './view.js';
export { privateKey, handOf } from './view.js';
export { previewWar } from './combat.js';
export { CARD_TYPES } from './cards.js';

export const gogmagog: Engine<GogState, GogAction, GogView, GogOptions> = {
  id: 'gogmagog',
  name: 'Gog & Magog',
  players: { min: 2, max: 2 },
  // §2.1 item 20: no draws.
  drawsAllowed: false,
  rulesSummary,
  optionsSchema,
  challengeOptions,
  stateSchema,
  actionSchema,
  seatName: (seat: Seat) => seatLabel(seat),
  setup,
  toAct: (s) => (s.result ? [] : [s.toMove]),
  legalActions,
  applyAction,
  timeoutAction,
  privateKey,
  determinize,
  resign,
  view,
  result: (s) => s.result,
  formatAction,
  parseAction,
  actionGroup,
  formatRecord,
};

/** A random game to the end (benchmark). */
export function randomGame(seed: string, options?: GogOptions): { plies: number; result: GameResult } {
  const r = randomGameFull(seed, options);
  return { plies: r.plies, result: r.result };
}
