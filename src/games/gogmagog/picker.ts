// Groups for the click-to-play picker: what the player acts with. A card from
// the hand is one group (its lanes, face-up or concealed, or its targets), a
// creature on the board another (revealing it), then War, March and the end of
// the turn; the opening-hand decision is its own group.
import { nameOf } from './cards.js';
import type { GogAction, GogState } from './state.js';

export function actionGroup(s: GogState, a: GogAction): string {
  switch (a?.type) {
    case 'mulligan':
    case 'keep':
      return 'Opening hand';
    case 'resource':
      return 'Mana Crystal';
    case 'deploy':
    case 'cast':
      return a.card;
    case 'reveal': {
      const c = s.lanes?.[s.toMove]?.[a.lane - 1];
      return c ? `${nameOf(c.card)} (lane ${a.lane})` : `Lane ${a.lane}`;
    }
    case 'war':
    case 'resolve':
      return 'War';
    case 'march':
      return 'March';
    case 'end':
      return 'End turn';
    default:
      return 'Other';
  }
}
