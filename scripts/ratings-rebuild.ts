// npm run ratings:rebuild — recompute every rating from the stored match
// results (after a change of formula), in the order they were first rated.
// Reads DATABASE_URL, or the PGlite folder DATA_DIR (default ./data).
import 'dotenv/config';
import { openDatabase } from '../src/db/client.js';
import { rebuildRatings } from '../src/matches/ratings.js';

const database = await openDatabase(process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : { dataDir: process.env.DATA_DIR ?? './data' });
try {
  const started = Date.now();
  const rated = await rebuildRatings(database.prisma);
  console.log(`rebuilt ratings from ${rated} rated matches in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await database.close();
}
