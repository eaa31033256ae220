// End to end through the loopback stand-in with the real discord.js client:
// ≥ 50 A•G•O•G matches played at once by scripted users. The bot runs as its
// own process (`src/main.ts`, as `npm start` does) with its REST cap raised
// from Discord's 50 requests/s (DISCORD_REST_RPS) — in this benchmark only.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startStandIn, type ChannelRecord } from '../test/discord-standin/index.js';
import { createPostgresDatabase } from '../test/support/db.js';
import { openDatabase } from '../src/db/client.js';
import { MatchService } from '../src/matches/service.js';
import { agog } from '../src/games/agog/index.js';
import { fmt, line, summarise } from './stats.js';

const MATCHES = 50;
const SECONDS = 15;
const root = fileURLToPath(new URL('..', import.meta.url));

/** User + system CPU seconds of a process, from /proc (Linux). */
export function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

export async function benchE2e(): Promise<void> {
  console.log(`\nEnd to end (bot process ↔ loopback stand-in, real discord.js, Postgres, node-canvas), ${MATCHES} concurrent matches`);
  const discord = await startStandIn({ defaultTimeoutMs: 15_000 });
  const guild = discord.world.createGuild('Bench');
  const games = discord.world.createTextChannel(guild, 'games');
  const users = Array.from({ length: MATCHES * 2 }, (_, i) => discord.world.createUser(`player${i}`, { memberOf: [guild] }));
  const created = await createPostgresDatabase();
  const db = await openDatabase({ url: created.url });
  // BENCH_BOT_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof", profiles the bot process.
  const extra = process.env.BENCH_BOT_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const bot = spawn(process.execPath, [...extra, '--import', 'tsx', 'src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      ...discord.env({ DEV_GUILD_ID: guild.id }),
      DISCORD_TOKEN: `bench.${'x'.repeat(60)}`,
      DATABASE_URL: created.url,
      LOG_LEVEL: 'silent',
      DISCORD_REST_RPS: '100000',
      DOTENV_CONFIG_PATH: '/nonexistent',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await discord.waitForCommand('move', { guild, timeoutMs: 60_000 });
    const matches: { id: number; thread: ChannelRecord; seats: typeof users }[] = [];
    for (let i = 0; i < MATCHES; i++) {
      const [w, b] = [users[2 * i], users[2 * i + 1]];
      const ch = await (await discord.as(w).slash(games, 'challenge agog', { opponent: b, colour: 'white', days: 'none' })).reply();
      await (await discord.as(b).click(ch, ch.buttons.find((x) => x.label === 'Accept')!.customId!)).ack();
      const thread = await discord.waitForThread(games, (th) => th.id === ch.id);
      const opening = await discord.waitForMessage(thread, (m) => /has begun/.test(m.content));
      matches.push({ id: Number(/match #(\d+)/i.exec(opening.content)![1]), thread, seats: [w, b] });
    }

    // The floor: the same client answering a no-op command, at the same concurrency.
    const floor: number[] = [];
    await Promise.all(
      matches.map(async (m) => {
        for (let k = 0; k < 6; k++) floor.push((await (await discord.as(m.seats[0]).slash(m.thread, 'ping', {})).ack()).ms);
      }),
    );

    const service = new MatchService(db.prisma);
    const ack: number[] = [];
    const posted: number[] = [];
    let actions = 0;
    const deadline = Date.now() + SECONDS * 1000;
    const botCpu0 = cpuSeconds(bot.pid!);
    const started = Date.now();
    await Promise.all(
      matches.map(async (m) => {
        // Scripted players keep their own copy of the game, as a person reads the board.
        const start = (await service.getMatch(m.id))!;
        let state = start.state as never;
        let version = start.version;
        while (Date.now() < deadline && !agog.result(state)) {
          const [seat] = agog.toAct(state);
          const user = m.seats[start.players[seat].userId === m.seats[0].id ? 0 : 1];
          const action = agog.legalActions(state, seat)[0];
          const h = await discord.as(user).slash(m.thread, 'move', { action: agog.formatAction(state, action), match: m.id });
          ack.push((await h.ack()).ms);
          await h.reply();
          version++;
          const board = discord.messages(m.thread).find((msg) => msg.attachments.some((a) => a.filename === `match-${m.id}-v${version}.png`));
          if (!board) throw new Error(`board for match ${m.id} v${version} not posted`);
          posted.push(board.createdAt - h.dispatchedAt);
          const next = agog.applyAction(state, seat, action);
          if (!next.ok) throw new Error(next.error);
          state = next.state as never;
          actions++;
        }
      }),
    );
    const elapsed = (Date.now() - started) / 1000;
    const botCpu = cpuSeconds(bot.pid!) - botCpu0;
    const a = summarise(ack);
    const p = summarise(posted);
    const f = summarise(floor);
    line('interaction → acknowledgement p50 / p99 ms', `${fmt(a.p50, 1)} / ${fmt(a.p99, 1)}`, 'p99 ≤ 20 ms');
    line('interaction → board image posted p50 / p99 ms', `${fmt(p.p50, 1)} / ${fmt(p.p99, 1)}`, 'p99 ≤ 100 ms');
    line('actions per second sustained, each with its board image', fmt(actions / elapsed, 1), '≥ 100/s');
    line('bot process CPU per action, ms (render, Prisma, discord.js)', fmt((botCpu * 1000) / actions, 1));
    line('bot process CPU share of the run (of 2 cores)', `${fmt((botCpu / elapsed) * 100, 0)} %`);
    line('floor: no-op /ping acknowledgement p50 / p99 ms', `${fmt(f.p50, 1)} / ${fmt(f.p99, 1)}`);
    line('ratio of /move to /ping acknowledgement (p50)', fmt(a.p50 / f.p50, 2));
  } finally {
    bot.kill('SIGTERM');
    await new Promise((r) => bot.once('exit', r));
    await db.close();
    await discord.stop();
    await created.drop();
  }
}
