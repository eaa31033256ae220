// Correspondence play with the manual clock: time left, reminders, time-outs
// and claims, abort, vacation, the daily digest, weekends, the thread
// fallback, rematches and draw offers. The clock only moves forward here, and
// every test uses its own players where settings or vacation are involved.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import {
  openTable,
  challenge,
  startMatch,
  buttonOf,
  boardPostsOf,
  waitForBoardPost,
  matchState,
  outboxSettled,
  sleep,
  type Table,
} from './harness.js';
import type { ChannelRecord, InteractionHandle, MessageView, OptionValue } from '../discord-standin/index.js';

type User = Table['alice'];

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let t: Table;
beforeAll(async () => {
  t = await openTable();
});
afterAll(async () => t?.close());

let userCount = 0;
function newUser(name: string): User {
  return t.discord.world.createUser(`${name}${++userCount}`, { memberOf: [t.guild] });
}

async function reply(h: InteractionHandle): Promise<MessageView> {
  const ack = await h.ack();
  expect(ack.ms).toBeLessThan(3000);
  return h.reply();
}

async function slash(user: User, channel: ChannelRecord, command: string, options: Record<string, OptionValue> = {}): Promise<MessageView> {
  return reply(await t.discord.as(user).slash(channel, command, options));
}

async function click(user: User, message: MessageView, label: string): Promise<MessageView> {
  return reply(await t.discord.as(user).click(message, buttonOf(message, label)));
}

/** A legal move for `user` (the first the bot would suggest), played with /move in the thread. */
async function play(user: User, thread: ChannelRecord, matchId: number): Promise<string> {
  const m = (await t.bot.ctx.service.getMatch(matchId))!;
  const [action] = t.bot.ctx.service.suggest(m, user.id, '', 1);
  expect(action).toBeDefined();
  const r = await slash(user, thread, 'move', { action });
  expect(r.content).toContain(`Played \`${action}\``);
  await outboxSettled(t, matchId);
  return action;
}

const matching = (ch: ChannelRecord, re: RegExp) => t.discord.messages(ch).filter((m) => re.test(m.content));
const unix = (d: Date) => Math.floor(d.getTime() / 1000);

async function getMatch(id: number) {
  const m = await t.bot.ctx.service.getMatch(id);
  if (!m) throw new Error(`no match #${id}`);
  return m;
}

/** The clock's UTC day, plus `days`, at hh:mm. */
function dayAt(days: number, h: number, min: number): Date {
  const d = new Date(t.clock.now().getTime() + days * DAY);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), h, min));
}

describe('time left', () => {
  it('a 1-day match shows the time left on the board and in /games', async () => {
    const alice = newUser('ann');
    const bob = newUser('ben');
    const start = t.clock.now();
    const { board, matchId } = await startMatch(t, alice, bob, { days: '1' });
    const m = await getMatch(matchId);
    expect(m.deadline?.getTime()).toBe(start.getTime() + DAY);
    const deadline = unix(m.deadline!);
    expect(board.content).toContain(`<t:${deadline}:R>`);

    const mine = await slash(alice, t.games, 'games');
    expect(mine.ephemeral).toBe(true);
    const line = mine.content.split('\n').find((l) => l.startsWith(`#${matchId} `));
    expect(line).toBeDefined();
    expect(line).toContain('**your move**');
    expect(line).toContain(`<t:${deadline}:R>`);
    const theirs = await slash(bob, t.games, 'games');
    const bline = theirs.content.split('\n').find((l) => l.startsWith(`#${matchId} `));
    expect(bline).toContain(`waiting for <@${alice.id}>`);
    expect(bline).toContain(`<t:${deadline}:R>`);
  });
});

describe('reminders', () => {
  it('one reminder at 80 % of the turn, not twice, and none after /settings pings:off', async () => {
    const alice = newUser('ada');
    const bob = newUser('bo');
    const { thread, matchId } = await startMatch(t, alice, bob, { days: '1' });
    const reminders = () => matching(thread, /a reminder:/);

    t.clock.advance(0.79 * DAY);
    await t.bot.tick();
    await sleep(100);
    expect(reminders()).toHaveLength(0);

    t.clock.advance(0.01 * DAY + 60_000);
    await t.bot.tick();
    await t.discord.waitForMessage(thread, (m) => /a reminder:/.test(m.content));
    expect(reminders()).toHaveLength(1);
    expect(reminders()[0].content).toContain(`<@${alice.id}>`);
    expect(reminders()[0].content).toContain(`match #${matchId}`);
    expect(reminders()[0].content).not.toContain(`<@${bob.id}>`);

    await t.bot.tick();
    await sleep(200);
    expect(reminders()).toHaveLength(1);

    const set = await slash(alice, thread, 'settings', { pings: 'off' });
    expect(set.content).toMatch(/reminder pings: \*\*off\*\*/);

    // Next turn of Alice's: no reminder for her.
    t.clock.advanceHours(1);
    await play(alice, thread, matchId);
    t.clock.advanceHours(1);
    await play(bob, thread, matchId);
    const turn = await getMatch(matchId);
    expect(turn.waitingFor).toEqual([alice.id]);
    t.clock.advance(0.8 * DAY + 60_000);
    await t.bot.tick();
    await sleep(200);
    expect(reminders()).toHaveLength(1);
    // Not vacuous: the reminder timer of this turn was due and has been handled.
    const timer = await t.db.prisma.timer.findUnique({ where: { key: `reminder:${matchId}:${turn.turnStartedAt!.getTime()}` } });
    expect(timer?.doneAt).not.toBeNull();

    // Bob still gets his (pings are per user).
    t.clock.advanceHours(1);
    await play(alice, thread, matchId);
    t.clock.advance(0.8 * DAY + 60_000);
    await t.bot.tick();
    await t.discord.waitForMessage(thread, (m) => /a reminder:/.test(m.content) && m.content.includes(`<@${bob.id}>`));
    expect(reminders()).toHaveLength(2);
  });
});

describe('time-outs and claims', () => {
  it('before both players moved, the deadline offers an annulment to the waiting player only', async () => {
    const alice = newUser('al');
    const bob = newUser('bi');
    const { thread, matchId } = await startMatch(t, alice, bob, { days: '1' });

    t.clock.advance(DAY - 60_000);
    await t.bot.tick();
    await sleep(100);
    expect(matching(thread, /ran out of time/)).toHaveLength(0);

    t.clock.advance(2 * 60_000);
    await t.bot.tick();
    const notice = await t.discord.waitForMessage(thread, (m) => /ran out of time/.test(m.content));
    expect(notice.content).toContain(`<@${alice.id}> ran out of time in match #${matchId}`);
    expect(notice.content).toContain(`<@${bob.id}>`);
    expect(notice.buttons.map((b) => b.label)).toEqual(['Annul match']);
    // Offered once per turn.
    await t.bot.tick();
    await sleep(200);
    expect(matching(thread, /ran out of time/)).toHaveLength(1);

    // The late player cannot claim against herself.
    const own = await click(alice, notice, 'Annul match');
    expect(own.ephemeral).toBe(true);
    expect(own.content).toMatch(/your own turn/);
    expect((await getMatch(matchId)).status).toBe('active');

    const done = await click(bob, notice, 'Annul match');
    expect(done.id).toBe(notice.id);
    expect(done.buttons).toHaveLength(0);
    await t.discord.waitForMessage(thread, (m) => new RegExp(`Match #${matchId} is annulled`).test(m.content));
    const m = await getMatch(matchId);
    expect(m.status).toBe('annulled');
    expect(m.result).toBeNull();
  });

  it('after both players moved, the claim wins the match', async () => {
    const alice = newUser('cy');
    const bob = newUser('di');
    const { thread, matchId } = await startMatch(t, alice, bob, { days: '1' });
    t.clock.advanceHours(1);
    await play(alice, thread, matchId);
    t.clock.advanceHours(1);
    await play(bob, thread, matchId);
    const before = await matchState(t, matchId);

    t.clock.advance(DAY + 60_000);
    await t.bot.tick();
    const notice = await t.discord.waitForMessage(thread, (m) => /ran out of time/.test(m.content));
    expect(notice.buttons.map((b) => b.label)).toEqual(['Claim win']);
    expect(notice.content).toContain(`<@${alice.id}> ran out of time`);

    const done = await click(bob, notice, 'Claim win');
    expect(done.buttons).toHaveLength(0);
    const final = await waitForBoardPost(t, thread, matchId, before.version + 1);
    expect(final.content).toContain(`**Match #${matchId} is over: ${bob.username} wins**`);
    expect(final.content).toMatch(/ran out of time/);
    expect(final.buttons.map((b) => b.label)).toEqual(['Rematch']);
    const m = await getMatch(matchId);
    expect(m.status).toBe('finished');
    expect(m.result?.winners).toEqual([1]);
  });

  it('the timed-out player may still move before anyone claims, and the old claim button is then stale', async () => {
    const alice = newUser('ed');
    const bob = newUser('fay');
    const { thread, matchId } = await startMatch(t, alice, bob, { days: '1' });
    t.clock.advanceHours(1);
    await play(alice, thread, matchId);
    t.clock.advanceHours(1);
    await play(bob, thread, matchId);
    t.clock.advance(DAY + 60_000);
    await t.bot.tick();
    const notice = await t.discord.waitForMessage(thread, (m) => /ran out of time/.test(m.content));
    expect(notice.buttons.map((b) => b.label)).toEqual(['Claim win']);

    await play(alice, thread, matchId);
    const after = await matchState(t, matchId);
    const stale = await click(bob, notice, 'Claim win');
    expect(stale.ephemeral).toBe(true);
    expect(stale.content).toMatch(/moved since|nothing to claim/);
    await sleep(200);
    expect(await matchState(t, matchId)).toEqual(after);
    expect(after.status).toBe('active');
    // A fresh deadline for Bob now.
    const m = await getMatch(matchId);
    expect(m.waitingFor).toEqual([bob.id]);
    expect(m.deadline!.getTime()).toBe(t.clock.now().getTime() + DAY);
  });
});

describe('abort', () => {
  it('the Abort button on the opening board ends the match with no result', async () => {
    const alice = newUser('gil');
    const bob = newUser('hal');
    const { thread, board, matchId } = await startMatch(t, alice, bob, { days: '3' });
    expect(board.buttons.map((b) => b.label)).toContain('Abort');
    const updated = await click(bob, board, 'Abort');
    expect(updated.id).toBe(board.id);
    expect(updated.buttons).toHaveLength(0);
    await t.discord.waitForMessage(thread, (m) => new RegExp(`Match #${matchId} was aborted by <@${bob.id}>`).test(m.content));
    const m = await getMatch(matchId);
    expect(m.status).toBe('aborted');
    expect(m.result).toBeNull();
    // The challenge message (the thread's starter) says so too.
    await t.discord.waitForMessage(t.games, (msg) => msg.id === thread.id && new RegExp(`Match #${matchId} was aborted`).test(msg.content));
  });

  it('/abort works after one player moved, and is refused once both have', async () => {
    const alice = newUser('ivy');
    const bob = newUser('jon');
    const one = await startMatch(t, alice, bob, { days: '3' });
    await play(alice, one.thread, one.matchId);
    const r = await slash(bob, one.thread, 'abort');
    expect(r.ephemeral).toBe(true);
    expect(r.content).toContain(`Match #${one.matchId} aborted`);
    expect((await getMatch(one.matchId)).status).toBe('aborted');

    const two = await startMatch(t, alice, bob, { days: '3' });
    await play(alice, two.thread, two.matchId);
    await play(bob, two.thread, two.matchId);
    const before = await matchState(t, two.matchId);
    const refused = await slash(alice, two.thread, 'abort');
    expect(refused.ephemeral).toBe(true);
    expect(refused.content).toMatch(/can no longer be aborted/);
    const button = await click(bob, two.board, 'Abort');
    expect(button.ephemeral).toBe(true);
    expect(button.content).toMatch(/can no longer be aborted/);
    await sleep(200);
    expect(await matchState(t, two.matchId)).toEqual(before);
    expect(before.status).toBe('active');
  });
});

describe('vacation', () => {
  it('stops the clock: no claim while away, the deadline moves back on return, /vacation shows the bank', async () => {
    const alice = newUser('kim');
    const bob = newUser('lou');
    const { thread, matchId } = await startMatch(t, alice, bob, { days: '1' });
    const deadline0 = (await getMatch(matchId)).deadline!;

    const status0 = await slash(alice, thread, 'vacation');
    expect(status0.content).toMatch(/not on vacation.*Bank: 7 days\./);
    const on = await slash(alice, thread, 'vacation', { mode: 'on' });
    expect(on.content).toMatch(/Vacation started/);
    const away = 26 * HOUR;
    t.clock.advance(away);
    await t.bot.tick();
    await sleep(200);
    expect(matching(thread, /ran out of time/)).toHaveLength(0);
    const fired = await t.db.prisma.timer.findUnique({ where: { key: `timeout:${matchId}:${deadline0.getTime()}` } });
    expect(fired?.doneAt).not.toBeNull(); // the deadline was looked at, and passed over
    const during = await slash(alice, thread, 'vacation');
    expect(during.content).toMatch(/You are on vacation/);
    expect(during.content).toMatch(/Bank: 5 days 22 hours/);

    const off = await slash(alice, thread, 'vacation', { mode: 'off' });
    expect(off.content).toMatch(/Welcome back/);
    expect(off.content).toMatch(/5 days 22 hours/);
    const m = await getMatch(matchId);
    expect(m.deadline!.getTime()).toBe(deadline0.getTime() + away);
    const status = await slash(alice, thread, 'vacation');
    expect(status.content).toMatch(/not on vacation.*Bank: 5 days 22 hours/);

    // The claim comes at the moved deadline.
    t.clock.set(new Date(m.deadline!.getTime() - 60_000));
    await t.bot.tick();
    await sleep(100);
    expect(matching(thread, /ran out of time/)).toHaveLength(0);
    t.clock.advance(2 * 60_000);
    await t.bot.tick();
    const notice = await t.discord.waitForMessage(thread, (x) => /ran out of time/.test(x.content));
    expect(notice.buttons.map((b) => b.label)).toEqual(['Annul match']);
  });
});

describe('daily digest', () => {
  it('one DM at 09:00 UTC listing the matches waiting for the user; none after /settings digest:off', async () => {
    const d1 = newUser('mo');
    const d2 = newUser('ned');
    const d3 = newUser('oz');
    // Before 09:00 UTC. This first tick also lets any digest left over from
    // the days earlier tests jumped over go out, before these players exist.
    t.clock.set(dayAt(1, 8, 30));
    await t.bot.tick();
    const x = await startMatch(t, d1, d2, { days: 'none' }); // d1 to move
    const y = await startMatch(t, d3, d1, { days: 'none' }); // d3 to move, d1 waits
    t.clock.advance(20 * 60_000); // 08:50
    await t.bot.tick();
    await sleep(100);
    expect(t.discord.dmsOf(d1)).toHaveLength(0);
    t.clock.set(dayAt(0, 9, 1));
    await t.bot.tick();
    const dm = await t.discord.waitForDm(d1, (m) => /Your move is waiting/.test(m.content));
    expect(dm.content).toContain(`#${x.matchId} `);
    expect(dm.content).not.toContain(`#${y.matchId} `);
    expect(dm.content).toMatch(/waiting in 1 match:/);
    const d3dm = await t.discord.waitForDm(d3, (m) => /Your move is waiting/.test(m.content));
    expect(d3dm.content).toContain(`#${y.matchId} `);
    expect(t.discord.dmsOf(d2)).toHaveLength(0);

    // A second tick the same morning sends nothing more.
    await t.bot.tick();
    await sleep(200);
    expect(t.discord.dmsOf(d1)).toHaveLength(1);

    const off = await slash(d1, x.thread, 'settings', { digest: 'off' });
    expect(off.content).toMatch(/Daily digest: \*\*off\*\*/);
    t.clock.set(dayAt(1, 8, 30));
    await t.bot.tick();
    t.clock.set(dayAt(0, 9, 1));
    await t.bot.tick();
    await t.discord.waitForDm(d3, (m) => /Your move is waiting/.test(m.content) && m.id !== d3dm.id);
    expect(t.discord.dmsOf(d3)).toHaveLength(2);
    expect(t.discord.dmsOf(d1)).toHaveLength(1);
  });
});

describe('weekends', () => {
  it('a weekends-free challenge started on a Friday has its deadline after the weekend', async () => {
    const alice = newUser('pia');
    const bob = newUser('quin');
    // The next Friday, 12:00 UTC.
    const now = t.clock.now();
    let friday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 12));
    while (friday.getUTCDay() !== 5 || friday <= now) friday = new Date(friday.getTime() + DAY);
    t.clock.set(friday);

    const free = await startMatch(t, alice, bob, { days: '1', weekends_free: true });
    expect(JSON.stringify(free.challenge.embeds)).toContain('weekends free');
    const monday = new Date(friday.getTime() + 3 * DAY);
    expect(monday.getUTCDay()).toBe(1);
    const m = await getMatch(free.matchId);
    expect(m.deadline?.toISOString()).toBe(monday.toISOString());
    expect(free.board.content).toContain(`<t:${unix(monday)}:R>`);

    // The same challenge without the option: Saturday noon.
    const plain = await startMatch(t, alice, bob, { days: '1' });
    expect((await getMatch(plain.matchId)).deadline?.toISOString()).toBe(new Date(friday.getTime() + DAY).toISOString());

    // Over the weekend nothing times out, and the 80 % reminder waits for Monday 07:12.
    t.clock.set(new Date(friday.getTime() + 2 * DAY + 11 * HOUR)); // Sunday 23:00
    await t.bot.tick();
    await sleep(100);
    expect(matching(free.thread, /ran out of time/)).toHaveLength(0);
    expect(matching(free.thread, /a reminder:/)).toHaveLength(0);
    expect(matching(plain.thread, /ran out of time/)).toHaveLength(1);
    t.clock.set(new Date(monday.getTime() - 5 * HOUR)); // Monday 07:00
    await t.bot.tick();
    await sleep(100);
    expect(matching(free.thread, /a reminder:/)).toHaveLength(0);
    t.clock.advance(13 * 60_000); // 07:13
    await t.bot.tick();
    await t.discord.waitForMessage(free.thread, (x) => /a reminder:/.test(x.content));
    expect(matching(free.thread, /ran out of time/)).toHaveLength(0);
  });
});

describe('no thread permission', () => {
  it('the match is played in the channel itself and the players are told once', async () => {
    const { discord } = t;
    const alice = newUser('rae');
    const bob = newUser('sam');
    const room = discord.world.createTextChannel(t.guild, 'no-threads');
    discord.world.denyBot(room, 'CreatePublicThreads');
    await sleep(300);
    const ch = await challenge(t, alice, bob, { days: 'none' }, room);
    const acc = await discord.as(bob).click(ch, buttonOf(ch, 'Accept'));
    expect((await acc.ack()).ms).toBeLessThan(3000);
    const told = await discord.waitForMessage(room, (m) => /could not open a thread/.test(m.content));
    const opening = await discord.waitForMessage(room, (m) => /has begun/.test(m.content));
    const matchId = Number(/match #(\d+)/i.exec(opening.content)![1]);
    expect(told.content).toContain(`match #${matchId}`);
    expect(discord.threads(room)).toHaveLength(0);
    expect(JSON.stringify(discord.message(ch.id)!.embeds)).toContain(`match #${matchId} has started`);

    await outboxSettled(t, matchId);
    await play(alice, room, matchId);
    await waitForBoardPost(t, room, matchId, 1);
    await play(bob, room, matchId);
    await waitForBoardPost(t, room, matchId, 2);
    expect(boardPostsOf(t, room, matchId)).toHaveLength(3);
    expect(matching(room, /could not open a thread/)).toHaveLength(1);
  });
});

describe('rematch', () => {
  it('after a resignation the final board offers Rematch, which challenges with colours swapped', async () => {
    const { discord } = t;
    const alice = newUser('tia');
    const bob = newUser('uli');
    const carol = newUser('vic');
    const { thread, matchId } = await startMatch(t, alice, bob, { days: 'none' }); // Alice White, Bob Black
    const ask = await slash(alice, thread, 'resign');
    expect(ask.ephemeral).toBe(true);
    const yes = await click(alice, ask, 'Yes, resign');
    expect(yes.content).toContain(`You resigned match #${matchId}`);
    const final = await waitForBoardPost(t, thread, matchId, 1);
    expect(final.content).toContain(`**Match #${matchId} is over: ${bob.username} wins**`);
    expect(final.buttons.map((b) => b.label)).toEqual(['Rematch']);

    const stranger = await click(carol, final, 'Rematch');
    expect(stranger.ephemeral).toBe(true);
    expect(stranger.content).toMatch(/Only the players/);

    const before = Date.now();
    const posted = await click(bob, final, 'Rematch');
    expect(posted.ephemeral).toBe(true);
    const id = Number(/Rematch challenge #(\d+) posted/.exec(posted.content)?.[1]);
    expect(id).toBeGreaterThan(0);
    const ch = await discord.waitForMessage(t.games, (m) => m.createdAt >= before && JSON.stringify(m.embeds).includes(`challenge #${id}`));
    expect(ch.content).toContain(`<@${alice.id}>`);
    const desc = JSON.stringify(ch.embeds);
    expect(desc).toContain(`<@${bob.id}> challenges <@${alice.id}>`);
    expect(desc).toContain('challenger plays White');
    expect(ch.buttons.map((b) => b.label)).toEqual(['Accept', 'Decline', 'Cancel']);

    const acc = await discord.as(alice).click(ch, buttonOf(ch, 'Accept'));
    expect((await acc.ack()).ms).toBeLessThan(3000);
    const thread2 = await discord.waitForThread(t.games, (th) => th.id === ch.id);
    const opening = await discord.waitForMessage(thread2, (m) => /has begun/.test(m.content));
    expect(opening.content).toContain(`<@${bob.id}>, you go first`);
    const newId = Number(/match #(\d+)/i.exec(opening.content)![1]);
    const m = await getMatch(newId);
    expect(m.players.find((p) => p.seat === 0)?.userId).toBe(bob.id);
    expect(m.players.find((p) => p.seat === 1)?.userId).toBe(alice.id);
  });
});

describe('draw offers (Go*Mofasta)', () => {
  it('/draw gives the opponent Accept/Decline; accepting ends the match as a draw', async () => {
    const alice = newUser('wyn');
    const bob = newUser('xan');
    const { thread, matchId } = await startMatch(t, alice, bob, { days: 'none', game: 'gomofasta' });
    const offered = await slash(alice, thread, 'draw');
    expect(offered.content).toContain(`Draw offered in match #${matchId}`);
    const notice = await t.discord.waitForMessage(thread, (m) => /offers a draw/.test(m.content));
    expect(notice.content).toContain(`<@${bob.id}>, <@${alice.id}> offers a draw`);
    expect(notice.buttons.map((b) => b.label)).toEqual(['Accept draw', 'Decline']);

    const own = await click(alice, notice, 'Accept draw');
    expect(own.ephemeral).toBe(true);
    expect(own.content).toMatch(/You made this offer/);

    const before = await matchState(t, matchId);
    const accepted = await click(bob, notice, 'Accept draw');
    expect(accepted.id).toBe(notice.id);
    expect(accepted.buttons).toHaveLength(0);
    const final = await waitForBoardPost(t, thread, matchId, before.version + 1);
    expect(final.content).toContain(`**Match #${matchId} is over: a draw**`);
    const m = await getMatch(matchId);
    expect(m.status).toBe('finished');
    expect(m.result?.winners).toEqual([]);
  });

  it('Decline answers the offer: play goes on and the offer is gone', async () => {
    const alice = newUser('ab');
    const bob = newUser('ba');
    const { thread, matchId } = await startMatch(t, alice, bob, { days: 'none', game: 'gomofasta' });
    await slash(alice, thread, 'draw');
    const notice = await t.discord.waitForMessage(thread, (m) => /offers a draw/.test(m.content));
    const before = await matchState(t, matchId);
    const declined = await click(bob, notice, 'Decline');
    expect(declined.buttons).toHaveLength(0);
    await t.discord.waitForMessage(thread, (m) => new RegExp(`<@${bob.id}> declined the draw in match #${matchId}`).test(m.content));
    const m = await getMatch(matchId);
    expect(m.status).toBe('active');
    expect(m.drawOfferSeat).toBeNull();
    expect((await matchState(t, matchId)).version).toBe(before.version);
  });

  it('an offer made together with one’s own move still stands until the opponent moves, and its button accepts it', async () => {
    const alice = newUser('cd');
    const bob = newUser('dc');
    const { thread, matchId } = await startMatch(t, alice, bob, { days: 'none', game: 'gomofasta' });
    const [first, second] = (await getMatch(matchId)).waitingFor[0] === alice.id ? [alice, bob] : [bob, alice];
    // "I offer a draw" — then the offerer makes the move of their turn.
    await slash(first, thread, 'draw');
    const notice = await t.discord.waitForMessage(thread, (m) => /offers a draw/.test(m.content));
    await play(first, thread, matchId);
    const m = await getMatch(matchId);
    expect(m.drawOfferSeat).toBe(m.players.find((p) => p.userId === first.id)!.seat); // the offer stands
    const before = await matchState(t, matchId);
    const accepted = await click(second, notice, 'Accept draw');
    expect(accepted.content).not.toMatch(/lapsed/);
    const final = await waitForBoardPost(t, thread, matchId, before.version + 1);
    expect(final.content).toContain(`**Match #${matchId} is over: a draw**`);
  });

  it('an offer lapses when the opponent moves; its Accept button then says so', async () => {
    const alice = newUser('yul');
    const bob = newUser('zed');
    const { thread, matchId } = await startMatch(t, alice, bob, { days: 'none', game: 'gomofasta' });
    // Go*Mofasta draws who plays Black (moves first) at random.
    const [first, second] = (await getMatch(matchId)).waitingFor[0] === alice.id ? [alice, bob] : [bob, alice];
    await play(first, thread, matchId);
    const since = Date.now();
    await slash(first, thread, 'draw');
    const notice = await t.discord.waitForMessage(thread, (m) => m.createdAt >= since && /offers a draw/.test(m.content));
    expect(notice.content).toContain(`<@${second.id}>, <@${first.id}> offers a draw`);
    await play(second, thread, matchId);
    expect((await getMatch(matchId)).drawOfferSeat).toBeNull();
    const after = await matchState(t, matchId);

    const lapsed = await click(second, notice, 'Accept draw');
    expect(lapsed.ephemeral).toBe(true);
    expect(lapsed.content).toMatch(/lapsed/);
    await sleep(200);
    expect(await matchState(t, matchId)).toEqual(after);
    expect(after.status).toBe('active');
  });
});
