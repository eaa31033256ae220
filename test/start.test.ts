import { describe, it, expect, beforeAll } from 'vitest';
import { spawn, spawnSync } from 'node:child_process';
import { createInterface } from 'node:readline';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildEntry, root, startArgs, startEnv, type StartScript } from './support/entry.js';
import { createPostgresDatabase } from './support/db.js';
import { startStandIn } from './discord-standin/index.js';

// What `npm start` runs: the compiled entry, built as `npm install` builds it.
beforeAll(() => buildEntry());

/** This machine's environment without the bot's own settings. */
const cleanEnv = () => Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(DISCORD_|DATABASE_URL|DEV_GUILD_ID|LOG_LEVEL|DATA_DIR|SHARD)/.test(k)));

function start(env: Record<string, string>, script: StartScript = 'start') {
  // An empty .env, so only `env` counts even on a machine with a real one.
  const dotenv = path.join(mkdtempSync(path.join(tmpdir(), 'start-')), '.env');
  writeFileSync(dotenv, '');
  return spawnSync(process.execPath, startArgs(script), { cwd: root, env: { ...cleanEnv(), ...startEnv(script), DOTENV_CONFIG_PATH: dotenv, ...env }, encoding: 'utf8', timeout: 60_000 });
}

describe('npm start with bad settings', () => {
  it.each([
    [{}, /DISCORD_TOKEN is required/],
    [{ DISCORD_TOKEN: 'x'.repeat(70), DATABASE_URL: 'mysql://nope' }, /DATABASE_URL must start with postgresql/],
  ])('stops at once with one clear line (%o)', (env, message) => {
    const run = start(env as Record<string, string>);
    expect(run.status).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(message);
  });
});

describe('npm run start:sharded with a SHARD_LIST that does not fit', () => {
  const base = { DISCORD_TOKEN: 'x'.repeat(70), DATABASE_URL: 'postgresql://127.0.0.1:1/none' };
  it.each([
    [{ SHARDS: '4', SHARD_LIST: '2,4' }, /^Setting SHARD_LIST names shard 4, but with SHARDS=4 the shards are 0 to 3\./],
    [{ SHARDS: '4', SHARD_LIST: '3,3' }, /^Setting SHARD_LIST names shard 3 twice\./],
    [{ SHARDS: '4', SHARD_LIST: '' }, /^Setting SHARD_LIST is empty/],
    [{ SHARD_LIST: '0,1' }, /^Setting SHARD_LIST needs SHARDS set/],
  ])('stops before any shard starts, with one clear line (%o)', (env, message) => {
    const run = start({ ...base, ...env }, 'start:sharded');
    expect(run.status).toBe(1);
    expect(run.stdout).not.toMatch(/shard \d+ .*starting/);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(message);
  });
});

describe('npm start', () => {
  it('runs the compiled JavaScript in one plain node process', () => {
    const args = startArgs();
    // The bundle that `npm install` builds (scripts/build.mjs), with only the garbage collector's settings before it: no loader such as tsx.
    const memoryFlags = ['--max-semi-space-size=', '--heap-growing-percent=', '--expose-gc'];
    expect(args.filter((a) => !memoryFlags.some((f) => a.startsWith(f)))).toEqual(['dist/src/bundle/main.js']);
  });

  it("matches the README's systemd unit: the same node flags and the same allocator settings", () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    const unit = /```ini\n([\s\S]*?)```/.exec(readme.slice(readme.indexOf('## Run it as a service')))?.[1] ?? '';
    const execStart = /^ExecStart=(\S+) (.*)$/m.exec(unit);
    expect(execStart?.[1]).toMatch(/\/node$/);
    expect(execStart?.[2].split(' ')).toEqual(startArgs());
    const environment = Object.fromEntries([...unit.matchAll(/^Environment=(\w+)=(\S+)$/gm)].map((m) => [m[1], m[2]]));
    expect(environment).toEqual(startEnv());
    expect(Object.keys(startEnv())).toContain('MALLOC_ARENA_MAX');
  });

  it('answers /ping, plays an AI move (the bundled worker), logs its memory on SIGUSR2 and stops cleanly on SIGTERM', async () => {
    const discord = await startStandIn({ defaultTimeoutMs: 30_000 });
    const created = await createPostgresDatabase();
    const guild = discord.world.createGuild('Home');
    const games = discord.world.createTextChannel(guild, 'games');
    const alice = discord.world.createUser('alice', { memberOf: [guild] });
    const env = { ...cleanEnv(), ...startEnv(), ...discord.env({ DEV_GUILD_ID: guild.id }), DISCORD_TOKEN: `${discord.botToken}.${'x'.repeat(60)}`, DATABASE_URL: created.url, LOG_LEVEL: 'info', DOTENV_CONFIG_PATH: '/nonexistent', AI_MOVE_DELAY_MS: '0' };
    const bot = spawn(process.execPath, startArgs(), { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] });
    const logged: { msg: string; memory?: { heapUsed: number; rss: number } }[] = [];
    createInterface({ input: bot.stdout! }).on('line', (l) => logged.push(JSON.parse(l)));
    const exited = new Promise<number | null>((resolve) => bot.once('exit', (code) => resolve(code)));
    try {
      await discord.waitForCommand('ping', { guild, timeoutMs: 60_000 });
      expect((await (await discord.as(alice).slash(games, 'ping', {})).reply()).content).toMatch(/^Pong\./);
      // The AI opens as White: its search runs in the worker the bundle carries beside the bot.
      const challenge = await (await discord.as(alice).slash(games, 'challenge agog', { opponent: discord.world.bot, colour: 'black', days: 'none', level: 'easy' })).reply();
      const thread = await discord.waitForThread(games, (th) => th.id === challenge.id);
      const boards = () => discord.messages(thread).filter((m) => m.attachments.some((a) => a.filename.startsWith('match-')));
      await expect.poll(() => boards().length, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
      const afterAi = boards().at(-1)!;
      expect(afterAi.content).toContain(`<@${alice.id}>, your move`);
      expect(afterAi.embeds[0].description).toMatch(/^\*\*Golem Table AI \(easy\)\*\* \(White\): `/);
      bot.kill('SIGUSR2');
      await expect.poll(() => logged.find((l) => l.msg === 'memory'), { timeout: 10_000 }).toBeDefined();
      const { memory } = logged.find((l) => l.msg === 'memory')!;
      expect(memory!.heapUsed).toBeGreaterThan(0);
      expect(memory!.rss).toBeGreaterThan(memory!.heapUsed);
    } finally {
      bot.kill('SIGTERM');
      expect(await exited).toBe(0);
      await discord.stop();
      await created.drop();
    }
  });
});
