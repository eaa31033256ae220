// Client start-up: one discord.js client, the router, the outbox dispatcher.
import { Client, Events, GatewayIntentBits, Partials, type ClientOptions } from 'discord.js';
import type { Database } from '../db/client.js';
import type { Logger } from '../log.js';
import { MatchService } from '../matches/service.js';
import { Correspondence } from '../matches/correspondence.js';
import { systemClock, type Clock } from '../matches/clock.js';
import { nextAiTurnDue, onAiTurnScheduled, setAiMoveDelay, takeBackAiTurns } from '../matches/ai-turns.js';
import { TournamentService, onTournamentChanged } from '../tournaments/service.js';
import { tournamentTick } from './tournament-desk.js';
import type { Command } from './command.js';
import type { BotContext } from './context.js';
import { makeCache, restSweeps, sweepers } from './cache.js';
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
  /** Timers (reminders, time-outs, digest) are checked this often. */
  schedulerIntervalMs?: number;
  clock?: Clock;
  /** How long the AI waits before its move (AI_MOVE_DELAY_MS). */
  aiMoveDelayMs?: number;
  /** Delivered outbox rows are deleted after this many days (OUTBOX_RETENTION_DAYS). */
  outboxRetentionDays?: number;
  /**
   * Names this process among the bot's processes (default: its shard, else
   * 'main'). A restarted process with the same key delivers at once what its
   * predecessor left undelivered.
   */
  instanceKey?: string;
  /** Extra client options (tests and the benchmark raise the REST cap). */
  clientOptions?: Partial<ClientOptions>;
}

export interface Bot {
  client: Client;
  ctx: BotContext;
  /** Run due timers now and deliver what they cause (tests drive this with a manual clock). */
  tick(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function createBot(opts: BotOptions): Bot {
  const client = new Client({
    intents: [GatewayIntentBits.Guilds, GatewayIntentBits.DirectMessages],
    partials: [Partials.Channel],
    makeCache,
    sweepers,
    ...opts.clientOptions,
    rest: { ...restSweeps, ...(opts.apiBase ? { api: opts.apiBase } : {}), ...opts.clientOptions?.rest },
  });
  const db = opts.database.prisma;
  // Rows this process writes are its to deliver; after a restart it takes them back at once.
  const holder = opts.instanceKey ?? (client.shard ? `shard-${client.shard.ids.join('-')}` : 'main');
  const dispatcher = new Dispatcher(client, db, opts.log, holder);
  const clock = opts.clock ?? systemClock;
  if (opts.aiMoveDelayMs !== undefined) setAiMoveDelay(opts.aiMoveDelayMs);
  const service = new MatchService(db, clock, holder);
  const ctx: BotContext = {
    client, db, service, correspondence: new Correspondence(db, clock, opts.log, holder, opts.outboxRetentionDays),
    tournaments: new TournamentService(db, service, clock, holder), dispatcher, log: opts.log,
  };
  let schedulerTimer: NodeJS.Timeout | null = null;
  // Ticks run one after another, so a tick asked for always sees the clock as it is now.
  let chain: Promise<void> = Promise.resolve();
  let stopped = false;
  const schedulerTick = (): Promise<void> =>
    (chain = chain.then(async () => {
      // A stopped bot starts no more work (a tick already under way ends on its own).
      if (stopped) return;
      try {
        // Reminders and time-outs go out before the AI thinks; each AI move as it is made.
        await ctx.correspondence.runDue(undefined, (ids) => ctx.dispatcher.deliverNow(ids));
      } catch (err) {
        opts.log.warn({ err }, 'scheduler tick failed');
      }
      try {
        // Start dates, round limits, paired rounds to start, posts to bring up to date.
        await tournamentTick(ctx);
      } catch (err) {
        opts.log.warn({ err }, 'tournament tick failed');
      }
    }));
  // A result that moved a tournament on (in this process) is shown at once, not at the next periodic tick;
  // the result's transaction commits meanwhile.
  let tournamentWake: NodeJS.Timeout | null = null;
  const wakeForTournament = () => {
    tournamentWake ??= setTimeout(() => {
      tournamentWake = null;
      void schedulerTick();
    }, 150).unref();
  };
  // Listening from the first moment: a tournament match may end as soon as interactions come in.
  const stopTournaments: (() => void)[] = [ctx.tournaments.listen()];
  // An AI turn this process scheduled is run when due, not at the next periodic tick.
  let stopWaking: (() => void) | null = null;
  const wakes = new Set<NodeJS.Timeout>();
  const wakeForAi = (due: Date) => {
    const wake = setTimeout(() => {
      wakes.delete(wake);
      void schedulerTick();
    }, Math.max(0, due.getTime() - clock.now().getTime()) + 50);
    wakes.add(wake.unref());
  };
  const route = createRouter(ctx, opts.commands);
  client.on(Events.InteractionCreate, (i) => void route(i));
  client.on(Events.Error, (err) => opts.log.error({ err }, 'discord client error'));

  const registerCommands = async (): Promise<void> => {
    const body = opts.commands.map((c) => c.data);
    if (opts.devGuildId) await client.application!.commands.set(body, opts.devGuildId);
    else await client.application!.commands.set(body);
    opts.log.info({ count: body.length, guild: opts.devGuildId ?? 'global' }, 'slash commands registered');
  };

  return {
    client,
    ctx,
    tick: schedulerTick,
    async start() {
      const ready = new Promise<void>((resolve) => client.once(Events.ClientReady, () => resolve()));
      // The database's first queries (the query compiler loads then) run while the gateway handshakes.
      void dispatcher.takeBackLeftovers();
      // An AI turn left by the previous run is taken when due, not at the first periodic tick;
      // one this instance was thinking about when it stopped is due at once.
      const pendingAi = (async () => {
        const taken = await takeBackAiTurns(db, holder, clock.now());
        if (taken) opts.log.info({ turns: taken }, 'taking back the AI turns left unfinished before the restart');
        return nextAiTurnDue(db);
      })().catch(() => null);
      await client.login(opts.token);
      await ready;
      const registering = opts.registerCommands !== false ? registerCommands() : Promise.resolve();
      await Promise.all([dispatcher.start(opts.outboxIntervalMs), registering]);
      stopWaking = onAiTurnScheduled(wakeForAi);
      stopTournaments.push(onTournamentChanged(wakeForTournament));
      // Round starts this instance held when it stopped are taken up again now.
      if (await ctx.tournaments.takeBack().catch(() => 0)) wakeForTournament();
      const due = await pendingAi;
      if (due) wakeForAi(due);
      schedulerTimer = setInterval(() => void schedulerTick(), opts.schedulerIntervalMs ?? 30_000);
      schedulerTimer.unref();
      opts.log.info({ user: client.user?.tag }, 'bot ready');
    },
    async stop() {
      stopped = true;
      if (schedulerTimer) clearInterval(schedulerTimer);
      stopWaking?.();
      for (const stop of stopTournaments) stop();
      if (tournamentWake) clearTimeout(tournamentWake);
      for (const wake of wakes) clearTimeout(wake);
      dispatcher.stop();
      await client.destroy();
    },
  };
}
