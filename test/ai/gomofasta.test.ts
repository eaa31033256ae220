// Go*Mofasta's AI reads the board fast (issue 25): its measure slides each
// window along its line, and a playout step ranks placements without building
// the legal list. Both must say exactly what the plain definitions say: every
// window of 8 points holding one colour (or none) is worth WEIGHT by its
// stones to each of its points; a playout picks from the 4 best placements.
import { describe, expect, it } from 'vitest';
import { gomofastaAi, lines, playoutAction, topK } from '../../src/ai/evaluate/gomofasta.js';
import { think } from '../../src/ai/think.js';
import { gomofasta, type GmState } from '../../src/games/gomofasta/index.js';
import { Rng, seedRng } from '../../src/games/rng.js';

const WEIGHT = [0.02, 1, 3, 9, 27, 81, 243, 729];

/** The measure window by window, straight from its definition (in WEIGHT's units). */
function reference(s: GmState) {
  const n = s.size;
  const best = [0, 0];
  const strong = [0, 0];
  const value = [new Array<number>(n * n).fill(0), new Array<number>(n * n).fill(0)];
  for (const [dx, dy] of [[1, 0], [0, 1], [1, 1], [1, -1]]) {
    for (let y0 = 0; y0 < n; y0++) {
      for (let x0 = 0; x0 < n; x0++) {
        const points = Array.from({ length: 8 }, (_, k) => [x0 + k * dx, y0 + k * dy]);
        if (points.some(([x, y]) => x < 0 || y < 0 || x >= n || y >= n)) continue;
        const cells = points.map(([x, y]) => s.board[y * n + x]);
        const black = cells.filter((c) => c === 'B').length;
        const white = cells.filter((c) => c === 'W').length;
        if (black && white) continue;
        const colour = white ? 1 : 0;
        best[colour] = Math.max(best[colour], black + white);
        if (black + white >= 5) strong[colour]++;
        for (const c of black + white === 0 ? [0, 1] : [colour]) for (const [x, y] of points) value[c][y * n + x] += WEIGHT[Math.min(black + white, 7)];
      }
    }
  }
  return { best, strong, value };
}

/** Positions from random games, at every stage. */
function positions(count: number): GmState[] {
  const out: GmState[] = [];
  for (let g = 0; out.length < count; g++) {
    const setup = gomofasta.setup({ players: 2, seed: `ai-gm-${g}`, options: { size: g % 2 ? 13 : 19, deckMultiplier: 1 } });
    if (!setup.ok) throw new Error(setup.error);
    let s = setup.state;
    const rng = new Rng(seedRng(`ai-gm-play-${g}`));
    while (!s.result && out.length < count) {
      out.push(s);
      const legal = gomofasta.legalActions(s, s.toMove);
      const r = gomofasta.applyAction(s, s.toMove, rng.pick(legal));
      if (!r.ok) throw new Error(r.error);
      s = r.state;
    }
  }
  return out;
}

describe("Go*Mofasta's AI", () => {
  const sample = positions(120);

  it('measures every board as the window-by-window definition does', () => {
    for (const s of sample) {
      const fast = lines(s);
      const slow = reference(s);
      expect(fast.best).toEqual(slow.best);
      expect(fast.strong).toEqual(slow.strong);
      for (const c of [0, 1]) for (let q = 0; q < s.size * s.size; q++) expect(fast.value[c][q] / 50).toBeCloseTo(slow.value[c][q], 6);
    }
    expect(sample.some((s) => lines(s).best[0] >= 4)).toBe(true);
  });

  it("a playout step picks what ranking the whole legal list would, from the same draws", () => {
    for (const [i, s] of sample.entries()) {
      const seat = s.toMove;
      const fast = playoutAction(s, seat, new Rng(seedRng(`step${i}`)));
      const rng = new Rng(seedRng(`step${i}`));
      const best = topK(s, seat, gomofasta.legalActions(s, seat), 4);
      const slow = rng.int(0, 9) < 7 ? best[0] : best[rng.int(0, best.length - 1)];
      expect(fast).toEqual(slow);
    }
  });
});

describe("Go*Mofasta's AI and closed eyes (MOF-R03)", () => {
  // A 1-wide strip along the bottom edge, open only at its right end: a card
  // played into the corner block beside that end closes it, and the mover's
  // colour fills ten points in a row. No window shows that win beforehand.
  const rows = Array.from({ length: 13 }, () => '.............');
  rows[11] = 'WBWBWBWBWB...';
  const setup = gomofasta.setup({
    players: 2,
    seed: 'eye-win',
    options: { size: 13, deckMultiplier: 1, position: JSON.stringify({ rows, hands: [['S', 'C', 'B'], ['W', 'W', 'S']], blackSeat: 0, toMove: 0 }) },
  });
  if (!setup.ok) throw new Error(setup.error);
  const s = setup.state;

  it('the tree considers only the placement that wins by closing the strip', () => {
    const legal = gomofasta.legalActions(s, 0);
    const chosen = gomofastaAi.candidates!(s, 0, legal, 12);
    expect(chosen).toHaveLength(1);
    expect([chosen[0].x, chosen[0].y]).toEqual([10, 11]);
    const after = gomofasta.applyAction(s, 0, chosen[0]);
    expect(after.ok && after.state.result?.winners).toEqual([0]);
    // The windows alone did not rank it first.
    expect([topK(s, 0, legal, 1)[0].x, topK(s, 0, legal, 1)[0].y]).not.toEqual([10, 11]);
  });

  it('normal plays it', () => {
    const action = think({ game: 'gomofasta', state: s, seat: 0, level: 'normal', seed: 'eye', maxMs: Infinity }) as { x: number; y: number };
    expect([action.x, action.y]).toEqual([10, 11]);
  });
});
