import { ApplicationCommandOptionType, EmbedBuilder, MessageFlags, SlashCommandBuilder } from 'discord.js';
import type { Command } from '../src/discord/command.js';
import { playableGames } from '../src/games/index.js';
import { LIMITS, fitLines } from '../src/matches/limits.js';

const TITLE = 'Golem Table — board games by correspondence';
const MORE_HELP = (n: number) => `…and ${n} more: type \`/\` to see every command.`;

/** A subcommand's options as typed: ` opponent [colour] [days]` (optional ones in brackets). */
const usage = (options: readonly { name: string; required?: boolean }[] = []): string =>
  options.map((o) => (o.required ? ` ${o.name}` : ` [${o.name}]`)).join('');

/** One line per command, and one per subcommand with its options (`/challenge agog opponent [colour] …`), from the definitions themselves. */
export function helpLines(all: Command[]): string[] {
  const lines: string[] = [];
  for (const c of all) {
    const subs = (c.data.options ?? []).flatMap((o) =>
      o.type === ApplicationCommandOptionType.Subcommand
        ? [{ name: o.name + usage(o.options), description: o.description }]
        : o.type === ApplicationCommandOptionType.SubcommandGroup
          ? (o.options ?? []).map((s) => ({ name: `${o.name} ${s.name}${usage(s.options)}`, description: s.description }))
          : [],
    );
    if (subs.length === 0) lines.push(`\`/${c.data.name}\` — ${c.data.description}`);
    else for (const s of subs) lines.push(`\`/${c.data.name} ${s.name}\` — ${s.description}`);
  }
  return lines;
}

/** /help lists every command from its own definition, so it never goes out of date; it is fitted to one embed. */
export function helpEmbed(all: Command[]): EmbedBuilder {
  const intro = `Games: ${playableGames().map((e) => e.name).join(', ')}. Start one with \`/challenge\`, then play with \`/move\` (autocomplete lists your legal moves).`;
  // The description's share of the embed's total: everything else in it is the title.
  const budget = Math.min(LIMITS.embed.description, LIMITS.embed.total - TITLE.length) - intro.length - 2;
  return new EmbedBuilder()
    .setTitle(TITLE)
    .setColor(0xb58863)
    .setDescription(`${intro}\n\n${fitLines(helpLines(all), budget, MORE_HELP)}`);
}

export function helpCommand(all: () => Command[]): Command {
  return {
    data: new SlashCommandBuilder().setName('help').setDescription('What this bot does and its commands').toJSON(),
    async execute(_ctx, interaction) {
      await interaction.reply({ embeds: [helpEmbed(all())], flags: MessageFlags.Ephemeral });
    },
  };
}
