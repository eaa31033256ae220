// The notation (readable legal actions, ASCII alternatives, never through
// prototype keys), the record, the picker groups and the challenge options.
import { describe, expect, it } from 'vitest';
import { gogmagog } from '../../../src/games/gogmagog/index.js';
import type { GogAction } from '../../../src/games/gogmagog/state.js';
import { move, pos } from './helpers.js';

const s = pos({
  resources: [5, 0],
  hands: [['Granite Brute', 'Flame Raider', 'Firebolt', 'Unveil', 'Mana Crystal', 'War Cry'], []],
  lanes: [
    [{ lane: 1, card: 'Ember Scout', concealed: true }, { lane: 4, slot: 'offence', card: 'Gale Runner' }, { lane: 5, slot: 'offence', card: 'Storm Adept' }],
    [{ lane: 2, card: 'Stone Sentinel' }],
  ],
});

describe('parseAction', () => {
  it.each<[string, GogAction]>([
    ['deploy Granite Brute lane 3 concealed', { type: 'deploy', card: 'Granite Brute', lane: 3, concealed: true }],
    ['deploy granite brute in lane 3 face-down', { type: 'deploy', card: 'Granite Brute', lane: 3, concealed: true }],
    ['Granite Brute 3', { type: 'deploy', card: 'Granite Brute', lane: 3, concealed: false }],
    ['deploy Flame Raider lane 2', { type: 'deploy', card: 'Flame Raider', lane: 2, concealed: false }],
    ['firebolt → lane 2', { type: 'cast', card: 'Firebolt', lane: 2 }],
    ['cast Firebolt -> 2', { type: 'cast', card: 'Firebolt', lane: 2 }],
    ['unveil', { type: 'cast', card: 'Unveil' }],
    ['war cry', { type: 'cast', card: 'War Cry' }],
    ['warcry', { type: 'cast', card: 'War Cry' }],
    ['play Mana Crystal', { type: 'resource' }],
    ['war', { type: 'war', groups: [] }],
    ['war lanes 4+5 → lane 5', { type: 'war', groups: [{ lanes: [4, 5], target: 5 }] }],
    ['WAR 5+4 -> 4', { type: 'war', groups: [{ lanes: [4, 5], target: 4 }] }],
    ['march lane 1 ↑, lane 4 ↓', { type: 'march', lanes: [1, 4] }],
    ['march lane 4 down, lane 1 up', { type: 'march', lanes: [1, 4] }],
    ['reveal lane 1', { type: 'reveal', lane: 1 }],
    ['reveal 1', { type: 'reveal', lane: 1 }],
    ['end turn', { type: 'end' }],
    ['pass', { type: 'end' }],
    ['keep', { type: 'keep' }],
    ['mulligan', { type: 'mulligan' }],
    ['resolve — lane 2 holds', { type: 'resolve' }],
  ])('reads "%s"', (text, action) => {
    expect(gogmagog.parseAction(s, 0, text)).toEqual({ ok: true, action });
  });

  it.each([
    ['', /Type a move/],
    ['deploy Dragon lane 2', /I do not know/],
    ['deploy Granite Brute lane 9', /Say which lane/],
    ['firebolt', /Say which enemy lane/],
    ['unveil lane 2', /names no lane/],
    ['march lane 4 ↑', /already in offence/],
    ['march lane 7', /not a lane/],
    ['war 1+2 → 3, 4+5 → 4, 1+3 → 1', /at most two combinations/],
    ['war lanes 1+1 → lane 1', /each lane of a combination once/],
    ['constructor', /I do not know/],
    ['__proto__ lane 1', /I do not know/],
    ['toString', /I do not know/],
    ['reveal lane', /reveal lane 4/],
  ])('refuses "%s" with a reason', (text, why) => {
    const r = gogmagog.parseAction(s, 0, text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(why);
  });
});

describe('formatAction', () => {
  it('writes every legal action readably', () => {
    const texts = gogmagog.legalActions(s, 0).map((a) => gogmagog.formatAction(s, a));
    for (const t of ['play Mana Crystal', 'deploy Granite Brute lane 2 concealed', 'deploy Flame Raider lane 3', 'firebolt → lane 2', 'unveil', 'war', 'war lanes 4+5 → lane 4', 'reveal lane 1', 'march lane 1 ↑, lane 4 ↓, lane 5 ↓', 'end turn']) {
      expect(texts).toContain(t);
    }
    expect(texts.some((t) => t.includes('war cry'))).toBe(false);
    expect(texts.every((t) => t.length <= 100)).toBe(true);
  });

  it('does not throw on a finished game or a stray action', () => {
    const over = gogmagog.resign(s, 0);
    if (!over.ok) throw new Error(over.error);
    for (const a of [...gogmagog.legalActions(s, 0), { type: 'resolve' }, { type: 'nonsense' }, null] as GogAction[]) {
      expect(typeof gogmagog.formatAction(over.state, a)).toBe('string');
      expect(typeof gogmagog.actionGroup!(over.state, a)).toBe('string');
    }
    expect(gogmagog.privateKey!(over.state, 0)).toBeTypeOf('string');
  });
});

describe('formatRecord', () => {
  it('writes one line per turn and the result', () => {
    const rec = gogmagog.formatRecord(
      [
        { seat: 0, text: 'keep' },
        { seat: 1, text: 'mulligan' },
        { seat: 0, text: 'play Mana Crystal' },
        { seat: 0, text: 'deploy Ember Scout lane 1' },
        { seat: 0, text: 'end turn' },
        { seat: 1, text: 'march lane 2 ↑' },
        { seat: 0, text: 'resigns' },
      ],
      { winners: [1], reason: 'Player 1 resigned' },
      2,
    );
    expect(rec).toBe(['1. P1: keep', '2. P2: mulligan', '3. P1: play Mana Crystal; deploy Ember Scout lane 1; end turn', '4. P2: march lane 2 ↑', '5. P1: resigns', 'P2 wins: Player 1 resigned'].join('\n'));
  });
});

describe('picker groups and challenge options', () => {
  it('groups by card, creature, War, March and End turn', () => {
    const groups = new Set(gogmagog.legalActions(s, 0).map((a) => gogmagog.actionGroup!(s, a)));
    expect(groups).toEqual(new Set(['Mana Crystal', 'Granite Brute', 'Flame Raider', 'Firebolt', 'Unveil', 'War', 'Ember Scout (lane 1)', 'March', 'End turn']));
    const w = move(s, 'war').state;
    expect(new Set(gogmagog.legalActions(w, 0).map((a) => gogmagog.actionGroup!(w, a)))).toEqual(new Set(['War Cry', 'War']));
  });

  it('offers a position text option of up to 6,000 characters', () => {
    expect(gogmagog.challengeOptions).toEqual([expect.objectContaining({ name: 'position', type: 'text', option: 'position', maxLength: 6000 })]);
    expect(gogmagog.optionsSchema.safeParse({ position: 'x'.repeat(6001) }).success).toBe(false);
    expect(gogmagog.rulesSummary).toMatch(/16× Mana Crystal/);
  });
});
