// Go*Mofasta and U-G-O engine and render figures.
import { gomofasta, randomGame as gmRandom, type GmState } from '../src/games/gomofasta/index.js';
import { ugo, randomGame as ugoRandom, type UgoState } from '../src/games/ugo/index.js';
import { renderGomofasta } from '../src/render/gomofasta.js';
import { renderUgoTable } from '../src/render/ugo.js';
import { Rng, seedRng } from '../src/games/rng.js';
import type { AnyEngine } from '../src/games/engine.js';
import { fmt, line, rate, summarise } from './stats.js';

/** States along random games, to measure generation and rendering on real positions. */
export function positions<S>(engine: AnyEngine, n: number, players: number, options: object): S[] {
  const out: S[] = [];
  const rng = new Rng(seedRng(`bench-${engine.id}`));
  for (let g = 0; out.length < n; g++) {
    const s = engine.setup({ players, seed: `p${g}`, options });
    if (!s.ok) throw new Error(s.error);
    let state = s.state;
    while (!engine.result(state) && out.length < n) {
      out.push(state);
      const [seat] = engine.toAct(state);
      const r = engine.applyAction(state, seat, rng.pick(engine.legalActions(state, seat)));
      if (!r.ok) throw new Error(r.error);
      state = r.state;
    }
  }
  return out;
}

export function medianMs(fn: (i: number) => void, n = 150): number {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    fn(i);
    times.push(performance.now() - t);
  }
  return summarise(times.slice(15)).p50;
}

export async function benchGomofasta(): Promise<void> {
  console.log('\nGo*Mofasta (19×19)');
  let g = 0;
  line('random full games per CPU second', fmt(rate(() => void gmRandom(`b${g++}`), 2000).perSecond, 0), '≥ 500');
  const pos = positions<GmState>(gomofasta, 400, 2, { size: 19, deckMultiplier: 1 });
  let i = 0;
  const gen = rate(() => {
    const s = pos[i++ % pos.length];
    return gomofasta.legalActions(s, s.toMove).length;
  });
  line('legal placements generated per CPU second', fmt(gen.perSecond, 0));
  const views = pos.filter((_, k) => k % 10 === 0).map((s) => gomofasta.view(s, 'spectator'));
  line('board render + PNG encode, median ms', fmt(medianMs((k) => renderGomofasta(views[k % views.length], { seatNames: ['alice', 'bob'] }))), '≤ 15 ms');
}

export async function benchUgo(): Promise<void> {
  console.log('\nU-G-O');
  let g = 0;
  line('random full 2-player games per CPU second', fmt(rate(() => void ugoRandom(`b${g++}`, 2), 2000).perSecond, 0), '≥ 1,000');
  line('random full 4-player games per CPU second', fmt(rate(() => void ugoRandom(`c${g++}`, 4), 2000).perSecond, 0));
  const pos = positions<UgoState>(ugo, 300, 4, {});
  const views = pos.filter((_, k) => k % 5 === 0).map((s) => ugo.view(s, 'spectator'));
  line('table render + PNG encode (4 players), median ms', fmt(medianMs((k) => renderUgoTable(views[k % views.length]))), '≤ 15 ms');
}
