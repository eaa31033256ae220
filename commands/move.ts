import { SlashCommandBuilder } from 'discord.js';
import { z } from 'zod';
import type { Command } from '../src/discord/command.js';
import { addMatchOption, completeMatch, matchFromOptions, matchIdOf } from '../src/discord/match-option.js';
import { deferEphemeral, examples, replyTarget, tell } from '../src/discord/replies.js';
import { textChoices } from '../src/discord/choices.js';
import { actor } from '../src/discord/actor.js';
import { LIMITS } from '../src/matches/limits.js';

const actionText = z.string().trim().min(1, 'Type a move, e.g. `b6`.').max(LIMITS.autocomplete.value, 'That move is too long.');

export const move: Command = {
  data: new SlashCommandBuilder()
    .setName('move')
    .setDescription('Make your move')
    .addStringOption((o) => o.setName('action').setDescription('Your move in notation; start typing to see the legal ones').setRequired(true).setAutocomplete(true).setMaxLength(LIMITS.autocomplete.value))
    .addIntegerOption(addMatchOption)
    .toJSON(),

  async execute(ctx, interaction) {
    await deferEphemeral(interaction);
    const text = actionText.safeParse(interaction.options.getString('action', true));
    if (!text.success) return tell(interaction, text.error.issues[0].message);
    // The match is read once: by the action when it is named, else when it is found (the action then uses that read).
    const named = matchIdOf(interaction);
    if (named === null) return tell(interaction, 'That is not a match number.');
    const found = named ?? (await matchFromOptions(ctx, interaction));
    if (found === null) return;
    const res = await ctx.service.actText(found, actor(interaction), text.data, undefined, replyTarget(interaction));
    if (!res.ok) {
      const match = res.code !== 'illegal' ? null : typeof found === 'number' ? await ctx.service.getMatch(found) : found;
      const hint = match ? examples(ctx, match, interaction.user.id) : '';
      return tell(interaction, `${res.error}${hint}`);
    }
    // The action's outbox ends with this reply ("Played … <link to the board post>"),
    // so it is finished by whoever delivers the rows, here or after a restart.
    await ctx.dispatcher.deliverNow(res.outbox);
  },

  async autocomplete(ctx, interaction) {
    const focused = interaction.options.getFocused(true);
    if (focused.name === 'match') return completeMatch(ctx, interaction);
    const typed = String(focused.value ?? '').slice(0, LIMITS.autocomplete.value);
    const matchId = interaction.options.getInteger('match') ?? undefined;
    const found = await ctx.service.resolveMatch(interaction.user.id, interaction.channelId ?? '', matchId);
    if (!found.ok) return interaction.respond([]);
    // More than fit, so that leaving out an over-long one still fills the list.
    const moves = ctx.service.suggest(found.match, interaction.user.id, typed, 2 * LIMITS.autocomplete.choices);
    await interaction.respond(textChoices(moves));
  },
};
