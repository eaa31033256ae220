// Builds Gog & Magog states from position strings for scenario tests, and the
// checks the tests share.
import { expect } from 'vitest';
import type { GameEvent } from '../../../src/games/engine.js';
import { gogmagog } from '../../../src/games/gogmagog/index.js';
import { CARD_TYPES, DECK, nameOf } from '../../../src/games/gogmagog/cards.js';
import { GM_R01_DECK_SIZE } from '../../../src/games/gogmagog/rulings.js';
import type { GogAction, GogState } from '../../../src/games/gogmagog/state.js';

export interface LaneSpec {
  lane: number;
  slot?: 'offence' | 'defence';
  card: string;
  concealed?: boolean;
  abilityUsed?: boolean;
}

export interface PositionSpec {
  energy?: [number, number];
  hands?: [string[], string[]];
  decks?: [string[], string[]];
  used?: [string[], string[]];
  resources?: [number, number];
  lanes?: [LaneSpec[], LaneSpec[]];
  mulligans?: [number, number];
  fatigue?: [number, number];
  toMove?: 0 | 1;
}

export function setupWith(spec: PositionSpec | string, seed = 'test') {
  const position = typeof spec === 'string' ? spec : JSON.stringify(spec);
  return gogmagog.setup({ players: 2, seed, options: { position } });
}

export function pos(spec: PositionSpec, seed = 'test'): GogState {
  const r = setupWith(spec, seed);
  if (!r.ok) throw new Error(`position refused: ${r.error}`);
  expectConserved(r.state);
  return r.state;
}

/** Each player's 40 cards in exactly one place. */
export function conserved(s: GogState): boolean {
  for (let p = 0; p < 2; p++) {
    const seen = new Uint8Array(GM_R01_DECK_SIZE);
    let k = 0;
    const ids = [...s.decks[p], ...s.hands[p], ...s.used[p], ...s.resources[p]];
    for (const c of s.lanes[p]) if (c) ids.push(c.card);
    for (const id of ids) {
      if (!Number.isInteger(id) || id < 0 || id >= GM_R01_DECK_SIZE || seen[id]) return false;
      seen[id] = 1;
      k++;
    }
    if (k !== GM_R01_DECK_SIZE) return false;
  }
  return true;
}

export function expectConserved(s: GogState): void {
  if (!conserved(s)) throw new Error('cards not conserved');
}

export function act(s: GogState, a: GogAction, seat = s.toMove): { state: GogState; events: GameEvent[] } {
  const r = gogmagog.applyAction(s, seat, a);
  if (!r.ok) throw new Error(`refused: ${r.error} (${JSON.stringify(a)})`);
  expectConserved(r.state);
  return { state: r.state, events: r.events };
}

/** Applies a notation text as the seat to move (through parseAction). */
export function move(s: GogState, text: string, seat = s.toMove): { state: GogState; events: GameEvent[] } {
  const p = gogmagog.parseAction(s, seat, text);
  if (!p.ok) throw new Error(`parse "${text}": ${p.error}`);
  return act(s, p.action, seat);
}

/** Applies several texts in turn; returns the last state and every event. */
export function moves(s: GogState, texts: string[]): { state: GogState; events: GameEvent[] } {
  let state = s;
  const events: GameEvent[] = [];
  for (const t of texts) {
    const r = move(state, t);
    state = r.state;
    events.push(...r.events);
  }
  return { state, events };
}

/** The refusal of a text (parsed, then applied); fails the test if it is accepted. */
export function refused(s: GogState, text: string, seat = s.toMove): string {
  const p = gogmagog.parseAction(s, seat, text);
  if (!p.ok) return p.error;
  const r = gogmagog.applyAction(s, seat, p.action);
  expect(r.ok, `"${text}" should be refused`).toBe(false);
  return r.ok ? '' : r.error;
}

export const texts = (events: GameEvent[]): string => events.filter((e) => e.kind !== 'private').map((e) => e.text).join('\n');
/** Card names in `seat`'s five lanes (null: empty). */
export const laneNames = (s: GogState, seat: number): (string | null)[] => s.lanes[seat].map((c) => (c ? nameOf(c.card) : null));
export const handNames = (s: GogState, seat: number): string[] => s.hands[seat].map(nameOf);

/** Every card name of one deck, minus `taken` (one copy each): a used pile that empties the deck. */
export function restOf(taken: string[]): string[] {
  const all = DECK.map((i) => CARD_TYPES[i].name);
  for (const t of taken) all.splice(all.indexOf(t), 1);
  return all;
}
