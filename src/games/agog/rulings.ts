// Every [OWN] ruling of RULINGS.md §5 lives here, once, under its ID. The rest
// of the engine refers to these names; change a ruling here and nowhere else.

// JG-R01: all 64 squares are used; only that gives 20 golems in 5 rows and 3 empty middle rows.
export const JG_R01_ALL_SQUARES = true;

// JG-R02: forward is +file/+rank for White, −file/−rank for Black ("diagonal relative to the players").
// Directions are indices into board.ts's DIRS: 0 = +file, 1 = +rank, 2 = −file, 3 = −rank.
export const JG_R02_FORWARD_DIRS: readonly (readonly number[])[] = [
  [0, 1],
  [2, 3],
];

// JG-R03: a journeyman is neither golem nor hulk, so it cannot be corrupted (jumping it captures it and wins).
export const JG_R03_JOURNEYMAN_CORRUPTIBLE = false;

// JG-R04: corruptions count as jumps for the maximum-capture rule (the sequence is fixed by its jumps).
export const JG_R04_CORRUPTION_COUNTS_AS_JUMP = true;

// JG-R05: every removed golem goes to its own colour's pool; only your own pool pays for corruption.
export const JG_R05_OWN_POOL_ONLY = true;

// JG-R06: a promoting golem may only go onto a *single* golem of its colour (hulks are exactly two golems).
export const JG_R06_TARGET_MUST_BE_SINGLE_GOLEM = true;

// JG-R07: a turn resolves captures/corruptions first, then the sanctum choice, then checks for a win.
export const JG_R07_ORDER = ['captures', 'sanctum', 'win'] as const;
export type JgR07Step = (typeof JG_R07_ORDER)[number];

// JG-R08: a hulk may change direction (or reverse) after each landing, like a flying king.
export const JG_R08_HULK_MAY_TURN = true;

// JG-R09: canonical disambiguator = origin coordinate along the first step's axis
// (origin file if the step runs along a rank, origin rank if it runs along a file).
export function jgR09Disambiguator(from: number, firstLanding: number): string {
  const alongRank = (from & 7) !== (firstLanding & 7);
  return alongRank ? 'abcdefgh'[from & 7] : String((from >> 3) + 1);
}

// JG-R10: a safety cap only; reaching it ends the game with no winner, flagged for manual review.
export const JG_R10_PLY_CAP = 1000;
export const JG_R10_REASON = 'ply cap reached, flagged for review';

// JG-R11: a unit ending on the enemy sanctum never stays there (except a journeyman, which wins).
export const JG_R11_MUST_LEAVE_SANCTUM = true;

// JG-R12: handicap n removes these Black golems (symmetric, nearest the centre; f6 for odd n).
export const JG_R12_HANDICAP_SQUARES: readonly (readonly string[])[] = [
  [],
  ['f6'],
  ['e6', 'f5'],
  ['e6', 'f5', 'f6'],
  ['e6', 'f5', 'd7', 'g4'],
  ['e6', 'f5', 'd7', 'g4', 'f6'],
  ['e6', 'f5', 'd7', 'g4', 'e7', 'g5'],
  ['e6', 'f5', 'd7', 'g4', 'e7', 'g5', 'f6'],
  ['e6', 'f5', 'd7', 'g4', 'e7', 'g5', 'f7', 'g6'],
  ['e6', 'f5', 'd7', 'g4', 'e7', 'g5', 'f7', 'g6', 'f6'],
];
export const JG_R12_MAX_HANDICAP = JG_R12_HANDICAP_SQUARES.length - 1;

// JG-R13: handicap golems leave the game; a pool golem could pay for a corruption and undo the handicap.
export const JG_R13_HANDICAP_TO_POOL = false;

// JG-R14: corruptions in one sequence are paid from the pool as it stood when the turn began.
export function jgR14CorruptionBudget(poolAtTurnStart: number): number {
  return poolAtTurnStart;
}

// JG-R15: write a disambiguator only when another legal action of the same kind and colour prints the same.
export const JG_R15_DISAMBIGUATE_ONLY_WHEN_NEEDED = true;

// JG-R16: a captured journeyman's checkers go to no pool; the game is over anyway.
export const JG_R16_CAPTURED_JOURNEYMAN_TO_POOL = false;

// JG-R17: a result (1-0 / 0-1) belongs to the record only and is not part of an action's text.
export const JG_R17_RESULT_IN_ACTION = false;

// §5.2 item 6 [OWN]: the square the capturing unit started from counts as empty during its sequence.
export const S5_2_6_START_SQUARE_EMPTY = true;

// §5.2 item 10 [OWN]: where the checkers of a unit on the enemy sanctum go.
// A hulk's bottom golem and a removed unit's golems go to their own colour's pool (JG-R05);
// a corrupted hulk's bottom checker is the enemy's golem and goes to the enemy's pool.
export const S5_2_10_BOTTOM_TO_OWN_COLOUR_POOL = true;

// Engine choices not covered by RULINGS (documented here so there is one place to look):
// a custom position must have exactly one journeyman per side (the game is about them),
// no unit standing on its enemy sanctum, and a side to move that has a legal move.
export const AGOG_POSITION_NEEDS_BOTH_JOURNEYMEN = true;
export const AGOG_GOLEMS_PER_SIDE = 20;
