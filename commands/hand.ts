import { AttachmentBuilder, SlashCommandBuilder } from 'discord.js';
import type { Command } from '../src/discord/command.js';
import { addMatchOption, completeMatch, matchFromOptions } from '../src/discord/match-option.js';
import { deferEphemeral, tell } from '../src/discord/replies.js';
import { engineFor } from '../src/games/index.js';
import { renderPrivate } from '../src/render/index.js';
import { namesBySeat } from '../src/discord/player-names.js';

export const hand: Command = {
  data: new SlashCommandBuilder()
    .setName('hand')
    .setDescription('See your private hand in a match (only you see the reply)')
    .addIntegerOption(addMatchOption)
    .toJSON(),

  async execute(ctx, interaction) {
    await deferEphemeral(interaction);
    const match = await matchFromOptions(ctx, interaction);
    if (!match) return;
    const me = match.players.find((p) => p.userId === interaction.user.id);
    if (!me) return tell(interaction, `You are not playing in match #${match.id}.`);
    const engine = engineFor(match.game)!;
    if (!engine.privateKey) return tell(interaction, `Nothing is hidden in ${engine.name}: everything is on the board (\`/board\`).`);
    const png = await renderPrivate(match.game, engine.view(match.state, me.seat), { seatNames: await namesBySeat(ctx.client, ctx.db, match.id, match.players) });
    await interaction.editReply({
      content: `Your hand in match #${match.id} (only you can see this).`,
      files: [new AttachmentBuilder(png, { name: `hand-${match.id}-v${match.version}.png` })],
    });
  },

  autocomplete: completeMatch,
};
