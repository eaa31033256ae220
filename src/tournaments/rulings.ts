// Every tournament ruling of ../shared/TOURNAMENTS.md lives here, once, under
// its ID (T-R01 … T-R16). The pairing, seating and standings code refers to
// these names; change a ruling here and nowhere else. Where a ruling leaves a
// case open, the reading taken is named here too, beside the ruling it reads.
import type { GameOutcome } from './types.js';

export type Colour = 'white' | 'black';
export const other = (c: Colour): Colour => (c === 'white' ? 'black' : 'white');

// ── Points ────────────────────────────────────────────────────────────────

// T-R01: win 1, draw ½, loss 0; a pairing bye 1; a round missed (joined late, or after withdrawing) 0.
export const T_R01_WIN = 1;
export const T_R01_DRAW = 0.5;
export const T_R01_LOSS = 0;
export const T_R01_BYE = 1;
export const T_R01_MISSED_ROUND = 0;

/** T-R01 with T-R03: the points `side` scored in a finished two-player game. */
export function tR01GamePoints(outcome: GameOutcome, side: Colour): number {
  if (outcome === 'round-limit') return T_R03_ROUND_LIMIT_TWO_PLAYERS;
  if (outcome === 'draw') return T_R01_DRAW;
  return outcome === side ? T_R01_WIN : T_R01_LOSS;
}

// T-R01, reading: in a round-robin a player whose scheduled opponent has withdrawn
// has no game that round through no doing of their own, as with the odd count's
// bye; it is scored as a pairing bye (1), so that meeting a withdrawn player early
// or late in the schedule weighs the same.
export const T_R01_ROUND_ROBIN_OPPONENT_WITHDRAWN_IS_BYE = true;

// T-R02: place k (0 = first) at a table of m seats scores m − 1 − k.
export const tR02PlacePoints = (place: number, seats: number): number => seats - 1 - place;

// T-R03: a two-player match ended by the round limit is ½–½.
export const T_R03_ROUND_LIMIT_TWO_PLAYERS = 0.5;

/**
 * T-R03 at a table: every seat still in when the round limit ended the match
 * scores the average of the places not yet decided. Reading for ties: seats
 * sharing a place (finish 0, 0, 2) share the points of the places they cover,
 * the same averaging. `finish[i]` null = still in.
 */
export function tR03TablePoints(finish: readonly (number | null)[]): number[] {
  const m = finish.length;
  const decided = finish.filter((f): f is number => f !== null);
  const taken = new Set<number>();
  const out = new Array<number>(m);
  for (let i = 0; i < m; i++) {
    const f = finish[i];
    if (f === null) continue;
    // A shared place f covers the places f … f + (number sharing it) − 1.
    const sharing = decided.filter((g) => g === f).length;
    let sum = 0;
    for (let k = f; k < f + sharing; k++) {
      sum += tR02PlacePoints(k, m);
      taken.add(k);
    }
    out[i] = sum / sharing;
  }
  const open: number[] = [];
  for (let k = 0; k < m; k++) if (!taken.has(k)) open.push(k);
  const stillIn = finish.filter((f) => f === null).length;
  const average = open.slice(0, stillIn).reduce((s, k) => s + tR02PlacePoints(k, m), 0) / Math.max(1, stillIn);
  for (let i = 0; i < m; i++) if (finish[i] === null) out[i] = average;
  return out;
}

// ── Tie-breaks, in this order, then rank ──────────────────────────────────

/**
 * T-R04 Buchholz Cut-1: one contribution per round (the opponent's final
 * points; the tablemates' final points summed at a table; 0 for a round
 * without a played game), the single lowest dropped, the rest added.
 */
export function tR04BuchholzCut1(contributions: readonly number[]): number {
  if (contributions.length === 0) return 0;
  let sum = 0;
  let lowest = Infinity;
  for (const c of contributions) {
    sum += c;
    if (c < lowest) lowest = c;
  }
  return sum - lowest;
}
export const T_R04_NO_GAME_CONTRIBUTION = 0;

/**
 * T-R05 Sonneborn–Berger: Σ over played games of (points scored in it ×
 * the opponent's final points). A table counts as two-player games between
 * tablemates: the higher finisher (more table points) beat each lower one,
 * equal table points a draw.
 */
export const tR05TableGamePoints = (mine: number, theirs: number): number => (mine > theirs ? T_R01_WIN : mine < theirs ? T_R01_LOSS : T_R01_DRAW);

/**
 * T-R06 head-to-head: inside a group tied on points, Buchholz Cut-1 and
 * Sonneborn–Berger, and only if every pair of the group met: each one's points
 * in those games (tables as in T-R05). Otherwise, and for a group of one, 0.
 * `between(a, b)` gives a's points in all its games against b, or null if they never met.
 */
export function tR06HeadToHead(group: readonly string[], between: (a: string, b: string) => number | null): Map<string, number> {
  const out = new Map<string, number>(group.map((id) => [id, 0]));
  if (group.length < 2) return out;
  for (const a of group) for (const b of group) if (a !== b && between(a, b) === null) return out;
  for (const a of group) out.set(a, group.reduce((s, b) => (a === b ? s : s + between(a, b)!), 0));
  return out;
}

/** T-R07: the order of comparison; rank = 1 + the number strictly better on it; full ties share a rank. */
export const T_R07_ORDER = ['points', 'buchholzCut1', 'sonnebornBerger', 'headToHead'] as const;

// ── Swiss pairing (two-player games) ──────────────────────────────────────

/** T-R08: only active players (joined, not withdrawn) are paired, each once; the byes a round of `active` players has: one when the count is odd. */
export const tR08Byes = (active: number): number => active % 2;

/**
 * T-R09: the absolute rules, relaxed only when no pairing keeps them: first
 * the colour rule goes, only then may two players meet again. There is no
 * top-scorer exception in the last round.
 */
export const T_R09_LEVELS = ['strict', 'colours-relaxed', 'repeats-allowed'] as const;
export type T_R09_Level = (typeof T_R09_LEVELS)[number];

/**
 * T-R09 (2): may a player whose played games had these colours (oldest first)
 * take `colour` now? Not the same colour three times running, and no colour
 * more than 2 ahead of the other.
 */
export function tR09ColourAllowed(played: readonly Colour[], colour: Colour): boolean {
  const n = played.length;
  if (n >= 2 && played[n - 1] === colour && played[n - 2] === colour) return false;
  let diff = 0;
  for (const c of played) diff += c === colour ? 1 : -1;
  return diff + 1 <= 2;
}

/**
 * T-R10: the bye goes to a player of the lowest score group who can take it
 * and still leave a legal pairing of the rest (within the group, the lowest
 * ranked first); nobody gets a second bye while an active player has had none.
 */
export function tR10ByeCandidates<P extends { byes: number }>(lowestFirst: readonly P[]): P[] {
  const fresh = lowestFirst.filter((p) => p.byes === 0);
  return fresh.length > 0 ? fresh : [...lowestFirst];
}

/**
 * T-R11: score groups from the top down, floating only as needed; the total
 * of the score differences within pairs stays near the least possible. The
 * pairing takes the least it can find (the difference outweighs every colour
 * and ranking wish); a checker allows this many points above the minimum.
 */
export const T_R11_CHECKER_SLACK = 1;

/** T-R12 colour preferences, strongest first: absolute > strong > mild > none. */
export type Preference = { colour: Colour; strength: 3 | 2 | 1 } | null;

/**
 * T-R12 (FIDE's own grading, which the ruling's "stronger preference" refers
 * to): absolute when a colour is 2 behind or the last two games had the same
 * colour, strong when a colour is 1 behind, mild (alternate) when level after
 * at least one game, none before the first game.
 */
export function tR12Preference(played: readonly Colour[]): Preference {
  const n = played.length;
  if (n === 0) return null;
  let diff = 0; // whites − blacks
  for (const c of played) diff += c === 'white' ? 1 : -1;
  if (diff >= 2) return { colour: 'black', strength: 3 };
  if (diff <= -2) return { colour: 'white', strength: 3 };
  if (n >= 2 && played[n - 1] === played[n - 2]) return { colour: other(played[n - 1]), strength: 3 };
  if (diff === 1) return { colour: 'black', strength: 2 };
  if (diff === -1) return { colour: 'white', strength: 2 };
  return { colour: other(played[n - 1]), strength: 1 };
}

/**
 * T-R12: the colour of the higher-ranked player `a` against `b`: both their
 * preference where possible, else the stronger preference, else alternate from
 * the last round in which they had different colours, else the higher ranked
 * gets their preference. `byRound` are the colours by round (null: no game).
 * Reading: when neither has a preference (their first games) the boards
 * alternate, the top board's higher-ranked player taking `firstBoard`, as FIDE
 * does after its drawing of lots.
 */
export function tR12Colours(
  a: { played: readonly Colour[]; byRound: readonly (Colour | null)[] },
  b: { played: readonly Colour[]; byRound: readonly (Colour | null)[] },
  board: number,
  firstBoard: Colour,
): Colour {
  const pa = tR12Preference(a.played);
  const pb = tR12Preference(b.played);
  if (pa && (!pb || pb.colour !== pa.colour)) return pa.colour;
  if (pb && (!pa || pa.colour !== pb.colour)) return other(pb.colour);
  if (!pa || !pb) return board % 2 === 0 ? firstBoard : other(firstBoard);
  if (pa.strength !== pb.strength) return pa.strength > pb.strength ? pa.colour : other(pb.colour);
  for (let r = Math.min(a.byRound.length, b.byRound.length) - 1; r >= 0; r--) {
    const ca = a.byRound[r];
    const cb = b.byRound[r];
    if (ca && cb && ca !== cb) return other(ca);
  }
  return pa.colour;
}

/** T-R13: late joiners may enter until more than half the rounds have started (0 for each round missed, T-R01). */
export const tR13LateJoinOpen = (roundsStarted: number, rounds: number): boolean => 2 * roundsStarted <= rounds;

// ── Round-robin ───────────────────────────────────────────────────────────

/** T-R14: every pair meets once: n − 1 rounds for even n, n rounds (one bye each) for odd n; White and Black counts differ by at most 1. */
export const tR14Rounds = (n: number): number => (n < 2 ? 0 : n % 2 === 0 ? n - 1 : n);
export const T_R14_MAX_COLOUR_DIFFERENCE = 1;

// T-R15: more than 8 players make ⌈n / 8⌉ groups, sizes within 1, seeded by rating, snaking.
export const T_R15_GROUP_MAX = 8;
export function tR15Groups<T>(bySeed: readonly T[]): T[][] {
  const count = Math.max(1, Math.ceil(bySeed.length / T_R15_GROUP_MAX));
  const groups: T[][] = Array.from({ length: count }, () => []);
  bySeed.forEach((p, i) => {
    const pass = Math.floor(i / count);
    const j = i % count;
    groups[pass % 2 === 0 ? j : count - 1 - j].push(p);
  });
  return groups;
}

// ── Table-Swiss (U-G-O, Mogo) ─────────────────────────────────────────────

/**
 * T-R16: ⌈n / size⌉ tables, sizes as even as possible, larger tables first.
 * Tables are listed top first and every player at table i has at least the
 * points of every player at table i + 1. Seats within a table are the game's
 * own: the match's seed chooses who goes first, so no seat-order balancing.
 */
export function tR16TableSizes(n: number, size: number): number[] {
  if (n <= 0) return [];
  const tables = Math.ceil(n / size);
  const q = Math.floor(n / tables);
  const r = n % tables;
  return Array.from({ length: tables }, (_, i) => (i < r ? q + 1 : q));
}
