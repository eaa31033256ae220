// `npm run start:sharded`: one process per Discord shard, all on the same
// Postgres. Timers are claimed with FOR UPDATE SKIP LOCKED and outbox rows by
// lease, so shards share that work without doing anything twice. SHARD_LIST
// spreads the shards over machines: each machine's manager runs its part of
// SHARDS, and the database is all they share.
import 'dotenv/config';
import { ShardingManager, type Shard } from 'discord.js';
import { fileURLToPath } from 'node:url';
import { loadConfig, loadShardPlan, ConfigError } from './config.js';

try {
  const config = loadConfig();
  const plan = loadShardPlan();
  if (!config.DATABASE_URL) throw new ConfigError('Setting DATABASE_URL is required for sharding: every shard must share one Postgres (see README, "Several shards").');
  // Compiled (npm run start:sharded), each shard runs the bundle `npm start` runs, in plain node; from the sources, through tsx.
  const compiled = import.meta.url.endsWith('.js');
  const manager = new ShardingManager(fileURLToPath(new URL(compiled ? './bundle/main.js' : './main.ts', import.meta.url)), {
    token: config.DISCORD_TOKEN,
    totalShards: plan.totalShards,
    shardList: plan.shardList,
    execArgv: compiled ? process.execArgv : ['--import', 'tsx'], // the compiled shards keep npm start's memory flags
  });
  manager.on('shardCreate', (shard) => console.log(`shard ${shard.id} of ${manager.totalShards} starting`));
  // Stopping the manager stops its shards, each cleanly (they would outlive it otherwise: discord.js only respawns them).
  const stop = async () => {
    const exits = [...manager.shards.values()].map((shard: Shard) => {
      const child = shard.process;
      if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      shard.kill(); // SIGTERM, without the respawn
      return exited;
    });
    await Promise.all(exits);
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
  await manager.spawn();
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
