/** The stand-in's world: guilds, channels, users, messages, commands. Test-facing and REST-facing. */
import { snowflake } from './snowflake.js';
import {
  ALL_PERMISSIONS,
  DEFAULT_BOT_ROLE,
  DEFAULT_EVERYONE,
  Permission,
  computePermissions,
  permissionBits,
  type Overwrite,
  type PermissionName,
} from './permissions.js';
import {
  ChannelType,
  MessageFlag,
  refId,
  type AttachmentView,
  type ButtonView,
  type ChannelRecord,
  type GuildRecord,
  type Json,
  type JsonObject,
  type MemberRecord,
  type MessageView,
  type Ref,
  type RoleRecord,
  type SelectView,
  type StoredAttachment,
  type StoredMessage,
  type UserRecord,
} from './types.js';

export const Intent = {
  Guilds: 1 << 0,
  GuildMembers: 1 << 1,
  GuildMessages: 1 << 9,
  GuildMessageReactions: 1 << 10,
  DirectMessages: 1 << 12,
  DirectMessageReactions: 1 << 13,
  MessageContent: 1 << 15,
} as const;

export interface DispatchOptions {
  /** Only sessions that identified with this intent receive it. */
  intent?: number;
  /** Adjust the payload for a session's intents (e.g. strip message content). */
  transform?: (intents: number) => Json;
}
export type Dispatcher = (event: string, data: Json, options?: DispatchOptions) => void;

/** A file uploaded by the bot (multipart `files[n]`). */
export interface UploadedFile {
  index: number;
  filename: string;
  contentType: string;
  data: Buffer;
}

export const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  txt: 'text/plain; charset=utf-8',
  json: 'application/json',
  svg: 'image/svg+xml',
};

function imageSize(data: Buffer): { width: number; height: number } | null {
  if (data.length >= 24 && data.readUInt32BE(0) === 0x89504e47 && data.toString('ascii', 12, 16) === 'IHDR') {
    return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
  }
  if (data.length >= 10 && data.toString('ascii', 0, 3) === 'GIF') {
    return { width: data.readUInt16LE(6), height: data.readUInt16LE(8) };
  }
  return null;
}

export class World {
  readonly users = new Map<string, UserRecord>();
  readonly guilds = new Map<string, GuildRecord>();
  readonly roles = new Map<string, RoleRecord>();
  readonly members = new Map<string, MemberRecord>();
  readonly channels = new Map<string, ChannelRecord>();
  readonly messages = new Map<string, StoredMessage>();
  readonly channelMessages = new Map<string, string[]>();
  /** Registered application commands by scope: 'global' or a guild id. */
  readonly commands = new Map<string, JsonObject[]>();
  /** Attachments that test users upload as command options (not in any message). */
  readonly looseAttachments = new Map<string, StoredAttachment>();

  readonly bot: UserRecord;
  readonly applicationId: string;
  readonly applicationName: string;
  private readonly botRoles = new Map<string, string>();
  private positions = new Map<string, number>();

  /** Set by the stand-in; called on every change so waiters re-check. */
  onChange: () => void = () => {};
  /** Set by the gateway. */
  dispatch: Dispatcher = () => {};

  constructor(
    readonly baseUrl: string,
    opts: { botName: string; applicationId?: string; botId?: string },
  ) {
    this.applicationId = opts.applicationId ?? snowflake();
    this.applicationName = opts.botName;
    this.bot = { id: opts.botId ?? this.applicationId, username: opts.botName, globalName: null, bot: true, dmsOpen: false };
    this.users.set(this.bot.id, this.bot);
  }

  // ---------------------------------------------------------------- building the world (tests)

  /**
   * A guild the bot is in (with @everyone and the bot's managed role). Its owner is `opts.owner`
   * or a new user; never the bot (owners bypass permissions). Dispatches GUILD_CREATE if the bot is online.
   */
  createGuild(name = 'Stand-in Guild', opts: { owner?: Ref; everyone?: PermissionName[] } = {}): GuildRecord {
    const id = snowflake();
    // The owner bypasses every permission check, so it is never the bot: a user 'owner' by default.
    const ownerId = opts.owner ? refId(opts.owner) : this.createUser(`${name} owner`.toLowerCase().replace(/[^a-z0-9_.]+/g, '_')).id;
    const guild: GuildRecord = { id, name, ownerId, createdAt: Date.now() };
    this.guilds.set(id, guild);
    this.channelMessages.set(id, []);
    this.roles.set(id, {
      id,
      guildId: id,
      name: '@everyone',
      permissions: opts.everyone ? permissionBits(opts.everyone) : DEFAULT_EVERYONE,
      position: 0,
      color: 0,
      managed: false,
    });
    const botRole: RoleRecord = {
      id: snowflake(),
      guildId: id,
      name: this.bot.username,
      permissions: DEFAULT_BOT_ROLE,
      position: 1,
      color: 0,
      managed: true,
    };
    this.roles.set(botRole.id, botRole);
    this.botRoles.set(id, botRole.id);
    this.members.set(`${id}:${this.bot.id}`, { guildId: id, userId: this.bot.id, nick: null, roleIds: [botRole.id], joinedAt: Date.now() });
    if (!this.member(id, ownerId)) this.addMember(guild, ownerId);
    this.dispatch('GUILD_CREATE', this.guildCreateJSON(guild), { intent: Intent.Guilds });
    this.changed();
    return guild;
  }

  /** A text channel. `denyBot`/`allowBot` add a member overwrite for the bot (e.g. deny CreatePublicThreads). */
  createTextChannel(
    guild: Ref,
    name = 'general',
    opts: { topic?: string; denyBot?: PermissionName[]; allowBot?: PermissionName[]; denyEveryone?: PermissionName[]; type?: number } = {},
  ): ChannelRecord {
    const g = this.mustGuild(refId(guild));
    const pos = (this.positions.get(g.id) ?? 0) + 1;
    this.positions.set(g.id, pos);
    const ch = this.newChannel({ type: opts.type ?? ChannelType.GuildText, guildId: g.id, name, topic: opts.topic ?? null, position: pos });
    if (opts.denyEveryone?.length) ch.overwrites.push({ id: g.id, type: 0, allow: 0n, deny: permissionBits(opts.denyEveryone) });
    if (opts.denyBot?.length || opts.allowBot?.length) {
      ch.overwrites.push({ id: this.bot.id, type: 1, allow: permissionBits(opts.allowBot ?? []), deny: permissionBits(opts.denyBot ?? []) });
    }
    this.dispatch('CHANNEL_CREATE', this.channelJSON(ch), { intent: Intent.Guilds });
    this.changed();
    return ch;
  }

  /** A human user (or another bot with `bot: true`). Joins the given guilds. */
  createUser(name: string, opts: { dmsOpen?: boolean; globalName?: string; bot?: boolean; memberOf?: Ref[] } = {}): UserRecord {
    const user: UserRecord = {
      id: snowflake(),
      username: name,
      globalName: opts.globalName ?? name,
      bot: opts.bot ?? false,
      dmsOpen: opts.dmsOpen ?? true,
    };
    this.users.set(user.id, user);
    for (const g of opts.memberOf ?? []) this.addMember(g, user);
    this.changed();
    return user;
  }

  addMember(guild: Ref, user: Ref, opts: { nick?: string; roles?: Ref[] } = {}): MemberRecord {
    const g = this.mustGuild(refId(guild));
    const u = this.mustUser(refId(user));
    const m: MemberRecord = { guildId: g.id, userId: u.id, nick: opts.nick ?? null, roleIds: (opts.roles ?? []).map(refId), joinedAt: Date.now() };
    this.members.set(`${g.id}:${u.id}`, m);
    this.dispatch('GUILD_MEMBER_ADD', { ...this.memberJSON(m, true), guild_id: g.id }, { intent: Intent.GuildMembers });
    this.changed();
    return m;
  }

  createRole(guild: Ref, name: string, permissions: PermissionName[] = []): RoleRecord {
    const g = this.mustGuild(refId(guild));
    const role: RoleRecord = {
      id: snowflake(),
      guildId: g.id,
      name,
      permissions: permissionBits(permissions),
      position: [...this.roles.values()].filter((r) => r.guildId === g.id).length,
      color: 0,
      managed: false,
    };
    this.roles.set(role.id, role);
    this.dispatch('GUILD_ROLE_CREATE', { guild_id: g.id, role: this.roleJSON(role) }, { intent: Intent.Guilds });
    this.changed();
    return role;
  }

  /** Open or close a user's DMs (closed: the bot's DM sends fail with 50007). */
  setDmsOpen(user: Ref, open: boolean): void {
    this.mustUser(refId(user)).dmsOpen = open;
    this.changed();
  }

  /** Deny the bot some permissions in a channel (member overwrite). */
  denyBot(channel: Ref, ...perms: PermissionName[]): void {
    this.editBotOverwrite(channel, 0n, permissionBits(perms));
  }

  /** Allow the bot some permissions in a channel (member overwrite). */
  allowBot(channel: Ref, ...perms: PermissionName[]): void {
    this.editBotOverwrite(channel, permissionBits(perms), 0n);
  }

  private editBotOverwrite(channel: Ref, allow: bigint, deny: bigint): void {
    const ch = this.mustChannel(refId(channel));
    let o = ch.overwrites.find((x) => x.type === 1 && x.id === this.bot.id);
    if (!o) {
      o = { id: this.bot.id, type: 1, allow: 0n, deny: 0n };
      ch.overwrites.push(o);
    }
    o.allow = (o.allow & ~deny) | allow;
    o.deny = (o.deny & ~allow) | deny;
    this.dispatch('CHANNEL_UPDATE', this.channelJSON(ch), { intent: Intent.Guilds });
    this.changed();
  }

  /** The DM channel between the bot and a user (created on first use). */
  dmChannel(user: Ref): ChannelRecord {
    const u = this.mustUser(refId(user));
    for (const ch of this.channels.values()) if (ch.type === ChannelType.DM && ch.recipientId === u.id) return ch;
    const ch = this.newChannel({ type: ChannelType.DM, guildId: null, name: null, topic: null, position: 0 });
    ch.recipientId = u.id;
    this.changed();
    return ch;
  }

  // ---------------------------------------------------------------- lookups

  user(id: string): UserRecord | undefined {
    return this.users.get(id);
  }
  guild(id: string): GuildRecord | undefined {
    return this.guilds.get(id);
  }
  channel(id: string): ChannelRecord | undefined {
    const ch = this.channels.get(id);
    return ch && !ch.deleted ? ch : undefined;
  }
  member(guildId: string, userId: string): MemberRecord | undefined {
    return this.members.get(`${guildId}:${userId}`);
  }
  guildMembers(guildId: string): MemberRecord[] {
    return [...this.members.values()].filter((m) => m.guildId === guildId);
  }
  guildChannels(guildId: string): ChannelRecord[] {
    return [...this.channels.values()].filter((c) => c.guildId === guildId && !c.deleted);
  }
  guildRoles(guildId: string): RoleRecord[] {
    return [...this.roles.values()].filter((r) => r.guildId === guildId);
  }
  isThread(ch: ChannelRecord): boolean {
    return ch.type === ChannelType.PublicThread || ch.type === ChannelType.PrivateThread;
  }
  mustUser(id: string): UserRecord {
    const u = this.users.get(id);
    if (!u) throw new Error(`stand-in: no user ${id}`);
    return u;
  }
  mustGuild(id: string): GuildRecord {
    const g = this.guilds.get(id);
    if (!g) throw new Error(`stand-in: no guild ${id}`);
    return g;
  }
  mustChannel(id: string): ChannelRecord {
    const c = this.channel(id);
    if (!c) throw new Error(`stand-in: no channel ${id}`);
    return c;
  }

  /** Permissions of a user in a channel (threads use their parent's overwrites). */
  permissionsIn(channel: ChannelRecord, userId: string): bigint {
    if (!channel.guildId) return ALL_PERMISSIONS & ~Permission.Administrator;
    const guild = this.mustGuild(channel.guildId);
    const member = this.member(guild.id, userId);
    if (!member) return 0n;
    const base = channel.parentId ? this.channel(channel.parentId) : channel;
    return computePermissions({
      isOwner: guild.ownerId === userId,
      everyoneId: guild.id,
      everyonePerms: this.roles.get(guild.id)?.permissions ?? 0n,
      memberRoleIds: member.roleIds,
      rolePerms: (r) => this.roles.get(r)?.permissions ?? 0n,
      userId,
      overwrites: base?.overwrites ?? [],
    });
  }

  guildPermissions(guildId: string, userId: string): bigint {
    return this.permissionsIn({ guildId, parentId: null, overwrites: [] } as unknown as ChannelRecord, userId);
  }

  // ---------------------------------------------------------------- channels, messages (used by REST)

  newChannel(init: { type: number; guildId: string | null; name: string | null; topic: string | null; position: number; id?: string }): ChannelRecord {
    const ch: ChannelRecord = {
      id: init.id ?? snowflake(),
      type: init.type,
      guildId: init.guildId,
      name: init.name,
      topic: init.topic,
      position: init.position,
      parentId: null,
      overwrites: [],
      recipientId: null,
      ownerId: null,
      archived: false,
      locked: false,
      invitable: true,
      autoArchiveDuration: 1440,
      memberIds: new Set(),
      starterMessageId: null,
      createdAt: Date.now(),
      lastMessageId: null,
      messageCount: 0,
      deleted: false,
    };
    this.channels.set(ch.id, ch);
    this.channelMessages.set(ch.id, []);
    return ch;
  }

  createThread(parent: ChannelRecord, opts: { name: string; type: number; ownerId: string; starter?: StoredMessage; autoArchiveDuration?: number; invitable?: boolean }): ChannelRecord {
    const th = this.newChannel({
      id: opts.starter?.id,
      type: opts.type,
      guildId: parent.guildId,
      name: opts.name,
      topic: null,
      position: 0,
    });
    th.parentId = parent.id;
    th.ownerId = opts.ownerId;
    th.autoArchiveDuration = opts.autoArchiveDuration ?? 4320;
    th.invitable = opts.invitable ?? true;
    th.memberIds.add(opts.ownerId);
    if (opts.starter) {
      th.starterMessageId = opts.starter.id;
      opts.starter.threadId = th.id;
      opts.starter.flags |= MessageFlag.HasThread;
    }
    this.dispatch('THREAD_CREATE', { ...this.channelJSON(th, opts.ownerId), newly_created: true }, { intent: Intent.Guilds });
    if (opts.starter) this.dispatchMessageUpdate(opts.starter);
    this.changed();
    return th;
  }

  storeAttachment(channelId: string, file: { filename: string; contentType?: string | null; data: Buffer; description?: string | null }): StoredAttachment {
    const id = snowflake();
    const ext = file.filename.split('.').pop()?.toLowerCase() ?? '';
    const size = imageSize(file.data);
    return {
      id,
      filename: file.filename,
      contentType: file.contentType || CONTENT_TYPES[ext] || 'application/octet-stream',
      size: file.data.length,
      data: file.data,
      width: size?.width ?? null,
      height: size?.height ?? null,
      description: file.description ?? null,
      url: `${this.baseUrl}/attachments/${channelId}/${id}/${encodeURIComponent(file.filename)}`,
    };
  }

  /** Apply a message body (create or edit) to a stored message. */
  applyBody(msg: StoredMessage, body: JsonObject, files: UploadedFile[], isEdit: boolean): void {
    if ('content' in body) msg.content = body.content == null ? '' : String(body.content);
    if ('components' in body) msg.components = Array.isArray(body.components) ? body.components : [];
    if ('flags' in body && body.flags != null) {
      const settable = MessageFlag.SuppressEmbeds | MessageFlag.SuppressNotifications | MessageFlag.IsComponentsV2 | (isEdit ? 0 : MessageFlag.Ephemeral);
      const keep = isEdit ? msg.flags & ~(MessageFlag.SuppressEmbeds | MessageFlag.IsComponentsV2) : msg.flags;
      msg.flags = keep | (Number(body.flags) & settable);
    }
    if ('tts' in body) msg.tts = Boolean(body.tts);
    if (Array.isArray(body.attachments)) {
      const next: StoredAttachment[] = [];
      const used = new Set<number>();
      for (const a of body.attachments as JsonObject[]) {
        const existing = msg.attachments.find((x) => x.id === String(a.id));
        if (existing) {
          if (a.description !== undefined) existing.description = a.description;
          next.push(existing);
          continue;
        }
        const file = files.find((f) => f.index === Number(a.id));
        if (file) {
          used.add(file.index);
          next.push(this.storeAttachment(msg.channelId, { filename: a.filename ?? file.filename, contentType: file.contentType, data: file.data, description: a.description }));
        }
      }
      for (const f of files) if (!used.has(f.index)) next.push(this.storeAttachment(msg.channelId, f));
      msg.attachments = next;
    } else if (files.length) {
      const added = files.map((f) => this.storeAttachment(msg.channelId, f));
      msg.attachments = isEdit ? [...msg.attachments, ...added] : added;
    }
    if ('embeds' in body) {
      msg.embeds = (Array.isArray(body.embeds) ? (body.embeds as JsonObject[]) : []).map((e) => this.resolveEmbed(e, msg.attachments));
    } else if (isEdit && Array.isArray(body.attachments)) {
      msg.embeds = msg.embeds.map((e) => this.resolveEmbed(e, msg.attachments));
    }
    if (Array.isArray(body.allowed_mentions?.users)) msg.mentionUserIds = body.allowed_mentions.users.map(String);
    else if ('content' in body) msg.mentionUserIds = [...msg.content.matchAll(/<@!?(\d{17,20})>/g)].map((m) => m[1]!).filter((id) => this.users.has(id));
  }

  /** `attachment://name.png` in embed image/thumbnail → the attachment's URL, as Discord does. */
  private resolveEmbed(embed: JsonObject, attachments: StoredAttachment[]): JsonObject {
    const e: JsonObject = { type: 'rich', ...embed };
    for (const key of ['image', 'thumbnail'] as const) {
      const media = e[key] as JsonObject | undefined;
      if (media && typeof media.url === 'string' && media.url.startsWith('attachment://')) {
        const att = attachments.find((a) => a.filename === media.url.slice('attachment://'.length));
        if (att) e[key] = { ...media, url: att.url, proxy_url: att.url, width: att.width, height: att.height, content_type: att.contentType, attachment_filename: att.filename };
      }
    }
    return e;
  }

  createMessage(
    channel: ChannelRecord,
    authorId: string,
    body: JsonObject,
    files: UploadedFile[],
    extra: Partial<Pick<StoredMessage, 'type' | 'visibleTo' | 'interaction' | 'webhookId' | 'referenceMessageId' | 'flags'>> = {},
  ): StoredMessage {
    const msg: StoredMessage = {
      id: snowflake(),
      channelId: channel.id,
      guildId: channel.guildId,
      authorId,
      type: extra.type ?? (body.message_reference?.message_id ? 19 : 0),
      content: '',
      embeds: [],
      components: [],
      attachments: [],
      flags: extra.flags ?? 0,
      tts: false,
      createdAt: Date.now(),
      editedAt: null,
      deleted: false,
      visibleTo: extra.visibleTo ?? null,
      interaction: extra.interaction ?? null,
      webhookId: extra.webhookId ?? null,
      referenceMessageId: extra.referenceMessageId ?? body.message_reference?.message_id ?? null,
      threadId: null,
      nonce: body.nonce == null ? null : String(body.nonce),
      reactions: new Map(),
      mentionUserIds: [],
      pinned: false,
    };
    this.applyBody(msg, body, files, false);
    if (msg.flags & MessageFlag.Ephemeral && !msg.visibleTo && msg.interaction) msg.visibleTo = msg.interaction.userId;
    this.messages.set(msg.id, msg);
    this.channelMessages.get(channel.id)?.push(msg.id);
    if (!(msg.flags & MessageFlag.Ephemeral)) {
      channel.lastMessageId = msg.id;
      channel.messageCount++;
      if (channel.archived && !channel.locked) channel.archived = false;
      this.dispatchMessage('MESSAGE_CREATE', msg);
    }
    this.changed();
    return msg;
  }

  editMessage(msg: StoredMessage, body: JsonObject, files: UploadedFile[], opts: { markEdited?: boolean } = {}): StoredMessage {
    this.applyBody(msg, body, files, true);
    if (opts.markEdited !== false) msg.editedAt = Date.now();
    this.dispatchMessageUpdate(msg);
    this.changed();
    return msg;
  }

  deleteMessage(msg: StoredMessage): void {
    if (msg.deleted) return;
    msg.deleted = true;
    if (!(msg.flags & MessageFlag.Ephemeral)) {
      const ch = this.channels.get(msg.channelId);
      const intent = ch?.guildId ? Intent.GuildMessages : Intent.DirectMessages;
      this.dispatch('MESSAGE_DELETE', { id: msg.id, channel_id: msg.channelId, ...(msg.guildId ? { guild_id: msg.guildId } : {}) }, { intent });
    }
    this.changed();
  }

  private dispatchMessageUpdate(msg: StoredMessage): void {
    if (!(msg.flags & MessageFlag.Ephemeral) && !msg.deleted) this.dispatchMessage('MESSAGE_UPDATE', msg);
  }

  private dispatchMessage(event: string, msg: StoredMessage): void {
    const intent = msg.guildId ? Intent.GuildMessages : Intent.DirectMessages;
    const full = this.messageJSON(msg, { withMember: true });
    const privileged = msg.authorId === this.bot.id || !msg.guildId || msg.mentionUserIds.includes(this.bot.id);
    this.dispatch(event, full, {
      intent,
      transform: (intents) =>
        privileged || intents & Intent.MessageContent ? full : { ...full, content: '', embeds: [], attachments: [], components: [] },
    });
  }

  channelMessageList(channelId: string): StoredMessage[] {
    return (this.channelMessages.get(channelId) ?? []).map((id) => this.messages.get(id)!).filter(Boolean);
  }

  changed(): void {
    this.onChange();
  }

  // ---------------------------------------------------------------- Discord JSON

  userJSON(u: UserRecord): JsonObject {
    return {
      id: u.id,
      username: u.username,
      global_name: u.globalName,
      discriminator: '0',
      avatar: null,
      banner: null,
      accent_color: null,
      avatar_decoration_data: null,
      public_flags: 0,
      flags: 0,
      ...(u.bot ? { bot: true } : {}),
    };
  }

  roleJSON(r: RoleRecord): JsonObject {
    return {
      id: r.id,
      name: r.name,
      color: r.color,
      colors: { primary_color: r.color, secondary_color: null, tertiary_color: null },
      hoist: false,
      icon: null,
      unicode_emoji: null,
      position: r.position,
      permissions: r.permissions.toString(),
      managed: r.managed,
      mentionable: false,
      flags: 0,
      ...(r.managed ? { tags: { bot_id: this.bot.id } } : {}),
    };
  }

  memberJSON(m: MemberRecord, withUser: boolean, withPermissions?: ChannelRecord): JsonObject {
    const u = this.mustUser(m.userId);
    return {
      ...(withUser ? { user: this.userJSON(u) } : {}),
      nick: m.nick,
      avatar: null,
      banner: null,
      roles: m.roleIds,
      joined_at: iso(m.joinedAt),
      premium_since: null,
      deaf: false,
      mute: false,
      flags: 0,
      pending: false,
      communication_disabled_until: null,
      ...(withPermissions ? { permissions: this.permissionsIn(withPermissions, m.userId).toString() } : {}),
    };
  }

  channelJSON(ch: ChannelRecord, viewerId: string = this.bot.id): JsonObject {
    if (ch.type === ChannelType.DM) {
      const r = ch.recipientId ? this.users.get(ch.recipientId) : undefined;
      return { id: ch.id, type: 1, last_message_id: ch.lastMessageId, flags: 0, recipients: r ? [this.userJSON(r)] : [] };
    }
    if (this.isThread(ch)) {
      return {
        id: ch.id,
        type: ch.type,
        guild_id: ch.guildId,
        parent_id: ch.parentId,
        owner_id: ch.ownerId,
        name: ch.name,
        last_message_id: ch.lastMessageId,
        rate_limit_per_user: 0,
        message_count: ch.messageCount,
        member_count: ch.memberIds.size,
        total_message_sent: ch.messageCount,
        flags: 0,
        thread_metadata: {
          archived: ch.archived,
          auto_archive_duration: ch.autoArchiveDuration,
          archive_timestamp: iso(ch.createdAt),
          locked: ch.locked,
          create_timestamp: iso(ch.createdAt),
          ...(ch.type === ChannelType.PrivateThread ? { invitable: ch.invitable } : {}),
        },
        ...(ch.memberIds.has(viewerId)
          ? { member: { id: ch.id, user_id: viewerId, join_timestamp: iso(ch.createdAt), flags: 0 } }
          : {}),
      };
    }
    return {
      id: ch.id,
      type: ch.type,
      guild_id: ch.guildId,
      name: ch.name,
      position: ch.position,
      permission_overwrites: ch.overwrites.map((o) => ({ id: o.id, type: o.type, allow: o.allow.toString(), deny: o.deny.toString() })),
      topic: ch.topic,
      nsfw: false,
      last_message_id: ch.lastMessageId,
      rate_limit_per_user: 0,
      parent_id: null,
      flags: 0,
    };
  }

  guildJSON(g: GuildRecord): JsonObject {
    return {
      id: g.id,
      name: g.name,
      icon: null,
      splash: null,
      discovery_splash: null,
      banner: null,
      description: null,
      owner_id: g.ownerId,
      afk_channel_id: null,
      afk_timeout: 300,
      verification_level: 0,
      default_message_notifications: 0,
      explicit_content_filter: 0,
      roles: this.guildRoles(g.id).map((r) => this.roleJSON(r)),
      emojis: [],
      stickers: [],
      features: [],
      mfa_level: 0,
      application_id: null,
      system_channel_id: null,
      system_channel_flags: 0,
      rules_channel_id: null,
      public_updates_channel_id: null,
      safety_alerts_channel_id: null,
      max_members: 500000,
      vanity_url_code: null,
      premium_tier: 0,
      premium_subscription_count: 0,
      preferred_locale: 'en-US',
      nsfw_level: 0,
      nsfw: false,
      premium_progress_bar_enabled: false,
    };
  }

  /** The full GUILD_CREATE payload the gateway sends after READY. */
  guildCreateJSON(g: GuildRecord): JsonObject {
    const channels = this.guildChannels(g.id);
    const members = this.guildMembers(g.id);
    const botMember = this.member(g.id, this.bot.id);
    return {
      ...this.guildJSON(g),
      joined_at: iso(botMember?.joinedAt ?? g.createdAt),
      large: false,
      unavailable: false,
      member_count: members.length,
      members: members.map((m) => this.memberJSON(m, true)),
      channels: channels.filter((c) => !this.isThread(c)).map((c) => this.channelJSON(c)),
      threads: channels.filter((c) => this.isThread(c) && !c.archived).map((c) => this.channelJSON(c)),
      presences: [],
      voice_states: [],
      stage_instances: [],
      guild_scheduled_events: [],
      soundboard_sounds: [],
    };
  }

  attachmentJSON(a: StoredAttachment): JsonObject {
    return {
      id: a.id,
      filename: a.filename,
      size: a.size,
      url: a.url,
      proxy_url: a.url,
      content_type: a.contentType,
      ...(a.width !== null ? { width: a.width, height: a.height } : {}),
      ...(a.description ? { description: a.description } : {}),
    };
  }

  messageJSON(m: StoredMessage, opts: { withMember?: boolean; withReference?: boolean } = {}): JsonObject {
    const author = this.mustUser(m.authorId);
    const member = opts.withMember && m.guildId ? this.member(m.guildId, m.authorId) : undefined;
    const thread = m.threadId ? this.channel(m.threadId) : undefined;
    const ref = m.referenceMessageId ? this.messages.get(m.referenceMessageId) : undefined;
    const reactions = [...m.reactions.entries()]
      .filter(([, users]) => users.size > 0)
      .map(([emoji, users]) => ({
        count: users.size,
        count_details: { burst: 0, normal: users.size },
        me: users.has(this.bot.id),
        me_burst: false,
        burst_colors: [],
        emoji: /^\d+$/.test(emoji.split(':').pop() ?? '') ? { id: emoji.split(':').pop(), name: emoji.split(':')[0] } : { id: null, name: emoji },
      }));
    return {
      id: m.id,
      type: m.type,
      channel_id: m.channelId,
      ...(m.guildId ? { guild_id: m.guildId } : {}),
      author: this.userJSON(author),
      ...(member ? { member: this.memberJSON(member, false) } : {}),
      content: m.content,
      timestamp: iso(m.createdAt),
      edited_timestamp: iso(m.editedAt),
      tts: m.tts,
      mention_everyone: false,
      mentions: m.mentionUserIds.map((id) => this.users.get(id)).filter((u): u is UserRecord => !!u).map((u) => this.userJSON(u)),
      mention_roles: [],
      attachments: m.attachments.map((a) => this.attachmentJSON(a)),
      embeds: m.flags & MessageFlag.SuppressEmbeds ? [] : m.embeds,
      components: m.components,
      pinned: m.pinned,
      flags: m.flags,
      ...(m.nonce ? { nonce: m.nonce } : {}),
      ...(reactions.length ? { reactions } : {}),
      ...(m.webhookId ? { webhook_id: m.webhookId, application_id: this.applicationId } : {}),
      ...(m.interaction
        ? {
            interaction_metadata: {
              id: m.interaction.id,
              type: m.interaction.type,
              user: this.userJSON(this.mustUser(m.interaction.userId)),
              authorizing_integration_owners: m.guildId ? { '0': m.guildId } : { '1': m.interaction.userId },
              ...(m.interaction.name ? { name: m.interaction.name } : {}),
            },
          }
        : {}),
      ...(m.referenceMessageId
        ? {
            message_reference: { type: 0, message_id: m.referenceMessageId, channel_id: ref?.channelId ?? m.channelId, ...(m.guildId ? { guild_id: m.guildId } : {}) },
            ...(opts.withReference !== false && ref ? { referenced_message: ref.deleted ? null : this.messageJSON(ref, { withReference: false }) } : {}),
          }
        : {}),
      ...(thread ? { thread: this.channelJSON(thread) } : {}),
    };
  }

  // ---------------------------------------------------------------- views

  view(m: StoredMessage): MessageView {
    const author = this.mustUser(m.authorId);
    const buttons: ButtonView[] = [];
    const selects: SelectView[] = [];
    walkComponents(m.components, (c) => {
      if (c.type === 2) {
        buttons.push({
          customId: c.custom_id ?? null,
          label: c.label ?? null,
          style: c.style ?? 1,
          disabled: Boolean(c.disabled),
          url: c.url ?? null,
          emoji: c.emoji ?? null,
        });
      } else if ([3, 5, 6, 7, 8].includes(c.type)) {
        selects.push({
          customId: c.custom_id,
          type: c.type,
          placeholder: c.placeholder ?? null,
          options: Array.isArray(c.options) ? c.options : [],
          disabled: Boolean(c.disabled),
          minValues: c.min_values ?? 1,
          maxValues: c.max_values ?? 1,
        });
      }
    });
    const attachments: AttachmentView[] = m.attachments.map((a) => ({ ...a }));
    const reactions: Record<string, string[]> = {};
    for (const [emoji, users] of m.reactions) if (users.size) reactions[emoji] = [...users];
    return {
      id: m.id,
      channelId: m.channelId,
      guildId: m.guildId,
      author: { id: author.id, username: author.username, bot: author.bot },
      content: m.content,
      embeds: structuredClone(m.embeds),
      components: structuredClone(m.components),
      buttons,
      selects,
      attachments,
      flags: m.flags,
      ephemeral: (m.flags & MessageFlag.Ephemeral) !== 0,
      loading: (m.flags & MessageFlag.Loading) !== 0,
      edited: m.editedAt !== null,
      editedAt: m.editedAt,
      createdAt: m.createdAt,
      deleted: m.deleted,
      interactionId: m.interaction?.id ?? null,
      referenceMessageId: m.referenceMessageId,
      threadId: m.threadId,
      reactions,
      pinned: m.pinned,
    };
  }
}

/** Visit every component in a (possibly nested, components-v2) tree. */
export function walkComponents(list: Json, visit: (c: JsonObject) => void): void {
  if (!Array.isArray(list)) return;
  for (const c of list as JsonObject[]) {
    if (!c || typeof c !== 'object') continue;
    visit(c);
    if (Array.isArray(c.components)) walkComponents(c.components, visit);
    if (c.accessory) walkComponents([c.accessory], visit);
  }
}

export type { Overwrite };
