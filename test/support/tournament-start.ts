// A separate process that starts the paired tournament rounds nobody holds: two of these race in a test.
// Usage: tsx test/support/tournament-start.ts <databaseUrl> <nowIso> <instanceKey>
import { openDatabase } from '../../src/db/client.js';
import { MatchService } from '../../src/matches/service.js';
import { ManualClock } from '../../src/matches/clock.js';
import { TournamentService } from '../../src/tournaments/service.js';

const [url, nowIso, holder] = process.argv.slice(2);
const db = await openDatabase({ url, migrate: false });
const clock = new ManualClock(new Date(nowIso).getTime());
const tournaments = new TournamentService(db.prisma, new MatchService(db.prisma, clock, holder), clock, holder);
const made: number[] = [];
// No Discord here: the matches are played in the tournament's channel; their posts stay in the outbox.
const started = await tournaments.startRounds({ openMatchThread: async () => null, deliver: async (ids) => void made.push(...ids) }, 3);
console.log(JSON.stringify({ started, outbox: made.length }));
await db.close();
