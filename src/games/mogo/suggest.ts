// /move autocomplete: only the part of the action space the typed prefix can
// reach is enumerated (a hand counter's deployments or casts, one board
// counter's actions), so suggestions stay fast on a crowded board.
import type { Seat } from '../engine.js';
import { COUNTERS } from './counters.js';
import { castActions, cellActions, deployActions, legalActions, standingOrders } from './actions.js';
import { parseCell } from './geometry.js';
import { formatAction } from './notation.js';
import type { MogoAction, MogoState } from './state.js';

const norm = (t: string): string => t.toLowerCase().replace(/->/g, '→').replace(/\s+/g, ' ').trimStart();

function candidates(s: MogoState, seat: Seat, typed: string): MogoAction[] {
  const t = norm(typed);
  if (t.startsWith('counter')) return standingOrders(s, seat);
  const cellHead = /^([a-j](?:10|[1-9]))(?::|\s)/.exec(t);
  if (cellHead) return cellActions(s, seat, parseCell(cellHead[1]));
  const m = /^(deploy|attach|cast) (.+)$/.exec(t);
  if (m && !s.pending && s.turn.sift === 0) {
    const rest = m[2];
    const hits = new Set<number>();
    for (const c of new Set(s.hands[seat] ?? [])) {
      const n = COUNTERS[c].name.toLowerCase();
      if (n.startsWith(rest) || rest.startsWith(n)) hits.add(c);
    }
    const out: MogoAction[] = [];
    for (const c of hits) out.push(...(COUNTERS[c].type === 'S' ? castActions(s, seat, c) : deployActions(s, seat, c)));
    return out;
  }
  return legalActions(s, seat);
}

export function suggestActions(s: MogoState, seat: Seat, typed: string, limit: number): string[] {
  if (s.result || !Number.isInteger(seat) || seat < 0 || seat >= s.players) return [];
  const t = norm(typed);
  const out: string[] = [];
  for (const a of candidates(s, seat, typed)) {
    const f = formatAction(s, a);
    if (norm(f).startsWith(t)) out.push(f);
    if (out.length >= limit) break;
  }
  return out;
}

