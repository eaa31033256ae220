// The counter table (RULINGS §1.6): 155 entries, names, types, Force and tags as listed.
import { describe, expect, it } from 'vitest';
import { COUNTERS, counterId } from '../../../src/games/mogo/counters.js';
import { describeCounter } from '../../../src/games/mogo/summary.js';
import { handlerFor } from '../../../src/games/mogo/effects/handlers.js';

const count = (t: string): number => COUNTERS.filter((c) => c.type === t).length;

describe('the Mogo counter table', () => {
  it('has 155 counters with the §1.6 type totals', () => {
    expect(COUNTERS.length).toBe(155);
    expect([count('U'), count('S'), count('L'), count('E'), count('R'), count('M')]).toEqual([67, 37, 20, 13, 12, 6]);
  });

  it('names the table rows as §1.6 does, in order, each once', () => {
    const spot: [number, string][] = [[1, 'Flag'], [5, 'Goblin King'], [45, 'Wheel'], [79, 'Giant Fish'], [103, 'Well of Souls'], [116, 'Counter'], [151, 'Doppelganger'], [155, 'Wizard']];
    for (const [n, name] of spot) expect(COUNTERS[n - 1].name).toBe(name);
    expect(new Set(COUNTERS.map((c) => c.name.toLowerCase())).size).toBe(155);
    for (const c of COUNTERS) expect(counterId(c.name)).toBe(c.id);
  });

  it('gives Units their Force and tags, and nothing else a Force', () => {
    const f = (n: string): number | null => COUNTERS[counterId(n)].force;
    expect([f('Titan'), f('Kobold'), f('Dwarf Warriors'), f('Sea King'), f('Doppelganger'), f('Castle')]).toEqual([10, 0, 4, 9, null, null]);
    expect(COUNTERS[counterId('Sea Serpent')].tags).toEqual(['Water', 'Dragon']);
    expect(COUNTERS[counterId('Black Knight')].tags).toEqual([]); // MOGO-R20: no Knight tag
    for (const c of COUNTERS) if (c.type !== 'U') expect(c.force, c.name).toBeNull();
    const heroes = COUNTERS.filter((c) => c.tags.includes('Hero')).map((c) => c.name).sort();
    expect(heroes).toEqual(['Dragon Slayer', 'Explorer', 'Giant Slayer', 'Rogue', 'Undead Champion', 'White Knight']);
    const water = COUNTERS.filter((c) => c.tags.includes('Water')).map((c) => c.name).sort();
    expect(water).toEqual(['Giant Fish', 'Merfolk', 'Mermaid', 'Pirate Ship', 'Sea King', 'Sea Serpent']);
    const flyers = COUNTERS.filter((c) => c.prims.some((p) => p.code === 'FLYER')).map((c) => c.name).sort();
    expect(flyers).toEqual(['Dancing Sword', 'Gargoyle', 'Goblin Balloon', 'Imp', 'Jabberwocky', 'Red Dragon', 'Sprites']);
  });

  it('writes every counter in the primitive vocabulary, and every action or sorcery primitive has a handler', () => {
    for (const c of COUNTERS) {
      expect(c.prims.length, c.name).toBeGreaterThan(0);
      for (const p of c.prims) {
        if (p.timing === 'ACT' || (p.timing === 'SORC' && p.code !== 'COUNTERSPELL')) expect(handlerFor(p.code), `${c.name} ${p.code}`).toBeDefined();
      }
    }
  });

  it('describes a counter in a line for /counter', () => {
    expect(describeCounter('goblin king')).toMatch(/^Goblin King — Unit, Force 3, Goblin\. .*MOGO-R22/);
    expect(describeCounter('Giant Fish')).toMatch(/Unit \(also a Locale\), Force 10/);
    expect(describeCounter('constructor')).toBeNull();
  });
});
