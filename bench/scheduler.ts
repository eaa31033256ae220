// The cost of a scheduler tick with 100,000 stored matches: the due-row scan
// must stay cheap however many matches (and timers) the database holds.
import { openDatabase } from '../src/db/client.js';
import { Correspondence } from '../src/matches/correspondence.js';
import { ManualClock } from '../src/matches/clock.js';
import { createPostgresDatabase } from '../test/support/db.js';
import { fmt, line, summarise } from './stats.js';

const MATCHES = 100_000;

export async function benchScheduler(): Promise<void> {
  console.log(`\nScheduler on Postgres, ${MATCHES.toLocaleString('en')} stored matches`);
  const created = await createPostgresDatabase();
  const db = await openDatabase({ url: created.url });
  try {
    const start = Date.UTC(2026, 10, 23, 12);
    // Matches whose turns started over the last 3 days, each with its reminder
    // and time-out rows; a fraction already done, as in a living database.
    await db.sql.exec(`
      INSERT INTO "Match" (game, seed, options, state, status, "channelId", "updatedAt", "waitingFor", "movedSeats", "daysPerMove", "turnStartedAt", deadline)
      SELECT 'agog', 's' || g, '{}', '{}', CASE WHEN g % 5 = 0 THEN 'finished' ELSE 'active' END, '100000000000000000', now(),
             ARRAY['1000000000000' || (g % 5000)::text], '{0}', 3,
             to_timestamp(${start / 1000} - (g % 259200)), to_timestamp(${start / 1000} - (g % 259200) + 259200)
      FROM generate_series(1, ${MATCHES}) g;
      INSERT INTO "Timer" (key, kind, "matchId", version, "dueAt", "doneAt")
      SELECT 'reminder:' || id || ':' || extract(epoch FROM "turnStartedAt")::bigint * 1000, 'reminder', id, 0,
             "turnStartedAt" + interval '57.6 hours', CASE WHEN id % 3 = 0 THEN now() END FROM "Match";
      INSERT INTO "Timer" (key, kind, "matchId", version, "dueAt")
      SELECT 'timeout:' || id || ':' || extract(epoch FROM deadline)::bigint * 1000, 'timeout', id, 0, deadline FROM "Match";
      ANALYZE "Match"; ANALYZE "Timer";`);
    const clock = new ManualClock(start);
    const corr = new Correspondence(db.prisma, clock);
    await corr.runDue(); // first tick clears the backlog already due at "now"
    const times: number[] = [];
    for (let i = 0; i < 300; i++) {
      clock.advance(2_000); // a tick every 2 s of clock time: a few rows come due each time
      const t = performance.now();
      await corr.runDue();
      times.push(performance.now() - t);
    }
    const s = summarise(times.slice(10));
    line('scheduler tick (claim due timers, act, mark done) p50 ms', fmt(s.p50));
    line('scheduler tick p99 ms', fmt(s.p99), '≤ 20 ms');
    const plan = await db.sql.query(`EXPLAIN SELECT id FROM "Timer" WHERE "doneAt" IS NULL AND "dueAt" <= now() ORDER BY "dueAt" LIMIT 100`);
    const usesIndex = plan.some((r) => String(r['QUERY PLAN']).includes('Timer_due_idx'));
    line('due-row scan uses the index of timers still to do', usesIndex ? 'yes' : 'NO');
  } finally {
    await db.close();
    await created.drop();
  }
}
