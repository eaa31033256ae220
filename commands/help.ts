import { EmbedBuilder, MessageFlags, SlashCommandBuilder } from 'discord.js';
import type { Command } from '../src/discord/command.js';
import { playableGames } from '../src/games/index.js';

/** /help lists every command from its own definition, so it never goes out of date. */
export function helpCommand(all: () => Command[]): Command {
  return {
    data: new SlashCommandBuilder().setName('help').setDescription('What this bot does and its commands').toJSON(),
    async execute(_ctx, interaction) {
      const lines = all().map((c) => `\`/${c.data.name}\` — ${c.data.description}`);
      const embed = new EmbedBuilder()
        .setTitle('Golem Table — board games by correspondence')
        .setColor(0xb58863)
        .setDescription(
          [
            `Games: ${playableGames().map((e) => e.name).join(', ')}. Start one with \`/challenge\`, then play with \`/move\` (autocomplete lists your legal moves).`,
            '',
            ...lines,
          ].join('\n'),
        );
      await interaction.reply({ embeds: [embed], flags: MessageFlags.Ephemeral });
    },
  };
}
