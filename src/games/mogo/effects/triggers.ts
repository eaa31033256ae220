// Triggered and phase effects: "when deployed" (DEPLOY), Pyramid (TRIG_ON_SORCERY,
// MOGO-R36/R52), and the Fate Phase effects of Mine, Wild Growth, Tome and Mox
// (MOGO-R37, R63, R64). Well of Souls lives in zones.ts (it watches removals).
import type { Seat } from '../../engine.js';
import { eff, emit, type Ctx } from '../ctx.js';
import { activeSources } from '../layers.js';
import { seatLabel } from '../state.js';
import type { Prim } from '../vocabulary.js';
import { draw } from '../zones.js';
import { destroyHandlers } from './destroy.js';
import { stealRandom } from './economy.js';

export function deployTrigger(x: Ctx, seat: Seat, spec: { cell: number; counter: number; seat?: Seat }, p: Prim): void {
  switch (p.code) {
    case 'DRAW': {
      const k = draw(x, seat, p.n ?? 1);
      emit(x, 'draw', `${seatLabel(seat)} draws ${k} counter${k === 1 ? '' : 's'}.`);
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

/** The Fate Phase's draws and effects of the active player's counters (MOGO-R64). */
export function fateEffects(x: Ctx, seat: Seat): void {
  const s = x.s;
  const e = eff(x);
  let extra = 0;
  let sift = 0;
  let tokens = 0;
  const everyone: number[] = [];
  for (const code of ['FATE_DRAW', 'FATE_SIFT', 'FATE_TOKENS'] as const) {
    for (const src of activeSources(e, code)) {
      if (e.ctrl[src.cell] !== seat) continue;
      if (code === 'FATE_DRAW' && src.prim.who === 'EVERY') everyone.push(src.prim.n ?? 1);
      else if (code === 'FATE_DRAW') extra += src.prim.n ?? 1;
      else if (code === 'FATE_SIFT') sift++;
      else tokens += src.prim.n ?? 1;
    }
  }
  const own = draw(x, seat, 1 + extra + sift);
  emit(x, 'fate', `${seatLabel(seat)} draws ${own} counter${own === 1 ? '' : 's'} (${s.draw.length} left in the Draw Pile).`);
  for (const n of everyone) {
    for (let k = 0; k < s.players; k++) {
      const p = (seat + k) % s.players;
      if (s.alive[p]) draw(x, p, n);
    }
    emit(x, 'fate', `Mine: every player draws ${n}.`);
  }
  if (tokens) {
    s.tokens[seat] += tokens;
    emit(x, 'tokens', `${seatLabel(seat)} gains ${tokens} Action Token${tokens === 1 ? '' : 's'} (Mox).`);
  }
  // MOGO-R37/R63: each Tome owes one discard, made first in the phase.
  s.turn.sift = Math.min(sift, s.hands[seat].length); // MOGO-E07
}
