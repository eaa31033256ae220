// Environment, parsed once with zod. A bad setting stops start-up with one
// line saying what to set and how.
import { z } from 'zod';

const snowflake = z.string().regex(/^\d{17,20}$/, 'must be a Discord id (17–20 digits)');

const schema = z.object({
  DISCORD_TOKEN: z
    .string({ error: 'is required: the bot token from the Discord Developer Portal (Bot → Reset Token)' })
    .min(50, 'looks too short to be a bot token (copy it again from the Developer Portal, Bot → Reset Token)'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgresql:// (or leave it unset to use the embedded database in DATA_DIR)')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DEV_GUILD_ID: snowflake.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DISCORD_API_BASE: z.url({ error: 'must be a URL such as http://127.0.0.1:3000/api' }).optional(),
  REGISTER_COMMANDS: z.enum(['true', 'false']).default('true'),
  /** Benchmarking aid: the client's own REST cap (Discord allows a bot 50 requests/s). */
  DISCORD_REST_RPS: z.coerce.number().int().min(1).max(100_000).default(50),
  /** How long the AI waits before it moves, so its move does not land on top of the one it answers. */
  AI_MOVE_DELAY_MS: z.coerce.number({ error: 'must be a number of milliseconds' }).int().min(0).max(3_600_000).default(1500),
  /** Delivered outbox rows (posts already made) are deleted after this many days; what later needs them is kept on the match. */
  OUTBOX_RETENTION_DAYS: z.coerce.number({ error: 'must be a number of days' }).int('must be a whole number of days').min(1).max(3650).default(14),
});

export type Config = z.infer<typeof schema>;

export class ConfigError extends Error {}

/** Empty strings count as unset, as in most .env files. */
function clean(env: NodeJS.ProcessEnv): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(env)) if (v !== undefined && v.trim() !== '') out[k] = v.trim();
  return out;
}

function refusal(error: z.ZodError, section: string): ConfigError {
  const issue = error.issues[0];
  const key = String(issue.path[0] ?? 'environment');
  return new ConfigError(`Setting ${key} ${issue.message}. Set it in the environment or in a .env file (see README, "${section}").`);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(clean(env));
  if (parsed.success) return parsed.data;
  throw refusal(parsed.error, 'Settings');
}

// `npm run start:sharded`'s own settings, read by the manager only: discord.js
// hands each shard process SHARDS=<its id>, which the bot must not read as a count.
const shardSchema = z
  .object({
    SHARDS: z
      .string()
      .regex(/^(auto|\d+)$/, "must be the total number of shards (e.g. 4) or 'auto'")
      .transform((v) => (v === 'auto' ? v : Number(v)))
      .refine((v) => v === 'auto' || v >= 1, 'must be at least 1')
      .default('auto'),
    SHARD_LIST: z
      .string()
      .transform((list) => list.split(',').map((n) => n.trim()))
      .pipe(z.array(z.string().regex(/^\d+$/, 'must be shard numbers separated by commas, e.g. 0,1').transform(Number)))
      .optional(),
  })
  .superRefine(({ SHARDS, SHARD_LIST }, ctx) => {
    if (!SHARD_LIST) return;
    const at = { path: ['SHARD_LIST'] };
    // With 'auto' the count is Discord's to choose, and machines asking at different times could disagree: a shard run twice or not at all.
    if (SHARDS === 'auto') return void ctx.addIssue({ code: 'custom', ...at, message: 'needs SHARDS set to the total number of shards over all machines (e.g. SHARDS=4)' });
    const outside = SHARD_LIST.find((n) => n >= SHARDS);
    if (outside !== undefined) ctx.addIssue({ code: 'custom', ...at, message: `names shard ${outside}, but with SHARDS=${SHARDS} the shards are 0 to ${SHARDS - 1}` });
    const twice = SHARD_LIST.find((n, i) => SHARD_LIST.indexOf(n) !== i);
    if (twice !== undefined) ctx.addIssue({ code: 'custom', ...at, message: `names shard ${twice} twice` });
  });

export interface ShardPlan {
  totalShards: number | 'auto';
  /** The shards this machine runs ('auto': all of them). */
  shardList: number[] | 'auto';
}

export function loadShardPlan(env: NodeJS.ProcessEnv = process.env): ShardPlan {
  // Set but blank is refused, not read as unset: this machine would run every shard, the other machines' too.
  if (env.SHARD_LIST !== undefined && !/\d/.test(env.SHARD_LIST)) {
    throw new ConfigError(`Setting SHARD_LIST is empty: list this machine's shards, e.g. 0,1 (or remove it to run every shard here). Set it in the environment or in a .env file (see README, "Several machines").`);
  }
  const parsed = shardSchema.safeParse(clean(env));
  if (!parsed.success) throw refusal(parsed.error, 'Several machines');
  return { totalShards: parsed.data.SHARDS, shardList: parsed.data.SHARD_LIST ?? 'auto' };
}
