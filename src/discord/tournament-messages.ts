// Tournament posts: the sign-up post with Join / Leave, each round's post, the
// standings post (edited after every result; the final one names the winner
// and is pinned), the /tournament list and the notice a match thread gets when
// the round limit ends it. They take plain data (no Prisma rows), name players
// by their display names escaped for markdown, and ping nobody: the matches'
// own board posts do the pinging. Every post fits Discord's limits with 64
// players of 32-character names, cutting whole lines with "…and N more".
import { ActionRowBuilder, AttachmentBuilder, ButtonBuilder, ButtonStyle, EmbedBuilder, escapeMarkdown } from 'discord.js';
import { engineFor } from '../games/index.js';
import type { GameId } from '../games/engine.js';
import { noun, plural } from '../games/plural.js';
import { LIMITS, clip, fitLines, linePages, more } from '../matches/limits.js';
import { STANDINGS_COLUMNS, formatScore, renderStandings } from '../render/index.js';
import type { GameOutcome, StandingRow } from '../tournaments/index.js';
import { T_R01_BYE, T_R03_ROUND_LIMIT_TWO_PLAYERS, tR03TablePoints, tR13LateJoinOpen } from '../tournaments/rulings.js';
import { buttonId } from './custom-id.js';
import { seatWord } from './messages.js';

export type TournamentFormat = 'round-robin' | 'swiss' | 'table-swiss';
export type TournamentStatus = 'signup' | 'running' | 'finished' | 'cancelled';

/** What every tournament post says about the tournament itself. */
export interface TournamentCard {
  id: number;
  name: string;
  game: GameId;
  format: TournamentFormat;
  /** Seats at each match: 2, or 3–4 for table-Swiss (default 2). */
  tableSize?: number;
  /** Rounds to play; null for a round-robin until it starts (its schedule sets them). */
  rounds: number | null;
  /** Rounds paired so far: 0 before the first, then the round in play. */
  currentRound: number;
  daysPerMove: number;
  pauseWeekends?: boolean;
  /** The round limit in days, or null for none. */
  roundDays: number | null;
  maxPlayers: number | null;
  /** When sign-up closes and round 1 starts; null = when `maxPlayers` have joined. */
  startsAt: Date | null;
  status: TournamentStatus;
  organiserId: string;
  /** Bumped by every change the posts show; the Join / Leave buttons carry it. */
  version: number;
  /** The game's own options as lines ("handicap: 9"), from describeOptions; shown on the sign-up post. */
  options?: readonly string[];
  /** The tournament's thread (rounds and standings), once it has one. */
  threadId?: string | null;
}

export interface TournamentPlayer {
  userId: string;
  name: string;
}

export interface TournamentEntrant extends TournamentPlayer {
  withdrawn: boolean;
  /** Rounds already paired when they joined (0 = from the start; T-R13). */
  joinedRound: number;
}

/** A game or table of a round, as its post shows it. */
export interface RoundMatchView {
  /** Board or table number, 1 at the top. */
  board: number;
  /** In seat order: White then Black for a game, the table's seats. */
  players: readonly TournamentPlayer[];
  matchId: number | null;
  /** The match's thread, once the round's start has made it. */
  threadId: string | null;
  /** A two-player game's outcome once it ended. */
  outcome?: GameOutcome | null;
  /** A table's places once it ended (0 first; null: still in at the round limit). */
  finish?: readonly (number | null)[] | null;
  /** The round-robin group it belongs to (T-R15), 1 first, when there are several. */
  group?: number;
}

export interface RoundView {
  number: number;
  /** The round limit's moment (null: the round ends with its last match). */
  endsAt: Date | null;
  matches: readonly RoundMatchView[];
  byes: readonly TournamentPlayer[];
}

/** A standings row of the tournament core with the player's name. */
export type NamedStandingRow = StandingRow & { name: string };

/** Any message these builders make: discord.js accepts it as it is for send, edit and reply. */
export interface TournamentPost {
  content: string;
  embeds: EmbedBuilder[];
  components: ActionRowBuilder<ButtonBuilder>[];
  files: AttachmentBuilder[];
  allowedMentions: { parse: [] };
}

const COLOUR = 0xb58863;
const WINNER_COLOUR = 0xe0a82e;
const NO_PINGS = { parse: [] as [] };

/** A display name as a post shows it: never more than Discord allows one, escaped, links and list marks included. */
const shown = (name: string) => escapeMarkdown(clip(name, 32), { maskedLink: true, heading: true, bulletedList: true, numberedList: true });
const gameName = (game: GameId) => engineFor(game)?.name ?? game;
const unix = (d: Date) => Math.floor(d.getTime() / 1000);
const post = (p: Partial<TournamentPost> & { embeds: EmbedBuilder[] }): TournamentPost => ({ content: '', components: [], files: [], allowedMentions: NO_PINGS, ...p });

function formatName(t: TournamentCard): string {
  switch (t.format) {
    case 'round-robin':
      return 'Round-robin';
    case 'swiss':
      return 'Swiss';
    case 'table-swiss':
      return `Table Swiss (tables of ${t.tableSize ?? 2})`;
  }
}

/** "Swiss, 5 rounds" — a round-robin's rounds are known once its groups are drawn. */
function formatLine(t: TournamentCard): string {
  if (t.rounds !== null) return `${formatName(t)}, ${plural(t.rounds, 'round')}`;
  return `${formatName(t)}: everyone meets everyone once (groups of at most 8)`;
}

const clock = (t: TournamentCard) => `${plural(t.daysPerMove, 'day')} per move${t.pauseWeekends ? ', weekends free' : ''}`;

/** What the round limit does, said the same way on every post. */
function roundLimitLine(t: TournamentCard): string {
  const result = (t.tableSize ?? 2) > 2 ? 'the places not yet decided are shared' : 'counts as a draw';
  return t.roundDays === null
    ? 'none: a round ends when its last game ends'
    : `${plural(t.roundDays, 'day')}: a game still running then ends and ${result} for the standings`;
}

/**
 * Whether a player may join now (`entered`: the entries, withdrawn players
 * included, as the service counts them): while there is room, during sign-up,
 * and in a Swiss (table-Swiss too) until more than half the rounds have
 * started (T-R13).
 */
export function joinOpen(t: TournamentCard, entered: number): boolean {
  if (t.maxPlayers !== null && entered >= t.maxPlayers) return false;
  if (t.status === 'signup') return true;
  return t.status === 'running' && t.format !== 'round-robin' && t.rounds !== null && tR13LateJoinOpen(t.currentRound, t.rounds);
}

/** The last round a late joiner can still play from (T-R13), or null when the format has no late joins. */
function lastLateRound(t: TournamentCard): number | null {
  if (t.format === 'round-robin' || t.rounds === null) return null;
  let started = 0;
  while (started + 1 < t.rounds && tR13LateJoinOpen(started + 1, t.rounds)) started++;
  return started > 0 ? started + 1 : null;
}

function statusLine(t: TournamentCard, entered: number): string {
  switch (t.status) {
    case 'signup': {
      if (t.startsAt) return `Sign-up is open. Round 1 starts <t:${unix(t.startsAt)}:R> (<t:${unix(t.startsAt)}:f>).`;
      if (t.maxPlayers === null) return 'Sign-up is open.';
      return `Sign-up is open. Round 1 starts when ${plural(t.maxPlayers, 'player')} ${noun(t.maxPlayers, 'has', 'have')} joined: ${plural(Math.max(0, t.maxPlayers - entered), 'place')} left.`;
    }
    case 'running':
      return `Round ${t.currentRound}${t.rounds ? ` of ${t.rounds}` : ''} is being played.${joinOpen(t, entered) ? ' Late entries are still welcome.' : ''}`;
    case 'finished':
      return 'Finished: the final standings are in the thread.';
    case 'cancelled':
      return 'Cancelled by the organiser.';
  }
}

function entrantLine(e: TournamentEntrant, i: number): string {
  const notes = [e.joinedRound > 0 ? `from round ${e.joinedRound + 1}` : '', e.withdrawn ? 'withdrawn' : ''].filter(Boolean);
  const name = e.withdrawn ? `~~${shown(e.name)}~~` : shown(e.name);
  return `${i + 1}. ${name}${notes.length ? ` (${notes.join(', ')})` : ''}`;
}

/** The sign-up post, edited after every Join and Leave and when the tournament starts or ends. */
export function signupMessage(t: TournamentCard, entrants: readonly TournamentEntrant[]): TournamentPost {
  const entered = entrants.length;
  const late = lastLateRound(t);
  const facts = [
    statusLine(t, entered),
    '',
    `**Game:** ${gameName(t.game)}`,
    `**Format:** ${formatLine(t)}`,
    `**Clock:** ${clock(t)}`,
    `**Round limit:** ${roundLimitLine(t)}`,
    `**Start:** ${t.startsAt ? `<t:${unix(t.startsAt)}:F>` : `when full${t.maxPlayers === null ? '' : ` (${plural(t.maxPlayers, 'player')})`}`}`,
    ...(t.options?.length ? [`**Options:** ${clip(t.options.join(', '), 300)}`] : []),
    `**Organiser:** <@${t.organiserId}>`,
    ...(late ? [`**Late entries:** welcome until round ${late} starts; the rounds missed score 0.`] : []),
    ...(t.threadId ? [`**Rounds and standings:** <#${t.threadId}>`] : []),
    '',
    `**Players (${entered}${t.maxPlayers === null ? '' : `/${t.maxPlayers}`}):**`,
  ].join('\n');
  const lines = entrants.map(entrantLine);
  const list = lines.length ? fitLines(lines, LIMITS.embed.description - facts.length - 1) : 'Nobody yet: press Join.';
  const embed = new EmbedBuilder()
    .setTitle(clip(`🏆 ${t.name}`, LIMITS.embed.title))
    .setColor(COLOUR)
    .setDescription(`${facts}\n${list}`)
    .setFooter({ text: `Tournament #${t.id} · once it has started, /tournament withdraw to leave` });
  const open = joinOpen(t, entered);
  const components = [
    new ActionRowBuilder<ButtonBuilder>().addComponents(
      new ButtonBuilder().setCustomId(buttonId({ kind: 't-join', id: t.id, version: t.version })).setLabel('Join').setStyle(ButtonStyle.Success).setDisabled(!open),
      new ButtonBuilder().setCustomId(buttonId({ kind: 't-leave', id: t.id, version: t.version })).setLabel('Leave').setStyle(ButtonStyle.Secondary).setDisabled(t.status !== 'signup'),
    ),
  ];
  return post({ embeds: [embed], components });
}

/** "1–0", "½–½ (round limit)", or null while the game runs. */
function gameScore(outcome: GameOutcome | null | undefined): string | null {
  switch (outcome) {
    case 'white':
      return '1–0';
    case 'black':
      return '0–1';
    case 'draw':
      return '½–½';
    case 'round-limit':
      return `${formatScore(T_R03_ROUND_LIMIT_TWO_PLAYERS)}–${formatScore(T_R03_ROUND_LIMIT_TWO_PLAYERS)} (round limit)`;
    default:
      return null;
  }
}

const where = (m: RoundMatchView) => (m.threadId ? ` · <#${m.threadId}>` : m.matchId ? ` · match #${m.matchId}` : ' · starting');

function matchLine(t: TournamentCard, m: RoundMatchView): string {
  if (m.players.length === 2 && (t.tableSize ?? 2) === 2) {
    const [a, b] = m.players.map((p) => shown(p.name));
    const score = gameScore(m.outcome);
    return `${m.board}. ${a} ${score ? `**${score}**` : 'vs'} ${b}${where(m)}`;
  }
  // A table: each seat with the points its place scores (T-R02, T-R03 at the round limit).
  if (!m.finish) return `Table ${m.board}: ${m.players.map((p) => shown(p.name)).join(', ')}${where(m)}`;
  const points = tR03TablePoints(m.finish);
  const cut = m.finish.some((f) => f === null) ? ' (round limit)' : '';
  return `Table ${m.board}: ${m.players.map((p, i) => `${shown(p.name)} **${formatScore(points[i])}**`).join(', ')}${cut}${where(m)}`;
}

/** A round's post in the tournament's thread: its pairings, byes, end, and each match's thread. */
export function roundMessage(t: TournamentCard, round: RoundView): TournamentPost {
  const engine = engineFor(t.game);
  const seats = engine && (t.tableSize ?? 2) === 2 ? [seatWord(engine, 0, 2), seatWord(engine, 1, 2)] : [null, null];
  const order = seats[0] && seats[1] ? `${seats[0]} is named first, ${seats[1]} second.` : (t.tableSize ?? 2) > 2 ? 'Seats in playing order.' : 'First player named first.';
  const end = round.endsAt
    ? `Ends <t:${unix(round.endsAt)}:R> (<t:${unix(round.endsAt)}:f>) at the latest: a game still running then ${(t.tableSize ?? 2) > 2 ? 'ends, the places not yet decided shared' : 'counts as a draw'}.`
    : 'Ends when its last game ends; the next round is paired then.';
  const head = [
    end,
    ...(round.byes.length ? [`**Bye** (${formatScore(T_R01_BYE)} point): ${round.byes.map((p) => shown(p.name)).join(', ')}`] : []),
    order,
    '',
  ].join('\n');
  // Several round-robin groups play side by side (T-R15): each under its own
  // heading, kept with its first match so "…and N more" counts matches only.
  const grouped = new Set(round.matches.map((m) => m.group ?? 0)).size > 1;
  const lines = round.matches.map((m, i) => {
    const line = matchLine(t, m);
    return grouped && m.group !== round.matches[i - 1]?.group ? `**Group ${m.group ?? '–'}**\n${line}` : line;
  });
  const embed = new EmbedBuilder()
    .setTitle(clip(`${t.name} — round ${round.number}${t.rounds ? ` of ${t.rounds}` : ''}`, LIMITS.embed.title))
    .setColor(COLOUR)
    .setDescription(clip(`${head}\n${fitLines(lines, LIMITS.embed.description - head.length - 1, (n) => `${more(n)}: every match is in \`/games\` for its players`)}`, LIMITS.embed.description))
    .setFooter({ text: `${gameName(t.game)} · ${clock(t)} · tournament #${t.id}` });
  return post({ embeds: [embed] });
}

/** "Pts points · BH Buchholz Cut-1 (…) · …": the labels, said once. */
export const STANDINGS_LEGEND = `${STANDINGS_COLUMNS.map((c) => `${c.label} ${c.means}`).join(' · ')}. Ties are broken in that order.`;

function standingLine(r: NamedStandingRow, shared: boolean): string {
  const values = STANDINGS_COLUMNS.slice(1).map((c) => `${c.label} ${c.key === 'games' ? r[c.key] : formatScore(r[c.key])}`);
  const name = r.withdrawn ? `~~${shown(r.name)}~~ (withdrawn)` : `**${shown(r.name)}**`;
  return `${r.rank}${shared ? '=' : '.'} ${name} — ${formatScore(r.points)} pts · ${values.join(' · ')}`;
}

/** The winners' sentence of the final standings, or null before the end. */
function winnersText(t: TournamentCard, rows: readonly NamedStandingRow[]): string {
  const first = rows.filter((r) => r.rank === 1).map((r) => `**${shown(r.name)}**`);
  if (!first.length) return `**${shown(t.name)}** is over.`;
  const names = first.length === 1 ? first[0] : `${first.slice(0, -1).join(', ')} and ${first[first.length - 1]}`;
  return first.length === 1 ? `🏆 ${names} wins **${shown(t.name)}**!` : `🏆 ${names} share first place in **${shown(t.name)}**!`;
}

/**
 * The standings post, edited after every result, with the table as a picture
 * (every player; the text lists as many as fit). `final` is the variant
 * pinned at the end: it names the winner and highlights them in the picture.
 */
export async function standingsMessage(t: TournamentCard, rows: readonly NamedStandingRow[], opts: { final: boolean; roundsPlayed: number }): Promise<TournamentPost> {
  const after = opts.final ? `final standings after ${plural(opts.roundsPlayed, 'round')}` : `after round ${opts.roundsPlayed}${t.rounds ? ` of ${t.rounds}` : ''}`;
  const subtitle = `${gameName(t.game)} · ${formatName(t)} · ${after}`;
  const png = await renderStandings({ title: t.name, subtitle, rows, final: opts.final });
  const file = new AttachmentBuilder(png, { name: `standings-${t.id}-${opts.final ? 'final' : `r${opts.roundsPlayed}`}.png` });
  const lines = rows.map((r, i) => standingLine(r, rows.some((o, j) => j !== i && o.rank === r.rank)));
  const description = lines.length ? fitLines(lines, LIMITS.embed.description, (n) => `${more(n)}: every player is in the picture`) : 'Nobody has played yet.';
  const embed = new EmbedBuilder()
    .setTitle(clip(`${opts.final ? 'Final standings' : 'Standings'} — ${t.name}`, LIMITS.embed.title))
    .setColor(opts.final ? WINNER_COLOUR : COLOUR)
    .setDescription(description)
    .setImage(`attachment://${file.name}`)
    .setFooter({ text: `${subtitle} · ${STANDINGS_LEGEND}` });
  return post({ content: opts.final ? clip(winnersText(t, rows), LIMITS.content) : '', embeds: [embed], files: [file] });
}

/** A tournament as /tournament list shows it, with how many players are in. */
export interface TournamentListItem extends TournamentCard {
  players: number;
}

function listLine(t: TournamentListItem): string {
  const state = {
    signup: t.startsAt ? `sign-up open, starts <t:${unix(t.startsAt)}:R>` : `sign-up open, starts when full`,
    running: `round ${t.currentRound}${t.rounds ? ` of ${t.rounds}` : ''}`,
    finished: 'finished',
    cancelled: 'cancelled',
  }[t.status];
  const players = `${t.players}${t.maxPlayers === null ? '' : `/${t.maxPlayers}`} players`;
  return `#${t.id} **${shown(clip(t.name, 60))}** — ${gameName(t.game)}, ${formatName(t)} · ${players} · ${state}${t.threadId ? ` · <#${t.threadId}>` : ''}`;
}

/**
 * The pages of /tournament list: whole lines, each page one message, the
 * next page named at the foot. `page` counts from 1.
 */
export function tournamentListPages(items: readonly TournamentListItem[]): string[] {
  if (!items.length) return ['No tournaments on this server yet. An organiser starts one with `/tournament create`.'];
  return linePages(`${plural(items.length, 'tournament')} on this server`, items.map(listLine), (page) => `/tournament list page:${page}`);
}

/** The notice a match thread gets when the round limit ends its game (T-R03). */
export function roundLimitNotice(t: TournamentCard, round: number): TournamentPost {
  const half = formatScore(T_R03_ROUND_LIMIT_TWO_PLAYERS);
  const result =
    (t.tableSize ?? 2) > 2
      ? 'every player still in scores the average of the places not yet decided'
      : `it counts as a draw for the standings (${half}–${half})`;
  const days = t.roundDays === null ? '' : ` (${plural(t.roundDays, 'day')})`;
  const content = clip(`⏱️ Round limit reached: round ${round} of **${shown(t.name)}** is over${days}, so this game ends here: ${result}.`, LIMITS.content);
  return { content, embeds: [], components: [], files: [], allowedMentions: NO_PINGS };
}
