// Which allowance each Deployment of a turn uses (MOGO-R31, R55, E04). Every
// Deployment made this turn needs its own allowance: the turn's own (anything),
// or one extra from each granter the deployer controls (Forest: a Unit next to
// it; Forger: a Relic; Enchantress: an Enchantment). Choosing greedily can
// refuse a Deployment that a different sharing-out would allow (a Unit-Relic
// next to the Forest may take the Forger's extra instead), so legality is a
// small bipartite matching of this turn's Deployments onto the allowances.
import type { Seat } from '../engine.js';
import { TYPES, T_M } from './counters.js';
import { ADJ } from './geometry.js';
import { activeSources, type Eff } from './layers.js';
import type { MogoState, TurnDeployment } from './state.js';
import { charsMatch } from './deploy.js';

/** The turn's own Deployment, as a granter. */
export const TURN_OWN = -1;

interface Slot {
  granter: number;
  fits: (d: TurnDeployment, i: number) => boolean;
}

function slots(s: MogoState, e: Eff, seat: Seat): Slot[] {
  const out: Slot[] = [{ granter: TURN_OWN, fits: () => true }];
  const seen = new Set<number>();
  for (const g of activeSources(e, 'EXTRA_DEPLOY')) {
    if (e.ctrl[g.cell] !== seat || seen.has(g.ch)) continue;
    seen.add(g.ch);
    const { filter, scope } = g.prim;
    out.push({
      granter: g.ch,
      // Modifiers only ever use the turn's own (they are attached, not deployed).
      fits: (d) => !(TYPES[d.counter] & T_M) && charsMatch(d.ch, filter) && (scope !== 'ADJ' || ADJ[g.cell].includes(d.cell)),
    });
  }
  // A granter that has left the board (or changed hands) since it was used
  // still paid for the Deployment it covered, and for nothing else.
  s.turn.deploys.forEach((d, i) => {
    if (d.granter !== TURN_OWN && !seen.has(d.granter)) out.push({ granter: d.granter, fits: (_, j) => j === i });
  });
  return out;
}

/**
 * This turn's Deployments plus `next`, each with the allowance it uses, or null
 * when no sharing-out of the allowances covers them all (Kuhn's augmenting paths;
 * a handful on each side).
 */
export function deploymentPlan(s: MogoState, e: Eff, seat: Seat, next: Omit<TurnDeployment, 'granter'>): TurnDeployment[] | null {
  const ds: TurnDeployment[] = [...s.turn.deploys, { ...next, granter: TURN_OWN }];
  const sl = slots(s, e, seat);
  const owner: number[] = sl.map(() => -1);
  const place = (i: number, tried: boolean[]): boolean => {
    for (let k = 0; k < sl.length; k++) {
      if (tried[k] || !sl[k].fits(ds[i], i)) continue;
      tried[k] = true;
      if (owner[k] < 0 || place(owner[k], tried)) {
        owner[k] = i;
        return true;
      }
    }
    return false;
  };
  for (let i = 0; i < ds.length; i++) if (!place(i, sl.map(() => false))) return null;
  return ds.map((d, i) => ({ ...d, granter: sl[owner.indexOf(i)].granter }));
}

/** Records the plan: the turn's own and the extras it spends. */
export function commitPlan(s: MogoState, plan: TurnDeployment[]): void {
  s.turn.deploys = plan;
  s.turn.deployed = plan.some((d) => d.granter === TURN_OWN);
  s.turn.extraUsed = plan.filter((d) => d.granter !== TURN_OWN).map((d) => d.granter);
}
