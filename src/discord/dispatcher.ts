// Delivers outbox rows to Discord after commit: at once for the action that
// wrote them, and by a poll loop for anything left over (a crash, a Discord
// outage). Discord failures never roll a move back.
import {
  ActionRowBuilder,
  AttachmentBuilder,
  ButtonBuilder,
  ButtonStyle,
  DiscordAPIError,
  InteractionWebhook,
  RESTJSONErrorCodes,
  type Client,
} from 'discord.js';
import type { Db } from '../db/client.js';
import type { Logger } from '../log.js';
import { giveUpMalformed, malformed } from './delivery-errors.js';
import { engineFor } from '../games/index.js';
import { loadMatchWithSeats, type SeatDm } from '../matches/load.js';
import { readResult } from '../matches/stored.js';
import type { MatchSnapshot } from '../matches/types.js';
import {
  boardPostOf,
  claim,
  enqueue,
  markDelivered,
  markFailed,
  takeBack,
  takeClaimed,
  type BoardShown,
  type DeliveredRow,
  type HandPost,
  type NoticePost,
  type OutboxPayload,
  type OutboxRow,
  type ReplyPost,
  type Sent,
} from '../matches/outbox.js';
import { actionReply } from './reply-message.js';
import { messageLink } from './replies.js';
import { renderPrivate } from '../render/index.js';
import { buttonId } from './custom-id.js';
import { boardMessage, challengeEndText } from './messages.js';
import { rateMatch, ratingLines } from '../matches/ratings.js';
import { Lru } from '../lru.js';
import { namesBySeat, namesByUser } from './player-names.js';

const MAX_ATTEMPTS = 12;

/** Where a delivered row went, by kind (the actor's reply looks for the board post). */
export interface Delivered extends Partial<Sent> {
  kind: OutboxPayload['kind'];
}

/**
 * Any process may deliver any row (a leftover, an AI move, a reminder), but a
 * shard caches only its own guilds, and without this discord.js returns no
 * channel for another shard's guild: the row failed until its own shard took it.
 */
const GUILD_ON_ANY_SHARD = { allowUnknownGuild: true };

const isCode = (err: unknown, code: number) => err instanceof DiscordAPIError && err.code === code;

/**
 * One pass of deliveries: what it has delivered so far (marked delivered
 * together at its end, in one statement), the board posts it made (an
 * action's reply links to its board post from here), and the matches it has
 * read (an action's hands share one read).
 */
class Pass {
  readonly delivered: DeliveredRow[] = [];
  readonly boards: BoardShown[] = [];
  private readonly matches = new Map<number, Promise<{ match: MatchSnapshot; seats: SeatDm[] } | null>>();

  constructor(private readonly db: Db) {}

  board(matchId: number, version: number): { sent: Sent | null; pending: boolean } | null {
    const shown = this.boards.find((b) => b.matchId === matchId && b.version === version);
    return shown ? { sent: shown.sent, pending: false } : null;
  }

  match(matchId: number) {
    let read = this.matches.get(matchId);
    if (!read) this.matches.set(matchId, (read = loadMatchWithSeats(this.db, matchId)));
    return read;
  }
}

export class Dispatcher {
  private timer: NodeJS.Timeout | null = null;
  private running = false;

  constructor(
    private readonly client: Client,
    private readonly db: Db,
    private readonly log: Logger,
    /** This process's instance key (see outbox.ts `takeBack`). */
    readonly holder: string = 'main',
  ) {}

  /**
   * Deliver these rows now (the action that wrote them just committed; rows
   * it wrote claimed for this process need no claiming). Returns where each went, by row.
   */
  async deliverNow(ids: number[]): Promise<Map<number, Delivered>> {
    if (ids.length === 0) return new Map();
    const { rows, rest } = takeClaimed(this.holder, ids);
    const claimed = rest.length ? await claim(this.db, { ids: rest, holder: this.holder }) : [];
    return this.deliverAll([...rows, ...claimed].sort((a, b) => a.id - b.id));
  }

  /** One pass over due rows; returns how many were delivered. */
  async tick(): Promise<number> {
    return (await this.deliverAll(await claim(this.db, { limit: 20, holder: this.holder }))).size;
  }

  /**
   * Delivers rows in order, then marks them delivered together. A crash in
   * between sends those rows again after the lease (at least once, as a crash
   * between a send and its mark always could).
   */
  private async deliverAll(rows: OutboxRow[]): Promise<Map<number, Delivered>> {
    const out = new Map<number, Delivered>();
    const pass = new Pass(this.db);
    for (const row of rows) {
      const sent = await this.deliver(row, pass);
      if (sent) out.set(row.id, { kind: row.payload.kind, ...sent });
    }
    await markDelivered(this.db, pass.delivered, pass.boards).catch((err: unknown) =>
      this.log.warn({ err, outbox: pass.delivered.map((d) => d.id) }, 'could not mark outbox rows delivered; they will be sent again after their lease'),
    );
    return out;
  }

  private takingBack: Promise<number> | null = null;

  /**
   * Takes back what this instance left undelivered when it last stopped, once
   * (start does it too). The bot asks for it while it logs in: the database
   * work then overlaps the wait for the gateway.
   */
  takeBackLeftovers(): Promise<number> {
    this.takingBack ??= takeBack(this.db, this.holder).then(
      (taken) => {
        if (taken) this.log.info({ rows: taken }, 'delivering what was left undelivered before the restart');
        return taken;
      },
      (err: unknown) => {
        this.log.warn({ err }, 'could not take back undelivered outbox rows');
        return 0;
      },
    );
    return this.takingBack;
  }

  /** Start polling, once what was left undelivered is taken back. */
  async start(intervalMs = 2000): Promise<void> {
    if (this.timer) return;
    await this.takeBackLeftovers();
    if (this.timer) return;
    const loop = async () => {
      if (this.running) return;
      this.running = true;
      try {
        await this.tick();
      } catch (err) {
        this.log.warn({ err }, 'outbox tick failed');
      } finally {
        this.running = false;
      }
    };
    this.timer = setInterval(loop, intervalMs);
    this.timer.unref();
    void loop();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Returns where the row's message went ({} when it made none), or null when it failed. */
  private async deliver(row: OutboxRow, pass: Pass): Promise<Partial<Sent> | null> {
    const board = (sent: Sent | null) => {
      if (row.payload.kind === 'board') pass.boards.push({ matchId: row.payload.matchId, version: row.payload.version, sent });
    };
    try {
      const sent = await this.send(row, pass);
      pass.delivered.push({ id: row.id, sent });
      board(sent);
      return sent ?? {};
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const refused = malformed(err);
      if (refused) {
        await giveUpMalformed(this.db, this.log, row, refused);
        board(null);
      } else if (row.attempts >= MAX_ATTEMPTS) {
        this.log.error({ err, outbox: row.id }, 'giving up on outbox row');
        pass.delivered.push({ id: row.id, sent: null, note: `gave up after ${row.attempts} attempts: ${message}`.slice(0, 500) });
        board(null);
      } else {
        this.log.warn({ err: message, outbox: row.id, attempts: row.attempts }, 'outbox delivery failed; will retry');
        await markFailed(this.db, row.id, row.attempts, message).catch(() => undefined);
      }
      return null;
    }
  }

  private async send(row: OutboxRow, pass: Pass): Promise<Sent | null> {
    const post = row.payload;
    switch (post.kind) {
      case 'board': {
        const names = await namesByUser(this.client, this.db, post.matchId, post.players);
        const channelId = await this.target(post.matchId, post.channelId);
        // The final board rates the match first (once: a retried delivery finds it rated) to show before → after.
        const rated = post.result ? await rateMatch(this.db, post.matchId).catch((err) => (this.log.error({ err, match: post.matchId }, 'rating failed; npm run ratings:rebuild rates it later'), null)) : null;
        const messageId = await this.sendToChannel(channelId, await boardMessage(post, names, rated ? ratingLines(rated, (u) => `<@${u}>`) : [], this.client.user?.id));
        if (post.result) await this.showResultOnChallenge(post.matchId);
        return { channelId, messageId };
      }
      case 'notice': {
        const channelId = await this.target(post.matchId, post.channelId);
        const messageId = await this.sendNotice({ ...post, channelId });
        if (post.ended) await this.showResultOnChallenge(post.matchId);
        return { channelId, messageId };
      }
      case 'hand':
        return this.sendHand(post, pass);
      case 'direct':
        return this.sendDirect(post.userId, post.content);
      case 'reply':
        await this.sendReply(post, pass);
        return null;
    }
  }

  /**
   * The actor's own reply: "Played … in match #N" with a link to the board
   * post the action caused (delivered just before in this pass, else as the
   * match records it), or without a link when it caused none or that post
   * could not be delivered.
   */
  private async sendReply(post: ReplyPost, pass: Pass): Promise<void> {
    if (Date.parse(post.expiresAt) <= Date.now()) {
      this.log.info({ match: post.matchId }, 'interaction token expired before its reply could be finished');
      return;
    }
    const board = post.boardVersion === null ? null : pass.board(post.matchId, post.boardVersion) ?? (await boardPostOf(this.db, post.matchId, post.boardVersion));
    // Rows written before the payload carried the guild look it up once.
    const guildId = post.guildId !== undefined ? post.guildId : board?.sent ? await this.guildOf(post.matchId) : null;
    const link = board?.sent ? messageLink(guildId, board.sent.channelId, board.sent.messageId) : null;
    const message = await actionReply(post, link, board?.pending ?? false);
    await new InteractionWebhook(this.client as Client<true>, post.applicationId, post.token).editMessage('@original', message);
  }

  private async guildOf(matchId: number): Promise<string | null> {
    const m = await this.db.match.findUnique({ where: { id: matchId }, select: { guildId: true } });
    return m?.guildId ?? null;
  }

  /** A match's thread never changes once made, so it is looked up once (for the 500 most recent matches). */
  private readonly threads = new Lru<number, string>(500);

  /** The match's thread if it has one by now, else where the row says. */
  private async target(matchId: number, fallback: string): Promise<string> {
    const known = this.threads.get(matchId);
    if (known) return known;
    const m = await this.db.match.findUnique({ where: { id: matchId }, select: { threadId: true } });
    if (m?.threadId) this.threads.set(matchId, m.threadId);
    return m?.threadId ?? fallback;
  }

  /** At the end the challenge message shows the result (best effort). */
  private async showResultOnChallenge(matchId: number): Promise<void> {
    const ch = await this.db.challenge.findUnique({ where: { matchId } });
    const m = await this.db.match.findUnique({ where: { id: matchId } });
    if (!ch?.messageId || !m) return;
    const channel = await this.client.channels.fetch(ch.channelId, GUILD_ON_ANY_SHARD).catch(() => null);
    if (!channel?.isTextBased()) return;
    const seats = await this.db.matchPlayer.findMany({ where: { matchId }, select: { seat: true, userId: true, displayName: true, aiLevel: true }, orderBy: { seat: 'asc' } });
    const players = seats.map((p) => ({ seat: p.seat, userId: p.userId, name: p.displayName, aiLevel: p.aiLevel }));
    const text = challengeEndText(matchId, m.status, readResult(m.result), players, await namesByUser(this.client, this.db, matchId, players));
    try {
      await channel.messages.edit(ch.messageId, { content: text, components: [], allowedMentions: { users: [] } });
    } catch (err) {
      // The challenge message was deleted: say it in the channel instead.
      if (isCode(err, RESTJSONErrorCodes.UnknownMessage) && channel.isSendable()) {
        await channel.send({ content: text, allowedMentions: { users: [] } });
      } else throw err;
    }
  }

  private async sendDirect(userId: string, content: string): Promise<Sent | null> {
    try {
      const user = await this.client.users.fetch(userId);
      const sent = await user.send({ content });
      return { channelId: sent.channelId, messageId: sent.id };
    } catch (err) {
      if (isCode(err, RESTJSONErrorCodes.CannotSendMessagesToThisUser)) return null;
      throw err;
    }
  }

  private async sendToChannel(channelId: string, message: Parameters<import('discord.js').SendableChannels['send']>[0]): Promise<string> {
    const channel = await this.client.channels.fetch(channelId, GUILD_ON_ANY_SHARD);
    if (!channel || !channel.isSendable()) throw new Error(`channel ${channelId} cannot take messages`);
    return (await channel.send(message)).id;
  }

  private sendNotice(post: NoticePost): Promise<string> {
    const components = post.buttons.length
      ? [
          new ActionRowBuilder<ButtonBuilder>().addComponents(
            post.buttons.map((b) =>
              new ButtonBuilder()
                .setCustomId(buttonId({ kind: b.kind, id: b.id, version: b.version }))
                .setLabel(b.label)
                .setStyle(b.kind === 'draw-no' ? ButtonStyle.Secondary : ButtonStyle.Success),
            ),
          ),
        ]
      : [];
    return this.sendToChannel(post.channelId, { content: post.content, components, allowedMentions: { users: post.mentions } });
  }

  /**
   * A player's private view by DM, always drawn from the match as it is now:
   * the last DM is edited in place; a closed DM (50007) is noted once in the
   * match's channel, and the player uses /hand from then on.
   */
  private async sendHand(post: HandPost, pass: Pass): Promise<Sent | null> {
    const loaded = await pass.match(post.matchId);
    const seat = loaded?.seats.find((s) => s.seat === post.seat);
    // The AI's seat reads no DMs.
    if (!loaded || !seat || seat.dmClosed || seat.aiLevel) return null;
    const { match } = loaded;
    const engine = engineFor(match.game)!;
    const png = await renderPrivate(match.game, engine.view(match.state, post.seat), { seatNames: await namesBySeat(this.client, this.db, match.id, match.players) });
    const file = new AttachmentBuilder(png, { name: `hand-${match.id}-v${match.version}.png` });
    const content = `Your private view in ${engine.name} match #${match.id} (as of move ${match.version}). Only you can see this.`;
    const payload = { content, files: [file], attachments: [] };
    try {
      if (seat.dmChannelId && seat.dmMessageId) {
        const channel = await this.client.channels.fetch(seat.dmChannelId).catch(() => null);
        if (channel?.isDMBased()) {
          try {
            const edited = await channel.messages.edit(seat.dmMessageId, payload);
            return { channelId: channel.id, messageId: edited.id };
          } catch (err) {
            if (!isCode(err, RESTJSONErrorCodes.UnknownMessage)) throw err;
          }
        }
      }
      const user = await this.client.users.fetch(post.userId);
      const dm = await user.createDM();
      const sent = await dm.send({ content, files: [file] });
      await this.db.matchPlayer.update({
        where: { matchId_seat: { matchId: post.matchId, seat: post.seat } },
        data: { dmChannelId: dm.id, dmMessageId: sent.id },
      });
      Object.assign(seat, { dmChannelId: dm.id, dmMessageId: sent.id });
      return { channelId: dm.id, messageId: sent.id };
    } catch (err) {
      if (!isCode(err, RESTJSONErrorCodes.CannotSendMessagesToThisUser)) throw err;
      const notice = await this.db.$transaction(async (tx) => {
        await tx.matchPlayer.update({ where: { matchId_seat: { matchId: post.matchId, seat: post.seat } }, data: { dmClosed: true } });
        return enqueue(tx, match.id, {
          kind: 'notice',
          matchId: match.id,
          channelId: match.threadId ?? match.channelId,
          content: `<@${post.userId}>, I cannot send you direct messages, so your hand will not come by DM. Use \`/hand\` in this match at any time to see it (only you will).`,
          mentions: [post.userId],
          buttons: [],
        });
      });
      seat.dmClosed = true;
      await this.deliverNow([notice]);
      return null;
    }
  }
}
