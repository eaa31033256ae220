// One name per player in every image: the display name the match stores, the
// AI's seat by its level, and only a player with no stored name looked up —
// by display name, never the lower-case username (replays used usernames).
import { describe, expect, it } from 'vitest';
import { Client } from 'discord.js';
import { namesBySeat, namesByUser } from '../../src/discord/player-names.js';
import type { Db } from '../../src/db/client.js';

const alice = '1300000000000000001';
const bob = '1300000000000000002';
const bot = '1300000000000000009';

/** A client that never logs in: no request can be made, so only what it already holds is used. */
function offline(): Client {
  const client = new Client({ intents: [] });
  (client.users as unknown as { _add(data: unknown): unknown })._add({ id: bob, username: 'bob_the_builder', global_name: 'Bob Builder', discriminator: '0' });
  return client;
}
// Stored seats say which one the AI plays, so the database is never asked.
const noDb = null as unknown as Db;

describe('players’ names for images', () => {
  it('takes stored names and the AI’s level, one per seat in seat order', async () => {
    const names = await namesBySeat(offline(), noDb, 1, [
      { seat: 2, userId: bot, name: null, aiLevel: 'hard' },
      { seat: 0, userId: alice, name: 'Alice of the Lake', aiLevel: null },
      { seat: 1, userId: bob, name: 'Bobby', aiLevel: null },
    ]);
    expect(names).toEqual(['Alice of the Lake', 'Bobby', 'Golem Table AI (hard)']);
  });

  it('looks up a player with no stored name by display name, not username', async () => {
    const nameOf = await namesByUser(offline(), noDb, 1, [
      { seat: 0, userId: alice, name: 'Alice', aiLevel: null },
      { seat: 1, userId: bob, name: null, aiLevel: null },
    ]);
    expect(nameOf(bob)).toBe('Bob Builder');
    expect(nameOf(alice)).toBe('Alice');
    expect(nameOf('1300000000000000077')).toBe('Player');
  });
});
