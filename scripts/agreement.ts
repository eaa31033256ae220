// Do two levels choose differently (issue 25)? Plays games with `--play` at
// every seat and, at every `--every`-th decision that has a choice, asks
// levels a and b, each on two seeds (agreement-stats.ts says why two).
//   npm run agreement -- --game mogo --a hard --b normal --games 4 [--from 0] [--every 3] [--play normal] [--out f.jsonl]
//   npm run agreement -- --summary f.jsonl ...
// Searches run uncapped, so a run replays exactly however loaded the machine is.
import { appendFileSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { AI_LEVELS, type AiLevel } from '../src/ai/levels.js';
import { playable } from '../src/ai/search.js';
import { think } from '../src/ai/think.js';
import { engineFor } from '../src/games/index.js';
import type { GameId } from '../src/games/engine.js';
import { formatAgreement, parseAgreement, summariseAgreement, type AgreementRecord } from './agreement-stats.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    game: { type: 'string' },
    a: { type: 'string', default: 'hard' },
    b: { type: 'string', default: 'normal' },
    play: { type: 'string', default: 'normal' },
    games: { type: 'string', default: '2' },
    from: { type: 'string', default: '0' },
    every: { type: 'string', default: '3' },
    players: { type: 'string', default: '2' },
    out: { type: 'string' },
    summary: { type: 'boolean', default: false },
  },
});

if (values.summary) {
  const records: AgreementRecord[] = [];
  for (const file of positionals) records.push(...parseAgreement(readFileSync(file, 'utf8'), (line, why) => console.error(`${file}:${line}: ${why}`)));
  for (const s of summariseAgreement(records)) console.log(formatAgreement(s));
  process.exit(0);
}

const engine = engineFor(values.game ?? '');
const levels = [values.a, values.b, values.play] as AiLevel[];
const every = Number(values.every);
if (!engine || !levels.every((l) => AI_LEVELS.includes(l)) || !(every >= 1)) {
  console.error('usage: npm run agreement -- --game <id> --a hard --b normal --games N [--from K] [--every 3] [--play normal] [--players P] [--out f.jsonl]\n       npm run agreement -- --summary f.jsonl ...');
  process.exit(2);
}
const [a, b, play] = levels;
const game = engine.id as GameId;
const players = Number(values.players);
const key = (action: unknown): string => JSON.stringify(action);
const records: AgreementRecord[] = [];
for (let g = Number(values.from); g < Number(values.from) + Number(values.games); g++) {
  const setup = engine.setup({ players, seed: `agreement-${game}-${players}-${g}`, options: {} });
  if (!setup.ok) throw new Error(setup.error);
  let state = setup.state;
  let decision = 0;
  for (let ply = 0; ply < 2000 && !engine.result(state); ply++) {
    const seat = engine.toAct(state)[0];
    const ask = (level: AiLevel, seed: string) => key(think({ game, state, seat, level, seed: `${seed}${g}:${ply}`, maxMs: Infinity }));
    const played = think({ game, state, seat, level: play, seed: `play${g}:${ply}`, maxMs: Infinity });
    if (playable(engine, state, seat).length > 1 && decision++ % every === 0) {
      const a1 = ask(a, 's1:'), a2 = ask(a, 's2:'), b1 = ask(b, 's1:'), b2 = ask(b, 's2:');
      const record: AgreementRecord = { game, a, b, index: g, ply, aSelf: a1 === a2, bSelf: b1 === b2, cross1: a1 === b1, cross2: a2 === b2 };
      records.push(record);
      if (values.out) appendFileSync(values.out, `${JSON.stringify(record)}\n`);
    }
    const r = engine.applyAction(state, seat, played);
    if (!r.ok) throw new Error(`agreement: seat ${seat} played an illegal action (${r.error})`);
    state = r.state;
  }
  if (process.env.ARENA_VERBOSE) console.error(`game ${g}: ${engine.result(state) ? 'ended' : 'unfinished'}, ${records.length} positions so far`);
}
for (const s of summariseAgreement(records)) console.log(formatAgreement(s));
