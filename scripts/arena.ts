// Figures for the AI (issue 14): the AI at one level against a baseline,
// in this process (think times are the search's own, without the worker's
// messaging). Each deal is played once from every seat in turn (games 0 and 1
// share a deal with 2 players), so a deal that favours one seat, as Mogo's
// draws can, favours the AI and its opponent alike.
//   npm run arena -- --game ugo --level normal --vs random|greedy|easy|normal|hard --games 20 [--from 0] [--players 3]
import { parseArgs } from 'node:util';
import { AI_LEVELS, type AiLevel } from '../src/ai/levels.js';
import { greedyAction, randomAction, think } from '../src/ai/think.js';
import type { GameId } from '../src/games/engine.js';
import { engineFor } from '../src/games/index.js';
import { Rng, seedRng } from '../src/games/rng.js';

const { values } = parseArgs({
  options: {
    game: { type: 'string' },
    level: { type: 'string', default: 'normal' },
    vs: { type: 'string', default: 'random' },
    games: { type: 'string', default: '20' },
    // The first game's index: a long run may be played in parts (the games are the same as in one run, but for the time cap).
    from: { type: 'string', default: '0' },
    players: { type: 'string', default: '2' },
    'max-plies': { type: 'string', default: '2000' },
  },
});
const engine = engineFor(values.game ?? '');
const level = values.level as AiLevel;
const vs = values.vs!;
if (!engine || !AI_LEVELS.includes(level) || !(vs === 'random' || vs === 'greedy' || AI_LEVELS.includes(vs as AiLevel))) {
  console.error('usage: npm run arena -- --game <id> --level easy|normal|hard --vs random|greedy|easy|normal|hard --games N [--players K]');
  process.exit(2);
}
const game = engine.id as GameId;
const games = Number(values.games);
const from = Number(values.from);
const players = Number(values.players);
const maxPlies = Number(values['max-plies']);

let wins = 0;
let draws = 0;
let losses = 0;
const thinkMs: number[] = [];
for (let g = from; g < from + games; g++) {
  const aiSeat = g % players;
  const setup = engine.setup({ players, seed: `arena-${game}-${players}-${Math.floor(g / players)}`, options: {} });
  if (!setup.ok) throw new Error(setup.error);
  let state = setup.state;
  const rng = new Rng(seedRng(`arena-baseline-${g}`));
  for (let ply = 0; ply < maxPlies && !engine.result(state); ply++) {
    const seat = engine.toAct(state)[0];
    let action: unknown;
    if (seat === aiSeat) {
      const t0 = performance.now();
      action = think({ game, state, seat, level, seed: `${g}:${ply}` });
      thinkMs.push(performance.now() - t0);
    } else if (vs === 'random') action = randomAction(game, state, seat, rng);
    else if (vs === 'greedy') action = greedyAction(game, state, seat, rng);
    else action = think({ game, state, seat, level: vs as AiLevel, seed: `opp${g}:${ply}` });
    const r = engine.applyAction(state, seat, action);
    if (!r.ok) throw new Error(`arena: seat ${seat} played an illegal action (${r.error})`);
    state = r.state;
  }
  const result = engine.result(state);
  if (!result || result.winners.length === 0) draws++;
  else if (result.winners.includes(aiSeat)) wins++;
  else losses++;
  if (process.env.ARENA_VERBOSE) console.error(`game ${g}: ai seat ${aiSeat}, ${result ? `winners ${result.winners} (${result.reason})` : 'unfinished'}`);
}
thinkMs.sort((a, b) => a - b);
const pct = (p: number) => (thinkMs.length ? thinkMs[Math.min(thinkMs.length - 1, Math.floor((p / 100) * thinkMs.length))].toFixed(0) : '0');
console.log(`arena: game=${game} level=${level} vs=${vs} players=${players} games=${games}${from ? ` from=${from}` : ''} wins=${wins} draws=${draws} losses=${losses} think_p50_ms=${pct(50)} think_p95_ms=${pct(95)}`);
