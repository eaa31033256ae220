import { describe, it, expect } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { Client, GuildMessageManager, LimitedCollection, UserManager } from 'discord.js';
import { makeCache } from '../../src/discord/cache.js';

/** discord.js's managers have private constructors in its types; the client builds them the same way. */
const cacheOf = (manager: unknown, ...args: unknown[]) => new (manager as new (...a: unknown[]) => { cache: unknown })(...args).cache;

/** Each cache's bound, as a client built with the bot's makeCache sees it (-1: unbounded). */
const PROBE = `
import { Client, GuildMessageManager, GuildMemberManager, LimitedCollection, ThreadMemberManager } from 'discord.js';
import { makeCache } from ${JSON.stringify(path.resolve('src/discord/cache.ts'))};
const client = new Client({ intents: [], makeCache });
const bound = (c) => (c instanceof LimitedCollection ? c.maxSize : -1);
const guild = { client, id: '1' };
console.log(JSON.stringify({
  users: bound(client.users.cache),
  messages: bound(new GuildMessageManager({ client, guild }).cache),
  members: bound(new GuildMemberManager(guild).cache),
  threadMembers: bound(new ThreadMemberManager({ client, guild }).cache),
  channels: bound(client.channels.cache),
}));
client.destroy();
`;

describe("the bot's discord.js caches", () => {
  it('keep no messages, a bounded set of users and no members', () => {
    const client = new Client({ intents: [], makeCache });
    try {
      const messages = cacheOf(GuildMessageManager, { client, guild: { client, id: '1' } });
      expect(messages).toBeInstanceOf(LimitedCollection);
      expect((messages as LimitedCollection<string, unknown>).maxSize).toBe(0);
      expect(client.users.cache).toBeInstanceOf(LimitedCollection);
      expect((client.users.cache as LimitedCollection<string, unknown>).maxSize).toBe(200);
      // Guilds and channels stay whole: discord.js needs them.
      expect(client.channels.cache).not.toBeInstanceOf(LimitedCollection);
      expect(cacheOf(UserManager, client)).toBeInstanceOf(LimitedCollection);
    } finally {
      void client.destroy();
    }
  });

  // npm start runs a bundle, where esbuild renames classes (UserManager2,
  // class _MessageManager): limits looked up by class name did not apply there.
  it('are bounded in a bundle as npm start runs it', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cache-bundle-'));
    try {
      const entry = path.join(dir, 'probe.mjs');
      writeFileSync(entry, PROBE);
      await build({
        entryPoints: [entry],
        outfile: path.join(dir, 'out.mjs'),
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node20',
        nodePaths: [path.resolve('node_modules')],
        external: ['zlib-sync', 'bufferutil', 'utf-8-validate', '@discordjs/voice'],
        banner: { js: "import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);" },
        logLevel: 'error',
      });
      const run = spawnSync(process.execPath, [path.join(dir, 'out.mjs')], { encoding: 'utf8', timeout: 30_000 });
      expect(run.stderr).toBe('');
      expect(JSON.parse(run.stdout)).toEqual({ users: 200, messages: 0, members: 0, threadMembers: 0, channels: -1 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
