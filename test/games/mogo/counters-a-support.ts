// Builders for the counters-a scenario files (#1–#78 of RULINGS §1.6), and the
// coverage check: every counter of a range must name a describe block of its file.
import { expect } from 'vitest';
import { COUNTERS } from '../../../src/games/mogo/table.js';
import type { MogoState } from '../../../src/games/mogo/state.js';
import { mogo } from '../../../src/games/mogo/index.js';
import { pos, type PosSpec } from './helpers.js';

export type Spot = NonNullable<PosSpec['board']>[number];

export const on = (cell: string, counter: string, owner: number, modifiers?: string[]): Spot => ({ cell, counter, owner, ...(modifiers ? { modifiers } : {}) });

/** Player 1 (seat 0) to act in `phase` with `hand`; `more` overrides anything. */
export const scene = (phase: NonNullable<PosSpec['phase']>, board: Spot[], hand: string[] = [], more: Partial<PosSpec> = {}): MogoState =>
  pos({ board, hands: [hand, []], toMove: 0, phase, ...more });

/** The refusal of `text` as `seat`: it must parse (so a typo cannot pass for a refusal) and be refused. */
export function denied(s: MogoState, seat: number, text: string): string {
  const p = mogo.parseAction(s, seat, text);
  expect(p.ok, `"${text}" should parse`).toBe(true);
  if (!p.ok) return '';
  const r = mogo.applyAction(s, seat, p.action);
  expect(r.ok, `"${text}" should be refused`).toBe(false);
  expect(mogo.legalActions(s, seat).map((a) => mogo.formatAction(s, a))).not.toContain(mogo.formatAction(s, p.action));
  return r.ok ? '' : r.error;
}

export const controllerAt = (s: MogoState, cell: string): number | undefined => mogo.view(s, 'spectator').board.find((c) => c.cell === cell)?.controller;
export const forceAt = (s: MogoState, cell: string): number | null | undefined => mogo.view(s, 'spectator').board.find((c) => c.cell === cell)?.force;
export const handNames = (s: MogoState, seat: number): string[] => s.hands[seat].map((c) => COUNTERS[c].name).sort();

interface TaskLike { name: string; tasks?: TaskLike[] }

function titles(t: TaskLike, out: string[]): string[] {
  out.push(t.name);
  for (const c of t.tasks ?? []) titles(c, out);
  return out;
}

/** Every counter numbered `from`…`to` (1-based, §1.6 order) names a block of the file `file`. */
export function expectCovered(file: TaskLike, from: number, to: number): void {
  const all = new Set(titles(file, []));
  const missing = COUNTERS.slice(from - 1, to).map((c) => c.name).filter((n) => !all.has(n));
  expect(missing).toEqual([]);
}
