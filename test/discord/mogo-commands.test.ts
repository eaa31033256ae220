// /counter and /mogo counter, without the bot: every counter's answer fits what
// Discord accepts, the rulings it cites are spelt out, and the autocompletes
// stay inside Discord's limits and lead to names the engine reads.
import { describe, expect, it } from 'vitest';
import { counterChoices, counterText } from '../../commands/counter.js';
import { orderChoices } from '../../commands/mogo.js';
import { textChoices } from '../../src/discord/choices.js';
import { COUNTERS, mogo } from '../../src/games/mogo/index.js';
import { MOGO_RULING_LINES } from '../../src/discord/mogo-rulings.js';
import { validateAutocompleteChoices, validateMessageBody } from '../discord-standin/validate.js';

const state = (() => {
  const s = mogo.setup({ players: 3, seed: 'commands', options: { position: null } });
  if (!s.ok) throw new Error(s.error);
  return s.state;
})();

describe('/counter', () => {
  it('answers for every one of the 155 counters within Discord\'s limits, with its effect and each ruling it cites in words', () => {
    expect(COUNTERS).toHaveLength(155);
    for (const c of COUNTERS) {
      const text = counterText(c.name)!;
      expect(text, c.name).toBeTruthy();
      expect(() => validateMessageBody({ content: text }, [], { isEdit: false }), c.name).not.toThrow();
      expect(text.length).toBeLessThanOrEqual(2000);
      expect(text.startsWith(`**${c.name}** — `), text).toBe(true);
      expect(text).toContain(c.note);
      for (const r of c.rulings) expect(text, `${c.name} cites ${r}`).toContain(`${r}: ${MOGO_RULING_LINES.get(r)}`);
    }
  });

  it('has a line for every ruling any counter cites', () => {
    const cited = new Set(COUNTERS.flatMap((c) => c.rulings));
    for (const r of cited) expect(MOGO_RULING_LINES.has(r), r).toBe(true);
  });

  it('reads names in any case and spacing, and knows no other name', () => {
    expect(counterText('  goblin   KING ')).toBe(counterText('Goblin King'));
    expect(counterText('Goblin Queen')).toBeNull();
    expect(counterText('__proto__')).toBeNull();
    expect(counterText('constructor')).toBeNull();
  });

  it('says a Unit\'s Force and tags, and how Counter is armed', () => {
    expect(counterText('Goblin King')).toMatch(/^\*\*Goblin King\*\* — Unit, Force 3, Goblin\. Controls every Goblin Unit/);
    expect(counterText('Counter')).toContain('/mogo counter');
  });

  it('autocompletes every name (typed whole, it comes first) within 25 choices of at most 100 characters', () => {
    for (const c of COUNTERS) {
      const choices = counterChoices(c.name.toLowerCase());
      expect(() => validateAutocompleteChoices({ choices })).not.toThrow();
      expect(choices[0].value, c.name).toBe(c.name);
    }
    expect(counterChoices('')).toHaveLength(25);
    // Names that merely contain the text come after those that start with it.
    const dragon = counterChoices('dragon').map((c) => c.value);
    expect(dragon.indexOf('Red Dragon')).toBeGreaterThan(dragon.indexOf('Dragon Slayer'));
    expect(dragon.every((n) => n.toLowerCase().includes('dragon'))).toBe(true);
  });
});

describe('/mogo counter', () => {
  it('offers off, any and the Sorceries, each of which the engine reads as a Counter order', () => {
    const all = orderChoices('');
    expect(all.slice(0, 2).map((c) => c.value)).toEqual(['off', 'any']);
    expect(() => validateAutocompleteChoices({ choices: all })).not.toThrow();
    for (const c of COUNTERS.filter((x) => x.type === 'S')) {
      const [pick] = orderChoices(c.name.toUpperCase());
      expect(pick.value, c.name).toBe(c.name);
      const parsed = mogo.parseAction(state, 1, `counter ${pick!.value}`);
      expect(parsed.ok && parsed.action, c.name).toEqual({ type: 'order', order: [c.id] });
    }
  });

  it('completes the last name of a list and keeps the ones given, never offering one twice', () => {
    const choices = orderChoices('Wrath, time w');
    expect(choices.map((c) => c.value)).toContain('Wrath, Time Walk');
    expect(choices.every((c) => c.value.startsWith('Wrath, '))).toBe(true);
    expect(orderChoices('Wrath, ').map((c) => c.value)).not.toContain('Wrath, Wrath');
    expect(orderChoices('Wrath, ').map((c) => c.value)).not.toContain('Wrath, off');
    const parsed = mogo.parseAction(state, 0, 'counter Wrath, Time Walk');
    expect(parsed.ok && parsed.action.type === 'order' && parsed.action.order).toHaveLength(2);
  });

  it('stays inside Discord\'s limits for a long list', () => {
    const long = COUNTERS.filter((c) => c.type === 'S').slice(0, 8).map((c) => c.name).join(', ');
    const choices = orderChoices(`${long}, `);
    expect(() => validateAutocompleteChoices({ choices })).not.toThrow();
  });
});

describe('/move autocomplete for a long Channel discard list', () => {
  it('leaves out a suggestion longer than an option value instead of clipping it, and every one kept plays', () => {
    const made = mogo.setup({
      players: 2,
      seed: 'channel',
      options: { position: JSON.stringify({ hands: [['Channel', 'Goblin Balloon', 'Goblin Sneak', 'Guardian', 'Goblin King', 'Red Dragon', 'Dragon Slayer', 'Dwarf Warriors', 'Dwarf Lord', 'Forger', 'Giant Slayer', 'Barbarians', 'Phalanx'], []], toMove: 0, phase: 'action' }) },
    });
    if (!made.ok) throw new Error(made.error);
    const typed = 'cast Channel discarding Goblin Balloon, Goblin Sneak, Guardian, Goblin King, Dwarf Warriors, ';
    const suggested = mogo.suggestActions!(made.state, 0, typed, 50);
    // The engine suggests some sets past 100 characters (… Red Dragon, … Dragon Slayer) and some within (… Forger, … Phalanx).
    expect(suggested.some((m) => m.length > 100)).toBe(true);
    expect(suggested.some((m) => m.length <= 100)).toBe(true);
    const choices = textChoices(suggested);
    expect(() => validateAutocompleteChoices({ choices })).not.toThrow();
    expect(choices.map((c) => c.value)).toEqual(suggested.filter((m) => m.length <= 100).slice(0, 25));
    for (const c of choices) expect(mogo.parseAction(made.state, 0, c.value).ok, c.value).toBe(true);
  });
});
