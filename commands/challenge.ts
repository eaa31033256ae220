import { MessageFlags } from 'discord.js';
import type { Command } from '../src/discord/command.js';
import { challengeCommandData, opponentSlots, readChallenge } from '../src/discord/challenge-options.js';
import { challengeMessage } from '../src/discord/messages.js';
import { openThread } from '../src/discord/threads.js';
import { engineFor, playableGames } from '../src/games/index.js';
import { actor, displayNameOf } from '../src/discord/actor.js';

/** `/challenge <game> opponent …`: one subcommand per playable game, built from its declared options. */
export const challenge: Command = {
  data: challengeCommandData(playableGames()),
  async execute(ctx, interaction) {
    const engine = engineFor(interaction.options.getSubcommand(true));
    if (!engine) {
      await interaction.reply({ content: 'I do not know that game.', flags: MessageFlags.Ephemeral });
      return;
    }
    const read = readChallenge(engine, (name) => interaction.options.get(name)?.value);
    if (!read.ok) {
      await interaction.reply({ content: read.error, flags: MessageFlags.Ephemeral });
      return;
    }
    const invitees = opponentSlots(engine).flatMap((slot) => {
      const u = interaction.options.getUser(slot.name);
      return u ? [{ id: u.id, bot: u.bot, name: displayNameOf(u, interaction.options.getMember(slot.name)) }] : [];
    });
    const res = await ctx.service.challenge({
      game: engine.id,
      challenger: actor(interaction),
      invitees,
      guildId: interaction.guildId,
      channelId: interaction.channelId,
      ...read.settings,
      // Naming me as an opponent is playing my AI.
      ai: { userId: interaction.client.user.id, level: read.settings.aiLevel },
    });
    if (!res.ok) {
      await interaction.reply({ content: res.error, flags: MessageFlags.Ephemeral });
      return;
    }
    const reply = await interaction.reply({ ...challengeMessage(res.challenge), withResponse: true });
    const message = reply.resource?.message;
    if (message) await ctx.service.setChallengeMessage(res.challenge.id, message.id);
    // Against the AI alone the match has started already.
    if (res.match) {
      const threadId = message ? await openThread(ctx, message, res.match) : null;
      await interaction.editReply(challengeMessage(res.challenge, threadId));
      await ctx.dispatcher.deliverNow(res.outbox);
    }
  },
};
