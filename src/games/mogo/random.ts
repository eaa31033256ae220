// Random play to the end, for the benchmark and the property tests. A cheap
// sampler: it picks what to do first (a counter in hand, a counter on the board,
// or moving on) and only then enumerates that choice's legal actions, so a game
// does not enumerate the whole action space at every step.
import type { GameEvent, GameResult, Seat } from '../engine.js';
import { Rng, seedRng } from '../rng.js';
import { COUNTERS, N } from './counters.js';
import { allowanceFor, copyChoices, needsVictim, prospectiveChars, restrictionError, type DeploySpec } from './deploy.js';
import { CELLS } from './geometry.js';
import { effOf } from './ctx.js';
import { applyAction, castActions, cellActions, deployActions, legalActions, pickActions, setup, standingOrders } from './actions.js';
import { opponents, type MogoAction, type MogoState } from './state.js';
import { toAct } from './view.js';

export interface RandomGameStep {
  seat: Seat;
  action: MogoAction;
}

/** A legal deployment of `c` on a random cell, trying a few cells (null if none found). */
function deployRandomly(s: MogoState, seat: Seat, c: number, r: Rng): MogoAction | null {
  const t = COUNTERS[c].type;
  if (t === 'S') return null;
  if (t === 'M' || c === N.sinkhole) {
    const acts = deployActions(s, seat, c);
    return acts.length ? r.pick(acts) : null;
  }
  const e = effOf(s);
  const copies = c === N.doppelganger ? copyChoices(e) : [];
  for (let k = 0; k < 12; k++) {
    const cell = r.int(0, CELLS - 1);
    if (e.ch[cell] >= 0) continue;
    const spec: DeploySpec = { counter: c, cell, ...(copies.length ? { copy: r.pick(copies) } : {}) };
    if (needsVictim(prospectiveChars(e, spec))) spec.seat = r.pick(opponents(s, seat));
    if (!allowanceFor(s, e, seat, spec) || restrictionError(s, e, seat, spec)) continue;
    return { type: 'deploy', ...spec };
  }
  return null;
}

function sample(s: MogoState, seat: Seat, r: Rng): MogoAction {
  const p = s.pending;
  if (p?.kind === 'balance') {
    const picks = pickActions(s);
    return r.int(0, 2) === 0 ? { type: 'pick', cell: null } : r.pick(picks);
  }
  if (p || s.turn.sift > 0 || s.turn.phase === 'end' || s.turn.phase === 'fate' || s.turn.phase === 'capture') {
    const all = legalActions(s, seat);
    // Sorceries now and then; mostly move on.
    const casts = all.filter((a) => a.type === 'cast');
    if (casts.length && r.int(0, 3) === 0) return r.pick(casts);
    const rest = all.filter((a) => a.type !== 'cast');
    return r.pick(rest.length ? rest : all);
  }
  // The players tire as the game goes on, so that every game ends (by the stall
  // rule at the latest): past ~120 turns a seat, a turn is more and more often quiet.
  const tired = Math.min(1000, Math.max(0, s.turn.number - 120 * s.players));
  if (r.int(0, 999) < tired) return { type: 'end' };
  for (let tries = 0; tries < 6; tries++) {
    const roll = r.int(0, 9);
    if (roll === 0) break;
    const hand = s.hands[seat];
    if (roll <= 3 && hand.length) {
      const c = r.pick(hand);
      if (COUNTERS[c].type === 'S') {
        const acts = castActions(s, seat, c);
        if (acts.length) return r.pick(acts);
      } else if (s.turn.phase === 'deployment') {
        const a = deployRandomly(s, seat, c, r);
        if (a) return a;
      }
      continue;
    }
    if (s.turn.phase === 'action') {
      const e = effOf(s);
      const mine = e.cells.filter((c) => e.ctrl[c] === seat);
      if (!mine.length) break;
      const acts = cellActions(s, seat, r.pick(mine));
      if (acts.length) return r.pick(acts);
    } else if (s.turn.phase === 'deployment' && hand.length) {
      const a = deployRandomly(s, seat, r.pick(hand), r);
      if (a) return a;
    }
  }
  return { type: 'end' };
}

export function randomGame(
  seed: string,
  players: number,
  onStep?: (before: MogoState, step: RandomGameStep, after: MogoState, events: GameEvent[]) => void,
  maxPlies = 20_000,
): { plies: number; result: GameResult | null; steps: RandomGameStep[]; final: MogoState } {
  const init = setup({ players, seed, options: { position: null } });
  if (!init.ok) throw new Error(init.error);
  let s = init.state;
  const r = new Rng(seedRng(`${seed}/players`));
  const steps: RandomGameStep[] = [];
  let plies = 0;
  while (!s.result && plies < maxPlies) {
    let seat = toAct(s)[0];
    let action: MogoAction;
    if (r.int(0, 59) === 0) {
      seat = r.int(0, players - 1);
      action = r.pick(standingOrders(s, seat));
    } else action = sample(s, seat, r);
    const res = applyAction(s, seat, action);
    if (!res.ok) throw new Error(`random legal action refused: ${res.error} ${JSON.stringify(action)}`);
    const step = { seat, action };
    steps.push(step);
    onStep?.(s, step, res.state, res.events);
    s = res.state;
    plies++;
  }
  return { plies, result: s.result, steps, final: s };
}
