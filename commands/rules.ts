import { EmbedBuilder, MessageFlags, SlashCommandBuilder } from 'discord.js';
import type { Command } from '../src/discord/command.js';
import { engineFor, playableGames } from '../src/games/index.js';

export const rules: Command = {
  data: new SlashCommandBuilder()
    .setName('rules')
    .setDescription('A short summary of a game’s rules')
    .addStringOption((o) =>
      o.setName('game').setDescription('Which game').setRequired(true).addChoices(...playableGames().map((e) => ({ name: e.name, value: e.id }))),
    )
    .toJSON(),

  async execute(_ctx, interaction) {
    const engine = engineFor(interaction.options.getString('game', true));
    if (!engine) {
      await interaction.reply({ content: 'I do not know that game.', flags: MessageFlags.Ephemeral });
      return;
    }
    const embed = new EmbedBuilder().setTitle(`${engine.name} — how to play`).setDescription(engine.rulesSummary.slice(0, 4000)).setColor(0xb58863);
    await interaction.reply({ embeds: [embed], flags: MessageFlags.Ephemeral });
  },
};
