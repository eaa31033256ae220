// Counts in the words players read ("1 counter", "2 counters"). It lives
// under src/games because engines write event texts too and may import
// nothing from outside src/games; the bot's own messages use it as well.

/** "1 token", "2 tokens"; `many` for a plural that is not `one` + "s" ("1 match", "2 matches"). */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** The noun alone, for "matches: 2" or a verb that follows ("1 player wins", "2 players win"). */
export function noun(n: number, one: string, many = `${one}s`): string {
  return n === 1 ? one : many;
}
