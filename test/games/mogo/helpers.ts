// Builds Mogo states from position objects and plays notation, for scenario tests.
import { expect } from 'vitest';
import type { GameEvent } from '../../../src/games/engine.js';
import { mogo } from '../../../src/games/mogo/index.js';
import type { MogoAction, MogoState } from '../../../src/games/mogo/state.js';
import { parseCell } from '../../../src/games/mogo/geometry.js';

export interface PosSpec {
  board?: { cell: string; counter: string; owner: number; modifiers?: string[]; copy?: string }[];
  hands?: string[][];
  drawPile?: string[];
  discard?: string[];
  captures?: string[][];
  actionTokens?: number[];
  toMove?: number;
  phase?: 'fate' | 'deployment' | 'action' | 'capture' | 'end';
}

export function pos(spec: PosSpec, players = 2, seed = 'test'): MogoState {
  const r = mogo.setup({ players, seed, options: { position: JSON.stringify(spec) } });
  if (!r.ok) throw new Error(r.error);
  return r.state;
}

/**
 * Freezes a state all the way down. Scenario tests apply actions to frozen
 * states: the engine must never change a state it is given (it clones, sharing
 * only what it copies before writing), or these throw.
 */
export function deepFreeze<T>(o: T): T {
  if (o && typeof o === 'object' && !Object.isFrozen(o)) {
    Object.freeze(o);
    for (const v of Object.values(o)) deepFreeze(v);
  }
  return o;
}

/** Parses and applies `text` as `seat`; fails the test on a refusal. */
export function play(s: MogoState, seat: number, text: string): { state: MogoState; events: GameEvent[] } {
  const p = mogo.parseAction(s, seat, text);
  if (!p.ok) throw new Error(`parse "${text}": ${p.error}`);
  const r = mogo.applyAction(deepFreeze(s), seat, p.action);
  if (!r.ok) throw new Error(`apply "${text}": ${r.error}`);
  return { state: r.state, events: r.events };
}

/** The refusal for `text` (parsed) as `seat`. */
export function refused(s: MogoState, seat: number, text: string): string {
  const p = mogo.parseAction(s, seat, text);
  if (!p.ok) return p.error;
  const r = mogo.applyAction(deepFreeze(s), seat, p.action);
  expect(r.ok, `"${text}" should be refused`).toBe(false);
  return r.ok ? '' : r.error;
}

export function legalTexts(s: MogoState, seat: number): string[] {
  return mogo.legalActions(s, seat).map((a: MogoAction) => mogo.formatAction(s, a));
}

export const at = (s: MogoState, cell: string) => s.board[parseCell(cell)];
export const nameAt = (s: MogoState, cell: string): string | null => {
  const p = at(s, cell);
  return p ? mogo.view(s, 'spectator').board.find((c) => c.cell === cell)!.counter : null;
};
export const cellView = (s: MogoState, cell: string) => mogo.view(s, 'spectator').board.find((c) => c.cell === cell);
