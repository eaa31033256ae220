// The effect vocabulary of RULINGS §1.3: timing classes, scopes, filters and the
// primitives (P-codes). Every counter in table.ts is written in these words, and
// the effect engine (layers.ts and effects/*) interprets them.

export type CType = 'U' | 'L' | 'R' | 'E' | 'S' | 'M';

export const TAGS = [
  'Goblin', 'Dragon', 'Fire', 'Knight', 'Hero', 'Dwarf', 'Men', 'Elves', 'Orcs', 'Giant', 'Cold', 'Stone',
  'Air', 'Spirit', 'Undead', 'Mage', 'Water', 'Insect', 'Metal', 'Earth', 'Kobold', 'Demon',
] as const;
export type Tag = (typeof TAGS)[number];

/** MOGO-R21: the racial tags Crusade may name. */
export const RACIAL_TAGS: readonly Tag[] = [
  'Goblin', 'Dwarf', 'Men', 'Elves', 'Orcs', 'Giant', 'Dragon', 'Spirit', 'Undead', 'Water', 'Kobold', 'Insect', 'Demon',
];

export type Timing = 'STATIC' | 'ACT' | 'DEPLOY' | 'FATE' | 'SORC' | 'TRIG' | 'MOD';
/** Where an effect applies, measured from its source (ADJ_COST: around the sacrificed counter). */
export type Scope = 'SELF' | 'HOST' | 'ADJ' | 'BORDER' | 'TOUCH' | 'ALL' | 'TARGET' | 'ADJ_COST';
export type Whose = 'YOUR' | 'ENEMY' | 'ANY';

/** Categories a counter may be immune to (MOGO-R13). */
export type ImmuneCat = 'UNITS' | 'SORCERIES' | 'ACTIONS' | 'DRAGONS' | 'SPIRITS';

export interface Filter {
  /** Any of these types (dual types count, §1.1 item 10(e)). */
  types?: CType[];
  /** All of these tags. */
  tags?: Tag[];
  flyer?: boolean;
  /** Current Force at most this. */
  maxForce?: number;
  whose?: Whose;
  /** Matches when any alternative matches (Earthquake: a Locale, or a non-Flyer Unit). */
  or?: Filter[];
  /** Matches everything this does not (Island bans all but Water Units). */
  except?: Filter;
}

export type Code =
  | 'MOVE' | 'FLYER' | 'FLANKER' | 'TELEPORT' | 'PUSH'
  | 'FORCE_ADD' | 'FORCE_SET0' | 'DEPLOY_FORCE' | 'IMMUNE' | 'GRANT_IMMUNE' | 'PROTECT'
  | 'CONTROL_ALL' | 'TAKE_CONTROL' | 'DESTROY' | 'DESTROY_ALL' | 'DESTROY_UP_TO'
  | 'DEPLOY_BAN' | 'EXTRA_DEPLOY' | 'ACT_DEPLOY' | 'MOVE_LOCK' | 'GRANT_MOVE' | 'GRANT_FLANKER'
  | 'GRANT_FREE_ACTION' | 'SUPPRESS' | 'DRAW' | 'FATE_DRAW' | 'FATE_SIFT' | 'FATE_TOKENS' | 'TOKENS'
  | 'HAND_LIMIT' | 'STEAL_RANDOM' | 'FORCE_DISCARD' | 'DISCARD_HAND' | 'WHEEL' | 'PEEK_HAND' | 'LOOT'
  | 'RECUR' | 'SELF_RECUR' | 'SWAP' | 'SHOVE' | 'PULL' | 'NUDGE' | 'TELEPORT_OTHER' | 'EXTRA_TURN'
  | 'LINE_WEIGHT' | 'DUAL_TYPE' | 'COUNTERSPELL' | 'UNDO' | 'COPY_UNIT' | 'BALANCE' | 'REPLACE_DEPLOY'
  | 'HATCH' | 'TRIG_ON_SORCERY' | 'TRIG_ON_UNIT_DISCARD' | 'CHANNEL' | 'BERSERK' | 'VANILLA';

export interface Prim {
  timing: Timing;
  code: Code;
  scope?: Scope;
  filter?: Filter;
  n?: number;
  /** IMMUNE / GRANT_IMMUNE: the source categories. */
  cats?: ImmuneCat[];
  /** DUAL_TYPE: the extra type. */
  type?: CType;
  /** Paid before the effect (P17 SAC_SELF, P18 SAC). */
  cost?: { self: true } | { scope: Scope; filter: Filter };
  /** P53: the effect is legal only if this holds when played. */
  cond?: 'MAGE_AIR_FIRE';
  /** Who an economy effect touches. */
  who?: 'CONTROLLER' | 'EVERY' | 'OPPONENTS' | 'ONE_OPPONENT';
  /** RECUR: the pile searched. */
  zone?: 'DISCARD' | 'CAPTURES';
  /** HAND_LIMIT: set the base, or add. */
  op?: 'SET' | 'ADD';
  /** PROTECT: what is prevented. */
  protects?: ('steal' | 'destroy')[];
  /** DESTROY_ALL chosen by the caster (Crusade: one racial tag, MOGO-R21). */
  choose?: 'RACE';
  /** An extra step after the effect (Plowshares: the Unit's controller draws 1, MOGO-R18). */
  then?: 'COMPENSATE_DRAW';
  /** Lightning Bolt (MOGO-R27/R65): targets any Unit, destroys only at Force ≤ n. */
  threshold?: number;
}

export interface CounterDef {
  /** 0-based: the §1.6 number minus one. */
  id: number;
  name: string;
  type: CType;
  /** Units only; Doppelganger's X is null (its copy decides, §1.7). */
  force: number | null;
  tags: Tag[];
  prims: Prim[];
  /** Modifiers: what they may be attached to. */
  host?: Filter;
  /** Our own one-line note in plain words (for /counter). */
  note: string;
  /** Ruling IDs that bear on this counter. */
  rulings: string[];
  /** §1.7 hard counter (code of its own). */
  hard?: boolean;
}
