import { AttachmentBuilder, SlashCommandBuilder } from 'discord.js';
import type { Command } from '../src/discord/command.js';
import { addMatchOption, completeMatch, matchFromOptions } from '../src/discord/match-option.js';
import { deferEphemeral, tell } from '../src/discord/replies.js';
import { engineFor } from '../src/games/index.js';
import { renderView } from '../src/render/index.js';
import { namesBySeat } from '../src/discord/player-names.js';

export const board: Command = {
  data: new SlashCommandBuilder()
    .setName('board')
    .setDescription('Show the current board of a match (only you see it)')
    .addIntegerOption(addMatchOption)
    .toJSON(),

  async execute(ctx, interaction) {
    await deferEphemeral(interaction);
    const match = await matchFromOptions(ctx, interaction, { orLatestFinished: true });
    if (!match) return;
    const engine = engineFor(match.game)!;
    // Channel-safe: the spectator view, even for a player (their hand goes by DM or /hand).
    const png = await renderView(match.game, engine.view(match.state, 'spectator'), { seatNames: await namesBySeat(ctx.client, ctx.db, match.id, match.players) });
    const toAct: number[] = match.status === 'active' ? engine.toAct(match.state) : [];
    const status = match.status === 'active' ? `waiting for ${toAct.map((s) => `<@${match.players[s].userId}>`).join(', ')}` : `over${match.result ? ` — ${match.result.reason}` : ''}`;
    await interaction.editReply({
      content: `${engine.name} — match #${match.id}, ${status}.`,
      files: [new AttachmentBuilder(png, { name: `match-${match.id}-v${match.version}.png` })],
      allowedMentions: { users: [] },
    });
  },

  autocomplete: completeMatch,
};
