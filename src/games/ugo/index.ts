// U-G-O: the engine object and the public API of the folder.
//
// Texts, and who may see them:
// - `applyAction(...).events`: public texts for the channel. They never name a
//   card the spectator view does not show (a face-down lay is "lays a card
//   face-down in defence"; a Jack's or Queen's card is never named). Events of
//   kind 'private' (standing orders) are for the acting player only.
// - `formatAction(state, action)`: the acting player's own notation, for their
//   /move autocomplete; it may name their own hand and face-down cards. Keep it
//   out of channels while the game runs (the record is for after the game).
// - `view(state, 'spectator')` for channel images, `view(state, seat)` for DMs.
// - `privateKey(state, seat)` changes exactly when that seat's DM should.
// Standing orders (`tenPolicy`, `ninePolicy`) are accepted from any live seat
// at any time; `resign` is accepted from any live seat at any time (the
// service applies A7's "own turn or pending decision" if it wants to).
import type { Engine, GameResult, Seat } from '../engine.js';
import { determinize } from './determinize.js';
import { applyAction, legalActions, resign, setup } from './actions.js';
import { formatAction, formatRecord, parseAction } from './notation.js';
import { actionGroup } from './picker.js';
import { randomGame as randomGameFull } from './random.js';
import { actionSchema, optionsSchema, seatLabel, stateSchema, type UgoAction, type UgoOptions, type UgoState } from './state.js';
import { challengeOptions } from './options.js';
import { rulesSummary } from './summary.js';
import { privateKey, view, type UgoView } from './view.js';

export type { UgoAction, UgoOptions, UgoState, TableCard, TenPolicy, NinePolicy, ReflectRank, Position } from './state.js';
export type { UgoView, SeatView, TableCardView, CardFace } from './view.js';
export { privateKey, handOf } from './view.js';
export { standingOrders } from './actions.js';
export { label as cardLabel } from './cards.js';
export { formatPosition as toPosition } from './position.js';

export const ugo: Engine<UgoState, UgoAction, UgoView, UgoOptions> = {
  id: 'ugo',
  name: 'U-G-O',
  players: { min: 2, max: 4 },
  // No agreed draws (RULINGS §4 has none); a draw only happens by UGO-R09.
  drawsAllowed: false,
  rulesSummary,
  optionsSchema,
  challengeOptions,
  stateSchema,
  actionSchema,
  seatName: (seat: Seat) => seatLabel(seat),
  setup,
  toAct: (s) => (s.result ? [] : [s.turn.seat]),
  legalActions,
  applyAction,
  privateKey,
  determinize,
  isStandingOrder: (a) => !!a && (a.type === 'tenPolicy' || a.type === 'ninePolicy'),
  resign,
  outOfPlay: (s) => s.alive.flatMap((alive, seat) => (alive ? [] : [seat])),
  view,
  result: (s) => s.result,
  formatAction,
  parseAction,
  actionGroup,
  formatRecord,
};

/** A random game to the end (benchmark). */
export function randomGame(seed: string, players: number, options?: Partial<UgoOptions>): { plies: number; result: GameResult } {
  const r = randomGameFull(seed, players, options);
  return { plies: r.plies, result: r.result };
}

