// A correspondence bot is quiet most of the time, so the memory it holds while
// quiet is the figure that matters on a small server. After a burst of work V8
// leaves the garbage of it in the heap until the next collection, which a
// quiet bot may not reach for hours. So once the event loop has been quiet for
// a while and the heap has grown since the last such collection, collect it
// (compacting, from the moment the bot is ready: see compactFromNowOn, so
// the emptied pages go back to the system).
// Needs node's --expose-gc (npm start passes it); without it this does nothing.
import { performance } from 'node:perf_hooks';
import v8 from 'node:v8';

/**
 * From now on every full collection also compacts the heap, so the pages it
 * empties go back to the system instead of staying mapped, half used. Not
 * from the start: while the bot loads, the heap grows through many full
 * collections, and compacting each one cost about 0.3 s of "bot ready" on
 * PGlite. V8 reads this flag at each collection, so setting it late works.
 */
export function compactFromNowOn(): void {
  v8.setFlagsFromString('--compact-on-every-full-gc');
}

export interface IdleCollectorOptions {
  /** How often the event loop is sampled. */
  everyMs?: number;
  /** How long it must have been quiet. */
  quietMs?: number;
  /** Below this share of busy time the loop counts as quiet. */
  busyBelow?: number;
  /** How much the heap must have grown since the last collection here. */
  growthBytes?: number;
  /** The collector (node's `gc` under --expose-gc). */
  gc?: () => void;
  /** Told of each collection: the heap before and after. */
  onCollect?: (before: number, after: number) => void;
}

const MB = 1024 * 1024;

/** Starts sampling; returns a stop function. The timer never keeps the process alive. */
export function startIdleCollector(opts: IdleCollectorOptions = {}): () => void {
  const gc = opts.gc ?? (globalThis as { gc?: () => void }).gc;
  if (typeof gc !== 'function') return () => undefined;
  const everyMs = opts.everyMs ?? 2_000;
  const quietSamples = Math.max(1, Math.ceil((opts.quietMs ?? 6_000) / everyMs));
  const busyBelow = opts.busyBelow ?? 0.02;
  const growth = opts.growthBytes ?? 4 * MB;
  let last = performance.eventLoopUtilization();
  let quiet = 0;
  let baseline = process.memoryUsage().heapUsed;
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    const busy = performance.eventLoopUtilization(now, last).utilization;
    last = now;
    quiet = busy < busyBelow ? quiet + 1 : 0;
    if (quiet < quietSamples) return;
    const before = process.memoryUsage().heapUsed;
    if (before < baseline + growth) return;
    gc();
    baseline = process.memoryUsage().heapUsed;
    quiet = 0;
    opts.onCollect?.(before, baseline);
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
