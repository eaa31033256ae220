// Message builders. Channel posts use the spectator view only (via BoardPost).
import {
  ActionRowBuilder,
  AttachmentBuilder,
  ButtonBuilder,
  ButtonStyle,
  EmbedBuilder,
  escapeMarkdown,
  type MessageCreateOptions,
} from 'discord.js';
import { engineFor } from '../games/index.js';
import type { AnyEngine, GameId, GameResult } from '../games/engine.js';
import { levelNote } from '../ai/levels.js';
import type { ChallengeSnapshot } from '../matches/service.js';
import { awaitedInvitees, challengeAi } from '../matches/challenges.js';
import { aiSeatName } from '../matches/ai-turns.js';
import { noun, plural } from '../games/plural.js';
import { withNames } from '../games/seat-names.js';
import type { BoardPost } from '../matches/outbox.js';
import { LIMITS, clip, fitLines } from '../matches/limits.js';
import { renderView } from '../render/index.js';
import { buttonId } from './custom-id.js';
import { playButton } from './reply-message.js';

export const mention = (id: string) => `<@${id}>`;

export function describeOptions(engine: AnyEngine, options: Record<string, unknown>): string[] {
  const lines: string[] = [];
  for (const [k, v] of Object.entries(options)) {
    if (k.startsWith('_') || v === undefined || v === null || v === '' || v === 0 || v === false) continue;
    lines.push(`${k}: ${String(v)}`);
  }
  const seat = options._challengerSeat;
  if (typeof seat === 'number') lines.unshift(`challenger plays ${engine.seatName(seat, 2)}`);
  return lines;
}

/**
 * The challenge post and each update of it (after every Accept, and when it
 * ends). Only people who still have to accept are pinged; an AI seat is named
 * for its level and never pinged (it plays under the bot's own id).
 */
export function challengeMessage(ch: ChallengeSnapshot, threadId?: string | null): { content: string; embeds: EmbedBuilder[]; components: ActionRowBuilder<ButtonBuilder>[]; allowedMentions: { users: string[] } } {
  const engine = engineFor(ch.game)!;
  const ai = challengeAi(ch);
  const who = (id: string) => (id === ai?.userId ? aiSeatName(ai.level) : mention(id));
  const invited = ch.invitees.map(who).join(', ');
  const waiting = ch.status === 'pending' ? awaitedInvitees(ch) : [];
  const embed = new EmbedBuilder()
    .setTitle(`${engine.name} — challenge #${ch.id}`)
    .setColor(0xb58863);
  const opts = describeOptions(engine, ch.options);
  opts.push(ch.daysPerMove ? `${plural(ch.daysPerMove, 'day')} per move${ch.pauseWeekends ? ', weekends free' : ''}` : 'no clock');
  let status: string;
  switch (ch.status) {
    case 'pending':
      status = `${mention(ch.challengerId)} challenges ${invited}.${waiting.length ? `\nWaiting for ${waiting.map(mention).join(', ')} to accept.` : ''}`;
      break;
    case 'accepted':
      status = `Accepted — match #${ch.matchId} has started${threadId ? ` in <#${threadId}>` : ''}.`;
      break;
    case 'declined':
      status = `Declined. No match was started.`;
      break;
    case 'cancelled':
      status = `Cancelled by ${mention(ch.challengerId)}.`;
      break;
  }
  // A custom A•G•O•G position is a long option; the description is cut rather than refused.
  const note = ai ? levelNote(engine.id as GameId, ai.level) : null;
  embed.setDescription(clip([status, ...(note ? [note] : []), ...(opts.length ? ['', `Options: ${opts.join(', ')}`] : [])].join('\n'), LIMITS.embed.description));
  const components =
    ch.status === 'pending'
      ? [
          new ActionRowBuilder<ButtonBuilder>().addComponents(
            new ButtonBuilder().setCustomId(buttonId({ kind: 'accept', id: ch.id, version: 0 })).setLabel('Accept').setStyle(ButtonStyle.Success),
            new ButtonBuilder().setCustomId(buttonId({ kind: 'decline', id: ch.id, version: 0 })).setLabel('Decline').setStyle(ButtonStyle.Secondary),
            new ButtonBuilder().setCustomId(buttonId({ kind: 'cancel', id: ch.id, version: 0 })).setLabel('Cancel').setStyle(ButtonStyle.Danger),
          ),
        ]
      : [];
  return {
    content: waiting.length ? clip(`${waiting.map(mention).join(', ')}: you have been challenged to ${engine.name}!`, LIMITS.content) : '',
    embeds: [embed],
    components,
    allowedMentions: { users: waiting },
  };
}

export interface NameLookup {
  (userId: string): string;
}

/** How engines write who did what ("Player 2 ends their turn"); players read names instead. */
const NUMBERED_SEAT = /^Player \d+$/;

/** A seat's own word when it says more than its number (A•G•O•G's White), else null. */
export function seatWord(engine: AnyEngine, seat: number, players: number): string | null {
  const word = engine.seatName(seat, players);
  return NUMBERED_SEAT.test(word) ? null : word;
}

/**
 * An engine's text with every numbered seat ("Player 2", "Player 2's") replaced
 * by that player's name, escaped for Discord's markdown.
 */
export function sayNames(text: string, players: readonly { seat: number; userId: string }[], nameOf: NameLookup): string {
  const names: string[] = [];
  for (const p of players) names[p.seat] = escapeMarkdown(nameOf(p.userId));
  return withNames(text, names);
}

/**
 * What the challenge post says once its match has ended, with the players by
 * name (the post pings nobody, and the AI is never mentioned).
 */
export function challengeEndText(
  matchId: number,
  status: string,
  result: GameResult | null,
  players: readonly { seat: number; userId: string }[],
  nameOf: NameLookup,
): string {
  if (status !== 'finished') return `Match #${matchId} was ${status}.`;
  const reason = result ? sayNames(result.reason, players, nameOf) : 'it is over';
  const winners = (result?.winners ?? []).flatMap((s) => players.filter((p) => p.seat === s)).map((p) => escapeMarkdown(nameOf(p.userId)));
  return winners.length
    ? `Match #${matchId} is over: ${winners.join(' and ')} won — ${reason}. See \`/record match:${matchId}\`.`
    : `Match #${matchId} is over: a draw — ${reason}.`;
}

/** Room kept after a cut text for "\n…and N more". */
const MORE_ROOM = 24;

/** The lines naming a turn's public actions, oldest first (old rows carry one text, not the list). */
function turnTexts(post: BoardPost): string[] {
  return post.turn ?? (post.publicText ? [post.publicText] : []);
}

/**
 * The public post after every action: image from the spectator view, a ping
 * for whoever acts next. `aiUserId` is the bot's own id, which an AI seat
 * plays under: the bot is named, never pinged ("@Golem Table, you go first").
 */
export async function boardMessage(post: BoardPost, nameOf: NameLookup, ratings: string[] = [], aiUserId?: string): Promise<MessageCreateOptions> {
  const engine = engineFor(post.game)!;
  const n = post.players.length;
  const name = (userId: string) => escapeMarkdown(nameOf(userId));
  const said = (text: string) => sayNames(text, post.players, nameOf);
  const seatNames = post.players.map((p) => {
    const word = seatWord(engine, p.seat, n);
    return word ? `${name(p.userId)} (${word})` : name(p.userId);
  });
  const deadline = post.deadline ? new Date(post.deadline) : null;
  const footnote = deadline ? `move by ${deadline.toISOString().slice(5, 16).replace('T', ' ')} UTC` : undefined;
  const png = await renderView(post.game, post.view, { seatNames: post.players.map((p) => nameOf(p.userId)), footnote });
  const file = new AttachmentBuilder(png, { name: `match-${post.matchId}-v${post.version}.png` });
  const actor = post.actorId ? post.players.find((p) => p.userId === post.actorId) : undefined;
  // Games with hidden information tell what happened in the engines' public
  // event texts, one line each; the others show the move's notation.
  const texts = turnTexts(post);
  const told = engine.privateKey || !actor ? texts.map(said) : texts.length ? [texts.map((t) => `\`${t}\``).join(', ')] : [];
  const actorWord = actor ? seatWord(engine, actor.seat, n) : null;
  const head = actor && told.length ? `**${name(actor.userId)}**${actorWord ? ` (${actorWord})` : ''}:` : null;
  const rest = [seatNames.join(' vs '), ...(ratings.length ? ['', '**Ratings** (μ − 3σ):', ...ratings] : [])].join('\n');
  // A long turn is cut to whole lines with "…and N more", so the players' names below always show.
  const budget = LIMITS.embed.description - rest.length - 1 - (head ? head.length + 1 : 0);
  const lines: string[] = [];
  if (told.length) {
    // A single text longer than the room is cut rather than left out: room stays for "…and N more".
    const fit = (room: number) => fitLines(told.map((t) => clip(t, room - MORE_ROOM)), room);
    // A notation move on the head's own line, as before: "**alice** (White): `b6`".
    if (head && !engine.privateKey) lines.push(`${head} ${fit(budget - 1)}`);
    else lines.push(...(head ? [head] : []), fit(budget));
  }
  let content: string;
  if (post.result) {
    const winners = post.result.winners.map((s) => post.players.find((p) => p.seat === s)!.userId);
    const reason = said(post.result.reason);
    content = winners.length
      ? `**Match #${post.matchId} is over: ${winners.map(name).join(' and ')} ${noun(winners.length, 'wins', 'win')}** — ${reason}.`
      : `**Match #${post.matchId} is over: a draw** — ${reason}.`;
  } else {
    const people = post.toAct.filter((id) => id !== aiUserId);
    const ai = people.length < post.toAct.length ? name(aiUserId!) : null;
    const turn = [
      people.length ? `${people.map(mention).join(', ')}, ${post.opening ? 'you go first' : `your move in match #${post.matchId}`}.` : '',
      ai ? `${ai} ${post.opening ? 'moves first' : `is thinking about its move in match #${post.matchId}`}.` : '',
    ].filter(Boolean).join(' ');
    content = post.opening ? `Match #${post.matchId} has begun! ${turn}` : turn;
  }
  if (deadline && !post.result) {
    const unix = Math.floor(deadline.getTime() / 1000);
    content += ` ⏳ Time left: <t:${unix}:R> (by <t:${unix}:f>).`;
  }
  if (post.result) content += ` Game record: \`/record match:${post.matchId}\`.`;
  const embed = new EmbedBuilder()
    .setTitle(`${engine.name} — match #${post.matchId}`)
    .setColor(0xb58863)
    .setDescription(clip([...lines, rest].join('\n'), LIMITS.embed.description))
    .setImage(`attachment://${file.name}`)
    .setFooter({ text: `version ${post.version} · Play or /move to act · /board to see it again` });
  const components = post.result
    ? [
        new ActionRowBuilder<ButtonBuilder>().addComponents(
          new ButtonBuilder().setCustomId(buttonId({ kind: 'rematch', id: post.matchId, version: post.version })).setLabel('Rematch').setStyle(ButtonStyle.Primary),
        ),
      ]
    : [
        new ActionRowBuilder<ButtonBuilder>().addComponents(
          playButton(post.matchId, post.version),
          new ButtonBuilder().setCustomId(buttonId({ kind: 'resign', id: post.matchId, version: post.version })).setLabel('Resign').setStyle(ButtonStyle.Danger),
          ...(post.opening
            ? [new ButtonBuilder().setCustomId(buttonId({ kind: 'abort', id: post.matchId, version: post.version })).setLabel('Abort').setStyle(ButtonStyle.Secondary)]
            : []),
        ),
      ];
  return {
    content: clip(content, LIMITS.content),
    embeds: [embed],
    files: [file],
    components,
    allowedMentions: { users: post.result ? [] : post.toAct.filter((id) => id !== aiUserId) },
  };
}
