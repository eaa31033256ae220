import { MessageFlags, SlashCommandBuilder } from 'discord.js';
import type { Command } from '../src/discord/command.js';
import { addMatchOption, completeMatch, matchFromOptions } from '../src/discord/match-option.js';
import { tell } from '../src/discord/replies.js';
import { engineFor } from '../src/games/index.js';

export const record: Command = {
  data: new SlashCommandBuilder()
    .setName('record')
    .setDescription('The game record of a match')
    .addIntegerOption(addMatchOption)
    .toJSON(),

  async execute(ctx, interaction) {
    const match = await matchFromOptions(ctx, interaction, { orLatestFinished: true });
    if (!match) return;
    const game = engineFor(match.game)!;
    // Action notation can name hidden cards; such a record is public only after the game.
    if (game.privateKey && match.status === 'active') return tell(interaction, `The record of a ${game.name} match is shown once it is over (it names hidden cards).`);
    const res = await ctx.service.record(match.id);
    if (!res.ok) return tell(interaction, res.error);
    const engine = engineFor(res.match.game)!;
    const body = res.record || '(no moves yet)';
    const text = `${engine.name} — match #${res.match.id}\n\`\`\`\n${body}\n\`\`\``;
    await interaction.reply({ content: text.length <= 2000 ? text : `${text.slice(0, 1990)}…\`\`\``, flags: MessageFlags.Ephemeral });
  },

  autocomplete: completeMatch,
};
