// Mogo's narrowed tree (issue 14): its lists run to hundreds, so the search
// considers only the few actions whose one step the measure ranks best; those
// must be legal, include the greedy choice, and leave a search replayable
// whatever the previous search remembered.
import { describe, expect, it } from 'vitest';
import { mogoAi } from '../../src/ai/evaluate/mogo.js';
import { playable, search } from '../../src/ai/search.js';
import { mogo, type MogoAction, type MogoState } from '../../src/games/mogo/index.js';
import { Rng, seedRng } from '../../src/games/rng.js';

/** A position from a random game where the seat to act has more than `width` choices. */
function widePosition(seed: string, width: number): MogoState {
  const setup = mogo.setup({ players: 2, seed, options: { position: null } });
  if (!setup.ok) throw new Error(setup.error);
  let s = setup.state;
  const rng = new Rng(seedRng(seed));
  for (let ply = 0; ply < 400 && !mogo.result(s); ply++) {
    const seat = mogo.toAct(s)[0];
    const actions = playable(mogo, s, seat) as MogoAction[];
    if (actions.length > width && ply > 20) return s;
    const r = mogo.applyAction(s, seat, rng.pick(actions));
    if (!r.ok) throw new Error(r.error);
    s = r.state;
  }
  throw new Error('no wide position');
}

describe('Mogo AI', () => {
  it('narrows a wide list to a few legal actions, the best one-step result among them', () => {
    const s = widePosition('mogo-ai-wide', 30);
    const seat = mogo.toAct(s)[0];
    const actions = playable(mogo, s, seat) as MogoAction[];
    const chosen = mogoAi.candidates!(s, seat, actions);
    expect(chosen.length).toBeGreaterThan(0);
    expect(chosen.length).toBeLessThanOrEqual(6);
    const lead = (a: MogoAction): number => {
      const r = mogo.applyAction(s, seat, a);
      if (!r.ok) throw new Error(r.error);
      const t = r.state as MogoState;
      if (t.result) return t.result.winners.includes(seat) ? 1e9 : -1e9;
      return mogoAi.score(t, seat) - mogoAi.score(t, 1 - seat);
    };
    const best = Math.max(...actions.map(lead));
    expect(lead(chosen[0])).toBe(best);
  });

  it('decides the same for the same seed whatever the search before it saw', () => {
    const a = widePosition('mogo-ai-replay-a', 30);
    const b = widePosition('mogo-ai-replay-b', 30);
    const budget = { iterations: 40, maxMs: 60_000, explore: 0.7 };
    const decide = (s: MogoState) => JSON.stringify(search(mogo, mogoAi, s, mogo.toAct(s)[0], 2, budget, new Rng(seedRng('replay'))));
    const fresh = decide(a);
    decide(b);
    expect(decide(a)).toBe(fresh);
  });
});
