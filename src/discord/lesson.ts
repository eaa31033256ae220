// Lessons on Discord (issue 24): the ephemeral lesson menu, and the lesson
// message a learner plays in — the picture, the one-line goal, the Play
// picker's own steps (the engine's legal actions grouped as in a match), and
// Hint / Try again / Next level. One message is updated in place. Every
// button carries the lesson run's id and version (or a game's or level's
// number), and the run lives in the database, so a lesson's buttons keep
// working after a restart and an older message never plays.
import {
  ActionRowBuilder,
  AttachmentBuilder,
  ButtonBuilder,
  ButtonStyle,
  MessageFlags,
  StringSelectMenuBuilder,
  type ButtonInteraction,
  type MessageActionRowComponentBuilder,
  type StringSelectMenuInteraction,
} from 'discord.js';
import type { GameEvent, GameId } from '../games/engine.js';
import { engineFor } from '../games/index.js';
import { withNames } from '../games/seat-names.js';
import { plural } from '../games/plural.js';
import { allLevels, lessons } from '../learn/index.js';
import { LessonService, STALE_LESSON, suggestMoves, type LessonMenu, type LessonRun, type LevelProgress } from '../learn/service.js';
import type { Level } from '../learn/types.js';
import { LIMITS, clip, fitLines } from '../matches/limits.js';
import { renderLesson } from '../render/lesson.js';
import { actor } from './actor.js';
import { challengeMessage } from './messages.js';
import { readChallenge } from './challenge-options.js';
import type { BotContext } from './context.js';
import { buttonId, type ButtonId, type ButtonKind } from './custom-id.js';
import { PAGE, groupActions, pagerRow, type ActionGroup } from './picker.js';
import { messageLink, tell } from './replies.js';
import { openThread } from './threads.js';

/** Games in the order their numbers (in custom ids) were given; append only. */
const GAME_NUMBERS: readonly GameId[] = ['agog', 'gomofasta', 'ugo', 'gogmagog', 'mogo'];

export const gameNumber = (game: GameId): number => GAME_NUMBERS.indexOf(game) + 1;
const gameOfNumber = (n: number): GameId | null => GAME_NUMBERS[n - 1] ?? null;

/** "1-2": a level's stage and place, as its id ends. */
export const levelCode = (level: Level): string => level.id.slice(level.game.length + 1);

/** A level's number in custom ids, from its id (game, stage, place), so it stays when levels are added elsewhere. */
export function levelNumber(level: Level): number {
  const [stage, place] = levelCode(level).split('-').map(Number);
  return gameNumber(level.game) * 10_000 + stage * 100 + place;
}

const byNumber = new Map(allLevels().map((l) => [levelNumber(l), l]));
export const levelOfNumber = (n: number): Level | undefined => byNumber.get(n);

export const starsText = (n: number): string => '★'.repeat(n) + '☆'.repeat(3 - n);

type Row = ActionRowBuilder<MessageActionRowComponentBuilder>;
export interface LessonMessage {
  content: string;
  components: Row[];
  files?: AttachmentBuilder[];
  /** [] drops the attachments the message had (the menu shows no picture). */
  attachments?: [];
}

const button = (id: ButtonId, label: string, style = ButtonStyle.Secondary) => new ButtonBuilder().setCustomId(buttonId(id)).setLabel(label).setStyle(style);
const row = (...parts: MessageActionRowComponentBuilder[]): Row => new ActionRowBuilder<MessageActionRowComponentBuilder>().addComponents(parts);

// ---------------------------------------------------------------- the menu

/** A game's stages with the learner's stars, the next level marked, and every level to choose from. */
export function menuMessage(menu: LessonMenu, open: { run: LessonRun; level: Level } | null): LessonMessage {
  const { lesson, progress, next } = menu;
  const engine = engineFor(lesson.game)!;
  const stars = [...progress.values()].reduce((n, p) => n + p.stars, 0);
  const stageLines = lesson.stages.map((title, i) => {
    const levels = lesson.levels.filter((l) => l.stage === i + 1);
    const marks = levels.map((l) => (l === next ? `**▶ ${levelCode(l)}**` : `${levelCode(l)} ${starsText(progress.get(l.id)?.stars ?? 0)}`));
    return `**${i + 1}. ${title}** — ${marks.join(' · ')}`;
  });
  // A level left half-played is continued, not started afresh (Try again inside it does that).
  const playing = open && !open.run.lesson.over ? open : null;
  const nextLine = next
    ? `Next: **${levelCode(next)} ${next.title}**. Press **${playing?.level === next ? 'Continue' : 'Start'}**, or choose any level below.`
    : `Every level has 3 stars. Play a real game: \`/challenge ${lesson.game}\`, naming me for the AI.`;
  const content = [
    `**${engine.name} — learn by playing** (only you see this)`,
    `${progress.size} of ${plural(lesson.levels.length, 'level')} passed · ${stars} of ${lesson.levels.length * 3} ★`,
    '',
    fitLines(stageLines, 1400),
    '',
    nextLine,
  ].join('\n');
  const select = new StringSelectMenuBuilder()
    .setCustomId(buttonId({ kind: 'learn-level', id: gameNumber(lesson.game), version: 0 }))
    .setPlaceholder('Choose a level')
    .addOptions(
      lesson.levels.slice(0, LIMITS.select.options).map((l) => ({
        label: clip(`${levelCode(l)} ${l.title}`, LIMITS.select.optionLabel),
        value: String(levelNumber(l)),
        description: clip(levelSummary(l, progress.get(l.id)), LIMITS.select.optionDescription),
      })),
    );
  const buttons: ButtonBuilder[] = [];
  if (playing) {
    const style = playing.level === next ? ButtonStyle.Primary : ButtonStyle.Secondary;
    buttons.push(button({ kind: 'learn-show', id: playing.run.id, version: playing.run.version }, clip(`Continue ${levelCode(playing.level)}: ${playing.level.title}`, LIMITS.buttonLabel), style));
  }
  if (next && playing?.level !== next) buttons.push(button({ kind: 'learn-start', id: levelNumber(next), version: 0 }, clip(`Start ${levelCode(next)}: ${next.title}`, LIMITS.buttonLabel), ButtonStyle.Primary));
  if (!next) buttons.push(realGameButton(lesson.game));
  return { content, components: [row(select), row(...buttons)], attachments: [] };
}

function levelSummary(level: Level, best: LevelProgress | undefined): string {
  return best ? `${starsText(best.stars)} · best ${plural(best.bestMoves, 'move')}, par ${level.par}` : `Not passed yet · par ${level.par}`;
}

const realGameButton = (game: GameId) => button({ kind: 'learn-ai', id: gameNumber(game), version: 0 }, 'Play a real game against the AI (easy)', ButtonStyle.Success);

// ---------------------------------------------------------------- the lesson

/** Where the picker inside a lesson stands. */
export type PickerPage = { groups: number } | { group: number; page: number };

export interface LessonView {
  /** The learner's name, for their seat in the picture and the events. */
  name: string;
  /** What just happened (the move and the answer, a refusal, a stale click), already in words. */
  note?: string;
  /** The hint shown in the picture, by number. */
  hint?: number | null;
  picker?: PickerPage;
}

/** The names the picture and the events give the seats: the learner's own, the game's for the rest. */
function seatNames(level: Level, name: string): string[] {
  const engine = engineFor(level.game)!;
  const players = level.players ?? 2;
  return Array.from({ length: players }, (_, seat) => (seat === level.learner ? name : engine.seatName(seat, players)));
}

/** The header every lesson message starts with. */
function heading(level: Level): string {
  const lesson = lessons[level.game]!;
  const stage = lesson.stages[level.stage - 1] ?? '';
  return `**${engineFor(level.game)!.name} · ${level.stage}. ${stage} · ${levelCode(level)} ${level.title}** (only you see this)`;
}

/** The picture's status line: the move count against par, or how the level ended. */
function statusLine(level: Level, run: LessonRun): string {
  const o = run.outcome;
  if (o.status === 'passed') return `Level ${levelCode(level)} passed in ${plural(o.moves, 'move')} (par ${level.par}): ${starsText(o.stars)}`;
  if (o.status === 'failed') return `Level ${levelCode(level)} not passed. ${o.reason}`;
  return `Level ${levelCode(level)} · ${plural(run.lesson.moves, 'move')} played · par ${level.par}`;
}

/** What the learner reads under the heading. */
function body(level: Level, run: LessonRun, view: LessonView, hint: string | null): string[] {
  const o = run.outcome;
  const lines = [`Goal: ${level.goal}`];
  if (view.note) lines.push(view.note);
  if (hint) lines.push(`**Hint:** ${hint}`);
  if (o.status === 'passed') {
    if (level.final) {
      const name = engineFor(level.game)!.name;
      lines.push(`You have finished the ${name} lessons. Play a real game against the AI (easy) below, or challenge a friend: \`/challenge ${level.game} opponent:@friend\`.`);
    }
  } else if (o.status === 'failed') {
    lines.push('Press **Try again** to start the level afresh, or **Hint** for the idea.');
  } else {
    lines.push(`Choose your move below, or type it: \`/learn game:${level.game} move:…\``);
  }
  return lines;
}

/** The lesson message: picture, goal, what happened, and the controls for where the level stands. */
export async function lessonMessage(run: LessonRun, level: Level, view: LessonView): Promise<LessonMessage> {
  const engine = engineFor(level.game)!;
  const names = seatNames(level, view.name);
  const hint = view.hint === null || view.hint === undefined ? null : level.hints[view.hint % level.hints.length];
  const png = await renderLesson({
    game: level.game,
    table: engine.view(run.lesson.state, 'spectator'),
    hand: engine.privateKey ? engine.view(run.lesson.state, level.learner) : undefined,
    seatNames: names,
    goal: level.goal,
    status: statusLine(level, run),
    hint,
  });
  const content = clip([heading(level), ...body(level, run, view, hint)].join('\n'), LIMITS.content);
  const file = new AttachmentBuilder(png, { name: `lesson-${level.id}-v${run.version}.png` });
  return { content, files: [file], attachments: [], components: controls(run, level, view) };
}

/** The rows under a lesson: the picker while it goes on, then Hint / Try again / Lessons (or Next level). */
export function controls(run: LessonRun, level: Level, view: LessonView): Row[] {
  const again = button({ kind: 'learn-start', id: levelNumber(level), version: 0 }, 'Try again');
  const menu = button({ kind: 'learn-menu', id: gameNumber(level.game), version: 0 }, 'Lessons');
  const shown = view.hint ?? null;
  const nextHint = shown === null ? 0 : (shown + 1) % level.hints.length;
  const hint = button({ kind: 'learn-hint', id: run.id, version: run.version, args: [nextHint] }, shown === null || level.hints.length === 1 ? 'Hint' : 'Another hint');
  const o = run.outcome;
  if (o.status === 'passed') {
    const lesson = lessons[level.game]!;
    const next = lesson.levels[lesson.levels.indexOf(level) + 1];
    const onward = next ? button({ kind: 'learn-start', id: levelNumber(next), version: 0 }, clip(`Next level: ${levelCode(next)} ${next.title}`, LIMITS.buttonLabel), ButtonStyle.Primary) : realGameButton(level.game);
    return [row(onward, again, menu)];
  }
  if (o.status === 'failed') return [row(again.setStyle(ButtonStyle.Primary), hint, menu)];
  return [...pickerRows(run, level, view.picker ?? { groups: 0 }), row(hint, again, menu)];
}

const pages = (n: number) => Math.max(1, Math.ceil(n / PAGE));
const clampPage = (p: number, n: number) => Math.min(Math.max(0, p), pages(n) - 1);

/** The Play picker's step inside the lesson: a page of groups, or a page of one group's moves. */
function pickerRows(run: LessonRun, level: Level, at: PickerPage): Row[] {
  const groups = groupActions({ game: level.game, state: run.lesson.state }, level.learner);
  if (groups.length === 0) return [];
  const id = (kind: ButtonKind, args: number[]): ButtonId => ({ kind, id: run.id, version: run.version, args });
  if ('group' in at || groups.length === 1) {
    const g = 'group' in at && groups[at.group] ? at.group : 0;
    return actionRows(groups, g, 'group' in at ? at.page : 0, id);
  }
  const p = clampPage(at.groups, groups.length);
  const select = new StringSelectMenuBuilder()
    .setCustomId(buttonId(id('learn-group', [p])))
    .setPlaceholder('What do you act with?')
    .addOptions(
      groups.slice(p * PAGE, (p + 1) * PAGE).map((g, i) => ({
        label: clip(g.label, LIMITS.select.optionLabel),
        value: String(p * PAGE + i),
        description: clip(`${plural(g.actions.length, 'move')}: ${g.actions.slice(0, 3).join(', ')}${g.actions.length > 3 ? ', …' : ''}`, LIMITS.select.optionDescription),
      })),
    );
  const pager = pagerRow(p > 0 ? id('learn-groups', [p - 1]) : null, p < pages(groups.length) - 1 ? id('learn-groups', [p + 1]) : null);
  return [row(select), ...(pager ? [pager as Row] : [])];
}

function actionRows(groups: ActionGroup[], g: number, page: number, id: (kind: ButtonKind, args: number[]) => ButtonId): Row[] {
  const moves = groups[g].actions;
  const p = clampPage(page, moves.length);
  const select = new StringSelectMenuBuilder()
    .setCustomId(buttonId(id('learn-action', [g])))
    .setPlaceholder(clip(groups.length > 1 ? `${groups[g].label}: choose your move` : 'Choose your move', LIMITS.select.placeholder))
    .addOptions(moves.slice(p * PAGE, (p + 1) * PAGE).map((text) => ({ label: text, value: text })));
  const back = groups.length > 1 ? [new ButtonBuilder().setCustomId(buttonId(id('learn-groups', [Math.floor(g / PAGE)]))).setLabel('Back').setStyle(ButtonStyle.Secondary)] : [];
  const pager = pagerRow(p > 0 ? id('learn-actions', [g, p - 1]) : null, p < pages(moves.length) - 1 ? id('learn-actions', [g, p + 1]) : null, back);
  return [row(select), ...(pager ? [pager as Row] : [])];
}

/** What a move did, in words: the moves made (the learner's and the answers), then how the level stands. */
export function moveNote(level: Level, run: LessonRun, events: GameEvent[], best: LevelProgress | null, name: string): string {
  const names = seatNames(level, name);
  const said = events.map((e) => clip(withNames(e.text, names), 160));
  const shown = said.length > 4 ? [`…${plural(said.length - 4, 'earlier step')}`, ...said.slice(-4)] : said;
  const lines = shown.map((s) => `> ${s}`);
  const o = run.outcome;
  if (o.status === 'passed') {
    const better = best && best.stars > o.stars ? ` (your best: ${starsText(best.stars)})` : '';
    lines.push(`**Passed!** ${starsText(o.stars)} in ${plural(o.moves, 'move')}, par ${level.par}${better}.`);
  } else if (o.status === 'failed') {
    lines.push(`✗ ${o.reason}`);
  } else if (run.lesson.moves >= level.par) {
    lines.push(`Not there yet after ${plural(run.lesson.moves, 'move')} (par ${level.par}): go on for fewer stars, or **Try again**.`);
  }
  return lines.join('\n');
}

// ---------------------------------------------------------------- the buttons

const service = (ctx: BotContext) => new LessonService(ctx.db);

/** Every lesson button and select (kinds learn-…). */
export async function lessonStep(ctx: BotContext, interaction: ButtonInteraction | StringSelectMenuInteraction, id: ButtonId): Promise<void> {
  const user = actor(interaction);
  const name = user.name ?? interaction.user.username;
  const lessonsOf = service(ctx);
  switch (id.kind) {
    case 'learn-menu': {
      const game = gameOfNumber(id.id);
      if (!game) return tell(interaction, 'That game has no lessons.');
      await interaction.deferUpdate();
      await interaction.editReply(await menuFor(lessonsOf, user.id, game));
      return;
    }
    case 'learn-level':
    case 'learn-start': {
      const chosen = id.kind === 'learn-level' && interaction.isStringSelectMenu() ? Number(interaction.values[0]) : id.id;
      const level = levelOfNumber(chosen);
      if (!level) return tell(interaction, 'That level is not there any more: open `/learn` again.');
      await interaction.deferUpdate();
      const begun = await lessonsOf.begin(user.id, level.id);
      if (!begun.ok) return tell(interaction, begun.error);
      await interaction.editReply(await lessonMessage(begun.run, begun.level, { name }));
      return;
    }
    case 'learn-ai':
      return realGame(ctx, interaction, id.id);
  }
  // The rest act on a run, checked against the version their message was drawn for.
  const found = await lessonsOf.get(user.id, id.id);
  if (!found.ok) return tell(interaction, found.error);
  const { run, level } = found;
  const stale = run.version !== id.version && id.kind !== 'learn-show';
  if (stale || id.kind === 'learn-show' || id.kind === 'learn-hint') {
    await interaction.deferUpdate();
    const view: LessonView = stale ? { name, note: `_${STALE_LESSON}_` } : { name, hint: id.kind === 'learn-hint' ? (id.args?.[0] ?? 0) : null };
    await interaction.editReply(await lessonMessage(run, level, view));
    return;
  }
  const [a = 0, b = 0] = id.args ?? [];
  if (id.kind === 'learn-action' && interaction.isStringSelectMenu()) {
    await interaction.deferUpdate();
    const moved = await lessonsOf.move(user.id, run.id, run.version, interaction.values[0] ?? '');
    if (!moved.ok && moved.code === 'missing') return tell(interaction, moved.error);
    await interaction.editReply(await afterMove(moved, name));
    return;
  }
  // A step inside the picker changes only its rows; the picture stays.
  let at: PickerPage = { groups: a };
  if (id.kind === 'learn-actions') at = { group: a, page: b };
  else if (id.kind === 'learn-group' && interaction.isStringSelectMenu()) at = { group: Number(interaction.values[0]), page: 0 };
  await interaction.update({ components: controls(run, level, { name, picker: at }) });
}

/** The lesson message after a move, whatever became of it. */
async function afterMove(moved: Awaited<ReturnType<LessonService['move']>>, name: string): Promise<LessonMessage> {
  if (moved.ok) return lessonMessage(moved.run, moved.level, { name, note: moveNote(moved.level, moved.run, moved.events, moved.best, name) });
  if (moved.code === 'missing') return { content: moved.error, components: [], attachments: [] };
  const note = moved.code === 'illegal' ? `✗ ${moved.error}` : `_${moved.error}_`;
  return lessonMessage(moved.run, moved.level, { name, note });
}

export async function menuFor(lessonsOf: LessonService, userId: string, game: GameId): Promise<LessonMessage> {
  const menu = await lessonsOf.menu(userId, game);
  if (!menu.ok) return { content: menu.error, components: [], attachments: [] };
  return menuMessage(menu, await lessonsOf.latest(userId, game));
}

/** A typed move (`/learn game move`) in the learner's open level of the game. */
export async function typedMove(ctx: BotContext, userId: string, name: string, game: GameId, text: string): Promise<LessonMessage> {
  const lessonsOf = service(ctx);
  const open = await lessonsOf.latest(userId, game);
  const engine = engineFor(game)!;
  if (!open || open.run.lesson.over) {
    const menu = await menuFor(lessonsOf, userId, game);
    return { ...menu, content: clip(`No ${engine.name} level is in play: choose one to start.\n\n${menu.content}`, LIMITS.content) };
  }
  return afterMove(await lessonsOf.move(userId, open.run.id, null, text), name);
}

/** The learner's legal moves in their open level of the game, for autocomplete. */
export async function typedMoveChoices(ctx: BotContext, userId: string, game: GameId, typed: string, limit: number): Promise<string[]> {
  const open = await service(ctx).latest(userId, game);
  return open ? suggestMoves(open.level, open.run, typed, limit) : [];
}

/** Play a real game against the AI (easy), as /challenge does: the challenge posted here, the match in its thread. */
async function realGame(ctx: BotContext, interaction: ButtonInteraction | StringSelectMenuInteraction, gameNo: number): Promise<void> {
  const game = gameOfNumber(gameNo);
  const engine = game && engineFor(game);
  if (!engine) return tell(interaction, 'I do not know that game.');
  await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  const read = readChallenge(engine, (name) => (name === 'level' ? 'easy' : undefined));
  if (!read.ok) return tell(interaction, read.error);
  const me = interaction.client.user;
  const res = await ctx.service.challenge({
    game: engine.id,
    challenger: actor(interaction),
    invitees: [{ id: me.id, bot: true, name: me.displayName }],
    guildId: interaction.guildId,
    channelId: interaction.channelId,
    ...read.settings,
    ai: { userId: me.id, level: 'easy' },
  });
  if (!res.ok) return tell(interaction, res.error);
  const channel = interaction.channel ?? (await ctx.client.channels.fetch(interaction.channelId).catch(() => null));
  if (!channel?.isSendable()) return tell(interaction, 'I cannot post the game here; try `/challenge` in a channel where I may write.');
  const sent = await channel.send(challengeMessage(res.challenge));
  await ctx.service.setChallengeMessage(res.challenge.id, sent.id);
  // Against the AI alone the match has begun at once; a DM has no threads, so it is played there.
  if (res.match) {
    const threadId = interaction.guildId ? await openThread(ctx, sent, res.match) : null;
    await sent.edit(challengeMessage(res.challenge, threadId));
    await ctx.dispatcher.deliverNow(res.outbox);
  }
  await tell(interaction, `Your ${engine.name} game against the AI (easy) has begun: ${messageLink(interaction.guildId, sent.channelId, sent.id)}`);
}
