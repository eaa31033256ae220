// Gog & Magog engine and render figures.
import { gogmagog, randomGame, type GogState } from '../src/games/gogmagog/index.js';
import type { Canvas } from 'canvas';
import { drawGogHand, drawGogTable } from '../src/render/gogmagog.js';
import { toPng } from '../src/render/common.js';
import { medianMs, positions } from './cards.js';
import { fmt, line, rate } from './stats.js';

export async function benchGogmagog(): Promise<void> {
  console.log('\nGog & Magog');
  let g = 0;
  line('random full games per CPU second', fmt(rate(() => void randomGame(`b${g++}`), 2000).perSecond, 0), '≥ 2,000');
  const pos = positions<GogState>(gogmagog, 600, 2, {});
  let i = 0;
  const gen = rate(() => {
    const s = pos[i++ % pos.length];
    return gogmagog.legalActions(s, s.toMove).length;
  });
  line('legal actions generated per CPU second', fmt(gen.perSecond, 0));
  const views = pos.filter((_, k) => k % 4 === 0).map((s) => gogmagog.view(s, 'spectator'));
  const names = { seatNames: ['alice', 'bob'], footnote: 'move by 05-01 09:00 UTC' };
  // Each canvas's pixels are released after encoding, as the bot's encodePng does.
  const once = (c: Canvas): void => {
    toPng(c);
    c.width = 0;
  };
  line('board render + PNG encode, median ms', fmt(medianMs((k) => once(drawGogTable(views[k % views.length], names)))), '≤ 15 ms');
  const hands = pos.filter((_, k) => k % 4 === 1).map((s) => gogmagog.view(s, s.toMove));
  line('hand render + PNG encode, median ms', fmt(medianMs((k) => once(drawGogHand(hands[k % hands.length], names)))));
}
