import { MessageFlags, SlashCommandBuilder } from 'discord.js';
import type { Command } from '../src/discord/command.js';
import { engineFor } from '../src/games/index.js';
import { linePages } from '../src/matches/limits.js';
import type { MatchSummary } from '../src/matches/types.js';
import { playerMention } from '../src/matches/names.js';
import { plural } from '../src/games/plural.js';

const mention = (id: string) => `<@${id}>`;

/** A thread or channel mention is a link a fraction of a URL's length; a DM match has no guild to mention in. */
const whereOf = (m: MatchSummary) => (m.guildId ? `<#${m.threadId ?? m.channelId}>` : `https://discord.com/channels/@me/${m.threadId ?? m.channelId}`);

function line(m: MatchSummary, userId: string): string {
  const name = engineFor(m.game)?.name ?? m.game;
  // The AI's seat by its level: a mention of the bot would say only "@Golem Table".
  const who = (id: string) => {
    const p = m.players.find((x) => x.userId === id);
    return p ? playerMention(p) : mention(id);
  };
  const others = m.players.filter((p) => p.userId !== userId).map((p) => playerMention(p)).join(', ');
  const turn = m.waitingFor.includes(userId) ? '**your move**' : m.waitingFor.length ? `waiting for ${m.waitingFor.map(who).join(', ')}` : 'waiting';
  const clock = m.deadline ? ` — ⏳ <t:${Math.floor(m.deadline.getTime() / 1000)}:R>` : '';
  return `#${m.id} ${name} vs ${others} — ${turn}${clock} — ${whereOf(m)}`;
}

/** Your moves first, soonest deadline first, then the newest. */
function order(userId: string) {
  const deadline = (m: MatchSummary) => m.deadline?.getTime() ?? Infinity;
  return (a: MatchSummary, b: MatchSummary) =>
    Number(b.waitingFor.includes(userId)) - Number(a.waitingFor.includes(userId)) || deadline(a) - deadline(b) || b.id - a.id;
}

/**
 * The pages of a player's match list: whole lines, each page fitting one
 * message with its heading and footer, so any number of matches can be shown.
 */
export function gamesPages(mine: MatchSummary[], userId: string): string[] {
  const yours = mine.filter((m) => m.waitingFor.includes(userId)).length;
  const head = `Your ${plural(mine.length, 'active match', 'active matches')} (your move in ${yours})`;
  return linePages(head, [...mine].sort(order(userId)).map((m) => line(m, userId)), (page) => `/games page:${page}`);
}

export const games: Command = {
  data: new SlashCommandBuilder()
    .setName('games')
    .setDescription('Your active matches')
    .addIntegerOption((o) => o.setName('page').setDescription('Which page, when the list is long').setMinValue(1).setMaxValue(100))
    .toJSON(),

  async execute(ctx, interaction) {
    const mine = await ctx.service.activeMatches(interaction.user.id);
    if (mine.length === 0) {
      await interaction.reply({ content: 'You have no active matches. Start one with `/challenge`.', flags: MessageFlags.Ephemeral });
      return;
    }
    const pages = gamesPages(mine, interaction.user.id);
    const page = Math.min(Math.max(1, interaction.options.getInteger('page') ?? 1), pages.length);
    await interaction.reply({ content: pages[page - 1], flags: MessageFlags.Ephemeral, allowedMentions: { users: [] } });
  },
};
