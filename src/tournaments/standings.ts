// Standings with tie-breaks (T-R01 … T-R07), for two-player rounds and table
// rounds alike. Games still running count for nothing yet: they add no points,
// and no Buchholz entry until they end, so a standings post edited after each
// result reads the same as the final one once the last game ends.
import { readHistory, type PlayerRecord } from './history.js';
import { tR04BuchholzCut1, tR05TableGamePoints, tR06HeadToHead, T_R04_NO_GAME_CONTRIBUTION, T_R07_ORDER } from './rulings.js';
import type { Entrant, Outcome, RoundRecord } from './types.js';

export interface StandingsInput {
  players: readonly Entrant[];
  rounds: readonly RoundRecord[];
  /** Who is still in; the others are marked withdrawn (they stay in the standings, T-R13). Default: everyone. */
  active?: readonly string[];
}

export interface StandingRow {
  /** T-R07: 1 + the number of players strictly better; full ties share a rank. */
  rank: number;
  id: string;
  points: number;
  buchholzCut1: number;
  sonnebornBerger: number;
  headToHead: number;
  /** Finished games (tables count one each); byes and missed rounds are not games. */
  games: number;
  byes: number;
  withdrawn: boolean;
}

/** Each finished meeting of `rec` with another player: their id and `rec`'s points in it (tables as two-player games, T-R05). */
function meetings(rec: PlayerRecord): { opponent: string; scored: number }[] {
  const out: { opponent: string; scored: number }[] = [];
  for (const r of rec.rounds) {
    if (r.kind === 'game' && r.points !== null) out.push({ opponent: r.opponent, scored: r.points });
    if (r.kind === 'table' && r.points !== null && r.matePoints) {
      for (const [mate, theirs] of r.matePoints) out.push({ opponent: mate, scored: tR05TableGamePoints(r.points, theirs) });
    }
  }
  return out;
}

export function standings(input: StandingsInput): Outcome<StandingRow[]> {
  const history = readHistory(input.players, input.rounds);
  if (!history.ok) return history;
  const recs = [...history.value.values()];
  const points = new Map(recs.map((r) => [r.id, r.points]));
  const final = (id: string) => points.get(id) ?? 0;
  const active = input.active ? new Set(input.active) : null;

  const rows: StandingRow[] = recs.map((rec) => {
    // T-R04: one contribution per round decided for this player.
    const contributions: number[] = [];
    for (const r of rec.rounds) {
      if (r.kind === 'game') {
        if (r.points !== null) contributions.push(final(r.opponent));
      } else if (r.kind === 'table') {
        if (r.points !== null) contributions.push(r.mates.reduce((s, m) => s + final(m), 0));
      } else {
        contributions.push(T_R04_NO_GAME_CONTRIBUTION);
      }
    }
    // T-R05.
    const sonnebornBerger = meetings(rec).reduce((s, m) => s + m.scored * final(m.opponent), 0);
    return {
      rank: 0,
      id: rec.id,
      points: rec.points,
      buchholzCut1: tR04BuchholzCut1(contributions),
      sonnebornBerger,
      headToHead: 0,
      games: rec.games,
      byes: rec.byes,
      withdrawn: active ? !active.has(rec.id) : false,
    };
  });

  // T-R06: inside each group tied on points, Buchholz Cut-1 and Sonneborn–Berger.
  const between = new Map<string, Map<string, number>>();
  for (const rec of recs) {
    const m = new Map<string, number>();
    for (const { opponent, scored } of meetings(rec)) m.set(opponent, (m.get(opponent) ?? 0) + scored);
    between.set(rec.id, m);
  }
  const tiedKey = (r: StandingRow) => `${r.points}|${r.buchholzCut1}|${r.sonnebornBerger}`;
  const tied = new Map<string, string[]>();
  for (const r of rows) tied.set(tiedKey(r), [...(tied.get(tiedKey(r)) ?? []), r.id]);
  const h2h = new Map<string, number>();
  for (const group of tied.values()) {
    for (const [id, v] of tR06HeadToHead(group, (a, b) => between.get(a)!.get(b) ?? null)) h2h.set(id, v);
  }
  for (const r of rows) r.headToHead = h2h.get(r.id)!;

  // T-R07.
  const better = (a: StandingRow, b: StandingRow): number => {
    for (const key of T_R07_ORDER) if (a[key] !== b[key]) return a[key] - b[key];
    return 0;
  };
  const seed = new Map(input.players.map((p) => [p.id, p.seed]));
  rows.sort((a, b) => better(b, a) || seed.get(a.id)! - seed.get(b.id)!);
  rows.forEach((r, i) => {
    r.rank = i > 0 && better(rows[i - 1], r) === 0 ? rows[i - 1].rank : i + 1;
  });
  return { ok: true, value: rows };
}
