// Every U-G-O ruling that is a design decision, in one place (RULINGS.md §4.2,
// §4.3 and §0.2). Each constant is named by its ruling ID and carries a one-line
// reason; the code refers to these names, so a ruling can be changed here.
//
// IDs UGO-R01…R18 are RULINGS.md's own. IDs UGO-E01… are this engine's
// decisions on points RULINGS.md leaves open (reported back with the engine).

/** UGO-R01: a card belongs to the deck it came from; the drawer of that deck is its owner, and destroyed/played cards go to that deck's discard pile (stolen cards go home). Reason: passing decks is only a fair-shuffle step. */
export const UGO_R01_CARDS_RETURN_TO_ORIGIN_PILE = true;

/** UGO-R02: no Jokers, exactly 52 cards per deck. Reason: "standard deck of 52". */
export const UGO_R02_DECK_SIZE = 52;

/** UGO-R03: the first-round restriction covers attacks by A/D cards (and direct attacks) only; Ace, King, Jack may be played. Reason: the text says only "attack". */
export const UGO_R03_FIRST_ROUND_BLOCKS_ONLY_AD_ATTACKS = true;

/** UGO-R04: an attack compares Attack against the target's Attack (attack position) or Defense (defence position). Reason: mirrors the Yu-Gi-Oh model the text imitates. */
export const UGO_R04_COMPARE_BY_POSITION = true;

/**
 * UGO-R05 (flag, RULINGS §7 item 6): attacking a *stronger* attack-position card
 * destroys the attacker and its owner mills the difference. `false` = the
 * alternative reading: nothing is destroyed, the attacker's owner only mills the
 * difference. Reason: "the attacker is left alone" only in the defence case.
 */
export const UGO_R05_ATTACKER_DESTROYED_BY_STRONGER_ATTACKER = true;

/** UGO-R06: ties: attack position, both destroyed and nobody mills; defence position, nothing happens. Reason: "higher than" rules out a one-sided win on a tie. */
export const UGO_R06_TIE_ATTACK_POSITION_BOTH_DESTROYED = true;

/** UGO-R07: the 10 stops A/D attacks, direct attacks and Aces, nothing else. Reason: the King and Jack are contrasted with fighting. */
export const UGO_R07_TEN_STOPS = { attack: true, direct: true, ace: true } as const;

/** UGO-R08: a Queen milled or discarded by an 8 (or sent to any pile) is removed from the game. Reason: "once a Queen is played or discarded". */
export const UGO_R08_QUEENS_NEVER_REACH_A_PILE = true;

/** UGO-R09: if an 8 leaves several players unable to redraw, they lose at once; if that is everyone left, the game is a draw. Reason: the neutral choice. */
export const UGO_R09_SIMULTANEOUS_LOSS_IS_A_DRAW = true;

/** UGO-R10: running out is a loss only when a required draw fails (start of turn, or an 8), never on being milled to 0. Reason: "not able to draw the required number". */
export const UGO_R10_LOSS_ONLY_ON_FAILED_DRAW = true;

/** UGO-R11: milling more cards than the deck holds mills what remains, nothing more. Reason: as UGO-R10. */
export const UGO_R11_MILL_CAPPED_AT_DECK = true;

/** UGO-R12: Equip cards go only on your own face-up A/D cards. Reason: Equip is money that gets "you" things. */
export const UGO_R12_EQUIP_OWN_CARDS_ONLY = true;

/** UGO-R13: Equip bonuses are added after the suit doubling and are never doubled. Reason: "add half the card's value" to the current values. */
export const UGO_R13_EQUIP_AFTER_DOUBLING = true;

/** UGO-R14: a card laid this turn may attack and change position this turn. Reason: no restriction is stated. */
export const UGO_R14_NEW_CARDS_MAY_ACT = true;

/** UGO-R15: a 6 or 7 may be laid with 5 A/D cards on the table, because the sacrifice frees a slot. Reason: the net count stays at most 5. */
export const UGO_R15_SACRIFICE_FREES_A_SLOT = true;

/** UGO-R16: no hand limit. Reason: none is given. */
export const UGO_R16_HAND_LIMIT: number | null = null;

/** UGO-R17: "Aces by suit" and "Nines reflect" are options, off by default. Reason: the text calls them optional. */
export const UGO_R17_OPTIONAL_RULES_DEFAULT = { acesBySuit: false, ninesReflect: false } as const;

/** UGO-R18: a Queen played on an empty discard pile does nothing but is still removed. Reason: literal reading. */
export const UGO_R18_QUEEN_ON_EMPTY_PILE_REMOVED = true;

/** §4.3: the default 10-policy is "threshold 3". Reason: RULINGS §4.3. */
export const UGO_TEN_DEFAULT_THRESHOLD = 3;

/** Max table A/D cards and max Equips per A/D card [TEXT]. */
export const MAX_TABLE = 5;
export const MAX_EQUIPS = 2;
export const HAND_SIZE = 5;

// ---------------------------------------------------------------------------
// This engine's own decisions (not in RULINGS.md).

/** UGO-E01: seat 0 ("Player 1") takes the first turn. Reason: the text names no rule; the match service assigns seats (and may shuffle them). */
export const UGO_E01_FIRST_SEAT = 0;

/** UGO-E02: "the first round" = until every other live player has begun a turn; only then may a player attack. Reason: equals "only the last player attacks" in seat order and stays sensible when a 9 reverses play during round one. */
export const UGO_E02_ATTACK_AFTER_ALL_OTHERS_HAD_A_TURN = true;

/** UGO-E03: 10-policy "always" fires on every attack or Ace that would cost you at least 1 card (never on one you win anyway). Reason: cancelling an attack you win only saves the attacker. */
export const UGO_E03_ALWAYS_MEANS_ANY_LOSS = 1;

/** UGO-E04: the 10-policy counts a mill at its full size, even beyond the cards left in the deck. Reason: an attack that empties your deck must count as costly, not cheap. */
export const UGO_E04_COUNT_FULL_MILL = true;

/** UGO-E05: an Ace (or its 10) does not turn a face-down target face-up; only an A/D attack does (§4.3). Reason: an Ace destroys outright, it does not fight. */
export const UGO_E05_ACE_DOES_NOT_REVEAL = true;

/** UGO-E06: an eliminated (or resigned) player's hand and table cards go to their original owners' discard piles (Queens removed); their deck stays untouched. Reason: "leave play" plus UGO-R01 (stolen cards go home). */
export const UGO_E06_ELIMINATED_CARDS_TO_PILES = true;

/** UGO-E07: an Ace is refused when it would destroy nothing (no target card). Reason: it can have no effect, and the text gives it only one use. */
export const UGO_E07_ACE_NEEDS_A_TARGET = true;

/** UGO-E08: Nines reflect — a reflected card cannot be reflected or stopped again; a reflected Ace destroys the card of the user that would cost them most (most Equips, then highest Attack, then leftmost). The default 9-policy is "always" (A, K and J). A 9 is spent only when the card would do something to you. Reason: no chains, no pause, no waste (§4.3, A1). */
export const UGO_E08_REFLECT_DEFAULT = ['A', 'K', 'J'] as const;

/** UGO-E09: the 9 reverses direction whenever 3+ players are still in; with 2 left it may still be played, with no effect. Reason: RULINGS item 24 counts players in the game. */
export const UGO_E09_REVERSE_NEEDS_THREE_LIVE = 3;

/** UGO-E10: the 10 is spent from your own deck's cards first, then stolen ones. Reason: your own Queen can then recover it. */
export const UGO_E10_SPEND_OWN_TEN_FIRST = true;

/** UGO-E11: public log length kept in the state for the views. */
export const UGO_E11_LOG_LENGTH = 8;
