// The tournament service on Postgres and PGlite: sign-up, the start, rounds
// paired in the transaction of the round's last result and started by a
// claimed lease, results through the match service's one hook, byes, late
// joins, withdrawals (asked for, and for absence), the round limit, a
// restart in the middle of a round's start, table-Swiss.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { spawn } from 'node:child_process';
import { MatchService } from '../../src/matches/service.js';
import { Correspondence } from '../../src/matches/correspondence.js';
import { ManualClock, DAY_MS } from '../../src/matches/clock.js';
import type { TournamentDesk } from '../../src/tournaments/round-start.js';
import { TournamentService, type CreateInput } from '../../src/tournaments/service.js';
import type { TournamentRecord } from '../../src/tournaments/store.js';
import { openDatabase } from '../../src/db/client.js';
import { createPostgresDatabase, openTestDb, DB_KINDS, type TestDb } from '../support/db.js';

const user = (n: number, name = `player${n}`) => ({ id: String(300000000000000000n + BigInt(n)), name });

/** No Discord here: matches are played in the tournament's channel and their posts stay in the outbox. */
const noDiscord: TournamentDesk = { openMatchThread: async () => null, deliver: async () => undefined };

describe.each(DB_KINDS)('tournament service on %s', (kind) => {
  let db: TestDb;
  let clock: ManualClock;
  let matches: MatchService;
  let tournaments: TournamentService;
  let correspondence: Correspondence;
  let stop: () => void;
  let channel = 400000000000000000n;

  beforeAll(async () => {
    db = await openTestDb(kind);
    clock = new ManualClock();
    matches = new MatchService(db.prisma, clock);
    tournaments = new TournamentService(db.prisma, matches, clock);
    correspondence = new Correspondence(db.prisma, clock);
    stop = tournaments.listen();
  });
  afterAll(async () => {
    stop?.();
    await db?.dispose();
  });

  async function create(over: Partial<CreateInput> = {}): Promise<number> {
    const res = await tournaments.create({
      guildId: '500000000000000001', channelId: String(++channel), organiser: user(0, 'organiser'), game: 'agog', format: 'swiss',
      rounds: 3, daysPerMove: 3, startsAt: new Date(clock.now().getTime() + DAY_MS), options: {}, ...over,
    });
    if (!res.ok) throw new Error(res.error);
    return res.tournament.id;
  }

  async function joinAll(id: number, players: { id: string; name: string }[]): Promise<void> {
    for (const p of players) {
      const res = await tournaments.join(id, p);
      if (!res.ok) throw new Error(res.error);
    }
  }

  const load = async (id: number): Promise<TournamentRecord> => (await tournaments.get(id))!;
  const current = (t: TournamentRecord) => t.rounds[t.rounds.length - 1];

  /** Starts every paired round; every game of the current round gets exactly one match. */
  async function startRounds(id: number): Promise<TournamentRecord> {
    await tournaments.startRounds(noDiscord);
    const t = await load(id);
    const round = current(t);
    if (round) for (const p of round.pairings) expect(p.kind === 'bye' || p.matchId !== null || p.endedAt !== null).toBe(true);
    return t;
  }

  /** Plays the current round: for each match, `winner` picks who wins (by user id) and the others resign. */
  async function playRound(id: number, winner: (players: string[]) => string): Promise<TournamentRecord> {
    const t = await load(id);
    for (const p of current(t).pairings) {
      if (p.kind === 'bye' || p.endedAt || p.matchId === null) continue;
      const w = winner(p.players);
      for (const loser of p.players.filter((u) => u !== w)) {
        const m = await matches.getMatch(p.matchId);
        if (m?.status !== 'active') break;
        const res = await matches.resign(p.matchId, { id: loser });
        expect(res.ok, res.ok ? '' : res.error).toBe(true);
      }
    }
    return startRounds(id);
  }

  it('refuses a tournament without a clock, a round-robin with rounds, tables for a two-player game, and "when full" without a size', async () => {
    const base: CreateInput = { guildId: '500000000000000001', channelId: '1', organiser: user(0), game: 'agog', format: 'swiss', rounds: 3, daysPerMove: 3, options: {}, maxPlayers: 8 };
    const cases: [Partial<CreateInput>, RegExp][] = [
      [{ daysPerMove: null }, /clock/],
      [{ format: 'round-robin' }, /leave `rounds` out/],
      [{ tableSize: 3 }, /played 2/],
      [{ maxPlayers: null, startsAt: null }, /when it starts/],
      [{ game: 'ugo', tableSize: 4, format: 'round-robin', rounds: null }, /round-robin is for two-player/],
      [{ rounds: null }, /needs `rounds`/],
      [{ roundDays: 1 }, /round_days/],
      [{ maxPlayers: 65 }, /max_players/],
      [{ options: { handicap: 12 } }, /options/],
    ];
    for (const [over, want] of cases) {
      const res = await tournaments.create({ ...base, ...over });
      expect(res.ok, JSON.stringify(over)).toBe(false);
      if (!res.ok) expect(res.error).toMatch(want);
    }
    expect(await db.prisma.tournament.count({ where: { channelId: '1' } })).toBe(0);
  });

  it('takes at most 64 players when it names no size of its own', async () => {
    const id = await create();
    await joinAll(id, Array.from({ length: 64 }, (_, i) => user(1000 + i)));
    expect(await tournaments.join(id, user(1064))).toMatchObject({ ok: false, error: /full/ });
    expect((await load(id)).entries).toHaveLength(64);
    // Out of the way of the other tests' start dates.
    expect(await tournaments.cancel(id, user(0), false)).toMatchObject({ ok: true });
  });

  it('a 4-player round-robin: filling it starts it, every pair meets once with colours balanced, then it ends', async () => {
    const players = [1, 2, 3, 4].map((n) => user(n));
    const id = await create({ format: 'round-robin', rounds: null, maxPlayers: 4, startsAt: null });
    await joinAll(id, players.slice(0, 3));
    expect((await load(id)).status).toBe('signup');
    expect(await tournaments.join(id, players[0])).toMatchObject({ ok: false, error: /in already/ });
    const filled = await tournaments.join(id, players[3]);
    expect(filled).toMatchObject({ ok: true, started: true });
    let t = await startRounds(id);
    expect(t.status).toBe('running');
    expect(t.plannedRounds).toBe(3);
    expect(await tournaments.join(id, user(9))).toMatchObject({ ok: false });
    // The better seed (lower user number here: seeds follow the join order without ratings) wins every game.
    const rank = (u: string) => players.findIndex((p) => p.id === u);
    for (let r = 0; r < 3; r++) t = await playRound(id, (ps) => ps.reduce((a, b) => (rank(a) < rank(b) ? a : b)));
    expect(t.status).toBe('finished');
    expect(t.rounds).toHaveLength(3);
    const met = new Set<string>();
    const whites = new Map<string, number>();
    for (const r of t.rounds) {
      for (const p of r.pairings) {
        met.add([...p.players].sort().join('-'));
        whites.set(p.players[0], (whites.get(p.players[0]) ?? 0) + 1);
      }
    }
    expect(met.size).toBe(6);
    // T-R14: three games each, White and Black within one of each other.
    for (const p of players) expect([1, 2]).toContain(whites.get(p.id) ?? 0);
    const table = tournaments.standingsOf(t);
    expect(table.map((r) => [r.name, r.points, r.rank])).toEqual([['player1', 3, 1], ['player2', 2, 2], ['player3', 1, 3], ['player4', 0, 4]]);
    // Each round was paired once and each game made once.
    expect(await db.prisma.tournamentRound.count({ where: { tournamentId: id } })).toBe(3);
    const ids = t.rounds.flatMap((r) => r.pairings.map((p) => p.matchId));
    expect(new Set(ids).size).toBe(6);
    const rows = await db.prisma.match.findMany({ where: { id: { in: ids as number[] } } });
    expect(rows.every((m) => m.refereed && m.status === 'finished')).toBe(true);
  });

  it('a Swiss of 5 with a bye, a late join, a withdrawal, an absent player withdrawn, and the round limit', async () => {
    const players = [11, 12, 13, 14, 15].map((n) => user(n));
    const id = await create({ rounds: 3, daysPerMove: 1, roundDays: 2 });
    await joinAll(id, players);
    expect(await tournaments.startDue()).toEqual([]);
    clock.advance(DAY_MS + 1000);
    expect(await tournaments.startDue()).toEqual([id]);
    let t = await startRounds(id);
    const r1 = current(t);
    expect(r1.pairings.filter((p) => p.kind === 'game')).toHaveLength(2);
    const byes = r1.pairings.filter((p) => p.kind === 'bye');
    expect(byes).toHaveLength(1);
    const byePlayer = byes[0].players[0];

    // A late joiner comes in while round 1 runs (T-R13: 1 of 3 rounds started), with 0 for it.
    const late = user(16, 'latecomer');
    expect(await tournaments.join(id, late)).toMatchObject({ ok: true, started: false });
    expect((await load(id)).entries.find((e) => e.userId === late.id)?.joinedRound).toBe(1);

    // Round 1: the first-seated of each game wins.
    t = await playRound(id, (ps) => ps[0]);
    const r2 = current(t);
    expect(r2.number).toBe(2);
    expect(r2.pairings.filter((p) => p.kind === 'game')).toHaveLength(3);
    expect(r2.pairings.some((p) => p.players.includes(late.id))).toBe(true);
    // Nobody has a second bye while another has had none (T-R10): six players, no bye at all now.
    expect(r2.pairings.some((p) => p.kind === 'bye')).toBe(false);
    expect(await tournaments.join(id, user(17))).toMatchObject({ ok: false, error: /more than half/ });

    // A withdrawal mid-round: their game is resigned and they are not paired again.
    const leaving = r2.pairings.find((p) => p.kind === 'game' && !p.players.includes(late.id))!.players[1];
    const left = await tournaments.withdraw(id, { id: leaving });
    expect(left).toMatchObject({ ok: true });
    if (left.ok) expect(left.resigned).toHaveLength(1);

    // Someone never moves: their time runs out, the bot claims it, and they are withdrawn as absent.
    // In the third game both move once; then the one to move runs out of time too, but has moved: a loss, no more.
    const [absentGame, thirdGame] = r2.pairings.filter((p) => p.kind === 'game' && !p.players.includes(leaving));
    const absentee = (await matches.getMatch(absentGame.matchId!))!.waitingFor[0];
    for (let i = 0; i < 2; i++) {
      const m = (await matches.getMatch(thirdGame.matchId!))!;
      const [action] = matches.suggest(m, m.waitingFor[0], '', 1);
      expect((await matches.actText(m.id, { id: m.waitingFor[0] }, action)).ok).toBe(true);
    }
    const slow = (await matches.getMatch(thirdGame.matchId!))!.waitingFor[0];
    clock.advance(DAY_MS + 60_000);
    await correspondence.runDue();
    const afterTimeout = (await matches.getMatch(absentGame.matchId!))!;
    expect(afterTimeout.status).toBe('finished');
    expect(afterTimeout.result?.reason).toMatch(/ran out of time/);
    t = await load(id);
    expect(t.entries.find((e) => e.userId === absentee)).toMatchObject({ withdrawnReason: 'absent' });
    expect(t.entries.find((e) => e.userId === leaving)).toMatchObject({ withdrawnReason: 'withdrew' });
    expect(t.entries.find((e) => e.userId === slow)?.withdrawnAt).toBeNull();

    // The round's last result paired round 3 in its own transaction; it starts now.
    t = await startRounds(id);
    const r3 = current(t);
    expect(r3.number).toBe(3);
    const paired3 = r3.pairings.flatMap((p) => p.players);
    expect(paired3).not.toContain(leaving);
    expect(paired3).not.toContain(absentee);
    expect(r3.pairings.filter((p) => p.kind === 'game')).toHaveLength(2);
    expect(r3.endsAt?.getTime()).toBe(clock.now().getTime() + 2 * DAY_MS);

    // One game of round 3 ends; the other reaches the round limit and ends as a draw (T-R03).
    const [first, second] = r3.pairings.filter((p) => p.kind === 'game');
    await matches.resign(first.matchId!, { id: first.players[1] });
    // The player to move keeps moving within their day, so no time-out comes before the round limit.
    for (let day = 0; day < 4; day++) {
      clock.advance(DAY_MS / 2);
      const m = (await matches.getMatch(second.matchId!))!;
      const mover = m.waitingFor[0];
      const [action] = matches.suggest(m, mover, '', 1);
      expect((await matches.actText(m.id, { id: mover }, action)).ok).toBe(true);
    }
    clock.advance(1000);
    const limit = await tournaments.adjudicateDue();
    expect(limit.outbox.length).toBeGreaterThan(0);
    expect(limit.ended.map((e) => e.matchId)).toEqual([second.matchId]);
    const adjudicated = (await matches.getMatch(second.matchId!))!;
    expect(adjudicated.status).toBe('finished');
    expect(adjudicated.result).toMatchObject({ winners: [], reason: expect.stringMatching(/time limit/) });
    t = await load(id);
    expect(t.status).toBe('finished');
    expect(current(t).pairings.find((p) => p.id === second.id)?.outcome).toBe('round-limit');
    const table = tournaments.standingsOf(t);
    expect(table).toHaveLength(6);
    const row = (u: string) => table.find((r) => r.id === u)!;
    // The bye scored 1 (T-R01); the draw ½ each (T-R03); the late joiner 0 for round 1.
    expect(row(byePlayer).byes).toBe(1);
    expect(row(second.players[0]).points % 1).toBe(0.5);
    expect(row(leaving).withdrawn).toBe(true);
    expect(row(late.id).games).toBe(2);
    expect(await tournaments.adjudicateDue()).toEqual({ outbox: [], ended: [] });
  });

  it('a restart in the middle of a round start carries on: every pairing gets exactly one match', async () => {
    const players = Array.from({ length: 10 }, (_, i) => user(30 + i));
    const id = await create({ rounds: 2 });
    await joinAll(id, players);
    clock.advance(DAY_MS + 1000);
    await tournaments.startDue();
    let threads = 0;
    const failing: TournamentDesk = {
      openMatchThread: async () => {
        if (++threads === 3) throw new Error('the process died here');
        return `thread-${id}-${threads}`;
      },
      deliver: async () => undefined,
    };
    await expect(tournaments.startRounds(failing, 2)).rejects.toThrow(/died/);
    let t = await load(id);
    expect(current(t).status).toBe('starting');
    expect(current(t).pairings.filter((p) => p.matchId !== null)).toHaveLength(2);
    // Another process cannot take the round while the lease holds; the restarted one takes its own back.
    const other = new TournamentService(db.prisma, matches, clock, 'other');
    expect(await other.claimRoundToStart()).toBeNull();
    const restarted = new TournamentService(db.prisma, matches, clock);
    expect(await restarted.takeBack()).toBe(1);
    const opened: string[] = [];
    await restarted.startRounds({ openMatchThread: async (m) => (opened.push(`${m.board}`), `thread-b${m.board}`), deliver: async () => undefined }, 2);
    t = await load(id);
    const round = current(t);
    expect(round.status).toBe('running');
    expect(round.pairings).toHaveLength(5);
    expect(new Set(round.pairings.map((p) => p.matchId)).size).toBe(5);
    // Threads already made are kept; only the boards without one got a thread now.
    expect(round.pairings.filter((p) => p.threadId?.startsWith(`thread-${id}-`))).toHaveLength(2);
    expect(opened).toEqual(['3', '4', '5']);
    const made = await db.prisma.match.findMany({ where: { id: { in: round.pairings.map((p) => p.matchId!) } } });
    expect(made.map((m) => m.threadId).sort()).toEqual(round.pairings.map((p) => p.threadId).sort());
    expect(await db.prisma.challenge.count({ where: { channelId: t.channelId } })).toBe(5);
  });

  // Two processes cannot share an embedded database, so this case exists for Postgres only.
  if (kind === 'postgres') it('two processes on one database start each paired round once', async () => {
    // A database of its own, which the child processes open by its URL.
    const created = await createPostgresDatabase();
    const shared = await openDatabase({ url: created.url });
    try {
      const here = new TournamentService(shared.prisma, new MatchService(shared.prisma, clock), clock);
      const ids: number[] = [];
      for (let k = 0; k < 3; k++) {
        const made = await here.create({
          guildId: '500000000000000001', channelId: String(++channel), organiser: user(0), game: 'agog', format: 'swiss', rounds: 1, daysPerMove: 3,
          startsAt: new Date(clock.now().getTime() + DAY_MS), options: {},
        });
        if (!made.ok) throw new Error(made.error);
        for (let i = 0; i < 12; i++) expect((await here.join(made.tournament.id, user(100 + 20 * k + i))).ok).toBe(true);
        ids.push(made.tournament.id);
      }
      clock.advance(DAY_MS + 1000);
      expect((await here.startDue()).sort()).toEqual(ids);
      const run = (key: string) =>
        new Promise<{ started: number; outbox: number }>((resolve, reject) => {
          const p = spawn(process.execPath, ['--import', 'tsx', 'test/support/tournament-start.ts', created.url, clock.now().toISOString(), key], { stdio: ['ignore', 'pipe', 'inherit'] });
          let out = '';
          p.stdout.on('data', (d) => (out += d));
          p.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out.trim().split('\n').pop()!)) : reject(new Error(`exit ${code}`))));
        });
      const [a, b] = await Promise.all([run('one'), run('two')]);
      expect(a.started + b.started).toBe(3);
      for (const id of ids) {
        const t = (await here.get(id))!;
        expect(t.rounds).toHaveLength(1);
        expect(current(t).status).toBe('running');
        const made = current(t).pairings.map((p) => p.matchId);
        expect(made.every((m) => m !== null)).toBe(true);
        expect(new Set(made).size).toBe(6);
        expect(await shared.prisma.challenge.count({ where: { channelId: t.channelId } })).toBe(6);
      }
      // Each opening board written once: one per match.
      expect(a.outbox + b.outbox).toBe(18);
      expect(await shared.prisma.outbox.count({ where: { kind: 'board' } })).toBe(18);
    } finally {
      await shared.close();
      await created.drop();
    }
  });

  it('table-Swiss for U-G-O: tables of 4 and 3, leaders together, places scored 3/2/1/0', async () => {
    const players = Array.from({ length: 7 }, (_, i) => user(50 + i));
    const id = await create({ game: 'ugo', tableSize: 4, rounds: 2 });
    await joinAll(id, players);
    clock.advance(DAY_MS + 1000);
    await tournaments.startDue();
    let t = await startRounds(id);
    expect(t.format).toBe('table-swiss');
    expect(current(t).pairings.map((p) => p.players.length)).toEqual([4, 3]);
    // At each table the seats resign from the last: the first seat wins, the others place by when they left.
    for (const p of current(t).pairings) {
      for (const u of [...p.players].reverse().slice(0, -1)) {
        const res = await matches.resign(p.matchId!, { id: u });
        expect(res.ok, res.ok ? '' : res.error).toBe(true);
      }
    }
    t = await startRounds(id);
    const [big, small] = t.rounds[0].pairings;
    expect(big.finish).toEqual([0, 1, 2, 3]);
    expect(small.finish).toEqual([0, 1, 2]);
    const r2 = current(t);
    expect(r2.number).toBe(2);
    // T-R16: every player at table 1 has at least the points of every player at table 2.
    const points = new Map(tournaments.standingsOf(t).map((r) => [r.id, r.points]));
    const top = Math.min(...r2.pairings[0].players.map((u) => points.get(u)!));
    const below = Math.max(...r2.pairings[1].players.map((u) => points.get(u)!));
    expect(top).toBeGreaterThanOrEqual(below);
    expect(points.get(big.players[0])).toBe(3);
    expect(points.get(small.players[0])).toBe(2);
  });

  it('table-Swiss at the round limit: the seats still in share the places not yet decided (T-R03)', async () => {
    const players = Array.from({ length: 3 }, (_, i) => user(80 + i));
    const id = await create({ game: 'ugo', tableSize: 3, rounds: 1, daysPerMove: 1, roundDays: 2 });
    await joinAll(id, players);
    clock.advance(DAY_MS + 1000);
    await tournaments.startDue();
    let t = await startRounds(id);
    const [table] = current(t).pairings;
    expect(table.players).toHaveLength(3);
    // The third seat leaves; the other two are still playing when the limit comes.
    expect((await matches.resign(table.matchId!, { id: table.players[2] })).ok).toBe(true);
    clock.advance(2 * DAY_MS + 1000);
    const limit = await tournaments.adjudicateDue();
    expect(limit.ended).toHaveLength(1);
    t = await load(id);
    expect(current(t).pairings[0].finish).toEqual([null, null, 2]);
    expect(t.status).toBe('finished');
    // 3 seats: places 2/1/0; the two still in share 2 and 1.
    const points = new Map(tournaments.standingsOf(t).map((r) => [r.id, r.points]));
    expect([points.get(table.players[0]), points.get(table.players[1]), points.get(table.players[2])]).toEqual([1.5, 1.5, 0]);
  });

  it('a result no process listened for is recorded at the next tick, and the round moves on', async () => {
    const players = [91, 92, 93, 94].map((n) => user(n));
    const id = await create({ rounds: 2 });
    await joinAll(id, players);
    clock.advance(DAY_MS + 1000);
    await tournaments.startDue();
    const t = await startRounds(id);
    const [a, b] = current(t).pairings;
    await matches.resign(a.matchId!, { id: a.players[0] });
    // A process without the tournament service (a maintenance script) ends the other game.
    stop();
    try {
      await matches.resign(b.matchId!, { id: b.players[1] });
    } finally {
      stop = tournaments.listen();
    }
    expect((await load(id)).rounds).toHaveLength(1);
    expect(await tournaments.recordMissed()).toBe(1);
    const after = await load(id);
    expect(after.rounds[0].pairings.map((p) => p.outcome)).toEqual(['black', 'white']);
    expect(after.rounds).toHaveLength(2);
    expect(await tournaments.recordMissed()).toBe(0);
  });

  it('withdrawing while a round is being made: a game not made yet is lost, and it is never made', async () => {
    const players = [101, 102, 103, 104].map((n) => user(n));
    const id = await create({ rounds: 2 });
    await joinAll(id, players);
    clock.advance(DAY_MS + 1000);
    await tournaments.startDue();
    const paired = current(await load(id));
    expect(paired.status).toBe('starting');
    const leaving = paired.pairings[1].players[0];
    const res = await tournaments.withdraw(id, { id: leaving });
    expect(res).toMatchObject({ ok: true, resigned: [] });
    const t = await startRounds(id);
    const [made, lost] = current(t).pairings;
    expect(made.matchId).not.toBeNull();
    expect(lost.matchId).toBeNull();
    expect(lost.outcome).toBe('black');
    expect(current(t).status).toBe('running');
  });

  it('cancelling leaves the matches under way to their players, no longer refereed', async () => {
    const players = [71, 72, 73, 74].map((n) => user(n));
    const id = await create();
    await joinAll(id, players);
    clock.advance(DAY_MS + 1000);
    await tournaments.startDue();
    const t = await startRounds(id);
    expect(await tournaments.cancel(id, players[0], false)).toMatchObject({ ok: false, code: 'not_participant' });
    expect(await tournaments.cancel(id, user(0), false)).toMatchObject({ ok: true });
    const ids = current(t).pairings.map((p) => p.matchId!);
    const rows = await db.prisma.match.findMany({ where: { id: { in: ids } } });
    expect(rows.every((m) => !m.refereed && m.status === 'active')).toBe(true);
    await matches.resign(ids[0], { id: current(t).pairings[0].players[0] });
    const after = await load(id);
    expect(after.status).toBe('cancelled');
    expect(current(after).pairings[0].endedAt).toBeNull();
    expect(await tournaments.cancel(id, user(0), true)).toMatchObject({ ok: false, code: 'over' });
  });
});
