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
// turn, Budget.threats, one after which the rival cannot fork, Budget.forks,
// or a fork of its own, Budget.ownForks; none does, since none was stronger.)
// What a turn can do (the win search, danger) is mogo-turns.ts; forks are
// mogo-forks.ts.
import { mogo } from '../../games/mogo/index.js';
import type { MogoAction, MogoState } from '../../games/mogo/state.js';
import type { Seat } from '../../games/engine.js';
import type { Rng } from '../../games/rng.js';
import type { GuardLimits } from './types.js';
import { danger, ownDecision, ranked, threatens, toAction, winThisTurn, wins } from './mogo-turns.js';
import { ownFork, unforked } from './mogo-forks.js';

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
  if (limits.ownForks) {
    const fork = ownFork(samples, seat, limits.ownForks, deadline);
    if (fork) return fork;
  }
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

/** A safe choice that threatens nothing (on the first sample) gives way to the measure's best of `tries` actions that threatens a win there and is safe on every sample. */
function threat(first: MogoState, seat: Seat, choice: MogoAction, score: (s: MogoState, seat: Seat) => number, rng: Rng, tries: number, deadline: number, risk: (a: MogoAction) => number): MogoAction {
  if (threatens(first, seat, choice)) return choice;
  for (const a of ranked(first, seat, choice, score, rng, deadline, (a) => a.type === 'end').slice(0, tries)) {
    if (performance.now() > deadline) break;
    if (threatens(first, seat, a) && risk(a) === 0) return a;
  }
  return choice;
}
