// `npm run start:sharded`: one process per Discord shard, all on the same
// Postgres. Timers are claimed with FOR UPDATE SKIP LOCKED and outbox rows by
// lease, so shards share that work without doing anything twice.
import 'dotenv/config';
import { ShardingManager } from 'discord.js';
import { fileURLToPath } from 'node:url';
import { loadConfig, ConfigError } from './config.js';

try {
  const config = loadConfig();
  if (!config.DATABASE_URL) throw new ConfigError('Setting DATABASE_URL is required for sharding: every shard must share one Postgres (see README, "Several shards").');
  // Compiled (npm run start:sharded), each shard runs dist's main.js in plain node; from the sources, through tsx.
  const compiled = import.meta.url.endsWith('.js');
  const manager = new ShardingManager(fileURLToPath(new URL(compiled ? './main.js' : './main.ts', import.meta.url)), {
    token: config.DISCORD_TOKEN,
    totalShards: process.env.SHARDS && /^\d+$/.test(process.env.SHARDS) ? Number(process.env.SHARDS) : 'auto',
    execArgv: compiled ? process.execArgv : ['--import', 'tsx'], // the compiled shards keep npm start's memory flags
  });
  manager.on('shardCreate', (shard) => console.log(`shard ${shard.id} starting`));
  await manager.spawn();
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
