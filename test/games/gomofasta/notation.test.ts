// Notation "B r90 d4": card, clockwise rotation, top-left point (Go letters without i, row 1 at the bottom).
import { describe, expect, it } from 'vitest';
import { filterPlacements, gomofasta, type GmAction, type GmState } from '../../../src/games/gomofasta/index.js';
import { fresh, position, pt } from './helpers.js';

const s19 = position({ size: 19, hands: [['B', 'C', 'S'], ['W', 'W', 'S']] });
const s13 = position({ size: 13, hands: [['B', 'C', 'S'], ['W', 'W', 'S']] });
const parse = (s: GmState, text: string) => gomofasta.parseAction(s, s.toMove, text);

describe('formatAction', () => {
  it('writes card, rotation and the top-left point', () => {
    expect(gomofasta.formatAction(s19, { card: 'B', rot: 90, x: 3, y: 15 })).toBe('B r90 d4');
    expect(gomofasta.formatAction(s19, { card: 'C', rot: 0, x: 0, y: 0 })).toBe('C r0 a19');
    expect(gomofasta.formatAction(s19, { card: 'S', rot: 270, x: 17, y: 17 })).toBe('S r270 s2');
    expect(gomofasta.formatAction(s19, { card: 'W', rot: 180, x: 8, y: 9 })).toBe('W r180 j10'); // no column i
    expect(gomofasta.formatAction(s13, { card: 'W', rot: 180, x: 11, y: 11 })).toBe('W r180 m2');
  });
  it('names the point the block starts at, which the card covers to its right and below', () => {
    const r = gomofasta.applyAction(s19, s19.toMove, { card: 'B', rot: 0, x: 3, y: 15 });
    expect(r.ok && r.state.last!.placed).toEqual([pt(19, 'd4'), pt(19, 'e4'), pt(19, 'd3'), pt(19, 'e3')]);
  });
});

describe('parseAction', () => {
  const d4: GmAction = { card: 'B', rot: 90, x: 3, y: 15 };
  for (const text of [
    'B r90 d4',
    'b r90 d4',
    'B R90 D4',
    'b90d4',
    'br90d4',
    '  b   90   d4 ',
    'B r 90 d 4',
    'black trio r90 d4',
    'Black 90° d4',
    'b rot90 d4',
    'b rotation 90 d4',
    'B, r90, d4',
    'b 90deg d4',
  ]) {
    it(`reads "${text}"`, () => expect(parse(s19, text)).toEqual({ ok: true, action: d4 }));
  }
  it('reads every card name and 360 as r0', () => {
    expect(parse(s19, 'white r0 a19')).toEqual({ ok: true, action: { card: 'W', rot: 0, x: 0, y: 0 } });
    expect(parse(s19, 'split pair r270 s2')).toEqual({ ok: true, action: { card: 'S', rot: 270, x: 17, y: 17 } });
    expect(parse(s19, 'checker 360 a2')).toEqual({ ok: true, action: { card: 'C', rot: 0, x: 0, y: 17 } });
    expect(parse(s19, 'c r0 r5')).toEqual({ ok: true, action: { card: 'C', rot: 0, x: 16, y: 14 } }); // column r
  });
  it('maps the Checker’s r180/r270 to the canonical r0/r90', () => {
    expect(parse(s19, 'C r180 d4')).toEqual({ ok: true, action: { card: 'C', rot: 0, x: 3, y: 15 } });
    expect(parse(s19, 'C r270 d4')).toEqual({ ok: true, action: { card: 'C', rot: 90, x: 3, y: 15 } });
  });
  const bad: [string, RegExp][] = [
    ['', /Empty move/],
    ['x r90 d4', /does not start with a card/],
    ['b d4', /Give a rotation/],
    ['b r5', /Give a rotation/],
    ['b r45 d4', /r0, r90, r180 or r270/],
    ['b r90', /Give the point/],
    ['b r90 i4', /no column i/],
    ['b r90 z4', /not on the 19×19 board/],
    ['b r90 d20', /not on the 19×19 board/],
    ['b r90 d0', /not on the 19×19 board/],
    ['b r90 d4 please', /Could not read/],
  ];
  for (const [text, msg] of bad) {
    it(`refuses "${text}" with a reason`, () => {
      const r = parse(s19, text);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error).toMatch(msg);
    });
  }
  it('knows the 13×13 board ends at n13', () => {
    expect(parse(s13, 'b r0 m13').ok).toBe(true);
    expect(parse(s13, 'b r0 o13').ok).toBe(false);
    expect(parse(s13, 'b r0 a14').ok).toBe(false);
  });
  it('refuses a top-left point on the last column or the bottom row: the block would run off', () => {
    for (const [s, text] of [
      [s19, 'W r270 h1'],
      [s19, 'b r0 t10'],
      [s19, 'b r0 t1'],
      [s13, 'b r0 n13'],
      [s13, 'c r90 a1'],
    ] as const) {
      const r = parse(s, text);
      expect(r.ok, text).toBe(false);
      if (!r.ok) expect(r.error).toMatch(/runs off the board/);
    }
  });
  it('never throws on odd input, and keeps error messages short', () => {
    for (const t of [undefined, null, 42, {}, '🙂', 'b'.repeat(10000), 'b' + '9'.repeat(5000) + 'd4']) {
      let r: ReturnType<typeof gomofasta.parseAction> | undefined;
      expect(() => (r = gomofasta.parseAction(s19, 0, t as never))).not.toThrow();
      expect(r!.ok).toBe(false);
      if (!r!.ok) expect(r!.error.length).toBeLessThan(400);
    }
  });
});

describe('round trips', () => {
  for (const [label, s] of [
    ['19×19', s19],
    ['13×13', s13],
  ] as const) {
    it(`parse(format(a)) = a for every legal action on ${label}`, () => {
      const acts = gomofasta.legalActions(s, s.toMove);
      expect(acts.length).toBeGreaterThan(100);
      for (const a of acts) {
        const text = gomofasta.formatAction(s, a);
        expect(parse(s, text)).toEqual({ ok: true, action: a });
        expect(gomofasta.formatAction(s, (parse(s, text.toLowerCase().replace(/ /g, '')) as { action: GmAction }).action)).toBe(text);
      }
    });
  }
});

describe('filterPlacements (autocomplete)', () => {
  const seat = s19.toMove;
  const legal = new Set(gomofasta.legalActions(s19, seat).map((a) => gomofasta.formatAction(s19, a)));
  it('returns at most `limit` legal placements with their notation', () => {
    const r = filterPlacements(s19, seat, '', 25);
    expect(r).toHaveLength(25);
    for (const { action, text } of r) {
      expect(gomofasta.formatAction(s19, action)).toBe(text);
      expect(legal.has(text)).toBe(true);
    }
    expect(filterPlacements(s19, seat, '', 0)).toEqual([]);
  });
  it('filters by card, rotation, column and row prefix', () => {
    expect(new Set(filterPlacements(s19, seat, 'c', 500).map((r) => r.action.card))).toEqual(new Set(['C']));
    expect(new Set(filterPlacements(s19, seat, 'checker', 500).map((r) => r.action.card))).toEqual(new Set(['C']));
    expect(filterPlacements(s19, seat, 'w', 10)).toEqual([]); // no White Trio in this hand
    const r9 = filterPlacements(s19, seat, 'b r9', 50);
    expect(r9.every((r) => r.action.card === 'B' && r.action.rot === 90)).toBe(true);
    expect(r9).toHaveLength(50);
    const col = filterPlacements(s19, seat, 'B r90 d', 100);
    expect(col.map((r) => r.text)).toEqual(Array.from({ length: 18 }, (_, i) => `B r90 d${i + 2}`));
    const row1 = filterPlacements(s19, seat, 'b 90 d1', 100).map((r) => r.text);
    expect(row1).toEqual(['B r90 d10', 'B r90 d11', 'B r90 d12', 'B r90 d13', 'B r90 d14', 'B r90 d15', 'B r90 d16', 'B r90 d17', 'B r90 d18', 'B r90 d19']);
    expect(filterPlacements(s19, seat, 'b r90 d4', 100).map((r) => r.text)).toEqual(['B r90 d4']);
    expect(filterPlacements(s19, seat, 'b r90 d4 x', 100)).toEqual([]);
  });
  it('maps a Checker r180 prefix to its canonical r0 and accepts a skipped rotation', () => {
    const c = filterPlacements(s19, seat, 'c r180 a', 100);
    expect(c.length).toBe(18);
    expect(c.every((r) => r.text.startsWith('C r0 a'))).toBe(true);
    const any = filterPlacements(s19, seat, 'b d4', 100).map((r) => r.text);
    expect(any).toEqual(['B r0 d4', 'B r90 d4', 'B r180 d4', 'B r270 d4']);
  });
  it('leaves out occupied blocks, and gives nothing out of turn or after the end', () => {
    const r = gomofasta.applyAction(s19, seat, { card: 'B', rot: 0, x: 3, y: 15 });
    if (!r.ok) throw new Error(r.error);
    const next = r.state;
    const texts = filterPlacements(next, next.toMove, 'w r0 d', 100).map((x) => x.text);
    for (const gone of ['W r0 d5', 'W r0 d4', 'W r0 d3']) expect(texts).not.toContain(gone);
    expect(texts).toContain('W r0 d6');
    expect(texts).toContain('W r0 d2');
    expect(texts).toHaveLength(15);
    expect(filterPlacements(next, 1 - next.toMove, '', 10)).toEqual([]);
    const over = gomofasta.resign(next, 0);
    expect(over.ok && filterPlacements(over.state, over.state.toMove, '', 10)).toEqual([]);
  });
  it('finds the placements for a selective prefix late in the list', () => {
    const s = fresh('quick');
    const hits = filterPlacements(s, s.toMove, 's r270 t', 25);
    const hasSplit = s.hands[s.toMove].includes('S');
    expect(hits.every((h) => h.text.startsWith('S r') && / t\d+$/.test(h.text))).toBe(true);
    expect(hits.length > 0).toBe(hasSplit);
  });
});

describe('formatRecord', () => {
  it('numbers Black/White pairs and ends with the result', () => {
    const rec = gomofasta.formatRecord(
      [
        { seat: 1, text: 'B r0 d4' },
        { seat: 0, text: 'W r90 q16' },
        { seat: 1, text: 'S r0 k10' },
      ],
      { winners: [1], reason: 'Black has 8 in a row' },
      2,
    );
    expect(rec).toBe('Black: Player 2, White: Player 1\n1. B r0 d4  W r90 q16\n2. S r0 k10\nPlayer 2 wins: Black has 8 in a row');
    expect(gomofasta.formatRecord([], { winners: [], reason: 'Draw: the board is full with no 8 in a row' }, 2)).toBe(
      'Draw: the board is full with no 8 in a row',
    );
  });
});
