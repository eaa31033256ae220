import { SlashCommandBuilder } from 'discord.js';
import type { Command } from '../src/discord/command.js';
import { addMatchOption, completeMatch, matchFromOptions } from '../src/discord/match-option.js';
import { deferEphemeral, tell } from '../src/discord/replies.js';

export const abort: Command = {
  data: new SlashCommandBuilder()
    .setName('abort')
    .setDescription('Call off a match before everyone has moved (no result)')
    .addIntegerOption(addMatchOption)
    .toJSON(),

  async execute(ctx, interaction) {
    await deferEphemeral(interaction);
    const match = await matchFromOptions(ctx, interaction);
    if (!match) return;
    const res = await ctx.correspondence.abort(match.id, { id: interaction.user.id });
    if (!res.ok) return tell(interaction, res.error);
    await ctx.dispatcher.deliverNow(res.outbox);
    await tell(interaction, `Match #${res.match.id} aborted.`);
  },

  autocomplete: completeMatch,
};
