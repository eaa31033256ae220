// Client start-up: one discord.js client, the router, the outbox dispatcher.
import { Client, Events, GatewayIntentBits, Partials, type ClientOptions } from 'discord.js';
import type { Database } from '../db/client.js';
import type { Logger } from '../log.js';
import { MatchService } from '../matches/service.js';
import type { Command } from './command.js';
import type { BotContext } from './context.js';
import { Dispatcher } from './dispatcher.js';
import { createRouter } from './router.js';

export interface BotOptions {
  token: string;
  database: Database;
  commands: Command[];
  log: Logger;
  /** REST base, e.g. a loopback stand-in's http://127.0.0.1:PORT/api. */
  apiBase?: string;
  /** Register commands to this guild only (instant) instead of globally. */
  devGuildId?: string;
  registerCommands?: boolean;
  /** Outbox poll interval. */
  outboxIntervalMs?: number;
  /** Extra client options (tests and the benchmark raise the REST cap). */
  clientOptions?: Partial<ClientOptions>;
}

export interface Bot {
  client: Client;
  ctx: BotContext;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function createBot(opts: BotOptions): Bot {
  const client = new Client({
    intents: [GatewayIntentBits.Guilds, GatewayIntentBits.DirectMessages],
    partials: [Partials.Channel],
    ...opts.clientOptions,
    rest: { ...(opts.apiBase ? { api: opts.apiBase } : {}), ...opts.clientOptions?.rest },
  });
  const db = opts.database.prisma;
  const dispatcher = new Dispatcher(client, db, opts.log);
  const ctx: BotContext = { client, db, service: new MatchService(db), dispatcher, log: opts.log };
  const route = createRouter(ctx, opts.commands);
  client.on(Events.InteractionCreate, (i) => void route(i));
  client.on(Events.Error, (err) => opts.log.error({ err }, 'discord client error'));

  return {
    client,
    ctx,
    async start() {
      const ready = new Promise<void>((resolve) => client.once(Events.ClientReady, () => resolve()));
      await client.login(opts.token);
      await ready;
      if (opts.registerCommands !== false) {
        const body = opts.commands.map((c) => c.data);
        if (opts.devGuildId) await client.application!.commands.set(body, opts.devGuildId);
        else await client.application!.commands.set(body);
        opts.log.info({ count: body.length, guild: opts.devGuildId ?? 'global' }, 'slash commands registered');
      }
      dispatcher.start(opts.outboxIntervalMs);
      opts.log.info({ user: client.user?.tag }, 'bot ready');
    },
    async stop() {
      dispatcher.stop();
      await client.destroy();
    },
  };
}
