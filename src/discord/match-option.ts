// The optional `match` option shared by /move, /board, /resign, /record:
// parsed with zod, autocompleted from the caller's active matches.
import type { AutocompleteInteraction, ChatInputCommandInteraction, SlashCommandIntegerOption } from 'discord.js';
import { z } from 'zod';
import { engineFor } from '../games/index.js';
import type { BotContext } from './context.js';
import type { MatchSnapshot } from '../matches/types.js';
import { tell } from './replies.js';

const matchIdSchema = z.number().int().positive().max(2_000_000_000).optional();

export function addMatchOption(o: SlashCommandIntegerOption): SlashCommandIntegerOption {
  return o.setName('match').setDescription('Match number (optional when you have one match in this channel)').setAutocomplete(true).setMinValue(1);
}

export function matchIdOf(interaction: ChatInputCommandInteraction): number | undefined | null {
  const parsed = matchIdSchema.safeParse(interaction.options.getInteger('match') ?? undefined);
  return parsed.success ? parsed.data : null;
}

/** Choices: the caller's active matches, theirs-to-move first (no match's state is read for it). */
export async function completeMatch(ctx: BotContext, interaction: AutocompleteInteraction): Promise<void> {
  const typed = String(interaction.options.getFocused() ?? '').replace(/^#/, '');
  const mine = await ctx.service.activeMatches(interaction.user.id);
  const choices = mine
    .map((m) => {
      const engine = engineFor(m.game)!;
      const yourTurn = m.waitingFor.includes(interaction.user.id);
      const here = m.channelId === interaction.channelId || m.threadId === interaction.channelId;
      return { m, engine, yourTurn, here };
    })
    .filter(({ m }) => String(m.id).startsWith(typed))
    .sort((a, b) => Number(b.yourTurn) - Number(a.yourTurn) || Number(b.here) - Number(a.here) || b.m.id - a.m.id)
    .slice(0, 25)
    .map(({ m, engine, yourTurn }) => ({
      name: `#${m.id} ${engine.name}${yourTurn ? ' — your move' : ''}`.slice(0, 100),
      value: m.id,
    }));
  await interaction.respond(choices);
}

/**
 * The match a command means (the `match` option, else the caller's only one
 * here), or null after telling the caller why there is none.
 */
export async function matchFromOptions(
  ctx: BotContext,
  interaction: ChatInputCommandInteraction,
  opts: { orLatestFinished?: boolean } = {},
): Promise<MatchSnapshot | null> {
  const matchId = matchIdOf(interaction);
  if (matchId === null) {
    await tell(interaction, 'That is not a match number.');
    return null;
  }
  const found = await ctx.service.resolveMatch(interaction.user.id, interaction.channelId, matchId, opts);
  if (!found.ok) {
    await tell(interaction, found.error);
    return null;
  }
  return found.match;
}
