// What the discord.js client keeps in memory. By default it keeps 200
// messages per channel, every member and user it ever saw, emojis, stickers,
// and each match's thread for as long as the thread lives. This bot reads
// everything it needs from its own database and Discord's REST API, so it
// keeps almost nothing: a bot on a 512 MB board must not grow with every
// match. (Guilds, their channels and roles are left alone: discord.js
// needs them, and they grow with servers, not with matches.)
import {
  ApplicationCommandManager,
  ApplicationEmojiManager,
  AutoModerationRuleManager,
  BaseGuildEmojiManager,
  Collection,
  EntitlementManager,
  GuildBanManager,
  GuildEmojiManager,
  GuildInviteManager,
  GuildMemberManager,
  GuildScheduledEventManager,
  GuildStickerManager,
  LimitedCollection,
  MessageManager,
  PresenceManager,
  ReactionManager,
  ReactionUserManager,
  StageInstanceManager,
  ThreadMemberManager,
  UserManager,
  VoiceStateManager,
  type CacheFactory,
  type LimitedCollectionOptions,
  type SweeperOptions,
} from 'discord.js';

/** The bot's own user and member: permission checks read them. */
const isSelf = (entry: { id: string; client: { user: { id: string } | null } }) => entry.id === entry.client.user?.id;

// discord.js types every cache as Collection<string, any>.
type Limit = number | LimitedCollectionOptions<string, any>;

/**
 * Keyed by the manager classes themselves, not by their names as discord.js's
 * Options.cacheWithLimits is: the bundle npm start runs renames classes
 * (`UserManager2`, `class _MessageManager`), and by name none of these limits
 * applied there: every message the bot posted stayed cached for good.
 */
export const CACHE_LIMITS = new Map<Function, Limit>([
  // Nothing reads message history; replies and edits go by id over REST.
  [MessageManager, 0],
  [ReactionManager, 0],
  [ReactionUserManager, 0],
  // Players are named from user ids; a few hundred recent ones save a REST call each.
  [UserManager, { maxSize: 200, keepOverLimit: isSelf }],
  [GuildMemberManager, { maxSize: 0, keepOverLimit: isSelf }],
  [ThreadMemberManager, 0],
  [PresenceManager, 0],
  [VoiceStateManager, 0],
  [GuildEmojiManager, 0],
  [BaseGuildEmojiManager, 0],
  [ApplicationEmojiManager, 0],
  [GuildStickerManager, 0],
  [GuildScheduledEventManager, 0],
  [StageInstanceManager, 0],
  [GuildInviteManager, 0],
  [GuildBanManager, 0],
  [AutoModerationRuleManager, 0],
  [ApplicationCommandManager, 0],
  [EntitlementManager, 0],
]);

/** As discord.js looks a setting up: the manager type it caches for (MessageManager for a channel's messages), else the manager's own class. */
export const makeCache: CacheFactory = (managerType, _holds, manager) => {
  const limit = CACHE_LIMITS.get(managerType) ?? CACHE_LIMITS.get(manager);
  if (limit === undefined) return new Collection();
  return new LimitedCollection<string, any>(typeof limit === 'number' ? { maxSize: limit } : limit);
};

export const sweepers: SweeperOptions = {
  // A match's thread is cached from its creation on; the bot fetches it again
  // by id when it next posts there, so every thread may go at the next sweep.
  threads: { interval: 60, filter: () => () => true },
};

/**
 * The REST client keeps a queue and a rate-limit bucket per route, and every
 * interaction has routes of its own (its token is in the path): by default
 * they are swept after an hour and a day. A queue with nothing waiting goes
 * at the next sweep, every 30 s here: a busy bot would otherwise hold one per
 * interaction of the last few minutes.
 */
export const restSweeps = {
  handlerSweepInterval: 30_000,
  hashSweepInterval: 5 * 60_000,
  hashLifetime: 10 * 60_000,
};
