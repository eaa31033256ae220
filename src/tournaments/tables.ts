// Table seating of the next round of a table-Swiss (U-G-O, Mogo; T-R16).
//
// The table sizes come from T-R16, and the players fill them in order of
// points (then seed), so the leaders sit together as on Board Game Arena.
// That fixes how many players of each score sit at each table; only players
// of equal points may change tables without breaking "at least the points of
// every player at the next table". Among those arrangements the seating takes
// the one with the fewest repeat meetings (pairs of tablemates who shared a
// table before, counted each time): exactly, by branch and bound, while the
// arrangements are few enough to search, else the best found, improved by
// swapping equal-scored players while a swap helps. Seats within a table are
// the game's own (T-R16): the table lists its players by points, and the
// match's seed decides who goes first.
import { activeInPairingOrder, type PlayerRecord } from './history.js';
import { tR16TableSizes } from './rulings.js';
import type { Entrant, Outcome, RoundRecord, Seating } from './types.js';

export interface TableInput {
  players: readonly Entrant[];
  rounds: readonly RoundRecord[];
  active: readonly string[];
  /** The table size the organiser chose (3 or 4 for U-G-O and Mogo). */
  size: number;
}

/** Branch-and-bound nodes before the search settles for the best found. */
const SEARCH_NODES = 20_000;

export function seatTables(input: TableInput): Outcome<Seating> {
  if (!Number.isInteger(input.size) || input.size < 2) return { ok: false, error: 'a table needs at least 2 seats' };
  const read = activeInPairingOrder(input);
  if (!read.ok) return read;
  const recs = read.value;
  // A single player has nobody to play: a pairing bye (T-R01).
  if (recs.length < 2) return { ok: true, value: { tables: [], byes: recs.map((r) => r.id) } };

  const sizes = tR16TableSizes(recs.length, input.size);
  const tableOf = seatByScore(recs, sizes);
  return {
    ok: true,
    value: {
      tables: sizes.map((_, t) => recs.filter((_, i) => tableOf[i] === t).map((r) => r.id)),
      byes: [],
    },
  };
}

/** Repeat meetings of a seating (tableOf[i] for the players in pairing order). */
export function repeatMeetings(recs: readonly PlayerRecord[], tableOf: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < recs.length; i++) for (let j = i + 1; j < recs.length; j++) if (tableOf[i] === tableOf[j]) sum += recs[i].met.get(recs[j].id) ?? 0;
  return sum;
}

/** The table of each player (in pairing order): points order kept, fewest repeat meetings. */
function seatByScore(recs: readonly PlayerRecord[], sizes: readonly number[]): number[] {
  const n = recs.length;
  const met = (i: number, j: number) => recs[i].met.get(recs[j].id) ?? 0;
  // The plain fill, and from it how many seats of each score each table has.
  const fill: number[] = [];
  sizes.forEach((s, t) => {
    for (let k = 0; k < s; k++) fill.push(t);
  });
  const groupOf: number[] = [];
  for (let i = 0; i < n; i++) groupOf.push(i > 0 && recs[i].points === recs[i - 1].points ? groupOf[i - 1] : i);
  const seatsLeft = new Map<string, number>();
  const key = (g: number, t: number) => `${g}:${t}`;
  for (let i = 0; i < n; i++) seatsLeft.set(key(groupOf[i], fill[i]), (seatsLeft.get(key(groupOf[i], fill[i])) ?? 0) + 1);

  let best = [...fill];
  let bestCost = repeatMeetings(recs, fill);
  if (bestCost === 0) return best;

  // Branch and bound: players in order, each to a table that still has a seat for its score.
  const current = new Array<number>(n).fill(-1);
  let nodes = 0;
  const place = (i: number, cost: number): void => {
    if (cost >= bestCost || nodes >= SEARCH_NODES) return;
    if (i === n) {
      best = [...current];
      bestCost = cost;
      return;
    }
    const tables = [...new Set(fill.filter((_, k) => groupOf[k] === groupOf[i]))];
    for (const t of tables) {
      const k = key(groupOf[i], t);
      if (!seatsLeft.get(k)) continue;
      nodes++;
      let added = 0;
      for (let j = 0; j < i; j++) if (current[j] === t) added += met(i, j);
      seatsLeft.set(k, seatsLeft.get(k)! - 1);
      current[i] = t;
      place(i + 1, cost + added);
      current[i] = -1;
      seatsLeft.set(k, seatsLeft.get(k)! + 1);
    }
  };
  place(0, 0);

  // Past the search's reach: swap equal-scored players between tables while that helps.
  if (nodes >= SEARCH_NODES) {
    let improved = true;
    while (improved) {
      improved = false;
      for (let i = 0; i < n; i++) {
        for (let j = i + 1; j < n && groupOf[j] === groupOf[i]; j++) {
          const ti = best[i];
          const tj = best[j];
          if (ti === tj) continue;
          let delta = 0;
          for (let k = 0; k < n; k++) {
            if (k === i || k === j) continue;
            if (best[k] === ti) delta += met(j, k) - met(i, k);
            if (best[k] === tj) delta += met(i, k) - met(j, k);
          }
          if (delta < 0) {
            best[i] = tj;
            best[j] = ti;
            bestCost += delta;
            improved = true;
          }
        }
      }
    }
  }
  return best;
}
