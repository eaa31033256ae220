// Autocomplete answers, built one way for every command.
import { LIMITS } from '../matches/limits.js';

/**
 * Texts as autocomplete choices, each its own name and value, at most as many
 * as Discord takes. A text longer than an option value may be (a long Mogo
 * Channel discard list) is left out, not clipped: clipped, it would name
 * something other than what it offers, and it could not be typed anyway.
 */
export function textChoices(texts: readonly string[]): { name: string; value: string }[] {
  return texts
    .filter((t) => t.length <= LIMITS.autocomplete.value)
    .slice(0, LIMITS.autocomplete.choices)
    .map((t) => ({ name: t, value: t }));
}
