// The one fitting function the renderers share: it measures, shrinks, wraps,
// and only then shortens, and no line it returns is wider than its box.
import { describe, expect, it } from 'vitest';
import { createCanvas } from 'canvas';
import { FONT, ensureFonts } from '../../src/render/common.js';
import { fitBox, withNames, wrap } from '../../src/render/text.js';

ensureFonts();
const ctx = createCanvas(10, 10).getContext('2d');
const widthOf = (t: string, font: string) => {
  ctx.font = font;
  return ctx.measureText(t).width;
};
const LONG = 'Wwwwwwwwwwwwwwwwwwwwwwwwwwwwwwww';

describe('fitBox', () => {
  it('keeps the largest size when the text fits', () => {
    const f = fitBox(ctx, 'Unit', { width: 100, weight: 'bold', size: 17, floor: 12 });
    expect(f).toMatchObject({ size: 17, lines: ['Unit'], cut: false, font: `bold 17px ${FONT}` });
  });

  it('shrinks a word wider than its box ("Enchantment" on a 100 px chip) and keeps it whole', () => {
    expect(widthOf('Enchantment', `bold 17px ${FONT}`)).toBeGreaterThan(100);
    const f = fitBox(ctx, 'Enchantment', { width: 100, weight: 'bold', size: 17, floor: 12 });
    expect(f.lines).toEqual(['Enchantment']);
    expect(f.size).toBeLessThan(17);
    expect(f.size).toBeGreaterThanOrEqual(12);
    expect(widthOf('Enchantment', f.font)).toBeLessThanOrEqual(100);
    expect(f.cut).toBe(false);
  });

  it('shrinks before it wraps, and wraps before it shortens', () => {
    const text = 'Golem Table AI (easy)';
    const oneLine = fitBox(ctx, text, { width: 240, weight: 'bold', size: 30, floor: 18, lines: 2 });
    expect(oneLine.lines).toEqual([text]);
    const twoLines = fitBox(ctx, text, { width: 240, weight: 'bold', size: 30, floor: 24, lines: 2 });
    expect(twoLines.lines).toHaveLength(2);
    expect(twoLines.lines.join(' ')).toBe(text);
    expect(twoLines.size).toBe(30);
    expect(twoLines.cut).toBe(false);
    for (const l of twoLines.lines) expect(widthOf(l, twoLines.font)).toBeLessThanOrEqual(240);
  });

  it('breaks a word wider than a line inside it, so no line is ever wider than the box', () => {
    const f = fitBox(ctx, `${LONG} deploys Wolves`, { width: 200, size: 20, lines: 6 });
    expect(f.cut).toBe(false);
    expect(f.lines.join('').replace(/ /g, '')).toBe(`${LONG}deploysWolves`);
    for (const l of f.lines) expect(widthOf(l, f.font)).toBeLessThanOrEqual(200);
    // The same for the log's wrapper, whose last line ends in "…" when lines run out.
    ctx.font = `20px ${FONT}`;
    const lines = wrap(ctx, `${LONG}'s turn: draws a card (20 left), 5 mana.`, 200, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1].endsWith('…')).toBe(true);
    for (const l of lines) expect(widthOf(l, `20px ${FONT}`)).toBeLessThanOrEqual(200);
  });

  it('shortens the players’ names before anything else, at the smallest size', () => {
    const text = `Turn 12: ${LONG} → ${LONG.toUpperCase()}`;
    const f = fitBox(ctx, text, { width: 500, weight: 'bold', size: 32, floor: 24, shorten: [LONG, LONG.toUpperCase()] });
    expect(f.cut).toBe(true);
    expect(f.size).toBe(24);
    expect(f.lines).toHaveLength(1);
    expect(f.lines[0]).toMatch(/^Turn 12: Ww+… → WW+…$/);
    expect(widthOf(f.lines[0], f.font)).toBeLessThanOrEqual(500);
    // Without names to shorten, the end is cut.
    const g = fitBox(ctx, text, { width: 500, weight: 'bold', size: 32, floor: 24 });
    expect(g.lines[0].startsWith('Turn 12: Www')).toBe(true);
    expect(g.lines[0].endsWith('…')).toBe(true);
    expect(widthOf(g.lines[0], g.font)).toBeLessThanOrEqual(500);
  });

  it('never cuts inside a character (an emoji in a name)', () => {
    const dragon = '🐉'.repeat(32);
    const f = fitBox(ctx, `Your hand, ${dragon}: 3 cards`, { width: 300, size: 24, shorten: [dragon] });
    expect(f.lines[0]).toMatch(/^Your hand, (🐉)+…: 3 cards$/u);
    // No lone half of a surrogate pair is left behind.
    expect(f.lines[0]).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
  });
});

describe('withNames', () => {
  it('puts each seat’s name where the engine says "Player N"', () => {
    expect(withNames('Player 2 attacks Player 1 directly. Player 3 waits.', ['alice', 'bob', 'carol'])).toBe('bob attacks alice directly. carol waits.');
    expect(withNames('Player 4 is out.', ['alice', 'bob'])).toBe('Player 4 is out.');
  });
});
