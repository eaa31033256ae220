// The click-to-play picker's groups (Engine.actionGroup): a select of groups, then
// a select of the group's actions, 25 options a page. Labels must be short and
// stable; groups few enough to tap through on a phone, and none too large.
import { describe, expect, it } from 'vitest';
import type { AnyEngine } from '../../src/games/engine.js';
import { playableGames } from '../../src/games/index.js';
import { agog } from '../../src/games/agog/index.js';
import { gomofasta, type GmState } from '../../src/games/gomofasta/index.js';
import { PICKER_GROUP_MAX } from '../../src/games/gomofasta/rulings.js';
import { ugo } from '../../src/games/ugo/index.js';
import { start as agogStart } from './agog/helpers.js';
import { position } from './gomofasta/helpers.js';
import { build } from './ugo/helpers.js';
import { playerCounts, playRandom, spread, variantsOf, type Position } from './random-play.js';

/** Group label → number of actions, in legalActions order. */
function groupsOf(engine: AnyEngine, state: unknown, actions: readonly unknown[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const a of actions) {
    const label = engine.actionGroup!(state, a);
    m.set(label, (m.get(label) ?? 0) + 1);
  }
  return m;
}

function sampled(engine: AnyEngine): (Position & { options: Record<string, unknown> })[] {
  const out: (Position & { options: Record<string, unknown> })[] = [];
  for (const [v, options] of variantsOf(engine).entries()) {
    for (const players of playerCounts(engine)) {
      for (let g = 0; g < 3; g++) {
        const game = playRandom(engine, `group-${engine.id}-${v}-${players}-${g}`, players, options);
        out.push(...spread(game.positions, 30).map((p) => ({ ...p, options })));
      }
    }
  }
  return out;
}

describe('every engine in the registry', () => {
  it('implements actionGroup', () => {
    for (const engine of playableGames()) expect(typeof engine.actionGroup, engine.id).toBe('function');
  });

  describe.each(playableGames().map((e) => [e.id, e] as const))('%s', (_id, engine) => {
    const positions = sampled(engine);

    it('labels every legal action of random positions, non-empty and at most 80 characters, the same for a copy of the state in any order', () => {
      let labelled = 0;
      for (const p of positions) {
        const actions = engine.legalActions(p.state, p.seat) as unknown[];
        const labels = actions.map((a) => engine.actionGroup!(p.state, a));
        const copy = JSON.parse(JSON.stringify(p.state));
        const backwards = actions.slice().reverse().map((a) => engine.actionGroup!(copy, a)).reverse();
        for (const label of labels) {
          if (typeof label !== 'string' || label.trim() === '' || label.length > 80) expect.fail(`${engine.id}: bad label ${JSON.stringify(label)}`);
        }
        expect(backwards).toEqual(labels);
        labelled += labels.length;
      }
      expect(labelled).toBeGreaterThan(100);
    });
  });
});

describe('A•G•O•G groups by the unit that moves', () => {
  it('names the unit by kind and square, one group per unit that can move', () => {
    const s = agogStart('j:b2 g:c3,d4 h:e5 c:a5 J:h8 G:g7');
    const actions = agog.legalActions(s, 0);
    for (const a of actions) expect(agog.actionGroup!(s, a)).toMatch(/^(Golem|Hulk|Corrupted hulk|Journeyman) [a-h][1-8]$/);
    const labels = new Set(actions.map((a) => agog.actionGroup!(s, a)));
    expect(labels).toEqual(new Set(['Journeyman b2', 'Golem c3', 'Golem d4', 'Hulk e5', 'Corrupted hulk a5']));
  });

  it('stays within one page of groups, and small groups, in random games', () => {
    // A side has at most 21 units (20 golems, hulks among them, and the journeyman),
    // so the groups always fit on one 25-option page; a unit seldom has more than a few moves.
    let largest = 0;
    for (const p of sampled(agog)) {
      const g = groupsOf(agog, p.state, agog.legalActions(p.state as never, p.seat));
      expect(g.size).toBeLessThanOrEqual(21);
      largest = Math.max(largest, ...g.values());
    }
    expect(largest).toBeLessThanOrEqual(25);
  });
});

describe('Go*Mofasta groups by card and turn, in bands of rows on an open board', () => {
  const open19 = position({ size: 19, hands: [['B', 'W', 'S'], ['W', 'C', 'S']] });

  it('splits an empty 19×19 board into bands of at most PICKER_GROUP_MAX placements', () => {
    const g = groupsOf(gomofasta, open19, gomofasta.legalActions(open19, open19.toMove));
    // 3 cards × 4 turns × 5 bands of rows (18 placements a row: 4 rows = 72).
    expect(g.size).toBe(60);
    expect([...g.keys()].slice(0, 5)).toEqual(['B r0 · rows 16–19', 'B r0 · rows 12–15', 'B r0 · rows 8–11', 'B r0 · rows 4–7', 'B r0 · rows 2–3']);
    expect([...g.values()].slice(0, 5)).toEqual([72, 72, 72, 72, 36]);
  });

  it('does without bands once few blocks are left', () => {
    // Fill all but the last three columns: 2 free columns of blocks × 12 rows = 24 placements.
    const rows = Array.from({ length: 13 }, () => 'XOXOXOXOXO...');
    const s: GmState = position({ size: 13, rows, hands: [['C', 'S', 'B'], ['W', 'W', 'S']] });
    const g = groupsOf(gomofasta, s, gomofasta.legalActions(s, s.toMove));
    expect([...g.entries()]).toEqual([
      ['C r0', 24],
      ['C r90', 24],
      ['S r0', 24],
      ['S r90', 24],
      ['S r180', 24],
      ['S r270', 24],
      ['B r0', 24],
      ['B r90', 24],
      ['B r180', 24],
      ['B r270', 24],
    ]);
  });

  it('never makes a group larger than PICKER_GROUP_MAX, nor more groups than the bands allow, in random games', () => {
    // Every band but the last holds more than PICKER_GROUP_MAX minus one row of
    // placements (18 on 19×19, 12 on 13×13), so 324 placements make at most 6 bands
    // and 144 at most 3; a hand offers at most 12 card-turns.
    const maxGroups = { 19: 12 * 6, 13: 12 * 3 } as const;
    for (const p of sampled(gomofasta)) {
      const s = p.state as GmState;
      const g = groupsOf(gomofasta, s, gomofasta.legalActions(s, p.seat));
      expect(Math.max(...g.values())).toBeLessThanOrEqual(PICKER_GROUP_MAX);
      expect(g.size).toBeLessThanOrEqual(maxGroups[s.size]);
    }
  });
});

describe('U-G-O groups by the card played or the kind of action', () => {
  it('names hand cards, attackers, the position change and the end of the turn', () => {
    const s = build({
      hands: [['7c', '3d', 'ks', '5h'], []],
      tables: [[{ card: '4s' }, { card: '2h', pos: 'd' }], [{ card: '6c' }]],
    });
    const g = groupsOf(ugo, s, ugo.legalActions(s, 0));
    expect([...g.keys()]).toEqual(['7♣', '3♦', 'K♠', '5♥', 'Change positions', 'Attack with 4♠', 'End turn']);
    // 7♣ in attack, defence or face-down defence, sacrificing either table card.
    expect(g.get('7♣')).toBe(6);
    expect(g.get('Change positions')).toBe(3);
  });

  it('keeps two copies of a card from different decks apart', () => {
    const s = build({ hands: [['5s', '5s(p2)'], []] });
    const labels = new Set(ugo.legalActions(s, 0).map((a) => ugo.actionGroup!(s, a)));
    expect(labels).toEqual(new Set(['5♠(P1)', '5♠(P2)', 'End turn']));
  });

  it('keeps groups within one page, and no group above the 31 position changes of a full table, in random games', () => {
    // 31 = every non-empty subset of 5 table cards (MAX_TABLE). There is no hand limit
    // (UGO-R16), so 25 groups is not a guarantee, but random play never comes near it.
    for (const p of sampled(ugo)) {
      const g = groupsOf(ugo, p.state, ugo.legalActions(p.state as never, p.seat));
      expect(g.size).toBeLessThanOrEqual(25);
      expect(Math.max(...g.values())).toBeLessThanOrEqual(31);
    }
  });
});
