// Every engine's /challenge declarations agree with its own options schema, so the
// command built from them can only hand the engine options it accepts.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { playableGames } from '../../src/games/index.js';
import { COMMON_OPTION_NAMES, opponentSlots } from '../../src/discord/challenge-options.js';

const NAME = /^[-_\p{Ll}\p{N}\p{M}]{1,32}$/u;

describe.each(playableGames().map((e) => [e.id, e] as const))('%s declares its challenge options', (_id, engine) => {
  const shape = (engine.optionsSchema as unknown as z.ZodObject).shape;

  it('as an object schema the declarations can point into', () => {
    expect(engine.optionsSchema).toBeInstanceOf(z.ZodObject);
  });

  it.each(engine.challengeOptions.map((d) => [d.name, d] as const))('%s: a valid slash option whose key, default and values the engine accepts', (_name, d) => {
    expect(d.name).toMatch(NAME);
    expect(d.description.length).toBeGreaterThan(0);
    expect(d.description.length).toBeLessThanOrEqual(100);
    if (d.type === 'seat') {
      expect(d.choices.map((c) => c.value)).toContain(d.default);
      for (const c of d.choices) {
        if (c.seat !== null) expect(c.seat).toBeGreaterThanOrEqual(0);
        if (c.seat !== null) expect(c.seat).toBeLessThan(engine.players.min);
      }
      return;
    }
    expect(Object.keys(shape)).toContain(d.option);
    const accepts = (value: unknown) => engine.optionsSchema.safeParse({ [d.option]: value }).success;
    if (d.default !== null) expect(accepts(d.default)).toBe(true);
    // Where the schema fills the option in itself, the declared default must say the same.
    const own = (engine.optionsSchema.parse({}) as Record<string, unknown>)[d.option];
    if (own !== undefined) expect(d.default).toEqual(own);
    if (d.type === 'integer') {
      expect(accepts(d.min)).toBe(true);
      expect(accepts(d.max)).toBe(true);
    }
    if (d.type === 'choice') for (const c of d.choices) expect(accepts(c.value)).toBe(true);
    if (d.type === 'text') expect(accepts('x'.repeat(d.maxLength))).toBe(true);
  });

  it('names that are unique and clash with neither the opponents nor the clock options', () => {
    const names = engine.challengeOptions.map((d) => d.name);
    const common = [...COMMON_OPTION_NAMES, ...opponentSlots(engine).map((s) => s.name)];
    expect(new Set(names).size).toBe(names.length);
    for (const n of names) expect(common).not.toContain(n);
    expect(engine.challengeOptions.filter((d) => d.type === 'seat').length).toBeLessThanOrEqual(1);
  });

  it('defaults that set up a game', () => {
    const defaults = Object.fromEntries(engine.challengeOptions.flatMap((d) => (d.type !== 'seat' && d.default !== null ? [[d.option, d.default]] : [])));
    const options = engine.optionsSchema.parse(defaults);
    expect(engine.setup({ players: engine.players.min, seed: 'defaults', options }).ok).toBe(true);
  });
});
