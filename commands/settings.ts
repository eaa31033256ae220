import { MessageFlags, SlashCommandBuilder } from 'discord.js';
import { z } from 'zod';
import type { Command } from '../src/discord/command.js';

const onOff = z.enum(['on', 'off']).optional();

export const settings: Command = {
  data: new SlashCommandBuilder()
    .setName('settings')
    .setDescription('Your daily digest and reminder pings')
    .addStringOption((o) => o.setName('digest').setDescription('A daily DM listing the matches waiting for you').addChoices({ name: 'on', value: 'on' }, { name: 'off', value: 'off' }))
    .addStringOption((o) => o.setName('pings').setDescription('Reminder pings when 80 % of your time is used').addChoices({ name: 'on', value: 'on' }, { name: 'off', value: 'off' }))
    .toJSON(),

  async execute(ctx, interaction) {
    const digest = onOff.safeParse(interaction.options.getString('digest') ?? undefined);
    const pings = onOff.safeParse(interaction.options.getString('pings') ?? undefined);
    if (!digest.success || !pings.success) {
      await interaction.reply({ content: 'Use on or off.', flags: MessageFlags.Ephemeral });
      return;
    }
    const change = {
      ...(digest.data ? { digest: digest.data === 'on' } : {}),
      ...(pings.data ? { pings: pings.data === 'on' } : {}),
    };
    const prefs = Object.keys(change).length ? await ctx.correspondence.setPrefs(interaction.user.id, change) : await ctx.correspondence.prefs(interaction.user.id);
    await interaction.reply({
      content: `Daily digest: **${prefs.digest ? 'on' : 'off'}** · reminder pings: **${prefs.pings ? 'on' : 'off'}**`,
      flags: MessageFlags.Ephemeral,
    });
  },
};
