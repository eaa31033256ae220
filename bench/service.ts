import { MatchService } from '../src/matches/service.js';
import { engineFor } from '../src/games/index.js';
import { openDatabase } from '../src/db/client.js';
import { createPostgresDatabase } from '../test/support/db.js';
import { Rng, seedRng } from '../src/games/rng.js';
import { fmt, line, summarise } from './stats.js';

export async function benchService(): Promise<void> {
  console.log('\nMatch service on Postgres (127.0.0.1)');
  const created = await createPostgresDatabase();
  const db = await openDatabase({ url: created.url });
  try {
    const service = new MatchService(db.prisma);
    const agog = engineFor('agog')!;
    const rng = new Rng(seedRng('bench-service'));
    const times: number[] = [];
    for (let game = 0; times.length < 2000; game++) {
      const c = await service.challenge({
        game: 'agog', challenger: { id: '100000000000000001' }, invitees: [{ id: '100000000000000002' }],
        guildId: null, channelId: String(300000000000000000n + BigInt(game)), options: {}, challengerSeat: 0,
      });
      if (!c.ok) throw new Error(c.error);
      const a = await service.accept(c.challenge.id, { id: '100000000000000002' });
      if (!a.ok || !a.match) throw new Error('accept failed');
      let m = a.match;
      while (m.status === 'active' && times.length < 2000) {
        const [seat] = agog.toAct(m.state);
        const action = rng.pick(agog.legalActions(m.state, seat));
        const t = performance.now();
        const res = await service.act(m.id, { id: m.players[seat].userId }, action, { exact: m.version });
        times.push(performance.now() - t);
        if (!res.ok) throw new Error(res.error);
        m = res.match;
      }
    }
    const s = summarise(times.slice(50));
    line('action latency (load, apply, version-checked save, log, outbox) p50 ms', fmt(s.p50));
    line('action latency p99 ms', fmt(s.p99), '≤ 15 ms');
  } finally {
    await db.close();
    await created.drop();
  }
}
