// Tournaments on Discord: the threads a round's matches are played in, the
// tournament's own posts brought up to date after every change, and the
// periodic work (start dates, round limits, paired rounds to start). The
// service decides; this file only shows what it decided. Posts are brought up
// to the tournament's version by whichever process holds them (a lease), so a
// crash or a Discord outage only delays them: the next tick tries again.
import { ChannelType, DiscordAPIError, RESTJSONErrorCodes, type Client, type Message, type SendableChannels } from 'discord.js';
import { engineFor } from '../games/index.js';
import type { GameId } from '../games/engine.js';
import { clip } from '../matches/limits.js';
import { roundRobinSchedule } from '../tournaments/round-robin.js';
import { entrantsOf, type StoredRound, type StoredTournament, type TournamentRecord } from '../tournaments/store.js';
import type { PendingMatch, TournamentDesk } from '../tournaments/round-start.js';
import type { BotContext } from './context.js';
import { describeOptions } from './messages.js';
import {
  roundLimitNotice,
  roundMessage,
  signupMessage,
  standingsMessage,
  type RoundView,
  type TournamentCard,
  type TournamentEntrant,
} from './tournament-messages.js';

/** What every post says of the tournament. `roundsPaired`: how many rounds exist so far. */
export function cardOf(t: StoredTournament, roundsPaired: number): TournamentCard {
  const engine = engineFor(t.game);
  return {
    id: t.id,
    name: t.name,
    game: t.game as GameId,
    format: t.format,
    tableSize: t.tableSize,
    rounds: t.plannedRounds,
    currentRound: roundsPaired,
    daysPerMove: t.daysPerMove,
    pauseWeekends: t.pauseWeekends,
    roundDays: t.roundDays,
    maxPlayers: t.maxPlayers,
    startsAt: t.startsAt,
    status: t.status,
    organiserId: t.organiserId,
    version: t.version,
    options: engine ? describeOptions(engine, t.options) : [],
    threadId: t.threadId,
  };
}

export const entrantsView = (t: TournamentRecord): TournamentEntrant[] =>
  t.entries.map((e) => ({ userId: e.userId, name: e.name, withdrawn: e.withdrawnAt !== null, joinedRound: e.joinedRound }));

/** A round as its post shows it, with each game's round-robin group when there are several (T-R15). */
export function roundView(t: TournamentRecord, round: StoredRound): RoundView {
  const names = new Map(t.entries.map((e) => [e.userId, e.name]));
  const player = (userId: string) => ({ userId, name: names.get(userId) ?? userId });
  const groups = t.format === 'round-robin' ? roundRobinSchedule(entrantsOf(t)) : [];
  const groupOf = new Map<string, number>();
  if (groups.length > 1) groups.forEach((g, i) => g.players.forEach((p) => groupOf.set(p, i + 1)));
  return {
    number: round.number,
    endsAt: round.endsAt,
    matches: round.pairings
      .filter((p) => p.kind !== 'bye')
      .map((p) => ({
        board: p.board,
        players: p.players.map(player),
        matchId: p.matchId,
        threadId: p.threadId,
        outcome: p.endedAt ? p.outcome : null,
        finish: p.endedAt ? (p.finish ?? p.players.map(() => null)) : null,
        ...(groupOf.size ? { group: groupOf.get(p.players[0]) } : {}),
      })),
    byes: round.pairings.filter((p) => p.kind === 'bye').map((p) => player(p.players[0])),
  };
}

const isCode = (err: unknown, code: number) => err instanceof DiscordAPIError && err.code === code;

/** Any process may post for any guild (see the dispatcher's GUILD_ON_ANY_SHARD). */
const ANY_SHARD = { allowUnknownGuild: true };

async function sendable(client: Client, channelId: string): Promise<SendableChannels | null> {
  const channel = await client.channels.fetch(channelId, ANY_SHARD).catch(() => null);
  return channel?.isSendable() ? channel : null;
}

/** The name of a match's thread: the tournament, the round, the players (Discord allows 100 characters). */
export function matchThreadName(m: PendingMatch): string {
  const names = m.players.map((p) => clip(p.name, 24)).join(' – ');
  return clip(`${clip(m.tournamentName, 40)} · R${m.round} · ${names}`, 100);
}

/** The desk the round's start works through: a public thread in the tournament's channel per match, posts delivered at once. */
export function discordDesk(ctx: BotContext): TournamentDesk {
  return {
    async openMatchThread(m) {
      const channel = await ctx.client.channels.fetch(m.channelId, ANY_SHARD).catch(() => null);
      if (!channel || channel.type !== ChannelType.GuildText) return null;
      try {
        const thread = await channel.threads.create({ name: matchThreadName(m), autoArchiveDuration: 10080, type: ChannelType.PublicThread });
        return thread.id;
      } catch (err) {
        // Without the permission the match is played in the channel, as a challenge's would be.
        if (isCode(err, RESTJSONErrorCodes.MissingPermissions) || isCode(err, RESTJSONErrorCodes.MissingAccess)) return null;
        throw err;
      }
    },
    async deliver(outbox) {
      await ctx.dispatcher.deliverNow(outbox);
    },
  };
}

/** Edits a post of ours, or sends it afresh when it was deleted. Returns the message's id. */
async function editOrSend(channel: SendableChannels, messageId: string | null, body: Parameters<SendableChannels['send']>[0] & object): Promise<string> {
  if (messageId) {
    try {
      const edited = await channel.messages.edit(messageId, { ...body, attachments: [] } as never);
      return edited.id;
    } catch (err) {
      if (!isCode(err, RESTJSONErrorCodes.UnknownMessage)) throw err;
    }
  }
  return (await channel.send(body)).id;
}

/**
 * Brings one tournament's posts up to `version`: the sign-up post; once it
 * has started its thread (under the sign-up post), each round's post (the
 * running ones edited with their results), the standings post edited in
 * place, and at the end the final standings, pinned, naming the winner.
 */
export async function refreshPosts(ctx: BotContext, id: number, version: number): Promise<void> {
  const t = await ctx.tournaments.get(id);
  if (!t) return;
  const channel = await sendable(ctx.client, t.channelId);
  if (!channel) {
    await ctx.tournaments.postsShown(id, version, {});
    return;
  }
  const card = cardOf(t, t.rounds.length);
  const ids: Parameters<BotContext['tournaments']['postsShown']>[2] = { rounds: [] };
  ids.signupMessageId = await editOrSend(channel, t.signupMessageId, signupMessage(card, entrantsView(t)));
  if (t.status === 'signup' || (t.status === 'cancelled' && t.rounds.length === 0)) {
    await ctx.tournaments.postsShown(id, version, ids);
    return;
  }
  const thread = await tournamentThread(ctx, channel, t, ids.signupMessageId);
  if (!thread) {
    await ctx.tournaments.postsShown(id, version, ids);
    return;
  }
  ids.threadId = thread.id;
  card.threadId = thread.id;
  // The latest round and the one before it (its last result) change; older ones no longer do.
  const live = new Set(t.rounds.slice(-2).map((r) => r.id));
  for (const round of t.rounds) {
    if (round.status === 'starting') continue;
    if (round.announceMessageId && !live.has(round.id)) continue;
    const posted = await editOrSend(thread, round.announceMessageId, roundMessage(card, roundView(t, round)));
    if (posted !== round.announceMessageId) ids.rounds!.push({ id: round.id, announceMessageId: posted });
  }
  const rows = ctx.tournaments.standingsOf(t);
  const played = t.rounds.filter((r) => r.status === 'finished').length;
  ids.standingsMessageId = await editOrSend(thread, t.standingsMessageId, await standingsMessage(card, rows, { final: t.status === 'finished', roundsPlayed: played }));
  if (t.status === 'finished' && !t.finalMessageId) {
    const final = await thread.send(await standingsMessage(card, rows, { final: true, roundsPlayed: played }));
    await final.pin().catch((err: unknown) => ctx.log.warn({ err, tournament: id }, 'could not pin the final standings'));
    ids.finalMessageId = final.id;
  }
  if (t.status === 'cancelled' && !t.finalMessageId) {
    const notice = await thread.send({
      content: `**${clip(t.name, 80)}** was cancelled by the organiser. Matches under way may be played out; they no longer count for the tournament.`,
      allowedMentions: { parse: [] },
    });
    ids.finalMessageId = notice.id;
  }
  await ctx.tournaments.postsShown(id, version, ids);
}

/** The tournament's thread: its own, else one started under the sign-up post (or in the channel when that is gone). */
async function tournamentThread(ctx: BotContext, channel: SendableChannels, t: TournamentRecord, signupId: string): Promise<SendableChannels | null> {
  if (t.threadId) {
    const known = await sendable(ctx.client, t.threadId);
    if (known) return known;
  }
  const name = clip(`🏆 ${t.name}`, 100);
  try {
    const message: Message | null = await channel.messages.fetch(signupId).catch(() => null);
    if (message) return (await message.startThread({ name, autoArchiveDuration: 10080 })) as unknown as SendableChannels;
    if (channel.type === ChannelType.GuildText) return (await channel.threads.create({ name, autoArchiveDuration: 10080, type: ChannelType.PublicThread })) as unknown as SendableChannels;
  } catch (err) {
    if (!isCode(err, RESTJSONErrorCodes.MissingPermissions)) throw err;
  }
  // No thread can be made here: the rounds and standings go in the channel itself.
  return channel;
}

/**
 * One pass of the tournaments' own work: start dates come, round limits
 * pass, paired rounds start, and posts catch up. Each step claims its work,
 * so several processes may run it at once.
 */
export async function tournamentTick(ctx: BotContext): Promise<void> {
  await ctx.tournaments.recordMissed();
  await ctx.tournaments.startDue();
  const limited = await ctx.tournaments.adjudicateDue();
  if (limited.outbox.length) await ctx.dispatcher.deliverNow(limited.outbox);
  for (const e of limited.ended) {
    const t = await ctx.tournaments.get(e.tournamentId);
    const where = t && (await sendable(ctx.client, e.threadId ?? t.channelId));
    if (t && where) await where.send(roundLimitNotice(cardOf(t, t.rounds.length), e.round)).catch((err: unknown) => ctx.log.warn({ err, match: e.matchId }, 'round-limit notice not posted'));
  }
  await ctx.tournaments.startRounds(discordDesk(ctx));
  for (let pass = 0; pass < 10; pass++) {
    const claimed = await ctx.tournaments.claimPosts();
    if (claimed.length === 0) return;
    for (const { id, version } of claimed) {
      try {
        await refreshPosts(ctx, id, version);
      } catch (err) {
        ctx.log.warn({ err, tournament: id }, 'tournament posts not brought up to date; tried again at the next tick');
        await ctx.tournaments.releasePosts(id);
        return;
      }
    }
  }
}
