// What `/challenge gomofasta` offers (the command, /help, /rules and the README are built from this).
import type { ChallengeOption } from '../engine.js';
import { POSITION_MAX_LENGTH } from './position.js';
import { MOF_R01_DEFAULT_SIZE, MOF_R08_DEFAULT_DECK_MULTIPLIER } from './rulings.js';

export const challengeOptions: readonly ChallengeOption[] = [
  {
    name: 'board',
    type: 'choice',
    option: 'size',
    description: 'Board size (default 19×19)',
    choices: [
      { label: '19×19', value: 19 },
      { label: '13×13', value: 13 },
    ],
    default: MOF_R01_DEFAULT_SIZE,
  },
  {
    name: 'deck',
    type: 'integer',
    option: 'deckMultiplier',
    description: 'Copies of the 9-card deck (1–3, default 1)',
    min: 1,
    max: 3,
    default: MOF_R08_DEFAULT_DECK_MULTIPLIER,
  },
  {
    name: 'position',
    type: 'text',
    option: 'position',
    description: 'A custom starting position (JSON: rows, hands, deck, discard, blackSeat, toMove)',
    maxLength: POSITION_MAX_LENGTH,
    default: null,
  },
];
