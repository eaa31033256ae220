// Information-Set MCTS (Cowling, Powley & Whitehouse 2012, single observer):
// each iteration samples a determinization of what the AI's seat cannot see,
// then walks one tree of actions, selecting only among children legal in that
// sample by UCB1 with availability counts. With nothing hidden it is plain UCT.
// Playouts follow the game's policy and stop at a depth, scored by its measure.
// The search stops before its budget once the most visited root child (the
// choice) can no longer be caught up, so it decides exactly as the full budget would.
// Every node scores rewards for the seat that moved into it (max^n), so 3–4
// players need nothing special.
import type { AnyEngine, Seat } from '../games/engine.js';
import { Rng } from '../games/rng.js';
import type { GameAi } from './evaluate/types.js';
import { lead } from './evaluate/lead.js';

export interface Budget {
  iterations: number;
  /** Safety net only: the search is deterministic while it stays under this. */
  maxMs: number;
  /** UCB1 exploration constant. */
  explore: number;
  /** For a game that narrows its lists (GameAi.candidates): actions the tree keeps per decision; the game's own default when absent. */
  width?: number;
  /** The same at the root, the AI's own decision, which gets the most visits (default: width). */
  rootWidth?: number;
  /** Actions a playout plays before it is scored (default: the game's playoutDepth). */
  playoutDepth?: number;
  /** Playouts follow the game's `reply` policy, or where it has none greedyChoice: the seat to act answers as the greedy baseline would. */
  reply?: boolean;
  /**
   * Independent trees the iterations are shared among, their root visits summed
   * to choose (root parallelisation, Chaslot, Winands & van den Herik 2008).
   * Each tree samples its own hidden worlds and plays its own lines, so the
   * choice rests less on one tree's chance. Default 1.
   */
  trees?: number;
  /** Leaves are scored by the game's fitted measure (GameAi.fitted) or its exact one (GameAi.exact) instead of its own. */
  measure?: 'fitted' | 'exact';
  /**
   * Where the tree first reaches another seat's decision, the hidden part is
   * sampled again as that seat sees it, so the opponents in the tree choose
   * without knowing the AI's own hand (one observer's tree otherwise lets
   * them play as if they saw it, and more search trusts that more). The
   * AI's own later decisions in that iteration then see its hand as that seat
   * imagines it; its choice at the root is made on its true hand. No level
   * uses it: Mogo's hard so won 9 of 24 against normal (levels.ts).
   */
  opponentView?: boolean;
  /**
   * The measure's scale for this level, where the game's own (GameAi.scale)
   * does not suit it: a lead of `scale` is worth about 73 % (the values the
   * tree averages). Too small a scale saturates: every child of a lopsided
   * position is worth nearly 1 (or 0) and the tree cannot tell them apart.
   */
  scale?: number;
  /**
   * Iterations for a position whose end is in reach: once at least one in
   * ENDGAME_SHARE of the iterations so far (after ENDGAME_AFTER) reached a
   * game's end, in the tree or its playout, the search may run to this many.
   * Where a measure tells little until late (Mogo), more search everywhere
   * only trusts it more; where a win is within reach, the tree meets real
   * results, and there more iterations find more of them. No level uses it:
   * Mogo's hard with 5,000 so changed the result of 2 of 17 games, one each way.
   */
  endgame?: number;
  /**
   * Below the root, only the decisions the game names (GameAi.branches) are
   * the tree's; the rest are answered as with `reply`, without a node, so the same
   * iterations reach further turns. No level uses it: Mogo's hard branching
   * on Deployments only won 16 of 29 against normal, 4 of 11 at twice the
   * iterations (levels.ts).
   */
  compress?: boolean;
  /**
   * Samples of the hidden part on which the game's tactics check the search's
   * choice before it is played (GameAi.guard); none when absent. Mogo's hard
   * takes 4 (levels.ts GUARD).
   */
  guard?: number;
  /**
   * With `guard`: how many of the measure's best actions the tactics try for
   * one that threatens a win, where the search's choice threatens none. No
   * level uses it: Mogo's hard with 12 won 26 of 40 against normal, where it
   * wins 27 of those 40 without (1 game better, 2 worse;
   * bench/arena/experiments-threat-guard-2026-11-28.jsonl).
   */
  threats?: number;
  /**
   * With `guard`: how many Deployments the tactics follow each with an Action
   * where no single action is safe (a rival with two ways to win, one blocked
   * by a Deployment and the other by an Action). Mogo's hard takes 8
   * (levels.ts GUARD).
   */
  pairs?: number;
  /**
   * With `guard`: how many of the measure's best actions the tactics try for
   * one after which the next seat has no Deployment that leaves two ways to
   * win, where the choice leaves it one. No level uses it: Mogo's hard with 8
   * (and pairs) played its first 5 games with the results it has without, and
   * one decision took 161 s with the time cap lifted, so the line was stopped
   * (bench/arena/experiments-forks-2026-11-28.jsonl).
   */
  forks?: number;
  /**
   * With `guard`: how many actions that leave the AI, its turn ended, two or
   * more cells that finish a line the tactics judge for a fork of its own (no
   * answer for the next seat on any sample), played before the search's choice.
   * No level uses it: Mogo's hard with 16 won 28 of 40 against normal, the same
   * 28 it wins without; 38 games went move for move alike
   * (bench/arena/experiments-ownforks-2026-11-28.jsonl).
   */
  ownForks?: number;
}

/** One in this many of a search's iterations must reach a game's end before Budget.endgame extends it. */
export const ENDGAME_SHARE = 20;
/** Iterations before that share is judged (fewer say too little). */
export const ENDGAME_AFTER = 64;

interface Node {
  mover: Seat;
  action: unknown;
  visits: number;
  /** Times this child was legal when its parent was visited. */
  avail: number;
  reward: number;
  children: Map<string, Node>;
}

const newNode = (mover: Seat, action: unknown): Node => ({ mover, action, visits: 0, avail: 0, reward: 0, children: new Map() });

/** The actions a seat may take now, standing orders left out (they are set apart: see standingOrders). */
export function playable(engine: AnyEngine, state: unknown, seat: Seat): unknown[] {
  const all = engine.legalActions(state, seat);
  return engine.isStandingOrder ? all.filter((a) => !engine.isStandingOrder!(a)) : all;
}

/** A full state consistent with what `seat` sees, or the state itself when nothing is hidden. */
export function sample(engine: AnyEngine, ai: GameAi, state: unknown, seat: Seat, rng: Rng): unknown {
  if (engine.determinize) return engine.determinize(state, seat, rng);
  return ai.determinize ? ai.determinize(state, seat, rng) : state;
}

/** Each seat's value of a state in [0, 1]: the result if over, else the game's measure. */
export function values(engine: AnyEngine, ai: GameAi, state: unknown, players: number): number[] {
  const result = engine.result(state);
  if (result) {
    const out = new Array<number>(players).fill(result.winners.length ? 0 : 1 / players);
    for (const w of result.winners) out[w] = 1 / result.winners.length;
    return out;
  }
  const scores = Array.from({ length: players }, (_, p) => ai.score(state, p));
  return scores.map((s, p) => {
    let best = -Infinity;
    for (let q = 0; q < players; q++) if (q !== p && scores[q] > best) best = scores[q];
    return 1 / (1 + Math.exp(-(s - best) / ai.scale));
  });
}

const keyOf = (mover: Seat, action: unknown): string => `${mover}|${JSON.stringify(action)}`;

export function search(engine: AnyEngine, ai: GameAi, state: unknown, seat: Seat, players: number, budget: Budget, rng: Rng): unknown | null {
  ai.forget?.();
  const rootActions = playable(engine, sample(engine, ai, state, seat, rng), seat);
  if (rootActions.length <= 1) return rootActions[0] ?? null;
  const trees = Math.max(1, budget.trees ?? 1);
  const perTree = Math.ceil(budget.iterations / trees);
  const started = performance.now();
  const votes = new Map<string, { action: unknown; visits: number }>();
  for (let t = 0; t < trees; t++) {
    const root = newNode(-1, null);
    let it = 0;
    let early = false;
    let ends = 0;
    let limit = perTree;
    for (; it < limit; it++) {
      if (performance.now() - started > budget.maxMs) break;
      if (it % 16 === 0 && limit === perTree && budget.endgame && it >= ENDGAME_AFTER && ends * ENDGAME_SHARE >= it) limit = Math.max(perTree, Math.ceil(budget.endgame / trees));
      // Once no other child can catch the most visited up, the rest of the budget cannot change the choice.
      if (it % 16 === 0 && settled(root, limit - it)) {
        early = true;
        break;
      }
      if (iterate(engine, ai, root, seat, sample(engine, ai, state, seat, rng), players, budget, rng)) ends++;
    }
    // A tree that stopped early had no rival left for the iterations it did not run: they count for its choice.
    let leader: Node | null = null;
    for (const child of root.children.values()) if (child.mover === seat && (!leader || child.visits > leader.visits)) leader = child;
    for (const [key, child] of root.children) {
      if (child.mover !== seat) continue;
      const v = votes.get(key) ?? { action: child.action, visits: 0 };
      v.visits += child.visits + (early && child === leader ? limit - it : 0);
      votes.set(key, v);
    }
  }
  let best: { action: unknown; visits: number } | null = null;
  for (const v of votes.values()) if (!best || v.visits > best.visits) best = v;
  return best ? best.action : rootActions[0];
}

/** Whether the most visited root child leads every other by more than the `left` iterations could give one. */
export function settled(root: Pick<Node, 'children'>, left: number): boolean {
  let first = 0;
  let second = 0;
  for (const child of root.children.values()) {
    if (child.visits > first) {
      second = first;
      first = child.visits;
    } else if (child.visits > second) second = child.visits;
  }
  return first - second > left;
}

/** One iteration; whether it reached a game's end (told only to a budget with `endgame`). */
function iterate(engine: AnyEngine, ai: GameAi, root: Node, seat: Seat, start: unknown, players: number, budget: Budget, rng: Rng): boolean {
  const path: Node[] = [];
  let node = root;
  let state = start;
  let expanded = false;
  let resampled = false;
  while (!expanded && !engine.result(state)) {
    // At the root it is the AI's own decision, even where several seats could act.
    const mover = node === root ? seat : engine.toAct(state)[0];
    if (budget.compress && node !== root && ai.branches && !ai.branches(state, mover)) {
      const legal = playable(engine, state, mover);
      if (legal.length === 0) break;
      const step = engine.applyAction(state, mover, replyOf(engine, ai, players)(state, mover, legal, rng));
      if (!step.ok) throw new Error(`search: the engine refused its own legal action: ${step.error}`);
      state = step.state;
      continue;
    }
    if (budget.opponentView && !resampled && mover !== seat) {
      state = sample(engine, ai, state, mover, rng);
      resampled = true;
    }
    const legal = node === root ? candidates(engine, ai, state, mover, budget.rootWidth ?? budget.width, true) : candidates(engine, ai, state, mover, budget.width, false);
    if (legal.length === 0) break;
    const fresh: unknown[] = [];
    let chosen: Node | null = null;
    let bestUcb = -Infinity;
    for (const action of legal) {
      const child = node.children.get(keyOf(mover, action));
      if (!child) {
        fresh.push(action);
        continue;
      }
      child.avail++;
      const ucb = child.reward / child.visits + budget.explore * Math.sqrt(Math.log(child.avail) / child.visits);
      if (ucb > bestUcb) {
        bestUcb = ucb;
        chosen = child;
      }
    }
    if (fresh.length > 0) {
      const action = fresh[rng.int(0, fresh.length - 1)];
      chosen = newNode(mover, action);
      chosen.avail = 1;
      node.children.set(keyOf(mover, action), chosen);
      // A forced step (one choice, such as Mogo's phase ends) is no decision:
      // the iteration goes on through it, so it ends where there was a choice.
      expanded = legal.length > 1;
    }
    const next = engine.applyAction(state, mover, chosen!.action);
    if (!next.ok) throw new Error(`search: the engine refused its own legal action: ${next.error}`);
    state = next.state;
    node = chosen!;
    path.push(node);
  }
  const end = playout(engine, ai, state, players, budget, rng);
  const reward = values(engine, ai, end, players);
  for (const n of path) {
    n.visits++;
    n.reward += reward[n.mover];
  }
  // Counted only where the level asks (a second look at the result costs some games a scan).
  return budget.endgame !== undefined && engine.result(end) !== null;
}

function candidates(engine: AnyEngine, ai: GameAi, state: unknown, seat: Seat, width: number | undefined, root: boolean): unknown[] {
  const known = ai.candidatesKnown?.(state, seat, width);
  if (known) return known;
  const legal = playable(engine, state, seat);
  return ai.candidates && legal.length > 1 ? ai.candidates(state, seat, legal, width, root) : legal;
}

/**
 * The action after which `seat`'s measure leads the best other seat's by most
 * (a win first, a loss last), ties broken at random: the greedy baseline's
 * choice, and the playout policy of levels that ask for replies (Budget.reply)
 * in games without a cheaper one of their own (GameAi.reply).
 */
export function greedyChoice(engine: AnyEngine, ai: GameAi, state: unknown, seat: Seat, actions: readonly unknown[], players: number, rng: Rng): unknown {
  let best: unknown = null;
  let bestValue = -Infinity;
  let ties = 0;
  for (const action of actions) {
    const r = engine.applyAction(state, seat, action);
    if (!r.ok) continue;
    const value = lead(r.state, engine.result(r.state), seat, players, ai.score);
    if (value > bestValue) {
      best = action;
      bestValue = value;
      ties = 1;
    } else if (value === bestValue && rng.int(0, ties++) === 0) best = action;
  }
  return best;
}

/** A seat's answer where a level asks for one (Budget.reply, Budget.compress): the game's reply policy, else the greedy baseline's choice. */
function replyOf(engine: AnyEngine, ai: GameAi, players: number): NonNullable<GameAi['reply']> {
  return ai.reply ?? ((s, seat, legal, r) => (legal.length > 1 ? greedyChoice(engine, ai, s, seat, legal, players, r) : legal[0]));
}

/** The state a playout from `start` stops in. */
function playout(engine: AnyEngine, ai: GameAi, start: unknown, players: number, budget: Budget, rng: Rng): unknown {
  let state = start;
  const policy = budget.reply ? replyOf(engine, ai, players) : ai.playout;
  const depthMax = budget.playoutDepth ?? ai.playoutDepth;
  for (let depth = 0; depth < depthMax && !engine.result(state); depth++) {
    const seat = engine.toAct(state)[0];
    let action: unknown;
    if (!budget.reply && ai.playoutAction) {
      action = ai.playoutAction(state, seat, rng);
      if (action === null) break;
    } else {
      const legal = playable(engine, state, seat);
      if (legal.length === 0) break;
      action = policy ? policy(state, seat, legal, rng) : legal[rng.int(0, legal.length - 1)];
    }
    const next = engine.applyAction(state, seat, action);
    if (!next.ok) throw new Error(`search: the engine refused its own legal action: ${next.error}`);
    state = next.state;
  }
  return state;
}
