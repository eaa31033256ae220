// Mogo lessons: deploying and Force; capture and the five phases; ten common
// counters (in two stages); the three ways to win. The learner is Player 1
// (seat 0); positions go through the engine's own position option
// (mogo/position.ts), as it stands.
import { COUNTERS, mogo, type MogoState } from '../games/mogo/index.js';
import type { Lesson, Level } from './types.js';

const ME = 0;

type Phase = 'fate' | 'deployment' | 'action' | 'capture' | 'end';
type Spot = [cell: string, counter: string, owner: number];

/** The options of a level: a board, Player 1's hand, Player 1 to move in `phase`. */
function position(phase: Phase, board: Spot[], hand: string[], extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { position: JSON.stringify({ board: board.map(([cell, counter, owner]) => ({ cell, counter, owner })), hands: [hand, []], toMove: ME, phase, ...extra }) };
}

/** What the table shows on a cell (counter, stone, controller), or null when it is empty. */
function at(s: MogoState, cell: string) {
  return mogo.view(s, 'spectator').board.find((c) => c.cell === cell) ?? null;
}
const mine = (s: MogoState, cell: string, counter: string): boolean => {
  const c = at(s, cell);
  return !!c && c.counter === counter && c.controller === ME;
};
const onBoard = (s: MogoState, counter: string): boolean => mogo.view(s, 'spectator').board.some((c) => c.counter === counter);
const captured = (s: MogoState, start: MogoState): number => s.captures[ME].length - start.captures[ME].length;
const iWon = (s: MogoState): boolean => !!s.result?.winners.includes(ME);

/** Cells touching `cell` (sides and corners). */
function around(cell: string): string[] {
  const f = cell.charCodeAt(0) - 97;
  const r = Number(cell.slice(1));
  const out: string[] = [];
  for (let df = -1; df <= 1; df++) for (let dr = -1; dr <= 1; dr++) {
    if ((df || dr) && f + df >= 0 && f + df < 10 && r + dr >= 1 && r + dr <= 10) out.push(`${String.fromCharCode(97 + f + df)}${r + dr}`);
  }
  return out;
}

/** Player 2 passes through every phase of its turns. */
const theyPass = { kind: 'script', moves: Array.from({ length: 15 }, () => 'end phase') } as const;

/**
 * A full board but for a1 (the Strategic lesson): counters in blocks of two that
 * alternate by owner, so no line grows long; a1's neighbours are Player 1's.
 * Player 1 controls 49 counters on it and Player 2 50.
 */
function nearlyFullBoard(): Spot[] {
  const skip = new Set(['Kobold', 'Flag', 'Charm']);
  const pool = COUNTERS.filter(
    (c) => 'ULRE'.includes(c.type) && !skip.has(c.name) && !c.prims.some((p) => ['CONTROL_ALL', 'DEPLOY_BAN', 'LINE_WEIGHT'].includes(p.code)),
  );
  const spots: Spot[] = [];
  for (let i = 1; i < 100; i++) {
    const f = i % 10;
    const r = Math.floor(i / 10);
    const cell = `${String.fromCharCode(97 + f)}${r + 1}`;
    // d4 and h8 go to Player 2 to leave Player 1 one counter short (49 against 50).
    const owner = ['a2', 'b1', 'b2'].includes(cell) ? 0 : ['d4', 'h8'].includes(cell) ? 1 : ((f >> 1) + r) % 2;
    spots.push([cell, pool[i - 1].name, owner]);
  }
  return spots;
}

type MogoLevel = Level<MogoState>;
const base = { game: 'mogo' as const, learner: ME, replies: theyPass };

const NINETEEN = COUNTERS.filter((c) => c.type === 'S' && c.name !== 'Charm').slice(0, 19).map((c) => c.name);

const levels: MogoLevel[] = [
  // ---- Stage 1: deploying and Force ----
  {
    ...base,
    id: 'mogo-1-1',
    stage: 1,
    title: 'Deploy a counter',
    options: position('deployment', [['b2', 'Kobold', 0], ['h8', 'Imp', 1]], ['Wolves', 'Mox']),
    goal: 'Deploy your Wolves on e5.',
    par: 1,
    hints: ['In your Deployment Phase you may put one counter from your hand on an empty cell.'],
    passed: (s) => mine(s, 'e5', 'Wolves'),
    solution: ['deploy Wolves e5'],
  },
  {
    ...base,
    id: 'mogo-1-2',
    stage: 1,
    title: 'Force',
    options: position('deployment', [['e5', 'Red Dragon', 1]], ['Wolves', 'Stone Giant']),
    goal: 'Deploy a Unit touching the enemy Red Dragon on e5.',
    par: 1,
    hints: ['A Unit may not be deployed next to an enemy Unit of higher Force; equal Force is fine.', 'The Red Dragon has Force 7.'],
    passed: (s) => around('e5').some((c) => at(s, c)?.controller === ME && at(s, c)?.types.includes('U')),
    solution: ['deploy Stone Giant d5'],
  },
  {
    ...base,
    id: 'mogo-1-3',
    stage: 1,
    title: 'The Castle',
    options: position('deployment', [['c5', 'Castle', 0], ['e5', 'Stone Giant', 1]], ['Wolves']),
    goal: 'Deploy your Wolves touching the enemy Stone Giant.',
    par: 1,
    hints: [
      'Your Units next to your Castle get +5 Force.',
      'The Force checked when deploying is the one the Unit would have on that cell.',
    ],
    passed: (s) => around('e5').some((c) => mine(s, c, 'Wolves')),
    solution: ['deploy Wolves d5'],
  },

  // ---- Stage 2: capture and the five phases ----
  {
    ...base,
    id: 'mogo-2-1',
    stage: 2,
    title: 'Surround to capture',
    options: position('deployment', [['a1', 'Kobold', 1], ['a2', 'Wolves', 0]], ['Mox']),
    goal: 'Capture the enemy Kobold in the corner this turn.',
    par: 3,
    hints: [
      'A turn runs Fate, Deployment, Action, Capture, End, and you move on from each phase when you are done.',
      'In your Capture Phase, enemy counters with no empty cell beside them are captured; the edge is a wall.',
    ],
    passed: (s, start) => captured(s, start) >= 1,
    solution: ['deploy Mox b1', 'end phase', 'end phase'],
  },
  {
    ...base,
    id: 'mogo-2-2',
    stage: 2,
    title: 'Move in',
    options: position('action', [['a1', 'Kobold', 1], ['b1', 'Castle', 0], ['c3', 'Wolves', 0]], []),
    goal: 'Capture the enemy Kobold in the corner this turn.',
    par: 2,
    hints: ['In the Action Phase one counter of yours may act: a Unit with Move may walk that many cells.', 'Moves go cell by cell through empty cells.'],
    passed: (s, start) => captured(s, start) >= 1,
    solution: ['move c3 c2 b2 a2', 'end phase'],
  },
  {
    ...base,
    id: 'mogo-2-3',
    stage: 2,
    title: 'Capture a group',
    options: position('deployment', [['a5', 'Kobold', 1], ['a6', 'Imp', 1], ['a4', 'Mine', 0], ['a7', 'Flag', 0], ['b5', 'Troll', 0]], ['Mox', 'Merfolk']),
    goal: 'Capture both enemy counters on the left edge this turn.',
    par: 3,
    hints: ['Enemy counters side by side are captured together, once none of them has an empty cell beside it.'],
    passed: (s, start) => captured(s, start) >= 2,
    solution: ['deploy Mox b6', 'end phase', 'end phase'],
  },

  // ---- Stage 3: counters that move and fight ----
  {
    ...base,
    id: 'mogo-3-1',
    stage: 3,
    title: 'Wolves',
    options: position('action', [['e5', 'Wolves', 0], ['e7', 'Imp', 1]], []),
    goal: 'Move your Wolves to h5 in one action.',
    par: 1,
    hints: ['Wolves move up to 3 cells, each step to a side neighbour.'],
    passed: (s) => mine(s, 'h5', 'Wolves'),
    solution: ['move e5 f5 g5 h5'],
  },
  {
    ...base,
    id: 'mogo-3-2',
    stage: 3,
    title: 'Red Dragon',
    options: position('action', [['f6', 'Red Dragon', 0], ['b2', 'Kobold', 1]], []),
    goal: 'Fly your Red Dragon to the corner j10 in one action.',
    par: 1,
    hints: ['The Red Dragon moves up to 4 cells.', 'A Flyer may also step diagonally.'],
    passed: (s) => mine(s, 'j10', 'Red Dragon'),
    solution: ['move f6 g7 h8 i9 j10'],
  },
  {
    ...base,
    id: 'mogo-3-3',
    stage: 3,
    title: 'Dragon Slayer',
    options: position('deployment', [['e5', 'Red Dragon', 1]], ['Dragon Slayer', 'Kobold']),
    goal: 'Destroy the enemy Red Dragon this turn.',
    par: 3,
    hints: [
      'A Dragon Slayer may be deployed next to a stronger Dragon.',
      'Its action destroys a Dragon beside it; actions come in the Action Phase.',
    ],
    passed: (s) => !onBoard(s, 'Red Dragon'),
    solution: ['deploy Dragon Slayer d5', 'end phase', 'd5: destroy e5'],
  },
  {
    ...base,
    id: 'mogo-3-4',
    stage: 3,
    title: 'Goblin King',
    options: position('deployment', [['a5', 'Wolves', 0], ['b5', 'Mine', 0], ['c5', 'Troll', 0], ['d5', 'Goblin Balloon', 1], ['e5', 'Merfolk', 0], ['f5', 'Mox', 0], ['h9', 'Imp', 1]], ['Goblin King', 'Kobold']),
    goal: 'Win with 7 in a row: a Goblin King makes the enemy Goblin yours.',
    par: 1,
    hints: ['The Goblin King controls every Goblin Unit on the board, enemy ones too.', 'A line counts the counters you control.'],
    passed: iWon,
    solution: ['deploy Goblin King g5'],
  },
  {
    ...base,
    id: 'mogo-3-5',
    stage: 3,
    title: 'Plains',
    options: position('action', [['d4', 'Plains', 0], ['d5', 'Kobold', 0], ['h8', 'Imp', 1]], []),
    goal: 'Move your Kobold to d7, though it cannot move by itself.',
    par: 1,
    hints: ['Plains let the Units next to them move 2 cells.'],
    passed: (s) => mine(s, 'd7', 'Kobold'),
    solution: ['move d5 d6 d7'],
  },

  // ---- Stage 4: sorceries and sacrifices ----
  {
    ...base,
    id: 'mogo-4-1',
    stage: 4,
    title: 'Lightning Bolt',
    options: position('deployment', [['e7', 'Wolves', 1], ['e5', 'Stone Giant', 1]], ['Lightning Bolt']),
    goal: 'Destroy the enemy Wolves with your Sorcery.',
    par: 1,
    hints: ['A Sorcery is played from your hand in any phase of your turn, then discarded.', 'Lightning Bolt destroys a Unit of Force 3 or less.'],
    passed: (s) => !onBoard(s, 'Wolves'),
    solution: ['cast Lightning Bolt → e7'],
  },
  {
    ...base,
    id: 'mogo-4-2',
    stage: 4,
    title: 'Earthquake',
    options: position('deployment', [['f5', 'Castle', 1], ['g5', 'Stone Giant', 1], ['c3', 'Imp', 1]], ['Earthquake']),
    goal: 'Destroy the enemy Castle.',
    par: 1,
    hints: ['Earthquake destroys a Locale, or a Unit that does not fly.'],
    passed: (s) => !onBoard(s, 'Castle'),
    solution: ['cast Earthquake → f5'],
  },
  {
    ...base,
    id: 'mogo-4-3',
    stage: 4,
    title: 'Charm',
    options: position('deployment', [['e5', 'Stone Giant', 1], ['c3', 'Wolves', 1]], ['Charm']),
    goal: 'Take the enemy Stone Giant for good.',
    par: 1,
    hints: ['Charm takes control of a Unit for good: it carries your stone from then on.'],
    passed: (s) => mine(s, 'e5', 'Stone Giant'),
    solution: ['cast Charm → e5'],
  },
  {
    ...base,
    id: 'mogo-4-4',
    stage: 4,
    title: 'Barbarians',
    options: position('deployment', [['f5', 'Castle', 1], ['g5', 'Stone Giant', 1]], ['Barbarians']),
    goal: 'Destroy the enemy Castle this turn.',
    par: 3,
    hints: ['Barbarians may be deployed next to anything.', 'Their action sacrifices them to destroy one counter beside them.'],
    passed: (s) => !onBoard(s, 'Castle'),
    solution: ['deploy Barbarians e5', 'end phase', 'e5: destroy f5'],
  },

  // ---- Stage 5: the three ways to win ----
  {
    ...base,
    id: 'mogo-5-1',
    stage: 5,
    title: 'Tactical: a line',
    options: position('deployment', [['a5', 'Wolves', 0], ['b5', 'Mine', 0], ['c5', 'Troll', 0], ['d5', 'Merfolk', 0], ['e5', 'Mox', 0], ['h9', 'Imp', 1]], ['Flag', 'Kobold']),
    goal: 'Win with a line of weight 7: your Flag counts double.',
    par: 1,
    hints: ['A straight line of your counters whose weight reaches 7 wins; each weighs 1, a Flag 2.'],
    passed: iWon,
    solution: ['deploy Flag f5'],
  },
  {
    ...base,
    id: 'mogo-5-2',
    stage: 5,
    title: 'Logistical: captures',
    options: position('deployment', [['a1', 'Kobold', 1], ['a2', 'Wolves', 0]], ['Mox'], { captures: [NINETEEN, []] }),
    goal: 'Your Capture Pile holds 19 counters: make it 20 this turn.',
    par: 3,
    hints: ['Twenty captured counters win.', 'Captures happen in your Capture Phase.'],
    passed: iWon,
    solution: ['deploy Mox b1', 'end phase', 'end phase'],
  },
  {
    ...base,
    id: 'mogo-5-3',
    stage: 5,
    title: 'Strategic: a full board',
    final: true,
    options: position('deployment', nearlyFullBoard(), ['Kobold', 'Charm'], { captures: [[], ['Lightning Bolt']] }),
    goal: 'Fill the last cell and hold more counters than Player 2 when the board is full.',
    par: 2,
    hints: [
      'When the last cell fills, whoever controls the most counters wins; a tie goes to the bigger Capture Pile.',
      'You are one counter short: make one of theirs yours first.',
    ],
    passed: iWon,
    solution: ['cast Charm → j10', 'deploy Kobold a1'],
  },
];

export const mogoLesson: Lesson = {
  game: 'mogo',
  stages: ['Deploying and Force', 'Capture and the five phases', 'Counters that move and fight', 'Sorceries and sacrifices', 'Three ways to win'],
  levels: levels as Level[],
};
