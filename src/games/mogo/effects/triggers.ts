// Triggered and phase effects: "when deployed" (DEPLOY), Pyramid (TRIG_ON_SORCERY,
// MOGO-R36/R52), and the Fate Phase effects of Mine, Wild Growth, Tome and Mox
// (MOGO-R37, R63, R64, R73). Well of Souls lives in zones.ts (it watches removals).
import type { Seat } from '../../engine.js';
import { eff, emit, type Ctx } from '../ctx.js';
import { activeSources, type Eff } from '../layers.js';
import { seatLabel } from '../state.js';
import type { Prim } from '../vocabulary.js';
import { draw } from '../zones.js';
import { destroyHandlers } from './destroy.js';
import { stealRandom } from './economy.js';
import { plural } from '../../plural.js';

export function deployTrigger(x: Ctx, seat: Seat, spec: { cell: number; counter: number; seat?: Seat }, p: Prim): void {
  switch (p.code) {
    case 'DRAW': {
      const k = draw(x, seat, p.n ?? 1);
      emit(x, 'draw', `${seatLabel(seat)} draws ${plural(k, 'counter')}.`);
      return;
    }
    case 'DESTROY_ALL':
      destroyHandlers.DESTROY_ALL.resolve(x, { seat, prim: p, from: spec.cell, src: spec.counter, mask: 0 }, { cells: [], counters: [] });
      return;
    case 'STEAL_RANDOM':
      if (spec.seat !== undefined && x.s.alive[spec.seat]) stealRandom(x, seat, spec.seat, p.n ?? 1);
      return;
    default:
      // COPY_UNIT, DEPLOY_FORCE and REPLACE_DEPLOY act while deploying (deploy.ts).
      return;
  }
}

/** Pyramid: its controller draws when they play a Sorcery (before it resolves or is countered). */
export function onSorceryPlayed(x: Ctx, seat: Seat): void {
  const e = eff(x);
  for (const src of activeSources(e, 'TRIG_ON_SORCERY')) {
    if (e.ctrl[src.cell] !== seat) continue;
    const k = draw(x, seat, src.prim.n ?? 1);
    if (k) emit(x, 'draw', `Pyramid: ${seatLabel(seat)} draws a counter.`);
  }
}

/**
 * MOGO-R73: each working Mine on the board, whoever controls it, gives the
 * player whose Fate Phase it is one more draw (the text's "all players draw an
 * extra counter in their Fate Phase" wins over §1.3's controller-only FATE timing).
 */
export function mineDraws(e: Eff): number {
  let n = 0;
  for (const src of activeSources(e, 'FATE_DRAW')) if (src.prim.who === 'EVERY') n += src.prim.n ?? 1;
  return n;
}

/** The Fate Phase's draws and effects for the player whose turn it is (MOGO-R64). */
export function fateEffects(x: Ctx, seat: Seat): void {
  const s = x.s;
  const e = eff(x);
  const mines = mineDraws(e);
  let extra = 0;
  let sift = 0;
  let tokens = 0;
  for (const code of ['FATE_DRAW', 'FATE_SIFT', 'FATE_TOKENS'] as const) {
    for (const src of activeSources(e, code)) {
      if (e.ctrl[src.cell] !== seat) continue;
      if (code === 'FATE_DRAW' && src.prim.who !== 'EVERY') extra += src.prim.n ?? 1;
      else if (code === 'FATE_SIFT') sift++;
      else if (code === 'FATE_TOKENS') tokens += src.prim.n ?? 1;
    }
  }
  const own = draw(x, seat, 1 + mines + extra + sift);
  // One copy of each counter (§1.1 item 2): at most one Mine.
  const fromMines = mines ? `, ${mines} for the Mine` : '';
  emit(x, 'fate', `${seatLabel(seat)} draws ${plural(own, 'counter')}${fromMines} (${s.draw.length} left in the Draw Pile).`);
  if (tokens) {
    s.tokens[seat] += tokens;
    emit(x, 'tokens', `${seatLabel(seat)} gains ${plural(tokens, 'Action Token')} (Mox).`);
  }
  // MOGO-R37/R63: each Tome owes one discard, made first in the phase.
  s.turn.sift = Math.min(sift, s.hands[seat].length); // MOGO-E07 (MOGO-R79)
}
