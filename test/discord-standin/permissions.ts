/** Discord permission bits (names as in discord.js PermissionFlagsBits) and the overwrite algorithm. */

export const Permission = {
  CreateInstantInvite: 1n << 0n,
  KickMembers: 1n << 1n,
  BanMembers: 1n << 2n,
  Administrator: 1n << 3n,
  ManageChannels: 1n << 4n,
  ManageGuild: 1n << 5n,
  AddReactions: 1n << 6n,
  ViewAuditLog: 1n << 7n,
  PrioritySpeaker: 1n << 8n,
  Stream: 1n << 9n,
  ViewChannel: 1n << 10n,
  SendMessages: 1n << 11n,
  SendTTSMessages: 1n << 12n,
  ManageMessages: 1n << 13n,
  EmbedLinks: 1n << 14n,
  AttachFiles: 1n << 15n,
  ReadMessageHistory: 1n << 16n,
  MentionEveryone: 1n << 17n,
  UseExternalEmojis: 1n << 18n,
  ViewGuildInsights: 1n << 19n,
  Connect: 1n << 20n,
  Speak: 1n << 21n,
  MuteMembers: 1n << 22n,
  DeafenMembers: 1n << 23n,
  MoveMembers: 1n << 24n,
  UseVAD: 1n << 25n,
  ChangeNickname: 1n << 26n,
  ManageNicknames: 1n << 27n,
  ManageRoles: 1n << 28n,
  ManageWebhooks: 1n << 29n,
  ManageGuildExpressions: 1n << 30n,
  UseApplicationCommands: 1n << 31n,
  RequestToSpeak: 1n << 32n,
  ManageEvents: 1n << 33n,
  ManageThreads: 1n << 34n,
  CreatePublicThreads: 1n << 35n,
  CreatePrivateThreads: 1n << 36n,
  UseExternalStickers: 1n << 37n,
  SendMessagesInThreads: 1n << 38n,
  UseEmbeddedActivities: 1n << 39n,
  ModerateMembers: 1n << 40n,
} as const;

export type PermissionName = keyof typeof Permission;

export const ALL_PERMISSIONS: bigint = Object.values(Permission).reduce((a, b) => a | b, 0n);

export function permissionBits(names: readonly PermissionName[]): bigint {
  return names.reduce((acc, n) => acc | Permission[n], 0n);
}

export function permissionNames(bits: bigint): PermissionName[] {
  return (Object.keys(Permission) as PermissionName[]).filter((n) => (bits & Permission[n]) !== 0n);
}

/** What @everyone may do in a new stand-in guild. */
export const DEFAULT_EVERYONE: bigint = permissionBits([
  'ViewChannel',
  'SendMessages',
  'SendMessagesInThreads',
  'CreatePublicThreads',
  'CreatePrivateThreads',
  'EmbedLinks',
  'AttachFiles',
  'ReadMessageHistory',
  'AddReactions',
  'UseExternalEmojis',
  'UseApplicationCommands',
  'ChangeNickname',
  'CreateInstantInvite',
]);

/** What the bot's managed role adds on top of @everyone. */
export const DEFAULT_BOT_ROLE: bigint = permissionBits([
  'ManageMessages',
  'ManageThreads',
  'MentionEveryone',
  'UseExternalStickers',
]);

export interface Overwrite {
  /** Role id (type 0; the guild id is @everyone) or user id (type 1). */
  id: string;
  type: 0 | 1;
  allow: bigint;
  deny: bigint;
}

/** Discord's permission algorithm: base from roles, then @everyone / role / member overwrites. */
export function computePermissions(args: {
  isOwner: boolean;
  everyoneId: string;
  everyonePerms: bigint;
  memberRoleIds: readonly string[];
  rolePerms: (roleId: string) => bigint;
  userId: string;
  overwrites: readonly Overwrite[] | null;
}): bigint {
  if (args.isOwner) return ALL_PERMISSIONS;
  let perms = args.everyonePerms;
  for (const r of args.memberRoleIds) perms |= args.rolePerms(r);
  if (perms & Permission.Administrator) return ALL_PERMISSIONS;
  if (!args.overwrites) return perms;
  const ev = args.overwrites.find((o) => o.type === 0 && o.id === args.everyoneId);
  if (ev) perms = (perms & ~ev.deny) | ev.allow;
  let allow = 0n;
  let deny = 0n;
  for (const o of args.overwrites) {
    if (o.type === 0 && o.id !== args.everyoneId && args.memberRoleIds.includes(o.id)) {
      allow |= o.allow;
      deny |= o.deny;
    }
  }
  perms = (perms & ~deny) | allow;
  const mine = args.overwrites.find((o) => o.type === 1 && o.id === args.userId);
  if (mine) perms = (perms & ~mine.deny) | mine.allow;
  if (!(perms & Permission.ViewChannel)) return 0n;
  return perms;
}
