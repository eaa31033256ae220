// Every button goes through here, keyed by its typed custom id.
import { ActionRowBuilder, ButtonBuilder, ButtonStyle, MessageFlags, type ButtonInteraction, type StringSelectMenuInteraction } from 'discord.js';
import type { BotContext } from './context.js';
import { buttonId, parseButtonId, type ButtonId } from './custom-id.js';
import { challengeMessage } from './messages.js';
import { replyTarget, tell } from './replies.js';
import { openPicker, pickerStep } from './picker.js';
import { lessonStep } from './lesson.js';
import { tournamentButton } from './tournament-buttons.js';
import { openThread } from './threads.js';
import { STALE_BOARD } from '../matches/service.js';
import { engineFor } from '../games/index.js';
import type { MatchSnapshot } from '../matches/types.js';
import { actor } from './actor.js';

export async function handleButton(ctx: BotContext, interaction: ButtonInteraction | StringSelectMenuInteraction): Promise<void> {
  const id = parseButtonId(interaction.customId);
  if (!id) return tell(interaction, 'That button is not one of mine any more.');
  if (id.kind.startsWith('pick-')) return pickerStep(ctx, interaction, id);
  if (id.kind.startsWith('learn-')) return lessonStep(ctx, interaction, id);
  if (!interaction.isButton()) return tell(interaction, 'That menu is not one of mine any more.');
  if (id.kind === 't-join' || id.kind === 't-leave') return tournamentButton(ctx, interaction, id);
  const user = actor(interaction);
  switch (id.kind) {
    case 'accept': {
      const res = await ctx.service.accept(id.id, user);
      if (!res.ok) return tell(interaction, res.error);
      if (!res.match) {
        await interaction.update(challengeMessage(res.challenge));
        return;
      }
      await interaction.deferUpdate();
      const threadId = await openThread(ctx, interaction.message, res.match);
      await interaction.editReply(challengeMessage(res.challenge, threadId));
      await ctx.dispatcher.deliverNow(res.outbox);
      return;
    }
    case 'claim':
    case 'abort': {
      const res = id.kind === 'claim' ? await ctx.correspondence.claim(id.id, user, id.version) : await ctx.correspondence.abort(id.id, user);
      if (!res.ok) return tell(interaction, res.error);
      await interaction.update({ components: [] });
      await ctx.dispatcher.deliverNow(res.outbox);
      return;
    }
    case 'rematch': {
      await interaction.deferReply({ flags: MessageFlags.Ephemeral });
      const res = await ctx.service.rematch(id.id, user);
      if (!res.ok) return tell(interaction, res.error);
      const channel = interaction.channel?.isThread() ? interaction.channel.parent : interaction.channel;
      if (!channel?.isSendable()) return tell(interaction, 'I cannot post the rematch challenge here.');
      const sent = await channel.send(challengeMessage(res.challenge));
      await ctx.service.setChallengeMessage(res.challenge.id, sent.id);
      // A rematch against the AI alone has started at once.
      if (res.match) {
        await sent.edit(challengeMessage(res.challenge, await openThread(ctx, sent, res.match)));
        await ctx.dispatcher.deliverNow(res.outbox);
      }
      await tell(interaction, `Rematch challenge #${res.challenge.id} posted.`);
      return;
    }
    case 'decline':
    case 'cancel': {
      const res = id.kind === 'decline' ? await ctx.service.decline(id.id, user) : await ctx.service.cancel(id.id, user);
      if (!res.ok) return tell(interaction, res.error);
      await interaction.update(challengeMessage(res.challenge));
      return;
    }
    case 'draw-yes':
    case 'draw-no': {
      const res = await ctx.service.answerDraw(id.id, user, id.kind === 'draw-yes');
      if (!res.ok) return tell(interaction, res.error);
      await interaction.update({ components: [] });
      await ctx.dispatcher.deliverNow(res.outbox);
      return;
    }
    case 'legal': // the button boards carried before Play replaced it
    case 'play': {
      const match = await checkFresh(ctx, interaction, id);
      if (match) await openPicker(ctx, interaction, match);
      return;
    }
    case 'resign':
      return confirmResign(ctx, interaction, id);
    case 'resign-yes': {
      await interaction.deferUpdate();
      const res = await ctx.service.resign(id.id, user, { board: id.version }, replyTarget(interaction));
      if (!res.ok) {
        await interaction.editReply({ content: res.error, components: [] });
        return;
      }
      await ctx.dispatcher.deliverNow(res.outbox);
      return;
    }
  }
}

async function checkFresh(ctx: BotContext, interaction: ButtonInteraction, id: ButtonId) {
  const match = await ctx.service.getMatch(id.id);
  if (!match) {
    await tell(interaction, `There is no match #${id.id}.`);
    return null;
  }
  if (!match.players.some((p) => p.userId === interaction.user.id)) {
    await tell(interaction, `You are not playing in match #${id.id}.`);
    return null;
  }
  if (match.status !== 'active') {
    await tell(interaction, `Match #${id.id} is over.`);
    return null;
  }
  // A board post's buttons stay good until a newer board post exists: a turn
  // of several actions (U-G-O) makes none until it ends.
  if (match.boardVersion !== id.version) {
    await tell(interaction, STALE_BOARD);
    return null;
  }
  return match;
}

async function confirmResign(ctx: BotContext, interaction: ButtonInteraction, id: ButtonId): Promise<void> {
  const match = await checkFresh(ctx, interaction, id);
  if (!match) return;
  await interaction.reply({
    content: `Really resign match #${id.id}? This cannot be undone.`,
    flags: MessageFlags.Ephemeral,
    components: [
      new ActionRowBuilder<ButtonBuilder>().addComponents(
        new ButtonBuilder().setCustomId(buttonId({ kind: 'resign-yes', id: id.id, version: id.version })).setLabel('Yes, resign').setStyle(ButtonStyle.Danger),
      ),
    ],
  });
}
