// What `/challenge agog` offers (the command, /help, /rules and the README are built from this).
import type { ChallengeOption } from '../engine.js';
import { JG_R12_MAX_HANDICAP } from './rulings.js';

export const challengeOptions: readonly ChallengeOption[] = [
  {
    name: 'colour',
    type: 'seat',
    description: 'The colour you play (default random)',
    choices: [
      { label: 'White (moves first)', value: 'white', seat: 0 },
      { label: 'Black', value: 'black', seat: 1 },
      { label: 'Random', value: 'random', seat: null },
    ],
    default: 'random',
  },
  {
    name: 'handicap',
    type: 'integer',
    option: 'handicap',
    description: `Golems Black removes before the start (0–${JG_R12_MAX_HANDICAP}, default 0)`,
    min: 0,
    max: JG_R12_MAX_HANDICAP,
    default: 0,
  },
  // Shorter than the engine allows, so a position fits in one slash option comfortably.
  { name: 'position', type: 'text', option: 'position', description: 'A custom starting position string', maxLength: 200, default: null },
];
