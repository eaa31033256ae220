// What `/challenge mogo` offers (the command, /help, /rules and the README are built from this).
import { z } from 'zod';
import type { ChallengeOption } from '../engine.js';
import type { MogoOptions } from './actions.js';

/** A position string's upper bound (the slash option allows up to 6000 characters). */
export const POSITION_MAX_LENGTH = 6000;

export const challengeOptions: readonly ChallengeOption[] = [
  { name: 'position', type: 'text', option: 'position', description: 'A custom starting position (JSON: board, hands, drawPile, toMove, phase…)', maxLength: POSITION_MAX_LENGTH, default: null },
];

export const optionsSchema: z.ZodType<MogoOptions> = z.object({
  position: z.string().max(POSITION_MAX_LENGTH).nullable().default(null),
}) as unknown as z.ZodType<MogoOptions>;
