// Engines write who did what by seat number ("Player 2 ends their turn"),
// since they know no names; whatever shows those texts to people (a post, a
// reply, an image) puts each player's name in its place. Colour seats
// (A•G•O•G's White) are words of the game and stay.

/** `text` with "Player N" replaced by `names[N - 1]` (left as it is where no name is given). */
export function withNames(text: string, names: readonly (string | null | undefined)[] | undefined): string {
  return names ? text.replace(/\bPlayer ([1-9])\b/g, (seat, n: string) => names[Number(n) - 1] || seat) : text;
}
