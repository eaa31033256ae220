// Every component's custom id is typed: kind, the match or challenge id, the
// version it was drawn for, and (for the click-to-play picker) a page or group
// number. Parsed with zod; nothing lives in memory, so a button works after a
// restart and a stale one is recognised.
import { z } from 'zod';

/** Each kind and how many numeric arguments it carries after the version. */
const ARITY = {
  accept: 0,
  decline: 0,
  cancel: 0,
  legal: 0,
  resign: 0,
  'resign-yes': 0,
  'draw-yes': 0,
  'draw-no': 0,
  claim: 0,
  abort: 0,
  rematch: 0,
  // The picker: `play` opens it from a board post (version = that post's);
  // the rest carry the exact version their choices were listed for.
  play: 0,
  'pick-groups': 1, // button: page of groups
  'pick-group': 1, // select of groups on a page; values are group numbers
  'pick-actions': 2, // button: group, page of its actions
  'pick-action': 1, // select of a group's actions; values are their notation
  // Lessons (src/discord/lesson.ts): the id is a game's or a level's number, or a
  // lesson run's id with the version its message was drawn for.
  'learn-menu': 0, // button: a game's lessons (id = game number)
  'learn-level': 0, // select of the menu's levels (id = game number); values are level numbers
  'learn-start': 0, // button: a level from its start (id = level number)
  'learn-show': 0, // button: a run as it stands
  'learn-hint': 1, // button: the run's level's hint number n
  'learn-groups': 1, // the picker inside a lesson, as pick-groups … pick-action
  'learn-group': 1,
  'learn-actions': 2,
  'learn-action': 1,
  'learn-ai': 0, // button: a real game against the AI (easy) (id = game number)
  // Tournaments (src/discord/tournament-messages.ts): the id is the tournament's, the version its sign-up post was drawn for.
  't-join': 0,
  't-leave': 0,
} as const;

export type ButtonKind = keyof typeof ARITY;
export const BUTTON_KINDS = Object.keys(ARITY) as ButtonKind[];

const digits = z.string().regex(/^\d{1,9}$/).transform(Number);

export interface ButtonId {
  kind: ButtonKind;
  /** Challenge id for accept/decline/cancel, match id otherwise. */
  id: number;
  version: number;
  /** Page or group numbers, as many as the kind's arity. */
  args?: number[];
}

const idSchema = z
  .string()
  .max(100)
  .transform((s) => s.split(':'))
  .pipe(z.tuple([z.literal('g1'), z.enum(BUTTON_KINDS as [ButtonKind, ...ButtonKind[]]), digits, digits], digits))
  .refine(([, kind, , , ...args]) => args.length === ARITY[kind])
  .transform(([, kind, id, version, ...args]): ButtonId => (args.length ? { kind, id, version, args } : { kind, id, version }));

export function buttonId(b: ButtonId): string {
  const args = (b.args ?? []).slice(0, ARITY[b.kind]);
  return ['g1', b.kind, b.id, b.version, ...args].join(':');
}

export function parseButtonId(raw: string): ButtonId | null {
  const parsed = idSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

export const arityOf = (kind: ButtonKind): number => ARITY[kind];
