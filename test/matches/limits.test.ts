import { describe, expect, it } from 'vitest';
import { clip, fitLines, LIMITS } from '../../src/matches/limits.js';

const lines = Array.from({ length: 100 }, (_, i) => `line ${i} ${'x'.repeat(40)}`);

describe('fitLines', () => {
  it('keeps everything when it fits', () => {
    expect(fitLines(['a', 'b'], 3)).toBe('a\nb');
  });

  it('keeps whole lines only and counts the rest', () => {
    const out = fitLines(lines, LIMITS.content);
    expect(out.length).toBeLessThanOrEqual(LIMITS.content);
    const kept = out.split('\n');
    const last = kept.pop()!;
    expect(kept).toEqual(lines.slice(0, kept.length));
    expect(last).toBe(`…and ${lines.length - kept.length} more`);
    // no room was wasted: one more line would not have fitted with the count
    expect([...lines.slice(0, kept.length + 1), `…and ${lines.length - kept.length - 1} more`].join('\n').length).toBeGreaterThan(LIMITS.content);
  });

  it('gives only the count when not even one line fits', () => {
    expect(fitLines(['x'.repeat(50)], 20)).toBe('…and 1 more');
    expect(fitLines(['x'.repeat(50), 'y'], 5).length).toBeLessThanOrEqual(5);
  });

  it('uses the caller’s wording for what is left off', () => {
    expect(fitLines(['aaaa', 'bbbb', 'cccc'], 12, (n) => `+${n}`)).toBe('aaaa\nbbbb\n+1');
  });
});

describe('clip', () => {
  it('shortens with an ellipsis and never splits a surrogate pair', () => {
    expect(clip('abcdef', 6)).toBe('abcdef');
    expect(clip('abcdef', 4)).toBe('abc…');
    const out = clip('ab🂡cd', 4);
    expect(out).toBe('ab…');
    expect(out.length).toBeLessThanOrEqual(4);
  });
});
