// Custom positions (options.position): round trip, refusals with reasons, and play from one.
import { describe, expect, it } from 'vitest';
import { ugo, toPosition, type UgoState } from '../../../src/games/ugo/index.js';
import { playRandom, spread } from '../random-play.js';
import { allCards, card } from './helpers.js';

function setupWith(position: string, players = 2, extra: Record<string, unknown> = {}) {
  return ugo.setup({ players, seed: 'pos', options: ugo.optionsSchema.parse({ ...extra, position }) });
}

function fromPosition(position: string, players = 2, extra: Record<string, unknown> = {}): UgoState {
  const r = setupWith(position, players, extra);
  if (!r.ok) throw new Error(r.error);
  return r.state;
}

function refusal(position: string, players = 2): string {
  const r = setupWith(position, players);
  expect(r.ok).toBe(false);
  return r.ok ? '' : r.error;
}

/** The views a position must keep: every seat's and the spectator's, without the log (a position starts its own). */
function views(s: UgoState) {
  return ['spectator' as const, ...Array.from({ length: s.players }, (_, i) => i)].map((v) => ({ ...ugo.view(s, v), log: [] }));
}

describe('U-G-O position round trip', () => {
  it.each([
    [2, {}],
    [3, { acesBySuit: true, ninesReflect: true }],
    [4, {}],
  ] as const)('%i players: state → position → setup gives the same views and decks', (players, options) => {
    const game = playRandom(ugo, `round-trip-${players}`, players, { ...options }, { maxPlies: 400 });
    // A position is the table at the start of a turn: take the states right after a turn began.
    const starts = game.positions.filter((p) => {
      const s = p.state as UgoState;
      return !s.turn.playedAD && !s.turn.switched && s.turn.attacked.length === 0;
    });
    expect(starts.length).toBeGreaterThan(5);
    for (const p of spread(starts, 8)) {
      const state = p.state as UgoState;
      const again = fromPosition(toPosition(state), players, options);
      expect(views(again)).toEqual(views(state));
      expect(again.decks).toEqual(state.decks);
      expect(again.started).toEqual(state.started);
      expect(again.turn.number).toBe(state.turn.number);
      expect(ugo.legalActions(again, again.turn.seat)).toEqual(ugo.legalActions(state, state.turn.seat));
    }
  });

  it('fills each deck from the cards it does not name, and puts the rest in the pile (Queens removed)', () => {
    const s = fromPosition(JSON.stringify({ hands: [['5♠', 'K♥'], ['7c']], decks: [['3h', '2c'], []], deckCounts: [4, 0], toMove: 1 }));
    expect(s.decks[0]).toHaveLength(4);
    expect(s.decks[0].slice(-2)).toEqual([card('2c', 0), card('3h', 0)]);
    expect(s.decks[1]).toEqual([]);
    // Player 2's 51 cards named nowhere: 47 in the pile, the 4 Queens removed.
    expect(s.discards[1]).toHaveLength(47);
    expect(s.removed.filter((c) => c >= 52)).toHaveLength(4);
    expect(s.turn.seat).toBe(1);
    const all = allCards(s);
    expect(new Set(all).size).toBe(104);
    expect(all).toHaveLength(104);
  });

  it('a card of another deck named with (P2) stays that deck’s card', () => {
    const s = fromPosition(JSON.stringify({ hands: [['J♦(P2)'], []] }));
    expect(s.hands[0]).toEqual([card('jd', 1)]);
    expect(s.decks[1]).toHaveLength(51);
  });

  it('the first round: a seat whose target has not begun a turn may not attack yet', () => {
    const tables = [[{ card: '5s', position: 'attack' }], []];
    const early = fromPosition(JSON.stringify({ tables, started: [1, 0] }));
    expect(ugo.legalActions(early, 0).some((a) => a.type === 'attack')).toBe(false);
    const later = fromPosition(JSON.stringify({ tables }));
    expect(ugo.legalActions(later, 0)).toContainEqual({ type: 'attack', attacker: card('5s', 0), target: null });
  });
});

describe('U-G-O position refusals', () => {
  it('an empty string is refused, never read as "no position"', () => {
    expect(refusal('')).toMatch(/not valid JSON/);
  });

  it.each([
    ['not JSON', '{hands', /not valid JSON/],
    ['an unknown member', '{"life": [3, 3]}', /malformed/],
    ['a card that is no card', '{"hands": [["11♠"]]}', /"11♠" \(Player 1's hand\) is not a card/],
    ['a card named twice', '{"hands": [["5s"]], "decks": [["5♠"]]}', /5♠ of Player 1's deck is named twice/],
    ['a deck no seat plays', '{"hands": [["5s(P3)"]]}', /names a deck no seat plays/],
    ['more seats than play', '{"hands": [[], [], []]}', /lists 3 seats, but 2 play/],
    ['an Equip on the table', '{"tables": [[{"card": "4d", "position": "attack"}]]}', /4♦ on Player 1's table is not an Attack\/Defense card/],
    ['a face-down attacker', '{"tables": [[{"card": "4s", "position": "attack", "faceDown": true}]]}', /attack position is face-up/],
    ['a Special as an Equip', '{"tables": [[{"card": "4s", "position": "attack", "equips": ["ks"]}]]}', /K♠ is not an Equip card/],
    ['an Equip on a face-down card', '{"tables": [[{"card": "4s", "position": "defence", "faceDown": true, "equips": ["2d"]}]]}', /face-down, so it carries no Equip/],
    ['three Equips', '{"tables": [[{"card": "4s", "position": "attack", "equips": ["2d", "3d", "4d"]}]]}', /malformed at tables\.0\.0\.equips/],
    ['another deck’s card in a pile', '{"discards": [["5s(P2)"]]}', /5♠ of Player 2's deck cannot be in Player 1's discard pile/],
    ['a Queen in a pile', '{"discards": [["qh"]]}', /Q♥ cannot be in a discard pile/],
    ['a removed card that is no Queen', '{"removed": ["ks(P1)"]}', /Only Queens are removed/],
    ['a removed Queen of no deck', '{"removed": ["qs"]}', /Say which deck qs \(removed\) came from/],
    ['a deck too small for its named top', '{"decks": [["2s", "3s"]], "deckCounts": [1]}', /said to hold 1 card but 2 are named/],
    ['a deck larger than the cards left', '{"hands": [["2s"]], "deckCounts": [52]}', /cannot hold 52 cards: only 51/],
    ['a seat out with cards', '{"out": [1], "hands": [[], ["2s"]]}', /Player 2 is out of the game, so holds no hand/],
    ['the seat to move not at the table', '{"toMove": 3}', /only 2 play/],
    ['the seat to move yet to begin a turn', '{"started": [0, 1]}', /has begun at least one turn/],
  ])('%s', (_name, position, reason) => {
    expect(refusal(position)).toMatch(reason);
  });

  it('one seat left in play is a finished game', () => {
    expect(refusal('{"out": [1]}')).toMatch(/At least two seats/);
    expect(setupWith('{"out": [1]}', 3).ok).toBe(true);
    expect(refusal('{"out": [1], "toMove": 1}', 3)).toMatch(/Player 2 cannot be the seat to move: they are out/);
  });

  it('a position longer than the option allows', () => {
    const r = ugo.setup({ players: 2, seed: 'long', options: { acesBySuit: false, ninesReflect: false, position: ' '.repeat(6001) } });
    expect(r.ok ? '' : r.error).toMatch(/at most 6000 characters/);
  });
});

describe('U-G-O random play from a custom position', () => {
  const position = JSON.stringify({
    hands: [['8♥', 'J♠', 'Q♣', '6♣', '4♦'], ['A♥', 'K♣', '9♦', '10♠']],
    tables: [[{ card: '3♠', position: 'attack' }, { card: '2♥', position: 'defence', faceDown: true }], [{ card: '5♣', position: 'defence', equips: ['2♦'] }]],
    decks: [['7♠'], ['3♥']],
    deckCounts: [9, 6],
    discards: [['A♠'], []],
    tenPolicy: ['never', 'always'],
  });

  it.each([
    [2, 'a'],
    [2, 'b'],
    [3, 'c'],
  ])('%i players, seed %s: every legal move applies and the game ends', (players, seed) => {
    const game = playRandom(ugo, seed, players, { position }, { maxPlies: 20_000 });
    const final = game.final as UgoState;
    expect(ugo.result(final)).not.toBeNull();
    expect(ugo.stateSchema.safeParse(final).success).toBe(true);
    expect(allCards(final)).toHaveLength(52 * players);
  });
});
