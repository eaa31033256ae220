// The daily digest of a player waiting in very many matches still fits one DM.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MatchService } from '../../src/matches/service.js';
import { Correspondence } from '../../src/matches/correspondence.js';
import { ManualClock } from '../../src/matches/clock.js';
import { LIMITS } from '../../src/matches/limits.js';
import { openTestDb, type TestDb } from '../support/db.js';

// 19-digit snowflakes, the longest Discord hands out today.
const alice = { id: '1100000000000000001' };
const bob = { id: '1100000000000000002' };
const guildId = '1200000000000000001';

describe('daily digest at the largest realistic size', () => {
  let db: TestDb;
  let clock: ManualClock;
  let corr: Correspondence;
  const ids: number[] = [];

  beforeAll(async () => {
    db = await openTestDb('postgres');
    clock = new ManualClock(Date.UTC(2026, 10, 23, 10)); // a Monday
    const service = new MatchService(db.prisma, clock);
    corr = new Correspondence(db.prisma, clock);
    for (let i = 0; i < 110; i++) {
      const c = await service.challenge({
        game: 'agog', challenger: alice, invitees: [bob], guildId, channelId: String(1300000000000000000n + BigInt(i)),
        options: {}, challengerSeat: 0, daysPerMove: i % 3 ? 1 : 14, pauseWeekends: false,
      });
      if (!c.ok) throw new Error(c.error);
      const a = await service.accept(c.challenge.id, bob);
      if (!a.ok || !a.match) throw new Error('accept');
      ids.push(a.match.id);
    }
  }, 120_000);
  afterAll(async () => db?.dispose());

  async function digestFor(userId: string): Promise<string> {
    await db.prisma.outbox.deleteMany({});
    await corr.runDue();
    const rows = await db.prisma.outbox.findMany({ where: { kind: 'direct' } });
    const mine = rows.map((r) => r.payload as { userId: string; content: string }).filter((p) => p.userId === userId);
    expect(mine).toHaveLength(1);
    return mine[0].content;
  }

  it('lists as many matches as fit in 2,000 characters, soonest first, and says how many more', async () => {
    clock.set(new Date(Date.UTC(2026, 10, 23, 8, 30)));
    await corr.runDue(); // schedules today's digest
    clock.set(new Date(Date.UTC(2026, 10, 23, 9, 1)));
    const content = await digestFor(alice.id);
    expect(content.length).toBeLessThanOrEqual(LIMITS.content);
    expect(content).toMatch(/^Your move is waiting in 110 matches:/);
    const listed = [...content.matchAll(/^• #(\d+) /gm)].map((m) => Number(m[1]));
    expect(listed.length).toBeGreaterThan(10);
    expect(content).toContain(`…and ${110 - listed.length} more`);
    expect(content).toMatch(/\/settings digest:off/);
    // one-day clocks come before fourteen-day ones
    expect(listed.every((id) => ids.indexOf(id) % 3 !== 0)).toBe(true);
  });

  it('says an overdue match is overdue, not "time is up left"', async () => {
    clock.set(new Date(Date.UTC(2026, 10, 25, 8, 30)));
    await corr.runDue();
    clock.set(new Date(Date.UTC(2026, 10, 25, 9, 1)));
    const content = await digestFor(alice.id);
    expect(content.length).toBeLessThanOrEqual(LIMITS.content);
    expect(content).not.toMatch(/time is up left/);
    expect(content).toMatch(/— time is up —/);
  });
});
