// The level table (src/ai/levels.ts): what each level may spend, by game and table size.
import { describe, expect, it } from 'vitest';
import { AI_LEVELS, budgetFor } from '../../src/ai/levels.js';
import { gameAis } from '../../src/ai/evaluate/index.js';

describe('budgetFor', () => {
  it("U-G-O's hard scores its leaf at once only at a table of two: at three and four it plays out first, with its fitted measure at every size", () => {
    expect(budgetFor('ugo', 'hard', 2)).toMatchObject({ playoutDepth: 0, measure: 'fitted' });
    for (const players of [3, 4]) {
      const budget = budgetFor('ugo', 'hard', players);
      expect(budget.measure).toBe('fitted');
      // Absent, the search plays the game's own playouts (search.ts playout).
      expect(budget.playoutDepth).toBeUndefined();
      expect(gameAis.ugo.playoutDepth).toBeGreaterThan(0);
    }
    expect(budgetFor('ugo', 'hard')).toEqual(budgetFor('ugo', 'hard', 2));
  });

  it('a table size the level table does not name changes nothing for the other games and levels', () => {
    for (const game of ['agog', 'gomofasta', 'gogmagog', 'mogo'] as const) for (const level of AI_LEVELS) expect(budgetFor(game, level, 3)).toEqual(budgetFor(game, level, 2));
    for (const level of ['easy', 'normal'] as const) expect(budgetFor('ugo', level, 4)).toEqual(budgetFor('ugo', level, 2));
  });

  it('every level searches more than the one below it', () => {
    for (const game of ['agog', 'gomofasta', 'ugo', 'gogmagog'] as const) {
      const [easy, normal, hard] = AI_LEVELS.map((l) => budgetFor(game, l).iterations);
      expect(easy).toBeLessThan(normal);
      expect(normal).toBeLessThan(hard);
    }
  });
});
