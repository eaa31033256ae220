// Cards as small integers. Card id = deck * 52 + suit * 13 + rank, where
// `deck` is the seat that draws from that deck (its "original owner", UGO-R01),
// suit 0..3 = ♠ ♥ ♦ ♣ and rank 0..12 = A 2 3 4 5 6 7 8 9 10 J Q K.
// No Jokers: a deck is exactly 52 cards (UGO-R02).

import { UGO_R02_DECK_SIZE } from './rulings.js';

export const DECK_SIZE = UGO_R02_DECK_SIZE;
export const SUITS = ['♠', '♥', '♦', '♣'] as const;
export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
export type Suit = (typeof SUITS)[number];
export type Rank = (typeof RANKS)[number];

export const SPADES = 0;
export const HEARTS = 1;
export const DIAMONDS = 2;
export const CLUBS = 3;

/** Rank indices of the Special cards. */
export const ACE = 0;
export const EIGHT = 7;
export const NINE = 8;
export const TEN = 9;
export const JACK = 10;
export const QUEEN = 11;
export const KING = 12;

export const deckOf = (id: number): number => (id / DECK_SIZE) | 0;
export const suitOf = (id: number): number => ((id % DECK_SIZE) / 13) | 0;
export const rankOf = (id: number): number => id % 13;
/** Face value of a numbered card (2..10); Specials are never valued. */
export const faceValue = (id: number): number => rankOf(id) + 1;

export const makeCard = (deck: number, suit: number, rank: number): number => deck * DECK_SIZE + suit * 13 + rank;

/** Attack/Defense card: 2–7 of ♠ ♥ ♣. */
export const isAD = (id: number): boolean => {
  const r = id % 13;
  return r >= 1 && r <= 6 && suitOf(id) !== DIAMONDS;
};
/** Equip card: 2–7 of ♦. */
export const isEquip = (id: number): boolean => {
  const r = id % 13;
  return r >= 1 && r <= 6 && suitOf(id) === DIAMONDS;
};
/** Special card: A, 8, 9, 10, J, Q, K of any suit. */
export const isSpecial = (id: number): boolean => {
  const r = id % 13;
  return r === 0 || r >= 7;
};
export const isQueen = (id: number): boolean => id % 13 === QUEEN;
/** 6s and 7s need a sacrifice. */
export const needsSacrifice = (id: number): boolean => {
  const r = id % 13;
  return r === 5 || r === 6;
};

export const rankName = (id: number): Rank => RANKS[rankOf(id)];
export const suitName = (id: number): Suit => SUITS[suitOf(id)];
/** "5♠", "10♥", "Q♦": rank and suit, without the deck. */
export const label = (id: number): string => RANKS[rankOf(id)] + SUITS[suitOf(id)];

/** Base Attack / Defense of an A/D card by suit (rules: ♠ 2v/v, ♥ v/2v, ♣ v/v). */
export function baseAttack(id: number): number {
  const v = faceValue(id);
  return suitOf(id) === SPADES ? 2 * v : v;
}
export function baseDefence(id: number): number {
  const v = faceValue(id);
  return suitOf(id) === HEARTS ? 2 * v : v;
}
/** Equip bonus: floor(value / 2) to both Attack and Defense. */
export const equipBonus = (id: number): number => (faceValue(id) / 2) | 0;

export const SPECIAL_WORDS: Record<number, string> = {
  [ACE]: 'ace',
  [EIGHT]: 'eight',
  [NINE]: 'nine',
  [TEN]: 'ten',
  [JACK]: 'jack',
  [QUEEN]: 'queen',
  [KING]: 'king',
};

/** A fresh, ordered 52-card deck for `deck`. */
export function freshDeck(deck: number): number[] {
  const out: number[] = new Array(DECK_SIZE);
  for (let i = 0; i < DECK_SIZE; i++) out[i] = deck * DECK_SIZE + i;
  return out;
}

/** Card token of the notation: "5♠", "10h", "qd", "♠5", "t♣", optional deck "(p2)". */
// Maps, so no typed text can reach Object.prototype (the regexes below guard the keys too).
const SUIT_CHARS = new Map<string, number>([
  ['♠', 0], ['♤', 0], ['s', 0],
  ['♥', 1], ['♡', 1], ['❤', 1], ['h', 1],
  ['♦', 2], ['♢', 2], ['d', 2],
  ['♣', 3], ['♧', 3], ['c', 3],
]);
const RANK_CHARS = new Map<string, number>([
  ['a', 0], ['2', 1], ['3', 2], ['4', 3], ['5', 4], ['6', 5], ['7', 6], ['8', 7], ['9', 8], ['10', 9], ['t', 9], ['j', 10], ['q', 11], ['k', 12],
]);
const CARD_RE = /^(10|[2-9]|[ajqkt])([♠♤♥♡❤♦♢♣♧shdc])(?:\(p(\d)\))?$/;
const CARD_RE_SUIT_FIRST = /^([♠♤♥♡❤♦♢♣♧])(10|[2-9]|[ajqkt])(?:\(p(\d)\))?$/;

export interface CardToken {
  rank: number;
  suit: number;
  /** The deck asked for (a seat), when the token carried "(P2)". */
  deck?: number;
}

/** Parses one lower-cased token; null when it is not a card. */
export function parseCardToken(tok: string): CardToken | null {
  let m = CARD_RE.exec(tok);
  if (m) return cardToken(m[1], m[2], m[3]);
  m = CARD_RE_SUIT_FIRST.exec(tok);
  if (m) return cardToken(m[2], m[1], m[3]);
  return null;
}

function cardToken(rankText: string, suitText: string, deckText: string | undefined): CardToken | null {
  const rank = RANK_CHARS.get(rankText);
  const suit = SUIT_CHARS.get(suitText);
  if (rank === undefined || suit === undefined) return null;
  return { rank, suit, deck: deckText === undefined ? undefined : Number(deckText) - 1 };
}

export const tokenLabel = (t: CardToken): string => RANKS[t.rank] + SUITS[t.suit] + (t.deck === undefined ? '' : `(P${t.deck + 1})`);
export const matchesToken = (id: number, t: CardToken): boolean =>
  rankOf(id) === t.rank && suitOf(id) === t.suit && (t.deck === undefined || deckOf(id) === t.deck);
