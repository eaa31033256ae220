// Gog & Magog on Discord, end to end: a whole match from a set position, with a
// concealed creature on each side that the channel never names or draws until
// it is revealed; one player's hand by DM (edited in place), the other's DMs
// closed (told to use /hand).
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { openTable, latestBoard, outboxSettled, type Table } from './harness.js';
import type { MessageView } from '../discord-standin/index.js';
import { gogmagog, type GogState } from '../../src/games/gogmagog/index.js';
import { renderPrivate, renderView } from '../../src/render/index.js';
import { Rng, seedRng } from '../../src/games/rng.js';

/** Each side hides a creature in lane 2 (one copy per deck of each). */
const POSITION = {
  energy: [12, 12],
  hands: [['Storm Adept', 'Mana Crystal', 'Firebolt', 'Gale Runner'], ['Ember Scout', 'Mana Crystal', 'War Cry']],
  resources: [2, 2],
  // Player 2's one Unveil is spent, so Player 1's creature stays concealed until Player 1 reveals it.
  used: [[], ['Unveil']],
  lanes: [
    [{ lane: 2, card: 'Mountain Warden', concealed: true }, { lane: 4, slot: 'offence', card: 'Granite Brute' }],
    [{ lane: 2, card: 'Tempest Lord', concealed: true }, { lane: 1, slot: 'offence', card: 'Flame Raider' }],
  ],
};
const SECRET = ['Mountain Warden', 'Tempest Lord'];

/** Card names some player holds hidden now (concealed or in hand) that the spectator view does not show. */
function hiddenNames(state: GogState): Set<string> {
  const spectator = gogmagog.view(state, 'spectator');
  const visible = new Set<string>();
  for (const s of spectator.seats) {
    for (const c of s.used) visible.add(c.name);
    for (const l of s.lanes) if (l?.card) visible.add(l.card.name);
    if (s.resources > 0) visible.add('Mana Crystal');
  }
  const hidden = new Set<string>();
  for (const seat of [0, 1]) {
    const own = gogmagog.view(state, seat).seats[seat];
    for (const c of own.hand ?? []) if (!visible.has(c.name)) hidden.add(c.name);
    for (const l of own.lanes) if (l?.concealed && l.card && !visible.has(l.card.name)) hidden.add(l.card.name);
  }
  return hidden;
}

const concealedIn = (state: GogState, seat: number, lane: number): boolean => !!state.lanes[seat][lane - 1]?.concealed;

describe('Gog & Magog on Discord, end to end', () => {
  let t: Table;
  beforeAll(async () => {
    t = await openTable();
  });
  afterAll(async () => t?.close());

  it('a whole match: concealed creatures stay off the channel until revealed; hand by DM, edited; closed DMs get /hand', async () => {
    const { discord, alice, bob, games } = t;
    discord.world.setDmsOpen(bob, false);
    const ch = await (await discord.as(alice).slash(games, 'challenge gogmagog', { opponent: bob, days: 'none', position: JSON.stringify(POSITION) })).reply();
    await (await discord.as(bob).click(ch, ch.buttons.find((b) => b.label === 'Accept')!.customId!)).ack();
    const thread = await discord.waitForThread(games, (th) => th.id === ch.id);
    const opening = await discord.waitForMessage(thread, (m) => /has begun/.test(m.content));
    const matchId = Number(/match #(\d+)/i.exec(opening.content)![1]);
    await outboxSettled(t, matchId);
    const start = (await t.bot.ctx.service.getMatch(matchId))!;
    const seatOf = new Map(start.players.map((p) => [p.userId, p.seat]));
    const userAt = (seat: number) => [alice, bob].find((u) => seatOf.get(u.id) === seat)!;
    const seatNames = [0, 1].map((s) => userAt(s).username);
    const channelImage = (state: GogState) => renderView('gogmagog', gogmagog.view(state, 'spectator'), { seatNames });

    // The channel's opening image is the spectator view's: both lane-2 creatures are backs.
    expect(opening.attachments[0].data.equals(await channelImage(start.state as GogState))).toBe(true);
    for (const name of SECRET) expect(JSON.stringify([opening.content, opening.embeds])).not.toContain(name);

    // Alice's private view comes by DM; Bob's DMs are closed, so the thread tells him to use /hand.
    const aliceSeat = seatOf.get(alice.id)!;
    const dm = await discord.waitForDm(alice, (m) => m.attachments.length > 0);
    expect(dm.attachments[0].data.equals(await renderPrivate('gogmagog', gogmagog.view(start.state as GogState, aliceSeat), { seatNames }))).toBe(true);
    expect(discord.dmsOf(bob)).toHaveLength(0);
    await discord.waitForMessage(thread, (m) => m.content.includes(`<@${bob.id}>`) && /\/hand/.test(m.content));
    const hand = await (await discord.as(bob).slash(thread, 'hand', {})).reply();
    expect(hand.ephemeral).toBe(true);
    expect(hand.attachments[0].data.equals(await renderPrivate('gogmagog', gogmagog.view(start.state as GogState, seatOf.get(bob.id)!), { seatNames }))).toBe(true);

    const rng = new Rng(seedRng('e2e-gogmagog'));
    let revealedByMove = false;
    let playedByPicker = 0;
    let turnStart: MessageView | null = opening;
    let secretBoards = 0;
    expect(SECRET.every((name) => hiddenNames(start.state as GogState).has(name))).toBe(true);
    // Only what the table knows of the back: its cost (announced, GM-R29) and that no ability has fired.
    expect(gogmagog.view(start.state as GogState, 'spectator').seats[0].lanes[1]).toEqual({ lane: 2, slot: 'defence', concealed: true, cost: 4, abilityUsed: false, satOut: false });
    for (let step = 0; step < 500; step++) {
      const match = (await t.bot.ctx.service.getMatch(matchId))!;
      if (match.status !== 'active') break;
      const state = match.state as GogState;
      const mover = [alice, bob].find((u) => match.waitingFor.includes(u.id))!;
      const other = mover === alice ? bob : alice;
      expect(await discord.as(other).autocomplete(thread, 'move', { action: '' }, 'action')).toEqual([]);
      const seen = new Set(discord.messages(thread).map((m) => m.id));

      // Player 1 reveals their concealed creature at the start of their second turn.
      const reveal = seatOf.get(mover.id) === 0 && state.turn.number >= 3 && state.phase === 'turn' && !revealedByMove && concealedIn(state, 0, 2);
      let reply: MessageView;
      if (reveal) {
        reply = await (await discord.as(mover).slash(thread, 'move', { action: 'reveal lane 2' })).reply();
        revealedByMove = true;
      } else if (turnStart && step % 3 === 0 && revealedByMove) {
        // Play → what to act with → the action, on the board post that began this turn.
        let view = await (await discord.as(mover).click(turnStart, turnStart.buttons.find((b) => b.label === 'Play')!.customId!)).reply();
        for (let hop = 0; hop < 4 && !/^Played/.test(view.content); hop++) {
          const select = view.selects[0];
          expect(select, view.content).toBeDefined();
          const choice = rng.pick(select.options).value;
          // Hand cards and one's own concealed creatures are named in one's own picker only.
          view = await (await discord.as(mover).select(view, select.customId, [choice])).reply();
          expect(view.ephemeral).toBe(true);
        }
        reply = view;
        playedByPicker++;
      } else {
        let choices = await discord.as(mover).autocomplete(thread, 'move', { action: '' }, 'action');
        expect(choices.length).toBeGreaterThan(0);
        // Until Player 1's reveal, both leave the lane-2 creatures alone (a spell or War aimed at one reveals it).
        if (!revealedByMove) choices = choices.filter((c) => !/^(reveal|march).*lane 2\b|→ lane 2\b/.test(String(c.value)));
        const pick = String(rng.pick(choices).value);
        reply = await (await discord.as(mover).slash(thread, 'move', { action: pick })).reply();
      }
      expect(reply.content).toMatch(/^Played/);
      await outboxSettled(t, matchId);

      const now = (await t.bot.ctx.service.getMatch(matchId))!;
      const after = now.state as GogState;
      if (reveal) expect(concealedIn(after, 0, 2)).toBe(false);
      const posts = discord.messages(thread).filter((m) => !seen.has(m.id));
      const boards = posts.filter((m) => m.attachments.some((a) => a.filename.startsWith('match-')));
      // One board post per turn, drawn from the spectator view.
      if (now.status === 'active' && now.waitingFor.includes(mover.id)) expect(boards).toHaveLength(0);
      else {
        expect(boards).toHaveLength(1);
        expect(boards[0].attachments[0].data.equals(await channelImage(after))).toBe(true);
      }
      turnStart = boards.length ? latestBoard(t, thread) : null;
      // Nothing posted names a card that is hidden now.
      const hidden = hiddenNames(after);
      for (const post of posts) {
        const text = [post.content, ...post.embeds.map((e) => JSON.stringify(e))].join(' ');
        for (const name of hidden) expect(text.includes(name), `${name} leaked in "${text}"`).toBe(false);
      }
      if (boards.length && SECRET.some((name) => hidden.has(name))) secretBoards++;
      if (reveal) {
        // Revealed: now the spectator view, and so the channel's image, shows it.
        expect(gogmagog.view(after, 'spectator').seats[0].lanes[1]?.card?.name).toBe('Mountain Warden');
      }
    }
    const final = (await t.bot.ctx.service.getMatch(matchId))!;
    expect(final.status).toBe('finished');
    expect(revealedByMove).toBe(true);
    expect(playedByPicker).toBeGreaterThan(0);
    // At least the posts ending turns 1 and 2, before the reveal.
    expect(secretBoards).toBeGreaterThanOrEqual(2);
    expect(latestBoard(t, thread).content).toMatch(/is over/);
    // One DM, edited in place as Alice's hand and concealed creatures changed.
    expect(discord.dmsOf(alice).filter((m) => m.attachments.length > 0)).toHaveLength(1);
    expect(discord.dmsOf(alice).some((m) => m.edited)).toBe(true);
    const rec = await (await discord.as(alice).slash(thread, 'record', { match: matchId })).reply();
    expect(rec.content).toContain('Gog & Magog');
  }, 240_000);
});
