/** The HTTP side: parse, record, inject faults, route, answer like Discord. */
import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { ApiError, Errors } from './errors.js';
import type { Faults } from './faults.js';
import type { Json, JsonObject, RequestRecord } from './types.js';
import type { UploadedFile, World } from './world.js';
import { sleep } from './wait.js';

export interface RestRequest {
  method: string;
  /** Decoded path after /api/vN. */
  path: string;
  params: Record<string, string>;
  query: URLSearchParams;
  /** JSON body or multipart payload_json ({} if none). */
  body: JsonObject;
  files: UploadedFile[];
  headers: IncomingHttpHeaders;
  receivedAt: number;
  record: RequestRecord;
}

export interface RestResponse {
  status: number;
  body?: Json;
  headers?: Record<string, string>;
}

export type Handler = (req: RestRequest) => RestResponse | Promise<RestResponse>;

export const json = (body: Json, status = 200): RestResponse => ({ status, body });
export const noContent = (): RestResponse => ({ status: 204 });

interface Route {
  method: string;
  parts: string[];
  name: string;
  handler: Handler;
}

export class Router {
  private readonly routes: Route[] = [];

  add(method: string, pattern: string, handler: Handler): this {
    this.routes.push({ method, parts: pattern.split('/').filter(Boolean), name: `${method} ${pattern}`, handler });
    return this;
  }

  /** Best match (most literal segments); 'method' when the path exists under another method. */
  match(method: string, segments: string[]): { route: Route; params: Record<string, string> } | 'method' | null {
    let best: { route: Route; params: Record<string, string>; score: number } | null = null;
    let pathExists = false;
    for (const route of this.routes) {
      if (route.parts.length !== segments.length) continue;
      const params: Record<string, string> = {};
      let score = 0;
      let ok = true;
      for (let i = 0; i < segments.length; i++) {
        const p = route.parts[i]!;
        if (p.startsWith(':')) params[p.slice(1)] = segments[i]!;
        else if (p === segments[i]) score++;
        else {
          ok = false;
          break;
        }
      }
      if (!ok) continue;
      pathExists = true;
      if (route.method !== method) continue;
      if (!best || score > best.score) best = { route, params, score };
    }
    if (best) return { route: best.route, params: best.params };
    return pathExists ? 'method' : null;
  }
}

export interface RestServerDeps {
  router: Router;
  faults: Faults;
  world: World;
  requests: RequestRecord[];
  notify: () => void;
  /** If set, requests with a different `Authorization: Bot ...` get 401 (webhook routes are exempt). */
  strictToken: string | null;
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function parseBody(raw: Buffer, contentType: string | undefined): Promise<{ body: JsonObject; files: UploadedFile[] }> {
  if (raw.length === 0) return { body: {}, files: [] };
  const ct = contentType ?? '';
  if (ct.startsWith('multipart/form-data')) {
    const form = await new Request('http://stand-in.invalid/', { method: 'POST', headers: { 'content-type': ct }, body: new Uint8Array(raw) }).formData();
    let body: JsonObject = {};
    const files: UploadedFile[] = [];
    let n = 0;
    for (const [key, value] of form.entries()) {
      if (key === 'payload_json' && typeof value === 'string') {
        body = JSON.parse(value) as JsonObject;
      } else if (typeof value !== 'string') {
        const m = /^files\[(\d+)\]$/.exec(key);
        const index = m ? Number(m[1]) : key === 'file' ? 0 : n;
        files.push({ index, filename: value.name || `file${index}`, contentType: value.type, data: Buffer.from(await value.arrayBuffer()) });
        n++;
      } else {
        body[key] = value;
      }
    }
    return { body, files };
  }
  try {
    const parsed = JSON.parse(raw.toString('utf8')) as Json;
    return { body: parsed && typeof parsed === 'object' ? parsed : { value: parsed }, files: [] };
  } catch {
    throw new ApiError(400, 50109, 'The request body contains invalid JSON.');
  }
}

function send(res: ServerResponse, status: number, body: Json, headers: Record<string, string> = {}): void {
  if (status === 204 || body === undefined) {
    res.writeHead(status === 200 ? 204 : status, headers);
    res.end();
    return;
  }
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(text)), ...headers });
  res.end(text);
}

let seq = 0;

export async function handleRest(deps: RestServerDeps, req: IncomingMessage, res: ServerResponse, rawPath: string, query: URLSearchParams): Promise<void> {
  const receivedAt = Date.now();
  const t0 = performance.now();
  const method = (req.method ?? 'GET').toUpperCase();
  const segments = rawPath.split('/').filter(Boolean).map((s) => {
    try {
      return decodeURIComponent(s);
    } catch {
      return s;
    }
  });
  const path = '/' + segments.join('/');
  const record: RequestRecord = {
    seq: ++seq,
    method,
    path,
    query: query.toString(),
    route: null,
    status: 0,
    at: receivedAt,
    durationMs: 0,
    body: null,
    files: [],
    fault: null,
    unhandled: false,
    errorCode: null,
    authorization: (req.headers.authorization as string | undefined) ?? null,
    internalError: null,
  };
  deps.requests.push(record);
  const finish = (status: number, body: Json, headers?: Record<string, string>): void => {
    record.status = status;
    record.durationMs = performance.now() - t0;
    if (body && typeof body === 'object' && typeof body.code === 'number' && status >= 400) record.errorCode = body.code;
    send(res, status, body, headers);
    deps.notify();
  };

  try {
    const raw = await readBody(req);
    const { body, files } = await parseBody(raw, req.headers['content-type']);
    record.body = raw.length ? body : null;
    record.files = files.map((f) => ({ name: `files[${f.index}]`, filename: f.filename, contentType: f.contentType, size: f.data.length }));
    const matched = deps.router.match(method, segments);
    if (matched && matched !== 'method') record.route = matched.route.name;
    deps.notify();

    const { delayMs, answer } = deps.faults.take(record);
    if (delayMs > 0) await sleep(delayMs);
    if (answer) {
      record.fault = answer.label;
      const a = answer.action;
      if (a.kind === 'rateLimit') {
        const secs = a.retryAfterMs / 1000;
        const headers: Record<string, string> = {
          'Retry-After': String(secs),
          'X-RateLimit-Limit': '5',
          'X-RateLimit-Remaining': '0',
          'X-RateLimit-Reset-After': String(secs),
          'X-RateLimit-Reset': String((Date.now() + a.retryAfterMs) / 1000),
          'X-RateLimit-Bucket': createHash('sha1').update(record.route ?? path).digest('hex').slice(0, 32),
          'X-RateLimit-Scope': a.scope,
          ...(a.global ? { 'X-RateLimit-Global': 'true' } : {}),
        };
        finish(429, { message: 'You are being rate limited.', retry_after: secs, global: a.global, code: 0 }, headers);
        return;
      }
      if (a.kind === 'status') {
        finish(a.status, a.body ?? undefined);
        return;
      }
    }

    const isWebhook = segments[0] === 'webhooks' || segments[0] === 'interactions';
    if (deps.strictToken && !isWebhook && record.authorization !== `Bot ${deps.strictToken}`) throw Errors.unauthorized();
    if (matched === null) {
      record.unhandled = true;
      throw Errors.notFound();
    }
    if (matched === 'method') {
      record.unhandled = true;
      throw Errors.methodNotAllowed();
    }
    const out = await matched.route.handler({ method, path, params: matched.params, query, body, files, headers: req.headers, receivedAt, record });
    finish(out.status, out.body, out.headers);
  } catch (e) {
    if (e instanceof ApiError) {
      finish(e.status, e.body());
    } else {
      record.internalError = e instanceof Error ? (e.stack ?? e.message) : String(e);
      finish(500, { message: '500: Internal Server Error', code: 0 });
    }
  }
}

/** GET /attachments/:channel/:id/:filename — the bytes the bot uploaded (the "CDN"). */
export function handleAttachment(world: World, res: ServerResponse, segments: string[]): void {
  const [, , id] = segments;
  for (const m of world.messages.values()) {
    const a = m.attachments.find((x) => x.id === id);
    if (a) {
      res.writeHead(200, { 'Content-Type': a.contentType ?? 'application/octet-stream', 'Content-Length': String(a.size) });
      res.end(a.data);
      return;
    }
  }
  const loose = id ? world.looseAttachments.get(id) : undefined;
  if (loose) {
    res.writeHead(200, { 'Content-Type': loose.contentType ?? 'application/octet-stream', 'Content-Length': String(loose.size) });
    res.end(loose.data);
    return;
  }
  send(res, 404, { message: '404: Not Found', code: 0 });
}
