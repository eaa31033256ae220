// Whoever must act is pinged on the board post; an AI seat plays under the
// bot's own id, and the bot pinging itself ("@Golem Table, you go first")
// told the players nothing. It is named instead, and never mentioned.
import { describe, it, expect } from 'vitest';
import { boardMessage, challengeEndText } from '../../src/discord/messages.js';
import { engineFor } from '../../src/games/index.js';
import { boardPost } from '../../src/matches/outbox.js';
import type { MatchSnapshot } from '../../src/matches/types.js';

const bot = '1100000000000000001';
const alice = '1100000000000000002';
const bob = '1100000000000000003';
const names: Record<string, string> = { [bot]: 'Golem Table AI (normal)', [alice]: 'Alice', [bob]: 'Bob' };

function match(players: string[], waitingFor: string[], game = 'agog'): MatchSnapshot {
  const engine = engineFor(game)!;
  const setup = engine.setup({ players: players.length, seed: 'board-message', options: {} });
  if (!setup.ok) throw new Error(setup.error);
  return {
    id: 7, game, status: 'active', version: 1, revision: 1, boardVersion: 1, turnLog: [], state: setup.state,
    players: players.map((userId, seat) => ({ seat, userId })),
    guildId: '1', channelId: '2', threadId: '3', result: null, drawOfferSeat: null,
    waitingFor, movedSeats: [], daysPerMove: 14, pauseWeekends: false, turnStartedAt: new Date(), deadline: null,
  };
}

const cases: { name: string; players: string[]; toAct: string[]; opening: boolean; says: string; pings: string[] }[] = [
  { name: 'the AI opens', players: [bot, alice], toAct: [bot], opening: true, says: 'Match #7 has begun! Golem Table AI (normal) moves first.', pings: [] },
  { name: 'a person opens against the AI', players: [alice, bot], toAct: [alice], opening: true, says: `Match #7 has begun! <@${alice}>, you go first.`, pings: [alice] },
  { name: "the AI's turn after a move", players: [alice, bot], toAct: [bot], opening: false, says: 'Golem Table AI (normal) is thinking about its move in match #7.', pings: [] },
  { name: 'the AI and a person both to act', players: [alice, bot, bob], toAct: [alice, bot], opening: false, says: `<@${alice}>, your move in match #7. Golem Table AI (normal) is thinking about its move in match #7.`, pings: [alice] },
  { name: 'people only, as before', players: [alice, bob], toAct: [bob], opening: false, says: `<@${bob}>, your move in match #7.`, pings: [bob] },
];

describe('the board post names the AI and pings only people', () => {
  it.each(cases)('$name', async ({ players, toAct, opening, says, pings }) => {
    const m = match(players, toAct, players.length > 2 ? 'ugo' : 'agog');
    const post = boardPost(m, opening ? null : 'a1-a2', opening ? null : players[0], []);
    const msg = await boardMessage(post, (id) => names[id] ?? 'Player', [], bot);
    expect(msg.content).toBe(says);
    expect(msg.content).not.toContain(`<@${bot}>`);
    expect(msg.allowedMentions?.users).toEqual(pings);
  });
});

describe('the board post names players, never "Player N"', () => {
  it("the AI's turn is told under its name; its win too, and nobody is pinged at the end", async () => {
    const m = match([alice, bot], [], 'ugo');
    const turn = boardPost(m, 'end turn', bot, [{ kind: 'end-turn', text: 'Player 2 ends their turn.' }], ['Player 2 attacks Player 1 directly with 7♣ (Attack 7).']);
    const msg = await boardMessage(turn, (id) => names[id] ?? 'Player', [], bot);
    const description = (msg.embeds![0] as { toJSON(): { description?: string } }).toJSON().description!;
    expect(description.split('\n')).toEqual([
      '**Golem Table AI (normal)**:',
      'Golem Table AI (normal) attacks Alice directly with 7♣ (Attack 7).',
      'Golem Table AI (normal) ends their turn.',
      'Alice vs Golem Table AI (normal)',
    ]);
    const over = boardPost({ ...m, status: 'finished', result: { winners: [1], reason: 'Player 1 is out: their deck is empty' } }, 'end turn', bot, []);
    const end = await boardMessage(over, (id) => names[id] ?? 'Player', [], bot);
    expect(end.content).toMatch(/^\*\*Match #7 is over: Golem Table AI \(normal\) wins\*\* — Alice is out: their deck is empty\./);
    expect(end.content).not.toContain(`<@${bot}>`);
    expect(end.allowedMentions?.users).toEqual([]);
  });

  it('names are escaped for markdown, and colour seats keep their colour beside the name', async () => {
    const odd: Record<string, string> = { [alice]: 'al_ice*', [bob]: 'Bob' };
    const post = boardPost(match([alice, bob], [bob]), 'b6', alice, []);
    const msg = await boardMessage(post, (id) => odd[id]);
    const description = (msg.embeds![0] as { toJSON(): { description?: string } }).toJSON().description!;
    expect(description).toBe('**al\\_ice\\*** (White): `b6`\nal\\_ice\\* (White) vs Bob (Black)');
  });
});

describe('the challenge post once its match has ended', () => {
  const players = [{ seat: 0, userId: alice }, { seat: 1, userId: bot }];
  const nameOf = (id: string) => names[id] ?? 'Player';
  it('names the winner, the AI too, and the players in the reason', () => {
    expect(challengeEndText(7, 'finished', { winners: [1], reason: 'Player 1 is out: their deck is empty' }, players, nameOf)).toBe(
      'Match #7 is over: Golem Table AI (normal) won — Alice is out: their deck is empty. See `/record match:7`.',
    );
    expect(challengeEndText(7, 'finished', { winners: [0, 1], reason: 'a shared Strategic victory' }, players, nameOf)).toMatch(/^Match #7 is over: Alice and Golem Table AI \(normal\) won/);
    expect(challengeEndText(7, 'finished', { winners: [], reason: 'draw agreed' }, players, nameOf)).toBe('Match #7 is over: a draw — draw agreed.');
    expect(challengeEndText(7, 'annulled', null, players, nameOf)).toBe('Match #7 was annulled.');
  });
});
