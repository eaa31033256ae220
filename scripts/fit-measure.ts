// Fits a game's linear measure to how games end (issue 25): self-play at a
// level records, before every action, each seat's features (GameAi.features)
// and who won; a logistic regression of the winner on the difference of the
// two seats' features gives weights w such that sigmoid(w·(f0 − f1)) is the
// chance seat 0 wins. The levels that ask (Budget.measure 'fitted') score w·f.
//   npm run fit-measure -- --game gogmagog --games 300 [--level greedy|easy|normal|hard] [--from 0] [--tweak '{"iterations":500}'] --out positions.jsonl
//   npm run fit-measure -- --fit positions.jsonl [more.jsonl ...]
// --fit holds out every fifth game (or, with --held-out f.jsonl, fits on the
// files named and tests on that one, other games altogether) and prints the
// log-loss of the fitted measure and of the game's own (score, scale) on
// those games. --last N keeps only each game's last N positions; --by-end
// prints how well the game's own measure tells the winner by how far from
// the end a position lies.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { gameAis } from '../src/ai/evaluate/index.js';
import { greedyAction, think } from '../src/ai/think.js';
import type { GameId } from '../src/games/engine.js';
import { engineFor } from '../src/games/index.js';
import { Rng, seedRng } from '../src/games/rng.js';
import { parseJsonLines, parseTweak } from './arena-stats.js';
import { fitLogistic, logLoss } from './fit-logistic.js';
import { PositionLog, positionSchema, type Position } from './positions.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    game: { type: 'string' },
    level: { type: 'string', default: 'normal' },
    games: { type: 'string', default: '100' },
    from: { type: 'string', default: '0' },
    tweak: { type: 'string' },
    out: { type: 'string' },
    fit: { type: 'boolean', default: false },
    ridge: { type: 'string', default: '1' },
    'held-out': { type: 'string' },
    last: { type: 'string' },
    'by-end': { type: 'boolean', default: false },
  },
});

/** A file's positions, each game's last `last` only when given (a game's positions are written together, in order). */
function readPositions(file: string, last?: number): Position[] {
  const rows = parseJsonLines(readFileSync(file, 'utf8'), positionSchema, 'not a position', (line, why) => console.error(`${file}:${line}: ${why}`));
  return last === undefined ? rows : byGame(rows).flatMap((g) => g.slice(-last));
}

function byGame(rows: Position[]): Position[][] {
  const games = new Map<number, Position[]>();
  for (const p of rows) (games.get(p.index) ?? games.set(p.index, []).get(p.index)!).push(p);
  return [...games.values()];
}

if (values.fit) {
  const last = values.last === undefined ? undefined : z.coerce.number().int().positive().parse(values.last);
  const rows = positionals.flatMap((file) => readPositions(file, last));
  const heldOut = values['held-out'] ? readPositions(values['held-out'], last) : null;
  const game = rows[0]?.game as GameId | undefined;
  const ai = game ? gameAis[game] : undefined;
  if (!ai) throw new Error('no positions');
  const x = (p: Position) => p.f[0].map((v, i) => v - p.f[1][i]);
  const train = heldOut ? rows : rows.filter((p) => p.index % 5 !== 4);
  const test = heldOut ?? rows.filter((p) => p.index % 5 === 4);
  const w = fitLogistic(train.map(x), train.map((p) => p.won), Number(values.ridge));
  const dot = (v: number[]) => v.reduce((a, b, i) => a + b * w[i], 0);
  const games = (ps: Position[]) => new Set(ps.map((p) => p.index)).size;
  console.log(`${train.length} positions of ${games(train)} games fitted, ${test.length} of ${games(test)} held out`);
  console.log(`weights: [${w.map((v) => +v.toFixed(4)).join(', ')}]`);
  console.log(w.map((v, i) => `${ai.featureNames?.[i] ?? i} ${v.toFixed(4)}`).join(', '));
  // The game's own measure once more with its scale fitted too, so a badly chosen scale alone does not make it look worse.
  const [k] = fitLogistic(train.map((p) => [p.base[0] - p.base[1]]), train.map((p) => p.won), Number(values.ridge));
  const loss = (zs: number[]) => logLoss(zs, test.map((p) => p.won)).toFixed(4);
  console.log(`held-out log-loss: fitted ${loss(test.map((p) => dot(x(p))))}; the game's own measure ${loss(test.map((p) => (p.base[0] - p.base[1]) / ai.scale))}, with its scale fitted (1/${(1 / k).toFixed(2)}) ${loss(test.map((p) => k * (p.base[0] - p.base[1])))}; a coin 0.6931`);
  if (values['by-end']) {
    // The game's own measure with its scale fitted to each band itself: how soon before the end a position tells the winner at all.
    const games = byGame(rows);
    for (const [from, to] of [[0, 10], [10, 30], [30, 60], [60, 120], [120, Infinity]]) {
      const band = games.flatMap((g) => g.filter((_, i) => g.length - 1 - i >= from && g.length - 1 - i < to));
      if (!band.length) continue;
      const ys = band.map((p) => p.won);
      const [kb] = fitLogistic(band.map((p) => [p.base[0] - p.base[1]]), ys, Number(values.ridge));
      console.log(`${from}–${to === Infinity ? '' : to - 1} actions before the end: ${band.length} positions, the game's own measure ${logLoss(band.map((p) => kb * (p.base[0] - p.base[1])), ys).toFixed(4)}`);
    }
  }
  process.exit(0);
}

const engine = engineFor(values.game ?? '');
if (!engine || !gameAis[engine.id].features) {
  console.error('usage: npm run fit-measure -- --game <id with features> --games N [--from K] [--tweak JSON] --out file.jsonl\n       npm run fit-measure -- --fit file.jsonl ...');
  process.exit(2);
}
const game = engine.id as GameId;
const ai = gameAis[game];
const parsedTweak = values.tweak ? parseTweak(values.tweak) : undefined;
if (parsedTweak && !parsedTweak.ok) {
  console.error(parsedTweak.error);
  process.exit(2);
}
const tweak = parsedTweak?.tweak;
// 'greedy': the baseline plays both seats, far faster where a search is dear (Mogo).
const level = z.enum(['greedy', 'easy', 'normal', 'hard']).parse(values.level);
if (!values.out) {
  console.error('fit-measure: --out names the file the positions go to');
  process.exit(2);
}
const log = new PositionLog(game, ai, values.out);
for (let g = Number(values.from); g < Number(values.from) + Number(values.games); g++) {
  const setup = engine.setup({ players: 2, seed: `fit-${game}-${g}`, options: {} });
  if (!setup.ok) throw new Error(setup.error);
  let state = setup.state;
  const rng = new Rng(seedRng(`fit-${game}-${g}`));
  for (let ply = 0; ply < 2000 && !engine.result(state); ply++) {
    log.see(state, g);
    const seat = engine.toAct(state)[0];
    const action = level === 'greedy' ? greedyAction(game, state, seat, rng) : think({ game, state, seat, level, seed: `fit${g}:${ply}`, tweak });
    const r = engine.applyAction(state, seat, action);
    if (!r.ok) throw new Error(`fit-measure: seat ${seat} played an illegal action (${r.error})`);
    state = r.state;
  }
  const winners = engine.result(state)?.winners ?? null;
  console.error(`game ${g}: ${log.end(winners)} positions written, ${winners?.length === 1 ? `seat ${winners[0]} won` : 'no single winner'}`);
}
