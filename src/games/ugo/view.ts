// What each viewer may see. Hidden things are absent, not flagged: other
// players' hands (sizes only), face-down cards (no card at all), deck order,
// the RNG, and other players' standing orders.
import type { GameResult, Seat, Viewer } from '../engine.js';
import { deckOf, label, rankName, suitName, type Rank, type Suit } from './cards.js';
import { attackValue, defenceValue } from './combat.js';
import { mayAttack } from './actions.js';
import { knownIn, seatLabel, targetOf, type NinePolicy, type TableCard, type TenPolicy, type UgoOptions, type UgoState } from './state.js';

export interface CardFace {
  id: number;
  rank: Rank;
  suit: Suit;
  /** The deck it came from (its owner's seat, UGO-R01). */
  deck: Seat;
  label: string;
}

export interface TableCardView {
  /** 1-based position on the owner's table, as used in the notation ("#2"). */
  slot: number;
  position: 'attack' | 'defence';
  faceDown: boolean;
  /** Absent when face-down and the viewer is not the owner. */
  card?: CardFace;
  equips: CardFace[];
  /** Effective values (suit doubling + Equips); absent with `card`. */
  attack?: number;
  defence?: number;
  /** It has attacked this turn. */
  attacked: boolean;
}

export interface SeatView {
  seat: Seat;
  name: string;
  alive: boolean;
  deckCount: number;
  handCount: number;
  /** Only in that seat's own view. */
  hand?: CardFace[];
  /** Cards everyone knows are in this hand (a Queen's card: the face-up pile shows what left it); absent when none. */
  knownHand?: CardFace[];
  /** Public, bottom → top. */
  discard: CardFace[];
  table: TableCardView[];
  /** Only in that seat's own view. */
  tenPolicy?: TenPolicy;
  ninePolicy?: NinePolicy;
}

export interface UgoView {
  game: 'ugo';
  viewer: Viewer;
  players: number;
  options: UgoOptions;
  seats: SeatView[];
  /** Queens removed from the game. */
  removed: CardFace[];
  /** Null once the game is over. */
  turn: {
    seat: Seat;
    number: number;
    direction: 'clockwise' | 'anticlockwise';
    /** Who the player on turn attacks. */
    target: Seat;
    /** False during the first round (UGO-E02). */
    mayAttack: boolean;
    playedAD: boolean;
    switched: boolean;
  } | null;
  /** The last few public events. */
  log: string[];
  result: GameResult | null;
}

export function face(id: number): CardFace {
  return { id, rank: rankName(id), suit: suitName(id), deck: deckOf(id), label: label(id) };
}

function tableView(tc: TableCard, slot: number, showHidden: boolean, attacked: boolean): TableCardView {
  const out: TableCardView = {
    slot: slot + 1,
    position: tc.attack ? 'attack' : 'defence',
    faceDown: tc.faceDown,
    equips: tc.equips.map(face),
    attacked,
  };
  if (!tc.faceDown || showHidden) {
    out.card = face(tc.card);
    out.attack = attackValue(tc);
    out.defence = defenceValue(tc);
  }
  return out;
}

export function view(s: UgoState, viewer: Viewer): UgoView {
  const seats: SeatView[] = [];
  for (let p = 0; p < s.players; p++) {
    const own = viewer === p;
    const attacked = s.turn.seat === p ? s.turn.attacked : [];
    const sv: SeatView = {
      seat: p,
      name: seatLabel(p),
      alive: s.alive[p],
      deckCount: s.decks[p].length,
      handCount: s.hands[p].length,
      discard: s.discards[p].map(face),
      table: s.tables[p].map((tc, i) => tableView(tc, i, own, attacked.includes(tc.card))),
    };
    const known = knownIn(s, p);
    if (known.length) sv.knownHand = known.map(face);
    if (own) {
      sv.hand = s.hands[p].map(face);
      const tp = s.tenPolicy[p];
      sv.tenPolicy = typeof tp === 'string' ? tp : { threshold: tp.threshold };
      if (s.options.ninesReflect) {
        const np = s.ninePolicy[p];
        sv.ninePolicy = typeof np === 'string' ? np : { ranks: np.ranks.slice() };
      }
    }
    seats.push(sv);
  }
  return {
    game: 'ugo',
    viewer,
    players: s.players,
    options: { ...s.options },
    seats,
    removed: s.removed.map(face),
    turn: s.result
      ? null
      : {
          seat: s.turn.seat,
          number: s.turn.number,
          direction: s.direction === 1 ? 'clockwise' : 'anticlockwise',
          target: targetOf(s),
          mayAttack: mayAttack(s, s.turn.seat),
          playedAD: s.turn.playedAD,
          switched: s.turn.switched,
        },
    log: s.log.slice(),
    result: s.result ? { winners: s.result.winners.slice(), reason: s.result.reason } : null,
  };
}

/**
 * A stable string of `seat`'s private information (hand, own face-down cards,
 * standing orders), so the service can refresh the DM only when it changes.
 */
export function privateKey(s: UgoState, seat: Seat): string {
  if (!Number.isInteger(seat) || seat < 0 || seat >= s.players) return '';
  const hand = s.hands[seat].slice().sort((a, b) => a - b);
  const down = s.tables[seat].filter((t) => t.faceDown).map((t) => t.card);
  const tp = s.tenPolicy[seat];
  const np = s.ninePolicy[seat];
  return JSON.stringify([hand, down, tp, s.options.ninesReflect ? np : null, s.alive[seat]]);
}

/** The seat's hand as faces (from its own view), for the Discord layer. */
export function handOf(v: UgoView): CardFace[] | null {
  if (typeof v.viewer !== 'number') return null;
  return v.seats[v.viewer]?.hand ?? null;
}
