// Each match gets a public thread under its challenge message. Without the
// permission it is played in the channel, and the players are told once.
import type { Message } from 'discord.js';
import { engineFor } from '../games/index.js';
import type { MatchSnapshot } from '../matches/types.js';
import type { BotContext } from './context.js';

export async function openThread(ctx: BotContext, message: Message, match: MatchSnapshot): Promise<string | null> {
  const engine = engineFor(match.game)!;
  try {
    const thread = await message.startThread({ name: `${engine.name} #${match.id}`.slice(0, 100), autoArchiveDuration: 10080 });
    await ctx.service.setThread(match.id, thread.id);
    return thread.id;
  } catch (err) {
    ctx.log.warn({ err, match: match.id }, 'could not open a thread; playing in the channel');
    const channel = message.channel;
    if (channel?.isSendable()) {
      await channel
        .send({ content: `I could not open a thread for match #${match.id} (I lack the permission), so it is played here in the channel.`, allowedMentions: { users: [] } })
        .catch(() => undefined);
    }
    return null;
  }
}
