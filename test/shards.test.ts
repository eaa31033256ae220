// Shards spread over machines: two `npm run start:sharded` managers with
// disjoint SHARD_LISTs (SHARDS=3: one runs 0 and 2, the other 1) on one
// Postgres, against the loopback stand-in, which routes each guild's events
// to its shard as Discord does. Each guild's interactions reach one process
// only; the reminders, AI turns and leftover outbox rows that every process
// finds due at once when they all start are each done once.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { buildEntry, root, startArgs, startEnv } from './support/entry.js';
import { createPostgresDatabase } from './support/db.js';
import { startStandIn, shardOf, type StandIn, type ChannelRecord, type MessageView } from './discord-standin/index.js';
import { openDatabase, type Database } from '../src/db/client.js';

const SHARDS = 3;
const MACHINES = { a: '0,2', b: '1' };

let discord: StandIn;
let created: Awaited<ReturnType<typeof createPostgresDatabase>>;
let db: Database;

beforeAll(async () => {
  buildEntry();
  discord = await startStandIn({ defaultTimeoutMs: 30_000 });
  created = await createPostgresDatabase();
  db = await openDatabase({ url: created.url });
});
afterAll(async () => {
  await db?.close();
  await discord?.stop();
  await created?.drop();
});

/** This machine's environment without the bot's own settings. */
const cleanEnv = () => Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(DISCORD_|DATABASE_URL|DEV_GUILD_ID|LOG_LEVEL|DATA_DIR|SHARD)/.test(k)));

interface Manager {
  child: ChildProcess;
  lines: string[];
  exited: Promise<number | null>;
}

function startManager(shardList: string): Manager {
  const env = {
    ...cleanEnv(),
    ...startEnv('start:sharded'),
    ...discord.env(),
    DISCORD_TOKEN: `${discord.botToken}.${'x'.repeat(60)}`,
    DATABASE_URL: created.url,
    LOG_LEVEL: 'info',
    DOTENV_CONFIG_PATH: '/nonexistent',
    SHARDS: String(SHARDS),
    SHARD_LIST: shardList,
    // The AI's turns wait (until the test makes them due), so that every process finds them due at once.
    AI_MOVE_DELAY_MS: '3600000',
  };
  const child = spawn(process.execPath, startArgs('start:sharded'), { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] });
  const lines: string[] = [];
  createInterface({ input: child.stdout! }).on('line', (l) => lines.push(l));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, lines, exited };
}

const readyShards = (m: Manager) => m.lines.filter((l) => l.includes('"msg":"bot ready"')).length;

async function stopManager(m: Manager): Promise<number | null> {
  if (m.child.exitCode === null && m.child.signalCode === null) m.child.kill('SIGTERM');
  return Promise.race([m.exited, new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), 20_000))]) as Promise<number | null>;
}

async function startBoth(): Promise<Manager[]> {
  const managers = [startManager(MACHINES.a), startManager(MACHINES.b)];
  // Each manager spaces its shards 5.5 s apart (Discord's identify limit).
  await expect.poll(() => managers.map(readyShards), { timeout: 90_000, interval: 100 }).toEqual([2, 1]);
  return managers;
}

const connectedShards = () =>
  discord.gateway.activeSessions
    .filter((s) => s.connected)
    .map((s) => s.shard.join('/'))
    .sort();

const hasBoard = (m: MessageView, matchId: number, version: number) => m.attachments.some((a) => a.filename === `match-${matchId}-v${version}.png`);

describe('two shard managers on one Postgres (SHARD_LIST)', () => {
  it('each guild is handled by its shard alone; reminders, AI turns and outbox rows are done once', async () => {
    const { world } = discord;
    const [alice, bob] = ['alice', 'bob'].map((n) => world.createUser(n));
    // A guild on each shard (a guild's shard is its id's timestamp, modulo SHARDS).
    const guilds = new Map<number, { guild: ReturnType<typeof world.createGuild>; games: ChannelRecord }>();
    while (guilds.size < SHARDS) {
      const guild = world.createGuild(`Guild ${guilds.size}`);
      const shard = shardOf(guild.id, SHARDS);
      if (guilds.has(shard)) {
        await new Promise((r) => setTimeout(r, 1));
        continue;
      }
      for (const u of [alice, bob]) world.addMember(guild, u.id);
      guilds.set(shard, { guild, games: world.createTextChannel(guild, 'games') });
    }

    let managers = await startBoth();
    try {
      expect(managers[0].lines.filter((l) => /^shard \d+ of 3 starting$/.test(l)).sort()).toEqual(['shard 0 of 3 starting', 'shard 2 of 3 starting']);
      expect(managers[1].lines.filter((l) => /^shard \d+ of 3 starting$/.test(l))).toEqual(['shard 1 of 3 starting']);
      expect(connectedShards()).toEqual(['0/3', '1/3', '2/3']);
      await discord.waitForCommand('move');

      // In each guild: a match between people (a day per move: reminders) and one against the AI.
      const matches = new Map<number, { human: { thread: ChannelRecord; id: number }; ai: { thread: ChannelRecord; id: number } }>();
      const opened = async (games: ChannelRecord, challengeId: string) => {
        const thread = await discord.waitForThread(games, (th) => th.id === challengeId);
        const opening = await discord.waitForMessage(thread, (m) => /has begun/.test(m.content));
        return { thread, id: Number(/match #(\d+)/i.exec(opening.content)![1]) };
      };
      for (const [shard, { games }] of guilds) {
        const challenge = await (await discord.as(alice).slash(games, 'challenge agog', { opponent: bob, colour: 'white', days: 1 })).reply();
        await (await discord.as(bob).click(challenge, challenge.buttons.find((b) => b.label === 'Accept')!.customId!)).ack();
        const human = await opened(games, challenge.id);
        const vsAi = await (await discord.as(alice).slash(games, 'challenge agog', { opponent: world.bot, colour: 'black', days: 'none', level: 'easy' })).reply();
        matches.set(shard, { human, ai: await opened(games, vsAi.id) });
      }

      // Every interaction went to one session, the one of its guild's shard, and was answered once.
      const sent = discord.gateway.activeSessions.flatMap((s) => s.buffer.filter((p) => p.t === 'INTERACTION_CREATE').map((p) => ({ shard: s.shard, guild: (p.d as { guild_id: string }).guild_id })));
      expect(sent).toHaveLength(discord.interactions.all.size);
      for (const { shard, guild } of sent) expect(shardOf(guild, SHARDS)).toBe(shard[0]);
      expect(new Set(sent.map((s) => s.shard[0]))).toEqual(new Set([0, 1, 2]));
      expect(discord.requests.filter((r) => r.path.includes('/callback') && r.status >= 400)).toEqual([]);

      // White's first move in each match between people; its board post fails (Discord down) and is left to retry.
      const down = discord.faults.serverError({ method: 'POST', path: '/channels/:id/messages' }, { status: 503, times: Infinity });
      for (const { human } of matches.values()) {
        expect((await (await discord.as(alice).slash(human.thread, 'move', { action: 'ab6' })).reply()).content).toContain('Played `ab6`');
      }
      const failedBoards = () => db.prisma.outbox.count({ where: { kind: 'board', deliveredAt: null, attempts: { gt: 0 }, matchId: { in: [...matches.values()].map((m) => m.human.id) } } });
      await expect.poll(failedBoards, { timeout: 20_000 }).toBe(SHARDS);
      expect(await Promise.all(managers.map(stopManager))).toEqual([0, 0]);
      down.cancel();
      discord.faults.clear();
      expect(connectedShards()).toEqual([]);

      // While every process is down, all of it comes due: each process will find it due as it starts.
      const humanIds = [...matches.values()].map((m) => m.human.id);
      const aiIds = [...matches.values()].map((m) => m.ai.id);
      const past = new Date(Date.now() - 1000);
      expect((await db.prisma.timer.updateMany({ where: { doneAt: null, kind: 'reminder', matchId: { in: humanIds } }, data: { dueAt: past } })).count).toBeGreaterThanOrEqual(SHARDS); // Bob's, and maybe Alice's from before her move (no longer the turn's: sends nothing)
      expect((await db.prisma.timer.updateMany({ where: { doneAt: null, kind: 'ai', matchId: { in: aiIds } }, data: { dueAt: past } })).count).toBe(SHARDS);
      expect((await db.prisma.outbox.updateMany({ where: { deliveredAt: null, matchId: { in: humanIds } }, data: { dueAt: past } })).count).toBe(SHARDS);

      managers = await startBoth();
      for (const { human, ai } of matches.values()) {
        await discord.waitForMessage(ai.thread, (m) => hasBoard(m, ai.id, 1));
        await discord.waitForMessage(human.thread, (m) => hasBoard(m, human.id, 1));
        await discord.waitForMessage(human.thread, (m) => m.content.includes(`<@${bob.id}>, a reminder`));
      }
      await new Promise((r) => setTimeout(r, 3000)); // a poll or two more on every process: still once
      for (const { human, ai } of matches.values()) {
        expect(discord.messages(ai.thread).filter((m) => hasBoard(m, ai.id, 1))).toHaveLength(1);
        expect(await db.prisma.matchAction.count({ where: { matchId: ai.id, userId: world.bot.id } })).toBe(1);
        expect(discord.messages(human.thread).filter((m) => hasBoard(m, human.id, 1))).toHaveLength(1);
        expect(discord.messages(human.thread).filter((m) => m.content.includes('a reminder'))).toHaveLength(1);
      }
      expect(await db.prisma.timer.count({ where: { doneAt: null, kind: { in: ['reminder', 'ai'] }, dueAt: { lte: new Date() } } })).toBe(0);
      expect(await db.prisma.outbox.count({ where: { deliveredAt: null, matchId: { in: [...humanIds, ...aiIds] } } })).toBe(0);

      // A manager killed outright takes its shard with it (the shard sees its manager's channel close).
      managers[1].child.kill('SIGKILL');
      await expect.poll(connectedShards, { timeout: 15_000 }).toEqual(['0/3', '2/3']);
    } finally {
      await Promise.all(managers.map(stopManager));
    }
  }, 240_000);
});
