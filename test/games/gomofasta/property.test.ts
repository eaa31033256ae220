// Random play to the end: 1,000 games (700 on 19×19, 300 on 13×13; deck ×1/×2/×3).
import { describe, expect, it } from 'vitest';
import { gomofasta, playRandomGame, randomGame, type GmState } from '../../../src/games/gomofasta/index.js';
import { emptyRegions, hasEight } from './helpers.js';

const GAMES_19 = 700;
const GAMES_13 = 300;

function checkState(s: GmState): void {
  const cards = s.hands[0].length + s.hands[1].length + s.deck.length + s.discard.length;
  if (cards !== 9 * s.deckMultiplier) throw new Error(`cards: ${cards}`);
  if (s.hands.some((h) => h.length !== 3)) throw new Error('hand size');
  const closed = emptyRegions(s.board, s.size).filter((g) => g.closed);
  if (closed.length) throw new Error(`closed region left at ply ${s.ply}: ${closed[0].points.join(',')}`);
  const v = gomofasta.view(s, s.ply % 3 === 2 ? 'spectator' : s.ply % 2);
  if ('deck' in v || 'rng' in v || /"deck"|"rng"/.test(JSON.stringify(v))) throw new Error('view leaks');
  if (v.deckSize !== s.deck.length) throw new Error('deck size');
}

function checkEnd(s: GmState): void {
  const r = s.result;
  if (!r) throw new Error('not ended');
  const b = hasEight(s.board, s.size, 'B');
  const w = hasEight(s.board, s.size, 'W');
  const full = !s.board.includes('.');
  if (r.winners.length === 1) {
    const colour = r.winners[0] === s.blackSeat ? 'B' : 'W';
    if (!(colour === 'B' ? b && !w : w && !b)) throw new Error(`winner without a line: ${r.reason}`);
  } else if (!(b && w) && !(full && !b && !w)) throw new Error(`bad draw: ${r.reason}`);
  if (s.ply > (s.size * s.size) / 4) throw new Error('too many plies');
  if (gomofasta.toAct(s).length || gomofasta.legalActions(s, 0).length || gomofasta.legalActions(s, 1).length) throw new Error('acts after end');
}

function replay(seed: string, options: { size: 13 | 19; deckMultiplier: 1 | 2 | 3 }, actions: { seat: number; action: unknown }[], every?: GmState[]) {
  const r0 = gomofasta.setup({ players: 2, seed, options });
  if (!r0.ok) throw new Error(r0.error);
  let s = r0.state;
  actions.forEach(({ seat, action }, i) => {
    const r = gomofasta.applyAction(s, seat, action as never);
    if (!r.ok) throw new Error(r.error);
    s = r.state;
    if (every) expect(s).toEqual(every[i]);
  });
  return s;
}

function runGames(count: number, size: 13 | 19, label: string) {
  const outcomes: Record<string, number> = {};
  for (let g = 0; g < count; g++) {
    const seed = `${label}-${g}`;
    const options = { size, deckMultiplier: ((g % 3) + 1) as 1 | 2 | 3 };
    const full = g % 25 === 0; // a few games are checked move by move against legalActions and replay
    const states: GmState[] = [];
    let prev: GmState | null = null;
    const first = gomofasta.setup({ players: 2, seed, options });
    if (!first.ok) throw new Error(first.error);
    prev = first.state;
    const { state, actions } = playRandomGame(seed, options, (s, action) => {
      checkState(s);
      if (full) {
        const legal = new Set(gomofasta.legalActions(prev!, prev!.toMove).map((a) => JSON.stringify(a)));
        if (!legal.has(JSON.stringify(action))) throw new Error(`not in legalActions: ${JSON.stringify(action)}`);
        states.push(s);
      }
      // Until the end, neither colour may have a line the engine missed.
      if (!s.result && (hasEight(s.board, size, 'B') || hasEight(s.board, size, 'W'))) throw new Error('line missed');
      prev = s;
    });
    checkEnd(state);
    expect(gomofasta.stateSchema.safeParse(state).success).toBe(true);
    expect(JSON.parse(JSON.stringify(state))).toEqual(state); // plain JSON
    expect(replay(seed, options, actions, full ? states : undefined)).toEqual(state);
    const key = state.result!.winners.length ? 'win' : state.result!.reason;
    outcomes[key] = (outcomes[key] ?? 0) + 1;
  }
  return outcomes;
}

describe('random games to the end', () => {
  it(`${GAMES_19} games on 19×19: no throw, no closed eye left, correct ends, exact replay, no leaks`, () => {
    const outcomes = runGames(GAMES_19, 19, 'p19');
    expect(outcomes.win).toBeGreaterThan(GAMES_19 * 0.8);
  });
  it(`${GAMES_13} games on 13×13, where full-board draws happen`, () => {
    const outcomes = runGames(GAMES_13, 13, 'p13');
    expect(outcomes['Draw: the board is full with no 8 in a row']).toBeGreaterThan(0);
  });
  it('randomGame is deterministic per seed and different across seeds', () => {
    expect(randomGame('bench-1')).toEqual(randomGame('bench-1'));
    const plies = new Set(Array.from({ length: 20 }, (_, i) => randomGame(`bench-${i}`).plies));
    expect(plies.size).toBeGreaterThan(3);
  });
});
