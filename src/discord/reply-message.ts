// The actor's own reply to an action (/move, the picker, Resign), finished by
// whichever process delivers the action's outbox rows.
import { ActionRowBuilder, AttachmentBuilder, ButtonBuilder, ButtonStyle, type InteractionEditReplyOptions } from 'discord.js';
import type { ReplyPost } from '../matches/outbox.js';
import { renderView } from '../render/index.js';
import { buttonId } from './custom-id.js';

/** The Play button: opens the click-to-play picker for the board post of `boardVersion`. */
export function playButton(matchId: number, boardVersion: number, label = 'Play'): ButtonBuilder {
  return new ButtonBuilder().setCustomId(buttonId({ kind: 'play', id: matchId, version: boardVersion })).setLabel(label).setStyle(ButtonStyle.Primary);
}

export async function actionReply(post: ReplyPost, link: string | null, boardPending: boolean): Promise<InteractionEditReplyOptions> {
  const head = post.what === 'resign' ? `You resigned match #${post.matchId}.` : `Played \`${post.text}\` in match #${post.matchId}.`;
  if (post.table) {
    // The turn goes on (several actions per turn): the table for the actor only, and a way to play on.
    // Rows written before the table carried names show "Player N".
    const png = await renderView(post.table.game, post.table.view, { seatNames: post.table.seatNames ?? null });
    return {
      content: `${head} Your turn goes on; the table is posted for everyone when it ends.`,
      files: [new AttachmentBuilder(png, { name: `match-${post.matchId}-turn.png` })],
      components: [new ActionRowBuilder<ButtonBuilder>().addComponents(playButton(post.matchId, post.table.boardVersion, 'Play on'))],
    };
  }
  const where = link ?? (boardPending ? 'The board will appear in the match thread as soon as Discord takes it.' : '');
  return { content: `${head} ${where}`.trim(), files: [], attachments: [], components: [] };
}
