// Tournament posts at the largest size the issue names — 64 players with
// 32-character names, 19-digit ids — turned into the body discord.js sends
// and put through the stand-in's copy of Discord's checks; what each post
// says (players, pairings, byes, the round's end, tie-breaks, the winner),
// Join / Leave open and closed as T-R13 says, and nobody ever pinged.
import { describe, expect, it } from 'vitest';
import { Client, MessagePayload, type EmbedBuilder } from 'discord.js';
import { loadImage } from 'canvas';
import {
  joinOpen,
  roundLimitNotice,
  roundMessage,
  signupMessage,
  standingsMessage,
  tournamentListPages,
  type NamedStandingRow,
  type RoundMatchView,
  type TournamentCard,
  type TournamentEntrant,
  type TournamentPost,
} from '../../src/discord/tournament-messages.js';
import { parseButtonId } from '../../src/discord/custom-id.js';
import { LIMITS } from '../../src/matches/limits.js';
import { pairSwissRound, standings, type GameOutcome, type RoundRecord } from '../../src/tournaments/index.js';
import { validateMessageBody } from '../discord-standin/validate.js';
import type { UploadedFile } from '../discord-standin/world.js';

const snowflake = (n: number) => String(1_234_567_890_123_456_000n + BigInt(n)); // 19 digits
const LONG = (i: number) => `${'W'.repeat(30)}${String(i).padStart(2, '0')}`; // 32 characters, each name its own
/** Names that escaping doubles: the worst a post can be handed. */
const MARKDOWN = (i: number) => `${'_*'.repeat(15)}${String(i).padStart(2, '0')}`;
const client = new Client({ intents: [] });

/** The body and files discord.js makes of a post, then Discord's own checks on them. */
async function sent(post: TournamentPost): Promise<{ body: Record<string, unknown>; files: UploadedFile[] }> {
  const payload = new MessagePayload({ client } as never, post as never);
  payload.resolveBody();
  await payload.resolveFiles();
  const body = payload.body as Record<string, unknown>;
  const files = (payload.files ?? []).map((f, index) => ({ index, filename: String(f.name), contentType: 'image/png', data: f.data as Buffer }));
  expect(() => validateMessageBody(body as never, files, { isEdit: false })).not.toThrow();
  expect(() => validateMessageBody(body as never, files, { isEdit: true })).not.toThrow();
  // Nobody is pinged: no parse, no users, no roles.
  expect(body.allowed_mentions).toEqual({ parse: [] });
  return { body, files };
}

const description = (post: TournamentPost) => (post.embeds[0] as EmbedBuilder).toJSON().description ?? '';

function card(over: Partial<TournamentCard> = {}): TournamentCard {
  return {
    id: 999_999_999, name: 'Autumn Correspondence Swiss Open 2026 — Division One'.padEnd(100, '!'), game: 'agog', format: 'swiss', rounds: 5,
    currentRound: 0, daysPerMove: 14, pauseWeekends: true, roundDays: 60, maxPlayers: 64, startsAt: null, status: 'signup',
    organiserId: snowflake(1), version: 999_999_999, options: ['handicap: 9', `position: ${'x'.repeat(200)}`], threadId: snowflake(2), ...over,
  };
}

const entrants = (names: (i: number) => string): TournamentEntrant[] =>
  Array.from({ length: 64 }, (_, i) => ({ userId: snowflake(100 + i), name: names(i), withdrawn: i % 9 === 4, joinedRound: i >= 60 ? 2 : 0 }));

/** The players a list shows, and how many it says it left off. */
function counted(text: string, pattern: RegExp): { shown: number; more: number } {
  return { shown: text.split('\n').filter((l) => pattern.test(l)).length, more: Number(/…and (\d+) more/.exec(text)?.[1] ?? 0) };
}

describe('sign-up post', () => {
  it('lists 64 players of 32 characters, numbered, withdrawn and late ones marked, within Discord’s limits', async () => {
    const post = signupMessage(card(), entrants(LONG));
    await sent(post);
    const text = description(post);
    for (let i = 0; i < 64; i++) expect(text).toContain(`${i + 1}. ${i % 9 === 4 ? `~~${LONG(i)}~~` : LONG(i)}`);
    expect(text).toContain(`${5}. ~~${LONG(4)}~~ (withdrawn)`);
    expect(text).toContain(`61. ${LONG(60)} (from round 3)`);
    expect(text).toContain('**Players (64/64):**');
    expect(text).toContain('**Game:** A•G•O•G');
    expect(text).toContain('Swiss, 5 rounds');
    expect(text).toContain('14 days per move, weekends free');
    expect(text).toContain('60 days: a game still running then ends and counts as a draw');
    expect(text).toContain('when full (64 players)');
    // T-R13 for 5 rounds: joining is open while at most 2 have started, so the last latecomer plays from round 3.
    expect(text).toContain('**Late entries:** welcome until round 3 starts; the rounds missed score 0.');
  });

  it('cuts a list that escaping makes too long to whole lines with "…and N more"', async () => {
    const post = signupMessage(card(), entrants(MARKDOWN));
    await sent(post);
    const text = description(post);
    const { shown, more } = counted(text, /^\d+\. /);
    expect(more).toBeGreaterThan(0);
    expect(shown + more).toBe(64);
    expect(text).toContain(`1. ${'\\_\\*'.repeat(15)}00`);
  });

  it('opens and closes Join and Leave as the tournament goes, carrying its id and version', () => {
    const buttons = (t: TournamentCard, n = 10) => {
      const post = signupMessage(t, entrants(LONG).slice(0, n));
      const row = post.components[0].toJSON().components as { custom_id: string; disabled?: boolean }[];
      return row.map((b) => ({ ...parseButtonId(b.custom_id), disabled: !!b.disabled }));
    };
    const t = card({ id: 42, version: 7 });
    expect(buttons(t)).toEqual([
      { kind: 't-join', id: 42, version: 7, disabled: false },
      { kind: 't-leave', id: 42, version: 7, disabled: false },
    ]);
    // Full: nobody else may join; a player in may still leave before the start.
    expect(buttons({ ...t, maxPlayers: 10 }).map((b) => b.disabled)).toEqual([true, false]);
    expect(buttons({ ...t, maxPlayers: 11 }).map((b) => b.disabled)).toEqual([false, false]);
    // A 5-round Swiss takes latecomers while at most 2 rounds have started (T-R13); leaving is /tournament withdraw then.
    expect(buttons({ ...t, status: 'running', currentRound: 2 }).map((b) => b.disabled)).toEqual([false, true]);
    expect(buttons({ ...t, status: 'running', currentRound: 3 }).map((b) => b.disabled)).toEqual([true, true]);
    expect(buttons({ ...t, format: 'round-robin', status: 'running', currentRound: 1 }).map((b) => b.disabled)).toEqual([true, true]);
    expect(buttons({ ...t, status: 'finished', currentRound: 5 }).map((b) => b.disabled)).toEqual([true, true]);
    expect(joinOpen({ ...t, status: 'running', rounds: 4, currentRound: 2 }, 10)).toBe(true);
    expect(joinOpen({ ...t, status: 'running', rounds: 4, currentRound: 3 }, 10)).toBe(false);
    expect(joinOpen({ ...t, status: 'running', rounds: 4, currentRound: 1, maxPlayers: 10 }, 10)).toBe(false);
  });

  it('says when a dated tournament starts, and a round-robin has no late entries', async () => {
    const startsAt = new Date(Date.UTC(2026, 11, 1, 18));
    const post = signupMessage(card({ format: 'round-robin', rounds: null, startsAt, maxPlayers: null }), []);
    await sent(post);
    const text = description(post);
    expect(text).toContain(`<t:${startsAt.getTime() / 1000}:F>`);
    expect(text).toContain('Round-robin: everyone meets everyone once');
    expect(text).not.toContain('Late entries');
    expect(text).toContain('Nobody yet: press Join.');
  });
});

/** Round 1 of a 64-player A•G•O•G Swiss: 32 games, each with its thread, in every state a game can be. */
function gamesRound(names: (i: number) => string): RoundMatchView[] {
  const outcomes: (GameOutcome | null)[] = ['round-limit', 'white', 'black', 'draw', null];
  return Array.from({ length: 32 }, (_, b) => ({
    board: b + 1,
    players: [2 * b, 2 * b + 1].map((i) => ({ userId: snowflake(100 + i), name: names(i) })),
    matchId: 2_000_000_000 - b,
    threadId: snowflake(5000 + b),
    outcome: b < 10 ? 'round-limit' : outcomes[b % 5],
  }));
}

describe('round post', () => {
  it('shows all 32 games of 64 players with 32-character names, each with its result and thread, and the round’s end', async () => {
    const endsAt = new Date(Date.UTC(2026, 11, 30, 12));
    const post = roundMessage(card({ status: 'running', currentRound: 1 }), { number: 1, endsAt, matches: gamesRound(LONG), byes: [] });
    await sent(post);
    const text = description(post);
    expect((post.embeds[0] as EmbedBuilder).toJSON().title).toMatch(/ — round 1 of 5$/);
    expect(text).toContain(`<t:${endsAt.getTime() / 1000}:R>`);
    expect(text).toContain('White is named first, Black second.');
    for (let b = 0; b < 32; b++) expect(text).toContain(`<#${snowflake(5000 + b)}>`);
    expect(text).toContain(`1. ${LONG(0)} **½–½ (round limit)** ${LONG(1)} · <#${snowflake(5000)}>`);
    expect(text).toContain(`12. ${LONG(22)} **1–0** ${LONG(23)} · <#${snowflake(5011)}>`);
    expect(text).toContain(`13. ${LONG(24)} **0–1** ${LONG(25)}`);
    expect(text).toContain(`14. ${LONG(26)} **½–½** ${LONG(27)}`);
    expect(text).toContain(`15. ${LONG(28)} vs ${LONG(29)}`);
  });

  it('cuts to whole games with "…and N more" when escaping makes the names too long', async () => {
    const post = roundMessage(card({ status: 'running', currentRound: 1 }), { number: 1, endsAt: null, matches: gamesRound(MARKDOWN), byes: [] });
    await sent(post);
    const text = description(post);
    const { shown, more } = counted(text, /^\d+\. .* · <#\d+>$/);
    expect(more).toBeGreaterThan(0);
    expect(shown + more).toBe(32);
    expect(text).toContain('Ends when its last game ends');
  });

  it('round-robin groups side by side each under their heading (T-R15)', async () => {
    // 20 players: ⌈20 / 8⌉ = 3 groups of 7, 7 and 6 playing 3, 3 and 3 games a round.
    const matches = gamesRound(LONG).slice(0, 9).map((m, b) => ({ ...m, group: Math.floor(b / 3) + 1 }));
    const post = roundMessage(card({ format: 'round-robin', rounds: 7, status: 'running', currentRound: 1 }), { number: 1, endsAt: null, matches, byes: [] });
    await sent(post);
    const text = description(post);
    const heads = text.split('\n').map((l, i) => [l, i] as const).filter(([l]) => /^\*\*Group \d\*\*$/.test(l));
    expect(heads.map(([l]) => l)).toEqual(['**Group 1**', '**Group 2**', '**Group 3**']);
    expect(text.split('\n')[heads[1][1] + 1]).toMatch(/^4\. /);
    expect(description(roundMessage(card(), { number: 1, endsAt: null, matches: gamesRound(LONG).slice(0, 3), byes: [] }))).not.toContain('Group');
  });

  it('a table round of 63 Mogo players: tables top first, the points each place scores, a bye', async () => {
    // 63 players at tables of 4 (T-R16 sizes 4 and 3): 15 tables of 4 and one of 3 = 63.
    const matches: RoundMatchView[] = Array.from({ length: 16 }, (_, k) => {
      const seats = k < 15 ? 4 : 3;
      const players = Array.from({ length: seats }, (_, s) => ({ userId: snowflake(100 + 4 * k + s), name: LONG(4 * k + s) }));
      const finish = k === 0 ? [0, 1, null, null] : k === 1 ? [2, 0, 1, 3] : k === 15 ? [0, 0, 2] : null;
      return { board: k + 1, players, matchId: 1000 + k, threadId: k === 2 ? null : snowflake(7000 + k), finish };
    });
    const t = card({ game: 'mogo', format: 'table-swiss', tableSize: 4, status: 'running', currentRound: 2 });
    const post = roundMessage(t, { number: 2, endsAt: new Date(Date.UTC(2026, 11, 30)), matches, byes: [{ userId: snowflake(99), name: LONG(99) }] });
    await sent(post);
    const text = description(post);
    // T-R02: 4 seats score 3/2/1/0 by place; T-R03: the two still in at the limit share places 3 and 4 (1 and 0): ½ each.
    expect(text).toContain(`Table 1: ${LONG(0)} **3**, ${LONG(1)} **2**, ${LONG(2)} **½**, ${LONG(3)} **½** (round limit)`);
    expect(text).toContain(`Table 2: ${LONG(4)} **1**, ${LONG(5)} **3**, ${LONG(6)} **2**, ${LONG(7)} **0**`);
    // Three seats, two sharing first: places 1 and 2 (2 and 1 points) shared, 1½ each; the third scores 0.
    expect(text).toContain(`Table 16: ${LONG(60)} **1½**, ${LONG(61)} **1½**, ${LONG(62)} **0**`);
    expect(text).toContain(`Table 3: ${[8, 9, 10, 11].map(LONG).join(', ')} · match #1002`);
    expect(text).toContain(`**Bye** (1 point): ${LONG(99)}`);
    expect(text).toContain('the places not yet decided shared');
  });
});

/** A real 64-player Swiss of 5 rounds through the tournament core: the higher seed wins, some games drawn, three players withdrawn after round 2. */
function playedSwiss(): NamedStandingRow[] {
  const players = Array.from({ length: 64 }, (_, i) => ({ id: snowflake(100 + i), seed: i + 1 }));
  const seed = new Map(players.map((p) => [p.id, p.seed]));
  const withdrawn = new Set([snowflake(110), snowflake(120), snowflake(130)]);
  const rounds: RoundRecord[] = [];
  for (let r = 0; r < 5; r++) {
    const active = players.filter((p) => r < 2 || !withdrawn.has(p.id)).map((p) => p.id);
    const pairing = pairSwissRound({ players, rounds, active });
    if (!pairing.ok) throw new Error(pairing.error);
    rounds.push({
      games: pairing.value.games.map((g, b) => ({ ...g, outcome: b % 6 === 5 ? 'draw' : seed.get(g.white)! < seed.get(g.black)! ? 'white' : 'black' })),
      tables: [],
      byes: pairing.value.byes,
    });
  }
  const table = standings({ players, rounds, active: players.filter((p) => !withdrawn.has(p.id)).map((p) => p.id) });
  if (!table.ok) throw new Error(table.error);
  return table.value.map((row) => ({ ...row, name: LONG(seed.get(row.id)! - 1) }));
}

describe('standings post', () => {
  const rows = playedSwiss();

  it('64 players: rank, points, the tie-breaks by their labels, games, withdrawn marked, the picture attached', async () => {
    const post = await standingsMessage(card({ status: 'running', currentRound: 5 }), rows, { final: false, roundsPlayed: 4 });
    const { files } = await sent(post);
    const embed = (post.embeds[0] as EmbedBuilder).toJSON();
    const text = embed.description!;
    const { shown, more } = counted(text, /^\d+[.=] /);
    expect(shown + more).toBe(64);
    expect(shown).toBeGreaterThanOrEqual(40);
    const top = rows[0];
    expect(text.split('\n')[0]).toMatch(new RegExp(`^1[.=] \\*\\*${top.name}\\*\\* — 5 pts · BH \\S+ · SB \\S+ · H2H \\S+ · G 5$`));
    expect(embed.title).toMatch(/^Standings — /);
    // Each label is explained once, in the footer.
    for (const words of ['BH Buchholz Cut-1', 'SB Sonneborn–Berger', 'H2H head-to-head', 'G games played']) expect(embed.footer!.text).toContain(words);
    expect(embed.footer!.text).toContain('after round 4 of 5');
    const out = rows.find((r) => r.withdrawn && text.includes(r.name))!;
    expect(text).toContain(`~~${out.name}~~ (withdrawn)`);
    // The picture is a real PNG, named where the embed shows it.
    expect(files).toHaveLength(1);
    expect(embed.image!.url).toBe(`attachment://${files[0].filename}`);
    const img = await loadImage(files[0].data);
    expect(img.width).toBe(800);
    expect(post.content).toBe('');
  });

  it('the final standings name the winner without pinging them, and a shared first place names everyone in it', async () => {
    const t = card({ status: 'finished', currentRound: 5, name: '**Spring** _Cup_' });
    const final = await standingsMessage(t, rows, { final: true, roundsPlayed: 5 });
    await sent(final);
    expect(final.content).toBe(`🏆 **${rows[0].name}** wins **\\*\\*Spring\\*\\* \\_Cup\\_**!`);
    expect((final.embeds[0] as EmbedBuilder).toJSON().title).toMatch(/^Final standings — /);
    const tied = rows.map((r, i) => ({ ...r, rank: i < 3 ? 1 : r.rank, name: i === 1 ? '@everyone' : r.name }));
    const shared = await standingsMessage(t, tied, { final: true, roundsPlayed: 5 });
    await sent(shared);
    expect(shared.content).toBe(`🏆 **${rows[0].name}**, **@everyone** and **${rows[2].name}** share first place in **\\*\\*Spring\\*\\* \\_Cup\\_**!`);
  });
});

describe('/tournament list and the round-limit notice', () => {
  it('pages 60 tournaments, each page one message, every tournament on exactly one page', async () => {
    const items = Array.from({ length: 60 }, (_, i) => ({
      ...card({ id: 1_000_000 + i, status: (['signup', 'running', 'finished', 'cancelled'] as const)[i % 4], currentRound: i % 4 ? 3 : 0, startsAt: i % 8 ? null : new Date(Date.UTC(2026, 11, 1)) }),
      players: 64,
    }));
    const pages = tournamentListPages(items);
    expect(pages.length).toBeGreaterThan(1);
    for (const [i, page] of pages.entries()) {
      await sent({ content: page, embeds: [], components: [], files: [], allowedMentions: { parse: [] } });
      expect(page.length).toBeLessThanOrEqual(LIMITS.content);
      expect(page).toContain(`page ${i + 1} of ${pages.length}`);
    }
    const listed = pages.flatMap((p) => [...p.matchAll(/^#(\d+) /gm)].map((m) => Number(m[1])));
    expect(listed.sort()).toEqual(items.map((t) => t.id));
    expect(pages[0]).toContain('64/64 players · sign-up open, starts <t:');
    expect(pages[0]).toContain('round 3 of 5');
    expect(tournamentListPages([])[0]).toContain('/tournament create');
  });

  it('tells a match thread its game ended at the round limit and how it counts', async () => {
    const two = roundLimitNotice(card({ roundDays: 21 }), 3);
    await sent(two);
    expect(two.content).toContain('Round limit reached: round 3 of');
    expect(two.content).toContain('(21 days), so this game ends here: it counts as a draw for the standings (½–½).');
    const table = roundLimitNotice(card({ game: 'ugo', format: 'table-swiss', tableSize: 4 }), 2);
    await sent(table);
    expect(table.content).toContain('every player still in scores the average of the places not yet decided');
  });
});
