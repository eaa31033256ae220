// What the finished rounds say about each player: points, colours, whom they
// met, byes. Pairing, seating and standings all read the rounds through this.
import { tR01GamePoints, tR03TablePoints, T_R01_BYE, T_R01_MISSED_ROUND, type Colour } from './rulings.js';
import type { Entrant, Outcome, RoundRecord } from './types.js';

/** One round as one player lived it. */
export type RoundEntry =
  | { kind: 'game'; opponent: string; colour: Colour; points: number | null }
  | { kind: 'table'; mates: string[]; points: number | null; matePoints: Map<string, number> | null }
  | { kind: 'bye'; points: number }
  | { kind: 'missed'; points: number };

export interface PlayerRecord {
  id: string;
  seed: number;
  /** T-R01 … T-R03 points of the finished games, byes and missed rounds. */
  points: number;
  /** One entry per round, in order. */
  rounds: RoundEntry[];
  /** Colours of the played two-player games, oldest first (T-R09: played games only). */
  played: Colour[];
  /** Colour by round, null where no two-player game was played. */
  byRound: (Colour | null)[];
  /** How many times each opponent or tablemate was met. */
  met: Map<string, number>;
  byes: number;
  /** Finished games and tables. */
  games: number;
}

/**
 * Reads the rounds. Refuses (never throws on) rounds that name an unknown
 * player or seat one player twice in a round.
 */
export function readHistory(players: readonly Entrant[], rounds: readonly RoundRecord[]): Outcome<Map<string, PlayerRecord>> {
  const records = new Map<string, PlayerRecord>();
  for (const p of players) {
    if (records.has(p.id)) return { ok: false, error: `player ${p.id} is entered twice` };
    records.set(p.id, { id: p.id, seed: p.seed, points: 0, rounds: [], played: [], byRound: [], met: new Map(), byes: 0, games: 0 });
  }
  for (let r = 0; r < rounds.length; r++) {
    const round = rounds[r];
    const seen = new Set<string>();
    const take = (id: string): PlayerRecord | string => {
      const rec = records.get(id);
      if (!rec) return `round ${r + 1} names ${id}, who is not entered`;
      if (seen.has(id)) return `round ${r + 1} has ${id} twice`;
      seen.add(id);
      return rec;
    };
    const meet = (a: PlayerRecord, b: PlayerRecord) => {
      a.met.set(b.id, (a.met.get(b.id) ?? 0) + 1);
      b.met.set(a.id, (b.met.get(a.id) ?? 0) + 1);
    };
    for (const g of round.games) {
      const w = take(g.white);
      const b = take(g.black);
      if (typeof w === 'string') return { ok: false, error: w };
      if (typeof b === 'string') return { ok: false, error: b };
      meet(w, b);
      for (const [rec, colour, opp] of [[w, 'white', b], [b, 'black', w]] as const) {
        const pts = g.outcome === null ? null : tR01GamePoints(g.outcome, colour);
        rec.rounds.push({ kind: 'game', opponent: opp.id, colour, points: pts });
        rec.played.push(colour);
        rec.byRound.push(colour);
        if (pts !== null) {
          rec.points += pts;
          rec.games++;
        }
      }
    }
    for (const t of round.tables) {
      const recs: PlayerRecord[] = [];
      for (const id of t.seats) {
        const rec = take(id);
        if (typeof rec === 'string') return { ok: false, error: rec };
        recs.push(rec);
      }
      if (t.finish && (t.finish.length !== t.seats.length || t.finish.some((f) => f !== null && f >= t.seats.length))) {
        return { ok: false, error: `round ${r + 1}: a table's finishing places do not fit its seats` };
      }
      const pts = t.finish ? tR03TablePoints(t.finish) : null;
      for (let i = 0; i < recs.length; i++) for (let j = i + 1; j < recs.length; j++) meet(recs[i], recs[j]);
      recs.forEach((rec, i) => {
        const matePoints = pts ? new Map(recs.flatMap((m, j) => (j === i ? [] : [[m.id, pts[j]] as const]))) : null;
        rec.rounds.push({ kind: 'table', mates: recs.filter((m) => m !== rec).map((m) => m.id), points: pts ? pts[i] : null, matePoints });
        rec.byRound.push(null);
        if (pts) {
          rec.points += pts[i];
          rec.games++;
        }
      });
    }
    for (const id of round.byes) {
      const rec = take(id);
      if (typeof rec === 'string') return { ok: false, error: rec };
      rec.rounds.push({ kind: 'bye', points: T_R01_BYE });
      rec.byRound.push(null);
      rec.points += T_R01_BYE;
      rec.byes++;
    }
    for (const rec of records.values()) {
      if (seen.has(rec.id)) continue;
      rec.rounds.push({ kind: 'missed', points: T_R01_MISSED_ROUND });
      rec.byRound.push(null);
      rec.points += T_R01_MISSED_ROUND;
    }
  }
  return { ok: true, value: records };
}

/** Whether every game and table of the rounds has ended. */
export const allFinished = (rounds: readonly RoundRecord[]): boolean =>
  rounds.every((r) => r.games.every((g) => g.outcome !== null) && r.tables.every((t) => t.finish !== null));

/** Pairing order: more points first, then the better seed, then id (a total order). */
export function byScoreThenSeed(a: PlayerRecord, b: PlayerRecord): number {
  return b.points - a.points || a.seed - b.seed || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * The active players' records in pairing order, for pairing or seating the
 * next round: every round must have ended, every active id be entered.
 */
export function activeInPairingOrder(input: { players: readonly Entrant[]; rounds: readonly RoundRecord[]; active: readonly string[] }): Outcome<PlayerRecord[]> {
  const history = readHistory(input.players, input.rounds);
  if (!history.ok) return history;
  if (!allFinished(input.rounds)) return { ok: false, error: 'a round is still being played' };
  const recs: PlayerRecord[] = [];
  for (const id of new Set(input.active)) {
    const rec = history.value.get(id);
    if (!rec) return { ok: false, error: `${id} is active but not entered` };
    recs.push(rec);
  }
  return { ok: true, value: recs.sort(byScoreThenSeed) };
}
