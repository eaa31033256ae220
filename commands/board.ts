import { AttachmentBuilder, SlashCommandBuilder } from 'discord.js';
import type { Command } from '../src/discord/command.js';
import { addMatchOption, completeMatch, matchIdOf } from '../src/discord/match-option.js';
import { deferEphemeral, tell } from '../src/discord/replies.js';
import { engineFor } from '../src/games/index.js';
import { renderView } from '../src/render/index.js';

export const board: Command = {
  data: new SlashCommandBuilder()
    .setName('board')
    .setDescription('Show the current board of a match (only you see it)')
    .addIntegerOption(addMatchOption)
    .toJSON(),

  async execute(ctx, interaction) {
    await deferEphemeral(interaction);
    const matchId = matchIdOf(interaction);
    if (matchId === null) return tell(interaction, 'That is not a match number.');
    const found = await ctx.service.resolveMatch(interaction.user.id, interaction.channelId, matchId, { orLatestFinished: true });
    if (!found.ok) return tell(interaction, found.error);
    const m = found.match;
    const engine = engineFor(m.game)!;
    const names = await Promise.all(m.players.map(async (p) => (await ctx.client.users.fetch(p.userId).catch(() => null))?.username ?? 'Player'));
    // Channel-safe: the spectator view, even for a player (their hand goes by DM or /hand).
    const png = await renderView(m.game, engine.view(m.state, 'spectator'), { seatNames: names });
    const toAct: number[] = m.status === 'active' ? engine.toAct(m.state) : [];
    const status = m.status === 'active' ? `waiting for ${toAct.map((s) => `<@${m.players[s].userId}>`).join(', ')}` : `over${m.result ? ` — ${m.result.reason}` : ''}`;
    await interaction.editReply({
      content: `${engine.name} — match #${m.id}, ${status}.`,
      files: [new AttachmentBuilder(png, { name: `match-${m.id}-v${m.version}.png` })],
      allowedMentions: { users: [] },
    });
  },

  autocomplete: completeMatch,
};
