// A round's start end to end: 64 players of 32-character names (every post
// the bot makes is one Discord takes), the bot restarted in the middle of
// starting the round, and two bots on one database starting a round at once.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { settle } from './tournament-helpers.js';
import { openTable, buttonOf, sleep, type Table } from './harness.js';
import type { MessageView } from '../discord-standin/index.js';
import { createBot } from '../../src/discord/bot.js';
import { commands } from '../../commands/index.js';
import { createLogger } from '../../src/log.js';
import { openDatabase } from '../../src/db/client.js';

type User = Table['alice'];

let t: Table;
beforeAll(async () => {
  t = await openTable();
});
afterAll(async () => t?.close());

let made = 0;
/** A member whose display name is 32 characters (Discord's most), with markdown in it. */
function member(): User {
  const n = ++made;
  const name = `*Ziggy_${String(n).padStart(2, '0')}~~Stardust|and the Spiders*`.slice(0, 32);
  return t.discord.world.createUser(`player${n}`, { memberOf: [t.guild], globalName: name });
}
const organiser = (): User => t.discord.world.user(t.guild.ownerId)!;
const thread = (id: string | null) => t.discord.threads().find((th) => th.id === id)!;
const load = async (id: number) => (await t.bot.ctx.tournaments.get(id))!;

async function create(options: Record<string, string | number | boolean>): Promise<{ id: number; signup: MessageView }> {
  const h = await t.discord.as(organiser()).slash(t.games, 'tournament create agog', options);
  const signup = await h.reply();
  return { id: Number(/Tournament #(\d+)/.exec(String(signup.embeds[0]?.footer?.text))![1]), signup };
}

async function joinAll(users: User[], signupId: string): Promise<void> {
  for (const u of users) {
    const post = t.discord.message(signupId)!;
    const h = await t.discord.as(u).click(post, buttonOf(post, 'Join'));
    await h.reply();
  }
}


/** Each pairing of the round: one match, made once, whose opening board is in its own thread exactly once. */
async function everyMatchOnce(id: number, games: number): Promise<void> {
  const round = (await load(id)).rounds.at(-1)!;
  expect(round.status).toBe('running');
  const pairings = round.pairings.filter((p) => p.kind === 'game');
  expect(pairings).toHaveLength(games);
  expect(new Set(pairings.map((p) => p.matchId)).size).toBe(games);
  const tour = await load(id);
  expect(await t.db.prisma.challenge.count({ where: { channelId: tour.channelId, matchId: { in: pairings.map((p) => p.matchId!) } } })).toBe(games);
  for (const p of pairings) {
    const match = await t.db.prisma.match.findUnique({ where: { id: p.matchId! } });
    expect(match?.threadId).toBe(p.threadId);
    const openings = t.discord.messages(thread(p.threadId)).filter((m) => m.content.includes(`Match #${p.matchId} has begun`));
    expect(openings).toHaveLength(1);
  }
}

describe("a round's start", () => {
  it('64 players of 32-character names, the bot restarted in the middle of starting round 1: every match made once, every post one Discord takes', { timeout: 180_000 }, async () => {
    const players = Array.from({ length: 64 }, member);
    const { id, signup } = await create({ format: 'swiss', rounds: 5, days: '3', max_players: 64, starts: '2099-03-01 09:00', name: 'N'.repeat(80) });
    await joinAll(players, signup.id);
    const full = t.discord.message(signup.id)!;
    expect(full.embeds[0].description).toContain('Players (64/64)');
    // Threads come slowly: the restart lands after the first batch's matches and among the second batch's threads.
    const slow = t.discord.faults.delay({ method: 'POST', path: /^\/channels\/\d+\/threads$/ }, 40, { times: Infinity });
    t.clock.set(new Date(Date.UTC(2099, 2, 1, 9, 1)));
    const ticking = t.bot.tick();
    const until = Date.now() + 60_000;
    for (;;) {
      const withMatch = await t.db.prisma.tournamentPairing.count({ where: { tournamentId: id, matchId: { not: null } } });
      const withThread = await t.db.prisma.tournamentPairing.count({ where: { tournamentId: id, threadId: { not: null } } });
      if (withMatch >= 25 && withThread > withMatch) break;
      if (Date.now() > until) throw new Error(`never reached the middle of the start (${withMatch} matches, ${withThread} threads)`);
      await sleep(10);
    }
    slow.cancel();
    await t.restart();
    await ticking.catch(() => undefined);
    await settle(t, id);
    await everyMatchOnce(id, 32);
    const tour = await load(id);
    // The tournament's thread: one post for round 1 (32 games, cut with "…and N more" if need be) and one standings post.
    const home = thread(tour.threadId);
    const roundPosts = t.discord.messages(home).filter((m) => m.embeds.some((e) => String(e.title).includes('round 1')));
    expect(roundPosts).toHaveLength(1);
    expect(String(roundPosts[0].embeds[0].description).length).toBeLessThanOrEqual(4096);
    expect(t.discord.messages(home).filter((m) => m.embeds.some((e) => String(e.title).startsWith('Standings')))).toHaveLength(1);
    // Thread names fit Discord's 100 characters with an 80-character tournament name and 32-character players.
    for (const p of tour.rounds[0].pairings) expect(thread(p.threadId).name!.length).toBeLessThanOrEqual(100);
    expect(t.discord.requests.filter((r) => r.status === 400).map((r) => `${r.method} ${r.path}`)).toEqual([]);
    // /tournament standings with 64 rows, and /tournament list.
    const st = await (await t.discord.as(players[0]).slash(t.games, 'tournament standings', { tournament: id })).reply();
    expect(st.embeds[0].description!.length).toBeLessThanOrEqual(4096);
    expect(st.attachments[0].filename).toMatch(/^standings-/);
    expect(t.discord.requests.filter((r) => r.status === 400)).toEqual([]);
  });

  it('two bots on one database start a round once and post it once', async () => {
    const players = Array.from({ length: 12 }, member);
    const { id, signup } = await create({ format: 'swiss', rounds: 2, days: '3', max_players: 12, starts: '2099-06-01 09:00', name: 'Twin start' });
    await joinAll(players, signup.id);
    await settle(t, id);
    const db2 = await openDatabase({ url: t.dbUrl, migrate: false });
    const second = createBot({
      token: t.discord.botToken, database: db2, commands, log: createLogger(process.env.TEST_LOG_LEVEL ?? 'silent'), apiBase: t.discord.apiBase,
      devGuildId: t.guild.id, registerCommands: false, outboxIntervalMs: 250, schedulerIntervalMs: 3_600_000, clock: t.clock, instanceKey: 'second',
    });
    try {
      await second.start();
      t.clock.set(new Date(Date.UTC(2099, 5, 1, 9, 1)));
      await Promise.all([t.bot.tick(), second.tick(), t.bot.tick(), second.tick()]);
      await settle(t, id);
      await everyMatchOnce(id, 6);
      const home = thread((await load(id)).threadId);
      expect(t.discord.messages(home).filter((m) => m.embeds.some((e) => String(e.title).includes('round 1')))).toHaveLength(1);
      expect(t.discord.messages(home).filter((m) => m.embeds.some((e) => String(e.title).startsWith('Standings')))).toHaveLength(1);
      // One thread per game: neither bot opened a second.
      expect(t.discord.threads(t.games).filter((th) => th.name?.startsWith('Twin start'))).toHaveLength(6);
    } finally {
      await second.stop();
      await db2.close();
    }
  });
});
