/**
 * A loopback Discord stand-in: HTTP (REST v10) + WebSocket (gateway) on 127.0.0.1, a scriptable
 * world, and helpers to act as users and read what the bot did. See README.md.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Socket } from 'node:net';
import { Faults } from './faults.js';
import { Gateway } from './gateway.js';
import { handleAttachment, handleRest, Router } from './http.js';
import { InteractionHandle, InteractionRegistry, UserActor, type StandInContext } from './interactions.js';
import { channelRoutes } from './routes-channels.js';
import { coreRoutes } from './routes-core.js';
import { interactionRoutes } from './routes-interactions.js';
import { randomToken } from './snowflake.js';
import { ChannelType, MessageFlag, refId, type ChannelRecord, type JsonObject, type MessageView, type Ref, type RequestRecord, type StoredMessage } from './types.js';
import { Notifier } from './wait.js';
import { World } from './world.js';

export interface StandInOptions {
  /** The bot user's name (default 'Golem'). */
  botName?: string;
  /** Application id (= bot user id); generated if omitted. */
  applicationId?: string;
  /** The token the bot is given; any token is accepted unless `strictToken`. */
  botToken?: string;
  /** Reject REST calls whose `Authorization` is not `Bot <botToken>` with 401. */
  strictToken?: boolean;
  /** HELLO heartbeat interval (default 41250 ms, like Discord). */
  heartbeatIntervalMs?: number;
  /** Default timeout of every wait helper (default 5000 ms). */
  defaultTimeoutMs?: number;
  /** Callbacks later than this get 10062 Unknown interaction (default 3000; Infinity to disable). */
  interactionDeadlineMs?: number;
  /** Port to listen on (default 0: a free one). */
  port?: number;
}

export class StandIn {
  /** `http://127.0.0.1:PORT/api` — give it to discord.js as `rest: { api }` (or DISCORD_API_BASE). */
  readonly apiBase: string;
  /** `ws://127.0.0.1:PORT/gateway` (the client learns it from GET /gateway/bot). */
  readonly gatewayUrl: string;
  readonly port: number;
  readonly botToken: string;
  readonly world: World;
  readonly gateway: Gateway;
  readonly faults = new Faults();
  /** Every REST call the bot made, oldest first. */
  readonly requests: RequestRecord[] = [];
  readonly interactions = new InteractionRegistry();
  private readonly notifier = new Notifier();
  private readonly ctx: StandInContext;
  private readonly sockets = new Set<Socket>();
  private stopped = false;

  /** @internal use startStandIn() */
  constructor(
    private readonly server: Server,
    port: number,
    private readonly options: Required<Omit<StandInOptions, 'applicationId' | 'port'>> & { applicationId?: string },
  ) {
    this.port = port;
    const origin = `http://127.0.0.1:${port}`;
    this.apiBase = `${origin}/api`;
    this.gatewayUrl = `ws://127.0.0.1:${port}/gateway`;
    this.botToken = options.botToken;
    this.world = new World(origin, { botName: options.botName, applicationId: options.applicationId });
    this.world.onChange = () => this.notifier.notify();
    this.gateway = new Gateway(this.world, this.gatewayUrl, `ws://127.0.0.1:${port}/gateway/resume`, { heartbeatIntervalMs: options.heartbeatIntervalMs, replayBuffer: 5000 }, () => this.notifier.notify());
    this.ctx = {
      world: this.world,
      gateway: this.gateway,
      interactions: this.interactions,
      notifier: this.notifier,
      requests: this.requests,
      defaultTimeoutMs: options.defaultTimeoutMs,
    };
    const router = new Router();
    const routeCtx = { world: this.world, interactions: this.interactions, gatewayUrl: this.gatewayUrl, interactionDeadlineMs: options.interactionDeadlineMs };
    coreRoutes(router, routeCtx);
    channelRoutes(router, routeCtx);
    interactionRoutes(router, routeCtx);
    const deps = {
      router,
      faults: this.faults,
      world: this.world,
      requests: this.requests,
      notify: () => this.notifier.notify(),
      strictToken: options.strictToken ? options.botToken : null,
    };
    server.on('connection', (s: Socket) => {
      this.sockets.add(s);
      s.on('close', () => this.sockets.delete(s));
    });
    server.on('request', (req, res) => {
      const url = new URL(req.url ?? '/', origin);
      const m = /^\/api(?:\/v\d+)?(\/.*)?$/.exec(url.pathname);
      if (m) {
        void handleRest(deps, req, res, m[1] ?? '/', url.searchParams);
        return;
      }
      const segments = url.pathname.split('/').filter(Boolean);
      if (req.method === 'GET' && segments[0] === 'attachments') return handleAttachment(this.world, res, segments);
      res.writeHead(404, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ message: '404: Not Found', code: 0 }));
    });
    server.on('upgrade', (req, socket, head) => {
      const path = new URL(req.url ?? '/', origin).pathname;
      if (path === '/gateway' || path === '/gateway/resume') this.gateway.handleUpgrade(req, socket, head);
      else socket.destroy();
    });
  }

  // ---------------------------------------------------------------- acting

  /** Act as a user: slash commands, autocomplete, clicks, selects, modals, plain messages. */
  as(user: Ref): UserActor {
    return new UserActor(this.ctx, this.world.mustUser(refId(user)));
  }

  /** The handle of an interaction dispatched earlier (by id). */
  interaction(id: string): InteractionHandle | undefined {
    const rec = this.interactions.all.get(id);
    return rec ? new InteractionHandle(this.ctx, rec) : undefined;
  }

  // ---------------------------------------------------------------- reading state

  /** Messages of a channel (guild text, thread or DM), oldest first. Deleted and ephemeral ones only on request. */
  messages(channel: Ref, opts: { includeDeleted?: boolean; includeEphemeral?: boolean } = {}): MessageView[] {
    return this.world
      .channelMessageList(refId(channel))
      .filter((m) => (opts.includeDeleted || !m.deleted) && (opts.includeEphemeral || !(m.flags & MessageFlag.Ephemeral)))
      .map((m) => this.world.view(m));
  }

  /** One message by id (a fresh snapshot), including deleted/ephemeral ones. */
  message(id: Ref): MessageView | undefined {
    const m = this.world.messages.get(refId(id));
    return m ? this.world.view(m) : undefined;
  }

  /**
   * Wait for a message in a channel matching `predicate`: the newest existing match, else the first
   * one to appear (or to be edited into a match). Ephemeral and deleted messages are not considered.
   */
  waitForMessage(channel: Ref, predicate: (m: MessageView) => boolean = () => true, timeoutMs = this.options.defaultTimeoutMs): Promise<MessageView> {
    const id = refId(channel);
    return this.notifier.waitFor(
      () => {
        const list = this.messages(id);
        for (let i = list.length - 1; i >= 0; i--) if (predicate(list[i]!)) return list[i];
        return undefined;
      },
      timeoutMs,
      () => `No matching message in channel ${id} (${this.messages(id).length} message(s) there)`,
    );
  }

  /** Messages in the DM channel between the bot and a user (both directions), oldest first. */
  dmsOf(user: Ref): MessageView[] {
    const ch = this.findDm(refId(user));
    return ch ? this.messages(ch) : [];
  }

  /** Wait for a DM (from the bot) to a user matching `predicate`. */
  waitForDm(user: Ref, predicate: (m: MessageView) => boolean = () => true, timeoutMs = this.options.defaultTimeoutMs): Promise<MessageView> {
    const uid = refId(user);
    return this.notifier.waitFor(
      () => {
        const list = this.dmsOf(uid).filter((m) => m.author.id === this.world.bot.id);
        for (let i = list.length - 1; i >= 0; i--) if (predicate(list[i]!)) return list[i];
        return undefined;
      },
      timeoutMs,
      () => `No matching DM to user ${uid}`,
    );
  }

  private findDm(userId: string): ChannelRecord | undefined {
    return [...this.world.channels.values()].find((c) => c.type === ChannelType.DM && c.recipientId === userId);
  }

  /** Threads (optionally of one parent channel), oldest first. */
  threads(parent?: Ref): ChannelRecord[] {
    return [...this.world.channels.values()].filter(
      (c) => (c.type === ChannelType.PublicThread || c.type === ChannelType.PrivateThread) && !c.deleted && (!parent || c.parentId === refId(parent)),
    );
  }

  /** Wait for a thread (optionally under `parent`) matching `predicate`. */
  waitForThread(parent?: Ref, predicate: (t: ChannelRecord) => boolean = () => true, timeoutMs = this.options.defaultTimeoutMs): Promise<ChannelRecord> {
    return this.notifier.waitFor(
      () => this.threads(parent).find(predicate),
      timeoutMs,
      () => `No matching thread${parent ? ` under ${refId(parent)}` : ''}`,
    );
  }

  /** Registered commands: global ones, or those of a guild. */
  commands(guild?: Ref): JsonObject[] {
    return this.world.commands.get(guild ? refId(guild) : 'global') ?? [];
  }

  /** Wait until a command is registered (global, or in `guild` — or either when guild is 'any'). */
  waitForCommand(name: string, opts: { guild?: Ref | 'any'; timeoutMs?: number } = {}): Promise<JsonObject> {
    const scopes = opts.guild === undefined || opts.guild === 'any' ? null : [refId(opts.guild)];
    return this.notifier.waitFor(
      () => {
        for (const [scope, list] of this.world.commands) {
          if (scopes ? !scopes.includes(scope) : opts.guild === undefined && scope !== 'global') continue;
          const c = list.find((x) => x.name === name);
          if (c) return c;
        }
        return undefined;
      },
      opts.timeoutMs ?? this.options.defaultTimeoutMs,
      () => `Command /${name} was not registered`,
    );
  }

  /** Wait until a bot session is connected on the gateway (identified or resumed). */
  waitForBot(timeoutMs = this.options.defaultTimeoutMs): Promise<void> {
    return this.notifier.waitFor(() => (this.gateway.connected ? true : undefined), timeoutMs, () => 'No bot connected to the gateway').then(() => undefined);
  }

  /** Wait until the gateway has seen `count` RESUMEs in total. */
  waitForResume(count = this.gateway.stats.resumes + 1, timeoutMs = this.options.defaultTimeoutMs): Promise<void> {
    return this.notifier
      .waitFor(() => (this.gateway.stats.resumes >= count && this.gateway.connected ? true : undefined), timeoutMs, () => `The client did not resume (resumes: ${this.gateway.stats.resumes})`)
      .then(() => undefined);
  }

  /** Wait for a REST call matching `predicate` (past or future). */
  waitForRequest(predicate: (r: RequestRecord) => boolean, timeoutMs = this.options.defaultTimeoutMs): Promise<RequestRecord> {
    return this.notifier.waitFor(() => this.requests.find((r) => r.status !== 0 && predicate(r)), timeoutMs, () => 'No matching REST call');
  }

  /** REST calls no route matched (404/405): what the bot asked for that the stand-in lacks. */
  unhandledRequests(): RequestRecord[] {
    return this.requests.filter((r) => r.unhandled);
  }

  /** REST calls a stand-in handler crashed on (500, `internalError` set). Should stay empty. */
  internalErrors(): RequestRecord[] {
    return this.requests.filter((r) => r.internalError !== null);
  }

  // ---------------------------------------------------------------- changing state

  /** Delete a message as a moderator would (MESSAGE_DELETE to the bot; later edits get 10008). */
  deleteMessage(message: Ref): void {
    const m: StoredMessage | undefined = this.world.messages.get(refId(message));
    if (!m) throw new Error(`stand-in: no message ${refId(message)}`);
    this.world.deleteMessage(m);
  }

  /** Environment for a bot in another process. */
  env(extra: Record<string, string> = {}): Record<string, string> {
    return {
      DISCORD_API_BASE: this.apiBase,
      DISCORD_TOKEN: this.botToken,
      DISCORD_APPLICATION_ID: this.world.applicationId,
      ...extra,
    };
  }

  /** Close everything: sockets, server, pending waits. */
  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    this.notifier.rejectAll('stand-in stopped');
    this.gateway.stop();
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** Start a stand-in on 127.0.0.1 (a free port unless `port`). */
export async function startStandIn(options: StandInOptions = {}): Promise<StandIn> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return new StandIn(server, port, {
    botName: options.botName ?? 'Golem',
    applicationId: options.applicationId,
    botToken: options.botToken ?? `stand-in.${randomToken(18)}`,
    strictToken: options.strictToken ?? false,
    heartbeatIntervalMs: options.heartbeatIntervalMs ?? 41_250,
    defaultTimeoutMs: options.defaultTimeoutMs ?? 5_000,
    interactionDeadlineMs: options.interactionDeadlineMs ?? 3_000,
  });
}

export { World, Intent } from './world.js';
export { Faults, type Fault, type RequestMatcher } from './faults.js';
export { Gateway, shardOf, type GatewaySession, type GatewayEvent } from './gateway.js';
export { InteractionHandle, UserActor, CallbackType, InteractionType, type Ack, type ModalView, type OptionValue, type ActOptions, type CallbackRecord, type InteractionRecord } from './interactions.js';
export { Permission, type PermissionName } from './permissions.js';
export { StandInTimeoutError } from './wait.js';
export { snowflake } from './snowflake.js';
export * from './types.js';
