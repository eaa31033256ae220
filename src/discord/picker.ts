// Play without typing: the Play button opens an ephemeral picker — a select of
// what to act with (the engine's actionGroup), then a select of its legal
// actions — and the choice is applied exactly as /move applies it. Every step
// carries the match id and the exact version its choices were listed for, so
// nothing lives in memory and a picker left open after the table changed
// says so instead of acting.
import {
  ActionRowBuilder,
  ButtonBuilder,
  ButtonStyle,
  MessageFlags,
  StringSelectMenuBuilder,
  type ButtonInteraction,
  type InteractionReplyOptions,
  type StringSelectMenuInteraction,
} from 'discord.js';
import { engineFor } from '../games/index.js';
import type { MatchSnapshot } from '../matches/types.js';
import type { BotContext } from './context.js';
import { buttonId, type ButtonId } from './custom-id.js';
import { replyTarget, tell } from './replies.js';
import { actor } from './actor.js';
import { playerMention } from '../matches/names.js';
import { plural } from '../games/plural.js';

/** Discord's most options in one select. */
export const PAGE = 25;

export interface ActionGroup {
  label: string;
  /** The actions' notation, in legalActions order. */
  actions: string[];
}

/** The seat's legal actions grouped by what they act with, in first-seen order (a match's, or a lesson's position). */
export function groupActions(match: Pick<MatchSnapshot, 'game' | 'state'>, seat: number): ActionGroup[] {
  const engine = engineFor(match.game)!;
  const groups = new Map<string, string[]>();
  const seen = new Set<string>();
  for (const action of engine.legalActions(match.state, seat)) {
    const text: string = engine.formatAction(match.state, action);
    if (seen.has(text) || text.length > 100) continue;
    seen.add(text);
    const label = (engine.actionGroup?.(match.state, action) ?? text.split(' ')[0]).slice(0, 80) || 'Act';
    const list = groups.get(label);
    if (list) list.push(text);
    else groups.set(label, [text]);
  }
  return [...groups].map(([label, actions]) => ({ label, actions }));
}

const pages = (n: number) => Math.max(1, Math.ceil(n / PAGE));

export function pagerRow(prev: ButtonId | null, next: ButtonId | null, extra: ButtonBuilder[] = []): ActionRowBuilder<ButtonBuilder> | null {
  const buttons = [
    ...(prev ? [new ButtonBuilder().setCustomId(buttonId(prev)).setLabel('◀ Previous').setStyle(ButtonStyle.Secondary)] : []),
    ...(next ? [new ButtonBuilder().setCustomId(buttonId(next)).setLabel('Next ▶').setStyle(ButtonStyle.Secondary)] : []),
    ...extra,
  ];
  return buttons.length ? new ActionRowBuilder<ButtonBuilder>().addComponents(buttons) : null;
}

/** The picker's first step: a page of groups (or, with one group, its actions at once). */
export function groupsPage(match: MatchSnapshot, groups: ActionGroup[], page: number): InteractionReplyOptions {
  if (groups.length === 1) return actionsPage(match, groups, 0, 0);
  const total = pages(groups.length);
  const p = Math.min(Math.max(0, page), total - 1);
  const shown = groups.slice(p * PAGE, (p + 1) * PAGE);
  const select = new StringSelectMenuBuilder()
    .setCustomId(buttonId({ kind: 'pick-group', id: match.id, version: match.version, args: [p] }))
    .setPlaceholder('What do you act with?')
    .addOptions(
      shown.map((g, i) => ({
        label: g.label,
        value: String(p * PAGE + i),
        description: `${plural(g.actions.length, 'move')}: ${g.actions.slice(0, 3).join(', ')}${g.actions.length > 3 ? ', …' : ''}`.slice(0, 100),
      })),
    );
  const at = (q: number): ButtonId => ({ kind: 'pick-groups', id: match.id, version: match.version, args: [q] });
  const pager = pagerRow(p > 0 ? at(p - 1) : null, p < total - 1 ? at(p + 1) : null);
  return {
    content: `Match #${match.id}: choose what to act with${total > 1 ? ` (page ${p + 1} of ${total})` : ''}.`,
    components: [new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(select), ...(pager ? [pager] : [])],
  };
}

/** The second step: a page of one group's actions. */
export function actionsPage(match: MatchSnapshot, groups: ActionGroup[], group: number, page: number): InteractionReplyOptions {
  const g = groups[group];
  const total = pages(g.actions.length);
  const p = Math.min(Math.max(0, page), total - 1);
  const select = new StringSelectMenuBuilder()
    .setCustomId(buttonId({ kind: 'pick-action', id: match.id, version: match.version, args: [group] }))
    .setPlaceholder('Choose your move')
    .addOptions(g.actions.slice(p * PAGE, (p + 1) * PAGE).map((text) => ({ label: text, value: text })));
  const at = (q: number): ButtonId => ({ kind: 'pick-actions', id: match.id, version: match.version, args: [group, q] });
  const back =
    groups.length > 1
      ? [new ButtonBuilder().setCustomId(buttonId({ kind: 'pick-groups', id: match.id, version: match.version, args: [Math.floor(group / PAGE)] })).setLabel('Back').setStyle(ButtonStyle.Secondary)]
      : [];
  const pager = pagerRow(p > 0 ? at(p - 1) : null, p < total - 1 ? at(p + 1) : null, back);
  return {
    content: `Match #${match.id} — **${g.label}**: choose your move${total > 1 ? ` (page ${p + 1} of ${total})` : ''}.`,
    components: [new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(select), ...(pager ? [pager] : [])],
  };
}

/** The user's seat if they must act now, else a reason. */
function seatToAct(match: MatchSnapshot, userId: string): number | string {
  const engine = engineFor(match.game)!;
  const toAct: number[] = engine.toAct(match.state);
  const seat = match.players.find((p) => p.userId === userId && toAct.includes(p.seat))?.seat;
  if (seat !== undefined) return seat;
  const waiting = toAct.map((s) => playerMention(match.players.find((p) => p.seat === s)!)).join(', ');
  return `It is not your turn in match #${match.id}; waiting for ${waiting || 'nobody'}.`;
}

/** Play (on a board post, checked against that post): open the picker. */
export async function openPicker(ctx: BotContext, interaction: ButtonInteraction, match: MatchSnapshot): Promise<void> {
  const seat = seatToAct(match, interaction.user.id);
  if (typeof seat === 'string') return tell(interaction, seat);
  const groups = groupActions(match, seat);
  if (groups.length === 0) return tell(interaction, `You have no legal move in match #${match.id} right now.`);
  await interaction.reply({ ...groupsPage(match, groups, 0), flags: MessageFlags.Ephemeral });
}

/** A step inside the picker: a page, a group, or the move itself. */
export async function pickerStep(ctx: BotContext, interaction: ButtonInteraction | StringSelectMenuInteraction, id: ButtonId): Promise<void> {
  if (id.kind === 'pick-action' && interaction.isStringSelectMenu()) return playChoice(ctx, interaction, id);
  const match = await ctx.service.getMatch(id.id);
  const stale = !match || match.status !== 'active' || match.version !== id.version;
  if (stale) {
    await interaction.update({ content: match?.status === 'active' || !match ? 'The table has changed since you opened this; press Play on the latest board.' : `Match #${id.id} is over.`, components: [] });
    return;
  }
  const seat = seatToAct(match, interaction.user.id);
  if (typeof seat === 'string') {
    await interaction.update({ content: seat, components: [] });
    return;
  }
  const groups = groupActions(match, seat);
  const [a = 0, b = 0] = id.args ?? [];
  if (id.kind === 'pick-groups') await interaction.update(asUpdate(groupsPage(match, groups, a)));
  else if (id.kind === 'pick-actions' && groups[a]) await interaction.update(asUpdate(actionsPage(match, groups, a, b)));
  else if (id.kind === 'pick-group' && interaction.isStringSelectMenu()) {
    const group = Number(interaction.values[0]);
    if (!Number.isInteger(group) || !groups[group]) {
      await interaction.update({ content: 'That choice is not on the list any more; press Play again.', components: [] });
      return;
    }
    await interaction.update(asUpdate(actionsPage(match, groups, group, 0)));
  } else await interaction.update({ content: 'That choice is not on the list any more; press Play again.', components: [] });
}

/** The move itself goes through the same service path as /move, checked against the picker's version. */
async function playChoice(ctx: BotContext, interaction: StringSelectMenuInteraction, id: ButtonId): Promise<void> {
  const text = interaction.values[0] ?? '';
  await interaction.deferUpdate();
  const res = await ctx.service.actText(id.id, actor(interaction), text, { exact: id.version }, replyTarget(interaction));
  if (!res.ok) {
    await interaction.editReply({ content: res.error, components: [] });
    return;
  }
  await ctx.dispatcher.deliverNow(res.outbox);
}

const asUpdate = (o: InteractionReplyOptions) => ({ content: o.content, components: o.components });
