// Prisma CLI configuration. The bot itself never needs the CLI at run time:
// it applies prisma/migrations/ on start-up (src/db/migrate.ts).
import 'dotenv/config';
import { defineConfig } from 'prisma/config';

export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres' },
});
