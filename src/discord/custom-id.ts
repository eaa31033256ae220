// Every button's custom id is typed: kind, the match or challenge id, and the
// state version it was drawn for. Parsed with zod; nothing lives in memory, so
// a button works after a restart and a stale one is recognised.
import { z } from 'zod';

export const BUTTON_KINDS = ['accept', 'decline', 'cancel', 'legal', 'resign', 'resign-yes', 'draw-yes', 'draw-no', 'claim', 'abort', 'rematch'] as const;
export type ButtonKind = (typeof BUTTON_KINDS)[number];

const digits = z.string().regex(/^\d{1,9}$/).transform(Number);
const idSchema = z
  .string()
  .max(100)
  .transform((s) => s.split(':'))
  .pipe(z.tuple([z.literal('g1'), z.enum(BUTTON_KINDS), digits, digits]))
  .transform(([, kind, id, version]) => ({ kind, id, version }));

export interface ButtonId {
  kind: ButtonKind;
  /** Challenge id for accept/decline/cancel, match id otherwise. */
  id: number;
  version: number;
}

export function buttonId(b: ButtonId): string {
  return `g1:${b.kind}:${b.id}:${b.version}`;
}

export function parseButtonId(raw: string): ButtonId | null {
  const parsed = idSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}
