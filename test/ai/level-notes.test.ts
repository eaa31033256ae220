// What players are told of a level that falls short (levels.ts LEVEL_NOTES) and
// the README's AI table must say what the arena's records of the committed
// level add up to, so a line continued with more games cannot leave them behind.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { levelNote } from '../../src/ai/levels.js';
import { parseRecords, summarise } from '../../scripts/arena-stats.js';

const root = path.resolve(__dirname, '../..');

/** The records of Mogo's hard against normal as the levels are committed (bench/arena/README.md says which files). */
const MOGO_HARD = ['bench/arena/mogo-pairs-2026-11-28.jsonl'];

describe("Mogo's hard: the note and the README say what the records hold", () => {
  const records = MOGO_HARD.flatMap((f) =>
    parseRecords(readFileSync(path.join(root, f), 'utf8'), (line, why) => {
      throw new Error(`${f}:${line}: ${why}`);
    }),
  );
  const line = summarise(records).find((s) => s.key === 'mogo: hard vs normal')!;

  it('has a line of at least 120 games', () => {
    expect(line).toBeDefined();
    expect(line.games).toBeGreaterThanOrEqual(120);
    expect(line.unfinished).toBe(0);
  });

  it("the note players see gives the games won and played", () => {
    expect(levelNote('mogo', 'hard')).toContain(`won ${line.wins} of ${line.games} games against normal`);
  });

  it("the README's table gives the games, the score and its interval", () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    const pct = (x: number): number => Math.round(x * 100);
    const [lo, hi] = line.interval.map(pct);
    expect(readme).toContain(`| Mogo hard vs normal | ${line.games} | **${pct(line.score)} % [${lo}, ${hi}]**`);
    expect(readme).toContain(`over ${line.games} games`);
  });

  it("the README's tally by deal gives the deals ahead, even and behind", () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    const { whole, ahead, even, behind, ceiling } = line.deals;
    expect(whole).toBe(line.games / 2);
    expect(readme).toContain(`| Mogo hard vs normal | ${whole} | ${ahead} | ${even} | ${behind} | p = ${line.deals.p.toFixed(2)} | ${Math.round(ceiling * 100)} % |`);
  });
});
