// How many SQL statements one /move costs, counted where they leave the
// process: at the pg driver, under the real bot (discord.js against the
// stand-in, Postgres). Every statement is a round trip to the database, and
// in a big bot the database is the one part all processes share.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { countStatements, listed } from './count-statements.js';
import { openTable, startMatch, waitForBoardPost, outboxSettled, firstSuggestion, sleep, type Table } from '../e2e/harness.js';

const AIM = 8;

let t: Table;
const counter = countStatements();
beforeAll(async () => {
  t = await openTable();
});
afterAll(async () => {
  counter.restore();
  await t?.close();
});

type User = Table['alice'];

/** The user whose move it is. */
async function mover(matchId: number, users: User[]): Promise<User> {
  const m = (await t.bot.ctx.service.getMatch(matchId))!;
  return users.find((u) => u.id === m.waitingFor[0])!;
}

async function countMove(game: string): Promise<{ statements: string[]; kinds: string[] }> {
  const { discord, alice, bob } = t;
  const { thread, matchId } = await startMatch(t, alice, bob, { game, days: 3 });
  // Nothing else may talk to the database while counting: the outbox poll loop stops (the scheduler's interval is an hour).
  t.bot.ctx.dispatcher.stop();
  // The first move warms what a running bot has warm (the match's thread is known, the hands' DMs exist).
  const first = await mover(matchId, [alice, bob]);
  const opening = await firstSuggestion(t, matchId, first);
  expect((await (await discord.as(first).slash(thread, 'move', { action: opening })).reply()).content).toContain('Played');
  await waitForBoardPost(t, thread, matchId, 1);
  await outboxSettled(t, matchId);
  const second = await mover(matchId, [alice, bob]);
  const action = await firstSuggestion(t, matchId, second);
  const before = await t.db.prisma.outbox.aggregate({ _max: { id: true } });
  await sleep(300);

  counter.start();
  const h = await discord.as(second).slash(thread, 'move', { action });
  const reply = await h.reply();
  await waitForBoardPost(t, thread, matchId, 2);
  // The rows are marked delivered after Discord has taken the reply.
  await sleep(500);
  const statements = counter.stop();

  expect(reply.content).toContain(`Played \`${action}\``);
  expect(reply.content).toMatch(new RegExp(`/${thread.id}/\\d+`)); // the link to the board post
  await outboxSettled(t, matchId);
  const rows = await t.db.prisma.outbox.findMany({ where: { matchId, id: { gt: before._max.id ?? 0 } }, orderBy: { id: 'asc' } });
  console.log(`/move in ${game} (${rows.map((r) => r.kind).join(', ')}): ${statements.length} statements\n${listed(statements)}`);
  return { statements, kinds: rows.map((r) => r.kind) };
}

describe('one /move through the real stack, from the slash command to the delivered board, hands and the finished reply', () => {
  it(`A•G•O•G (a board post and the reply): at most ${AIM} SQL statements`, async () => {
    const { statements, kinds } = await countMove('agog');
    expect(kinds).toEqual(['board', 'reply']);
    expect(statements.length).toBeGreaterThan(0);
    expect(statements.length, listed(statements)).toBeLessThanOrEqual(AIM);
  });

  it(`Gog & Magog (a board post, the hands by DM, the reply): at most ${AIM} SQL statements`, async () => {
    const { statements, kinds } = await countMove('gogmagog');
    expect(kinds).toContain('hand');
    expect(statements.length, listed(statements)).toBeLessThanOrEqual(AIM);
  });
});
