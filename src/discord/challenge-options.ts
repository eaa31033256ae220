// `/challenge <game>` built from the engines' own option declarations: the
// subcommand definition, the zod schema its values are read with, and the
// words /rules shows. Nothing here knows any particular game.
import { SlashCommandBuilder, type SlashCommandSubcommandBuilder } from 'discord.js';
import { z } from 'zod';
import type { AnyEngine, ChallengeOption, Seat } from '../games/engine.js';
import { DAYS_PER_MOVE, DEFAULT_DAYS_PER_MOVE } from '../matches/clock.js';
import { AI_LEVELS, type AiLevel } from '../ai/index.js';
import { plural } from '../games/plural.js';

/** Options every game's subcommand has after its own; engines must not reuse these names. */
export const COMMON_OPTION_NAMES = ['days', 'weekends_free', 'level'] as const;

/** `opponent`, `opponent2`, … one per seat besides the challenger's; those the game cannot do without are required. */
export function opponentSlots(engine: AnyEngine): { name: string; required: boolean }[] {
  return Array.from({ length: engine.players.max - 1 }, (_, i) => ({
    name: i === 0 ? 'opponent' : `opponent${i + 1}`,
    required: i < engine.players.min - 1,
  }));
}

const ORDINAL = ['An', 'A second', 'A third', 'A fourth', 'A fifth', 'A sixth', 'A seventh'];
const DAY_CHOICES = [...DAYS_PER_MOVE.map((d) => ({ name: plural(d, 'day'), value: String(d) })), { name: 'no clock', value: 'none' }];

function addGameOption(sub: SlashCommandSubcommandBuilder, d: ChallengeOption): void {
  switch (d.type) {
    case 'boolean':
      sub.addBooleanOption((o) => o.setName(d.name).setDescription(d.description));
      return;
    case 'integer':
      sub.addIntegerOption((o) => o.setName(d.name).setDescription(d.description).setMinValue(d.min).setMaxValue(d.max));
      return;
    case 'text':
      sub.addStringOption((o) => o.setName(d.name).setDescription(d.description).setMaxLength(d.maxLength));
      return;
    case 'seat':
      sub.addStringOption((o) => o.setName(d.name).setDescription(d.description).addChoices(...d.choices.map((c) => ({ name: c.label, value: c.value }))));
      return;
    case 'choice': {
      // Numbers stay numbers on the wire, so the engine gets 13, not "13".
      const numeric = d.choices.every((c) => typeof c.value === 'number');
      if (numeric) sub.addIntegerOption((o) => o.setName(d.name).setDescription(d.description).addChoices(...d.choices.map((c) => ({ name: c.label, value: Number(c.value) }))));
      else sub.addStringOption((o) => o.setName(d.name).setDescription(d.description).addChoices(...d.choices.map((c) => ({ name: c.label, value: String(c.value) }))));
      return;
    }
  }
}

/**
 * The game's own options on another command built from the same declarations
 * (/tournament create), without the seat option: there the pairing seats the players.
 */
export function addGameOptions(sub: SlashCommandSubcommandBuilder, engine: AnyEngine): void {
  for (const d of engine.challengeOptions) if (d.type !== 'seat') addGameOption(sub, d);
}

/** The subcommand `/challenge <engine.id>`: opponents, then the game's options, then the common ones. */
export function challengeSubcommand(sub: SlashCommandSubcommandBuilder, engine: AnyEngine): SlashCommandSubcommandBuilder {
  const { min, max } = engine.players;
  sub.setName(engine.id).setDescription(`Challenge someone to ${engine.name} (${min === max ? min : `${min}–${max}`} players)`);
  opponentSlots(engine).forEach((slot, i) =>
    sub.addUserOption((o) => o.setName(slot.name).setDescription(i === 0 ? 'Who you want to play' : `${ORDINAL[i] ?? 'Another'} opponent`).setRequired(slot.required)),
  );
  for (const d of engine.challengeOptions) addGameOption(sub, d);
  sub.addStringOption((o) => o.setName('days').setDescription(`Days per move (default ${DEFAULT_DAYS_PER_MOVE})`).addChoices(...DAY_CHOICES));
  sub.addBooleanOption((o) => o.setName('weekends_free').setDescription('Do not count Saturdays and Sundays (UTC) against the clock'));
  sub.addStringOption((o) =>
    o.setName('level').setDescription('When you challenge me: how well I play (default normal)').addChoices(...AI_LEVELS.map((l) => ({ name: l, value: l }))),
  );
  return sub;
}

/** The whole /challenge definition: one subcommand per game. */
export function challengeCommandData(engines: readonly AnyEngine[]) {
  const builder = new SlashCommandBuilder().setName('challenge').setDescription('Challenge someone to a game').setDMPermission(false);
  for (const engine of engines) builder.addSubcommand((sub) => challengeSubcommand(sub, engine));
  return builder.toJSON();
}

function valueSchema(d: ChallengeOption): z.ZodType {
  switch (d.type) {
    case 'boolean':
      return z.boolean();
    case 'integer':
      return z.number().int().min(d.min).max(d.max);
    case 'text':
      return z.string().max(d.maxLength);
    case 'seat':
      return z.enum(d.choices.map((c) => c.value) as [string, ...string[]]);
    case 'choice':
      return z.literal(d.choices.map((c) => c.value) as [string | number, ...(string | number)[]]);
  }
}

/** The schema a subcommand's raw option values (by slash option name) are read with. */
export function challengeSchema(engine: AnyEngine) {
  return z.object({
    ...Object.fromEntries(engine.challengeOptions.map((d) => [d.name, valueSchema(d).optional()])),
    days: z.enum(DAY_CHOICES.map((c) => c.value) as [string, ...string[]]).default(String(DEFAULT_DAYS_PER_MOVE)),
    weekends_free: z.boolean().default(false),
    level: z.enum(AI_LEVELS as [AiLevel, ...AiLevel[]]).default('normal'),
  });
}

export interface ChallengeSettings {
  options: Record<string, unknown>;
  challengerSeat: Seat | undefined;
  daysPerMove: number | null;
  pauseWeekends: boolean;
  /** How well the bot's AI plays, should it be one of the opponents. */
  aiLevel: AiLevel;
}

/**
 * Reads a subcommand's raw values (by slash option name) into the engine's options and the challenger's
 * seat. An option left out is left out of the engine's options too, so the
 * engine's own default applies (a test keeps the declared defaults equal to it).
 */
export function readChallenge(engine: AnyEngine, valueOf: (name: string) => unknown): { ok: true; settings: ChallengeSettings } | { ok: false; error: string } {
  const names = [...engine.challengeOptions.map((d) => d.name), ...COMMON_OPTION_NAMES];
  const parsed = challengeSchema(engine).safeParse(Object.fromEntries(names.map((name) => [name, valueOf(name) ?? undefined])));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, error: `I could not read \`${String(issue?.path[0] ?? 'the options')}\`: ${issue?.message}` };
  }
  const values = parsed.data as Record<string, unknown>;
  const options: Record<string, unknown> = {};
  let challengerSeat: Seat | undefined;
  for (const d of engine.challengeOptions) {
    const value = values[d.name];
    if (d.type === 'seat') challengerSeat = d.choices.find((c) => c.value === (value ?? d.default))?.seat ?? undefined;
    else if (value !== undefined) options[d.option] = value;
  }
  const days = values.days as string;
  return {
    ok: true,
    settings: {
      options,
      challengerSeat,
      daysPerMove: days === 'none' ? null : Number(days),
      pauseWeekends: values.weekends_free as boolean,
      aiLevel: values.level as AiLevel,
    },
  };
}

/** The game's options in words, for /rules: `colour` — The colour you play (…): White, Black, Random. */
export function describeChallengeOptions(engine: AnyEngine): string {
  return engine.challengeOptions
    .map((d) => {
      const choices = d.type === 'seat' || d.type === 'choice' ? `: ${d.choices.map((c) => c.label).join(', ')}` : '';
      return `\`${d.name}\` — ${d.description}${choices}`;
    })
    .join('\n');
}
