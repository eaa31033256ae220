// The sign-up post's Join and Leave: the post is redrawn at once from what the
// service now holds (the tick brings it up to date again anyway).
import type { ButtonInteraction } from 'discord.js';
import type { BotContext } from './context.js';
import type { ButtonId } from './custom-id.js';
import { actor } from './actor.js';
import { tell } from './replies.js';
import { signupMessage } from './tournament-messages.js';
import { cardOf, entrantsView } from './tournament-desk.js';

export async function tournamentButton(ctx: BotContext, interaction: ButtonInteraction, id: ButtonId): Promise<void> {
  const user = actor(interaction);
  const res = id.kind === 't-join' ? await ctx.tournaments.join(id.id, user) : await ctx.tournaments.leave(id.id, user);
  if (!res.ok) return tell(interaction, res.error);
  const t = res.tournament;
  await interaction.update(signupMessage(cardOf(t, t.rounds.length), entrantsView(t)));
}
