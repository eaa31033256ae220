import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { claim } from '../../src/matches/outbox.js';
import { readOptions, readResult } from '../../src/matches/stored.js';
import { openTestDb, type TestDb } from '../support/db.js';

describe('stored JSON is read through zod', () => {
  let db: TestDb;
  beforeAll(async () => {
    db = await openTestDb('pglite');
  });
  afterAll(async () => db?.dispose());

  it('sets aside an unreadable outbox row with its reason and still delivers the others', async () => {
    const past = new Date(Date.now() - 60_000);
    const junk = await db.prisma.outbox.create({ data: { kind: 'board', payload: { kind: 'board', matchId: 'not a number' }, dueAt: past } });
    const good = await db.prisma.outbox.create({ data: { kind: 'direct', payload: { kind: 'direct', userId: '1', content: 'hello' }, dueAt: past } });
    const rows = await claim(db.prisma, {});
    expect(rows.map((r) => r.id)).toEqual([good.id]);
    expect(rows[0].payload).toEqual({ kind: 'direct', userId: '1', content: 'hello' });
    const setAside = await db.prisma.outbox.findUniqueOrThrow({ where: { id: junk.id } });
    expect(setAside.deliveredAt).not.toBeNull();
    expect(setAside.lastError).toMatch(/unreadable payload/);
    expect(await claim(db.prisma, {})).toEqual([]);
  });

  it('reads results and options defensively', () => {
    expect(readResult({ winners: [1], reason: 'journeyman captured' })).toEqual({ winners: [1], reason: 'journeyman captured' });
    expect(readResult({ winners: 'everyone' })).toBeNull();
    expect(readResult(null)).toBeNull();
    expect(readOptions({ handicap: 2 })).toEqual({ handicap: 2 });
    expect(readOptions(['not', 'an', 'object'])).toEqual({});
  });
});
