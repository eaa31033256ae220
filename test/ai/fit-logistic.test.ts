// The fitted measures' regression (issue 25): it must find the weights that
// made the data, and mirror them for the mirrored position.
import { describe, expect, it } from 'vitest';
import { fitLogistic, logLoss, solve } from '../../scripts/fit-logistic.js';
import { Rng, seedRng } from '../../src/games/rng.js';

describe('solve', () => {
  it('solves a small system exactly, with a pivot where the first column starts at 0', () => {
    const x = solve([[0, 2, 1], [1, 1, 0], [3, 0, 1]], [5, 3, 6]);
    // 2y + z = 5, x + y = 3, 3x + z = 6 → x = 1.4, y = 1.6, z = 1.8
    expect(x[0]).toBeCloseTo(1.4, 10);
    expect(x[1]).toBeCloseTo(1.6, 10);
    expect(x[2]).toBeCloseTo(1.8, 10);
  });
});

describe('fitLogistic', () => {
  // Outcomes drawn from a known model over features of very different spreads.
  const rng = new Rng(seedRng('fit-logistic'));
  const truth = [0.8, -0.05, 2];
  const xs: number[][] = [];
  const ys: number[] = [];
  for (let n = 0; n < 20000; n++) {
    const x = [rng.int(-3, 3), rng.int(-40, 40), rng.int(0, 1) * 2 - 1];
    const p = 1 / (1 + Math.exp(-x.reduce((a, v, i) => a + v * truth[i], 0)));
    xs.push(x);
    ys.push(rng.int(0, 999) < p * 1000 ? 1 : 0);
  }

  it('recovers the weights that generated the outcomes', () => {
    const w = fitLogistic(xs, ys, 0.01);
    expect(w[0]).toBeCloseTo(truth[0], 1);
    expect(w[1]).toBeCloseTo(truth[1], 2);
    expect(w[2]).toBeCloseTo(truth[2], 0);
    expect(Math.abs(w[2] - truth[2])).toBeLessThan(0.15);
  });

  it('scores the true model better than a coin and than weights of the wrong sign', () => {
    const w = fitLogistic(xs, ys, 0.01);
    const logits = (v: number[]) => xs.map((x) => x.reduce((a, b, i) => a + b * v[i], 0));
    const fitted = logLoss(logits(w), ys);
    expect(fitted).toBeLessThan(0.6931);
    expect(fitted).toBeLessThan(logLoss(logits(w.map((v) => -v)), ys));
  });

  it('shrinks towards zero as the ridge grows, never flipping a clear sign', () => {
    const loose = fitLogistic(xs, ys, 0.01);
    const tight = fitLogistic(xs, ys, 5000);
    for (let i = 0; i < 3; i++) {
      expect(Math.abs(tight[i])).toBeLessThan(Math.abs(loose[i]));
      expect(Math.sign(tight[i])).toBe(Math.sign(loose[i]));
    }
  });
});
