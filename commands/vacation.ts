import { MessageFlags, SlashCommandBuilder } from 'discord.js';
import { z } from 'zod';
import type { Command } from '../src/discord/command.js';
import { tell } from '../src/discord/replies.js';
import { plural } from '../src/games/plural.js';

const mode = z.enum(['on', 'off', 'status']).default('status');

/** A vacation bank in words: "1 day 3 hours", "2 days", "5 hours". */
export function days(hours: number): string {
  const d = Math.floor(hours / 24);
  const h = Math.floor(hours % 24);
  return [d ? plural(d, 'day') : '', h || !d ? plural(h, 'hour') : ''].filter(Boolean).join(' ');
}

export const vacation: Command = {
  data: new SlashCommandBuilder()
    .setName('vacation')
    .setDescription('Stop your clocks in every match while you are away')
    .addStringOption((o) =>
      o.setName('mode').setDescription('on, off, or show your balance').addChoices({ name: 'on', value: 'on' }, { name: 'off', value: 'off' }, { name: 'status', value: 'status' }),
    )
    .toJSON(),

  async execute(ctx, interaction) {
    const m = mode.safeParse(interaction.options.getString('mode') ?? undefined);
    if (!m.success) return tell(interaction, 'Use on, off or status.');
    const userId = interaction.user.id;
    if (m.data === 'status') {
      const s = await ctx.correspondence.vacation(userId);
      return replyEphemeral(interaction, `${s.onVacation ? 'You are on vacation: your clocks are stopped.' : 'You are not on vacation.'} Bank: ${days(s.balanceHours)}.`);
    }
    const res = m.data === 'on' ? await ctx.correspondence.startVacation(userId) : await ctx.correspondence.endVacation(userId);
    if (!res.ok) return tell(interaction, res.error);
    await replyEphemeral(
      interaction,
      m.data === 'on'
        ? `Vacation started: your clocks are stopped in every match. Bank: ${days(res.status.balanceHours)}, spent by the hour.`
        : `Welcome back: your clocks run again, deadlines moved back by your time away. Bank left: ${days(res.status.balanceHours)}.`,
    );
  },
};

async function replyEphemeral(interaction: Parameters<Command['execute']>[1], content: string) {
  await interaction.reply({ content, flags: MessageFlags.Ephemeral });
}
