// Builds U-G-O states for scenario tests, and checks shared by the tests.
import { expect } from 'vitest';
import type { GameEvent } from '../../../src/games/engine.js';
import { ugo } from '../../../src/games/ugo/index.js';
import { DECK_SIZE, isQueen, label, makeCard, parseCardToken } from '../../../src/games/ugo/cards.js';
import type { NinePolicy, TableCard, TenPolicy, UgoAction, UgoOptions, UgoState } from '../../../src/games/ugo/state.js';

/** "5s" = 5♠ of the zone's own deck, "5s(p2)" = 5♠ of Player 2's deck. */
export function card(spec: string, defaultDeck: number): number {
  const t = parseCardToken(spec.toLowerCase().replace(/\s/g, ''));
  if (!t) throw new Error(`bad card spec ${spec}`);
  return makeCard(t.deck ?? defaultDeck, t.suit, t.rank);
}

export interface TableSpec {
  card: string;
  /** 'a' attack (default) or 'd' defence. */
  pos?: 'a' | 'd';
  down?: boolean;
  equips?: string[];
}

export interface BuildSpec {
  players?: number;
  options?: Partial<UgoOptions>;
  hands?: string[][];
  tables?: TableSpec[][];
  /** Top card first. */
  decks?: string[][];
  /** Total deck sizes; leftover cards of that deck go to its discard pile (Queens: removed). */
  deckCounts?: (number | undefined)[];
  discards?: string[][];
  removed?: string[];
  turn?: number;
  /** Turns begun per seat; default 1 each (the first round is over). */
  started?: number[];
  direction?: 1 | -1;
  alive?: boolean[];
  tenPolicy?: TenPolicy[];
  ninePolicy?: NinePolicy[];
  playedAD?: boolean;
  switched?: boolean;
}

export function build(spec: BuildSpec): UgoState {
  const n = spec.players ?? 2;
  const used = new Set<number>();
  const take = (id: number): number => {
    if (used.has(id)) throw new Error(`card ${label(id)} of deck ${Math.floor(id / 52) + 1} placed twice`);
    used.add(id);
    return id;
  };
  const hands = Array.from({ length: n }, (_, p) => (spec.hands?.[p] ?? []).map((c) => take(card(c, p))));
  const tables: TableCard[][] = Array.from({ length: n }, (_, p) =>
    (spec.tables?.[p] ?? []).map((t) => ({
      card: take(card(t.card, p)),
      attack: (t.pos ?? 'a') === 'a',
      faceDown: !!t.down,
      equips: (t.equips ?? []).map((e) => take(card(e, p))),
    })),
  );
  const discards = Array.from({ length: n }, (_, p) => (spec.discards?.[p] ?? []).map((c) => take(card(c, p))));
  const removed = (spec.removed ?? []).map((c) => take(card(c, 0)));
  const topFirst = Array.from({ length: n }, (_, p) => (spec.decks?.[p] ?? []).map((c) => take(card(c, p))));
  const decks: number[][] = [];
  for (let p = 0; p < n; p++) {
    const left: number[] = [];
    for (let i = 0; i < DECK_SIZE; i++) if (!used.has(p * DECK_SIZE + i)) left.push(p * DECK_SIZE + i);
    const want = spec.deckCounts?.[p];
    let fill = left;
    if (want !== undefined) {
      const room = Math.max(0, want - topFirst[p].length);
      // Keep Queens out of the filler so tests stay predictable.
      const plain = left.filter((c) => !isQueen(c));
      fill = plain.slice(0, room);
      const rest = left.filter((c) => !fill.includes(c));
      for (const c of rest) (isQueen(c) ? removed : discards[p]).push(c);
    }
    decks.push([...fill, ...topFirst[p].slice().reverse()]);
  }
  return {
    game: 'ugo',
    players: n,
    options: { acesBySuit: false, ninesReflect: false, ...spec.options },
    rng: [1, 2, 3, 4],
    decks,
    discards,
    removed,
    hands,
    tables,
    alive: spec.alive ?? Array.from({ length: n }, () => true),
    started: spec.started ?? Array.from({ length: n }, () => 1),
    direction: spec.direction ?? 1,
    turn: { seat: spec.turn ?? 0, number: 10, playedAD: !!spec.playedAD, switched: !!spec.switched, attacked: [] },
    tenPolicy: spec.tenPolicy ?? Array.from({ length: n }, (): TenPolicy => ({ threshold: 3 })),
    ninePolicy: spec.ninePolicy ?? Array.from({ length: n }, (): NinePolicy => 'always'),
    known: Array.from({ length: n }, () => []),
    log: [],
    result: null,
  };
}

/** Every card id in the state, each zone counted. */
export function allCards(s: UgoState): number[] {
  const out: number[] = [];
  for (let p = 0; p < s.players; p++) {
    out.push(...s.decks[p], ...s.discards[p], ...s.hands[p]);
    for (const t of s.tables[p]) out.push(t.card, ...t.equips);
  }
  out.push(...s.removed);
  return out;
}

export function expectConserved(s: UgoState): void {
  const all = allCards(s);
  const n = s.players * DECK_SIZE;
  if (all.length !== n || new Set(all).size !== n || all.some((c) => c < 0 || c >= n)) {
    throw new Error(`cards not conserved: ${all.length} cards, ${new Set(all).size} distinct, expected ${n}`);
  }
}

export function act(s: UgoState, seat: number, a: UgoAction): { state: UgoState; events: GameEvent[] } {
  const r = ugo.applyAction(s, seat, a);
  if (!r.ok) throw new Error(`refused: ${r.error} (${JSON.stringify(a)})`);
  expectConserved(r.state);
  return { state: r.state, events: r.events };
}

/** Applies a notation text as `seat` (through parseAction). */
export function move(s: UgoState, seat: number, text: string): { state: UgoState; events: GameEvent[] } {
  const p = ugo.parseAction(s, seat, text);
  if (!p.ok) throw new Error(`parse "${text}": ${p.error}`);
  return act(s, seat, p.action);
}

export function refused(s: UgoState, seat: number, a: UgoAction): string {
  const r = ugo.applyAction(s, seat, a);
  expect(r.ok).toBe(false);
  return r.ok ? '' : r.error;
}

export const texts = (events: GameEvent[]): string => events.map((e) => e.text).join('\n');
export const labels = (ids: number[]): string[] => ids.map(label);
export const c = card;
