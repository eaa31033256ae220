// What the arena's games add up to (issue 25): a win rate with its 95 %
// interval, the first seat's share, and think times. One game is one record,
// kept one per line in a file, so a long run may be played in parts, on both
// cores at once or across days, and summed afterwards.
import { z } from 'zod';
import type { Budget } from '../src/ai/search.js';

export const gameRecordSchema = z.object({
  game: z.string(),
  level: z.string(),
  vs: z.string(),
  players: z.number().int().min(2).max(4),
  /** The game's index: the deal is index / players, the AI's seat index % players. */
  index: z.number().int().min(0),
  aiSeat: z.number().int().min(0),
  /** The seat that acted first (G&M's first player, Go*Mofasta's Black, ...). */
  firstSeat: z.number().int().min(0),
  /** Empty for a draw; null when the game hit the ply cap unfinished. */
  winners: z.array(z.number().int()).nullable(),
  plies: z.number().int().min(0),
  /** The AI's think times, ms, one per decision. */
  thinkMs: z.array(z.number()),
  /** How the game ended, as the engine said it (records from 2026-11-27 on). */
  reason: z.string().optional(),
});
export type GameRecord = z.infer<typeof gameRecordSchema>;

/**
 * Wilson's score interval at 95 % for k successes in n trials (k may be a
 * half for draws). Unlike the normal approximation it stays inside [0, 1]
 * and is sound for the 40-odd games an arena line plays.
 */
export function wilson(k: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z2 = 1.959964 ** 2;
  const p = k / n;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n)) * Math.sqrt(z2)) / (1 + z2 / n);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

export interface LineSummary {
  key: string;
  games: number;
  wins: number;
  draws: number;
  losses: number;
  unfinished: number;
  /** Wins plus half the draws, over the games. */
  score: number;
  interval: [number, number];
  /** Decided games won by the seat that acted first, of decided games (a draw or an unfinished game decides nothing). */
  firstSeatWins: number;
  decided: number;
  firstSeatInterval: [number, number];
  thinkP50: number;
  thinkP95: number;
  /** Games by how they ended (the reason's part before a colon), where the records say. */
  endings: Record<string, number>;
  deals: DealTally;
}

/**
 * The line by deal: a deal is played once from every seat (index / players),
 * so over a whole deal the level's fair share is one game. A deal it scores
 * more on than that is `ahead`, exactly that `even`, less `behind`. Where the
 * cards decide, the same seat wins whichever level sits in it and the deal
 * comes out even: between equal levels most Mogo deals do (33 of 50). Those
 * are the deals a stronger level has to turn. `ceiling` is the score were
 * every even deal left even and every other won; `p` is the sign test of
 * ahead against behind, which counts only the deals the cards did not decide.
 */
export interface DealTally {
  /** Deals with a record for every seat; the others are left out of this tally. */
  whole: number;
  ahead: number;
  even: number;
  behind: number;
  ceiling: number;
  p: number;
}

const percentile = (sorted: number[], p: number): number => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0);

const pointsOf = (g: GameRecord): number => (g.winners === null ? 0 : g.winners.length === 0 ? 0.5 : g.winners.includes(g.aiSeat) ? 1 : 0);

function dealTally(games: readonly GameRecord[]): DealTally {
  const deals = new Map<number, GameRecord[]>();
  for (const g of games) {
    const deal = Math.floor(g.index / g.players);
    deals.set(deal, [...(deals.get(deal) ?? []), g]);
  }
  // A line is one game at one table size (lineKey), so every record has the same seats.
  const players = games[0]?.players ?? 2;
  const tally = { whole: 0, ahead: 0, even: 0, behind: 0 };
  for (const seats of deals.values()) {
    if (seats.length < players) continue;
    tally.whole++;
    const points = seats.reduce((sum, g) => sum + pointsOf(g), 0);
    if (points > 1) tally.ahead++;
    else if (points < 1) tally.behind++;
    else tally.even++;
  }
  const ceiling = tally.whole ? (tally.even + players * (tally.whole - tally.even)) / (players * tally.whole) : 0;
  return { ...tally, ceiling, p: signTest(tally.ahead, tally.behind) };
}

const lineKey = (r: GameRecord, level = r.level): string => `${r.game}${r.players > 2 ? ` (${r.players} players)` : ''}: ${level} vs ${r.vs}`;

/** The records by line (game, players, level, vs), each line's games by index: a game played twice counts once, as last recorded. */
function byLine(records: readonly GameRecord[]): Map<string, Map<number, GameRecord>> {
  const lines = new Map<string, Map<number, GameRecord>>();
  for (const r of records) {
    const key = lineKey(r);
    if (!lines.has(key)) lines.set(key, new Map());
    lines.get(key)!.set(r.index, r);
  }
  return lines;
}

/** One summary per line (game, players, level, vs); a game played twice counts once, as last recorded. */
export function summarise(records: readonly GameRecord[]): LineSummary[] {
  return [...byLine(records).entries()].map(([key, byIndex]) => {
    const games = [...byIndex.values()];
    let wins = 0, draws = 0, losses = 0, unfinished = 0, firstSeatWins = 0, decided = 0;
    const think: number[] = [];
    const endings: Record<string, number> = {};
    for (const g of games) {
      think.push(...g.thinkMs);
      if (g.reason) {
        const how = g.reason.split(':')[0];
        endings[how] = (endings[how] ?? 0) + 1;
      }
      if (g.winners === null) unfinished++;
      else if (g.winners.length === 0) draws++;
      else if (g.winners.includes(g.aiSeat)) wins++;
      else losses++;
      if (g.winners?.length === 1) {
        decided++;
        if (g.winners[0] === g.firstSeat) firstSeatWins++;
      }
    }
    think.sort((a, b) => a - b);
    const points = wins + draws / 2;
    return {
      key,
      games: games.length,
      wins,
      draws,
      losses,
      unfinished,
      score: games.length ? points / games.length : 0,
      interval: wilson(points, games.length),
      firstSeatWins,
      decided,
      firstSeatInterval: wilson(firstSeatWins, decided),
      thinkP50: percentile(think, 50),
      thinkP95: percentile(think, 95),
      endings,
      deals: dealTally(games),
    };
  });
}

const pc = (x: number): string => `${Math.round(100 * x)} %`;

export function formatLine(s: LineSummary): string {
  return [
    `${s.key}: ${s.wins}-${s.draws}-${s.losses} of ${s.games}${s.unfinished ? ` (${s.unfinished} unfinished)` : ''}`,
    `score ${pc(s.score)} [${pc(s.interval[0])}, ${pc(s.interval[1])}]`,
    `first seat won ${s.firstSeatWins} of ${s.decided} (${pc(s.decided ? s.firstSeatWins / s.decided : 0)} [${pc(s.firstSeatInterval[0])}, ${pc(s.firstSeatInterval[1])}])`,
    `think p50 ${s.thinkP50.toFixed(0)} ms, p95 ${s.thinkP95.toFixed(0)} ms`,
    ...(Object.keys(s.endings).length ? [`ended: ${Object.entries(s.endings).sort((a, b) => b[1] - a[1]).map(([how, n]) => `${how} ${n}`).join(', ')}`] : []),
    ...(s.deals.whole ? [formatDeals(s.deals)] : []),
  ].join('; ');
}

function formatDeals(d: DealTally): string {
  return `by deal (${d.whole} from every seat): ahead ${d.ahead}, even ${d.even}, behind ${d.behind} (sign test p = ${d.p.toFixed(2)}); with the even deals left even, at most ${pc(d.ceiling)}`;
}

/**
 * A line against a baseline played on the same deals (the same game, seats
 * and opponent, index by index). The arena is deterministic while no search
 * reaches its time cap (always, with --uncapped), so a game either replays
 * exactly or the change made it differ, and only the games
 * whose result changed say anything about the change: with 40 deals decided
 * largely by the deal, a change that swings two games in one direction is
 * lost in the line's interval but plain here. `p` is the two-sided sign test
 * over the games whose points changed (exact binomial, a half for a draw's
 * change counted as a change).
 */
export interface Paired {
  key: string;
  /** Games (index by index) played in both. */
  common: number;
  /** Games alike in length and winners: most likely played move for move alike, the change never showing. */
  replayed: number;
  /** Indices the line scored more on, and fewer. */
  gained: number[];
  lost: number[];
  p: number;
}

/** Two-sided exact sign test: the chance of a split at least this uneven among k + m fair coins. */
export function signTest(k: number, m: number): number {
  const n = k + m;
  if (n === 0) return 1;
  const low = Math.min(k, m);
  let tail = 0;
  let c = 1;
  for (let i = 0; i <= low; i++) {
    tail += c;
    c = (c * (n - i)) / (i + 1);
  }
  return Math.min(1, (2 * tail) / 2 ** n);
}

/** Each line of `records` against `base`'s games of the same game, players and opponent at `baseLevel` (default: the line's level without its tweak). */
export function paired(records: readonly GameRecord[], base: readonly GameRecord[], baseLevel?: string): Paired[] {
  const baseLines = byLine(base);
  return [...byLine(records).entries()].map(([key, byIndex]) => {
    const first = byIndex.values().next().value!;
    const level = baseLevel ?? first.level.split(' ')[0];
    const before = baseLines.get(lineKey(first, level)) ?? new Map<number, GameRecord>();
    let common = 0;
    let replayed = 0;
    const gained: number[] = [];
    const lost: number[] = [];
    for (const [index, g] of [...byIndex.entries()].sort((a, b) => a[0] - b[0])) {
      const b = before.get(index);
      if (!b) continue;
      common++;
      if (b.plies === g.plies && JSON.stringify(b.winners) === JSON.stringify(g.winners)) replayed++;
      const d = pointsOf(g) - pointsOf(b);
      if (d > 0) gained.push(index);
      else if (d < 0) lost.push(index);
    }
    return { key: `${key} against ${level}`, common, replayed, gained, lost, p: signTest(gained.length, lost.length) };
  });
}

export function formatPaired(s: Paired): string {
  return `${s.key}: ${s.common} games in both, ${s.replayed} alike; better in ${s.gained.length} [${s.gained.join(', ')}], worse in ${s.lost.length} [${s.lost.join(', ')}]; sign test p = ${s.p.toFixed(2)}`;
}

/** Records from a file's text, a JSON object per line; a line that is not one is reported and left out. */
export function parseRecords(text: string, onBad: (line: number, why: string) => void): GameRecord[] {
  return parseJsonLines(text, gameRecordSchema, 'not a game record', onBad);
}

/** One JSON value per line, each checked by `schema`; a line that is not one goes to `onBad` with its number (from 1) and why. */
export function parseJsonLines<T>(text: string, schema: z.ZodType<T>, what: string, onBad: (line: number, why: string) => void): T[] {
  const out: T[] = [];
  text.split('\n').forEach((line, i) => {
    if (!line.trim()) return;
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch {
      onBad(i + 1, 'not JSON');
      return;
    }
    const r = schema.safeParse(json);
    if (r.success) out.push(r.data);
    else onBad(i + 1, r.error.issues[0]?.message ?? what);
  });
  return out;
}

/** A budget change tried without editing the levels (`--tweak`), as JSON: the fields of Budget (src/ai/search.ts). */
export const tweakSchema = z
  .object({ iterations: z.number().int().positive(), maxMs: z.number().positive(), explore: z.number().min(0), width: z.number().int().positive(), rootWidth: z.number().int().positive(), playoutDepth: z.number().int().min(0), reply: z.boolean(), trees: z.number().int().positive(), measure: z.enum(['fitted', 'exact']), opponentView: z.boolean(), scale: z.number().positive(), endgame: z.number().int().positive(), compress: z.boolean(), guard: z.number().int().min(0).max(16), threats: z.number().int().min(0).max(64), pairs: z.number().int().min(0).max(64), forks: z.number().int().min(0).max(64), ownForks: z.number().int().min(0).max(64) })
  .partial()
  .strict();
export type Tweak = z.infer<typeof tweakSchema>;
// The schema repeats Budget's fields: this stops compiling when one gains a field the other lacks, or the two disagree on a type.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const TWEAK_IN_STEP_WITH_BUDGET: Same<keyof Tweak, keyof Budget> extends true ? Same<Tweak, Partial<Budget>> : false = true;

/** `--tweak`'s text as a budget change, or why it is not one. */
export function parseTweak(text: string): { ok: true; tweak: Tweak } | { ok: false; error: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, error: `--tweak: not JSON; e.g. '{"trees":4}'` };
  }
  const parsed = tweakSchema.safeParse(json);
  return parsed.success ? { ok: true, tweak: parsed.data } : { ok: false, error: `--tweak: not a budget change (${parsed.error.issues[0]?.message}); e.g. '{"trees":4}'` };
}
