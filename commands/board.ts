import { AttachmentBuilder, SlashCommandBuilder, escapeMarkdown } from 'discord.js';
import type { Command } from '../src/discord/command.js';
import { addMatchOption, completeMatch, matchFromOptions } from '../src/discord/match-option.js';
import { deferEphemeral, tell } from '../src/discord/replies.js';
import { engineFor } from '../src/games/index.js';
import { renderView } from '../src/render/index.js';
import { namesBySeat } from '../src/discord/player-names.js';
import { playerMention } from '../src/matches/names.js';
import { withNames } from '../src/games/seat-names.js';

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
    const names = await namesBySeat(ctx.client, ctx.db, match.id, match.players);
    const png = await renderView(match.game, engine.view(match.state, 'spectator'), { seatNames: names });
    const toAct: number[] = match.status === 'active' ? engine.toAct(match.state) : [];
    const seatOf = (s: number) => match.players.find((p) => p.seat === s)!;
    const status =
      match.status === 'active'
        ? `waiting for ${toAct.map((s) => playerMention(seatOf(s))).join(', ')}`
        : `over${match.result ? ` — ${withNames(match.result.reason, names.map((n) => escapeMarkdown(n)))}` : ''}`;
    await interaction.editReply({
      content: `${engine.name} — match #${match.id}, ${status}.`,
      files: [new AttachmentBuilder(png, { name: `match-${match.id}-v${match.version}.png` })],
      allowedMentions: { users: [] },
    });
  },

  autocomplete: completeMatch,
};
