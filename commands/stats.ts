import { MessageFlags } from 'discord.js';
import type { Command } from '../src/discord/command.js';
import { playerQuery, playerQueryCommand } from '../src/discord/player-query.js';
import { engineFor } from '../src/games/index.js';
import { LIMITS, fitLines } from '../src/matches/limits.js';
import { playerStats, type GameStats } from '../src/matches/standings.js';
import { plural } from '../src/games/plural.js';

export const streakText = (n: number) => (n > 0 ? `${plural(n, 'win')} in a row` : n < 0 ? `${plural(-n, 'loss', 'losses')} in a row` : 'no streak');

export function statsText(userId: string, stats: GameStats[]): string {
  if (stats.length === 0) return `<@${userId}> has no rated games on this server yet.`;
  const lines = stats.map((s) => {
    const name = engineFor(s.game)?.name ?? s.game;
    const vs = s.versus ? ` · against you ${s.versus.wins}–${s.versus.draws}–${s.versus.losses}` : '';
    return `**${name}**: ${s.ordinal.toFixed(1)} (μ ${s.mu.toFixed(1)}, σ ${s.sigma.toFixed(1)})${s.provisional ? ' provisional' : ''} · ${plural(s.games, 'game')}: ${s.wins} W, ${s.draws} D, ${s.losses} L · ${streakText(s.streak)}${vs}`;
  });
  const head = `Ratings of <@${userId}> (wins–draws–losses against you count their places against yours):`;
  return `${head}\n${fitLines(lines, LIMITS.content - head.length - 1)}`;
}

export const stats: Command = {
  data: playerQueryCommand('stats', 'A player’s ratings and record on this server'),

  async execute(ctx, interaction) {
    const { user, game } = playerQuery(interaction);
    const rows = await playerStats(ctx.db, user.id, interaction.guildId ?? '', interaction.user.id, game);
    await interaction.reply({ content: statsText(user.id, rows), flags: MessageFlags.Ephemeral, allowedMentions: { users: [] } });
  },
};
