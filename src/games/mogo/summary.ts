// Our own short summary of Mogo for /rules (not the rule text), and the
// per-counter description for a /counter command, built from the table.
import { COUNTERS, counterId } from './counters.js';

export const rulesSummary = [
  'Mogo: Go with fantasy counters on a 10×10 board (a1…j10), 2–4 players sharing one set of 155 counters. Hands are secret; hand sizes, Capture Piles and the Discard Pile are not.',
  'Win with a line of 7 you control (orthogonal or diagonal; a Flag counts 2), with 20 captured counters, or with the most counters when all 100 cells are full. If a whole round passes with no deployment, action or sorcery, the board is scored as if full.',
  'A turn: Fate (draw 1, plus Mine, Wild Growth, Tome, Mox), Deployment (optionally put one counter from your hand on an empty cell, or a Modifier on a counter), Action (one counter of yours moves or uses its ability; Action Tokens buy more), Capture (enemy groups with no empty cell left in their region are yours), End (discard down to 7). Type "end phase" to move on.',
  'Deployment limits: no Locale next to a Locale, no Enchantment next to an Enchantment, no Unit next to a stronger enemy Unit unless it can destroy or ignore it, plus the bans printed on counters.',
  'Sorceries: cast any number in your own turn ("cast Wrath"). Counter is never cast: arm it privately with "counter any", "counter off" or "counter Wrath, Time Walk" and it fires by itself.',
  'Notation: deploy Goblin King c4 · attach Loyal Steed → c4 · move c4 c5 d6 · c4: destroy d5 · cast Lightning Bolt → e7 · pick e7 / pick done (Balance) · discard Flood · end phase.',
].join('\n');

const TYPE_WORDS: Record<string, string> = { U: 'Unit', L: 'Locale', R: 'Relic', E: 'Enchantment', S: 'Sorcery', M: 'Modifier' };

/** "Goblin King — Unit, Force 3, Goblin. Controls every Goblin Unit on the board. (MOGO-R22)" */
export function describeCounter(name: string): string | null {
  const id = counterId(name);
  if (id < 0) return null;
  const c = COUNTERS[id];
  const bits = [TYPE_WORDS[c.type]];
  for (const p of c.prims) if (p.code === 'DUAL_TYPE' && p.type) bits[0] += ` (also a ${TYPE_WORDS[p.type]})`;
  if (c.type === 'U') bits.push(c.force === null ? 'Force X (copied)' : `Force ${c.force}`);
  if (c.tags.length) bits.push(c.tags.join(', '));
  const rulings = c.rulings.length ? ` (${c.rulings.join(', ')})` : '';
  return `${c.name} — ${bits.join(', ')}. ${c.note}${rulings}`;
}
