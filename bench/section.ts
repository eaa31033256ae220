// Runs one benchmark section (see index.ts).
const sections: Record<string, () => Promise<() => Promise<void>>> = {
  agog: async () => (await import('./agog.js')).benchAgog,
  gomofasta: async () => (await import('./cards.js')).benchGomofasta,
  ugo: async () => (await import('./cards.js')).benchUgo,
  gogmagog: async () => (await import('./gogmagog.js')).benchGogmagog,
  mogo: async () => (await import('./mogo.js')).benchMogo,
  service: async () => (await import('./service.js')).benchService,
  scheduler: async () => (await import('./scheduler.js')).benchScheduler,
  e2e: async () => (await import('./e2e.js')).benchE2e,
  footprint: async () => (await import('./footprint.js')).benchFootprint,
  ratings: async () => (await import('./ratings.js')).benchRatings,
  tournaments: async () => (await import('./tournaments.js')).benchTournaments,
  scale: async () => (await import('./scale.js')).benchScale,
};

const name = process.argv[2];
const load = sections[name];
if (!load) {
  console.error(`no bench section "${name}"`);
  process.exit(2);
}
await (await load())();
process.exit(0);
