// Notation (RULINGS §5.4, JG-R09, JG-R15, JG-R17): every example of the table in a
// constructed position: parse → apply → the canonical text comes back.
import { describe, expect, it } from 'vitest';
import { agog, notateAll, type AgogState } from '../../../src/games/agog/index.js';
import { parseError, play, sq, start, texts } from './helpers.js';

type Example = [text: string, spec: string, toMove: 'w' | 'b', pools: string, from: string, to: string[], promote: string | null, also: string[]];

const examples: Example[] = [
  ['b6', 'j:a1 J:h8 g:a6', 'w', '0,0', 'a6', ['b6'], null, ['B6', 'a6b6', 'a6-b6', ' b6 ', 'ab6', '6b6']],
  ['ab6', 'j:a1 J:h8 g:a6,b5', 'w', '0,0', 'a6', ['b6'], null, ['a6b6', 'a6-b6', 'a 6 b 6', '6b6']],
  ['5b6', 'j:a1 J:h8 g:a6,b5', 'w', '0,0', 'b5', ['b6'], null, ['bb6', 'b5b6', 'b5-b6']],
  ['C5b6', 'j:a1 J:h8 c:a6,b5', 'w', '0,0', 'b5', ['b6'], null, ['c5b6', 'Cb5b6', 'Cbb6', 'C b5-b6']],
  ['Jxa3+c3', 'j:a1 J:h8 G:a2,b3', 'w', '1,0', 'a1', ['a3', 'c3'], null, ['jxa3+c3', 'JXA3+C3', 'Ja1xa3+c3', 'J x a3 + c3', 'J:a3+c3']],
  ['Ca1 h1=H', 'j:c2 J:h8 C:a3 G:h1', 'b', '0,0', 'a3', ['a1'], 'h1', ['ca1 h1=h', 'Ca1h1=H', 'C3a1 h1=H', 'Ca1-h1=H', 'Ca3-a1 h1=H']],
  ['2xb4', 'j:a1 J:h8 g:b2 G:b3', 'w', '0,0', 'b2', ['b4'], null, ['b2xb4', 'bxb4', '2:b4']],
  ['bxd2xd4', 'j:a1 J:h8 g:b2 G:c2,d3', 'w', '0,0', 'b2', ['d2', 'd4'], null, ['b2xd2xd4', '2xd2xd4', 'BXD2XD4']],
  ['Hxe5xh5', 'j:a1 J:h8 h:e1 G:e3,g5', 'w', '0,0', 'e1', ['e5', 'h5'], null, ['hxe5xh5', 'He1xe5xh5', 'H1xe5xh5']],
  ['h8 c3=H', 'j:a1 J:d8 g:g8,c3', 'w', '0,0', 'g8', ['h8'], 'c3', ['h8 c3=h', 'h8c3=H', 'gh8 c3=H', 'g8-h8 c3=H']],
  ['h8', 'j:a1 J:d8 g:g8,c3', 'w', '0,0', 'g8', ['h8'], null, ['g8h8', 'gh8']],
  ['Jh8', 'j:g8 J:a8', 'w', '0,0', 'g8', ['h8'], null, ['jh8', 'Jg8h8', 'J g8-h8']],
];

describe.each(examples)('%s', (text, spec, toMove, pools, from, to, promote, also) => {
  const s = start(spec, toMove, pools);
  const expected = {
    from: sq(from),
    to: to.map(sq),
    capture: text.includes('x') || text.includes('+'),
    corrupt: text.includes('x') || text.includes('+') ? [...text.matchAll(/[x+]/g)].map((m) => m[0] === '+') : [],
    promote: promote === null ? null : sq(promote),
  };

  it('parses to the expected action, applies, and formats back canonically', () => {
    const p = agog.parseAction(s, s.toMove, text);
    if (!p.ok) throw new Error(p.error);
    expect(p.action).toEqual(expected);
    expect(agog.formatAction(s, p.action)).toBe(text);
    expect(texts(s)).toContain(text);
    const r = agog.applyAction(s, s.toMove, p.action);
    if (!r.ok) throw new Error(r.error);
    expect(r.state.last?.text).toBe(text);
    expect(r.events[0].text).toBe(`${agog.seatName(s.toMove, 2)}: ${text}`);
    const v = agog.view(r.state, 'spectator').last;
    expect(v).toEqual({ path: [from, ...to], promote, text, seat: s.toMove });
  });

  it.each(also)('also reads "%s" leniently', (variant) => {
    const p = agog.parseAction(s, s.toMove, variant);
    if (!p.ok) throw new Error(p.error);
    expect(p.action).toEqual(expected);
  });
});

describe('canonical disambiguation (JG-R09, JG-R15)', () => {
  it('writes the origin along the first step\'s axis, only when needed', () => {
    expect(texts(start('j:a1 J:h8 h:c3,a5'))).toEqual(
      expect.arrayContaining(['H3c5', 'Hac5', 'Hc4', 'Hc6', 'Hb5', 'Hd3']),
    );
    expect(texts(start('j:a1 J:h8 h:c3,a5'))).not.toContain('Hc5');
  });

  it('units of different kinds never need one', () => {
    expect(texts(start('j:a1 J:h8 g:b5 h:a6'))).toEqual(expect.arrayContaining(['b6', 'Hb6']));
    expect(texts(start('j:a1 J:h8 h:b5 c:a6'))).toEqual(expect.arrayContaining(['Hb6', 'Cb6']));
  });

  it('ignores the promotion suffix when deciding', () => {
    const all = texts(start('j:a1 J:d8 g:g8,h7,c3'));
    expect(all).toEqual(expect.arrayContaining(['gh8', 'gh8 c3=H', 'gh8 h7=H', '7h8', '7h8 c3=H', '7h8 g8=H']));
    expect(all).not.toContain('h8');
  });

  it('golem captures always carry it; other captures only when needed', () => {
    expect(texts(start('j:a1 J:h8 g:b2 G:b3'))).toEqual(['2xb4']);
    expect(texts(start('j:a1 J:h8 h:b1 G:b3'))).toEqual(['Hxb4', 'Hxb5', 'Hxb6', 'Hxb7', 'Hxb8']);
    // Hulks on d8 and h4 can both jump to d4 and stop there (nothing more to jump).
    expect(texts(start('j:a1 J:h8 h:d8,h4 G:d7,g4'))).toEqual(
      ['H8xd4', 'Hhxd4', 'Hxa4', 'Hxb4', 'Hxc4', 'Hxd1', 'Hxd2', 'Hxd3', 'Hxd5', 'Hxd6', 'Hxe4', 'Hxf4'],
    );
  });
});

describe('parse errors (§5.4 validation notes)', () => {
  it('rejects a promotion suffix off the sanctum: g8 c3=H', () => {
    expect(parseError(start('j:a1 J:d8 g:g7,c3'), 'g8 c3=H')).toMatch(/only possible when the move ends on the enemy sanctum, h8/);
  });

  it('rejects a promotion onto something that is not a single golem', () => {
    const s = start('j:a1 J:d8 g:g8,c3 h:e2');
    expect(parseError(s, 'h8 e2=H')).toMatch(/e2 is not one of your single golems.*c3/);
    expect(parseError(s, 'h8 d5=H')).toMatch(/d5 is not one of your single golems/);
    expect(parseError(s, 'h8 g8=H')).toMatch(/g8 is not one of your single golems/);
  });

  it('rejects a golem capture without its origin: xb4', () => {
    expect(parseError(start('j:a1 J:h8 g:b2 G:b3'), 'xb4')).toMatch(/golem capture must start with the file or rank.*2xb4/);
  });

  it('rejects a result inside an action (JG-R17): Jh8 1-0', () => {
    const s = start('j:g8 J:a8');
    expect(parseError(s, 'Jh8 1-0')).toMatch(/result.*record.*\(Jh8\)/);
    expect(parseError(s, '1-0')).toMatch(/result/);
    expect(parseError(s, 'Jh8 0-1')).toMatch(/result/);
  });

  it('names the candidates of an ambiguous move', () => {
    const s = agog.setup({ players: 2, seed: 'x', options: {} });
    if (!s.ok) throw new Error(s.error);
    expect(parseError(s.state, 'b6')).toMatch(/"b6" is ambiguous: it could be (ab6 or 5b6|5b6 or ab6)\. Add the starting file or rank\./);
    expect(parseError(start('j:a1 J:h8 c:a6,b5'), 'Cb6')).toMatch(/ambiguous: it could be (Cab6 or C5b6|C5b6 or Cab6)/);
  });

  it('reads lower-case h and c as files when that is the only sense', () => {
    // "c4" is a golem move, not a corrupted hulk moving to "4".
    const s = start('j:a1 J:h8 g:c3 c:f5');
    const p = agog.parseAction(s, 0, 'c4');
    expect(p.ok && p.action.from).toBe(sq('c3'));
    const q = agog.parseAction(s, 0, 'cf6');
    expect(q.ok && q.action.from).toBe(sq('f5'));
  });

  it.each(['', '   ', 'zz', 'b9', 'Hxx', 'x', '=H', 'Jxa3+', 'h8 c3=Q'])('gives a helpful error for %j', (bad) => {
    const s = start('j:a1 J:h8 G:a2,b3', 'w', '1,0');
    const p = agog.parseAction(s, 0, bad);
    expect(p.ok).toBe(false);
    if (!p.ok) expect(p.error.length).toBeGreaterThan(10);
  });

  it('explains the compulsory and the maximum capture', () => {
    expect(parseError(start('j:a1 J:h8 g:a6,b2 G:b3'), 'b6')).toBe(
      'You must capture: the maximum capture takes 1 unit (e.g. 2xb4).',
    );
    expect(parseError(start('j:a1 J:g7 g:b2,f7 G:c2,d3'), 'fxh7')).toMatch(
      /You must take the maximum capture: 2 units \(e\.g\. bxd2xd4\); that sequence takes only 1/,
    );
    expect(parseError(start('j:a1 J:h8 g:b2 G:c2,d3'), 'bxd2')).toMatch(/must go on while another jump is possible/);
    expect(parseError(start('j:a1 J:h8 g:a6'), '6xb6')).toMatch(/no capture/);
  });

  it('does not throw on non-string input or out-of-turn seats', () => {
    const s = start('j:a1 J:h8 g:a6');
    expect(agog.parseAction(s, 0, 42 as unknown as string).ok).toBe(false);
    expect(agog.parseAction(s, 1, 'b6').ok).toBe(false);
    expect(agog.parseAction(s, 7, 'b6').ok).toBe(false);
  });
});

describe('the game record', () => {
  it('1. ab6 8c7 from the start', () => {
    const r = agog.setup({ players: 2, seed: 'x', options: {} });
    if (!r.ok) throw new Error(r.error);
    let s: AgogState = play(r.state, 'ab6');
    expect(s.last?.text).toBe('ab6');
    s = play(s, '8c7');
    expect(s.last?.text).toBe('8c7');
    expect(agog.formatRecord([{ seat: 0, text: 'ab6' }, { seat: 1, text: '8c7' }], agog.result(s), 2)).toBe('1. ab6 8c7');
  });

  it('ends with 1-0 or 0-1 once over', () => {
    const s = start('j:g8 J:a8');
    const after = play(s, 'Jh8');
    expect(agog.formatRecord([{ seat: 0, text: 'Jh8' }], agog.result(after), 2)).toBe('1. Jh8 1-0');
    const moves = [
      { seat: 0, text: 'ab6' },
      { seat: 1, text: '8c7' },
      { seat: 0, text: 'a7' },
      { seat: 1, text: 'b8' },
    ];
    expect(agog.formatRecord(moves, { winners: [1], reason: 'White resigned' }, 2)).toBe('1. ab6 8c7 2. a7 b8 0-1');
    expect(agog.formatRecord(moves.slice(0, 3), null, 2)).toBe('1. ab6 8c7 2. a7');
    expect(agog.formatRecord([{ seat: 1, text: 'Ja1' }], { winners: [1], reason: 'x' }, 2)).toBe('1... Ja1 0-1');
    expect(agog.formatRecord([], { winners: [], reason: 'ply cap reached, flagged for review' }, 2)).toBe('');
  });
});

describe('notateAll', () => {
  it('lists every legal action once with its canonical text', () => {
    const s = start('j:a1 J:h8 G:a2,b3', 'w', '1,0');
    const all = notateAll(s);
    expect(all.map((x) => x.text).sort()).toEqual(['J+a3xc3', 'Jxa3+c3', 'Jxa3xc3']);
    expect(all.map((x) => x.action)).toEqual(expect.arrayContaining(agog.legalActions(s, 0)));
    expect(all).toHaveLength(agog.legalActions(s, 0).length);
  });
});
