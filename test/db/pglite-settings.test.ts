// The embedded database runs inside the bot's process, so its settings are
// the bot's memory: they must be a small server's, not PGlite's defaults.
import { describe, it, expect } from 'vitest';
import { openDatabase, PGLITE_SETTINGS } from '../../src/db/client.js';

describe('the embedded database', () => {
  it('starts with the small settings, and still answers', async () => {
    const db = await openDatabase({ dataDir: 'memory://' });
    try {
      for (const [name, value] of Object.entries(PGLITE_SETTINGS)) {
        const [row] = await db.sql.query(`SHOW ${name}`);
        expect({ name, value: row[name] }).toEqual({ name, value });
      }
      expect(await db.prisma.match.count()).toBe(0);
    } finally {
      await db.close();
    }
  });
});
