// Scenario tests for the rulings RULINGS §1.2 added last (MOGO-R73 … R79), with
// positions taken from the rules text's counter lines and the rulings themselves.
import { describe, expect, it } from 'vitest';
import { mogo } from '../../../src/games/mogo/index.js';
import { uniformLegal } from '../../../src/games/mogo/random.js';
import { Rng, seedRng } from '../../../src/games/rng.js';
import { parseCell } from '../../../src/games/mogo/geometry.js';
import type { MogoState } from '../../../src/games/mogo/state.js';
import { COUNTERS } from '../../../src/games/mogo/table.js';
import { at, cellView, deepFreeze, play, pos, type PosSpec } from './helpers.js';
import * as checked from './counters-b-support.js';

type Spot = NonNullable<PosSpec['board']>[number];
const u = (cell: string, counter: string, owner: number, more: Partial<Spot> = {}): Spot => ({ cell, counter, owner, ...more });
const names = (cs: number[]) => cs.map((c) => COUNTERS[c].name);
const sizes = (s: { hands: number[][] }) => s.hands.map((h) => h.length);

describe('MOGO-R73: a Mine gives every player one more draw in their own Fate Phase', () => {
  it('two players: each draws 2 in their own Fate Phase, whoever controls the Mine, and nothing in the other\'s', () => {
    // Player 2 controls the Mine; Player 1 ends their turn, so Player 2's Fate Phase runs.
    let s = pos({ board: [u('e5', 'Mine', 1)], hands: [[], []], drawPile: ['Kobold', 'Imp'], toMove: 0, phase: 'end' });
    s = play(s, 0, 'end phase').state;
    expect(sizes(s)).toEqual([0, 2]);
    s = play(s, 1, 'end phase').state;
    s = play(s, 1, 'deploy Kobold a1').state; // a busy turn, so the stall rule (MOGO-R04) does not end the game
    for (let i = 0; i < 4; i++) s = play(s, 1, 'end phase').state;
    // Player 1's own Fate Phase, the Mine still Player 2's.
    expect([s.turn.seat, s.turn.phase]).toEqual([0, 'fate']);
    expect(sizes(s)).toEqual([2, 1]);
  });

  it('three players: every seat draws its extra counter in its own Fate Phase; it adds to the controller\'s Wild Growth', () => {
    // §1.1 item 2: one copy of each counter, so one Mine; Player 3 also has a Wild Growth.
    let s = pos({ board: [u('b2', 'Mine', 2), u('h8', 'Wild Growth', 2)], hands: [[], [], []], drawPile: ['Kobold'], toMove: 2, phase: 'end' }, 3);
    const seen: number[][] = [];
    s = play(s, 2, 'end phase').state;
    seen.push(sizes(s));
    s = play(s, 0, 'end phase').state;
    s = play(s, 0, 'deploy Kobold a1').state; // busy, against the stall rule
    for (let i = 0; i < 4; i++) s = play(s, 0, 'end phase').state;
    seen.push(sizes(s));
    for (let i = 0; i < 5; i++) s = play(s, 1, 'end phase').state;
    seen.push(sizes(s));
    expect(s.turn.seat).toBe(2);
    // Player 1's Fate Phase (2 drawn, one then deployed), Player 2's (2), Player 3's (Mine and Wild Growth: 3).
    expect(seen).toEqual([[2, 0, 0], [1, 2, 0], [1, 2, 3]]);
  });

  it('a Mine adds to Wild Growth, and the log says how many draws the Mines gave', () => {
    const s = pos({ board: [u('b2', 'Mine', 1), u('h8', 'Wild Growth', 0)], hands: [[], []], toMove: 1, phase: 'end' });
    const r = play(s, 1, 'end phase');
    expect(sizes(r.state)).toEqual([3, 0]);
    expect(r.events.map((e) => e.text).join(' ')).toMatch(/draws 3 counters, 1 for the Mine/);
  });

  it('the counter\'s own text says so', () => {
    expect(COUNTERS.find((c) => c.name === 'Mine')!.note).toMatch(/every player .* their own Fate Phase/i);
  });
});

describe('MOGO-R74: Balance goes to the Discard Pile after its picks are destroyed', () => {
  const start = () =>
    pos({ board: [u('a1', 'Wolves', 0), u('b2', 'Imp', 1), u('c3', 'Kobold', 2), u('j10', 'Troll', 1)], hands: [['Balance'], [], []], toMove: 0, phase: 'action' }, 3);
  const discardSeen = (s: MogoState) => mogo.view(s, 'spectator').discard;

  it('while picks are open it is in no pile, in the state and in every view', () => {
    let s = play(start(), 0, 'cast Balance').state;
    const steps: MogoState[] = [s];
    s = play(s, 0, 'pick b2').state;
    steps.push(s);
    s = play(s, 0, 'pick done').state;
    steps.push(s);
    s = play(s, 1, 'pick a1').state;
    steps.push(s);
    s = play(s, 1, 'pick done').state;
    steps.push(s);
    for (const t of steps) {
      expect(names(t.discard)).not.toContain('Balance');
      expect(t.hands.flat().map((c) => COUNTERS[c].name)).not.toContain('Balance');
      for (const viewer of ['spectator', 0, 1, 2] as const) {
        const v = mogo.view(t, viewer);
        expect(v.discard).not.toContain('Balance');
        expect(v.pending?.kind).toBe('balance');
      }
    }
    // The last pick: the picks are destroyed first, then the Balance is discarded on top.
    s = play(s, 2, 'pick c3').state;
    s = play(s, 2, 'pick done').state;
    expect(s.pending).toBeNull();
    expect(discardSeen(s)).toEqual(['Imp', 'Wolves', 'Kobold', 'Balance']);
  });

  it('a Balance that picks nothing still goes to the Discard Pile at the end', () => {
    let s = play(start(), 0, 'cast Balance').state;
    for (const seat of [0, 1, 2]) s = play(s, seat, 'pick done').state;
    expect(discardSeen(s)).toEqual(['Balance']);
    expect(['a1', 'b2', 'c3', 'j10'].every((c) => at(s, c) !== null)).toBe(true);
  });

  it('a game that ends while picks are open (the other of two players resigns) puts the Balance in the Discard Pile unresolved', () => {
    const s = play(pos({ board: [u('a1', 'Wolves', 0), u('b2', 'Imp', 1)], hands: [['Balance'], []], toMove: 0, phase: 'action' }), 0, 'cast Balance').state;
    const r = mogo.resign(play(s, 0, 'pick b2').state, 1);
    expect(r.ok && [r.state.result?.winners, r.state.pending, discardSeen(r.state), at(r.state, 'a1') !== null]).toEqual([[0], null, ['Balance'], true]);
  });

  it('a countered Balance never opens picks and goes straight to the Discard Pile', () => {
    let s = pos({ board: [u('a1', 'Wolves', 0)], hands: [['Balance'], ['Counter']], toMove: 0, phase: 'action' });
    s = play(s, 1, 'counter any').state;
    s = play(s, 0, 'cast Balance').state;
    expect(s.pending).toBeNull();
    expect(discardSeen(s).sort()).toEqual(['Balance', 'Counter']);
  });
});

describe('MOGO-R78: a player who resigns while a decision is open does not start the next turn', () => {
  const board = [u('a1', 'Wolves', 0), u('b2', 'Imp', 1), u('c3', 'Kobold', 2), u('j10', 'Troll', 1), u('e5', 'Pirate Ship', 2)];
  /** Player 1 has cast Balance in a game of three. */
  const balanceCast = () => play(pos({ board, hands: [['Balance'], [], []], toMove: 0, phase: 'action' }, 3), 0, 'cast Balance').state;
  const resigned = (s: MogoState, seat: number): MogoState => {
    const r = mogo.resign(deepFreeze(s), seat);
    if (!r.ok) throw new Error(r.error);
    return r.state;
  };

  it('three players: Player 1 casts Balance and resigns before anyone picked; the others finish it, then Player 2\'s turn starts', () => {
    let s = pos({ board, hands: [['Balance'], ['Lotus'], ['Mox']], drawPile: ['Flag', 'Egg'], toMove: 0, phase: 'action' }, 3);
    s = resigned(play(s, 0, 'cast Balance').state, 0);
    // Still Player 1's turn, with no Fate draw for anyone: the Balance waits for Player 2.
    expect([s.turn.seat, s.turn.number, s.pending?.kind, mogo.toAct(s)]).toEqual([0, 1, 'balance', [1]]);
    expect(sizes(s)).toEqual([0, 1, 1]);
    expect(at(s, 'a1')).toBeNull(); // MOGO-R59: the leaver's counters are gone
    s = play(s, 1, 'pick c3').state;
    s = play(s, 1, 'pick done').state;
    expect([s.turn.seat, mogo.toAct(s)]).toEqual([0, [2]]);
    expect(sizes(s)).toEqual([0, 1, 1]);
    s = play(s, 2, 'pick j10').state;
    s = play(s, 2, 'pick done').state;
    // Now the picks are destroyed, the Balance discarded, and Player 2's turn begins with its Fate draw.
    expect([at(s, 'c3'), at(s, 'j10')]).toEqual([null, null]); // the Troll goes home to Player 2 (MOGO-R26)
    expect(names(s.discard)).toEqual(['Wolves', 'Kobold', 'Balance']);
    expect(names(s.hands[1]).sort()).toEqual(['Flag', 'Lotus', 'Troll']);
    expect([s.turn.seat, s.turn.number, s.turn.phase, s.pending, mogo.toAct(s)]).toEqual([1, 2, 'fate', null, [1]]);
  });

  it('the resigned seat\'s own picks count as none, those made before it left included', () => {
    let s = play(play(balanceCast(), 0, 'pick b2').state, 0, 'pick c3').state;
    s = resigned(s, 0);
    expect(s.pending?.kind === 'balance' && s.pending.picks).toEqual([]);
    s = play(s, 1, 'pick done').state;
    s = play(s, 2, 'pick done').state;
    expect(['b2', 'c3'].map((c) => at(s, c) !== null)).toEqual([true, true]);
    expect(s.turn.seat).toBe(1);
  });

  it('a state saved before picks recorded their picker still loads; those picks stay', () => {
    const s = play(balanceCast(), 0, 'pick b2').state;
    const old = JSON.parse(JSON.stringify(s));
    delete old.pending.by;
    const parsed = mogo.stateSchema.safeParse(old);
    expect(parsed.success && parsed.data.pending).toMatchObject({ kind: 'balance', picks: [parseCell('b2')], by: [-1] });
    const t = parsed.success ? resigned(parsed.data, 0) : s;
    expect(t.pending?.kind === 'balance' && t.pending.picks).toEqual([parseCell('b2')]);
  });

  it('a picker who is not the caster resigns: the Balance goes on and the caster\'s turn carries on', () => {
    let s = play(play(balanceCast(), 0, 'pick done').state, 1, 'pick c3').state;
    s = resigned(s, 1);
    expect([s.turn.seat, s.turn.number, s.pending?.kind, mogo.toAct(s)]).toEqual([0, 1, 'balance', [2]]);
    s = play(s, 2, 'pick done').state;
    expect([at(s, 'c3'), s.turn.seat, s.turn.phase, mogo.toAct(s)]).toEqual([expect.anything(), 0, 'action', [0]]);
  });

  it('a Millstone: the player using it resigns while the victim chooses; the victim discards, then play passes on', () => {
    let s = pos({ board: [u('c4', 'Millstone', 0)], hands: [[], ['Wrath', 'Imp'], ['Mox']], drawPile: ['Flag'], toMove: 0, phase: 'action' }, 3);
    s = resigned(play(s, 0, 'c4: millstone → P2').state, 0);
    expect([s.turn.seat, s.turn.number, s.pending?.kind, mogo.toAct(s), sizes(s)]).toEqual([0, 1, 'millstone', [1], [0, 2, 1]]);
    s = play(s, 1, 'discard Wrath').state;
    expect(names(s.hands[1]).sort()).toEqual(['Flag', 'Imp']);
    expect([s.turn.seat, s.turn.number, s.turn.phase, s.pending]).toEqual([1, 2, 'fate', null]);
  });

  it('a Millstone whose victim resigns: nothing is discarded and the turn of the player using it carries on', () => {
    let s = pos({ board: [u('c4', 'Millstone', 0)], hands: [[], ['Wrath', 'Imp'], ['Mox']], toMove: 0, phase: 'action' }, 3);
    s = resigned(play(s, 0, 'c4: millstone → P2').state, 1);
    expect([s.pending, s.turn.seat, s.turn.phase, mogo.toAct(s), s.discard]).toEqual([null, 0, 'action', [0], []]);
  });
});

describe('MOGO-R78 in random games of 3 and 4 players', () => {
  /** Every counter in one place, an open Balance counted in its pending decision (MOGO-R74). */
  const placed = (t: MogoState): number =>
    t.board.reduce((n, p) => n + (p ? 1 + p.mods.length : 0), 0) + t.draw.length + t.discard.length + t.out.length +
    t.hands.flat().length + t.captures.flat().length + (t.pending?.kind === 'balance' ? 1 : 0);

  it('a resignation while a decision is open: the turn stays until it closes, then passes to a seat still in', () => {
    let checked = 0;
    for (let g = 0; g < 80; g++) {
      const r0 = mogo.setup({ players: 3 + (g % 2), seed: `r78-${g}`, options: { position: null } });
      if (!r0.ok) throw new Error(r0.error);
      let s = r0.state;
      const r = new Rng(seedRng(`r78-${g}`));
      const step = () => {
        const seat = mogo.toAct(s)[0];
        const n = mogo.applyAction(s, seat, uniformLegal(s, seat, r));
        if (!n.ok) throw new Error(`game ${g}: ${n.error}`);
        s = n.state;
      };
      for (let i = 0; i < 600 && !s.result && !s.pending; i++) step();
      if (!s.pending || s.result) continue;
      // Even games: the player whose turn it is leaves; odd games: the seat the decision waits for.
      const leaver = g % 2 === 0 ? s.turn.seat : mogo.toAct(s)[0];
      const { seat: turnSeat, number } = s.turn;
      const left = mogo.resign(s, leaver);
      if (!left.ok) throw new Error(left.error);
      s = left.state;
      expect(placed(s)).toBe(155);
      for (let i = 0; i < 40 && s.pending && !s.result; i++) {
        expect([s.turn.seat, s.turn.number]).toEqual([turnSeat, number]);
        expect(mogo.toAct(s).every((q) => s.alive[q])).toBe(true);
        expect(placed(s)).toBe(155);
        step();
      }
      expect(s.pending).toBeNull();
      if (!s.result) {
        expect(s.alive[s.turn.seat]).toBe(true);
        expect(s.turn.number).toBe(leaver === turnSeat ? number + 1 : number);
        if (leaver === turnSeat) expect(s.turn.phase).toBe('fate');
      }
      expect(placed(s)).toBe(155);
      checked++;
    }
    expect(checked).toBeGreaterThan(60);
  });
});

describe('MOGO-R75: a Balance pick is a target', () => {
  // Player 1 casts Balance in a game of two; each scene names what is on the board.
  const picking = (board: Spot[]) => checked.play(checked.action(board, ['Balance']), 0, 'cast Balance').state;

  it('a Relic that Guardian protects is refused (MOGO-R47); the same Relic with no Guardian beside it may be picked', () => {
    const s = picking([u('c4', 'Mox', 1), u('c5', 'Guardian', 1), u('h8', 'Lotus', 1)]);
    expect(checked.refused(s, 0, 'pick c4')).toMatch(/Balance may pick/);
    const t = checked.play(checked.play(s, 0, 'pick h8').state, 0, 'pick done').state;
    expect(checked.refused(t, 1, 'pick c4')).toMatch(/Balance may pick/); // the other picker too
    checked.play(checked.play(t, 1, 'pick c5').state, 1, 'pick done');
  });

  it('counters immune to Sorceries are refused: a Unit beside a Circle of Protection, anything beside a Mana Vortex, a Locale beside a Storm Giant', () => {
    const s = picking([
      u('c4', 'Wolves', 1), u('c5', 'Circle of Protection', 1),
      u('h8', 'Mox', 1), u('h9', 'Mana Vortex', 1),
      u('a1', 'Castle', 1), u('a2', 'Storm Giant', 1),
      u('e1', 'Kobold', 1),
    ]);
    for (const cell of ['c4', 'h8', 'a1']) expect(checked.refused(s, 0, `pick ${cell}`)).toMatch(/Balance may pick/);
    // The sources themselves are not immune (a Circle protects Units beside it, not itself).
    for (const cell of ['c5', 'e1']) checked.play(s, 0, `pick ${cell}`);
  });
});

describe('MOGO-R76: a Doppelganger deployed by Atlantis is judged on its copy', () => {
  it('copying a Pirate Ship it is a Water Unit: Atlantis may deploy it; copying Wolves it may not', () => {
    const s = checked.action([u('a1', 'Atlantis', 0), u('e5', 'Pirate Ship', 1), u('j10', 'Wolves', 1)], ['Doppelganger']);
    const t = checked.play(s, 0, 'a1: deploy Doppelganger h8 copy e5').state;
    expect(cellView(t, 'h8')).toMatchObject({ counter: 'Doppelganger', copy: 'Pirate Ship', controller: 0, force: 4 });
    expect(checked.refused(s, 0, 'a1: deploy Doppelganger h8 copy j10')).toMatch(/cannot deploy/);
  });

  it('the deployment checks use the copy\'s Force: next to a stronger enemy it is refused, next to a weaker one allowed', () => {
    const s = checked.action([u('a1', 'Atlantis', 0), u('e5', 'Pirate Ship', 1), u('h9', 'Phalanx', 1), u('c9', 'Wolves', 1)], ['Doppelganger']);
    expect(checked.refused(s, 0, 'a1: deploy Doppelganger h8 copy e5')).toMatch(/Force|stronger|higher/i);
    checked.play(s, 0, 'a1: deploy Doppelganger c8 copy e5');
  });
});

describe('MOGO-R77: dual-type counters match the Kudzu, Rust Monster and Rain Dancer filters', () => {
  it('Kudzu destroys a bordering Giant Fish (a Locale too) and a Phantasmal Terrain (an Enchantment that counts as a Locale)', () => {
    expect(at(checked.play(checked.action([u('c4', 'Kudzu', 0), u('c5', 'Giant Fish', 1)]), 0, 'c4: destroy c5').state, 'c5')).toBeNull();
    expect(at(checked.play(checked.action([u('c4', 'Kudzu', 0), u('d4', 'Phantasmal Terrain', 1)]), 0, 'c4: destroy d4').state, 'd4')).toBeNull();
  });

  it('Rust Monster destroys a War Machine (a Unit that counts as a Relic); Rain Dancer destroys a Phantasmal Terrain', () => {
    expect(at(checked.play(checked.action([u('c4', 'Rust Monster', 0), u('d5', 'War Machine', 1)]), 0, 'c4: destroy d5').state, 'd5')).toBeNull();
    expect(at(checked.play(checked.action([u('c4', 'Rain Dancer', 0), u('d5', 'Phantasmal Terrain', 1)]), 0, 'c4: destroy d5').state, 'd5')).toBeNull();
  });

  it('the deployment check (§1.5): Kudzu may be deployed next to an enemy Giant Fish, Rust Monster next to a War Machine or Dancing Sword', () => {
    checked.play(checked.deployment([u('c5', 'Giant Fish', 1)], ['Kudzu']), 0, 'deploy Kudzu c4');
    checked.play(checked.deployment([u('d5', 'Giant Fish', 1)], ['Kudzu']), 0, 'deploy Kudzu c4'); // the filter, not the reach, decides (MOGO-R67)
    checked.play(checked.deployment([u('c5', 'War Machine', 1)], ['Rust Monster']), 0, 'deploy Rust Monster c4');
    checked.play(checked.deployment([u('d5', 'Dancing Sword', 1)], ['Rust Monster']), 0, 'deploy Rust Monster c4');
  });

  it('limits: the filter still decides: Kudzu not next to Wolves, Rust Monster not next to a Giant Fish, Rain Dancer not next to any stronger Unit', () => {
    expect(checked.refused(checked.deployment([u('c5', 'Wolves', 1)], ['Kudzu']), 0, 'deploy Kudzu c4')).toMatch(/./);
    expect(checked.refused(checked.deployment([u('c5', 'Giant Fish', 1)], ['Rust Monster']), 0, 'deploy Rust Monster c4')).toMatch(/./);
    // No Unit counts as an Enchantment, so Rain Dancer's exemption never reaches a Unit.
    expect(checked.refused(checked.deployment([u('c5', 'Wolves', 1)], ['Rain Dancer']), 0, 'deploy Rain Dancer c4')).toMatch(/./);
  });
});
