// What `/challenge ugo` offers (the command, /help, /rules and the README are built from this).
import type { ChallengeOption } from '../engine.js';
import { POSITION_MAX_LENGTH } from './position.js';
import { UGO_R17_OPTIONAL_RULES_DEFAULT } from './rulings.js';

export const challengeOptions: readonly ChallengeOption[] = [
  {
    name: 'aces_by_suit',
    type: 'boolean',
    option: 'acesBySuit',
    description: 'Optional rule: Aces by suit (default off)',
    default: UGO_R17_OPTIONAL_RULES_DEFAULT.acesBySuit,
  },
  {
    name: 'nines_reflect',
    type: 'boolean',
    option: 'ninesReflect',
    description: 'Optional rule: Nines reflect a Special played on you (default off)',
    default: UGO_R17_OPTIONAL_RULES_DEFAULT.ninesReflect,
  },
  {
    name: 'position',
    type: 'text',
    option: 'position',
    description: 'A custom starting position (JSON: hands, tables, decks, deckCounts, discards, toMove…)',
    maxLength: POSITION_MAX_LENGTH,
    default: null,
  },
];
