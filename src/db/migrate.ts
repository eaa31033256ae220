// Applies prisma/migrations/*/migration.sql in order and records each in
// Prisma's own _prisma_migrations table (same columns and checksum), so that
// `prisma migrate status` on a connected machine agrees with what we did.
// We do this ourselves because the Prisma 7 CLI's schema engine cannot be
// downloaded on offline machines (README, "Database").
import { createHash, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export interface SqlRunner {
  exec(sql: string): Promise<void>;
  query(sql: string, params?: unknown[]): Promise<Record<string, unknown>[]>;
  withLock<T>(fn: () => Promise<T>): Promise<T>;
}

export const migrationsDir = fileURLToPath(new URL('../../prisma/migrations/', import.meta.url));

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

export function readMigrations(dir = migrationsDir): Migration[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(path.join(dir, d.name, 'migration.sql')))
    .map((d) => d.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(path.join(dir, name, 'migration.sql'), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    });
}

const CREATE_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;

/** Returns the names of the migrations applied by this call. */
export async function applyMigrations(sql: SqlRunner, dir = migrationsDir): Promise<string[]> {
  const migrations = readMigrations(dir);
  return sql.withLock(async () => {
    await sql.exec(CREATE_TABLE);
    const rows = await sql.query(
      'SELECT migration_name, checksum FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL',
    );
    const done = new Map(rows.map((r) => [String(r.migration_name), String(r.checksum)]));
    const applied: string[] = [];
    for (const m of migrations) {
      const seen = done.get(m.name);
      if (seen !== undefined) {
        if (seen !== m.checksum) throw new Error(`Migration ${m.name} was changed after it was applied; add a new migration instead.`);
        continue;
      }
      if (!/^[\w-]+$/.test(m.name)) throw new Error(`Bad migration folder name: ${m.name}`);
      // The record goes in the migration's own transaction: applied ⇔ recorded.
      await sql.exec(
        `BEGIN;\n${m.sql}\n;\nINSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, started_at, applied_steps_count) ` +
          `VALUES ('${randomUUID()}', '${m.checksum}', now(), '${m.name}', now(), 1);\nCOMMIT;`,
      );
      applied.push(m.name);
    }
    return applied;
  });
}
