// The §1.7 counters that need code of their own, apart from Counter (cast.ts) and
// Doppelganger/Sinkhole (deploy.ts): Time Twist's undo, Balance's round of picks,
// Egg's hatching (MOGO-R32, R54) and the action-deployments of Explorer and Atlantis.
import { dirty, drawToWrite, emit, eff, type Ctx } from '../ctx.js';
import { COUNTERS, N, T_L, charsMatch, nameOf } from '../counters.js';
import { copyChoices, needsVictim, place, prospectiveChars, specError, type DeploySpec } from '../deploy.js';
import { deployRefused, restrictionError } from '../restrictions.js';
import { ADJ, cellName } from '../geometry.js';
import { MOGO_BALANCE_PICKS, MOGO_TIME_TWIST_TURNS } from '../rulings.js';
import { cloneBoard, opponents, seatLabel, type MogoState } from '../state.js';
import { tellTable } from '../knowledge.js';
import { args, emptyCells, type Args, type Handler, type Use } from './common.js';
import { plural } from '../../plural.js';

// ---------------------------------------------------------------------------
// Time Twist (UNDO)

/** The snapshot Time Twist in turn n goes back to: turn n−2, or turn 1 (MOGO-R68). */
export function twistSnapshot(s: MogoState) {
  const want = Math.max(1, s.turn.number - MOGO_TIME_TWIST_TURNS);
  return s.snapshots.find((sn) => sn.turn === want) ?? s.snapshots[0];
}

function placedNow(s: MogoState): Set<number> {
  const out = new Set<number>();
  for (const p of s.board) {
    if (!p) continue;
    out.add(p.c);
    for (const m of p.mods) out.add(m.c);
  }
  for (const cp of s.captures) for (const c of cp) out.add(c);
  return out;
}

/** Takes `c` out of whichever hand or pile holds it. */
function pluck(x: Ctx, c: number): void {
  const s = x.s;
  for (const zone of [s.draw.includes(c) ? drawToWrite(x) : s.draw, s.discard, s.out, ...s.hands]) {
    const i = zone.indexOf(c);
    if (i >= 0) {
      zone.splice(i, 1);
      return;
    }
  }
}

const undo: Handler = {
  options: () => [args()],
  resolve(x) {
    const s = x.s;
    const snap = twistSnapshot(s);
    if (!snap) return;
    const before = placedNow(s);
    const board = cloneBoard(snap.board);
    const captures = snap.captures.map((c) => c.slice());
    // A resigned player's counters stay gone (MOGO-R59; MOGO-E06, adopted by MOGO-R79).
    for (let c = 0; c < board.length; c++) {
      const p = board[c];
      if (!p) continue;
      if (!s.alive[p.owner]) board[c] = null;
      else if (p.mods.some((m) => !s.alive[m.owner])) board[c] = { ...p, mods: p.mods.filter((m) => s.alive[m.owner]) };
    }
    const after = placedNow({ ...s, board, captures });
    // New arrivals go home to whoever deployed them; returning counters leave where they are.
    for (const c of before) {
      if (after.has(c)) continue;
      const d = s.deployer[c];
      if (d >= 0 && s.alive[d]) {
        s.hands[d].push(c);
        tellTable(s, d, [c]);
      } else s.discard.push(c);
    }
    for (const c of after) if (!before.has(c)) pluck(x, c);
    s.board = board;
    s.captures = captures;
    s.tokens = s.tokens.map((t, p) => snap.tokens[p] ?? t);
    dirty(x);
    emit(x, 'effect', `Time Twist: the board and the Capture Piles are as they were at the start of turn ${snap.turn}.`);
  },
};

// ---------------------------------------------------------------------------
// Balance

const balance: Handler = {
  options: () => [args()],
  resolve(x, u) {
    const order = [u.seat, ...opponents(x.s, u.seat)];
    x.s.pending = { kind: 'balance', caster: u.seat, order, idx: 0, picks: [], by: [], count: 0 };
    emit(x, 'pending', `Balance: each player in turn picks up to ${plural(MOGO_BALANCE_PICKS, 'counter')} to destroy, ${seatLabel(u.seat)} first.`);
  },
};

// ---------------------------------------------------------------------------
// Egg (HATCH) and action-deployments (ACT_DEPLOY)

function specsFor(x: Ctx, u: Use, counter: number, cells: readonly number[], ignoreRules: boolean, skipCopyCell = -1): Args[] {
  const s = x.s;
  const e = eff(x);
  const out: Args[] = [];
  const copies = counter === N.doppelganger ? copyChoices(e).filter((c) => c !== skipCopyCell) : [];
  const copyOpts: (number | undefined)[] = copies.length ? copies : [undefined];
  for (const cell of cells) {
    for (const copy of copyOpts) {
      const spec: DeploySpec = { counter, cell, ...(copy !== undefined ? { copy } : {}) };
      const ch = prospectiveChars(e, spec);
      if (u.prim.code === 'ACT_DEPLOY' && !charsMatch(ch, u.prim.filter)) continue;
      if (!ignoreRules && deployRefused(s, e, u.seat, spec)) continue;
      const victims = needsVictim(ch) ? opponents(s, u.seat) : [undefined];
      for (const v of victims) out.push(args(copy !== undefined ? [cell, copy] : [cell], [counter], v !== undefined ? { seat: v } : {}));
    }
  }
  return out;
}

const hatch: Handler = {
  options(x, u) {
    const out: Args[] = [];
    for (const c of new Set(x.s.hands[u.seat])) {
      if (COUNTERS[c].type !== 'U') continue;
      // The Egg is gone by the time the Unit arrives: it cannot be copied.
      for (const a of specsFor(x, u, c, [u.from], true, u.from)) out.push(args(a.cells.slice(1), a.counters, a.seat !== undefined ? { seat: a.seat } : {}));
    }
    return out;
  },
  resolve(x, u, a) {
    const spec: DeploySpec = { counter: a.counters[0], cell: u.from, ...(a.cells.length ? { copy: a.cells[0] } : {}), ...(a.seat !== undefined ? { seat: a.seat } : {}) };
    place(x, u.seat, spec, 'hatches');
  },
};

const actDeploy: Handler = {
  options(x, u) {
    const out: Args[] = [];
    const e = eff(x);
    const cells = u.prim.scope === 'ADJ' ? ADJ[u.from].filter((c) => e.ch[c] < 0) : emptyCells(x);
    // Sinkhole goes onto a Locale, not into an empty cell (MOGO-R33).
    const locales = () => (u.prim.scope === 'ADJ' ? ADJ[u.from] : e.cells).filter((c) => e.ch[c] >= 0 && e.types[c] & T_L);
    for (const c of new Set(x.s.hands[u.seat])) {
      const t = COUNTERS[c].type;
      if (t === 'S' || t === 'M') continue;
      out.push(...specsFor(x, u, c, c === N.sinkhole ? locales() : cells, false));
    }
    return out;
  },
  check(x, u, a) {
    const [cell, copy] = a.cells;
    const c = a.counters[0];
    if (c === undefined || !x.s.hands[u.seat].includes(c)) return `You have no ${nameOf(c ?? -1)} in your hand.`;
    if (cell === undefined) return 'Name the cell.';
    if (u.prim.scope === 'ADJ' && !ADJ[u.from].includes(cell)) return `${cellName(cell)} is not next to ${nameOf(eff(x).ch[u.from])}.`;
    const spec: DeploySpec = { counter: c, cell, ...(copy !== undefined ? { copy } : {}), ...(a.seat !== undefined ? { seat: a.seat } : {}) };
    // MOGO-R76: judged on what it would be once placed, so a Doppelganger on its copy (a Pirate Ship copy is a Water Unit for Atlantis).
    if (!charsMatch(prospectiveChars(eff(x), spec), u.prim.filter)) return `${nameOf(eff(x).ch[u.from])} cannot deploy ${nameOf(c)}.`;
    return specError(x.s, eff(x), u.seat, spec) ?? restrictionError(x.s, eff(x), u.seat, spec);
  },
  resolve(x, u, a) {
    const [cell, copy] = a.cells;
    place(x, u.seat, { counter: a.counters[0], cell, ...(copy !== undefined ? { copy } : {}), ...(a.seat !== undefined ? { seat: a.seat } : {}) }, 'deploys');
  },
};

export const specialHandlers: Record<string, Handler> = {
  UNDO: undo,
  BALANCE: balance,
  HATCH: hatch,
  ACT_DEPLOY: actDeploy,
};
