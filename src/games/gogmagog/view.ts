// What each viewer may see. Hidden things are absent, not flagged: the other
// player's hand (its size only), concealed creatures the viewer does not own
// (a back: lane, slot and `concealed: true`, nothing else), every deck's order
// and contents (sizes only, GM-R32), and the RNG.
import type { GameResult, Seat, Viewer } from '../engine.js';
import { cardText, nameOf, typeOf, type CardType } from './cards.js';
import { attackOf, attackerLanes, defenceOf, previewWar } from './combat.js';
import { GM_R05_LANES } from './rulings.js';
import { manaLeft, manaOf, seatLabel, type Creature, type GogState } from './state.js';

export interface CardFace {
  name: string;
  kind: CardType['kind'];
  cost: number;
  /** Printed values and guild (creatures; 0 / null otherwise). */
  attack: number;
  defence: number;
  guild: CardType['guild'];
  ability: CardType['ability'];
  /** One line of rules text (our own words). */
  text: string;
}

export interface CreatureView {
  /** 1..5. */
  lane: number;
  slot: 'offence' | 'defence';
  concealed: boolean;
  /** Public even when concealed: a concealed deployment shows its cost (GM-R29). */
  cost: number;
  /** Absent for a concealed creature the viewer does not own. */
  card?: CardFace;
  /** Effective values with the rank modifier; absent with `card`. */
  attack?: number;
  defence?: number;
  /** Its single-use ability is spent. Public even when concealed: Insight's draw and Siphon's drain are told to the table (GM-R29). */
  abilityUsed: boolean;
  /** It made an Instant Attack this turn and sits out the War (GM-R28). */
  satOut: boolean;
}

export interface SeatView {
  seat: Seat;
  name: string;
  energy: number;
  deckCount: number;
  handCount: number;
  /** Only in that seat's own view. */
  hand?: CardFace[];
  /** The used deck, oldest first (public). */
  used: CardFace[];
  /** Mana Crystals in the resource row = mana per turn. */
  resources: number;
  mulligans: number;
  fatigue: number;
  /** Five entries, lane 1 first; null = an empty lane (a Flaw when attacked). */
  lanes: (CreatureView | null)[];
}

export interface WarView {
  /** Who attacks which enemy lane: one entry per attacking creature. */
  attacks: { lane: number; target: number }[];
  /** Guild combinations as declared. */
  groups: { lanes: number[]; target: number }[];
  /** Spell tokens added per enemy lane (index 0 = lane 1). */
  spellTokens: number[];
  warCries: number;
  /** What each attack and counterattack would do if resolved now (public values only; a concealed counterattacker's result is "unknown"). */
  preview: string[];
}

export interface GogView {
  game: 'gogmagog';
  viewer: Viewer;
  seats: SeatView[];
  /** 'mulligan': `toMove` decides on their opening hand; 'war': inside `toMove`'s War; null once over. */
  phase: 'mulligan' | 'turn' | 'war' | null;
  toMove: Seat | null;
  turn: {
    number: number;
    /** Mana of the active player this turn, spent and left (public, GM-R32). */
    mana: number;
    manaSpent: number;
    manaLeft: number;
    resourcePlayed: boolean;
    /** A card was played or War declared: no March this turn. */
    main: boolean;
    warDone: boolean;
    /** Lanes (1..5) of the active player able to attack in a War now. */
    attackers: number[];
  } | null;
  war: WarView | null;
  /** The last few public events. */
  log: string[];
  result: GameResult | null;
}

export function face(id: number): CardFace {
  const t = typeOf(id);
  return { name: t.name, kind: t.kind, cost: t.cost, attack: t.attack, defence: t.defence, guild: t.guild, ability: t.ability, text: cardText(t) };
}

function creatureView(c: Creature, lane: number, showHidden: boolean, satOut: boolean): CreatureView {
  const out: CreatureView = { lane: lane + 1, slot: c.offence ? 'offence' : 'defence', concealed: c.concealed, cost: typeOf(c.card).cost, abilityUsed: c.abilityUsed, satOut };
  if (!c.concealed || showHidden) {
    out.card = face(c.card);
    out.attack = attackOf(c);
    out.defence = defenceOf(c);
  }
  return out;
}

export function view(s: GogState, viewer: Viewer): GogView {
  const live = !s.result;
  const seats: SeatView[] = [];
  for (let p = 0; p < 2; p++) {
    const own = viewer === p;
    const lanes: (CreatureView | null)[] = [];
    for (let l = 0; l < GM_R05_LANES; l++) {
      const c = s.lanes[p][l];
      lanes.push(c ? creatureView(c, l, own, live && p === s.toMove && s.phase !== 'mulligan' && s.turn.satOut.includes(l)) : null);
    }
    const sv: SeatView = {
      seat: p,
      name: seatLabel(p),
      energy: s.energy[p],
      deckCount: s.decks[p].length,
      handCount: s.hands[p].length,
      used: s.used[p].map(face),
      resources: s.resources[p].length,
      mulligans: s.mulligans[p],
      fatigue: s.fatigue[p],
      lanes,
    };
    if (own) sv.hand = s.hands[p].map(face);
    seats.push(sv);
  }
  const inTurn = live && s.phase !== 'mulligan';
  let war: WarView | null = null;
  if (live && s.phase === 'war' && s.war) {
    const seat = s.toMove;
    const attacks: { lane: number; target: number }[] = [];
    for (const l of attackerLanes(s, seat)) {
      const g = s.war.groups.find((x) => x.lanes.includes(l + 1));
      attacks.push({ lane: l + 1, target: g ? g.target : l + 1 });
    }
    war = {
      attacks,
      groups: s.war.groups.map((g) => ({ lanes: g.lanes.slice(), target: g.target })),
      spellTokens: s.war.spellTokens.slice(),
      warCries: s.war.warCries,
      preview: previewWar(s),
    };
  }
  return {
    game: 'gogmagog',
    viewer,
    seats,
    phase: live ? s.phase : null,
    toMove: live ? s.toMove : null,
    turn: inTurn
      ? {
          number: s.turn.number,
          mana: manaOf(s, s.toMove),
          manaSpent: s.turn.manaSpent,
          manaLeft: manaLeft(s),
          resourcePlayed: s.turn.resourcePlayed,
          main: s.turn.main,
          warDone: s.turn.warDone,
          attackers: attackerLanes(s, s.toMove).map((l) => l + 1),
        }
      : null,
    war,
    log: s.log.slice(),
    result: s.result ? { winners: s.result.winners.slice(), reason: s.result.reason } : null,
  };
}

/** A stable string of what only `seat` may see: its hand and its concealed creatures. */
export function privateKey(s: GogState, seat: Seat): string {
  if (seat !== 0 && seat !== 1) return '';
  const hand = s.hands[seat].map(nameOf).sort();
  const concealed: string[] = [];
  s.lanes[seat].forEach((c, l) => {
    if (c?.concealed) concealed.push(`${l + 1}:${nameOf(c.card)}`);
  });
  return JSON.stringify([hand, concealed]);
}

/** The seat's hand (from its own view), for the Discord layer. */
export function handOf(v: GogView): CardFace[] | null {
  if (typeof v.viewer !== 'number') return null;
  return v.seats[v.viewer]?.hand ?? null;
}

