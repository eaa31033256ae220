// A defect the 1,000-game property test found: Pyramid's draw for a Recall may
// reshuffle the Discard Pile into the Draw Pile before Recall resolves, so the
// counter Recall named is gone from the Discard Pile — it must not be copied into
// the caster's hand as well.
import { expect, it } from 'vitest';
import { COUNTERS } from '../../../src/games/mogo/counters.js';
import { counterId } from '../../../src/games/mogo/counters.js';
import type { MogoState } from '../../../src/games/mogo/state.js';
import { action, u } from './counters-b-support.js';
import { play } from './helpers.js';

/** Where each counter is; a counter found twice or never is a broken state. */
function places(s: MogoState): Map<number, string[]> {
  const out = new Map<number, string[]>(COUNTERS.map((c) => [c.id, []]));
  const put = (c: number, w: string) => out.get(c)!.push(w);
  s.draw.forEach((c) => put(c, 'draw'));
  s.discard.forEach((c) => put(c, 'discard'));
  s.out.forEach((c) => put(c, 'out'));
  s.hands.forEach((h, i) => h.forEach((c) => put(c, `hand ${i}`)));
  s.captures.forEach((h, i) => h.forEach((c) => put(c, `captures ${i}`)));
  for (const p of s.board) if (p) [p.c, ...p.mods.map((m) => m.c)].forEach((c) => put(c, 'board'));
  return out;
}

it('Recall after Pyramid reshuffled the Discard Pile takes nothing, and every counter stays in one place', () => {
  const s = action([u('c4', 'Pyramid', 0)], ['Recall'], { discard: ['Titan'] });
  // An empty Draw Pile: Pyramid's draw reshuffles the Discard Pile (Titan with it).
  s.discard.push(...s.draw);
  s.draw = [];
  const t = play(s, 0, 'cast Recall Titan').state;
  const titan = counterId('Titan');
  expect(places(t).get(titan)!.length).toBe(1);
  for (const [c, where] of places(t)) expect(where, COUNTERS[c].name).toHaveLength(1);
});
