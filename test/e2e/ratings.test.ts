import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { openTable, startMatch, buttonOf, waitForBoardPost, playAndExpect, firstSuggestion, type Table } from './harness.js';
import { decodeGif } from '../render/gif-decode.js';

describe('ratings and replays on Discord, end to end', () => {
  let t: Table;
  beforeAll(async () => {
    t = await openTable();
  });
  afterAll(async () => t?.close());

  it('the final board shows ratings before → after; /leaderboard, /stats, /history and /replay answer', async () => {
    const { discord, alice, bob } = t;
    const { thread, matchId } = await startMatch(t, alice, bob, { days: 'none' });
    await playAndExpect(t, alice, thread, await firstSuggestion(t, matchId, alice));
    await playAndExpect(t, bob, thread, await firstSuggestion(t, matchId, bob));
    const ask = await (await discord.as(bob).slash(thread, 'resign', {})).reply();
    await (await discord.as(bob).click(ask, buttonOf(ask, 'Yes, resign'))).reply();
    const final = await waitForBoardPost(t, thread, matchId, 3);
    const description = final.embeds[0].description ?? '';
    expect(description).toMatch(new RegExp(`<@${alice.id}>: 0\\.0 → \\d+\\.\\d \\(provisional\\)`));
    expect(description).toMatch(new RegExp(`<@${bob.id}>: 0\\.0 → -\\d+\\.\\d \\(provisional\\)`));

    const board = await (await discord.as(bob).slash(t.games, 'leaderboard', { game: 'agog' })).reply();
    expect(board.content).toMatch(new RegExp(`Provisional .*<@${alice.id}> \\d+\\.\\d \\(1\\), <@${bob.id}> -\\d+\\.\\d \\(1\\)`));
    const stats = await (await discord.as(bob).slash(t.games, 'stats', { user: alice })).reply();
    expect(stats.content).toMatch(/1 game: 1 W, 0 D, 0 L · 1 win in a row · against you 1–0–0/);
    const history = await (await discord.as(alice).slash(t.games, 'history', {})).reply();
    expect(history.content).toContain(`#${matchId} A•G•O•G vs <@${bob.id}> — **won**`);

    const replay = await discord.as(bob).slash(thread, 'replay', { match: matchId, speed: 2 });
    const posted = await replay.reply(30_000);
    expect(posted.content).toContain(`replay of match #${matchId} (3 steps)`);
    const gif = decodeGif(new Uint8Array(posted.attachments[0].data));
    expect(gif.frames).toHaveLength(4); // the opening, two moves and the resignation
    expect(gif.delays).toEqual([400, 400, 400, 3000]);
  });
});
