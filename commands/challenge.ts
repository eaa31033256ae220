import { MessageFlags, SlashCommandBuilder } from 'discord.js';
import { z } from 'zod';
import type { Command } from '../src/discord/command.js';
import { challengeMessage } from '../src/discord/messages.js';
import { playableGames } from '../src/games/index.js';

const options = z.object({
  game: z.string().min(1),
  colour: z.enum(['white', 'black', 'random']).default('random'),
  handicap: z.number().int().min(0).max(9).optional(),
  position: z.string().max(200).optional(),
  days: z.enum(['1', '2', '3', '5', '7', '10', '14', 'none']).default('3'),
  weekends: z.boolean().default(false),
  board: z.enum(['19', '13']).optional(),
  deck: z.number().int().min(1).max(3).optional(),
  aces_by_suit: z.boolean().optional(),
  nines_reflect: z.boolean().optional(),
});

/** Which options belong to which game; one given for another game is refused, not ignored. */
const GAME_OPTIONS: Record<string, readonly string[]> = {
  agog: ['colour', 'handicap', 'position'],
  gomofasta: ['board', 'deck'],
  ugo: ['aces_by_suit', 'nines_reflect'],
};

function gameOptions(game: string, o: z.infer<typeof options>): Record<string, unknown> {
  switch (game) {
    case 'agog':
      return { ...(o.handicap ? { handicap: o.handicap } : {}), ...(o.position ? { position: o.position } : {}) };
    case 'gomofasta':
      return { ...(o.board ? { size: Number(o.board) } : {}), ...(o.deck ? { deckMultiplier: o.deck } : {}) };
    case 'ugo':
      return { acesBySuit: o.aces_by_suit ?? false, ninesReflect: o.nines_reflect ?? false };
    default:
      return {};
  }
}

const builder = new SlashCommandBuilder()
  .setName('challenge')
  .setDescription('Challenge someone to a game')
  .addUserOption((o) => o.setName('opponent').setDescription('Who you want to play').setRequired(true))
  .addStringOption((o) =>
    o
      .setName('game')
      .setDescription('Which game')
      .setRequired(true)
      .addChoices(...playableGames().map((e) => ({ name: e.name, value: e.id }))),
  )
  .addStringOption((o) =>
    o
      .setName('colour')
      .setDescription('A•G•O•G: the colour you play (default random)')
      .addChoices({ name: 'White (moves first)', value: 'white' }, { name: 'Black', value: 'black' }, { name: 'Random', value: 'random' }),
  )
  .addIntegerOption((o) => o.setName('handicap').setDescription('A•G•O•G: golems Black removes (1–9)').setMinValue(0).setMaxValue(9))
  .addStringOption((o) => o.setName('position').setDescription('A•G•O•G: a custom starting position string').setMaxLength(200))
  .addStringOption((o) =>
    o
      .setName('days')
      .setDescription('Days per move (default 3)')
      .addChoices(...['1', '2', '3', '5', '7', '10', '14'].map((d) => ({ name: `${d} day${d === '1' ? '' : 's'}`, value: d })), { name: 'no clock', value: 'none' }),
  )
  .addBooleanOption((o) => o.setName('weekends_free').setDescription('Do not count Saturdays and Sundays (UTC) against the clock'))
  .addStringOption((o) => o.setName('board').setDescription('Go*Mofasta: board size (default 19×19)').addChoices({ name: '19×19', value: '19' }, { name: '13×13', value: '13' }))
  .addIntegerOption((o) => o.setName('deck').setDescription('Go*Mofasta: copies of the 9-card deck (1–3, default 1)').setMinValue(1).setMaxValue(3))
  .addBooleanOption((o) => o.setName('aces_by_suit').setDescription('U-G-O optional rule: Aces by suit (default off)'))
  .addBooleanOption((o) => o.setName('nines_reflect').setDescription('U-G-O optional rule: Nines reflect (default off)'))
  .addUserOption((o) => o.setName('opponent2').setDescription('A second opponent (games for 3+ players)'))
  .addUserOption((o) => o.setName('opponent3').setDescription('A third opponent (games for 4 players)'))
  .setDMPermission(false);

export const challenge: Command = {
  data: builder.toJSON(),
  async execute(ctx, interaction) {
    const parsed = options.safeParse({
      game: interaction.options.getString('game', true),
      colour: interaction.options.getString('colour') ?? undefined,
      handicap: interaction.options.getInteger('handicap') ?? undefined,
      position: interaction.options.getString('position') ?? undefined,
      days: interaction.options.getString('days') ?? undefined,
      weekends: interaction.options.getBoolean('weekends_free') ?? undefined,
      board: interaction.options.getString('board') ?? undefined,
      deck: interaction.options.getInteger('deck') ?? undefined,
      aces_by_suit: interaction.options.getBoolean('aces_by_suit') ?? undefined,
      nines_reflect: interaction.options.getBoolean('nines_reflect') ?? undefined,
    });
    if (!parsed.success) {
      await interaction.reply({ content: `I could not read those options: ${parsed.error.issues[0]?.message}`, flags: MessageFlags.Ephemeral });
      return;
    }
    const o = parsed.data;
    const invitees = ['opponent', 'opponent2', 'opponent3']
      .map((name) => interaction.options.getUser(name))
      .filter((u): u is NonNullable<typeof u> => !!u)
      .map((u) => ({ id: u.id, bot: u.bot, name: u.username }));
    const given = Object.entries(GAME_OPTIONS).flatMap(([, names]) => names).filter((n) => interaction.options.get(n) !== null);
    const foreign = given.find((n) => !(GAME_OPTIONS[o.game] ?? []).includes(n));
    if (foreign) {
      const owner = Object.entries(GAME_OPTIONS).find(([, names]) => names.includes(foreign))![0];
      await interaction.reply({ content: `\`${foreign}\` is an option of ${playableGames().find((e) => e.id === owner)?.name ?? owner}, not of this game.`, flags: MessageFlags.Ephemeral });
      return;
    }
    const res = await ctx.service.challenge({
      game: o.game,
      challenger: { id: interaction.user.id, bot: interaction.user.bot, name: interaction.user.username },
      invitees,
      guildId: interaction.guildId,
      channelId: interaction.channelId,
      options: gameOptions(o.game, o),
      challengerSeat: o.game === 'agog' && o.colour !== 'random' ? (o.colour === 'white' ? 0 : 1) : undefined,
      daysPerMove: o.days === 'none' ? null : Number(o.days),
      pauseWeekends: o.weekends,
    });
    if (!res.ok) {
      await interaction.reply({ content: res.error, flags: MessageFlags.Ephemeral });
      return;
    }
    const reply = await interaction.reply({ ...challengeMessage(res.challenge), withResponse: true });
    const messageId = reply.resource?.message?.id;
    if (messageId) await ctx.service.setChallengeMessage(res.challenge.id, messageId);
  },
};
