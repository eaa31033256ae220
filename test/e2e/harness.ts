// The real bot (discord.js + Postgres + node-canvas) against the loopback
// Discord stand-in, with a clock the test moves by hand.
import { startStandIn, type StandIn, type MessageView, type ChannelRecord } from '../discord-standin/index.js';
import { createBot, type Bot } from '../../src/discord/bot.js';
import { commands } from '../../commands/index.js';
import { createLogger } from '../../src/log.js';
import { ManualClock } from '../../src/matches/clock.js';
import { openDatabase, type Database } from '../../src/db/client.js';
import { createPostgresDatabase } from '../support/db.js';

export interface Table {
  discord: StandIn;
  guild: ReturnType<StandIn['world']['createGuild']>;
  games: ChannelRecord;
  alice: ReturnType<StandIn['world']['createUser']>;
  bob: ReturnType<StandIn['world']['createUser']>;
  carol: ReturnType<StandIn['world']['createUser']>;
  dave: ReturnType<StandIn['world']['createUser']>;
  bot: Bot;
  db: Database;
  dbUrl: string;
  clock: ManualClock;
  /** Stop this bot and start a fresh one on the same database and stand-in. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

export async function openTable(opts: { botOptions?: Parameters<typeof createBot>[0]['clientOptions'] } = {}): Promise<Table> {
  const discord = await startStandIn({ defaultTimeoutMs: 8000 });
  const guild = discord.world.createGuild('Golem Table');
  const games = discord.world.createTextChannel(guild, 'games');
  const [alice, bob, carol, dave] = ['alice', 'bob', 'carol', 'dave'].map((n) => discord.world.createUser(n, { memberOf: [guild] }));
  const created = await createPostgresDatabase();
  const clock = new ManualClock(Date.now());
  let db = await openDatabase({ url: created.url });
  const start = async () => {
    const bot = createBot({
      token: discord.botToken,
      database: db,
      commands,
      log: createLogger(process.env.TEST_LOG_LEVEL ?? 'silent'),
      apiBase: discord.apiBase,
      devGuildId: guild.id,
      outboxIntervalMs: 250,
      schedulerIntervalMs: 3_600_000,
      clock,
      clientOptions: opts.botOptions,
    });
    await bot.start();
    return bot;
  };
  const table: Table = {
    discord, guild, games, alice, bob, carol, dave, db, dbUrl: created.url, clock,
    bot: await start(),
    async restart() {
      await table.bot.stop();
      await db.close();
      db = await openDatabase({ url: created.url });
      table.db = db;
      table.bot = await start();
    },
    async close() {
      await table.bot.stop().catch(() => undefined);
      await db.close().catch(() => undefined);
      await discord.stop();
      await created.drop();
    },
  };
  await discord.waitForCommand('move', { guild });
  return table;
}

type User = Table['alice'];

/** `/challenge <options.game ?? 'agog'>` → the challenge message (A•G•O•G challengers play White unless told otherwise). */
export async function challenge(t: Table, from: User, to: User, options: Record<string, unknown> = {}, channel: ChannelRecord = t.games): Promise<MessageView> {
  const { game = 'agog', ...rest } = options;
  const h = await t.discord.as(from).slash(channel, `challenge ${String(game)}`, { opponent: to, ...(game === 'agog' ? { colour: 'white' } : {}), ...rest });
  return h.reply();
}

/** Accept and wait for the opening board in the match's thread. */
export async function accept(t: Table, user: User, challengeMsg: MessageView): Promise<{ thread: ChannelRecord; board: MessageView; matchId: number }> {
  const acceptId = challengeMsg.buttons.find((b) => b.label === 'Accept')!.customId!;
  const h = await t.discord.as(user).click(challengeMsg, acceptId);
  await h.ack();
  const thread = await t.discord.waitForThread(t.games, (th) => th.id === challengeMsg.id);
  const board = await t.discord.waitForMessage(thread, (m) => /has begun/.test(m.content));
  const matchId = Number(/match #(\d+)/i.exec(board.content)![1]);
  return { thread, board, matchId };
}

/** The newest board post in a channel or thread. */
export function latestBoard(t: Table, channel: ChannelRecord): MessageView {
  const boards = t.discord.messages(channel).filter((m) => m.attachments.some((a) => a.filename.startsWith('match-')));
  return boards[boards.length - 1];
}

// ---------------------------------------------------------------------------
// Helpers for the refusal, fault, correspondence and restart tests.

/** Accept a challenge posted in `parent` (any channel) and wait for the opening board in its thread. */
export async function acceptIn(
  t: Table,
  user: User,
  challengeMsg: MessageView,
  parent: ChannelRecord,
): Promise<{ thread: ChannelRecord; board: MessageView; matchId: number }> {
  const acceptId = challengeMsg.buttons.find((b) => b.label === 'Accept')!.customId!;
  const h = await t.discord.as(user).click(challengeMsg, acceptId);
  await h.ack();
  const thread = await t.discord.waitForThread(parent, (th) => th.id === challengeMsg.id);
  const board = await t.discord.waitForMessage(thread, (m) => /has begun/.test(m.content));
  const matchId = Number(/match #(\d+)/i.exec(board.content)![1]);
  return { thread, board, matchId };
}

/** /challenge + accept: a fresh match in its own thread. */
export async function startMatch(
  t: Table,
  white: User,
  black: User,
  options: Record<string, unknown> = {},
  parent: ChannelRecord = t.games,
): Promise<{ thread: ChannelRecord; board: MessageView; matchId: number; challenge: MessageView }> {
  const ch = await challenge(t, white, black, options, parent);
  const started = await acceptIn(t, black, ch, parent);
  await outboxSettled(t, started.matchId);
  return { ...started, challenge: ch };
}

/** Wait until a match has no undelivered outbox rows (the post is stored before the bot marks it delivered). */
export async function outboxSettled(t: Table, matchId: number, timeoutMs = 5000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while ((await t.db.prisma.outbox.count({ where: { matchId, deliveredAt: null } })) > 0) {
    if (Date.now() > until) throw new Error(`match #${matchId} still has undelivered outbox rows after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** The custom id of the button labelled `label` on a message (throws if absent). */
export function buttonOf(message: MessageView, label: string): string {
  const b = message.buttons.find((x) => x.label === label);
  if (!b?.customId) throw new Error(`no button "${label}" on message ${message.id} (has ${message.buttons.map((x) => x.label).join(', ') || 'none'})`);
  return b.customId;
}

/** Every public board post of one match (optionally one version) in a channel or thread. */
export function boardPostsOf(t: Table, channel: ChannelRecord, matchId: number, version?: number): MessageView[] {
  const want = version === undefined ? null : `match-${matchId}-v${version}.png`;
  return t.discord
    .messages(channel)
    .filter((m) => m.attachments.some((a) => (want ? a.filename === want : a.filename.startsWith(`match-${matchId}-v`))));
}

/** Wait for the board post of `matchId` at `version`. */
export function waitForBoardPost(t: Table, channel: ChannelRecord, matchId: number, version: number, timeoutMs?: number): Promise<MessageView> {
  const name = `match-${matchId}-v${version}.png`;
  return t.discord.waitForMessage(channel, (m) => m.attachments.some((a) => a.filename === name), timeoutMs);
}

/** Version, status, action rows and undelivered outbox rows of a match (for "nothing changed"). */
export async function matchState(t: Table, matchId: number): Promise<{ version: number; status: string; actions: number; pendingOutbox: number }> {
  const m = await t.bot.ctx.service.getMatch(matchId);
  if (!m) throw new Error(`no match #${matchId}`);
  const actions = await t.db.prisma.matchAction.count({ where: { matchId } });
  const pendingOutbox = await t.db.prisma.outbox.count({ where: { matchId, deliveredAt: null } });
  return { version: m.version, status: m.status, actions, pendingOutbox };
}

/** Make every undelivered outbox row due now (instead of waiting out the grace period or back-off). */
export async function makeOutboxDue(t: Table, where: { matchId?: number | null } = {}): Promise<number> {
  const res = await t.db.prisma.outbox.updateMany({ where: { deliveredAt: null, ...where }, data: { dueAt: new Date(Date.now() - 1000) } });
  return res.count;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** /move, acknowledged within Discord's 3 s and answered "Played". */
export async function playAndExpect(t: Table, user: User, channel: ChannelRecord, action: string, timeoutMs = 10_000): Promise<MessageView> {
  const h = await t.discord.as(user).slash(channel, 'move', { action });
  const ack = await h.ack(timeoutMs);
  if (ack.ms >= 3000) throw new Error(`/move acknowledged after ${ack.ms} ms`);
  const reply = await h.reply(timeoutMs);
  if (!reply.content.includes(`Played \`${action}\``)) throw new Error(`unexpected answer: ${reply.content}`);
  // The reply is itself an outbox row, marked delivered just after Discord took it.
  const until = Date.now() + 2000;
  while (Date.now() < until && (await t.db.prisma.outbox.count({ where: { kind: 'reply', deliveredAt: null } })) > 0) await sleep(20);
  return reply;
}

/** The legal move the bot itself would suggest first to `user`. */
export async function firstSuggestion(t: Table, matchId: number, user: User): Promise<string> {
  const m = (await t.bot.ctx.service.getMatch(matchId))!;
  const [first] = t.bot.ctx.service.suggest(m, user.id, '', 1);
  if (!first) throw new Error(`no legal move for ${user.id} in match ${matchId}`);
  return first;
}
