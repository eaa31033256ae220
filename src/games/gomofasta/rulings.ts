// Go*Mofasta: every [OWN] ruling of RULINGS.md §3.2 in one place, named by its
// ID, with the reason in one line. The engine reads these constants; change a
// ruling here, not in the code that uses it.

/** MOF-R01: board sizes. 19×19 by default (Go/Pente set); 13×13 offered for quick games. */
export const MOF_R01_DEFAULT_SIZE = 19 as const;
export const MOF_R01_SIZES = [19, 13] as const;

/** MOF-R02: card colours are absolute (a black stone on the card is black on the board), as the text's "opponent's stones" implies. */
export const MOF_R02_ABSOLUTE_COLOURS: boolean = true;

/** MOF-R03: after placing, every orthogonally connected empty component with no empty 2×2 block is filled with the MOVER's colour ("no card can be played into it"); false = a no-eye variant. */
export const MOF_R03_FILL_WITH_MOVER: boolean = true;

// MOF-R04, MOF-R05 and MOF-R10 follow from MOF-R03 and have no switch; they are
// named here, and by ID in a comment where the behaviour lives.

/** MOF-R04: a component is judged whole: a 1-wide strip is closed on its own, but not when it joins an open area (the text: an edge strip "counts as an eye"). Lives in eyes.ts. */
export const MOF_R04_WHOLE_COMPONENT = true as const;

/** MOF-R05: no pass rule; by MOF-R03's invariant a legal placement exists while any point is empty, so "board full" is the only no-move end. Lives in index.ts judge(). */
export const MOF_R05_NO_PASS = true as const;

/** MOF-R06: a win is 8 or more consecutive stones of one colour, horizontally, vertically or on either diagonal (Pente convention). */
export const MOF_R06_LINE_LENGTH = 8;
export const MOF_R06_DIRECTIONS: readonly (readonly [dx: number, dy: number])[] = [
  [1, 0],
  [0, 1],
  [1, 1],
  [1, -1],
];

/** MOF-R07: a line belongs to its colour's player, whoever's move made it ("the winner is the player whose stones are in such a row"). */
export const MOF_R07_LINE_OWNER_WINS: boolean = true;

/** MOF-R08: the 9 card patterns are our own (original PDF lost); the deck is data in cards.ts, with 1, 2 or 3 copies (the text's 9/18/27 cards). */
export const MOF_R08_DECK_MULTIPLIERS = [1, 2, 3] as const;
export const MOF_R08_DEFAULT_DECK_MULTIPLIER = 1 as const;

/** MOF-R09: cards may be rotated (0/90/180/270° clockwise) but not mirrored (the text says "rotate"; mirroring adds nothing for 2×2 two-colour patterns). */
export const MOF_R09_ROTATIONS = [0, 90, 180, 270] as const;

/** MOF-R10: the missing figure is replaced by MOF-R03 and the unit tests in test/games/gomofasta/eyes.test.ts. */
export const MOF_R10_SEE_TESTS = 'test/games/gomofasta/eyes.test.ts';

/** MOF-R11: both hands and the discard pile are public; only the order of the deck (and the RNG) is hidden. */
export const MOF_R11_OPEN_HANDS: boolean = true;
export const MOF_R11_PUBLIC_DISCARD: boolean = true;

// ---- Engine decisions that RULINGS leaves to the implementation ------------

/** Hand size from the text ("each player is dealt 3 cards"). */
export const HAND_SIZE = 3;

/** A7 allows resigning on one's own turn; in a 2-player game nothing is lost by also allowing it on the opponent's turn, so we do (async play). */
export const RESIGN_ANY_TIME: boolean = true;

/** Rotations giving the same pattern are listed once by legalActions: the smallest angle is canonical (only the Checker repeats: r180 = r0, r270 = r90). */
export const DEDUPE_ROTATIONS: boolean = true;

/** The click-to-play picker groups placements by card and turn; a group with more placements than this is split into bands of rows, so no group needs more than three pages of Discord's 25-option menus. */
export const PICKER_GROUP_MAX = 75;
