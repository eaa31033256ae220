// Every Gog & Magog ruling that is a design decision, in one place (RULINGS.md
// §2.1, §2.2, §2.3 and §0.2). Each constant is named by its ruling ID; the code
// refers to these names, so a ruling can be changed here. Rulings that are a
// branch rather than a number are flags the code tests where the branch lives.
//
// IDs GM-R01…R35 are RULINGS.md's own. IDs GM-E01… began as this engine's
// decisions on points RULINGS.md left open; GM-R34 adopts them as rulings, as
// written here (and GM-E04 became GM-R33).

/** GM-R01: the 40-card deck of §2.3, identical for both players (the list is in cards.ts). */
export const GM_R01_DECK_SIZE = 40;

/** GM-R02: starting energy (life). Reason: games of 8–15 turns. */
export const GM_R02_STARTING_ENERGY = 20;

/** GM-R03: mana comes only from resource cards, 1 per card in the row, refreshed every turn; energy is life only. */
export const GM_R03_MANA_PER_RESOURCE = 1;

/** GM-R04: guilds are faction labels whose only effect is the War guild combination. */
export const GM_R04_GUILDS = ['Ember', 'Stone', 'Storm'] as const;

/** GM-R05: 5 lanes, one creature per lane, a defensive and an offensive slot in each. */
export const GM_R05_LANES = 5;

/**
 * GM-R06: a War (or spell) defender is destroyed when tokens > defence; a tie
 * destroys the defender and the attacker in its lane; a counterattack must
 * exceed (a counterattack tie does nothing).
 */
export const GM_R06_TIE_DESTROYS_BOTH = true;
export const GM_R06_COUNTERATTACK_MUST_EXCEED = true;

/** GM-R07: a counterattack goes purely by lane: the enemy creature in an attacker's lane hits that attacker. */
export const GM_R07_COUNTERATTACK_BY_LANE = true;

/** GM-R08: creatures change slot only by a March, which is the whole turn. */
export const GM_R08_MARCH_IS_THE_TURN = true;

/** GM-R09: cards may be played before and after the turn's War; only March excludes play and War. */
export const GM_R09_PLAY_AROUND_WAR = true;

/** GM-R10: attack spells outside War resolve at once: destroyed when tokens ≥ defence (a tie destroys too), no counterattack. */
export const GM_R10_SPELL_TIE_DESTROYS = true;

/** GM-R11 / GM-R20: an empty deck at the turn's draw costs 1, 2, 3, … energy (fatigue); other draws from an empty deck draw nothing. */
export const GM_R11_FATIGUE_STEP = 1;

/** GM-R12: a face-up creature never goes back into concealment. */
export const GM_R12_NO_RECONCEALING = true;

/** GM-R13: no hand limit. */
export const GM_R13_HAND_LIMIT: number | null = null;

/** GM-R14: no turn timer inside the game; the bot's own clock applies. */
export const GM_R14_NO_SAND_TIMER = true;

/** GM-R15: no Invocation cards. */
export const GM_R15_NO_INVOCATIONS = true;

/** GM-R16: an Instant Attack creature stays in its offensive slot and is an ordinary creature afterwards. */
export const GM_R16_INSTANT_ATTACKER_STAYS = true;

/** GM-R17: concealed creatures are always in defence and never attack (checked where positions are made). */
export const GM_R17_CONCEALED_ONLY_IN_DEFENCE = true;

/** GM-R18: the first player draws on the first turn too. */
export const GM_R18_FIRST_PLAYER_DRAWS = true;

/** GM-R19: one mulligan decision per player, the first player first; the new hand is kept. */
export const GM_R19_MULLIGANS_PER_PLAYER = 1;

/** GM-R21: energy stops at 0. */
export const GM_R21_ENERGY_FLOOR = 0;

/** GM-R22: War is a sub-phase: declare, then War Cry and attack spells only, then resolve (always offered, even with nothing to cast). */
export const GM_R22_WAR_SUBPHASE = true;

/** GM-R23: during War, attack spells may only hit enemy creatures the War targets. */
export const GM_R23_WAR_SPELLS_ON_TARGETS_ONLY = true;

/** GM-R24: War needs at least one creature able to attack. */
export const GM_R24_MIN_ATTACKERS = 1;

/** GM-R25: any number of guild groups, several per guild; a group is 2+ same-guild attackers on the lane of one member. */
export const GM_R25_GROUP_MIN_SIZE = 2;

/**
 * GM-R26: all of one War resolves on the values before it: a defender destroyed
 * in the War still counterattacks; a creature doomed twice dies once (Bulwark
 * spent once); in a tie against Bulwark only the Warden is saved.
 */
export const GM_R26_SIMULTANEOUS_RESOLUTION = true;

/** GM-R27: only targeted defenders are revealed; an untargeted concealed counterattacker stays concealed. */
export const GM_R27_COUNTERATTACKER_STAYS_CONCEALED = true;

/** GM-R28: an Instant Attack has no guild combination and no spells; its target counterattacks; it sits out that turn's War. */
export const GM_R28_INSTANT_ATTACKER_SITS_OUT_WAR = true;

/** GM-R29: Insight and Siphon fire when deployed concealed; the table hears only that a card was drawn or energy drained, and the cost. */
export const GM_R29_CONCEALED_ABILITIES_FIRE = true;

/** GM-R30: revealing your own concealed creature is free, any number of times, not inside War, and does not fix the turn type. */
export const GM_R30_FREE_REVEAL = true;

/** GM-R31: a March moves at least one creature and ends the turn at once; PASS and "end turn" are one action. */
export const GM_R31_MARCH_MIN_MOVES = 1;

/** GM-R32: public: used decks, resource counts, mana, hand and deck sizes, mulligans, fatigue. Deck order is hidden from everyone. */
export const GM_R32_DECK_ORDER_HIDDEN = true;

/**
 * GM-R33 (first the project's GM-E04): targeted concealed defenders are revealed
 * when War is declared, before any War spell, so the attacker sees them before
 * casting. Reason: 16d, and A1 (no hidden outcome before committing spells).
 */
export const GM_R33_REVEAL_ON_DECLARATION = true;

// GM-R35 (an empty position string is malformed, never "no position") is the
// function positionGiven in src/games/position-json.ts, which every engine shares.

/** §2.1 items 4, 12: opening hand and the creature cap. */
export const HAND_SIZE = 5;
export const MAX_CREATURES = 5;

/** §2.1 item 16e: rank modifiers (offence +1 attack −1 defence; defence −1 attack +1 defence; never below 0). */
export const OFFENCE_MODIFIER = { attack: 1, defence: -1 } as const;
export const DEFENCE_MODIFIER = { attack: -1, defence: 1 } as const;
export const VALUE_FLOOR = 0;

/** §2.1 item 20: both players at 0 in one step: the active player wins. */
export const BOTH_ZERO_ACTIVE_PLAYER_WINS = true;

// ---------------------------------------------------------------------------
// The project's own decisions, adopted as rulings by GM-R34 as written here.

/** GM-E01 (adopted, GM-R34): the first player is drawn by the seeded RNG at setup (§2.1 item 5). */
export const GM_E01_FIRST_PLAYER_RANDOM = true;

/**
 * GM-E02 (adopted, GM-R34): an attack spell on a concealed creature reveals it (outside War too).
 * Reason: the text's "if you are attacked … you must reveal it", and the
 * outcome depends on its defence.
 */
export const GM_E02_SPELL_TARGET_REVEALED = true;

/** GM-E03 (adopted, GM-R34): War Cries stack: each one cast in a War adds +1 to every attacker. Reason: each card does what it says. */
export const GM_E03_WAR_CRIES_STACK = true;

// GM-E04 is now GM-R33 (above).

/** GM-E05 (adopted, GM-R34): Unveil is not an attack spell: it cannot be cast inside War (GM-R22). It may be cast with nothing to reveal (it still draws). */
export const GM_E05_UNVEIL_OUTSIDE_WAR = true;

/** GM-E06 (adopted, GM-R34): public log length kept in the state for the views. */
export const GM_E06_LOG_LENGTH = 8;

/** GM-E07 (adopted, GM-R34): a resignation is accepted at any time from either seat (the service applies A7's timing). */
export const GM_E07_RESIGN_ANY_TIME = true;
