// What a tournament makes of its matches: the next round by its format, and
// how a match that ended counts (a game's outcome, a table's places, who was
// absent). The service records them (service.ts); the rulings are T-R01 …
// T-R16 (rulings.ts and the pairing modules).
import { z } from 'zod';
import type { Prisma } from '../generated/prisma/client.js';
import { engineFor } from '../games/index.js';
import type { Seat } from '../games/engine.js';
import type { EndedMatch } from '../matches/ended.js';
import { eliminations, placesOf } from '../matches/ratings.js';
import { seatIsColour } from './games.js';
import { roundRobinRound } from './round-robin.js';
import { pairSwissRound } from './swiss.js';
import { seatTables } from './tables.js';
import { entrantsOf, roundRecordsOf, type TournamentRecord } from './store.js';
import type { GameOutcome, Outcome } from './types.js';

type Tx = Prisma.TransactionClient;

/** What a match's thread and result say when the round limit ends it (T-R03). */
export function roundLimitReason(tableSize: number): string {
  return tableSize > 2
    ? "the round's time limit ended the game: the places not yet decided are shared in the tournament (T-R03)"
    : "the round's time limit ended the game: a draw (½–½) in the tournament (T-R03)";
}

/** The next round's matches (seats in order) and byes, by the tournament's format. */
export function nextRound(t: TournamentRecord, active: string[]): Outcome<{ matches: string[][]; byes: string[] }> {
  const players = entrantsOf(t);
  const rounds = roundRecordsOf(t);
  if (t.format === 'table-swiss') {
    const seated = seatTables({ players, rounds, active, size: t.tableSize });
    return seated.ok ? { ok: true, value: { matches: seated.value.tables, byes: seated.value.byes } } : seated;
  }
  const paired = t.format === 'round-robin' ? roundRobinRound({ players, rounds, active }) : pairSwissRound({ players, rounds, active, colours: seatIsColour(t.game) });
  return paired.ok ? { ok: true, value: { matches: paired.value.games.map((g) => [g.white, g.black]), byes: paired.value.byes } } : paired;
}

/** A two-player game's outcome for the standings: seat 0 is White (T-R03 for the round limit). */
export function gameOutcome(ended: EndedMatch): GameOutcome {
  const r = ended.match.result;
  if (ended.how === 'adjudicated' || !r) return 'round-limit';
  if (r.winners.length !== 1) return 'draw';
  return r.winners[0] === 0 ? 'white' : 'black';
}

/**
 * A table's places (0 first, tied seats sharing, the next place skipped), as
 * ratings place them: by when seats dropped out where the game has seats drop
 * out, else the winners ahead of the rest. At the round limit the seats still
 * in have no place (null, T-R03) and those out before them take the last places.
 */
export async function tableFinish(tx: Tx, matchId: number, game: string, seats: number, ended: EndedMatch): Promise<(number | null)[]> {
  const engine = engineFor(game)!;
  const outOfPlay = engine.outOfPlay?.bind(engine);
  const eliminated = outOfPlay && seats > 2 ? await eliminations(tx, matchId, outOfPlay) : undefined;
  const all: Seat[] = Array.from({ length: seats }, (_, s) => s);
  if (ended.how === 'adjudicated' || !ended.match.result) {
    const out = eliminated ?? new Map<Seat, number>();
    const stillIn = all.filter((s) => !out.has(s)).length;
    return all.map((s) => {
      const at = out.get(s);
      if (at === undefined) return null;
      return stillIn + all.filter((o) => (out.get(o) ?? -1) > at).length;
    });
  }
  const places = placesOf(all, ended.match.result, eliminated);
  return all.map((s) => all.filter((o) => places.get(o)! < places.get(s)!).length);
}

/** Players whose time ran out in the match before they had moved in it. */
const timeoutEntry = z.object({ seats: z.array(z.number().int().min(0)) });

export async function absentPlayers(tx: Tx, matchId: number, movedSeats: Seat[], bySeat: string[]): Promise<string[]> {
  const timeouts = await tx.matchAction.findMany({ where: { matchId, kind: 'timeout' }, select: { action: true } });
  const late = new Set<number>();
  for (const t of timeouts) for (const s of timeoutEntry.safeParse(t.action).data?.seats ?? []) late.add(s);
  return [...late].filter((s) => !movedSeats.includes(s) && bySeat[s] !== undefined).map((s) => bySeat[s]);
}
