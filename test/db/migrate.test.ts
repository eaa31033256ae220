import { describe, it, expect, afterAll, beforeAll } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { applyMigrations, readMigrations } from '../../src/db/migrate.js';
import { openTestDb, DB_KINDS, type TestDb } from '../support/db.js';

// Drift: what schema.prisma declares must be exactly what the migrations build.
interface FieldDecl { table: string; column: string; type: string; nullable: boolean }

const SQL_TYPE: Record<string, string> = {
  String: 'text', Int: 'integer', Float: 'double precision', DateTime: 'timestamp without time zone', Json: 'jsonb', Boolean: 'boolean', BigInt: 'bigint',
};

function declaredColumns(): FieldDecl[] {
  const schema = readFileSync(fileURLToPath(new URL('../../prisma/schema.prisma', import.meta.url)), 'utf8');
  const models = [...schema.matchAll(/model (\w+) \{([\s\S]*?)\n\}/g)];
  const modelNames = new Set(models.map((m) => m[1]));
  const out: FieldDecl[] = [];
  for (const [, table, body] of models) {
    for (const line of body.split('\n')) {
      const m = line.trim().match(/^(\w+)\s+(\w+)(\[\]|\?)?/);
      if (!m || line.trim().startsWith('@@') || line.trim().startsWith('//')) continue;
      const [, column, type, mod] = m;
      if (modelNames.has(type)) continue; // relation field, no column
      out.push({ table, column, type: mod === '[]' ? 'ARRAY' : SQL_TYPE[type] ?? `?${type}`, nullable: mod === '?' || mod === '[]' });
    }
  }
  return out;
}

/** Index names (Prisma's own, or the `map:` given), each with its `where: raw("…")` predicate for a partial index. */
function declaredIndexes(): string[] {
  const schema = readFileSync(fileURLToPath(new URL('../../prisma/schema.prisma', import.meta.url)), 'utf8');
  const out: string[] = [];
  for (const [, table, body] of schema.matchAll(/model (\w+) \{([\s\S]*?)\n\}/g)) {
    for (const line of body.split('\n')) {
      const t = line.trim();
      const idx = t.match(/^@@(index|unique|id)\(\[([\w, ]+)\]/);
      if (idx) {
        const cols = idx[2].split(',').map((c) => c.trim());
        const name = t.match(/map: "(\w+)"/)?.[1] ?? (idx[1] === 'id' ? `${table}_pkey` : `${table}_${cols.join('_')}_${idx[1] === 'index' ? 'idx' : 'key'}`);
        const where = t.match(/where: raw\("(.*)"\)/)?.[1]?.replace(/\\"/g, '"');
        out.push(where ? `${name} WHERE ${where}` : name);
      }
      const field = t.match(/^(\w+)\s+\w+.*@(id|unique)\b/);
      if (field) out.push(field[2] === 'id' ? `${table}_pkey` : `${table}_${field[1]}_key`);
    }
  }
  return out.sort();
}

describe.each(DB_KINDS)('migrations on %s', (kind) => {
  let db: TestDb;
  beforeAll(async () => {
    db = await openTestDb(kind);
  });
  afterAll(async () => db?.dispose());

  it('records every migration in _prisma_migrations with its checksum, once', async () => {
    const rows = await db.sql.query('SELECT migration_name, checksum, finished_at FROM "_prisma_migrations" ORDER BY migration_name');
    const expected = readMigrations();
    expect(rows.map((r) => r.migration_name)).toEqual(expected.map((m) => m.name));
    expect(rows.map((r) => r.checksum)).toEqual(expected.map((m) => m.checksum));
    expect(rows.every((r) => r.finished_at !== null)).toBe(true);
    expect(await applyMigrations(db.sql)).toEqual([]);
  });

  it('builds exactly the columns schema.prisma declares (no drift)', async () => {
    const rows = await db.sql.query(
      `SELECT table_name, column_name, data_type, is_nullable FROM information_schema.columns
       WHERE table_schema = 'public' AND table_name <> '_prisma_migrations' ORDER BY table_name, column_name`,
    );
    const actual = rows.map((r) => `${r.table_name}.${r.column_name}:${r.data_type}:${r.is_nullable === 'YES'}`).sort();
    const declared = declaredColumns().map((c) => `${c.table}.${c.column}:${c.type}:${c.nullable}`).sort();
    expect(actual).toEqual(declared);
  });

  it('builds exactly the indexes schema.prisma declares', async () => {
    const rows = await db.sql.query(`SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' AND tablename <> '_prisma_migrations'`);
    const actual = rows.map((r) => {
      const where = / WHERE (.*)$/.exec(String(r.indexdef))?.[1];
      return where ? `${r.indexname} WHERE ${where}` : String(r.indexname);
    });
    expect(actual.sort()).toEqual(declaredIndexes());
  });
});
