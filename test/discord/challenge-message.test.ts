// The challenge post and its updates ping only the people who still have to
// accept. Naming the bot as an opponent is playing its AI: that seat needs no
// Accept, so it was wrong to ping it ("@bob, @Golem Table: you have been
// challenged") or to wait for it.
import { describe, it, expect } from 'vitest';
import type { EmbedBuilder } from 'discord.js';
import { challengeMessage } from '../../src/discord/messages.js';
import { CHALLENGE_AI_KEY, type ChallengeSnapshot } from '../../src/matches/challenges.js';

const alice = '1200000000000000001';
const bob = '1200000000000000002';
const carol = '1200000000000000003';
const bot = '1200000000000000009';

function challenge(over: Partial<ChallengeSnapshot>): ChallengeSnapshot {
  return {
    id: 5, game: 'ugo', challengerId: alice, invitees: [bob, bot], accepted: [bot], status: 'pending',
    channelId: '1', guildId: '2', messageId: null, matchId: null, daysPerMove: 3, pauseWeekends: false,
    options: { [CHALLENGE_AI_KEY]: { userId: bot, level: 'easy' } }, names: {},
    ...over,
  } as ChallengeSnapshot;
}

const description = (m: ReturnType<typeof challengeMessage>) => (m.embeds[0] as EmbedBuilder).toJSON().description ?? '';

describe('the challenge post', () => {
  it('a person and the AI: only the person is pinged and awaited; the AI is named by its level', () => {
    const m = challengeMessage(challenge({}));
    expect(m.content).toBe(`<@${bob}>: you have been challenged to U-G-O!`);
    expect(m.allowedMentions.users).toEqual([bob]);
    expect(description(m)).toContain(`<@${alice}> challenges <@${bob}>, Golem Table AI (easy).\nWaiting for <@${bob}> to accept.`);
    expect(JSON.stringify(m)).not.toContain(`<@${bot}>`);
  });

  it('after each Accept the update pings only whoever is still awaited, and nobody once it has started', () => {
    const three = { invitees: [bob, carol, bot], accepted: [bot, bob] };
    const m = challengeMessage(challenge(three));
    expect(m.content).toBe(`<@${carol}>: you have been challenged to U-G-O!`);
    expect(m.allowedMentions.users).toEqual([carol]);
    expect(description(m)).toContain(`Waiting for <@${carol}> to accept.`);
    const started = challengeMessage(challenge({ ...three, accepted: [bot, bob, carol], status: 'accepted', matchId: 9 }), '77');
    expect(started.content).toBe('');
    expect(started.allowedMentions.users).toEqual([]);
    expect(description(started)).toContain('match #9 has started in <#77>');
  });

  it('people only, as before: every invitee is pinged until they accept', () => {
    const m = challengeMessage(challenge({ invitees: [bob, carol], accepted: [], options: {} }));
    expect(m.content).toBe(`<@${bob}>, <@${carol}>: you have been challenged to U-G-O!`);
    expect(m.allowedMentions.users).toEqual([bob, carol]);
  });

  it('a clock of one day and of two days', () => {
    expect(description(challengeMessage(challenge({ daysPerMove: 1 })))).toContain('1 day per move');
    expect(description(challengeMessage(challenge({ daysPerMove: 2, pauseWeekends: true })))).toContain('2 days per move, weekends free');
  });

  it('challenging Mogo\'s hard says it is not much stronger than normal; other levels and games say nothing of the kind', () => {
    const hard = (game: string, level: string) => description(challengeMessage(challenge({ game, options: { [CHALLENGE_AI_KEY]: { userId: bot, level } }, invitees: [bot], accepted: [bot] })));
    expect(hard('mogo', 'hard')).toContain('In Mogo, hard is not much stronger than normal');
    expect(hard('mogo', 'hard')).toContain('Golem Table AI (hard)');
    for (const [game, level] of [['mogo', 'normal'], ['mogo', 'easy'], ['agog', 'hard'], ['ugo', 'hard']]) expect(hard(game, level)).not.toContain('not much stronger');
  });
});
