// A separate process that handles due timers: two of these race in a test.
// Usage: tsx test/support/run-due.ts <databaseUrl> <nowIso>
import { openDatabase } from '../../src/db/client.js';
import { Correspondence } from '../../src/matches/correspondence.js';
import { ManualClock } from '../../src/matches/clock.js';

const [url, nowIso] = process.argv.slice(2);
const db = await openDatabase({ url, migrate: false });
const c = new Correspondence(db.prisma, new ManualClock(new Date(nowIso).getTime()));
const handled: number[] = [];
for (;;) {
  const ids = await c.runDue(5);
  if (ids.length === 0) {
    const left = await db.prisma.timer.count({ where: { doneAt: null, dueAt: { lte: new Date(nowIso) } } });
    if (left === 0) break;
    continue;
  }
  handled.push(...ids);
}
console.log(JSON.stringify(handled));
await db.close();
