// Restarts: a fresh bot on the same database and stand-in picks up where the
// old one stopped — buttons on old posts, pending outbox rows — and the real
// `npm start` entry point runs against the stand-in.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import {
  openTable,
  startMatch,
  buttonOf,
  boardPostsOf,
  waitForBoardPost,
  matchState,
  makeOutboxDue,
  outboxSettled,
  sleep,
  playAndExpect,
  firstSuggestion as firstSuggestionOf,
  type Table,
} from './harness.js';
import type { ChannelRecord, MessageView } from '../discord-standin/index.js';

type User = Table['alice'];

let t: Table;
beforeAll(async () => {
  t = await openTable();
});
afterAll(async () => t?.close());


const move = (user: User, channel: ChannelRecord, action: string, timeoutMs?: number) => playAndExpect(t, user, channel, action, timeoutMs);
const firstSuggestion = (matchId: number, user: User) => firstSuggestionOf(t, matchId, user);

describe('restarting the bot', () => {
  it('mid-match: buttons on the old board and the next /move work after a restart', async () => {
    const { discord, alice, bob } = t;
    const { thread, board, matchId } = await startMatch(t, alice, bob, { days: 'none' });
    await move(alice, thread, 'ab6');
    const latest = await waitForBoardPost(t, thread, matchId, 1);
    await outboxSettled(t, matchId);
    const identifies = discord.gateway.stats.identifies;

    await t.restart();
    expect(discord.gateway.stats.identifies).toBe(identifies + 1);

    // "Play" on the board posted by the previous process opens the picker.
    const h = await discord.as(bob).click(latest, buttonOf(latest, 'Play'));
    expect((await h.ack()).ms).toBeLessThan(3000);
    const picker = await h.reply();
    expect(picker.ephemeral).toBe(true);
    expect(picker.content).toContain(`Match #${matchId}: choose what to act with`);
    expect(picker.selects[0].options.length).toBeGreaterThan(0);
    // The opening board is still recognised as stale.
    const stale = await discord.as(bob).click(board, buttonOf(board, 'Play'));
    expect((await stale.ack()).ms).toBeLessThan(3000);
    expect((await stale.reply()).content).toMatch(/board has moved on/);

    const before = await matchState(t, matchId);
    const action = await firstSuggestion(matchId, bob);
    await move(bob, thread, action);
    await waitForBoardPost(t, thread, matchId, 2);
    await outboxSettled(t, matchId);
    await sleep(300);
    const after = await matchState(t, matchId);
    expect(after.version).toBe(before.version + 1);
    expect(after.actions).toBe(before.actions + 1);
    expect(boardPostsOf(t, thread, matchId, 2)).toHaveLength(1);
    // Only the new process answered (the old one would have produced a 40060 second callback).
    const cbs = discord.requests.filter((r) => r.path.includes('/callback') && r.status >= 400);
    expect(cbs).toEqual([]);
  });

  it('a board post that failed before the restart is delivered exactly once by the new process', async () => {
    const { discord, alice, bob } = t;
    const { thread, matchId } = await startMatch(t, alice, bob, { days: 'none' });
    const before = await matchState(t, matchId);
    const broken = discord.faults.serverError({ method: 'POST', path: '/channels/:id/messages' }, { status: 503, times: Infinity });
    try {
      const reply = await move(alice, thread, 'ab6');
      expect(reply.content).not.toMatch(/discord\.com\/channels/);
      expect(broken.hits).toBeGreaterThanOrEqual(1);
    } finally {
      broken.cancel();
      discord.faults.clear();
    }
    // The reply row is marked delivered just after Discord took the reply.
    let pending = await t.db.prisma.outbox.findMany({ where: { matchId, deliveredAt: null } });
    for (let i = 0; i < 50 && pending.some((p) => p.kind === 'reply'); i++) {
      await sleep(50);
      pending = await t.db.prisma.outbox.findMany({ where: { matchId, deliveredAt: null } });
    }
    expect(pending.map((p) => [p.kind, p.lastError])).toEqual([["board", expect.anything()]]);
    expect(pending[0].kind).toBe('board');
    // Pretend a long back-off, so no poller (old or new) takes it before we say so.
    await t.db.prisma.outbox.update({ where: { id: pending[0].id }, data: { dueAt: new Date(Date.now() + 3_600_000) } });

    await t.restart();
    t.bot.ctx.dispatcher.stop();
    await sleep(300);
    expect(boardPostsOf(t, thread, matchId, 1)).toHaveLength(0);
    try {
      expect(await makeOutboxDue(t, { matchId })).toBe(1);
      expect(await t.bot.ctx.dispatcher.tick()).toBe(1);
      expect(await t.bot.ctx.dispatcher.tick()).toBe(0);
    } finally {
      t.bot.ctx.dispatcher.start(250);
    }
    await waitForBoardPost(t, thread, matchId, 1);
    await sleep(600); // a poll or two later: still one
    expect(boardPostsOf(t, thread, matchId, 1)).toHaveLength(1);
    const after = await matchState(t, matchId);
    expect(after.version).toBe(before.version + 1);
    expect(after.actions).toBe(before.actions + 1);
    expect(after.pendingOutbox).toBe(0);
    // And play goes on.
    await move(bob, thread, await firstSuggestion(matchId, bob));
    await waitForBoardPost(t, thread, matchId, 2);
  });

  it('the real `npm start` entry point registers its commands and answers /move', async () => {
    const { discord, alice, bob, guild } = t;
    const { thread, matchId } = await startMatch(t, alice, bob, { days: 'none' });
    await t.bot.stop();
    const since = Date.now();
    let child: ChildProcess | null = null;
    let stderr = '';
    try {
      child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: process.cwd(),
        env: {
          ...process.env,
          ...discord.env({ DEV_GUILD_ID: guild.id }),
          // The stand-in accepts any token; the config wants one that looks real.
          DISCORD_TOKEN: `${discord.botToken}.${'x'.repeat(60)}`,
          DATABASE_URL: t.dbUrl,
          LOG_LEVEL: 'silent',
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
      const put = await discord
        .waitForRequest((r) => r.at >= since && r.method === 'PUT' && r.path === `/applications/${discord.world.applicationId}/guilds/${guild.id}/commands`, 40_000)
        .catch((err: unknown) => {
          throw new Error(`the child bot did not register its commands: ${String(err)}\n${stderr}`);
        });
      expect(put.status).toBe(200);
      expect((put.body as { name: string }[]).map((c) => c.name)).toContain('move');
      await sleep(500); // the ready handler goes on to start the outbox loop

      const h = await discord.as(alice).slash(thread, 'move', { action: 'ab6' });
      const ack = await h.ack(10_000);
      expect(ack.ms).toBeLessThan(3000);
      expect((await h.reply(10_000)).content).toContain('Played `ab6`');
      await waitForBoardPost(t, thread, matchId, 1, 10_000);
      const v = await t.db.prisma.match.findUnique({ where: { id: matchId }, select: { version: true } });
      expect(v?.version).toBe(1);
    } finally {
      if (child && child.exitCode === null) {
        const exited = new Promise<number | null>((resolve) => child!.once('exit', (code) => resolve(code)));
        child.kill('SIGTERM');
        const code = await Promise.race([exited, sleep(10_000).then(() => 'timeout' as const)]);
        if (code === 'timeout') child.kill('SIGKILL');
        else expect(code).toBe(0);
      }
    }
  });
});
