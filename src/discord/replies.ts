// Small helpers shared by command handlers and buttons.
import { MessageFlags, type RepliableInteraction } from 'discord.js';
import type { BotContext } from './context.js';
import type { MatchSnapshot } from '../matches/types.js';

/** Ephemeral text, whether or not the interaction was already acknowledged. */
export async function tell(interaction: RepliableInteraction, content: string): Promise<void> {
  if (interaction.deferred || interaction.replied) {
    await interaction.editReply({ content, embeds: [], components: [], files: [] });
  } else {
    await interaction.reply({ content, flags: MessageFlags.Ephemeral });
  }
}

export async function deferEphemeral(interaction: RepliableInteraction): Promise<void> {
  await interaction.deferReply({ flags: MessageFlags.Ephemeral });
}

/** "Here are some moves you can make" for an illegal-move message. */
export function examples(ctx: BotContext, match: MatchSnapshot, userId: string): string {
  const some = ctx.service.suggest(match, userId, '', 6);
  return some.length ? `\nLegal moves include: ${some.map((s) => `\`${s}\``).join(', ')}${some.length === 6 ? ', …' : ''}` : '';
}

export function messageLink(guildId: string | null, channelId: string, messageId: string): string {
  return `https://discord.com/channels/${guildId ?? '@me'}/${channelId}/${messageId}`;
}

/** Deliver an action's outbox rows and tell the actor where the board went. */
export async function postAndLink(ctx: BotContext, match: MatchSnapshot, outbox: number[]): Promise<string> {
  const sent = await ctx.dispatcher.deliverNow(outbox);
  const messageId = [...sent.values()].pop();
  return messageId ? messageLink(match.guildId, match.threadId ?? match.channelId, messageId) : '';
}
