// Property test: 1,000 seeded random games to the end through the public API.
import { describe, expect, it } from 'vitest';
import { agog, notateAll, randomGame, type AgogAction, type AgogState } from '../../../src/games/agog/index.js';
import { golemCheckers } from '../../../src/games/agog/board.js';
import { JG_R10_PLY_CAP } from '../../../src/games/agog/rulings.js';
import { Rng, seedRng } from '../../../src/games/rng.js';

const GAMES = 1000;

function check(ok: boolean, what: string): void {
  if (!ok) expect.fail(what);
}

function same(a: AgogAction, b: AgogAction): boolean {
  if (a.from !== b.from || a.capture !== b.capture || a.promote !== b.promote) return false;
  if (a.to.length !== b.to.length || a.corrupt.length !== b.corrupt.length) return false;
  for (let i = 0; i < a.to.length; i++) if (a.to[i] !== b.to[i]) return false;
  for (let i = 0; i < a.corrupt.length; i++) if (a.corrupt[i] !== b.corrupt[i]) return false;
  return Object.keys(a).length === 5 && Object.keys(b).length === 5;
}

function newGame(handicap: number): AgogState {
  const r = agog.setup({ players: 2, seed: 'p', options: { handicap } });
  if (!r.ok) throw new Error(r.error);
  return r.state;
}

describe('random play', () => {
  it(`${GAMES} random games: no throw, notation round-trips, replay is identical, schema holds`, () => {
    let plies = 0;
    let checkedTexts = 0;
    const reasons = new Map<string, number>();
    for (let g = 0; g < GAMES; g++) {
      const rng = new Rng(seedRng(`agog-property-${g}`));
      const handicap = g % 10;
      let state = newGame(handicap);
      const log: AgogAction[] = [];
      while (agog.result(state) === null) {
        const seat = state.toMove;
        // Plain checks in the loop (vitest's expect is too slow for ~10^6 assertions).
        check(agog.toAct(state).length === 1 && agog.toAct(state)[0] === seat, 'toAct is the side to move');
        const legal = agog.legalActions(state, seat);
        check(legal.length > 0, 'a side to move has a legal action');
        check(agog.legalActions(state, 1 - seat).length === 0, 'the other side has none');
        // Every legal action's canonical text parses back to that same action.
        const all = notateAll(state);
        check(all.length === legal.length, 'notateAll lists every legal action');
        const seen = new Set<string>();
        for (let i = 0; i < all.length; i++) {
          const { action, text } = all[i];
          check(same(action, legal[i]), 'notateAll and legalActions agree');
          check(!seen.has(text), `"${text}" is printed for two actions`);
          seen.add(text);
          const p = agog.parseAction(state, seat, text);
          if (!p.ok) throw new Error(`game ${g} ply ${state.ply}: "${text}" did not parse: ${p.error}`);
          check(same(p.action, action), `"${text}" parses back to its action`);
        }
        checkedTexts += all.length;
        const pick = rng.int(0, legal.length - 1);
        const action = legal[pick];
        const r = agog.applyAction(state, seat, action);
        if (!r.ok) throw new Error(`game ${g}: legal action refused: ${r.error}`);
        check(r.state.last?.text === all[pick].text, 'the stored text is the canonical one');
        check(r.state.ply === state.ply + 1, 'ply advances');
        // Golems are conserved: board checkers + pool = 20 (Black: 20 − handicap, JG-R13).
        const checkers = golemCheckers(r.state.board);
        check(checkers[0] + r.state.pools[0] === 20, 'White golems conserved');
        check(checkers[1] + r.state.pools[1] === 20 - handicap, 'Black golems conserved');
        log.push(action);
        state = r.state;
        if (state.ply % 5 === 0) check(agog.stateSchema.safeParse(state).success, 'stateSchema accepts the state');
      }
      const res = agog.result(state);
      expect(res).not.toBeNull();
      expect(res?.winners).toHaveLength(1);
      expect(state.ply).toBeLessThan(JG_R10_PLY_CAP);
      expect(agog.toAct(state)).toEqual([]);
      expect(agog.stateSchema.parse(JSON.parse(JSON.stringify(state)))).toEqual(state);
      reasons.set(res!.reason, (reasons.get(res!.reason) ?? 0) + 1);
      plies += state.ply;

      // Replay from setup and the action log (through JSON, as the database would) gives the same state.
      let again = newGame(handicap);
      for (const a of JSON.parse(JSON.stringify(log)) as AgogAction[]) {
        const r = agog.applyAction(again, again.toMove, a);
        if (!r.ok) throw new Error(r.error);
        again = r.state;
      }
      expect(again).toEqual(state);
    }
    console.log(`agog: ${GAMES} games, ${plies} plies, ${checkedTexts} notations round-tripped`, Object.fromEntries(reasons));
  });

  it('randomGame ends every game with a winner, deterministically per seed', () => {
    const a = randomGame('seed-1');
    expect(randomGame('seed-1')).toEqual(a);
    expect(a.result.winners).toHaveLength(1);
    expect(a.plies).toBeGreaterThan(10);
    for (let i = 0; i < 300; i++) expect(randomGame(`many-${i}`).result.winners).toHaveLength(1);
  });
});
