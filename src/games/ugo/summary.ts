// Our own short summary of U-G-O for /rules (not the rule text).
export const rulesSummary = [
  'U-G-O: a duel with ordinary playing cards, 2–4 players, one 52-card deck each. Make the others run out of cards before you do.',
  'Start: 5 cards in hand. Each turn begins with a draw; if you cannot draw, you are out. Last player standing wins.',
  'Card roles: 2–7 of ♠♥♣ are Attack/Defense (A/D) cards (♠ double attack, ♥ double defence, ♣ plain). 2–7 of ♦ are Equips (+half their value to both, at most 2 per card, face-up cards only). A K Q J 10 9 8 are Specials.',
  'Your turn, in any order: lay one A/D card (at most 5 on the table; attack position face-up, or defence face-up or face-down; a 6 or 7 needs a sacrifice of one of your table cards); equip; use Specials; change positions once; attack with each attack-position card once; then "end turn".',
  'You attack the next player in the direction of play. In the first round only the last player may attack. Hitting attack position compares Attack vs Attack: the loser is destroyed and its owner mills the difference (tie: both destroyed). Hitting defence compares Attack vs Defense: win destroys it, lose mills you the difference. No cards on the table: direct hit, they mill your Attack.',
  'Specials: Ace destroys a target card; King mills their top card; Queen takes a random card of your discard pile (then leaves the game); Jack steals their top card; 9 reverses play (3+ players); 8 makes everyone discard and redraw their hand; 10 cancels an attack or Ace on you, automatically, by your 10 policy ("ten never", "ten always", "ten 3" — the default: when it would cost you 3+ cards).',
  'Milled and destroyed cards go face-up to their own deck\'s discard pile; Queens leave the game instead.',
].join('\n');
