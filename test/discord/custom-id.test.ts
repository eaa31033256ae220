import { describe, it, expect } from 'vitest';
import { buttonId, parseButtonId, BUTTON_KINDS } from '../../src/discord/custom-id.js';

describe('button custom ids', () => {
  it.each(BUTTON_KINDS)('round-trips %s', (kind) => {
    const id = { kind, id: 1234, version: 56 };
    expect(parseButtonId(buttonId(id))).toEqual(id);
  });

  it.each(['', 'g1', 'g1:accept:12', 'g1:explode:1:0', 'g2:accept:1:0', 'g1:accept:-1:0', 'g1:accept:1:x', 'g1:accept:1:0:extra', 'g1:accept:99999999999:0'])(
    'rejects %j',
    (raw) => {
      expect(parseButtonId(raw)).toBeNull();
    },
  );

  it('stays within Discord’s 100-character limit', () => {
    expect(buttonId({ kind: 'resign-yes', id: 999_999_999, version: 999_999_999 }).length).toBeLessThanOrEqual(100);
  });
});
