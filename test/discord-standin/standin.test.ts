/**
 * The stand-in against the REAL discord.js client, driven by a tiny bot written here (not src/).
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCanvas } from 'canvas';
import {
  ActionRowBuilder,
  AttachmentBuilder,
  ButtonBuilder,
  ButtonStyle,
  Client,
  DiscordAPIError,
  EmbedBuilder,
  Events,
  GatewayIntentBits,
  MessageFlags,
  ModalBuilder,
  Partials,
  SlashCommandBuilder,
  StringSelectMenuBuilder,
  TextInputBuilder,
  TextInputStyle,
  type ChatInputCommandInteraction,
  type Interaction,
  type TextChannel,
} from 'discord.js';
import { WebSocket } from 'ws';
import { startStandIn, StandInTimeoutError, type ChannelRecord, type StandIn, type UserRecord } from './index.js';

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const isPng = (b: Buffer): boolean => b.subarray(0, 8).equals(PNG_MAGIC);

function png(label: string): Buffer {
  const canvas = createCanvas(96, 64);
  const g = canvas.getContext('2d');
  g.fillStyle = '#2b6cb0';
  g.fillRect(0, 0, 96, 64);
  g.fillStyle = '#fff';
  g.fillRect(8, 8, 8 + label.length * 4, 8);
  return canvas.toBuffer('image/png');
}

const errorCode = (e: unknown): string => (e instanceof DiscordAPIError ? String(e.code) : e instanceof Error ? e.message : String(e));

// ------------------------------------------------------------------ the tiny bot

const commandDefs = [
  new SlashCommandBuilder().setName('board').setDescription('Show the board'),
  new SlashCommandBuilder()
    .setName('move')
    .setDescription('Make a move')
    .addStringOption((o) => o.setName('action').setDescription('The move').setRequired(true).setAutocomplete(true))
    .addIntegerOption((o) => o.setName('match').setDescription('Match number').setRequired(true))
    .addNumberOption((o) => o.setName('ratio').setDescription('A number'))
    .addBooleanOption((o) => o.setName('confirm').setDescription('Confirm?')),
  new SlashCommandBuilder()
    .setName('challenge')
    .setDescription('Challenge someone')
    .addUserOption((o) => o.setName('opponent').setDescription('Who').setRequired(true)),
  new SlashCommandBuilder()
    .setName('dm')
    .setDescription('DM a board')
    .addUserOption((o) => o.setName('target').setDescription('Who').setRequired(true)),
  new SlashCommandBuilder()
    .setName('post')
    .setDescription('Post into the channel')
    .addStringOption((o) => o.setName('text').setDescription('What').setRequired(true)),
  new SlashCommandBuilder().setName('touch').setDescription('Edit the last post'),
  new SlashCommandBuilder().setName('weird').setDescription('Call a route the stand-in lacks'),
  new SlashCommandBuilder().setName('ignore').setDescription('The bot never answers this'),
  new SlashCommandBuilder().setName('rename').setDescription('Opens a modal'),
  new SlashCommandBuilder()
    .setName('game')
    .setDescription('Game admin')
    .addSubcommand((s) => s.setName('resign').setDescription('Resign'))
    .addSubcommandGroup((g) =>
      g
        .setName('admin')
        .setDescription('Admin')
        .addSubcommand((s) =>
          s
            .setName('reset')
            .setDescription('Reset')
            .addIntegerOption((o) => o.setName('seed').setDescription('Seed')),
        ),
    ),
].map((c) => c.toJSON());

const MOVES = ['a1', 'b2', 'b6', 'c3', 'h8'];

interface BotProbe {
  raw: string[];
  lastPostId: string | null;
  deletedSeen: string[];
}

function boardPayload(note: string) {
  return {
    content: note,
    embeds: [new EmbedBuilder().setTitle('Board').setDescription('Your move').setImage('attachment://board.png')],
    files: [new AttachmentBuilder(png(note), { name: 'board.png' })],
    components: [
      new ActionRowBuilder<ButtonBuilder>().addComponents(
        new ButtonBuilder().setCustomId('refresh').setLabel('Refresh').setStyle(ButtonStyle.Primary),
        new ButtonBuilder().setCustomId('thread').setLabel('Open thread').setStyle(ButtonStyle.Secondary),
      ),
      new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(
        new StringSelectMenuBuilder()
          .setCustomId('pick')
          .setPlaceholder('Pick a disc')
          .addOptions({ label: 'Red', value: 'red' }, { label: 'Blue', value: 'blue' }),
      ),
    ],
  };
}

async function onCommand(i: ChatInputCommandInteraction, probe: BotProbe): Promise<void> {
  switch (i.commandName) {
    case 'board':
      await i.reply(boardPayload('board'));
      return;
    case 'move': {
      await i.deferReply();
      const match = i.options.getInteger('match', true);
      const ratio = i.options.getNumber('ratio');
      const confirm = i.options.getBoolean('confirm');
      await i.editReply(`moved ${i.options.getString('action', true)} in match ${match} (${typeof match}, ratio ${ratio}, confirm ${confirm})`);
      await i.followUp({ content: 'only you can see this', flags: MessageFlags.Ephemeral });
      return;
    }
    case 'challenge': {
      const user = i.options.getUser('opponent', true);
      const member = i.options.getMember('opponent');
      await i.reply(`challenged ${user.username} (member: ${member ? 'yes' : 'no'})`);
      return;
    }
    case 'dm': {
      const user = i.options.getUser('target', true);
      try {
        await user.send({ content: 'your board', files: [new AttachmentBuilder(png('dm'), { name: 'dm.png' })] });
        await i.reply({ content: 'sent', flags: MessageFlags.Ephemeral });
      } catch (e) {
        await i.reply({ content: `dm failed: ${errorCode(e)}`, flags: MessageFlags.Ephemeral });
      }
      return;
    }
    case 'post': {
      const msg = await (i.channel as TextChannel).send(i.options.getString('text', true));
      probe.lastPostId = msg.id;
      await i.reply({ content: `posted ${msg.id}`, flags: MessageFlags.Ephemeral });
      return;
    }
    case 'touch':
      try {
        await (i.channel as TextChannel).messages.edit(probe.lastPostId!, 'touched');
        await i.reply('touched');
      } catch (e) {
        await i.reply(`edit failed: ${errorCode(e)}`);
      }
      return;
    case 'weird':
      try {
        await i.client.rest.get(`/guilds/${i.guildId}/audit-logs`);
        await i.reply('weird: ok');
      } catch (e) {
        await i.reply(`weird: ${e instanceof DiscordAPIError ? e.status : errorCode(e)}`);
      }
      return;
    case 'game': {
      const group = i.options.getSubcommandGroup(false);
      const sub = i.options.getSubcommand();
      await i.reply(`game ${group ?? '-'} ${sub} seed=${i.options.getInteger('seed') ?? 'none'}`);
      return;
    }
    case 'ignore':
      return;
    case 'rename':
      await i.showModal(
        new ModalBuilder()
          .setCustomId('rename-modal')
          .setTitle('Rename')
          .addComponents(
            new ActionRowBuilder<TextInputBuilder>().addComponents(
              new TextInputBuilder().setCustomId('new-name').setLabel('New name').setStyle(TextInputStyle.Short),
            ),
          ),
      );
      return;
  }
}

async function onInteraction(i: Interaction, probe: BotProbe): Promise<void> {
  if (i.isAutocomplete()) {
    const typed = String(i.options.getFocused()).toLowerCase();
    await i.respond(MOVES.filter((m) => m.startsWith(typed)).map((m) => ({ name: `Move ${m}`, value: m })));
  } else if (i.isChatInputCommand()) {
    await onCommand(i, probe);
  } else if (i.isButton() && i.customId === 'refresh') {
    const row = new ActionRowBuilder<ButtonBuilder>().addComponents(
      new ButtonBuilder().setCustomId('refresh').setLabel('Refresh').setStyle(ButtonStyle.Primary).setDisabled(true),
      new ButtonBuilder().setCustomId('thread').setLabel('Open thread').setStyle(ButtonStyle.Secondary),
    );
    await i.update({ content: 'refreshed', components: [row] });
  } else if (i.isButton() && i.customId === 'thread') {
    await i.deferReply({ flags: MessageFlags.Ephemeral });
    try {
      const thread = await i.message.startThread({ name: `Game ${i.message.id.slice(-4)}` });
      await thread.send(`Game thread for ${i.user.username}`);
      await i.editReply('thread opened');
    } catch (e) {
      await i.editReply(`thread failed: ${errorCode(e)}`);
    }
  } else if (i.isStringSelectMenu()) {
    await i.update({ content: `picked ${i.values.join(',')}` });
  } else if (i.isModalSubmit()) {
    await i.reply({ content: `renamed to ${i.fields.getTextInputValue('new-name')}`, flags: MessageFlags.Ephemeral });
  }
}

async function startBot(apiBase: string, token: string, probe: BotProbe): Promise<Client> {
  const client = new Client({
    intents: [GatewayIntentBits.Guilds, GatewayIntentBits.DirectMessages, GatewayIntentBits.GuildMessages],
    partials: [Partials.Channel],
    rest: { api: apiBase },
  });
  client.on('raw', (packet: { t: string | null }) => {
    if (packet.t) probe.raw.push(packet.t);
  });
  client.on(Events.MessageDelete, (m) => probe.deletedSeen.push(m.id));
  client.on(Events.MessageCreate, (m) => {
    // DMs from users arrive (intents Guilds + DirectMessages, partials Channel) with their content.
    if (!m.guildId && !m.author.bot) m.reply(`echo: ${m.content}`).catch((e: unknown) => console.error('echo failed', e));
  });
  client.on(Events.InteractionCreate, (i) => {
    onInteraction(i, probe).catch((e: unknown) => console.error('bot handler failed', e));
  });
  const ready = new Promise<void>((resolve) => client.once(Events.ClientReady, () => resolve()));
  await client.login(token);
  await ready;
  await client.application!.commands.set(commandDefs);
  return client;
}

// ------------------------------------------------------------------ the tests

describe('discord stand-in with the real discord.js client', () => {
  let discord: StandIn;
  let client: Client;
  let games: ChannelRecord;
  let noThreads: ChannelRecord;
  let alice: UserRecord;
  let bob: UserRecord;
  let carol: UserRecord;
  const probe: BotProbe = { raw: [], lastPostId: null, deletedSeen: [] };

  beforeAll(async () => {
    discord = await startStandIn({ botName: 'Golem', heartbeatIntervalMs: 1000 });
    const guild = discord.world.createGuild('Golem Table');
    games = discord.world.createTextChannel(guild, 'games');
    noThreads = discord.world.createTextChannel(guild, 'no-threads', { denyBot: ['CreatePublicThreads'] });
    alice = discord.world.createUser('alice', { memberOf: [guild] });
    bob = discord.world.createUser('bob', { memberOf: [guild] });
    carol = discord.world.createUser('carol', { memberOf: [guild], dmsOpen: false });
    client = await startBot(discord.apiBase, discord.botToken, probe);
    await discord.waitForCommand('move');
  });

  afterAll(async () => {
    await client?.destroy();
    await discord?.stop();
  });

  it('logs in: gateway discovery, READY + GUILD_CREATE, command registration stored', () => {
    expect(discord.gateway.stats.identifies).toBe(1);
    expect(probe.raw.slice(0, 2)).toEqual(['READY', 'GUILD_CREATE']);
    expect(client.guilds.cache.first()?.name).toBe('Golem Table');
    expect(client.channels.cache.get(games.id)?.isTextBased()).toBe(true);
    expect(discord.requests[0]).toMatchObject({ method: 'GET', path: '/gateway/bot', status: 200 });
    const move = discord.commands().find((c) => c.name === 'move')!;
    expect(move.options.map((o: { name: string; type: number }) => [o.name, o.type])).toEqual([
      ['action', 3],
      ['match', 4],
      ['ratio', 10],
      ['confirm', 5],
    ]);
    expect(discord.commands().map((c) => c.name)).toContain('game');
  });

  it('slash → reply with embed, PNG attachment and buttons, acknowledged within 3 s', async () => {
    const h = await discord.as(alice).slash(games, 'board');
    const ack = await h.ack();
    expect(ack.type).toBe(4);
    expect(ack.ms).toBeLessThan(3000);
    const reply = await h.reply();
    expect(reply.content).toBe('board');
    expect(reply.embeds[0]).toMatchObject({ title: 'Board', description: 'Your move' });
    expect(reply.embeds[0]!.image.url).toContain('/board.png');
    expect(reply.attachments).toHaveLength(1);
    expect(reply.attachments[0]!.filename).toBe('board.png');
    expect(isPng(reply.attachments[0]!.data)).toBe(true);
    expect([reply.attachments[0]!.width, reply.attachments[0]!.height]).toEqual([96, 64]);
    expect(reply.buttons.map((b) => b.customId)).toEqual(['refresh', 'thread']);
    expect(reply.selects[0]!.options.map((o) => o.value)).toEqual(['red', 'blue']);
    expect(reply.ephemeral).toBe(false);
    expect(reply.author.id).toBe(discord.world.bot.id);
    expect(discord.messages(games).map((m) => m.id)).toContain(reply.id);
    // the bytes are served like a CDN
    const res = await fetch(reply.attachments[0]!.url);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(isPng(Buffer.from(await res.arrayBuffer()))).toBe(true);
  });

  it('defer → edit @original → ephemeral follow-up, with typed options', async () => {
    const h = await discord.as(alice).slash(games, 'move', { action: 'b6', match: 12, ratio: 0.5, confirm: true });
    expect((await h.ack()).type).toBe(5);
    const reply = await h.reply();
    expect(reply.content).toBe('moved b6 in match 12 (number, ratio 0.5, confirm true)');
    expect(reply.loading).toBe(false);
    expect(reply.edited).toBe(false);
    const follow = await h.waitForFollowUp(1);
    expect(follow.content).toBe('only you can see this');
    expect(follow.ephemeral).toBe(true);
    expect(discord.messages(games).some((m) => m.id === follow.id)).toBe(false);
    expect(discord.messages(games, { includeEphemeral: true }).some((m) => m.id === follow.id)).toBe(true);
    expect(discord.requests.some((r) => r.method === 'PATCH' && r.path.endsWith('/messages/@original') && r.status === 200)).toBe(true);
    expect(discord.requests.some((r) => r.method === 'POST' && r.path.startsWith('/webhooks/') && r.query.includes('wait=true'))).toBe(true);
  });

  it('autocomplete returns the bot’s choices', async () => {
    const choices = await discord.as(alice).autocomplete(games, 'move', { action: 'b', match: 12 }, 'action');
    expect(choices).toEqual([
      { name: 'Move b2', value: 'b2' },
      { name: 'Move b6', value: 'b6' },
    ]);
  });

  it('user options carry resolved users and members; subcommands and groups', async () => {
    const h = await discord.as(alice).slash(games, 'challenge', { opponent: bob });
    expect((await h.reply()).content).toBe('challenged bob (member: yes)');
    expect((await (await discord.as(alice).slash(games, 'game resign')).reply()).content).toBe('game - resign seed=none');
    expect((await (await discord.as(alice).slash(games, 'game admin reset', { seed: 7 })).reply()).content).toBe('game admin reset seed=7');
    await expect(discord.as(alice).slash(games, 'move', { action: 'b6', match: 1.5 })).rejects.toThrow(/integer/);
    await expect(discord.as(alice).slash(games, 'move', { action: 'b6' })).rejects.toThrow(/requires option match/);
    await expect(discord.as(alice).slash(games, 'nope')).rejects.toThrow(/no slash command \/nope/);
  });

  it('button click → UPDATE_MESSAGE changes the stored message; select menu too', async () => {
    const board = await (await discord.as(alice).slash(games, 'board')).reply();
    const h = await discord.as(bob).click(board, 'refresh');
    expect((await h.ack()).type).toBe(7);
    const updated = await h.reply();
    expect(updated.id).toBe(board.id);
    expect(updated.content).toBe('refreshed');
    expect(updated.buttons.find((b) => b.customId === 'refresh')?.disabled).toBe(true);
    expect(discord.message(board.id)?.content).toBe('refreshed');
    await expect(discord.as(bob).click(board.id, 'refresh')).rejects.toThrow(/disabled/);

    const board2 = await (await discord.as(alice).slash(games, 'board')).reply();
    const s = await discord.as(alice).select(board2, 'pick', ['blue']);
    expect((await s.reply()).content).toBe('picked blue');
  });

  it('creates a thread from its message and posts in it (THREAD_CREATE dispatched)', async () => {
    const board = await (await discord.as(alice).slash(games, 'board')).reply();
    const h = await discord.as(alice).click(board, 'thread');
    expect((await h.ack()).ephemeral).toBe(true);
    expect((await h.reply()).content).toBe('thread opened');
    const thread = await discord.waitForThread(games, (t) => t.starterMessageId === board.id);
    expect(thread).toMatchObject({ id: board.id, parentId: games.id, type: 11 });
    const post = await discord.waitForMessage(thread, (m) => m.content === 'Game thread for alice');
    expect(post.author.id).toBe(discord.world.bot.id);
    expect(discord.message(board.id)?.threadId).toBe(thread.id);
    expect(probe.raw).toContain('THREAD_CREATE');
    expect(client.channels.cache.get(thread.id)?.isThread()).toBe(true);
  });

  it('thread creation refused with 50013 where the bot lacks the permission', async () => {
    const board = await (await discord.as(alice).slash(noThreads, 'board')).reply();
    const h = await discord.as(alice).click(board, 'thread');
    expect((await h.reply()).content).toBe('thread failed: 50013');
    expect(discord.threads(noThreads)).toHaveLength(0);
  });

  it('sends a DM with a PNG; closed DMs surface as 50007', async () => {
    const ok = await discord.as(alice).slash(games, 'dm', { target: bob });
    expect((await ok.reply()).content).toBe('sent');
    const dm = await discord.waitForDm(bob, (m) => m.content === 'your board');
    expect(isPng(dm.attachments[0]!.data)).toBe(true);
    expect(discord.dmsOf(bob)).toHaveLength(1);

    const closed = await discord.as(alice).slash(games, 'dm', { target: carol });
    expect((await closed.reply()).content).toBe('dm failed: 50007');
    expect(discord.dmsOf(carol)).toHaveLength(0);
    const rejected = discord.requests.filter((r) => r.status === 403 && r.errorCode === 50007);
    expect(rejected).toHaveLength(1);
  });

  it('429: the client waits Retry-After and retries; the stand-in saw both requests', async () => {
    const path = `/channels/${games.id}/messages`;
    const fault = discord.faults.rateLimit({ method: 'POST', path: '/channels/:id/messages' }, { retryAfterMs: 300 });
    const before = discord.requests.length;
    const t0 = Date.now();
    const h = await discord.as(alice).slash(games, 'post', { text: 'after a 429' });
    const msg = await discord.waitForMessage(games, (m) => m.content === 'after a 429');
    expect((await h.reply()).content).toBe(`posted ${msg.id}`); // the bot's send() has returned
    expect(fault.hits).toBe(1);
    const calls = discord.requests.slice(before).filter((r) => r.method === 'POST' && r.path === path);
    expect(calls.map((r) => r.status)).toEqual([429, 200]);
    expect(calls[1]!.at - calls[0]!.at).toBeGreaterThanOrEqual(290);
    expect(msg.createdAt - t0).toBeGreaterThanOrEqual(290);
  });

  it('5xx: the client retries', async () => {
    const fault = discord.faults.serverError({ method: 'POST', path: `/channels/${games.id}/messages` }, { status: 502 });
    const before = discord.requests.length;
    const h = await discord.as(alice).slash(games, 'post', { text: 'after a 502' });
    await discord.waitForMessage(games, (m) => m.content === 'after a 502');
    await h.reply();
    expect(fault.hits).toBe(1);
    const calls = discord.requests.slice(before).filter((r) => r.method === 'POST' && r.path === `/channels/${games.id}/messages`);
    expect(calls.map((r) => r.status)).toEqual([502, 200]);
  });

  it('10008 after the test deletes the bot’s message', async () => {
    const h = await discord.as(alice).slash(games, 'post', { text: 'to be deleted' });
    await h.reply();
    const id = probe.lastPostId!;
    discord.deleteMessage(id);
    expect(discord.message(id)?.deleted).toBe(true);
    const t = await discord.as(alice).slash(games, 'touch');
    expect((await t.reply()).content).toBe('edit failed: 10008');
    expect(probe.deletedSeen).toContain(id);
  });

  it('gateway closed → the client RESUMEs, the missed interaction is replayed', async () => {
    const resumesBefore = discord.gateway.stats.resumes;
    expect(discord.gateway.close({ code: 4000 })).toBe(1);
    // dispatched while the client is away: buffered and replayed on RESUME
    const missed = await discord.as(alice).slash(games, 'game resign');
    await discord.waitForResume(resumesBefore + 1);
    expect((await missed.reply()).content).toBe('game - resign seed=none');
    expect(discord.gateway.stats.identifies).toBe(1);
    expect(discord.gateway.connectUrls.at(-1)).toMatch(/^\/gateway\/resume\?v=10&encoding=json/);
    // the INTERACTION_CREATE went out only after the RESUME came in (a replay)
    const log = discord.gateway.log;
    const resumeAt = log.map((e) => e.dir === 'in' && e.op === 6).lastIndexOf(true);
    const sentAt = log.findIndex((e) => e.dir === 'out' && e.t === 'INTERACTION_CREATE' && e.s !== null && log.indexOf(e) > resumeAt);
    expect(resumeAt).toBeGreaterThan(-1);
    expect(sentAt).toBeGreaterThan(resumeAt);
    const after = await discord.as(alice).slash(games, 'game resign');
    expect((await after.ack()).ms).toBeLessThan(3000);
  });

  it('slow responses are delayed by the requested time', async () => {
    const fault = discord.faults.delay({ method: 'POST', path: '/channels/:id/messages' }, 400);
    const h = await discord.as(alice).slash(games, 'post', { text: 'slowly' });
    const ack = await h.ack();
    expect(fault.hits).toBe(1);
    expect(fault.requests[0]!.durationMs).toBeGreaterThanOrEqual(395);
    expect(ack.ms).toBeGreaterThanOrEqual(395);
    expect(ack.ms).toBeLessThan(3000);
  });

  it('unknown routes get a Discord 404 and are recorded', async () => {
    const h = await discord.as(alice).slash(games, 'weird');
    expect((await h.reply()).content).toBe('weird: 404');
    const unhandled = discord.unhandledRequests();
    expect(unhandled).toHaveLength(1);
    expect(unhandled[0]).toMatchObject({ method: 'GET', status: 404, errorCode: 0 });
    expect(unhandled[0]!.path).toMatch(/^\/guilds\/\d+\/audit-logs$/);
  });

  it('a bot that never answers produces a timeout error naming the interaction', async () => {
    const h = await discord.as(alice).slash(games, 'ignore');
    await expect(h.ack(300)).rejects.toBeInstanceOf(StandInTimeoutError);
    await expect(h.reply(300)).rejects.toThrow(/\/ignore/);
  });

  it('slash command inside a DM, and a user’s DM message reaching the bot', async () => {
    const dm = discord.world.dmChannel(bob);
    const h = await discord.as(bob).slash(dm, 'game resign');
    const reply = await h.reply();
    expect(reply.channelId).toBe(dm.id);
    expect(h.record.payload).toMatchObject({ context: 1, user: { id: bob.id } });
    expect(h.record.payload.member).toBeUndefined();
    discord.as(bob).say(dm, 'hello bot');
    const echo = await discord.waitForDm(bob, (m) => m.content === 'echo: hello bot');
    expect(echo.referenceMessageId).not.toBeNull();
  });

  it('modal: the bot opens it, the user submits it', async () => {
    const h = await discord.as(alice).slash(games, 'rename');
    const modal = await h.modal();
    expect(modal.customId).toBe('rename-modal');
    expect(modal.inputs.map((x) => x.custom_id)).toEqual(['new-name']);
    const submit = await discord.as(alice).submitModal(games, modal.customId, { 'new-name': 'Golem II' });
    const reply = await submit.reply();
    expect(reply).toMatchObject({ content: 'renamed to Golem II', ephemeral: true });
  });

  it('no stand-in handler crashed; heartbeats were acknowledged', () => {
    expect(discord.internalErrors()).toEqual([]);
    expect(discord.gateway.stats.heartbeats).toBeGreaterThan(0);
  });
});

describe('a bot in another process', () => {
  it('finds the stand-in through DISCORD_API_BASE and answers a slash command', async () => {
    const discord = await startStandIn();
    const guild = discord.world.createGuild('Remote');
    const channel = discord.world.createTextChannel(guild, 'remote');
    const dave = discord.world.createUser('dave', { memberOf: [guild] });
    const script = fileURLToPath(new URL('./fixtures/child-bot.mjs', import.meta.url));
    const child = spawn(process.execPath, [script], {
      env: { ...process.env, ...discord.env({ DISCORD_GUILD_ID: guild.id }) },
      stdio: ['ignore', 'pipe', 'pipe'],
      cwd: fileURLToPath(new URL('../..', import.meta.url)),
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    try {
      await discord.waitForCommand('ping', { guild, timeoutMs: 15_000 }).catch((e: unknown) => {
        throw new Error(`${String(e)}\nchild stderr: ${stderr}`);
      });
      const h = await discord.as(dave).slash(channel, 'ping');
      expect((await h.reply()).content).toBe('pong from another process');
    } finally {
      child.kill();
      await discord.stop();
    }
  });
});

// ------------------------------------------------------------------ protocol level, without discord.js

interface GatewayPayload {
  op: number;
  d: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  s: number | null;
  t: string | null;
}

/** A raw gateway connection with a receive queue. */
async function rawGateway(url: string) {
  const ws = new WebSocket(url);
  const queue: GatewayPayload[] = [];
  const waiters: ((p: GatewayPayload) => void)[] = [];
  ws.on('message', (data) => {
    const p = JSON.parse(data.toString()) as GatewayPayload;
    const w = waiters.shift();
    if (w) w(p);
    else queue.push(p);
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return {
    next: (): Promise<GatewayPayload> => {
      const p = queue.shift();
      if (p) return Promise.resolve(p);
      return new Promise((resolve, reject) => {
        const t = setTimeout(() => reject(new Error('no gateway payload within 2 s')), 2000);
        waiters.push((x) => {
          clearTimeout(t);
          resolve(x);
        });
      });
    },
    send: (p: unknown) => ws.send(JSON.stringify(p)),
    close: (code: number) => ws.close(code),
    closed,
  };
}

describe('protocol level (raw WebSocket and fetch)', () => {
  it('gateway: HELLO, heartbeat ACK, READY + GUILD_CREATE, RESUME replays what was missed, bad RESUME → op 9', async () => {
    const discord = await startStandIn();
    try {
      const guild = discord.world.createGuild('Raw');
      const ch = discord.world.createTextChannel(guild, 'raw');
      const eve = discord.world.createUser('eve', { memberOf: [guild] });
      const res = await fetch(`${discord.apiBase}/v10/gateway/bot`, { headers: { Authorization: 'Bot anything' } });
      expect(res.headers.get('content-type')).toBe('application/json');
      const info = (await res.json()) as { url: string; shards: number; session_start_limit: Record<string, number> };
      expect(info).toMatchObject({ url: discord.gatewayUrl, shards: 1, session_start_limit: { max_concurrency: 1, remaining: expect.any(Number), reset_after: expect.any(Number) } });

      const a = await rawGateway(`${info.url}?v=10&encoding=json`);
      expect((await a.next()).op).toBe(10);
      a.send({ op: 1, d: null });
      expect((await a.next()).op).toBe(11);
      a.send({ op: 2, d: { token: 'anything', intents: (1 << 0) | (1 << 9), properties: {} } });
      const ready = await a.next();
      expect(ready).toMatchObject({ op: 0, t: 'READY', s: 1 });
      expect(ready.d).toMatchObject({
        session_id: expect.any(String),
        resume_gateway_url: expect.stringMatching(/^ws:\/\/127\.0\.0\.1:\d+\/gateway/),
        application: { id: discord.world.applicationId, flags: 0 },
        guilds: [{ id: guild.id, unavailable: true }],
        user: { id: discord.world.bot.id, bot: true },
      });
      const gc = await a.next();
      expect(gc).toMatchObject({ t: 'GUILD_CREATE', s: 2 });
      expect(gc.d.channels.map((c: { id: string }) => c.id)).toEqual([ch.id]);
      expect(gc.d.members.map((m: { user: { id: string } }) => m.user.id)).toContain(eve.id);
      discord.world.createTextChannel(guild, 'second');
      expect(await a.next()).toMatchObject({ t: 'CHANNEL_CREATE', s: 3 });

      a.close(4000); // not 1000: the session stays resumable
      await a.closed;
      discord.as(eve).say(ch, 'said while you were away');
      discord.world.createTextChannel(guild, 'third');

      const b = await rawGateway(`${ready.d.resume_gateway_url}?v=10&encoding=json`);
      expect((await b.next()).op).toBe(10);
      b.send({ op: 6, d: { token: 'anything', session_id: ready.d.session_id, seq: 3 } });
      const replay1 = await b.next();
      expect(replay1).toMatchObject({ t: 'MESSAGE_CREATE', s: 4 });
      expect(replay1.d.content).toBe(''); // no MessageContent intent
      expect(await b.next()).toMatchObject({ t: 'CHANNEL_CREATE', s: 5 });
      expect(await b.next()).toMatchObject({ t: 'RESUMED', s: 6 });
      expect(discord.gateway.stats.resumes).toBe(1);

      const c = await rawGateway(discord.gatewayUrl);
      await c.next();
      c.send({ op: 6, d: { token: 'anything', session_id: 'nope', seq: 1 } });
      expect(await c.next()).toMatchObject({ op: 9, d: false });
      c.close(1000);
      b.close(1000);
      await b.closed;
      expect(discord.gateway.sessions.get(ready.d.session_id)?.resumable).toBe(false);
    } finally {
      await discord.stop();
    }
  });

  it('REST: interaction payload, multipart callback with_response, %40original, 204s, 40060, Discord 404', async () => {
    const discord = await startStandIn();
    try {
      const guild = discord.world.createGuild('Raw');
      const ch = discord.world.createTextChannel(guild, 'raw');
      const eve = discord.world.createUser('eve', { memberOf: [guild] });
      const frank = discord.world.createUser('frank', { memberOf: [guild] });
      const app = discord.world.applicationId;
      const api = `${discord.apiBase}/v10`;
      const auth = { Authorization: `Bot ${discord.botToken}` };
      const put = await fetch(`${api}/applications/${app}/guilds/${guild.id}/commands`, {
        method: 'PUT',
        headers: { ...auth, 'Content-Type': 'application/json' },
        body: JSON.stringify([{ name: 'duel', description: 'Duel', options: [{ type: 6, name: 'who', description: 'who', required: true }] }]),
      });
      expect(put.status).toBe(200);
      const bad = await fetch(`${api}/applications/${app}/commands`, {
        method: 'PUT',
        headers: { ...auth, 'Content-Type': 'application/json' },
        body: JSON.stringify([{ name: 'x', description: 'x', options: [{ type: 3, name: 'a', description: 'a' }, { type: 3, name: 'b', description: 'b', required: true }] }]),
      });
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as { code: number }).code).toBe(50035);

      const gw = await rawGateway(discord.gatewayUrl);
      await gw.next();
      gw.send({ op: 2, d: { token: 'x', intents: 1, properties: {} } });
      await gw.next();
      await gw.next();

      const h = await discord.as(eve).slash(ch, 'duel', { who: frank });
      const ic = await gw.next();
      expect(ic.t).toBe('INTERACTION_CREATE');
      expect(ic.d).toMatchObject({
        id: h.id,
        type: 2,
        token: h.token,
        application_id: app,
        guild_id: guild.id,
        channel_id: ch.id,
        channel: { id: ch.id, type: 0 },
        entitlements: [],
        authorizing_integration_owners: { '0': guild.id },
        app_permissions: expect.stringMatching(/^\d+$/),
        member: { user: { id: eve.id }, permissions: expect.stringMatching(/^\d+$/) },
        data: { name: 'duel', type: 1, options: [{ name: 'who', type: 6, value: frank.id }] },
      });
      expect(ic.d.data.resolved.users[frank.id].username).toBe('frank');
      expect(ic.d.data.resolved.members[frank.id].user).toBeUndefined();

      const form = new FormData();
      form.append('payload_json', JSON.stringify({ type: 4, data: { content: 'with file', attachments: [{ id: 0, filename: 'a.png' }] } }));
      form.append('files[0]', new Blob([new Uint8Array(png('raw'))], { type: 'image/png' }), 'a.png');
      const cb = await fetch(`${api}/interactions/${h.id}/${h.token}/callback?with_response=true`, { method: 'POST', body: form });
      expect(cb.status).toBe(200);
      const cbBody = (await cb.json()) as { interaction: { id: string; response_message_id: string }; resource: { type: number; message: { attachments: { filename: string }[] } } };
      expect(cbBody.interaction.id).toBe(h.id);
      expect(cbBody.resource.type).toBe(4);
      expect(cbBody.resource.message.attachments[0]!.filename).toBe('a.png');
      const reply = await h.reply();
      expect(reply.id).toBe(cbBody.interaction.response_message_id);
      expect(isPng(reply.attachments[0]!.data)).toBe(true);

      const again = await fetch(`${api}/interactions/${h.id}/${h.token}/callback`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ type: 4, data: { content: 'twice' } }) });
      expect(again.status).toBe(400);
      expect(((await again.json()) as { code: number }).code).toBe(40060);

      const edit = await fetch(`${api}/webhooks/${app}/${h.token}/messages/%40original`, { method: 'PATCH', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ content: 'edited' }) });
      expect(edit.status).toBe(200);
      expect(edit.headers.get('content-type')).toBe('application/json');
      expect(discord.message(reply.id)).toMatchObject({ content: 'edited', edited: true });
      expect(discord.message(reply.id)!.attachments).toHaveLength(1);

      const noWait = await fetch(`${api}/webhooks/${app}/${h.token}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ content: 'no wait' }) });
      expect(noWait.status).toBe(204);
      expect(h.followUps.map((m) => m.content)).toEqual(['no wait']);

      const empty = await fetch(`${api}/channels/${ch.id}/messages`, { method: 'POST', headers: { ...auth, 'Content-Type': 'application/json' }, body: JSON.stringify({ content: '' }) });
      expect(((await empty.json()) as { code: number }).code).toBe(50006);

      const post = async (path: string, body: unknown): Promise<{ status: number; body: any }> => { // eslint-disable-line @typescript-eslint/no-explicit-any
        const r = await fetch(`${api}${path}`, { method: 'POST', headers: { ...auth, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
        return { status: r.status, body: await r.json() };
      };
      const standalone = await post(`/channels/${ch.id}/threads`, { name: 'side', type: 11 });
      expect(standalone).toMatchObject({ status: 201, body: { type: 11, parent_id: ch.id, name: 'side', thread_metadata: { archived: false } } });
      const starter = await post(`/channels/${ch.id}/messages`, { content: 'start here' });
      const fromMsg = await post(`/channels/${ch.id}/messages/${starter.body.id}/threads`, { name: 'game' });
      expect(fromMsg).toMatchObject({ status: 201, body: { id: starter.body.id, type: 11, parent_id: ch.id } });
      expect((await post(`/channels/${ch.id}/messages/${starter.body.id}/threads`, { name: 'again' })).body.code).toBe(160004);
      expect((await post(`/channels/${fromMsg.body.id}/messages`, { content: 'in thread' })).status).toBe(200);
      const got = (await (await fetch(`${api}/channels/${fromMsg.body.id}`, { headers: auth })).json()) as { parent_id: string; message_count: number };
      expect(got).toMatchObject({ parent_id: ch.id, message_count: 1 });
      expect(discord.threads(ch).map((t) => t.name)).toEqual(['side', 'game']);
      const listed = (await (await fetch(`${api}/channels/${ch.id}/messages?limit=2`, { headers: auth })).json()) as { content: string }[];
      expect(listed.map((m) => m.content)).toEqual(['start here', 'no wait']); // newest first

      const unknown = await fetch(`${api}/channels/${ch.id}/pins`, { headers: auth });
      expect(unknown.status).toBe(404);
      expect(unknown.headers.get('content-type')).toBe('application/json');
      expect(await unknown.json()).toEqual({ message: '404: Not Found', code: 0 });
      expect(discord.unhandledRequests().map((r) => `${r.method} ${r.path}`)).toEqual([`GET /channels/${ch.id}/pins`]);
      expect(discord.internalErrors()).toEqual([]);
      gw.close(1000);
    } finally {
      await discord.stop();
    }
  });
});
