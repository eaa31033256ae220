// `/tournament`: create (one subcommand per game, with the game's own declared
// challenge options), standings, list, withdraw, cancel, settings.
import {
  MessageFlags,
  PermissionFlagsBits,
  SlashCommandBuilder,
  type ChatInputCommandInteraction,
  type SlashCommandSubcommandBuilder,
} from 'discord.js';
import { z } from 'zod';
import type { Command } from '../src/discord/command.js';
import type { BotContext } from '../src/discord/context.js';
import { addGameOptions, readChallenge } from '../src/discord/challenge-options.js';
import { actor } from '../src/discord/actor.js';
import { tell } from '../src/discord/replies.js';
import { cardOf } from '../src/discord/tournament-desk.js';
import { signupMessage, standingsMessage, tournamentListPages } from '../src/discord/tournament-messages.js';
import type { AnyEngine } from '../src/games/engine.js';
import { engineFor, playableGames } from '../src/games/index.js';
import { plural } from '../src/games/plural.js';
import { DAYS_PER_MOVE, DEFAULT_DAYS_PER_MOVE } from '../src/matches/clock.js';
import { LIMITS, clip } from '../src/matches/limits.js';
import { MAX_PLAYERS, MAX_ROUND_DAYS, MAX_SWISS_ROUNDS } from '../src/tournaments/service.js';
import { tableSizes } from '../src/tournaments/games.js';

/** `/tournament create <game>`: the tournament's own options, then the game's (its seat option left out: pairing seats the players). */
function createSubcommand(sub: SlashCommandSubcommandBuilder, engine: AnyEngine): SlashCommandSubcommandBuilder {
  sub.setName(engine.id).setDescription(`A ${engine.name} tournament`);
  sub.addStringOption((o) =>
    o.setName('format').setDescription('Swiss (a set number of rounds) or round-robin (everyone meets everyone)').setRequired(true)
      .addChoices({ name: 'Swiss', value: 'swiss' }, { name: 'round-robin', value: 'round-robin' }),
  );
  sub.addIntegerOption((o) => o.setName('rounds').setDescription('Swiss: how many rounds').setMinValue(1).setMaxValue(MAX_SWISS_ROUNDS));
  sub.addStringOption((o) =>
    o.setName('days').setDescription(`Days per move (default ${DEFAULT_DAYS_PER_MOVE})`).addChoices(...DAYS_PER_MOVE.map((d) => ({ name: plural(d, 'day'), value: String(d) }))),
  );
  sub.addBooleanOption((o) => o.setName('weekends_free').setDescription('Do not count Saturdays and Sundays (UTC) against the clock'));
  sub.addIntegerOption((o) => o.setName('max_players').setDescription(`At most this many players (up to ${MAX_PLAYERS})`).setMinValue(2).setMaxValue(MAX_PLAYERS));
  sub.addStringOption((o) => o.setName('starts').setDescription('When round 1 starts: "2026-12-01 18:00" (UTC), or "when full"').setMaxLength(40));
  sub.addStringOption((o) => o.setName('name').setDescription("The tournament's name").setMaxLength(80));
  sub.addIntegerOption((o) => o.setName('round_days').setDescription('Round limit in days: a game still running then counts as a draw').setMinValue(1).setMaxValue(MAX_ROUND_DAYS));
  const sizes = tableSizes(engine);
  if (sizes.length > 1) {
    sub.addIntegerOption((o) =>
      o.setName('seats').setDescription('Players at each game (3–4: table-Swiss, leaders seated together)').addChoices(...sizes.map((n) => ({ name: `${n}`, value: n }))),
    );
  }
  addGameOptions(sub, engine);
  return sub;
}

const tournamentOption = (o: import('discord.js').SlashCommandIntegerOption) =>
  o.setName('tournament').setDescription('Which tournament (by default the one of this channel)').setMinValue(1).setAutocomplete(true);

export function tournamentCommandData(engines: readonly AnyEngine[]) {
  const b = new SlashCommandBuilder().setName('tournament').setDescription('Tournaments the bot referees: Swiss, round-robin, table-Swiss').setDMPermission(false);
  b.addSubcommandGroup((g) => {
    g.setName('create').setDescription('Create a tournament (Manage Server, or the organiser role)');
    for (const engine of engines) g.addSubcommand((sub) => createSubcommand(sub, engine));
    return g;
  });
  b.addSubcommand((s) => s.setName('standings').setDescription('The standings: points and tie-breaks').addIntegerOption(tournamentOption));
  b.addSubcommand((s) => s.setName('list').setDescription("This server's tournaments").addIntegerOption((o) => o.setName('page').setDescription('Page').setMinValue(1)));
  b.addSubcommand((s) => s.setName('withdraw').setDescription('Leave a tournament: your running games are resigned').addIntegerOption(tournamentOption));
  b.addSubcommand((s) => s.setName('cancel').setDescription('Cancel a tournament (its organiser)').addIntegerOption(tournamentOption));
  b.addSubcommand((s) =>
    s.setName('settings').setDescription('Who may organise tournaments here (Manage Server)')
      .addRoleOption((o) => o.setName('organiser_role').setDescription('Members with this role may create tournaments; leave out to clear')),
  );
  return b.toJSON();
}

/** "when full", "2026-12-01", "2026-12-01 18:00" (UTC), a Discord timestamp "<t:…>" or Unix seconds. */
const startsSchema = z
  .string()
  .trim()
  .transform((s, ctx): Date | null => {
    if (/^(when )?full$/i.test(s)) return null;
    const stamp = /^<t:(\d{1,12})(:[a-zA-Z])?>$|^(\d{9,12})$/.exec(s);
    if (stamp) return new Date(Number(stamp[1] ?? stamp[3]) * 1000);
    const day = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{1,2}):(\d{2}))?$/.exec(s);
    if (day) {
      const [y, mo, d, h, mi] = day.slice(1).map((x) => (x === undefined ? 0 : Number(x)));
      const date = new Date(Date.UTC(y, mo - 1, d, h, mi));
      if (date.getUTCMonth() === mo - 1 && date.getUTCDate() === d && h < 24 && mi < 60) return date;
    }
    ctx.addIssue({ code: 'custom', message: 'write a date like 2026-12-01 18:00 (UTC), or "when full"' });
    return z.NEVER;
  });

/** Manage Server, or the role `/tournament settings` named. */
async function mayOrganise(ctx: BotContext, interaction: ChatInputCommandInteraction): Promise<boolean> {
  if (interaction.memberPermissions?.has(PermissionFlagsBits.ManageGuild)) return true;
  const role = interaction.guildId ? await ctx.tournaments.organiserRole(interaction.guildId) : null;
  if (!role) return false;
  const roles = interaction.member?.roles;
  return Array.isArray(roles) ? roles.includes(role) : !!roles?.cache.has(role);
}

async function create(ctx: BotContext, interaction: ChatInputCommandInteraction): Promise<void> {
  const engine = engineFor(interaction.options.getSubcommand(true));
  if (!engine || !interaction.guildId) return tell(interaction, 'I do not know that game.');
  if (!(await mayOrganise(ctx, interaction))) return tell(interaction, 'Creating a tournament needs Manage Server, or the organiser role set with `/tournament settings`.');
  const read = readChallenge(engine, (name) => interaction.options.get(name)?.value);
  if (!read.ok) return tell(interaction, read.error);
  const startsRaw = interaction.options.getString('starts');
  const starts = startsRaw === null ? null : startsSchema.safeParse(startsRaw);
  if (starts && !starts.success) return tell(interaction, `I could not read \`starts\`: ${starts.error.issues[0]?.message}`);
  const res = await ctx.tournaments.create({
    guildId: interaction.guildId,
    channelId: interaction.channelId,
    organiser: actor(interaction),
    game: engine.id,
    format: interaction.options.getString('format', true) === 'round-robin' ? 'round-robin' : 'swiss',
    tableSize: interaction.options.getInteger('seats') ?? 2,
    rounds: interaction.options.getInteger('rounds'),
    daysPerMove: read.settings.daysPerMove,
    pauseWeekends: read.settings.pauseWeekends,
    roundDays: interaction.options.getInteger('round_days'),
    maxPlayers: interaction.options.getInteger('max_players'),
    startsAt: starts?.data ?? null,
    name: interaction.options.getString('name'),
    options: read.settings.options,
  });
  if (!res.ok) return tell(interaction, res.error);
  const reply = await interaction.reply({ ...signupMessage(cardOf(res.tournament, 0), []), withResponse: true });
  const message = reply.resource?.message;
  if (message) await ctx.tournaments.setSignupMessage(res.tournament.id, message.id);
}

async function which(ctx: BotContext, interaction: ChatInputCommandInteraction, mine?: boolean) {
  return ctx.tournaments.resolve(interaction.guildId!, interaction.channelId, interaction.options.getInteger('tournament') ?? undefined, mine ? interaction.user.id : undefined);
}

async function standingsReply(ctx: BotContext, interaction: ChatInputCommandInteraction): Promise<void> {
  const found = await which(ctx, interaction);
  if (!found.ok) return tell(interaction, found.error);
  const t = (await ctx.tournaments.get(found.tournament.id))!;
  if (t.rounds.length === 0) return tell(interaction, `**${clip(t.name, 80)}** has not started: ${plural(t.entries.length, 'player')} signed up so far.`);
  // The picture takes a moment to draw.
  await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  const played = t.rounds.filter((r) => r.status === 'finished').length;
  await interaction.editReply(await standingsMessage(cardOf(t, t.rounds.length), ctx.tournaments.standingsOf(t), { final: t.status === 'finished', roundsPlayed: played }));
}

async function listReply(ctx: BotContext, interaction: ChatInputCommandInteraction): Promise<void> {
  const items = (await ctx.tournaments.list(interaction.guildId!)).map((t) => ({ ...cardOf(t, t.roundsPaired), players: t.players }));
  const pages = tournamentListPages(items);
  const page = Math.min(pages.length, interaction.options.getInteger('page') ?? 1);
  await interaction.reply({ content: pages[page - 1], flags: MessageFlags.Ephemeral, allowedMentions: { parse: [] } });
}

async function withdraw(ctx: BotContext, interaction: ChatInputCommandInteraction): Promise<void> {
  const found = await which(ctx, interaction, true);
  if (!found.ok) return tell(interaction, found.error);
  await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  const res = await ctx.tournaments.withdraw(found.tournament.id, actor(interaction));
  if (!res.ok) return tell(interaction, res.error);
  await ctx.dispatcher.deliverNow(res.outbox);
  const resigned = res.resigned.length ? ` Your running ${res.resigned.length === 1 ? 'game' : 'games'} (${res.resigned.map((id) => `#${id}`).join(', ')}) ${res.resigned.length === 1 ? 'was' : 'were'} resigned.` : '';
  const status = res.tournament.status === 'signup' ? 'You are off the list.' : 'You stay in the standings and will not be paired again.';
  await tell(interaction, `You have left **${clip(res.tournament.name, 80)}**. ${status}${resigned}`);
}

async function cancel(ctx: BotContext, interaction: ChatInputCommandInteraction): Promise<void> {
  const found = await which(ctx, interaction);
  if (!found.ok) return tell(interaction, found.error);
  const res = await ctx.tournaments.cancel(found.tournament.id, actor(interaction), await mayOrganise(ctx, interaction));
  if (!res.ok) return tell(interaction, res.error);
  await tell(interaction, `**${clip(res.tournament.name, 80)}** is cancelled. Matches under way may be played out; they no longer count for it.`);
}

async function settings(ctx: BotContext, interaction: ChatInputCommandInteraction): Promise<void> {
  if (!interaction.memberPermissions?.has(PermissionFlagsBits.ManageGuild)) return tell(interaction, 'Only members with Manage Server can choose who organises tournaments.');
  const role = interaction.options.getRole('organiser_role');
  await ctx.tournaments.setOrganiserRole(interaction.guildId!, role?.id ?? null);
  await tell(interaction, role ? `Members with <@&${role.id}> may now create tournaments here, as may anyone with Manage Server.` : 'Only members with Manage Server may create tournaments here now.');
}

export const tournament: Command = {
  data: tournamentCommandData(playableGames()),
  async execute(ctx, interaction) {
    if (!interaction.guildId) return tell(interaction, 'Tournaments are run on a server.');
    if (interaction.options.getSubcommandGroup(false) === 'create') return create(ctx, interaction);
    switch (interaction.options.getSubcommand(true)) {
      case 'standings':
        return standingsReply(ctx, interaction);
      case 'list':
        return listReply(ctx, interaction);
      case 'withdraw':
        return withdraw(ctx, interaction);
      case 'cancel':
        return cancel(ctx, interaction);
      case 'settings':
        return settings(ctx, interaction);
    }
  },
  async autocomplete(ctx, interaction) {
    if (!interaction.guildId) return interaction.respond([]);
    const typed = String(interaction.options.getFocused() ?? '').toLowerCase();
    const choices = (await ctx.tournaments.list(interaction.guildId))
      .filter((t) => !typed || `${t.id} ${t.name}`.toLowerCase().includes(typed))
      .slice(0, LIMITS.autocomplete.choices)
      .map((t) => ({ name: clip(`#${t.id} ${t.name} (${t.status})`, LIMITS.autocomplete.name), value: t.id }));
    await interaction.respond(choices);
  },
};
