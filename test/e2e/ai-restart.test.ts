// A kill while the AI is thinking: the real `npm start` process is killed
// (SIGKILL, no clean-up) after it claimed the AI's turn and before the move;
// the restarted process takes its own claim back at once, instead of after the
// five-minute lease, and the move arrives once.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { openTable, sleep, type Table } from './harness.js';
import { buildEntry, root, startArgs, startEnv } from '../support/entry.js';
import { AI_LEASE_MS } from '../../src/matches/ai-turns.js';

let t: Table;
beforeAll(async () => {
  buildEntry();
  t = await openTable();
  await t.bot.stop(); // the processes under test are the real entry point's
});
afterAll(async () => t?.close());

interface Entry {
  child: ChildProcess;
  logged: { msg: string }[];
  exited: Promise<void>;
}

function startEntry(): Entry {
  const env = {
    ...process.env,
    ...startEnv(),
    ...t.discord.env({ DEV_GUILD_ID: t.guild.id }),
    DISCORD_TOKEN: `${t.discord.botToken}.${'x'.repeat(60)}`,
    DATABASE_URL: t.dbUrl,
    LOG_LEVEL: 'info',
    DOTENV_CONFIG_PATH: '/nonexistent',
    AI_MOVE_DELAY_MS: '0',
  };
  const child = spawn(process.execPath, startArgs(), { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] });
  const logged: { msg: string }[] = [];
  createInterface({ input: child.stdout! }).on('line', (l) => {
    try {
      logged.push(JSON.parse(l));
    } catch {
      // not a log line
    }
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { child, logged, exited };
}

async function ready(e: Entry): Promise<void> {
  await expect.poll(() => e.logged.some((l) => l.msg === 'bot ready'), { timeout: 60_000, interval: 50 }).toBe(true);
}

async function kill(e: Entry, signal: NodeJS.Signals): Promise<void> {
  if (e.child.exitCode !== null || e.child.signalCode !== null) return;
  e.child.kill(signal);
  await Promise.race([e.exited, sleep(10_000)]);
}

describe('the bot killed while the AI thinks', () => {
  it('the restarted process takes its claimed turn back at once: the move arrives once, within 30 s of the restart', async () => {
    const { discord, alice } = t;
    const bot = discord.world.bot;
    const entries: Entry[] = [];
    try {
      const first = startEntry();
      entries.push(first);
      await ready(first);
      // Go*Mofasta's wide move lists make a hard search take seconds: long enough to be killed in.
      const reply = await (await discord.as(alice).slash(t.games, 'challenge gomofasta', { opponent: bot, days: 'none', level: 'hard', board: 13 })).reply(20_000);
      const thread = await discord.waitForThread(t.games, (th) => th.id === reply.id, 20_000);
      const opening = await discord.waitForMessage(thread, (m) => /has begun/.test(m.content), 20_000);
      const matchId = Number(/match #(\d+)/i.exec(opening.content)![1]);
      const match = () => t.db.prisma.match.findUniqueOrThrow({ where: { id: matchId }, select: { version: true } });
      const aiActions = () => t.db.prisma.matchAction.count({ where: { matchId, userId: bot.id } });
      if ((await aiActions()) === 0 && (await t.db.prisma.timer.count({ where: { matchId, kind: 'ai' } })) === 0) {
        // Alice moves first: her move makes it the AI's turn.
        const choices = await discord.as(alice).autocomplete(thread, 'move', { action: '' }, 'action');
        const h = await discord.as(alice).slash(thread, 'move', { action: String(choices[0].value) });
        expect((await h.reply(20_000)).content).toContain('Played');
      }

      // The AI's turn claimed by this process (its lease minutes away), and no move yet: it is thinking.
      const claimed = async () => t.db.prisma.timer.findFirst({ where: { matchId, kind: 'ai', doneAt: null, holder: 'main', dueAt: { gt: new Date(Date.now() + AI_LEASE_MS / 2) } } });
      await expect.poll(claimed, { timeout: 30_000, interval: 10 }).not.toBeNull();
      const before = await match();
      const actionsBefore = await aiActions();
      await sleep(200);
      await kill(first, 'SIGKILL');
      expect(first.child.signalCode).toBe('SIGKILL');
      // Killed mid-thought: nothing was played, the claim stands with its lease.
      expect(await aiActions()).toBe(actionsBefore);
      const left = await claimed();
      expect(left).not.toBeNull();
      const boardAfterAi = `match-${matchId}-v${before.version + 1}.png`;
      expect(discord.messages(thread).some((m) => m.attachments.some((a) => a.filename === boardAfterAi))).toBe(false);

      const restartedAt = Date.now();
      const second = startEntry();
      entries.push(second);
      const post = await discord.waitForMessage(thread, (m) => m.attachments.some((a) => a.filename === boardAfterAi), 30_000);
      const arrivedAfter = Date.now() - restartedAt;
      expect(arrivedAfter).toBeLessThan(30_000);
      expect(post.content).toContain(`<@${alice.id}>, your move`);
      expect(second.logged.some((l) => l.msg === 'taking back the AI turns left unfinished before the restart')).toBe(true);
      // Once: one action, one version, one board post, the timer done.
      await sleep(1500);
      expect(await aiActions()).toBe(actionsBefore + 1);
      expect((await match()).version).toBe(before.version + 1);
      expect(discord.messages(thread).filter((m) => m.attachments.some((a) => a.filename === boardAfterAi))).toHaveLength(1);
      expect(await t.db.prisma.timer.findUnique({ where: { id: left!.id }, select: { doneAt: true } })).toMatchObject({ doneAt: expect.any(Date) });
      console.log(`AI move after the restart: ${arrivedAfter} ms`);
    } finally {
      for (const e of entries) await kill(e, 'SIGTERM');
    }
  }, 180_000);
});
