// `npm run bench`: the figures the issues ask for, printed so runs can be compared.
import { benchAgog } from './agog.js';
import { benchService } from './service.js';
import { benchE2e } from './e2e.js';
import { benchGomofasta, benchUgo } from './cards.js';
import { benchScheduler } from './scheduler.js';

const sections: [string, () => Promise<void>][] = [
  ['agog', benchAgog],
  ['gomofasta', benchGomofasta],
  ['ugo', benchUgo],
  ['service', benchService],
  ['scheduler', benchScheduler],
  ['e2e', benchE2e],
];

const only = process.argv.slice(2);
console.log(`bench on ${process.platform} ${process.arch}, node ${process.version}, ${new Date().toISOString()}`);
for (const [name, run] of sections) {
  if (only.length && !only.includes(name)) continue;
  await run();
}
process.exit(0);
