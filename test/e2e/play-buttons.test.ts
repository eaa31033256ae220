// Board-post buttons through a turn of several actions, the /move reply's
// link, and whole matches of every game played with clicks only (Play →
// what to act with → the move), never typing.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { openTable, startMatch as startTwo, challenge, acceptIn, buttonOf, latestBoard, waitForBoardPost, outboxSettled, type Table } from './harness.js';
import type { ChannelRecord, MessageView } from '../discord-standin/index.js';
import { Rng, seedRng } from '../../src/games/rng.js';

type User = Table['alice'];

let t: Table;
beforeAll(async () => {
  t = await openTable();
});
afterAll(async () => t?.close());

/** A match between the first user and the others (each of them accepts), in its own thread. */
async function startMatch(t: Table, first: User, second: User, options: Record<string, unknown>): Promise<{ thread: ChannelRecord; matchId: number }> {
  const third = options.opponent2 as User | undefined;
  if (!third) return startTwo(t, first, second, options);
  const ch = await challenge(t, first, second, options);
  await (await t.discord.as(third).click(ch, buttonOf(ch, 'Accept'))).ack();
  const started = await acceptIn(t, second, t.discord.message(ch.id)!, t.games);
  await outboxSettled(t, started.matchId);
  return started;
}

const getMatch = async (id: number) => (await t.bot.ctx.service.getMatch(id))!;

async function slashMove(user: User, thread: ChannelRecord, action: string): Promise<MessageView> {
  const reply = await (await t.discord.as(user).slash(thread, 'move', { action })).reply();
  expect(reply.content).toContain(`Played \`${action}\``);
  return reply;
}

/** The link a reply gives, as [channel, message], or null. */
function linkOf(reply: MessageView): [string, string] | null {
  const m = /https:\/\/discord\.com\/channels\/[^/]+\/(\d+)\/(\d+)/.exec(reply.content);
  return m ? [m[1], m[2]] : null;
}

describe('buttons through a turn of several actions (U-G-O)', () => {
  it('Play and Resign on the newest public post keep working mid-turn; an older post says the board moved on', async () => {
    const { discord, alice, bob } = t;
    const { thread, matchId } = await startMatch(t, alice, bob, { game: 'ugo', days: 'none' });
    const users = [alice, bob];
    // Play until someone makes an action that keeps their turn going.
    let midTurn: User | null = null;
    for (let step = 0; step < 40 && !midTurn; step++) {
      const m = await getMatch(matchId);
      const mover = users.find((u) => m.waitingFor.includes(u.id))!;
      const options = t.bot.ctx.service.suggest(m, mover.id, '', 25);
      const keep = options.find((o) => o !== 'end turn');
      await slashMove(mover, thread, keep ?? options[0]);
      const after = await getMatch(matchId);
      if (keep && after.status === 'active' && after.waitingFor.includes(mover.id)) midTurn = mover;
      else await outboxSettled(t, matchId);
    }
    expect(midTurn).not.toBeNull();
    const m = await getMatch(matchId);
    expect(m.version).toBeGreaterThan(m.boardVersion); // the mid-turn action made no public post
    const newest = latestBoard(t, thread);
    expect(newest.attachments[0].filename).toBe(`match-${matchId}-v${m.boardVersion}.png`);

    const play = await (await discord.as(midTurn!).click(newest, buttonOf(newest, 'Play'))).reply();
    expect(play.ephemeral).toBe(true);
    expect(play.content).not.toMatch(/moved on/);
    expect(play.content).toMatch(/choose (what to act with|your move)/);
    const resign = await (await discord.as(midTurn!).click(newest, buttonOf(newest, 'Resign'))).reply();
    expect(resign.content).toMatch(/Really resign/);

    // Ending the turn posts the table; its reply links to that post, and the older post is stale now.
    const ended = await slashMove(midTurn!, thread, 'end turn');
    const after = await getMatch(matchId);
    const posted = await waitForBoardPost(t, thread, matchId, after.boardVersion);
    expect(linkOf(ended)).toEqual([thread.id, posted.id]);
    const stale = await (await discord.as(midTurn!).click(newest, buttonOf(newest, 'Play'))).reply();
    expect(stale.content).toMatch(/board has moved on/);
    // The confirmation drawn for the older post does not resign either.
    const yes = await (await discord.as(midTurn!).click(resign, buttonOf(resign, 'Yes, resign'))).reply();
    expect(yes.content).toMatch(/board has moved on/);
    expect((await getMatch(matchId)).status).toBe('active');
  });

  it('every /move reply links to the public post its action caused, or to nothing when it caused none', async () => {
    const { alice, bob, carol } = t;
    const { thread, matchId } = await startMatch(t, alice, bob, { game: 'ugo', opponent2: carol, days: 'none' });
    const users = [alice, bob, carol];
    const rng = new Rng(seedRng('reply-links'));
    let linked = 0;
    for (let step = 0; step < 60; step++) {
      const m = await getMatch(matchId);
      if (m.status !== 'active') break;
      const mover = users.find((u) => m.waitingFor.includes(u.id))!;
      const options = t.bot.ctx.service.suggest(m, mover.id, '', 25);
      const reply = await slashMove(mover, thread, rng.pick(options));
      const after = await getMatch(matchId);
      const link = linkOf(reply);
      if (after.boardVersion === m.boardVersion) {
        expect(link).toBeNull();
        continue;
      }
      const post = await waitForBoardPost(t, thread, matchId, after.boardVersion);
      expect(link, reply.content).toEqual([thread.id, post.id]);
      linked++;
      await outboxSettled(t, matchId);
    }
    expect(linked).toBeGreaterThan(5);
  });
});

/**
 * Play one action with clicks only: Play (or Play on) → a group → an action.
 * Returns the final reply.
 */
async function clickOneAction(user: User, source: MessageView, label: string, rng: Rng): Promise<MessageView> {
  let view = await (await t.discord.as(user).click(source, buttonOf(source, label))).reply();
  expect(view.ephemeral).toBe(true);
  for (let hop = 0; hop < 3; hop++) {
    const select = view.selects[0];
    expect(select, view.content).toBeDefined();
    expect(select.options.length).toBeGreaterThan(0);
    expect(select.options.length).toBeLessThanOrEqual(25);
    const choice = rng.pick(select.options).value;
    const h = await t.discord.as(user).select(view, select.customId, [choice]);
    view = await h.reply();
    if (select.customId.startsWith('g1:pick-action:')) {
      expect(view.content).toContain(`Played \`${choice}\``);
      return view;
    }
  }
  throw new Error(`the picker never offered an action: ${view.content}`);
}

async function playByClicks(thread: ChannelRecord, matchId: number, users: User[], seed: string, maxActions: number): Promise<void> {
  const rng = new Rng(seedRng(seed));
  let goingOn: MessageView | null = null;
  for (let n = 0; n < maxActions; n++) {
    const m = await getMatch(matchId);
    if (m.status !== 'active') return;
    const mover = users.find((u) => m.waitingFor.includes(u.id))!;
    const source = goingOn ?? latestBoard(t, thread);
    const reply = await clickOneAction(mover, source, goingOn ? 'Play on' : 'Play', rng);
    const after = await getMatch(matchId);
    goingOn = reply.buttons.some((b) => b.label === 'Play on') ? reply : null;
    if (goingOn) expect(after.waitingFor).toContain(mover.id);
    if (after.boardVersion !== m.boardVersion) {
      const post = await waitForBoardPost(t, thread, matchId, after.boardVersion);
      if (after.status === 'active') expect(linkOf(reply)).toEqual([thread.id, post.id]);
      await outboxSettled(t, matchId);
    }
  }
  throw new Error(`match #${matchId} not over after ${maxActions} actions`);
}

describe('a whole match with clicks only', () => {
  it.each([
    { game: 'agog', options: { colour: 'white' }, players: 2, max: 600 },
    { game: 'gomofasta', options: { board: 13 }, players: 2, max: 400 },
    { game: 'ugo', options: {}, players: 3, max: 800 },
    { game: 'gogmagog', options: {}, players: 2, max: 1500 },
  ])('$game', async ({ game, options, players, max }) => {
    const { alice, bob, carol } = t;
    const extra = players === 3 ? { opponent2: carol } : {};
    const { thread, matchId } = await startMatch(t, alice, bob, { game, days: 'none', ...options, ...extra });
    await playByClicks(thread, matchId, [alice, bob, carol].slice(0, players), `clicks-${game}`, max);
    const final = await getMatch(matchId);
    expect(final.status).toBe('finished');
    expect(latestBoard(t, thread).content).toMatch(/is over/);
  }, 240_000);

  // Random Mogo runs to a thousand plies and more, so this match starts from a
  // position one deployment away from a Tactical victory, and the clicks go
  // straight to that deployment: Play → Giant Spider → `deploy Giant Spider g1`.
  it('mogo', async () => {
    const { alice, bob } = t;
    const line = ['Ghost', 'Spectre', 'Lich', 'Undead Champion', 'Wraith', 'Colossus'];
    const position = JSON.stringify({
      board: line.map((counter, i) => ({ cell: `${'abcdef'[i]}1`, counter, owner: 0 })),
      hands: [['Giant Spider'], ['Kobold']],
      toMove: 0,
      phase: 'deployment',
    });
    const { thread, matchId } = await startMatch(t, alice, bob, { game: 'mogo', position, days: 'none' });
    const m = await getMatch(matchId);
    // Seats are drawn at random: whoever holds seat 0 owns the line and moves.
    const mover = [alice, bob].find((u) => u.id === m.players.find((p) => p.seat === 0)!.userId)!;
    expect(m.waitingFor).toEqual([mover.id]);
    const board = latestBoard(t, thread);
    let view = await (await t.discord.as(mover).click(board, buttonOf(board, 'Play'))).reply();
    const group = view.selects[0].options.find((o) => o.label === 'Giant Spider')!;
    view = await (await t.discord.as(mover).select(view, view.selects[0].customId, [group.value])).reply();
    const want = 'deploy Giant Spider g1';
    for (let page = 0; !view.selects[0].options.some((o) => o.value === want); page++) {
      expect(page).toBeLessThan(10);
      view = await (await t.discord.as(mover).click(view, buttonOf(view, 'Next ▶'))).reply();
    }
    const done = await (await t.discord.as(mover).select(view, view.selects[0].customId, [want])).reply();
    expect(done.content).toContain(`Played \`${want}\``);
    const final = await getMatch(matchId);
    expect(final.status).toBe('finished');
    expect(final.result!.winners).toEqual([0]);
    await waitForBoardPost(t, thread, matchId, final.boardVersion);
    expect(latestBoard(t, thread).content).toMatch(/is over/);
  });
});
