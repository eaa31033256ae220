// A•G•O•G ("A Game of Golems"): the rules engine. RULINGS.md §5 is the authority;
// every [OWN] ruling is a named constant in rulings.ts.
import { fail, type ApplyResult, type Engine, type GameResult, type Seat, type Viewer } from '../engine.js';
import { Rng, seedRng } from '../rng.js';
import {
  EMPTY,
  KIND_LETTER,
  KIND_NAMES,
  SIDE_NAME,
  formatPosition,
  handicapBoard,
  kindOf,
  ownerOf,
  parsePosition,
  squareName,
} from './board.js';
import { applyLegal, generate, hasAnyMove, isActionShape, isLegalSimple, sameAction, simpleClash, type Generated } from './moves.js';
import { canonicalText, explainAction, formatRecord, notateGenerated, parseWith, pieceGroup } from './notation.js';
import { JG_R10_PLY_CAP, JG_R10_REASON, JG_R12_MAX_HANDICAP, JG_R15_DISAMBIGUATE_ONLY_WHEN_NEEDED, jgR09Disambiguator } from './rulings.js';
import { challengeOptions } from './options.js';
import { rulesSummary } from './summary.js';
import {
  actionSchema,
  optionsSchema,
  stateSchema,
  type AgogAction,
  type AgogOptions,
  type AgogPiece,
  type AgogState,
  type AgogView,
} from './types.js';

export type { AgogAction, AgogKind, AgogLast, AgogOptions, AgogPiece, AgogState, AgogView } from './types.js';
export { actionSchema, optionsSchema, stateSchema } from './types.js';
export { parseSquare, squareName } from './board.js';

const NO_JUMPS: number[] = [];

// One-entry cache of the side to move's legal actions, keyed by content (board,
// side, pool), so parse → apply or notate → parse on one position generate once.
// Its actions are frozen values (see moves.ts), safe to hand out.
const cache = { board: new Int8Array(64), toMove: -1, pool: -1, gen: null as Generated | null };

function legalOf(state: AgogState): Generated {
  const b = state.board;
  const pool = state.pools[state.toMove];
  if (cache.gen !== null && cache.toMove === state.toMove && cache.pool === pool) {
    let same = true;
    for (let i = 0; i < 64; i++) {
      if (cache.board[i] !== b[i]) {
        same = false;
        break;
      }
    }
    if (same) return cache.gen;
  }
  const gen = generate(b, state.toMove, pool);
  remember(state, gen);
  return gen;
}

function remember(state: AgogState, gen: Generated): void {
  for (let i = 0; i < 64; i++) cache.board[i] = state.board[i];
  cache.toMove = state.toMove;
  cache.pool = state.pools[state.toMove];
  cache.gen = gen;
}

/**
 * The position string of a state, as accepted by `options.position`: ranks 8 down to
 * 1 separated by "/", files a→h, one character per square ("." empty; White g golem,
 * h hulk, c corrupted hulk, j journeyman; Black the same upper case), then the side
 * to move ("w"/"b") and the pools "W,B", e.g. ".......J/…/j....... w 0,0". Setup
 * rejects: not exactly one journeyman per side, a unit on its enemy sanctum, more
 * than 20 golems of a colour counting its pool, and a side to move with no legal move.
 */
export function toPosition(state: AgogState): string {
  return formatPosition(state.board, state.toMove, state.pools);
}

function result(state: AgogState): GameResult | null {
  if (state.result !== null) return state.result;
  // A state whose side to move cannot move is already lost (RULINGS §5.2 item 11c).
  if (!hasAnyMove(state.board, state.toMove)) {
    return { winners: [1 - state.toMove], reason: `${SIDE_NAME[state.toMove]} has no legal move` };
  }
  if (state.ply >= JG_R10_PLY_CAP) return { winners: [], reason: JG_R10_REASON };
  return null;
}

function pieceOf(c: number): AgogPiece | null {
  if (c === EMPTY) return null;
  return { owner: ownerOf(c) as 0 | 1, kind: KIND_NAMES[kindOf(c)] };
}

function startState(board: number[], toMove: 0 | 1, pools: [number, number]): AgogState {
  return { board, toMove, pools, ply: 0, last: null, result: null };
}

export const agog: Engine<AgogState, AgogAction, AgogView, AgogOptions> = {
  id: 'agog',
  name: 'A•G•O•G',
  players: { min: 2, max: 2 },
  drawsAllowed: false,
  rulesSummary,
  optionsSchema,
  challengeOptions,
  stateSchema,
  actionSchema,

  seatName(seat: Seat): string {
    return seat === 0 || seat === 1 ? SIDE_NAME[seat] : `Seat ${seat}`;
  },

  setup({ players, options }) {
    if (players !== 2) return fail('A•G•O•G is a game for exactly 2 players.');
    const opts = (options ?? {}) as Record<string, unknown>;
    const h = opts.handicap;
    if (h !== undefined && !(typeof h === 'number' && Number.isInteger(h) && h >= 0 && h <= JG_R12_MAX_HANDICAP)) {
      return fail(`The handicap must be a whole number from 0 to ${JG_R12_MAX_HANDICAP}.`);
    }
    const parsed = optionsSchema.safeParse(opts);
    if (!parsed.success) return fail('Bad A•G•O•G options: expected { handicap?: 0–9, position?: string }.');
    const { handicap = 0, position } = parsed.data;
    if (position !== undefined) {
      if (handicap > 0) return fail('Give either a handicap or a starting position, not both.');
      const p = parsePosition(position);
      if (!p.ok) return p;
      const { board, toMove, pools } = p.position;
      if (!hasAnyMove(board, toMove)) {
        return fail(`Bad position: ${SIDE_NAME[toMove]} is to move but has no legal move, so the game would be over already.`);
      }
      return { ok: true, state: startState(board, toMove, pools) };
    }
    const { board, blackPool } = handicapBoard(handicap);
    return { ok: true, state: startState(board, 0, [0, blackPool]) };
  },

  toAct(state) {
    return result(state) === null ? [state.toMove] : [];
  },

  legalActions(state, seat) {
    if (state.result !== null || state.ply >= JG_R10_PLY_CAP || seat !== state.toMove) return [];
    const gen = generate(state.board, state.toMove, state.pools[state.toMove]);
    // The actions are frozen, so the cache may share them: applyAction then needs no second search.
    remember(state, gen);
    return gen.actions.slice();
  },

  applyAction(state, seat, action): ApplyResult<AgogState> {
    if (!isActionShape(action)) return fail('That is not a valid A•G•O•G action.');
    if (state.result !== null || state.ply >= JG_R10_PLY_CAP) return fail('The game is over.');
    if (seat !== 0 && seat !== 1) return fail(`Seat ${seat} is not playing in this game.`);
    if (seat !== state.toMove) return fail(`It is ${SIDE_NAME[state.toMove]}'s turn, not ${SIDE_NAME[seat]}'s.`);
    const board = state.board;
    if (isLegalSimple(board, seat, action)) {
      // Fast path: a simple move validated directly; captures and errors take the full generation.
      const kind = kindOf(board[action.from]);
      const dis = !JG_R15_DISAMBIGUATE_ONLY_WHEN_NEEDED || simpleClash(board, seat, action.from, action.to[0]) ? jgR09Disambiguator(action.from, action.to[0]) : '';
      const text = KIND_LETTER[kind] + dis + squareName(action.to[0]) + (action.promote === null ? '' : ` ${squareName(action.promote)}=H`);
      return { ok: true, ...applyLegal(state, action, NO_JUMPS, text) };
    }
    const gen = legalOf(state);
    const acts = gen.actions;
    for (let i = 0; i < acts.length; i++) {
      if (sameAction(acts[i], action)) {
        const text = canonicalText(state.board, acts, acts[i]);
        return { ok: true, ...applyLegal(state, acts[i], gen.jumped[i], text) };
      }
    }
    // A side with no legal action has already lost (RULINGS §5.2 item 11c).
    if (acts.length === 0) return fail('The game is over.');
    return fail(explainAction(state, gen, action));
  },

  resign(state, seat) {
    if (result(state) !== null) return fail('The game is already over.');
    if (seat !== 0 && seat !== 1) return fail(`Seat ${seat} is not playing in this game.`);
    const winner = 1 - seat;
    const res: GameResult = { winners: [winner], reason: `${SIDE_NAME[seat]} resigned` };
    return {
      ok: true,
      state: { ...state, board: state.board.slice(), pools: [state.pools[0], state.pools[1]], result: res },
      events: [{ kind: 'end', text: `${SIDE_NAME[seat]} resigns. ${SIDE_NAME[winner]} wins.` }],
    };
  },

  view(state, _viewer: Viewer): AgogView {
    const last = state.last;
    return {
      board: state.board.map(pieceOf),
      toMove: state.toMove,
      pools: [state.pools[0], state.pools[1]],
      last:
        last === null
          ? null
          : {
              path: last.path.map(squareName),
              promote: last.promote === null ? null : squareName(last.promote),
              text: last.text,
              seat: last.seat,
            },
      ply: state.ply,
      result: result(state),
    };
  },

  result,

  formatAction(state, action) {
    if (!isActionShape(action)) return '?';
    return canonicalText(state.board, legalOf(state).actions, action);
  },

  parseAction(state, seat, text) {
    if (typeof text !== 'string') return fail('Type a move, for example b6.');
    if (result(state) !== null) return fail('The game is over.');
    if (seat !== 0 && seat !== 1) return fail(`Seat ${seat} is not playing in this game.`);
    if (seat !== state.toMove) return fail(`It is ${SIDE_NAME[state.toMove]}'s turn, not ${SIDE_NAME[seat]}'s.`);
    const r = parseWith(state, legalOf(state), text);
    // parseWith returns one of the legal actions, which keep to the schema; the check keeps the contract explicit.
    return r.ok && !actionSchema.safeParse(r.action).success ? fail('That is not a valid A•G•O•G action.') : r;
  },

  actionGroup(state, action) {
    return isActionShape(action) ? pieceGroup(state.board, action) : 'Move';
  },

  formatRecord(moves, res) {
    return formatRecord(moves, res);
  },
};

/** Canonical text for every legal action of the side to move, in one pass (autocomplete). */
export function notateAll(state: AgogState): { action: AgogAction; text: string }[] {
  if (result(state) !== null) return [];
  return notateGenerated(state.board, legalOf(state));
}

/** Random legal play from the standard start to the end (the benchmark). */
export function randomGame(seed: string): { plies: number; result: GameResult } {
  const rng = new Rng(seedRng(seed));
  const start = agog.setup({ players: 2, seed, options: {} });
  if (!start.ok) throw new Error(start.error);
  let state = start.state;
  while (state.result === null) {
    const acts = agog.legalActions(state, state.toMove);
    const next = agog.applyAction(state, state.toMove, acts[rng.int(0, acts.length - 1)]);
    if (!next.ok) throw new Error(`randomGame: legal action refused: ${next.error}`);
    state = next.state;
  }
  return { plies: state.ply, result: state.result };
}
