// `npm start`: read the settings, open the database (migrating it), log in.
import 'dotenv/config';
import { loadConfig, ConfigError } from './config.js';
import { openDatabase } from './db/client.js';
import { compactFromNowOn, startIdleCollector } from './idle-gc.js';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  // The bot's modules (discord.js, the games, the renderers, even the logger)
  // take most of a second to load: they load while the database opens, not
  // before it starts opening or after it.
  const opening = openDatabase(config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.DATA_DIR });
  opening.catch(() => undefined); // its failure is reported where it is awaited, not as an unhandled rejection meanwhile
  const [{ createBot }, { commands }, { createLogger }] = await Promise.all([import('./discord/bot.js'), import('../commands/index.js'), import('./log.js')]).catch(async (err) => {
    await opening.then((db) => db.close()).catch(() => undefined);
    throw err;
  });
  const log = createLogger(config.LOG_LEVEL);
  const database = await opening;
  log.info({ database: database.kind }, 'database ready');
  const bot = createBot({
    token: config.DISCORD_TOKEN,
    database,
    commands,
    log,
    apiBase: config.DISCORD_API_BASE,
    devGuildId: config.DEV_GUILD_ID,
    registerCommands: config.REGISTER_COMMANDS === 'true',
    aiMoveDelayMs: config.AI_MOVE_DELAY_MS,
    outboxRetentionDays: config.OUTBOX_RETENTION_DAYS,
    clientOptions: config.DISCORD_REST_RPS !== 50 ? { rest: { globalRequestsPerSecond: config.DISCORD_REST_RPS } } : undefined,
  });
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    await bot.stop().catch(() => undefined);
    await database.close().catch(() => undefined);
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  // A shard of start:sharded stops with its manager, even one killed outright (its IPC channel closes).
  if (process.send) process.once('disconnect', () => void shutdown('manager gone'));
  // `kill -USR2 <pid>` logs the process's memory, and the embedded database's
  // own heap; `npm run bench -- footprint` reads this line.
  const logMemory = async () => {
    const db = await database.memory?.().catch(() => undefined);
    log.info({ memory: process.memoryUsage(), database: db }, 'memory');
  };
  process.on('SIGUSR2', () => void logMemory());
  await bot.start();
  compactFromNowOn();
  startIdleCollector({
    onCollect: (before, after) => {
      log.debug({ heapBefore: before, heapAfter: after }, 'quiet: garbage collected');
      // The embedded database's thread was busy exactly when this thread was: its garbage is collected at the same quiet moment.
      database.collectGarbage?.().catch(() => undefined);
    },
  });
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
