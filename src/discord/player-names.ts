// One name per player wherever a player is meant (board posts, hand images,
// replays): the display name the match stores for them, the AI's seat by its
// level. Only rows from before names were stored, or players who have not
// acted since, send for users Discord has not given us.
import type { Client } from 'discord.js';
import type { Db } from '../db/client.js';
import { aiPlayers, aiSeatName, readAiLevel } from '../matches/ai-turns.js';

export interface NamedSeat {
  seat: number;
  userId: string;
  name?: string | null;
  /** Absent on rows written before seats said which one the AI plays. */
  aiLevel?: string | null;
}

/** The players' names in seat order. */
export async function namesBySeat(client: Client, db: Db, matchId: number, players: readonly NamedSeat[]): Promise<string[]> {
  const names: string[] = [];
  for (const p of players) {
    const level = readAiLevel(p.aiLevel);
    if (level) names[p.seat] = aiSeatName(level);
    else if (p.name) names[p.seat] = p.name;
  }
  const unnamed = players.filter((p) => !names[p.seat]);
  if (client.user && unnamed.some((p) => p.userId === client.user!.id) && players.some((p) => p.aiLevel === undefined)) {
    for (const p of await aiPlayers(db, matchId)) names[p.seat] = aiSeatName(p.level);
  }
  await Promise.all(
    unnamed.filter((p) => !names[p.seat]).map(async (p) => {
      const user = client.users.cache.get(p.userId) ?? (await client.users.fetch(p.userId).catch(() => null));
      names[p.seat] = user?.displayName ?? user?.username ?? 'Player';
    }),
  );
  return names;
}

/** The same names looked up by user (a user plays one seat). */
export async function namesByUser(client: Client, db: Db, matchId: number, players: readonly NamedSeat[]): Promise<(userId: string) => string> {
  const names = await namesBySeat(client, db, matchId, players);
  return (id) => names[players.find((p) => p.userId === id)?.seat ?? -1] ?? 'Player';
}
