// The §2.3 deck (GM-R01). A card is a small integer 0..39 within its owner's
// deck (cards never change hands), and its kind is DECK[id]. Names are the
// card types; the notation and the views speak in names only.
import { GM_R01_DECK_SIZE } from './rulings.js';

export type Guild = 'Ember' | 'Stone' | 'Storm';
export type Ability = 'instant' | 'bulwark' | 'insight' | 'siphon';
export type SpellEffect = 'firebolt' | 'thunderstrike' | 'warcry' | 'unveil';

export interface CardType {
  name: string;
  kind: 'resource' | 'creature' | 'spell';
  cost: number;
  /** Printed values (creatures only; 0 otherwise). */
  attack: number;
  defence: number;
  guild: Guild | null;
  ability: Ability | null;
  spell: SpellEffect | null;
  /** Attack tokens an attack spell puts on its target. */
  tokens: number;
  copies: number;
}

const creature = (name: string, copies: number, cost: number, attack: number, defence: number, guild: Guild, ability: Ability | null = null): CardType => ({
  name, kind: 'creature', cost, attack, defence, guild, ability, spell: null, tokens: 0, copies,
});
const spell = (name: string, copies: number, cost: number, effect: SpellEffect, tokens = 0): CardType => ({
  name, kind: 'spell', cost, attack: 0, defence: 0, guild: null, ability: null, spell: effect, tokens, copies,
});

export const CARD_TYPES: readonly CardType[] = [
  { name: 'Mana Crystal', kind: 'resource', cost: 0, attack: 0, defence: 0, guild: null, ability: null, spell: null, tokens: 0, copies: 16 },
  creature('Ember Scout', 2, 1, 2, 1, 'Ember'),
  creature('Flame Raider', 2, 3, 4, 2, 'Ember', 'instant'),
  creature('Inferno Drake', 1, 5, 5, 3, 'Ember', 'instant'),
  creature('Stone Sentinel', 2, 2, 1, 4, 'Stone'),
  creature('Granite Brute', 2, 3, 3, 4, 'Stone'),
  creature('Mountain Warden', 1, 4, 2, 6, 'Stone', 'bulwark'),
  creature('Gale Runner', 2, 1, 1, 2, 'Storm'),
  creature('Storm Adept', 2, 2, 2, 2, 'Storm', 'insight'),
  creature('Thunder Hawk', 1, 2, 2, 2, 'Storm', 'instant'),
  creature('Tempest Lord', 1, 5, 4, 4, 'Storm', 'siphon'),
  spell('Firebolt', 3, 1, 'firebolt', 2),
  spell('Thunderstrike', 2, 3, 'thunderstrike', 4),
  spell('War Cry', 2, 2, 'warcry'),
  spell('Unveil', 1, 1, 'unveil'),
];

export const CARD_NAMES = CARD_TYPES.map((t) => t.name) as readonly string[];
export const RESOURCE = 'Mana Crystal';

/** DECK[id]: the type index of card `id` in every player's deck. */
export const DECK: readonly number[] = CARD_TYPES.flatMap((t, i) => Array.from({ length: t.copies }, () => i));
if (DECK.length !== GM_R01_DECK_SIZE) throw new Error('the §2.3 deck must hold 40 cards');

export const typeOf = (id: number): CardType => CARD_TYPES[DECK[id]];
export const nameOf = (id: number): string => CARD_TYPES[DECK[id]].name;

// Maps, not object literals: a typed word such as "constructor" must not find Object.prototype.
const BY_LOWER = new Map<string, CardType>(CARD_TYPES.map((t) => [t.name.toLowerCase(), t]));
const BY_SQUASHED = new Map<string, CardType>(CARD_TYPES.map((t) => [squash(t.name), t]));

function squash(s: string): string {
  return s.toLowerCase().replace(/[^a-z0-9]/g, '');
}

const BY_NAME = new Map<string, CardType>(CARD_TYPES.map((t) => [t.name, t]));

/** The card type called `name` (any case, spaces and hyphens optional), or undefined. */
export function cardByName(name: string): CardType | undefined {
  return BY_NAME.get(name) ?? BY_LOWER.get(name.toLowerCase()) ?? BY_SQUASHED.get(squash(name));
}

/** The card type of an exact (canonical) name, as actions carry it; undefined otherwise. */
export const typeNamed = (name: string): CardType | undefined => BY_NAME.get(name);

export const creatureNames = CARD_TYPES.filter((t) => t.kind === 'creature').map((t) => t.name);
export const spellNames = CARD_TYPES.filter((t) => t.kind === 'spell').map((t) => t.name);

/** A one-line description, for /rules and the views. */
export function cardText(t: CardType): string {
  if (t.kind === 'resource') return 'Resource: +1 mana every turn while in your resource row (one per turn).';
  if (t.kind === 'spell') {
    switch (t.spell) {
      case 'firebolt':
      case 'thunderstrike':
        return `Spell, cost ${t.cost}: ${t.tokens} attack tokens on one enemy creature.`;
      case 'warcry':
        return `Spell, cost ${t.cost}: only in your War, before it resolves: every attacker +1 attack.`;
      default:
        return `Spell, cost ${t.cost}: reveal all concealed enemy creatures, then draw a card.`;
    }
  }
  const ab =
    t.ability === 'instant' ? ' Instant Attack: enters in offence and attacks at once.'
      : t.ability === 'bulwark' ? ' Bulwark: survives the first time it would be destroyed.'
        : t.ability === 'insight' ? ' Insight: draw a card when deployed.'
          : t.ability === 'siphon' ? ' Siphon: the opponent loses 2 energy when it is deployed.'
            : '';
  return `${t.guild} creature, cost ${t.cost}, ${t.attack}/${t.defence}.${ab}`;
}

/** Siphon's drain. */
export const SIPHON_DRAIN = 2;
