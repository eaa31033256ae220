// Go*Mofasta's measure: lines of eight. Every window of eight points along a
// row, column or diagonal holding one colour's stones and none of the other's
// is a threat, worth more the fuller it is; a colour's score is its fullest
// such window plus a little for the others. The same windows give each empty
// point a value per colour, from which the tree and the playouts rank the
// hundreds of placements cheaply (extend your lines, block theirs), since
// applying every one of them would be far too slow.
import { blockEmpty, blockPoints, EMPTY as CH_EMPTY, emptyBlocks } from '../../games/gomofasta/board.js';
import { cardStones, distinctRotations, type Stone } from '../../games/gomofasta/cards.js';
import { gomofasta, type GmAction, type GmState } from '../../games/gomofasta/index.js';
import { forkRng, type Rng } from '../../games/rng.js';
import type { GameAi } from './types.js';

const LINE = 8;
const WEIGHT = [0.02, 1, 3, 9, 27, 81, 243, 729];
const DIRS: readonly [number, number][] = [[1, 0], [0, 1], [1, 1], [1, -1]];

interface Lines {
  /** Fullest open window per colour (0 = Black, 1 = White). */
  best: [number, number];
  /** Open windows of five or more per colour. */
  strong: [number, number];
  /** Per colour, per point: the weight of the open windows through it. */
  value: [Float64Array, Float64Array];
}

/** The last board measured: a leaf is scored for both seats, and a playout step ranks the board it then scores. */
let last: { board: string; lines: Lines } | null = null;

export function lines(s: GmState): Lines {
  if (last?.board === s.board) return last.lines;
  last = { board: s.board, lines: measure(s) };
  return last.lines;
}

/** The lines of at least LINE points on a board of a size, each as its points in order (one per row, column and diagonal). */
const linesBySize = new Map<number, Int32Array[]>();

function boardLines(n: number): Int32Array[] {
  let out = linesBySize.get(n);
  if (out) return out;
  out = [];
  for (const [dx, dy] of DIRS) {
    for (let y0 = 0; y0 < n; y0++) {
      for (let x0 = 0; x0 < n; x0++) {
        // A line starts where the point before it is off the board.
        const px = x0 - dx;
        const py = y0 - dy;
        if (px >= 0 && py >= 0 && px < n && py < n) continue;
        const points: number[] = [];
        for (let x = x0, y = y0; x >= 0 && y >= 0 && x < n && y < n; x += dx, y += dy) points.push(y * n + x);
        if (points.length >= LINE) out.push(Int32Array.from(points));
      }
    }
  }
  linesBySize.set(n, out);
  return out;
}

/** WEIGHT in fiftieths, so the sums are exact whatever their order. */
const WEIGHT_UNITS = WEIGHT.map((w) => Math.round(w * 50));

/**
 * Every window of LINE points, slid along each line: the stones entering and
 * leaving keep the counts, and a window's weight goes onto its points through
 * running totals, so a board costs a pass per line instead of LINE per window.
 * `value` is in fiftieths of WEIGHT (only its order matters: gains compares).
 */
function measure(s: GmState): Lines {
  const n = s.size;
  const b = s.board;
  const out: Lines = { best: [0, 0], strong: [0, 0], value: [new Float64Array(n * n), new Float64Array(n * n)] };
  // Per point of the line: weight starting there, per colour (an empty window counts for both).
  const start0 = new Float64Array(n + 1);
  const start1 = new Float64Array(n + 1);
  for (const line of boardLines(n)) {
    const len = line.length;
    start0.fill(0);
    start1.fill(0);
    let black = 0;
    let white = 0;
    for (let i = 0; i < len; i++) {
      const c = b.charCodeAt(line[i]);
      if (c === 66) black++;
      else if (c === 87) white++;
      if (i >= LINE) {
        const gone = b.charCodeAt(line[i - LINE]);
        if (gone === 66) black--;
        else if (gone === 87) white--;
      }
      if (i < LINE - 1 || (black > 0 && white > 0)) continue;
      const colour = white > 0 ? 1 : 0;
      const k = black + white;
      if (k > out.best[colour]) out.best[colour] = k;
      if (k >= 5) out.strong[colour]++;
      const w = WEIGHT_UNITS[Math.min(k, 7)];
      const from = i - LINE + 1;
      if (k === 0 || colour === 0) start0[from] += w;
      if (k === 0 || colour === 1) start1[from] += w;
    }
    // A point's total is the weight of the windows that started within LINE points before it.
    let run0 = 0;
    let run1 = 0;
    for (let i = 0; i < len; i++) {
      run0 += start0[i];
      run1 += start1[i];
      if (i >= LINE) {
        run0 -= start0[i - LINE];
        run1 -= start1[i - LINE];
      }
      out.value[0][line[i]] += run0;
      out.value[1][line[i]] += run1;
    }
  }
  return out;
}

const colourOf = (s: GmState, seat: number): 0 | 1 => (seat === s.blackSeat ? 0 : 1);

export function score(s: GmState, seat: number): number {
  const l = lines(s);
  const c = colourOf(s, seat);
  return l.best[c] + 0.3 * Math.min(l.strong[c], 10);
}

/** Each placement's gain for the mover: own stones extend own lines, every stone blocks the other colour's. */
function gains(s: GmState, seat: number, actions: GmAction[]): Float64Array {
  const l = lines(s);
  const mine = colourOf(s, seat);
  const out = new Float64Array(actions.length);
  for (let i = 0; i < actions.length; i++) {
    const a = actions[i];
    const stones: readonly Stone[] = cardStones(a.card, a.rot);
    const points = blockPoints(s.size, a.x, a.y);
    let g = 0;
    for (let k = 0; k < 4; k++) {
      const c = stones[k] === 'B' ? 0 : 1;
      const v = l.value[c][points[k]] + 0.9 * l.value[1 - c][points[k]];
      g += c === mine ? v : -v;
    }
    out[i] = g;
  }
  return out;
}

/** The k placements of most gain, best first (a selection, not a sort: the lists run to thousands). */
export function topK(s: GmState, seat: number, actions: GmAction[], k: number): GmAction[] {
  const g = gains(s, seat, actions);
  const best: number[] = [];
  for (let i = 0; i < actions.length; i++) {
    if (best.length === k && g[i] <= g[best[k - 1]]) continue;
    let j = best.length < k ? best.length : k - 1;
    while (j > 0 && g[best[j - 1]] < g[i]) {
      best[j] = best[j - 1];
      j--;
    }
    best[j] = i;
  }
  return best.map((i) => actions[i]);
}

/** How a playout picks: the best placement 7 times in 10, else one of the best 4. */
const PLAYOUT_BEST = 4;

/**
 * One playout step: the same choice as ranking legalActions' whole list with
 * gains and topK (the same order, the same ties), without building the list:
 * placements are scored as they are enumerated and only the best few become
 * actions. Playouts are most of a search, and the lists run to thousands.
 */
export function playoutAction(s: GmState, seat: number, rng: Rng): GmAction | null {
  if (s.result || s.toMove !== seat) return null;
  const blocks = emptyBlocks(s.board, s.size);
  if (blocks.length === 0) return null;
  const l = lines(s);
  const mine = colourOf(s, seat);
  const n = s.size;
  // A stone's gain at each point, per colour: what gains adds up for a placement's four.
  const pointGain = [new Float64Array(n * n), new Float64Array(n * n)];
  for (const c of [0, 1]) {
    const sign = c === mine ? 1 : -1;
    for (let q = 0; q < n * n; q++) pointGain[c][q] = sign * (l.value[c][q] + 0.9 * l.value[1 - c][q]);
  }
  const bestGain: number[] = [];
  const bestAction: GmAction[] = [];
  for (const card of new Set(s.hands[seat])) {
    for (const rot of distinctRotations(card)) {
      const [s0, s1, s2, s3] = cardStones(card, rot).map((st) => (st === 'B' ? 0 : 1));
      for (const p of blocks) {
        const g = pointGain[s0][p] + pointGain[s1][p + 1] + pointGain[s2][p + n] + pointGain[s3][p + n + 1];
        const k = bestGain.length;
        if (k === PLAYOUT_BEST && g <= bestGain[k - 1]) continue;
        let j = k < PLAYOUT_BEST ? k : k - 1;
        while (j > 0 && bestGain[j - 1] < g) {
          bestGain[j] = bestGain[j - 1];
          bestAction[j] = bestAction[j - 1];
          j--;
        }
        bestGain[j] = g;
        bestAction[j] = { card, rot, x: p % n, y: Math.floor(p / n) };
      }
    }
  }
  return rng.int(0, 9) < 7 ? bestAction[0] : bestAction[rng.int(0, bestAction.length - 1)];
}

/**
 * The tree's candidates per position. Every iteration that passes a node ranks
 * its placements again, and the same board and hand come back on every visit
 * (a sample changes only the draw pile's order): remembered, as Mogo does,
 * until the next search starts (forget) or the memory is full.
 */
const remembered = new Map<string, GmAction[]>();
const REMEMBERED_MAX = 5000;

const rememberedKey = (s: GmState, seat: number, width: number): string => `${width}|${seat}|${s.toMove}|${s.hands[seat].slice().sort().join('')}|${s.board}`;

/**
 * Empty blocks orthogonally beside an empty point that no empty 2×2 block
 * holds. Only a placement there can close an eye (MOF-R03: the eye is filled
 * with the mover's colour), which may make or hand over a line of 8 that the
 * windows cannot foresee: a 1-wide strip along the edge fills whole.
 */
export function eyeSideBlocks(s: GmState): Set<number> {
  const n = s.size;
  const b = s.board;
  const open = (x: number, y: number) => blockEmpty(b, n, x, y);
  const out = new Set<number>();
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      if (b.charCodeAt(y * n + x) !== CH_EMPTY || open(x - 1, y - 1) || open(x, y - 1) || open(x - 1, y) || open(x, y)) continue;
      // The top-left corners of the blocks this point lies beside.
      for (const [bx, by] of [[x + 1, y], [x + 1, y - 1], [x - 2, y], [x - 2, y - 1], [x, y + 1], [x - 1, y + 1], [x, y - 2], [x - 1, y - 2]]) {
        if (open(bx, by)) out.add(by * n + bx);
      }
    }
  }
  return out;
}

/** Placements the tree keeps per decision where the level does not say (Budget.width). */
const WIDTH = 12;

/** Placements whose result the windows may misjudge, tried on the board itself: the placements ranked best, and those that close an eye. */
const TRIED_BEST = 3;

/**
 * What the tree considers: a placement that wins at once alone (nothing else
 * is worth a visit, and the other side's win is then found at the first try);
 * else the `width` of most gain, leaving out those found to hand the line to the
 * other colour.
 */
function rank(s: GmState, seat: number, actions: GmAction[], width: number): GmAction[] {
  const near = eyeSideBlocks(s);
  const tried = new Set<GmAction>(topK(s, seat, actions, TRIED_BEST));
  for (const a of actions) if (near.has(a.y * s.size + a.x)) tried.add(a);
  const losing = new Set<GmAction>();
  for (const a of tried) {
    const r = gomofasta.applyAction(s, seat, a);
    if (!r.ok || !r.state.result || r.state.result.winners.length === 0) continue;
    if (r.state.result.winners.includes(seat)) return [a];
    losing.add(a);
  }
  const open = losing.size && losing.size < actions.length ? actions.filter((a) => !losing.has(a)) : actions;
  return topK(s, seat, open, width);
}

function candidates(s: GmState, seat: number, actions: GmAction[], width = WIDTH): GmAction[] {
  const key = rememberedKey(s, seat, width);
  let out = remembered.get(key);
  if (!out) {
    if (remembered.size >= REMEMBERED_MAX) remembered.clear();
    out = rank(s, seat, actions, width);
    remembered.set(key, out);
  }
  return out;
}

export const gomofastaAi: GameAi<GmState, GmAction> = {
  score,
  scale: 1.2,
  playoutDepth: 6,
  candidates,
  candidatesKnown: (s, seat, width = WIDTH) => (s.result ? null : (remembered.get(rememberedKey(s, seat, width)) ?? null)),
  forget: () => remembered.clear(),
  playoutAction,
  determinize(s, _seat, rng) {
    // The draw pile's order is hidden from both players: shuffle it (sorted first, so the real order changes nothing).
    return { ...s, deck: rng.shuffle(s.deck.slice().sort()), rng: forkRng(rng) };
  },
};
