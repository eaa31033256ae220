// Mogo's measure: captured counters (20 win), counters on the board whose
// stone is the seat's (the most when the board fills wins), a little for the
// hand, rivals' counters as good as captured (MOGO-R01: a group with no empty
// cell beside it, or one a Deployment from that, which cannot add an empty cell
// itself), and lines: every window of seven cells along a row, column or
// diagonal that holds the seat's counters and no one else's could still become
// the winning line, worth more the fuller it is. So a Deployment that extends a
// line, breaks into a rival's full window or closes a group scores above one
// that does none of these. Captures happen only when the Action Phase ends, so
// playouts end each phase rather than play at random; a level that asks for
// replies (Budget.reply; none does since `hard` took the exact measure) runs
// them further and lets each seat make the Deployment and the action the
// measure likes best on the way, so a leaf is scored after the rival's greedy
// answer. The measure reads stones; `exact` reads controllers, as the rules do.
// The action lists run to hundreds (every counter in hand times every cell,
// every teleport target), far too wide for the tree to try each: the tree
// considers only the few whose one-step result the measure likes best, as the
// greedy baseline would pick (how many is the level's: Budget.width; at the
// root, the AI's own decision, every Deployment is ranked, below it only those
// into the cells the windows favour), and
// remembers that ranking per position because determinizations revisit the
// same one again and again. Ranking is most of a search's time, so positions
// already scored are remembered too.
import { mogo } from '../../games/mogo/index.js';
import type { MogoAction, MogoState } from '../../games/mogo/state.js';
import { BORDER } from '../../games/mogo/geometry.js';
import { effOf } from '../../games/mogo/ctx.js';
import type { Eff } from '../../games/mogo/layers.js';
import { COUNTERS, N, prim, T_U } from '../../games/mogo/counters.js';
import { MOGO_TACTICAL_WEIGHT } from '../../games/mogo/rulings.js';
import type { GameAi } from './types.js';
import { guardMogo } from './mogo-tactics.js';
import { lead } from './lead.js';

/** Actions the tree keeps per decision when the level does not say. */
const WIDTH = 6;
/** Deployments kept into one cell: the tree should weigh where, not only which counter. */
const PER_CELL = 2;
/**
 * Cells whose Deployments are ranked at all, the best by cellWorth: two more
 * than the width needs at PER_CELL each. Applying every counter at every cell
 * costs too much, and the tree ranks again at each decision it reaches.
 */
const SPARE_CELLS = 2;
/** Rankings remembered before the memory is dropped (a safety net: it is dropped as each search starts). */
const MEMORY = 4000;
/**
 * An open window's worth by how many of its seven cells the seat holds (six: a
 * win next Deployment). Seven stones need not be a win (the line counts the
 * counters' controllers, and a Flag weighs two), so seven is worth what six is.
 */
const WINDOW = [0, 0, 0.1, 0.3, 1, 3, 8, 8];
/** A rival's counter as good as captured (its group has no empty cell beside it), and one a Deployment away from it. */
const DEAD = 1.5;
const THREATENED = 0.6;

/** Every straight run of `length` cells along a row, column or diagonal. */
function runs(length: number): number[][] {
  const out: number[][] = [];
  for (const [dx, dy] of [[1, 0], [0, 1], [1, 1], [1, -1]]) {
    for (let y = 0; y < 10; y++) {
      for (let x = 0; x < 10; x++) {
        const ex = x + (length - 1) * dx;
        const ey = y + (length - 1) * dy;
        if (ex > 9 || ey < 0 || ey > 9) continue;
        out.push(Array.from({ length }, (_, k) => (y + k * dy) * 10 + x + k * dx));
      }
    }
  }
  return out;
}

const WINDOWS: readonly (readonly number[])[] = runs(7);
/** The Flag's line weight (two), from the counter table. */
const FLAG_WEIGHT = prim(N.flag, 'LINE_WEIGHT')?.n ?? 1;
/** With the Flag weighing two, six cells can make the line. */
const SHORT_RUNS: readonly (readonly number[])[] = runs(6);

/** Each cell's stone (-1: empty), read once per position: the windows and groups below look at each cell many times. */
const OWN = new Int8Array(100);

function readOwners(s: MogoState): void {
  for (let c = 0; c < 100; c++) OWN[c] = s.board[c]?.owner ?? -1;
}

/** Who holds a window alone (-1: nobody, it is empty; -2: several seats) and with how many counters; reused, not allocated. */
const held = { owner: -1, n: 0 };

/** Who holds window `w` alone by `who`'s reading of each cell, and its total `weight`. */
function holdBy(w: readonly number[], who: Int8Array, weight: Uint8Array): typeof held {
  held.owner = -1;
  held.n = 0;
  for (const cell of w) {
    const o = who[cell];
    if (o < 0) continue;
    if (held.owner >= 0 && o !== held.owner) {
      held.owner = -2;
      return held;
    }
    held.owner = o;
    held.n += weight[cell];
  }
  held.n = Math.min(held.n, MOGO_TACTICAL_WEIGHT);
  return held;
}

/** Every cell weighing one: the plain measure counts stones. */
const ONES = new Uint8Array(100).fill(1);
const hold = (w: readonly number[]): typeof held => holdBy(w, OWN, ONES);

/** Every seat's open-window worth, in one pass over the windows; `read` says who holds one and how much. */
function lines(s: MogoState, read: (w: readonly number[]) => typeof held): number[] {
  const sum = new Array<number>(s.players).fill(0);
  for (const w of WINDOWS) {
    const { owner, n } = read(w);
    if (owner >= 0) sum[owner] += WINDOW[n];
  }
  return sum;
}

// prey's scratch: a cell is seen (SEEN) or counted as a liberty (LIBS) when it holds the current stamp, so nothing is cleared between calls.
const SEEN = new Int32Array(100);
const LIBS = new Int32Array(100);
const STACK: number[] = [];
let call = 0;
let group = 0;

/**
 * What `seat` could capture (MOGO-R01): the rivals' counters in groups with no
 * empty cell beside them (taken at its next Capture Phase) and in groups with
 * one (the next Deployment there takes them, and the group cannot add one
 * itself). `atari` gets, per such empty cell, how many counters it would take.
 */
function prey(seat: number, atari?: Float64Array): { dead: number; threatened: number } {
  call++;
  let dead = 0;
  let threatened = 0;
  for (let start = 0; start < 100; start++) {
    const first = OWN[start];
    if (first < 0 || first === seat || SEEN[start] === call) continue;
    group++;
    let size = 0;
    let libs = 0;
    let lib = -1;
    STACK.push(start);
    SEEN[start] = call;
    while (STACK.length) {
      const c = STACK.pop()!;
      size++;
      for (const n of BORDER[c]) {
        const o = OWN[n];
        if (o < 0) {
          if (LIBS[n] !== group) {
            LIBS[n] = group;
            libs++;
            lib = n;
          }
        } else if (o !== seat && SEEN[n] !== call) {
          SEEN[n] = call;
          STACK.push(n);
        }
      }
    }
    if (libs === 0) dead += size;
    else if (libs === 1) {
      threatened += size;
      if (atari) atari[lib] += size;
    }
  }
  return { dead, threatened };
}

/** What scores reads of a position, as a key: Deployments of different counters into one cell mostly leave the same. */
function scoreKey(s: MogoState): string {
  let k = '';
  for (let c = 0; c < 100; c++) k += OWN[c] < 0 ? '.' : OWN[c];
  for (let p = 0; p < s.players; p++) k += `|${+s.alive[p]},${s.captures[p].length},${s.hands[p].length}`;
  return k;
}

const scored = new Map<string, number[]>();

function scores(s: MogoState): number[] {
  readOwners(s);
  const key = scoreKey(s);
  let out = scored.get(key);
  if (!out) {
    out = fresh(s);
    if (scored.size >= MEMORY) scored.clear();
    scored.set(key, out);
  }
  return out;
}

/** scores, worked out; OWN holds the position (and CTRL, WEIGHT for `read` = lineHold). */
function fresh(s: MogoState, read: (w: readonly number[]) => typeof held = hold): number[] {
  const line = lines(s, read);
  const onBoard = new Array<number>(s.players).fill(0);
  for (let c = 0; c < 100; c++) if (OWN[c] >= 0) onBoard[OWN[c]]++;
  return line.map((l, seat) => {
    if (!s.alive[seat]) return -40;
    const { dead, threatened } = prey(seat);
    return 1.2 * s.captures[seat].length + 0.6 * onBoard[seat] + l + 0.2 * s.hands[seat].length + DEAD * dead + THREATENED * threatened;
  });
}

/**
 * Each cell's controller and line weight, as the line of 7 counts them
 * (victory.ts: a stolen counter lines up for its new controller, a Flag
 * weighs two). The measure reads stones, which is near enough for judging a
 * position; choosing which cells to try must not miss a Deployment that wins:
 * read by stones, 1 in 236 of greedy's choices was a win none of the ranked
 * cells held.
 */
const CTRL = new Int8Array(100);
const WEIGHT = new Uint8Array(100);

/** Who controls a window alone and its line weight, as `hold` reads stones. */
const lineHold = (w: readonly number[]): typeof held => holdBy(w, CTRL, WEIGHT);

function readControllers(s: MogoState): Eff {
  const e = effOf(s);
  CTRL.set(e.ctrl);
  WEIGHT.set(e.weight);
  return e;
}

/** readControllers, and OWN read as controllers too, for what reads the board as the rules do. */
function readByController(s: MogoState): Eff {
  const e = readControllers(s);
  OWN.set(CTRL);
  return e;
}

const exactScored = new Map<string, number[]>();

/**
 * The measure as the rules read the board (Budget.measure 'exact'): each
 * counter for its controller, in the lines, on the board and in the groups
 * the Capture Phase takes (victory.ts), and the Flag weighing two. Dearer (the
 * effective board is worked out for every leaf), and it differs from the plain
 * measure in about one position in fifteen, where a counter is controlled by
 * another seat than its stone's.
 */
function exactScores(s: MogoState): number[] {
  readByController(s);
  let key = scoreKey(s);
  for (let c = 0; c < 100; c++) if (WEIGHT[c] > 1) key += `|w${c}`;
  let out = exactScored.get(key);
  if (!out) {
    out = fresh(s, lineHold);
    if (exactScored.size >= MEMORY) exactScored.clear();
    exactScored.set(key, out);
  }
  return out;
}

/** What one more counter of `seat` in each empty cell does to the windows through it: extends its own, or breaks a rival's. */
function cellWorth(s: MogoState, seat: number): Float64Array {
  readOwners(s);
  readControllers(s);
  const worth = new Float64Array(100);
  for (const w of WINDOWS) {
    const { owner, n } = lineHold(w);
    if (owner === -2) continue;
    // An empty window still counts a little: cells in many (the middle) start more lines.
    const gain = n === 0 ? 0.01 : owner === seat ? (n >= 6 ? 100 : WINDOW[n + 1] - WINDOW[n]) : WINDOW[n];
    for (const cell of w) if (OWN[cell] < 0) worth[cell] += gain;
  }
  // Six cells, all but one the seat's: the Deployment that fills the gap wins if the weight reaches 7 (with the Flag from hand, or one on the board).
  const deployed = s.hands[seat].includes(N.flag) ? FLAG_WEIGHT : 1;
  for (const w of SHORT_RUNS) {
    const { owner, n } = lineHold(w);
    if (owner !== seat || n + deployed < MOGO_TACTICAL_WEIGHT) continue;
    let gap = -1;
    let gaps = 0;
    for (const cell of w) if (CTRL[cell] < 0) (gap = cell), gaps++;
    if (gaps === 1) worth[gap] += 100;
  }
  // The cell that takes a group whatever else it does.
  const take = new Float64Array(100);
  prey(seat, take);
  for (let c = 0; c < 100; c++) worth[c] += 2 * take[c];
  return worth;
}

export const score = (s: MogoState, seat: number): number => scores(s)[seat];
export const exact = (s: MogoState, seat: number): number => exactScores(s)[seat];

/**
 * A seat's standing as numbers for the fitted measure (scripts/fit-measure.ts),
 * in FEATURES' order, read as the rules read the board (each counter for its
 * controller, the Flag weighing two, as `exact`): the plain measure's parts,
 * its open windows counted by how full they are (the fit weighs each fill,
 * where WINDOW fixes them), the force of the seat's Units on the board, and
 * the hand by what it holds, since a Sorcery or a strong Unit in hand may be
 * worth more than another counter on the board.
 * No level uses a fitted Mogo measure: no fit beat the plain measure where it
 * matters (bench/arena/README.md, 2026-11-27). In `normal`'s games against
 * itself no part of the position tells the winner better than a coin until
 * about 120 actions before the end, and weights fitted to half of 65 such
 * games predicted the other half worse than the plain measure (log-loss 0.70
 * and 0.72 against 0.67); weights fitted to 450 greedy games did no better
 * than it on those games (0.681 against 0.683). Earlier, weights over the
 * plain parts alone gave normal 29 of 40 against greedy, against 26 of 40
 * with the plain measure (bench/arena/experiments-2026-11-26.jsonl).
 */
export const FEATURES = [
  'captures', 'onBoard', 'dead', 'threatened', 'windows2', 'windows3', 'windows4', 'windows5', 'windows6', 'toMove',
  'boardForce', 'handUnits', 'handForce', 'handSorceries', 'handLocales', 'handRelics', 'handEnchantments', 'handModifiers', 'handFlag',
] as const;

/** Where each type other than a Unit is counted in handFeatures (a Unit: 0, and its force 1; the Flag: 7). */
const HAND_SLOT = { S: 2, L: 3, R: 4, E: 5, M: 6 } as const;

/** A hand's counters by type, FEATURES from handUnits on. */
function handFeatures(hand: readonly number[]): number[] {
  const out = new Array<number>(8).fill(0);
  for (const ch of hand) {
    const c = COUNTERS[ch];
    if (!c) continue;
    if (ch === N.flag) out[7]++;
    else if (c.type === 'U') {
      out[0]++;
      out[1] += c.force ?? 0;
    } else out[HAND_SLOT[c.type]]++;
  }
  return out;
}

export function features(s: MogoState, seat: number): number[] {
  const e = readByController(s);
  const windows = [0, 0, 0, 0, 0];
  for (const w of WINDOWS) {
    const { owner, n } = lineHold(w);
    if (owner === seat && n >= 2) windows[Math.min(n, 6) - 2]++;
  }
  let onBoard = 0;
  let force = 0;
  for (let c = 0; c < 100; c++) {
    if (OWN[c] !== seat) continue;
    onBoard++;
    if (e.types[c] & T_U) force += e.force[c];
  }
  const { dead, threatened } = prey(seat);
  return [s.captures[seat].length, onBoard, dead, threatened, ...windows, s.turn.seat === seat ? 1 : 0, force, ...handFeatures(s.hands[seat])];
}

/** One step's value for the mover (lead), every seat's measure read in one pass. */
function stepValue(s: MogoState, seat: number): number {
  const all = s.result ? [] : scores(s);
  return lead(s, s.result, seat, s.players, (_, p) => all[p]);
}

function positionKey(s: MogoState, seat: number): string {
  let k = `${seat}${s.turn.seat}${s.turn.phase}${+s.turn.deployed}${+s.turn.acted}${s.turn.sift}|${s.hands[seat].join(',')}|`;
  for (const p of s.board) k += p ? `${p.c}.${p.owner}.${p.mods.length};` : ';';
  return k;
}

function deployCells(s: MogoState, seat: number, actions: MogoAction[], width: number, every: boolean): Set<number> {
  const open = new Set<number>();
  for (const a of actions) if (a.type === 'deploy') open.add(a.cell);
  const keep = Math.ceil(width / PER_CELL) + SPARE_CELLS;
  if (every || open.size <= keep) return open;
  const worth = cellWorth(s, seat);
  return new Set([...open].sort((x, y) => worth[y] - worth[x] || x - y).slice(0, keep));
}

const memory = new Map<string, { listed: number; picks: { i: number; json: string }[] }>();

/** The `width` actions whose one-step result the measure likes best; `every`: rank every Deployment, not only those into the likeliest cells. */
function best(s: MogoState, seat: number, actions: MogoAction[], width: number, every = false): MogoAction[] {
  const key = `${width}${every ? '*' : ''}${positionKey(s, seat)}`;
  const known = memory.get(key);
  // The same position in another determinization lists the same actions in the same order, unless something hidden changed them: then rank again.
  if (known && known.picks.length && known.listed === actions.length && known.picks.every(({ i, json }) => JSON.stringify(actions[i]) === json)) return known.picks.map(({ i }) => actions[i]);
  const ranked: { a: MogoAction; i: number; v: number }[] = [];
  const cells = deployCells(s, seat, actions, width, every);
  actions.forEach((a, i) => {
    if (a.type === 'deploy' && !cells.has(a.cell)) return;
    const r = mogo.applyAction(s, seat, a);
    if (r.ok) ranked.push({ a, i, v: stepValue(r.state as MogoState, seat) });
  });
  ranked.sort((x, y) => y.v - x.v);
  const out: MogoAction[] = [];
  const picks: { i: number; json: string }[] = [];
  const intoCell = new Map<number, number>();
  for (const { a, i } of ranked) {
    if (out.length >= width) break;
    if (a.type === 'deploy') {
      const n = intoCell.get(a.cell) ?? 0;
      if (n >= PER_CELL) continue;
      intoCell.set(a.cell, n + 1);
    }
    out.push(a);
    picks.push({ i, json: JSON.stringify(a) });
  }
  if (memory.size >= MEMORY) memory.clear();
  memory.set(key, { listed: actions.length, picks });
  return out.length ? out : actions;
}

export const mogoAi: GameAi<MogoState, MogoAction> = {
  score,
  features,
  featureNames: FEATURES,
  scale: 2,
  playoutDepth: 3,
  // The AI's own decision ranks every Deployment, as the greedy baseline does (about one in thirty of its choices lay outside the ranked cells).
  candidates: (s, seat, actions, width = WIDTH, root = false) => (actions.length > width ? best(s, seat, actions, width, root) : actions),
  exact,
  guard: (samples, seat, choice, rng, limits) => guardMogo(samples, seat, choice, exact, rng, limits),
  // Budget.compress (no level's): Deployments are where a seat's turn turns; its actions then follow `reply`.
  branches: (s) => s.turn.phase === 'deployment' && !s.turn.deployed,
  forget: () => {
    memory.clear();
    scored.clear();
    exactScored.clear();
  },
  // Ending each phase brings the Capture Phase, so the measure scores the captures a leaf has set up instead of a random Deployment's noise.
  playout: (_s, _seat, actions, rng) => actions.find((a) => a.type === 'end') ?? actions[rng.int(0, actions.length - 1)],
  // The same, but a seat in its Deployment Phase first makes the Deployment the measure likes best, and in its Action Phase takes
  // the action it likes best, so a leaf is scored after the reply the greedy baseline would make (a line completed by a
  // move, a group taken) rather than after a pass; either ends the phase when that is best.
  reply: (s, seat, actions, rng) => {
    const end = actions.find((a) => a.type === 'end');
    if (!end) return actions[rng.int(0, actions.length - 1)];
    if (s.turn.phase === 'action') return actions.length > 1 ? best(s, seat, actions, 1)[0] : end;
    if (s.turn.phase !== 'deployment' || s.turn.deployed) return end;
    const choices = actions.filter((a) => a.type === 'deploy' || a === end);
    return choices.length > 1 ? best(s, seat, choices, 1)[0] : end;
  },
};
