// Reading a custom position (`options.position`) of any game: JSON, then the game's schema.
// The reasons are for players, so they say where the position went wrong.
import type { z } from 'zod';

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
  return { ok: false, error: `The position is malformed${where}: ${issue?.message ?? 'unexpected value'}.` };
}
