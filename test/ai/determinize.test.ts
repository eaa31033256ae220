// determinize (issue 14): the sampled state looks the same as the real one
// to the seat, keeps every card, and depends only on what the seat sees.
import { describe, expect, it } from 'vitest';
import { engines } from '../../src/games/index.js';
import type { AnyEngine } from '../../src/games/engine.js';
import { Rng, seedRng } from '../../src/games/rng.js';

const HIDDEN = [
  { id: 'ugo', players: [2, 4] },
  { id: 'gogmagog', players: [2] },
  { id: 'mogo', players: [2, 3] },
] as const;

/** States along a random game, every few plies. */
function* randomStates(engine: AnyEngine, players: number, seed: string, plies: number): Generator<unknown> {
  const rng = new Rng(seedRng(seed));
  const setup = engine.setup({ players, seed, options: {} });
  if (!setup.ok) throw new Error(setup.error);
  let s = setup.state;
  for (let n = 0; n < plies && !engine.result(s); n++) {
    if (n % 7 === 0) yield s;
    const seat = engine.toAct(s)[0];
    const actions = engine.legalActions(s, seat).filter((a: unknown) => !engine.isStandingOrder?.(a));
    const r = engine.applyAction(s, seat, rng.pick(actions));
    if (!r.ok) throw new Error(r.error);
    s = r.state;
  }
}

const sorted = (xs: number[]) => xs.slice().sort((a, b) => a - b);

describe.each(HIDDEN)('determinize: $id', ({ id, players }) => {
  const engine = engines[id]!;
  it.each(players)('%i players: same view, same cards, a function of the view alone', (n) => {
    let checked = 0;
    for (const s of randomStates(engine, n, `det-${id}-${n}`, id === 'mogo' ? 250 : 400)) {
      for (let seat = 0; seat < n; seat++) {
        const d = engine.determinize!(s, seat, new Rng(seedRng(`a${checked}`)));
        expect(engine.stateSchema.safeParse(d).success).toBe(true);
        expect(engine.view(d, seat)).toEqual(engine.view(s, seat));
        const toAct = engine.toAct(s);
        if (toAct.includes(seat)) expect(engine.legalActions(d, seat)).toEqual(engine.legalActions(s, seat));
        // Nothing created or lost: the same cards overall.
        expect(sorted(allCards(id, d))).toEqual(sorted(allCards(id, s)));
        // Another state the seat cannot tell apart determinizes to the very same state.
        const other = engine.determinize!(s, seat, new Rng(seedRng(`b${checked}`)));
        expect(engine.determinize!(other, seat, new Rng(seedRng(`a${checked}`)))).toEqual(d);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(10);
  });
});

/** Every card id in a state's hands, decks and tables (per game). */
function allCards(id: string, s: any): number[] {
  if (id === 'ugo') return [...s.decks.flat(), ...s.hands.flat(), ...s.discards.flat(), ...s.removed, ...s.tables.flat().flatMap((t: any) => [t.card, ...t.equips])];
  if (id === 'gogmagog') return [0, 1].flatMap((p) => [...s.decks[p], ...s.hands[p], ...s.used[p], ...s.resources[p], ...s.lanes[p].filter(Boolean).map((c: any) => c.card)].map((c: number) => c + 100 * p));
  return [...s.draw, ...s.discard, ...s.hands.flat(), ...s.captures.flat(), ...s.out, ...s.board.filter(Boolean).flatMap((p: any) => [p.c, ...p.mods.map((m: any) => m.c)])];
}
