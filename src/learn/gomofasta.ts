// Go*Mofasta lessons: the cards and their turns; eyes and filling them; eight in a row.
// The learner plays Black (seat 0, blackSeat 0) on a 13×13 board, through the
// engine's own position option (gomofasta/position.ts).
import { COLUMN_LETTERS } from '../games/gomofasta/board.js';
import type { CardId, GmState } from '../games/gomofasta/index.js';
import type { Lesson, Level } from './types.js';

const SIZE = 13;

/** Board index of a point name ("d4"): column letter (no i), row counted from the bottom. */
const pt = (name: string): number => (SIZE - Number(name.slice(1))) * SIZE + COLUMN_LETTERS.indexOf(name[0]);
const black = (s: GmState, ...points: string[]): boolean => points.every((p) => s.board[pt(p)] === 'B');
const white = (s: GmState, ...points: string[]): boolean => points.every((p) => s.board[pt(p)] === 'W');
const blackWon = (s: GmState): boolean => !!s.result?.winners.includes(0);

/** The options of a level: stones by point, both open hands; the other cards lie shuffled in the deck. */
function position(stones: { B?: string[]; W?: string[] }, hands: [CardId[], CardId[]]): Record<string, unknown> {
  const cells = Array.from({ length: SIZE * SIZE }, () => '.');
  for (const p of stones.B ?? []) cells[pt(p)] = 'B';
  for (const p of stones.W ?? []) cells[pt(p)] = 'W';
  const rows = Array.from({ length: SIZE }, (_, y) => cells.slice(y * SIZE, (y + 1) * SIZE).join(''));
  return { size: SIZE, deckMultiplier: 1, position: JSON.stringify({ rows, hands, blackSeat: 0, toMove: 0 }) };
}

/** Points from..to along one row ("c7", "h7") or one column. */
function run(from: string, to: string): string[] {
  const [x0, y0, x1, y1] = [COLUMN_LETTERS.indexOf(from[0]), Number(from.slice(1)), COLUMN_LETTERS.indexOf(to[0]), Number(to.slice(1))];
  const out: string[] = [];
  for (let x = x0, y = y0; ; x += Math.sign(x1 - x0), y += Math.sign(y1 - y0)) {
    out.push(`${COLUMN_LETTERS[x]}${y}`);
    if (x === x1 && y === y1) return out;
  }
}

type GmLevel = Level<GmState>;
const base = { game: 'gomofasta' as const, learner: 0, replies: { kind: 'none' } as const };

const levels: GmLevel[] = [
  // ---- Stage 1: the cards and their turns ----
  {
    ...base,
    id: 'gomofasta-1-1',
    stage: 1,
    title: 'Lay a card',
    options: position({}, [['S', 'W', 'C'], ['B', 'B', 'W']]),
    goal: 'Play the Split Pair: black on h7 and j7, white just below them.',
    par: 1,
    hints: [
      'A move names the card, how far it is turned, and the point for its top-left stone.',
      'The card covers that point, the one to its right, and the two below them.',
    ],
    passed: (s) => black(s, 'h7', 'j7') && white(s, 'h6', 'j6'),
    solution: ['S r0 h7'],
  },
  {
    ...base,
    id: 'gomofasta-1-2',
    stage: 1,
    title: 'Turn the card',
    options: position({ W: ['d6'] }, [['S', 'W', 'C'], ['B', 'B', 'W']]),
    goal: 'Turn your Split Pair so its two black stones land on e6 and e5.',
    par: 1,
    hints: ['Each r90 turns the card a quarter turn clockwise before it is laid.', 'Turned a quarter or three quarters, the pair stands upright.'],
    passed: (s) => black(s, 'e6', 'e5'),
    solution: ['S r270 e6'],
  },
  {
    ...base,
    id: 'gomofasta-1-3',
    stage: 1,
    title: 'Colours belong to the card',
    options: position({ B: ['d7', 'e7', 'f7'], W: ['c7', 'h8'] }, [['W', 'W', 'W'], ['B', 'B', 'S']]),
    goal: 'Make d7 to g7 four black stones in a row, with only White Trios in hand.',
    par: 1,
    hints: ['A black stone on a card is black on the board, whoever plays it.', 'A White Trio still holds one black stone: turn the card to put it where you need it.'],
    passed: (s) => black(s, ...run('d7', 'g7')),
    solution: ['W r180 g7'],
  },

  // ---- Stage 2: eyes and filling them ----
  {
    ...base,
    id: 'gomofasta-2-1',
    stage: 2,
    title: 'Close an eye',
    options: position({ W: ['c1', 'c2', 'c3', 'a4', 'b4', 'c4'] }, [['B', 'W', 'S'], ['B', 'W', 'W']]),
    goal: 'Play into the corner so the two points your card leaves fill with black.',
    par: 1,
    hints: ['An empty area that no card can fit into any more is an eye.', 'When your move closes an eye, it fills with your colour.'],
    passed: (s) => (s.last?.filled.length ?? 0) === 2 && ['a1', 'b1', 'a2', 'b2', 'a3', 'b3'].every((p) => s.board[pt(p)] !== '.'),
    solution: ['B r0 a3'],
  },
  {
    ...base,
    id: 'gomofasta-2-2',
    stage: 2,
    title: 'A strip along the edge',
    options: position({ W: ['a2', 'b2', 'c2', 'd2', 'e3', 'f3', 'g2', 'g1'] }, [['W', 'S', 'C'], ['B', 'B', 'W']]),
    goal: 'Close the strip along the bottom edge so it fills with black.',
    par: 1,
    hints: ['A one-point-wide strip is an eye however long it is, once it no longer joins a square of four empty points.', 'Take away the only square of four it still touches.'],
    passed: (s) => black(s, ...run('a1', 'd1')),
    solution: ['W r0 e2'],
  },
  {
    ...base,
    id: 'gomofasta-2-3',
    stage: 2,
    title: 'Eyes finish lines',
    options: position({ B: run('e1', 'h1'), W: ['c2', 'd2', 'a3', 'b3', 'j1', ...run('e2', 'h2')] }, [['B', 'S', 'W'], ['B', 'W', 'W']]),
    goal: 'Win: close the corner eye so row 1 becomes 8 black stones.',
    par: 1,
    hints: ['The points an eye fills count for lines like any other stone.', 'Choose a card and turn whose lower stones are both black.'],
    passed: blackWon,
    solution: ['B r180 a2'],
  },

  // ---- Stage 3: eight in a row ----
  {
    ...base,
    id: 'gomofasta-3-1',
    stage: 3,
    title: 'Finish the line',
    options: position({ B: run('c7', 'h7'), W: run('c6', 'f6') }, [['S', 'W', 'C'], ['B', 'B', 'W']]),
    goal: 'Win: make 8 black stones in a row.',
    par: 1,
    hints: ['Eight or more of one colour in a line, across, down or diagonal, wins for that colour.', 'Two more black stones at one end will do.'],
    passed: blackWon,
    solution: ['S r0 j7'],
  },
  {
    ...base,
    id: 'gomofasta-3-2',
    stage: 3,
    title: 'Diagonals count',
    options: position({ B: ['d10', 'e9', 'f8', 'g7', 'h6', 'j5'], W: ['e10', 'g8'] }, [['C', 'W', 'W'], ['B', 'B', 'S']]),
    goal: 'Win with a diagonal line of 8 black stones.',
    par: 1,
    hints: ['The Checker puts its two black stones on one diagonal.', 'Extend the line at either end.'],
    passed: blackWon,
    solution: ['C r0 k4'],
  },
  {
    ...base,
    id: 'gomofasta-3-3',
    stage: 3,
    title: 'Their line counts for them',
    options: position({ B: run('c7', 'h7'), W: run('c6', 'h6') }, [['S', 'B', 'W'], ['B', 'W', 'W']]),
    goal: 'Win with 8 black in a row, without giving White 8 of theirs.',
    par: 1,
    hints: ['A white line wins for White even when your card lays it; both lines at once is a draw.', 'Look where your card puts its white stones.'],
    passed: blackWon,
    solution: ['S r180 a8'],
  },
  {
    ...base,
    id: 'gomofasta-3-4',
    stage: 3,
    title: 'Race to eight',
    final: true,
    options: position({ B: run('d7', 'h7'), W: ['e5', 'g9', 'k10'] }, [['S', 'S', 'B'], ['W', 'W', 'C']]),
    goal: 'Win in two moves against White, who will try to block.',
    par: 2,
    hints: ['Seven in a row with both ends open cannot be stopped by one card.', 'Grow the line by two, then finish at whichever end is still free.'],
    replies: { kind: 'script', moves: ['W r0 l8'] },
    passed: blackWon,
    solution: ['S r0 j7', 'S r0 b7'],
  },
];

export const gomofastaLesson: Lesson = {
  game: 'gomofasta',
  stages: ['The cards and their turns', 'Eyes and filling them', 'Eight in a row'],
  levels: levels as Level[],
};
