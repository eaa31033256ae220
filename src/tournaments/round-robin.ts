// Round-robin schedules (T-R14, T-R15): the circle method in Berger's order.
//
// One player sits still (the lowest seed, or the bye for an odd count) and the
// others turn round a circle of m − 1 places; round j turns it j·m/2 places,
// which is Berger's order of the rounds. On each diameter the player ahead on
// the circle takes White, and the fixed player alternates. Every other player
// then has m/2 − 1 Whites, as many Blacks and one game against the fixed
// player, and around the circle the colours alternate, so nobody has the same
// colour three times running either.
import { readHistory } from './history.js';
import { tR14Rounds, tR15Groups, T_R01_ROUND_ROBIN_OPPONENT_WITHDRAWN_IS_BYE } from './rulings.js';
import type { Entrant, Outcome, Pairing, RoundRecord } from './types.js';

export interface RoundRobinGroup {
  /** Players of the group, by seed. */
  players: string[];
  /** Every round of the group, boards by the better seed. */
  rounds: Pairing[];
}

const bySeed = (a: Entrant, b: Entrant) => a.seed - b.seed || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** T-R14 for one group: players by seed. */
export function circleSchedule(players: readonly string[]): Pairing[] {
  const n = players.length;
  if (n < 2) return [];
  const m = n % 2 === 0 ? n : n + 1; // with the bye as the fixed player when odd
  const fixed = m - 1;
  const turn = m - 1;
  const at = (pos: number): string | null => (pos < n ? players[pos] : null);
  const rounds: Pairing[] = [];
  for (let j = 0; j < tR14Rounds(n); j++) {
    const r = ((j * m) / 2) % turn;
    const games: { white: string; black: string; board: number }[] = [];
    const byes: string[] = [];
    const add = (white: number, black: number) => {
      const w = at(white);
      const b = at(black);
      if (w === null || b === null) byes.push((w ?? b)!);
      else games.push({ white: w, black: b, board: Math.min(white, black) });
    };
    // The fixed player alternates, Black first, so the top seed opens with White.
    if (j % 2 === 0) add(r, fixed);
    else add(fixed, r);
    for (let i = 1; i < m / 2; i++) add((r + i) % turn, (r - i + turn) % turn);
    games.sort((x, y) => x.board - y.board);
    rounds.push({ games: games.map(({ white, black }) => ({ white, black })), byes });
  }
  return rounds;
}

/** The whole schedule: T-R15 groups, each a round-robin of its own, side by side. */
export function roundRobinSchedule(players: readonly Entrant[]): RoundRobinGroup[] {
  const groups = tR15Groups([...players].sort(bySeed));
  return groups.map((g) => {
    const ids = g.map((p) => p.id);
    return { players: ids, rounds: circleSchedule(ids) };
  });
}

/** The number of rounds the schedule takes: its longest group's. */
export const roundRobinLength = (players: readonly Entrant[]): number => Math.max(0, ...roundRobinSchedule(players).map((g) => g.rounds.length));

/**
 * The next round of a round-robin: round `rounds.length` of every group's
 * schedule, without the games of withdrawn players. A player whose opponent
 * has withdrawn has a bye (T-R01, the reading in rulings.ts); `players` must be
 * everyone who signed up, so the schedule never moves.
 */
export function roundRobinRound(input: { players: readonly Entrant[]; rounds: readonly RoundRecord[]; active: readonly string[] }): Outcome<Pairing> {
  const history = readHistory(input.players, input.rounds);
  if (!history.ok) return history;
  const next = input.rounds.length;
  const schedule = roundRobinSchedule(input.players);
  if (next >= Math.max(0, ...schedule.map((g) => g.rounds.length))) return { ok: false, error: 'every round of the round-robin has been played' };
  const active = new Set(input.active);
  const out: Pairing = { games: [], byes: [] };
  for (const group of schedule) {
    const round = group.rounds[next];
    if (!round) continue;
    for (const g of round.games) {
      const w = active.has(g.white);
      const b = active.has(g.black);
      if (w && b) out.games.push(g);
      else if (T_R01_ROUND_ROBIN_OPPONENT_WITHDRAWN_IS_BYE && (w || b)) out.byes.push(w ? g.white : g.black);
    }
    for (const id of round.byes) if (active.has(id)) out.byes.push(id);
  }
  return { ok: true, value: out };
}
