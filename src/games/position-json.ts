// Reading a custom position (`options.position`) of any game: JSON, then the game's schema.
// The reasons are for players, so they say where the position went wrong.
import type { z } from 'zod';

/**
 * A6 (GM-R35 for Gog & Magog, the same for every game): a position is given whenever
 * the option is text, "" and blanks included, and is then read (so refused when
 * malformed); only a missing or null option means a normal game.
 */
export const positionGiven = (position: string | null | undefined): position is string => typeof position === 'string';

/** The position's members as `schema` reads them, or why they cannot be read ("" included). */
export function readPositionJson<T>(text: string, schema: z.ZodType<T>): { ok: true; value: T } | { ok: false; error: string } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, error: 'The position is not valid JSON.' };
  }
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
  return { ok: false, error: `The position is malformed${where}: not the expected shape (${issue?.message ?? 'unexpected value'}).` };
}
