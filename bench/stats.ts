// Tiny measuring helpers for `npm run bench`.
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
}

export function summarise(samples: number[]): { p50: number; p99: number; mean: number; n: number } {
  const s = [...samples].sort((a, b) => a - b);
  return { p50: percentile(s, 50), p99: percentile(s, 99), mean: s.reduce((a, b) => a + b, 0) / s.length, n: s.length };
}

/**
 * Runs fn for about `ms` after a warm-up, and returns calls per second of
 * this process's CPU time: on a shared 2-core machine wall time mostly
 * measures the neighbours.
 */
export function rate(fn: () => number | void, ms = 1500, warmupMs = 500): { perSecond: number; units: number } {
  const warm = performance.now();
  while (performance.now() - warm < warmupMs) fn();
  const cpu0 = process.cpuUsage();
  const start = performance.now();
  let units = 0;
  while (performance.now() - start < ms) units += (fn() as number | undefined) ?? 1;
  const cpu = process.cpuUsage(cpu0);
  return { perSecond: units / ((cpu.user + cpu.system) / 1e6), units };
}

export const fmt = (n: number, digits = 2) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');

export function line(label: string, value: string, aim?: string): void {
  console.log(`${label.padEnd(58)} ${value.padStart(14)}${aim ? `   (aim ${aim})` : ''}`);
}
