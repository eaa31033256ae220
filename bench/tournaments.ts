// Tournaments: the time to pair a 500-player Swiss round. Three simulated
// tournaments of 9 rounds (seeded results leaning to the better seed, 15 %
// draws): 500 players; 501 (a bye every round); 500 with withdrawals and 12
// late joiners. Every round's pairing is timed, the first (cold) one included.
// Three clocks: the main thread's CPU time (what the bot's event loop would
// be busy for on a core of its own; from Linux's schedstat), the process's
// CPU time (adds V8's compiler and GC threads, working beside it), and wall
// time, which on a shared machine also measures the neighbours.
import { playSwiss, type SwissPlan, type SwissStep } from '../test/tournaments/simulate.js';
import { fmt, line, summarise } from './stats.js';

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
}
