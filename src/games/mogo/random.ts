// Random play to the end, for the benchmark and the property tests, in three styles:
// - 'aimed' (the default): each player builds toward a line of 7 — deploying where
//   it lengthens a run of its own, now and then acting or casting — so most games
//   end by a victory in a few dozen turns. Any Mogo state can still arise.
// - 'wild': a cheap sampler that first picks what to do (a counter in hand, a
//   counter on the board, or moving on) and only then enumerates that choice's legal
//   actions. It destroys so often that the board rarely fills: games run for
//   hundreds of turns and reach odd states.
// - 'uniform': every step is uniformly random among all legal actions (drawn by
//   rejection sampling over the deployment candidates; 'uniform-listed' is the
//   same player drawing from the whole list, built every step).
// Players of every style tire as the game goes on (more and more of their turns are
// quiet), so that every game ends, by the stall rule at the latest.
import type { GameEvent, GameResult, Seat } from '../engine.js';
import { Rng, seedRng } from '../rng.js';
import { COUNTERS, N } from './counters.js';
import { deployPlan, copyChoices, needsVictim, prospectiveChars, type DeploySpec } from './deploy.js';
import { deployRefused } from './restrictions.js';
import { ADJ, CELLS, LINE_DIRS, cellAt, fileOf, rankOf } from './geometry.js';
import { effOf } from './ctx.js';
import type { Eff } from './layers.js';
import { applyAction, setup } from './actions.js';
import { castActions, cellActions, deployActions, deployScan, deploysAt, legalActions, legalParts, pickActions, standingOrders, type DeployScan } from './legal.js';
import { opponents, type MogoAction, type MogoState } from './state.js';
import { handLimit } from './turn.js';
import { toAct } from './view.js';

export type RandomStyle = 'aimed' | 'wild' | 'uniform' | 'uniform-listed';

export interface RandomGameStep {
  seat: Seat;
  action: MogoAction;
}

const END: MogoAction = { type: 'end' };

/**
 * Past `perSeat` turns a seat, each decision is a quiet `end` with a chance that
 * grows by `ramp` per thousand a turn.
 */
function tired(s: MogoState, r: Rng, perSeat: number, ramp: number): boolean {
  const t = Math.min(1000, Math.max(0, (s.turn.number - perSeat * s.players) * ramp));
  return r.int(0, 999) < t;
}

/** A legal deployment of `c` on one of the first `tries` cells `cellNo(k)` gives, or null. */
function deployOn(s: MogoState, seat: Seat, c: number, cellNo: (k: number) => number, tries: number, r: Rng): MogoAction | null {
  const t = COUNTERS[c].type;
  if (t === 'S') return null;
  if (t === 'M' || c === N.sinkhole) {
    const acts = deployActions(s, seat, c);
    return acts.length ? r.pick(acts) : null;
  }
  const e = effOf(s);
  const copies = c === N.doppelganger ? copyChoices(e) : [];
  for (let k = 0; k < tries; k++) {
    const cell = cellNo(k);
    if (cell < 0 || e.ch[cell] >= 0) continue;
    const spec: DeploySpec = { counter: c, cell, ...(copies.length ? { copy: r.pick(copies) } : {}) };
    if (needsVictim(prospectiveChars(e, spec))) spec.seat = r.pick(opponents(s, seat));
    if (!deployPlan(s, e, seat, spec) || deployRefused(s, e, seat, spec)) continue;
    return { type: 'deploy', ...spec };
  }
  return null;
}

/** A legal deployment of `c` on a random cell, trying a few cells (null if none found). */
function deployRandomly(s: MogoState, seat: Seat, c: number, r: Rng): MogoAction | null {
  return deployOn(s, seat, c, () => r.int(0, CELLS - 1), 12, r);
}

// ---------------------------------------------------------------------------
// 'wild'

function wild(s: MogoState, seat: Seat, r: Rng): MogoAction {
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
  if (tired(s, r, 60, 2)) return END;
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
  return END;
}

/** One random Action or Move of a random counter `seat` controls (null if it has none). */
function actRandomly(s: MogoState, seat: Seat, r: Rng): MogoAction | null {
  const e = effOf(s);
  const mine = e.cells.filter((c) => e.ctrl[c] === seat);
  if (!mine.length) return null;
  const acts = cellActions(s, seat, r.pick(mine));
  return acts.length ? r.pick(acts) : null;
}

// ---------------------------------------------------------------------------
// 'uniform' and 'uniform-listed'

/** Rejection-sampling draws before listing everything (rarely reached: most slots are legal). */
const DRAWS = 64;

/**
 * One action uniformly at random among `legalActions(s, seat)`, without listing
 * every deployment: each deployment candidate (counter, cell, copy) has as many
 * slots as the most victims any deployment names, and a slot counts only when
 * its candidate lists that many; every other action has one slot. A slot drawn
 * uniformly is kept if it counts, else drawn again, so each legal action is
 * equally likely; after DRAWS misses the whole list is drawn from (still uniform).
 */
export function uniformLegal(s: MogoState, seat: Seat, r: Rng, parts = legalParts(s, seat)): MogoAction {
  const { deployers, rest } = parts;
  const scans: DeployScan[] = [];
  for (const c of deployers) {
    const d = deployScan(s, seat, c);
    if (d) scans.push(d);
  }
  if (!scans.length) return r.pick(rest);
  const victims = Math.max(1, opponents(s, seat).length);
  const sizes = scans.map((d) => d.cells.length * d.copies.length * victims);
  const total = rest.length + sizes.reduce((a, b) => a + b, 0);
  const found: MogoAction[] = [];
  for (let draw = 0; draw < DRAWS; draw++) {
    let k = r.int(0, total - 1);
    if (k < rest.length) return rest[k];
    k -= rest.length;
    let i = 0;
    while (k >= sizes[i]) k -= sizes[i++];
    const d = scans[i];
    const slot = k % victims;
    const candidate = (k - slot) / victims;
    found.length = 0;
    const n = d.cells.length;
    deploysAt(found, d, d.cells[candidate % n], d.copies[Math.floor(candidate / n)]);
    if (slot < found.length) return found[slot];
  }
  return r.pick(legalActions(s, seat));
}

function uniform(s: MogoState, seat: Seat, r: Rng): MogoAction {
  const parts = legalParts(s, seat);
  if (!s.pending && tired(s, r, 15, 25) && parts.rest.some((a) => a.type === 'end')) return END;
  return uniformLegal(s, seat, r, parts);
}

/** The same player drawing from the whole list (the engine's full enumeration, every step). */
function uniformListed(s: MogoState, seat: Seat, r: Rng): MogoAction {
  const all = legalActions(s, seat);
  if (!s.pending && tired(s, r, 15, 25) && all.some((a) => a.type === 'end')) return END;
  return r.pick(all);
}

// ---------------------------------------------------------------------------
// 'aimed'

/** The next cell from each cell in each of the 8 line directions (−1 off the board). */
const RAYS: readonly Int8Array[] = [...LINE_DIRS, ...LINE_DIRS.map(([df, dr]) => [-df, -dr])].map(([df, dr]) =>
  Int8Array.from({ length: CELLS }, (_, c) => cellAt(fileOf(c) + df, rankOf(c) + dr)));

/** The line weight of `seat`'s longest straight run through the empty `cell` if it were theirs. */
function runThrough(e: Eff, seat: Seat, cell: number): number {
  let best = 0;
  for (let d = 0; d < 4; d++) {
    let w = 1;
    for (const ray of [RAYS[d], RAYS[d + 4]]) for (let n = ray[cell]; n >= 0 && e.ctrl[n] === seat; n = ray[n]) w += e.weight[n];
    if (w > best) best = w;
  }
  return best;
}

/** Empty cells next to `seat`'s counters, those lengthening its runs the most first (ties in random order). */
function lineCells(e: Eff, seat: Seat, r: Rng): number[] {
  const seen = new Uint8Array(CELLS);
  const scored: [number, number][] = [];
  for (const c of e.cells) {
    if (e.ctrl[c] !== seat) continue;
    for (const n of ADJ[c]) {
      if (seen[n] || e.ch[n] >= 0) continue;
      seen[n] = 1;
      scored.push([runThrough(e, seat, n) * 8 + r.int(0, 7), n]);
    }
  }
  scored.sort((a, b) => b[0] - a[0]);
  return scored.map(([, c]) => c);
}

function aimed(s: MogoState, seat: Seat, r: Rng): MogoAction {
  const p = s.pending;
  if (p || s.turn.sift > 0) return wild(s, seat, r);
  const hand = s.hands[seat];
  const phase = s.turn.phase;
  if (phase === 'end') return hand.length > handLimit(s, effOf(s), seat) ? { type: 'discard', counter: r.pick(hand) } : END;
  if (tired(s, r, 60, 4)) return END;
  // A Sorcery now and then, in any phase.
  if (r.int(0, 11) === 0) {
    const sorceries = hand.filter((c) => COUNTERS[c].type === 'S');
    if (sorceries.length) {
      const acts = castActions(s, seat, r.pick(sorceries));
      if (acts.length) return r.pick(acts);
    }
  }
  if (phase === 'deployment' && hand.length) {
    const cells = lineCells(effOf(s), seat, r);
    for (let tries = 0; tries < 4; tries++) {
      const c = r.pick(hand);
      if (COUNTERS[c].type === 'M' && r.int(0, 2) !== 0) continue;
      const a = deployOn(s, seat, c, (k) => cells[k] ?? r.int(0, CELLS - 1), 10, r);
      if (a) return a;
    }
  }
  if (phase === 'action' && r.int(0, 3) === 0) return actRandomly(s, seat, r) ?? END;
  return END;
}

const POLICY: Record<RandomStyle, (s: MogoState, seat: Seat, r: Rng) => MogoAction> = { aimed, wild, uniform, 'uniform-listed': uniformListed };

export function randomGame(
  seed: string,
  players: number,
  onStep?: (before: MogoState, step: RandomGameStep, after: MogoState, events: GameEvent[]) => void,
  maxPlies = 20_000,
  style: RandomStyle = 'aimed',
): { plies: number; result: GameResult | null; steps: RandomGameStep[]; final: MogoState } {
  const init = setup({ players, seed, options: { position: null } });
  if (!init.ok) throw new Error(init.error);
  let s = init.state;
  const r = new Rng(seedRng(`${seed}/players`));
  const policy = POLICY[style];
  const steps: RandomGameStep[] = [];
  let plies = 0;
  while (!s.result && plies < maxPlies) {
    let seat = toAct(s)[0];
    let action: MogoAction;
    if (r.int(0, 59) === 0) {
      seat = r.int(0, players - 1);
      action = r.pick(standingOrders(s, seat));
    } else action = policy(s, seat, r);
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
