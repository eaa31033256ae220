// Every text that counts something, rendered with 1 and with 2 (issue 22:
// players read "with 1 counters on the board" and "1 tokens vs defence 3").
// Engine texts come from real play; the bot's own texts from their builders.
// A scan of the sources then makes sure no count is written the old way.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it, expect } from 'vitest';
import type { EmbedBuilder } from 'discord.js';
import { noun, plural } from '../../src/games/plural.js';
import { engineFor } from '../../src/games/index.js';
import { formatLeft } from '../../src/matches/clock.js';
import { days as vacationBank } from '../../commands/vacation.js';
import { statsText, streakText } from '../../commands/stats.js';
import { leaderboardText } from '../../commands/leaderboard.js';
import { commands } from '../../commands/index.js';
import { boardMessage, challengeMessage } from '../../src/discord/messages.js';
import { boardPost } from '../../src/matches/outbox.js';
import type { MatchSnapshot } from '../../src/matches/types.js';
import type { ChallengeSnapshot } from '../../src/matches/challenges.js';
import type { GameStats } from '../../src/matches/standings.js';

const HOUR = 3_600_000;

describe('the plural helper', () => {
  it('says 1 and 2 (and 0) right, with irregular plurals', () => {
    expect([0, 1, 2].map((n) => plural(n, 'token'))).toEqual(['0 tokens', '1 token', '2 tokens']);
    expect([1, 2].map((n) => plural(n, 'match', 'matches'))).toEqual(['1 match', '2 matches']);
    expect([1, 2].map((n) => noun(n, 'wins', 'win'))).toEqual(['wins', 'win']);
  });
});

describe('engine texts, from real play', () => {
  function war(defender: string): string[] {
    const gm = engineFor('gogmagog')!;
    // Bob's creature in lane 1 counterattacks Alice's attacker with its attack − 1 (defence slot).
    const position = JSON.stringify({ lanes: [[{ lane: 1, slot: 'offence', card: 'Stone Sentinel' }], [{ lane: 1, card: defender }]], toMove: 0 });
    const s = gm.setup({ players: 2, seed: 'plurals', options: { position } });
    if (!s.ok) throw new Error(s.error);
    const declared = gm.applyAction(s.state, 0, { type: 'war', groups: [] });
    if (!declared.ok) throw new Error(declared.error);
    const resolved = gm.applyAction(declared.state, 0, { type: 'resolve' });
    if (!resolved.ok) throw new Error(resolved.error);
    return resolved.events.map((e) => e.text);
  }

  it('Gog & Magog counterattacks: "1 token vs defence 3", "2 tokens vs defence 3"', () => {
    expect(war('Ember Scout')).toContain('Ember Scout counterattacks Stone Sentinel in lane 1: 1 token vs defence 3: holds');
    expect(war('Granite Brute')).toContain('Granite Brute counterattacks Stone Sentinel in lane 1: 2 tokens vs defence 3: holds');
  });

  function stall(board: { cell: string; counter: string; owner: number }[]): { reason: string; winners: number[]; texts: string[] } {
    const mogo = engineFor('mogo')!;
    const s = mogo.setup({ players: 2, seed: 'plurals', options: { position: JSON.stringify({ board, hands: [[], []], toMove: 0, phase: 'deployment' }) } });
    if (!s.ok) throw new Error(s.error);
    let state = s.state;
    const texts: string[] = [];
    // Nobody deploys, acts or casts for a round: scored as if the board were full (MOGO-R04).
    for (let i = 0; i < 20 && !mogo.result(state); i++) {
      const seat = mogo.toAct(state)[0];
      const parsed = mogo.parseAction(state, seat, 'end phase');
      if (!parsed.ok) throw new Error(parsed.error);
      const r = mogo.applyAction(state, seat, parsed.action);
      if (!r.ok) throw new Error(r.error);
      state = r.state;
      texts.push(...r.events.map((e) => e.text));
    }
    return { ...mogo.result(state)!, texts };
  }

  it('Mogo strategic victory: "with 1 counter on the board", "with 2 counters", and "wins" / "win"', () => {
    const one = stall([{ cell: 'c4', counter: 'Kobold', owner: 0 }]);
    expect(one.reason).toMatch(/Strategic victory with 1 counter on the board$/);
    expect(one.texts.at(-1)).toMatch(/^Player 1 wins: .*with 1 counter on the board\.$/);
    const two = stall([{ cell: 'c4', counter: 'Kobold', owner: 0 }, { cell: 'e4', counter: 'Goblin King', owner: 0 }]);
    expect(two.reason).toMatch(/Strategic victory with 2 counters on the board$/);
    const shared = stall([{ cell: 'c4', counter: 'Kobold', owner: 0 }, { cell: 'h8', counter: 'Goblin King', owner: 1 }]);
    expect(shared.winners).toEqual([0, 1]);
    expect(shared.texts.at(-1)).toMatch(/^Player 1 and Player 2 win: .*with 1 counter on the board\.$/);
  });

  it('custom positions refused with a count: "1 square", "1 row", "1 card"', () => {
    const agog = engineFor('agog')!.setup({ players: 2, seed: 'p', options: { position: `j/8/8/8/8/8/8/7J w 0,0` } });
    expect(agog.ok ? '' : agog.error).toContain('has 1 square,');
    const gomofasta = engineFor('gomofasta')!.setup({ players: 2, seed: 'p', options: { board: 13, position: JSON.stringify({ rows: ['.'.repeat(13)] }) } });
    expect(gomofasta.ok ? '' : gomofasta.error).toContain('has 1 row,');
    const ugo = engineFor('ugo')!.setup({ players: 2, seed: 'p', options: { position: JSON.stringify({ decks: [['5♠', '6♠'], []], deckCounts: [1, 40] }) } });
    expect(ugo.ok ? '' : ugo.error).toContain('said to hold 1 card but 2 are named on top');
  });
});

describe("the bot's own texts", () => {
  it('time left and the vacation bank', () => {
    expect(formatLeft(25 * HOUR + 1)).toBe('1 day 1 hour');
    expect(formatLeft(50 * HOUR + 1)).toBe('2 days 2 hours');
    expect(formatLeft(HOUR + 5 * 60_000 + 1)).toBe('1 hour 5 min');
    expect(vacationBank(25)).toBe('1 day 1 hour');
    expect(vacationBank(50)).toBe('2 days 2 hours');
    expect(vacationBank(24)).toBe('1 day');
    expect(vacationBank(1.5)).toBe('1 hour');
  });

  it('the /challenge clock choices', () => {
    const json = JSON.stringify(commands.find((c) => c.data.name === 'challenge')!.data);
    expect(json).toContain('"name":"1 day"');
    expect(json).toContain('"name":"2 days"');
    expect(json).not.toContain('"1 days"');
  });

  it('/stats and /leaderboard', () => {
    expect([1, 2, -1, -2, 0].map(streakText)).toEqual(['1 win in a row', '2 wins in a row', '1 loss in a row', '2 losses in a row', 'no streak']);
    const stat = (games: number): GameStats => ({ game: 'agog', ordinal: 1, mu: 25, sigma: 8, games, wins: games, draws: 0, losses: 0, streak: games, provisional: true, versus: null });
    expect(statsText('1', [stat(1)])).toContain('· 1 game: 1 W');
    expect(statsText('1', [stat(2)])).toContain('· 2 games: 2 W');
    const row = (games: number) => ({ userId: '5', ordinal: 3, mu: 25, sigma: 7, games, rank: 1 });
    const board = (games: number) => leaderboardText({ id: 'agog', name: 'A•G•O•G' }, { rows: [row(games)], established: 1, provisional: [], provisionalCount: 0 } as never, 1);
    expect(board(1)).toContain('(1 game)');
    expect(board(2)).toContain('(2 games)');
  });

  it('the challenge post\'s clock', () => {
    const ch = (daysPerMove: number) =>
      challengeMessage({ id: 1, game: 'agog', challengerId: '1', invitees: ['2'], accepted: [], status: 'pending', channelId: '3', guildId: null, messageId: null, options: {}, matchId: null, daysPerMove, pauseWeekends: false } as unknown as ChallengeSnapshot);
    expect((ch(1).embeds[0] as EmbedBuilder).toJSON().description).toContain('1 day per move');
    expect((ch(2).embeds[0] as EmbedBuilder).toJSON().description).toContain('2 days per move');
  });

  it('a board post with one winner and with two', async () => {
    const mogo = engineFor('mogo')!;
    const setup = mogo.setup({ players: 3, seed: 'w', options: {} });
    if (!setup.ok) throw new Error(setup.error);
    const m = (winners: number[]): MatchSnapshot => ({
      id: 3, game: 'mogo', status: 'finished', version: 9, revision: 9, boardVersion: 9, turnLog: [], state: setup.state,
      players: ['11', '12', '13'].map((userId, seat) => ({ seat, userId })), guildId: '1', channelId: '2', threadId: null,
      result: { winners, reason: 'Tactical victory: a line of 7' }, drawOfferSeat: null, waitingFor: [], movedSeats: [0, 1, 2],
      daysPerMove: null, pauseWeekends: false, turnStartedAt: null, deadline: null,
    });
    const names: Record<string, string> = { 11: 'Ann', 12: 'Ben', 13: 'Cy' };
    expect((await boardMessage(boardPost(m([0]), 'end phase', '11', []), (id) => names[id])).content).toMatch(/: Ann wins\*\*/);
    expect((await boardMessage(boardPost(m([0, 2]), 'end phase', '11', []), (id) => names[id])).content).toMatch(/: Ann and Cy win\*\*/);
  });
});

// ---------------------------------------------------------------------------
// The scan: a count written straight before a plural noun ("${n} tokens") says
// "1 tokens" when n is 1. Counts go through plural(); the few left here can
// never be 1, each for the reason given.

const root = fileURLToPath(new URL('../../', import.meta.url));
const NOUNS = 'tokens|counters|cards|creatures|steps|days|hours|matches|games|players|points|rows|golems|squares|losses|units|seats|stones|lanes|actions|hands|paragraphs|positions|frames|copies|crystals|ranks|characters|Action Tokens|Capture Piles|token counts|journeymen';
const COUNTED = new RegExp(`\\$\\{([^{}]+)\\}\\)? (?:more )?(?:${NOUNS})\\b`, 'g');

/** `${expression} noun` texts that are never about one thing. */
const NEVER_ONE: Record<string, string> = {
  '${range} players': 'a game is for 2 or more players',
  '${here.ids.length} matches': 'said only when there is more than one match here',
  '${c} cards': 'c is a card type ("more Black Trio cards")',
  '${POSITION_MAX_LENGTH} characters': 'a constant of thousands',
  '${MAX_CREATURES} creatures': 'a constant, 5',
  '${journeymen} journeymen': 'said only when there is more than one',
  '${AGOG_GOLEMS_PER_SIDE} golems': 'a constant, 20',
  '${players} players': 'a table has 2 or more players',
  '${p.hands!.length} hands': 'said only when there are more hands than players (2 or more)',
  '${p.captures!.length} Capture Piles': 'said only when there are more piles than players',
  '${p.actionTokens!.length} token counts': 'said only when there are more counts than players',
  '${list.length} seats': 'said only when the list is longer than the table (2 or more)',
  '${gif.steps + 1} positions': 'said only of a sampled (long) replay',
  '${t.tokens} more tokens': 'a spell card\'s tokens: Firebolt 2, Thunderstrike 4',
};

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'generated' ? [] : sources(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

describe('the sources', () => {
  it('write no count straight before a plural noun, except the ones that can never be 1', () => {
    const found: string[] = [];
    const allowed = new Set<string>();
    // Images are drawn by src/render (checked with their pixels); these are the texts players read.
    const files = [...sources(join(root, 'src')).filter((f) => !f.includes('/src/render/')), ...sources(join(root, 'commands'))];
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(COUNTED)) {
        const said = m[0].replace('}) ', '} ');
        if (said in NEVER_ONE) allowed.add(said);
        else found.push(`${relative(root, file)}: ${m[0]}`);
      }
    }
    expect(found).toEqual([]);
    // The list stays honest: each exception is still in the sources.
    expect(Object.keys(NEVER_ONE).filter((k) => !allowed.has(k))).toEqual([]);
  });
});
