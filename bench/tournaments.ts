// Tournaments: the time to pair a 500-player Swiss round. Three simulated
// tournaments of 9 rounds (seeded results leaning to the better seed, 15 %
// draws): 500 players; 501 (a bye every round); 500 with withdrawals and 12
// late joiners. Every round's pairing is timed, the first (cold) one included.
// Three clocks: the main thread's CPU time (what the bot's event loop would
// be busy for on a core of its own; from Linux's schedstat), the process's
// CPU time (adds V8's compiler and GC threads, working beside it), and wall
// time, which on a shared machine also measures the neighbours.
import { mainThreadCpuMs, playSwiss, type SwissPlan, type SwissStep } from '../test/tournaments/simulate.js';
import { fmt, line, summarise } from './stats.js';
import { openDatabase } from '../src/db/client.js';
import { createPostgresDatabase } from '../test/support/db.js';
import { MatchService } from '../src/matches/service.js';
import { DAY_MS, ManualClock } from '../src/matches/clock.js';
import type { TournamentDesk } from '../src/tournaments/round-start.js';
import { TournamentService } from '../src/tournaments/service.js';

const PLANS: SwissPlan[] = [
  { seed: 'bench-500', players: 500, rounds: 9 },
  { seed: 'bench-501', players: 501, rounds: 9 },
  { seed: 'bench-500-churn', players: 500, rounds: 9, withdrawPercent: 1, lateJoiners: 12 },
];

export async function benchTournaments(): Promise<void> {
  console.log('\nTournaments: Swiss pairing of a 500-player round');
  const steps: SwissStep[] = [];
  for (const plan of PLANS) playSwiss(plan, (s) => steps.push(s));
  const wall = summarise(steps.map((s) => s.ms));
  const cpu = summarise(steps.map((s) => s.cpuMs));
  const thread = steps.every((s) => s.threadMs !== null) ? summarise(steps.map((s) => s.threadMs!)) : null;
  line(`rounds paired (${PLANS.length} tournaments × 9), active players`, `${steps.length}, ${Math.min(...steps.map((s) => s.active.length))}–${Math.max(...steps.map((s) => s.active.length))}`);
  if (thread) line('pair one round, main-thread CPU ms p50 / p99', `${fmt(thread.p50, 1)} / ${fmt(thread.p99, 1)}`, '≤ 200 ms');
  line('pair one round, process CPU ms p50 / p99', `${fmt(cpu.p50, 1)} / ${fmt(cpu.p99, 1)}`);
  line('pair one round, wall ms p50 / p99', `${fmt(wall.p50, 1)} / ${fmt(wall.p99, 1)}`);
  const cold = steps.slice(0, 3);
  line('first 3 rounds (cold code), main-thread / process CPU ms', cold.map((s) => `${fmt(s.threadMs ?? NaN, 0)}/${fmt(s.cpuMs, 0)}`).join(' '));
  const levels = new Map<string, number>();
  for (const s of steps) levels.set(s.pairing.level, (levels.get(s.pairing.level) ?? 0) + 1);
  line('rounds by T-R09 level', [...levels].map(([l, n]) => `${l} ${n}`).join(', '));
  await benchRoundAdvance();
}

/** Main-thread CPU, process CPU and wall time of `work`, in ms. */
async function measure<T>(work: () => Promise<T>): Promise<{ value: T; thread: number | null; cpu: number; wall: number }> {
  const thread0 = mainThreadCpuMs();
  const cpu0 = process.cpuUsage();
  const wall0 = performance.now();
  const value = await work();
  const wall = performance.now() - wall0;
  const cpu = process.cpuUsage(cpu0);
  const thread1 = mainThreadCpuMs();
  return { value, thread: thread0 === null || thread1 === null ? null : thread1 - thread0, cpu: (cpu.user + cpu.system) / 1000, wall };
}

const ms = (m: { thread: number | null; cpu: number; wall: number }) => `${fmt(m.thread ?? NaN, 0)} / ${fmt(m.cpu, 0)} / ${fmt(m.wall, 0)}`;

/**
 * Advancing a 500-player Swiss (250 games a round) on a scratch Postgres,
 * through the bot's own services: the round's last result (its write, the
 * tournament's hook recording it, round 2 paired and stored, all in one
 * transaction), then round 2 started (250 matches made by the accepted-
 * challenge path, in batches, each batch one transaction). No Discord here:
 * the threads are Discord's work (I/O), and the matches' opening posts are
 * drawn when delivered, as for any match.
 */
async function benchRoundAdvance(): Promise<void> {
  console.log('\nTournaments: advancing a 500-player Swiss round (250 matches), Postgres');
  const created = await createPostgresDatabase();
  const db = await openDatabase({ url: created.url });
  try {
    const clock = new ManualClock();
    const matches = new MatchService(db.prisma, clock);
    const tournaments = new TournamentService(db.prisma, matches, clock);
    const stop = tournaments.listen();
    const desk: TournamentDesk = { openMatchThread: async () => null, deliver: async () => undefined };
    const made = await tournaments.create({
      guildId: '900000000000000001', channelId: '900000000000000002', organiser: { id: '900000000000000003' }, game: 'agog', format: 'swiss',
      rounds: 9, daysPerMove: 3, startsAt: new Date(clock.now().getTime() + DAY_MS), options: {},
    });
    if (!made.ok) throw new Error(made.error);
    const id = made.tournament.id;
    await db.prisma.tournamentEntry.createMany({
      data: Array.from({ length: 500 }, (_, i) => ({ tournamentId: id, userId: String(910000000000000000n + BigInt(i)), name: `player ${i + 1}` })),
    });
    clock.advance(DAY_MS + 1000);
    const first = await measure(() => tournaments.startDue());
    line('sign-up closed, 500 seeded, round 1 paired: main / process CPU / wall ms', ms(first));
    const start1 = await measure(() => tournaments.startRounds(desk));
    line('round 1 started (250 matches made): main / process CPU / wall ms', ms(start1));
    // Every game of round 1 but one ends (White resigns), untimed.
    const round1 = (await tournaments.get(id))!.rounds[0].pairings.filter((p) => p.kind === 'game');
    for (const p of round1.slice(0, -1)) await matches.resign(p.matchId!, { id: p.players[0] });
    const last = round1[round1.length - 1];
    const result = await measure(() => matches.resign(last.matchId!, { id: last.players[1] }));
    if (!result.value.ok) throw new Error(result.value.error);
    const start2 = await measure(() => tournaments.startRounds(desk));
    const t = (await tournaments.get(id))!;
    if (t.rounds.length !== 2 || t.rounds[1].pairings.filter((p) => p.matchId !== null).length !== 250) throw new Error('round 2 was not started with 250 matches');
    line("the round's last result (recorded, round 2 paired and stored)", ms(result));
    line('round 2 started (250 matches made): main / process CPU / wall ms', ms(start2));
    const total = { thread: result.thread === null || start2.thread === null ? null : result.thread + start2.thread, cpu: result.cpu + start2.cpu, wall: result.wall + start2.wall };
    line('advancing the round, in all: main / process CPU / wall ms', ms(total), '≤ 2,000 ms of bot CPU');
    stop();
  } finally {
    await db.close();
    await created.drop();
  }
}
