import { MessageFlags } from 'discord.js';
import type { Command } from '../src/discord/command.js';
import { playerQuery, playerQueryCommand } from '../src/discord/player-query.js';
import { engineFor } from '../src/games/index.js';
import { LIMITS, fitLines } from '../src/matches/limits.js';
import { recentMatches, type PastMatch } from '../src/matches/standings.js';
import { namedText, playerMention } from '../src/matches/names.js';

const HISTORY = 15;
const WORD = { win: 'won', draw: 'drew', loss: 'lost' } as const;

export function historyText(userId: string, matches: PastMatch[]): string {
  if (matches.length === 0) return `<@${userId}> has no finished matches here yet.`;
  const lines = matches.map((m) => {
    const name = engineFor(m.game)?.name ?? m.game;
    const when = m.finishedAt ? ` <t:${Math.floor(m.finishedAt.getTime() / 1000)}:d>` : '';
    const link = `https://discord.com/channels/${m.guildId ?? '@me'}/${m.channelId}`;
    const opponent = (id: string) => {
      const p = m.players.find((x) => x.userId === id);
      return p ? playerMention(p) : `<@${id}>`;
    };
    return `#${m.id} ${name} vs ${m.opponents.map(opponent).join(', ')} — **${WORD[m.outcome]}** (${namedText(m.reason, m.players)})${when} — ${link}`;
  });
  const head = `Recent matches of <@${userId}>:`;
  return `${head}\n${fitLines(lines, LIMITS.content - head.length - 1)}`;
}

export const history: Command = {
  data: playerQueryCommand('history', 'A player’s recent finished matches'),

  async execute(ctx, interaction) {
    const { user, game } = playerQuery(interaction);
    const rows = await recentMatches(ctx.db, user.id, interaction.guildId, game, HISTORY);
    await interaction.reply({ content: historyText(user.id, rows), flags: MessageFlags.Ephemeral, allowedMentions: { users: [] } });
  },
};
