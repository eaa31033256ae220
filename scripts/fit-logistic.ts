// Logistic regression without an intercept (the two seats' features enter as
// a difference, so a position and its mirror must get opposite values), by
// Newton's method with a ridge penalty on standardised columns.

const sigmoid = (z: number): number => 1 / (1 + Math.exp(-z));

/** Weights w for P(y = 1 | x) = sigmoid(w·x), minimising log-loss + ridge·|w|² (on columns scaled to unit spread). */
export function fitLogistic(xs: number[][], ys: number[], ridge = 1, steps = 25): number[] {
  const d = xs[0]?.length ?? 0;
  // Scale each column to unit root-mean-square so the ridge weighs every feature alike; a constant-zero column keeps scale 1.
  const scale = Array.from({ length: d }, (_, j) => Math.sqrt(xs.reduce((a, x) => a + x[j] * x[j], 0) / Math.max(1, xs.length)) || 1);
  const zs = xs.map((x) => x.map((v, j) => v / scale[j]));
  let w = new Array<number>(d).fill(0);
  for (let step = 0; step < steps; step++) {
    const grad = w.map((v) => 2 * ridge * v);
    const hess = Array.from({ length: d }, (_, i) => Array.from({ length: d }, (_, j) => (i === j ? 2 * ridge : 0)));
    for (let n = 0; n < zs.length; n++) {
      const z = zs[n];
      const p = sigmoid(z.reduce((a, v, j) => a + v * w[j], 0));
      const r = p - ys[n];
      const c = p * (1 - p);
      for (let i = 0; i < d; i++) {
        grad[i] += r * z[i];
        for (let j = 0; j < d; j++) hess[i][j] += c * z[i] * z[j];
      }
    }
    const delta = solve(hess, grad);
    w = w.map((v, i) => v - delta[i]);
    if (Math.max(...delta.map(Math.abs)) < 1e-9) break;
  }
  return w.map((v, j) => v / scale[j]);
}

/** Mean log-loss of logits `zs` for outcomes `ys` (0.6931 is a coin). */
export function logLoss(zs: number[], ys: number[]): number {
  let sum = 0;
  for (let n = 0; n < zs.length; n++) {
    const p = Math.min(1 - 1e-12, Math.max(1e-12, sigmoid(zs[n])));
    sum -= ys[n] * Math.log(p) + (1 - ys[n]) * Math.log(1 - p);
  }
  return sum / Math.max(1, zs.length);
}

/** a·x = b by Gaussian elimination with partial pivoting (a is positive definite here). */
export function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(m[r][col]) > Math.abs(m[pivot][col])) pivot = r;
    [m[col], m[pivot]] = [m[pivot], m[col]];
    for (let r = col + 1; r < n; r++) {
      const f = m[r][col] / m[col][col];
      for (let c = col; c <= n; c++) m[r][c] -= f * m[col][c];
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let r = n - 1; r >= 0; r--) {
    let s = m[r][n];
    for (let c = r + 1; c < n; c++) s -= m[r][c] * x[c];
    x[r] = s / m[r][r];
  }
  return x;
}
