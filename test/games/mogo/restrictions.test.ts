// The deployments legalActions offers are exactly those applyAction accepts. Listing
// asks restrictions.ts only whether a deployment is refused (settling most Force
// exemptions from bounds), applying asks it why (always from the whole prospective
// board), so the two must agree on every cell, copy and victim — shown here on
// seeded random positions crowded with auras, control, immunities and bans.
import { describe, expect, it } from 'vitest';
import { mogo } from '../../../src/games/mogo/index.js';
import { COUNTERS, N, T_U } from '../../../src/games/mogo/counters.js';
import { effOf } from '../../../src/games/mogo/ctx.js';
import { deployRefused, restrictionError } from '../../../src/games/mogo/restrictions.js';
import { ADJ, CELLS, cellName } from '../../../src/games/mogo/geometry.js';
import type { MogoAction } from '../../../src/games/mogo/state.js';
import { Rng, seedRng } from '../../../src/games/rng.js';
import { pos, type PosSpec } from './helpers.js';

// Counters whose effects reach a Unit being deployed, or whose own printing exempts it.
const CROWD = [
  'Jihad', 'Castle', 'Warlord', 'Leper', 'Maze', 'Diplomacy', 'Fog', 'Mana Thief', 'Goblin King', 'Goblin Sneak',
  'Dwarf Lord', 'Flood', 'Weather Vein', 'Storm Giant', 'Circle of Protection', 'Mana Vortex', 'Giant Fish', 'Unicorn',
  'Assassin', 'Exorcist', 'Sea King', 'Necromancer', 'Island', 'Swamp', 'Pestilence', 'Orc War Band', 'Forest',
  'Forger', 'Titan', 'Colossus', 'Red Dragon', 'Dragon Slayer', 'Lizard Men', 'Barbarians', 'Elf Archers', 'Kudzu',
];
const named = (names: string[]) => names.map((n) => COUNTERS.findIndex((c) => c.name === n));

function randomPosition(r: Rng, players: number): PosSpec {
  const [doppelganger, gypsies] = named(['Doppelganger', 'Gypsies']);
  const crowd = r.shuffle(named(CROWD));
  const rest = r.shuffle(COUNTERS.filter((c) => c.type !== 'S' && c.type !== 'M' && ![...crowd, doppelganger, gypsies].includes(c.id)).map((c) => c.id));
  // Most counters crowd round a few cells, so that deploying there meets several of them at once.
  const spots = Array.from({ length: 3 }, () => r.int(0, CELLS - 1));
  const taken = new Set(spots);
  const board: NonNullable<PosSpec['board']> = [];
  // Fog is the suppression that reaches Units: half the positions have one by a crowded cell.
  const fog = crowd.indexOf(named(['Fog'])[0]);
  if (r.int(0, 1)) crowd.push(...crowd.splice(fog, 1));
  for (let k = r.int(8, 30); k > 0; k--) {
    const spot = spots[r.int(0, spots.length - 1)];
    const near = ADJ[spot].filter((c) => !taken.has(c));
    const cell = near.length && r.int(0, 3) ? near[r.int(0, near.length - 1)] : r.int(0, CELLS - 1);
    if (taken.has(cell)) continue;
    taken.add(cell);
    const c = (r.int(0, 1) ? crowd : rest).pop()!;
    board.push({ cell: cellName(cell), counter: COUNTERS[c].name, owner: r.int(0, players - 1) });
  }
  const hand = [...crowd.splice(0, 6), ...rest.splice(0, 2), doppelganger];
  if (r.int(0, 1)) hand.push(gypsies);
  return { board, hands: [hand.map((c) => COUNTERS[c].name), ...Array.from({ length: players - 1 }, () => [])], toMove: 0, phase: 'deployment' };
}

/** Every deployment of the seat's hand a player could name: each counter, cell, copy and (for Gypsies) victim. */
function everyDeployment(s: ReturnType<typeof pos>): MogoAction[] {
  const out: MogoAction[] = [];
  const occupied = s.board.flatMap((p, c) => (p ? [c] : []));
  for (const counter of new Set(s.hands[0])) {
    const copier = COUNTERS[counter].name === 'Doppelganger';
    const victims = COUNTERS[counter].name === 'Gypsies' ? Array.from({ length: s.players - 1 }, (_, i) => i + 1) : [];
    // A Doppelganger has a copy per occupied cell: every third cell keeps the run short.
    for (let cell = 0; cell < CELLS; cell += copier ? 3 : 1) {
      for (const copy of copier ? [undefined, ...occupied] : [undefined]) {
        for (const seat of [undefined, ...victims]) {
          out.push({ type: 'deploy', counter, cell, ...(copy !== undefined ? { copy } : {}), ...(seat !== undefined ? { seat } : {}) });
        }
      }
    }
  }
  return out;
}

describe('legal deployments are exactly the accepted ones', () => {
  it('whether and why agree for every counter, cell and seat on 60 crowded random positions', () => {
    const r = new Rng(seedRng('restrictions-why'));
    const counters = COUNTERS.filter((c) => c.type !== 'S' && c.type !== 'M').map((c) => c.id);
    let refusals = 0;
    const disagree: string[] = [];
    for (let k = 0; k < 60; k++) {
      const players = 2 + (k % 3);
      const s = pos(randomPosition(r, players), players, `why-${k}`);
      const e = effOf(s);
      const copies = [undefined, ...e.cells.filter((c) => e.types[c] & T_U)];
      for (let seat = 0; seat < players; seat++) {
        for (const counter of counters) {
          for (let cell = 0; cell < CELLS; cell++) {
            if (e.ch[cell] >= 0 && counter !== N.sinkhole) continue;
            const copy = counter === N.doppelganger ? copies[r.int(0, copies.length - 1)] : undefined;
            const spec = copy === undefined ? { counter, cell } : { counter, cell, copy };
            const why = restrictionError(s, e, seat, spec);
            if (deployRefused(s, e, seat, spec) !== (why !== null)) disagree.push(`${COUNTERS[counter].name} on ${cellName(cell)} for seat ${seat}: ${why}`);
            if (why) refusals++;
          }
        }
      }
    }
    expect(disagree.slice(0, 5)).toEqual([]);
    expect(refusals).toBeGreaterThan(10_000);
  });

  it.each([2, 3])('on 20 crowded random positions with %i players', (players) => {
    const r = new Rng(seedRng(`restrictions-${players}`));
    let positions = 0;
    let legal = 0;
    let refused = 0;
    while (positions < 20) {
      const s = pos(randomPosition(r, players), players, `restrictions-${positions}`);
      if (s.result) continue;
      positions++;
      const listed = new Set(mogo.legalActions(s, 0).filter((a) => a.type === 'deploy').map((a) => JSON.stringify(a)));
      for (const a of everyDeployment(s)) {
        const ok = mogo.applyAction(s, 0, a).ok;
        expect(listed.has(JSON.stringify(a)), `${JSON.stringify(a)} accepted: ${ok}`).toBe(ok);
        if (ok) legal++;
        else refused++;
      }
    }
    // Both answers occur often, so the comparison is not vacuous.
    expect(legal).toBeGreaterThan(1000);
    expect(refused).toBeGreaterThan(1000);
  });
});
