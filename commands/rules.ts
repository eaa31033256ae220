import { EmbedBuilder, MessageFlags, SlashCommandBuilder } from 'discord.js';
import { describeChallengeOptions } from '../src/discord/challenge-options.js';
import type { Command } from '../src/discord/command.js';
import type { AnyEngine, GameId } from '../src/games/engine.js';
import { levelNotes } from '../src/ai/levels.js';
import { engineFor, playableGames } from '../src/games/index.js';
import { LIMITS, clip, fitLines } from '../src/matches/limits.js';
import { plural } from '../src/games/plural.js';
import { lessons } from '../src/learn/index.js';

const AI_TEXT = 'Name me (the bot) as an opponent in `/challenge`, with `level` easy, normal (default) or hard: my seat needs no Accept, and I move a moment after it is my turn.';

/** How to play the AI, and what its levels are in this game where a name promises more (levels.ts). */
const aiField = (engine: AnyEngine) => ({ name: 'Playing the AI', value: [AI_TEXT, ...levelNotes(engine.id as GameId)].join(' ') });

/** Where a newcomer starts: the game's lessons, played rather than read. */
function learnField(engine: AnyEngine): { name: string; value: string } | null {
  const lesson = lessons[engine.id];
  if (!lesson) return null;
  return {
    name: 'New to it? Learn by playing',
    value: `\`/learn game:${engine.id}\`: ${plural(lesson.stages.length, 'short stage')} of levels you play yourself, one idea each, with stars (only you see them).`,
  };
}

/**
 * The summary in one embed, then the game's /challenge options (from the engine's declarations)
 * as a field; a summary grown past Discord's limit loses whole paragraphs at the end, never half of one.
 */
export function rulesEmbed(engine: AnyEngine): EmbedBuilder {
  const title = clip(`${engine.name} — how to play`, LIMITS.embed.title);
  const options = describeChallengeOptions(engine);
  const field = { name: `Options of /challenge ${engine.id}`, value: clip(options || 'None besides the opponents and the clock.', LIMITS.embed.fieldValue) };
  const fields = [...[learnField(engine)].filter((f) => f !== null), field, aiField(engine)];
  const budget = Math.min(LIMITS.embed.description, LIMITS.embed.total - title.length - fields.reduce((n, f) => n + f.name.length + f.value.length, 0));
  const paragraphs = engine.rulesSummary.split('\n');
  const text = fitLines(paragraphs, budget, (n) => `…(${plural(n, 'more paragraph')} did not fit here)`);
  return new EmbedBuilder().setTitle(title).setDescription(text).addFields(...fields).setColor(0xb58863);
}

export const rules: Command = {
  data: new SlashCommandBuilder()
    .setName('rules')
    .setDescription('A short summary of a game’s rules')
    .addStringOption((o) =>
      o.setName('game').setDescription('Which game').setRequired(true).addChoices(...playableGames().map((e) => ({ name: e.name, value: e.id }))),
    )
    .toJSON(),

  async execute(_ctx, interaction) {
    const engine = engineFor(interaction.options.getString('game', true));
    if (!engine) {
      await interaction.reply({ content: 'I do not know that game.', flags: MessageFlags.Ephemeral });
      return;
    }
    await interaction.reply({ embeds: [rulesEmbed(engine)], flags: MessageFlags.Ephemeral });
  },
};
