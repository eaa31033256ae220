// Lessons end to end through the stand-in: /learn's menu, a whole stage of
// every game played by clicks only (what to act with → the move, as the Play
// picker), the bot restarted in the middle of a level, stars and progress,
// a wrong move's one-line why with Try again and Hint, a typed move, a DM,
// and the last level's real game against the AI (easy). Lessons are not
// matches: nothing is rated, listed, pinged or posted for anyone else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTable, buttonOf, outboxSettled, type Table } from './harness.js';
import type { ChannelRecord, MessageView } from '../discord-standin/index.js';
import { lessons } from '../../src/learn/index.js';
import { engineFor } from '../../src/games/index.js';
import type { Level } from '../../src/learn/types.js';
import { registerCommands } from '../../src/discord/register.js';
import { commands } from '../../commands/index.js';

type User = Table['alice'];

let t: Table;
beforeAll(async () => {
  t = await openTable();
});
afterAll(async () => t?.close());

/** Discord's limits, checked on every lesson message (the stand-in refuses a message past them too). */
function withinLimits(m: MessageView): MessageView {
  expect(m.content.length).toBeLessThanOrEqual(2000);
  expect(m.components.length).toBeLessThanOrEqual(5);
  for (const r of m.components) expect((r.components as unknown[]).length).toBeLessThanOrEqual(5);
  for (const s of m.selects) {
    expect(s.options.length).toBeGreaterThan(0);
    expect(s.options.length).toBeLessThanOrEqual(25);
    expect(s.customId.length).toBeLessThanOrEqual(100);
    for (const o of s.options) expect([o.label.length, o.value.length, (o.description ?? '').length].every((n) => n <= 100)).toBe(true);
  }
  for (const b of m.buttons) expect((b.customId ?? '').length).toBeLessThanOrEqual(100);
  return m;
}

async function learn(user: User, channel: ChannelRecord, options: Record<string, string>): Promise<MessageView> {
  const h = await t.discord.as(user).slash(channel, 'learn', options);
  expect((await h.ack()).ms).toBeLessThan(3000);
  const reply = await h.reply();
  expect(reply.ephemeral).toBe(true);
  return withinLimits(reply);
}

/** Press a button on a lesson message; the message as updated. */
async function press(user: User, m: MessageView, label: string): Promise<MessageView> {
  const h = await t.discord.as(user).click(m, buttonOf(m, label));
  expect((await h.ack()).ms).toBeLessThan(3000);
  await h.reply();
  return withinLimits(t.discord.message(m.id)!);
}

async function choose(user: User, m: MessageView, customId: string, value: string): Promise<MessageView> {
  const h = await t.discord.as(user).select(m, customId, [value]);
  expect((await h.ack()).ms).toBeLessThan(3000);
  await h.reply();
  return withinLimits(t.discord.message(m.id)!);
}

const selectOf = (m: MessageView, kind: string) => m.selects.find((s) => s.customId.startsWith(`g1:${kind}:`));
const pager = (m: MessageView, label: string) => m.buttons.find((b) => b.label === label);

/**
 * Plays `move` by clicks only, as a learner would find it: each group in turn
 * (every page), its moves (every page), Back when it is not there.
 */
async function clickMove(user: User, start: MessageView, typed: string): Promise<MessageView> {
  let m = start;
  const move = await asListed(m, typed);
  // A lone group shows its moves at once.
  const inGroup = async (): Promise<MessageView | null> => {
    for (;;) {
      const actions = selectOf(m, 'learn-action')!;
      if (actions.options.some((o) => o.value === move)) return choose(user, m, actions.customId, move);
      if (!pager(m, 'Next ▶')) return null;
      m = await press(user, m, 'Next ▶');
    }
  };
  if (selectOf(m, 'learn-action')) {
    const done = await inGroup();
    if (done) return done;
    throw new Error(`${move} is not among the moves offered`);
  }
  for (;;) {
    const groups = selectOf(m, 'learn-group')!;
    expect(groups, m.content).toBeDefined();
    for (const option of groups.options) {
      m = await choose(user, m, selectOf(m, 'learn-group')!.customId, option.value);
      const done = await inGroup();
      if (done) return done;
      m = await press(user, m, 'Back');
    }
    if (!pager(m, 'Next ▶')) throw new Error(`${move} is not among the moves offered`);
    m = await press(user, m, 'Next ▶');
  }
}

/** A move as the picker lists it (the engine's own notation, e.g. 'resolve — P2 −3 energy; …' for 'resolve'), from the run the message plays. */
async function asListed(m: MessageView, typed: string): Promise<string> {
  const select = selectOf(m, 'learn-group') ?? selectOf(m, 'learn-action');
  if (!select) throw new Error(`no picker on: ${m.content}`);
  const runId = Number(select.customId.split(':')[2]);
  const run = await t.db.prisma.lessonRun.findUniqueOrThrow({ where: { id: runId } });
  const level = Object.values(lessons).flatMap((l) => l!.levels).find((l) => l.id === run.levelId)!;
  const engine = engineFor(level.game)!;
  const state = (run.lesson as { state: unknown }).state;
  const parsed = engine.parseAction(state, level.learner, typed);
  if (!parsed.ok) throw new Error(`${typed}: ${parsed.error}`);
  return engine.formatAction(state, parsed.action);
}

const stageLevels = (game: string, stage: number): Level[] => lessons[game as keyof typeof lessons]!.levels.filter((l) => l.stage === stage);
const picture = (m: MessageView) => m.attachments.find((a) => a.filename.startsWith('lesson-'));

async function progressOf(user: User, game: string) {
  const rows = await t.db.prisma.lessonProgress.findMany({ where: { userId: user.id, game }, orderBy: { levelId: 'asc' } });
  return rows.map((r) => [r.levelId, r.stars, r.bestMoves]);
}

describe('/learn', () => {
  it('takes a learner through the first stage of every game by clicks, across a restart, with stars and progress kept', async () => {
    const { alice, games } = t;
    const matchesBefore = await t.db.prisma.match.count();
    for (const game of ['agog', 'gomofasta', 'ugo', 'gogmagog', 'mogo']) {
      let m = await learn(alice, games, { game });
      expect(m.content).toMatch(/learn by playing/);
      expect(m.content).toContain('0 of ');
      const levels = stageLevels(game, 1);
      expect(m.content).toContain(`**▶ ${levels[0].id.slice(game.length + 1)}**`);
      m = await press(alice, m, `Start 1-1: ${levels[0].title}`);
      for (const [i, level] of levels.entries()) {
        expect(m.content).toContain(`Goal: ${level.goal}`);
        expect(picture(m)?.filename).toMatch(new RegExp(`^lesson-${level.id}-v\\d+\\.png$`));
        for (const [k, move] of level.solution.entries()) {
          const drawn = picture(m)!.filename;
          m = await clickMove(alice, m, move);
          // The board is drawn again after each move, in place of the last picture.
          expect(m.attachments).toHaveLength(1);
          expect(picture(m)!.filename).not.toBe(drawn);
          expect(picture(m)!.data.subarray(1, 4).toString()).toBe('PNG');
          // The bot restarts in the middle of the first game's first level: the same message plays on.
          if (game === 'agog' && i === 0 && k === 0) {
            expect(m.content).toContain('White: d3');
            await t.restart();
            m = t.discord.message(m.id)!;
          }
        }
        expect(m.content).toContain('**Passed!** ★★★');
        expect(picture(m)).toBeDefined();
        const next = levels[i + 1];
        if (next) m = await press(alice, m, `Next level: ${next.id.slice(game.length + 1)} ${next.title}`);
      }
      expect(await progressOf(alice, game)).toEqual(levels.map((l) => [l.id, 3, l.par]));
      m = await press(alice, m, 'Lessons');
      expect(m.attachments).toEqual([]);
      const total = lessons[game as keyof typeof lessons]!.levels.length;
      expect(m.content).toContain(`${levels.length} of ${total} levels passed · ${levels.length * 3} of ${total * 3} ★`);
      expect(m.content).toContain(`**▶ 2-1**`);
    }
    // Lessons are not matches: none was made, nothing was posted in the channel.
    expect(await t.db.prisma.match.count()).toBe(matchesBefore);
    expect(t.discord.messages(games)).toEqual([]);
    expect(t.discord.dmsOf(alice)).toEqual([]);
    expect(await t.db.prisma.timer.count({ where: { OR: [{ userId: alice.id }, { matchId: { not: null } }] } })).toBe(0);
    expect(await t.db.prisma.rating.count({ where: { userId: alice.id } })).toBe(0);
    const listed = await (await t.discord.as(alice).slash(games, 'games')).reply();
    expect(listed.content).toBe('You have no active matches. Start one with `/challenge`.');
    expect(t.discord.requests.filter((r) => r.status >= 400)).toEqual([]);
  });

  it('a move over par earns fewer stars, Try again starts afresh, and the best result is kept', async () => {
    const { bob, games } = t;
    let m = await learn(bob, games, { game: 'agog' });
    m = await press(bob, m, 'Start 1-1: Forward steps');
    m = await clickMove(bob, m, 'Jb1');
    m = await clickMove(bob, m, 'd3');
    expect(m.content).toMatch(/Not there yet after 2 moves \(par 2\)/);
    m = await clickMove(bob, m, 'd4');
    expect(m.content).toContain('**Passed!** ★★☆ in 3 moves, par 2.');
    expect(await progressOf(bob, 'agog')).toEqual([['agog-1-1', 2, 3]]);
    m = await press(bob, m, 'Try again');
    expect(m.content).not.toContain('Passed');
    m = await clickMove(bob, m, 'd3');
    m = await clickMove(bob, m, 'd4');
    expect(m.content).toContain('**Passed!** ★★★');
    expect(await progressOf(bob, 'agog')).toEqual([['agog-1-1', 3, 2]]);
    // Worse again: the best stays.
    m = await press(bob, m, 'Try again');
    for (const move of ['Jb1', 'Jc1', 'd3', 'd4']) m = await clickMove(bob, m, move);
    expect(m.content).toContain('**Passed!** ★★☆ in 4 moves, par 2 (your best: ★★★).');
    expect(await progressOf(bob, 'agog')).toEqual([['agog-1-1', 3, 2]]);
  });

  it('a wrong move says why in one line and offers Try again and Hint; the hint names the idea in the picture and the text', async () => {
    const { carol, games } = t;
    let m = await learn(carol, games, { game: 'agog' });
    const level = lessons.agog!.levels.find((l) => l.id === 'agog-3-3')!;
    m = await choose(carol, m, selectOf(m, 'learn-level')!.customId, selectOf(m, 'learn-level')!.options.find((o) => o.label.startsWith('3-3 '))!.value);
    expect(m.content).toContain(`Goal: ${level.goal}`);
    const before = picture(m)!.data;
    m = await clickMove(carol, m, 'cxe3');
    const why = m.content.split('\n').find((l) => l.startsWith('✗ '));
    expect(why).toMatch(/^✗ The game ended without the goal met: .*journeyman/i);
    expect(m.buttons.map((b) => b.label)).toEqual(['Try again', 'Hint', 'Lessons']);
    expect(m.selects).toEqual([]);
    m = await press(carol, m, 'Hint');
    expect(m.content).toContain(`**Hint:** ${level.hints[0]}`);
    m = await press(carol, m, 'Another hint');
    expect(m.content).toContain(`**Hint:** ${level.hints[1]}`);
    m = await press(carol, m, 'Try again');
    expect(m.content).not.toContain('✗');
    expect(picture(m)!.data.equals(before)).toBe(true);
    for (const move of level.solution) m = await clickMove(carol, m, move);
    expect(m.content).toContain('**Passed!** ★★★');
  });

  it('an older lesson message does not play: it shows where the lesson stands', async () => {
    const { dave, games } = t;
    let m = await learn(dave, games, { game: 'agog' });
    m = await press(dave, m, 'Start 1-1: Forward steps');
    const old = await learn(dave, games, { game: 'agog' });
    expect(old.buttons.map((b) => b.label)).toEqual(['Continue 1-1: Forward steps']);
    const fresh = await press(dave, old, 'Continue 1-1: Forward steps');
    expect(fresh.content).toContain('Goal: Walk your golem');
    await clickMove(dave, fresh, 'd3');
    const run = await t.db.prisma.lessonRun.findFirstOrThrow({ where: { userId: dave.id, levelId: 'agog-1-1' } });
    // The first message still lists its moves, for the version it was drawn for.
    const select = selectOf(m, 'learn-action') ?? selectOf(m, 'learn-group')!;
    const h = await t.discord.as(dave).select(m, select.customId, [select.options[0].value]);
    await h.reply();
    const after = t.discord.message(m.id)!;
    expect(after.content).toMatch(/moved on/);
    expect((await t.db.prisma.lessonRun.findFirstOrThrow({ where: { id: run.id } })).version).toBe(run.version);
  });

  it('a move typed in notation plays in the open level; autocomplete lists the legal ones', async () => {
    const { dave, games } = t;
    let m = await learn(dave, games, { game: 'ugo' });
    m = await press(dave, m, 'Start 1-1: Lay and strike');
    const choices = await t.discord.as(dave).autocomplete(games, 'learn', { game: 'ugo', move: 'play 5' }, 'move');
    expect(choices.map((c) => c.value)).toContain('play 5♠ attack');
    const refused = await learn(dave, games, { game: 'ugo', move: 'attack 5♠ → P2 direct' });
    expect(refused.content).toMatch(/\n✗ /);
    const typed = await learn(dave, games, { game: 'ugo', move: 'play 5♠ attack' });
    expect(typed.content).toMatch(/lays 5♠ in attack/);
    expect(picture(typed)).toBeDefined();
    const done = await learn(dave, games, { game: 'ugo', move: 'attack 5♠ → P2 direct' });
    expect(done.content).toContain('**Passed!** ★★★');
    const none = await learn(dave, games, { game: 'ugo', move: 'end turn' });
    expect(none.content).toMatch(/No U-G-O level is in play/);
  });

  it('/rules points newcomers to /learn', async () => {
    for (const game of ['agog', 'mogo']) {
      const rules = await (await t.discord.as(t.alice).slash(t.games, 'rules', { game })).reply();
      const field = (rules.embeds[0].fields as { name: string; value: string }[]).find((f) => f.name.includes('Learn by playing'));
      expect(field?.value).toContain(`/learn game:${game}`);
    }
  });

  it('works in a DM with the bot', async () => {
    const { carol } = t;
    await registerCommands({ token: t.discord.botToken, applicationId: t.discord.world.applicationId, commands, apiBase: t.discord.apiBase });
    const dm = t.discord.world.dmChannel(carol);
    let m = await learn(carol, dm, { game: 'gomofasta' });
    expect(m.content).toContain('Go*Mofasta — learn by playing');
    m = await press(carol, m, `Start 1-1: ${lessons.gomofasta!.levels[0].title}`);
    for (const move of lessons.gomofasta!.levels[0].solution) m = await clickMove(carol, m, move);
    expect(m.content).toContain('**Passed!** ★★★');
    // The last level's real game is played right in the DM (a DM has no threads).
    m = await press(carol, m, 'Lessons');
    const levels = selectOf(m, 'learn-level')!;
    m = await choose(carol, m, levels.customId, levels.options.at(-1)!.value);
    for (const move of lessons.gomofasta!.levels.at(-1)!.solution) m = await clickMove(carol, m, move);
    const h = await t.discord.as(carol).click(m, buttonOf(m, 'Play a real game against the AI (easy)'));
    expect((await h.ack()).ms).toBeLessThan(3000);
    expect((await h.reply()).content).toMatch(/has begun: https:\/\/discord\.com\/channels\/@me\//);
    const match = await t.db.prisma.match.findFirstOrThrow({ where: { game: 'gomofasta', players: { some: { userId: carol.id } } } });
    expect([match.channelId, match.threadId]).toEqual([dm.id, null]);
    await t.discord.waitForMessage(dm, (msg) => msg.attachments.some((a) => a.filename.startsWith(`match-${match.id}-`)));
    await outboxSettled(t, match.id);
  });

  it('the last level ends with a real game against the AI (easy), started as /challenge starts one', async () => {
    const { dave, games } = t;
    const final = lessons.gogmagog!.levels.at(-1)!;
    let m = await learn(dave, games, { game: 'gogmagog' });
    const levels = selectOf(m, 'learn-level')!;
    m = await choose(dave, m, levels.customId, levels.options.at(-1)!.value);
    for (const move of final.solution) m = await clickMove(dave, m, move);
    expect(m.content).toContain('**Passed!** ★★★');
    expect(m.content).toContain('/challenge gogmagog opponent:@friend');
    const h = await t.discord.as(dave).click(m, buttonOf(m, 'Play a real game against the AI (easy)'));
    expect((await h.ack()).ms).toBeLessThan(3000);
    const told = await h.reply();
    expect(told.content).toMatch(/game against the AI \(easy\) has begun/);
    const match = await t.db.prisma.match.findFirstOrThrow({ where: { game: 'gogmagog', players: { some: { userId: dave.id } } }, include: { players: true } });
    expect(match.players.map((p) => p.aiLevel).filter(Boolean)).toEqual(['easy']);
    const thread = await t.discord.waitForThread(games, (th) => !!th.name?.startsWith('Gog & Magog'));
    await t.discord.waitForMessage(thread, (msg) => /has begun/.test(msg.content));
    await outboxSettled(t, match.id);
  });
});
