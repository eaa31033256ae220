import { describe, it, expect } from 'vitest';
import { Writable } from 'node:stream';
import { createLogger } from '../src/log.js';

describe('logs', () => {
  it('never carry the game state an error message may print', () => {
    let out = '';
    const sink = new Writable({
      write(chunk, _enc, done) {
        out += chunk.toString();
        done();
      },
    });
    const log = createLogger('info', sink);
    const state = JSON.stringify({ hands: [['Q♠', '7♥', '10♦']], faceDown: ['K♣'] }, null, 2);
    const err = new Error(`\nInvalid \`tx.match.updateMany()\` invocation in\n/x.ts:1:1\n  data: {\n    state: ${state}\n${'    padding\n'.repeat(40)}  }\nUnknown argument \`id\`. Did you mean \`seed\`?`);
    log.error({ err }, 'interaction failed');
    expect(out).toContain('Unknown argument');
    for (const card of ['Q♠', '7♥', '10♦', 'K♣']) expect(out).not.toContain(card);
  });

  it('keeps short messages and codes as they are', () => {
    let out = '';
    const sink = new Writable({ write: (c, _e, d) => ((out += c.toString()), d()) });
    const err = Object.assign(new Error('Cannot send messages to this user'), { code: 50007 });
    createLogger('info', sink).warn({ err }, 'dm failed');
    expect(JSON.parse(out).err).toMatchObject({ message: 'Cannot send messages to this user', code: 50007 });
  });
});
