import { AttachmentBuilder, SlashCommandBuilder } from 'discord.js';
import type { Command } from '../src/discord/command.js';
import { addMatchOption, completeMatch, matchFromOptions } from '../src/discord/match-option.js';
import { tell } from '../src/discord/replies.js';
import { engineFor } from '../src/games/index.js';
import { loadReplay } from '../src/matches/replay.js';
import { replayGif } from '../src/render/replay.js';
import { namesBySeat } from '../src/discord/player-names.js';
import { plural } from '../src/games/plural.js';

export const replay: Command = {
  data: new SlashCommandBuilder()
    .setName('replay')
    .setDescription('Post an animated replay of a whole match')
    .addIntegerOption(addMatchOption)
    .addNumberOption((o) =>
      o.setName('speed').setDescription('How fast').addChoices({ name: 'slow', value: 0.5 }, { name: 'normal', value: 1 }, { name: 'fast', value: 2 }, { name: 'very fast', value: 4 }),
    )
    .toJSON(),

  async execute(ctx, interaction) {
    // Public: every frame is the spectator view, so a replay shows nothing a channel may not see.
    await interaction.deferReply();
    const match = await matchFromOptions(ctx, interaction, { orLatestFinished: true });
    if (!match) return;
    const logged = await loadReplay(ctx.db, match.id);
    if (!logged?.replay) return tell(interaction, `Match #${match.id} cannot be replayed.`);
    const names = await namesBySeat(ctx.client, ctx.db, match.id, logged.players);
    const speed = interaction.options.getNumber('speed') ?? 1;
    const gif = await replayGif(logged.replay, names, [0.5, 1, 2, 4].includes(speed) ? speed : 1);
    const engine = engineFor(match.game)!;
    const notes = [
      gif.sampled ? `${gif.frames} of its ${gif.steps + 1} positions shown (a long match is sampled)` : plural(gif.steps, 'step'),
      logged.replay.broken ? `the log stops replaying at ${logged.replay.broken}` : null,
      match.status === 'active' ? 'still in play' : null,
    ].filter(Boolean);
    await interaction.editReply({
      content: `${engine.name} — replay of match #${match.id} (${notes.join('; ')}).`,
      files: [new AttachmentBuilder(Buffer.from(gif.gif), { name: `match-${match.id}-replay.gif` })],
      allowedMentions: { users: [] },
    });
  },

  autocomplete: completeMatch,
};
