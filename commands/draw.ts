import { SlashCommandBuilder } from 'discord.js';
import type { Command } from '../src/discord/command.js';
import { addMatchOption, completeMatch, matchIdOf } from '../src/discord/match-option.js';
import { deferEphemeral, tell } from '../src/discord/replies.js';

export const draw: Command = {
  data: new SlashCommandBuilder()
    .setName('draw')
    .setDescription('Offer a draw, or accept the one your opponent offered')
    .addIntegerOption(addMatchOption)
    .toJSON(),

  async execute(ctx, interaction) {
    await deferEphemeral(interaction);
    const matchId = matchIdOf(interaction);
    if (matchId === null) return tell(interaction, 'That is not a match number.');
    const found = await ctx.service.resolveMatch(interaction.user.id, interaction.channelId, matchId);
    if (!found.ok) return tell(interaction, found.error);
    const before = found.match.drawOfferSeat;
    const res = await ctx.service.offerDraw(found.match.id, { id: interaction.user.id });
    if (!res.ok) return tell(interaction, res.error);
    await ctx.dispatcher.deliverNow(res.outbox);
    await tell(interaction, before === null ? `Draw offered in match #${res.match.id}.` : `You accepted the draw: match #${res.match.id} is over.`);
  },

  autocomplete: completeMatch,
};
