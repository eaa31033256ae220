/** Discord-shaped REST errors. */
import type { JsonObject } from './types.js';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    readonly errors?: JsonObject,
  ) {
    super(message);
  }
  body(): JsonObject {
    return { message: this.message, code: this.code, ...(this.errors ? { errors: this.errors } : {}) };
  }
}

export const Errors = {
  unknownChannel: () => new ApiError(404, 10003, 'Unknown Channel'),
  unknownGuild: () => new ApiError(404, 10004, 'Unknown Guild'),
  unknownMember: () => new ApiError(404, 10007, 'Unknown Member'),
  unknownMessage: () => new ApiError(404, 10008, 'Unknown Message'),
  unknownUser: () => new ApiError(404, 10013, 'Unknown User'),
  unknownWebhook: () => new ApiError(404, 10015, 'Unknown Webhook'),
  unknownApplication: () => new ApiError(404, 10002, 'Unknown Application'),
  unknownCommand: () => new ApiError(404, 10063, 'Unknown application command'),
  unknownInteraction: () => new ApiError(404, 10062, 'Unknown interaction'),
  alreadyAcknowledged: () => new ApiError(400, 40060, 'Interaction has already been acknowledged.'),
  missingAccess: () => new ApiError(403, 50001, 'Missing Access'),
  missingPermissions: () => new ApiError(403, 50013, 'Missing Permissions'),
  cannotEditOthers: () => new ApiError(403, 50005, 'Cannot edit a message authored by another user'),
  cannotMessageUser: () => new ApiError(403, 50007, 'Cannot send messages to this user'),
  emptyMessage: () => new ApiError(400, 50006, 'Cannot send an empty message'),
  wrongChannelType: () => new ApiError(400, 50024, 'Cannot execute action on this channel type'),
  threadArchived: () => new ApiError(400, 50083, 'Thread is archived'),
  threadAlreadyCreated: () => new ApiError(400, 160004, 'A thread has already been created for this message'),
  notFound: () => new ApiError(404, 0, '404: Not Found'),
  methodNotAllowed: () => new ApiError(405, 0, '405: Method Not Allowed'),
  unauthorized: () => new ApiError(401, 0, '401: Unauthorized'),
  /** 400 / 50035 with Discord's nested `errors` object; `path` like ['components', 0, 'components', 1, 'custom_id']. */
  invalidForm: (issues: { path: (string | number)[]; code: string; message: string }[]) => {
    const errors: JsonObject = {};
    for (const issue of issues) {
      let node: JsonObject = errors;
      for (const key of issue.path) node = node[String(key)] ??= {};
      (node._errors ??= []).push({ code: issue.code, message: issue.message });
    }
    return new ApiError(400, 50035, 'Invalid Form Body', errors);
  },
};

export interface FormIssue {
  path: (string | number)[];
  code: string;
  message: string;
}
