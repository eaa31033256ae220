// Real databases for tests: a fresh Postgres database per call on the local
// server (TEST_DATABASE_URL, default the CI machine's), or an in-memory PGlite.
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { openDatabase, type Database } from '../../src/db/client.js';

export const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';

export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `t_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(ADMIN_URL);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: ADMIN_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export interface TestDb extends Database {
  dispose(): Promise<void>;
}

export async function openTestDb(kind: 'postgres' | 'pglite'): Promise<TestDb> {
  if (kind === 'pglite') {
    const db = await openDatabase({ dataDir: 'memory://' });
    return { ...db, dispose: () => db.close() };
  }
  const created = await createPostgresDatabase();
  const db = await openDatabase({ url: created.url });
  return {
    ...db,
    async dispose() {
      await db.close();
      await created.drop();
    },
  };
}

export const DB_KINDS = ['postgres', 'pglite'] as const;
