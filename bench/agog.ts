import { agog, randomGame, type AgogState } from '../src/games/agog/index.js';
import { renderAgog } from '../src/render/agog.js';
import { Rng, seedRng } from '../src/games/rng.js';
import { fmt, line, rate, summarise } from './stats.js';

function positions(n: number) {
  const out: AgogState[] = [];
  const rng = new Rng(seedRng('bench-positions'));
  while (out.length < n) {
    const s = agog.setup({ players: 2, seed: 'b', options: {} });
    if (!s.ok) throw new Error(s.error);
    let state = s.state;
    while (!agog.result(state) && out.length < n) {
      out.push(state);
      const [seat] = agog.toAct(state);
      const r = agog.applyAction(state, seat, rng.pick(agog.legalActions(state, seat)));
      if (!r.ok) throw new Error(r.error);
      state = r.state;
    }
  }
  return out;
}

export async function benchAgog(): Promise<void> {
  console.log('\nA•G•O•G');
  let g = 0;
  const games = rate(() => {
    randomGame(`bench-${g++}`);
  }, 3000);
  line('random full games per CPU second (one core)', fmt(games.perSecond, 0), '≥ 5,000');

  const pos = positions(2000);
  let i = 0;
  const gen = rate(() => {
    const s = pos[i++ % pos.length];
    agog.legalActions(s, agog.toAct(s)[0]);
  });
  line('legal-action generation (positions per CPU second)', fmt(gen.perSecond, 0));
  const views = pos.filter((_, k) => k % 40 === 0).map((s) => agog.view(s, 'spectator'));
  const times: number[] = [];
  for (let k = 0; k < 200; k++) {
    const t = performance.now();
    renderAgog(views[k % views.length], { seatNames: ['alice', 'bob'] });
    times.push(performance.now() - t);
  }
  const r = summarise(times.slice(20));
  line('board render + PNG encode, median ms', fmt(r.p50), '≤ 10 ms');
}
