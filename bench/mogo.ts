// Mogo engine and render figures.
import type { Canvas } from 'canvas';
import { mogo, randomGame, type MogoState } from '../src/games/mogo/index.js';
import { randomGame as sampledGame } from '../src/games/mogo/random.js';
import { drawMogoBoard, drawMogoHand } from '../src/render/mogo.js';
import { toPng } from '../src/render/common.js';
import { medianMs } from './cards.js';
import { fmt, line, rate } from './stats.js';

/** States along the engine's own random games (uniformly random Mogo seldom ends). */
function positions(n: number, players: number): MogoState[] {
  const out: MogoState[] = [];
  for (let g = 0; out.length < n; g++) sampledGame(`p${g}`, players, (before) => void (out.length < n && out.push(before)), 20_000, 'wild');
  return out;
}

/** Runs `fn` until this process has spent `ms` of CPU time on it. */
function warmUp(fn: () => void, ms: number): void {
  const cpu = (): number => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1000;
  };
  const start = cpu();
  while (cpu() - start < ms) fn();
}

export async function benchMogo(): Promise<void> {
  console.log('\nMogo');
  let g = 0;
  // Uniformly random legal play: every step one of legalActions(state) with equal
  // chance (deployments drawn by rejection sampling, so the list is not built);
  // past 15 turns a seat, a quiet "end" comes more and more often, and the stall
  // rule ends the game at the latest. ~400 plies a game. The JIT takes a few CPU
  // seconds to settle on this much code (a long-lived bot pays that once), so
  // both uniform players first play for 3 s of CPU time, on a busy machine too.
  warmUp(() => {
    sampledGame(`w${g++}`, 2, undefined, 20_000, 'uniform');
    sampledGame(`w${g++}`, 2, undefined, 20_000, 'uniform-listed');
  }, 3000);
  line(
    'random full 2-player games per CPU second (uniformly random legal action each step, players tiring, stall rule; drawn by rejection sampling)',
    fmt(rate(() => void sampledGame(`u${g++}`, 2, undefined, 20_000, 'uniform'), 3000).perSecond, 1),
    '≥ 200',
  );
  line('  the same player drawing from the whole legalActions list built each step', fmt(rate(() => void sampledGame(`l${g++}`, 2, undefined, 20_000, 'uniform-listed'), 3000).perSecond, 1));
  // The shaped player builds toward a line of 7 (~120 plies a game).
  line('random full 2-player games per CPU second (aimed random player)', fmt(rate(() => void randomGame(`b${g++}`, 2), 3000).perSecond, 1));
  line('random full 4-player games per CPU second (aimed random player)', fmt(rate(() => void randomGame(`c${g++}`, 4), 3000).perSecond, 1));
  const pos = positions(600, 3);
  let i = 0;
  const gen = rate(() => {
    const s = pos[i++ % pos.length];
    return mogo.legalActions(s, mogo.toAct(s)[0]).length;
  });
  line('legal actions generated per CPU second', fmt(gen.perSecond, 0));
  const views = pos.filter((_, k) => k % 4 === 0).map((s) => mogo.view(s, 'spectator'));
  const names = { seatNames: ['alice', 'bob', 'carol'], footnote: 'move by 05-01 09:00 UTC' };
  // Each canvas's pixels are released after encoding, as the bot's encodePng does.
  const once = (c: Canvas): void => {
    toPng(c);
    c.width = 0;
  };
  line('board render + PNG encode (3 players), median ms', fmt(medianMs((k) => once(drawMogoBoard(views[k % views.length], names)))), '≤ 20 ms');
  const hands = pos.filter((_, k) => k % 4 === 1).map((s) => mogo.view(s, mogo.toAct(s)[0]));
  line('hand render + PNG encode, median ms', fmt(medianMs((k) => once(drawMogoHand(hands[k % hands.length], names)))));
}
