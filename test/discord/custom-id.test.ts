import { describe, it, expect } from 'vitest';
import { arityOf, buttonId, parseButtonId, BUTTON_KINDS } from '../../src/discord/custom-id.js';

describe('component custom ids', () => {
  it.each(BUTTON_KINDS)('round-trips %s', (kind) => {
    const args = [7, 3].slice(0, arityOf(kind));
    const id = { kind, id: 1234, version: 56, ...(args.length ? { args } : {}) };
    expect(parseButtonId(buttonId(id))).toEqual(id);
  });

  it.each([
    '', 'g1', 'g1:accept:12', 'g1:explode:1:0', 'g2:accept:1:0', 'g1:accept:-1:0', 'g1:accept:1:x', 'g1:accept:1:0:extra',
    'g1:accept:99999999999:0',
    // Each kind carries exactly its own number of arguments.
    'g1:accept:1:0:5', 'g1:pick-group:1:0', 'g1:pick-actions:1:0:2', 'g1:pick-actions:1:0:2:3:4', 'g1:pick-action:1:0:__proto__',
  ])('rejects %j', (raw) => {
    expect(parseButtonId(raw)).toBeNull();
  });

  it('stays within Discord’s 100-character limit', () => {
    for (const kind of BUTTON_KINDS) {
      const args = Array(arityOf(kind)).fill(999_999_999);
      expect(buttonId({ kind, id: 999_999_999, version: 999_999_999, args }).length).toBeLessThanOrEqual(100);
    }
  });
});
