// Mogo's tactics (GameAi.guard): a win in the rest of the turn, found in up to
// two steps, and a choice that would leave the next seat one replaced by a
// Deployment that leaves it none. Positions are built as MOGO §1.1 item 16
// reads the board: a line of seven cells its seat controls wins at once.
import { describe, expect, it } from 'vitest';
import { mogoAi } from '../../src/ai/evaluate/mogo.js';
import { guardMogo } from '../../src/ai/evaluate/mogo-tactics.js';
import { finishingCells, winThisTurn } from '../../src/ai/evaluate/mogo-turns.js';
import { think } from '../../src/ai/think.js';
import { parseCell } from '../../src/games/mogo/geometry.js';
import { mogo, type MogoAction, type MogoState } from '../../src/games/mogo/index.js';
import { Rng, seedRng } from '../../src/games/rng.js';

const FIVE = ['Ghost', 'Spectre', 'Wraith', 'Unicorn', 'Giant Spider'];

/** The other seats' hands, one counter each, in seat order. */
const OTHERS = ['Rogue', 'Colossus', 'Wurm'];

/** `toMove` in its Deployment Phase with `hand`, over the given counters (cell, counter, owner); every other seat holds one counter (`others`, in seat order; at two, Rogue). */
function position(board: [string, string, number][], hand: string[], toMove = 0, players = 2, others = OTHERS): MogoState {
  const hands = Array.from({ length: players }, (_, p) => (p === toMove ? hand : [others[p < toMove ? p : p - 1]]));
  const p = { board: board.map(([cell, counter, owner]) => ({ cell, counter, owner })), hands, toMove, phase: 'deployment' };
  const setup = mogo.setup({ players, seed: 'mogo-tactics', options: { position: JSON.stringify(p) } });
  if (!setup.ok) throw new Error(setup.error);
  return setup.state as MogoState;
}

const playAll = (s: MogoState, seat: number, actions: readonly MogoAction[]): MogoState => {
  let t = s;
  for (const a of actions) {
    const r = mogo.applyAction(t, seat, a);
    if (!r.ok) throw new Error(r.error);
    t = r.state as MogoState;
  }
  return t;
};

const samplesOf = (s: MogoState, seat: number, n: number, seed: string): MogoState[] => {
  const rng = new Rng(seedRng(seed));
  return Array.from({ length: n }, () => mogo.determinize!(s, seat, rng) as MogoState);
};

const cell = (name: string): number => parseCell(name);
/** Six of seat `owner`'s counters on a1–f1: one Deployment on g1 from a line of seven. */
const sixOf = (owner: number): [string, string, number][] => [...FIVE.map((c, i): [string, string, number] => [`${'abcde'[i]}1`, c, owner]), ['f1', 'Lizard Men', owner]];
/** Five of seat `owner`'s counters on a1–e1 and its Wolves (Move 3) on f3: a Deployment and a Move from a line. */
const fiveAndWolves = (owner: number): [string, string, number][] => [...FIVE.map((c, i): [string, string, number] => [`${'abcde'[i]}1`, c, owner]), ['f3', 'Wolves', owner]];

describe('Mogo tactics', () => {
  it('finds the cells that would finish a line, empty or held by a rival', () => {
    const s = position([...sixOf(0), ['g1', 'Wolves', 1]], ['Mox']);
    expect([...finishingCells(s, 0)]).toEqual([cell('g1')]);
    expect(finishingCells(s, 1).size).toBe(0);
  });

  it('finds a win of one Deployment, and of a Deployment then a Move, and none where there is none', () => {
    const six = position(sixOf(0), ['Mox']);
    const one = winThisTurn(six, 0)!;
    expect(one).toEqual([{ type: 'deploy', counter: expect.any(Number), cell: cell('g1') }]);

    const s = position(fiveAndWolves(0), ['Mox']);
    const two = winThisTurn(s, 0)!;
    expect(two.filter((a) => a.type !== 'end').map((a) => a.type)).toEqual(['deploy', 'move']);
    expect(mogo.result(playAll(s, 0, two))?.winners).toEqual([0]);

    const none = position(FIVE.map((c, i): [string, string, number] => [`${'abcde'[i]}1`, c, 0]), ['Mox']);
    expect(winThisTurn(none, 0)).toBeNull();
    // Not on the rival's turn: the win is its own turn's.
    expect(winThisTurn(position(fiveAndWolves(0), ['Mox'], 1), 0)).toBeNull();
  });

  it('finds a win that begins with a discard for a Tome, and keeps the counter the win deploys', () => {
    const six = position(sixOf(0), ['Mox', 'Vise']);
    const sifting: MogoState = { ...six, turn: { ...six.turn, sift: 1 } };
    expect(mogo.legalActions(sifting, 0).every((a) => a.type === 'discard')).toBe(true);
    const line = winThisTurn(sifting, 0)!;
    expect(line[0].type).toBe('discard');
    const deployed = line.find((a) => a.type === 'deploy') as { counter: number } | undefined;
    expect(deployed).toBeDefined();
    expect((line[0] as { counter: number }).counter).not.toBe(deployed!.counter);
    expect(mogo.result(playAll(sifting, 0, line))?.winners).toEqual([0]);
  });

  it('finds a Gargoyle deployed away from a Colossus that flies into the cell the Colossus keeps it from deploying into', () => {
    // g1 finishes the line, but a Unit may not deploy next to a stronger enemy Unit (MOGO-R06); a Move may go there.
    const s = position([...sixOf(0), ['h1', 'Colossus', 1]], ['Gargoyle']);
    expect(mogo.applyAction(s, 0, { type: 'deploy', counter: s.hands[0][0], cell: cell('g1') }).ok).toBe(false);
    const line = winThisTurn(s, 0)!;
    expect(line.filter((a) => a.type !== 'end').map((a) => a.type)).toEqual(['deploy', 'move']);
    expect(mogo.result(playAll(s, 0, line))?.winners).toEqual([0]);
  });

  it('plays its own win first, whatever the search chose', () => {
    const s = position(fiveAndWolves(0), ['Mox']);
    const chosen = guardMogo(samplesOf(s, 0, 4, 'own'), 0, { type: 'end' }, mogoAi.exact!, new Rng(seedRng('own')));
    expect(chosen.type).toBe('deploy');
    const won = winThisTurn(playAll(s, 0, [chosen]), 0);
    expect(won).not.toBeNull();
  });

  it("replaces a Deployment that leaves the rival a Deployment and a Move from its line by one that blocks it, and keeps the choice once it is the best there is", () => {
    const s = position(fiveAndWolves(1), ['Mox', 'Vise']);
    const elsewhere: MogoAction = { type: 'deploy', counter: s.hands[0].find((c) => mogo.applyAction(s, 0, { type: 'deploy', counter: c, cell: cell('j10') }).ok)!, cell: cell('j10') };
    const samples = samplesOf(s, 0, 4, 'block');
    const chosen = guardMogo(samples, 0, elsewhere, mogoAi.exact!, new Rng(seedRng('block')));
    expect(chosen.type).toBe('deploy');
    expect([cell('f1'), cell('g1')]).toContain((chosen as { cell: number }).cell);
    // The rival's wins after the turn's end: in every sample after the Deployment elsewhere, in fewer after the block
    // (a rival Rogue can still take the blocker and finish the line).
    const rivalWins = (a: MogoAction): number =>
      samples.filter((sample) => {
        let t = playAll(sample, 0, [a]);
        while (!t.result && t.turn.seat === 0) t = playAll(t, 0, [mogo.legalActions(t, 0).find((x) => x.type === 'end' || x.type === 'discard')!]);
        return winThisTurn(t, 1) !== null;
      }).length;
    expect(rivalWins(elsewhere)).toBe(samples.length);
    expect(rivalWins(chosen)).toBeLessThan(samples.length);
    expect(guardMogo(samples, 0, chosen, mogoAi.exact!, new Rng(seedRng('block')))).toEqual(chosen);
    // Past the level's time cap it looks for no alternative, but a win of its own still comes first.
    expect(guardMogo(samples, 0, elsewhere, mogoAi.exact!, new Rng(seedRng('block')), { deadline: 0 })).toEqual(elsewhere);
    const own = position(fiveAndWolves(0), ['Mox']);
    expect(guardMogo(samplesOf(own, 0, 4, 'own'), 0, { type: 'end' }, mogoAi.exact!, new Rng(seedRng('own')), { deadline: 0 }).type).toBe('deploy');
  });

  it('with pairs, where no single action is safe, deploys into one of two finishing cells and then moves into the other', () => {
    // The rival's lines a1–f1 and a5–f5 each finish on g1 or g5; one Deployment blocks one, the Wolves on j5 (Move 3) the
    // other. The rival holds a Colossus, which cannot take a blocker (a Rogue takes a bordering Relic).
    const row5 = ['Barbarians', 'Phalanx', 'Forest Elves', 'Dwarf Warriors', 'Orc War Band', 'Frost Giant'].map((c, i): [string, string, number] => [`${'abcdef'[i]}5`, c, 1]);
    const s = position([...sixOf(1), ...row5, ['j5', 'Wolves', 0]], ['Mox', 'Vise'], 0, 2, ['Colossus']);
    const elsewhere = mogo.legalActions(s, 0).find((a) => a.type === 'deploy' && a.cell === cell('j10'))!;
    const samples = samplesOf(s, 0, 4, 'pairs');
    // Judged alone, every action leaves the rival a win, so the choice stands.
    expect(guardMogo(samples, 0, elsewhere, mogoAi.exact!, new Rng(seedRng('pairs')))).toEqual(elsewhere);
    const deployed = guardMogo(samples, 0, elsewhere, mogoAi.exact!, new Rng(seedRng('pairs')), { pairs: 8 });
    expect(deployed.type).toBe('deploy');
    expect([cell('g1'), cell('g5')]).toContain((deployed as { cell: number }).cell);
    // In the Action Phase the same tactics find the Move that blocks the other line, and the rival is left no win.
    const action = playAll(s, 0, [deployed, { type: 'end' }]);
    expect(action.turn.phase).toBe('action');
    const moved = guardMogo(samplesOf(action, 0, 4, 'pairs'), 0, { type: 'end' }, mogoAi.exact!, new Rng(seedRng('pairs')));
    expect(moved.type).toBe('move');
    let t = playAll(action, 0, [moved]);
    while (!t.result && t.turn.seat === 0) t = playAll(t, 0, [mogo.legalActions(t, 0).find((x) => x.type === 'end' || x.type === 'discard')!]);
    expect(t.turn.seat).toBe(1);
    expect(winThisTurn(t, 1)).toBeNull();
  });

  it('with forks, a safe choice after which one rival Deployment makes two finishing cells gives way to one that blocks the line', () => {
    // The rival's five on b1–f1 with a1, g1 and h1 empty: a counter on g1 would leave a1 and h1 to finish it, and
    // seat 0, with one Relic left and nothing that moves, could block only one.
    const five = [...FIVE].map((c, i): [string, string, number] => [`${'bcdef'[i]}1`, c, 1]);
    const s = position(five, ['Mox', 'Vise'], 0, 2, ['Colossus']);
    const elsewhere = mogo.legalActions(s, 0).find((a) => a.type === 'deploy' && a.cell === cell('j10'))!;
    const samples = samplesOf(s, 0, 4, 'forks');
    // Nothing wins in the rival's next turn, so the guard alone keeps the choice.
    expect(guardMogo(samples, 0, elsewhere, mogoAi.exact!, new Rng(seedRng('forks')))).toEqual(elsewhere);
    const chosen = guardMogo(samples, 0, elsewhere, mogoAi.exact!, new Rng(seedRng('forks')), { forks: 8 });
    expect(chosen.type).toBe('deploy');
    expect([cell('a1'), cell('g1'), cell('h1')]).toContain((chosen as { cell: number }).cell);
    // The fork is real: after the choice, the rival's Colossus on g1 leaves two cells that finish its line.
    const rivalTurn = (a: MogoAction): MogoState => {
      let t = playAll(s, 0, [a]);
      while (!t.result && t.turn.seat === 0) t = playAll(t, 0, [mogo.legalActions(t, 0).find((x) => x.type === 'end' || x.type === 'discard')!]);
      while (t.turn.phase !== 'deployment') t = playAll(t, 1, [{ type: 'end' }]);
      return t;
    };
    const t = rivalTurn(elsewhere);
    const g1 = playAll(t, 1, [{ type: 'deploy', counter: t.hands[1][0], cell: cell('g1') }]);
    expect([...finishingCells(g1, 1)].sort((x, y) => x - y)).toEqual([cell('a1'), cell('h1')]);
    const after = rivalTurn(chosen);
    expect(mogo.legalActions(after, 1).filter((a) => a.type === 'deploy').every((a) => finishingCells(playAll(after, 1, [a]), 1).size < 2)).toBe(true);
  });

  it('at a table of three, blocks the line of the rival whose turn comes after the next one too', () => {
    const s = position(fiveAndWolves(2), ['Mox', 'Vise'], 0, 3);
    const elsewhere: MogoAction = { type: 'deploy', counter: s.hands[0].find((c) => mogo.applyAction(s, 0, { type: 'deploy', counter: c, cell: cell('j10') }).ok)!, cell: cell('j10') };
    const chosen = guardMogo(samplesOf(s, 0, 4, 'third'), 0, elsewhere, mogoAi.exact!, new Rng(seedRng('third')));
    expect(chosen.type).toBe('deploy');
    expect([cell('f1'), cell('g1')]).toContain((chosen as { cell: number }).cell);
  });

  it('with threats, a safe choice that threatens nothing gives way to one that leaves a win for next turn, and one that does stands', () => {
    const five = FIVE.map((c, i): [string, string, number] => [`${'abcde'[i]}1`, c, 0]);
    const s = position(five, ['Mox', 'Vise']);
    const deployAt = (name: string): MogoAction => ({ type: 'deploy', counter: s.hands[0].find((c) => mogo.applyAction(s, 0, { type: 'deploy', counter: c, cell: cell(name) }).ok)!, cell: cell(name) });
    const elsewhere = deployAt('j10');
    const samples = samplesOf(s, 0, 4, 'threat');
    // Without threats the safe choice stands; nothing wins this turn (one Deployment makes six).
    expect(winThisTurn(s, 0)).toBeNull();
    expect(guardMogo(samples, 0, elsewhere, mogoAi.exact!, new Rng(seedRng('threat')))).toEqual(elsewhere);
    const chosen = guardMogo(samples, 0, elsewhere, mogoAi.exact!, new Rng(seedRng('threat')), { threats: 12 });
    expect(chosen.type).toBe('deploy');
    expect([cell('f1'), cell('g1')]).toContain((chosen as { cell: number }).cell);
    // The threat is real: were it seat 0's turn again, the Deployment that fills the line's last cell wins.
    const six = position([...five, [(chosen as { cell: number }).cell === cell('f1') ? 'f1' : 'g1', 'Lizard Men', 0]], ['Vise']);
    expect(winThisTurn(six, 0)?.[0]?.type).toBe('deploy');
    // A choice that already threatens is kept.
    const g1 = deployAt('g1');
    expect(guardMogo(samples, 0, g1, mogoAi.exact!, new Rng(seedRng('threat')), { threats: 12 })).toEqual(g1);
  });

  it('with ownForks, a Deployment that leaves two cells to finish a line the rival cannot both block comes before the search\'s choice', () => {
    // Seat 0's five on b1–f1 with a1, g1 and h1 empty: its counter on g1 leaves a1 and h1, and the rival,
    // with one Colossus and nothing that moves, can block only one.
    const five = [...FIVE].map((c, i): [string, string, number] => [`${'bcdef'[i]}1`, c, 0]);
    const s = position(five, ['Mox', 'Vise'], 0, 2, ['Colossus']);
    const elsewhere = mogo.legalActions(s, 0).find((a) => a.type === 'deploy' && a.cell === cell('j10'))!;
    const samples = samplesOf(s, 0, 4, 'own-fork');
    expect(winThisTurn(s, 0)).toBeNull();
    const chosen = guardMogo(samples, 0, elsewhere, mogoAi.exact!, new Rng(seedRng('own-fork')), { ownForks: 16 });
    expect(chosen.type).toBe('deploy');
    const at = (chosen as { cell: number }).cell;
    expect([cell('a1'), cell('g1')]).toContain(at);
    // The fork is real: whichever Deployment the rival makes, seat 0 wins in its next turn.
    let t = playAll(s, 0, [chosen]);
    while (!t.result && t.turn.seat === 0) t = playAll(t, 0, [mogo.legalActions(t, 0).find((x) => x.type === 'end' || x.type === 'discard')!]);
    while (t.turn.phase !== 'deployment') t = playAll(t, 1, [{ type: 'end' }]);
    for (const d of mogo.legalActions(t, 1).filter((a) => a.type === 'deploy')) {
      let u = playAll(t, 1, [d]);
      while (!u.result && u.turn.seat === 1) u = playAll(u, 1, [mogo.legalActions(u, 1).find((x) => x.type === 'end' || x.type === 'discard')!]);
      while (!u.result && u.turn.phase !== 'deployment') u = playAll(u, 0, [{ type: 'end' }]);
      expect(winThisTurn(u, 0)).not.toBeNull();
    }
    // Where the rival holds a counter on h1 already, g1 leaves one cell only: no fork, and the choice stands.
    const blocked = position([...five, ['h1', 'Wolves', 1], ['a1', 'Lizard Men', 1]], ['Mox', 'Vise'], 0, 2, ['Colossus']);
    const there = mogo.legalActions(blocked, 0).find((a) => a.type === 'deploy' && a.cell === cell('j10'))!;
    expect(guardMogo(samplesOf(blocked, 0, 4, 'own-fork'), 0, there, mogoAi.exact!, new Rng(seedRng('own-fork')), { ownForks: 16 })).toEqual(there);
  });

  it('a level with the guard decides the same for the same seed and whatever the seat cannot see, and blocks', () => {
    const s = position(fiveAndWolves(1), ['Mox', 'Vise']);
    const ask = (state: MogoState) => think({ game: 'mogo', state, seat: 0, level: 'normal', seed: 'guard', maxMs: Infinity, tweak: { guard: 4, iterations: 200 } }) as MogoAction;
    const a = ask(s);
    expect(ask(s)).toEqual(a);
    // A twin that differs only in the rival's hand and the draw pile: the guard's samples come from the seat's view.
    const twin = mogo.determinize!(s, 0, new Rng(seedRng('twin'))) as MogoState;
    expect(twin.hands[1]).not.toEqual(s.hands[1]);
    expect(ask(twin)).toEqual(a);
    expect([cell('f1'), cell('g1')]).toContain((a as { cell: number }).cell);
  });
});
