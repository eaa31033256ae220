// Our own short summary of the rules for /rules (not the rule text).
export const rulesSummary = [
  '**A•G•O•G** is played on all 64 squares. White\'s home corner (its *sanctum*) is a1, Black\'s is h8. ' +
    'Each side has 20 golems and a journeyman **J**, which starts on its own sanctum.',
  '**Moving** is orthogonal and only *forward*: White towards h or 8, Black towards a or 1. ' +
    'Golems and the journeyman step one square; hulks **H** and corrupted hulks **C** slide any distance over empty squares.',
  '**Capturing** works in all four directions: jump one enemy unit and land on the empty square behind it ' +
    '(hulks may jump from afar and land on any empty square beyond). Keep jumping while you can; jumped units stay ' +
    'put until the turn ends and cannot be jumped twice. Capturing is compulsory, and you must choose a sequence that jumps the most units.',
  '**Corruption:** when your journeyman jumps an enemy golem or hulk it may pay a golem from your reserve pool ' +
    'to turn that unit into your corrupted hulk instead of capturing it.',
  '**Sanctum:** a golem or hulk that ends its turn on the enemy sanctum leaves it: its top golem either goes onto ' +
    'one of your single golems, making a hulk, or goes to your pool.',
  '**You win** by capturing the enemy journeyman, by bringing your journeyman to the enemy sanctum, or when your ' +
    'opponent has no legal move. There are no draws.',
  'Notation: `b6`, `ab6`, `2xb4`, `Hxe5xh5`, `Jxa3+c3` (+ = corrupt), `h8 c3=H` (promote onto c3).',
].join('\n');
