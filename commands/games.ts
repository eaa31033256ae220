import { MessageFlags, SlashCommandBuilder } from 'discord.js';
import type { Command } from '../src/discord/command.js';
import { engineFor } from '../src/games/index.js';

export const games: Command = {
  data: new SlashCommandBuilder().setName('games').setDescription('Your active matches').toJSON(),

  async execute(ctx, interaction) {
    const mine = await ctx.service.activeMatches(interaction.user.id);
    if (mine.length === 0) {
      await interaction.reply({ content: 'You have no active matches. Start one with `/challenge`.', flags: MessageFlags.Ephemeral });
      return;
    }
    const lines = mine.slice(0, 25).map((m) => {
      const engine = engineFor(m.game)!;
      const toAct: number[] = engine.toAct(m.state);
      const others = m.players.filter((p) => p.userId !== interaction.user.id).map((p) => `<@${p.userId}>`).join(', ');
      const turn = toAct.some((s) => m.players[s]?.userId === interaction.user.id) ? '**your move**' : `waiting for ${toAct.map((s) => `<@${m.players[s].userId}>`).join(', ')}`;
      const where = `https://discord.com/channels/${m.guildId ?? '@me'}/${m.threadId ?? m.channelId}`;
      const clock = m.deadline ? ` — ⏳ <t:${Math.floor(m.deadline.getTime() / 1000)}:R>` : '';
      return `#${m.id} ${engine.name} vs ${others} — ${turn}${clock} — ${where}`;
    });
    const more = mine.length > 25 ? `\n…and ${mine.length - 25} more.` : '';
    await interaction.reply({ content: `Your matches:\n${lines.join('\n')}${more}`, flags: MessageFlags.Ephemeral, allowedMentions: { users: [] } });
  },
};
