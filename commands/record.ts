import { AttachmentBuilder, MessageFlags, SlashCommandBuilder, escapeMarkdown } from 'discord.js';
import type { Command } from '../src/discord/command.js';
import { addMatchOption, completeMatch, matchFromOptions } from '../src/discord/match-option.js';
import { tell } from '../src/discord/replies.js';
import { engineFor } from '../src/games/index.js';
import { LIMITS } from '../src/matches/limits.js';
import { namesBySeat } from '../src/discord/player-names.js';
import { seatWord } from '../src/discord/messages.js';
import { withNames } from '../src/games/seat-names.js';

/**
 * The record inline when it fits one message; a longer one comes whole as a
 * text file, with its end (the latest moves, cut between moves) shown inline.
 */
export function recordReply(gameName: string, matchId: number, record: string, players = ''): { content: string; file: { name: string; data: Buffer } | null } {
  const body = record || '(no moves yet)';
  const title = `${gameName} — match #${matchId}${players ? `: ${players}` : ''}`;
  const inline = `${title}\n\`\`\`\n${body}\n\`\`\``;
  if (inline.length <= LIMITS.content) return { content: inline, file: null };
  const name = `match-${matchId}-record.txt`;
  const head = `${title}. The whole record is in \`${name}\`; its end:\n\`\`\`\n…`;
  const room = LIMITS.content - head.length - '\n```'.length;
  const end = body.slice(body.length - room);
  // Start at a move boundary (a space or a new line), not inside a move.
  const cut = end.search(/\s/);
  const tail = cut >= 0 ? end.slice(cut + 1) : '';
  return { content: `${head}${tail}\n\`\`\``, file: { name, data: Buffer.from(`${title}\n\n${body}\n`, 'utf8') } };
}

export const record: Command = {
  data: new SlashCommandBuilder()
    .setName('record')
    .setDescription('The game record of a match')
    .addIntegerOption(addMatchOption)
    .toJSON(),

  async execute(ctx, interaction) {
    const match = await matchFromOptions(ctx, interaction, { orLatestFinished: true });
    if (!match) return;
    const game = engineFor(match.game)!;
    // Action notation can name hidden cards; such a record is public only after the game.
    if (game.privateKey && match.status === 'active') return tell(interaction, `The record of a ${game.name} match is shown once it is over (it names hidden cards).`);
    const res = await ctx.service.record(match.id);
    if (!res.ok) return tell(interaction, res.error);
    // The record names seats as the notation does ("P2", "Player 2"): the players' names go beside it.
    const names = await namesBySeat(ctx.client, ctx.db, res.match.id, res.match.players);
    const who = res.match.players.map((p) => {
      const word = seatWord(game, p.seat, res.match.players.length);
      return word ? `${escapeMarkdown(names[p.seat])} (${word})` : `P${p.seat + 1} ${escapeMarkdown(names[p.seat])}`;
    });
    const reply = recordReply(game.name, res.match.id, withNames(res.record, names), who.join(', '));
    await interaction.reply({
      content: reply.content,
      files: reply.file ? [new AttachmentBuilder(reply.file.data, { name: reply.file.name })] : [],
      flags: MessageFlags.Ephemeral,
    });
  },

  autocomplete: completeMatch,
};
