import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { loadImage } from 'canvas';
import { openTable, challenge, accept, latestBoard, type Table } from './harness.js';
import { Rng, seedRng } from '../../src/games/rng.js';

describe('Go*Mofasta on Discord, end to end', () => {
  let t: Table;
  beforeAll(async () => {
    t = await openTable();
  });
  afterAll(async () => t?.close());

  it('/help lists every registered command and /rules gives a summary in our own words', async () => {
    const help = await (await t.discord.as(t.alice).slash(t.games, 'help', {})).reply();
    const registered = t.discord.commands(t.guild).map((c) => String(c.name));
    expect(registered.length).toBeGreaterThan(10);
    for (const name of registered) expect(help.embeds[0].description).toContain(`/${name}`);
    const rules = await (await t.discord.as(t.alice).slash(t.games, 'rules', { game: 'gomofasta' })).reply();
    expect(rules.ephemeral).toBe(true);
    expect(String(rules.embeds[0].description).length).toBeGreaterThan(200);
  });

  it('each game\'s /challenge subcommand offers only its own options, so another game\'s cannot be given', async () => {
    await expect(t.discord.as(t.alice).slash(t.games, 'challenge agog', { opponent: t.bob, board: 13 })).rejects.toThrow(/has no option "board"/);
    const ch = await challenge(t, t.alice, t.bob, { game: 'gomofasta', deck: 4 }).catch((e: Error) => e);
    expect(String(ch)).toMatch(/deck .* must be ≤ 3/);
  });

  it('plays a full game through /move autocomplete; the board image shows both hands', async () => {
    const { discord, alice, bob } = t;
    const ch = await challenge(t, alice, bob, { game: 'gomofasta', days: 'none', board: 13 });
    const { thread, board, matchId } = await accept(t, bob, ch);
    expect(((await t.bot.ctx.service.getMatch(matchId))!.state as { size: number }).size).toBe(13);
    const img = await loadImage(board.attachments[0].data);
    expect(img.height).toBeGreaterThan(img.width); // board plus the hands below it

    const rng = new Rng(seedRng('e2e-gm'));
    let plies = 0;
    for (; plies < 400; plies++) {
      const match = (await t.bot.ctx.service.getMatch(matchId))!;
      if (match.status !== 'active') break;
      const mover = [alice, bob].find((u) => match.waitingFor.includes(u.id))!;
      const other = mover === alice ? bob : alice;
      expect(await discord.as(other).autocomplete(thread, 'move', { action: '' }, 'action')).toEqual([]);
      const choices = await discord.as(mover).autocomplete(thread, 'move', { action: '' }, 'action');
      expect(choices.length).toBeGreaterThan(0);
      expect(choices.length).toBeLessThanOrEqual(25);
      // Filtering by what was typed: every choice starts with the typed card letter.
      const card = String(choices[0].value)[0];
      const filtered = await discord.as(mover).autocomplete(thread, 'move', { action: card.toLowerCase() }, 'action');
      expect(filtered.every((c) => String(c.value).startsWith(card))).toBe(true);
      const pick = String(rng.pick(choices).value);
      const h = await discord.as(mover).slash(thread, 'move', { action: pick });
      expect((await h.ack()).ms).toBeLessThan(3000);
      expect((await h.reply()).content).toContain('Played');
    }
    const final = (await t.bot.ctx.service.getMatch(matchId))!;
    expect(final.status).toBe('finished');
    expect(latestBoard(t, thread).content).toMatch(/is over/);
    const log = await t.bot.ctx.service.actionLog(matchId);
    expect(log).toHaveLength(plies);
  });
});
