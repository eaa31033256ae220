// Setup, the application of actions (with their legality), resignation.
import type { ApplyResult, Seat, SetupArgs, SetupResult } from '../engine.js';
import { fail } from '../engine.js';
import { Rng, seedRng } from '../rng.js';
import { COUNT, COUNTERS, nameOf } from './counters.js';
import { boardToWrite, eff, effOf, emit, finishRng, newCtx, rng, type Ctx } from './ctx.js';
import { deployPlan, attach, attachError, place, specError, type DeploySpec } from './deploy.js';
import { restrictionError } from './restrictions.js';
import { commitPlan } from './allowances.js';
import { CELLS, cellName } from './geometry.js';
import { abilitiesAt, allowanceFor, checkUse, resolveUse, spend, verbOf } from './abilities.js';
import { cast, castError, dropPicksOf, pick, pickable } from './cast.js';
import { doMove, moveError } from './effects/movement.js';
import type { Args } from './effects/common.js';
import { optionsSchema, POSITION_MAX_LENGTH } from './options.js';
import { parsePosition, positionGiven } from './position.js';
import { MOGO_R69_DEFAULT_ORDER, MOGO_START_HAND } from './rulings.js';
import { VERBS, actionSchema, cloneState, seatLabel, type CounterOrder, type MogoAction, type MogoState, type Verb } from './state.js';
import { beginTurn, endPhase, freshTurn, handLimit, passIfTurnOwnerLeft, takeSnapshot } from './turn.js';
import { checkVictory, dropPending } from './victory.js';
import { discardFromHand } from './zones.js';
import { forgetGone } from './knowledge.js';

export interface MogoOptions {
  /** A custom position (see position.ts), or null for a fresh game. */
  position: string | null;
}

// ---------------------------------------------------------------------------
// Setup

export function setup(args: SetupArgs<MogoOptions>): SetupResult<MogoState> {
  const players = args.players;
  if (!Number.isInteger(players) || players < 2 || players > 4) return fail('Mogo is played by 2 to 4 players.');
  const r = new Rng(seedRng(String(args.seed)));
  const base = (): MogoState => ({
    game: 'mogo',
    players,
    rng: [],
    board: Array.from({ length: CELLS }, () => null),
    draw: [],
    discard: [],
    hands: Array.from({ length: players }, () => []),
    captures: Array.from({ length: players }, () => []),
    out: [],
    tokens: Array.from({ length: players }, () => 0),
    alive: Array.from({ length: players }, () => true),
    turn: freshTurn(0, 1, 'fate'),
    extraTurns: [],
    pending: null,
    orders: Array.from({ length: players }, (): CounterOrder => MOGO_R69_DEFAULT_ORDER),
    deployer: Array.from({ length: COUNT }, () => -1),
    snapshots: [],
    quiet: Array.from({ length: players }, () => false),
    nextTs: 1,
    notes: Array.from({ length: players }, () => []),
    known: [],
    log: [],
    result: null,
  });
  const s = base();
  const options = optionsSchema.safeParse(args.options ?? {});
  if (!options.success) return fail(`Unknown Mogo options (a position is text of at most ${POSITION_MAX_LENGTH} characters).`);
  const position = options.data.position;
  if (positionGiven(position)) {
    const p = parsePosition(position, players);
    if (typeof p === 'string') return fail(p);
    s.board = p.board;
    s.hands = p.hands;
    s.captures = p.captures;
    s.discard = p.discard;
    s.tokens = p.tokens;
    // Draw pile: top last in the state; the given ones on top, the rest shuffled below.
    s.draw = [...r.shuffle(p.rest), ...p.drawTop.slice().reverse()];
    let ts = 1;
    for (const piece of s.board) {
      if (!piece) continue;
      s.deployer[piece.c] = piece.owner;
      for (const m of piece.mods) s.deployer[m.c] = piece.owner;
      ts = Math.max(ts, piece.ts, ...piece.mods.map((m) => m.ts));
    }
    // MOGO-R62: a captured counter's deployer is the next seat after the pile's owner.
    for (let q = 0; q < players; q++) for (const c of s.captures[q]) s.deployer[c] = (q + 1) % players;
    s.nextTs = ts + 1;
    // MOGO-R43: already inside the phase; nothing is drawn or captured again.
    s.turn = freshTurn(p.toMove, 1, p.phase);
    s.rng = r.state();
    takeSnapshot(s); // MOGO-R68
    const x = newCtx(s);
    checkVictory(x);
    s.log.push(`A game from a position begins: ${seatLabel(p.toMove)}'s turn, ${p.phase} phase.`);
    return { ok: true, state: s };
  }
  s.draw = r.shuffle(Array.from({ length: COUNT }, (_, i) => i));
  for (let q = 0; q < players; q++) for (let i = 0; i < MOGO_START_HAND; i++) s.hands[q].push(s.draw.pop()!);
  // §1.1 item 5, MOGO-R41: the first player is chosen at random (ties rerolled = uniform), the game's only roll.
  const first = r.int(0, players - 1);
  s.rng = r.state();
  const x = newCtx(s);
  beginTurn(x, first, 1);
  finishRng(x);
  return { ok: true, state: s };
}

// ---------------------------------------------------------------------------
// Enumeration is in legal.ts.

const toArgs = (a: { cells: number[]; counter?: number; seat?: Seat }): Args => ({
  cells: a.cells,
  counters: a.counter !== undefined ? [a.counter] : [],
  ...(a.seat !== undefined ? { seat: a.seat } : {}),
});

// ---------------------------------------------------------------------------
// Application

function finish(x: Ctx): ApplyResult<MogoState> {
  forgetGone(x.s);
  finishRng(x);
  return { ok: true, state: x.s, events: x.events };
}

// Most actions are `end`: this is exactly the shape the schema accepts for it, checked without zod.
const isEnd = (a: unknown): boolean =>
  typeof a === 'object' && a !== null && !Array.isArray(a) && (a as { type?: unknown }).type === 'end' && Object.keys(a).length === 1;
const END: MogoAction = { type: 'end' };

const isInt = (v: unknown, lo: number, hi: number): v is number => Number.isInteger(v) && (v as number) >= lo && (v as number) <= hi;
/** An array of at most `max` integers 0…`hi` (every index, holes included). */
function ints(v: unknown, max: number, hi: number): boolean {
  if (!Array.isArray(v) || v.length > max) return false;
  for (let i = 0; i < v.length; i++) if (!isInt(v[i], 0, hi)) return false;
  return true;
}

/**
 * The commonest actions checked by hand, exactly as the schema would check them
 * (a fresh object with the same fields); undefined: let the schema decide.
 */
function quickParse(a: unknown): MogoAction | undefined {
  if (typeof a !== 'object' || a === null || Object.getPrototypeOf(a) !== Object.prototype) return undefined;
  const o = a as Record<string, unknown>;
  const keys = Object.keys(o);
  switch (o.type) {
    case 'deploy': {
      const { counter, cell, copy, seat } = o;
      if (!isInt(counter, 0, 154) || !isInt(cell, 0, 99)) return undefined;
      if (copy !== undefined && !isInt(copy, 0, 99)) return undefined;
      if (seat !== undefined && !isInt(seat, 0, 3)) return undefined;
      if (keys.length !== 3 + ('copy' in o ? 1 : 0) + ('seat' in o ? 1 : 0)) return undefined;
      return { type: 'deploy', counter, cell, ...(copy !== undefined ? { copy } : {}), ...(seat !== undefined ? { seat } : {}) };
    }
    case 'move': {
      const { from, path } = o;
      if (keys.length !== 3 || !isInt(from, 0, 99) || !Array.isArray(path) || path.length < 1 || path.length > 12) return undefined;
      for (let i = 0; i < path.length; i++) if (!isInt(path[i], 0, 99)) return undefined;
      return { type: 'move', from, path: path.slice() as number[] };
    }
    case 'act': {
      const { from, verb, cells, counter, seat } = o;
      if (!isInt(from, 0, 99) || !VERBS.includes(verb as Verb) || !ints(cells, 3, 99)) return undefined;
      if (counter !== undefined && !isInt(counter, 0, 154)) return undefined;
      if (seat !== undefined && !isInt(seat, 0, 3)) return undefined;
      if (keys.length !== 4 + ('counter' in o ? 1 : 0) + ('seat' in o ? 1 : 0)) return undefined;
      const a: MogoAction = { type: 'act', from, verb: verb as Verb, cells: (cells as number[]).slice() };
      if (counter !== undefined) a.counter = counter;
      if (seat !== undefined) a.seat = seat;
      return a;
    }
    case 'cast': {
      const { counter, cells, counters, tag, seat } = o;
      if (!isInt(counter, 0, 154) || !ints(cells, 3, 99) || !ints(counters, 60, 154)) return undefined;
      if (tag !== undefined && (typeof tag !== 'string' || tag.length > 20)) return undefined;
      if (seat !== undefined && !isInt(seat, 0, 3)) return undefined;
      if (keys.length !== 4 + ('tag' in o ? 1 : 0) + ('seat' in o ? 1 : 0)) return undefined;
      const a: MogoAction = { type: 'cast', counter, cells: (cells as number[]).slice(), counters: (counters as number[]).slice() };
      if (tag !== undefined) a.tag = tag;
      if (seat !== undefined) a.seat = seat;
      return a;
    }
    case 'discard':
      return keys.length === 2 && isInt(o.counter, 0, 154) ? { type: 'discard', counter: o.counter } : undefined;
    case 'pick':
      return keys.length === 2 && (o.cell === null || isInt(o.cell, 0, 99)) ? { type: 'pick', cell: o.cell as number | null } : undefined;
    default:
      return undefined;
  }
}

export function applyAction(state: MogoState, seat: Seat, action: MogoAction): ApplyResult<MogoState> {
  let a: MogoAction = END;
  if (!isEnd(action)) {
    const quick = quickParse(action);
    if (quick) a = quick;
    else {
      const parsed = actionSchema.safeParse(action);
      if (!parsed.success) return fail('That is not a Mogo action.');
      a = parsed.data;
    }
  }
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.players) return fail('There is no such seat at this table.');
  if (state.result) return fail('The game is over.');
  if (!state.alive[seat]) return fail('You have left this game.');
  if (a.type === 'order') return setOrder(state, seat, a.order);
  const x = newCtx(cloneState(state));
  const before = effOf(state);
  x.eff = before;
  const s = x.s;
  const err = applyInner(x, seat, a);
  if (err) return fail(err);
  // A decision left open by a player who resigned on their own turn has just closed (MOGO-R78).
  passIfTurnOwnerLeft(x);
  // Victories change only with the board (captures come with a board change too).
  if (!s.result && x.eff !== before) checkVictory(x);
  return finish(x);
}

function setOrder(state: MogoState, seat: Seat, order: CounterOrder): ApplyResult<MogoState> {
  if (Array.isArray(order)) {
    for (const c of order) if (COUNTERS[c].type !== 'S') return fail(`${nameOf(c)} is not a Sorcery.`);
    order = [...new Set(order)].sort((p, q) => p - q);
  }
  const s = cloneState(state);
  s.orders[seat] = order;
  const text = `Your Counter standing order is now: ${formatOrder(order)}.`;
  return { ok: true, state: s, events: [{ kind: 'private', text }] };
}

export const formatOrder = (o: CounterOrder): string => (typeof o === 'string' ? o : o.map(nameOf).join(', '));

function applyInner(x: Ctx, seat: Seat, a: MogoAction): string | null {
  const s = x.s;
  const p = s.pending;
  if (a.type === 'millstone-timeout' || (p && (a.type === 'discard' || a.type === 'pick'))) {
    if (!p) return 'Nobody is waiting for that.';
    if (p.kind === 'millstone') {
      if (p.seat !== seat) return `${seatLabel(p.seat)} is choosing a counter to discard.`;
      let c: number;
      if (a.type === 'millstone-timeout') {
        const h = s.hands[seat];
        c = h.length ? h[rng(x).int(0, h.length - 1)] : -1;
      } else if (a.type === 'discard') c = a.counter;
      else return 'Discard a counter from your hand.';
      if (c >= 0) {
        if (!discardFromHand(x, seat, c)) return `You have no ${nameOf(c)} in your hand.`;
        emit(x, 'discard', `${seatLabel(seat)} discards ${nameOf(c)} (Millstone${a.type === 'millstone-timeout' ? ', chosen at random' : ''}).`);
      }
      s.pending = null;
      return null;
    }
    if (p.order[p.idx] !== seat) return `${seatLabel(p.order[p.idx])} is picking for Balance.`;
    if (a.type !== 'pick') return 'Pick a counter for Balance, or "pick done".';
    if (a.cell !== null && !pickable(x, a.cell)) return `${cellName(a.cell)} holds no counter Balance may pick.`;
    pick(x, a.cell);
    return null;
  }
  if (p) return p.kind === 'balance' ? `Waiting for ${seatLabel(p.order[p.idx])} to pick for Balance.` : `Waiting for ${seatLabel(p.seat)} to discard.`;
  if (seat !== s.turn.seat) return `It is ${seatLabel(s.turn.seat)}'s turn.`;
  const e = eff(x);
  if (s.turn.sift > 0 && a.type !== 'discard') return 'First discard a counter for your Tome.';
  switch (a.type) {
    case 'discard': {
      if (s.turn.sift > 0) {
        if (!discardFromHand(x, seat, a.counter)) return `You have no ${nameOf(a.counter)} in your hand.`;
        s.turn.sift--;
        emit(x, 'discard', `${seatLabel(seat)} discards ${nameOf(a.counter)} (Tome).`);
        return null;
      }
      if (s.turn.phase !== 'end') return 'Discards come in the End Phase.';
      // MOGO-R71: only while over the limit.
      if (s.hands[seat].length <= handLimit(s, e, seat)) return 'Your hand is within its limit.';
      if (!discardFromHand(x, seat, a.counter)) return `You have no ${nameOf(a.counter)} in your hand.`;
      emit(x, 'discard', `${seatLabel(seat)} discards ${nameOf(a.counter)}.`);
      return null;
    }
    case 'end': {
      if (s.turn.phase === 'end' && s.hands[seat].length > handLimit(s, e, seat)) return `Discard down to ${handLimit(s, e, seat)} first.`;
      endPhase(x);
      return null;
    }
    case 'deploy': {
      if (s.turn.phase !== 'deployment') return 'Deployments are made in the Deployment Phase.';
      if (!s.hands[seat].includes(a.counter)) return `You have no ${nameOf(a.counter)} in your hand.`;
      const t = COUNTERS[a.counter].type;
      if (t === 'S') return `${nameOf(a.counter)} is a Sorcery: cast it.`;
      if (t === 'M') return `${nameOf(a.counter)} is a Modifier: attach it.`;
      const spec: DeploySpec = { counter: a.counter, cell: a.cell, ...(a.copy !== undefined ? { copy: a.copy } : {}), ...(a.seat !== undefined ? { seat: a.seat } : {}) };
      const err = specError(s, e, seat, spec) ?? restrictionError(s, e, seat, spec);
      if (err) return err;
      const plan = deployPlan(s, e, seat, spec);
      if (!plan) return 'You have no Deployment left this turn for that.';
      commitPlan(s, plan);
      s.turn.busy = true;
      place(x, seat, spec, 'deploys');
      return null;
    }
    case 'attach': {
      if (s.turn.phase !== 'deployment') return 'Modifiers are attached in the Deployment Phase.';
      const err = attachError(s, e, seat, a.counter, a.cell);
      if (err) return err;
      attach(x, seat, a.counter, a.cell);
      return null;
    }
    case 'move': {
      if (s.turn.phase !== 'action') return 'Moves are made in the Action Phase.';
      const err = moveError(x, seat, a.from, a.path);
      if (err) return err;
      const allow = allowanceFor(s, e, seat, a.from, true);
      if (!allow) return 'You have no Action left this turn (spend Action Tokens for more).';
      spend(s, s.board[a.from]!.c, allow);
      s.turn.busy = true;
      doMove(x, seat, a.from, a.path);
      return null;
    }
    case 'act': {
      if (s.turn.phase !== 'action') return 'Actions are taken in the Action Phase.';
      if (e.ch[a.from] < 0 || e.ctrl[a.from] !== seat) return `You control no counter on ${cellName(a.from)}.`;
      const uses = abilitiesAt(e, a.from, seat).filter((u) => verbOf(u.prim) === a.verb);
      if (!uses.length) return `${nameOf(e.ch[a.from])} has no working "${a.verb}" ability.`;
      const args = toArgs(a);
      let firstErr = '';
      for (const u of uses) {
        const err = checkUse(x, u, args);
        if (err) {
          firstErr ||= err;
          continue;
        }
        const allow = allowanceFor(s, e, seat, a.from, false);
        if (!allow) return 'You have no Action left this turn (spend Action Tokens for more).';
        spend(s, s.board[a.from]!.c, allow);
        s.turn.busy = true;
        resolveUse(x, u, args);
        return null;
      }
      return firstErr;
    }
    case 'cast': {
      const args: Args = { cells: a.cells, counters: a.counters, ...(a.tag !== undefined ? { tag: a.tag } : {}), ...(a.seat !== undefined ? { seat: a.seat } : {}) };
      const err = castError(x, seat, a.counter, args);
      if (err) return err;
      cast(x, seat, a.counter, args);
      return null;
    }
    case 'pick':
      return 'Nobody is picking for Balance now.';
    default:
      return 'That is not a Mogo action.';
  }
}

// ---------------------------------------------------------------------------
// Resignation (A7, MOGO-R59)

export function resign(state: MogoState, seat: Seat): ApplyResult<MogoState> {
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.players) return fail('There is no such seat at this table.');
  if (state.result) return fail('The game is over.');
  if (!state.alive[seat]) return fail('You have already left this game.');
  const x = newCtx(cloneState(state));
  const s = x.s;
  s.alive[seat] = false;
  emit(x, 'resign', `${seatLabel(seat)} resigns.`);
  const live = s.alive.filter(Boolean).length;
  if (live === 1) {
    const w = s.alive.indexOf(true);
    s.result = { winners: [w], reason: `${seatLabel(seat)} resigned` };
    dropPending(s);
    emit(x, 'end', `${seatLabel(w)} wins: ${seatLabel(seat)} resigned.`);
    return finish(x);
  }
  // Their counters leave with no triggers; their hand leaves play.
  const e = eff(x);
  for (const c of e.cells) {
    const p = s.board[c]!;
    if (e.ctrl[c] !== seat) {
      // A Modifier is theirs if they attached it (MOGO-R49), whoever holds the host.
      if (!p.mods.some((m) => m.owner === seat)) continue;
      for (const m of p.mods) if (m.owner === seat) s.discard.push(m.c);
      boardToWrite(x)[c] = { ...p, mods: p.mods.filter((m) => m.owner !== seat) };
      continue;
    }
    for (const m of p.mods) s.discard.push(m.c);
    s.discard.push(p.c);
    boardToWrite(x)[c] = null;
  }
  x.eff = null;
  s.out.push(...s.hands[seat]);
  s.hands[seat] = [];
  s.orders[seat] = 'off';
  // MOGO-R78: an open decision is finished by the seats it names before play passes on;
  // the leaver's own part is "none" (a Millstone victim's hand has left play with them).
  const p = s.pending;
  if (p?.kind === 'millstone' && p.seat === seat) s.pending = null;
  if (p?.kind === 'balance') dropPicksOf(x, seat);
  passIfTurnOwnerLeft(x);
  if (!s.result) checkVictory(x);
  return finish(x);
}

