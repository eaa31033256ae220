// The embedded database runs on its own thread behind a Unix socket
// (src/db/pglite-thread.ts): what it stores must survive a clean close, the
// socket must not outlive it, and a folder it cannot open must say so and
// leave nothing running.
import { describe, it, expect } from 'vitest';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../src/db/client.js';

const socketFolders = () => new Set(readdirSync(tmpdir()).filter((f) => f.startsWith('golem-db-')));

describe('the embedded database on its own thread', () => {
  it('keeps what was written across a close and a reopen, and removes its socket on close', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'pglite-thread-'));
    const before = socketFolders();
    try {
      const first = await openDatabase({ dataDir });
      const opened = [...socketFolders()].filter((f) => !before.has(f));
      expect(opened).toHaveLength(1);
      await first.prisma.userSettings.create({ data: { userId: '42', pings: false } });
      // Prisma and the SQL runner share the one connection, in a transaction too.
      await first.prisma.$transaction(async (tx) => {
        await tx.userSettings.update({ where: { userId: '42' }, data: { pings: true } });
      });
      expect((await first.sql.query('SELECT pings FROM "UserSettings" WHERE "userId" = $1', ['42']))[0]).toEqual({ pings: true });
      expect((await first.memory!()).wasmHeap).toBeGreaterThan(16 * 1024 * 1024);
      await first.close();
      expect(existsSync(path.join(tmpdir(), opened[0]))).toBe(false);

      const second = await openDatabase({ dataDir });
      try {
        expect(await second.prisma.userSettings.findUnique({ where: { userId: '42' }, select: { pings: true } })).toEqual({ pings: true });
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('a failed query leaves the connection usable, and a rolled-back transaction leaves nothing', async () => {
    const db = await openDatabase({ dataDir: 'memory://' });
    try {
      await expect(db.sql.query('SELECT * FROM "NoSuchTable"')).rejects.toThrow(/NoSuchTable/);
      // pg replaces the connection after an error: the thread must take the new one at once.
      expect(await db.sql.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
      await expect(
        db.prisma.$transaction(async (tx) => {
          await tx.userSettings.create({ data: { userId: '7' } });
          throw new Error('changed my mind');
        }),
      ).rejects.toThrow('changed my mind');
      expect(await db.prisma.userSettings.count()).toBe(0);
    } finally {
      await db.close();
    }
  });

  it('keeps nothing per query: thousands of queries leave its heap as it was', async () => {
    // PGlite 0.4.3 kept every reply it sent through the socket (see pglite-thread.ts): about 1 MB per 1,000 queries.
    const db = await openDatabase({ dataDir: 'memory://' });
    try {
      const heap = async () => {
        await db.collectGarbage!();
        return (await db.memory!()).threadHeapUsed;
      };
      for (let i = 0; i < 200; i++) await db.sql.query('SELECT $1::int AS n', [i]);
      const before = await heap();
      for (let i = 0; i < 5000; i++) await db.sql.query('SELECT $1::int AS n', [i]);
      expect((await heap()) - before).toBeLessThan(2 * 1024 * 1024);
    } finally {
      await db.close();
    }
  });

  it('a folder it cannot open is refused with the reason, and no thread or socket is left', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'pglite-bad-'));
    writeFileSync(path.join(dataDir, 'PG_VERSION'), 'not a database\n');
    const before = socketFolders();
    try {
      await expect(openDatabase({ dataDir })).rejects.toThrow(`the embedded database in ${dataDir} could not be opened`);
      expect([...socketFolders()].filter((f) => !before.has(f))).toEqual([]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
