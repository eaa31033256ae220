// Groups for the click-to-play picker: what the player acts with. A card from
// the hand is one group ("7♣": its positions, targets or sacrifices), each of
// the player's attackers another ("Attack with 7♣": its targets), then the
// once-per-turn position change and the end of the turn. Named as formatAction
// names the cards, so two 7♣ from different decks stay apart ("7♣(P2)").
import type { Seat } from '../engine.js';
import { handName, ownTableName } from './notation.js';
import type { UgoAction, UgoState } from './state.js';

export function actionGroup(s: UgoState, a: UgoAction): string {
  const seat: Seat = s.turn.seat;
  switch (a?.type) {
    case 'play':
    case 'equip':
    case 'special':
      return handName(s, seat, a.card);
    case 'attack':
      return `Attack with ${ownTableName(s, seat, a.attacker)}`;
    case 'switch':
      return 'Change positions';
    case 'end':
      return 'End turn';
    case 'tenPolicy':
      return '10 policy';
    case 'ninePolicy':
      return '9 policy';
    default:
      return 'Other';
  }
}
