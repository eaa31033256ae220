// /challenge is built from the engines' declarations: Discord accepts the
// definition, the handler's reading of values follows the declarations, and
// /help, /rules and the README show the same options.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { APIApplicationCommandOption } from 'discord.js';
import { commands } from '../../commands/index.js';
import { helpLines } from '../../commands/help.js';
import { rulesEmbed } from '../../commands/rules.js';
import { opponentSlots, readChallenge } from '../../src/discord/challenge-options.js';
import { engineFor, playableGames } from '../../src/games/index.js';
import { levelNote } from '../../src/ai/levels.js';
import { normalizeCommand } from '../discord-standin/validate.js';
import type { FormIssue } from '../discord-standin/errors.js';
import type { JsonObject } from '../discord-standin/types.js';

const challengeData = commands.find((c) => c.data.name === 'challenge')!.data;
const subcommand = (id: string) => challengeData.options!.find((o) => o.name === id) as APIApplicationCommandOption & { options: APIApplicationCommandOption[] };
const engine = (id: string) => engineFor(id)!;
const values = (v: Record<string, unknown>) => (name: string) => v[name];

describe('the /challenge definition', () => {
  it('passes Discord\'s checks, with every other command registered beside it', () => {
    const issues: FormIssue[] = [];
    commands.forEach((c, i) => normalizeCommand(c.data as unknown as JsonObject, i, issues));
    expect(issues).toEqual([]);
  });

  it('has one subcommand per playable game and nothing else', () => {
    expect(challengeData.options!.map((o) => o.name)).toEqual(playableGames().map((e) => e.id));
    expect(challengeData.options!.every((o) => o.type === 1)).toBe(true);
  });

  it.each(playableGames().map((e) => [e.id] as const))('/challenge %s: opponents from the player range, then the game\'s options, then the clock', (id) => {
    const e = engine(id);
    const opts = subcommand(id).options;
    const opponents = Array.from({ length: e.players.max - 1 }, (_, i) => (i === 0 ? 'opponent' : `opponent${i + 1}`));
    expect(opts.map((o) => o.name)).toEqual([...opponents, ...e.challengeOptions.map((d) => d.name), 'days', 'weekends_free', 'level']);
    expect(opts.filter((o) => 'required' in o && o.required).map((o) => o.name)).toEqual(opponents.slice(0, e.players.min - 1));
    expect(opts.length).toBeLessThanOrEqual(25);
  });

  it('offers U-G-O two optional extra opponents and A•G•O•G none', () => {
    expect(opponentSlots(engine('ugo'))).toEqual([
      { name: 'opponent', required: true },
      { name: 'opponent2', required: false },
      { name: 'opponent3', required: false },
    ]);
    expect(opponentSlots(engine('agog'))).toEqual([{ name: 'opponent', required: true }]);
  });

  it('sends Go*Mofasta\'s board size as a number choice and A•G•O•G\'s handicap with its range', () => {
    const board = subcommand('gomofasta').options.find((o) => o.name === 'board') as { type: number; choices: { value: unknown }[] };
    expect(board.type).toBe(4);
    expect(board.choices.map((c) => c.value)).toEqual([19, 13]);
    expect(subcommand('agog').options.find((o) => o.name === 'handicap')).toMatchObject({ min_value: 0, max_value: 9 });
  });
});

describe('reading a subcommand\'s values', () => {
  it('maps declared names onto the engine\'s option keys and leaves out what was not given', () => {
    const gm = readChallenge(engine('gomofasta'), values({ board: 13, deck: 2, days: '7', weekends_free: true }));
    expect(gm).toEqual({ ok: true, settings: { options: { size: 13, deckMultiplier: 2 }, challengerSeat: undefined, daysPerMove: 7, pauseWeekends: true, aiLevel: 'normal' } });
    const ugo = readChallenge(engine('ugo'), values({ nines_reflect: true }));
    expect(ugo).toEqual({ ok: true, settings: { options: { ninesReflect: true }, challengerSeat: undefined, daysPerMove: 3, pauseWeekends: false, aiLevel: 'normal' } });
  });

  it('turns a seat option into the challenger\'s seat, and random into no choice', () => {
    const seatOf = (colour: string | undefined) => {
      const r = readChallenge(engine('agog'), values({ colour, days: 'none' }));
      return r.ok ? [r.settings.challengerSeat, r.settings.daysPerMove, r.settings.options] : r.error;
    };
    expect(seatOf('white')).toEqual([0, null, {}]);
    expect(seatOf('black')).toEqual([1, null, {}]);
    expect(seatOf('random')).toEqual([undefined, null, {}]);
    expect(seatOf(undefined)).toEqual([undefined, null, {}]);
  });

  it('refuses values the declarations do not allow, naming the option', () => {
    const bad: [string, Record<string, unknown>, RegExp][] = [
      ['agog', { handicap: 10 }, /`handicap`/],
      ['agog', { colour: 'green' }, /`colour`/],
      ['agog', { position: 'x'.repeat(201) }, /`position`/],
      ['gomofasta', { board: '13' }, /`board`/],
      ['gomofasta', { board: 17 }, /`board`/],
      ['ugo', { aces_by_suit: 'yes' }, /`aces_by_suit`/],
      ['ugo', { days: '4' }, /`days`/],
    ];
    for (const [id, v, error] of bad) {
      const r = readChallenge(engine(id), values(v));
      expect(r.ok, `${id} ${JSON.stringify(v)}`).toBe(false);
      if (!r.ok) expect(r.error).toMatch(error);
    }
  });

  it('never reads another game\'s option, even one sent by a stale registration', () => {
    const r = readChallenge(engine('agog'), values({ board: 13, handicap: 2 }));
    expect(r).toMatchObject({ ok: true, settings: { options: { handicap: 2 } } });
  });
});

describe('/help, /rules and the README show the same options', () => {
  it('/help gives each game\'s subcommand with its options', () => {
    const lines = helpLines(commands);
    for (const e of playableGames()) {
      const line = lines.find((l) => l.startsWith(`\`/challenge ${e.id} `));
      expect(line, e.id).toBeDefined();
      for (const o of subcommand(e.id).options) expect(line).toContain(o.name);
      expect(line).toContain(' opponent ');
      expect(line).toContain('[days] [weekends_free]');
    }
  });

  it('/rules lists each game\'s options after its summary', () => {
    for (const e of playableGames()) {
      const embed = rulesEmbed(e).toJSON();
      expect(embed.description).toContain(e.rulesSummary.split('\n')[0]);
      const field = embed.fields?.find((f) => f.name === `Options of /challenge ${e.id}`);
      for (const d of e.challengeOptions) expect(field?.value).toContain(`\`${d.name}\` — ${d.description}`);
    }
  });

  it('/rules mogo tells players that its hard is not much stronger than normal; no other game says so', () => {
    const aiField = (id: string) => rulesEmbed(engine(id)).toJSON().fields?.find((f) => f.name === 'Playing the AI')?.value ?? '';
    // The figures are the arena's (test/ai/level-notes.test.ts checks them against its records).
    expect(levelNote('mogo', 'hard')).toMatch(/^In Mogo, hard is not much stronger than normal: it won \d+ of \d+ games against normal\.$/);
    expect(aiField('mogo')).toContain(levelNote('mogo', 'hard'));
    for (const e of playableGames()) {
      expect(aiField(e.id)).toContain('Name me (the bot)');
      if (e.id !== 'mogo') expect(aiField(e.id)).not.toContain('not much stronger');
    }
  });

  it('the README\'s "What players do" gives every game\'s /challenge with all its options', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const section = readme.split('## What players do')[1]?.split('\n## ')[0] ?? '';
    for (const e of playableGames()) {
      const usage = new RegExp(`/challenge ${e.id} opponent([^\`]*)\``).exec(section);
      expect(usage, `README has no \`/challenge ${e.id} opponent …\``).not.toBeNull();
      const listed = (usage![1].match(/\[([a-z0-9_]+)\]/g) ?? []).map((m) => m.slice(1, -1));
      const declared = [...opponentSlots(e).slice(1).map((s) => s.name), ...e.challengeOptions.map((d) => d.name)];
      expect(listed, e.id).toEqual(declared);
    }
    expect(section).toContain('[days] [weekends_free]');
  });
});
