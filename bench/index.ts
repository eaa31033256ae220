// `npm run bench`: the figures the issues ask for, printed so runs can be
// compared. Each section runs in a process of its own, so one section's
// modules, caches and garbage never slow another's.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const SECTIONS = ['agog', 'gomofasta', 'ugo', 'gogmagog', 'mogo', 'service', 'scheduler', 'e2e', 'footprint', 'ratings', 'tournaments', 'scale'] as const;
/** Run only when named: it fills a database of a million matches (minutes). */
const ON_REQUEST: readonly string[] = ['scale'];

const only = process.argv.slice(2);
const unknown = only.filter((s) => !(SECTIONS as readonly string[]).includes(s));
if (unknown.length) {
  console.error(`Unknown section(s): ${unknown.join(', ')}. Sections: ${SECTIONS.join(', ')}.`);
  process.exit(2);
}
console.log(`bench on ${process.platform} ${process.arch}, node ${process.version}, ${new Date().toISOString()}`);
const runner = fileURLToPath(new URL('./section.ts', import.meta.url));
let failed = 0;
for (const name of SECTIONS) {
  if (only.length ? !only.includes(name) : ON_REQUEST.includes(name)) continue;
  const run = spawnSync(process.execPath, ['--import', 'tsx', runner, name], { stdio: 'inherit' });
  if (run.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
