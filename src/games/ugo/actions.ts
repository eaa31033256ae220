// Setup, turn flow, legality and the application of actions.
import type { ApplyResult, GameEvent, Seat, SetupArgs, SetupResult } from '../engine.js';
import { fail } from '../engine.js';
import { Rng, seedRng } from '../rng.js';
import {
  ACE,
  freshDeck,
  isAD,
  isEquip,
  isSpecial,
  label,
  needsSacrifice,
  rankOf,
  TEN,
  equipBonus,
} from './cards.js';
import { attackValue, defenceValue, resolveAttack } from './combat.js';
import {
  HAND_SIZE,
  MAX_EQUIPS,
  MAX_TABLE,
  UGO_E01_FIRST_SEAT,
  UGO_E02_ATTACK_AFTER_ALL_OTHERS_HAD_A_TURN,
  UGO_E07_ACE_NEEDS_A_TARGET,
  UGO_E11_LOG_LENGTH,
  UGO_R03_FIRST_ROUND_BLOCKS_ONLY_AD_ATTACKS,
  UGO_R12_EQUIP_OWN_CARDS_ONLY,
  UGO_R14_NEW_CARDS_MAY_ACT,
  UGO_R15_SACRIFICE_FREES_A_SLOT,
  UGO_TEN_DEFAULT_THRESHOLD,
  UGO_E08_REFLECT_DEFAULT,
} from './rulings.js';
import { POSITION_MAX_LENGTH, fromPosition } from './position.js';
import { aceHit, playSpecial } from './specials.js';
import {
  cloneState,
  forgetGone,
  nextAlive,
  optionsSchema,
  seatLabel,
  slotOf,
  targetOf,
  type NinePolicy,
  type TableCard,
  type TenPolicy,
  type UgoAction,
  type UgoOptions,
  type UgoState,
} from './state.js';
import { destroyAt, eliminate, emit, settle, type Ctx } from './zones.js';

// ---------------------------------------------------------------------------
// Setup

export function setup(args: SetupArgs<UgoOptions>): SetupResult<UgoState> {
  const players = args.players;
  if (!Number.isInteger(players) || players < 2 || players > 4) return fail('U-G-O is played by 2 to 4 players.');
  const parsed = optionsSchema.safeParse(args.options ?? {});
  if (!parsed.success) {
    const long = parsed.error.issues.some((i) => i.path[0] === 'position');
    return fail(long ? `A position is at most ${POSITION_MAX_LENGTH} characters of text.` : 'Unknown U-G-O options.');
  }
  const options = parsed.data;
  const rng = new Rng(seedRng(String(args.seed)));
  // An empty string is a malformed position, never "no position".
  if (options.position !== undefined) {
    const s = fromPosition(options.position, players, options, rng);
    if (typeof s === 'string') return fail(s);
    s.log.push(`The game begins from a set position. ${seatLabel(s.turn.seat)}'s turn.`);
    return { ok: true, state: s };
  }
  const decks: number[][] = [];
  const hands: number[][] = [];
  for (let p = 0; p < players; p++) {
    // Each player's deck is shuffled (in play, by their right-hand neighbour, who passes it on).
    const deck = rng.shuffle(freshDeck(p));
    const hand: number[] = [];
    for (let i = 0; i < HAND_SIZE; i++) hand.push(deck.pop() as number);
    decks.push(deck);
    hands.push(hand);
  }
  const first = UGO_E01_FIRST_SEAT;
  const s: UgoState = {
    game: 'ugo',
    players,
    options: { acesBySuit: options.acesBySuit, ninesReflect: options.ninesReflect },
    rng: rng.state(),
    decks,
    discards: Array.from({ length: players }, () => []),
    removed: [],
    hands,
    tables: Array.from({ length: players }, () => []),
    alive: Array.from({ length: players }, () => true),
    started: Array.from({ length: players }, () => 0),
    direction: 1,
    turn: { seat: first, number: 1, playedAD: false, switched: false, attacked: [] },
    tenPolicy: Array.from({ length: players }, (): TenPolicy => ({ threshold: UGO_TEN_DEFAULT_THRESHOLD })),
    ninePolicy: Array.from({ length: players }, (): NinePolicy => 'always'),
    known: Array.from({ length: players }, () => []),
    log: [],
    result: null,
  };
  // The first turn begins with its draw.
  s.started[first] = 1;
  s.hands[first].push(s.decks[first].pop() as number);
  s.log.push(`The game begins. ${seatLabel(first)}'s turn: draws a card (${s.decks[first].length} left).`);
  return { ok: true, state: s };
}

// ---------------------------------------------------------------------------
// Turn flow

/** UGO-E02 (first-round rule, UGO-R03): a seat may attack once every other live seat has begun a turn. */
export function mayAttack(s: UgoState, seat: Seat): boolean {
  if (!UGO_E02_ATTACK_AFTER_ALL_OTHERS_HAD_A_TURN) return s.turn.number > s.players - 1;
  for (let p = 0; p < s.players; p++) if (p !== seat && s.alive[p] && s.started[p] === 0) return false;
  return true;
}

/** Ends the current turn: the next live player begins theirs with a draw, or is out (UGO-R10). */
export function passTurn(ctx: Ctx): void {
  const s = ctx.s;
  let cur = s.turn.seat;
  while (!s.result) {
    const next = nextAlive(s, cur);
    if (next < 0) {
      settle(ctx);
      return;
    }
    s.turn = { seat: next, number: s.turn.number + 1, playedAD: false, switched: false, attacked: [] };
    s.started[next]++;
    const deck = s.decks[next];
    // UGO-R10 (UGO_R10_LOSS_ONLY_ON_FAILED_DRAW): the failed draw is the loss.
    if (deck.length === 0) {
      eliminate(ctx, next, 'could not draw a card at the start of their turn');
      settle(ctx);
      cur = next;
      continue;
    }
    s.hands[next].push(deck.pop() as number);
    emit(ctx, 'turn', `${seatLabel(next)}'s turn: draws a card (${deck.length} left).`);
    return;
  }
}

// ---------------------------------------------------------------------------
// Legality

const isInt = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x);

/** A cheap structural check of an action from outside (never throws). */
export function shapeError(a: unknown): string | null {
  const bad = 'That is not a U-G-O move.';
  if (!a || typeof a !== 'object') return bad;
  const o = a as Record<string, unknown>;
  switch (o.type) {
    case 'play':
      if (!isInt(o.card) || (o.position !== 'attack' && o.position !== 'defence')) return bad;
      if (o.faceDown !== undefined && typeof o.faceDown !== 'boolean') return bad;
      if (o.sacrifice !== undefined && !isInt(o.sacrifice)) return bad;
      return null;
    case 'equip':
      return isInt(o.card) && isInt(o.target) ? null : bad;
    case 'switch':
      return Array.isArray(o.cards) && o.cards.length > 0 && o.cards.length <= MAX_TABLE && o.cards.every(isInt) ? null : bad;
    case 'attack':
      return isInt(o.attacker) && (o.target === null || isInt(o.target)) ? null : bad;
    case 'special':
      return isInt(o.card) && (o.target === undefined || isInt(o.target)) ? null : bad;
    case 'end':
      return null;
    case 'tenPolicy': {
      const p = o.policy as unknown;
      if (p === 'never' || p === 'always') return null;
      if (p && typeof p === 'object' && isInt((p as { threshold?: unknown }).threshold)) {
        const t = (p as { threshold: number }).threshold;
        return t >= 1 && t <= 99 ? null : 'The 10 threshold must be a whole number from 1 to 99.';
      }
      return bad;
    }
    case 'ninePolicy': {
      const p = o.policy as unknown;
      if (p === 'never' || p === 'always') return null;
      if (p && typeof p === 'object' && Array.isArray((p as { ranks?: unknown }).ranks)) {
        const r = (p as { ranks: unknown[] }).ranks;
        return r.every((x) => x === 'A' || x === 'K' || x === 'J') && r.length <= 3 ? null : bad;
      }
      return bad;
    }
    default:
      return bad;
  }
}

const inHand = (s: UgoState, seat: Seat, card: number): boolean => s.hands[seat].includes(card);

function whyNotAD(card: number): string {
  if (isEquip(card)) return `${label(card)} is an Equip card: put it on one of your face-up cards with "equip ${label(card)} on …".`;
  return `${label(card)} is a Special card: use it with "use ${label(card)}".`;
}

/** Why `action` by `seat` (the player whose turn it is) is illegal now, or null. */
export function illegal(s: UgoState, seat: Seat, a: UgoAction): string | null {
  const table = s.tables[seat];
  switch (a.type) {
    case 'play': {
      if (!inHand(s, seat, a.card)) return 'You do not have that card in your hand.';
      if (!isAD(a.card)) return whyNotAD(a.card);
      if (s.turn.playedAD) return 'You have already laid an Attack/Defense card this turn (one per turn).';
      if (a.position === 'attack' && a.faceDown) return 'Cards in attack position are always face-up.';
      if (needsSacrifice(a.card)) {
        if (table.length === 0) return `To lay a 6 or 7 you must sacrifice one of your Attack/Defense cards on the table, and you have none.`;
        if (a.sacrifice === undefined) return `To lay ${label(a.card)} you must sacrifice one of your Attack/Defense cards on the table: say which.`;
        if (slotOf(s, seat, a.sacrifice) < 0) return 'The card to sacrifice must be one of your own Attack/Defense cards on the table.';
        // UGO-R15: the sacrifice frees a slot, so a full table is no obstacle.
        if (!UGO_R15_SACRIFICE_FREES_A_SLOT && table.length >= MAX_TABLE) return `You already have ${MAX_TABLE} Attack/Defense cards on the table.`;
        return null;
      }
      if (a.sacrifice !== undefined) return 'Only 6s and 7s need a sacrifice.';
      if (table.length >= MAX_TABLE) return `You already have ${MAX_TABLE} Attack/Defense cards on the table (the most allowed).`;
      return null;
    }
    case 'equip': {
      if (!inHand(s, seat, a.card)) return 'You do not have that card in your hand.';
      if (!isEquip(a.card)) return isAD(a.card) ? `${label(a.card)} is an Attack/Defense card, not an Equip card (♦ 2–7).` : whyNotAD(a.card);
      const i = slotOf(s, seat, a.target);
      // UGO-R12: your own cards only.
      if (i < 0) return UGO_R12_EQUIP_OWN_CARDS_ONLY ? 'Equip cards go on your own Attack/Defense cards on the table.' : 'No such card on the table.';
      const tc = table[i];
      if (tc.faceDown) return 'An Equip card can only go on a face-up card.';
      if (tc.equips.length >= MAX_EQUIPS) return `${label(tc.card)} already carries ${MAX_EQUIPS} Equip cards (the most allowed).`;
      return null;
    }
    case 'switch': {
      if (s.turn.switched) return 'You have already changed positions this turn (once per turn).';
      const seen = new Set<number>();
      for (const c of a.cards) {
        if (seen.has(c)) return 'Name each card once.';
        seen.add(c);
        if (slotOf(s, seat, c) < 0) return 'You can only change the position of your own cards on the table.';
      }
      // UGO-R14: cards laid this turn may change position too.
      void UGO_R14_NEW_CARDS_MAY_ACT;
      return null;
    }
    case 'attack': {
      if (UGO_R03_FIRST_ROUND_BLOCKS_ONLY_AD_ATTACKS && !mayAttack(s, seat))
        return 'No attacks yet: in the first round only the last player to go may attack.';
      const i = slotOf(s, seat, a.attacker);
      if (i < 0) return 'The attacker must be one of your cards on the table.';
      const tc = table[i];
      if (!tc.attack) return `${label(tc.card)} is in defence position; only cards in attack position attack.`;
      if (s.turn.attacked.includes(a.attacker)) return `${label(tc.card)} has already attacked this turn.`;
      const t = targetOf(s, seat);
      const tt = s.tables[t];
      if (tt.length === 0) return a.target === null ? null : `${seatLabel(t)} has no cards on the table: attack directly.`;
      if (a.target === null) return `${seatLabel(t)} has cards on the table: choose one to attack (a direct attack is only possible when they have none).`;
      if (a.target < 0 || a.target >= tt.length) return `${seatLabel(t)} has no card #${a.target + 1} on the table.`;
      return null;
    }
    case 'special': {
      if (!inHand(s, seat, a.card)) return 'You do not have that card in your hand.';
      if (!isSpecial(a.card)) return isEquip(a.card) ? `${label(a.card)} is an Equip card.` : `${label(a.card)} is an Attack/Defense card: lay it with "play ${label(a.card)} attack" or "… defence".`;
      const r = rankOf(a.card);
      if (r === TEN) return 'A 10 is played for you when you are attacked, by your 10 policy ("ten never", "ten always", "ten 3").';
      if (r !== ACE) return a.target === undefined ? null : 'Only an Ace names a card to hit.';
      const t = targetOf(s, seat);
      if (s.options.acesBySuit) {
        if (a.target !== undefined) return 'With Aces by suit an Ace names no single card.';
        return aceHit(s, a.card, t, undefined) || !UGO_E07_ACE_NEEDS_A_TARGET ? null : `${label(a.card)} would hit nothing on ${seatLabel(t)}'s table.`;
      }
      if (s.tables[t].length === 0) return `${seatLabel(t)} has no cards on the table for the Ace to destroy.`;
      if (a.target === undefined) return `Say which of ${seatLabel(t)}'s cards the Ace destroys.`;
      if (a.target < 0 || a.target >= s.tables[t].length) return `${seatLabel(t)} has no card #${a.target + 1} on the table.`;
      return null;
    }
    case 'end':
      return null;
    default:
      return 'That is not a U-G-O move.';
  }
}

// ---------------------------------------------------------------------------
// Performing (legality already checked)

function values(tc: TableCard): string {
  return `Attack ${attackValue(tc)}, Defense ${defenceValue(tc)}`;
}

function perform(ctx: Ctx, seat: Seat, a: UgoAction): void {
  const s = ctx.s;
  const who = seatLabel(seat);
  switch (a.type) {
    case 'play': {
      const hand = s.hands[seat];
      hand.splice(hand.indexOf(a.card), 1);
      let pre = '';
      if (a.sacrifice !== undefined) pre = `${who} sacrifices ${destroyAt(s, seat, slotOf(s, seat, a.sacrifice))} and `;
      const tc: TableCard = { card: a.card, attack: a.position === 'attack', faceDown: a.position === 'defence' && !!a.faceDown, equips: [] };
      s.tables[seat].push(tc);
      s.turn.playedAD = true;
      if (tc.faceDown) ctx.faceDownFrom = seat;
      const body = tc.faceDown
        ? 'lays a card face-down in defence'
        : `lays ${label(a.card)} in ${a.position} (${values(tc)})`;
      emit(ctx, 'play', pre ? `${pre}${body}.` : `${who} ${body}.`);
      return;
    }
    case 'equip': {
      const hand = s.hands[seat];
      hand.splice(hand.indexOf(a.card), 1);
      const tc = s.tables[seat][slotOf(s, seat, a.target)];
      tc.equips.push(a.card);
      emit(ctx, 'equip', `${who} equips ${label(tc.card)} with ${label(a.card)} (+${equipBonus(a.card)}): ${values(tc)}.`);
      return;
    }
    case 'switch': {
      s.turn.switched = true;
      const parts: string[] = [];
      for (const c of a.cards) {
        const tc = s.tables[seat][slotOf(s, seat, c)];
        const wasDown = tc.faceDown;
        tc.attack = !tc.attack;
        if (tc.attack) tc.faceDown = false;
        parts.push(`${label(tc.card)}${wasDown ? ' (turned face-up)' : ''} to ${tc.attack ? 'attack' : 'defence'}`);
      }
      emit(ctx, 'switch', `${who} changes positions: ${parts.join(', ')}.`);
      return;
    }
    case 'attack': {
      const t = targetOf(s, seat);
      resolveAttack(ctx, seat, slotOf(s, seat, a.attacker), t, a.target);
      return;
    }
    case 'special': {
      const hand = s.hands[seat];
      hand.splice(hand.indexOf(a.card), 1);
      playSpecial(ctx, seat, a.card, a.target);
      // An 8 can knock out the player who played it.
      if (!s.result && !s.alive[seat]) passTurn(ctx);
      return;
    }
    case 'end': {
      // UGO-R16 (UGO_R16_HAND_LIMIT = null): no discarding down at the end of a turn.
      emit(ctx, 'end-turn', `${who} ends their turn.`);
      passTurn(ctx);
      return;
    }
    default:
      return;
  }
}

function finish(ctx: Ctx): ApplyResult<UgoState> {
  const s = ctx.s;
  forgetGone(s, ctx.faceDownFrom ?? null);
  if (ctx.rng) s.rng = ctx.rng.state();
  for (const e of ctx.events) if (e.kind !== 'private') s.log.push(e.text);
  if (s.log.length > UGO_E11_LOG_LENGTH) s.log.splice(0, s.log.length - UGO_E11_LOG_LENGTH);
  return { ok: true, state: s, events: ctx.events };
}

export const tenPolicyText = (p: TenPolicy): string =>
  p === 'never' ? 'never' : p === 'always' ? 'always (whenever an attack or Ace would cost you a card)' : `when an attack or Ace would cost you ${p.threshold} or more cards`;
export const ninePolicyText = (p: NinePolicy): string =>
  p === 'never' ? 'never' : p === 'always' ? `always (${UGO_E08_REFLECT_DEFAULT.join(', ')})` : p.ranks.length ? `against ${p.ranks.join(', ')}` : 'never';

export function applyAction(state: UgoState, seat: Seat, action: UgoAction): ApplyResult<UgoState> {
  if (!isInt(seat) || seat < 0 || seat >= state.players) return fail('There is no such seat at this table.');
  const shape = shapeError(action);
  if (shape) return fail(shape);
  if (state.result) return fail('The game is over.');
  if (!state.alive[seat]) return fail('You are out of this game.');
  // Standing orders (any time; private: no public event, nothing revealed).
  if (action.type === 'tenPolicy' || action.type === 'ninePolicy') {
    if (action.type === 'ninePolicy' && !state.options.ninesReflect) return fail('The "Nines reflect" rule is not on in this game.');
    const s = cloneState(state);
    const events: GameEvent[] = [];
    if (action.type === 'tenPolicy') {
      const p = action.policy;
      s.tenPolicy[seat] = typeof p === 'string' ? p : { threshold: p.threshold };
      events.push({ kind: 'private', text: `Your 10 policy: ${tenPolicyText(s.tenPolicy[seat])}.` });
    } else {
      const p = action.policy;
      s.ninePolicy[seat] = typeof p === 'string' ? p : { ranks: [...new Set(p.ranks)] };
      events.push({ kind: 'private', text: `Your 9 policy (reflect): ${ninePolicyText(s.ninePolicy[seat])}.` });
    }
    return { ok: true, state: s, events };
  }
  if (seat !== state.turn.seat) return fail(`It is not your turn: ${seatLabel(state.turn.seat)} is playing.`);
  const why = illegal(state, seat, action);
  if (why) return fail(why);
  const ctx: Ctx = { s: cloneState(state), events: [], rng: null };
  perform(ctx, seat, action);
  return finish(ctx);
}

export function resign(state: UgoState, seat: Seat): ApplyResult<UgoState> {
  if (!isInt(seat) || seat < 0 || seat >= state.players) return fail('There is no such seat at this table.');
  if (state.result) return fail('The game is over.');
  if (!state.alive[seat]) return fail('You are already out of this game.');
  const ctx: Ctx = { s: cloneState(state), events: [], rng: null };
  const s = ctx.s;
  eliminate(ctx, seat, 'resigned');
  const live = s.alive.filter(Boolean).length;
  if (live === 1) {
    const w = s.alive.indexOf(true);
    s.result = { winners: [w], reason: `${seatLabel(seat)} resigned` };
    emit(ctx, 'end', `${seatLabel(w)} wins: ${seatLabel(seat)} resigned.`);
  } else if (s.turn.seat === seat) {
    passTurn(ctx);
  }
  return finish(ctx);
}

// ---------------------------------------------------------------------------
// Enumeration

/** Every legal action of `seat` now (standing orders excluded: see `standingOrders`). */
export function legalActions(s: UgoState, seat: Seat): UgoAction[] {
  if (s.result || seat !== s.turn.seat || !s.alive[seat]) return [];
  const out: UgoAction[] = [];
  const hand = s.hands[seat];
  const table = s.tables[seat];
  const target = targetOf(s, seat);
  const tTable = s.tables[target];
  const seen = new Set<number>();
  for (const c of hand) {
    if (seen.has(c)) continue;
    seen.add(c);
    if (isAD(c)) {
      if (s.turn.playedAD) continue;
      if (needsSacrifice(c)) {
        for (const v of table) {
          out.push({ type: 'play', card: c, position: 'attack', sacrifice: v.card });
          out.push({ type: 'play', card: c, position: 'defence', sacrifice: v.card });
          out.push({ type: 'play', card: c, position: 'defence', faceDown: true, sacrifice: v.card });
        }
      } else if (table.length < MAX_TABLE) {
        out.push({ type: 'play', card: c, position: 'attack' });
        out.push({ type: 'play', card: c, position: 'defence' });
        out.push({ type: 'play', card: c, position: 'defence', faceDown: true });
      }
    } else if (isEquip(c)) {
      for (const v of table) if (!v.faceDown && v.equips.length < MAX_EQUIPS) out.push({ type: 'equip', card: c, target: v.card });
    } else {
      const r = rankOf(c);
      if (r === TEN) continue;
      if (r === ACE) {
        if (s.options.acesBySuit) {
          if (aceHit(s, c, target, undefined)) out.push({ type: 'special', card: c });
        } else {
          for (let i = 0; i < tTable.length; i++) out.push({ type: 'special', card: c, target: i });
        }
      } else out.push({ type: 'special', card: c });
    }
  }
  if (!s.turn.switched && table.length) {
    for (let mask = 1; mask < 1 << table.length; mask++) {
      const cards: number[] = [];
      for (let i = 0; i < table.length; i++) if (mask & (1 << i)) cards.push(table[i].card);
      out.push({ type: 'switch', cards });
    }
  }
  if (mayAttack(s, seat)) {
    for (const v of table) {
      if (!v.attack || s.turn.attacked.includes(v.card)) continue;
      if (tTable.length === 0) out.push({ type: 'attack', attacker: v.card, target: null });
      else for (let i = 0; i < tTable.length; i++) out.push({ type: 'attack', attacker: v.card, target: i });
    }
  }
  out.push({ type: 'end' });
  return out;
}

/** The standing orders a seat may set at any time (for menus); never in legalActions. */
export function standingOrders(s: UgoState, seat: Seat): UgoAction[] {
  if (s.result || !s.alive[seat]) return [];
  const out: UgoAction[] = [
    { type: 'tenPolicy', policy: 'never' },
    { type: 'tenPolicy', policy: 'always' },
    ...[1, 2, 3, 4, 5, 6, 8, 10].map((n): UgoAction => ({ type: 'tenPolicy', policy: { threshold: n } })),
  ];
  if (s.options.ninesReflect) {
    out.push({ type: 'ninePolicy', policy: 'never' }, { type: 'ninePolicy', policy: 'always' });
    out.push({ type: 'ninePolicy', policy: { ranks: ['A'] } }, { type: 'ninePolicy', policy: { ranks: ['A', 'J'] } });
  }
  return out;
}

