// The Special cards: Ace, King, Queen, Jack, 9, 8 (the 10 lives in combat.ts,
// as a standing order), and the optional rules of UGO-R17.
import type { Seat } from '../engine.js';
import { Rng } from '../rng.js';
import { ACE, CLUBS, deckOf, DIAMONDS, HEARTS, JACK, KING, label, rankOf, SPADES, suitOf } from './cards.js';
import { attackValue, tryTen } from './combat.js';
import {
  UGO_E05_ACE_DOES_NOT_REVEAL,
  UGO_E09_REVERSE_NEEDS_THREE_LIVE,
  UGO_R07_TEN_STOPS,
  UGO_R09_SIMULTANEOUS_LOSS_IS_A_DRAW,
  UGO_R18_QUEEN_ON_EMPTY_PILE_REMOVED,
} from './rulings.js';
import { learn, liveCount, nextAlive, seatLabel, targetOf, type ReflectRank, type UgoState } from './state.js';
import { destroyAt, eliminate, emit, mill, settle, tableCost, tableName, toPile, type Ctx } from './zones.js';

/** What an Ace would hit on `victim`'s table. */
export interface AceHit {
  /** Table slots destroyed with their Equips. */
  slots: number[];
  /** ♦A with Aces by suit: only the Equip cards go. */
  equipsOnly: boolean;
}

/** The hit of `ace` on `victim` (slot for the standard Ace); null when it hits nothing. */
export function aceHit(s: UgoState, ace: number, victim: Seat, slot: number | undefined): AceHit | null {
  const t = s.tables[victim];
  if (!s.options.acesBySuit) {
    if (slot === undefined || slot < 0 || slot >= t.length) return null;
    return { slots: [slot], equipsOnly: false };
  }
  const suit = suitOf(ace);
  if (suit === DIAMONDS) {
    const slots = t.map((tc, i) => (tc.equips.length ? i : -1)).filter((i) => i >= 0);
    return slots.length ? { slots, equipsOnly: true } : null;
  }
  const slots: number[] = [];
  for (let i = 0; i < t.length; i++) {
    if (suit === CLUBS || (suit === SPADES && t[i].attack) || (suit === HEARTS && !t[i].attack)) slots.push(i);
  }
  return slots.length ? { slots, equipsOnly: false } : null;
}

export function aceCost(s: UgoState, victim: Seat, hit: AceHit): number {
  let c = 0;
  for (const i of hit.slots) {
    const tc = s.tables[victim][i];
    c += hit.equipsOnly ? tc.equips.length : tableCost(tc);
  }
  return c;
}

function applyAceHit(ctx: Ctx, victim: Seat, hit: AceHit): void {
  const s = ctx.s;
  const names: string[] = [];
  if (hit.equipsOnly) {
    for (const i of hit.slots) {
      const tc = s.tables[victim][i];
      for (const e of tc.equips) names.push(toPile(s, e));
      tc.equips = [];
    }
  } else {
    const desc = [...hit.slots].sort((a, b) => b - a);
    for (const i of desc) names.unshift(destroyAt(s, victim, i));
  }
  emit(ctx, 'special', `${seatLabel(victim)} loses ${names.join(', ')}.`);
}

/** UGO-E08: the card a reflected standard Ace destroys: most Equips, then highest Attack, then leftmost. */
function reflectedAceSlot(s: UgoState, victim: Seat): number | undefined {
  const t = s.tables[victim];
  let best: number | undefined;
  for (let i = 0; i < t.length; i++) {
    if (best === undefined) { best = i; continue; }
    const a = t[i], b = t[best];
    if (a.equips.length > b.equips.length || (a.equips.length === b.equips.length && attackValue(a) > attackValue(b))) best = i;
  }
  return best;
}

/** Index in hand of a card of `rank`, own deck first (UGO-E10), or −1. */
function rankInHand(s: UgoState, seat: Seat, rank: number): number {
  const hand = s.hands[seat];
  let other = -1;
  for (let i = 0; i < hand.length; i++) {
    if (rankOf(hand[i]) !== rank) continue;
    if (deckOf(hand[i]) === seat) return i;
    if (other < 0) other = i;
  }
  return other;
}

const REFLECT_RANK: Record<number, ReflectRank> = { [ACE]: 'A', [KING]: 'K', [JACK]: 'J' };

/** Nines reflect (UGO-R17, standing order): spends `victim`'s 9 if their policy covers this card. */
function tryReflect(ctx: Ctx, victim: Seat, user: Seat, card: number): boolean {
  const s = ctx.s;
  if (!s.options.ninesReflect) return false;
  const p = s.ninePolicy[victim];
  const r = REFLECT_RANK[rankOf(card)];
  if (p === 'never' || (p !== 'always' && !p.ranks.includes(r))) return false;
  const i = rankInHand(s, victim, 8);
  if (i < 0) return false;
  const [nine] = s.hands[victim].splice(i, 1);
  toPile(s, nine);
  emit(ctx, 'reflect', `${seatLabel(victim)} plays ${label(nine)} and turns ${label(card)} back on ${seatLabel(user)}.`);
  return true;
}

/** Plays the Special `card` (already taken out of `seat`'s hand). Legality checked by the caller. */
export function playSpecial(ctx: Ctx, seat: Seat, card: number, slot: number | undefined): void {
  const s = ctx.s;
  const r = rankOf(card);
  const name = label(card);
  // The played card leaves play first (Queens are removed: UGO-R08/R18).
  toPile(s, card);
  const target = targetOf(s, seat);
  switch (r) {
    case ACE: {
      const hit = aceHit(s, card, target, slot) as AceHit;
      const what = hit.equipsOnly
        ? `all of ${seatLabel(target)}'s Equip cards`
        : s.options.acesBySuit
          ? `${hit.slots.length} of ${seatLabel(target)}'s cards`
          : s.tables[target][hit.slots[0]].faceDown
            ? `${seatLabel(target)}'s face-down card #${hit.slots[0] + 1}`
            : `${seatLabel(target)}'s ${tableName(s.tables[target][hit.slots[0]])}`;
      emit(ctx, 'special', `${seatLabel(seat)} plays ${name} on ${what}.`);
      if (tryReflect(ctx, target, seat, card)) {
        const back = s.options.acesBySuit ? aceHit(s, card, seat, undefined) : (() => {
          const i = reflectedAceSlot(s, seat);
          return i === undefined ? null : { slots: [i], equipsOnly: false };
        })();
        if (back) applyAceHit(ctx, seat, back);
        else emit(ctx, 'special', `It finds nothing to hit.`);
        return;
      }
      // UGO-E05: the Ace does not turn a face-down card up; UGO-R07: a 10 stops it.
      void UGO_E05_ACE_DOES_NOT_REVEAL;
      if (UGO_R07_TEN_STOPS.ace && tryTen(ctx, target, aceCost(s, target, hit), 'the Ace')) return;
      applyAceHit(ctx, target, hit);
      return;
    }
    case KING: {
      emit(ctx, 'special', `${seatLabel(seat)} plays ${name} on ${seatLabel(target)}.`);
      if (s.decks[target].length > 0 && tryReflect(ctx, target, seat, card)) {
        mill(ctx, seat, 1);
        return;
      }
      mill(ctx, target, 1);
      return;
    }
    case JACK: {
      if (s.decks[target].length > 0 && tryReflect(ctx, target, seat, card)) {
        emit(ctx, 'special', `${seatLabel(seat)} plays ${name} on ${seatLabel(target)}.`);
        steal(ctx, target, seat);
        return;
      }
      if (s.decks[target].length === 0) {
        emit(ctx, 'special', `${seatLabel(seat)} plays ${name}, but ${seatLabel(target)}'s deck is empty.`);
        return;
      }
      emit(ctx, 'special', `${seatLabel(seat)} plays ${name} on ${seatLabel(target)}.`);
      steal(ctx, seat, target);
      return;
    }
    case 11: {
      // Queen: a random card of your own discard pile into your hand, secretly.
      const pile = s.discards[seat];
      if (pile.length === 0) {
        void UGO_R18_QUEEN_ON_EMPTY_PILE_REMOVED;
        emit(ctx, 'special', `${seatLabel(seat)} plays ${name}, but their discard pile is empty. The Queen is removed from the game.`);
        return;
      }
      // Shuffle the pile, take its top card secretly; the rest stays face-up, shuffled.
      const rng = ctx.rng ?? (ctx.rng = new Rng(s.rng));
      const shuffled = rng.shuffle(pile);
      const taken = shuffled.pop() as number;
      s.hands[seat].push(taken);
      s.discards[seat] = shuffled;
      // The pile stays face-up: what left it is plain to all.
      learn(s, seat, taken);
      emit(ctx, 'special', `${seatLabel(seat)} plays ${name}: shuffles their discard pile and secretly takes a card into their hand. The Queen is removed from the game.`);
      return;
    }
    case 8: {
      // Nine: reverse play (3+ players still in).
      if (liveCount(s) >= UGO_E09_REVERSE_NEEDS_THREE_LIVE) {
        s.direction = s.direction === 1 ? -1 : 1;
        emit(ctx, 'special', `${seatLabel(seat)} plays ${name}: play is reversed (${s.direction === 1 ? 'clockwise' : 'anticlockwise'}). ${seatLabel(seat)} now targets ${seatLabel(targetOf(s, seat))}.`);
      } else {
        emit(ctx, 'special', `${seatLabel(seat)} plays ${name}: no effect with two players.`);
      }
      return;
    }
    case 7: {
      playEight(ctx, seat, name);
      return;
    }
  }
}

/** `taker` takes the top card of `from`'s deck into their hand (it stays `from`'s card: UGO-R01). */
function steal(ctx: Ctx, taker: Seat, from: Seat): void {
  if (ctx.s.decks[from].length === 0) {
    emit(ctx, 'special', `${seatLabel(from)}'s deck is empty: nothing to take.`);
    return;
  }
  const c = ctx.s.decks[from].pop() as number;
  ctx.s.hands[taker].push(c);
  emit(ctx, 'special', `${seatLabel(taker)} takes the top card of ${seatLabel(from)}'s deck into their hand. ${seatLabel(from)}'s deck: ${ctx.s.decks[from].length}.`);
}

/** The 8: everyone discards their hand and redraws as many (UGO-R08, UGO-R09). */
function playEight(ctx: Ctx, seat: Seat, name: string): void {
  const s = ctx.s;
  const order: Seat[] = [seat];
  for (let i = nextAlive(s, seat); i >= 0 && i !== seat; i = nextAlive(s, i)) order.push(i);
  const counts = order.map((p) => s.hands[p].length);
  order.forEach((p) => {
    for (const c of s.hands[p]) toPile(s, c);
    s.hands[p] = [];
  });
  const failed: Seat[] = [];
  order.forEach((p, k) => {
    const n = counts[k];
    const deck = s.decks[p];
    if (deck.length < n) {
      failed.push(p);
      return;
    }
    for (let i = 0; i < n; i++) s.hands[p].push(deck.pop() as number);
  });
  emit(
    ctx,
    'special',
    `${seatLabel(seat)} plays ${name}: everyone discards their hand and draws as many again (${order
      .map((p, k) => `${seatLabel(p)} ${counts[k]}`)
      .join(', ')}).`,
  );
  if (!failed.length) return;
  const everyone = failed.length === order.length;
  for (const p of failed) eliminate(ctx, p, 'could not draw after the 8');
  if (everyone && UGO_R09_SIMULTANEOUS_LOSS_IS_A_DRAW) settle(ctx, 'every remaining player failed to redraw after the 8');
  else settle(ctx);
}
