// Our own short summary of Gog & Magog for /rules (not the rule text), with the deck list.
import { CARD_TYPES, cardText } from './cards.js';
import { GM_R02_STARTING_ENERGY } from './rulings.js';

const deckList = CARD_TYPES.map((t) => `• ${t.copies}× ${t.name}: ${cardText(t)}`).join('\n');

export const rulesSummary = [
  `Gog & Magog: a two-player duel of creatures and spells. Each player has ${GM_R02_STARTING_ENERGY} energy and the same 40-card deck; bring the other to 0 energy.`,
  'Start: 5 cards each; one mulligan each (the first player decides first). The first player is drawn at random.',
  'Each turn: your mana refreshes (1 per Mana Crystal in your resource row), you draw a card (an empty deck costs 1, then 2, 3, … energy), then you take a MAIN turn, a MARCH or pass.',
  'MAIN: play at most one Mana Crystal; deploy creatures into an empty lane\'s defensive slot, face-up or concealed (5 lanes, one creature each); cast spells; declare War once. Instant Attack creatures enter in offence and attack at once, outside the War.',
  'War: every creature in offence attacks the lane opposite it (a creature, or a Flaw: the tokens come off energy). Two or more attackers of one guild may combine on the lane opposite one of them. Then cast War Cry and attack spells, then resolve.',
  'Offence: attack +1, defence −1. Defence: attack −1, defence +1. More tokens than defence destroys; equal destroys the defender and your attacker in its lane. Every enemy creature in an attacker\'s lane counterattacks it and destroys it only by exceeding its defence. Damage does not last.',
  'MARCH (the whole turn): move any of your creatures between their lane\'s two slots; a concealed one is revealed on its way to offence. You may reveal your own concealed creatures at any time in your turn.',
  'Every ability works once per card. Both players at 0 at once: the active player wins. No draws.',
  '',
  'The deck (40 cards each):',
  deckList,
].join('\n');
