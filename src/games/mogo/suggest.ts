// /move autocomplete: only the part of the action space the typed prefix can
// reach is enumerated (a hand counter's deployments or casts, one board
// counter's actions), so suggestions stay fast on a crowded board.
import type { Seat } from '../engine.js';
import { COUNTERS, id } from './counters.js';
import { castActions, cellActions, deployActions, legalActions, standingOrders } from './legal.js';
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

const CHANNEL = id('Channel');

/**
 * MOGO-E03 (MOGO-R79) lists only some of Channel's discard sets when the hand is large;
 * typing reaches every one: each suggestion adds one more counter from the
 * hand to the names already typed (and the names typed so far stand alone).
 */
function channelDiscards(s: MogoState, seat: Seat, t: string, limit: number): string[] | null {
  const m = /^cast channel discarding\b ?(.*)$/.exec(t);
  if (!m || !(s.hands[seat] ?? []).includes(CHANNEL) || castActions(s, seat, CHANNEL).length === 0) return null;
  const parts = m[1].split(',').map((p) => p.trim());
  const fragment = parts.pop()!;
  const rest = (s.hands[seat] ?? []).filter((c) => c !== CHANNEL);
  const typed: number[] = [];
  for (const name of parts) {
    const c = rest.find((k) => COUNTERS[k].name.toLowerCase() === name && !typed.includes(k));
    if (c === undefined) return [];
    typed.push(c);
  }
  const text = (cs: number[]) => `cast Channel discarding ${cs.map((c) => COUNTERS[c].name).join(', ')}`;
  const out: string[] = [];
  const whole = rest.find((k) => COUNTERS[k].name.toLowerCase() === fragment && !typed.includes(k));
  if (whole !== undefined) out.push(text([...typed, whole]));
  else if (fragment === '' && typed.length) out.push(text(typed));
  const base = whole !== undefined ? [...typed, whole] : typed;
  for (const c of rest) {
    if (out.length >= limit) break;
    if (base.includes(c)) continue;
    if (whole === undefined && !COUNTERS[c].name.toLowerCase().startsWith(fragment)) continue;
    out.push(text([...base, c]));
  }
  return out.slice(0, limit);
}

export function suggestActions(s: MogoState, seat: Seat, typed: string, limit: number): string[] {
  if (s.result || !Number.isInteger(seat) || seat < 0 || seat >= s.players) return [];
  const t = norm(typed);
  const channel = channelDiscards(s, seat, t.trimEnd(), limit);
  if (channel) return channel;
  const out: string[] = [];
  for (const a of candidates(s, seat, typed)) {
    const f = formatAction(s, a);
    if (norm(f).startsWith(t)) out.push(f);
    if (out.length >= limit) break;
  }
  return out;
}

