// The newcomer's path: `npm start` with no DATABASE_URL keeps everything in an
// embedded database (PGlite) in DATA_DIR, and a restart finds it all again.
import { describe, it, expect, afterAll, beforeAll } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startStandIn, type StandIn } from '../discord-standin/index.js';
import { buildEntry, root, startArgs, startEnv } from '../support/entry.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'golem-data-'));
let discord: StandIn;
// What `npm start` runs: the compiled entry, built as `npm install` builds it.
beforeAll(() => buildEntry());
afterAll(async () => {
  await discord?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function startBot(guildId: string): Promise<ChildProcess> {
  const since = Date.now();
  const env: NodeJS.ProcessEnv = { ...process.env, ...startEnv(), ...discord.env({ DEV_GUILD_ID: guildId }), DATA_DIR: dataDir, LOG_LEVEL: 'silent', DOTENV_CONFIG_PATH: '/nonexistent' };
  delete env.DATABASE_URL;
  env.DISCORD_TOKEN = `${discord.botToken}.${'x'.repeat(60)}`;
  const child = spawn(process.execPath, startArgs(), { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  await discord.waitForRequest((r) => r.at >= since && r.method === 'PUT' && r.path.endsWith(`/guilds/${guildId}/commands`), 60_000);
  return child;
}

async function stopBot(child: ChildProcess): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill('SIGTERM');
  return exited;
}

describe('npm start on the embedded database', () => {
  it('plays, stops, starts again on the same DATA_DIR and goes on', async () => {
    discord = await startStandIn({ defaultTimeoutMs: 15_000 });
    const guild = discord.world.createGuild('Home');
    const games = discord.world.createTextChannel(guild, 'games');
    const alice = discord.world.createUser('alice', { memberOf: [guild] });
    const bob = discord.world.createUser('bob', { memberOf: [guild] });

    let bot = await startBot(guild.id);
    const ch = await (await discord.as(alice).slash(games, 'challenge agog', { opponent: bob, colour: 'white', days: 'none' })).reply();
    await (await discord.as(bob).click(ch, ch.buttons.find((b) => b.label === 'Accept')!.customId!)).ack();
    const thread = await discord.waitForThread(games, (th) => th.id === ch.id);
    await discord.waitForMessage(thread, (m) => /has begun/.test(m.content));
    expect((await (await discord.as(alice).slash(thread, 'move', { action: 'ab6' })).reply()).content).toContain('Played `ab6`');
    expect(await stopBot(bot)).toBe(0);

    bot = await startBot(guild.id);
    try {
      const choices = await discord.as(bob).autocomplete(thread, 'move', { action: '' }, 'action');
      expect(choices.length).toBeGreaterThan(0);
      const pick = String(choices[0].value);
      expect((await (await discord.as(bob).slash(thread, 'move', { action: pick })).reply()).content).toContain(`Played \`${pick}\``);
      const rec = await (await discord.as(alice).slash(thread, 'record', {})).reply();
      expect(rec.content).toContain(`1. ab6 ${pick}`);
    } finally {
      expect(await stopBot(bot)).toBe(0);
    }
  });
});
