import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { loadImage } from 'canvas';
import { openTable, challenge, accept, latestBoard, type Table } from './harness.js';
import { Rng, seedRng } from '../../src/games/rng.js';

describe('A•G•O•G on Discord, end to end', () => {
  let t: Table;
  beforeAll(async () => {
    t = await openTable();
  });
  afterAll(async () => t?.close());

  it('plays a whole match from /challenge to a win through slash commands, autocomplete and buttons', async () => {
    const { discord, alice, bob } = t;
    const ch = await challenge(t, alice, bob, { days: 'none' });
    expect(ch.content).toContain(`<@${bob.id}>`);
    expect(ch.buttons.map((b) => b.label)).toEqual(['Accept', 'Decline', 'Cancel']);
    const { thread, board, matchId } = await accept(t, bob, ch);
    expect(board.content).toContain(`<@${alice.id}>`); // White moves first
    const png = board.attachments[0].data;
    const img = await loadImage(png);
    expect(img.width).toBeGreaterThan(700);
    // The challenge message now links to the thread and has no buttons.
    expect(discord.message(ch.id)!.buttons).toHaveLength(0);
    expect(JSON.stringify(discord.message(ch.id)!.embeds)).toContain(`<#${thread.id}>`);

    const rng = new Rng(seedRng('e2e-agog'));
    const played: string[] = [];
    let turn = alice;
    for (let ply = 0; ply < 400; ply++) {
      const choices = await discord.as(turn).autocomplete(thread, 'move', { action: '' }, 'action');
      expect(choices.length).toBeGreaterThan(0);
      expect(choices.length).toBeLessThanOrEqual(25);
      const pick = String(rng.pick(choices).value);
      const h = await discord.as(turn).slash(thread, 'move', { action: pick });
      const ack = await h.ack();
      expect(ack.ms).toBeLessThan(3000);
      expect(ack.ephemeral).toBe(true);
      const reply = await h.reply();
      expect(reply.content).toContain(`Played \`${pick}\``);
      played.push(pick);
      const post = latestBoard(t, thread);
      expect(post.embeds[0].description).toContain(pick);
      if (/is over/.test(post.content)) break;
      turn = turn === alice ? bob : alice;
    }
    const final = latestBoard(t, thread);
    expect(final.content).toMatch(/Match #\d+ is over: (alice|bob) wins/);
    expect(final.buttons.map((b) => b.label)).toEqual(['Rematch']);

    const rec = await discord.as(alice).slash(thread, 'record', {});
    const text = (await rec.reply()).content;
    const body = text.split('```')[1].trim();
    const moves = body.replace(/\d+\.\s/g, '').replace(/\s(1-0|0-1)$/, '').trim();
    expect(moves.split(/\s+(?![a-h]\d=H)/)).toEqual(played);
    expect(body).toMatch(/(1-0|0-1)$/);
    // The challenge message shows the result.
    await discord.waitForMessage(t.games, (m) => m.id === ch.id && /is over/.test(m.content));
    expect(matchId).toBeGreaterThan(0);
  });
});
