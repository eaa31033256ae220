import { SlashCommandBuilder } from 'discord.js';
import { z } from 'zod';
import type { Command } from '../src/discord/command.js';
import { addMatchOption, completeMatch, matchFromOptions } from '../src/discord/match-option.js';
import { deferEphemeral, tell } from '../src/discord/replies.js';

const policy = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('never') }),
  z.object({ kind: z.literal('always') }),
  z.object({ kind: z.literal('threshold'), threshold: z.number().int().min(1).max(52).default(3) }),
]);

export const ugoCommand: Command = {
  data: new SlashCommandBuilder()
    .setName('ugo')
    .setDescription('U-G-O standing orders')
    .addSubcommand((s) =>
      s
        .setName('ten-policy')
        .setDescription('When your Ten stops an attack on you (applied automatically, never shown to others)')
        .addStringOption((o) =>
          o
            .setName('when')
            .setDescription('never, always, or when the attack would cost you at least N cards')
            .setRequired(true)
            .addChoices({ name: 'never', value: 'never' }, { name: 'always', value: 'always' }, { name: 'threshold', value: 'threshold' }),
        )
        .addIntegerOption((o) => o.setName('threshold').setDescription('N for the threshold policy (default 3)').setMinValue(1).setMaxValue(52))
        .addIntegerOption(addMatchOption),
    )
    .toJSON(),

  async execute(ctx, interaction) {
    await deferEphemeral(interaction);
    const parsed = policy.safeParse({
      kind: interaction.options.getString('when', true),
      threshold: interaction.options.getInteger('threshold') ?? undefined,
    });
    if (!parsed.success) return tell(interaction, 'Choose never, always, or threshold with a number from 1 to 52.');
    const match = await matchFromOptions(ctx, interaction);
    if (!match) return;
    if (match.game !== 'ugo') return tell(interaction, `Match #${match.id} is not a U-G-O match.`);
    const p = parsed.data;
    const value = p.kind === 'threshold' ? { threshold: p.threshold } : p.kind;
    const res = await ctx.service.act(match.id, { id: interaction.user.id }, { type: 'tenPolicy', policy: value }, undefined);
    if (!res.ok) return tell(interaction, res.error);
    await ctx.dispatcher.deliverNow(res.outbox);
    const words = p.kind === 'threshold' ? `when an attack would cost you ${p.threshold} or more cards` : p.kind;
    await interaction.editReply({ content: `Your Ten policy in match #${match.id}: **${words}**. Nobody else is told.` });
  },

  async autocomplete(ctx, interaction) {
    await completeMatch(ctx, interaction);
  },
};
