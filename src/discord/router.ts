// The one entry point for interactions: slash commands by name, autocomplete,
// buttons by typed custom id. Errors become an ephemeral apology, never a crash.
import type { Interaction } from 'discord.js';
import type { BotContext } from './context.js';
import type { Command } from './command.js';
import { handleButton } from './buttons.js';
import { tell } from './replies.js';

export function createRouter(ctx: BotContext, commands: Command[]) {
  const byName = new Map(commands.map((c) => [c.data.name, c]));
  return async function route(interaction: Interaction): Promise<void> {
    try {
      if (interaction.isChatInputCommand()) {
        const cmd = byName.get(interaction.commandName);
        if (!cmd) return tell(interaction, 'I do not know that command.');
        await cmd.execute(ctx, interaction);
      } else if (interaction.isAutocomplete()) {
        const cmd = byName.get(interaction.commandName);
        await (cmd?.autocomplete ? cmd.autocomplete(ctx, interaction) : interaction.respond([]));
      } else if (interaction.isButton() || interaction.isStringSelectMenu()) {
        await handleButton(ctx, interaction);
      }
    } catch (err) {
      ctx.log.error({ err, interaction: interaction.id }, 'interaction failed');
      if (interaction.isRepliable()) {
        await tell(interaction, 'Something went wrong on my side; nothing was changed. Please try again.').catch(() => undefined);
      }
    }
  };
}
