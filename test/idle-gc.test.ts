// The quiet-time collection (src/idle-gc.ts): it collects once the event loop
// has been quiet and the heap has grown, and not again until it grows anew.
import { describe, expect, it } from 'vitest';
import { startIdleCollector } from '../src/idle-gc.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('startIdleCollector', () => {
  it('collects once after a quiet spell that follows growth, and not again without new growth', async () => {
    const collected: [number, number][] = [];
    let calls = 0;
    let held: unknown[] | null = Array.from({ length: 40_000 }, (_, i) => ({ i, text: `garbage ${i}` }));
    const stop = startIdleCollector({
      everyMs: 50,
      quietMs: 150,
      busyBelow: 0.5,
      growthBytes: 1024 * 1024,
      gc: () => {
        calls++;
        held = null; // what a collection would free
      },
      onCollect: (before, after) => collected.push([before, after]),
    });
    // Grow the heap well past the threshold after the collector took its baseline.
    held = [...held!, ...Array.from({ length: 40_000 }, (_, i) => ({ i, text: `more ${i}` }))];
    try {
      await expect.poll(() => calls, { timeout: 5_000, interval: 20 }).toBe(1);
      expect(held).toBeNull();
      expect(collected).toHaveLength(1);
      expect(collected[0][0]).toBeGreaterThan(0);
      // Quiet, but no new growth: no second collection.
      await sleep(600);
      expect(calls).toBe(1);
    } finally {
      stop();
    }
  });

  it('does not collect while the heap has not grown', async () => {
    let calls = 0;
    const stop = startIdleCollector({ everyMs: 30, quietMs: 60, busyBelow: 0.5, growthBytes: 512 * 1024 * 1024, gc: () => calls++ });
    await sleep(400);
    stop();
    expect(calls).toBe(0);
  });

  it('does nothing without a collector (node started without --expose-gc)', () => {
    expect(typeof (globalThis as { gc?: unknown }).gc).toBe('undefined');
    const stop = startIdleCollector();
    expect(stop).toBeTypeOf('function');
    stop();
  });
});
