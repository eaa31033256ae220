// Mogo's measure: captured counters (20 win), counters on the board whose
// stone is the seat's (the most when the board fills wins), the longest line
// of them (7 wins), and a little for the hand.
// The action lists run to hundreds (every counter in hand times every cell,
// every teleport target), far too wide for the tree to try each: the tree
// considers only the few whose one-step result the measure likes best, as the
// greedy baseline would pick, and remembers that ranking per position because
// determinizations revisit the same one again and again.
import { mogo } from '../../games/mogo/index.js';
import type { MogoAction, MogoState } from '../../games/mogo/state.js';
import type { GameAi } from './types.js';

const DIRS: readonly [number, number][] = [[1, 0], [0, 1], [1, 1], [1, -1]];
/** Actions the tree keeps per decision. */
const WIDTH = 6;
/** Rankings remembered before the memory is dropped (a safety net: it is dropped as each search starts). */
const MEMORY = 4000;

function longestLine(s: MogoState, seat: number): number {
  let best = 0;
  for (let cell = 0; cell < 100; cell++) {
    if (s.board[cell]?.owner !== seat) continue;
    const x = cell % 10;
    const y = (cell / 10) | 0;
    for (const [dx, dy] of DIRS) {
      const px = x - dx;
      const py = y - dy;
      if (px >= 0 && px < 10 && py >= 0 && py < 10 && s.board[py * 10 + px]?.owner === seat) continue;
      let n = 1;
      for (let k = 1; ; k++) {
        const nx = x + k * dx;
        const ny = y + k * dy;
        if (nx < 0 || nx > 9 || ny < 0 || ny > 9 || s.board[ny * 10 + nx]?.owner !== seat) break;
        n++;
      }
      if (n > best) best = n;
    }
  }
  return best;
}

export function score(s: MogoState, seat: number): number {
  if (!s.alive[seat]) return -40;
  let onBoard = 0;
  for (const p of s.board) if (p && p.owner === seat) onBoard++;
  const line = longestLine(s, seat);
  return 1.2 * s.captures[seat].length + 0.6 * onBoard + (line >= 4 ? (line - 3) ** 2 : 0) + 0.2 * s.hands[seat].length;
}

/** One step's value for the mover: the win first, a loss last, else its measure's lead. */
function stepValue(s: MogoState, seat: number): number {
  if (s.result) return s.result.winners.includes(seat) ? 1e9 : s.result.winners.length === 0 ? 0 : -1e9;
  let other = -Infinity;
  for (let p = 0; p < s.players; p++) if (p !== seat) other = Math.max(other, score(s, p));
  return score(s, seat) - other;
}

function positionKey(s: MogoState, seat: number): string {
  let k = `${seat}${s.turn.seat}${s.turn.phase}${+s.turn.deployed}${+s.turn.acted}${s.turn.sift}|${s.hands[seat].join(',')}|`;
  for (const p of s.board) k += p ? `${p.c}.${p.owner}.${p.mods.length};` : ';';
  return k;
}

const memory = new Map<string, string[]>();

function best(s: MogoState, seat: number, actions: MogoAction[]): MogoAction[] {
  const key = positionKey(s, seat);
  const known = memory.get(key);
  if (known) {
    // The same position in another determinization: keep the remembered choices still legal here.
    const here = new Map(actions.map((a) => [JSON.stringify(a), a]));
    const kept = known.map((k) => here.get(k)).filter((a): a is MogoAction => a !== undefined);
    if (kept.length) return kept;
  }
  const ranked: { a: MogoAction; v: number }[] = [];
  for (const a of actions) {
    const r = mogo.applyAction(s, seat, a);
    if (r.ok) ranked.push({ a, v: stepValue(r.state as MogoState, seat) });
  }
  ranked.sort((x, y) => y.v - x.v);
  const out = ranked.slice(0, WIDTH).map((r) => r.a);
  if (memory.size >= MEMORY) memory.clear();
  memory.set(key, out.map((a) => JSON.stringify(a)));
  return out.length ? out : actions;
}

export const mogoAi: GameAi<MogoState, MogoAction> = {
  score,
  scale: 3,
  playoutDepth: 3,
  candidates: (s, seat, actions) => (actions.length > WIDTH ? best(s, seat, actions) : actions),
  forget: () => memory.clear(),
};
