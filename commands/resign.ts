import { ActionRowBuilder, ButtonBuilder, ButtonStyle, MessageFlags, SlashCommandBuilder } from 'discord.js';
import type { Command } from '../src/discord/command.js';
import { buttonId } from '../src/discord/custom-id.js';
import { addMatchOption, completeMatch, matchFromOptions } from '../src/discord/match-option.js';
import { tell } from '../src/discord/replies.js';

export const resign: Command = {
  data: new SlashCommandBuilder()
    .setName('resign')
    .setDescription('Resign a match (asks you to confirm)')
    .addIntegerOption(addMatchOption)
    .toJSON(),

  async execute(ctx, interaction) {
    const match = await matchFromOptions(ctx, interaction);
    if (!match) return;
    if (!match.players.some((p) => p.userId === interaction.user.id)) return tell(interaction, `You are not playing in match #${match.id}.`);
    if (match.status !== 'active') return tell(interaction, `Match #${match.id} is over.`);
    await interaction.reply({
      content: `Really resign match #${match.id}? This cannot be undone.`,
      flags: MessageFlags.Ephemeral,
      components: [
        new ActionRowBuilder<ButtonBuilder>().addComponents(
          new ButtonBuilder().setCustomId(buttonId({ kind: 'resign-yes', id: match.id, version: match.version })).setLabel('Yes, resign').setStyle(ButtonStyle.Danger),
        ),
      ],
    });
  },

  autocomplete: completeMatch,
};
