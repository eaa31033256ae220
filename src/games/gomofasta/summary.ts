// Our own short summary of Go*Mofasta for /rules (never the rule text).
export const RULES_SUMMARY = [
  '**Go*Mofasta**: two players, a 19×19 Go board (13×13 as an option) and a deck of 9 cards (18 or 27 as an option).',
  'Each card shows 2×2 stones: Black Trio (3 black, 1 white), White Trio (3 white, 1 black), Split Pair (2 black beside 2 white) and Checker (black and white on the diagonals).',
  'Both 3-card hands are open. A random player gets Black and moves first.',
  '**Your turn:** play a card, turned any quarter turn, onto 4 empty points forming a square. Card colours are absolute: a black stone on the card is black on the board, whoever plays it.',
  '**Eyes:** an empty area that no longer holds an empty 2×2 square is closed, and the mover fills every closed area with their own colour (a long 1-wide strip along the edge too).',
  'Then discard the card and draw; an empty deck is refilled by shuffling the discards.',
  '**Winning:** 8 or more stones of one colour in a row, across, down or diagonally, win for that colour, even if the other player made the line. Lines of both colours at once, or a full board without one, is a draw.',
  '**Moves:** card, rotation, top-left point, e.g. `B r90 d4` (B/W/S/C; r0/r90/r180/r270 clockwise; columns a–t without i, row 1 at the bottom).',
].join('\n');
