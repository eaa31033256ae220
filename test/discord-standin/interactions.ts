/** Interactions: what a user does (slash, autocomplete, click, select, modal) and the handle a test awaits. */
import { randomToken, snowflake } from './snowflake.js';
import { Permission } from './permissions.js';
import type { Gateway } from './gateway.js';
import { Notifier } from './wait.js';
import {
  ChannelType,
  MessageFlag,
  refId,
  type ChannelRecord,
  type Choice,
  type Json,
  type JsonObject,
  type MessageView,
  type Ref,
  type RequestRecord,
  type StoredMessage,
  type UserRecord,
} from './types.js';
import { walkComponents, type World } from './world.js';

export const InteractionType = { Ping: 1, ApplicationCommand: 2, MessageComponent: 3, Autocomplete: 4, ModalSubmit: 5 } as const;
export const CallbackType = {
  ChannelMessageWithSource: 4,
  DeferredChannelMessageWithSource: 5,
  DeferredUpdateMessage: 6,
  UpdateMessage: 7,
  ApplicationCommandAutocompleteResult: 8,
  Modal: 9,
} as const;

/** One attempt of the bot to answer an interaction (POST .../callback). */
export interface CallbackRecord {
  /** Date.now() when the callback arrived. */
  at: number;
  /** ms between dispatch and arrival. */
  ms: number;
  type: number;
  status: number;
  errorCode: number | null;
}

export interface InteractionRecord {
  readonly id: string;
  readonly token: string;
  readonly type: number;
  readonly channelId: string;
  readonly guildId: string | null;
  readonly userId: string;
  /** '/move', '/game admin reset', 'button refresh:1', ... */
  readonly label: string;
  readonly commandName: string | null;
  readonly customId: string | null;
  readonly componentMessageId: string | null;
  readonly payload: JsonObject;
  readonly dispatchedAt: number;
  readonly dispatchedPerf: number;
  readonly callbacks: CallbackRecord[];
  response: { type: number; at: number; ms: number; ephemeral: boolean; data: JsonObject } | null;
  originalMessageId: string | null;
  /** The message that makes the deferred/updated response visible (first @original edit or follow-up). */
  finalMessageId: string | null;
  followUpIds: string[];
  choices: Choice[] | null;
  modal: JsonObject | null;
}

export class InteractionRegistry {
  readonly all = new Map<string, InteractionRecord>();
  readonly byToken = new Map<string, InteractionRecord>();
  add(rec: InteractionRecord): void {
    this.all.set(rec.id, rec);
    this.byToken.set(rec.token, rec);
  }
}

/** What `ack()` resolves with. */
export interface Ack {
  /** Callback type: 4 reply, 5 defer, 6 deferred update, 7 update, 8 autocomplete, 9 modal. */
  type: number;
  /** ms from dispatch to the callback's arrival. */
  ms: number;
  /** Date.now() at arrival. */
  at: number;
  ephemeral: boolean;
}

export interface ModalView {
  customId: string;
  title: string;
  /** Text inputs, flattened: custom_id → component. */
  inputs: JsonObject[];
  raw: JsonObject;
}

/** An option value a test passes to slash()/autocomplete(). Users/channels/roles by record or id. */
export type OptionValue =
  | string
  | number
  | boolean
  | { readonly id: string }
  | { filename: string; data: Buffer; contentType?: string };

export interface StandInContext {
  world: World;
  gateway: Gateway;
  interactions: InteractionRegistry;
  notifier: Notifier;
  requests: RequestRecord[];
  defaultTimeoutMs: number;
}

function describeRequests(ctx: StandInContext, since: number): string {
  const recent = ctx.requests.filter((r) => r.at >= since).slice(-12);
  if (!recent.length) return 'The bot made no REST call since then.';
  return (
    'REST calls since then: ' +
    recent.map((r) => `${r.method} ${r.path} → ${r.status || 'pending'}${r.errorCode !== null ? ` (code ${r.errorCode})` : ''}${r.fault ? ` [fault ${r.fault}]` : ''}${r.unhandled ? ' [unhandled]' : ''}`).join('; ')
  );
}

/** The test's handle on one interaction it dispatched. */
export class InteractionHandle {
  constructor(
    private readonly ctx: StandInContext,
    readonly record: InteractionRecord,
  ) {}

  get id(): string {
    return this.record.id;
  }
  get token(): string {
    return this.record.token;
  }
  /** Date.now() when the stand-in sent INTERACTION_CREATE (or buffered it for a disconnected client). */
  get dispatchedAt(): number {
    return this.record.dispatchedAt;
  }
  get acknowledged(): boolean {
    return this.record.response !== null;
  }
  /** Every callback attempt, including rejected ones (double acks, too late). */
  get callbacks(): readonly CallbackRecord[] {
    return this.record.callbacks;
  }

  private describe(what: string): () => string {
    return () => {
      const r = this.record;
      const state = r.response ? `the bot answered with callback type ${r.response.type} after ${r.response.ms.toFixed(0)} ms` : 'the bot sent no accepted callback';
      const rejected = r.callbacks.filter((c) => c.status >= 400);
      return `${what} for interaction ${r.label} (${r.id}): ${state}${rejected.length ? `, rejected callbacks: ${rejected.map((c) => `${c.status}/${c.errorCode}`).join(', ')}` : ''}. ${describeRequests(this.ctx, r.dispatchedAt)}`;
    };
  }

  /** Resolves when the bot acknowledged (any callback type), with the time it took. */
  ack(timeoutMs = this.ctx.defaultTimeoutMs): Promise<Ack> {
    return this.ctx.notifier.waitFor(
      () => {
        const r = this.record.response;
        return r ? { type: r.type, ms: r.ms, at: r.at, ephemeral: r.ephemeral } : undefined;
      },
      timeoutMs,
      this.describe('No acknowledgement'),
    );
  }

  /**
   * The final visible response: the reply (type 4), the updated message (type 7), or after a
   * defer (5/6) the first edit of @original or the first follow-up. A snapshot taken when it resolves.
   */
  reply(timeoutMs = this.ctx.defaultTimeoutMs): Promise<MessageView> {
    return this.ctx.notifier.waitFor(
      () => {
        const r = this.record.response;
        if (!r) return undefined;
        if (r.type === CallbackType.ApplicationCommandAutocompleteResult) throw new Error(`interaction ${this.record.label} is an autocomplete: use choices()`);
        if (r.type === CallbackType.Modal) throw new Error(`the bot answered ${this.record.label} with a modal: use modal()`);
        const id = this.record.finalMessageId;
        const msg = id ? this.ctx.world.messages.get(id) : undefined;
        return msg ? this.ctx.world.view(msg) : undefined;
      },
      timeoutMs,
      this.describe('No visible reply'),
    );
  }

  /** Follow-up messages so far (snapshots, in order). */
  get followUps(): MessageView[] {
    return this.record.followUpIds.map((id) => this.ctx.world.view(this.ctx.world.messages.get(id)!));
  }

  /** Wait until there are at least `count` follow-ups; resolves with the count-th one. */
  waitForFollowUp(count = 1, timeoutMs = this.ctx.defaultTimeoutMs): Promise<MessageView> {
    return this.ctx.notifier.waitFor(
      () => {
        const id = this.record.followUpIds[count - 1];
        return id ? this.ctx.world.view(this.ctx.world.messages.get(id)!) : undefined;
      },
      timeoutMs,
      this.describe(`Fewer than ${count} follow-up(s)`),
    );
  }

  /** The current state of @original (undefined before the first response). */
  original(): MessageView | undefined {
    const id = this.record.originalMessageId;
    const m = id ? this.ctx.world.messages.get(id) : undefined;
    return m ? this.ctx.world.view(m) : undefined;
  }

  /** Autocomplete: the choices the bot returned (callback type 8). */
  choices(timeoutMs = this.ctx.defaultTimeoutMs): Promise<Choice[]> {
    return this.ctx.notifier.waitFor(() => this.record.choices ?? undefined, timeoutMs, this.describe('No autocomplete result'));
  }

  /** The modal the bot opened (callback type 9). */
  modal(timeoutMs = this.ctx.defaultTimeoutMs): Promise<ModalView> {
    return this.ctx.notifier.waitFor(
      () => {
        const m = this.record.modal;
        if (!m) return undefined;
        const inputs: JsonObject[] = [];
        walkComponents(m.components, (c) => {
          if (c.type === 4) inputs.push(c);
        });
        return { customId: String(m.custom_id), title: String(m.title ?? ''), inputs, raw: m };
      },
      timeoutMs,
      this.describe('No modal'),
    );
  }
}

// ---------------------------------------------------------------- acting as a user

const OptionType = { Subcommand: 1, SubcommandGroup: 2, String: 3, Integer: 4, Boolean: 5, User: 6, Channel: 7, Role: 8, Mentionable: 9, Number: 10, Attachment: 11 } as const;

export interface ActOptions {
  /** For handle waits (ack/reply/...) started from this call. */
  timeoutMs?: number;
  /** Skip checks the Discord client enforces (required options, choices, min/max, disabled components). */
  validate?: boolean;
  locale?: string;
}

export class UserActor {
  constructor(
    private readonly ctx: StandInContext,
    readonly user: UserRecord,
  ) {}

  /**
   * Run a slash command: `slash(channel, 'move', { action: 'b6', match: 12 })`; subcommands and
   * groups go in the name: `slash(channel, 'game admin reset', {...})`. Option types come from the
   * registered definition (guild commands of the channel's guild first, then global ones).
   */
  async slash(channel: Ref, command: string, options: Record<string, OptionValue | undefined> = {}, opts: ActOptions = {}): Promise<InteractionHandle> {
    const ch = this.ctx.world.mustChannel(refId(channel));
    const [name, ...path] = command.trim().replace(/^\//, '').split(/\s+/);
    const def = this.findCommand(ch, name!);
    const built = buildOptions(this.ctx.world, ch, this.user, def, path, options, { focused: null, validate: opts.validate !== false });
    const data: JsonObject = {
      id: def.id,
      name: def.name,
      type: 1,
      ...(def.guild_id ? { guild_id: def.guild_id } : {}),
      ...(built.options.length ? { options: built.options } : {}),
      ...(Object.keys(built.resolved).length ? { resolved: built.resolved } : {}),
    };
    return this.dispatch(ch, InteractionType.ApplicationCommand, data, { label: `/${[name, ...path].join(' ')}`, commandName: def.name }, opts);
  }

  /**
   * Type into an autocomplete option: resolves with the choices the bot returned.
   * `autocomplete(channel, 'move', { action: 'b', match: 12 }, 'action')`. The focused value is sent as a string.
   */
  async autocomplete(channel: Ref, command: string, options: Record<string, OptionValue | undefined>, focused: string, opts: ActOptions = {}): Promise<Choice[]> {
    const h = await this.autocompleteHandle(channel, command, options, focused, opts);
    return h.choices(opts.timeoutMs);
  }

  /** Like autocomplete() but returns the handle (for ack timing or rejected callbacks). */
  async autocompleteHandle(channel: Ref, command: string, options: Record<string, OptionValue | undefined>, focused: string, opts: ActOptions = {}): Promise<InteractionHandle> {
    const ch = this.ctx.world.mustChannel(refId(channel));
    const [name, ...path] = command.trim().replace(/^\//, '').split(/\s+/);
    const def = this.findCommand(ch, name!);
    const built = buildOptions(this.ctx.world, ch, this.user, def, path, options, { focused, validate: false });
    const data: JsonObject = { id: def.id, name: def.name, type: 1, ...(def.guild_id ? { guild_id: def.guild_id } : {}), options: built.options };
    return this.dispatch(ch, InteractionType.Autocomplete, data, { label: `/${[name, ...path].join(' ')} (autocomplete ${focused})`, commandName: def.name }, opts);
  }

  /** Click a button (by custom_id) on a message. The payload carries the full message. */
  async click(message: Ref, customId: string, opts: ActOptions = {}): Promise<InteractionHandle> {
    const { msg, component } = this.findComponent(message, customId, [2]);
    if (opts.validate !== false && component.disabled) throw new Error(`button ${customId} on message ${msg.id} is disabled`);
    return this.component(msg, { custom_id: customId, component_type: 2 }, `button ${customId}`, opts);
  }

  /**
   * Pick values in a select menu. String selects take option values; user/role/channel/mentionable
   * selects take records or ids (their `resolved` data is filled in).
   */
  async select(message: Ref, customId: string, values: (string | { readonly id: string })[], opts: ActOptions = {}): Promise<InteractionHandle> {
    const { msg, component } = this.findComponent(message, customId, [3, 5, 6, 7, 8]);
    const ids = values.map(refId);
    if (opts.validate !== false) {
      if (component.disabled) throw new Error(`select ${customId} on message ${msg.id} is disabled`);
      const min = component.min_values ?? 1;
      const max = component.max_values ?? 1;
      if (ids.length < min || ids.length > max) throw new Error(`select ${customId} takes ${min}..${max} values, got ${ids.length}`);
      if (component.type === 3) {
        const allowed = (component.options ?? []).map((o: JsonObject) => o.value);
        for (const v of ids) if (!allowed.includes(v)) throw new Error(`select ${customId} has no option ${JSON.stringify(v)} (has ${allowed.join(', ')})`);
      }
    }
    const data: JsonObject = { custom_id: customId, component_type: component.type, values: ids };
    if (component.type !== 3) {
      const ch = this.ctx.world.mustChannel(msg.channelId);
      const resolved: JsonObject = {};
      for (const id of ids) resolveEntity(this.ctx.world, ch, this.user, id, resolved, component.type === 6 ? 'role' : component.type === 8 ? 'channel' : 'any');
      data.resolved = resolved;
    }
    return this.component(msg, data, `select ${customId}`, opts);
  }

  /** Submit a modal the bot opened (fields: text input custom_id → value). */
  async submitModal(channel: Ref, customId: string, fields: Record<string, string>, opts: ActOptions & { message?: Ref } = {}): Promise<InteractionHandle> {
    const ch = this.ctx.world.mustChannel(refId(channel));
    const data: JsonObject = {
      custom_id: customId,
      components: Object.entries(fields).map(([id, value]) => ({ type: 1, components: [{ type: 4, custom_id: id, value }] })),
    };
    const msg = opts.message ? this.ctx.world.messages.get(refId(opts.message)) : undefined;
    return this.dispatch(ch, InteractionType.ModalSubmit, data, { label: `modal ${customId}`, customId, message: msg }, opts);
  }

  /** Post a plain message as this user (MESSAGE_CREATE to the bot). */
  say(channel: Ref, content: string, opts: { replyTo?: Ref } = {}): MessageView {
    const ch = this.ctx.world.mustChannel(refId(channel));
    const body: JsonObject = { content, ...(opts.replyTo ? { message_reference: { message_id: refId(opts.replyTo) } } : {}) };
    return this.ctx.world.view(this.ctx.world.createMessage(ch, this.user.id, body, []));
  }

  // ----------------------------------------------------------------

  private findCommand(ch: ChannelRecord, name: string): JsonObject {
    const scopes = ch.guildId ? [ch.guildId, 'global'] : ['global'];
    for (const s of scopes) {
      const found = (this.ctx.world.commands.get(s) ?? []).find((c) => c.name === name && (c.type ?? 1) === 1);
      if (found) return found;
    }
    const known = scopes.flatMap((s) => (this.ctx.world.commands.get(s) ?? []).map((c) => `/${c.name}`));
    throw new Error(`stand-in: no slash command /${name} registered for channel ${ch.id} (registered: ${known.join(', ') || 'none'}) — wait for registration with discord.waitForCommand('${name}')`);
  }

  private findComponent(message: Ref, customId: string, types: number[]): { msg: StoredMessage; component: JsonObject } {
    const msg = this.ctx.world.messages.get(refId(message));
    if (!msg) throw new Error(`stand-in: no message ${refId(message)}`);
    if (msg.deleted) throw new Error(`stand-in: message ${msg.id} was deleted`);
    let component: JsonObject | undefined;
    const ids: string[] = [];
    walkComponents(msg.components, (c) => {
      if (typeof c.custom_id === 'string') ids.push(c.custom_id);
      if (c.custom_id === customId && types.includes(c.type)) component = c;
    });
    if (!component) throw new Error(`stand-in: message ${msg.id} has no component ${JSON.stringify(customId)} of type ${types.join('/')} (custom ids: ${ids.join(', ') || 'none'})`);
    return { msg, component };
  }

  private component(msg: StoredMessage, data: JsonObject, label: string, opts: ActOptions): InteractionHandle {
    const ch = this.ctx.world.mustChannel(msg.channelId);
    return this.dispatch(ch, InteractionType.MessageComponent, data, { label, customId: String(data.custom_id), message: msg }, opts);
  }

  private dispatch(
    ch: ChannelRecord,
    type: number,
    data: JsonObject,
    meta: { label: string; commandName?: string; customId?: string; message?: StoredMessage },
    opts: ActOptions,
  ): InteractionHandle {
    const world = this.ctx.world;
    if (this.ctx.gateway.activeSessions.length === 0) {
      throw new Error('stand-in: no bot session on the gateway (has the bot logged in? await discord.waitForBot())');
    }
    const member = ch.guildId ? world.member(ch.guildId, this.user.id) : undefined;
    if (ch.guildId && !member) throw new Error(`stand-in: ${this.user.username} is not a member of guild ${ch.guildId} (world.addMember)`);
    const id = snowflake();
    const token = `aW50ZXJhY3Rpb246${id}:${randomToken(48)}`;
    const payload: JsonObject = {
      id,
      application_id: world.applicationId,
      type,
      data,
      token,
      version: 1,
      channel_id: ch.id,
      channel: interactionChannelJSON(world, ch, this.user),
      locale: opts.locale ?? 'en-US',
      entitlements: [],
      authorizing_integration_owners: ch.guildId ? { '0': ch.guildId } : { '1': this.user.id },
      context: ch.guildId ? 0 : 1,
      attachment_size_limit: 26214400,
      app_permissions: world.permissionsIn(ch, world.bot.id).toString(),
      ...(ch.guildId
        ? {
            guild_id: ch.guildId,
            guild: { id: ch.guildId, locale: 'en-US', features: [] },
            guild_locale: 'en-US',
            member: world.memberJSON(member!, true, ch),
          }
        : { user: world.userJSON(this.user) }),
      ...(meta.message ? { message: world.messageJSON(meta.message) } : {}),
    };
    const rec: InteractionRecord = {
      id,
      token,
      type,
      channelId: ch.id,
      guildId: ch.guildId,
      userId: this.user.id,
      label: meta.label,
      commandName: meta.commandName ?? null,
      customId: meta.customId ?? null,
      componentMessageId: meta.message?.id ?? null,
      payload,
      dispatchedAt: Date.now(),
      dispatchedPerf: performance.now(),
      callbacks: [],
      response: null,
      originalMessageId: null,
      finalMessageId: null,
      followUpIds: [],
      choices: null,
      modal: null,
    };
    this.ctx.interactions.add(rec);
    this.ctx.gateway.dispatch('INTERACTION_CREATE', payload);
    this.ctx.notifier.notify();
    const ctx = opts.timeoutMs ? { ...this.ctx, defaultTimeoutMs: opts.timeoutMs } : this.ctx;
    return new InteractionHandle(ctx, rec);
  }
}

function interactionChannelJSON(world: World, ch: ChannelRecord, user: UserRecord): JsonObject {
  const base = world.channelJSON(ch);
  if (ch.type === ChannelType.DM) return { ...base, recipients: [world.userJSON(user)] };
  return base;
}

function resolveEntity(world: World, ch: ChannelRecord, actor: UserRecord, id: string, resolved: JsonObject, kind: 'any' | 'user' | 'role' | 'channel'): 'user' | 'role' | 'channel' {
  const user = kind === 'any' || kind === 'user' ? world.user(id) : undefined;
  if (user) {
    (resolved.users ??= {})[id] = world.userJSON(user);
    const m = ch.guildId ? world.member(ch.guildId, id) : undefined;
    if (m) {
      const { user: _u, ...rest } = world.memberJSON(m, false, ch);
      void _u;
      (resolved.members ??= {})[id] = rest;
    }
    return 'user';
  }
  const role = kind === 'any' || kind === 'role' ? world.roles.get(id) : undefined;
  if (role) {
    (resolved.roles ??= {})[id] = world.roleJSON(role);
    return 'role';
  }
  const target = kind === 'any' || kind === 'channel' ? world.channel(id) : undefined;
  if (target) {
    const j = world.channelJSON(target);
    (resolved.channels ??= {})[id] = {
      id,
      name: target.name,
      type: target.type,
      permissions: world.permissionsIn(target, actor.id).toString(),
      ...(target.parentId ? { parent_id: target.parentId, thread_metadata: j.thread_metadata } : {}),
    };
    return 'channel';
  }
  throw new Error(`stand-in: no ${kind === 'any' ? 'user, role or channel' : kind} with id ${id}`);
}

function buildOptions(
  world: World,
  ch: ChannelRecord,
  actor: UserRecord,
  def: JsonObject,
  path: string[],
  values: Record<string, OptionValue | undefined>,
  opts: { focused: string | null; validate: boolean },
): { options: JsonObject[]; resolved: JsonObject } {
  const resolved: JsonObject = {};
  const root: JsonObject[] = [];
  let container = root;
  let defs: JsonObject[] = Array.isArray(def.options) ? def.options : [];
  const where = [`/${def.name}`];
  for (const p of path) {
    const sub = defs.find((o) => o.name === p && (o.type === OptionType.Subcommand || o.type === OptionType.SubcommandGroup));
    if (!sub) throw new Error(`stand-in: ${where.join(' ')} has no subcommand (group) ${JSON.stringify(p)} (has: ${defs.filter((o) => o.type <= 2).map((o) => o.name).join(', ') || 'none'})`);
    const node: JsonObject = { type: sub.type, name: sub.name, options: [] };
    container.push(node);
    container = node.options;
    defs = Array.isArray(sub.options) ? sub.options : [];
    where.push(p);
  }
  const label = where.join(' ');
  if (defs.some((o) => o.type === OptionType.Subcommand || o.type === OptionType.SubcommandGroup)) {
    throw new Error(`stand-in: ${label} needs a subcommand: one of ${defs.map((o) => o.name).join(', ')}`);
  }
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) continue;
    const o = defs.find((x) => x.name === name);
    if (!o) throw new Error(`stand-in: ${label} has no option ${JSON.stringify(name)} (declared: ${defs.map((x) => x.name).join(', ') || 'none'})`);
    const isFocused = opts.focused === name;
    if (isFocused) {
      if (!o.autocomplete) throw new Error(`stand-in: option ${name} of ${label} does not have autocomplete enabled`);
      container.push({ type: o.type, name, value: String(value), focused: true });
      continue;
    }
    container.push({ type: o.type, name, value: typedValue(world, ch, actor, o, value, resolved, opts.validate, label) });
  }
  if (opts.focused !== null && !container.some((x) => x.focused)) {
    const o = defs.find((x) => x.name === opts.focused);
    if (!o) throw new Error(`stand-in: ${label} has no option ${JSON.stringify(opts.focused)}`);
    if (!o.autocomplete) throw new Error(`stand-in: option ${opts.focused} of ${label} does not have autocomplete enabled`);
    container.push({ type: o.type, name: o.name, value: '', focused: true });
  }
  if (opts.validate) {
    for (const o of defs) if (o.required && values[o.name] === undefined) throw new Error(`stand-in: ${label} requires option ${o.name}`);
  }
  return { options: root, resolved };
}

function typedValue(world: World, ch: ChannelRecord, actor: UserRecord, o: JsonObject, value: OptionValue, resolved: JsonObject, validate: boolean, label: string): Json {
  const bad = (want: string): never => {
    throw new Error(`stand-in: option ${o.name} of ${label} is ${want}, got ${JSON.stringify(value)}`);
  };
  const checkChoices = (v: string | number): void => {
    if (validate && Array.isArray(o.choices) && o.choices.length && !o.choices.some((c: JsonObject) => c.value === v)) {
      throw new Error(`stand-in: option ${o.name} of ${label} must be one of ${o.choices.map((c: JsonObject) => JSON.stringify(c.value)).join(', ')}`);
    }
  };
  const checkRange = (v: number): void => {
    if (!validate) return;
    if (o.min_value !== undefined && v < o.min_value) throw new Error(`stand-in: option ${o.name} of ${label} must be ≥ ${o.min_value}`);
    if (o.max_value !== undefined && v > o.max_value) throw new Error(`stand-in: option ${o.name} of ${label} must be ≤ ${o.max_value}`);
  };
  switch (o.type) {
    case OptionType.String: {
      if (typeof value !== 'string' && typeof value !== 'number') bad('a string');
      const s = String(value);
      if (validate && o.min_length !== undefined && s.length < o.min_length) throw new Error(`stand-in: option ${o.name} of ${label} is shorter than ${o.min_length}`);
      if (validate && o.max_length !== undefined && s.length > o.max_length) throw new Error(`stand-in: option ${o.name} of ${label} is longer than ${o.max_length}`);
      checkChoices(s);
      return s;
    }
    case OptionType.Integer:
      if (typeof value !== 'number' || !Number.isInteger(value)) bad('an integer');
      checkChoices(value as number);
      checkRange(value as number);
      return value;
    case OptionType.Number:
      if (typeof value !== 'number' || !Number.isFinite(value)) bad('a number');
      checkChoices(value as number);
      checkRange(value as number);
      return value;
    case OptionType.Boolean:
      if (typeof value !== 'boolean') bad('a boolean');
      return value;
    case OptionType.User:
    case OptionType.Channel:
    case OptionType.Role:
    case OptionType.Mentionable: {
      if (typeof value !== 'string' && (typeof value !== 'object' || value === null || !('id' in value))) bad('a record or an id');
      const id = refId(value as Ref);
      const kind = o.type === OptionType.User ? 'user' : o.type === OptionType.Channel ? 'channel' : o.type === OptionType.Role ? 'role' : 'any';
      const got = resolveEntity(world, ch, actor, id, resolved, kind);
      if (validate && o.type === OptionType.Channel && Array.isArray(o.channel_types) && got === 'channel') {
        const t = world.channel(id)!.type;
        if (!o.channel_types.includes(t)) throw new Error(`stand-in: option ${o.name} of ${label} takes channel types ${o.channel_types.join(', ')}, got ${t}`);
      }
      return id;
    }
    case OptionType.Attachment: {
      if (typeof value !== 'object' || value === null || !('data' in value)) bad('{ filename, data }');
      const file = value as { filename: string; data: Buffer; contentType?: string };
      const att = world.storeAttachment('uploads', { filename: file.filename, contentType: file.contentType, data: file.data });
      world.looseAttachments.set(att.id, att);
      (resolved.attachments ??= {})[att.id] = { ...world.attachmentJSON(att), ephemeral: true };
      return att.id;
    }
    default:
      return value;
  }
}

export { MessageFlag, Permission };
