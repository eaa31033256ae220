// Issue 25: the AI's samples of what it cannot see never contradict what the
// table knows. 1,000 samples per position, each checked against the public facts.
import { describe, expect, it } from 'vitest';
import { gogmagog } from '../../src/games/gogmagog/index.js';
import { typeOf } from '../../src/games/gogmagog/cards.js';
import type { GogState } from '../../src/games/gogmagog/state.js';
import { nameOf } from '../../src/games/mogo/counters.js';
import { mogo, type MogoState } from '../../src/games/mogo/index.js';
import { Rng, seedRng } from '../../src/games/rng.js';
import { think } from '../../src/ai/think.js';
import type { GameId } from '../../src/games/engine.js';
import { engines } from '../../src/games/index.js';
import { play, pos as mogoPos } from '../games/mogo/helpers.js';
import { ugo } from '../../src/games/ugo/index.js';
import { act as ugoAct, build as ugoBuild, c as ugoCard, move as ugoMove } from '../games/ugo/helpers.js';

const SAMPLES = 1000;

const mogoPlay = (s: MogoState, seat: number, text: string): MogoState => play(s, seat, text).state;

function gogPosition(p: object): GogState {
  const setup = gogmagog.setup({ players: 2, seed: 'samples-public', options: { position: JSON.stringify(p) } });
  if (!setup.ok) throw new Error(setup.error);
  return setup.state;
}

describe('Gog & Magog: concealed creatures', () => {
  // Player 2's concealed creatures, as the table knows them: the cost each
  // deployment showed (GM-R29), and the draw (Insight) or drain (Siphon) it made.
  const s = gogPosition({
    resources: [3, 5],
    hands: [['Firebolt'], ['Unveil', 'Flame Raider', 'Thunder Hawk', 'Inferno Drake', 'Ember Scout']],
    lanes: [
      [{ lane: 1, card: 'Granite Brute' }],
      [
        { lane: 1, card: 'Granite Brute', concealed: true },
        { lane: 2, card: 'Storm Adept', concealed: true, abilityUsed: true },
        { lane: 3, card: 'Stone Sentinel', concealed: true },
        { lane: 4, card: 'Tempest Lord', concealed: true, abilityUsed: true },
        { lane: 5, card: 'Gale Runner', concealed: true },
      ],
    ],
  });
  // What each lane can be, given its public cost and whether an ability fired.
  const possible = [['Granite Brute'], ['Storm Adept'], ['Stone Sentinel'], ['Tempest Lord'], ['Gale Runner', 'Ember Scout']];

  it(`${SAMPLES} samples put in each concealed lane only a creature of its public cost and fired ability, never an Instant Attack`, () => {
    const seen = possible.map(() => new Set<string>());
    for (let i = 0; i < SAMPLES; i++) {
      const d = gogmagog.determinize!(s, 0, new Rng(seedRng(`gog${i}`)));
      d.lanes[1].forEach((c, l) => {
        const name = typeOf(c!.card).name;
        seen[l].add(name);
        if (!possible[l].includes(name)) throw new Error(`sample ${i} puts ${name} in lane ${l + 1}`);
        expect(c!.abilityUsed).toBe(s.lanes[1][l]!.abilityUsed);
      });
    }
    // Both cost-1 creatures stay possible in lane 5: the samples do vary where the table cannot tell.
    expect([...seen[4]].sort()).toEqual(['Ember Scout', 'Gale Runner']);
  });
});

describe('Mogo: counters whose hand is known', () => {
  const counterNames = (ids: readonly number[]) => ids.map(nameOf);
  /** Checks `ok` on 1,000 of `seat`'s samples, and that the samples still vary where the seat cannot tell. */
  function everySample(s: MogoState, seat: number, ok: (d: MogoState) => boolean): void {
    const hands = new Set<string>();
    for (let i = 0; i < SAMPLES; i++) {
      const d = mogo.determinize!(s, seat, new Rng(seedRng(`mogo${i}`)));
      if (!ok(d)) throw new Error(`sample ${i} of seat ${seat} contradicts what it knows: ${JSON.stringify(d.hands.map(counterNames))}`);
      hands.add(JSON.stringify(d.hands));
    }
    expect(hands.size).toBeGreaterThan(SAMPLES / 2);
  }

  it('a Recalled counter stays in the hand it went to, in the samples of every other seat', () => {
    const s = mogoPos({ hands: [['Wolves'], ['Recall', 'Imp'], ['Kobold', 'Merfolk']], discard: ['Flood', 'Titan'], toMove: 1, phase: 'action' }, 3);
    const t = mogoPlay(s, 1, 'cast Recall Flood');
    for (const seat of [0, 2]) {
      expect(mogo.view(t, seat).seats[1].knownHand).toEqual(['Flood']);
      everySample(t, seat, (d) => counterNames(d.hands[1]).includes('Flood'));
    }
    expect(mogo.view(t, 'spectator').seats[1].knownHand).toEqual(['Flood']);
  });

  it('Zombies destroyed go back to their hand in sight of all (MOGO-R26), and stay there in the samples', () => {
    const s = mogoPos({ board: [{ cell: 'c4', counter: 'Zombies', owner: 1 }], hands: [['Wrath'], ['Imp', 'Kobold']], toMove: 0, phase: 'action' });
    const t = mogoPlay(s, 0, 'cast Wrath');
    everySample(t, 0, (d) => counterNames(d.hands[1]).includes('Zombies'));
  });

  it('what Drain took is known to its victim only; a Scout\'s look is known to the scout only', () => {
    const s = mogoPos({ hands: [['Wolves', 'Imp', 'Kobold'], ['Troll'], ['Drain', 'Merfolk']], toMove: 2, phase: 'action' }, 3);
    const t = mogoPlay(s, 2, 'cast Drain → P1');
    const taken = t.hands[2].filter((c) => nameOf(c) !== 'Merfolk');
    expect(taken).toHaveLength(2);
    expect(mogo.view(t, 0).seats[2].knownHand).toEqual(counterNames(taken.slice().sort((a, b) => a - b)));
    expect(mogo.view(t, 1).seats[2].knownHand).toBeUndefined();
    expect(mogo.view(t, 'spectator').seats[2].knownHand).toBeUndefined();
    everySample(t, 0, (d) => taken.every((c) => d.hands[2].includes(c)));

    const scouting = mogoPos({ board: [{ cell: 'c4', counter: 'Scout', owner: 0 }], hands: [['Wolves'], ['Troll', 'Imp', 'Kobold']], toMove: 0, phase: 'action' });
    const seen = mogoPlay(scouting, 0, 'c4: scout → P2');
    expect(mogo.view(seen, 0).seats[1].knownHand).toEqual(counterNames(seen.hands[1].slice().sort((a, b) => a - b)));
    expect(mogo.view(seen, 'spectator').seats[1].knownHand).toBeUndefined();
    for (let i = 0; i < SAMPLES; i++) {
      const d = mogo.determinize!(seen, 0, new Rng(seedRng(`scout${i}`)));
      expect(d.hands[1].slice().sort((a, b) => a - b)).toEqual(seen.hands[1].slice().sort((a, b) => a - b));
    }
  });
});

describe('U-G-O: cards the table has seen go into a hand', () => {
  // Player 1's Queen takes a card of their face-up pile: what left the pile is plain to all.
  const s = ugoBuild({ players: 3, hands: [['qc', '3h', '3d'], ['7c'], ['4h']], discards: [['2s', '3s', '4s', '5s'], ['6s'], []], deckCounts: [20, 20, 20] });
  const t = ugoMove(s, 0, 'queen').state;
  const taken = t.hands[0].find((x) => !s.hands[0].includes(x))!;

  it(`the Queen's card stays in that hand in ${SAMPLES} samples of every other seat`, () => {
    for (const viewer of [1, 2, 'spectator'] as const) expect(ugo.view(t, viewer).seats[0].knownHand?.map((f) => f.id)).toEqual([taken]);
    for (const seat of [1, 2]) {
      let varied = 0;
      for (let i = 0; i < SAMPLES; i++) {
        const d = ugo.determinize!(t, seat, new Rng(seedRng(`ugo${i}`)));
        if (!d.hands[0].includes(taken)) throw new Error(`sample ${i} of seat ${seat} takes the Queen's card out of Player 1's hand`);
        if (!d.hands[0].includes(ugoCard('3h', 0))) varied++;
      }
      // The rest of the hand is still drawn at random.
      expect(varied).toBeGreaterThan(SAMPLES / 2);
    }
  });

  it('a position carries what the table knows of a hand, and refuses a known card the hand does not hold', () => {
    const setup = (known: string[][]) => ugo.setup({ players: 2, seed: 'known', options: { acesBySuit: false, ninesReflect: false, position: JSON.stringify({ hands: [['5s', '3h'], ['7c']], known }) } });
    const r = setup([['5♠'], []]);
    if (!r.ok) throw new Error(r.error);
    expect(ugo.view(r.state, 1).seats[0].knownHand?.map((f) => f.label)).toEqual(['5♠']);
    const refused = setup([['4♠'], []]);
    expect(refused.ok ? '' : refused.error).toMatch(/4♠ is known to be in Player 1's hand/);
  });

  it('a card laid face-down from that hand could be the known one: the table stops being sure', () => {
    const down = ugoAct(t, 0, { type: 'play', card: ugoCard('3h', 0), position: 'defence', faceDown: true }).state;
    expect(down.hands[0]).toContain(taken);
    expect(ugo.view(down, 1).seats[0].knownHand).toBeUndefined();
    // Laid face-up, it is plain which card left: the Queen's card stays known.
    const up = ugoAct(t, 0, { type: 'play', card: ugoCard('3h', 0), position: 'defence' }).state;
    expect(ugo.view(up, 1).seats[0].knownHand).toHaveLength(1);
  });
});

// The AI's choice does not depend on the order its own hand is kept in (issue 25:
// a hand shuffled in memory once changed Mogo's choice).
describe.each([
  { id: 'mogo' as GameId, hand: (s: any, seat: number): number[] => s.hands[seat] },
  { id: 'gogmagog' as GameId, hand: (s: any, seat: number): number[] => s.hands[seat] },
  { id: 'ugo' as GameId, hand: (s: any, seat: number): number[] => s.hands[seat] },
])('$id: the own hand\'s order', ({ id, hand }) => {
  it('a shuffled own hand gives the same choice', () => {
    const engine = engines[id]!;
    const setup = engine.setup({ players: 2, seed: `order-${id}`, options: {} });
    if (!setup.ok) throw new Error(setup.error);
    let state = setup.state;
    const rng = new Rng(seedRng('order'));
    let compared = 0;
    for (let ply = 0; ply < 600 && compared < 12 && !engine.result(state); ply++) {
      const seat = engine.toAct(state)[0];
      const own = hand(state, seat);
      if (ply % 3 === 1 && own.length >= 3) {
        const shuffled = JSON.parse(JSON.stringify(state));
        const h = hand(shuffled, seat);
        // The reversed hand: surely another order (a hand of 3 or more distinct counters).
        h.reverse();
        expect(h).not.toEqual(own);
        // Mogo's samples do not see the order either (its view sorts the hand).
        if (id === 'mogo') expect(engine.determinize!(shuffled, seat, new Rng(seedRng(`d${ply}`)))).toEqual(engine.determinize!(state, seat, new Rng(seedRng(`d${ply}`))));
        const a = think({ game: id, state, seat, level: 'easy', seed: `o${ply}`, maxMs: Infinity });
        const b = think({ game: id, state: shuffled, seat, level: 'easy', seed: `o${ply}`, maxMs: Infinity });
        expect(b).toEqual(a);
        compared++;
      }
      const actions = engine.legalActions(state, seat).filter((x: unknown) => !engine.isStandingOrder?.(x));
      const r = engine.applyAction(state, seat, rng.pick(actions));
      if (!r.ok) throw new Error(r.error);
      state = r.state;
    }
    expect(compared).toBe(12);
  }, 60_000);
});

// States stored before the knowledge was kept still load, and know nothing of any hand.
describe.each(['mogo', 'ugo'] as GameId[])('%s: a state saved before `known`', (id) => {
  it('parses, plays on and samples', () => {
    const engine = engines[id]!;
    const setup = engine.setup({ players: 3, seed: `old-${id}`, options: {} });
    if (!setup.ok) throw new Error(setup.error);
    const old = JSON.parse(JSON.stringify(setup.state));
    delete old.known;
    const parsed = engine.stateSchema.safeParse(old);
    expect(parsed.success).toBe(true);
    const s = parsed.data;
    expect(engine.view(s, 0)).toEqual(engine.view(setup.state, 0));
    const seat = engine.toAct(s)[0];
    const r = engine.applyAction(s, seat, engine.legalActions(s, seat)[0]);
    expect(r.ok).toBe(true);
    expect(engine.view(engine.determinize!(s, 1, new Rng(seedRng('old'))), 1)).toEqual(engine.view(s, 1));
  });
});
