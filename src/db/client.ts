// One factory for both databases: Postgres when DATABASE_URL is set, embedded
// PGlite otherwise. Both get the same migrations (./migrate.ts).
// Each database's driver is imported only when that database is opened: the
// other's would cost start-up 0.1–0.2 s for nothing.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { PrismaClient } from '../generated/prisma/client.js';
import { applyMigrations, type SqlRunner } from './migrate.js';
import { startPgliteThread, type DatabaseMemory } from './pglite-thread.js';

export type Db = PrismaClient;

export interface Database {
  prisma: Db;
  kind: 'postgres' | 'pglite';
  /** Multi-statement SQL outside Prisma (migrations, tests). */
  sql: SqlRunner;
  close(): Promise<void>;
  /** Bytes the database holds inside this process (PGlite's WebAssembly heap and its thread's heap). */
  memory?(): Promise<DatabaseMemory>;
  /** Collects the garbage the database keeps in this process, if it keeps any (PGlite's thread). */
  collectGarbage?(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgresql://… ; when absent, PGlite is used. */
  url?: string;
  /** PGlite folder; 'memory://' for a throw-away database. */
  dataDir?: string;
  migrate?: boolean;
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  const dataDir = opts.dataDir ?? './data';
  const db = opts.url ? await openPostgres(opts.url) : await openPglite(dataDir);
  if (opts.migrate === false) return db;
  // A failed migration closes what was opened (PGlite's thread would otherwise keep the process alive).
  const applied = await applyMigrations(db.sql).catch(async (err) => {
    await db.close().catch(() => undefined);
    throw err;
  });
  // Building the schema grows PGlite's WebAssembly heap by 20–40 MB, and a
  // WebAssembly heap never shrinks: after migrations (a new folder, an
  // upgrade) the database is opened afresh, so the bot holds what any later
  // start holds. A throw-away database cannot be reopened.
  if (db.kind === 'pglite' && applied.length > 0 && dataDir !== 'memory://') {
    await db.close();
    return openPglite(dataDir);
  }
  return db;
}

/**
 * Prisma's client (and its query compiler) loads after the embedded
 * database's thread has been started, not before: main.ts starts opening the
 * database first thing, and the thread's start-up overlaps everything else.
 */
const prismaClient = () => import('../generated/prisma/client.js');

/**
 * Compiled query plans kept (Prisma keeps 1,000 by default, 12–17 kB each).
 * The bot asks a few dozen kinds of query, but Prisma 7 does not turn scalar
 * lists into parameters, so creating a match or a challenge, and accepting
 * one, compile a plan of their own with the players' ids in it: at 200, a
 * thousand actions filled the cache with 185 such plans (3 MB) that are never
 * asked again. The cache drops the least recently used first, so the plans in
 * steady use stay.
 */
const QUERY_PLAN_CACHE = 64;

async function openPostgres(url: string): Promise<Database> {
  const [{ PrismaPg }, { default: pg }, { PrismaClient }] = await Promise.all([import('@prisma/adapter-pg'), import('pg'), prismaClient()]);
  const adapter = new PrismaPg({ connectionString: url, max: 10 });
  const prisma = new PrismaClient({ adapter, queryPlanCacheMaxSize: QUERY_PLAN_CACHE });
  // A client of its own per call: only migrations, tests and the benches run raw SQL, never the hot path.
  const withClient = async <T>(fn: (client: InstanceType<typeof pg.Client>) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await fn(client);
    } finally {
      await client.end();
    }
  };
  const sql: SqlRunner = {
    exec: (text) => withClient(async (client) => void (await client.query(text))),
    query: (text, params = []) => withClient(async (client) => (await client.query(text, params as unknown[])).rows),
    // Prisma's own migrate lock id, so two bot processes never migrate at once.
    withLock: (fn) =>
      withClient(async (client) => {
        await client.query('SELECT pg_advisory_lock(72707369)');
        try {
          return await fn();
        } finally {
          await client.query('SELECT pg_advisory_unlock(72707369)').catch(() => undefined);
        }
      }),
  };
  return { prisma, kind: 'postgres', sql, close: () => prisma.$disconnect() };
}

/**
 * PGlite starts with a server's settings (128 MB of shared buffers, 1 GB of
 * WAL), all inside this process. A bot's database is a few megabytes of
 * matches, read a row at a time, so it gets a small server's settings instead.
 */
export const PGLITE_SETTINGS = {
  shared_buffers: '16MB',
  wal_buffers: '1MB',
  work_mem: '2MB',
  maintenance_work_mem: '16MB',
  temp_buffers: '2MB',
  max_connections: '5',
  min_wal_size: '32MB',
  max_wal_size: '64MB',
};
const pgliteSettings = Object.entries(PGLITE_SETTINGS).flatMap(([k, v]) => ['-c', `${k}=${v}`]);

/**
 * A new folder is created (initdb) by a short-lived child process: PGlite's
 * initdb passes through a second database and a copy of the whole folder, and
 * the process that ran it keeps several hundred megabytes afterwards.
 */
async function createPgliteFolder(dataDir: string): Promise<void> {
  if (dataDir === 'memory://' || existsSync(path.join(dataDir, 'PG_VERSION'))) return;
  const script = `const { PGlite } = await import(${JSON.stringify(import.meta.resolve('@electric-sql/pglite'))});
    const db = new PGlite(process.argv[1]);
    await db.waitReady;
    await db.close();`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script, dataDir], { stdio: ['ignore', 'inherit', 'inherit'] });
  const code = await new Promise<number | null>((resolve, reject) => child.once('error', reject).once('exit', resolve));
  if (code !== 0) throw new Error(`could not create the embedded database in ${dataDir}`);
}

async function openPglite(dataDir: string): Promise<Database> {
  const [thread, { PrismaPg }, { default: pg }, { PrismaClient }] = await Promise.all([
    createPgliteFolder(dataDir).then(() => startPgliteThread(dataDir, pgliteSettings)), // 'memory://' is PGlite's own name for no folder
    import('@prisma/adapter-pg'),
    import('pg'),
    prismaClient(),
  ]);
  // One connection, kept open, shared by Prisma and the SQL runner (see pglite-thread.ts).
  const pool = new pg.Pool({ ...thread.connection, max: 1, idleTimeoutMillis: 0 });
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool), queryPlanCacheMaxSize: QUERY_PLAN_CACHE });
  const sql: SqlRunner = {
    async exec(text) {
      await pool.query(text);
    },
    async query(text, params = []) {
      return (await pool.query(text, params as unknown[])).rows as Record<string, unknown>[];
    },
    withLock: (fn) => fn(), // one process owns a PGlite folder
  };
  return {
    prisma,
    kind: 'pglite',
    sql,
    memory: () => thread.memory(),
    collectGarbage: () => thread.collectGarbage(),
    async close() {
      await prisma.$disconnect();
      await pool.end();
      await thread.close();
    },
  };
}
