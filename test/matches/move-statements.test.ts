// How many SQL statements one /move costs, counted where they leave the
// process: at the pg driver, under the real bot (discord.js against the
// stand-in, Postgres). Every statement is a round trip to the database, and
// in a big bot the database is the one part all processes share.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import pg from 'pg';
import { openTable, startMatch, waitForBoardPost, outboxSettled, firstSuggestion, sleep, type Table } from '../e2e/harness.js';

/** Counts the statements every pg client sends while `on` (and keeps their text, to show what they were). */
function countStatements() {
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  const seen: string[] = [];
  let on = false;
  proto.query = function (this: unknown, ...args: unknown[]) {
    if (on) {
      const q = args[0];
      seen.push(typeof q === 'string' ? q : String((q as { text?: string })?.text ?? q));
    }
    return original.apply(this, args);
  };
  return {
    start: () => {
      seen.length = 0;
      on = true;
    },
    stop: () => {
      on = false;
      return [...seen];
    },
    restore: () => {
      proto.query = original;
    },
  };
}

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

async function countMove(game: string): Promise<string[]> {
  const { discord, alice, bob } = t;
  const { thread, matchId } = await startMatch(t, alice, bob, { game, days: 3 });
  // The first move warms what a running bot has warm (the match's thread is known, the hands' DMs exist).
  t.bot.ctx.dispatcher.stop();
  const opening = await firstSuggestion(t, matchId, alice);
  const first = await discord.as(alice).slash(thread, 'move', { action: opening });
  expect((await first.reply()).content).toContain('Played');
  await waitForBoardPost(t, thread, matchId, 1);
  await outboxSettled(t, matchId);
  // Nothing else may talk to the database meanwhile: the outbox poll loop stops (the scheduler's interval is an hour).
  const action = await firstSuggestion(t, matchId, bob);
  await sleep(300);

  counter.start();
  const h = await discord.as(bob).slash(thread, 'move', { action });
  const reply = await h.reply();
  await waitForBoardPost(t, thread, matchId, 2);
  // The rows are marked delivered after Discord has taken the reply.
  await sleep(500);
  const statements = counter.stop();

  expect(reply.content).toContain(`Played \`${action}\``);
  expect(reply.content).toMatch(new RegExp(`/${thread.id}/\\d+`)); // the link to the board post
  await outboxSettled(t, matchId);
  console.log(`/move in ${game}: ${statements.length} statements\n${statements.map((s) => `  ${s.replace(/\s+/g, ' ').slice(0, 140)}`).join('\n')}`);
  return statements;
}

describe('one /move through the real stack, from the slash command to the delivered board, hands and the finished reply', () => {
  it.each(['agog', 'gomofasta'])(`%s: at most ${AIM} SQL statements`, async (game) => {
    const statements = await countMove(game);
    expect(statements.length).toBeGreaterThan(0);
    expect(statements.length).toBeLessThanOrEqual(AIM);
  });
});
