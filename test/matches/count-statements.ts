// Counts the SQL statements every pg client in this process sends, where they
// leave the process (Prisma's Postgres adapter and PGlite's socket both go through pg).
import pg from 'pg';

export interface StatementCounter {
  /** Start counting afresh. */
  start(): void;
  /** Stop, and return the statements' texts in the order sent. */
  stop(): string[];
  restore(): void;
}

export function countStatements(): StatementCounter {
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  const seen: string[] = [];
  let on = false;
  proto.query = function (this: unknown, ...args: unknown[]) {
    if (on) {
      const q = args[0];
      seen.push(typeof q === 'string' ? q : String((q as { text?: string })?.text ?? q));
    }
    return original.apply(this, args);
  };
  return {
    start() {
      seen.length = 0;
      on = true;
    },
    stop() {
      on = false;
      return [...seen];
    },
    restore() {
      proto.query = original;
    },
  };
}

/** One line per statement, for a failure message. */
export const listed = (statements: string[]) => statements.map((s) => `  ${s.replace(/\s+/g, ' ').trim().slice(0, 140)}`).join('\n');
