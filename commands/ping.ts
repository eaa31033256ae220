import { MessageFlags, SlashCommandBuilder } from 'discord.js';
import type { Command } from '../src/discord/command.js';

/** A health check for operators; the benchmark also uses it as the floor. */
export const ping: Command = {
  data: new SlashCommandBuilder().setName('ping').setDescription('Check that the bot is awake').toJSON(),
  async execute(ctx, interaction) {
    const gateway = ctx.client.ws.ping;
    await interaction.reply({ content: `Pong.${gateway >= 0 ? ` Gateway latency ${gateway} ms.` : ''}`, flags: MessageFlags.Ephemeral });
  },
};
