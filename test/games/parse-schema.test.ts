// Every engine's parseAction against its own actionSchema (DESIGN "The engine
// contract": parseAction returns only actions that pass the action schema), on
// random text and on real notation bent out of shape, plus format → parse round trips.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { engineFor, playableGames } from '../../src/games/index.js';
import { gomofasta } from '../../src/games/gomofasta/index.js';
import { ugo } from '../../src/games/ugo/index.js';
import { build } from './ugo/helpers.js';
import { playerCounts, playRandom, spread, start, variantsOf, type Position } from './random-play.js';

const engines = playableGames();

/** A handful of positions per engine, variant and player count, from start to late game. */
function positionsOf(perGame: number): Position[] {
  const out: Position[] = [];
  for (const engine of engines) {
    for (const [v, options] of variantsOf(engine).entries()) {
      for (const players of playerCounts(engine)) {
        const game = playRandom(engine, `parse-${engine.id}-${v}-${players}`, players, options);
        out.push(...spread(game.positions, perGame));
      }
    }
  }
  return out;
}

const positions = positionsOf(6);

/** Tokens that have broken parsers: prototype keys, huge or odd numbers, points off any board. */
const NASTY = [
  '__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__',
  '1e309', '99999999999999999999', '-1', '0', '00', 'NaN', 'Infinity', '-0', '0x10',
  '#0', '#6', '#9', '#99', 'z99', 't1', 't2', 'a0', 'a1', 'h1', 'n1', 'n13', 't19', 's1', 'a20', 'i5', 'h9', 'i9',
  'r360', 'r-90', 'r1e3', 'r45', 'p0', 'p5', 'p9', '->', '→', '(p9)', '5♠(p9)', '10♦(p0)', 'x', '+', '=H', 'a1=H', 'xa9',
];

type Op =
  | { kind: 'replace' | 'insert'; at: number; word: string }
  | { kind: 'delete' | 'duplicate' | 'glue' | 'upper'; at: number };

const word = fc.oneof(fc.constantFrom(...NASTY), fc.string({ maxLength: 6 }), fc.integer().map(String));
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constantFrom('replace' as const, 'insert' as const), at: fc.nat(), word }),
  fc.record({ kind: fc.constantFrom('delete' as const, 'duplicate' as const, 'glue' as const, 'upper' as const), at: fc.nat() }),
);

function mutate(text: string, ops: Op[]): string {
  const toks = text.split(' ');
  for (const o of ops) {
    const i = toks.length ? o.at % toks.length : 0;
    if (o.kind === 'replace') toks[i] = o.word;
    else if (o.kind === 'insert') toks.splice(o.at % (toks.length + 1), 0, o.word);
    else if (o.kind === 'delete') toks.splice(i, 1);
    else if (o.kind === 'duplicate') toks.splice(i, 0, toks[i] ?? '');
    else if (o.kind === 'glue' && i + 1 < toks.length) toks.splice(i, 2, toks[i] + toks[i + 1]);
    else if (o.kind === 'upper') toks[i] = (toks[i] ?? '').toUpperCase();
  }
  return toks.join(' ');
}

/** Parses and checks the contract; returns a reason when it is broken. */
function brokenParse(p: Position, text: string): string | null {
  let r;
  try {
    r = p.engine.parseAction(p.state, p.seat, text);
  } catch (e) {
    return `${p.engine.id} threw on ${JSON.stringify(text)}: ${String(e)}`;
  }
  if (!r.ok) return typeof r.error === 'string' && r.error.length > 0 ? null : `${p.engine.id}: empty error for ${JSON.stringify(text)}`;
  const checked = p.engine.actionSchema.safeParse(r.action);
  return checked.success ? null : `${p.engine.id} parsed ${JSON.stringify(text)} to ${JSON.stringify(r.action)}, which its schema refuses`;
}

describe('parseAction returns only schema-valid actions', () => {
  it('on the cases that slipped through before', () => {
    const g19 = start(gomofasta, 'off', 2, { size: 19, deckMultiplier: 1 });
    const offBottom = gomofasta.parseAction(g19, 0, 'W r270 h1');
    expect(offBottom.ok).toBe(false);
    if (!offBottom.ok) expect(offBottom.error).toMatch(/runs off the board/);

    const reflecting = start(ugo, 'proto', 2, { acesBySuit: false, ninesReflect: true });
    for (const text of ['reflect __proto__', 'nine __proto__ a', 'nine-policy constructor', 'ten __proto__']) {
      const r = ugo.parseAction(reflecting, 0, text);
      expect(r.ok, text).toBe(false);
    }
    expect(ugo.parseAction(reflecting, 0, 'nine-policy a j')).toEqual({ ok: true, action: { type: 'ninePolicy', policy: { ranks: ['A', 'J'] } } });

    // A switch names each card once: six names of one card would exceed the schema's five.
    const switching = build({ tables: [[{ card: '5s' }, { card: '4h', pos: 'd' }]] });
    const twice = ugo.parseAction(switching, 0, 'switch 5s 4h 5s 5s 5s 5s');
    expect(twice.ok).toBe(false);
    if (!twice.ok) expect(twice.error).toMatch(/5♠ twice/);
  });

  it('the registry finds no engine through Object.prototype', () => {
    for (const id of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) expect(engineFor(id), id).toBeUndefined();
    expect(engineFor('agog')?.id).toBe('agog');
  });

  it('never resolves a verb through Object.prototype', () => {
    const s = start(ugo, 'verbs', 2, { acesBySuit: false, ninesReflect: false });
    for (const verb of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      const r = ugo.parseAction(s, 0, `${verb} 5s`);
      expect(r.ok, verb).toBe(false);
      if (!r.ok) expect(r.error, verb).toMatch(/I do not know/);
    }
  });

  it('on random text, for every engine', () => {
    fc.assert(
      fc.property(fc.nat(positions.length - 1), fc.oneof(fc.string({ maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 20 })), (i, text) => {
        const why = brokenParse(positions[i], text);
        if (why) throw new Error(why);
      }),
      { numRuns: 1500 },
    );
  });

  it('on real notation with tokens replaced, inserted, dropped, repeated or glued, for every engine', () => {
    const samples = positions
      .map((p) => ({ p, texts: p.engine.legalActions(p.state, p.seat).map((a: unknown) => p.engine.formatAction(p.state, a)) as string[] }))
      .filter((x) => x.texts.length > 0);
    fc.assert(
      fc.property(fc.nat(samples.length - 1), fc.nat(), fc.array(op, { minLength: 1, maxLength: 4 }), (i, j, ops) => {
        const { p, texts } = samples[i];
        const why = brokenParse(p, mutate(texts[j % texts.length], ops));
        if (why) throw new Error(why);
      }),
      { numRuns: 4000 },
    );
  });
});

/** JSON with sorted keys and undefined members dropped, so equal actions print the same. */
function canonical(v: unknown): string {
  return JSON.stringify(v, (_k, x: unknown) =>
    x && typeof x === 'object' && !Array.isArray(x) ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => (a < b ? -1 : 1))) : x,
  );
}

describe('format → parse round trip', () => {
  it('every legal action of sampled positions parses back to itself, for every engine', () => {
    let checked = 0;
    for (const p of positions) {
      for (const a of p.engine.legalActions(p.state, p.seat)) {
        if (!p.engine.actionSchema.safeParse(a).success) expect.fail(`${p.engine.id}: legal action ${JSON.stringify(a)} fails its schema`);
        const text = p.engine.formatAction(p.state, a);
        const r = p.engine.parseAction(p.state, p.seat, text);
        if (!r.ok || canonical(r.action) !== canonical(a)) {
          expect.fail(`${p.engine.id}: ${JSON.stringify(a)} → "${text}" → ${JSON.stringify(r)}`);
        }
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });
});
