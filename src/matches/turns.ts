// What changes on a match row when the turn changes hands: who is waiting,
// when their turn started, its deadline, and the timers that go with it.
import type { Prisma } from '../generated/prisma/client.js';
import type { AnyEngine, Seat } from '../games/engine.js';
import { REMINDER_AT, addClockTime, turnLength } from './clock.js';

type Tx = Prisma.TransactionClient;

export interface TurnFields {
  waitingFor: string[];
  turnStartedAt: Date | null;
  deadline: Date | null;
}

export interface ClockSettings {
  daysPerMove: number | null;
  pauseWeekends: boolean;
}

export function waitingUsers(engine: AnyEngine, state: unknown, players: { seat: Seat; userId: string }[], active: boolean): string[] {
  if (!active) return [];
  const seats: Seat[] = engine.toAct(state);
  return seats.map((s) => players.find((p) => p.seat === s)!.userId);
}

/**
 * A new turn starts when the set of users who must act changes; several
 * actions within one turn (U-G-O) keep its deadline.
 */
export function nextTurn(prev: TurnFields | null, waitingFor: string[], clock: ClockSettings, now: Date): TurnFields {
  const same = prev !== null && prev.waitingFor.length === waitingFor.length && prev.waitingFor.every((u, i) => u === waitingFor[i]);
  if (same) return { waitingFor, turnStartedAt: prev.turnStartedAt, deadline: prev.deadline };
  if (waitingFor.length === 0) return { waitingFor, turnStartedAt: null, deadline: null };
  const deadline = clock.daysPerMove ? addClockTime(now, turnLength(clock.daysPerMove), clock.pauseWeekends) : null;
  return { waitingFor, turnStartedAt: now, deadline };
}

/** Reminder at 80 % of the turn and the deadline itself, keyed so they are made once. */
export function turnTimers(matchId: number, turn: TurnFields, clock: ClockSettings): { key: string; kind: string; due: string }[] {
  if (!turn.deadline || !turn.turnStartedAt || !clock.daysPerMove) return [];
  const remindAt = addClockTime(turn.turnStartedAt, turnLength(clock.daysPerMove) * REMINDER_AT, clock.pauseWeekends);
  return [
    { key: `reminder:${matchId}:${turn.turnStartedAt.getTime()}`, kind: 'reminder', due: remindAt.toISOString() },
    { key: `timeout:${matchId}:${turn.deadline.getTime()}`, kind: 'timeout', due: turn.deadline.toISOString() },
  ];
}

export async function scheduleTurnTimers(tx: Tx, matchId: number, version: number, turn: TurnFields, clock: ClockSettings): Promise<void> {
  const timers = turnTimers(matchId, turn, clock);
  if (timers.length === 0) return;
  await tx.timer.createMany({
    data: timers.map((t) => ({ key: t.key, kind: t.kind, matchId, version, dueAt: new Date(t.due) })),
    skipDuplicates: true,
  });
}
