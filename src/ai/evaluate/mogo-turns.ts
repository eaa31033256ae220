// What one Mogo turn can do, read as the rules read it (the engine plays every
// step): a win in the rest of a turn (winThisTurn), whether a choice leaves
// a rival one in its next turn (danger), and a seat's actions ranked by one
// step of the measure (ranked). Mogo's tactics (mogo-tactics.ts) ask
// these on samples of what the seat cannot see.
import { mogo } from '../../games/mogo/index.js';
import { effOf } from '../../games/mogo/ctx.js';
import type { MogoAction, MogoState } from '../../games/mogo/state.js';
import type { Seat } from '../../games/engine.js';
import { MOGO_TACTICAL_WEIGHT } from '../../games/mogo/rulings.js';
import { LINE_DIRS } from '../../games/mogo/geometry.js';
import { freshTurn } from '../../games/mogo/turn.js';
import { cellActions } from '../../games/mogo/legal.js';
import type { Rng } from '../../games/rng.js';
import { lead } from './lead.js';

const END: MogoAction = { type: 'end' };

/** Actions other than phase ends a win may take: two reaches a Deployment and the Action after it. */
const STEPS = 2;
/** Phase ends on the way (Fate, Deployment, Action). */
export const ENDS = 3;
/** Actions a turn may take to end by phase ends alone (discards, a Balance's picks). */
const TURN_END = 16;

/**
 * Cells whose control by `p` (weight 1) would finish a line for p: empty cells
 * to deploy or move into, and rival counters to take or destroy and refill.
 */
export function finishingCells(s: MogoState, p: Seat): Set<number> {
  const e = effOf(s);
  const out = new Set<number>();
  for (let c = 0; c < 100; c++) {
    if (e.ctrl[c] === p) continue;
    for (const [dx, dy] of LINE_DIRS) {
      let w = 1;
      for (const sign of [1, -1]) {
        let x = (c % 10) + sign * dx;
        let y = Math.floor(c / 10) + sign * dy;
        while (x >= 0 && x < 10 && y >= 0 && y < 10 && e.ctrl[y * 10 + x] === p) {
          w += e.weight[y * 10 + x];
          x += sign * dx;
          y += sign * dy;
        }
      }
      if (w >= MOGO_TACTICAL_WEIGHT) {
        out.add(c);
        break;
      }
    }
  }
  return out;
}

/** Whether the game is over with `p` its only winner. */
const wonBy = (t: MogoState, p: Seat): boolean => t.result?.winners.length === 1 && t.result.winners[0] === p;

export const ownDecision = (s: MogoState, p: Seat): boolean => !s.result && !s.pending && s.turn.seat === p && mogo.toAct(s)[0] === p;

/**
 * A win for `p` in the rest of its turn, as the actions to play, or null. A
 * first step is followed only if it adds a finishing cell (or ends a phase),
 * so the search stays near the few hundred actions of each decision; a
 * Deployment that adds none is followed only by the Actions of the counter it
 * deployed (a Gargoyle deployed to fly into a cell that finishes a line). Wins
 * whose first step adds none otherwise (a Force boost, an extra Deployment, a
 * Plowshares that destroys a Unit away from the line, after which a
 * Deployment finishes it; a Twiddle or a Crusade that moves or destroys the
 * counter blocking a line, after which a Deployment refills its cell, whose
 * reading did not make `hard` stronger: bench/arena/README.md) are not found.
 * A turn that begins with a discard for a Tome is read as winAfterSift says.
 */
export function winThisTurn(s: MogoState, p: Seat, steps = STEPS, ends = ENDS): MogoAction[] | null {
  if (!ownDecision(s, p)) return null;
  if (s.turn.sift > 0) return winAfterSift(s, p, steps, ends);
  const before = steps > 1 ? finishingCells(s, p) : null;
  const onward: [MogoAction, MogoState][] = [];
  const deployed: [MogoAction, MogoState, number][] = [];
  for (const a of mogo.legalActions(s, p)) {
    if (a.type === 'order' || a.type === 'discard' || a.type === 'pick' || a.type === 'millstone-timeout') continue;
    const r = mogo.applyAction(s, p, a);
    if (!r.ok) continue;
    const t = r.state;
    if (t.result) {
      if (wonBy(t, p)) return [a];
      continue;
    }
    if (a.type === 'end') {
      if (ends > 0) onward.push([a, t]);
    } else if (before) {
      if (addsFinishing(t, p, before)) onward.push([a, t]);
      else if (a.type === 'deploy' && before.size > 0) deployed.push([a, t, a.cell]);
    }
  }
  for (const [a, t] of onward) {
    const rest = a.type === 'end' ? winThisTurn(t, p, steps, ends - 1) : winThisTurn(t, p, steps - 1, ends);
    if (rest) return [a, ...rest];
  }
  for (const [a, t, cell] of deployed) {
    const rest = deployedActs(t, p, cell, ends);
    if (rest) return [a, ...rest];
  }
  return null;
}

/** Whether `t` has a finishing cell for `p` that `before` (the cells before the step) lacks: a step that made a line nearer. */
export function addsFinishing(t: MogoState, p: Seat, before: ReadonlySet<number>): boolean {
  for (const c of finishingCells(t, p)) if (!before.has(c)) return true;
  return false;
}

/** A win by an Action of the counter just deployed to `cell`, its Deployment Phase ended first (phase ends allowing). */
function deployedActs(s: MogoState, p: Seat, cell: number, ends: number): MogoAction[] | null {
  const at = actionPhase(s, p, ends);
  if (!at) return null;
  for (const a of cellActions(at.state, p, cell)) {
    const r = mogo.applyAction(at.state, p, a);
    if (r.ok && wonBy(r.state, p)) return [...at.path, a];
  }
  return null;
}

/** `s` once `p` has ended its Deployment Phase with at most `ends` phase ends (`path`), at its Action Phase; null where it is not so reached. */
export function actionPhase(s: MogoState, p: Seat, ends: number): { state: MogoState; path: MogoAction[] } | null {
  let t = s;
  const path: MogoAction[] = [];
  while (ownDecision(t, p) && t.turn.phase === 'deployment' && ends-- > 0) {
    const r = mogo.applyAction(t, p, END);
    if (!r.ok) return null;
    path.push(END);
    t = r.state;
  }
  return ownDecision(t, p) && t.turn.phase === 'action' ? { state: t, path } : null;
}

/**
 * A turn that must begin with a discard for a Tome: a discard takes nothing
 * from the board, so a win is looked for as if it were made, then the first
 * discard of a counter the win does not use is made and the win checked again.
 */
function winAfterSift(s: MogoState, p: Seat, steps: number, ends: number): MogoAction[] | null {
  const line = winThisTurn({ ...s, turn: { ...s.turn, sift: 0 } }, p, steps, ends);
  if (!line) return null;
  const used = new Set(line.flatMap((a) => ('counter' in a && typeof a.counter === 'number' ? [a.counter] : [])));
  for (const a of mogo.legalActions(s, p)) {
    if (a.type !== 'discard' || used.has(a.counter)) continue;
    const r = mogo.applyAction(s, p, a);
    if (!r.ok) continue;
    const rest = r.state.turn.sift === 0 && wins(r.state, p, line) ? line : winThisTurn(r.state, p, steps, ends);
    return rest ? [a, ...rest] : null;
  }
  return null;
}

/** Whether `actions`, played by `p` from `s`, end the game in p's favour. */
export function wins(s: MogoState, p: Seat, actions: readonly MogoAction[]): boolean {
  let t = s;
  for (const a of actions) {
    if (t.result) break;
    const r = mogo.applyAction(t, p, a);
    if (!r.ok) return false;
    t = r.state;
  }
  return wonBy(t, p);
}

/** The state once `p` ends every remaining phase of its turn (the first discard where it must), or null where that cannot be read so. */
export function turnEnded(s: MogoState, p: Seat): MogoState | null {
  let t = s;
  for (let i = 0; i < TURN_END && !t.result && t.turn.seat === p; i++) {
    if (t.pending) return null;
    if (mogo.toAct(t)[0] !== p) return null;
    const next = passed(t, p);
    if (!next) return null;
    t = next;
  }
  return t.turn.seat === p && !t.result ? null : t;
}

/** `t` once `p` has ended its phase (or made the first discard it must), or null where it can do neither. */
function passed(t: MogoState, p: Seat): MogoState | null {
  const legal = mogo.legalActions(t, p);
  const a = legal.find((x) => x.type === 'end') ?? legal.find((x) => x.type === 'discard');
  const r = a && mogo.applyAction(t, p, a);
  return r && r.ok ? r.state : null;
}

/** `t` as if `q`'s turn began at once, at its Deployment Phase: what q could do were the turns between left out. */
const asIfTurnOf = (t: MogoState, q: Seat): MogoState => ({ ...t, turn: freshTurn(q, t.turn.number, 'deployment') });

/**
 * `s` once `p` has played `a` and ended its turn, the seat after it to begin
 * its own; a state with its `result` where the game ended on the way; null
 * where `a` is refused or the turn cannot be ended so (a choice still owed).
 */
export function afterTurn(s: MogoState, p: Seat, a: MogoAction): MogoState | null {
  const r = mogo.applyAction(s, p, a);
  return r.ok ? turnEnded(r.state, p) : null;
}

/**
 * Whether, after `p` plays `a` in `s` and ends its turn, a rival can win in
 * its next turn (a win of p's own first is no danger): the seat whose turn
 * comes next as it begins it, and at a larger table every other rival as if
 * its turn began at once, since the turns between may leave its line as it is.
 */
export function danger(s: MogoState, p: Seat, a: MogoAction): boolean {
  const t = afterTurn(s, p, a);
  if (!t) return false;
  if (t.result) return !t.result.winners.includes(p);
  if (winThisTurn(t, t.turn.seat) !== null) return true;
  if (t.pending) return false;
  for (let q = 0; q < t.players; q++) {
    if (q === p || q === t.turn.seat || !t.alive[q]) continue;
    if (winThisTurn(asIfTurnOf(t, q), q) !== null) return true;
  }
  return false;
}

/**
 * Whether, after `p` plays `a` in `s` and ends its turn, p could win in a turn
 * of its own begun at once: a threat the next seat must answer. (Skipping the
 * rival's turn is the null move of chess programs: it shows what p threatens,
 * not what the rival can do about it.)
 */
export const threatens = (s: MogoState, p: Seat, a: MogoAction): boolean => threatensAfter(afterTurn(s, p, a), p);

/** threatens, given the state once p's turn has ended (afterTurn). */
export function threatensAfter(t: MogoState | null, p: Seat): boolean {
  if (!t || t.result || t.pending || !t.alive[p]) return false;
  return winThisTurn(asIfTurnOf(t, p), p) !== null;
}

/** `t` once `q` has ended the phases before `phase` of its turn (the first discard where it must), or null where it cannot get there so. */
export function atPhase(t: MogoState, q: Seat, phase: MogoState['turn']['phase']): MogoState | null {
  let u = t;
  for (let i = 0; i < TURN_END && ownDecision(u, q) && u.turn.phase !== phase; i++) {
    const next = passed(u, q);
    if (!next) return null;
    u = next;
  }
  return ownDecision(u, q) && u.turn.phase === phase ? u : null;
}

/** `s` once `p` has played `deploy` and ended its Deployment Phase (phase ends allowing): where its Action comes next, or null. */
export function toAction(s: MogoState, p: Seat, deploy: MogoAction): MogoState | null {
  const r = mogo.applyAction(s, p, deploy);
  return r.ok ? (actionPhase(r.state, p, ENDS)?.state ?? null) : null;
}

/**
 * The seat's actions in `s` other than the choice (and Counter orders, and
 * those `skip` rules out), the measure's best first; in a shuffled order
 * before that, so ties fall by the rng. Past `deadline` (the level's time cap,
 * a safety net as the search's is: a wide, threatened position can take
 * seconds) those ranked so far.
 */
export function ranked(s: MogoState, seat: Seat, choice: MogoAction, score: (s: MogoState, seat: Seat) => number, rng: Rng, deadline: number, skip: (a: MogoAction) => boolean): MogoAction[] {
  const key = JSON.stringify(choice);
  const out: { a: MogoAction; v: number }[] = [];
  for (const a of rng.shuffle(mogo.legalActions(s, seat))) {
    if (performance.now() > deadline) break;
    if (a.type === 'order' || JSON.stringify(a) === key || skip(a)) continue;
    const r = mogo.applyAction(s, seat, a);
    if (r.ok) out.push({ a, v: lead(r.state, r.state.result, seat, s.players, score) });
  }
  return out.sort((x, y) => y.v - x.v).map(({ a }) => a);
}
