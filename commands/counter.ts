import { MessageFlags, SlashCommandBuilder } from 'discord.js';
import { z } from 'zod';
import { textChoices } from '../src/discord/choices.js';
import type { Command } from '../src/discord/command.js';
import { MOGO_RULING_LINES } from '../src/discord/mogo-rulings.js';
import { COUNTERS, describeCounter } from '../src/games/mogo/index.js';
import { LIMITS, clip } from '../src/matches/limits.js';

const nameText = z.string().trim().min(1).max(60);

const byName = new Map(COUNTERS.map((c) => [c.name.toLowerCase(), c]));

/** A counter's effect in our words, then each ruling it cites in a line (Discord's 2,000 characters at most). */
export function counterText(name: string): string | null {
  const c = byName.get(name.toLowerCase().replace(/\s+/g, ' ').trim());
  const described = c ? describeCounter(c.name) : null;
  if (!c || !described) return null;
  // The description ends with the ruling ids; they are spelt out below instead.
  const [head, ...rest] = described.replace(/\s*\((MOGO-R\d+(, )?)+\)$/, '').split(' — ');
  const lines = [`**${head}** — ${rest.join(' — ')}`];
  if (c.type === 'S') lines.push(c.name === 'Counter' ? 'Never cast: arm it with `/mogo counter` and it answers by itself.' : 'Cast it in your own turn, in any phase: `cast ' + c.name + ' …`.');
  if (c.type === 'M') lines.push('A Modifier: attach it to a counter in your Deployment (`attach ' + c.name + ' → c4`); it leaves the board with its host.');
  const rulings = c.rulings.map((r) => `• ${r}: ${MOGO_RULING_LINES.get(r) ?? 'see the rulings.'}`);
  if (rulings.length) lines.push('', 'How it is ruled here:', ...rulings);
  return clip(lines.join('\n'), LIMITS.content);
}

/** The name typed whole first (Forest before Forest Elves), then names that start with it, then names that contain it. */
export function byTyped(names: readonly string[], typed: string): string[] {
  const t = typed.toLowerCase().replace(/\s+/g, ' ').trim();
  const rank = (n: string): number => (n.toLowerCase() === t ? 0 : n.toLowerCase().startsWith(t) ? 1 : n.toLowerCase().includes(t) ? 2 : 3);
  return names.filter((n) => rank(n) < 3).sort((a, b) => rank(a) - rank(b));
}

export function counterChoices(typed: string): { name: string; value: string }[] {
  return textChoices(byTyped(COUNTERS.map((c) => c.name), typed));
}

export const counter: Command = {
  data: new SlashCommandBuilder()
    .setName('counter')
    .setDescription('Mogo: what a counter does, with the rulings that apply (only you see it)')
    .addStringOption((o) => o.setName('name').setDescription('The counter, e.g. Goblin King').setRequired(true).setAutocomplete(true).setMaxLength(60))
    .toJSON(),

  async execute(_ctx, interaction) {
    const name = nameText.safeParse(interaction.options.getString('name', true));
    const body = name.success ? counterText(name.data) : null;
    const content = body ?? `There is no Mogo counter named “${clip(name.success ? name.data : '', 60)}”. Start typing a name to see the list.`;
    await interaction.reply({ content, flags: MessageFlags.Ephemeral });
  },

  async autocomplete(_ctx, interaction) {
    await interaction.respond(counterChoices(String(interaction.options.getFocused() ?? '').slice(0, 60)));
  },
};
