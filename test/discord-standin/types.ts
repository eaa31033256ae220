/** Records of the stand-in's world and the read-only views handed to tests. */
import type { Overwrite } from './permissions.js';

/** Loose JSON object (request bodies, embeds, components as the bot sent them). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;
export type JsonObject = Record<string, Json>;

/** Anything with an id: a record, a view, or the id itself. */
export type Ref = string | { readonly id: string };
export const refId = (r: Ref): string => (typeof r === 'string' ? r : r.id);

export const ChannelType = {
  GuildText: 0,
  DM: 1,
  GuildAnnouncement: 5,
  PublicThread: 11,
  PrivateThread: 12,
} as const;

export const MessageFlag = {
  Crossposted: 1 << 0,
  SuppressEmbeds: 1 << 2,
  HasThread: 1 << 5,
  Ephemeral: 1 << 6,
  Loading: 1 << 7,
  SuppressNotifications: 1 << 12,
  IsComponentsV2: 1 << 15,
} as const;

export interface UserRecord {
  readonly id: string;
  username: string;
  globalName: string | null;
  bot: boolean;
  /** false: the bot's messages to this user's DM channel fail with 403 / 50007. */
  dmsOpen: boolean;
}

export interface RoleRecord {
  readonly id: string;
  readonly guildId: string;
  name: string;
  permissions: bigint;
  position: number;
  color: number;
  managed: boolean;
}

export interface MemberRecord {
  readonly guildId: string;
  readonly userId: string;
  nick: string | null;
  roleIds: string[];
  joinedAt: number;
}

export interface GuildRecord {
  readonly id: string;
  name: string;
  ownerId: string;
  createdAt: number;
}

export interface ChannelRecord {
  readonly id: string;
  /** 0 text, 1 DM, 5 announcement, 11 public thread, 12 private thread. */
  type: number;
  guildId: string | null;
  name: string | null;
  topic: string | null;
  position: number;
  /** For threads: the text channel they hang off. */
  parentId: string | null;
  overwrites: Overwrite[];
  /** DM channels: the (one) human recipient. */
  recipientId: string | null;
  /** Threads: creator, state, members. */
  ownerId: string | null;
  archived: boolean;
  locked: boolean;
  invitable: boolean;
  autoArchiveDuration: number;
  memberIds: Set<string>;
  /** Thread created from this message (its id equals the thread id). */
  starterMessageId: string | null;
  createdAt: number;
  lastMessageId: string | null;
  messageCount: number;
  deleted: boolean;
}

export interface StoredAttachment {
  readonly id: string;
  filename: string;
  contentType: string | null;
  size: number;
  data: Buffer;
  width: number | null;
  height: number | null;
  description: string | null;
  url: string;
}

export interface StoredMessage {
  readonly id: string;
  readonly channelId: string;
  readonly guildId: string | null;
  readonly authorId: string;
  type: number;
  content: string;
  embeds: JsonObject[];
  components: JsonObject[];
  attachments: StoredAttachment[];
  flags: number;
  tts: boolean;
  createdAt: number;
  editedAt: number | null;
  deleted: boolean;
  /** Ephemeral messages are seen only by this user. */
  visibleTo: string | null;
  /** Set when an interaction response or follow-up created it. */
  interaction: { id: string; type: number; userId: string; name: string | null } | null;
  webhookId: string | null;
  referenceMessageId: string | null;
  threadId: string | null;
  nonce: string | null;
  reactions: Map<string, Set<string>>;
  mentionUserIds: string[];
  /** Pinned in its channel (PUT /channels/:id/messages/pins/:mid). */
  pinned: boolean;
}

// ---------------------------------------------------------------- views for tests

export interface AttachmentView {
  id: string;
  filename: string;
  contentType: string | null;
  size: number;
  /** The uploaded bytes (e.g. a PNG). */
  data: Buffer;
  width: number | null;
  height: number | null;
  description: string | null;
  url: string;
}

export interface ButtonView {
  customId: string | null;
  label: string | null;
  style: number;
  disabled: boolean;
  url: string | null;
  emoji: JsonObject | null;
}

export interface SelectView {
  customId: string;
  /** 3 string, 5 user, 6 role, 7 mentionable, 8 channel. */
  type: number;
  placeholder: string | null;
  options: { label: string; value: string; description?: string; default?: boolean }[];
  disabled: boolean;
  minValues: number;
  maxValues: number;
}

/** A snapshot of one message, taken when you asked for it. */
export interface MessageView {
  id: string;
  channelId: string;
  guildId: string | null;
  author: { id: string; username: string; bot: boolean };
  content: string;
  embeds: JsonObject[];
  /** Raw component tree as the bot sent it. */
  components: JsonObject[];
  /** Every button in the tree, flattened. */
  buttons: ButtonView[];
  /** Every select menu in the tree, flattened. */
  selects: SelectView[];
  attachments: AttachmentView[];
  flags: number;
  ephemeral: boolean;
  /** A deferred reply that has not been edited yet ("Bot is thinking..."). */
  loading: boolean;
  edited: boolean;
  editedAt: number | null;
  createdAt: number;
  deleted: boolean;
  /** The interaction that produced it (response or follow-up), if any. */
  interactionId: string | null;
  referenceMessageId: string | null;
  /** Thread started from this message. */
  threadId: string | null;
  reactions: Record<string, string[]>;
  pinned: boolean;
}

export interface Choice {
  name: string;
  value: string | number;
  name_localizations?: Record<string, string> | null;
}

/** One REST call the bot made. */
export interface RequestRecord {
  seq: number;
  method: string;
  /** Decoded path after `/api/v10`, e.g. `/webhooks/1/tok/messages/@original`. */
  path: string;
  /** Raw query string without `?` ('' if none). */
  query: string;
  /** The route pattern that handled it, e.g. `POST /channels/:channel/messages`; null if unknown. */
  route: string | null;
  /** HTTP status returned (0 while in flight). */
  status: number;
  /** Date.now() when the request arrived. */
  at: number;
  /** Time until the response was written (includes injected delays). */
  durationMs: number;
  /** Parsed JSON body (payload_json for multipart), or null. */
  body: Json;
  /** Uploaded files (multipart). */
  files: { name: string; filename: string; contentType: string; size: number }[];
  /** Which injected fault answered it, if any. */
  fault: string | null;
  /** true when no route matched (404 / 405): something the stand-in does not implement. */
  unhandled: boolean;
  /** Discord error code in the response body, if an error was returned. */
  errorCode: number | null;
  authorization: string | null;
  /** Set when a stand-in handler crashed (500): a bug in the stand-in, not the bot. */
  internalError: string | null;
}
