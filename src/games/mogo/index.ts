// Mogo: the engine object and the public API of the folder.
//
// Texts, and who may see them:
// - `applyAction(...).events`: public texts, except kind 'private' (for the
//   acting player only: a Scout's peek, a standing order). What Drain or Gypsies
//   took is told to the victim through their private view (notes), so their
//   privateKey changes and their DM refreshes.
// - `formatAction`: the acting player's own notation (may name their hand).
// - `view(state, seat)` for DMs, `view(state, 'spectator')` for channels.
// Standing orders (`counter …`) are accepted from any live seat at any time.
import type { Engine, GameResult, Seat } from '../engine.js';
import { determinize } from './determinize.js';
import { applyAction, resign, setup, type MogoOptions } from './actions.js';
import { legalActions, standingOrders } from './legal.js';
import { formatAction, formatRecord, parseAction } from './notation.js';
import { challengeOptions, optionsSchema } from './options.js';
import { actionGroup } from './picker.js';
import { randomGame as randomGameFull } from './random.js';
import { actionSchema, seatLabel, stateSchema, type MogoAction, type MogoState } from './state.js';
import { describeCounter, rulesSummary } from './summary.js';
import { suggestActions } from './suggest.js';
import { privateKey, toAct, view, type MogoView } from './view.js';

export type { MogoAction, MogoState, Piece, Phase, CounterOrder } from './state.js';
export type { MogoOptions } from './actions.js';
export type { MogoView, CellView, SeatView } from './view.js';
export { describeCounter, standingOrders, privateKey };
export { COUNTERS } from './counters.js';

export const mogo: Engine<MogoState, MogoAction, MogoView, MogoOptions> = {
  id: 'mogo',
  name: 'Mogo',
  players: { min: 2, max: 4 },
  drawsAllowed: false,
  rulesSummary,
  optionsSchema,
  challengeOptions,
  stateSchema,
  actionSchema,
  seatName: (seat: Seat) => seatLabel(seat),
  setup,
  toAct,
  legalActions,
  applyAction,
  isStandingOrder: (a) => !!a && a.type === 'order',
  timeoutAction: (s, seat) => {
    const p = s.pending;
    if (!p || s.result) return null;
    if (p.kind === 'balance') return p.order[p.idx] === seat && seat !== s.turn.seat ? { type: 'pick', cell: null } : null;
    return p.seat === seat ? { type: 'millstone-timeout' } : null;
  },
  privateKey,
  determinize,
  resign,
  view,
  result: (s) => s.result,
  formatAction,
  suggestActions,
  parseAction,
  actionGroup,
  formatRecord,
};

/** A random game to the end (benchmark). */
export function randomGame(seed: string, players: number): { plies: number; result: GameResult | null } {
  const r = randomGameFull(seed, players);
  return { plies: r.plies, result: r.result };
}
