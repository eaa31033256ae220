// Random tournaments played to the end with a seeded RNG, for the property
// tests and the bench: results lean towards the better seed, some players
// withdraw, some join late.
import { readFileSync } from 'node:fs';
import { Rng, seedRng } from '../../src/games/rng.js';
import { pairSwissRound, type SwissPairing } from '../../src/tournaments/swiss.js';
import { tR13LateJoinOpen } from '../../src/tournaments/rulings.js';
import type { Entrant, GameOutcome, RoundRecord } from '../../src/tournaments/types.js';

export interface SwissPlan {
  seed: string;
  players: number;
  rounds: number;
  /** Chance per player per round of withdrawing, in percent. */
  withdrawPercent?: number;
  /** Players who join late (while T-R13 allows). */
  lateJoiners?: number;
  drawPercent?: number;
  colours?: boolean;
}

export interface SwissStep {
  /** Everyone entered so far and the finished rounds, as the pairing saw them. */
  players: Entrant[];
  rounds: RoundRecord[];
  active: string[];
  pairing: SwissPairing;
  /** Wall time, the main thread's CPU time (null where Linux's schedstat is missing), and the whole process's CPU time (JIT and GC threads too). */
  ms: number;
  threadMs: number | null;
  cpuMs: number;
}

/** CPU time of this process's main thread in ms, from Linux's schedstat (ns); null elsewhere. */
export function mainThreadCpuMs(): number | null {
  try {
    return Number(readFileSync(`/proc/${process.pid}/task/${process.pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6;
  } catch {
    return null;
  }
}

export function randomOutcome(rng: Rng, whiteSeed: number, blackSeed: number, drawPercent: number): GameOutcome {
  const roll = rng.int(0, 99);
  if (roll < drawPercent) return rng.int(0, 9) === 0 ? 'round-limit' : 'draw';
  const whiteChance = whiteSeed < blackSeed ? 65 : 35;
  return rng.int(0, 99) < whiteChance ? 'white' : 'black';
}

/** Plays a Swiss to the end; calls `onRound` with each pairing before its results. */
export function playSwiss(plan: SwissPlan, onRound?: (step: SwissStep) => void): { players: Entrant[]; rounds: RoundRecord[]; active: string[]; steps: SwissStep[] } {
  const rng = new Rng(seedRng(plan.seed));
  const late = plan.lateJoiners ?? 0;
  const all: Entrant[] = Array.from({ length: plan.players + late }, (_, i) => ({ id: `p${i + 1}`, seed: i + 1 }));
  const joinAt = new Map<string, number>();
  // Late joiners are spread over the rounds T-R13 still lets them in.
  for (let i = 0; i < late; i++) {
    const p = all[plan.players + i];
    let r = rng.int(1, Math.max(1, plan.rounds - 1));
    while (r > 0 && !tR13LateJoinOpen(r, plan.rounds)) r--;
    joinAt.set(p.id, r);
  }
  const withdrawn = new Set<string>();
  const rounds: RoundRecord[] = [];
  const steps: SwissStep[] = [];
  const bySeed = new Map(all.map((p) => [p.id, p.seed]));
  for (let r = 0; r < plan.rounds; r++) {
    const players = all.filter((p) => (joinAt.get(p.id) ?? 0) <= r);
    for (const p of players) if (r > 0 && rng.int(0, 99) < (plan.withdrawPercent ?? 0)) withdrawn.add(p.id);
    const active = players.filter((p) => !withdrawn.has(p.id)).map((p) => p.id);
    const cpu0 = process.cpuUsage();
    const thread0 = mainThreadCpuMs();
    const t = performance.now();
    const out = pairSwissRound({ players, rounds, active, colours: plan.colours });
    const ms = performance.now() - t;
    const thread1 = mainThreadCpuMs();
    const cpu = process.cpuUsage(cpu0);
    if (!out.ok) throw new Error(out.error);
    const step = { players, rounds: [...rounds], active, pairing: out.value, ms, threadMs: thread0 === null || thread1 === null ? null : thread1 - thread0, cpuMs: (cpu.user + cpu.system) / 1000 };
    steps.push(step);
    onRound?.(step);
    rounds.push({
      games: out.value.games.map((g) => ({ ...g, outcome: randomOutcome(rng, bySeed.get(g.white)!, bySeed.get(g.black)!, plan.drawPercent ?? 15) })),
      tables: [],
      byes: out.value.byes,
    });
  }
  const players = all.filter((p) => (joinAt.get(p.id) ?? 0) < plan.rounds);
  return { players, rounds, active: players.filter((p) => !withdrawn.has(p.id)).map((p) => p.id), steps };
}
