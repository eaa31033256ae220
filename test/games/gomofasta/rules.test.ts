// Setup, turns, drawing and reshuffling, illegal input, views (RULINGS §3.1, MOF-R11).
import { describe, expect, it } from 'vitest';
import { gomofasta, type GmAction, type GmState } from '../../../src/games/gomofasta/index.js';
import { RULES_SUMMARY } from '../../../src/games/gomofasta/summary.js';
import { deepFreeze, expectFail, fresh, position, pt } from './helpers.js';

const first = (s: GmState): GmAction => gomofasta.legalActions(s, s.toMove)[0];

function step(s: GmState, action = first(s)) {
  const r = gomofasta.applyAction(s, s.toMove, action);
  if (!r.ok) throw new Error(r.error);
  return r;
}

describe('engine surface', () => {
  it('declares 2 players, agreed draws and a short summary', () => {
    expect(gomofasta.id).toBe('gomofasta');
    expect(gomofasta.players).toEqual({ min: 2, max: 2 });
    expect(gomofasta.drawsAllowed).toBe(true);
    expect(gomofasta.rulesSummary).toBe(RULES_SUMMARY);
    expect(RULES_SUMMARY.length).toBeLessThanOrEqual(1500);
    expect(gomofasta.seatName(0, 2)).toBe('Player 1');
    expect(gomofasta.seatName(1, 2)).toBe('Player 2');
  });
});

describe('setup', () => {
  it('deals 3 open cards each from a shuffled 9-card deck onto an empty 19×19 board', () => {
    const s = fresh('a');
    expect(s.size).toBe(19);
    expect(s.board).toBe('.'.repeat(361));
    expect(s.hands.map((h) => h.length)).toEqual([3, 3]);
    expect(s.deck).toHaveLength(3);
    expect(s.discard).toEqual([]);
    expect([...s.hands.flat(), ...s.deck].sort()).toEqual(['B', 'B', 'B', 'C', 'S', 'S', 'W', 'W', 'W']);
    expect(gomofasta.toAct(s)).toEqual([s.blackSeat]);
    expect(gomofasta.stateSchema.safeParse(s).success).toBe(true);
  });

  it('offers 13×13 and defaults missing options', () => {
    const s = fresh('b', { size: 13 });
    expect(s.board).toHaveLength(169);
    const d = gomofasta.setup({ players: 2, seed: 'c', options: {} as never });
    expect(d.ok && d.state.size).toBe(19);
    expect(d.ok && d.state.deckMultiplier).toBe(1);
  });

  it('rejects wrong player counts and options', () => {
    expectFail(gomofasta.setup({ players: 3, seed: 'x', options: { size: 19, deckMultiplier: 1 } }), /exactly 2/);
    expectFail(gomofasta.setup({ players: 2, seed: 'x', options: { size: 15, deckMultiplier: 1 } as never }));
    expectFail(gomofasta.setup({ players: 2, seed: 'x', options: { size: 19, deckMultiplier: 4 } as never }));
  });

  it('is the same for the same seed, and chooses Black (the first player) at random', () => {
    expect(fresh('same')).toEqual(fresh('same'));
    const blacks = new Set<number>();
    const decks = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const s = fresh(`seed ${i}`);
      blacks.add(s.blackSeat);
      expect(s.toMove).toBe(s.blackSeat);
      decks.add([...s.hands.flat(), ...s.deck].join(''));
    }
    expect([...blacks].sort()).toEqual([0, 1]);
    expect(decks.size).toBeGreaterThan(10);
  });
});

describe('turns, drawing and reshuffling', () => {
  it('alternates, discards the played card and draws into its place', () => {
    const s = position({ blackSeat: 0, hands: [['B', 'S', 'C'], ['W', 'W', 'B']] });
    const top = s.deck[0];
    const r = step(s, { card: 'S', rot: 0, x: 4, y: 4 });
    expect(r.state.toMove).toBe(1);
    expect(r.state.hands[0]).toEqual(['B', top, 'C']);
    expect(r.state.discard).toEqual(['S']);
    expect(r.state.deck).toEqual(s.deck.slice(1));
    expect(r.state.ply).toBe(1);
    expect(r.events.map((e) => e.kind)).toEqual(['place', 'draw']);
    expect(r.events[0].text).toBe('Player 1 (Black) played Split Pair S r0 e9.');
  });

  it('reshuffles the discard pile, including the card just played, when the deck is empty', () => {
    let s = fresh('reshuffle', { size: 13 });
    for (let i = 0; i < 3; i++) s = step(s).state;
    expect(s.deck).toEqual([]);
    expect(s.discard).toHaveLength(3);
    const played = first(s).card;
    const r = step(s);
    expect(r.events.some((e) => e.kind === 'reshuffle' && /4 discarded cards/.test(e.text))).toBe(true);
    expect(r.state.discard).toEqual([]);
    expect(r.state.deck).toHaveLength(3);
    const pool = [...s.discard, played].sort();
    const drawnAndDeck = [...r.state.deck, r.state.hands[s.toMove][s.hands[s.toMove].indexOf(played)]].sort();
    expect(drawnAndDeck).toEqual(pool);
    expect(r.state.rng).not.toEqual(s.rng);
  });

  it('keeps all 18 cards with a doubled deck, reshuffling after 12 turns', () => {
    let s = fresh('double', { size: 13, deckMultiplier: 2 });
    expect(s.deck).toHaveLength(12);
    let reshuffles = 0;
    for (let i = 0; i < 13; i++) {
      const r = step(s);
      if (r.events.some((e) => e.kind === 'reshuffle')) {
        reshuffles++;
        expect(i).toBe(12);
      }
      s = r.state;
      expect(s.hands[0].length + s.hands[1].length + s.deck.length + s.discard.length).toBe(18);
    }
    expect(s.result).toBe(null);
    expect(reshuffles).toBe(1);
  });

  it('lists every card × distinct rotation × empty block, Checker twice not four times', () => {
    const s = position({ size: 19, hands: [['B', 'C', 'B'], ['W', 'S', 'S']] });
    const acts = gomofasta.legalActions(s, s.toMove);
    expect(acts).toHaveLength((4 + 2) * 18 * 18);
    expect(new Set(acts.map((a) => `${a.card}${a.rot}`))).toEqual(new Set(['B0', 'B90', 'B180', 'B270', 'C0', 'C90']));
    expect(gomofasta.legalActions(s, 1 - s.toMove)).toEqual([]);
  });

  it('accepts a non-canonical Checker rotation as the same move', () => {
    const s = position({ hands: [['C', 'B', 'B'], ['W', 'S', 'S']] });
    const a = step(s, { card: 'C', rot: 180, x: 2, y: 2 });
    const b = step(s, { card: 'C', rot: 0, x: 2, y: 2 });
    expect(a.state.board).toBe(b.state.board);
  });
});

describe('illegal input is refused, never thrown, and changes nothing', () => {
  const s = deepFreeze(position({ stones: { B: [pt(13, 'd10')] }, blackSeat: 0, toMove: 0, hands: [['B', 'S', 'C'], ['W', 'W', 'S']] }));
  const snapshot = JSON.stringify(s);
  const cases: [string, () => ReturnType<typeof gomofasta.applyAction>, RegExp][] = [
    ['an occupied point', () => gomofasta.applyAction(s, 0, { card: 'B', rot: 0, x: 2, y: 2 }), /not empty: d10 is taken/],
    ['a block running off the board', () => gomofasta.applyAction(s, 0, { card: 'B', rot: 0, x: 12, y: 0 }), /runs off the board/],
    ['a block off the bottom', () => gomofasta.applyAction(s, 0, { card: 'B', rot: 0, x: 0, y: 12 }), /runs off the board/],
    ['a point off the board', () => gomofasta.applyAction(s, 0, { card: 'B', rot: 0, x: 40, y: -3 }), /not on the 13×13 board/],
    ['a card not in hand', () => gomofasta.applyAction(s, 0, { card: 'W', rot: 0, x: 5, y: 5 }), /no White Trio \(W\) in your hand/],
    ['out of turn', () => gomofasta.applyAction(s, 1, { card: 'W', rot: 0, x: 5, y: 5 }), /not your turn: Player 1 \(Black\)/],
    ['a seat not in the game', () => gomofasta.applyAction(s, 7, { card: 'B', rot: 0, x: 5, y: 5 }), /not playing/],
    ['null', () => gomofasta.applyAction(s, 0, null as never), /not a placement/],
    ['a string', () => gomofasta.applyAction(s, 0, 'B r0 a1' as never), /not a placement/],
    ['an unknown card', () => gomofasta.applyAction(s, 0, { card: 'X', rot: 0, x: 1, y: 1 } as never), /not a placement/],
    ['a 45° turn', () => gomofasta.applyAction(s, 0, { card: 'B', rot: 45, x: 1, y: 1 } as never), /not a placement/],
    ['a fractional point', () => gomofasta.applyAction(s, 0, { card: 'B', rot: 0, x: 1.5, y: 1 }), /not a placement/],
  ];
  for (const [label, f, msg] of cases) {
    it(label, () => {
      let r: ReturnType<typeof gomofasta.applyAction> | undefined;
      expect(() => (r = f())).not.toThrow();
      expectFail(r!, msg);
      expect(JSON.stringify(s)).toBe(snapshot);
    });
  }
  it('a legal move leaves the frozen input as it was', () => {
    expect(() => gomofasta.applyAction(s, 0, { card: 'B', rot: 0, x: 5, y: 5 })).not.toThrow();
    expect(JSON.stringify(s)).toBe(snapshot);
  });
});

describe('views (MOF-R11)', () => {
  it('show both hands to everyone, the deck size but not its order, and no RNG', () => {
    const s = fresh('view');
    for (const viewer of [0, 1, 'spectator'] as const) {
      const v = gomofasta.view(s, viewer);
      expect(v.players.map((p) => p.hand)).toEqual(s.hands);
      expect(v.deckSize).toBe(3);
      expect(v).not.toHaveProperty('deck');
      expect(v).not.toHaveProperty('rng');
      expect(JSON.stringify(v)).not.toMatch(/"deck"|"rng"/);
      expect(v.toMove).toBe(s.blackSeat);
      expect(v.toMoveColour).toBe('Black');
      expect(v.players[s.blackSeat].colour).toBe('Black');
      expect(v.players[1 - s.blackSeat].colour).toBe('White');
      expect(v.viewer).toBe(viewer);
    }
  });

  it('separate the last card’s stones from the stones filled by eyes', () => {
    const s = position({ rows: ['..X', '..O', '..X', 'OXO'] });
    const r = step(s, { card: 'S', rot: 0, x: 0, y: 1 });
    const v = gomofasta.view(r.state, 'spectator');
    expect(v.last?.placed.sort((a, b) => a - b)).toEqual([pt(13, 'a12'), pt(13, 'b12'), pt(13, 'a11'), pt(13, 'b11')].sort((a, b) => a - b));
    expect(v.last?.filled).toEqual([pt(13, 'a13'), pt(13, 'b13')]);
    expect(v.last?.text).toBe('S r0 a12');
    expect(v.discard).toEqual(['S']);
  });

  it('are copies: changing a view does not change the state', () => {
    const s = fresh('copy');
    const v = gomofasta.view(s, 0);
    v.players[0].hand.push('B');
    expect(s.hands[0]).toHaveLength(3);
  });
});
