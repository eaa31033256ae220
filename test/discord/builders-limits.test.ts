// Every message builder at the largest realistic size, checked against the
// stand-in's copy of Discord's body checks and against the limits directly.
import { describe, expect, it } from 'vitest';
import { ApplicationCommandOptionType, type EmbedBuilder } from 'discord.js';
import { gamesPages } from '../../commands/games.js';
import { helpEmbed, helpLines } from '../../commands/help.js';
import { rulesEmbed } from '../../commands/rules.js';
import { recordReply } from '../../commands/record.js';
import { commands } from '../../commands/index.js';
import type { Command } from '../../src/discord/command.js';
import { boardMessage, challengeMessage } from '../../src/discord/messages.js';
import { engineFor, playableGames } from '../../src/games/index.js';
import { LIMITS } from '../../src/matches/limits.js';
import { boardPost } from '../../src/matches/outbox.js';
import type { MatchSnapshot } from '../../src/matches/types.js';
import { validateMessageBody } from '../discord-standin/validate.js';
import type { AnyEngine } from '../../src/games/engine.js';
import { CHALLENGE_AI_KEY } from '../../src/matches/challenges.js';

const snowflake = (n: number) => String(1_234_567_890_123_456_000n + BigInt(n)); // 19 digits
const me = snowflake(0);
const longName = 'W'.repeat(32);

/** What Discord would get: builders turned into their JSON, then Discord's own checks. */
function discordAccepts(message: { content?: string; embeds?: (EmbedBuilder | object)[]; components?: { toJSON(): object }[] }): void {
  const body = {
    ...(message.content !== undefined ? { content: message.content } : {}),
    embeds: (message.embeds ?? []).map((e) => ('toJSON' in e ? (e as EmbedBuilder).toJSON() : e)),
    components: (message.components ?? []).map((c) => c.toJSON()),
  };
  expect(() => validateMessageBody(body, [], { isEdit: false })).not.toThrow();
  expect(body.content?.length ?? 0).toBeLessThanOrEqual(LIMITS.content);
  for (const e of body.embeds as { description?: string; title?: string }[]) {
    expect(e.description?.length ?? 0).toBeLessThanOrEqual(LIMITS.embed.description);
    expect(e.title?.length ?? 0).toBeLessThanOrEqual(LIMITS.embed.title);
  }
}

function snapshot(i: number, game: string, state: unknown, players: number): MatchSnapshot {
  const userIds = Array.from({ length: players }, (_, s) => (s === 0 ? me : snowflake(1000 + i * 4 + s)));
  return {
    id: 2_000_000_000 - i, game, status: 'active', version: 1, revision: 1, boardVersion: 1, turnLog: [], state,
    players: userIds.map((userId, seat) => ({ seat, userId })),
    guildId: snowflake(1), channelId: snowflake(2), threadId: snowflake(3000 + i), result: null, drawOfferSeat: null,
    waitingFor: i % 2 ? [me] : userIds.slice(1), movedSeats: [], daysPerMove: 14, pauseWeekends: false,
    turnStartedAt: new Date(), deadline: i % 5 ? new Date(Date.UTC(2026, 10, 23) + i * 3_600_000) : null,
  };
}

function ugoState(players: number): unknown {
  const r = engineFor('ugo')!.setup({ players, seed: 'limits', options: {} });
  if (!r.ok) throw new Error(r.error);
  return r.state;
}

describe('/games', () => {
  it('pages any number of matches: 100 four-player matches with 19-digit ids, each page one message', () => {
    const state = ugoState(4);
    const mine = Array.from({ length: 100 }, (_, i) => snapshot(i, 'ugo', state, 4));
    const pages = gamesPages(mine, me);
    expect(pages.length).toBeGreaterThan(1);
    for (const [i, page] of pages.entries()) {
      discordAccepts({ content: page });
      expect(page).toContain(`page ${i + 1} of ${pages.length}`);
      if (i + 1 < pages.length) expect(page).toContain(`/games page:${i + 2}`);
    }
    // every match is on exactly one page, your moves first
    const listed = pages.flatMap((p) => [...p.matchAll(/^#(\d+) /gm)].map((m) => Number(m[1])));
    expect(new Set(listed).size).toBe(100);
    const firstOthers = listed.findIndex((id) => !mine.find((m) => m.id === id)!.waitingFor.includes(me));
    expect(listed.slice(firstOthers).every((id) => !mine.find((m) => m.id === id)!.waitingFor.includes(me))).toBe(true);
  });

  it('a short list is one page without page numbers', () => {
    const pages = gamesPages([snapshot(1, 'ugo', ugoState(2), 2)], me);
    expect(pages).toHaveLength(1);
    expect(pages[0]).not.toMatch(/page/);
  });
});

describe('/help', () => {
  it('lists every command of the bot, subcommands included', () => {
    const embed = helpEmbed(commands);
    discordAccepts({ embeds: [embed] });
    for (const line of helpLines(commands)) expect(embed.toJSON().description).toContain(line);
  });

  it('still fits when the commands outgrow one embed', () => {
    const sub = (k: number) => ({ type: ApplicationCommandOptionType.Subcommand, name: `game${k}`, description: 'd'.repeat(100) });
    const big: Command[] = Array.from({ length: 25 }, (_, i) => ({
      data: { name: `c${'x'.repeat(30)}${i}`, description: 'e'.repeat(100), options: Array.from({ length: 10 }, (_, k) => sub(k)) },
      execute: async () => undefined,
    })) as Command[];
    const embed = helpEmbed(big);
    discordAccepts({ embeds: [embed] });
    expect(embed.toJSON().description).toMatch(/…and \d+ more: type `\/` to see every command\.$/);
  });
});

describe('/rules', () => {
  it('shows each game’s whole summary', () => {
    for (const engine of playableGames()) {
      const embed = rulesEmbed(engine);
      discordAccepts({ embeds: [embed] });
      expect(embed.toJSON().description).toBe(engine.rulesSummary);
    }
  });

  it('a summary grown past the limit loses whole paragraphs, never half of one', () => {
    const paragraph = `${'a rule sentence. '.repeat(30)}end.`;
    const engine = { ...engineFor('agog')!, rulesSummary: Array.from({ length: 20 }, () => paragraph).join('\n') } as AnyEngine;
    const embed = rulesEmbed(engine);
    discordAccepts({ embeds: [embed] });
    const kept = embed.toJSON().description!.split('\n');
    expect(kept.pop()).toMatch(/^…\(\d+ more paragraphs did not fit here\)$/);
    expect(kept.every((p) => p === paragraph)).toBe(true);
  });
});

describe('/record', () => {
  it('a short record is inline', () => {
    const r = recordReply('A•G•O•G', 12, '1. ab6 8c7 1-0');
    expect(r.file).toBeNull();
    expect(r.content).toContain('1. ab6 8c7 1-0');
  });

  it('a record of hundreds of moves comes as a file, with its end inline, cut between moves', () => {
    const moves = Array.from({ length: 600 }, (_, i) => (i % 2 ? `Hxe5xh5` : `${i / 2 + 1}. Jxa3+c3`));
    const record = `${moves.join(' ')} 1-0`;
    const r = recordReply('A•G•O•G', 2_000_000_000, record);
    discordAccepts({ content: r.content });
    expect(r.file!.data.toString('utf8')).toContain(record);
    const shown = /```\n…([^`]*)\n```$/.exec(r.content)![1];
    expect(record.endsWith(shown)).toBe(true);
    expect(shown.endsWith('1-0')).toBe(true);
    expect(record[record.length - shown.length - 1]).toBe(' ');
  });

  it('a long many-line record (Go*Mofasta, U-G-O) too', () => {
    const record = Array.from({ length: 400 }, (_, i) => `${i + 1}. P${(i % 4) + 1}: play 5♠ defence face-down; attack 7♣ → P2 #2; end turn`).join('\n');
    const r = recordReply('U-G-O', 7, record);
    discordAccepts({ content: r.content });
    expect(r.content).toContain('400. P4: play');
  });
});

describe('challenge and board messages', () => {
  it('a challenge with three invitees and a 200-character custom position', () => {
    for (const status of ['pending', 'accepted', 'declined', 'cancelled'] as const) {
      const msg = challengeMessage({
        id: 2_000_000_000, game: 'agog', challengerId: me, invitees: [snowflake(1), snowflake(2), snowflake(3)], accepted: [], status,
        channelId: snowflake(4), guildId: snowflake(5), messageId: snowflake(6), matchId: 2_000_000_000, daysPerMove: 14, pauseWeekends: true,
        options: { _challengerSeat: 0, handicap: 9, position: 'x'.repeat(200) },
      }, snowflake(7));
      discordAccepts(msg);
    }
  });

  it('a four-seat Mogo challenge of the AI at hard, with its level note kept above a 5,000-character option that is cut', () => {
    for (const status of ['pending', 'accepted', 'declined', 'cancelled'] as const) {
      const msg = challengeMessage({
        id: 2_000_000_000, game: 'mogo', challengerId: me, invitees: [snowflake(1), snowflake(2), snowflake(9)], accepted: [snowflake(9)], status,
        channelId: snowflake(4), guildId: snowflake(5), messageId: snowflake(6), matchId: 2_000_000_000, daysPerMove: 14, pauseWeekends: true,
        options: { [CHALLENGE_AI_KEY]: { userId: snowflake(9), level: 'hard' }, note: 'x'.repeat(5000) },
      }, snowflake(7));
      discordAccepts(msg);
      const description = (msg.embeds[0] as EmbedBuilder).toJSON().description!;
      expect(description).toContain('In Mogo, hard is not much stronger than normal');
      expect(description.length).toBe(LIMITS.embed.description);
    }
  });

  it('a board post of four players with 32-character names and a long turn text', async () => {
    const m = snapshot(1, 'ugo', ugoState(4), 4);
    const post = boardPost(m, 'played', m.players[0].userId, [{ kind: 'public', text: 'x'.repeat(5000) }] as never);
    const msg = await boardMessage(post, () => longName);
    discordAccepts(msg as never);
    const embed = (msg.embeds![0] as EmbedBuilder).toJSON();
    expect(embed.description).toContain(Array(4).fill(longName).join(' vs '));
    // One event longer than the whole description is cut, not dropped.
    expect(embed.description).toMatch(/\nx{1000,}…\n/);
  });

  it('a turn of 300 actions: whole lines, "…and N more", the players still named', async () => {
    const m = snapshot(1, 'ugo', ugoState(4), 4);
    const actions = Array.from({ length: 300 }, (_, i) => `Player 1 attacks Player 2's 7♣ (#${i + 1}).`);
    const post = boardPost(m, 'end turn', m.players[0].userId, [{ kind: 'end-turn', text: 'Player 1 ends their turn.' }], actions);
    const msg = await boardMessage(post, () => longName);
    discordAccepts(msg as never);
    const description = (msg.embeds![0] as EmbedBuilder).toJSON().description!;
    const shown = description.split('\n').filter((l) => l.includes(' attacks '));
    const more = Number(/^…and (\d+) more$/m.exec(description)![1]);
    expect(shown.length).toBeGreaterThan(20);
    expect(shown.length + more).toBe(301);
    expect(shown[0]).toBe(`${longName} attacks ${longName}'s 7♣ (#1).`);
    expect(description.endsWith(Array(4).fill(longName).join(' vs '))).toBe(true);
  });

  it('a board post where the AI and three people with 32-character names must act', async () => {
    const m = snapshot(2, 'ugo', ugoState(4), 4);
    const ai = m.players[3].userId;
    const post = boardPost({ ...m, waitingFor: m.players.map((p) => p.userId) }, 'played', m.players[0].userId, [{ kind: 'public', text: 'x'.repeat(3000) }] as never);
    const msg = await boardMessage({ ...post, publicText: 'attack 7♣ → P2 #2 · '.repeat(300) }, (id) => (id === ai ? 'Golem Table AI (hard)' : longName), [], ai);
    discordAccepts(msg as never);
    expect(msg.content).toContain('Golem Table AI (hard) is thinking');
    expect(msg.allowedMentions?.users).toEqual(m.players.slice(0, 3).map((p) => p.userId));
  });

  it('a post nobody acted for (a time-out answered by the clock) still says what happened', async () => {
    const m = snapshot(1, 'ugo', ugoState(3), 3);
    const post = boardPost(m, 'ran out of time', null, [{ kind: 'timeout', text: 'Player 2 ran out of time; the default answer was applied.' }]);
    const msg = await boardMessage(post, (id) => (id === m.players[1].userId ? 'Bob' : 'Someone'));
    discordAccepts(msg as never);
    expect((msg.embeds![0] as EmbedBuilder).toJSON().description).toContain('Bob ran out of time; the default answer was applied.');
  });
});
