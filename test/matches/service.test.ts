import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { MatchService } from '../../src/matches/service.js';
import { CorruptMatchError } from '../../src/matches/load.js';
import { engineFor } from '../../src/games/index.js';
import { Rng, seedRng } from '../../src/games/rng.js';
import { openTestDb, DB_KINDS, type TestDb } from '../support/db.js';

const alice = { id: '100000000000000001', name: 'alice' };
const bob = { id: '100000000000000002', name: 'bob' };
const carol = { id: '100000000000000003', name: 'carol' };
const robot = { id: '100000000000000009', name: 'robot', bot: true };
const agog = engineFor('agog')!;

describe.each(DB_KINDS)('match service on %s', (kind) => {
  let db: TestDb;
  let service: MatchService;
  let channel = 200000000000000000n;
  const nextChannel = () => String(++channel);

  beforeAll(async () => {
    db = await openTestDb(kind);
    service = new MatchService(db.prisma);
  });
  afterAll(async () => db?.dispose());

  async function started(opts: { colour?: 0 | 1; options?: Record<string, unknown> } = {}) {
    const c = await service.challenge({
      game: 'agog', challenger: alice, invitees: [bob], guildId: null, channelId: nextChannel(),
      options: opts.options ?? {}, challengerSeat: opts.colour ?? 0,
    });
    if (!c.ok) throw new Error(c.error);
    const a = await service.accept(c.challenge.id, bob);
    if (!a.ok || !a.match) throw new Error('accept failed');
    return a.match;
  }

  it('refuses challenging yourself, a bot, an unknown game, a wrong player count and a bad position', async () => {
    const base = { game: 'agog', challenger: alice, guildId: null, channelId: nextChannel(), options: {} };
    const cases = [
      { ...base, invitees: [alice], want: /yourself/ },
      { ...base, invitees: [robot], want: /bot/ },
      { ...base, game: 'chess', invitees: [bob], want: /no game/ },
      { ...base, invitees: [bob, carol], want: /2 players/ },
      { ...base, invitees: [bob], options: { position: 'nonsense' }, want: /./ },
      { ...base, invitees: [bob], options: { handicap: 12 }, want: /options/ },
    ];
    for (const { want, ...input } of cases) {
      const res = await service.challenge(input);
      expect(res.ok, JSON.stringify(input)).toBe(false);
      if (!res.ok) expect(res.error).toMatch(want);
    }
    expect(await db.prisma.challenge.count({ where: { channelId: base.channelId } })).toBe(0);
  });

  it('lets only the challenged accept or decline, and only the challenger cancel', async () => {
    const c = await service.challenge({ game: 'agog', challenger: alice, invitees: [bob], guildId: null, channelId: nextChannel(), options: {} });
    if (!c.ok) throw new Error(c.error);
    const id = c.challenge.id;
    expect(await service.accept(id, alice)).toMatchObject({ ok: false, code: 'not_participant' });
    expect(await service.accept(id, carol)).toMatchObject({ ok: false, code: 'not_participant' });
    expect(await service.decline(id, carol)).toMatchObject({ ok: false, code: 'not_participant' });
    expect(await service.cancel(id, bob)).toMatchObject({ ok: false, code: 'not_participant' });
    expect(await service.decline(id, bob)).toMatchObject({ ok: true, challenge: { status: 'declined' } });
    expect(await service.accept(id, bob)).toMatchObject({ ok: false, code: 'over' });

    const c2 = await service.challenge({ game: 'agog', challenger: alice, invitees: [bob], guildId: null, channelId: nextChannel(), options: {} });
    if (!c2.ok) throw new Error(c2.error);
    expect(await service.cancel(c2.challenge.id, alice)).toMatchObject({ ok: true, challenge: { status: 'cancelled' } });
    expect(await service.accept(c2.challenge.id, bob)).toMatchObject({ ok: false, code: 'over' });
    expect(await db.prisma.match.count({ where: { channelId: { in: [c.challenge.channelId, c2.challenge.channelId] } } })).toBe(0);
  });

  it('starts the match on accept with the colour the challenger chose, and queues the opening board', async () => {
    const asBlack = await started({ colour: 1 });
    // Each named as the challenge and the Accept carried them.
    expect(asBlack.players).toEqual([{ seat: 0, userId: bob.id, name: 'bob', aiLevel: null }, { seat: 1, userId: alice.id, name: 'alice', aiLevel: null }]);
    expect(asBlack.version).toBe(0);
    const rows = await db.prisma.outbox.findMany({ where: { matchId: asBlack.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0].payload).toMatchObject({ kind: 'board', version: 0, toAct: [bob.id], opening: true });
  });

  it('refuses out of turn, outsiders and illegal moves without changing anything', async () => {
    const m = await started();
    expect(await service.actText(m.id, bob, 'b6')).toMatchObject({ ok: false, code: 'not_your_turn' });
    expect(await service.actText(m.id, carol, 'b6')).toMatchObject({ ok: false, code: 'not_participant' });
    expect(await service.actText(m.id, alice, 'zz9')).toMatchObject({ ok: false, code: 'illegal' });
    expect(await service.actText(m.id, alice, 'a1')).toMatchObject({ ok: false, code: 'illegal' });
    expect(await service.act(m.id, alice, { nonsense: true })).toMatchObject({ ok: false, code: 'illegal' });
    const after = await service.getMatch(m.id);
    expect(after?.version).toBe(0);
    expect(after?.state).toEqual(m.state);
    expect(await db.prisma.matchAction.count({ where: { matchId: m.id } })).toBe(0);
  });

  it('plays a whole game to a result; the log replays to the stored state and the record ends with the score', async () => {
    const m = await started();
    const rng = new Rng(seedRng(`service-${kind}`));
    let current = m;
    for (let guard = 0; guard < 1000 && current.status === 'active'; guard++) {
      const [seat] = agog.toAct(current.state);
      const user = current.players[seat].userId;
      const legal = service.suggest(current, user, '', 1000);
      expect(legal.length).toBeGreaterThan(0);
      const res = await service.actText(current.id, { id: user }, rng.pick(legal), { exact: current.version });
      if (!res.ok) throw new Error(res.error);
      current = res.match;
    }
    expect(current.status).toBe('finished');
    const stored = await service.getMatch(m.id);
    expect(stored?.status).toBe('finished');
    expect(stored?.result?.winners).toHaveLength(1);
    const log = await service.actionLog(m.id);
    expect(log).toHaveLength(stored!.version);
    expect(log.map((a) => a.version)).toEqual(log.map((_, i) => i + 1));

    const row = await db.prisma.match.findUniqueOrThrow({ where: { id: m.id } });
    const setup = agog.setup({ players: 2, seed: row.seed, options: row.options as object });
    if (!setup.ok) throw new Error(setup.error);
    let state = setup.state;
    for (const a of log) {
      const r = agog.applyAction(state, a.seat, agog.actionSchema.parse(a.action));
      if (!r.ok) throw new Error(r.error);
      state = r.state;
    }
    expect(state).toEqual(stored!.state);

    const rec = await service.record(m.id);
    expect(rec.ok).toBe(true);
    if (rec.ok) {
      expect(rec.record.trim().endsWith(stored!.result!.winners[0] === 0 ? '1-0' : '0-1')).toBe(true);
      expect(rec.record).toContain(`1. ${log[0].text}`);
    }
    expect(await service.actText(m.id, alice, 'b6')).toMatchObject({ ok: false, code: 'over' });
  });

  it('applies exactly one of two concurrent actions on the same version', async () => {
    const m = await started();
    const [first, second] = service.suggest(m, alice.id, '', 2);
    const results = await Promise.all([service.actText(m.id, alice, first, { exact: 0 }), service.actText(m.id, alice, second, { exact: 0 })]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok)).toMatchObject({ code: 'stale' });
    const after = await service.getMatch(m.id);
    expect(after?.version).toBe(1);
    expect(await db.prisma.matchAction.count({ where: { matchId: m.id } })).toBe(1);
  });

  it('resigning ends the match for the opponent', async () => {
    const m = await started();
    const res = await service.resign(m.id, bob);
    expect(res).toMatchObject({ ok: true, match: { status: 'finished', result: { winners: [0] } } });
    expect(await service.resign(m.id, alice)).toMatchObject({ ok: false, code: 'over' });
  });

  it('finds the only match in a channel and refuses to guess among several', async () => {
    const m = await started();
    expect(await service.resolveMatch(alice.id, m.channelId)).toMatchObject({ ok: true, match: { id: m.id } });
    const c = await service.challenge({ game: 'agog', challenger: bob, invitees: [alice], guildId: null, channelId: m.channelId, options: {} });
    if (!c.ok) throw new Error(c.error);
    await service.accept(c.challenge.id, alice);
    expect(await service.resolveMatch(alice.id, m.channelId)).toMatchObject({ ok: false, code: 'ambiguous' });
    expect(await service.resolveMatch(carol.id, m.channelId)).toMatchObject({ ok: false, code: 'not_found' });
  });

  it('refuses to use a stored state that does not fit the game', async () => {
    const m = await started();
    await db.prisma.match.update({ where: { id: m.id }, data: { state: { board: 'garbage' } } });
    await expect(service.getMatch(m.id)).rejects.toBeInstanceOf(CorruptMatchError);
  });

  it('a private standing order changes the state but not the public version', async () => {
    const c = await service.challenge({ game: 'ugo', challenger: alice, invitees: [bob], guildId: null, channelId: nextChannel(), options: {}, challengerSeat: 0 });
    if (!c.ok) throw new Error(c.error);
    const a = await service.accept(c.challenge.id, bob);
    if (!a.ok || !a.match) throw new Error('accept');
    const m = a.match;
    // Bob is not to act, yet may set his Ten policy; nothing public changes.
    const res = await service.act(m.id, bob, { type: 'tenPolicy', policy: 'never' });
    if (!res.ok) throw new Error(res.error);
    // Only Bob's own private view is refreshed; no public post.
    const rows = await db.prisma.outbox.findMany({ where: { id: { in: res.outbox } } });
    expect(rows.map((r) => r.payload)).toEqual([expect.objectContaining({ kind: 'hand', userId: bob.id })]);
    const after = (await service.getMatch(m.id))!;
    expect(after.version).toBe(m.version);
    expect(after.revision).toBe(m.revision + 1);
    expect(after.state).not.toEqual(m.state);
    // A button drawn before it still works; a write computed before it does not slip through.
    const [first] = service.suggest(after, alice.id, '', 1);
    expect(await service.actText(m.id, alice, first, { exact: m.version })).toMatchObject({ ok: true });
    expect(await service.actionLog(m.id)).toHaveLength(2);
  });
});
