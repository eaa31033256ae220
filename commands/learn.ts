import { InteractionContextType, SlashCommandBuilder } from 'discord.js';
import { z } from 'zod';
import type { Command } from '../src/discord/command.js';
import { menuFor, typedMove, typedMoveChoices } from '../src/discord/lesson.js';
import { deferEphemeral, tell } from '../src/discord/replies.js';
import { textChoices } from '../src/discord/choices.js';
import { actor } from '../src/discord/actor.js';
import type { GameId } from '../src/games/engine.js';
import { engineFor } from '../src/games/index.js';
import { lessons } from '../src/learn/index.js';
import { LessonService } from '../src/learn/service.js';
import { LIMITS } from '../src/matches/limits.js';

const taught = Object.values(lessons).flatMap((l) => (l ? [l.game] : []));
const gameOf = (value: string | null): GameId | null => (taught as string[]).includes(value ?? '') ? (value as GameId) : null;
const moveText = z.string().trim().min(1, 'Type a move, e.g. `d3`.').max(LIMITS.autocomplete.value, 'That move is too long.');

/**
 * `/learn game [move]`: a game's lessons, only for you, in a server or a DM.
 * `move` plays in your open level of that game, in the same notation as /move
 * (the lesson's own picker does the same by clicks).
 */
export const learn: Command = {
  data: new SlashCommandBuilder()
    .setName('learn')
    .setDescription('Learn a game by playing short lessons (only you see them)')
    .setContexts(InteractionContextType.Guild, InteractionContextType.BotDM)
    .addStringOption((o) =>
      o.setName('game').setDescription('Which game').setRequired(true).addChoices(...taught.map((id) => ({ name: engineFor(id)!.name, value: id }))),
    )
    .addStringOption((o) =>
      o.setName('move').setDescription('A move in your open level, as in /move; start typing to see the legal ones').setAutocomplete(true).setMaxLength(LIMITS.autocomplete.value),
    )
    .toJSON(),

  async execute(ctx, interaction) {
    const game = gameOf(interaction.options.getString('game', true));
    if (!game) return tell(interaction, 'That game has no lessons.');
    await deferEphemeral(interaction);
    const typed = interaction.options.getString('move');
    const user = actor(interaction);
    if (typed === null) {
      await interaction.editReply(await menuFor(new LessonService(ctx.db), user.id, game));
      return;
    }
    const text = moveText.safeParse(typed);
    if (!text.success) return tell(interaction, text.error.issues[0].message);
    await interaction.editReply(await typedMove(ctx, user.id, user.name ?? interaction.user.username, game, text.data));
  },

  async autocomplete(ctx, interaction) {
    const focused = interaction.options.getFocused(true);
    const game = gameOf(interaction.options.getString('game'));
    if (focused.name !== 'move' || !game) return interaction.respond([]);
    const typed = String(focused.value ?? '').slice(0, LIMITS.autocomplete.value);
    await interaction.respond(textChoices(await typedMoveChoices(ctx, interaction.user.id, game, typed, 2 * LIMITS.autocomplete.choices)));
  },
};
