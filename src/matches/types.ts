import type { GameResult, Seat } from '../games/engine.js';

export type MatchStatus = 'active' | 'finished' | 'aborted' | 'annulled';

export interface MatchSnapshot {
  id: number;
  game: string;
  status: MatchStatus;
  /** Public version, carried by buttons. */
  version: number;
  /** Bumped by every write, private ones too; writes are conditional on it. */
  revision: number;
  /** The version of the latest public board post; its buttons stay good until a newer one. */
  boardVersion: number;
  /** The public texts of the actions since the latest board post (the turn so far). */
  turnLog: string[];
  /** Validated against the engine's state schema on load. */
  state: unknown;
  players: MatchPlayerRef[];
  guildId: string | null;
  channelId: string;
  threadId: string | null;
  result: GameResult | null;
  drawOfferSeat: Seat | null;
  /** Users who must act now. */
  waitingFor: string[];
  movedSeats: Seat[];
  daysPerMove: number | null;
  pauseWeekends: boolean;
  turnStartedAt: Date | null;
  deadline: Date | null;
  /** The bot referees it (a tournament game): it claims time-outs itself, and its end is told to whoever arranged it (ended.ts). */
  refereed?: boolean;
}

/** A seat and who plays it. */
export interface MatchPlayerRef {
  seat: Seat;
  userId: string;
  /** Their display name where they play, as they last acted (absent or null when none is stored yet). */
  name?: string | null;
  /** The bot's AI plays this seat at this level (absent or null for a person). */
  aiLevel?: string | null;
}

/** What a list of matches shows (/games, autocomplete): no state, so none is parsed. */
export type MatchSummary = Pick<MatchSnapshot, 'id' | 'game' | 'status' | 'version' | 'players' | 'guildId' | 'channelId' | 'threadId' | 'waitingFor' | 'deadline'>;

export type Refusal =
  | 'not_found'
  | 'not_participant'
  | 'not_your_turn'
  | 'illegal'
  | 'stale'
  | 'over'
  | 'bad_request'
  | 'ambiguous';

export type ServiceResult<T> = ({ ok: true } & T) | { ok: false; code: Refusal; error: string };

export const refuse = (code: Refusal, error: string) => ({ ok: false as const, code, error });

export interface UserRef {
  id: string;
  bot?: boolean;
  name?: string;
}
