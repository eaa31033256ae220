import { SlashCommandBuilder } from 'discord.js';
import { z } from 'zod';
import { textChoices } from '../src/discord/choices.js';
import type { Command } from '../src/discord/command.js';
import { byTyped } from './counter.js';
import { addMatchOption, completeMatch, matchFromOptions } from '../src/discord/match-option.js';
import { deferEphemeral, tell } from '../src/discord/replies.js';
import { engineFor } from '../src/games/index.js';
import { COUNTERS } from '../src/games/mogo/index.js';
import { actor } from '../src/discord/actor.js';

const orderText = z.string().trim().min(1).max(300);

const SORCERIES = COUNTERS.filter((c) => c.type === 'S').map((c) => c.name);

/**
 * Suggestions for the order being typed: off, any, or Sorcery names; after a
 * comma, the names already given are kept and the last one is completed.
 */
export function orderChoices(typed: string): { name: string; value: string }[] {
  const parts = typed.split(',');
  const last = parts.pop()!;
  const given = parts.map((p) => p.trim()).filter(Boolean);
  const prefix = given.length ? `${given.join(', ')}, ` : '';
  const taken = new Set(given.map((g) => g.toLowerCase()));
  const names = (given.length ? [] : ['off', 'any']).concat(SORCERIES.filter((n) => !taken.has(n.toLowerCase())));
  return textChoices(byTyped(names, last).map((n) => `${prefix}${n}`));
}

export const mogoCommand: Command = {
  data: new SlashCommandBuilder()
    .setName('mogo')
    .setDescription('Mogo standing orders')
    .addSubcommand((s) =>
      s
        .setName('counter')
        .setDescription('Arm your Counter: it negates an opponent’s Sorcery by itself (private)')
        .addStringOption((o) =>
          o
            .setName('against')
            .setDescription('off, any, or the Sorceries to negate, e.g. "Wrath, Time Walk"')
            .setRequired(true)
            .setAutocomplete(true)
            .setMaxLength(300),
        )
        .addIntegerOption(addMatchOption),
    )
    .toJSON(),

  async execute(ctx, interaction) {
    await deferEphemeral(interaction);
    const typed = orderText.safeParse(interaction.options.getString('against', true));
    if (!typed.success) return tell(interaction, 'Say off, any, or the Sorceries to negate, e.g. "Wrath, Time Walk".');
    const match = await matchFromOptions(ctx, interaction);
    if (!match) return;
    if (match.game !== 'mogo') return tell(interaction, `Match #${match.id} is not a Mogo match.`);
    const me = match.players.find((p) => p.userId === interaction.user.id);
    if (!me) return tell(interaction, `You are not playing in match #${match.id}.`);
    // The engine's own notation reads the order ("counter Wrath, Time Walk"), names in any case.
    const parsed = engineFor('mogo')!.parseAction(match.state, me.seat, `counter ${typed.data}`);
    if (!parsed.ok || parsed.action.type !== 'order') return tell(interaction, `${parsed.ok ? 'That is not a Counter order.' : parsed.error} Say off, any, or Sorcery names.`);
    const res = await ctx.service.act(match, actor(interaction), parsed.action);
    if (!res.ok) return tell(interaction, res.error);
    await ctx.dispatcher.deliverNow(res.outbox);
    const said = res.events.find((e) => e.kind === 'private')?.text ?? 'Your Counter order is set.';
    await interaction.editReply({ content: `Match #${match.id}: ${said} Nobody else is told; it works whenever you hold a Counter.` });
  },

  async autocomplete(ctx, interaction) {
    const focused = interaction.options.getFocused(true);
    if (focused.name === 'match') return completeMatch(ctx, interaction);
    await interaction.respond(orderChoices(String(focused.value ?? '').slice(0, 300)));
  },
};
