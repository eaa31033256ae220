/** REST: gateway discovery, users, guilds, members, the application and its commands. */
import { Errors, type FormIssue } from './errors.js';
import { json, noContent, type RestRequest, type Router } from './http.js';
import type { InteractionRegistry } from './interactions.js';
import { snowflake } from './snowflake.js';
import type { JsonObject } from './types.js';
import { normalizeCommand } from './validate.js';
import type { World } from './world.js';

export interface RouteContext {
  world: World;
  interactions: InteractionRegistry;
  gatewayUrl: string;
  /** Callbacks arriving later than this after dispatch get 404 / 10062 Unknown interaction. */
  interactionDeadlineMs: number;
}

export function coreRoutes(r: Router, ctx: RouteContext): void {
  const { world } = ctx;

  const guildOf = (req: RestRequest) => {
    const g = world.guild(req.params.guild!);
    if (!g || !world.member(g.id, world.bot.id)) throw Errors.unknownGuild();
    return g;
  };

  // ---- gateway discovery
  r.add('GET', '/gateway', () => json({ url: ctx.gatewayUrl }));
  r.add('GET', '/gateway/bot', () =>
    json({ url: ctx.gatewayUrl, shards: 1, session_start_limit: { total: 1000, remaining: 999, reset_after: 86_400_000, max_concurrency: 1 } }),
  );

  // ---- users
  r.add('GET', '/users/@me', () => json({ ...world.userJSON(world.bot), verified: true, mfa_enabled: false, locale: 'en-US', email: null }));
  r.add('GET', '/users/:user', (req) => {
    const u = world.user(req.params.user!);
    if (!u) throw Errors.unknownUser();
    return json(world.userJSON(u));
  });

  // ---- guilds & members
  r.add('GET', '/guilds/:guild', (req) => {
    const g = guildOf(req);
    const counts = req.query.get('with_counts') === 'true' ? { approximate_member_count: world.guildMembers(g.id).length, approximate_presence_count: 0 } : {};
    return json({ ...world.guildJSON(g), ...counts });
  });
  r.add('GET', '/guilds/:guild/channels', (req) => {
    const g = guildOf(req);
    return json(world.guildChannels(g.id).filter((c) => !world.isThread(c)).map((c) => world.channelJSON(c)));
  });
  r.add('GET', '/guilds/:guild/roles', (req) => json(world.guildRoles(guildOf(req).id).map((x) => world.roleJSON(x))));
  r.add('GET', '/guilds/:guild/members', (req) => {
    const g = guildOf(req);
    const limit = Math.min(Number(req.query.get('limit') ?? 1), 1000);
    const after = BigInt(req.query.get('after') ?? '0');
    const list = world
      .guildMembers(g.id)
      .filter((m) => BigInt(m.userId) > after)
      .sort((a, b) => (BigInt(a.userId) < BigInt(b.userId) ? -1 : 1))
      .slice(0, limit);
    return json(list.map((m) => world.memberJSON(m, true)));
  });
  r.add('GET', '/guilds/:guild/members/search', (req) => {
    const g = guildOf(req);
    const q = (req.query.get('query') ?? '').toLowerCase();
    const limit = Number(req.query.get('limit') ?? 1);
    const list = world.guildMembers(g.id).filter((m) => {
      const u = world.mustUser(m.userId);
      return u.username.toLowerCase().startsWith(q) || (m.nick ?? '').toLowerCase().startsWith(q);
    });
    return json(list.slice(0, limit).map((m) => world.memberJSON(m, true)));
  });
  r.add('GET', '/guilds/:guild/members/:user', (req) => {
    const g = guildOf(req);
    const id = req.params.user === '@me' ? world.bot.id : req.params.user!;
    const m = world.member(g.id, id);
    if (!m) throw Errors.unknownMember();
    return json(world.memberJSON(m, true));
  });

  // ---- application
  const application = (): JsonObject => ({
    id: world.applicationId,
    name: world.applicationName,
    icon: null,
    description: '',
    summary: '',
    type: null,
    bot_public: true,
    bot_require_code_grant: false,
    verify_key: '0'.repeat(64),
    flags: 0,
    team: null,
    owner: world.userJSON(world.bot),
    bot: world.userJSON(world.bot),
    approximate_guild_count: world.guilds.size,
    integration_types_config: { '0': {} },
  });
  r.add('GET', '/applications/@me', () => json(application()));
  r.add('GET', '/oauth2/applications/@me', () => json(application()));

  // ---- application commands (global and per guild)
  const scopeOf = (req: RestRequest): string => {
    if (req.params.app !== world.applicationId) throw Errors.unknownApplication();
    if (req.params.guild) return guildOf(req).id;
    return 'global';
  };
  const toRecord = (raw: JsonObject, scope: string, existing: JsonObject | undefined): JsonObject => ({
    id: existing?.id ?? snowflake(),
    application_id: world.applicationId,
    version: snowflake(),
    type: raw.type ?? 1,
    name: raw.name,
    name_localizations: raw.name_localizations ?? null,
    description: raw.description ?? '',
    description_localizations: raw.description_localizations ?? null,
    ...(Array.isArray(raw.options) && raw.options.length ? { options: raw.options } : {}),
    default_member_permissions: raw.default_member_permissions ?? null,
    dm_permission: raw.dm_permission ?? true,
    contexts: raw.contexts ?? null,
    integration_types: raw.integration_types ?? [0],
    nsfw: raw.nsfw ?? false,
    ...(scope !== 'global' ? { guild_id: scope } : {}),
  });
  const sameCommand = (a: JsonObject, b: JsonObject): boolean => a.name === b.name && (a.type ?? 1) === (b.type ?? 1);

  for (const base of ['/applications/:app/commands', '/applications/:app/guilds/:guild/commands']) {
    r.add('GET', base, (req) => json(world.commands.get(scopeOf(req)) ?? []));
    r.add('PUT', base, (req) => {
      const scope = scopeOf(req);
      if (!Array.isArray(req.body)) throw Errors.invalidForm([{ path: [], code: 'BASE_TYPE_ARRAY', message: 'Must be an array.' }]);
      const list: JsonObject[] = req.body;
      const issues: FormIssue[] = [];
      list.forEach((c, i) => normalizeCommand(c, i, issues));
      list.forEach((c, i) => {
        if (list.findIndex((d) => sameCommand(c, d)) !== i) issues.push({ path: [i, 'name'], code: 'APPLICATION_COMMANDS_DUPLICATE_NAME', message: `Application command names must be unique: ${c.name}` });
      });
      if (issues.length) throw Errors.invalidForm(issues);
      const old = world.commands.get(scope) ?? [];
      const next = list.map((c) => toRecord(c, scope, old.find((o) => sameCommand(o, c))));
      world.commands.set(scope, next);
      world.changed();
      return json(next);
    });
    r.add('POST', base, (req) => {
      const scope = scopeOf(req);
      const issues: FormIssue[] = [];
      normalizeCommand(req.body, null, issues);
      if (issues.length) throw Errors.invalidForm(issues);
      const list = world.commands.get(scope) ?? [];
      const existing = list.find((o) => sameCommand(o, req.body));
      const rec = toRecord(req.body, scope, existing);
      world.commands.set(scope, existing ? list.map((o) => (o === existing ? rec : o)) : [...list, rec]);
      world.changed();
      return json(rec, existing ? 200 : 201);
    });
    r.add('GET', `${base}/:command`, (req) => {
      const found = (world.commands.get(scopeOf(req)) ?? []).find((c) => c.id === req.params.command);
      if (!found) throw Errors.unknownCommand();
      return json(found);
    });
    r.add('PATCH', `${base}/:command`, (req) => {
      const scope = scopeOf(req);
      const list = world.commands.get(scope) ?? [];
      const found = list.find((c) => c.id === req.params.command);
      if (!found) throw Errors.unknownCommand();
      const merged = { ...found, ...req.body };
      const issues: FormIssue[] = [];
      normalizeCommand(merged, null, issues);
      if (issues.length) throw Errors.invalidForm(issues);
      const rec = toRecord(merged, scope, found);
      world.commands.set(scope, list.map((c) => (c === found ? rec : c)));
      world.changed();
      return json(rec);
    });
    r.add('DELETE', `${base}/:command`, (req) => {
      const scope = scopeOf(req);
      const list = world.commands.get(scope) ?? [];
      if (!list.some((c) => c.id === req.params.command)) throw Errors.unknownCommand();
      world.commands.set(scope, list.filter((c) => c.id !== req.params.command));
      world.changed();
      return noContent();
    });
  }
}
