// What the tournament e2e tests share: waiting for a tournament to settle.
import { sleep, type Table } from './harness.js';

/**
 * Runs the bot's periodic work until the tournament's rounds are started, its
 * posts shown and every post delivered; says what is left if it never does.
 */
export async function settle(t: Table, id: number, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    await t.bot.tick();
    const row = await t.db.prisma.tournament.findUnique({ where: { id } });
    const starting = await t.db.prisma.tournamentRound.findMany({ where: { tournamentId: id, status: 'starting' } });
    const undelivered = await t.db.prisma.outbox.findMany({ where: { deliveredAt: null }, select: { id: true, kind: true, holder: true, dueAt: true, lastError: true } });
    if (row && row.shownVersion >= row.version && starting.length === 0 && undelivered.length === 0) return;
    if (Date.now() > until) {
      throw new Error(`tournament #${id} did not settle: ${JSON.stringify({ shown: row?.shownVersion, version: row?.version, starting, undelivered: undelivered.slice(0, 5) })}`);
    }
    await sleep(50);
  }
}
