// A tournament as the database holds it, read back into what the pure
// pairing and standings functions take. Stored JSON is a boundary: a table's
// places are parsed with zod before use.
import { z } from 'zod';
import type { Db } from '../db/client.js';
import type { Prisma } from '../generated/prisma/client.js';
import { gameOutcomeSchema, type Entrant, type GameOutcome, type RoundRecord } from './types.js';
import type { TournamentFormat } from './games.js';

type Reader = Db | Prisma.TransactionClient;

export type TournamentStatus = 'signup' | 'running' | 'finished' | 'cancelled';
export type RoundStatus = 'starting' | 'running' | 'finished';
export type PairingKind = 'game' | 'table' | 'bye';

export interface StoredEntry {
  userId: string;
  name: string;
  seed: number | null;
  joinedRound: number;
  joinedAt: Date;
  withdrawnAt: Date | null;
  withdrawnReason: string | null;
}

export interface StoredPairing {
  id: number;
  roundId: number;
  board: number;
  kind: PairingKind;
  players: string[];
  matchId: number | null;
  threadId: string | null;
  outcome: GameOutcome | null;
  finish: (number | null)[] | null;
  endedAt: Date | null;
}

export interface StoredRound {
  id: number;
  number: number;
  status: RoundStatus;
  pairedAt: Date;
  startedAt: Date | null;
  endsAt: Date | null;
  finishedAt: Date | null;
  announceMessageId: string | null;
  pairings: StoredPairing[];
}

export interface StoredTournament {
  id: number;
  guildId: string;
  channelId: string;
  organiserId: string;
  name: string;
  game: string;
  format: TournamentFormat;
  tableSize: number;
  /** Rounds to play (Tournament.rounds): chosen for a Swiss, from the schedule once a round-robin starts. */
  plannedRounds: number | null;
  options: Record<string, unknown>;
  daysPerMove: number;
  pauseWeekends: boolean;
  roundDays: number | null;
  maxPlayers: number | null;
  startsAt: Date | null;
  status: TournamentStatus;
  version: number;
  shownVersion: number;
  signupMessageId: string | null;
  threadId: string | null;
  standingsMessageId: string | null;
  finalMessageId: string | null;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
}

export interface TournamentRecord extends StoredTournament {
  /** In the order they joined. */
  entries: StoredEntry[];
  /** Oldest first. */
  rounds: StoredRound[];
}

const formatSchema = z.enum(['round-robin', 'swiss', 'table-swiss']);
const statusSchema = z.enum(['signup', 'running', 'finished', 'cancelled']);
const roundStatusSchema = z.enum(['starting', 'running', 'finished']);
const kindSchema = z.enum(['game', 'table', 'bye']);
const finishSchema = z.array(z.number().int().min(0).nullable()).nullable();
const optionsSchema = z.record(z.string(), z.unknown());

type TournamentRow = Prisma.TournamentGetPayload<object>;
type PairingRow = Prisma.TournamentPairingGetPayload<object>;

export function toTournament(row: TournamentRow): StoredTournament {
  return {
    id: row.id,
    guildId: row.guildId,
    channelId: row.channelId,
    organiserId: row.organiserId,
    name: row.name,
    game: row.game,
    format: formatSchema.catch('swiss').parse(row.format),
    tableSize: row.tableSize,
    plannedRounds: row.rounds,
    options: optionsSchema.catch({}).parse(row.options),
    daysPerMove: row.daysPerMove,
    pauseWeekends: row.pauseWeekends,
    roundDays: row.roundDays,
    maxPlayers: row.maxPlayers,
    startsAt: row.startsAt,
    status: statusSchema.catch('cancelled').parse(row.status),
    version: row.version,
    shownVersion: row.shownVersion,
    signupMessageId: row.signupMessageId,
    threadId: row.threadId,
    standingsMessageId: row.standingsMessageId,
    finalMessageId: row.finalMessageId,
    createdAt: row.createdAt,
    startedAt: row.startedAt,
    finishedAt: row.finishedAt,
  };
}

export function toPairing(row: PairingRow): StoredPairing {
  return {
    id: row.id,
    roundId: row.roundId,
    board: row.board,
    kind: kindSchema.catch('bye').parse(row.kind),
    players: row.players,
    matchId: row.matchId,
    threadId: row.threadId,
    outcome: row.outcome === null ? null : gameOutcomeSchema.catch('round-limit').parse(row.outcome),
    finish: finishSchema.catch(null).parse(row.finish ?? null),
    endedAt: row.endedAt,
  };
}

/** The tournament with its entries, rounds and pairings: one read. */
export async function loadTournament(db: Reader, id: number): Promise<TournamentRecord | null> {
  const row = await db.tournament.findUnique({
    where: { id },
    include: {
      entries: { orderBy: [{ joinedAt: 'asc' }, { userId: 'asc' }] },
      roundRows: { orderBy: { number: 'asc' }, include: { pairings: { orderBy: { board: 'asc' } } } },
    },
  });
  if (!row) return null;
  return {
    ...toTournament(row),
    entries: row.entries.map((e) => ({
      userId: e.userId, name: e.name, seed: e.seed, joinedRound: e.joinedRound, joinedAt: e.joinedAt, withdrawnAt: e.withdrawnAt, withdrawnReason: e.withdrawnReason,
    })),
    rounds: row.roundRows.map((r) => ({
      id: r.id,
      number: r.number,
      status: roundStatusSchema.catch('finished').parse(r.status),
      pairedAt: r.pairedAt,
      startedAt: r.startedAt,
      endsAt: r.endsAt,
      finishedAt: r.finishedAt,
      announceMessageId: r.announceMessageId,
      pairings: r.pairings.map(toPairing),
    })),
  };
}

/** Locks the tournament's row for the rest of the transaction; every change to a tournament takes this lock first. */
export async function lockTournament(tx: Prisma.TransactionClient, id: number): Promise<boolean> {
  const rows = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM "Tournament" WHERE id = ${id} FOR UPDATE`;
  return rows.length === 1;
}

/**
 * Everyone entered, as the pure functions take them: by seed (set at the
 * start from the ratings, late joiners after), before the start in the order
 * they joined.
 */
export function entrantsOf(t: Pick<TournamentRecord, 'entries'>): Entrant[] {
  return t.entries.map((e, i) => ({ id: e.userId, seed: e.seed ?? t.entries.length + i + 1 }));
}

/** Who is in now: entered and not withdrawn (T-R08, T-R13). */
export const activeOf = (t: Pick<TournamentRecord, 'entries'>): string[] => t.entries.filter((e) => !e.withdrawnAt).map((e) => e.userId);

/** The rounds as the pure functions read them; a game or table still running has no outcome yet. */
export function roundRecordsOf(t: Pick<TournamentRecord, 'rounds'>): RoundRecord[] {
  return t.rounds.map((r) => ({
    games: r.pairings.filter((p) => p.kind === 'game').map((p) => ({ white: p.players[0], black: p.players[1], outcome: p.endedAt ? p.outcome : null })),
    tables: r.pairings.filter((p) => p.kind === 'table').map((p) => ({ seats: p.players, finish: p.endedAt ? (p.finish ?? p.players.map(() => null)) : null })),
    byes: r.pairings.filter((p) => p.kind === 'bye').map((p) => p.players[0]),
  }));
}

/** A round is over when every game and table in it has ended (byes are over when paired). */
export const roundOver = (r: { pairings: readonly { endedAt: Date | null }[] }): boolean => r.pairings.every((p) => p.endedAt !== null);
