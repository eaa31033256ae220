// Gog & Magog lessons: mana and deploying; concealment and reveal; War, guild
// combinations and March. The learner is Player 1 (seat 0); positions go through
// the engine's own position option (gogmagog/position.ts), as it stands.
import { DECK } from '../games/gogmagog/cards.js';
import { CARD_TYPES, type GogState } from '../games/gogmagog/index.js';
import type { Lesson, Level } from './types.js';

const ME = 0;
const THEM = 1;

/** The card name of an id in either player's deck. */
const nameOf = (id: number): string => CARD_TYPES[DECK[id % DECK.length]].name;
const creature = (s: GogState, seat: number, lane: number) => s.lanes[seat][lane - 1];
const creatureNamed = (s: GogState, seat: number, lane: number, name: string): boolean => {
  const c = creature(s, seat, lane);
  return !!c && nameOf(c.card) === name;
};
const creatures = (s: GogState, seat: number): number => s.lanes[seat].filter(Boolean).length;

interface LaneSpec {
  lane: number;
  card: string;
  slot?: 'offence' | 'defence';
  concealed?: boolean;
  abilityUsed?: boolean;
}

/** The options of a level: a table right after Player 1's draw, 20 energy each unless said. */
function position(p: { hands: [string[], string[]]; resources?: [number, number]; lanes?: [LaneSpec[], LaneSpec[]]; energy?: [number, number] }): Record<string, unknown> {
  return { position: JSON.stringify({ ...p, toMove: 0 }) };
}

/** Player 2 ends every turn it gets. */
const theyPass = { kind: 'script', moves: ['end turn', 'end turn', 'end turn', 'end turn', 'end turn'] } as const;

type GogLevel = Level<GogState>;
const base = { game: 'gogmagog' as const, learner: ME, replies: theyPass };

const levels: GogLevel[] = [
  // ---- Stage 1: mana and deploying ----
  {
    ...base,
    id: 'gogmagog-1-1',
    stage: 1,
    title: 'Mana',
    options: position({ hands: [['Mana Crystal', 'Ember Scout', 'Stone Sentinel'], ['Gale Runner']], resources: [0, 1] }),
    goal: 'Deploy your Ember Scout in lane 3.',
    par: 2,
    hints: ['Creatures cost mana, and each Mana Crystal in your resource row gives 1 mana every turn.', 'One resource card per turn, and it works at once.'],
    passed: (s) => creatureNamed(s, ME, 3, 'Ember Scout'),
    solution: ['play Mana Crystal', 'deploy Ember Scout lane 3'],
  },
  {
    ...base,
    id: 'gogmagog-1-2',
    stage: 1,
    title: 'Spend it all',
    options: position({ hands: [['Granite Brute', 'Stone Sentinel', 'Gale Runner'], ['Gale Runner']], resources: [3, 3] }),
    goal: 'Put two creatures on the board this turn with your 3 mana.',
    par: 2,
    hints: ['Add up the costs: your mana is shared by everything you play this turn.', 'Each lane holds one creature of yours.'],
    passed: (s) => creatures(s, ME) >= 2,
    solution: ['deploy Stone Sentinel lane 1', 'deploy Gale Runner lane 2'],
  },
  {
    ...base,
    id: 'gogmagog-1-3',
    stage: 1,
    title: 'Instant Attack',
    options: position({
      hands: [['Flame Raider', 'Granite Brute'], ['Gale Runner']],
      resources: [3, 3],
      lanes: [[], [
        { lane: 1, card: 'Stone Sentinel' },
        { lane: 3, card: 'Stone Sentinel' },
        { lane: 4, card: 'Granite Brute' },
        { lane: 5, card: 'Granite Brute' },
      ]],
    }),
    goal: "Deploy a creature that hits Player 2's energy at once.",
    par: 1,
    hints: [
      'A creature with Instant Attack enters in the offensive slot and attacks the lane opposite straight away.',
      'An empty lane opposite is a Flaw: the attack goes to the player’s energy.',
    ],
    passed: (s, start) => s.energy[THEM] < start.energy[THEM],
    solution: ['deploy Flame Raider lane 2'],
  },

  // ---- Stage 2: concealment and reveal ----
  {
    ...base,
    id: 'gogmagog-2-1',
    stage: 2,
    title: 'Hide a creature',
    options: position({ hands: [['Mountain Warden', 'Gale Runner'], ['Gale Runner']], resources: [4, 4] }),
    goal: 'Deploy your Mountain Warden concealed (face-down) in lane 4.',
    par: 1,
    hints: ['A creature deployed in defence may go face-down: your opponent sees only its cost.'],
    passed: (s) => creatureNamed(s, ME, 4, 'Mountain Warden') && !!creature(s, ME, 4)?.concealed,
    solution: ['deploy Mountain Warden lane 4 concealed'],
  },
  {
    ...base,
    id: 'gogmagog-2-2',
    stage: 2,
    title: 'Unveil',
    options: position({
      hands: [['Unveil', 'Firebolt'], ['Gale Runner']],
      resources: [1, 4],
      lanes: [[], [{ lane: 2, card: 'Granite Brute', concealed: true }, { lane: 5, card: 'Storm Adept', concealed: true }]],
    }),
    goal: "Reveal every one of Player 2's concealed creatures.",
    par: 1,
    hints: ['One spell turns all the enemy’s concealed creatures face-up, and draws you a card as well.'],
    passed: (s) => s.lanes[THEM].every((c) => !c || !c.concealed),
    solution: ['unveil'],
  },
  {
    ...base,
    id: 'gogmagog-2-3',
    stage: 2,
    title: 'Strike what you cannot see',
    options: position({
      hands: [['Firebolt', 'Thunderstrike'], ['Gale Runner']],
      resources: [1, 4],
      lanes: [[], [{ lane: 1, card: 'Granite Brute' }, { lane: 3, card: 'Ember Scout', concealed: true }]],
    }),
    goal: 'Destroy the concealed creature in lane 3.',
    par: 1,
    hints: [
      'A spell aimed at a concealed creature turns it face-up first.',
      'A spell’s tokens destroy a creature once they reach its Defense, which is 1 higher in the defensive slot.',
    ],
    passed: (s) => !creature(s, THEM, 3),
    solution: ['firebolt → lane 3'],
  },

  // ---- Stage 3: War, guild combinations and March ----
  {
    ...base,
    id: 'gogmagog-3-1',
    stage: 3,
    title: 'March',
    options: position({
      hands: [['Firebolt'], ['Gale Runner']],
      resources: [1, 4],
      lanes: [[{ lane: 2, card: 'Granite Brute' }, { lane: 4, card: 'Ember Scout', concealed: true }], [{ lane: 1, card: 'Stone Sentinel' }]],
    }),
    goal: 'Move both your creatures up to their offensive slots in one turn.',
    par: 1,
    hints: ['A March moves any of your creatures between defence and offence, and is your whole turn.', 'A concealed creature is revealed as it moves up.'],
    passed: (s) => !!creature(s, ME, 2)?.offence && !!creature(s, ME, 4)?.offence,
    solution: ['march lane 2 ↑, lane 4 ↑'],
  },
  {
    ...base,
    id: 'gogmagog-3-2',
    stage: 3,
    title: 'War',
    options: position({
      hands: [['Gale Runner'], ['Gale Runner']],
      resources: [1, 4],
      lanes: [[{ lane: 1, card: 'Granite Brute', slot: 'offence' }], [{ lane: 3, card: 'Stone Sentinel' }]],
    }),
    goal: "Wage War and bring Player 2's energy down to 16.",
    par: 2,
    hints: ['In a War every creature in your offensive slots attacks the lane opposite.', 'In offence a creature gets +1 attack; an empty lane opposite lets the attack through to energy.'],
    passed: (s) => s.energy[THEM] <= 16,
    solution: ['war', 'resolve'],
  },
  {
    ...base,
    id: 'gogmagog-3-3',
    stage: 3,
    title: 'Guild combination',
    options: position({
      hands: [['Gale Runner'], ['Gale Runner']],
      resources: [1, 4],
      lanes: [
        [{ lane: 1, card: 'Ember Scout', slot: 'offence' }, { lane: 2, card: 'Ember Scout', slot: 'offence' }],
        [{ lane: 2, card: 'Granite Brute' }],
      ],
    }),
    goal: 'Destroy the Granite Brute in lane 2 in one War.',
    par: 2,
    hints: [
      'Attackers of one guild may join to strike the lane opposite one of them, adding up their attacks.',
      'The creature in a lane hits back at your attacker in that lane, whatever it was targeted by.',
    ],
    passed: (s) => !creatureNamed(s, THEM, 2, 'Granite Brute'),
    solution: ['war lanes 1+2 → lane 2', 'resolve'],
  },
  {
    ...base,
    id: 'gogmagog-3-4',
    stage: 3,
    title: 'Win the game',
    final: true,
    options: position({
      hands: [['War Cry', 'Firebolt'], ['Gale Runner']],
      resources: [2, 4],
      energy: [20, 4],
      lanes: [
        [{ lane: 1, card: 'Granite Brute', slot: 'offence' }, { lane: 3, card: 'Ember Scout', slot: 'offence' }],
        [{ lane: 1, card: 'Stone Sentinel' }],
      ],
    }),
    goal: 'Win this turn: Player 2 has 4 energy left.',
    par: 3,
    hints: ['Count what reaches a Flaw: only the empty lanes opposite let damage through.', 'Some spells can only be cast inside your War, before it resolves.'],
    passed: (s) => !!s.result?.winners.includes(ME),
    solution: ['war', 'war cry', 'resolve'],
  },
];

export const gogmagogLesson: Lesson = {
  game: 'gogmagog',
  stages: ['Mana and deploying', 'Concealment and reveal', 'War, guild combinations and March'],
  levels: levels as Level[],
};
