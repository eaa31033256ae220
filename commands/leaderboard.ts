import { MessageFlags, SlashCommandBuilder } from 'discord.js';
import type { Command } from '../src/discord/command.js';
import { engineFor, playableGames } from '../src/games/index.js';
import { LIMITS, fitLines } from '../src/matches/limits.js';
import { PROVISIONAL_GAMES } from '../src/matches/ratings.js';
import { LEADERBOARD_PAGE, leaderboard, type Leaderboard } from '../src/matches/standings.js';
import { plural } from '../src/games/plural.js';

const gameOption = (o: import('discord.js').SlashCommandStringOption) =>
  o.setName('game').setDescription('Which game').setRequired(true).addChoices(...playableGames().map((e) => ({ name: e.name, value: e.id })));

export function leaderboardText(game: { id: string; name: string }, board: Leaderboard, page: number): string {
  const pages = Math.max(1, Math.ceil(board.established / LEADERBOARD_PAGE));
  const head = `**${game.name} leaderboard** (rating μ − 3σ)${pages > 1 ? `, page ${page} of ${pages}` : ''}:`;
  const rows = board.rows.map((r) => `${r.rank}. <@${r.userId}> — ${r.ordinal.toFixed(1)} (${plural(r.games, 'game')})`);
  if (rows.length === 0) rows.push(board.established ? 'No players on this page.' : `Nobody has played ${PROVISIONAL_GAMES} rated games yet.`);
  const tail: string[] = [];
  if (board.provisionalCount && page === 1) {
    tail.push(`Provisional (fewer than ${PROVISIONAL_GAMES} rated games): ${board.provisional.map((p) => `<@${p.userId}> ${p.ordinal.toFixed(1)} (${p.games})`).join(', ')}${board.provisionalCount > board.provisional.length ? `, and ${board.provisionalCount - board.provisional.length} more` : ''}`);
  }
  if (page < pages) tail.push(`More: \`/leaderboard game:${game.id} page:${page + 1}\``);
  const tailText = tail.join('\n').slice(0, 600);
  return `${head}\n${fitLines(rows, LIMITS.content - head.length - tailText.length - 4)}${tailText ? `\n${tailText}` : ''}`;
}

export const leaderboardCommand: Command = {
  data: new SlashCommandBuilder()
    .setName('leaderboard')
    .setDescription('This server’s best rated players in a game')
    .addStringOption(gameOption)
    .addIntegerOption((o) => o.setName('page').setDescription('Which page').setMinValue(1).setMaxValue(10_000))
    .toJSON(),

  async execute(ctx, interaction) {
    const engine = engineFor(interaction.options.getString('game', true));
    if (!engine) {
      await interaction.reply({ content: 'I do not know that game.', flags: MessageFlags.Ephemeral });
      return;
    }
    const page = Math.max(1, interaction.options.getInteger('page') ?? 1);
    const board = await leaderboard(ctx.db, engine.id, interaction.guildId ?? '', page);
    await interaction.reply({ content: leaderboardText(engine, board, page), flags: MessageFlags.Ephemeral, allowedMentions: { users: [] } });
  },
};
