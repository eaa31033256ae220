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
      log: createLogger('silent'),
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

/** /challenge → the challenge message. */
export async function challenge(t: Table, from: User, to: User, options: Record<string, unknown> = {}, channel: ChannelRecord = t.games): Promise<MessageView> {
  const h = await t.discord.as(from).slash(channel, 'challenge', { opponent: to, game: 'agog', colour: 'white', ...options });
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
