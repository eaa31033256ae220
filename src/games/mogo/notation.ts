// The move notation. Counters by their table name, cells a1…j10, seats P1…P4:
//   deploy Goblin King c4            deploy Doppelganger c4 copy e5     deploy Gypsies c4 → P2
//   attach Loyal Steed → c4          move c4 c5 d6 (a last step into an enemy Unit pushes it)
//   c4: destroy d5                   c4: sacrifice            c4: sacrifice d5 (Altar, The Abyss)
//   c4: teleport e7                  c4: teleport d5 → h8     c4: shove d5     c4: pull h8 g7 f6
//   c4: control d5                   c4: swap d5 b3           c4: deploy Mountain d5
//   c4: hatch Goblin King            c4: loot Flood           c4: scout → P2   c4: millstone → P2
//   cast Lightning Bolt → e7         cast Wrath               cast Plane Shift e7 → h8
//   cast Juxtapose e7 f8             cast Fireball → e7 f8    cast Drain → P2  cast Recall Flood
//   cast Channel discarding Flood, Wrath     cast Crusade Goblin     cast Plowshares → e7 (P2 draws)
//   pick e7 / pick done (Balance)    discard Flood            end phase        counter off|any|Wrath, Time Walk
// Parsing is lenient: any case, ASCII "->", commas optional; names are matched
// through a Map (never object keys), and only schema-valid actions come out.
import type { GameResult, ParseResult, Seat } from '../engine.js';
import { fail } from '../engine.js';
import { COUNTERS, NAMES_LONGEST_FIRST, SORC_PRIM, nameOf } from './counters.js';
import { cellName, parseCell } from './geometry.js';
import { actionSchema, opponents, seatShort, VERBS, type CounterOrder, type MogoAction, type MogoState, type Verb } from './state.js';
import { RACIAL_TAGS } from './vocabulary.js';
import { noun } from '../plural.js';

const seatTxt = (s: Seat | undefined): string => (s === undefined ? '' : ` → ${seatShort(s)}`);
const cells = (cs: readonly number[]): string => cs.map(cellName).join(' ');

function formatCast(a: MogoAction & { type: 'cast' }): string {
  const name = nameOf(a.counter);
  const code = SORC_PRIM[a.counter]?.code;
  let t = `cast ${name}`;
  if (code === 'CHANNEL') return a.counters.length ? `${t} discarding ${a.counters.map(nameOf).join(', ')}` : t;
  if (a.counters.length) t += ` ${a.counters.map(nameOf).join(', ')}`;
  if (a.tag) t += ` ${a.tag}`;
  if (a.cells.length) {
    if (code === 'TELEPORT_OTHER' || code === 'NUDGE' || (code === 'DESTROY' && a.cells.length === 2)) t += ` ${cellName(a.cells[0])} → ${cells(a.cells.slice(1))}`;
    else if (code === 'SWAP' || code === 'BERSERK') t += ` ${cells(a.cells)}`;
    else t += ` → ${cells(a.cells)}`;
  }
  if (a.seat !== undefined) t += code === 'DESTROY' ? ` (${seatShort(a.seat)} draws)` : seatTxt(a.seat);
  return t;
}

function formatAct(a: MogoAction & { type: 'act' }): string {
  let t = `${cellName(a.from)}: ${a.verb}`;
  if (a.counter !== undefined) t += ` ${nameOf(a.counter)}`;
  if (a.verb === 'deploy') {
    if (a.cells.length) t += ` ${cellName(a.cells[0])}`;
    if (a.cells.length > 1) t += ` copy ${cellName(a.cells[1])}`;
  } else if (a.verb === 'hatch') {
    if (a.cells.length) t += ` copy ${cellName(a.cells[0])}`;
  } else if (a.verb === 'teleport' && a.cells.length === 2) t += ` ${cellName(a.cells[0])} → ${cellName(a.cells[1])}`;
  else if (a.cells.length) t += ` ${cells(a.cells)}`;
  return t + seatTxt(a.seat);
}

export const formatOrder = (o: CounterOrder): string => (typeof o === 'string' ? o : o.map(nameOf).join(', '));

export function formatAction(_s: MogoState | null, a: MogoAction): string {
  try {
    switch (a?.type) {
      case 'deploy':
        return `deploy ${nameOf(a.counter)} ${cellName(a.cell)}${a.copy !== undefined ? ` copy ${cellName(a.copy)}` : ''}${seatTxt(a.seat)}`;
      case 'attach':
        return `attach ${nameOf(a.counter)} → ${cellName(a.cell)}`;
      case 'move':
        return `move ${cellName(a.from)} ${cells(a.path)}`;
      case 'act':
        return formatAct(a);
      case 'cast':
        return formatCast(a);
      case 'pick':
        return a.cell === null ? 'pick done' : `pick ${cellName(a.cell)}`;
      case 'discard':
        return `discard ${nameOf(a.counter)}`;
      case 'millstone-timeout':
        return 'discard at random';
      case 'end':
        return 'end phase';
      case 'order':
        return `counter ${formatOrder(a.order)}`;
      default:
        return '?';
    }
  } catch {
    return '?';
  }
}

/** The record: one line per turn of each seat ("4. P2: deploy Wolves c4; end phase; …"). Standing orders are private and left out. */
export function formatRecord(moves: { seat: Seat; text: string }[], result: GameResult | null, _players: number): string {
  const lines: string[] = [];
  let cur: { seat: Seat; texts: string[] } | null = null;
  const flush = (): void => {
    if (cur?.texts.length) lines.push(`${lines.length + 1}. ${seatShort(cur.seat)}: ${cur.texts.join('; ')}`);
    cur = null;
  };
  for (const m of moves) {
    const t = m.text.trim();
    if (/^counter\b/i.test(t)) continue;
    if (!cur || cur.seat !== m.seat) {
      flush();
      cur = { seat: m.seat, texts: [] };
    }
    cur.texts.push(t);
  }
  flush();
  if (result) lines.push(result.winners.length ? `${result.winners.map(seatShort).join(', ')} ${noun(result.winners.length, 'wins', 'win')}: ${result.reason}` : `Draw: ${result.reason}`);
  return lines.join('\n');
}

// ---------------------------------------------------------------------------
// Parsing

type Tok = { kind: 'cell'; v: number } | { kind: 'seat'; v: number } | { kind: 'name'; v: number } | { kind: 'tag'; v: string } | { kind: 'word'; v: string };

const RACE = new Map(RACIAL_TAGS.map((t) => [t.toLowerCase(), t] as const));
const KEYWORDS = new Set(['copy', 'discarding', 'draws', 'done', 'none', 'at', 'random', 'phase', 'on', 'onto', 'to', 'into', 'as']);

function tokenize(text: string): { from: number | null; words: string[] } | null {
  let t = String(text ?? '').toLowerCase().replace(/→|->|=>|⇒|➡/g, ' ').replace(/[(),;]/g, ' ');
  let from: number | null = null;
  const m = /^\s*([a-j](?:10|[1-9]))\s*:/.exec(t);
  if (m) {
    from = parseCell(m[1]);
    t = t.slice(m[0].length);
  }
  const words = t.split(/\s+/).filter((w) => w.length > 0);
  if (words.length > 80) return null;
  return { from, words };
}

function classify(words: string[]): Tok[] {
  const out: Tok[] = [];
  let i = 0;
  while (i < words.length) {
    const w = words[i];
    const c = parseCell(w);
    if (c >= 0) {
      out.push({ kind: 'cell', v: c });
      i++;
      continue;
    }
    const sm = /^(?:p|player)([1-4])$/.exec(w);
    if (sm) {
      out.push({ kind: 'seat', v: Number(sm[1]) - 1 });
      i++;
      continue;
    }
    if (w === 'player' && /^[1-4]$/.test(words[i + 1] ?? '')) {
      out.push({ kind: 'seat', v: Number(words[i + 1]) - 1 });
      i += 2;
      continue;
    }
    if (KEYWORDS.has(w)) {
      out.push({ kind: 'word', v: w });
      i++;
      continue;
    }
    // The longest counter name starting here.
    let found: [number, number] | null = null;
    for (let k = Math.min(words.length, i + 4); k > i; k--) {
      const cand = words.slice(i, k).join(' ');
      const hit = NAMES_LONGEST_FIRST.find(([n]) => n === cand);
      if (hit) {
        found = [hit[1], k];
        break;
      }
    }
    if (found) {
      out.push({ kind: 'name', v: found[0] });
      i = found[1];
      continue;
    }
    const race = RACE.get(w);
    if (race) out.push({ kind: 'tag', v: race });
    else out.push({ kind: 'word', v: w });
    i++;
  }
  return out;
}

function valid(a: MogoAction): ParseResult<MogoAction> {
  const r = actionSchema.safeParse(a);
  return r.success ? { ok: true, action: r.data } : fail('That is not a Mogo action.');
}

/** The one opponent, when there is exactly one (so "→ P2" may be left out). */
function soleOpponent(s: MogoState, seat: Seat): Seat | undefined {
  const o = opponents(s, seat);
  return o.length === 1 ? o[0] : undefined;
}

export function parseAction(s: MogoState, seat: Seat, text: string): ParseResult<MogoAction> {
  const tk = tokenize(text);
  if (!tk || (!tk.words.length && tk.from === null)) return fail('Type an action, e.g. "deploy Wolves c4", "move c4 c5", "cast Wrath" or "end phase".');
  const head = tk.words[0];
  const toks = classify(tk.words.slice(1));
  const cellsOf = (ts: Tok[]): number[] => ts.filter((t) => t.kind === 'cell').map((t) => t.v as number);
  const namesOf = (ts: Tok[]): number[] => ts.filter((t) => t.kind === 'name').map((t) => t.v as number);
  const seatOf = (ts: Tok[]): Seat | undefined => ts.find((t) => t.kind === 'seat')?.v as Seat | undefined;
  const stray = (ts: Tok[], allowed: string[] = []): string | null => {
    const bad = ts.find((t) => t.kind === 'word' && !allowed.includes(t.v) && !['on', 'onto', 'to', 'into', 'as', 'at'].includes(t.v));
    return bad ? `I do not understand "${(bad as { v: string }).v}".` : null;
  };
  /** Splits at the keyword: tokens before, tokens after. */
  const splitAt = (ts: Tok[], kw: string): [Tok[], Tok[]] => {
    const i = ts.findIndex((t) => t.kind === 'word' && t.v === kw);
    return i < 0 ? [ts, []] : [ts.slice(0, i), ts.slice(i + 1)];
  };

  if (tk.from !== null) {
    const verb = head as Verb;
    if (!VERBS.includes(verb)) return fail(`"${head ?? ''}" is not an action (destroy, sacrifice, teleport, shove, pull, control, swap, deploy, hatch, loot, scout, millstone).`);
    const err = stray(toks, ['copy']);
    if (err) return fail(err);
    const [main, after] = splitAt(toks, 'copy');
    const names = namesOf(main);
    if (names.length > 1) return fail('Name one counter.');
    let cs = cellsOf(main);
    if (verb === 'deploy' || verb === 'hatch') cs = [...cs, ...cellsOf(after)];
    const needsSeat = verb === 'scout' || verb === 'millstone' || ((verb === 'deploy' || verb === 'hatch') && names.length === 1 && needsVictimByName(names[0], s, cs, verb));
    const st = seatOf(toks) ?? (needsSeat ? soleOpponent(s, seat) : undefined);
    return valid({ type: 'act', from: tk.from, verb, cells: cs, ...(names.length ? { counter: names[0] } : {}), ...(st !== undefined ? { seat: st } : {}) });
  }

  switch (head) {
    case 'end':
    case 'pass':
      return valid({ type: 'end' });
    case 'pick': {
      if (toks.some((t) => t.kind === 'word' && (t.v === 'done' || t.v === 'none'))) return valid({ type: 'pick', cell: null });
      const cs = cellsOf(toks);
      if (cs.length !== 1) return fail('Pick one cell, e.g. "pick e7", or "pick done".');
      return valid({ type: 'pick', cell: cs[0] });
    }
    case 'discard': {
      if (toks.some((t) => t.kind === 'word' && t.v === 'random')) return valid({ type: 'millstone-timeout' });
      const ns = namesOf(toks);
      if (ns.length !== 1) return fail('Discard one counter by name, e.g. "discard Flood".');
      return valid({ type: 'discard', counter: ns[0] });
    }
    case 'counter': {
      const w = toks.find((t) => t.kind === 'word');
      if (w && (w.v === 'off' || w.v === 'none')) return valid({ type: 'order', order: 'off' });
      if (tk.words[1] === 'off') return valid({ type: 'order', order: 'off' });
      if (tk.words[1] === 'any') return valid({ type: 'order', order: 'any' });
      const ns = namesOf(toks);
      if (!ns.length) return fail('Arm your Counter with "counter any", "counter off" or Sorcery names ("counter Wrath, Time Walk").');
      for (const n of ns) if (COUNTERS[n].type !== 'S') return fail(`${nameOf(n)} is not a Sorcery.`);
      return valid({ type: 'order', order: [...new Set(ns)].sort((a, b) => a - b) });
    }
    case 'move': {
      const err = stray(toks);
      if (err) return fail(err);
      const cs = cellsOf(toks);
      if (cs.length < 2) return fail('Give the counter\'s cell and each step, e.g. "move c4 c5 d6".');
      return valid({ type: 'move', from: cs[0], path: cs.slice(1) });
    }
    case 'attach': {
      const ns = namesOf(toks);
      const cs = cellsOf(toks);
      if (ns.length !== 1 || cs.length !== 1) return fail('Attach one Modifier to one cell, e.g. "attach Loyal Steed → c4".');
      return valid({ type: 'attach', counter: ns[0], cell: cs[0] });
    }
    case 'deploy': {
      const err = stray(toks, ['copy']);
      if (err) return fail(err);
      const [main, after] = splitAt(toks, 'copy');
      const ns = namesOf(main);
      const cs = cellsOf(main);
      if (ns.length !== 1 || cs.length !== 1) return fail('Deploy one counter to one cell, e.g. "deploy Goblin King c4".');
      const copy = cellsOf(after)[0];
      const needsSeat = needsVictimByName(ns[0], s, copy !== undefined ? [copy] : [], 'hatch');
      const st = seatOf(toks) ?? (needsSeat ? soleOpponent(s, seat) : undefined);
      return valid({ type: 'deploy', counter: ns[0], cell: cs[0], ...(copy !== undefined ? { copy } : {}), ...(st !== undefined ? { seat: st } : {}) });
    }
    case 'cast':
    case 'play': {
      if (!toks.length || toks[0].kind !== 'name') return fail('Name the Sorcery, e.g. "cast Wrath".');
      const counter = toks[0].v as number;
      const rest = toks.slice(1);
      const err = stray(rest, ['discarding', 'draws']);
      if (err) return fail(err);
      const code = SORC_PRIM[counter]?.code;
      // "Kobold" is a counter and a race: Crusade reads it as the race.
      if (SORC_PRIM[counter]?.choose === 'RACE') {
        for (let i = 0; i < rest.length; i++) {
          const t = rest[i];
          const race = t.kind === 'name' ? RACE.get(nameOf(t.v).toLowerCase()) : undefined;
          if (race) rest[i] = { kind: 'tag', v: race };
        }
      }
      const tag = rest.find((t) => t.kind === 'tag')?.v as string | undefined;
      const needsSeat = code === 'STEAL_RANDOM' || code === 'DISCARD_HAND';
      const st = seatOf(rest) ?? (needsSeat ? soleOpponent(s, seat) : undefined);
      const counters = namesOf(rest);
      return valid({ type: 'cast', counter, cells: cellsOf(rest), counters: code === 'CHANNEL' ? [...counters].sort((a, b) => a - b) : counters, ...(tag ? { tag } : {}), ...(st !== undefined ? { seat: st } : {}) });
    }
    default: {
      // "c4 c5" alone reads as a move.
      const all = classify(tk.words);
      if (all.length >= 2 && all.every((t) => t.kind === 'cell')) return valid({ type: 'move', from: all[0].v as number, path: all.slice(1).map((t) => t.v as number) });
      return fail(`"${head}" is not a Mogo action (deploy, attach, move, cast, pick, discard, end phase, counter, or "c4: destroy d5").`);
    }
  }
}

/** Whether a deployment of `counter` (with its copy) names a victim (Gypsies, or a copy of them). */
function needsVictimByName(counter: number, s: MogoState, copyCells: number[], verb: string): boolean {
  const gyp = (c: number): boolean => COUNTERS[c]?.prims.some((p) => p.timing === 'DEPLOY' && p.code === 'STEAL_RANDOM') ?? false;
  if (gyp(counter)) return true;
  if (COUNTERS[counter]?.name !== 'Doppelganger') return false;
  const copy = verb === 'deploy' ? copyCells[1] : copyCells[copyCells.length - 1];
  const p = copy !== undefined ? s.board[copy] : null;
  return !!p && gyp(p.copy ?? p.c);
}
