import { SlashCommandBuilder } from 'discord.js';
import type { Command } from '../src/discord/command.js';
import { addMatchOption, completeMatch, matchFromOptions } from '../src/discord/match-option.js';
import { deferEphemeral, tell } from '../src/discord/replies.js';

export const draw: Command = {
  data: new SlashCommandBuilder()
    .setName('draw')
    .setDescription('Offer a draw, or accept the one your opponent offered')
    .addIntegerOption(addMatchOption)
    .toJSON(),

  async execute(ctx, interaction) {
    await deferEphemeral(interaction);
    const match = await matchFromOptions(ctx, interaction);
    if (!match) return;
    const before = match.drawOfferSeat;
    const res = await ctx.service.offerDraw(match.id, { id: interaction.user.id });
    if (!res.ok) return tell(interaction, res.error);
    await ctx.dispatcher.deliverNow(res.outbox);
    await tell(interaction, before === null ? `Draw offered in match #${res.match.id}.` : `You accepted the draw: match #${res.match.id} is over.`);
  },

  autocomplete: completeMatch,
};
