// Mogo's measure: captured counters (20 win), counters on the board whose
// stone is the seat's (the most when the board fills wins), a little for the
// hand, and lines: every window of seven cells along a row, column or diagonal
// that holds the seat's counters and no one else's could still become the
// winning line, worth more the fuller it is. So a Deployment that extends a
// line or breaks into a rival's full window scores above one that does neither.
// The action lists run to hundreds (every counter in hand times every cell,
// every teleport target), far too wide for the tree to try each: the tree
// considers only the few whose one-step result the measure likes best, as the
// greedy baseline would pick (how many is the level's: Budget.width), and
// remembers that ranking per position because determinizations revisit the
// same one again and again.
import { mogo } from '../../games/mogo/index.js';
import type { MogoAction, MogoState } from '../../games/mogo/state.js';
import type { GameAi } from './types.js';

/** Actions the tree keeps per decision when the level does not say. */
const WIDTH = 6;
/** Deployments kept into one cell: the tree should weigh where, not only which counter. */
const PER_CELL = 2;
/** Cells whose Deployments are ranked at all, the best by cellWorth (applying every counter at every cell costs too much). */
const DEPLOY_CELLS = 10;
/** Rankings remembered before the memory is dropped (a safety net: it is dropped as each search starts). */
const MEMORY = 4000;
/** An open window's worth by how many of its seven cells the seat holds (six: a win next Deployment). */
const WINDOW = [0, 0, 0.1, 0.3, 1, 3, 8];

const WINDOWS: readonly (readonly number[])[] = (() => {
  const out: number[][] = [];
  for (const [dx, dy] of [[1, 0], [0, 1], [1, 1], [1, -1]]) {
    for (let y = 0; y < 10; y++) {
      for (let x = 0; x < 10; x++) {
        const ex = x + 6 * dx;
        const ey = y + 6 * dy;
        if (ex > 9 || ey < 0 || ey > 9) continue;
        out.push(Array.from({ length: 7 }, (_, k) => (y + k * dy) * 10 + x + k * dx));
      }
    }
  }
  return out;
})();

/** Who holds a window alone (-1: nobody, it is empty; -2: several seats) and with how many counters; reused, not allocated. */
const held = { owner: -1, n: 0 };

function hold(s: MogoState, w: readonly number[]): typeof held {
  held.owner = -1;
  held.n = 0;
  for (const cell of w) {
    const p = s.board[cell];
    if (!p) continue;
    if (held.owner >= 0 && p.owner !== held.owner) {
      held.owner = -2;
      return held;
    }
    held.owner = p.owner;
    held.n++;
  }
  return held;
}

/** Every seat's open-window worth, in one pass over the windows. */
function lines(s: MogoState): number[] {
  const sum = new Array<number>(s.players).fill(0);
  for (const w of WINDOWS) {
    const { owner, n } = hold(s, w);
    if (owner >= 0) sum[owner] += WINDOW[n];
  }
  return sum;
}

function scores(s: MogoState): number[] {
  const line = lines(s);
  const onBoard = new Array<number>(s.players).fill(0);
  for (const p of s.board) if (p) onBoard[p.owner]++;
  return line.map((l, seat) => (s.alive[seat] ? 1.2 * s.captures[seat].length + 0.6 * onBoard[seat] + l + 0.2 * s.hands[seat].length : -40));
}

/** What one more counter of `seat` in each empty cell does to the windows through it: extends its own, or breaks a rival's. */
function cellWorth(s: MogoState, seat: number): Float64Array {
  const worth = new Float64Array(100);
  for (const w of WINDOWS) {
    const { owner, n } = hold(s, w);
    if (owner === -2) continue;
    // An empty window still counts a little: cells in many (the middle) start more lines.
    const gain = n === 0 ? 0.01 : owner === seat ? (n === 6 ? 100 : WINDOW[n + 1] - WINDOW[n]) : WINDOW[n];
    for (const cell of w) if (!s.board[cell]) worth[cell] += gain;
  }
  return worth;
}

export const score = (s: MogoState, seat: number): number => scores(s)[seat];

/** One step's value for the mover: the win first, a loss last, else its measure's lead. */
function stepValue(s: MogoState, seat: number): number {
  if (s.result) return s.result.winners.includes(seat) ? 1e9 : s.result.winners.length === 0 ? 0 : -1e9;
  const all = scores(s);
  let other = -Infinity;
  for (let p = 0; p < s.players; p++) if (p !== seat) other = Math.max(other, all[p]);
  return all[seat] - other;
}

function positionKey(s: MogoState, seat: number): string {
  let k = `${seat}${s.turn.seat}${s.turn.phase}${+s.turn.deployed}${+s.turn.acted}${s.turn.sift}|${s.hands[seat].join(',')}|`;
  for (const p of s.board) k += p ? `${p.c}.${p.owner}.${p.mods.length};` : ';';
  return k;
}

function deployCells(s: MogoState, seat: number, actions: MogoAction[]): Set<number> {
  const open = new Set<number>();
  for (const a of actions) if (a.type === 'deploy') open.add(a.cell);
  if (open.size <= DEPLOY_CELLS) return open;
  const worth = cellWorth(s, seat);
  return new Set([...open].sort((x, y) => worth[y] - worth[x] || x - y).slice(0, DEPLOY_CELLS));
}

const memory = new Map<string, string[]>();

function best(s: MogoState, seat: number, actions: MogoAction[], width: number): MogoAction[] {
  const key = positionKey(s, seat);
  const known = memory.get(key);
  if (known) {
    // The same position in another determinization: keep the remembered choices still legal here.
    const here = new Map(actions.map((a) => [JSON.stringify(a), a]));
    const kept = known.map((k) => here.get(k)).filter((a): a is MogoAction => a !== undefined);
    if (kept.length) return kept;
  }
  const ranked: { a: MogoAction; v: number }[] = [];
  const cells = deployCells(s, seat, actions);
  for (const a of actions) {
    if (a.type === 'deploy' && !cells.has(a.cell)) continue;
    const r = mogo.applyAction(s, seat, a);
    if (r.ok) ranked.push({ a, v: stepValue(r.state as MogoState, seat) });
  }
  ranked.sort((x, y) => y.v - x.v);
  const out: MogoAction[] = [];
  const intoCell = new Map<number, number>();
  for (const { a } of ranked) {
    if (out.length >= width) break;
    if (a.type === 'deploy') {
      const n = intoCell.get(a.cell) ?? 0;
      if (n >= PER_CELL) continue;
      intoCell.set(a.cell, n + 1);
    }
    out.push(a);
  }
  if (memory.size >= MEMORY) memory.clear();
  memory.set(key, out.map((a) => JSON.stringify(a)));
  return out.length ? out : actions;
}

export const mogoAi: GameAi<MogoState, MogoAction> = {
  score,
  scale: 3,
  playoutDepth: 3,
  candidates: (s, seat, actions, width = WIDTH) => (actions.length > width ? best(s, seat, actions, width) : actions),
  forget: () => memory.clear(),
};
