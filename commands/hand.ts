import { AttachmentBuilder, SlashCommandBuilder } from 'discord.js';
import type { Command } from '../src/discord/command.js';
import { addMatchOption, completeMatch, matchIdOf } from '../src/discord/match-option.js';
import { deferEphemeral, tell } from '../src/discord/replies.js';
import { engineFor } from '../src/games/index.js';
import { renderPrivate } from '../src/render/index.js';

export const hand: Command = {
  data: new SlashCommandBuilder()
    .setName('hand')
    .setDescription('See your private hand in a match (only you see the reply)')
    .addIntegerOption(addMatchOption)
    .toJSON(),

  async execute(ctx, interaction) {
    await deferEphemeral(interaction);
    const matchId = matchIdOf(interaction);
    if (matchId === null) return tell(interaction, 'That is not a match number.');
    const found = await ctx.service.resolveMatch(interaction.user.id, interaction.channelId, matchId);
    if (!found.ok) return tell(interaction, found.error);
    const m = found.match;
    const me = m.players.find((p) => p.userId === interaction.user.id);
    if (!me) return tell(interaction, `You are not playing in match #${m.id}.`);
    const engine = engineFor(m.game)!;
    if (!engine.privateKey) return tell(interaction, `Nothing is hidden in ${engine.name}: everything is on the board (\`/board\`).`);
    const png = await renderPrivate(m.game, engine.view(m.state, me.seat));
    await interaction.editReply({
      content: `Your hand in match #${m.id} (only you can see this).`,
      files: [new AttachmentBuilder(png, { name: `hand-${m.id}-v${m.version}.png` })],
    });
  },

  autocomplete: completeMatch,
};
