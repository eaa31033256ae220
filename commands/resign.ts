import { ActionRowBuilder, ButtonBuilder, ButtonStyle, MessageFlags, SlashCommandBuilder } from 'discord.js';
import type { Command } from '../src/discord/command.js';
import { buttonId } from '../src/discord/custom-id.js';
import { addMatchOption, completeMatch, matchIdOf } from '../src/discord/match-option.js';
import { tell } from '../src/discord/replies.js';

export const resign: Command = {
  data: new SlashCommandBuilder()
    .setName('resign')
    .setDescription('Resign a match (asks you to confirm)')
    .addIntegerOption(addMatchOption)
    .toJSON(),

  async execute(ctx, interaction) {
    const matchId = matchIdOf(interaction);
    if (matchId === null) return tell(interaction, 'That is not a match number.');
    const found = await ctx.service.resolveMatch(interaction.user.id, interaction.channelId, matchId);
    if (!found.ok) return tell(interaction, found.error);
    const m = found.match;
    if (!m.players.some((p) => p.userId === interaction.user.id)) return tell(interaction, `You are not playing in match #${m.id}.`);
    if (m.status !== 'active') return tell(interaction, `Match #${m.id} is over.`);
    await interaction.reply({
      content: `Really resign match #${m.id}? This cannot be undone.`,
      flags: MessageFlags.Ephemeral,
      components: [
        new ActionRowBuilder<ButtonBuilder>().addComponents(
          new ButtonBuilder().setCustomId(buttonId({ kind: 'resign-yes', id: m.id, version: m.version })).setLabel('Yes, resign').setStyle(ButtonStyle.Danger),
        ),
      ],
    });
  },

  autocomplete: completeMatch,
};
