// A turn of several actions is posted once, when it ends (issue 22: the post
// named only the turn's last action, "Player 1 ends their turn"). Its public
// texts wait on the match row until then, and the post names them all.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { MatchService } from '../../src/matches/service.js';
import type { BoardPost, ReplyPost } from '../../src/matches/outbox.js';
import { boardMessage } from '../../src/discord/messages.js';
import { openTestDb, DB_KINDS, type TestDb } from '../support/db.js';

const alice = { id: '100000000000000101', name: 'alice' };
const bob = { id: '100000000000000102', name: 'bob' };
const names: Record<string, string> = { [alice.id]: 'Alice', [bob.id]: 'Bob' };

// Alice to move with 2 Mana Crystals out: a third, two one-mana creatures (one
// concealed: its name is hers alone) and a Firebolt at Bob's Stone Sentinel.
const position = JSON.stringify({
  resources: [2, 2],
  hands: [['Mana Crystal', 'Ember Scout', 'Gale Runner', 'Firebolt'], ['Unveil']],
  lanes: [[], [{ lane: 2, card: 'Stone Sentinel' }]],
  toMove: 0,
});
const turn = ['play Mana Crystal', 'deploy Ember Scout lane 1 concealed', 'deploy Gale Runner lane 3', 'firebolt → lane 2', 'end turn'];

describe.each(DB_KINDS)('a Gog & Magog turn of several actions on %s', (kind) => {
  let db: TestDb;
  let service: MatchService;
  beforeAll(async () => {
    db = await openTestDb(kind);
    service = new MatchService(db.prisma);
  });
  afterAll(async () => db?.dispose());

  const boards = async (matchId: number) =>
    (await db.prisma.outbox.findMany({ where: { matchId, kind: 'board' }, orderBy: { id: 'asc' } })).map((r) => r.payload as unknown as BoardPost);

  it('is posted once, naming every public action of the turn by the player\'s name and nothing hidden', async () => {
    const c = await service.challenge({ game: 'gogmagog', challenger: alice, invitees: [bob], guildId: null, channelId: '300000000000000001', options: { position }, challengerSeat: 0 });
    if (!c.ok) throw new Error(c.error);
    const a = await service.accept(c.challenge.id, bob);
    if (!a.ok || !a.match) throw new Error('accept');
    const matchId = a.match.id;
    expect(await boards(matchId)).toHaveLength(1); // the opening

    const replyTo = { applicationId: '1', token: 'token', expiresAt: new Date(Date.now() + 600_000) };
    for (const [i, action] of turn.entries()) {
      const res = await service.actText(matchId, alice, action, undefined, replyTo);
      if (!res.ok) throw new Error(`${action}: ${res.error}`);
      const m = (await service.getMatch(matchId))!;
      if (i < turn.length - 1) {
        // Mid-turn: no post yet; the public texts so far wait on the match.
        expect(await boards(matchId)).toHaveLength(1);
        expect(m.turnLog.length).toBeGreaterThanOrEqual(i + 1);
        // Alice's own reply shows her the table, with the players' names.
        const reply = (await db.prisma.outbox.findFirst({ where: { id: { in: res.outbox }, kind: 'reply' } }))!.payload as unknown as ReplyPost;
        expect(reply.table?.seatNames).toEqual(['alice', 'bob']);
      } else {
        expect(m.turnLog).toEqual([]);
      }
    }
    const [, post] = await boards(matchId);
    const texts = post.turn!;
    expect(texts.join('\n')).toMatch(/^Player 1 plays a Mana Crystal[^\n]*\nPlayer 1 deploys a concealed creature in lane 1[^\n]*\nPlayer 1 deploys Gale Runner in lane 3[^\n]*\nPlayer 1 casts Firebolt on lane 2: 2 tokens on Stone Sentinel[^\n]*\nPlayer 1 ends their turn\./);
    // Bob's turn has begun (his draw is public, what he drew is not).
    expect(texts.at(-1)).toMatch(/^Player 2's turn/);
    const everything = JSON.stringify(texts);
    expect(everything).not.toContain('Ember Scout');

    const msg = await boardMessage(post, (id) => names[id] ?? 'Player', [], undefined);
    const description = (msg.embeds![0] as { toJSON(): { description?: string } }).toJSON().description!;
    expect(description.startsWith('**Alice**:\nAlice plays a Mana Crystal')).toBe(true);
    expect(description).toContain('Alice deploys a concealed creature in lane 1');
    expect(description).toContain('Alice ends their turn.');
    expect(description).toContain("Bob's turn");
    expect(description).not.toMatch(/Player \d/);
    expect(description).not.toContain('Ember Scout');
    expect(description.endsWith('Alice vs Bob')).toBe(true);
    expect(msg.content).toBe(`<@${bob.id}>, your move in match #${matchId}. ⏳ Time left: <t:${Math.floor(Date.parse(post.deadline!) / 1000)}:R> (by <t:${Math.floor(Date.parse(post.deadline!) / 1000)}:f>).`);
    expect(msg.allowedMentions?.users).toEqual([bob.id]);
  });
});
