// `npm start`: read the settings, open the database (migrating it), log in.
import 'dotenv/config';
import { loadConfig, ConfigError } from './config.js';
import { openDatabase } from './db/client.js';
import { createLogger } from './log.js';
import { createBot } from './discord/bot.js';
import { commands } from '../commands/index.js';

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
  const log = createLogger(config.LOG_LEVEL);
  const database = await openDatabase(config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.DATA_DIR });
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
    clientOptions: config.DISCORD_REST_RPS !== 50 ? { rest: { globalRequestsPerSecond: config.DISCORD_REST_RPS } } : undefined,
  });
  const shutdown = async (signal: string) => {
    log.info({ signal }, 'shutting down');
    await bot.stop().catch(() => undefined);
    await database.close().catch(() => undefined);
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  // `kill -USR2 <pid>` logs the process's memory, and the embedded database's
  // own heap; `npm run bench -- footprint` reads this line.
  process.on('SIGUSR2', () => log.info({ memory: process.memoryUsage(), database: database.memory?.() }, 'memory'));
  await bot.start();
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
