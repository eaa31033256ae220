// End to end through the loopback stand-in with the real discord.js client:
// ≥ 50 A•G•O•G matches played at once by scripted users. The bot is the real
// entry point started as `npm start` starts it (the bundle, its node flags and
// allocator settings), with its REST cap raised from Discord's 50 requests/s
// (DISCORD_REST_RPS) — in this benchmark only.
//
// Absolute times drift on a shared machine, so the bot is run several times
// in one go, once with node's own garbage-collector settings (the baseline)
// and once with each variant of the memory flags, in turn, and each variant's
// CPU per action is given as a ratio to the baseline's of the same round.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { startStandIn, type ChannelRecord } from '../test/discord-standin/index.js';
import { createPostgresDatabase } from '../test/support/db.js';
import { buildEntry, root, startArgs, startEnv } from '../test/support/entry.js';
import { openDatabase } from '../src/db/client.js';
import { MatchService } from '../src/matches/service.js';
import { agog } from '../src/games/agog/index.js';
import { fmt, line, summarise } from './stats.js';

const MATCHES = 50;
const SECONDS = 15;

/** User + system CPU seconds of a process, from /proc (Linux). */
export function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

// ---------------------------------------------------------------- memory flags

/** The two memory flags of `npm start`; null is node's own default. */
export interface GcFlags {
  semiSpaceMb: number | null;
  heapGrowingPercent: number | null;
}

const SEMI = '--max-semi-space-size=';
const GROWING = '--heap-growing-percent=';
export const NODE_DEFAULTS: GcFlags = { semiSpaceMb: null, heapGrowingPercent: null };

/** The memory flags among node's arguments (npm start's by default). */
export function gcFlagsOf(args = startArgs()): GcFlags {
  const value = (prefix: string) => {
    const arg = args.find((a) => a.startsWith(prefix));
    return arg ? Number(arg.slice(prefix.length)) : null;
  };
  return { semiSpaceMb: value(SEMI), heapGrowingPercent: value(GROWING) };
}

/** npm start's node arguments with these memory flags instead of its own. */
export function argsWith(flags: GcFlags, args = startArgs()): string[] {
  const rest = args.filter((a) => !a.startsWith(SEMI) && !a.startsWith(GROWING));
  return [...(flags.semiSpaceMb === null ? [] : [`${SEMI}${flags.semiSpaceMb}`]), ...(flags.heapGrowingPercent === null ? [] : [`${GROWING}${flags.heapGrowingPercent}`]), ...rest];
}

export const gcLabel = (f: GcFlags) =>
  f.semiSpaceMb === null && f.heapGrowingPercent === null ? "node's defaults" : `semi-space ${f.semiSpaceMb ?? 'default'}${f.semiSpaceMb === null ? '' : ' MB'}, growth ${f.heapGrowingPercent ?? 'default'}${f.heapGrowingPercent === null ? '' : ' %'}`;

/**
 * Variants written `semi-space/growth`, '-' for node's default, comma-separated:
 * BENCH_GC="1/25,4/25,8/25,4/-" (BENCH_GC=start is npm start's own pair).
 */
export function parseGcVariants(text: string): GcFlags[] {
  return text
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean)
    .map((v) => {
      if (v === 'start') return gcFlagsOf();
      const m = /^(\d+|-)\/(\d+|-)$/.exec(v);
      if (!m) throw new Error(`BENCH_GC: "${v}" is not semi-space/growth, e.g. 4/25 or 8/-`);
      const n = (s: string) => (s === '-' ? null : Number(s));
      return { semiSpaceMb: n(m[1]), heapGrowingPercent: n(m[2]) };
    });
}

export const sameFlags = (a: GcFlags, b: GcFlags) => a.semiSpaceMb === b.semiSpaceMb && a.heapGrowingPercent === b.heapGrowingPercent;

// ---------------------------------------------------------------- one run

interface RunFigures {
  cpuPerAction: number;
  actionsPerSecond: number;
  ack: { p50: number; p99: number };
  posted: { p50: number; p99: number };
  floor: { p50: number; p99: number };
  /** Resident memory at the end of the run, MB (busy, not idle: the footprint bench gives idle). */
  rssMb: number;
}

function rssMb(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
}

async function runOnce(flags: GcFlags): Promise<RunFigures> {
  const discord = await startStandIn({ defaultTimeoutMs: 15_000 });
  const guild = discord.world.createGuild('Bench');
  const games = discord.world.createTextChannel(guild, 'games');
  const users = Array.from({ length: MATCHES * 2 }, (_, i) => discord.world.createUser(`player${i}`, { memberOf: [guild] }));
  const created = await createPostgresDatabase();
  const db = await openDatabase({ url: created.url });
  // BENCH_BOT_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof", profiles the bot process.
  const extra = process.env.BENCH_BOT_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const bot = spawn(process.execPath, [...extra, ...argsWith(flags)], {
    cwd: root,
    env: {
      ...process.env,
      ...startEnv(),
      ...discord.env({ DEV_GUILD_ID: guild.id }),
      DISCORD_TOKEN: `bench.${'x'.repeat(60)}`,
      DATABASE_URL: created.url,
      LOG_LEVEL: 'silent',
      DISCORD_REST_RPS: '100000',
      DOTENV_CONFIG_PATH: '/nonexistent',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((r) => bot.once('exit', r));
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
    return {
      cpuPerAction: (botCpu * 1000) / actions,
      actionsPerSecond: actions / elapsed,
      ack: { p50: a.p50, p99: a.p99 },
      posted: { p50: p.p50, p99: p.p99 },
      floor: { p50: f.p50, p99: f.p99 },
      rssMb: rssMb(bot.pid!),
    };
  } finally {
    bot.kill('SIGTERM');
    await exited;
    await db.close();
    await discord.stop();
    await created.drop();
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const spread = (xs: number[], digits: number) => `${fmt(Math.min(...xs), digits)}–${fmt(Math.max(...xs), digits)}`;

export async function benchE2e(): Promise<void> {
  buildEntry();
  const start = gcFlagsOf();
  // BENCH_GC adds variants to npm start's own pair; BENCH_E2E_ROUNDS repeats every one (the spread shows what the machine adds).
  const variants = [start, ...parseGcVariants(process.env.BENCH_GC ?? '')].filter((v, i, all) => all.findIndex((w) => sameFlags(v, w)) === i && !sameFlags(v, NODE_DEFAULTS));
  const rounds = Math.max(1, Number(process.env.BENCH_E2E_ROUNDS ?? 2) || 1);
  console.log(
    `\nEnd to end (the bot as npm start runs it: ${Object.entries(startEnv()).map(([k, v]) => `${k}=${v} `).join('')}node ${startArgs().join(' ')}), ` +
      `${MATCHES} concurrent matches, ${SECONDS} s of moves per run; ${rounds} round(s) of ${variants.length + 1} runs, the baseline (node's defaults) first in each`,
  );
  const runs = new Map<GcFlags, RunFigures[]>([[NODE_DEFAULTS, []], ...variants.map((v) => [v, []] as [GcFlags, RunFigures[]])]);
  for (let round = 1; round <= rounds; round++) {
    // Each round measures the baseline, then the variants in a turned order, so none always runs on the warmest or the busiest machine.
    const order = [NODE_DEFAULTS, ...variants.map((_, i) => variants[(i + round - 1) % variants.length])];
    for (const flags of order) {
      const figures = await runOnce(flags);
      runs.get(flags)!.push(figures);
      console.log(`  round ${round}, ${gcLabel(flags)}: ${fmt(figures.cpuPerAction, 1)} ms CPU per action, ${fmt(figures.actionsPerSecond, 0)} actions/s, RSS ${fmt(figures.rssMb, 0)} MB at the end`);
    }
  }

  const last = [...runs].find(([flags]) => sameFlags(flags, start))![1].at(-1)!;
  console.log(`\nnpm start's flags (${gcLabel(start)}), last round:`);
  line('interaction → acknowledgement p50 / p99 ms', `${fmt(last.ack.p50, 1)} / ${fmt(last.ack.p99, 1)}`, 'p99 ≤ 20 ms');
  line('interaction → board image posted p50 / p99 ms', `${fmt(last.posted.p50, 1)} / ${fmt(last.posted.p99, 1)}`, 'p99 ≤ 100 ms');
  line('actions per second sustained, each with its board image', fmt(last.actionsPerSecond, 1), '≥ 100/s');
  line('floor: no-op /ping acknowledgement p50 / p99 ms', `${fmt(last.floor.p50, 1)} / ${fmt(last.floor.p99, 1)}`);
  line('ratio of /move to /ping acknowledgement (p50)', fmt(last.ack.p50 / last.floor.p50, 2));

  console.log(`\nBot CPU per action (render, Prisma, discord.js), ${rounds} round(s): median (range) and ratio to node's defaults in the same round`);
  const base = runs.get(NODE_DEFAULTS)!;
  for (const [flags, figures] of runs) {
    const cpu = figures.map((f) => f.cpuPerAction);
    const ratios = figures.map((f, i) => f.cpuPerAction / base[i].cpuPerAction);
    const value = `${fmt(median(cpu), 1)} ms (${spread(cpu, 1)})`;
    line(`  ${gcLabel(flags)}${sameFlags(flags, start) ? ' ← npm start' : ''}`, sameFlags(flags, NODE_DEFAULTS) ? `${value}  ×1` : `${value}  ×${fmt(median(ratios), 2)} (${spread(ratios, 2)})`);
  }
}
