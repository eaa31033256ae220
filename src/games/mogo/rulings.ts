// Every Mogo ruling that is a design decision ([OWN] in RULINGS.md §1 and §0.2),
// in one place: each constant is named by its ruling ID and carries its reason in
// a line. Code that applies a ruling names the constant (or the ID in a comment
// where the ruling is a branch rather than a number).

/** MOGO-R01: capture by liberties (Go): regions of non-active cells with no empty cell are captured. */
export const MOGO_R01_LIBERTY_CAPTURE = true;
/** MOGO-R03: Strategic ties go to the largest Capture Pile, then are shared. */
export const MOGO_R03_TIEBREAK_CAPTURES = true;
/** MOGO-R04 / R58: the game ends when every seat still playing has had a quiet turn in a row. */
export const MOGO_R04_STALL_RULE = true;
/** MOGO-R05 (§1.1 item 9): Deployment is optional; `end phase` leaves the Deployment Phase with nothing deployed (turn.ts endPhase). */
export const MOGO_R05_DEPLOYMENT_OPTIONAL = true;
/** MOGO-R07: Force floor after additions and setters. */
export const MOGO_R07_FORCE_FLOOR = 0;
/** MOGO-R09: a counter with no Move value cannot move. */
export const MOGO_R09_DEFAULT_MOVE = 0;
/** MOGO-R27 / R65: Lightning Bolt destroys a Unit of at most this Force. */
export const MOGO_R27_BOLT_THRESHOLD = 3;
/** MOGO-R28: Fireball's targets lie inside one block of this side. */
export const MOGO_R28_FIREBALL_BLOCK = 3;
/** MOGO-R30: Mermaid pulls at most this many steps. */
export const MOGO_R30_PULL_STEPS = 2;
/** MOGO-R40: nobody is eliminated: a seat with nothing on the board or in hand still takes its turns; only resigning (A7, MOGO-R59) skips a seat (state.ts nextAlive). */
export const MOGO_R40_NO_ELIMINATION = true;
/** MOGO-R41: the only roll is the first player's (setup, uniform over the seats); no counter rolls dice. */
export const MOGO_R41_FIRST_PLAYER_ROLL_ONLY = true;
/**
 * MOGO-R42: the counters RULINGS §1.7 rules on one by one. Each is marked `hard`
 * in table.ts; Counter is in cast.ts (standing orders), Time Twist and Balance in
 * effects/special.ts, Doppelganger in deploy.ts, Wheel and Millstone in
 * effects/economy.ts, Scout's private peek in effects/economy.ts.
 */
export const MOGO_R42_HARD_COUNTERS = ['Time Twist', 'Doppelganger', 'Counter', 'Wheel', 'Balance', 'Millstone', 'Scout'] as const;
/** MOGO-R38: Vise sets the base hand limit to this. */
export const MOGO_R38_VISE_LIMIT = 4;
/** §1.1 item 14: the default hand limit. */
export const MOGO_HAND_LIMIT = 7;
/** MOGO-R38: each Ivory Tower adds this. */
export const MOGO_R38_IVORY_TOWER_BONUS = 4;
/** §1.1 item 16: Tactical line weight to win. */
export const MOGO_TACTICAL_WEIGHT = 7;
/** §1.1 item 16: captures for the Logistical victory. */
export const MOGO_LOGISTICAL_CAPTURES = 20;
/** §1.1 item 5: starting hand. */
export const MOGO_START_HAND = 5;
/** §1.7 Wheel: each player draws this many. */
export const MOGO_WHEEL_DRAW = 5;
/** §1.7 Balance: each player picks up to this many. */
export const MOGO_BALANCE_PICKS = 3;
/** §1.7 Time Twist: undo this many turns. */
export const MOGO_TIME_TWIST_TURNS = 2;
/** MOGO-R45: the order free allowances are spent in. */
export const MOGO_R45_ALLOWANCE_ORDER = ['flanker', 'battery', 'turn', 'token'] as const;
/** MOGO-R69: the Counter standing order every seat starts with. */
export const MOGO_R69_DEFAULT_ORDER = 'off' as const;
// Rulings that are a branch of code rather than a number live in one function each:
// MOGO-R67 destroyExempts (restrictions.ts), R73 mineDraws (effects/triggers.ts),
// R74 balanceOpen (state.ts), R75 pickable (cast.ts), R76 the action-deployment
// check on the prospective copy (effects/special.ts), R77 the dual types of the
// layers (layers.ts, matched by every filter), R78 passIfTurnOwnerLeft (turn.ts)
// with dropPicksOf (cast.ts).

/** Engine decision: public log lines kept in the state for the views. */
export const MOGO_LOG_LENGTH = 8;
/** Engine decision: private notes (Scout, Drain, Gypsies, Millstone) kept per seat. */
export const MOGO_NOTES_LENGTH = 6;

// ---------------------------------------------------------------------------
// The project's own decisions on points RULINGS.md left open, adopted as rulings
// by MOGO-R79 as written here.

/** MOGO-E01 (adopted, MOGO-R79): a Modifier's Action (Giant Bane) is used by the host's controller, as the host's Action. Reason: MOD grants the primitives to the host (§1.3). */
export const MOGO_E01_MOD_ACTIONS_BY_HOST_CONTROLLER = true;
/** MOGO-E02 (adopted, MOGO-R79): Drain, Gypsies, Mind Twist and Scout may name an opponent with an empty hand (nothing happens). Reason: only Millstone and Bazaar need a hand (MOGO-R54). */
export const MOGO_E02_EMPTY_HAND_VICTIMS_ALLOWED = true;
/** MOGO-E03 (adopted, MOGO-R79): Channel's legal actions list every subset up to this many other counters in hand; above it, none, each single one and all (any subset is still accepted, and /move autocomplete reaches each one a counter at a time: suggest.ts). Reason: 2^n actions. */
export const MOGO_E03_CHANNEL_FULL_SUBSETS_UP_TO = 10;
/** MOGO-E04 (adopted, MOGO-R79): a Deployment is legal when the turn's own and the extra allowances can be shared out over every Deployment made this turn, it included, earlier ones re-assigned if need be (allowances.ts). Reason: no order of play can cost a player a Deployment the rules give them. */
export const MOGO_E04_ALLOWANCES_SHARED_OUT = true;
/** MOGO-E05 (adopted, MOGO-R79): every Balance pick, the caster's included, is one action ("pick e7"), ended by a third pick or "pick done". Reason: keeps each decision small. */
export const MOGO_E05_BALANCE_ONE_PICK_PER_ACTION = true;
/** MOGO-E06 (adopted, MOGO-R79): Time Twist leaves a resigned player's counters out of play (MOGO-R59 wins over the snapshot). */
export const MOGO_E06_TWIST_SKIPS_RESIGNED = true;
/** MOGO-E07 (adopted, MOGO-R79): the first Tome discards count at most the hand's size; Fate draws from an empty draw and discard pile are skipped. */
export const MOGO_E07_SIFT_CAPPED_BY_HAND = true;
/** MOGO-E08 (adopted, MOGO-R79): a Recall (Resurrection, Convert) whose named counter has left its pile before it resolves (Pyramid's draw reshuffled the Discard Pile) takes nothing. Reason: one copy of each counter (§1.1 item 2). */
export const MOGO_E08_RECUR_GONE_TAKES_NOTHING = true;
