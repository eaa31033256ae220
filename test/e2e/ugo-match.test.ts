import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { loadImage } from 'canvas';
import { openTable, type Table } from './harness.js';
import { ugo, type UgoView } from '../../src/games/ugo/index.js';
import { Rng, seedRng } from '../../src/games/rng.js';

/** Card labels some player holds hidden right now (not known to the table), that nobody may read in the channel. */
function hiddenLabels(state: unknown, players: number): Set<string> {
  const spectator = ugo.view(state as never, 'spectator') as UgoView;
  const visible = new Set<string>();
  for (const s of spectator.seats) {
    for (const c of s.discard) visible.add(c.label);
    for (const t of s.table) {
      if (t.card) visible.add(t.card.label);
      for (const e of t.equips) visible.add(e.label);
    }
  }
  for (const c of spectator.removed) visible.add(c.label);
  // A Queen's card: the face-up pile showed what left it, so the table knows it is in that hand.
  for (const s of spectator.seats) for (const c of s.knownHand ?? []) visible.add(c.label);
  const hidden = new Set<string>();
  for (let seat = 0; seat < players; seat++) {
    const own = (ugo.view(state as never, seat) as UgoView).seats[seat];
    for (const c of own.hand ?? []) if (!visible.has(c.label)) hidden.add(c.label);
    for (const t of own.table) if (t.faceDown && t.card && !visible.has(t.card.label)) hidden.add(t.card.label);
  }
  return hidden;
}

describe('U-G-O on Discord, end to end', () => {
  let t: Table;
  beforeAll(async () => {
    t = await openTable();
  });
  afterAll(async () => t?.close());

  it('a 3-player match: hands by DM, edited as they change; closed DMs get /hand; nothing hidden reaches the channel', async () => {
    const { discord, alice, bob, carol, games } = t;
    discord.world.setDmsOpen(carol, false);
    const h = await discord.as(alice).slash(games, 'challenge ugo', { opponent: bob, opponent2: carol, days: 'none' });
    const ch = await h.reply();
    const accept = ch.buttons.find((b) => b.label === 'Accept')!.customId!;
    const first = await discord.as(bob).click(ch, accept);
    const afterBob = await first.reply();
    expect(afterBob.buttons.map((b) => b.label)).toContain('Accept'); // still waiting for carol
    expect(discord.threads(games)).toHaveLength(0);
    await (await discord.as(carol).click(discord.message(ch.id)!, accept)).ack();
    const thread = await discord.waitForThread(games, (th) => th.id === ch.id);
    const opening = await discord.waitForMessage(thread, (m) => /has begun/.test(m.content));
    const matchId = Number(/match #(\d+)/i.exec(opening.content)![1]);

    // Alice and Bob get their hand by DM; Carol (DMs closed) is told in the thread to use /hand.
    const aliceDm = await discord.waitForDm(alice, (m) => m.attachments.length > 0);
    await discord.waitForDm(bob, (m) => m.attachments.length > 0);
    expect((await loadImage(aliceDm.attachments[0].data)).width).toBeGreaterThan(300);
    expect(discord.dmsOf(carol)).toHaveLength(0);
    const told = await discord.waitForMessage(thread, (m) => m.content.includes(`<@${carol.id}>`) && /\/hand/.test(m.content));
    expect(told).toBeTruthy();
    const handReply = await (await discord.as(carol).slash(thread, 'hand', {})).reply();
    expect(handReply.ephemeral).toBe(true);
    expect(handReply.attachments[0].data.subarray(1, 4).toString()).toBe('PNG');

    // The Ten policy is private: no post in the thread, and the board's buttons stay
    // fresh (a stale button would tell the others that something happened).
    const before = discord.messages(thread).length;
    const policy = await (await discord.as(bob).slash(thread, 'ugo ten-policy', { when: 'threshold', threshold: 2 })).reply();
    expect(policy.content).toMatch(/Nobody else is told/);
    expect(discord.messages(thread)).toHaveLength(before);
    const openingMatch = (await t.bot.ctx.service.getMatch(matchId))!;
    const mover = [alice, bob, carol].find((u) => openingMatch.waitingFor.includes(u.id))!;
    const picker = await (await discord.as(mover).click(opening, opening.buttons.find((b) => b.label === 'Play')!.customId!)).reply();
    expect(picker.content).not.toMatch(/moved on/);
    expect(picker.content).toMatch(/choose (what to act with|your move)/);

    const users = [alice, bob, carol];
    const rng = new Rng(seedRng('e2e-ugo'));
    let aliceEdits = 0;
    for (let step = 0; step < 600; step++) {
      const match = (await t.bot.ctx.service.getMatch(matchId))!;
      if (match.status !== 'active') break;
      const mover = users.find((u) => match.waitingFor.includes(u.id))!;
      // Autocomplete goes only to the player to act, with their own actions.
      for (const u of users.filter((x) => x !== mover)) expect(await discord.as(u).autocomplete(thread, 'move', { action: '' }, 'action')).toEqual([]);
      const choices = await discord.as(mover).autocomplete(thread, 'move', { action: '' }, 'action');
      expect(choices.length).toBeGreaterThan(0);
      const pick = String(rng.pick(choices).value);
      const seen = new Set(discord.messages(thread).map((m) => m.id));
      const res = await discord.as(mover).slash(thread, 'move', { action: pick });
      expect((await res.ack()).ms).toBeLessThan(3000);
      expect((await res.reply()).content).toContain('Played');

      const now = (await t.bot.ctx.service.getMatch(matchId))!;
      const newPosts = discord.messages(thread).filter((m) => !seen.has(m.id) && m.attachments.some((a) => a.filename.startsWith('match-')));
      // One table post per turn: none while the same player's turn goes on.
      if (now.status === 'active' && now.waitingFor.includes(mover.id)) expect(newPosts).toHaveLength(0);
      else expect(newPosts).toHaveLength(1);
      const hidden = hiddenLabels(now.state, 3);
      // What this action posted may name only cards the spectator view shows now.
      for (const post of discord.messages(thread).filter((m) => !seen.has(m.id))) {
        const text = [post.content, ...post.embeds.map((e) => JSON.stringify(e))].join(' ');
        for (const label of hidden) expect(text.includes(` ${label}`) || text.includes(`\`${label}`), `${label} leaked in "${text}"`).toBe(false);
      }
      aliceEdits = discord.dmsOf(alice).filter((m) => m.edited).length;
    }
    const final = (await t.bot.ctx.service.getMatch(matchId))!;
    expect(final.status).toBe('finished');
    // One DM per player, edited in place as the hand changed (not a new DM each time).
    expect(discord.dmsOf(alice).filter((m) => m.attachments.length > 0)).toHaveLength(1);
    expect(aliceEdits).toBeGreaterThan(0);
    const rec = await (await discord.as(alice).slash(thread, 'record', { match: matchId })).reply();
    expect(rec.content).toContain('U-G-O');
  });

  it('takes the optional rules as challenge options, and the Nine policy only when Nines reflect', async () => {
    const { discord, alice, bob, games } = t;
    for (const reflect of [true, false]) {
      const ch = await (await discord.as(alice).slash(games, 'challenge ugo', { opponent: bob, nines_reflect: reflect, aces_by_suit: true, days: 'none' })).reply();
      await (await discord.as(bob).click(ch, ch.buttons.find((b) => b.label === 'Accept')!.customId!)).ack();
      const thread = await discord.waitForThread(games, (th) => th.id === ch.id);
      const opening = await discord.waitForMessage(thread, (m) => /has begun/.test(m.content));
      const matchId = Number(/match #(\d+)/i.exec(opening.content)![1]);
      const match = (await t.bot.ctx.service.getMatch(matchId))!;
      expect((match.state as { options: object }).options).toEqual({ acesBySuit: true, ninesReflect: reflect });
      const reply = await (await discord.as(bob).slash(thread, 'ugo nine-policy', { when: 'ranks', ranks: 'a, k' })).reply();
      expect(reply.ephemeral).toBe(true);
      if (reflect) expect(reply.content).toMatch(/Nine policy .*only against A, K.*Nobody else is told/);
      else expect(reply.content).not.toMatch(/Nobody else is told/);
      const bad = await (await discord.as(bob).slash(thread, 'ugo nine-policy', { when: 'ranks', ranks: 'Q' })).reply();
      expect(bad.content).toMatch(/A, K, J/);
    }
  });
});
