// Small builders shared by the counters-b scenario files (#79–#155 of RULINGS §1.6).
import { COUNTERS } from '../../../src/games/mogo/table.js';
import type { MogoState } from '../../../src/games/mogo/state.js';
import { pos, type PosSpec } from './helpers.js';

export type BoardEntry = NonNullable<PosSpec['board']>[number];

export const u = (cell: string, counter: string, owner: number, extra: { modifiers?: string[]; copy?: string } = {}): BoardEntry => ({ cell, counter, owner, ...extra });
export const names = (ids: readonly number[]): string[] => ids.map((c) => COUNTERS[c].name);

/** Player 1 (seat 0) to act in `phase`, with a hand; Player 2's hand too when given. */
export function scene(board: BoardEntry[], phase: NonNullable<PosSpec['phase']>, hand: string[] = [], more: Partial<PosSpec> = {}, players = 2): MogoState {
  const hands = more.hands ?? [hand, ...Array.from({ length: players - 1 }, () => [] as string[])];
  return pos({ board, hands, toMove: 0, phase, ...more }, players);
}
export const action = (board: BoardEntry[], hand: string[] = [], more: Partial<PosSpec> = {}) => scene(board, 'action', hand, more);
export const deployment = (board: BoardEntry[], hand: string[] = [], more: Partial<PosSpec> = {}) => scene(board, 'deployment', hand, more);
