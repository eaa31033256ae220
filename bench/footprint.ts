// The bot's footprint on a small server: the real entry point, started as
// `npm start` starts it, against the loopback stand-in, on each database.
// RSS is read from outside (/proc), the heap from inside (the bot logs
// process.memoryUsage() on SIGUSR2). Then 1,000 actions across 200 matches,
// to show that nothing is kept per match.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { startStandIn, type ChannelRecord, type StandIn, type UserRecord } from '../test/discord-standin/index.js';
import { createPostgresDatabase } from '../test/support/db.js';
import { buildEntry, root, startEnv } from '../test/support/entry.js';
import { argsWith, cpuSeconds, gcFlagsOf, gcLabel, parseGcVariants, type GcFlags } from './e2e.js';
import { fmt, line } from './stats.js';

const MATCHES = 200;
const MOVES_PER_MATCH = 4; // and a resignation: 5 actions a match, 1,000 in all
const CONCURRENT = 5;
const IDLE_SECONDS = 15;
const READY_SAMPLES = 5;
const MB = 1024 * 1024;

function rssBytes(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) * 1024 : NaN;
}

/** With BENCH_SMAPS_DIR set, the bot's memory map is kept at each figure, to see which mappings grow. */
function saveSmaps(pid: number, label: string): void {
  const dir = process.env.BENCH_SMAPS_DIR;
  if (dir) writeFileSync(path.join(dir, `smaps-${pid}-${label}.txt`), readFileSync(`/proc/${pid}/smaps`));
}

interface Memory {
  heapUsed: number;
  heapTotal: number;
  external: number;
  wasmHeap?: number;
  threadHeapUsed?: number;
  threadHeapTotal?: number;
}

interface Running {
  child: ChildProcess;
  /** ms from spawn to the 'bot ready' log line. */
  readyMs: number;
  /** Resolves with the next 'memory' log line. */
  memory(): Promise<Memory>;
  stop(): Promise<void>;
}

async function startBot(env: NodeJS.ProcessEnv, flags: GcFlags): Promise<Running> {
  const spawned = performance.now();
  // BENCH_BOT_NODE_ARGS, e.g. "--heapsnapshot-signal=SIGPWR", to look inside the bot process.
  const extra = process.env.BENCH_BOT_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...extra, ...argsWith(flags)], { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] });
  const waiting: ((entry: Record<string, unknown>) => boolean)[] = [];
  // BENCH_BOT_ECHO=1 (with BENCH_BOT_LOG_LEVEL=debug, say) shows the bot's log lines.
  const echo = Boolean(process.env.BENCH_BOT_ECHO);
  createInterface({ input: child.stdout! }).on('line', (text) => {
    if (echo) console.error(text);
    let entry: Record<string, unknown>;
    try {
      entry = JSON.parse(text);
    } catch {
      return;
    }
    for (let i = 0; i < waiting.length; i++) if (waiting[i](entry)) waiting.splice(i--, 1);
  });
  const next = (msg: string) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`bot did not log "${msg}"`)), 60_000);
      waiting.push((e) => (e.msg === msg ? (clearTimeout(timer), resolve(e), true) : false));
    });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await Promise.race([next('bot ready'), exited.then(() => Promise.reject(new Error('bot exited before ready')))]);
  const readyMs = performance.now() - spawned;
  return {
    child,
    readyMs,
    async memory() {
      // With --heapsnapshot-signal=SIG… among BENCH_BOT_NODE_ARGS, a snapshot goes with each figure (into the repository root).
      const snapshot = /--heapsnapshot-signal=(\w+)/.exec(extra.join(' '))?.[1];
      if (snapshot) child.kill(snapshot as NodeJS.Signals);
      const logged = next('memory');
      child.kill('SIGUSR2');
      const e = (await logged) as { memory: Memory; database?: { wasmHeap: number; threadHeapUsed: number; threadHeapTotal: number } };
      return { ...e.memory, ...e.database };
    },
    async stop() {
      child.kill('SIGTERM');
      // A bot that does not stop within 10 s is hung (60 s while it may still be writing a heap snapshot): say so rather than wait forever.
      const limit = /--heapsnapshot-signal/.test(extra.join(' ')) ? 60 : 10;
      const hung = setTimeout(() => {
        console.error(`bot did not stop on SIGTERM within ${limit} s: killed`);
        child.kill('SIGKILL');
      }, limit * 1000);
      await exited;
      clearTimeout(hung);
    },
  };
}

/** One match: challenge, accept, four moves picked from autocomplete, a resignation. */
async function playMatch(discord: StandIn, games: ChannelRecord, [white, black]: UserRecord[]): Promise<number> {
  // `/challenge agog …` where the game is a subcommand, `/challenge game:agog …` where it is an option.
  const def = discord.commands(games.guildId!).find((c) => c.name === 'challenge') as { options?: { type: number }[] } | undefined;
  const bySubcommand = def?.options?.some((o) => o.type === 1);
  const options = { opponent: black, colour: 'white', days: 'none', ...(bySubcommand ? {} : { game: 'agog' }) };
  const ch = await (await discord.as(white).slash(games, bySubcommand ? 'challenge agog' : 'challenge', options)).reply();
  await (await discord.as(black).click(ch, ch.buttons.find((b) => b.label === 'Accept')!.customId!)).ack();
  const thread = await discord.waitForThread(games, (th) => th.id === ch.id);
  await discord.waitForMessage(thread, (m) => /has begun/.test(m.content));
  let actions = 0;
  for (let k = 0; k < MOVES_PER_MATCH; k++) {
    const mover = k % 2 === 0 ? white : black;
    const [choice] = await discord.as(mover).autocomplete(thread, 'move', { action: '' }, 'action');
    if (!choice) throw new Error('no legal move offered');
    const reply = await (await discord.as(mover).slash(thread, 'move', { action: String(choice.value) })).reply();
    if (!reply.content.includes('Played')) throw new Error(`move refused: ${reply.content}`);
    actions++;
  }
  const ask = await (await discord.as(white).slash(thread, 'resign', {})).reply();
  await (await discord.as(white).click(ask, ask.buttons.find((b) => b.label === 'Yes, resign')!.customId!)).ack();
  return actions + 1;
}

const heapFigures = (m: Memory) => `${fmt(m.heapUsed / MB, 0)} / ${fmt(m.heapTotal / MB, 0)}, ${fmt(m.external / MB, 0)}`;

export async function measure(kind: 'postgres' | 'pglite', flags = gcFlagsOf()): Promise<void> {
  console.log(`\nFootprint on ${kind === 'postgres' ? 'Postgres' : 'the embedded database (PGlite)'}, ${gcLabel(flags)}: ${Object.entries(startEnv()).map(([k, v]) => `${k}=${v} `).join('')}node ${argsWith(flags).join(' ')}`);
  // Memory is measured here, not latency: a slow answer on a busy shared machine must not fail the run.
  const discord = await startStandIn({ defaultTimeoutMs: 30_000, interactionDeadlineMs: 30_000 });
  const guild = discord.world.createGuild('Footprint');
  const games = discord.world.createTextChannel(guild, 'games');
  const users = Array.from({ length: MATCHES * 2 }, (_, i) => discord.world.createUser(`player${i}`, { memberOf: [guild] }));
  const created = kind === 'postgres' ? await createPostgresDatabase() : null;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'footprint-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...startEnv(),
    ...discord.env({ DEV_GUILD_ID: guild.id }),
    DISCORD_TOKEN: `bench.${'x'.repeat(60)}`,
    LOG_LEVEL: process.env.BENCH_BOT_LOG_LEVEL ?? 'info',
    DISCORD_REST_RPS: '100000',
    DOTENV_CONFIG_PATH: '/nonexistent',
    DATA_DIR: dataDir,
  };
  if (created) env.DATABASE_URL = created.url;
  else delete env.DATABASE_URL;
  try {
    const aim = kind === 'postgres' ? '≤ 150' : '≤ 250';
    const settle = () => new Promise((r) => setTimeout(r, IDLE_SECONDS * 1000));
    // The first start creates (PGlite) and migrates the database; a user's every later start is the second.
    const first = await startBot(env, flags);
    line('time to "bot ready", first start (creates/migrates) s', fmt(first.readyMs / 1000, 2));
    await settle();
    line(`idle RSS ${IDLE_SECONDS} s after the first start, MB`, fmt(rssBytes(first.child.pid!) / MB, 0), aim);
    await first.stop();
    // One start is one sample on a machine that may be busy: the median of a few.
    const readyMs: number[] = [];
    for (let k = 0; k < READY_SAMPLES - 1; k++) {
      const quick = await startBot(env, flags);
      readyMs.push(quick.readyMs);
      await quick.stop();
    }
    const bot = await startBot(env, flags);
    readyMs.push(bot.readyMs);
    try {
      const sorted = readyMs.sort((a, b) => a - b);
      line(`time to "bot ready", later starts, median of ${sorted.length} s`, fmt(sorted[sorted.length >> 1] / 1000, 2), '≤ 2');
      line('  fastest / slowest s', `${fmt(sorted[0] / 1000, 2)} / ${fmt(sorted.at(-1)! / 1000, 2)}`);
      await settle();
      const idle = rssBytes(bot.child.pid!);
      saveSmaps(bot.child.pid!, 'idle');
      const idleHeap = await bot.memory();
      line(`idle RSS ${IDLE_SECONDS} s after ready, MB`, fmt(idle / MB, 0), aim);
      line('idle heap used / total, external MB', heapFigures(idleHeap));
      if (idleHeap.wasmHeap !== undefined) line('PGlite WebAssembly heap, MB', fmt(idleHeap.wasmHeap / MB, 0));
      if (idleHeap.threadHeapUsed !== undefined) line("PGlite thread's heap used / total, MB", `${fmt(idleHeap.threadHeapUsed / MB, 0)} / ${fmt(idleHeap.threadHeapTotal! / MB, 0)}`);
      // FOOTPRINT_ROUNDS=2 or more repeats the run, to tell a one-off warm-up from growth per action; 0 measures start-up alone.
      const rounds = Math.max(0, Number(process.env.FOOTPRINT_ROUNDS ?? 1) || 0);
      for (let round = 1; round <= rounds; round++) {
        let next = 0;
        let actions = 0;
        const started = Date.now();
        const cpu0 = cpuSeconds(bot.child.pid!);
        await Promise.all(
          Array.from({ length: CONCURRENT }, async () => {
            for (let i = next++; i < MATCHES; i = next++) {
              const played = await playMatch(discord, games, [users[2 * i], users[2 * i + 1]]);
              actions += played;
            }
          }),
        );
        const seconds = (Date.now() - started) / 1000;
        const cpu = cpuSeconds(bot.child.pid!) - cpu0;
        await settle(); // as for idle: the same wait after the last action
        const after = rssBytes(bot.child.pid!);
        saveSmaps(bot.child.pid!, `after${round}`);
        const afterHeap = await bot.memory();
        const label = round === 1 ? `${actions} actions across ${MATCHES} matches` : `${round * actions} actions (round ${round})`;
        line(`RSS ${IDLE_SECONDS} s after ${label}, MB`, fmt(after / MB, 0), `≤ idle + 30 (${fmt(idle / MB + 30, 0)})`);
        line('heap used / total, external after them, MB', heapFigures(afterHeap));
        if (afterHeap.wasmHeap !== undefined) line('PGlite WebAssembly heap after them, MB', fmt(afterHeap.wasmHeap / MB, 0));
        if (afterHeap.threadHeapUsed !== undefined) line("PGlite thread's heap used / total after them, MB", `${fmt(afterHeap.threadHeapUsed / MB, 0)} / ${fmt(afterHeap.threadHeapTotal! / MB, 0)}`);
        if (round > 1) continue;
        line('actions per second during the run', fmt(actions / seconds, 1));
        line('bot CPU per action, ms (challenge, clicks, autocomplete too)', fmt((cpu * 1000) / actions, 1));
      }
    } finally {
      await bot.stop();
    }
  } finally {
    await discord.stop();
    await created?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchFootprint(): Promise<void> {
  buildEntry();
  // FOOTPRINT_DB=postgres or pglite measures one database only; FOOTPRINT_GC other memory flags than npm start's, in turn (as BENCH_GC, see e2e.ts).
  const only = process.env.FOOTPRINT_DB;
  const variants = process.env.FOOTPRINT_GC ? parseGcVariants(process.env.FOOTPRINT_GC) : [gcFlagsOf()];
  for (const flags of variants) {
    if (only !== 'pglite') await measure('postgres', flags);
    if (only !== 'postgres') await measure('pglite', flags);
  }
}
