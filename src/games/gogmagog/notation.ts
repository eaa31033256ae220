// The move notation: `keep`, `mulligan`, `play Mana Crystal`,
// `deploy Granite Brute lane 3 concealed`, `deploy Flame Raider lane 2`,
// `firebolt → lane 2`, `thunderstrike → lane 4`, `unveil`, `war cry`,
// `war`, `war lanes 1+2 → lane 2, lanes 3+5 → lane 5`, `resolve — …`,
// `reveal lane 4`, `march lane 1 ↑, lane 4 ↓`, `end turn` (or `pass`).
//
// formatAction names the acting player's own hand and concealed cards: it is
// for that player's autocomplete and for the record after the game; the events
// of applyAction are the public texts. parseAction is lenient: any case, ASCII
// "->" for "→", "up"/"down" for "↑"/"↓", an optional "cast"/"play" verb.
import type { GameResult, ParseResult, Seat } from '../engine.js';
import { fail } from '../engine.js';
import { cardByName, RESOURCE, type CardType } from './cards.js';
import { previewSummary } from './combat.js';
import { GM_R05_LANES } from './rulings.js';
import { actionSchema, seatShort, type GogAction, type GogState, type WarGroup } from './state.js';

// ---------------------------------------------------------------------------
// Formatting

const spellWord = (name: string): string => name.toLowerCase();

export function formatGroups(groups: readonly WarGroup[]): string {
  return groups.map((g) => `lanes ${g.lanes.join('+')} → lane ${g.target}`).join(', ');
}

export function formatAction(s: GogState, a: GogAction): string {
  switch (a?.type) {
    case 'mulligan':
      return 'mulligan';
    case 'keep':
      return 'keep';
    case 'resource':
      return `play ${RESOURCE}`;
    case 'deploy':
      return `deploy ${a.card} lane ${a.lane}${a.concealed ? ' concealed' : ''}`;
    case 'cast':
      return a.lane === undefined ? spellWord(a.card) : `${spellWord(a.card)} → lane ${a.lane}`;
    case 'war':
      return a.groups.length ? `war ${formatGroups(a.groups)}` : 'war';
    case 'resolve': {
      const summary = previewSummary(s);
      return summary ? `resolve — ${summary}` : 'resolve';
    }
    case 'reveal':
      return `reveal lane ${a.lane}`;
    case 'march': {
      const own = s.lanes?.[s.toMove] ?? [];
      const moves = a.lanes.map((l) => {
        const c = own[l - 1];
        return c ? `lane ${l} ${c.offence ? '↓' : '↑'}` : `lane ${l}`;
      });
      return `march ${moves.join(', ')}`;
    }
    case 'end':
      return 'end turn';
    default:
      return '?';
  }
}

const ENDS_A_TURN = /^(end turn|march|keep|mulligan|resigns)\b/;

/** The record: one line per player's turn, "4. P1: play Mana Crystal; deploy Granite Brute lane 3; end turn". */
export function formatRecord(moves: { seat: Seat; text: string }[], result: GameResult | null, _players: number): string {
  const lines: string[] = [];
  let cur: { seat: Seat; texts: string[] } | null = null;
  let n = 0;
  const flush = (): void => {
    if (cur && cur.texts.length) lines.push(`${++n}. ${seatShort(cur.seat)}: ${cur.texts.join('; ')}`);
    cur = null;
  };
  for (const m of moves) {
    const t = m.text.trim();
    if (!cur || cur.seat !== m.seat) {
      flush();
      cur = { seat: m.seat, texts: [] };
    }
    cur.texts.push(t);
    if (ENDS_A_TURN.test(t)) flush();
  }
  flush();
  if (result) lines.push(result.winners.length ? `${result.winners.map(seatShort).join(', ')} wins: ${result.reason}` : `Draw: ${result.reason}`);
  return lines.join('\n');
}

// ---------------------------------------------------------------------------
// Parsing

function normalise(text: string): string {
  return String(text ?? '')
    .toLowerCase()
    .replace(/[—–].*$/, '') // a resolve's preview, or any trailing remark
    .replace(/→|->|=>|⇒|➡/g, ' > ')
    .replace(/↑/g, ' up ')
    .replace(/↓/g, ' down ')
    .replace(/[,;]/g, ' , ')
    .replace(/face[\s_-]*down|hidden/g, 'concealed')
    .replace(/face[\s_-]*up/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const VERBS = new Set(['deploy', 'play', 'cast', 'summon', 'use']);
const END_WORDS = new Set(['end', 'end turn', 'pass', 'done', 'end my turn']);
const UP = new Set(['up', 'u', 'offence', 'offense', 'attack']);
const DOWN = new Set(['down', 'd', 'defence', 'defense']);

/** A lane number 1..5 from "3", "lane 3", "l3". */
function laneOf(word: string | undefined): number | null {
  const m = /^(?:l|lane)?(\d{1,2})$/.exec(word ?? '');
  if (!m) return null;
  const n = Number(m[1]);
  return n >= 1 && n <= GM_R05_LANES ? n : null;
}

/** Splits a leading card name (1–3 words) off `words`. */
function leadingCard(words: string[]): { card: CardType; rest: string[] } | null {
  for (let k = Math.min(3, words.length); k >= 1; k--) {
    const t = cardByName(words.slice(0, k).join(' '));
    if (t) return { card: t, rest: words.slice(k) };
  }
  return null;
}

/** Lenient parser; never throws, and returns only actions that pass `actionSchema`. */
export function parseAction(s: GogState, seat: Seat, text: string): ParseResult<GogAction> {
  try {
    const r = parseInner(s, seat, text);
    return r.ok && !actionSchema.safeParse(r.action).success ? fail('I could not read that move.') : r;
  } catch {
    return fail('I could not read that move.');
  }
}

const ok = (action: GogAction): ParseResult<GogAction> => ({ ok: true, action });

function parseInner(s: GogState, seat: Seat, text: string): ParseResult<GogAction> {
  const t = normalise(text);
  if (!t) return fail('Type a move, e.g. "deploy Granite Brute lane 3", "war" or "end turn".');
  if (seat !== 0 && seat !== 1) return fail('There is no such seat at this table.');
  if (END_WORDS.has(t)) return ok({ type: 'end' });
  if (t === 'keep') return ok({ type: 'keep' });
  if (t === 'mulligan') return ok({ type: 'mulligan' });
  const words = t.split(' ').filter((w) => w !== 'in' && w !== 'on' && w !== 'the');
  const head = words[0];
  if (head === 'resolve') return ok({ type: 'resolve' });
  if (head === 'resource' || head === 'mana') return ok({ type: 'resource' });
  if (head === 'reveal') {
    const lane = laneOf(words.filter((w) => w !== 'lane')[1]);
    if (lane === null || words.filter((w) => w !== 'lane').length !== 2) return fail('Write e.g. "reveal lane 4".');
    return ok({ type: 'reveal', lane });
  }
  if (head === 'march') return parseMarch(s, seat, words.slice(1));
  if (head === 'war' && words[1] !== 'cry') return parseWar(words.slice(1));
  const body = VERBS.has(head) ? words.slice(1) : words;
  const lead = leadingCard(body);
  if (!lead) return fail(`I do not know "${text}". Moves: deploy, play Mana Crystal, firebolt → lane N, war, resolve, reveal, march, end turn.`);
  const { card, rest } = lead;
  const ws = rest.filter((w) => w !== '>' && w !== 'lane');
  if (card.kind === 'resource') return ws.length ? fail(`I do not understand "${ws.join(' ')}".`) : ok({ type: 'resource' });
  if (card.kind === 'creature') {
    const lane = laneOf(ws[0]);
    if (lane === null) return fail(`Say which lane ${card.name} goes to, e.g. "deploy ${card.name} lane 3".`);
    const flags = ws.slice(1);
    if (flags.some((f) => f !== 'concealed' && f !== 'defence' && f !== 'defense' && f !== 'offence' && f !== 'offense')) return fail(`I do not understand "${flags.join(' ')}".`);
    return ok({ type: 'deploy', card: card.name, lane, concealed: flags.includes('concealed') });
  }
  if (card.spell === 'warcry' || card.spell === 'unveil') return ws.length ? fail(`${card.name} names no lane.`) : ok({ type: 'cast', card: card.name });
  const lane = laneOf(ws[0]);
  if (lane === null || ws.length !== 1) return fail(`Say which enemy lane ${card.name} hits, e.g. "${spellWord(card.name)} → lane 2".`);
  return ok({ type: 'cast', card: card.name, lane });
}

function parseWar(words: string[]): ParseResult<GogAction> {
  const groups: WarGroup[] = [];
  const segs = words.join(' ').split(',').map((x) => x.trim()).filter(Boolean);
  for (const seg of segs) {
    const m = /^(?:lanes? )?(\d(?: ?\+ ?\d)+) ?> ?(?:lane )?(\d)$/.exec(seg);
    if (!m) return fail('Write a War as "war", or with guild combinations: "war lanes 1+2 → lane 2, lanes 3+5 → lane 5".');
    const lanes = m[1].split('+').map((x) => Number(x.trim()));
    if (lanes.some((l) => l < 1 || l > GM_R05_LANES)) return fail(`Lanes are 1 to ${GM_R05_LANES}.`);
    if (new Set(lanes).size !== lanes.length) return fail('Name each lane of a combination once.');
    groups.push({ lanes: lanes.sort((a, b) => a - b), target: Number(m[2]) });
  }
  if (groups.length > 2) return fail('Five attackers make at most two combinations.');
  groups.sort((a, b) => a.lanes[0] - b.lanes[0]);
  return ok({ type: 'war', groups });
}

function parseMarch(s: GogState, seat: Seat, words: string[]): ParseResult<GogAction> {
  const lanes: number[] = [];
  const own = s.lanes[seat];
  for (let i = 0; i < words.length; i++) {
    const w = words[i];
    if (w === ',' || w === 'lane' || w === 'lanes' || w === 'and') continue;
    const lane = laneOf(w);
    if (lane === null) return fail(`"${w}" is not a lane. Write e.g. "march lane 1 ↑, lane 4 ↓" (or up/down).`);
    if (lanes.includes(lane)) return fail(`Lane ${lane} is named twice.`);
    const next = words[i + 1];
    const c = own[lane - 1];
    if (next !== undefined && (UP.has(next) || DOWN.has(next))) {
      i++;
      if (c && UP.has(next) === c.offence) return fail(`Your creature in lane ${lane} is already in ${c.offence ? 'offence' : 'defence'}.`);
    }
    lanes.push(lane);
  }
  if (!lanes.length) return fail('Say which creatures march, e.g. "march lane 1 ↑, lane 4 ↓".');
  return ok({ type: 'march', lanes: lanes.sort((a, b) => a - b) });
}
