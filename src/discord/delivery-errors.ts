// Which delivery failures are worth another try. A body Discord refuses as
// malformed (400 / 50035) is refused again every time: it is a bug in a message
// builder, so it is logged loudly and the row is given up, not retried for hours.
import { DiscordAPIError, RESTJSONErrorCodes } from 'discord.js';
import type { Db } from '../db/client.js';
import type { Logger } from '../log.js';
import type { OutboxRow } from '../matches/outbox.js';

/**
 * discord.js's builders check lengths before sending (with @sapphire/shapeshift);
 * their errors are as deterministic as Discord's 50035. Matched by name, as the
 * project does not depend on that package directly.
 */
const BUILDER_ERRORS = new Set(['CombinedError', 'CombinedPropertyError', 'ExpectedConstraintError', 'ExpectedValidationError', 'ValidationError', 'MissingPropertyError', 'UnknownPropertyError']);

export interface Malformed {
  /** Discord's nested form errors (what was too long, and where), or the builder's message. */
  formErrors: unknown;
}

/** The failure as a malformed message, or null when it may pass another time. */
export function malformed(err: unknown): Malformed | null {
  if (err instanceof DiscordAPIError && err.code === RESTJSONErrorCodes.InvalidFormBodyOrContentType) {
    const raw = err.rawError as { errors?: unknown };
    return { formErrors: raw.errors ?? err.message };
  }
  if (err instanceof Error && BUILDER_ERRORS.has(err.constructor.name)) return { formErrors: err.message };
  return null;
}

/** Log the bug at error level and set the row aside (delivered, with the reason), so it is never tried again. */
export async function giveUpMalformed(db: Db, log: Logger, row: OutboxRow, failure: Malformed): Promise<void> {
  log.error({ outbox: row.id, kind: row.payload.kind, matchId: row.matchId, formErrors: failure.formErrors }, 'Discord refused an outbox message as malformed (50035); not retrying: a message builder made it too big');
  const reason = `refused as malformed (50035): ${JSON.stringify(failure.formErrors)}`.slice(0, 500);
  await db.outbox.update({ where: { id: row.id }, data: { deliveredAt: new Date(), lastError: reason } }).catch(() => undefined);
}
