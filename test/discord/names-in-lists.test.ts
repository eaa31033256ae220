// Lists that notify nobody name the AI's seat by its level: a mention of the
// bot, which it plays under, would read only "@Golem Table".
import { describe, it, expect } from 'vitest';
import { gamesPages } from '../../commands/games.js';
import type { MatchSummary } from '../../src/matches/types.js';

const alice = '1300000000000000001';
const bob = '1300000000000000002';
const bot = '1300000000000000009';

function summary(id: number, players: MatchSummary['players'], waitingFor: string[]): MatchSummary {
  return { id, game: 'ugo', status: 'active', version: 3, players, guildId: '1', channelId: '2', threadId: '3', waitingFor, deadline: null };
}

describe('/games', () => {
  it('names the AI, mentions people, and counts "1 active match" / "2 active matches"', () => {
    const vsAi = summary(7, [{ seat: 0, userId: alice }, { seat: 1, userId: bot, aiLevel: 'easy' }], [bot]);
    const [one] = gamesPages([vsAi], alice);
    expect(one).toContain('Your 1 active match (your move in 0)');
    expect(one).toContain('#7 U-G-O vs Golem Table AI (easy) — waiting for Golem Table AI (easy)');
    expect(one).not.toContain(`<@${bot}>`);
    const [two] = gamesPages([vsAi, summary(8, [{ seat: 0, userId: bob }, { seat: 1, userId: alice }], [alice])], alice);
    expect(two).toContain('Your 2 active matches (your move in 1)');
    expect(two).toContain(`#8 U-G-O vs <@${bob}> — **your move**`);
  });
});

describe('/history', () => {
  it('names the AI and puts names in the reason', async () => {
    const { historyText } = await import('../../commands/history.js');
    const text = historyText(alice, [{
      id: 9, game: 'ugo', guildId: '1', channelId: '2', finishedAt: null, opponents: [bot], outcome: 'loss', reason: 'Player 2 is the last player standing',
      players: [{ seat: 0, userId: alice, name: 'Alice' }, { seat: 1, userId: bot, aiLevel: 'hard' }],
    }]);
    expect(text).toContain('#9 U-G-O vs Golem Table AI (hard) — **lost** (Golem Table AI (hard) is the last player standing)');
    expect(text).not.toContain(`<@${bot}>`);
  });
});
