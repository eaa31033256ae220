import { describe, it, expect } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const root = fileURLToPath(new URL('..', import.meta.url));

function start(env: Record<string, string>) {
  // An empty .env, so only `env` counts even on a machine with a real one.
  const dotenv = path.join(mkdtempSync(path.join(tmpdir(), 'start-')), '.env');
  writeFileSync(dotenv, '');
  const clean = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(DISCORD_|DATABASE_URL|DEV_GUILD_ID|LOG_LEVEL|DATA_DIR)/.test(k)));
  return spawnSync(process.execPath, ['--import', 'tsx', main], { cwd: root, env: { ...clean, DOTENV_CONFIG_PATH: dotenv, ...env }, encoding: 'utf8', timeout: 60_000 });
}

describe('npm start with bad settings', () => {
  it.each([
    [{}, /DISCORD_TOKEN is required/],
    [{ DISCORD_TOKEN: 'x'.repeat(70), DATABASE_URL: 'mysql://nope' }, /DATABASE_URL must start with postgresql/],
  ])('stops at once with one clear line (%o)', (env, message) => {
    const run = start(env as Record<string, string>);
    expect(run.status).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(message);
  });
});
