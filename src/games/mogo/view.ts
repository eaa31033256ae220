// What each viewer may see. Hidden things are absent, not flagged: other players'
// hands (sizes only), the draw pile's order (its size only), the RNG, other
// players' standing orders and private notes. Public: the board with every
// effective value, Capture Piles, the discard pile, tokens, hand sizes.
import type { GameResult, Seat, Viewer } from '../engine.js';
import { COUNTERS, T_U, nameOf } from './counters.js';
import { effOf } from './ctx.js';
import { cellName } from './geometry.js';
import { IM_ACT, IM_DRAGONS, IM_SORC, IM_SPIRITS, IM_UNITS } from './layers.js';
import { formatOrder } from './notation.js';
import { knownIn, viewerKey } from './knowledge.js';
import { seatLabel, type MogoState, type Phase } from './state.js';
import { handLimit } from './turn.js';

export interface CellView {
  /** "c4". */
  cell: string;
  /** 0…99 (rank-major: (rank−1)·10 + file). */
  index: number;
  counter: string;
  /** Printed type letter (U L R E M) and dual types ("UL"). */
  types: string;
  /** The stone (who deployed it or took it for good). */
  owner: Seat;
  /** Who controls it now (after "control all" effects). */
  controller: Seat;
  /** Effective Force (Units), else null. */
  force: number | null;
  /** Doppelganger: the Unit it copies. */
  copy?: string;
  modifiers: { counter: string; owner: Seat }[];
  suppressed: boolean;
  immune: string[];
  move: number;
  flyer: boolean;
  locked: boolean;
  /** Line weight for the Tactical victory. */
  weight: number;
}

export interface SeatView {
  seat: Seat;
  name: string;
  alive: boolean;
  handCount: number;
  /** Only in that seat's own view. */
  hand?: string[];
  /** Only in that seat's own view: the Counter standing order. */
  counterOrder?: string;
  /** Only in that seat's own view: what Scout showed, what Drain or Gypsies took. */
  notes?: string[];
  /** Counters the viewer knows are in this (other) seat's hand: returned to it in sight of the table, seen by the viewer's Scout, taken from the viewer (issue 25). */
  knownHand?: string[];
  captures: string[];
  tokens: number;
  handLimit: number;
}

export interface MogoView {
  game: 'mogo';
  viewer: Viewer;
  players: number;
  board: CellView[];
  seats: SeatView[];
  drawCount: number;
  /** Bottom → top. */
  discard: string[];
  turn: { seat: Seat; number: number; phase: Phase; deployed: boolean; acted: boolean; tomeDiscards: number; extraTurns: Seat[] } | null;
  pending: { kind: 'balance'; picker: Seat; picks: string[] } | { kind: 'millstone'; seat: Seat } | null;
  toAct: Seat[];
  log: string[];
  result: GameResult | null;
}

const IMM: [number, string][] = [[IM_UNITS, 'Units'], [IM_SORC, 'Sorceries'], [IM_ACT, 'Actions'], [IM_DRAGONS, 'Dragons'], [IM_SPIRITS, 'Spirits']];

export function toAct(s: MogoState): Seat[] {
  if (s.result) return [];
  const p = s.pending;
  if (p) return [p.kind === 'balance' ? p.order[p.idx] : p.seat];
  return [s.turn.seat];
}

export function view(s: MogoState, viewer: Viewer): MogoView {
  const e = effOf(s);
  const board: CellView[] = e.cells.map((c) => {
    const p = s.board[c]!;
    const dual = COUNTERS[e.ch[c]].prims.find((q) => q.code === 'DUAL_TYPE')?.type ?? '';
    const v: CellView = {
      cell: cellName(c),
      index: c,
      counter: nameOf(p.c),
      types: COUNTERS[e.ch[c]].type + dual,
      owner: p.owner,
      controller: e.ctrl[c],
      force: e.types[c] & T_U ? e.force[c] : null,
      modifiers: p.mods.map((m) => ({ counter: nameOf(m.c), owner: m.owner })),
      suppressed: e.supp[c] === 1,
      immune: IMM.filter(([b]) => e.imm[c] & b).map(([, n]) => n),
      move: e.move[c],
      flyer: e.flyer[c] === 1,
      locked: e.locked[c] === 1,
      weight: e.weight[c],
    };
    if (p.copy !== null) v.copy = nameOf(p.copy);
    return v;
  });
  const seats: SeatView[] = [];
  for (let q = 0; q < s.players; q++) {
    const sv: SeatView = {
      seat: q,
      name: seatLabel(q),
      alive: s.alive[q],
      handCount: s.hands[q].length,
      captures: s.captures[q].map(nameOf),
      tokens: s.tokens[q],
      handLimit: handLimit(s, e, q),
    };
    const known = knownIn(s, viewerKey(s, viewer), q);
    if (viewer !== q && known.length) sv.knownHand = known.map(nameOf);
    if (viewer === q) {
      sv.hand = s.hands[q].slice().sort((a, b) => a - b).map(nameOf);
      sv.counterOrder = formatOrder(s.orders[q]);
      sv.notes = s.notes[q].slice();
    }
    seats.push(sv);
  }
  const p = s.pending;
  return {
    game: 'mogo',
    viewer,
    players: s.players,
    board,
    seats,
    drawCount: s.draw.length,
    discard: s.discard.map(nameOf),
    turn: s.result
      ? null
      : { seat: s.turn.seat, number: s.turn.number, phase: s.turn.phase, deployed: s.turn.deployed, acted: s.turn.acted, tomeDiscards: s.turn.sift, extraTurns: s.extraTurns.slice() },
    pending: !p ? null : p.kind === 'balance' ? { kind: 'balance', picker: p.order[p.idx], picks: p.picks.map(cellName) } : { kind: 'millstone', seat: p.seat },
    toAct: toAct(s),
    log: s.log.slice(),
    result: s.result ? { winners: s.result.winners.slice(), reason: s.result.reason } : null,
  };
}

/** A stable string of what only `seat` may see: hand, standing order, private notes. */
export function privateKey(s: MogoState, seat: Seat): string {
  if (!Number.isInteger(seat) || seat < 0 || seat >= s.players) return '';
  const hand = s.hands[seat].slice().sort((a, b) => a - b);
  return JSON.stringify([hand, s.orders[seat], s.notes[seat], s.alive[seat]]);
}
