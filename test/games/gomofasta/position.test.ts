// Custom positions (options.position): round trip, refusals with reasons, and play from one.
import { describe, expect, it } from 'vitest';
import { gomofasta, toPosition, type GmState } from '../../../src/games/gomofasta/index.js';
import { playRandom, spread } from '../random-play.js';

type Opts = { size: 13 | 19; deckMultiplier: 1 | 2 | 3; position?: string };

function setupWith(options: Opts, seed = 'pos') {
  return gomofasta.setup({ players: 2, seed, options: gomofasta.optionsSchema.parse(options) });
}

function fromPosition(position: string, size: 13 | 19 = 13, deckMultiplier: 1 | 2 | 3 = 1): GmState {
  const r = setupWith({ size, deckMultiplier, position });
  if (!r.ok) throw new Error(r.error);
  return r.state;
}

const empty13 = () => Array.from({ length: 13 }, () => '.'.repeat(13));

function refusal(position: string, size: 13 | 19 = 13, deckMultiplier: 1 | 2 | 3 = 1): string {
  const r = setupWith({ size, deckMultiplier, position });
  expect(r.ok).toBe(false);
  return r.ok ? '' : r.error;
}

describe('Go*Mofasta position round trip', () => {
  it.each([
    ['13×13, one deck', { size: 13, deckMultiplier: 1 }],
    ['19×19, three decks', { size: 19, deckMultiplier: 3 }],
  ] as const)('%s: state → position → setup gives the same public state and deck', (_name, options) => {
    const game = playRandom(gomofasta, 'round-trip', 2, { ...options }, { maxPlies: 40 });
    for (const p of spread(game.positions, 6)) {
      const state = p.state as GmState;
      const again = fromPosition(toPosition(state), options.size, options.deckMultiplier);
      // A position carries the table, not the history: ply and the last move start afresh.
      const strip = (s: GmState) => ({ ...gomofasta.view(s, 'spectator'), ply: 0, last: null });
      expect(strip(again)).toEqual(strip(state));
      expect(again.deck).toEqual(state.deck);
      expect(again.hands).toEqual(state.hands);
      expect(gomofasta.legalActions(again, again.toMove)).toEqual(gomofasta.legalActions(state, state.toMove));
    }
  });

  it('fills what it does not name: hands dealt and the deck shuffled from the seed', () => {
    const a = fromPosition('{}');
    const b = fromPosition('{}');
    expect(a).toEqual(b);
    expect(a.hands.map((h) => h.length)).toEqual([3, 3]);
    expect(a.hands.flat().length + a.deck.length + a.discard.length).toBe(9);
    expect(a.board).toBe('.'.repeat(169));
    expect(a.toMove).toBe(a.blackSeat);
  });

  it('puts the named deck on top, in order', () => {
    const s = fromPosition(JSON.stringify({ hands: [['B', 'B', 'S'], ['W', 'W', 'S']], deck: ['C', 'W'], blackSeat: 1, toMove: 0 }));
    expect(s.deck.slice(0, 2)).toEqual(['C', 'W']);
    expect(s.deck).toHaveLength(3);
    expect([s.blackSeat, s.toMove]).toEqual([1, 0]);
    const r = gomofasta.applyAction(s, 0, { card: 'B', rot: 0, x: 0, y: 0 });
    expect(r.ok && r.state.hands[0]).toEqual(['C', 'B', 'S']);
  });
});

describe('Go*Mofasta position refusals', () => {
  it('an empty string is refused, never read as "no position"', () => {
    expect(refusal('')).toMatch(/not valid JSON/);
  });

  it.each([
    ['not JSON', '{rows', /not valid JSON/],
    ['not an object', '[]', /malformed/],
    ['an unknown member', '{"stones": []}', /malformed/],
    ['an unknown card', '{"deck": ["X"]}', /malformed at deck\.0/],
    ['a seat out of range', '{"toMove": 2}', /malformed at toMove/],
    ['a hand of two', '{"hands": [["B","B"],["W","W","W"]]}', /Player 1's hand has 2 cards/],
    ['too many Checkers', '{"hands": [["C","C","B"],["W","W","W"]]}', /more C cards than a deck of 9/],
    ['a stray character', JSON.stringify({ rows: ['x'.padEnd(13, '.'), ...empty13().slice(1)] }), /Row 13 holds "x" at a13/],
    ['too few rows', JSON.stringify({ rows: empty13().slice(1) }), /12 rows, but the board is 13×13/],
    ['a short row', JSON.stringify({ rows: ['...', ...empty13().slice(1)] }), /Row 13 of the position has 3 points/],
  ])('%s', (_name, position, reason) => {
    expect(refusal(position)).toMatch(reason);
  });

  it('a 19×19 board under the 13×13 option, with the way out in the reason', () => {
    const rows = Array.from({ length: 19 }, () => '.'.repeat(19));
    expect(refusal(JSON.stringify({ rows }), 13)).toMatch(/19 rows, but the board is 13×13 \(set the board option/);
    expect(setupWith({ size: 19, deckMultiplier: 1, position: JSON.stringify({ rows }) }).ok).toBe(true);
  });

  it('an empty point cut off from every empty 2×2 block (play would have filled it)', () => {
    // A lone empty point at a13, walled in by black stones.
    const rows = empty13();
    rows[0] = '.B' + '.'.repeat(11);
    rows[1] = 'B' + '.'.repeat(12);
    expect(refusal(JSON.stringify({ rows }))).toMatch(/empty area at a13 has no room for a card/);
  });

  it('a board that already has 8 in a row', () => {
    const rows = empty13();
    rows[6] = '..WWWWWWWW...';
    expect(refusal(JSON.stringify({ rows }))).toMatch(/already has 8 in a row through c7/);
    rows[6] = '..WWWWWWW....';
    expect(setupWith({ size: 13, deckMultiplier: 1, position: JSON.stringify({ rows }) }).ok).toBe(true);
  });

  it('a full board', () => {
    const rows = Array.from({ length: 13 }, (_, y) => (y % 2 ? 'BBWW' : 'WWBB').repeat(4).slice(0, 13));
    expect(refusal(JSON.stringify({ rows }))).toMatch(/full/);
  });

  it('a position longer than the option allows', () => {
    const r = gomofasta.setup({ players: 2, seed: 'long', options: { size: 13, deckMultiplier: 1, position: ' '.repeat(2001) } });
    expect(r.ok ? '' : r.error).toMatch(/at most 2000 characters/);
  });
});

describe('Go*Mofasta random play from a custom position', () => {
  const rows = empty13();
  rows[6] = '.BBBBBB......';
  rows[7] = '.WWWWWW......';
  const position = JSON.stringify({ rows, hands: [['S', 'B', 'C'], ['W', 'W', 'S']], deck: ['B'], discard: ['W'], blackSeat: 1, toMove: 1 });

  it.each(['a', 'b', 'c', 'd'])('seed %s: every legal move applies and the game ends', (seed) => {
    const game = playRandom(gomofasta, seed, 2, { size: 13, deckMultiplier: 1, position });
    const final = game.final as GmState;
    expect(gomofasta.result(final)).not.toBeNull();
    expect(gomofasta.stateSchema.safeParse(final).success).toBe(true);
  });
});
