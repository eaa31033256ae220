// U-G-O lessons: attack and defence; the Specials (Ace, King, Jack, Queen); the Ten
// and the deck-out win. The learner is Player 1 (seat 0) against Player 2, through
// the engine's own position option (ugo/position.ts).
import { makeCard, parseCardToken } from '../games/ugo/cards.js';
import type { UgoState } from '../games/ugo/index.js';
import type { Lesson, Level } from './types.js';

const ME = 0;
const THEM = 1;

/** A card id from its notation ("3♣") and the deck it came from. */
function card(text: string, deck: number): number {
  const t = parseCardToken(text.toLowerCase());
  if (!t) throw new Error(`not a card: ${text}`);
  return makeCard(deck, t.suit, t.rank);
}

const onTable = (s: UgoState, seat: number, text: string, deck = seat): boolean => s.tables[seat].some((t) => t.card === card(text, deck));
const milled = (s: UgoState, start: UgoState, seat: number): number => start.decks[seat].length - s.decks[seat].length;
const iWon = (s: UgoState): boolean => !!s.result?.winners.includes(ME);

/** The options of a level: a position (see ugo/position.ts) for two players. */
const position = (p: Record<string, unknown>): Record<string, unknown> => ({ position: JSON.stringify(p) });

/** Player 2 ends every turn it gets. */
const theyPass = { kind: 'script', moves: ['end turn', 'end turn', 'end turn', 'end turn', 'end turn'] } as const;

type UgoLevel = Level<UgoState>;
const base = { game: 'ugo' as const, learner: ME, replies: theyPass };

const levels: UgoLevel[] = [
  // ---- Stage 1: attack and defence ----
  {
    ...base,
    id: 'ugo-1-1',
    stage: 1,
    title: 'Lay and strike',
    options: position({ hands: [['5♠', '3♥', '2♣'], ['4♣', '9♦']], deckCounts: [30, 25], tenPolicy: ['never', 'never'] }),
    goal: 'Make Player 2 mill 10 cards from their deck this turn.',
    par: 2,
    hints: [
      'Spades attack at double their value, Hearts defend at double, Clubs are even.',
      'An attack on a player with no cards on the table makes them mill as many cards as its Attack.',
    ],
    passed: (s, start) => milled(s, start, THEM) >= 10,
    solution: ['play 5♠ attack', 'attack 5♠ → P2 direct'],
  },
  {
    ...base,
    id: 'ugo-1-2',
    stage: 1,
    title: 'Attack a card in attack position',
    options: position({
      hands: [['2♥'], ['4♣']],
      tables: [[{ card: '4♠', position: 'attack' }], [{ card: '3♣', position: 'attack' }]],
      deckCounts: [30, 25],
      tenPolicy: ['never', 'never'],
    }),
    goal: "Destroy Player 2's 3♣.",
    par: 1,
    hints: ['A card in attack position is met with its Attack: the higher Attack wins and the loser’s owner mills the difference.'],
    passed: (s) => !onTable(s, THEM, '3♣'),
    solution: ['attack 4♠ → P2 3♣'],
  },
  {
    ...base,
    id: 'ugo-1-3',
    stage: 1,
    title: 'Attack a card in defence',
    options: position({
      hands: [['2♥'], ['4♣']],
      tables: [[{ card: '3♣', position: 'attack' }, { card: '5♠', position: 'attack' }], [{ card: '4♥', position: 'defence' }]],
      deckCounts: [30, 25],
      tenPolicy: ['never', 'never'],
    }),
    goal: 'Destroy the 4♥ without milling any of your own cards.',
    par: 1,
    hints: ['A card in defence is met with its Defense; Hearts defend at double their value.', 'Attacking a stronger defender costs you the difference from your own deck.'],
    passed: (s, start) => !onTable(s, THEM, '4♥') && milled(s, start, ME) === 0,
    solution: ['attack 5♠ → P2 4♥'],
  },
  {
    ...base,
    id: 'ugo-1-4',
    stage: 1,
    title: 'Equip',
    options: position({
      hands: [['5♦', '7♦'], ['4♣']],
      tables: [[{ card: '3♠', position: 'attack' }], [{ card: '4♥', position: 'defence' }]],
      deckCounts: [30, 25],
      tenPolicy: ['never', 'never'],
    }),
    goal: 'Destroy the 4♥ with your 3♠.',
    par: 2,
    hints: ['A Diamond from 2 to 7 is an Equip card: it adds half its value, rounded down, to Attack and Defense.', 'A tie against a defender does nothing: you need more.'],
    passed: (s) => !onTable(s, THEM, '4♥'),
    solution: ['equip 7♦ on 3♠', 'attack 3♠ → P2 4♥'],
  },

  // ---- Stage 2: the Specials ----
  {
    ...base,
    id: 'ugo-2-1',
    stage: 2,
    title: 'The Ace',
    options: position({
      hands: [['A♠', '2♣'], ['4♣']],
      tables: [[], [{ card: '6♥', position: 'defence', faceDown: true }]],
      deckCounts: [30, 25],
      tenPolicy: ['never', 'never'],
    }),
    goal: "Destroy Player 2's face-down card.",
    par: 1,
    hints: ['An Ace destroys one card of your target’s table, face-down ones too, with no fight.', 'A face-down card is named by its place on the table.'],
    passed: (s) => s.tables[THEM].length === 0,
    solution: ['ace A♠ → P2 #1'],
  },
  {
    ...base,
    id: 'ugo-2-2',
    stage: 2,
    title: 'The King',
    options: position({ hands: [['K♥', 'J♠', '3♣'], ['4♣']], deckCounts: [30, 25], tenPolicy: ['never', 'never'] }),
    goal: "Send the top card of Player 2's deck to their discard pile.",
    par: 1,
    hints: ['The King makes your target mill one card, with no fight to cancel.', 'The Jack takes a card as well, but into your hand.'],
    passed: (s, start) => s.discards[THEM].length + s.removed.length === start.discards[THEM].length + start.removed.length + 1 && milled(s, start, THEM) === 1,
    solution: ['king K♥ → P2'],
  },
  {
    ...base,
    id: 'ugo-2-3',
    stage: 2,
    title: 'The Jack',
    options: position({ hands: [['J♦', '2♥'], ['4♣']], decks: [[], ['5♠']], deckCounts: [30, 25], tenPolicy: ['never', 'never'] }),
    goal: "Take Player 2's top card with your Jack, then lay it in attack position.",
    par: 2,
    hints: ['The Jack steals the top card of your target’s deck into your hand.', 'A stolen card plays like your own (it goes back to its owner’s pile later).'],
    passed: (s) => onTable(s, ME, '5♠', THEM),
    solution: ['jack J♦ → P2', 'play 5♠ attack'],
  },
  {
    ...base,
    id: 'ugo-2-4',
    stage: 2,
    title: 'The Queen',
    options: position({
      hands: [['Q♠', '3♥'], ['4♣']],
      tables: [[], [{ card: '7♣', position: 'defence' }]],
      discards: [['A♣'], []],
      // Every other card of yours in the deck, so the pile holds the Ace alone.
      deckCounts: [49, 25],
      tenPolicy: ['never', 'never'],
    }),
    goal: 'Get your Ace back from your discard pile and destroy the 7♣.',
    par: 2,
    hints: ['The Queen takes a random card of your own discard pile into your hand, then leaves the game.', 'Here the pile holds only one card.'],
    passed: (s) => s.tables[THEM].length === 0,
    solution: ['queen Q♠', 'ace A♣ → P2 7♣'],
  },

  // ---- Stage 3: the Ten and the deck-out win ----
  {
    ...base,
    id: 'ugo-3-1',
    stage: 3,
    title: 'Draw out the Ten',
    options: position({
      hands: [['3♥'], ['10♥', '4♣']],
      tables: [[{ card: '2♣', position: 'attack' }, { card: '5♠', position: 'attack' }], []],
      deckCounts: [30, 25],
      tenPolicy: ['never', { threshold: 2 }],
    }),
    goal: 'Player 2 holds a Ten: make them mill 10 cards anyway.',
    par: 2,
    hints: [
      'A Ten cancels one attack against its holder, played for them when an attack would cost them enough cards.',
      'Each Ten cancels once: give it something smaller to cancel first.',
    ],
    passed: (s, start) => milled(s, start, THEM) >= 10,
    solution: ['attack 2♣ → P2 direct', 'attack 5♠ → P2 direct'],
  },
  {
    ...base,
    id: 'ugo-3-2',
    stage: 3,
    title: 'Run them out',
    options: position({
      hands: [['3♥'], ['4♣']],
      tables: [[{ card: '2♠', position: 'attack' }], []],
      deckCounts: [30, 3],
      tenPolicy: ['never', 'never'],
    }),
    goal: "Win: empty Player 2's deck, then end your turn.",
    par: 2,
    hints: ['A player who cannot draw at the start of their turn is out.', 'An empty deck alone does not lose: the failed draw does.'],
    passed: iWon,
    solution: ['attack 2♠ → P2 direct', 'end turn'],
  },
  {
    ...base,
    id: 'ugo-3-3',
    stage: 3,
    title: 'The Eight',
    options: position({ hands: [['8♣', '3♥', '2♣'], ['4♣', '5♣', '6♣', '7♣', '9♦']], deckCounts: [30, 3], tenPolicy: ['never', 'never'] }),
    goal: 'Win at once: Player 2 has 5 cards in hand and only 3 in their deck.',
    par: 1,
    hints: ['After an Eight everyone throws away their hand and draws as many cards again.', 'Whoever cannot draw them all is out.'],
    passed: iWon,
    solution: ['eight 8♣'],
  },
  {
    ...base,
    id: 'ugo-3-4',
    stage: 3,
    title: 'Win the game',
    final: true,
    options: position({
      hands: [['A♥', '2♥'], ['4♣']],
      tables: [[{ card: '4♠', position: 'attack' }], [{ card: '3♥', position: 'defence' }]],
      deckCounts: [30, 8],
      tenPolicy: ['never', 'never'],
    }),
    goal: 'Win this turn: Player 2 has 8 cards left in their deck.',
    par: 3,
    hints: ['A direct attack is only possible when the target has no cards on the table.', 'Clear the table without using your attacker, then strike and end the turn.'],
    passed: iWon,
    solution: ['ace A♥ → P2 3♥', 'attack 4♠ → P2 direct', 'end turn'],
  },
];

export const ugoLesson: Lesson = {
  game: 'ugo',
  stages: ['Attack and defence', 'The Specials: Ace, King, Jack, Queen', 'The Ten and the deck-out win'],
  levels: levels as Level[],
};
