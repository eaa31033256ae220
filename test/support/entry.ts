// The process `npm start` runs, for tests and benchmarks that start the bot
// as a user would: package.json's start script, turned into node's arguments.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));

/** A package.json script: `start`, or `start:sharded`. */
export type StartScript = 'start' | 'start:sharded';

function startScript(name: StartScript = 'start'): string[] {
  const script: string = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts[name];
  return script.trim().split(/\s+/);
}

const assignment = /^([A-Z_][A-Z0-9_]*)=(.*)$/;

/** node's arguments for `npm start` (without npm in between). */
export function startArgs(name?: StartScript): string[] {
  const [bin, ...args] = startScript(name).filter((w) => !assignment.test(w));
  if (bin === 'node') return args;
  if (bin === 'tsx') return ['--import', 'tsx', ...args];
  throw new Error(`start script "${startScript(name).join(' ')}" is neither node nor tsx`);
}

/** The environment `npm start` sets before node (the `NAME=value` words in front). */
export function startEnv(name?: StartScript): Record<string, string> {
  const env: Record<string, string> = {};
  for (const word of startScript(name)) {
    const m = assignment.exec(word);
    if (!m) break;
    env[m[1]] = m[2];
  }
  return env;
}

/**
 * Compiles the sources to dist/ as `npm install` does, so what starts is the
 * code under test and not a build from before the last edit. Safe to run from
 * several test files at once: the build writes each file atomically.
 */
export function buildEntry(): void {
  const run = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { cwd: root, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`build failed:\n${run.stderr}${run.stdout}`);
}
