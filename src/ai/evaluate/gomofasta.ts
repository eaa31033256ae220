// Go*Mofasta's measure: lines of eight. Every window of eight points along a
// row, column or diagonal holding one colour's stones and none of the other's
// is a threat, worth more the fuller it is; a colour's score is its fullest
// such window plus a little for the others. The same windows give each empty
// point a value per colour, from which the tree and the playouts rank the
// hundreds of placements cheaply (extend your lines, block theirs), since
// applying every one of them would be far too slow.
import { blockPoints } from '../../games/gomofasta/board.js';
import { cardStones, type Stone } from '../../games/gomofasta/cards.js';
import type { GmAction, GmState } from '../../games/gomofasta/index.js';
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

function lines(s: GmState): Lines {
  const n = s.size;
  const b = s.board;
  const out: Lines = { best: [0, 0], strong: [0, 0], value: [new Float64Array(n * n), new Float64Array(n * n)] };
  for (const [dx, dy] of DIRS) {
    for (let y0 = 0; y0 < n; y0++) {
      for (let x0 = 0; x0 < n; x0++) {
        const x1 = x0 + dx * (LINE - 1);
        const y1 = y0 + dy * (LINE - 1);
        if (x1 >= n || y1 < 0 || y1 >= n) continue;
        let black = 0;
        let white = 0;
        for (let k = 0; k < LINE; k++) {
          const c = b.charCodeAt((y0 + k * dy) * n + x0 + k * dx);
          if (c === 66) black++;
          else if (c === 87) white++;
        }
        if (black > 0 && white > 0) continue;
        const colour = white > 0 ? 1 : 0;
        const k = black + white;
        if (k > out.best[colour]) out.best[colour] = k;
        if (k >= 5) out.strong[colour]++;
        const w = WEIGHT[Math.min(k, 7)];
        // An empty window is open to both colours.
        for (const value of k === 0 ? out.value : [out.value[colour]]) {
          for (let j = 0; j < LINE; j++) value[(y0 + j * dy) * n + x0 + j * dx] += w;
        }
      }
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
function topK(s: GmState, seat: number, actions: GmAction[], k: number): GmAction[] {
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

export const gomofastaAi: GameAi<GmState, GmAction> = {
  score,
  scale: 1.2,
  playoutDepth: 6,
  candidates: (s, seat, actions) => topK(s, seat, actions, 12),
  playout(s, seat, actions, rng: Rng) {
    const best = topK(s, seat, actions, 4);
    return rng.int(0, 9) < 7 ? best[0] : best[rng.int(0, best.length - 1)];
  },
  determinize(s, _seat, rng) {
    // The draw pile's order is hidden from both players: shuffle it (sorted first, so the real order changes nothing).
    return { ...s, deck: rng.shuffle(s.deck.slice().sort()), rng: forkRng(rng) };
  },
};
