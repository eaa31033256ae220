// Mogo's narrowed tree (issue 14): its lists run to hundreds, so the search
// considers only the few actions whose one step the measure ranks best, as
// many as the level says; those must be legal, find the winning or the saving
// Deployment, and leave a search replayable whatever the previous search remembered.
import { describe, expect, it } from 'vitest';
import { mogoAi } from '../../src/ai/evaluate/mogo.js';
import { playable, search } from '../../src/ai/search.js';
import { cellName } from '../../src/games/mogo/geometry.js';
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

/** Seat 0 to deploy with `hand`, over the given counters (cell → [counter, owner]). */
function lined(board: [string, string, number][], hand: string[]): MogoState {
  const position = { board: board.map(([cell, counter, owner]) => ({ cell, counter, owner })), hands: [hand, ['Wolves']], toMove: 0, phase: 'deployment' };
  const setup = mogo.setup({ players: 2, seed: 'mogo-ai-lines', options: { position: JSON.stringify(position) } });
  if (!setup.ok) throw new Error(setup.error);
  return setup.state as MogoState;
}

const SIX = ['Ghost', 'Spectre', 'Wraith', 'Unicorn', 'Giant Spider', 'Lizard Men'];
const deployCell = (a: unknown): string | null => ((a as MogoAction).type === 'deploy' ? cellName((a as { cell: number }).cell) : null);

describe('Mogo AI', () => {
  it('narrows a wide list to as many legal actions as the level says, at most two Deployments into one cell', () => {
    const s = widePosition('mogo-ai-wide', 30);
    const seat = mogo.toAct(s)[0];
    const actions = playable(mogo, s, seat) as MogoAction[];
    const legal = new Set(actions.map((a) => JSON.stringify(a)));
    for (const width of [6, 12]) {
      mogoAi.forget!();
      const chosen = mogoAi.candidates!(s, seat, actions, width);
      expect(chosen.length).toBe(width);
      for (const a of chosen) expect(legal.has(JSON.stringify(a))).toBe(true);
      const perCell = new Map<number, number>();
      for (const a of chosen) if (a.type === 'deploy') perCell.set(a.cell, (perCell.get(a.cell) ?? 0) + 1);
      expect(Math.max(...perCell.values())).toBeLessThanOrEqual(2);
    }
  });

  it('ranks the Deployment that completes a line of seven first', () => {
    const s = lined(SIX.map((c, i) => [`${'abcdef'[i]}1`, c, 0]), ['Mox', 'Vise', 'Rogue']);
    const chosen = mogoAi.candidates!(s, 0, playable(mogo, s, 0) as MogoAction[], 6);
    expect(deployCell(chosen[0])).toBe('g1');
  });

  it('ranks the Flag into the gap of six cells first, below the root too: it weighs two, so five counters and the Flag make the line', () => {
    // a1–e1 are seat 0's, g1 seat 1's: no window of seven along the first rank is open, yet the Flag at f1 wins.
    const s = lined([...SIX.slice(0, 5).map((c, i): [string, string, number] => [`${'abcde'[i]}1`, c, 0]), ['g1', 'Lizard Men', 1]], ['Mox', 'Vise', 'Flag']);
    const actions = playable(mogo, s, 0) as MogoAction[];
    mogoAi.forget!();
    const first = mogoAi.candidates!(s, 0, actions, 6, false)[0];
    expect(first).toMatchObject({ type: 'deploy', cell: 5 });
    const won = mogo.applyAction(s, 0, first);
    expect(won.ok && mogo.result(won.state)?.winners).toEqual([0]);
  });

  it("the AI's own decision is never worse by the measure than the greedy baseline's: every Deployment is ranked there", () => {
    const value = (s: MogoState, seat: number, a: MogoAction): number => {
      const r = mogo.applyAction(s, seat, a);
      if (!r.ok) return -Infinity;
      const result = mogo.result(r.state);
      if (result) return result.winners.includes(seat) ? 1e9 : -1e9;
      return mogoAi.score(r.state, seat) - mogoAi.score(r.state, 1 - seat);
    };
    for (const seed of ['root-a', 'root-b', 'root-c', 'root-d', 'root-e', 'root-f']) {
      const s = widePosition(`mogo-ai-${seed}`, 60);
      const seat = mogo.toAct(s)[0];
      const actions = playable(mogo, s, seat) as MogoAction[];
      mogoAi.forget!();
      const top = value(s, seat, mogoAi.candidates!(s, seat, actions, 6, true)[0]);
      expect(top).toBeGreaterThanOrEqual(Math.max(...actions.map((a) => value(s, seat, a))) - 1e-9);
    }
  });

  it("the exact measure reads each counter for its controller: a Necromancer's Undead line up for its seat, not their stones'", () => {
    const undead: [string, string, number][] = ['Lich', 'Undead Champion', 'Wraith', 'Zombies'].map((c, i) => [`${'abcd'[i]}1`, c, 0]);
    const plain = lined([...undead, ['e1', 'Ghost', 0], ['j10', 'Unicorn', 1]], ['Mox']);
    // Nobody controls another's counter: the two measures agree.
    for (const seat of [0, 1]) expect(mogoAi.exact!(plain, seat)).toBeCloseTo(mogoAi.score(plain, seat), 9);
    const claimed = lined([...undead, ['e1', 'Ghost', 0], ['j10', 'Necromancer', 1]], ['Mox']);
    expect(mogoAi.exact!(claimed, 0)).toBeLessThan(mogoAi.score(claimed, 0) - 1);
    expect(mogoAi.exact!(claimed, 1)).toBeGreaterThan(mogoAi.score(claimed, 1) + 1);
  });

  it('reads a hand by what it holds, and the board by controller, for the fitted measure', () => {
    const undead: [string, string, number][] = ['Lich', 'Undead Champion', 'Wraith', 'Zombies'].map((c, i) => [`${'abcd'[i]}1`, c, 0]);
    const s = lined([...undead, ['j10', 'Necromancer', 1]], ['Flag', 'Red Dragon', 'Goblin Sneak', 'Earthquake', 'Pyramid', 'Tornado', 'Loyal Steed', 'Guardian']);
    const named = (seat: number) => Object.fromEntries(mogoAi.featureNames!.map((n, i) => [n, mogoAi.features!(s, seat)[i]]));
    const mine = named(0);
    // Red Dragon 7, Goblin Sneak 1, Guardian 6; the Flag is counted apart from the other Relics.
    expect(mine).toMatchObject({ handUnits: 3, handForce: 14, handSorceries: 1, handLocales: 1, handEnchantments: 1, handModifiers: 1, handRelics: 0, handFlag: 1, toMove: 1 });
    // The Necromancer controls the four Undead: they are seat 1's on the board and in its line, not their stones'.
    expect(mine.onBoard).toBe(0);
    expect(named(1).onBoard).toBe(5);
    expect(named(1).windows4 + named(1).windows5).toBeGreaterThan(0);
    expect(mogoAi.features!(s, 0)).toHaveLength(mogoAi.featureNames!.length);
  });

  it("blocks a rival's six in a row, in the ranking and in the search", () => {
    const s = lined(SIX.map((c, i) => [`${'abcdef'[i]}3`, c, 1]), ['Mox', 'Vise']);
    const actions = playable(mogo, s, 0) as MogoAction[];
    expect(actions.length).toBeGreaterThan(100);
    mogoAi.forget!();
    expect(deployCell(mogoAi.candidates!(s, 0, actions, 6)[0])).toBe('g3');
    const budget = { iterations: 100, maxMs: 60_000, explore: 0.7, width: 6 };
    expect(deployCell(search(mogo, mogoAi, s, 0, 2, budget, new Rng(seedRng('block'))))).toBe('g3');
  });

  it("takes a rival's group by filling its last empty neighbour, in the ranking and in the search", () => {
    // Seat 1's Ghost and Giant Spider in the corner, walled by seat 0's counters: a3 is their only empty neighbour, a cell no line favours.
    const s = lined([['a1', 'Ghost', 1], ['a2', 'Giant Spider', 1], ['b1', 'Spectre', 0], ['b2', 'Wraith', 0]], ['Mox', 'Vise']);
    const actions = playable(mogo, s, 0) as MogoAction[];
    mogoAi.forget!();
    expect(deployCell(mogoAi.candidates!(s, 0, actions, 6)[0])).toBe('a3');
    const budget = { iterations: 100, maxMs: 60_000, explore: 0.7, width: 6 };
    expect(deployCell(search(mogo, mogoAi, s, 0, 2, budget, new Rng(seedRng('take'))))).toBe('a3');
  });

  it("hard's playouts deploy and act as the greedy baseline would, and end every other phase", () => {
    const s = lined(SIX.map((c, i) => [`${'abcdef'[i]}1`, c, 0]), ['Mox', 'Vise', 'Rogue']);
    const rng = new Rng(seedRng('reply'));
    mogoAi.forget!();
    expect(deployCell(mogoAi.reply!(s, 0, playable(mogo, s, 0) as MogoAction[], rng))).toBe('g1');
    const end = (from: MogoState): MogoState => {
      const r = mogo.applyAction(from, 0, { type: 'end' });
      if (!r.ok) throw new Error(r.error);
      return r.state as MogoState;
    };
    const action = end(s);
    expect(action.turn.phase).toBe('action');
    const acts = playable(mogo, action, 0) as MogoAction[];
    expect(mogoAi.reply!(action, 0, acts, rng)).toEqual(acts.length > 1 ? mogoAi.candidates!(action, 0, acts, 1)[0] : { type: 'end' });
    const capture = end(action);
    expect(capture.turn.phase).toBe('capture');
    expect(mogoAi.reply!(capture, 0, playable(mogo, capture, 0) as MogoAction[], rng)).toEqual({ type: 'end' });
  });

  it("blocks a rival's six in a row with hard's playouts (greedy Deployments, eight actions deep)", () => {
    const s = lined(SIX.map((c, i) => [`${'abcdef'[i]}3`, c, 1]), ['Mox', 'Vise']);
    const budget = { iterations: 100, maxMs: 60_000, explore: 0.15, width: 6, playoutDepth: 8, reply: true };
    mogoAi.forget!();
    expect(deployCell(search(mogo, mogoAi, s, 0, 2, budget, new Rng(seedRng('block-reply'))))).toBe('g3');
  });

  it('a compressed tree (Budget.compress) branches on a Deployment still to make, and on nothing after it', () => {
    const s = lined(SIX.map((c, i) => [`${'abcdef'[i]}3`, c, 1]), ['Mox', 'Vise']);
    expect(mogoAi.branches!(s, 0)).toBe(true);
    const block = (playable(mogo, s, 0) as MogoAction[]).find((a) => deployCell(a) === 'g3')!;
    const deployed = mogo.applyAction(s, 0, block);
    if (!deployed.ok) throw new Error(deployed.error);
    expect(mogoAi.branches!(deployed.state as MogoState, 0)).toBe(false);
    const budget = { iterations: 100, maxMs: 60_000, explore: 0.15, width: 6, compress: true };
    mogoAi.forget!();
    expect(deployCell(search(mogo, mogoAi, s, 0, 2, budget, new Rng(seedRng('block-compressed'))))).toBe('g3');
  });

  it('decides the same for the same seed whatever the search before it saw', () => {
    const a = widePosition('mogo-ai-replay-a', 30);
    const b = widePosition('mogo-ai-replay-b', 30);
    const budget = { iterations: 40, maxMs: 60_000, explore: 0.7, width: 6 };
    const decide = (s: MogoState) => JSON.stringify(search(mogo, mogoAi, s, mogo.toAct(s)[0], 2, budget, new Rng(seedRng('replay'))));
    const fresh = decide(a);
    decide(b);
    expect(decide(a)).toBe(fresh);
  });
});
