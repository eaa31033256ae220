// A crash between an action's commit and its reply: the real entry point is
// killed while the board post is in flight; the next process delivers the post
// and finishes the player's own /move reply (not left at "thinking…"), at once
// after it is ready rather than after the grace period or lease.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { openTable, startMatch, boardPostsOf, sleep, type Table } from './harness.js';

let t: Table;
beforeAll(async () => {
  t = await openTable();
});
afterAll(async () => t?.close());

function startEntry(t: Table): { child: ChildProcess; stderr: () => string } {
  let stderr = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: process.cwd(),
    env: {
      ...process.env,
      ...t.discord.env({ DEV_GUILD_ID: t.guild.id }),
      DISCORD_TOKEN: `${t.discord.botToken}.${'x'.repeat(60)}`,
      DATABASE_URL: t.dbUrl,
      LOG_LEVEL: 'silent',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  return { child, stderr: () => stderr };
}

async function commandsRegistered(t: Table, since: number, stderr: () => string): Promise<number> {
  const put = await t.discord
    .waitForRequest((r) => r.at >= since && r.method === 'PUT' && r.path.endsWith(`/guilds/${t.guild.id}/commands`), 40_000)
    .catch((err: unknown) => {
      throw new Error(`the bot did not register its commands: ${String(err)}\n${stderr()}`);
    });
  return put.at;
}

async function stop(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill(signal);
  await Promise.race([exited, sleep(10_000)]);
}

describe('a crash after an action is committed', () => {
  it('the next process delivers the board post and finishes the player’s reply with its link', async () => {
    const { discord, alice, bob } = t;
    const { thread, matchId } = await startMatch(t, alice, bob, { days: 'none' });
    await t.bot.stop();
    const children: ChildProcess[] = [];
    try {
      const started = Date.now();
      const first = startEntry(t);
      children.push(first.child);
      await commandsRegistered(t, started, first.stderr);
      await sleep(500); // the ready handler goes on to start the outbox loop

      // The board post hangs, and the process dies while it does.
      discord.faults.delay({ method: 'POST', path: '/channels/:id/messages' }, 4000, { times: 1 });
      discord.faults.serverError({ method: 'POST', path: '/channels/:id/messages' }, { status: 503, times: 1 });
      const h = await discord.as(alice).slash(thread, 'move', { action: 'ab6' });
      expect((await h.ack(10_000)).ms).toBeLessThan(3000);
      for (let i = 0; i < 100; i++) {
        const m = await t.db.prisma.match.findUnique({ where: { id: matchId }, select: { version: true } });
        if (m?.version === 1) break;
        await sleep(50);
      }
      await sleep(300);
      await stop(first.child, 'SIGKILL');
      expect(h.record.finalMessageId ?? null).toBeNull(); // still "thinking…"
      expect(boardPostsOf(t, thread, matchId, 1)).toHaveLength(0);

      const since = Date.now();
      const second = startEntry(t);
      children.push(second.child);
      const ready = await commandsRegistered(t, since, second.stderr);
      const reply = await h.reply(20_000);
      const answeredAfterReady = Date.now() - ready;
      const [board] = boardPostsOf(t, thread, matchId, 1);
      expect(board).toBeDefined();
      expect(reply.content).toContain('Played `ab6`');
      expect(reply.content).toContain(`/${thread.id}/${board.id}`);
      // Taken back at start-up, not after the 15 s grace period or the dead process's 30 s lease.
      expect(answeredAfterReady).toBeLessThan(8000);
      await sleep(500);
      expect(boardPostsOf(t, thread, matchId, 1)).toHaveLength(1);
      expect(await t.db.prisma.outbox.count({ where: { matchId, deliveredAt: null } })).toBe(0);
    } finally {
      discord.faults.clear();
      for (const c of children) await stop(c, 'SIGTERM');
    }
  });
});
