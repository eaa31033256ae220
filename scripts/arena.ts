// Figures for the AI (issues 14 and 25): the AI at one level against a
// baseline, in this process (think times are the search's own, without the
// worker's messaging). Each deal is played once from every seat in turn (games
// 0 and 1 share a deal with 2 players), so a deal that favours one seat, as
// Mogo's draws can, favours the AI and its opponent alike.
//   npm run arena -- --game ugo --level normal --vs random|greedy|easy|normal|hard --games 40 [--from 0] [--players 3] [--out runs.jsonl]
//   npm run arena -- --summary runs.jsonl [more.jsonl ...] [--against base.jsonl]
// --oracle lets the AI search the true state: how far better knowledge alone could take a level.
// --against compares each line game by game with a baseline on the same deals
// (arena-stats.ts paired); --uncapped lifts the time caps so games replay exactly.
// --positions f.jsonl (two seats, a game with features) also records every
// position for scripts/fit-measure.ts --fit.
// --out appends one record per game, so a long line may be played in parts
// (one process per core, each with its own --from) and summed with --summary.
// --trace f.jsonl appends each game's actions, so a game (a lost one, picked
// with --only 3,7) can be read move by move without playing its searches again.
import { appendFileSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { AI_LEVELS, type AiLevel } from '../src/ai/levels.js';
import type { Budget } from '../src/ai/search.js';
import { greedyAction, oracleParts, randomAction, think, thinkWith } from '../src/ai/think.js';
import type { GameId } from '../src/games/engine.js';
import { engineFor } from '../src/games/index.js';
import { Rng, seedRng } from '../src/games/rng.js';
import { gameAis } from '../src/ai/evaluate/index.js';
import { PositionLog } from './positions.js';
import { formatLine, formatPaired, paired, parseRecords, parseTweak, summarise, type GameRecord } from './arena-stats.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    game: { type: 'string' },
    level: { type: 'string', default: 'normal' },
    vs: { type: 'string', default: 'random' },
    games: { type: 'string', default: '40' },
    // The first game's index: a long run may be played in parts (the games are the same as in one run).
    from: { type: 'string', default: '0' },
    players: { type: 'string', default: '2' },
    'max-plies': { type: 'string', default: '2000' },
    out: { type: 'string' },
    positions: { type: 'string' },
    // Appends each game's actions ({ index, actions }) so a game can be replayed without its searches.
    trace: { type: 'string' },
    // Only these games of the line (comma-separated indices), e.g. the lost ones to trace.
    only: { type: 'string' },
    summary: { type: 'boolean', default: false },
    // With --summary: each line against a baseline's games on the same deals (arena-stats.ts paired).
    against: { type: 'string' },
    'against-level': { type: 'string' },
    // An experiment: changes to the AI's budget (src/ai/search.ts Budget), as JSON; the records name the line after it.
    tweak: { type: 'string' },
    // No search stops at its level's time cap (MAX_MS), so a game replays exactly however loaded the machine is.
    uncapped: { type: 'boolean', default: false },
    // An upper bound, not a level: the AI searches the true state (the rival's hand, the draw pile's order), as no player may.
    oracle: { type: 'boolean', default: false },
  },
});

if (values.summary) {
  const records: GameRecord[] = [];
  for (const file of positionals) records.push(...parseRecords(readFileSync(file, 'utf8'), (line, why) => console.error(`${file}:${line}: ${why}`)));
  for (const line of summarise(records)) console.log(formatLine(line));
  if (values.against) {
    const base = parseRecords(readFileSync(values.against, 'utf8'), (line, why) => console.error(`${values.against}:${line}: ${why}`));
    for (const line of paired(records, base, values['against-level'])) console.log(formatPaired(line));
  }
  process.exit(0);
}

const engine = engineFor(values.game ?? '');
const level = values.level as AiLevel;
const vs = values.vs!;
if (!engine || !AI_LEVELS.includes(level) || !(vs === 'random' || vs === 'greedy' || AI_LEVELS.includes(vs as AiLevel))) {
  console.error('usage: npm run arena -- --game <id> --level easy|normal|hard --vs random|greedy|easy|normal|hard --games N [--from K] [--players P] [--out file.jsonl]\n       npm run arena -- --summary file.jsonl ... [--against base.jsonl [--against-level L]]');
  process.exit(2);
}
const game = engine.id as GameId;
const games = Number(values.games);
const from = Number(values.from);
const players = Number(values.players);
const maxPlies = Number(values['max-plies']);

let tweak: Partial<Budget> | undefined;
if (values.tweak) {
  const parsed = parseTweak(values.tweak);
  if (!parsed.ok) {
    console.error(parsed.error);
    process.exit(2);
  }
  tweak = parsed.tweak;
}
if (values.positions && (players !== 2 || !gameAis[game].features)) {
  console.error('arena: --positions needs two seats and a game with features');
  process.exit(2);
}
const positions = values.positions ? new PositionLog(game, gameAis[game], values.positions) : undefined;
const maxMs = values.uncapped ? Infinity : undefined;
const levelName = `${level}${values.oracle ? ' oracle' : ''}${tweak ? ` ${values.tweak}` : ''}`;
const oracle = values.oracle ? oracleParts(game) : undefined;
const records: GameRecord[] = [];
const only = values.only ? new Set(values.only.split(',').map(Number)) : undefined;
for (let g = from; g < from + games; g++) {
  if (only && !only.has(g)) continue;
  const aiSeat = g % players;
  const setup = engine.setup({ players, seed: `arena-${game}-${players}-${Math.floor(g / players)}`, options: {} });
  if (!setup.ok) throw new Error(setup.error);
  let state = setup.state;
  const firstSeat = engine.toAct(state)[0];
  const rng = new Rng(seedRng(`arena-baseline-${g}`));
  const thinkMs: number[] = [];
  const played: unknown[] = [];
  let ply = 0;
  for (; ply < maxPlies && !engine.result(state); ply++) {
    positions?.see(state, g);
    const seat = engine.toAct(state)[0];
    let action: unknown;
    if (seat === aiSeat) {
      const t0 = performance.now();
      const req = { game, state, seat, level, seed: `${g}:${ply}`, tweak, maxMs };
      action = oracle ? thinkWith(oracle, req) : think(req);
      thinkMs.push(Math.round(performance.now() - t0));
    } else if (vs === 'random') action = randomAction(game, state, seat, rng);
    else if (vs === 'greedy') action = greedyAction(game, state, seat, rng);
    else action = think({ game, state, seat, level: vs as AiLevel, seed: `opp${g}:${ply}`, maxMs });
    const r = engine.applyAction(state, seat, action);
    if (!r.ok) throw new Error(`arena: seat ${seat} played an illegal action (${r.error})`);
    state = r.state;
    played.push(action);
  }
  if (values.trace) appendFileSync(values.trace, `${JSON.stringify({ index: g, level: levelName, vs, actions: played })}\n`);
  const result = engine.result(state);
  positions?.end(result ? result.winners : null);
  const record: GameRecord = { game, level: levelName, vs, players, index: g, aiSeat, firstSeat, winners: result ? result.winners : null, plies: ply, thinkMs, ...(result && { reason: result.reason }) };
  records.push(record);
  if (values.out) appendFileSync(values.out, `${JSON.stringify(record)}\n`);
  if (process.env.ARENA_VERBOSE) console.error(`game ${g}: ai seat ${aiSeat}, first seat ${firstSeat}, ${result ? `winners ${result.winners} (${result.reason})` : 'unfinished'}`);
}
for (const line of summarise(records)) console.log(formatLine(line));
