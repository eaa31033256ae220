// Hands, draws and tokens (P27–P39, P46, P58): draws, Action Tokens, Drain's and
// Gypsies' random steals (told privately to the victim, §1.7), Mind Twist, Bazaar's
// loot, recursion from the piles, Channel, Scout's peek (private), Millstone's
// pending discard, Time Walk and Wheel.
import type { Seat } from '../../engine.js';
import { emit, note, rng, type Ctx } from '../ctx.js';
import { TYPES, T_U, nameOf } from '../counters.js';
import { MOGO_E03_CHANNEL_FULL_SUBSETS_UP_TO, MOGO_E08_RECUR_GONE_TAKES_NOTHING, MOGO_WHEEL_DRAW } from '../rulings.js';
import { opponents, seatLabel } from '../state.js';
import { draw, takeFromHand } from '../zones.js';
import { sawHand, stolen, tellTable } from '../knowledge.js';
import { args, type Args, type Handler } from './common.js';
import { plural } from '../../plural.js';


const drawN: Handler = {
  options: () => [args()],
  resolve(x, u) {
    const k = draw(x, u.seat, u.prim.n ?? 1);
    emit(x, 'draw', `${seatLabel(u.seat)} draws ${plural(k, 'counter')}.`);
  },
};

const tokens: Handler = {
  options: () => [args()],
  resolve(x, u) {
    x.s.tokens[u.seat] += u.prim.n ?? 1;
    emit(x, 'tokens', `${seatLabel(u.seat)} gains ${plural(u.prim.n ?? 1, 'Action Token')} (${x.s.tokens[u.seat]}).`);
  },
};

/** Takes up to `n` random counters from `victim`'s hand into `thief`'s; the victim learns which privately. */
export function stealRandom(x: Ctx, thief: Seat, victim: Seat, n: number): void {
  const h = x.s.hands[victim];
  const taken: number[] = [];
  for (let i = 0; i < n && h.length; i++) {
    const k = rng(x).int(0, h.length - 1);
    taken.push(h.splice(k, 1)[0]);
  }
  x.s.hands[thief].push(...taken);
  stolen(x.s, thief, victim, taken);
  emit(x, 'steal', `${seatLabel(thief)} takes ${plural(taken.length, 'counter')} from ${seatLabel(victim)}'s hand.`);
  if (taken.length) {
    note(x, victim, `${seatLabel(thief)} took ${taken.map(nameOf).join(', ')} from your hand.`);
    note(x, thief, `You took ${taken.map(nameOf).join(', ')} from ${seatLabel(victim)}.`);
  }
}

// MOGO-E02 (MOGO-R79): any opponent, even one with an empty hand.
const opponentArgs = (x: Ctx, seat: Seat): Args[] => opponents(x.s, seat).map((o) => args([], [], { seat: o }));

const stealHandler: Handler = {
  options: (x, u) => opponentArgs(x, u.seat),
  resolve(x, u, a) {
    stealRandom(x, u.seat, a.seat!, u.prim.n ?? 1);
  },
};

const discardHand: Handler = {
  options: (x, u) => opponentArgs(x, u.seat),
  resolve(x, _u, a) {
    const v = a.seat!;
    const h = x.s.hands[v];
    x.s.discard.push(...h);
    emit(x, 'discard', `${seatLabel(v)} discards their whole hand${h.length ? `: ${h.map(nameOf).join(', ')}` : ' (it was empty)'}.`);
    x.s.hands[v] = [];
  },
};

const loot: Handler = {
  options(x, u) {
    return [...new Set(x.s.hands[u.seat])].map((c) => args([], [c]));
  },
  resolve(x, u, a) {
    takeFromHand(x, u.seat, a.counters[0]);
    x.s.discard.push(a.counters[0]);
    draw(x, u.seat, 1);
    emit(x, 'loot', `${seatLabel(u.seat)} discards ${nameOf(a.counters[0])} and draws a counter.`);
  },
};

function recurPool(x: Ctx, u: { prim: { zone?: string; filter?: { types?: string[] } } }): number[] {
  const wantUnit = !!u.prim.filter?.types?.includes('U');
  const pool = u.prim.zone === 'CAPTURES' ? x.s.captures.flat() : x.s.discard;
  return pool.filter((c) => !wantUnit || TYPES[c] & T_U);
}

const recur: Handler = {
  options(x, u) {
    return [...new Set(recurPool(x, u))].sort((a, b) => a - b).map((c) => args([], [c]));
  },
  check(x, u, a) {
    if (a.counters.length !== 1 || !recurPool(x, u).includes(a.counters[0])) return `${nameOf(a.counters[0] ?? -1)} is not there to take.`;
    return null;
  },
  resolve(x, u, a) {
    const c = a.counters[0];
    const s = x.s;
    let from = '';
    const di = s.discard.indexOf(c);
    if (di >= 0) {
      s.discard.splice(di, 1);
      from = 'the Discard Pile';
    } else {
      for (let p = 0; p < s.players; p++) {
        const i = s.captures[p].indexOf(c);
        if (i >= 0) {
          s.captures[p].splice(i, 1);
          from = `${seatLabel(p)}'s Capture Pile`;
          break;
        }
      }
    }
    // MOGO-E08 (MOGO-R79): Pyramid's draw may have reshuffled the Discard Pile away before this resolves.
    if (!from && MOGO_E08_RECUR_GONE_TAKES_NOTHING) return emit(x, 'recur', `${nameOf(c)} is no longer there to take.`);
    s.hands[u.seat].push(c);
    tellTable(s, u.seat, [c]);
    emit(x, 'recur', `${seatLabel(u.seat)} takes ${nameOf(c)} from ${from} into their hand.`);
  },
};

// MOGO-E03 (MOGO-R79): Channel's X counters (any subset of the rest of the hand); large hands list small subsets only.
const CHANNEL_FULL_SUBSETS_UP_TO = MOGO_E03_CHANNEL_FULL_SUBSETS_UP_TO;
const channel: Handler = {
  options(x, u) {
    const h = x.s.hands[u.seat].filter((c) => c !== u.src).sort((a, b) => a - b);
    const out: Args[] = [];
    if (h.length <= CHANNEL_FULL_SUBSETS_UP_TO) {
      for (let m = 0; m < 1 << h.length; m++) out.push(args([], h.filter((_, i) => m & (1 << i))));
    } else {
      out.push(args());
      for (let i = 0; i < h.length; i++) out.push(args([], [h[i]]));
      out.push(args([], h));
    }
    return out;
  },
  check(x, u, a) {
    const h = x.s.hands[u.seat].filter((c) => c !== u.src);
    const seen = new Set<number>();
    for (const c of a.counters) {
      if (seen.has(c) || !h.includes(c)) return `You have no ${nameOf(c)} to discard.`;
      seen.add(c);
    }
    return null;
  },
  resolve(x, u, a) {
    for (const c of a.counters) {
      takeFromHand(x, u.seat, c);
      x.s.discard.push(c);
    }
    x.s.tokens[u.seat] += a.counters.length;
    emit(x, 'tokens', `${seatLabel(u.seat)} discards ${a.counters.length ? a.counters.map(nameOf).join(', ') : 'nothing'} for ${plural(a.counters.length, 'Action Token')}.`);
  },
};

const peek: Handler = {
  options: (x, u) => opponentArgs(x, u.seat),
  resolve(x, u, a) {
    const v = a.seat!;
    const h = x.s.hands[v].slice().sort((p, q) => p - q);
    emit(x, 'scout', `${seatLabel(u.seat)} looks at ${seatLabel(v)}'s hand.`);
    const text = `${seatLabel(v)}'s hand: ${h.length ? h.map(nameOf).join(', ') : 'empty'}.`;
    note(x, u.seat, text);
    sawHand(x.s, u.seat, v);
    x.events.push({ kind: 'private', text });
  },
};

const millstone: Handler = {
  // MOGO-R54: needs an opponent with a counter in hand.
  options: (x, u) => opponents(x.s, u.seat).filter((o) => x.s.hands[o].length > 0).map((o) => args([], [], { seat: o })),
  resolve(x, u, a) {
    x.s.pending = { kind: 'millstone', seat: a.seat!, by: u.seat };
    emit(x, 'pending', `${seatLabel(a.seat!)} must discard a counter of their choice (Millstone).`);
  },
};

const extraTurn: Handler = {
  options: () => [args()],
  resolve(x, u) {
    x.s.extraTurns.push(u.seat);
    emit(x, 'effect', `${seatLabel(u.seat)} will take an extra turn after this one.`);
  },
};

const wheel: Handler = {
  options: () => [args()],
  resolve(x, u) {
    const s = x.s;
    // Hands go to the discard pile at once; Zombies and Troll from a hand stay there (MOGO-R26).
    for (let p = 0; p < s.players; p++) {
      if (!s.alive[p]) continue;
      s.discard.push(...s.hands[p]);
      s.hands[p] = [];
    }
    const order = [u.seat, ...opponents(s, u.seat)];
    for (const p of order) draw(x, p, u.prim.n ?? MOGO_WHEEL_DRAW);
    emit(x, 'effect', `Every player discards their hand and draws ${u.prim.n ?? MOGO_WHEEL_DRAW}.`);
  },
};

export const economyHandlers: Record<string, Handler> = {
  DRAW: drawN,
  TOKENS: tokens,
  STEAL_RANDOM: stealHandler,
  DISCARD_HAND: discardHand,
  LOOT: loot,
  RECUR: recur,
  CHANNEL: channel,
  PEEK_HAND: peek,
  FORCE_DISCARD: millstone,
  EXTRA_TURN: extraTurn,
  WHEEL: wheel,
};

