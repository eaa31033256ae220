// The "scale" migration on a database that already holds matches: the board
// post each match's reply links to moves from the Outbox onto the match, each
// player's "active" copy says what the match's status says, and the trigger
// keeps that copy true afterwards, whichever statement changes the status.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { applyMigrations, migrationsDir, readMigrations } from '../../src/db/migrate.js';
import { openDatabase, type Database } from '../../src/db/client.js';
import { createPostgresDatabase, DB_KINDS } from '../support/db.js';

const SCALE = '20261125000000_scale';

describe.each(DB_KINDS)('the scale migration on %s', (kind) => {
  let db: Database;
  let drop: () => Promise<void> = async () => undefined;
  let before: string;

  beforeAll(async () => {
    if (kind === 'postgres') {
      const created = await createPostgresDatabase();
      drop = created.drop;
      db = await openDatabase({ url: created.url, migrate: false });
    } else {
      db = await openDatabase({ dataDir: 'memory://', migrate: false });
    }
    // The migrations as they stood before this one.
    before = mkdtempSync(path.join(tmpdir(), 'migrations-'));
    for (const m of readMigrations().filter((m) => m.name < SCALE)) cpSync(path.join(migrationsDir, m.name), path.join(before, m.name), { recursive: true });
    await applyMigrations(db.sql, before);
  });
  afterAll(async () => {
    await db?.close();
    await drop();
    rmSync(before, { recursive: true, force: true });
  });

  it('moves the latest delivered board post onto the match and marks finished matches’ players inactive', async () => {
    await db.sql.exec(`
      INSERT INTO "Match" (id, game, seed, options, state, version, status, "channelId", "updatedAt", "waitingFor", "movedSeats")
      VALUES (1, 'agog', 's', '{}', '{}', 3, 'active', '100', now(), '{}', '{}'),
             (2, 'agog', 's', '{}', '{}', 9, 'finished', '100', now(), '{}', '{}'),
             (3, 'agog', 's', '{}', '{}', 0, 'active', '100', now(), '{}', '{}');
      INSERT INTO "MatchPlayer" ("matchId", seat, "userId") VALUES (1, 0, 'a'), (1, 1, 'b'), (2, 0, 'a'), (2, 1, 'b'), (3, 0, 'a'), (3, 1, 'c');
      INSERT INTO "Outbox" ("matchId", kind, payload, "deliveredAt", "sentChannelId", "sentMessageId") VALUES
        (1, 'board', '{"kind":"board","version":2}', now(), '200', '1002'),
        (1, 'board', '{"kind":"board","version":3}', now(), '200', '1003'),
        (1, 'reply', '{"kind":"reply"}', now(), NULL, NULL),
        (2, 'board', '{"kind":"board","version":9}', now(), '201', '2009'),
        (3, 'board', '{"kind":"board","version":0}', NULL, NULL, NULL);`);
    expect(await applyMigrations(db.sql)).toEqual([SCALE, ...readMigrations().filter((m) => m.name > SCALE).map((m) => m.name)]);
    const matches = await db.sql.query(`SELECT id, "boardPostVersion", "boardPostChannelId", "boardPostMessageId" FROM "Match" ORDER BY id`);
    expect(matches).toEqual([
      { id: 1, boardPostVersion: 3, boardPostChannelId: '200', boardPostMessageId: '1003' },
      { id: 2, boardPostVersion: 9, boardPostChannelId: '201', boardPostMessageId: '2009' },
      // Its opening board is not delivered yet: nothing to link to.
      { id: 3, boardPostVersion: null, boardPostChannelId: null, boardPostMessageId: null },
    ]);
    const players = await db.sql.query(`SELECT "matchId", active FROM "MatchPlayer" ORDER BY "matchId", seat`);
    expect(players.map((p) => `${p.matchId}:${p.active}`)).toEqual(['1:true', '1:true', '2:false', '2:false', '3:true', '3:true']);
  });

  it('keeps each player’s copy of the status true through every change of status', async () => {
    const activeOf = async (matchId: number) => (await db.sql.query(`SELECT active FROM "MatchPlayer" WHERE "matchId" = $1`, [matchId])).map((r) => r.active);
    await db.sql.exec(`UPDATE "Match" SET status = 'aborted' WHERE id = 1`);
    expect(await activeOf(1)).toEqual([false, false]);
    await db.sql.exec(`UPDATE "Match" SET status = 'active' WHERE id = 1`);
    expect(await activeOf(1)).toEqual([true, true]);
    // A write that leaves the status alone leaves the players alone.
    await db.sql.exec(`UPDATE "Match" SET version = version + 1 WHERE id = 3`);
    expect(await activeOf(3)).toEqual([true, true]);
  });
});
