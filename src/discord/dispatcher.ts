// Delivers outbox rows to Discord after commit: at once for the action that
// wrote them, and by a poll loop for anything left over (a crash, a Discord
// outage). Discord failures never roll a move back.
import type { Client } from 'discord.js';
import type { Db } from '../db/client.js';
import type { Logger } from '../log.js';
import { claim, markDelivered, markFailed, type OutboxRow } from '../matches/outbox.js';
import { boardMessage } from './messages.js';

const MAX_ATTEMPTS = 12;

export class Dispatcher {
  private timer: NodeJS.Timeout | null = null;
  private running = false;
  /** Message ids of delivered board posts, by outbox row id (for replies and tests). */
  readonly delivered = new Map<number, string>();

  constructor(
    private readonly client: Client,
    private readonly db: Db,
    private readonly log: Logger,
  ) {}

  /** Deliver these rows now (the action that wrote them just committed). */
  async deliverNow(ids: number[]): Promise<Map<number, string>> {
    const out = new Map<number, string>();
    if (ids.length === 0) return out;
    for (const row of await claim(this.db, { ids })) {
      const messageId = await this.deliver(row);
      if (messageId) out.set(row.id, messageId);
    }
    return out;
  }

  /** One pass over due rows; returns how many were delivered. */
  async tick(): Promise<number> {
    let n = 0;
    for (const row of await claim(this.db, { limit: 20 })) if (await this.deliver(row)) n++;
    return n;
  }

  start(intervalMs = 2000): void {
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

  private async deliver(row: OutboxRow): Promise<string | null> {
    try {
      const messageId = await this.send(row);
      await markDelivered(this.db, row.id);
      this.delivered.set(row.id, messageId);
      return messageId;
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      if (row.attempts >= MAX_ATTEMPTS) {
        this.log.error({ err, outbox: row.id }, 'giving up on outbox row');
        await markDelivered(this.db, row.id).catch(() => undefined);
      } else {
        this.log.warn({ err: message, outbox: row.id, attempts: row.attempts }, 'outbox delivery failed; will retry');
        await markFailed(this.db, row.id, row.attempts, message).catch(() => undefined);
      }
      return null;
    }
  }

  private async send(row: OutboxRow): Promise<string> {
    const post = row.payload;
    const channel = await this.client.channels.fetch(post.channelId);
    if (!channel || !channel.isSendable()) throw new Error(`channel ${post.channelId} cannot take messages`);
    const names = new Map<string, string>();
    await Promise.all(
      post.players.map(async (p) => {
        const user = this.client.users.cache.get(p.userId) ?? (await this.client.users.fetch(p.userId).catch(() => null));
        names.set(p.userId, user?.displayName ?? user?.username ?? 'Player');
      }),
    );
    const sent = await channel.send(boardMessage(post, (id) => names.get(id) ?? 'Player'));
    return sent.id;
  }
}
