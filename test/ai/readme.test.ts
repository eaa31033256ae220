// src/ai/README.md names every knob a level may turn and every hook a game may
// give the search, so a knob added without a word there fails here.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const read = (file: string): string => readFileSync(path.join(root, file), 'utf8');

/** The member names declared in `interface name { … }` of a source file (one level deep). */
function members(source: string, name: string): string[] {
  const start = source.indexOf(`export interface ${name}`);
  expect(start, `interface ${name}`).toBeGreaterThanOrEqual(0);
  const body = source.slice(source.indexOf('{', start) + 1);
  const out: string[] = [];
  let depth = 0;
  for (const line of body.split('\n')) {
    if (depth === 0 && /^\s*}/.test(line)) break;
    const m = depth === 0 ? /^\s{2}(\w+)\??[(:<]/.exec(line) : null;
    if (m) out.push(m[1]);
    depth += (line.match(/{/g) ?? []).length - (line.match(/}/g) ?? []).length;
  }
  return out;
}

describe("the AI's README", () => {
  const readme = read('src/ai/README.md');

  it.each([
    ['Budget', 'src/ai/search.ts'],
    ['GameAi', 'src/ai/evaluate/types.ts'],
  ])('names every member of %s', (name, file) => {
    const names = members(read(file), name);
    expect(names.length).toBeGreaterThan(5);
    const missing = names.filter((n) => !readme.includes(`\`${n}\``) && !readme.includes(`\`${n}(`));
    expect(missing).toEqual([]);
  });

  it('names every file of src/ai', () => {
    const files = readdirSync(path.join(root, 'src/ai')).filter((f) => f.endsWith('.ts'));
    expect(files).toContain('search.ts');
    expect(files.filter((f) => !readme.includes(`\`${f}\``))).toEqual([]);
  });
});
