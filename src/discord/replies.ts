// Small helpers shared by command handlers and buttons.
import { MessageFlags, type RepliableInteraction } from 'discord.js';
import type { BotContext } from './context.js';
import type { MatchSnapshot } from '../matches/types.js';
import type { ReplyTo } from '../matches/apply.js';

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

/** Discord takes an interaction's follow-ups and edits for 15 minutes. */
const INTERACTION_TOKEN_MS = 15 * 60_000;

/**
 * Where the action's own reply goes: stored with the action's outbox rows, so
 * whichever process delivers them also finishes the reply (even after a crash).
 */
export function replyTarget(interaction: RepliableInteraction): ReplyTo {
  return {
    applicationId: interaction.applicationId,
    token: interaction.token,
    // A little short of Discord's limit, so a late delivery does not try a dead token.
    expiresAt: new Date(interaction.createdTimestamp + INTERACTION_TOKEN_MS - 30_000),
  };
}
