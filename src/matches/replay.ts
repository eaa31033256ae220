// A match replayed from its seed and its action log: the states it went
// through, one per logged step. Ratings read elimination orders from it and
// /replay draws it; neither trusts anything but the log.
import type { Db } from '../db/client.js';
import { engineFor } from '../games/index.js';
import type { GameEvent, Seat } from '../games/engine.js';
import { z } from 'zod';

export interface LoggedStep {
  version: number;
  seat: Seat;
  kind: string;
  action: unknown;
  text: string;
}

export interface ReplayedStep extends LoggedStep {
  state: unknown;
  events: GameEvent[];
}

export interface Replay {
  game: string;
  players: number;
  initial: unknown;
  steps: ReplayedStep[];
  /** Why the replay stopped early (a log the engine no longer accepts), else null. */
  broken: string | null;
}

const timeoutAction = z.object({ timeout: z.literal(true), seats: z.array(z.number().int().min(0)) });

export function replayLog(game: string, seed: string, options: unknown, players: number, log: LoggedStep[]): Replay | null {
  const engine = engineFor(game);
  if (!engine) return null;
  const setup = engine.setup({ players, seed, options: options as never });
  if (!setup.ok) return null;
  let state: unknown = setup.state;
  const steps: ReplayedStep[] = [];
  for (const entry of log) {
    let next: { ok: true; state: unknown; events: GameEvent[] } | { ok: false; error: string };
    if (entry.kind === 'action') next = engine.applyAction(state, entry.seat, entry.action);
    else if (entry.kind === 'resign') next = engine.resign(state, entry.seat);
    else if (entry.kind === 'timeout') {
      const parsed = timeoutAction.safeParse(entry.action);
      next = parsed.success ? resignAll(engine, state, parsed.data.seats) : { ok: false, error: 'unreadable time-out entry' };
    } else next = { ok: true, state, events: [] }; // an agreed draw changes no position
    if (!next.ok) return { game, players, initial: setup.state, steps, broken: `step ${steps.length + 1}: ${next.error}` };
    state = next.state;
    steps.push({ ...entry, state, events: next.events });
  }
  return { game, players, initial: setup.state, steps, broken: null };
}

function resignAll(engine: NonNullable<ReturnType<typeof engineFor>>, state: unknown, seats: Seat[]) {
  for (const seat of seats) {
    const r = engine.resign(state, seat);
    if (r.ok) state = r.state;
  }
  return { ok: true as const, state, events: [] as GameEvent[] };
}

export interface LoggedMatch {
  id: number;
  game: string;
  guildId: string | null;
  status: string;
  players: { seat: Seat; userId: string; name: string | null; aiLevel: string | null }[];
  replay: Replay | null;
}

export async function loadReplay(db: Db, matchId: number): Promise<LoggedMatch | null> {
  const row = await db.match.findUnique({
    where: { id: matchId },
    select: {
      id: true, game: true, seed: true, options: true, guildId: true, status: true,
      players: { select: { seat: true, userId: true, displayName: true, aiLevel: true }, orderBy: { seat: 'asc' } },
      actions: { select: { version: true, seat: true, kind: true, action: true, text: true }, orderBy: { revision: 'asc' } },
    },
  });
  if (!row) return null;
  const replay = replayLog(row.game, row.seed, row.options, row.players.length, row.actions);
  const players = row.players.map((p) => ({ seat: p.seat, userId: p.userId, name: p.displayName, aiLevel: p.aiLevel }));
  return { id: row.id, game: row.game, guildId: row.guildId, status: row.status, players, replay };
}
