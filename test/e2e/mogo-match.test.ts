// Mogo on Discord, end to end, from a set position: a 3-player match with every
// hand by DM; a Balance whose picks go round the table (one answered by a player
// whose turn it is not, through /move; one left to time out to its default), a
// Millstone answered through the Play picker by its victim; the Counter standing
// order set privately; /counter; and no channel post naming a counter in a hand.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { openTable, latestBoard, outboxSettled, type Table } from './harness.js';
import type { ChannelRecord, MessageView } from '../discord-standin/index.js';
import { COUNTERS, mogo, type MogoState } from '../../src/games/mogo/index.js';
import { renderPrivate, renderView } from '../../src/render/index.js';
import { Rng, seedRng } from '../../src/games/rng.js';

/** Player 1 holds Balance; Player 2 holds a Counter; Player 1's Millstone stands on c4. */
const POSITION = {
  board: [
    { cell: 'c4', counter: 'Millstone', owner: 0 },
    { cell: 'a1', counter: 'Wolves', owner: 0 },
    { cell: 'e5', counter: 'Titan', owner: 1 },
    { cell: 'j10', counter: 'Troll', owner: 1 },
    { cell: 'h8', counter: 'Kobold', owner: 2 },
  ],
  hands: [['Balance', 'Dragon Slayer'], ['Goblin King', 'Red Dragon', 'Counter'], ['Mox', 'Flood']],
  toMove: 0,
  phase: 'action',
};

/** Counter names some player holds now that the spectator view does not show. */
function hiddenNames(state: MogoState): Set<string> {
  const spectator = mogo.view(state, 'spectator');
  // A counter whose place in a hand the table saw (returned by Time Twist, Recalled: knownHand) is public too.
  const visible = new Set<string>([...spectator.discard, ...spectator.seats.flatMap((s) => [...s.captures, ...(s.knownHand ?? [])])]);
  for (const c of spectator.board) {
    visible.add(c.counter);
    if (c.copy) visible.add(c.copy);
    for (const m of c.modifiers) visible.add(m.counter);
  }
  const hidden = new Set<string>();
  for (let seat = 0; seat < state.players; seat++) for (const n of mogo.view(state, seat).seats[seat].hand ?? []) if (!visible.has(n)) hidden.add(n);
  return hidden;
}

const named = (text: string, name: string): boolean => new RegExp(`(^|[^A-Za-z])${name.replace(/ /g, '\\s+')}($|[^A-Za-z])`).test(text);

describe('Mogo on Discord, end to end', () => {
  let t: Table;
  beforeAll(async () => {
    t = await openTable();
  });
  afterAll(async () => t?.close());

  it('a 3-player match: hands by DM, Balance and Millstone decisions by others, a decision timed out, private orders, no leak', async () => {
    const { discord, alice, bob, carol, games } = t;
    const ch = await (await discord.as(alice).slash(games, 'challenge mogo', { opponent: bob, opponent2: carol, days: '1', position: JSON.stringify(POSITION) })).reply();
    const accept = ch.buttons.find((b) => b.label === 'Accept')!.customId!;
    await (await discord.as(bob).click(ch, accept)).ack();
    await (await discord.as(carol).click(discord.message(ch.id)!, accept)).ack();
    const thread = await discord.waitForThread(games, (th) => th.id === ch.id);
    const opening = await discord.waitForMessage(thread, (m) => /has begun/.test(m.content));
    const matchId = Number(/match #(\d+)/i.exec(opening.content)![1]);
    await outboxSettled(t, matchId);
    const start = (await t.bot.ctx.service.getMatch(matchId))!;
    const users = [alice, bob, carol];
    const userAt = (seat: number) => users.find((u) => u.id === start.players.find((p) => p.seat === seat)!.userId)!;
    const [p1, p2, p3] = [0, 1, 2].map(userAt);
    const seatNames = [0, 1, 2].map((s) => userAt(s).username);
    // The board post's footnote gives the deadline (one day per move).
    const footnote = `move by ${start.deadline!.toISOString().slice(5, 16).replace('T', ' ')} UTC`;
    const state = async () => (await t.bot.ctx.service.getMatch(matchId))!;

    // The channel's image is the spectator view's; every hand comes by DM, drawn from that seat's view.
    expect(opening.attachments[0].data.equals(await renderView('mogo', mogo.view(start.state as MogoState, 'spectator'), { seatNames, footnote }))).toBe(true);
    for (const [seat, u] of [p1, p2, p3].entries()) {
      const dm = await discord.waitForDm(u, (m) => m.attachments.length > 0);
      expect(dm.attachments[0].data.equals(await renderPrivate('mogo', mogo.view(start.state as MogoState, seat), { seatNames }))).toBe(true);
    }
    const leaks = (posts: MessageView[], s: MogoState): void => {
      const hidden = hiddenNames(s);
      for (const post of posts) {
        const text = [post.content, ...post.embeds.map((e) => JSON.stringify(e))].join(' ');
        for (const name of hidden) expect(named(text, name), `${name} leaked in "${text}"`).toBe(false);
      }
    };
    leaks(discord.messages(thread), start.state as MogoState);

    // /counter: the effect and its rulings, for the asker only.
    const before = discord.messages(thread).length;
    const card = await (await discord.as(p3).slash(thread, 'counter', { name: 'goblin king' })).reply();
    expect(card.ephemeral).toBe(true);
    expect(card.content).toMatch(/^\*\*Goblin King\*\* — Unit, Force 3/);
    expect(card.content).toContain('MOGO-R22');
    expect((await discord.as(p3).autocomplete(thread, 'counter', { name: 'goblin k' }, 'name'))[0].value).toBe('Goblin King');

    // /mogo counter: armed privately by a player whose turn it is not; nothing is posted
    // and the board's buttons stay fresh.
    const armed = await (await discord.as(p2).slash(thread, 'mogo counter', { against: 'wrath, time walk' })).reply();
    expect(armed.ephemeral).toBe(true);
    expect(armed.content).toMatch(/Time Walk, Wrath|Wrath, Time Walk/);
    expect(armed.content).toMatch(/Nobody else is told/);
    const ids = (names: string[]) => names.map((n) => COUNTERS.find((c) => c.name === n)!.id).sort((a, b) => a - b);
    expect(((await state()).state as MogoState).orders[1]).toEqual(ids(['Wrath', 'Time Walk']));
    const refused = await (await discord.as(p2).slash(thread, 'mogo counter', { against: 'Goblin King' })).reply();
    expect(refused.content).not.toMatch(/Nobody else is told/);
    await outboxSettled(t, matchId);
    expect(discord.messages(thread)).toHaveLength(before);
    const fresh = await (await discord.as(p1).click(opening, opening.buttons.find((b) => b.label === 'Play')!.customId!)).reply();
    expect(fresh.content).not.toMatch(/moved on/);

    const move = async (u: typeof p1, action: string): Promise<MessageView[]> => {
      const seen = new Set(discord.messages(thread).map((m) => m.id));
      const reply = await (await discord.as(u).slash(thread, 'move', { action })).reply();
      expect(reply.content, action).toMatch(/^Played/);
      await outboxSettled(t, matchId);
      const posts = discord.messages(thread).filter((m) => !seen.has(m.id));
      leaks(posts, (await state()).state as MogoState);
      return posts;
    };

    // Balance: Player 1 picks first, then Player 2, not in their own turn, through /move.
    await move(p1, 'cast Balance');
    await move(p1, 'pick e5');
    await move(p1, 'pick done');
    expect((await state()).waitingFor).toEqual([p2.id]);
    expect(await discord.as(p1).autocomplete(thread, 'move', { action: '' }, 'action')).toEqual([]);
    const picks = (await discord.as(p2).autocomplete(thread, 'move', { action: 'pick' }, 'action')).map((c) => c.value);
    expect(picks).toContain('pick h8');
    await move(p2, 'pick h8');
    await move(p2, 'pick done');
    expect((await state()).waitingFor).toEqual([p3.id]);

    // Player 3 lets the clock run out: the default (no pick) is applied and Balance resolves.
    const waiting = await state();
    t.clock.advanceHours(23);
    await t.bot.tick();
    expect((await state()).version).toBe(waiting.version);
    t.clock.advanceHours(2);
    await t.bot.tick();
    await outboxSettled(t, matchId);
    const resolved = await state();
    expect(resolved.version).toBe(waiting.version + 1);
    const log = await t.bot.ctx.service.actionLog(matchId);
    expect(log[log.length - 1]).toMatchObject({ seat: 2, text: 'pick done' });
    const board = (resolved.state as MogoState).board;
    expect([board[44], board[77]]).toEqual([null, null]); // e5 and h8 destroyed together
    expect(resolved.waitingFor).toEqual([p1.id]);
    // The table is posted again for everyone, drawn after the default.
    const timedOut = latestBoard(t, thread);
    expect(timedOut.attachments[0].filename).toBe(`match-${matchId}-v${resolved.version}.png`);
    expect(timedOut.content).toContain(`<@${p1.id}>`);
    leaks([timedOut], resolved.state as MogoState);

    // Millstone: its victim answers through the Play picker, which lists their own choices.
    await move(p1, 'c4: millstone → P3');
    expect((await state()).waitingFor).toEqual([p3.id]);
    const dmBefore = discord.dmsOf(p3).filter((m) => m.attachments.length > 0);
    let view = await (await discord.as(p3).click(latestBoard(t, thread), latestBoard(t, thread).buttons.find((b) => b.label === 'Play')!.customId!)).reply();
    for (let hop = 0; hop < 3 && !/^Played/.test(view.content); hop++) {
      const select = view.selects[0];
      expect(select, view.content).toBeDefined();
      expect(view.ephemeral).toBe(true);
      const option = select.options.find((o) => /Discard|Flood/.test(o.label)) ?? select.options[0];
      view = await (await discord.as(p3).select(view, select.customId, [option.value])).reply();
    }
    expect(view.content).toMatch(/^Played `discard Flood`/);
    await outboxSettled(t, matchId);
    const milled = await state();
    expect((milled.state as MogoState).discard).toContain(COUNTERS.find((c) => c.name === 'Flood')!.id);
    // Player 3's one DM is edited in place as their hand changes.
    await discord.waitForDm(p3, (m) => m.edited);
    expect(discord.dmsOf(p3).filter((m) => m.attachments.length > 0)).toHaveLength(dmBefore.length);

    // A few more moves by autocomplete, each post checked for hidden names.
    const rng = new Rng(seedRng('e2e-mogo'));
    for (let step = 0; step < 12; step++) {
      const m = await state();
      if (m.status !== 'active') break;
      const mover = users.find((u) => m.waitingFor.includes(u.id))!;
      const choices = await discord.as(mover).autocomplete(thread, 'move', { action: '' }, 'action');
      expect(choices.length).toBeGreaterThan(0);
      await move(mover, String(rng.pick(choices).value));
    }
    for (const u of [p1, p2, p3]) expect(discord.dmsOf(u).filter((m) => m.attachments.length > 0)).toHaveLength(1);
    // /hand, the fallback for closed DMs: the same private image, for the asker only.
    const hand = await (await discord.as(p2).slash(thread, 'hand', {})).reply();
    expect(hand.ephemeral).toBe(true);
    expect(hand.attachments[0].data.equals(await renderPrivate('mogo', mogo.view((await state()).state as MogoState, 1), { seatNames }))).toBe(true);
    const rec = await (await discord.as(p1).slash(thread as ChannelRecord, 'record', { match: matchId })).reply();
    expect(rec.content).toContain('Mogo');
    expect(rec.content).not.toMatch(/counter (Wrath|Time Walk)/);
  }, 240_000);
});
