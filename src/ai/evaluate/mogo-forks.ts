// Forks in Mogo: two ways to win where the seat to answer can block one. The
// tactics (mogo-tactics.ts) may steer clear of a rival's (Budget.forks) or
// make one of their own (Budget.ownForks); no level asks for either, since
// neither made `hard` stronger (src/ai/search.ts says by how much).
import { mogo } from '../../games/mogo/index.js';
import type { MogoAction, MogoState } from '../../games/mogo/state.js';
import type { Seat } from '../../games/engine.js';
import type { Rng } from '../../games/rng.js';
import { addsFinishing, afterTurn, atPhase, danger, finishingCells, ranked, threatensAfter, toAction, turnEnded, winThisTurn } from './mogo-turns.js';

/** Whether `p`, to begin its turn in `t`, can win in it or has a Deployment (or a Deployment and an Action) after which no rival could. */
function answerable(t: MogoState, p: Seat, deadline: number): boolean {
  if (winThisTurn(t, p) !== null) return true;
  const u = atPhase(t, p, 'deployment');
  if (!u) return true;
  const legal = mogo.legalActions(u, p);
  for (const a of legal) {
    if (performance.now() > deadline) return true;
    if (a.type !== 'order' && !danger(u, p, a)) return true;
  }
  for (const d of legal) {
    if (d.type !== 'deploy') continue;
    const v = toAction(u, p, d);
    if (!v) continue;
    for (const b of mogo.legalActions(v, p)) {
      if (performance.now() > deadline) return true;
      if (b.type !== 'order' && !danger(v, p, b)) return true;
    }
  }
  return false;
}

/**
 * Whether, after `p` plays `a` in `s` and ends its turn, the next seat has a
 * Deployment that adds a finishing cell and, its turn ended there, leaves p
 * no answer (answerable): a fork, two ways to win where p can block one. Only
 * at a table of two; the rival's Actions are not tried.
 */
function forked(s: MogoState, p: Seat, a: MogoAction, deadline: number): boolean {
  const t = twoSeated(afterTurn(s, p, a));
  if (!t) return false;
  const q = t.turn.seat;
  const u = atPhase(t, q, 'deployment');
  if (!u) return false;
  const before = finishingCells(u, q);
  for (const m of mogo.legalActions(u, q)) {
    if (performance.now() > deadline) return false;
    if (m.type !== 'deploy') continue;
    const w = mogo.applyAction(u, q, m);
    if (!w.ok || w.state.result || !addsFinishing(w.state, q, before)) continue;
    const x = turnEnded(w.state, q);
    if (x && !x.result && x.turn.seat === p && !answerable(x, p, deadline)) return true;
  }
  return false;
}

/**
 * A safe choice after which the next seat could fork (forked) in some samples
 * gives way to the one, of the measure's best `tries` actions safe on every
 * sample, after which it could in the fewest.
 */
export function unforked(samples: readonly MogoState[], seat: Seat, choice: MogoAction, score: (s: MogoState, seat: Seat) => number, rng: Rng, tries: number, deadline: number, risk: (a: MogoAction) => number): MogoAction {
  const forks = (a: MogoAction): number => samples.reduce((n, s) => n + (forked(s, seat, a, deadline) ? 1 : 0), 0);
  let best = choice;
  let fewest = forks(choice);
  if (fewest === 0) return choice;
  const first = samples[0]!;
  for (const a of ranked(first, seat, choice, score, rng, deadline, (a) => danger(first, seat, a)).slice(0, tries)) {
    if (performance.now() > deadline) break;
    if (risk(a) !== 0) continue;
    const n = forks(a);
    if (n < fewest) {
      best = a;
      fewest = n;
      if (n === 0) break;
    }
  }
  return best;
}

/** How many of `p`'s finishing cells are empty: a rival's counter on one may not be p's to take. */
function openCells(s: MogoState, p: Seat): number {
  let n = 0;
  for (const c of finishingCells(s, p)) if (!s.board[c]) n++;
  return n;
}

/** `t` (afterTurn) where the game goes on at a table of two with the next seat free to act; null otherwise: what forks are read on. */
const twoSeated = (t: MogoState | null): MogoState | null => (t && !t.result && !t.pending && t.players === 2 ? t : null);

/**
 * A fork of the seat's own: an action after which, its turn ended, it holds
 * two or more empty finishing cells, would win were its turn to begin at once
 * (threatens), and the next seat has no answer (escapes). The
 * actions that leave two such cells on the first sample are found cheaply; of
 * those, at most `tries` are judged, and the first with no answer on every
 * sample is returned. The rival in a fork is beaten whatever it does, which
 * the search, ranking a few actions a step deep, does not see; in 8 of 12
 * games hard lost, read move by move, normal had made one a turn before.
 */
export function ownFork(samples: readonly MogoState[], seat: Seat, tries: number, deadline: number): MogoAction | null {
  const first = samples[0]!;
  const found: { a: MogoAction; after: MogoState }[] = [];
  for (const a of mogo.legalActions(first, seat)) {
    if (performance.now() > deadline) return null;
    if (a.type === 'order') continue;
    const after = twoSeated(afterTurn(first, seat, a));
    if (after && openCells(after, seat) >= 2) found.push({ a, after });
  }
  for (const { a, after } of found.slice(0, tries)) {
    if (samples.every((s) => {
      const t = s === first ? after : twoSeated(afterTurn(s, seat, a));
      return t !== null && openCells(t, seat) >= 2 && threatensAfter(t, seat) && !escapes(t, seat, deadline);
    })) return a;
  }
  return null;
}

/**
 * Whether the next seat, to begin its turn in `t` against `p`'s two or more
 * empty finishing cells, has an answer: a win of its own, or a step of its
 * Deployment Phase (or a Deployment and an Action after it) after which p
 * could not win in its turn. Only steps that take an empty finishing cell
 * from p are tried: any other leaves p one to deploy into. Not read, so
 * taken for no answer: an Action alone, without a Deployment before it; and
 * a step that ends the game for p stops the reading. Past `deadline`, an
 * answer is assumed, so the fork is not played on a guess. (ownForks was
 * measured so: bench/arena/README.md.)
 */
function escapes(t: MogoState, p: Seat, deadline: number): boolean {
  const q = t.turn.seat;
  if (winThisTurn(t, q) !== null) return true;
  const u = atPhase(t, q, 'deployment');
  if (!u) return true;
  const before = openCells(u, p);
  const fewer = (v: MogoState): boolean => openCells(v, p) < before;
  for (const b of mogo.legalActions(u, q)) {
    if (performance.now() > deadline) return true;
    if (b.type === 'order') continue;
    const r = mogo.applyAction(u, q, b);
    if (!r.ok) continue;
    if (r.state.result) return !r.state.result.winners.includes(p);
    if (!fewer(r.state)) continue;
    if (!danger(u, q, b)) return true;
    if (b.type !== 'deploy') continue;
    const v = toAction(u, q, b);
    if (!v) continue;
    const open = openCells(v, p);
    for (const c of mogo.legalActions(v, q)) {
      if (performance.now() > deadline) return true;
      if (c.type === 'order') continue;
      const w = mogo.applyAction(v, q, c);
      if (w.ok && !w.state.result && openCells(w.state, p) < open && !danger(v, q, c)) return true;
    }
  }
  return false;
}
