// End to end through the loopback stand-in with the real discord.js client:
// ≥ 50 A•G•O•G matches played at once by scripted users. The bot's own REST
// cap (50 requests/s, Discord's global limit) is raised here only, so the
// figure shows what the bot can do, not Discord's ceiling.
import { openTable, challenge, accept } from '../test/e2e/harness.js';
import { fmt, line, summarise } from './stats.js';
import { agog } from '../src/games/agog/index.js';

const MATCHES = 50;
const SECONDS = 12;

export async function benchE2e(): Promise<void> {
  console.log(`\nEnd to end (real discord.js ↔ loopback stand-in, Postgres, node-canvas), ${MATCHES} concurrent matches`);
  const t = await openTable({ botOptions: { rest: { globalRequestsPerSecond: 100_000 } } });
  try {
    const users = Array.from({ length: MATCHES * 2 }, (_, i) => t.discord.world.createUser(`player${i}`, { memberOf: [t.guild] }));
    const matches: { id: number; thread: Awaited<ReturnType<typeof accept>>['thread']; seats: typeof users }[] = [];
    for (let i = 0; i < MATCHES; i++) {
      const [w, b] = [users[2 * i], users[2 * i + 1]];
      const ch = await challenge(t, w, b, { days: 'none' });
      const { thread, matchId } = await accept(t, b, ch);
      matches.push({ id: matchId, thread, seats: [w, b] });
    }
    const service = t.bot.ctx.service;

    // The floor: the same client answering a no-op command, same concurrency.
    const floor: number[] = [];
    await Promise.all(
      matches.map(async (m) => {
        for (let k = 0; k < 6; k++) {
          const h = await t.discord.as(m.seats[0]).slash(m.thread, 'ping', {});
          floor.push((await h.ack()).ms);
        }
      }),
    );

    const ack: number[] = [];
    const posted: number[] = [];
    let actions = 0;
    const deadline = Date.now() + SECONDS * 1000;
    const started = Date.now();
    await Promise.all(
      matches.map(async (m) => {
        // Scripted players keep their own copy of the game (as a person reads the board)
        // so the figures measure the bot, not the script reading the database.
        const start = (await service.getMatch(m.id))!;
        let state = start.state;
        let version = start.version;
        while (Date.now() < deadline && !agog.result(state as never)) {
          const [seat] = agog.toAct(state as never);
          const user = m.seats[start.players[seat].userId === m.seats[0].id ? 0 : 1];
          const action = agog.legalActions(state as never, seat)[0];
          const pick = agog.formatAction(state as never, action);
          const h = await t.discord.as(user).slash(m.thread, 'move', { action: pick, match: m.id });
          ack.push((await h.ack(10_000)).ms);
          await h.reply(10_000);
          version++;
          const board = t.discord.messages(m.thread).find((msg) => msg.attachments.some((a) => a.filename === `match-${m.id}-v${version}.png`));
          if (!board) throw new Error(`board for match ${m.id} v${version} not posted`);
          posted.push(board.createdAt - h.dispatchedAt);
          const next = agog.applyAction(state as never, seat, action);
          if (!next.ok) throw new Error(next.error);
          state = next.state;
          actions++;
        }
      }),
    );
    const elapsed = (Date.now() - started) / 1000;
    const a = summarise(ack);
    const p = summarise(posted);
    const f = summarise(floor);
    line('interaction → acknowledgement p50 / p99 ms', `${fmt(a.p50, 1)} / ${fmt(a.p99, 1)}`, 'p99 ≤ 20 ms');
    line('interaction → board image posted p50 / p99 ms', `${fmt(p.p50, 1)} / ${fmt(p.p99, 1)}`, 'p99 ≤ 100 ms');
    line('actions per second sustained, each with its board image', fmt(actions / elapsed, 1), '≥ 100/s');
    line('floor: no-op /ping acknowledgement p50 / p99 ms', `${fmt(f.p50, 1)} / ${fmt(f.p99, 1)}`);
    line('ratio of /move to /ping acknowledgement (p50)', fmt(a.p50 / f.p50, 2));
  } finally {
    await t.close();
  }
}
