/** Fault injection on the REST side: match requests by method/path, answer them with a fault. */
import type { RequestRecord } from './types.js';

export interface RequestMatcher {
  /** HTTP method, case-insensitive. Any if omitted. */
  method?: string;
  /**
   * Path after `/api/v10`, decoded (`@original`, not `%40original`). A string is a pattern whose
   * `:name` or `*` segments match any one segment, and a trailing `/**` matches the rest,
   * e.g. `/channels/:id/messages`; a RegExp is tested against the path. Any if omitted.
   */
  path?: string | RegExp;
  /** Extra condition on the request (its body is parsed already). */
  when?: (req: RequestRecord) => boolean;
}

export type FaultAction =
  | { kind: 'rateLimit'; retryAfterMs: number; global: boolean; scope: 'user' | 'global' | 'shared' }
  | { kind: 'status'; status: number; body: Record<string, unknown> | null; label: string }
  | { kind: 'delay'; ms: number };

export interface FaultOptions {
  /** How many matching requests get the fault (default 1). Infinity: until cancel(). */
  times?: number;
}

/** A registered fault. Read `hits` / `requests` to assert what it caught. */
export interface Fault {
  readonly label: string;
  readonly matcher: RequestMatcher;
  readonly action: FaultAction;
  /** Matching requests left before it stops firing. */
  readonly remaining: number;
  /** How many requests it answered. */
  readonly hits: number;
  /** The requests it answered. */
  readonly requests: readonly RequestRecord[];
  cancel(): void;
}

class FaultImpl implements Fault {
  hits = 0;
  requests: RequestRecord[] = [];
  constructor(
    readonly label: string,
    readonly matcher: RequestMatcher,
    readonly action: FaultAction,
    public remaining: number,
  ) {}
  cancel(): void {
    this.remaining = 0;
  }
}

export function pathMatches(pattern: string | RegExp | undefined, path: string): boolean {
  if (pattern === undefined) return true;
  if (pattern instanceof RegExp) return pattern.test(path);
  const want = pattern.split('/').filter(Boolean);
  const got = path.split('/').filter(Boolean);
  for (let i = 0; i < want.length; i++) {
    const w = want[i]!;
    if (w === '**') return true;
    const g = got[i];
    if (g === undefined) return false;
    if (w === '*' || w.startsWith(':')) continue;
    if (w !== g) return false;
  }
  return want.length === got.length;
}

export class Faults {
  private readonly list: FaultImpl[] = [];

  /** Every fault ever added (including spent ones). */
  get all(): readonly Fault[] {
    return this.list;
  }

  /**
   * Answer matching requests with 429 (`Retry-After`, `X-RateLimit-*` headers and
   * `{retry_after, global, message}` body). The client waits and retries.
   */
  rateLimit(matcher: RequestMatcher, opts: FaultOptions & { retryAfterMs?: number; global?: boolean; scope?: 'user' | 'global' | 'shared' } = {}): Fault {
    return this.add('429', matcher, { kind: 'rateLimit', retryAfterMs: opts.retryAfterMs ?? 250, global: opts.global ?? false, scope: opts.scope ?? (opts.global ? 'global' : 'user') }, opts);
  }

  /** Answer with a 5xx (default 500). discord.js retries 5xx up to 3 times, immediately. */
  serverError(matcher: RequestMatcher, opts: FaultOptions & { status?: number } = {}): Fault {
    const status = opts.status ?? 500;
    return this.add(String(status), matcher, { kind: 'status', status, body: { message: `${status}: Internal Server Error`, code: 0 }, label: String(status) }, opts);
  }

  /** Answer with any Discord error, e.g. `discordError(m, 403, 50013, 'Missing Permissions')`. */
  discordError(matcher: RequestMatcher, status: number, code: number, message: string, opts: FaultOptions = {}): Fault {
    return this.add(`${status}/${code}`, matcher, { kind: 'status', status, body: { message, code }, label: `${status}/${code}` }, opts);
  }

  /** 403 / 50007 Cannot send messages to this user. */
  cannotMessageUser(matcher: RequestMatcher, opts: FaultOptions = {}): Fault {
    return this.discordError(matcher, 403, 50007, 'Cannot send messages to this user', opts);
  }

  /** 404 / 10008 Unknown Message. */
  unknownMessage(matcher: RequestMatcher, opts: FaultOptions = {}): Fault {
    return this.discordError(matcher, 404, 10008, 'Unknown Message', opts);
  }

  /** 403 / 50013 Missing Permissions. */
  missingPermissions(matcher: RequestMatcher, opts: FaultOptions = {}): Fault {
    return this.discordError(matcher, 403, 50013, 'Missing Permissions', opts);
  }

  /** Hold matching requests for `ms` before handling them normally (or by another fault). */
  delay(matcher: RequestMatcher, ms: number, opts: FaultOptions = {}): Fault {
    return this.add(`delay ${ms}ms`, matcher, { kind: 'delay', ms }, opts);
  }

  /** Stop every fault. */
  clear(): void {
    for (const f of this.list) f.cancel();
  }

  private add(label: string, matcher: RequestMatcher, action: FaultAction, opts: FaultOptions): Fault {
    const f = new FaultImpl(label, matcher, action, opts.times ?? 1);
    this.list.push(f);
    return f;
  }

  /** @internal Consume the faults that apply to a request: total delay, then at most one answering fault. */
  take(req: RequestRecord): { delayMs: number; answer: FaultImpl | null } {
    let delayMs = 0;
    let answer: FaultImpl | null = null;
    for (const f of this.list) {
      if (f.remaining <= 0) continue;
      if (f.action.kind !== 'delay' && answer) continue;
      const m = f.matcher;
      if (m.method && m.method.toUpperCase() !== req.method) continue;
      if (!pathMatches(m.path, req.path)) continue;
      if (m.when && !m.when(req)) continue;
      f.remaining--;
      f.hits++;
      f.requests.push(req);
      if (f.action.kind === 'delay') delayMs += f.action.ms;
      else answer = f;
    }
    return { delayMs, answer };
  }
}
