// Small builders shared by the counters-b scenario files (#79–#155 of RULINGS §1.6),
// and `play`/`refused` that also hold legalActions to what applyAction does.
import { expect } from 'vitest';
import { mogo } from '../../../src/games/mogo/index.js';
import { COUNTERS } from '../../../src/games/mogo/table.js';
import type { MogoState } from '../../../src/games/mogo/state.js';
import { play as playText, pos, refused as refusedText, type PosSpec } from './helpers.js';

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

/** Whether `text` (parsed) is among the seat's legal actions; null when it does not parse or is a standing order. */
function listed(s: MogoState, seat: number, text: string): boolean | null {
  const p = mogo.parseAction(s, seat, text);
  if (!p.ok || p.action.type === 'order') return null;
  const want = mogo.formatAction(s, p.action);
  return mogo.legalActions(s, seat).some((a) => mogo.formatAction(s, a) === want);
}

export function play(s: MogoState, seat: number, text: string) {
  const l = listed(s, seat, text);
  if (l !== null) expect(l, `"${text}" should be a legal action`).toBe(true);
  return playText(s, seat, text);
}

export function refused(s: MogoState, seat: number, text: string): string {
  const l = listed(s, seat, text);
  if (l !== null) expect(l, `"${text}" should not be a legal action`).toBe(false);
  return refusedText(s, seat, text);
}
