// What `/challenge gogmagog` offers (the command, /help, /rules and the README are built from this).
import type { ChallengeOption } from '../engine.js';

export const challengeOptions: readonly ChallengeOption[] = [
  // Discord allows string options of up to 6,000 characters; a full position is a few hundred.
  { name: 'position', type: 'text', option: 'position', description: 'A custom starting position (JSON: energy, hands, decks, lanes, …)', maxLength: 6000, default: null },
];
