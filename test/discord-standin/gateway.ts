/** The gateway: HELLO / IDENTIFY / READY / GUILD_CREATE, heartbeats, RESUME with replay, dispatch. */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import { randomHex } from './snowflake.js';
import type { Json, JsonObject } from './types.js';
import type { DispatchOptions, World } from './world.js';

const Op = {
  Dispatch: 0,
  Heartbeat: 1,
  Identify: 2,
  PresenceUpdate: 3,
  VoiceStateUpdate: 4,
  Resume: 6,
  Reconnect: 7,
  RequestGuildMembers: 8,
  InvalidSession: 9,
  Hello: 10,
  HeartbeatAck: 11,
} as const;

interface Payload {
  op: number;
  d: Json;
  s: number | null;
  t: string | null;
}

/** One gateway session (what RESUME refers to). */
export interface GatewaySession {
  readonly id: string;
  /** Last sequence number sent in this session. */
  seq: number;
  /** [shard id, shard count] from IDENTIFY ([0, 1] without sharding). */
  shard: [number, number];
  intents: number;
  /** false after the client closed with 1000/1001 or the session was invalidated. */
  resumable: boolean;
  /** Connected and identified/resumed right now. */
  connected: boolean;
  identifiedAt: number;
  resumes: number;
  /** Dispatches sent (or buffered while disconnected), for replay. */
  readonly buffer: Payload[];
}

/** A gateway event the stand-in recorded (what it sent or received). */
/** Discord's rule: a guild's events go to shard (guild_id >> 22) % shard count; events of no guild (DMs) to shard 0. */
export function shardOf(guildId: string | null, shards: number): number {
  return guildId === null ? 0 : Number((BigInt(guildId) >> 22n) % BigInt(shards));
}

/** The guild a dispatch belongs to (guild events carry it as their own id). */
function guildOf(t: string, d: Json): string | null {
  if (d === null || typeof d !== 'object' || Array.isArray(d)) return null;
  const o = d as JsonObject;
  const id = t.startsWith('GUILD_') && !('guild_id' in o) ? o.id : o.guild_id;
  return typeof id === 'string' ? id : null;
}

export interface GatewayEvent {
  at: number;
  dir: 'in' | 'out';
  op: number;
  t: string | null;
  s: number | null;
  sessionId: string | null;
  /** For 'close' entries. */
  code?: number;
}

interface Conn {
  socket: WebSocket;
  session: GatewaySession | null;
  url: string;
}

export interface GatewayOptions {
  heartbeatIntervalMs: number;
  /** Keep at most this many dispatches per session for replay. */
  replayBuffer: number;
}

export class Gateway {
  readonly wss = new WebSocketServer({ noServer: true });
  readonly sessions = new Map<string, GatewaySession>();
  private readonly conns = new Set<Conn>();
  /** Everything that went over the wire (except heartbeats' payloads), oldest first. */
  readonly log: GatewayEvent[] = [];
  readonly stats = { connections: 0, identifies: 0, resumes: 0, heartbeats: 0, invalidSessions: 0, serverCloses: 0 };
  /** URLs the client connected to (to check it used resume_gateway_url). */
  readonly connectUrls: string[] = [];

  constructor(
    private readonly world: World,
    readonly url: string,
    readonly resumeUrl: string,
    private readonly opts: GatewayOptions,
    private readonly notify: () => void,
  ) {
    world.dispatch = (t, d, o) => this.dispatch(t, d, o);
    this.wss.on('connection', (socket, req: IncomingMessage) => this.onConnection(socket, req));
  }

  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    this.wss.handleUpgrade(req, socket, head, (ws) => this.wss.emit('connection', ws, req));
  }

  /** Sessions that receive dispatches (live or resumable). */
  get activeSessions(): GatewaySession[] {
    return [...this.sessions.values()].filter((s) => s.resumable);
  }

  get connected(): boolean {
    return [...this.sessions.values()].some((s) => s.connected);
  }

  /** Send (or buffer, while the client is away) a dispatch to every active session. */
  dispatch(t: string, d: Json, opts: DispatchOptions = {}): void {
    const guild = guildOf(t, d);
    for (const session of this.sessions.values()) {
      if (!session.resumable) continue;
      if (opts.intent !== undefined && (session.intents & opts.intent) === 0) continue;
      if (shardOf(guild, session.shard[1]) !== session.shard[0]) continue;
      const data = opts.transform ? opts.transform(session.intents) : d;
      this.sendDispatch(session, t, data);
    }
  }

  private sendDispatch(session: GatewaySession, t: string, d: Json): void {
    const payload: Payload = { op: Op.Dispatch, t, s: ++session.seq, d };
    session.buffer.push(payload);
    if (session.buffer.length > this.opts.replayBuffer) session.buffer.splice(0, session.buffer.length - this.opts.replayBuffer);
    const conn = this.connOf(session);
    if (conn) this.send(conn, payload);
  }

  private connOf(session: GatewaySession): Conn | undefined {
    for (const c of this.conns) if (c.session === session && c.socket.readyState === WebSocket.OPEN) return c;
    return undefined;
  }

  /**
   * Close the bot's gateway socket(s) from the server side. Default code 4000 (unknown error):
   * discord.js then RESUMEs about 0.5 s later. 1000 makes it identify afresh instead;
   * `abrupt` drops the TCP connection without a close frame (code 1006 on the client).
   */
  close(opts: { code?: number; reason?: string; abrupt?: boolean } = {}): number {
    let n = 0;
    for (const c of [...this.conns]) {
      if (c.socket.readyState !== WebSocket.OPEN) continue;
      n++;
      this.stats.serverCloses++;
      this.detach(c);
      // Discord-side 1000/1001 end the session; anything else leaves it resumable.
      if (c.session && (opts.code === 1000 || opts.code === 1001)) c.session.resumable = false;
      this.log.push({ at: Date.now(), dir: 'out', op: -1, t: 'CLOSE', s: null, sessionId: c.session?.id ?? null, code: opts.code ?? 4000 });
      if (opts.abrupt) c.socket.terminate();
      else c.socket.close(opts.code ?? 4000, opts.reason ?? 'Stand-in closed the connection');
    }
    this.notify();
    return n;
  }

  /** Send op 7 Reconnect: the client closes and RESUMEs. */
  requestReconnect(): void {
    for (const c of this.conns) if (c.session) this.send(c, { op: Op.Reconnect, d: null, s: null, t: null });
  }

  /** Make every session non-resumable and send op 9 (d=false): the client identifies again. */
  invalidateSessions(): void {
    for (const c of this.conns) {
      if (!c.session) continue;
      c.session.resumable = false;
      c.session.connected = false;
      this.stats.invalidSessions++;
      this.send(c, { op: Op.InvalidSession, d: false, s: null, t: null });
    }
    this.notify();
  }

  stop(): void {
    for (const c of this.conns) c.socket.terminate();
    this.conns.clear();
    this.wss.close();
  }

  // ---------------------------------------------------------------- connection handling

  private onConnection(socket: WebSocket, req: IncomingMessage): void {
    const conn: Conn = { socket, session: null, url: req.url ?? '' };
    this.conns.add(conn);
    this.stats.connections++;
    this.connectUrls.push(req.url ?? '');
    socket.on('message', (data: RawData, isBinary: boolean) => this.onMessage(conn, data, isBinary));
    socket.on('close', (code: number) => {
      this.log.push({ at: Date.now(), dir: 'in', op: -1, t: 'CLOSE', s: null, sessionId: conn.session?.id ?? null, code });
      if (conn.session && (code === 1000 || code === 1001) && this.conns.has(conn)) {
        // The client ended the session on purpose (e.g. client.destroy()): Discord invalidates it.
        conn.session.resumable = false;
      }
      this.detach(conn);
      this.conns.delete(conn);
      this.notify();
    });
    socket.on('error', () => {});
    this.send(conn, { op: Op.Hello, d: { heartbeat_interval: this.opts.heartbeatIntervalMs, _trace: ['stand-in'] }, s: null, t: null });
  }

  private detach(conn: Conn): void {
    this.conns.delete(conn);
    if (conn.session) conn.session.connected = [...this.conns].some((c) => c.session === conn.session && c.socket.readyState === WebSocket.OPEN);
  }

  private send(conn: Conn, payload: Payload): void {
    if (conn.socket.readyState !== WebSocket.OPEN) return;
    if (payload.op !== Op.HeartbeatAck) this.log.push({ at: Date.now(), dir: 'out', op: payload.op, t: payload.t, s: payload.s, sessionId: conn.session?.id ?? null });
    conn.socket.send(JSON.stringify(payload));
  }

  private onMessage(conn: Conn, data: RawData, isBinary: boolean): void {
    let payload: { op: number; d: Json };
    try {
      if (isBinary) throw new Error('binary');
      payload = JSON.parse(data.toString()) as { op: number; d: Json };
    } catch {
      conn.socket.close(4002, 'Decode error');
      return;
    }
    if (payload.op !== Op.Heartbeat) this.log.push({ at: Date.now(), dir: 'in', op: payload.op, t: null, s: null, sessionId: conn.session?.id ?? null });
    switch (payload.op) {
      case Op.Heartbeat:
        this.stats.heartbeats++;
        this.send(conn, { op: Op.HeartbeatAck, d: null, s: null, t: null });
        break;
      case Op.Identify:
        this.identify(conn, payload.d as JsonObject);
        break;
      case Op.Resume:
        this.resume(conn, payload.d as JsonObject);
        break;
      case Op.RequestGuildMembers:
        if (!conn.session) return void conn.socket.close(4003, 'Not authenticated');
        this.requestGuildMembers(conn.session, payload.d as JsonObject);
        break;
      case Op.PresenceUpdate:
      case Op.VoiceStateUpdate:
        if (!conn.session) return void conn.socket.close(4003, 'Not authenticated');
        break;
      default:
        conn.socket.close(4001, 'Unknown opcode');
    }
    this.notify();
  }

  private identify(conn: Conn, d: JsonObject): void {
    if (conn.session) return void conn.socket.close(4005, 'Already authenticated');
    this.stats.identifies++;
    const shard: [number, number] = Array.isArray(d.shard) && d.shard.length === 2 ? [Number(d.shard[0]), Number(d.shard[1])] : [0, 1];
    const session: GatewaySession = {
      id: randomHex(16),
      seq: 0,
      shard,
      intents: Number(d.intents ?? 0),
      resumable: true,
      connected: true,
      identifiedAt: Date.now(),
      resumes: 0,
      buffer: [],
    };
    this.sessions.set(session.id, session);
    conn.session = session;
    const guilds = [...this.world.guilds.values()].filter((g) => this.world.member(g.id, this.world.bot.id) && shardOf(g.id, shard[1]) === shard[0]);
    this.sendDispatch(session, 'READY', {
      v: 10,
      user: { ...this.world.userJSON(this.world.bot), verified: true, mfa_enabled: false, email: null },
      guilds: guilds.map((g) => ({ id: g.id, unavailable: true })),
      session_id: session.id,
      session_type: 'normal',
      resume_gateway_url: this.resumeUrl,
      shard,
      application: { id: this.world.applicationId, flags: 0 },
      private_channels: [],
      relationships: [],
      presences: [],
      guild_join_requests: [],
      geo_ordered_rtc_regions: [],
      user_settings: {},
      _trace: ['stand-in'],
    });
    for (const g of guilds) this.sendDispatch(session, 'GUILD_CREATE', this.world.guildCreateJSON(g));
  }

  private resume(conn: Conn, d: JsonObject): void {
    const session = this.sessions.get(String(d.session_id));
    if (!session || !session.resumable) {
      this.stats.invalidSessions++;
      this.send(conn, { op: Op.InvalidSession, d: false, s: null, t: null });
      return;
    }
    // A newer connection takes the session over.
    for (const c of [...this.conns]) if (c !== conn && c.session === session) {
      this.detach(c);
      c.socket.close(4000, 'Session resumed elsewhere');
    }
    this.stats.resumes++;
    session.resumes++;
    conn.session = session;
    session.connected = true;
    const from = Number(d.seq ?? 0);
    for (const p of session.buffer) if ((p.s ?? 0) > from) this.send(conn, p);
    this.sendDispatch(session, 'RESUMED', { _trace: ['stand-in'] });
  }

  private requestGuildMembers(session: GatewaySession, d: JsonObject): void {
    const guildIds: string[] = Array.isArray(d.guild_id) ? d.guild_id : [String(d.guild_id)];
    for (const gid of guildIds) {
      let members = this.world.guildMembers(gid);
      const notFound: string[] = [];
      if (d.user_ids) {
        const ids: string[] = Array.isArray(d.user_ids) ? d.user_ids.map(String) : [String(d.user_ids)];
        members = members.filter((m) => ids.includes(m.userId));
        for (const id of ids) if (!members.some((m) => m.userId === id)) notFound.push(id);
      } else if (typeof d.query === 'string' && d.query) {
        const q = d.query.toLowerCase();
        members = members.filter((m) => this.world.mustUser(m.userId).username.toLowerCase().startsWith(q));
      }
      if (d.limit) members = members.slice(0, Number(d.limit));
      this.sendDispatch(session, 'GUILD_MEMBERS_CHUNK', {
        guild_id: gid,
        members: members.map((m) => this.world.memberJSON(m, true)),
        chunk_index: 0,
        chunk_count: 1,
        not_found: notFound,
        ...(d.nonce ? { nonce: d.nonce } : {}),
      });
    }
  }
}
