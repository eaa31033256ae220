// A•G•O•G lessons: moving and jumping; hulks and corruption; the sanctum and winning.
// The learner plays White (seat 0), moving towards h (right) and towards 8 (up).
// Positions use the engine's own position string (agog/index.ts, toPosition).
import { CORRUPTED, EMPTY, GOLEM, HULK, ownerOf, parseSquare, unitCode } from '../games/agog/board.js';
import type { AgogState } from '../games/agog/index.js';
import type { Lesson, Level } from './types.js';

const WHITE = 0;
const has = (s: AgogState, square: string, kind: number): boolean => s.board[parseSquare(square)] === unitCode(WHITE, kind);
const isBlack = (s: AgogState, square: string): boolean => {
  const c = s.board[parseSquare(square)];
  return c !== EMPTY && ownerOf(c) === 1;
};
const whiteWon = (s: AgogState): boolean => !!s.result?.winners.includes(WHITE);

/**
 * A position from a diagram: eight rows, rank 8 first, files a→h; '.' empty,
 * g h c j for White's golem, hulk, corrupted hulk and journeyman, G H C J for Black's.
 */
function position(rows: readonly string[], pools = '0,0', toMove = 'w'): Record<string, unknown> {
  return { position: `${rows.map((r) => r.replace(/\s+/g, '')).join('/')} ${toMove} ${pools}` };
}

type AgogLevel = Level<AgogState>;

const base = { game: 'agog' as const, learner: WHITE };

const levels: AgogLevel[] = [
  // ---- Stage 1: moving and jumping ----
  {
    ...base,
    id: 'agog-1-1',
    stage: 1,
    title: 'Forward steps',
    options: position(['......GJ', '........', '........', '........', '........', '..g.....', '........', 'j.......']),
    goal: 'Walk your golem from c3 to d4.',
    par: 2,
    hints: ['White steps forward only: one square towards h, or one square towards 8.', 'Two steps get there, in either order.'],
    replies: { kind: 'script', moves: ['f8', 'e8', 'd8', 'c8'] },
    passed: (s) => has(s, 'd4', GOLEM),
    solution: ['d3', 'd4'],
  },
  {
    ...base,
    id: 'agog-1-2',
    stage: 1,
    title: 'Jump to capture',
    options: position(['.......J', '........', '........', '....G...', '....g...', '..G.....', '..g.....', 'j.......']),
    goal: 'Capture the black golem on e5.',
    par: 1,
    hints: ['A golem captures by jumping an enemy next to it onto the empty square beyond.', 'More than one capture is on: choose the one the goal asks for.'],
    replies: { kind: 'script', moves: [] },
    passed: (s) => !isBlack(s, 'e5'),
    solution: ['4xe6'],
  },
  {
    ...base,
    id: 'agog-1-3',
    stage: 1,
    title: 'Capture backwards',
    options: position(['.......J', '........', '........', '.....gG.', '...g....', '...G....', '........', 'j.......']),
    goal: 'Capture the black golem on d3, behind your golem.',
    par: 1,
    hints: ['Golems step only forward, but they capture in all four directions.'],
    replies: { kind: 'script', moves: [] },
    passed: (s) => !isBlack(s, 'd3'),
    solution: ['4xd2'],
  },
  {
    ...base,
    id: 'agog-1-4',
    stage: 1,
    title: 'Chain the jumps',
    options: position(['........', '........', '......G.', '.....G..', '.....g..', '...J....', '.gG.....', 'j.......']),
    goal: "Chain two jumps and capture Black's journeyman.",
    par: 1,
    hints: ['After a jump, a golem that can jump again must go on jumping.', 'Capturing the journeyman wins at once.'],
    replies: { kind: 'script', moves: [] },
    passed: whiteWon,
    solution: ['bxd2xd4'],
  },

  // ---- Stage 2: hulks and corruption ----
  {
    ...base,
    id: 'agog-2-1',
    stage: 2,
    title: 'Crown a hulk',
    options: position(['J.....g.', '........', '........', '........', '........', '..g.....', '........', 'j.......']),
    goal: 'Step into the h8 sanctum and turn your golem on c3 into a hulk.',
    par: 1,
    hints: ['A golem that ends on the enemy sanctum leaves it again: onto one of your single golems, or off the board.', 'Stacked on a golem, it makes a hulk.'],
    replies: { kind: 'script', moves: [] },
    passed: (s) => has(s, 'c3', HULK),
    solution: ['h8 c3=H'],
  },
  {
    ...base,
    id: 'agog-2-2',
    stage: 2,
    title: 'Hulks run',
    options: position(['.......J', '......G.', '........', '........', '........', '........', '.h......', 'j.......']),
    goal: 'Slide your hulk from b2 to b7 in one move.',
    par: 1,
    hints: ['A hulk moves any number of empty squares in one forward direction.'],
    replies: { kind: 'script', moves: [] },
    passed: (s) => has(s, 'b7', HULK),
    solution: ['Hb7'],
  },
  {
    ...base,
    id: 'agog-2-3',
    stage: 2,
    title: 'Hulks strike from afar',
    options: position(['.G.....J', '........', '.G......', '....G...', '....g...', '........', '.h......', 'j.......']),
    goal: 'Capture the black golem on b6 with your hulk.',
    par: 1,
    hints: ['A hulk slides over empty squares, jumps one enemy and lands on any empty square beyond it.', 'Another capture is on too: the goal names the one to make.'],
    replies: { kind: 'script', moves: [] },
    passed: (s) => !isBlack(s, 'b6'),
    solution: ['Hxb7'],
  },
  {
    ...base,
    id: 'agog-2-4',
    stage: 2,
    title: 'Corruption',
    options: position(['.......J', '........', '........', '........', '........', '........', '.jG.....', '........'], '1,0'),
    goal: 'Corrupt the black golem on c2 instead of capturing it.',
    par: 1,
    hints: [
      'Only your journeyman corrupts: it jumps as usual, and one of your spare golems goes on top of the jumped unit.',
      'In the notation, + marks a corrupting jump and x a capturing one.',
    ],
    replies: { kind: 'script', moves: [] },
    passed: (s) => has(s, 'c2', CORRUPTED),
    solution: ['J+d2'],
  },

  // ---- Stage 3: the sanctum and winning ----
  {
    ...base,
    id: 'agog-3-1',
    stage: 3,
    title: 'Home run',
    options: position(['J.......', '......j.', '........', '........', '........', '........', '........', '........']),
    goal: 'Walk your journeyman into the h8 sanctum.',
    par: 2,
    hints: ['Your journeyman on the enemy sanctum wins the game.', 'It steps like a golem: towards h or towards 8.'],
    replies: { kind: 'script', moves: ['Ja7', 'Ja6'] },
    passed: whiteWon,
    solution: ['Jh7', 'Jh8'],
  },
  {
    ...base,
    id: 'agog-3-2',
    stage: 3,
    title: 'Take their journeyman',
    options: position(['........', '........', '....J...', '....g...', '........', '.....gG.', '........', 'j.......']),
    goal: "Capture Black's journeyman.",
    par: 1,
    hints: ['The journeyman is captured like any other unit, and that wins.', 'Look in every direction: captures go backwards too.'],
    replies: { kind: 'script', moves: [] },
    passed: whiteWon,
    solution: ['5xe7'],
  },
  {
    ...base,
    id: 'agog-3-3',
    stage: 3,
    title: 'Clear the way',
    options: position(['........', '.....jG.', '........', '........', '........', '..gG....', '........', '.......J']),
    goal: 'Win in two moves: clear the path, then reach h8.',
    par: 2,
    hints: ['A capture is compulsory, but you choose which one.', 'A jump can also carry your journeyman forward.'],
    replies: { kind: 'script', moves: ['dxb3'] },
    passed: whiteWon,
    solution: ['Jxh7', 'Jh8'],
  },
  {
    ...base,
    id: 'agog-3-4',
    stage: 3,
    title: 'Win the game',
    final: true,
    options: position(['J.......', '........', '...GjG..', '.......G', '........', '........', '........', '........']),
    goal: "Win: reach h8 with your journeyman, or capture Black's.",
    par: 4,
    hints: ['Count the steps to h8, and watch which black golems could jump you on the way.', 'A capture you are offered must be made, so do not step next to a golem with an empty square behind you.'],
    replies: { kind: 'script', moves: ['Ja7', 'Ja6', 'Ja5'] },
    passed: whiteWon,
    solution: ['Jxg6', 'Jg7', 'Jg8', 'Jh8'],
  },
];

export const agogLesson: Lesson = {
  game: 'agog',
  stages: ['Moving and jumping', 'Hulks and corruption', 'The sanctum and winning'],
  levels: levels as Level[],
};

