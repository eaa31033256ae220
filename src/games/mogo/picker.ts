// Groups for the click-to-play picker: what the player acts with — the hand
// counter deployed, attached or cast, the board counter that moves or acts, a
// Balance pick, the End phase and discards.
import { nameOf } from './counters.js';
import { cellName } from './geometry.js';
import type { MogoAction, MogoState } from './state.js';

export function actionGroup(s: MogoState, a: MogoAction): string {
  switch (a?.type) {
    case 'deploy':
    case 'attach':
    case 'cast':
      return nameOf(a.counter);
    case 'move':
    case 'act': {
      const p = s.board[a.from];
      return p ? `${nameOf(p.c)} ${cellName(a.from)}` : cellName(a.from);
    }
    case 'pick':
      return 'Balance';
    case 'discard':
    case 'millstone-timeout':
      return 'Discard';
    case 'end':
      return 'End phase';
    case 'order':
      return 'Counter order';
    default:
      return 'Other';
  }
}
