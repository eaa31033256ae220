import { SlashCommandBuilder } from 'discord.js';
import type { Command } from '../src/discord/command.js';
import { addMatchOption, completeMatch, matchIdOf } from '../src/discord/match-option.js';
import { deferEphemeral, tell } from '../src/discord/replies.js';

export const abort: Command = {
  data: new SlashCommandBuilder()
    .setName('abort')
    .setDescription('Call off a match before everyone has moved (no result)')
    .addIntegerOption(addMatchOption)
    .toJSON(),

  async execute(ctx, interaction) {
    await deferEphemeral(interaction);
    const matchId = matchIdOf(interaction);
    if (matchId === null) return tell(interaction, 'That is not a match number.');
    const found = await ctx.service.resolveMatch(interaction.user.id, interaction.channelId, matchId);
    if (!found.ok) return tell(interaction, found.error);
    const res = await ctx.correspondence.abort(found.match.id, { id: interaction.user.id });
    if (!res.ok) return tell(interaction, res.error);
    await ctx.dispatcher.deliverNow(res.outbox);
    await tell(interaction, `Match #${res.match.id} aborted.`);
  },

  autocomplete: completeMatch,
};
