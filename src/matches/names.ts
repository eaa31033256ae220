// Players by name in the texts written here (refusals a player reads), from
// what the match stores: the display name their interactions carried, the
// AI's seat by its level. Where no name is stored yet the engine's "Player N"
// stays, which is still true.
import { withNames } from '../games/seat-names.js';
import { aiSeatName, readAiLevel } from './ai-turns.js';
import type { MatchPlayerRef } from './types.js';

/** A seat's player as the match stores them, or null when it stores no name. */
export function storedName(p: MatchPlayerRef): string | null {
  const level = readAiLevel(p.aiLevel);
  return level ? aiSeatName(level) : p.name || null;
}

/** An engine's text ("It is not your turn: Player 2 is playing.") with the players' stored names. */
export function namedText(text: string, players: readonly MatchPlayerRef[]): string {
  const names: (string | null)[] = [];
  for (const p of players) names[p.seat] = storedName(p);
  return withNames(text, names);
}

/**
 * A player in a text that notifies nobody (an ephemeral reply, a list): a
 * person by mention, which shows their name; the AI's seat by its level, as a
 * mention of the bot would say only "@Golem Table".
 */
export function playerMention(p: MatchPlayerRef): string {
  const level = readAiLevel(p.aiLevel);
  return level ? aiSeatName(level) : `<@${p.userId}>`;
}
