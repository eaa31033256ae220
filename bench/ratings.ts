// Ratings and replays: the leaderboard query with 100,000 rated matches in
// the database, and the replay GIF of a 100-action A•G•O•G match.
import { openDatabase } from '../src/db/client.js';
import { createPostgresDatabase } from '../test/support/db.js';
import { Rng, seedRng } from '../src/games/rng.js';
import { conservative, nextStreak, rateTable, type Skill } from '../src/matches/ratings.js';
import { leaderboard } from '../src/matches/standings.js';
import { replayLog } from '../src/matches/replay.js';
import { replayGif } from '../src/render/replay.js';
import { randomLog } from '../test/support/random-log.js';
import { fmt, line, summarise } from './stats.js';

const MATCHES = 100_000;
const GUILDS = 20;
const PLAYERS_PER_GUILD = 300;
const GAMES = ['agog', 'gomofasta', 'ugo', 'gogmagog', 'mogo'];

export async function benchRatings(): Promise<void> {
  console.log('\nRatings and replays');
  await benchLeaderboard();
  await benchReplay();
}

async function benchLeaderboard(): Promise<void> {
  const created = await createPostgresDatabase();
  const db = await openDatabase({ url: created.url });
  try {
    const rng = new Rng(seedRng('bench-ratings'));
    const ratings = new Map<string, Skill & { games: number; wins: number; losses: number; streak: number }>();
    const at = (k: string) => ratings.get(k) ?? { mu: 25, sigma: 25 / 3, games: 0, wins: 0, losses: 0, streak: 0 };
    const ev: { match: number[]; user: string[]; game: string[]; guild: string[]; place: number[]; outcome: string[]; mb: number[]; sb: number[]; ma: number[]; sa: number[] } =
      { match: [], user: [], game: [], guild: [], place: [], outcome: [], mb: [], sb: [], ma: [], sa: [] };
    const matchGame: string[] = [];
    const matchGuild: string[] = [];
    for (let i = 1; i <= MATCHES; i++) {
      const guild = String(400000000000000000n + BigInt(rng.int(0, GUILDS - 1)));
      const game = rng.pick(GAMES);
      const a = rng.int(0, PLAYERS_PER_GUILD - 1);
      const b = (a + rng.int(1, PLAYERS_PER_GUILD - 1)) % PLAYERS_PER_GUILD;
      const users = [a, b].map((p) => `${guild}:${p}`);
      const keys = users.map((u) => `${game}|${guild}|${u}`);
      const before = keys.map(at);
      const winner = rng.int(0, 1);
      const places = [winner === 0 ? 1 : 2, winner === 1 ? 1 : 2];
      const after = rateTable(before, places);
      keys.forEach((k, j) => {
        const won = places[j] === 1;
        ratings.set(k, { ...after[j], games: before[j].games + 1, wins: before[j].wins + (won ? 1 : 0), losses: before[j].losses + (won ? 0 : 1), streak: nextStreak(before[j].streak, won ? 'win' : 'loss') });
        ev.match.push(i); ev.user.push(users[j]); ev.game.push(game); ev.guild.push(guild); ev.place.push(places[j]); ev.outcome.push(won ? 'win' : 'loss');
        ev.mb.push(before[j].mu); ev.sb.push(before[j].sigma); ev.ma.push(after[j].mu); ev.sa.push(after[j].sigma);
      });
      matchGame.push(game);
      matchGuild.push(guild);
    }
    const t0 = performance.now();
    for (let s = 0; s < MATCHES; s += 10_000) {
      await db.prisma.$executeRaw`
        INSERT INTO "Match" (game, seed, options, state, status, result, "guildId", "channelId", "updatedAt", "finishedAt")
        SELECT g, 'bench', '{}', '{}', 'finished', '{"winners":[0],"reason":"bench"}', gu, gu, now(), now()
        FROM unnest(${matchGame.slice(s, s + 10_000)}::text[], ${matchGuild.slice(s, s + 10_000)}::text[]) AS t(g, gu)`;
    }
    for (let s = 0; s < ev.match.length; s += 20_000) {
      const e = (xs: unknown[]) => xs.slice(s, s + 20_000);
      await db.prisma.$executeRaw`
        INSERT INTO "RatingEvent" ("matchId", "userId", game, "guildId", place, outcome, "muBefore", "sigmaBefore", "muAfter", "sigmaAfter")
        SELECT * FROM unnest(${e(ev.match)}::int[], ${e(ev.user)}::text[], ${e(ev.game)}::text[], ${e(ev.guild)}::text[], ${e(ev.place)}::int[],
                             ${e(ev.outcome)}::text[], ${e(ev.mb)}::float8[], ${e(ev.sb)}::float8[], ${e(ev.ma)}::float8[], ${e(ev.sa)}::float8[])`;
    }
    const rows = [...ratings.entries()].map(([k, r]) => ({ k: k.split('|'), r }));
    await db.prisma.$executeRaw`
      INSERT INTO "Rating" (game, "guildId", "userId", mu, sigma, ordinal, games, wins, losses, streak)
      SELECT * FROM unnest(${rows.map((x) => x.k[0])}::text[], ${rows.map((x) => x.k[1])}::text[], ${rows.map((x) => x.k[2])}::text[],
                           ${rows.map((x) => x.r.mu)}::float8[], ${rows.map((x) => x.r.sigma)}::float8[], ${rows.map((x) => conservative(x.r))}::float8[],
                           ${rows.map((x) => x.r.games)}::int[], ${rows.map((x) => x.r.wins)}::int[], ${rows.map((x) => x.r.losses)}::int[], ${rows.map((x) => x.r.streak)}::int[])`;
    await db.sql.exec('ANALYZE');
    line(`set-up: ${MATCHES.toLocaleString('en')} rated matches, ${rows.length.toLocaleString('en')} ratings, s`, fmt((performance.now() - t0) / 1000, 1));
    const times: number[] = [];
    for (let i = 0; i < 1000; i++) {
      const guild = String(400000000000000000n + BigInt(rng.int(0, GUILDS - 1)));
      const t = performance.now();
      await leaderboard(db.prisma, rng.pick(GAMES), guild, rng.int(1, 4));
      times.push(performance.now() - t);
    }
    const s = summarise(times.slice(50));
    line('/leaderboard query (page, count, provisional) p50 ms', fmt(s.p50));
    line('/leaderboard query p99 ms', fmt(s.p99), '≤ 20 ms');
  } finally {
    await db.close();
    await created.drop();
  }
}

async function benchReplay(): Promise<void> {
  // Random play: the first seed whose A•G•O•G game lasts 100 actions.
  let seed = 'bench-replay';
  let log = randomLog('agog', 2, seed, 100);
  for (let k = 1; log.length < 100; k++) log = randomLog('agog', 2, (seed = `bench-replay-${k}`), 100);
  const replay = replayLog('agog', seed, {}, 2, log)!;
  const cpu0 = process.cpuUsage();
  const t = performance.now();
  const gif = await replayGif(replay, ['alice', 'bob']);
  const wall = performance.now() - t;
  const cpu = process.cpuUsage(cpu0);
  line(`replay GIF, 100-action A•G•O•G match (${gif.frames} frames, ${gif.width}×${gif.height}): wall s`, fmt(wall / 1000));
  line('replay GIF CPU s', fmt((cpu.user + cpu.system) / 1e6));
  line('replay GIF size MiB', fmt(gif.gif.length / 1024 / 1024), '≤ 8 MiB');
}
