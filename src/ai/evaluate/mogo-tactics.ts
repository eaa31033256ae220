// Mogo's tactics: a check on the search's choice (GameAi.guard, Budget.guard).
// Every decided Mogo game ends with a line of 7, and most such lines are made
// in two steps of one turn (a Deployment, then a Teleport, a Move, a Steal or
// a Charm) from a board where no single cell finished it. A search that ranks
// a few actions by a one-step measure misses many of these: in 24 games of
// `normal` against itself, the winner let such a win go by a turn or more in
// four, and in four the loser had a Deployment that would have left the
// winner none, and made another. So before its choice is played, the AI looks
// for a win of its own in the rest of its turn and, failing that, asks whether
// a rival could win in its next turn after the choice; if it could,
// an action after which it could not is played instead. Both are judged on
// samples of what the seat cannot see, as the search is. Where no single
// action is safe, a Deployment followed by an Action may be (Budget.pairs).
// (A level may also ask it to prefer an action that threatens a win next
// turn, Budget.threats, or one after which the rival cannot fork,
// Budget.forks; none does, since neither was stronger.)
// What a turn can do (the win search, danger) is mogo-turns.ts.
import { mogo } from '../../games/mogo/index.js';
import type { MogoAction, MogoState } from '../../games/mogo/state.js';
import type { Seat } from '../../games/engine.js';
import type { Rng } from '../../games/rng.js';
import type { GuardLimits } from './types.js';
import { actionPhase, addsFinishing, atPhase, danger, ENDS, finishingCells, ownDecision, threatens, turnEnded, winThisTurn, wins } from './mogo-turns.js';

/** Alternatives judged on every sample once the first sample spares them, the measure's best first. */
const SHORTLIST = 8;

/**
 * The search's choice, checked (GameAi.guard): a win of the seat's own this
 * turn that holds in every sample comes first; otherwise, in its Deployment
 * and Action Phases, where a rival could win after the choice in some
 * samples (danger), the action that lets one win in the fewest (the measure's best of
 * those) replaces it. Where the choice is safe but threatens nothing, and
 * `threats` allows, the measure's best of that many actions that threatens a
 * win and is safe on every sample replaces it. Elsewhere the choice stands.
 */
export function guardMogo(samples: readonly MogoState[], seat: Seat, choice: MogoAction, score: (s: MogoState, seat: Seat) => number, rng: Rng, limits: Partial<GuardLimits> = {}): MogoAction {
  const deadline = limits.deadline ?? Infinity;
  const first = samples[0];
  if (!first || !ownDecision(first, seat)) return choice;
  for (const s of samples) {
    const line = winThisTurn(s, seat);
    if (line && samples.every((t) => wins(t, seat, line))) return line[0];
  }
  const phase = first.turn.phase;
  if (phase !== 'deployment' && phase !== 'action') return choice;
  const risk = (a: MogoAction): number => samples.reduce((n, s) => n + (danger(s, seat, a) ? 1 : 0), 0);
  const risked = risk(choice);
  if (risked === 0 && limits.forks) return unforked(samples, seat, choice, score, rng, limits.forks, deadline, risk);
  if (risked === 0) return limits.threats ? threat(first, seat, choice, score, rng, limits.threats, deadline, risk) : choice;
  // Alternatives spared on the first sample, by how the measure likes the step, then judged on every sample.
  const spared = ranked(first, seat, choice, score, rng, deadline, (a) => danger(first, seat, a));
  let best = choice;
  let bestRisk = risked;
  for (const a of spared.slice(0, SHORTLIST)) {
    if (performance.now() > deadline) break;
    const n = risk(a);
    if (n < bestRisk) {
      best = a;
      bestRisk = n;
      if (n === 0) break;
    }
  }
  if (bestRisk > 0 && phase === 'deployment' && limits.pairs) {
    const pair = safePair(samples, seat, choice, score, rng, limits.pairs, deadline);
    if (pair && pair.risk < bestRisk) return pair.deploy;
  }
  return best;
}

/** `s` once `p` has played `deploy` and ended its Deployment Phase (phase ends allowing): where its Action comes next, or null. */
function toAction(s: MogoState, p: Seat, deploy: MogoAction): MogoState | null {
  const r = mogo.applyAction(s, p, deploy);
  return r.ok ? (actionPhase(r.state, p, ENDS)?.state ?? null) : null;
}

/**
 * Where no single action is safe in the Deployment Phase, a Deployment and an
 * Action after it may be: a rival with two ways to win, one blocked by a
 * counter deployed and the other by a Move or a Steal. The measure's best
 * `tries` Deployments (the choice first) are each followed by the Actions
 * until one is safe on the first sample; the pair is then judged on every
 * sample. The Deployment of the pair that lets a rival win in the fewest
 * samples, with that count; null where none was found.
 */
function safePair(samples: readonly MogoState[], seat: Seat, choice: MogoAction, score: (s: MogoState, seat: Seat) => number, rng: Rng, tries: number, deadline: number): { deploy: MogoAction; risk: number } | null {
  const first = samples[0]!;
  const deploys = [choice, ...ranked(first, seat, choice, score, rng, deadline, (a) => a.type !== 'deploy')].filter((a) => a.type === 'deploy').slice(0, tries);
  let best: { deploy: MogoAction; risk: number } | null = null;
  for (const d of deploys) {
    const u = toAction(first, seat, d);
    if (!u) continue;
    for (const b of mogo.legalActions(u, seat)) {
      if (performance.now() > deadline) return best;
      if (b.type === 'order' || danger(u, seat, b)) continue;
      const risk = samples.reduce((n, s) => {
        const v = s === first ? u : toAction(s, seat, d);
        return n + (!v || danger(v, seat, b) ? 1 : 0);
      }, 0);
      if (!best || risk < best.risk) best = { deploy: d, risk };
      if (risk === 0) return best;
      break;
    }
  }
  return best;
}

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
  const r = mogo.applyAction(s, p, a);
  if (!r.ok || r.state.result) return false;
  const t = turnEnded(r.state, p);
  if (!t || t.result || t.pending || t.players !== 2) return false;
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
function unforked(samples: readonly MogoState[], seat: Seat, choice: MogoAction, score: (s: MogoState, seat: Seat) => number, rng: Rng, tries: number, deadline: number, risk: (a: MogoAction) => number): MogoAction {
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

/** A safe choice that threatens nothing (on the first sample) gives way to the measure's best of `tries` actions that threatens a win there and is safe on every sample. */
function threat(first: MogoState, seat: Seat, choice: MogoAction, score: (s: MogoState, seat: Seat) => number, rng: Rng, tries: number, deadline: number, risk: (a: MogoAction) => number): MogoAction {
  if (threatens(first, seat, choice)) return choice;
  for (const a of ranked(first, seat, choice, score, rng, deadline, (a) => a.type === 'end').slice(0, tries)) {
    if (performance.now() > deadline) break;
    if (threatens(first, seat, a) && risk(a) === 0) return a;
  }
  return choice;
}

/**
 * The seat's actions in `s` other than the choice (and Counter orders, and
 * those `skip` rules out), the measure's best first; in a shuffled order
 * before that, so ties fall by the rng. Past `deadline` (the level's time cap,
 * a safety net as the search's is: a wide, threatened position can take
 * seconds) those ranked so far.
 */
function ranked(s: MogoState, seat: Seat, choice: MogoAction, score: (s: MogoState, seat: Seat) => number, rng: Rng, deadline: number, skip: (a: MogoAction) => boolean): MogoAction[] {
  const key = JSON.stringify(choice);
  const out: { a: MogoAction; v: number }[] = [];
  for (const a of rng.shuffle(mogo.legalActions(s, seat))) {
    if (performance.now() > deadline) break;
    if (a.type === 'order' || JSON.stringify(a) === key || skip(a)) continue;
    const r = mogo.applyAction(s, seat, a);
    if (r.ok) out.push({ a, v: stepValue(r.state, seat, score) });
  }
  return out.sort((x, y) => y.v - x.v).map(({ a }) => a);
}

/** The seat's measure less the best rival's, a win first. */
function stepValue(s: MogoState, seat: Seat, score: (s: MogoState, seat: Seat) => number): number {
  if (s.result) return s.result.winners.includes(seat) ? 1e9 : -1e9;
  let other = -Infinity;
  for (let p = 0; p < s.players; p++) if (p !== seat && s.alive[p]) other = Math.max(other, score(s, p));
  return score(s, seat) - other;
}
