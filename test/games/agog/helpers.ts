// Test helpers: build A•G•O•G positions from a short spec and play moves by notation.
import { expect } from 'vitest';
import { agog, notateAll, toPosition, type AgogState } from '../../../src/games/agog/index.js';

const FILES = 'abcdefgh';

export function sq(name: string): number {
  return FILES.indexOf(name[0]) + 8 * (Number(name[1]) - 1);
}

/**
 * A position string from a spec such as "j:a1 g:a6,b5 h:c3 J:h8 G:c7": the letter is
 * the position-string character (lower case White, upper case Black).
 */
export function pos(spec: string, toMove: 'w' | 'b' = 'w', pools = '0,0'): string {
  const cells = Array.from({ length: 64 }, () => '.');
  for (const part of spec.trim().split(/\s+/)) {
    const [ch, list] = part.split(':');
    for (const name of list.split(',')) {
      const i = sq(name);
      if (cells[i] !== '.') throw new Error(`square ${name} used twice in spec`);
      cells[i] = ch;
    }
  }
  const ranks: string[] = [];
  for (let r = 7; r >= 0; r--) ranks.push(cells.slice(8 * r, 8 * r + 8).join(''));
  return `${ranks.join('/')} ${toMove} ${pools}`;
}

export function start(spec: string, toMove: 'w' | 'b' = 'w', pools = '0,0'): AgogState {
  const r = agog.setup({ players: 2, seed: 't', options: { position: pos(spec, toMove, pools) } });
  if (!r.ok) throw new Error(r.error);
  return r.state;
}

/** Parses and applies `text` for the side to move; fails the test if either step fails. */
export function play(state: AgogState, text: string): AgogState {
  const p = agog.parseAction(state, state.toMove, text);
  if (!p.ok) throw new Error(`parse "${text}": ${p.error}`);
  const r = agog.applyAction(state, state.toMove, p.action);
  if (!r.ok) throw new Error(`apply "${text}": ${r.error}`);
  return r.state;
}

/** Canonical texts of every legal action of the side to move, sorted. */
export function texts(state: AgogState): string[] {
  return notateAll(state)
    .map((x) => x.text)
    .sort();
}

/** The position-string character on a square. */
export function at(state: AgogState, name: string): string {
  const board = toPosition(state).split(' ')[0].split('/');
  const i = sq(name);
  return board[7 - (i >> 3)][i & 7];
}

export function parseError(state: AgogState, text: string): string {
  const p = agog.parseAction(state, state.toMove, text);
  expect(p.ok, `"${text}" should be rejected`).toBe(false);
  return p.ok ? '' : p.error;
}

export function deepFreeze<T>(x: T): T {
  if (typeof x === 'object' && x !== null) {
    for (const v of Object.values(x)) deepFreeze(v);
    Object.freeze(x);
  }
  return x;
}
