// The match service: challenges, accepting, acting, resigning. One database
// write per action, guarded by the match row's revision so that two
// clicks at once apply once ("stale, refresh", never a silent overwrite).
import type { Db } from '../db/client.js';
import type { Prisma } from '../generated/prisma/client.js';
import { engineFor } from '../games/index.js';
import type { AnyEngine, GameEvent, GameResult, Seat } from '../games/engine.js';
import { refuse, type MatchSnapshot, type MatchStatus, type MatchSummary, type ServiceResult, type UserRef } from './types.js';
import { activeHere, activeSummaries, loadMatch, toSnapshot, withState } from './load.js';
import { boardPost, enqueue, handPosts, type OutboxPayload } from './outbox.js';
import { applyStep, type ReplyTo } from './apply.js';
import { readOptions } from './stored.js';
import { answerDraw, offerDraw } from './draws.js';
import { CHALLENGE_AI_KEY, CHALLENGE_SEAT_KEY, challengeSnapshot, lockChallenge, startMatch, type ChallengeInput, type ChallengeSnapshot } from './challenges.js';
import { DAYS_PER_MOVE, DEFAULT_DAYS_PER_MOVE, systemClock, type Clock } from './clock.js';
import { nextTurn, waitingUsers } from './turns.js';
import { readAiLevel } from './ai-turns.js';
import { namedText, playerMention } from './names.js';

export type { ChallengeInput, ChallengeSnapshot } from './challenges.js';
export type { ReplyTo } from './apply.js';

export interface ActOutcome {
  match: MatchSnapshot;
  /** The action in the game's notation ("ab6", "resigns"). */
  text: string;
  events: GameEvent[];
  seat: Seat;
  /** Outbox rows this action wrote, for immediate delivery after commit. */
  outbox: number[];
}


export class MatchService {
  constructor(
    private readonly db: Db,
    readonly clock: Clock = systemClock,
    /** This process's instance key: it delivers the rows it writes, and takes them back after a restart. */
    private readonly holder?: string,
  ) {}

  // ---------------------------------------------------------------- challenges

  /** A challenge of the bot's AI alone starts the match at once (`match` is then set). */
  async challenge(input: ChallengeInput): Promise<ServiceResult<{ challenge: ChallengeSnapshot; match: MatchSnapshot | null; outbox: number[] }>> {
    const engine = engineFor(input.game);
    if (!engine) return refuse('bad_request', `There is no game called "${input.game}".`);
    const playerCount = input.invitees.length + 1;
    if (playerCount < engine.players.min || playerCount > engine.players.max) {
      const range = engine.players.min === engine.players.max ? `${engine.players.min}` : `${engine.players.min}–${engine.players.max}`;
      return refuse('bad_request', `${engine.name} is for ${range} players; this challenge has ${playerCount}.`);
    }
    const ids = new Set<string>([input.challenger.id]);
    for (const u of input.invitees) {
      if (u.id === input.challenger.id) return refuse('bad_request', 'You cannot challenge yourself.');
      if (u.bot && u.id !== input.ai?.userId) return refuse('bad_request', `${u.name ?? 'That user'} is a bot and cannot play.`);
      if (ids.has(u.id)) return refuse('bad_request', 'Each opponent may be named only once.');
      ids.add(u.id);
    }
    const options = engine.optionsSchema.safeParse(input.options);
    if (!options.success) return refuse('bad_request', `Those options do not fit ${engine.name}: ${options.error.issues[0]?.message}`);
    const trial = engine.setup({ players: playerCount, seed: 'trial', options: options.data });
    if (!trial.ok) return refuse('bad_request', trial.error);
    if (input.challengerSeat !== undefined && (input.challengerSeat < 0 || input.challengerSeat >= playerCount)) {
      return refuse('bad_request', 'That seat does not exist in this game.');
    }
    const daysPerMove = input.daysPerMove === undefined ? DEFAULT_DAYS_PER_MOVE : input.daysPerMove;
    if (daysPerMove !== null && !(DAYS_PER_MOVE as readonly number[]).includes(daysPerMove)) {
      return refuse('bad_request', `Days per move must be one of ${DAYS_PER_MOVE.join(', ')}, or none.`);
    }
    const ai = input.ai && input.invitees.some((u) => u.id === input.ai!.userId) ? input.ai : null;
    const stored = {
      ...(options.data as object),
      ...(input.challengerSeat !== undefined ? { [CHALLENGE_SEAT_KEY]: input.challengerSeat } : {}),
      ...(ai ? { [CHALLENGE_AI_KEY]: ai } : {}),
    };
    // The AI needs no Accept: its seat is accepted from the start.
    const accepted = ai ? [ai.userId] : [];
    const data = {
      game: engine.id,
      challengerId: input.challenger.id,
      invitees: input.invitees.map((u) => u.id),
      accepted,
      guildId: input.guildId,
      channelId: input.channelId,
      options: stored as Prisma.InputJsonValue,
      daysPerMove,
      pauseWeekends: input.pauseWeekends ?? false,
      // The names the command's interaction carried: the players start with them.
      names: namesOf([input.challenger, ...input.invitees]),
    };
    if (accepted.length < input.invitees.length) {
      const row = await this.db.challenge.create({ data });
      return { ok: true, challenge: challengeSnapshot(row), match: null, outbox: [] };
    }
    return this.db.$transaction(async (tx) => this.begin(tx, challengeSnapshot(await tx.challenge.create({ data })), accepted));
  }

  async getChallenge(id: number): Promise<ChallengeSnapshot | null> {
    const row = await this.db.challenge.findUnique({ where: { id } });
    return row ? challengeSnapshot(row) : null;
  }

  async setThread(matchId: number, threadId: string): Promise<void> {
    await this.db.match.update({ where: { id: matchId }, data: { threadId } });
  }

  /** Same game, options and clock; the one asking challenges the others, colours swapped. */
  async rematch(matchId: number, user: UserRef): Promise<ServiceResult<{ challenge: ChallengeSnapshot; match: MatchSnapshot | null; outbox: number[] }>> {
    const old = await this.db.match.findUnique({ where: { id: matchId }, include: { players: true, challenge: true } });
    if (!old) return refuse('not_found', `There is no match #${matchId}.`);
    const me = old.players.find((p) => p.userId === user.id);
    if (!me) return refuse('not_participant', `Only the players of match #${matchId} can ask for a rematch.`);
    if (old.status === 'active') return refuse('bad_request', `Match #${matchId} is still going.`);
    const n = old.players.length;
    const others = [...old.players].sort((a, b) => a.seat - b.seat).filter((p) => p.userId !== user.id);
    return this.challenge({
      game: old.game,
      challenger: user,
      invitees: others.map((p) => ({ id: p.userId, name: p.displayName ?? undefined })),
      guildId: old.guildId,
      channelId: old.channelId,
      options: readOptions(old.options),
      challengerSeat: (me.seat + 1) % n,
      daysPerMove: old.daysPerMove,
      pauseWeekends: old.pauseWeekends,
      ai: aiOf(old.players),
    });
  }

  async setChallengeMessage(id: number, messageId: string): Promise<void> {
    await this.db.challenge.update({ where: { id }, data: { messageId } });
  }

  /** Accept; the match starts when every invitee has accepted. */
  async accept(
    challengeId: number,
    user: UserRef,
  ): Promise<ServiceResult<{ challenge: ChallengeSnapshot; match: MatchSnapshot | null; outbox: number[] }>> {
    return this.db.$transaction(async (tx) => {
      const row = await lockChallenge(tx, challengeId);
      if (!row) return refuse('not_found', 'That challenge no longer exists.');
      const ch = challengeSnapshot(row);
      if (ch.status !== 'pending') return refuse('over', `That challenge was already ${ch.status}.`);
      if (user.id === ch.challengerId) return refuse('not_participant', 'You made this challenge; wait for your opponent to accept (or cancel it).');
      if (!ch.invitees.includes(user.id)) return refuse('not_participant', 'Only the challenged players can accept this challenge.');
      if (ch.accepted.includes(user.id)) return refuse('bad_request', 'You have already accepted; waiting for the others.');
      const accepted = [...ch.accepted, user.id];
      // Accepting names the player afresh, as the Accept click carried them.
      const names = user.name ? { ...ch.names, [user.id]: user.name } : ch.names;
      if (accepted.length < ch.invitees.length) {
        const updated = await tx.challenge.update({ where: { id: ch.id }, data: { accepted, names } });
        return { ok: true, challenge: challengeSnapshot(updated), match: null, outbox: [] };
      }
      return this.begin(tx, { ...ch, names }, accepted);
    });
  }

  /**
   * A match arranged for its players by someone else (a tournament's round):
   * everyone is in from the start, so it starts at once, inside the caller's
   * transaction, by the path an accepted challenge takes. The bot referees it
   * (time-outs claimed, its end told through ended.ts), and it is played in
   * `threadId` when one was made for it. Players sit in the order given.
   */
  async arrange(tx: Tx, input: ArrangedMatch): Promise<ServiceResult<{ match: MatchSnapshot; outbox: number[] }>> {
    const [first, ...rest] = input.players;
    if (!first) return refuse('bad_request', 'A match needs players.');
    const invitees = rest.map((u) => u.id);
    const ch: ChallengeSnapshot = {
      id: 0, game: input.game, challengerId: first.id, invitees, accepted: invitees, status: 'accepted', channelId: input.channelId, guildId: input.guildId,
      messageId: null, options: { ...input.options, [CHALLENGE_SEAT_KEY]: 0 }, matchId: null, daysPerMove: input.daysPerMove, pauseWeekends: input.pauseWeekends,
      names: namesOf(input.players),
    };
    const started = await startMatch(tx, ch, this.clock.now(), { threadId: input.threadId });
    if (!started.ok) return started;
    // The challenge row records who played and how, as an accepted challenge's does; written as text (its lists are values, not query shapes).
    await tx.$executeRaw`
      INSERT INTO "Challenge" (game, "challengerId", invitees, accepted, "guildId", "channelId", options, status, "daysPerMove", "pauseWeekends", "matchId", names, "updatedAt")
      VALUES (${ch.game}, ${ch.challengerId}, ${invitees}::text[], ${invitees}::text[], ${ch.guildId}, ${ch.channelId}, ${JSON.stringify(ch.options)}::jsonb,
              'accepted', ${ch.daysPerMove}::int, ${ch.pauseWeekends}, ${started.match.id}::int, ${JSON.stringify(ch.names)}::jsonb, ${this.clock.now()}::timestamp)`;
    const outbox = [await enqueue(tx, started.match.id, boardPost(started.match, null, null, []))];
    for (const hand of handPosts(started.match, null)) outbox.push(await enqueue(tx, started.match.id, hand));
    return { ok: true, match: started.match, outbox };
  }

  /** Everyone has accepted: the match starts, with its opening board and hands. */
  private async begin(tx: Tx, ch: ChallengeSnapshot, accepted: string[]): Promise<ServiceResult<{ challenge: ChallengeSnapshot; match: MatchSnapshot; outbox: number[] }>> {
    const match = await startMatch(tx, ch, this.clock.now());
    if (!match.ok) return match;
    const updated = await tx.challenge.update({
      where: { id: ch.id },
      data: { accepted, status: 'accepted', matchId: match.match.id },
    });
    const outbox = [await enqueue(tx, match.match.id, boardPost(match.match, null, null, []))];
    for (const hand of handPosts(match.match, null)) outbox.push(await enqueue(tx, match.match.id, hand));
    return { ok: true, challenge: challengeSnapshot(updated), match: match.match, outbox };
  }

  async decline(challengeId: number, user: UserRef): Promise<ServiceResult<{ challenge: ChallengeSnapshot }>> {
    return this.closeChallenge(challengeId, user, 'declined');
  }

  async cancel(challengeId: number, user: UserRef): Promise<ServiceResult<{ challenge: ChallengeSnapshot }>> {
    return this.closeChallenge(challengeId, user, 'cancelled');
  }

  private async closeChallenge(challengeId: number, user: UserRef, to: 'declined' | 'cancelled') {
    return this.db.$transaction(async (tx): Promise<ServiceResult<{ challenge: ChallengeSnapshot }>> => {
      const row = await lockChallenge(tx, challengeId);
      if (!row) return refuse('not_found', 'That challenge no longer exists.');
      const ch = challengeSnapshot(row);
      if (ch.status !== 'pending') return refuse('over', `That challenge was already ${ch.status}.`);
      if (to === 'cancelled' && user.id !== ch.challengerId) return refuse('not_participant', 'Only the player who made the challenge can cancel it.');
      if (to === 'declined' && !ch.invitees.includes(user.id)) return refuse('not_participant', 'Only the challenged players can decline this challenge.');
      const updated = await tx.challenge.update({ where: { id: ch.id }, data: { status: to } });
      return { ok: true, challenge: challengeSnapshot(updated) };
    });
  }

  // ------------------------------------------------------------------- matches

  async getMatch(id: number): Promise<MatchSnapshot | null> {
    return loadMatch(this.db, id);
  }

  /** A user's active matches, newest first, as lists show them (/games, autocomplete): one indexed read, no state parsed. */
  async activeMatches(userId: string): Promise<MatchSummary[]> {
    return activeSummaries(this.db, userId, 100);
  }

  /**
   * Which match a command means: the one named, else the caller's only active
   * match in this channel (one read either way, and only that match's state is parsed).
   */
  async resolveMatch(
    userId: string,
    channelId: string,
    matchId?: number,
    opts: { orLatestFinished?: boolean } = {},
  ): Promise<ServiceResult<{ match: MatchSnapshot }>> {
    if (matchId !== undefined) {
      const m = await this.getMatch(matchId);
      return m ? { ok: true, match: m } : refuse('not_found', `There is no match #${matchId}.`);
    }
    const here = await activeHere(this.db, userId, channelId, 100);
    if (here.first) return { ok: true, match: here.first };
    if (here.ids.length === 0 && opts.orLatestFinished) {
      const row = await this.db.match.findFirst({
        where: { players: { some: { userId } }, OR: [{ channelId }, { threadId: channelId }] },
        include: { players: true },
        orderBy: { updatedAt: 'desc' },
      });
      const m = row ? toSnapshot(row) : null;
      if (m) return { ok: true, match: m };
    }
    if (here.ids.length === 0) return refuse('not_found', 'You have no active match in this channel. Use the `match` option, or `/games` to see yours.');
    const list = here.ids.map((id) => `#${id}`).join(', ');
    return refuse('ambiguous', `You have ${here.ids.length} matches here (${list}); choose one with the \`match\` option.`);
  }

  /** Parse the player's text with the game's notation, then act. */
  async actText(match: MatchRef, user: UserRef, text: string, expected?: Expected, replyTo?: ReplyTo): Promise<ServiceResult<ActOutcome>> {
    return this.perform(match, user, expected, replyTo, (engine, state, seat) => {
      const parsed = engine.parseAction(state, seat, text);
      return parsed.ok ? { ok: true, action: parsed.action } : refuse('illegal', parsed.error);
    });
  }

  /** Act with an action value (from a button or a test). */
  async act(match: MatchRef, user: UserRef, action: unknown, expected?: Expected, replyTo?: ReplyTo): Promise<ServiceResult<ActOutcome>> {
    return this.perform(match, user, expected, replyTo, (engine) => {
      const parsed = engine.actionSchema.safeParse(action);
      return parsed.success ? { ok: true, action: parsed.data } : refuse('illegal', 'That is not an action of this game.');
    });
  }

  async resign(match: MatchRef, user: UserRef, expected?: Expected, replyTo?: ReplyTo): Promise<ServiceResult<ActOutcome>> {
    return this.perform(match, user, expected, replyTo, () => ({ ok: true, action: RESIGN }));
  }

  /**
   * Load (unless the caller has just read the match), check, apply, then
   * write with one revision-checked statement (apply.ts): two clicks at once
   * apply once, the other is told "stale".
   */
  private async perform(
    ref: MatchRef,
    user: UserRef,
    expected: Expected | undefined,
    replyTo: ReplyTo | undefined,
    choose: (engine: AnyEngine, state: unknown, seat: Seat) => ServiceResult<{ action: unknown }>,
  ): Promise<ServiceResult<ActOutcome>> {
    const match = typeof ref === 'number' ? await loadMatch(this.db, ref) : ref;
    if (!match) return refuse('not_found', `There is no match #${ref}.`);
    if (match.status !== 'active') return refuse('over', `Match #${match.id} is over.`);
    const stale = staleness(match, expected);
    if (stale) return refuse('stale', stale);
    const seats = match.players.filter((p) => p.userId === user.id).map((p) => p.seat);
    if (seats.length === 0) return refuse('not_participant', `You are not playing in match #${match.id}.`);
    const engine = engineFor(match.game)!;
    const state = match.state;
    const toAct: Seat[] = engine.toAct(state);
    const seat = seats.find((s) => toAct.includes(s)) ?? seats[0];
    const choice = choose(engine, state, seat);
    const isResign = choice.ok && choice.action === RESIGN;
    const mayAct = toAct.includes(seat) || isResign || (choice.ok && engine.isStandingOrder?.(choice.action));
    if (!mayAct) {
      const waiting = toAct.map((s) => playerMention(match.players.find((p) => p.seat === s)!)).join(', ');
      return refuse('not_your_turn', `It is not your turn in match #${match.id}; waiting for ${waiting || 'nobody'}.`);
    }
    // The engine's refusals say "Player 2"; the player reads names.
    if (!choice.ok) return choice.code === 'illegal' ? refuse('illegal', namedText(choice.error, match.players)) : choice;
    const text = isResign ? 'resigns' : engine.formatAction(state, choice.action);
    const applied = isResign ? engine.resign(state, seat) : engine.applyAction(state, seat, choice.action);
    if (!applied.ok) return refuse('illegal', namedText(applied.error, match.players));
    const written = await applyStep(
      this.db,
      match,
      {
        kind: isResign ? 'resign' : 'action',
        seat,
        userId: user.id,
        actorId: user.id,
        action: isResign ? { resign: true } : choice.action,
        text,
        headline: isResign ? `${engine.seatName(seat, match.players.length)} resigns` : undefined,
        state: applied.state,
        events: applied.events,
        // A standing order (U-G-O's Ten policy) is private: no public post, and it
        // does not count as a move for draw offers.
        standing: !isResign && !!engine.isStandingOrder?.(choice.action),
        actorName: user.name,
      },
      this.clock.now(),
      replyTo,
      this.holder,
    );
    if (written === null) return refuse('stale', 'Someone acted at the same moment; look at the latest board and try again.');
    return { ok: true, match: written.match, text, events: applied.events, seat, outbox: written.outbox };
  }

  // --------------------------------------------------------------- draw offers

  /** Offer a draw (games that allow one, two players), or accept the standing one. */
  offerDraw(matchId: number, user: UserRef): Promise<ServiceResult<{ match: MatchSnapshot; outbox: number[] }>> {
    return offerDraw(this.db, matchId, user);
  }

  /** The opponent's answer to a standing draw offer. */
  answerDraw(matchId: number, user: UserRef, accept: boolean): Promise<ServiceResult<{ match: MatchSnapshot; outbox: number[] }>> {
    return answerDraw(this.db, matchId, user, accept);
  }

  /** Legal actions of the user in notation, filtered by what they typed (autocomplete). */
  suggest(match: MatchSnapshot, userId: string, typed: string, limit = 25): string[] {
    const seat = match.players.find((p) => p.userId === userId)?.seat;
    if (seat === undefined || match.status !== 'active') return [];
    const engine = engineFor(match.game)!;
    if (!engine.toAct(match.state).includes(seat)) return [];
    if (engine.suggestActions) return engine.suggestActions(match.state, seat, typed, limit);
    const want = squash(typed);
    const out: string[] = [];
    for (const action of engine.legalActions(match.state, seat)) {
      const text = engine.formatAction(match.state, action);
      if (squash(text).startsWith(want)) out.push(text);
      if (out.length >= limit) break;
    }
    return out;
  }

  /** The action log in play order (replay, record, export). */
  async actionLog(matchId: number): Promise<{ seat: Seat; text: string; kind: string; action: unknown; version: number }[]> {
    const rows = await this.db.matchAction.findMany({ where: { matchId }, orderBy: { revision: 'asc' } });
    return rows.map((r) => ({ seat: r.seat, text: r.text, kind: r.kind, action: r.action, version: r.version }));
  }

  /** The game's record: the notation of every action, as the engine writes it. */
  async record(matchId: number): Promise<ServiceResult<{ match: MatchSnapshot; record: string }>> {
    const match = await this.getMatch(matchId);
    if (!match) return refuse('not_found', `There is no match #${matchId}.`);
    const engine = engineFor(match.game)!;
    const moves = (await this.actionLog(matchId)).filter((a) => a.kind === 'action');
    const record = engine.formatRecord(moves, match.result, match.players.length);
    return { ok: true, match, record };
  }
}

const RESIGN = Symbol('resign');

/** What a match arranged for its players takes (MatchService.arrange). */
export interface ArrangedMatch {
  game: string;
  /** In seat order. */
  players: UserRef[];
  guildId: string | null;
  channelId: string;
  threadId: string | null;
  /** The game's own options, validated by its engine when the match starts. */
  options: Record<string, unknown>;
  daysPerMove: number;
  pauseWeekends: boolean;
}

/** A match by id, or as the caller has just read it (it is not read twice; the write still checks its revision). */
export type MatchRef = number | MatchSnapshot;

type Tx = Prisma.TransactionClient;

/** Display names by user id, of those whose name is known. */
function namesOf(users: UserRef[]): Record<string, string> {
  return Object.fromEntries(users.flatMap((u) => (u.name ? [[u.id, u.name]] : [])));
}

/** The AI seat of an old match, for its rematch. */
function aiOf(players: { userId: string; aiLevel: string | null }[]): ChallengeInput['ai'] {
  for (const p of players) {
    const level = readAiLevel(p.aiLevel);
    if (level) return { userId: p.userId, level };
  }
  return undefined;
}

/**
 * What a click was drawn for: a board post's buttons stay good until a newer
 * board post exists (a turn of several actions makes none); a picker's
 * choices were listed for one exact version.
 */
export type Expected = { board: number } | { exact: number };

export const STALE_BOARD = 'The board has moved on since that message; look at the latest board.';

function staleness(match: MatchSnapshot, expected: Expected | undefined): string | null {
  if (!expected) return null;
  if ('board' in expected) return expected.board === match.boardVersion ? null : STALE_BOARD;
  return expected.exact === match.version ? null : 'The table has changed since you opened this; open it again.';
}

const squash = (s: string) => s.toLowerCase().replace(/\s+/g, '');

