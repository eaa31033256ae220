// Groups for the click-to-play picker: a player taps a card and turn ("B r90"),
// then a point. Every card and turn can go on every empty block, so on an open
// board one group would hold hundreds of points; above PICKER_GROUP_MAX the
// group is split into bands of rows ("B r90 · rows 12–15"). The bands depend
// only on the board, so every card and turn splits the same way.
import { blockEmpty } from './board.js';
import { PICKER_GROUP_MAX } from './rulings.js';
import type { GmAction } from './notation.js';

// One-entry cache: the picker asks for every legal action of one position in turn.
let cached: { board: string; size: number; bandOfRow: (string | null)[] } | null = null;

/** For each top-left row y, its band's label ("rows 12–15", "row 7"), or null when no band is needed. */
function bands(board: string, size: number): (string | null)[] {
  if (cached && cached.board === board && cached.size === size) return cached.bandOfRow;
  const perRow: number[] = [];
  for (let y = 0; y < size - 1; y++) {
    let n = 0;
    for (let x = 0; x < size - 1; x++) if (blockEmpty(board, size, x, y)) n++;
    perRow.push(n);
  }
  const total = perRow.reduce((a, b) => a + b, 0);
  const bandOfRow: (string | null)[] = perRow.map(() => null);
  if (total > PICKER_GROUP_MAX) {
    // Greedy from the top row down (legalActions order): the fewest bands under the cap.
    let band: number[] = [];
    let count = 0;
    const close = () => {
      if (!band.length) return;
      const rows = band.map((y) => size - y);
      const hi = rows[0];
      const lo = rows[rows.length - 1];
      const text = lo === hi ? `row ${lo}` : `rows ${lo}–${hi}`;
      for (const y of band) bandOfRow[y] = text;
      band = [];
      count = 0;
    };
    for (let y = 0; y < perRow.length; y++) {
      if (perRow[y] === 0) continue;
      if (count + perRow[y] > PICKER_GROUP_MAX) close();
      band.push(y);
      count += perRow[y];
    }
    close();
  }
  cached = { board, size, bandOfRow };
  return bandOfRow;
}

/** The picker group of a placement: card and turn, and its band of rows when the board is open. */
export function placementGroup(board: string, size: number, a: GmAction): string {
  const cardTurn = `${a.card} r${a.rot}`;
  const band = Number.isInteger(a.y) && a.y >= 0 && a.y < size - 1 ? bands(board, size)[a.y] : null;
  return band ? `${cardTurn} · ${band}` : cardTurn;
}
