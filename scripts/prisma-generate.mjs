// `npm install` generates the Prisma client. The Prisma 7 CLI wants to download
// its schema engine first, which fails without internet; `generate` does not
// need that engine, so when it is absent we point PRISMA_SCHEMA_ENGINE_BINARY at
// an existing file and the CLI skips the download (see README, "Database").
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const cli = fileURLToPath(new URL('../node_modules/prisma/build/index.js', import.meta.url));

function generate(env) {
  return spawnSync(process.execPath, [cli, 'generate'], { cwd: root, env, stdio: 'inherit' });
}

if (!existsSync(cli)) {
  console.error('prisma CLI not installed yet; skipping client generation');
  process.exit(0);
}
const env = { ...process.env, PRISMA_HIDE_UPDATE_MESSAGE: '1', CHECKPOINT_DISABLE: '1' };
if (!env.PRISMA_SCHEMA_ENGINE_BINARY) env.PRISMA_SCHEMA_ENGINE_BINARY = process.execPath;
const run = generate(env);
process.exit(run.status ?? 1);
