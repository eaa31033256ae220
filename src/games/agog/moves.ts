// Move generation and move application: the hot path. No zod, no strings here
// except the events; module-level scratch buffers keep allocation low.
import type { GameEvent, GameResult } from '../engine.js';
import * as boardMod from './board.js';
import * as rulingsMod from './rulings.js';
import type { AgogAction, AgogState } from './types.js';
// Local bindings of the imported constants: some loaders (vitest's SSR transform, tsx in
// CommonJS mode) turn every use of an imported name into a property load or getter call.
const {
  JG_R02_FORWARD_DIRS,
  JG_R03_JOURNEYMAN_CORRUPTIBLE,
  JG_R04_CORRUPTION_COUNTS_AS_JUMP,
  JG_R05_OWN_POOL_ONLY,
  JG_R06_TARGET_MUST_BE_SINGLE_GOLEM,
  JG_R07_ORDER,
  JG_R08_HULK_MAY_TURN,
  JG_R10_PLY_CAP,
  JG_R10_REASON,
  JG_R11_MUST_LEAVE_SANCTUM,
  JG_R16_CAPTURED_JOURNEYMAN_TO_POOL,
  S5_2_10_BOTTOM_TO_OWN_COLOUR_POOL,
  S5_2_6_START_SQUARE_EMPTY,
  jgR14CorruptionBudget,
} = rulingsMod;
const {
  CORRUPTED,
  EMPTY,
  ENEMY_SANCTUM,
  GOLEM,
  HULK,
  JOURNEYMAN,
  KIND_WORD,
  NB,
  SIDE_NAME,
  kindOf,
  ownerOf,
  squareName,
  unitCode,
} = boardMod;

if (!JG_R04_CORRUPTION_COUNTS_AS_JUMP || !JG_R05_OWN_POOL_ONLY || !JG_R11_MUST_LEAVE_SANCTUM) {
  // These rulings shape the data model itself (sequences are fixed by their jumps; one
  // pool per colour; units never stay on the enemy sanctum); there is no other mode.
  throw new Error('agog: unsupported ruling setting');
}
if (!S5_2_10_BOTTOM_TO_OWN_COLOUR_POOL) throw new Error('agog: unsupported ruling setting');

/** A complete capture sequence found by the search. */
export interface Sequence {
  from: number;
  to: number[];
  jumped: number[];
}

export interface Generated {
  actions: AgogAction[];
  /** jumped[i] = squares jumped by actions[i], in order ([] for simple moves). */
  jumped: number[][];
  /** Units jumped by every legal action (0 when the legal actions are simple moves). */
  maxJumps: number;
}

// ---- scratch state for the capture search ----
const W = new Int8Array(64);
const JUMPED = new Uint8Array(64);
const PATH_TO = new Int8Array(64);
const PATH_J = new Int8Array(64);
let enemyLo = 0;
let enemyHi = 0;
let searchFrom = 0;
let best = 0;
let collectAll = false;
let found: Sequence[] = [];

function record(depth: number): void {
  if (!collectAll) {
    if (depth < best) return;
    if (depth > best) {
      best = depth;
      found = [];
    }
  }
  const to = new Array<number>(depth);
  const jumped = new Array<number>(depth);
  for (let i = 0; i < depth; i++) {
    to[i] = PATH_TO[i];
    jumped[i] = PATH_J[i];
  }
  found.push({ from: searchFrom, to, jumped });
}

/**
 * Depth-first search of capture sequences from `cur`. Jumped units stay on W
 * (blocking) and are marked in JUMPED so none is jumped twice.
 */
function search(cur: number, depth: number, flying: boolean, lastDir: number): void {
  let extended = false;
  for (let d = 0; d < 4; d++) {
    // JG-R08: hulks may turn after each landing; without it they would keep their line.
    if (flying && !JG_R08_HULK_MAY_TURN && depth > 0 && d !== lastDir) continue;
    let s = NB[cur * 4 + d];
    if (flying) while (s >= 0 && W[s] === EMPTY) s = NB[s * 4 + d];
    if (s < 0) continue;
    const c = W[s];
    if (c < enemyLo || c > enemyHi || JUMPED[s] === 1) continue;
    let l = NB[s * 4 + d];
    if (l < 0 || W[l] !== EMPTY) continue;
    JUMPED[s] = 1;
    PATH_J[depth] = s;
    do {
      extended = true;
      PATH_TO[depth] = l;
      search(l, depth + 1, flying, d);
      if (!flying) break;
      l = NB[l * 4 + d];
    } while (l >= 0 && W[l] === EMPTY);
    JUMPED[s] = 0;
  }
  if (!extended && depth > 0) record(depth);
}

function loadBoard(board: readonly number[], side: number): void {
  for (let i = 0; i < 64; i++) W[i] = board[i];
  enemyLo = side === 0 ? 5 : 1;
  enemyHi = side === 0 ? 8 : 4;
}

function searchAll(side: number, all: boolean): Sequence[] {
  const lo = side === 0 ? 1 : 5;
  best = 0;
  collectAll = all;
  found = [];
  for (let sq = 0; sq < 64; sq++) {
    const c = W[sq];
    if (c < lo || c > lo + 3) continue;
    const kind = kindOf(c);
    // §5.2 item 6: the vacated start square counts as empty during the sequence.
    if (S5_2_6_START_SQUARE_EMPTY) W[sq] = EMPTY;
    searchFrom = sq;
    search(sq, 0, kind === HULK || kind === CORRUPTED, -1);
    W[sq] = c;
  }
  const out = found;
  found = [];
  return out;
}

/** Every complete capture sequence of `side`, maximal or not (for error messages). */
export function allCaptureSequences(board: readonly number[], side: number): Sequence[] {
  loadBoard(board, side);
  return searchAll(side, true);
}

/** JG-R06: squares of `side`'s single golems other than `except` (promotion targets). */
export function promotionTargets(board: readonly number[], side: number, except: number): number[] {
  const out: number[] = [];
  for (let sq = 0; sq < 64; sq++) if (sq !== except && isPromotionTarget(board, side, sq)) out.push(sq);
  return out;
}

const NO_JUMPS: number[] = [];

// Promotion targets of the current generate() call, computed on first need.
let genTargets: number[] | null = null;

function pushEnding(
  out: Generated,
  board: readonly number[],
  side: number,
  from: number,
  to: number[],
  capture: boolean,
  corrupt: boolean[],
  jumps: number[],
  kind: number,
): void {
  if (to[to.length - 1] === ENEMY_SANCTUM[side] && kind !== JOURNEYMAN) {
    // JG-R11: promote onto a single golem or leave the board; never stay.
    if (genTargets === null) genTargets = promotionTargets(board, side, -1);
    out.actions.push(frozenAction(from, to, capture, corrupt, null));
    out.jumped.push(jumps);
    for (const t of genTargets) {
      if (t === from) continue;
      out.actions.push(frozenAction(from, to, capture, corrupt, t));
      out.jumped.push(jumps);
    }
  } else {
    out.actions.push(frozenAction(from, to, capture, corrupt, null));
    out.jumped.push(jumps);
  }
}

/**
 * Every action the engine hands out is frozen, so the same values can be shared
 * between callers and the engine's own caches without anyone changing them.
 */
function frozenAction(from: number, to: number[], capture: boolean, corrupt: boolean[], promote: number | null): AgogAction {
  Object.freeze(to);
  Object.freeze(corrupt);
  return Object.freeze({ from, to, capture, corrupt, promote });
}

/** Whether `side` can capture anything (the first jump of some sequence exists). */
export function hasAnyCapture(board: readonly number[], side: number): boolean {
  const lo = side === 0 ? 1 : 5;
  const eLo = side === 0 ? 5 : 1;
  for (let sq = 0; sq < 64; sq++) {
    const c = board[sq];
    if (c < lo || c > lo + 3) continue;
    const kind = (c - 1) & 3;
    const flying = kind === HULK || kind === CORRUPTED;
    const base = sq * 4;
    for (let d = 0; d < 4; d++) {
      let s = NB[base + d];
      if (flying) while (s >= 0 && board[s] === EMPTY) s = NB[s * 4 + d];
      if (s < 0) continue;
      const e = board[s];
      if (e < eLo || e > eLo + 3) continue;
      const l = NB[s * 4 + d];
      if (l >= 0 && board[l] === EMPTY) return true;
    }
  }
  return false;
}

// One-entry memo of hasAnyCapture keyed by board content: legalActions and the
// applyAction that follows ask the same question about the same board.
const capMemo = new Int8Array(64);
let capMemoSide = -1;
let capMemoValue = false;

function memoHit(board: readonly number[], side: number): boolean {
  if (capMemoSide !== side) return false;
  for (let i = 0; i < 64; i++) if (capMemo[i] !== board[i]) return false;
  return true;
}

function memoSet(board: readonly number[], side: number, value: boolean): void {
  for (let i = 0; i < 64; i++) capMemo[i] = board[i];
  capMemoSide = side;
  capMemoValue = value;
}

/** hasAnyCapture, memoised on the last board asked about. */
export function capturesAvailable(board: readonly number[], side: number): boolean {
  if (memoHit(board, side)) return capMemoValue;
  const v = hasAnyCapture(board, side);
  memoSet(board, side, v);
  return v;
}

/** The shared, frozen `corrupt` of every simple move (nobody may mutate it). */
const SIMPLE_CORRUPT = Object.freeze([]) as unknown as boolean[];

/**
 * SIMPLE[from * 64 + to]: the frozen action of a simple move without promotion,
 * shared by every position (immutable values, so generation allocates nothing for them).
 */
const SIMPLE: (AgogAction | undefined)[] = (() => {
  const table: (AgogAction | undefined)[] = new Array(64 * 64).fill(undefined);
  for (let from = 0; from < 64; from++) {
    for (let d = 0; d < 4; d++) {
      for (let t = NB[from * 4 + d]; t >= 0; t = NB[t * 4 + d]) {
        const to = Object.freeze([t]) as unknown as number[];
        table[from * 64 + t] = Object.freeze({ from, to, capture: false, corrupt: SIMPLE_CORRUPT, promote: null });
      }
    }
  }
  return table;
})();

/**
 * Pushes every simple move of `side` onto `out`. With `checkCaptures`, stops and
 * returns true as soon as some unit of `side` can capture (simple moves are then illegal).
 */
function scanSimple(out: Generated, board: readonly number[], side: number, checkCaptures: boolean): boolean {
  const lo = side === 0 ? 1 : 5;
  const hi = lo + 3;
  const eLo = side === 0 ? 5 : 1;
  const eHi = eLo + 3;
  const fwd = JG_R02_FORWARD_DIRS[side];
  const nFwd = fwd.length;
  const sanctum = ENEMY_SANCTUM[side];
  const actions = out.actions;
  const jumped = out.jumped;
  for (let sq = 0; sq < 64; sq++) {
    const c = board[sq];
    if (c < lo || c > hi) continue;
    const kind = (c - 1) & 3;
    const flying = kind === HULK || kind === CORRUPTED;
    const base = sq << 2;
    if (checkCaptures) {
      for (let d = 0; d < 4; d++) {
        let s = NB[base + d];
        if (s < 0) continue;
        let e = board[s];
        if (flying) {
          while (e === EMPTY) {
            s = NB[(s << 2) + d];
            if (s < 0) break;
            e = board[s];
          }
          if (s < 0) continue;
        }
        if (e < eLo || e > eHi) continue;
        const l = NB[(s << 2) + d];
        if (l >= 0 && board[l] === EMPTY) return true;
      }
    }
    for (let k = 0; k < nFwd; k++) {
      const d = fwd[k];
      let t = NB[base + d];
      while (t >= 0 && board[t] === EMPTY) {
        if (t === sanctum) pushEnding(out, board, side, sq, [t], false, SIMPLE_CORRUPT, NO_JUMPS, kind);
        else {
          actions.push(SIMPLE[base * 16 + t] as AgogAction);
          jumped.push(NO_JUMPS);
        }
        if (!flying) break;
        t = NB[(t << 2) + d];
      }
    }
  }
  return false;
}

/** Every legal action of `side` (assumed to be the side to move), with the units each jumps. */
export function generate(board: readonly number[], side: number, pool: number): Generated {
  const out: Generated = { actions: [], jumped: [], maxJumps: 0 };
  genTargets = null;
  let captures: boolean;
  if (memoHit(board, side)) {
    captures = capMemoValue;
    if (!captures) scanSimple(out, board, side, false);
  } else {
    captures = scanSimple(out, board, side, true);
    memoSet(board, side, captures);
  }
  if (!captures) return out;

  out.actions = [];
  out.jumped = [];
  loadBoard(board, side);
  const seqs = searchAll(side, false);
  out.maxJumps = seqs[0].to.length;
  const budget = jgR14CorruptionBudget(pool);
  for (const q of seqs) {
    const kind = kindOf(board[q.from]);
    const n = q.jumped.length;
    if (kind !== JOURNEYMAN || budget <= 0) {
      pushEnding(out, board, side, q.from, q.to, true, new Array<boolean>(n).fill(false), q.jumped, kind);
      continue;
    }
    // Corruption (journeyman only): any subset of corruptible jumps, up to the budget.
    let mask = 0;
    for (let i = 0; i < n; i++) {
      const k = kindOf(board[q.jumped[i]]);
      if (k === GOLEM || k === HULK || (JG_R03_JOURNEYMAN_CORRUPTIBLE && k === JOURNEYMAN)) mask |= 1 << i;
    }
    const subsets: number[] = [];
    for (let sub = mask; ; sub = (sub - 1) & mask) {
      let bits = 0;
      for (let x = sub; x !== 0; x &= x - 1) bits++;
      if (bits <= budget) subsets.push(sub);
      if (sub === 0) break;
    }
    for (let i = subsets.length - 1; i >= 0; i--) {
      const sub = subsets[i];
      const corrupt = new Array<boolean>(n);
      for (let j = 0; j < n; j++) corrupt[j] = (sub & (1 << j)) !== 0;
      pushEnding(out, board, side, q.from, q.to, true, corrupt, q.jumped, kind);
    }
  }
  return out;
}

/**
 * Whether `a` is a legal simple move of `side` (validated from scratch, without
 * generating every action): the fast path of applyAction.
 */
export function isLegalSimple(board: readonly number[], side: number, a: AgogAction): boolean {
  if (a.capture || a.to.length !== 1 || a.corrupt.length !== 0) return false;
  const from = a.from;
  const dest = a.to[0];
  const c = board[from];
  const lo = side === 0 ? 1 : 5;
  if (c < lo || c > lo + 3) return false;
  const kind = (c - 1) & 3;
  const flying = kind === HULK || kind === CORRUPTED;
  const fwd = JG_R02_FORWARD_DIRS[side];
  let reached = false;
  for (let k = 0; k < fwd.length && !reached; k++) {
    const d = fwd[k];
    let t = NB[from * 4 + d];
    while (t >= 0 && board[t] === EMPTY) {
      if (t === dest) {
        reached = true;
        break;
      }
      if (!flying) break;
      t = NB[t * 4 + d];
    }
  }
  if (!reached) return false;
  if (a.promote !== null) {
    if (dest !== ENEMY_SANCTUM[side] || kind === JOURNEYMAN || a.promote === from) return false;
    if (!isPromotionTarget(board, side, a.promote)) return false;
  }
  return !capturesAvailable(board, side);
}

function isPromotionTarget(board: readonly number[], side: number, sq: number): boolean {
  const c = board[sq];
  if (c === unitCode(side, GOLEM)) return true;
  return !JG_R06_TARGET_MUST_BE_SINGLE_GOLEM && c !== EMPTY && ownerOf(c) === side && kindOf(c) !== JOURNEYMAN;
}

/**
 * Whether another unit of the same kind as the one on `from` could make a simple
 * move to `dest` (JG-R15's disambiguation test when the legal actions are simple moves).
 */
export function simpleClash(board: readonly number[], side: number, from: number, dest: number): boolean {
  const c = board[from];
  const kind = (c - 1) & 3;
  const flying = kind === HULK || kind === CORRUPTED;
  const fwd = JG_R02_FORWARD_DIRS[side];
  for (let k = 0; k < fwd.length; k++) {
    const back = (fwd[k] + 2) & 3;
    let s = NB[dest * 4 + back];
    if (flying) while (s >= 0 && board[s] === EMPTY) s = NB[s * 4 + back];
    if (s >= 0 && s !== from && board[s] === c) return true;
  }
  return false;
}

/** Whether `side` has any legal action on `board` (early exit; the immobilisation test). */
export function hasAnyMove(board: readonly number[], side: number): boolean {
  const lo = side === 0 ? 1 : 5;
  const eLo = side === 0 ? 5 : 1;
  const fwd = JG_R02_FORWARD_DIRS[side];
  for (let sq = 0; sq < 64; sq++) {
    const c = board[sq];
    if (c < lo || c > lo + 3) continue;
    for (let k = 0; k < fwd.length; k++) {
      const t = NB[sq * 4 + fwd[k]];
      if (t >= 0 && board[t] === EMPTY) return true;
    }
    const kind = kindOf(c);
    const flying = kind === HULK || kind === CORRUPTED;
    for (let d = 0; d < 4; d++) {
      let s = NB[sq * 4 + d];
      if (flying) while (s >= 0 && board[s] === EMPTY) s = NB[s * 4 + d];
      if (s < 0) continue;
      const e = board[s];
      if (e < eLo || e > eLo + 3) continue;
      const l = NB[s * 4 + d];
      if (l >= 0 && board[l] === EMPTY) return true;
    }
  }
  return false;
}

/** Structural equality of two actions. */
export function sameAction(a: AgogAction, b: AgogAction): boolean {
  if (a.from !== b.from || a.capture !== b.capture || a.promote !== b.promote) return false;
  const n = a.to.length;
  if (n !== b.to.length || a.corrupt.length !== b.corrupt.length) return false;
  for (let i = 0; i < n; i++) if (a.to[i] !== b.to[i]) return false;
  for (let i = 0; i < a.corrupt.length; i++) if (a.corrupt[i] !== b.corrupt[i]) return false;
  return true;
}

/** Cheap shape check of an untrusted action value (no zod in the hot path). */
export function isActionShape(a: unknown): a is AgogAction {
  if (typeof a !== 'object' || a === null) return false;
  const x = a as Record<string, unknown>;
  if (!isSquare(x.from) || typeof x.capture !== 'boolean') return false;
  if (!(x.promote === null || isSquare(x.promote))) return false;
  const to = x.to;
  const corrupt = x.corrupt;
  if (!Array.isArray(to) || !Array.isArray(corrupt) || to.length < 1 || to.length > 40) return false;
  for (let i = 0; i < to.length; i++) if (!isSquare(to[i])) return false;
  if (corrupt.length > 40) return false;
  for (let i = 0; i < corrupt.length; i++) if (typeof corrupt[i] !== 'boolean') return false;
  return true;
}

function isSquare(v: unknown): v is number {
  return typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 63;
}

/**
 * Applies a legal action (already matched against `generate`) and returns the next
 * state. `jumps` are the squares it jumps; `text` its canonical notation.
 */
export function applyLegal(
  state: AgogState,
  action: AgogAction,
  jumps: readonly number[],
  text: string,
): { state: AgogState; events: GameEvent[] } {
  const me = state.toMove;
  const opp = (1 - me) as 0 | 1;
  const board = state.board.slice();
  const pools: [number, number] = [state.pools[0], state.pools[1]];
  const piece = board[action.from];
  const kind = kindOf(piece);
  const final = action.to[action.to.length - 1];
  const events: GameEvent[] = [{ kind: 'move', text: `${SIDE_NAME[me]}: ${text}` }];
  board[action.from] = EMPTY;
  board[final] = piece;
  let capturedJourneyman = false;
  let result: GameResult | null = null;

  for (const step of JG_R07_ORDER) {
    switch (step) {
      case 'captures': {
        if (jumps.length === 0) break;
        let captured = '';
        let nCaptured = 0;
        let corrupted = '';
        let nCorrupted = 0;
        for (let i = 0; i < jumps.length; i++) {
          const s = jumps[i];
          const c = board[s];
          const k = kindOf(c);
          if (action.corrupt[i]) {
            // Pay one golem from the mover's pool; a hulk's top enemy golem returns to the enemy pool.
            pools[me] -= 1;
            if (k === HULK) pools[opp] += 1;
            board[s] = unitCode(me, CORRUPTED);
            corrupted += (nCorrupted++ > 0 ? ', ' : '') + squareName(s);
          } else {
            if (k === GOLEM) pools[opp] += 1;
            else if (k === HULK) pools[opp] += 2;
            else if (k === CORRUPTED) {
              // Top checker is the controller's (opp) golem, bottom is the mover's.
              pools[opp] += 1;
              pools[me] += 1;
            } else {
              capturedJourneyman = true;
              if (JG_R16_CAPTURED_JOURNEYMAN_TO_POOL) pools[opp] += 1;
            }
            board[s] = EMPTY;
            captured += (nCaptured++ > 0 ? ', ' : '') + KIND_WORD[k] + ' ' + squareName(s);
          }
        }
        if (nCaptured > 0) events.push({ kind: 'capture', text: SIDE_NAME[me] + ' captured: ' + captured + '.' });
        if (nCorrupted > 0) events.push({ kind: 'corrupt', text: SIDE_NAME[me] + ' corrupted: ' + corrupted + '.' });
        break;
      }
      case 'sanctum': {
        if (final !== ENEMY_SANCTUM[me] || kind === JOURNEYMAN) break;
        board[final] = EMPTY;
        const where = squareName(final);
        if (action.promote !== null) {
          board[action.promote] = unitCode(me, HULK);
          if (kind === HULK) pools[me] += 1;
          else if (kind === CORRUPTED) pools[opp] += 1;
          events.push({
            kind: 'promote',
            text: `${SIDE_NAME[me]}'s ${KIND_WORD[kind]} reached ${where}: a new hulk on ${squareName(action.promote)}.`,
          });
        } else {
          if (kind === GOLEM) pools[me] += 1;
          else if (kind === HULK) pools[me] += 2;
          else {
            pools[me] += 1;
            pools[opp] += 1;
          }
          events.push({ kind: 'remove', text: `${SIDE_NAME[me]}'s ${KIND_WORD[kind]} reached ${where} and left the board.` });
        }
        break;
      }
      case 'win': {
        if (capturedJourneyman) {
          result = { winners: [me], reason: `${SIDE_NAME[opp]}'s journeyman was captured` };
        } else if (kind === JOURNEYMAN && final === ENEMY_SANCTUM[me]) {
          result = { winners: [me], reason: `${SIDE_NAME[me]}'s journeyman reached the enemy sanctum` };
        } else if (!hasAnyMove(board, opp)) {
          result = { winners: [me], reason: `${SIDE_NAME[opp]} has no legal move` };
        }
        break;
      }
    }
  }

  const ply = state.ply + 1;
  if (result === null && ply >= JG_R10_PLY_CAP) result = { winners: [], reason: JG_R10_REASON };
  if (result !== null) {
    events.push({
      kind: 'end',
      text: result.winners.length > 0 ? `${SIDE_NAME[me]} wins: ${result.reason}.` : `Game stopped: ${result.reason}.`,
    });
  }
  const path = new Array<number>(action.to.length + 1);
  path[0] = action.from;
  for (let i = 0; i < action.to.length; i++) path[i + 1] = action.to[i];
  return {
    state: {
      board,
      toMove: opp,
      pools,
      ply,
      last: { seat: me, path, promote: action.promote, text },
      result,
    },
    events,
  };
}
