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
});

export type Config = z.infer<typeof schema>;

export class ConfigError extends Error {}

/** Empty strings count as unset, as in most .env files. */
function clean(env: NodeJS.ProcessEnv): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(env)) if (v !== undefined && v.trim() !== '') out[k] = v.trim();
  return out;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(clean(env));
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const key = String(issue.path[0] ?? 'environment');
  throw new ConfigError(`Setting ${key} ${issue.message}. Set it in the environment or in a .env file (see README, "Settings").`);
}
