// Tournaments end to end through the loopback stand-in: the real bot, the
// real database, moves by the test, time moved by editing the database or by
// the test's clock. A 6-player Swiss of 3 rounds (a bye, a late join, a
// withdrawal, an absent player, the round limit), a 4-player round-robin,
// a restart in the middle of a round's start, and a 64-player start whose
// every post Discord would take.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { settle } from './tournament-helpers.js';
import { openTable, buttonOf, firstSuggestion, outboxSettled, playAndExpect, sleep, type Table } from './harness.js';
import type { ChannelRecord, MessageView, OptionValue } from '../discord-standin/index.js';

type User = Table['alice'];

const DAY = 24 * 3_600_000;

let t: Table;
beforeAll(async () => {
  t = await openTable();
});
afterAll(async () => t?.close());

let made = 0;
const newUser = (name: string): User => t.discord.world.createUser(`${name}${++made}`, { memberOf: [t.guild] });
const organiser = (): User => t.discord.world.user(t.guild.ownerId)!;

/** `/tournament create <game>` by the server's owner: the sign-up post. */
async function create(game: string, options: Record<string, OptionValue>): Promise<{ id: number; signup: MessageView }> {
  const h = await t.discord.as(organiser()).slash(t.games, `tournament create ${game}`, options);
  expect((await h.ack()).ms).toBeLessThan(3000);
  const signup = await h.reply();
  expect(signup.ephemeral).toBe(false);
  const id = Number(/Tournament #(\d+)/.exec(String(signup.embeds[0]?.footer?.text))![1]);
  return { id, signup };
}

/** Join from the sign-up post as it stands now; the post is updated in place. */
async function join(user: User, signupId: string): Promise<MessageView> {
  const post = t.discord.message(signupId)!;
  const h = await t.discord.as(user).click(post, buttonOf(post, 'Join'));
  expect((await h.ack()).ms).toBeLessThan(3000);
  return h.reply();
}


const load = async (id: number) => (await t.bot.ctx.tournaments.get(id))!;
const thread = (id: string | null): ChannelRecord => t.discord.threads().find((th) => th.id === id)!;
const nameOf = (u: User) => u.username;

/** `/resign` in the match's thread and the confirmation. */
async function resign(user: User, threadId: string, matchId: number): Promise<void> {
  const h = await t.discord.as(user).slash(thread(threadId), 'resign', {});
  const ask = await h.reply();
  expect(ask.content).toContain(`match #${matchId}`);
  const yes = await t.discord.as(user).click(ask, buttonOf(ask, 'Yes, resign'));
  await yes.ack();
  // The click is acknowledged before the resignation is written.
  const until = Date.now() + 5000;
  while ((await t.bot.ctx.service.getMatch(matchId))?.status === 'active' && Date.now() < until) await sleep(20);
  await outboxSettled(t, matchId);
}

/** The players of the round's games by user, to act as them. */
function usersById(users: User[]): Map<string, User> {
  return new Map(users.map((u) => [u.id, u]));
}

/** No request the bot made was refused as too long or malformed. */
function noRefusedBodies(): void {
  const refused = t.discord.requests.filter((r) => r.status === 400);
  expect(refused.map((r) => `${r.method} ${r.path} ${r.errorCode}`)).toEqual([]);
}

describe('a 6-player Swiss of 3 rounds', () => {
  it('a bye, a late join, a withdrawal, an absent player, the round limit, and the final standings pinned', async () => {
    const players = ['ann', 'bea', 'cal', 'dov', 'eve'].map(newUser);
    const late = newUser('lia');
    const all = usersById([...players, late]);
    const { id, signup } = await create('agog', { format: 'swiss', rounds: 3, days: '1', round_days: 2, max_players: 6, starts: '2099-01-01 12:00', name: 'Winter Swiss' });
    expect(signup.embeds[0].title).toContain('Winter Swiss');
    for (const p of players) {
      const after = await join(p, signup.id);
      expect(after.embeds[0].description).toContain(nameOf(p));
    }
    // Leave and come back: the list follows.
    const leaveH = await t.discord.as(players[4]).click(t.discord.message(signup.id)!, buttonOf(t.discord.message(signup.id)!, 'Leave'));
    expect((await leaveH.reply()).embeds[0].description).not.toContain(nameOf(players[4]));
    await join(players[4], signup.id);

    // The start date comes (the clock is moved; the date was far ahead): five players, so round 1 has a bye.
    t.clock.set(new Date(Date.UTC(2099, 0, 1, 12, 1)));
    await settle(t, id);
    let tour = await load(id);
    expect(tour.status).toBe('running');
    const r1 = tour.rounds[0];
    expect(r1.pairings.filter((p) => p.kind === 'game')).toHaveLength(2);
    expect(r1.pairings.filter((p) => p.kind === 'bye')).toHaveLength(1);
    // Each game in a thread of its own under the channel, its opening board there.
    for (const p of r1.pairings.filter((x) => x.kind === 'game')) {
      const th = thread(p.threadId);
      expect(th.parentId).toBe(t.games.id);
      expect(th.name).toContain('Winter Swiss · R1');
      await t.discord.waitForMessage(th, (m) => m.content.includes(`Match #${p.matchId} has begun`));
    }
    // The tournament's thread, under the sign-up post: the round's post and the standings.
    const home = thread(tour.threadId);
    expect(home.id).toBe(signup.id);
    const roundPost = await t.discord.waitForMessage(home, (m) => m.embeds.some((e) => String(e.title).includes('round 1')));
    expect(String(roundPost.embeds[0].description)).toMatch(/Bye/);
    const standings = await t.discord.waitForMessage(home, (m) => m.embeds.some((e) => String(e.title).startsWith('Standings')));
    expect(standings.attachments[0].filename).toMatch(/^standings-/);

    // A late entry during round 1 (T-R13): it shows on the sign-up post.
    const lateJoin = await join(late, signup.id);
    expect(lateJoin.embeds[0].description).toContain(`${nameOf(late)} (from round 2)`);

    // Round 1: a few real moves in the first game, then White resigns; in the second Black resigns.
    const [g1, g2] = r1.pairings.filter((p) => p.kind === 'game');
    for (let i = 0; i < 4; i++) {
      const m = (await t.bot.ctx.service.getMatch(g1.matchId!))!;
      const mover = all.get(m.waitingFor[0])!;
      await playAndExpect(t, mover, thread(g1.threadId), await firstSuggestion(t, m.id, mover));
    }
    await resign(all.get(g1.players[0])!, g1.threadId!, g1.matchId!);
    await resign(all.get(g2.players[1])!, g2.threadId!, g2.matchId!);
    await settle(t, id);
    // The standings post is edited in place, not posted again.
    expect(t.discord.message(standings.id)!.edited).toBe(true);
    expect(t.discord.messages(home).filter((m) => m.embeds.some((e) => String(e.title).startsWith('Standings')))).toHaveLength(1);

    // Round 2: six players, three games, no bye.
    tour = await load(id);
    const r2 = tour.rounds[1];
    expect(r2.pairings.map((p) => p.kind)).toEqual(['game', 'game', 'game']);
    expect(r2.pairings.some((p) => p.players.includes(late.id))).toBe(true);
    // One player withdraws: their running game is resigned, they stay in the standings.
    const leaver = all.get(r2.pairings[2].players[0])!;
    const w = await t.discord.as(leaver).slash(t.games, 'tournament withdraw', {});
    expect((await w.reply()).content).toMatch(/You have left \*\*Winter Swiss\*\*.*resigned/);
    // One player never moves: the clock passes their deadline and the bot claims it; they are withdrawn as absent.
    const [a2, b2] = r2.pairings;
    const absentMatch = (await t.bot.ctx.service.getMatch(a2.matchId!))!;
    const absentee = all.get(absentMatch.waitingFor[0])!;
    await resign(all.get(b2.players[1])!, b2.threadId!, b2.matchId!);
    t.clock.advance(DAY + 60_000);
    await settle(t, id);
    const timedOut = (await t.bot.ctx.service.getMatch(a2.matchId!))!;
    expect(timedOut.status).toBe('finished');
    await t.discord.waitForMessage(thread(a2.threadId), (m) => /ran out of time/.test(m.content));
    // No "Claim win" button: the bot claimed it.
    expect(t.discord.messages(thread(a2.threadId)).some((m) => m.buttons.some((b) => b.label === 'Claim win'))).toBe(false);

    // Round 3: four left in, two games.
    tour = await load(id);
    expect(tour.entries.find((e) => e.userId === absentee.id)).toMatchObject({ withdrawnReason: 'absent' });
    expect(tour.entries.find((e) => e.userId === leaver.id)).toMatchObject({ withdrawnReason: 'withdrew' });
    const r3 = tour.rounds[2];
    expect(r3.pairings.filter((p) => p.kind === 'game')).toHaveLength(2);
    expect(r3.pairings.flatMap((p) => p.players)).not.toContain(leaver.id);
    expect(r3.pairings.flatMap((p) => p.players)).not.toContain(absentee.id);
    const r3Post = await t.discord.waitForMessage(home, (m) => m.embeds.some((e) => String(e.title).includes('round 3')));
    expect(String(r3Post.embeds[0].description)).toContain(`<t:${Math.floor(r3.endsAt!.getTime() / 1000)}:R>`);
    const [g3, h3] = r3.pairings;
    await resign(all.get(g3.players[1])!, g3.threadId!, g3.matchId!);
    // The other game is still running when the round limit passes (moved by editing the database).
    const first = (await t.bot.ctx.service.getMatch(h3.matchId!))!;
    const mover = all.get(first.waitingFor[0])!;
    await playAndExpect(t, mover, thread(h3.threadId), await firstSuggestion(t, first.id, mover));
    await t.db.prisma.tournamentRound.update({ where: { id: r3.id }, data: { endsAt: new Date(t.clock.now().getTime() - 1000) } });
    await settle(t, id);
    const limited = (await t.bot.ctx.service.getMatch(h3.matchId!))!;
    expect(limited.status).toBe('finished');
    expect(limited.result?.winners).toEqual([]);
    await t.discord.waitForMessage(thread(h3.threadId), (m) => /Round limit reached/.test(m.content));

    // The end: the final standings, pinned in the tournament's thread, name the winner.
    tour = await load(id);
    expect(tour.status).toBe('finished');
    const final = t.discord.messages(home).find((m) => m.pinned)!;
    expect(final).toBeDefined();
    const table = t.bot.ctx.tournaments.standingsOf(tour);
    const winners = table.filter((r) => r.rank === 1).map((r) => r.name);
    for (const name of winners) expect(final.content).toContain(name);
    expect(final.content).toMatch(/wins|share first place/);
    expect(final.attachments[0].filename).toBe(`standings-${id}-final.png`);
    // Everyone who played is in the final table, the withdrawn too; the late joiner's round 1 scored 0.
    expect(table).toHaveLength(6);
    expect(table.find((r) => r.id === late.id)!.games).toBeLessThanOrEqual(2);
    expect(table.find((r) => r.id === leaver.id)!.withdrawn).toBe(true);
    // Ratings: the tournament's games are rated like any other.
    expect(await t.db.prisma.ratingEvent.count({ where: { matchId: { in: tour.rounds.flatMap((r) => r.pairings.map((p) => p.matchId ?? -1)) } } })).toBeGreaterThan(0);
    // The sign-up post says it is over; its buttons are closed.
    const closed = t.discord.message(signup.id)!;
    expect(closed.embeds[0].description).toMatch(/Finished/);
    expect(closed.buttons.every((b) => b.disabled)).toBe(true);
    noRefusedBodies();
  });
});

describe('a 4-player round-robin', () => {
  it('starts when full, meets everyone once in three rounds, and ends with the winner named', async () => {
    const players = ['rex', 'roy', 'ria', 'rod'].map(newUser);
    const all = usersById(players);
    const { id, signup } = await create('agog', { format: 'round-robin', days: '3', max_players: 4, starts: 'when full', name: 'Club round-robin' });
    expect(signup.embeds[0].description).toMatch(/when 4 players have joined/);
    for (const p of players) await join(p, signup.id);
    await settle(t, id);
    let tour = await load(id);
    expect(tour.status).toBe('running');
    expect(tour.plannedRounds).toBe(3);
    // Nobody comes in once a round-robin has started.
    const lateH = await t.discord.as(newUser('ron')).click(t.discord.message(signup.id)!, buttonOf(t.discord.message(signup.id)!, 'Join')).catch((err: Error) => err);
    expect(lateH).toBeInstanceOf(Error); // the Join button is disabled now
    const home = thread(tour.threadId);
    // Each round: the first-seeded player of each game wins (the other resigns), a real move first in one game.
    const seed = new Map(tour.entries.map((e) => [e.userId, e.seed!]));
    for (let r = 0; r < 3; r++) {
      tour = await load(id);
      const round = tour.rounds[r];
      expect(round.pairings.map((p) => p.kind)).toEqual(['game', 'game']);
      await t.discord.waitForMessage(home, (m) => m.embeds.some((e) => String(e.title).includes(`round ${r + 1} of 3`)));
      const [g] = round.pairings;
      const m = (await t.bot.ctx.service.getMatch(g.matchId!))!;
      await playAndExpect(t, all.get(m.waitingFor[0])!, thread(g.threadId), await firstSuggestion(t, m.id, all.get(m.waitingFor[0])!));
      for (const p of round.pairings) {
        const loser = p.players.reduce((a, b) => (seed.get(a)! > seed.get(b)! ? a : b));
        await resign(all.get(loser)!, p.threadId!, p.matchId!);
      }
      await settle(t, id);
    }
    tour = await load(id);
    expect(tour.status).toBe('finished');
    const met = new Set(tour.rounds.flatMap((r) => r.pairings.map((p) => [...p.players].sort().join())));
    expect(met.size).toBe(6);
    const table = t.bot.ctx.tournaments.standingsOf(tour);
    expect(table.map((r) => r.points)).toEqual([3, 2, 1, 0]);
    expect(table[0].id).toBe(tour.entries.find((e) => e.seed === 1)!.userId);
    const final = t.discord.messages(home).find((m) => m.pinned)!;
    expect(final.content).toContain(`${table[0].name}** wins **Club round-robin**`);
    // /tournament standings and list answer the players; in a game's thread it knows the tournament.
    const inGame = await (await t.discord.as(players[2]).slash(thread(tour.rounds[0].pairings[0].threadId), 'tournament standings', {})).reply();
    expect(inGame.embeds[0].title).toBe('Final standings — Club round-robin');
    const st = await t.discord.as(players[1]).slash(home, 'tournament standings', {});
    const shown = await st.reply();
    expect(shown.ephemeral).toBe(true);
    expect(shown.embeds[0].title).toBe('Final standings — Club round-robin');
    const list = await (await t.discord.as(players[1]).slash(t.games, 'tournament list', {})).reply();
    expect(list.content).toMatch(new RegExp(`#${id} \\*\\*Club round-robin\\*\\*.*finished`));
    noRefusedBodies();
  });
});

describe('who may organise', () => {
  it('Manage Server, or the role /tournament settings names; nobody else', async () => {
    const member = newUser('mo');
    const refused = await (await t.discord.as(member).slash(t.games, 'tournament create agog', { format: 'swiss', rounds: 3, starts: '2099-02-01' })).reply();
    expect(refused.ephemeral).toBe(true);
    expect(refused.content).toMatch(/needs Manage Server, or the organiser role/);
    const notAllowed = await (await t.discord.as(member).slash(t.games, 'tournament settings', {})).reply();
    expect(notAllowed.content).toMatch(/Only members with Manage Server/);
    const role = t.discord.world.createRole(t.guild, 'organisers');
    const organiserRole = t.discord.world.createUser(`orga${++made}`);
    t.discord.world.addMember(t.guild, organiserRole, { roles: [role] });
    const set = await (await t.discord.as(organiser()).slash(t.games, 'tournament settings', { organiser_role: role })).reply();
    expect(set.content).toContain(`<@&${role.id}>`);
    const ok = await (await t.discord.as(organiserRole).slash(t.games, 'tournament create gomofasta', { format: 'swiss', rounds: 2, starts: '2099-02-01 10:30', board: 13 })).reply();
    expect(ok.ephemeral).toBe(false);
    expect(ok.embeds[0].description).toContain('size: 13');
    // A bad date, and a round-robin given rounds, are refused with the reason.
    const badDate = await (await t.discord.as(organiserRole).slash(t.games, 'tournament create agog', { format: 'swiss', rounds: 2, starts: 'next tuesday' })).reply();
    expect(badDate.content).toMatch(/could not read `starts`/);
    const rr = await (await t.discord.as(organiserRole).slash(t.games, 'tournament create agog', { format: 'round-robin', rounds: 2, starts: 'when full', max_players: 4 })).reply();
    expect(rr.content).toMatch(/leave `rounds` out/);
    // Cancelling: the organiser may; another member may not.
    const other = await (await t.discord.as(member).slash(t.games, 'tournament cancel', {})).reply();
    expect(other.content).toMatch(/Only the organiser/);
    const cancelled = await (await t.discord.as(organiserRole).slash(t.games, 'tournament cancel', {})).reply();
    expect(cancelled.content).toMatch(/is cancelled/);
  });
});
