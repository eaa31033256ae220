/** REST: channels, messages, reactions, DMs, threads. */
import { ApiError, Errors } from './errors.js';
import { json, noContent, type RestRequest, type Router } from './http.js';
import { Permission } from './permissions.js';
import type { RouteContext } from './routes-core.js';
import { ChannelType, MessageFlag, type ChannelRecord, type JsonObject, type StoredMessage } from './types.js';
import { validateMessageBody } from './validate.js';
import { Intent, iso } from './world.js';

export function channelRoutes(r: Router, ctx: RouteContext): void {
  const { world } = ctx;
  const bot = world.bot;

  const has = (ch: ChannelRecord, p: bigint): boolean => (world.permissionsIn(ch, bot.id) & p) === p;

  /** A channel the bot can see. */
  const channelOf = (req: RestRequest): ChannelRecord => {
    const ch = world.channel(req.params.channel!);
    if (!ch) throw Errors.unknownChannel();
    if (ch.guildId && !has(ch, Permission.ViewChannel)) throw Errors.missingAccess();
    if (ch.type === ChannelType.DM && !ch.recipientId) throw Errors.unknownChannel();
    return ch;
  };

  /** A visible (not deleted, not ephemeral) message of the channel. */
  const messageOf = (ch: ChannelRecord, id: string): StoredMessage => {
    const m = world.messages.get(id);
    if (!m || m.channelId !== ch.id || m.deleted || m.flags & MessageFlag.Ephemeral) throw Errors.unknownMessage();
    return m;
  };

  const checkCanPost = (ch: ChannelRecord, withFiles: boolean): void => {
    if (ch.type === ChannelType.DM) {
      const u = world.user(ch.recipientId!);
      if (!u || u.bot || !u.dmsOpen) throw Errors.cannotMessageUser();
      return;
    }
    if (world.isThread(ch)) {
      if (!has(ch, Permission.SendMessagesInThreads)) throw Errors.missingPermissions();
      if (ch.archived && ch.locked && !has(ch, Permission.ManageThreads)) throw Errors.threadArchived();
    } else if (!has(ch, Permission.SendMessages)) throw Errors.missingPermissions();
    if (withFiles && !has(ch, Permission.AttachFiles)) throw Errors.missingPermissions();
  };

  // ---- channels
  r.add('GET', '/channels/:channel', (req) => json(world.channelJSON(channelOf(req))));

  r.add('PATCH', '/channels/:channel', (req) => {
    const ch = channelOf(req);
    const b = req.body;
    if (world.isThread(ch)) {
      const owner = ch.ownerId === bot.id;
      const needsManage = 'locked' in b || ('archived' in b && !owner) || ('name' in b && !owner);
      if (needsManage && !has(ch, Permission.ManageThreads)) throw Errors.missingPermissions();
      if (typeof b.name === 'string') ch.name = b.name;
      if ('archived' in b) ch.archived = Boolean(b.archived);
      if ('locked' in b) ch.locked = Boolean(b.locked);
      if ('invitable' in b) ch.invitable = Boolean(b.invitable);
      if (b.auto_archive_duration) ch.autoArchiveDuration = Number(b.auto_archive_duration);
      world.dispatch('THREAD_UPDATE', world.channelJSON(ch), { intent: Intent.Guilds });
    } else {
      if (ch.type === ChannelType.DM) throw Errors.wrongChannelType();
      if (!has(ch, Permission.ManageChannels)) throw Errors.missingPermissions();
      if (typeof b.name === 'string') ch.name = b.name;
      if ('topic' in b) ch.topic = b.topic ?? null;
      world.dispatch('CHANNEL_UPDATE', world.channelJSON(ch), { intent: Intent.Guilds });
    }
    world.changed();
    return json(world.channelJSON(ch));
  });

  r.add('DELETE', '/channels/:channel', (req) => {
    const ch = channelOf(req);
    if (ch.type === ChannelType.DM) return json(world.channelJSON(ch));
    const thread = world.isThread(ch);
    if (!has(ch, thread ? Permission.ManageThreads : Permission.ManageChannels)) throw Errors.missingPermissions();
    ch.deleted = true;
    if (thread) world.dispatch('THREAD_DELETE', { id: ch.id, guild_id: ch.guildId, parent_id: ch.parentId, type: ch.type }, { intent: Intent.Guilds });
    else world.dispatch('CHANNEL_DELETE', world.channelJSON(ch), { intent: Intent.Guilds });
    world.changed();
    return json(world.channelJSON(ch));
  });

  r.add('POST', '/channels/:channel/typing', (req) => {
    channelOf(req);
    return noContent();
  });

  // ---- messages
  r.add('GET', '/channels/:channel/messages', (req) => {
    const ch = channelOf(req);
    if (ch.guildId && !has(ch, Permission.ReadMessageHistory)) return json([]);
    const limit = Math.max(1, Math.min(100, Number(req.query.get('limit') ?? 50)));
    const before = req.query.get('before');
    const after = req.query.get('after');
    const around = req.query.get('around');
    let list = world.channelMessageList(ch.id).filter((m) => !m.deleted && !(m.flags & MessageFlag.Ephemeral));
    if (before) list = list.filter((m) => BigInt(m.id) < BigInt(before));
    if (after) list = list.filter((m) => BigInt(m.id) > BigInt(after));
    if (around) {
      const i = list.findIndex((m) => BigInt(m.id) >= BigInt(around));
      const start = Math.max(0, (i < 0 ? list.length : i) - Math.floor(limit / 2));
      list = list.slice(start, start + limit);
    } else if (after) list = list.slice(0, limit);
    else list = list.slice(-limit);
    return json(list.reverse().map((m) => world.messageJSON(m)));
  });

  r.add('GET', '/channels/:channel/messages/:message', (req) => {
    const ch = channelOf(req);
    return json(world.messageJSON(messageOf(ch, req.params.message!)));
  });

  r.add('POST', '/channels/:channel/messages', (req) => {
    const ch = channelOf(req);
    checkCanPost(ch, req.files.length > 0);
    validateMessageBody(req.body, req.files, { isEdit: false });
    if (Number(req.body.flags ?? 0) & MessageFlag.Ephemeral) {
      throw Errors.invalidForm([{ path: ['flags'], code: 'MESSAGE_CREATE_INVALID_FLAGS', message: 'Ephemeral messages can only be sent as interaction responses' }]);
    }
    const ref = req.body.message_reference as JsonObject | undefined;
    const body: JsonObject = { ...req.body };
    if (ref?.message_id) {
      const target = world.messages.get(String(ref.message_id));
      const ok = target && !target.deleted && !(target.flags & MessageFlag.Ephemeral) && target.channelId === (ref.channel_id ?? ch.id);
      if (!ok) {
        if (ref.fail_if_not_exists === false) delete body.message_reference;
        else throw Errors.invalidForm([{ path: ['message_reference'], code: 'MESSAGE_REFERENCE_UNKNOWN_MESSAGE', message: 'Unknown message' }]);
      }
    }
    const msg = world.createMessage(ch, bot.id, body, req.files);
    return json(world.messageJSON(msg));
  });

  r.add('PATCH', '/channels/:channel/messages/:message', (req) => {
    const ch = channelOf(req);
    const m = messageOf(ch, req.params.message!);
    if (m.authorId !== bot.id) {
      const onlyFlags = Object.keys(req.body).every((k) => k === 'flags');
      if (!onlyFlags) throw Errors.cannotEditOthers();
      if (!has(ch, Permission.ManageMessages)) throw Errors.missingPermissions();
    }
    validateMessageBody(req.body, req.files, { isEdit: true });
    world.editMessage(m, req.body, req.files);
    // A deferred update (type 6) followed by an edit through the channel route is its visible answer.
    for (const rec of ctx.interactions.all.values()) {
      if (rec.componentMessageId === m.id && rec.response?.type === 6 && !rec.finalMessageId) rec.finalMessageId = m.id;
    }
    return json(world.messageJSON(m));
  });

  r.add('DELETE', '/channels/:channel/messages/:message', (req) => {
    const ch = channelOf(req);
    const m = messageOf(ch, req.params.message!);
    if (m.authorId !== bot.id && ch.type !== ChannelType.DM && !has(ch, Permission.ManageMessages)) throw Errors.missingPermissions();
    if (m.authorId !== bot.id && ch.type === ChannelType.DM) throw new ApiError(403, 50003, 'Cannot execute action on a DM channel');
    world.deleteMessage(m);
    return noContent();
  });

  // ---- reactions (the bot's own)
  // Pins (the route discord.js 14.19+ uses, and the older one): the bot needs Manage Messages, as on Discord.
  for (const route of ['/channels/:channel/messages/pins/:message', '/channels/:channel/pins/:message']) {
    for (const method of ['PUT', 'DELETE'] as const) {
      r.add(method, route, (req) => {
        const ch = channelOf(req);
        if (ch.type !== ChannelType.DM && !has(ch, Permission.ManageMessages)) throw Errors.missingPermissions();
        const m = messageOf(ch, req.params.message!);
        m.pinned = method === 'PUT';
        world.dispatch('CHANNEL_PINS_UPDATE', { channel_id: ch.id, ...(ch.guildId ? { guild_id: ch.guildId } : {}), last_pin_timestamp: new Date().toISOString() }, { intent: Intent.Guilds });
        world.changed();
        return noContent();
      });
    }
  }

  const reactionRoute = '/channels/:channel/messages/:message/reactions/:emoji/:user';
  r.add('PUT', reactionRoute, (req) => {
    const ch = channelOf(req);
    const m = messageOf(ch, req.params.message!);
    if (req.params.user !== '@me') throw Errors.notFound();
    if (ch.guildId && !has(ch, Permission.AddReactions) && !m.reactions.has(req.params.emoji!)) throw Errors.missingPermissions();
    let set = m.reactions.get(req.params.emoji!);
    if (!set) m.reactions.set(req.params.emoji!, (set = new Set()));
    set.add(bot.id);
    const intent = ch.guildId ? Intent.GuildMessageReactions : Intent.DirectMessageReactions;
    world.dispatch('MESSAGE_REACTION_ADD', { user_id: bot.id, channel_id: ch.id, message_id: m.id, ...(ch.guildId ? { guild_id: ch.guildId } : {}), emoji: { id: null, name: req.params.emoji }, burst: false, type: 0 }, { intent });
    world.changed();
    return noContent();
  });
  r.add('DELETE', reactionRoute, (req) => {
    const ch = channelOf(req);
    const m = messageOf(ch, req.params.message!);
    const uid = req.params.user === '@me' ? bot.id : req.params.user!;
    if (uid !== bot.id && !has(ch, Permission.ManageMessages)) throw Errors.missingPermissions();
    m.reactions.get(req.params.emoji!)?.delete(uid);
    world.changed();
    return noContent();
  });
  r.add('GET', '/channels/:channel/messages/:message/reactions/:emoji', (req) => {
    const ch = channelOf(req);
    const m = messageOf(ch, req.params.message!);
    return json([...(m.reactions.get(req.params.emoji!) ?? [])].map((id) => world.userJSON(world.mustUser(id))));
  });

  // ---- DMs
  r.add('POST', '/users/@me/channels', (req) => {
    const id = String(req.body.recipient_id ?? '');
    const u = world.user(id);
    if (!u) throw Errors.unknownUser();
    return json(world.channelJSON(world.dmChannel(u)));
  });

  // ---- threads
  const checkThreadName = (name: unknown): string => {
    if (typeof name !== 'string' || name.length < 1 || name.length > 100) {
      throw Errors.invalidForm([{ path: ['name'], code: 'BASE_TYPE_BAD_LENGTH', message: 'Must be between 1 and 100 in length.' }]);
    }
    return name;
  };

  r.add('POST', '/channels/:channel/messages/:message/threads', (req) => {
    const parent = channelOf(req);
    if (parent.type !== ChannelType.GuildText && parent.type !== ChannelType.GuildAnnouncement) throw Errors.wrongChannelType();
    if (!has(parent, Permission.CreatePublicThreads)) throw Errors.missingPermissions();
    const m = messageOf(parent, req.params.message!);
    if (m.threadId) throw Errors.threadAlreadyCreated();
    const name = checkThreadName(req.body.name);
    const th = world.createThread(parent, { name, type: parent.type === ChannelType.GuildAnnouncement ? 10 : ChannelType.PublicThread, ownerId: bot.id, starter: m, autoArchiveDuration: req.body.auto_archive_duration });
    return json(world.channelJSON(th), 201);
  });

  r.add('POST', '/channels/:channel/threads', (req) => {
    const parent = channelOf(req);
    if (parent.type !== ChannelType.GuildText && parent.type !== ChannelType.GuildAnnouncement) throw Errors.wrongChannelType();
    const type = Number(req.body.type ?? ChannelType.PrivateThread);
    if (type !== ChannelType.PublicThread && type !== ChannelType.PrivateThread) {
      throw Errors.invalidForm([{ path: ['type'], code: 'BASE_TYPE_CHOICES', message: 'Value must be one of {11, 12}.' }]);
    }
    const perm = type === ChannelType.PublicThread ? Permission.CreatePublicThreads : Permission.CreatePrivateThreads;
    if (!has(parent, perm)) throw Errors.missingPermissions();
    const name = checkThreadName(req.body.name);
    const th = world.createThread(parent, { name, type, ownerId: bot.id, autoArchiveDuration: req.body.auto_archive_duration, invitable: req.body.invitable });
    return json(world.channelJSON(th), 201);
  });

  const threadOf = (req: RestRequest): ChannelRecord => {
    const th = channelOf(req);
    if (!world.isThread(th)) throw Errors.wrongChannelType();
    return th;
  };
  const threadMemberJSON = (th: ChannelRecord, userId: string, withMember: boolean): JsonObject => {
    const m = th.guildId ? world.member(th.guildId, userId) : undefined;
    return {
      id: th.id,
      user_id: userId,
      join_timestamp: iso(th.createdAt),
      flags: 0,
      ...(withMember && m ? { member: world.memberJSON(m, true) } : {}),
    };
  };
  r.add('GET', '/channels/:channel/thread-members', (req) => {
    const th = threadOf(req);
    return json([...th.memberIds].map((id) => threadMemberJSON(th, id, req.query.get('with_member') === 'true')));
  });
  r.add('GET', '/channels/:channel/thread-members/:user', (req) => {
    const th = threadOf(req);
    const id = req.params.user === '@me' ? bot.id : req.params.user!;
    if (!th.memberIds.has(id)) throw new ApiError(404, 10007, 'Unknown Member');
    return json(threadMemberJSON(th, id, req.query.get('with_member') === 'true'));
  });
  r.add('PUT', '/channels/:channel/thread-members/:user', (req) => {
    const th = threadOf(req);
    const id = req.params.user === '@me' ? bot.id : req.params.user!;
    if (!world.user(id)) throw Errors.unknownUser();
    if (th.guildId && !world.member(th.guildId, id)) throw Errors.unknownMember();
    if (th.archived) throw Errors.threadArchived();
    if (id !== bot.id && !has(th, Permission.SendMessagesInThreads)) throw Errors.missingPermissions();
    if (!th.memberIds.has(id)) {
      th.memberIds.add(id);
      world.dispatch(
        'THREAD_MEMBERS_UPDATE',
        { id: th.id, guild_id: th.guildId, member_count: th.memberIds.size, added_members: [threadMemberJSON(th, id, true)] },
        { intent: id === bot.id ? Intent.Guilds : Intent.GuildMembers },
      );
      world.changed();
    }
    return noContent();
  });
  r.add('DELETE', '/channels/:channel/thread-members/:user', (req) => {
    const th = threadOf(req);
    const id = req.params.user === '@me' ? bot.id : req.params.user!;
    if (id !== bot.id && !has(th, Permission.ManageThreads)) throw Errors.missingPermissions();
    if (th.memberIds.delete(id)) {
      world.dispatch('THREAD_MEMBERS_UPDATE', { id: th.id, guild_id: th.guildId, member_count: th.memberIds.size, removed_member_ids: [id] }, { intent: Intent.GuildMembers });
      world.changed();
    }
    return noContent();
  });
  r.add('GET', '/guilds/:guild/threads/active', (req) => {
    const g = world.guild(req.params.guild!);
    if (!g) throw Errors.unknownGuild();
    const threads = world.guildChannels(g.id).filter((c) => world.isThread(c) && !c.archived && has(c, Permission.ViewChannel));
    return json({
      threads: threads.map((t) => world.channelJSON(t)),
      members: threads.filter((t) => t.memberIds.has(bot.id)).map((t) => threadMemberJSON(t, bot.id, false)),
    });
  });
}
