/** Waiting on the stand-in's state: every state change calls notify(), waiters re-check. */

export class StandInTimeoutError extends Error {
  override name = 'StandInTimeoutError';
}

type Check = () => void;

export class Notifier {
  private readonly checks = new Set<Check>();
  private readonly rejecters = new Set<(e: Error) => void>();

  /** Wake every waiter so it re-evaluates its probe. */
  notify(): void {
    for (const check of [...this.checks]) check();
  }

  /**
   * Resolve with the first defined value of `probe()`, evaluated now and after every notify().
   * A probe that throws rejects the wait with that error.
   */
  waitFor<T>(probe: () => T | undefined, timeoutMs: number, describe: () => string): Promise<T> {
    try {
      const first = probe();
      if (first !== undefined) return Promise.resolve(first);
    } catch (e) {
      return Promise.reject(e);
    }
    return new Promise<T>((resolve, reject) => {
      const cleanup = (): void => {
        clearTimeout(timer);
        this.checks.delete(check);
        this.rejecters.delete(abort);
      };
      const check: Check = () => {
        let value: T | undefined;
        try {
          value = probe();
        } catch (e) {
          cleanup();
          reject(e);
          return;
        }
        if (value !== undefined) {
          cleanup();
          resolve(value);
        }
      };
      const abort = (e: Error): void => {
        cleanup();
        reject(e);
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new StandInTimeoutError(`${describe()} (timed out after ${timeoutMs} ms)`));
      }, timeoutMs);
      this.checks.add(check);
      this.rejecters.add(abort);
    });
  }

  /** Reject every pending wait (used by stop()). */
  rejectAll(reason: string): void {
    for (const r of [...this.rejecters]) r(new Error(reason));
  }
}

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
