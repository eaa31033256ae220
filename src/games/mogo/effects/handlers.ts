// Every primitive's handler, by P-code, gathered from the family files.
import type { Code } from '../vocabulary.js';
import type { Handler } from './common.js';
import { controlHandlers } from './control.js';
import { destroyHandlers } from './destroy.js';
import { displacementHandlers } from './displacement.js';
import { economyHandlers } from './economy.js';
import { specialHandlers } from './special.js';

const all = new Map<string, Handler>();
for (const family of [destroyHandlers, controlHandlers, displacementHandlers, economyHandlers, specialHandlers]) {
  for (const [code, h] of Object.entries(family)) all.set(code, h);
}

export const handlerFor = (code: Code): Handler | undefined => all.get(code);
