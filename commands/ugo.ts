import { SlashCommandBuilder } from 'discord.js';
import { z } from 'zod';
import type { Command } from '../src/discord/command.js';
import { addMatchOption, completeMatch, matchFromOptions } from '../src/discord/match-option.js';
import { deferEphemeral, tell } from '../src/discord/replies.js';
import { actor } from '../src/discord/actor.js';

const ninePolicy = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('never') }),
  z.object({ kind: z.literal('always') }),
  z.object({
    kind: z.literal('ranks'),
    ranks: z
      .string()
      .transform((s) => [...new Set(s.toUpperCase().split(/[\s,]+/).filter(Boolean))])
      .pipe(z.array(z.enum(['A', 'K', 'J'])).min(1)),
  }),
]);

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
    .addSubcommand((s) =>
      s
        .setName('nine-policy')
        .setDescription('With “Nines reflect”: when your Nine reflects a Special played on you (private)')
        .addStringOption((o) =>
          o
            .setName('when')
            .setDescription('never, always, or only against some ranks')
            .setRequired(true)
            .addChoices({ name: 'never', value: 'never' }, { name: 'always', value: 'always' }, { name: 'only against ranks…', value: 'ranks' }),
        )
        .addStringOption((o) => o.setName('ranks').setDescription('For "ranks": any of A, K, J, e.g. "A,K"').setMaxLength(10))
        .addIntegerOption(addMatchOption),
    )
    .toJSON(),

  async execute(ctx, interaction) {
    await deferEphemeral(interaction);
    const sub = interaction.options.getSubcommand();
    const when = interaction.options.getString('when', true);
    let action: { type: 'tenPolicy' | 'ninePolicy'; policy: unknown };
    let words: string;
    if (sub === 'nine-policy') {
      const parsed = ninePolicy.safeParse({ kind: when, ranks: interaction.options.getString('ranks') ?? undefined });
      if (!parsed.success) return tell(interaction, 'Choose never, always, or ranks with any of A, K, J (e.g. "A,K").');
      const p = parsed.data;
      action = { type: 'ninePolicy', policy: p.kind === 'ranks' ? { ranks: p.ranks } : p.kind };
      words = p.kind === 'ranks' ? `only against ${p.ranks.join(', ')}` : p.kind;
    } else {
      const parsed = policy.safeParse({ kind: when, threshold: interaction.options.getInteger('threshold') ?? undefined });
      if (!parsed.success) return tell(interaction, 'Choose never, always, or threshold with a number from 1 to 52.');
      const p = parsed.data;
      action = { type: 'tenPolicy', policy: p.kind === 'threshold' ? { threshold: p.threshold } : p.kind };
      words = p.kind === 'threshold' ? `when an attack would cost you ${p.threshold} or more cards` : p.kind;
    }
    const match = await matchFromOptions(ctx, interaction);
    if (!match) return;
    if (match.game !== 'ugo') return tell(interaction, `Match #${match.id} is not a U-G-O match.`);
    const res = await ctx.service.act(match, actor(interaction), action);
    if (!res.ok) return tell(interaction, res.error);
    await ctx.dispatcher.deliverNow(res.outbox);
    const card = sub === 'nine-policy' ? 'Nine' : 'Ten';
    await interaction.editReply({ content: `Your ${card} policy in match #${match.id}: **${words}**. Nobody else is told.` });
  },

  async autocomplete(ctx, interaction) {
    await completeMatch(ctx, interaction);
  },
};
