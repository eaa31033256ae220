// The move notation: `play 5♠ defence face-down`, `play 7♣ attack sacrificing 4♥`,
// `equip 6♦ on 5♠`, `switch 5♠ 4♥`, `attack 7♣ → P2 4♥` (or `#2` for a
// face-down card, `direct` when P2 has no cards), `ace A♠ → P2 3♣`,
// `king K♥ → P2`, `queen Q♣`, `jack J♦ → P2`, `nine 9♠`, `eight 8♥`,
// `end turn`, and the standing orders `ten never|always|threshold 3`,
// `nine-policy never|always|A K J`.
//
// formatAction names the acting player's own cards, face-down ones included:
// it is for that player's own autocomplete and for the record after the game,
// never for the channel (the events of applyAction are the public texts).
// parseAction is lenient: ASCII suits (5s 10h qd), "->", "p2", any case; it
// resolves an opponent's cards by label only among their face-up cards, so a
// parse never tells whether a hidden card exists.
import type { GameResult, ParseResult, Seat } from '../engine.js';
import { fail } from '../engine.js';
import {
  ACE,
  deckOf,
  EIGHT,
  isAD,
  isEquip,
  isSpecial,
  JACK,
  KING,
  label,
  matchesToken,
  needsSacrifice,
  NINE,
  parseCardToken,
  QUEEN,
  rankOf,
  RANKS,
  SPECIAL_WORDS,
  TEN,
  tokenLabel,
  type CardToken,
} from './cards.js';
import { UGO_E08_REFLECT_DEFAULT } from './rulings.js';
import { actionSchema, seatLabel, seatShort, targetOf, type NinePolicy, type ReflectRank, type TenPolicy, type UgoAction, type UgoState } from './state.js';

// ---------------------------------------------------------------------------
// Formatting

/** `id`'s label, qualified by its deck "(P2)" when another card of `zone` has the same label. */
function qualified(id: number, zone: readonly number[]): string {
  const l = label(id);
  for (const z of zone) if (z !== id && label(z) === l) return `${l}(P${deckOf(id) + 1})`;
  return l;
}
export const handName = (s: UgoState, seat: Seat, id: number): string => qualified(id, s.hands[seat] ?? []);
export const ownTableName = (s: UgoState, seat: Seat, id: number): string => qualified(id, (s.tables[seat] ?? []).map((t) => t.card));
/** An opponent's table card as the acting player may name it: label if face-up, else "#slot". */
function targetName(s: UgoState, seat: Seat, slot: number): string {
  const t = s.tables[seat] ?? [];
  const tc = t[slot];
  if (!tc) return `#${slot + 1}`;
  if (tc.faceDown) return `#${slot + 1}`;
  return qualified(tc.card, t.filter((x) => !x.faceDown).map((x) => x.card));
}

/** " → P2"; nothing once nobody is left to target (a finished game's record still formats). */
const towards = (target: Seat): string => (target < 0 ? '' : ` → ${seatShort(target)}`);

export function formatTenPolicy(p: TenPolicy): string {
  return p === 'never' || p === 'always' ? p : `threshold ${p.threshold}`;
}
export function formatNinePolicy(p: NinePolicy): string {
  return p === 'never' || p === 'always' ? p : p.ranks.length ? p.ranks.join(' ') : 'never';
}

/** The acting player's text for `a` (may name their own hidden cards; see the file header). */
export function formatAction(s: UgoState, a: UgoAction): string {
  const seat = s.turn.seat;
  switch (a?.type) {
    case 'play': {
      let t = `play ${handName(s, seat, a.card)} ${a.position}`;
      if (a.position === 'defence' && a.faceDown) t += ' face-down';
      if (a.sacrifice !== undefined) t += ` sacrificing ${ownTableName(s, seat, a.sacrifice)}`;
      return t;
    }
    case 'equip':
      return `equip ${handName(s, seat, a.card)} on ${ownTableName(s, seat, a.target)}`;
    case 'switch':
      return `switch ${a.cards.map((c) => ownTableName(s, seat, c)).join(' ')}`;
    case 'attack': {
      const t = targetOf(s, seat);
      const tgt = a.target === null ? 'direct' : targetName(s, t, a.target);
      return `attack ${ownTableName(s, seat, a.attacker)}${towards(t)} ${tgt}`;
    }
    case 'special': {
      const r = rankOf(a.card);
      const word = SPECIAL_WORDS[r] ?? 'use';
      const name = handName(s, seat, a.card);
      const t = targetOf(s, seat);
      if (r === ACE) return a.target === undefined ? `${word} ${name}${towards(t)}` : `${word} ${name}${towards(t)} ${targetName(s, t, a.target)}`;
      if (r === KING || r === JACK) return `${word} ${name}${towards(t)}`;
      return `${word} ${name}`;
    }
    case 'end':
      return 'end turn';
    case 'tenPolicy':
      return `ten ${formatTenPolicy(a.policy)}`;
    case 'ninePolicy':
      return `nine-policy ${formatNinePolicy(a.policy)}`;
    default:
      return '?';
  }
}

/**
 * The record: one line per turn, "3. P1: play 5♠ attack; attack 5♠ → P2 direct; end turn".
 * Standing orders are left out (they are private). Built from formatAction texts,
 * so it names cards that were hidden at the time: show it after the game.
 */
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
    if (/^(ten|10|nine-policy)\b/i.test(t)) continue;
    if (!cur || cur.seat !== m.seat) {
      flush();
      cur = { seat: m.seat, texts: [] };
    }
    cur.texts.push(t);
    if (/^end( turn)?$/i.test(t)) flush();
  }
  flush();
  if (result) {
    lines.push(result.winners.length ? `${result.winners.map(seatShort).join(', ')} wins: ${result.reason}` : `Draw: ${result.reason}`);
  }
  return lines.join('\n');
}

// ---------------------------------------------------------------------------
// Parsing

function tokenize(text: string): string[] {
  let t = String(text ?? '')
    .replace(/\uFE0F/g, '')
    .toLowerCase()
    .replace(/face[\s_-]*down/g, ' fd ')
    .replace(/face[\s_-]*up/g, ' fu ')
    .replace(/→|->|=>|⇒|➡/g, ' -> ')
    .replace(/end[\s_-]*turn/g, 'end')
    .replace(/nine[\s_-]*policy/g, 'ninepolicy')
    .replace(/ten[\s_-]*policy/g, 'tenpolicy')
    .replace(/player\s*(\d)/g, 'p$1');
  t = t.replace(/(\S)\s*\(\s*(?:p\s*)?(\d)\s*\)/g, '$1(p$2)');
  return t.split(/[\s,;:]+/).filter((x) => x.length > 0);
}

type Ref = { kind: 'card'; tok: CardToken } | { kind: 'slot'; slot: number };

function parseRef(tok: string): Ref | null {
  const m = /^#(\d)$/.exec(tok);
  if (m) return { kind: 'slot', slot: Number(m[1]) - 1 };
  const c = parseCardToken(tok);
  return c ? { kind: 'card', tok: c } : null;
}

const FILLER = new Set(['->', 'on', 'at', 'to', 'onto', 'vs', 'with', 'in', 'the', 'and', 'card', 'position', 'pos', 'a', 'my']);

/** Picks one of `cands` for an unqualified label: your own deck's copy, else it must be unique. */
function pickOne(cands: number[], seat: Seat, what: string): number | string {
  if (cands.length === 1) return cands[0];
  const own = cands.filter((c) => deckOf(c) === seat);
  if (own.length === 1) return own[0];
  const opts = cands.map((c) => `${label(c)}(P${deckOf(c) + 1})`).join(' or ');
  return `You have more than one ${what}: say which, ${opts}.`;
}

function resolveHand(s: UgoState, seat: Seat, tok: CardToken): number | string {
  const cands = s.hands[seat].filter((c) => matchesToken(c, tok));
  if (!cands.length) return `You have no ${tokenLabel(tok)} in your hand.`;
  return pickOne(cands, seat, tokenLabel(tok));
}

function resolveOwnTable(s: UgoState, seat: Seat, ref: Ref): number | string {
  const t = s.tables[seat];
  if (ref.kind === 'slot') return t[ref.slot] ? t[ref.slot].card : `You have no card #${ref.slot + 1} on the table.`;
  const cands = t.filter((x) => matchesToken(x.card, ref.tok)).map((x) => x.card);
  if (!cands.length) return `You have no ${tokenLabel(ref.tok)} on the table.`;
  return pickOne(cands, seat, tokenLabel(ref.tok));
}

/** A slot on `target`'s table; labels match face-up cards only (no hidden information leaks). */
function resolveTargetSlot(s: UgoState, target: Seat, ref: Ref): number | string {
  const t = s.tables[target];
  if (ref.kind === 'slot') return t[ref.slot] ? ref.slot : `${seatLabel(target)} has no card #${ref.slot + 1} on the table.`;
  const slots: number[] = [];
  for (let i = 0; i < t.length; i++) if (!t[i].faceDown && matchesToken(t[i].card, ref.tok)) slots.push(i);
  if (!slots.length) return `${seatLabel(target)} has no face-up ${tokenLabel(ref.tok)} on the table (name a face-down card by its number, e.g. #2).`;
  if (slots.length === 1) return slots[0];
  return `${seatLabel(target)} has more than one ${tokenLabel(ref.tok)}: use its number (${slots.map((i) => `#${i + 1}`).join(' or ')}).`;
}

// Maps, not object literals: a typed word such as "constructor" must not find Object.prototype.
const SPECIAL_VERB = new Map<string, number>([
  ['ace', ACE], ['king', KING], ['queen', QUEEN], ['jack', JACK], ['nine', NINE], ['eight', EIGHT], ['ten', TEN],
]);
const REFLECT_WORDS = new Map<string, ReflectRank>([
  ['a', 'A'], ['ace', 'A'], ['aces', 'A'], ['k', 'K'], ['king', 'K'], ['kings', 'K'], ['j', 'J'], ['jack', 'J'], ['jacks', 'J'],
]);
const PLAY_VERBS = new Set(['play', 'lay', 'put', 'set', 'place', 'summon']);
const USE_VERBS = new Set(['use', 'cast', 'special']);
const SWITCH_VERBS = new Set(['switch', 'flip', 'change', 'swap', 'turn', 'toggle']);
const ATTACK_VERBS = new Set(['attack', 'atk', 'hit', 'strike']);
const END_WORDS = new Set(['end', 'pass', 'done', 'draw', 'next']);

function parseTenPolicy(rest: string[]): { policy: TenPolicy } | { error: string } {
  const words = rest.filter((w) => w !== 'tenpolicy' && w !== 'policy' && w !== '=');
  const w = words[0];
  if (w === undefined) return { error: 'Say when to use a 10: "ten never", "ten always" or "ten 3" (when an attack would cost you 3+ cards).' };
  if (['never', 'off', 'no', 'none'].includes(w)) return { policy: 'never' };
  if (['always', 'on', 'yes', 'all'].includes(w)) return { policy: 'always' };
  const numTok = w === 'threshold' || w === 'at' || w === '>=' ? words[1] : w;
  if (numTok !== undefined && /^\d{1,2}$/.test(numTok) && Number(numTok) >= 1) return { policy: { threshold: Number(numTok) } };
  return { error: 'A 10 policy is "never", "always" or a number from 1 to 99 ("ten 3").' };
}

function parseNinePolicy(rest: string[]): { policy: NinePolicy } | { error: string } {
  const words = rest.filter((w) => w !== 'ninepolicy' && w !== 'policy' && w !== '=');
  if (!words.length) return { error: 'Say when to reflect with a 9: "nine-policy never", "nine-policy always" or e.g. "nine-policy A J".' };
  if (['never', 'off', 'no', 'none'].includes(words[0])) return { policy: 'never' };
  if (['always', 'on', 'yes', 'all'].includes(words[0])) return { policy: 'always' };
  const ranks: ReflectRank[] = [];
  for (const w of words) {
    const r = REFLECT_WORDS.get(w);
    if (!r) return { error: `A 9 reflects only ${UGO_E08_REFLECT_DEFAULT.join(', ')}: "${w}" is not one of them.` };
    if (!ranks.includes(r)) ranks.push(r);
  }
  return { policy: { ranks } };
}

/** Lenient parser; never throws, and returns only actions that pass `actionSchema`. */
export function parseAction(s: UgoState, seat: Seat, text: string): ParseResult<UgoAction> {
  try {
    const r = parseInner(s, seat, text);
    return r.ok && !actionSchema.safeParse(r.action).success ? fail('I could not read that move.') : r;
  } catch {
    return fail('I could not read that move.');
  }
}

function parseInner(s: UgoState, seat: Seat, text: string): ParseResult<UgoAction> {
  const toks = tokenize(text);
  if (!toks.length) return fail('Type a move, e.g. "play 5♠ attack" or "end turn".');
  if (!Number.isInteger(seat) || seat < 0 || seat >= s.players) return fail('There is no such seat at this table.');
  let verb = toks[0];
  let rest = toks.slice(1);

  // Standing orders.
  if (verb === 'tenpolicy' || ((verb === 'ten' || verb === '10') && rest.length && !parseCardToken(rest[0]))) {
    const p = parseTenPolicy(rest);
    return 'error' in p ? fail(p.error) : { ok: true, action: { type: 'tenPolicy', policy: p.policy } };
  }
  if (verb === 'ninepolicy' || ((verb === 'nine' || verb === '9' || verb === 'reflect') && rest.length && !parseCardToken(rest[0]))) {
    if (!s.options.ninesReflect) return fail('The "Nines reflect" rule is not on in this game.');
    const p = parseNinePolicy(rest);
    return 'error' in p ? fail(p.error) : { ok: true, action: { type: 'ninePolicy', policy: p.policy } };
  }
  if (END_WORDS.has(verb)) return { ok: true, action: { type: 'end' } };

  // A bare card first: infer the verb from its kind.
  const first = parseCardToken(verb);
  if (first) {
    rest = toks;
    const ids = s.hands[seat].filter((c) => matchesToken(c, first));
    const probe = ids[0];
    if (probe === undefined) {
      const own = s.tables[seat].some((t) => matchesToken(t.card, first));
      if (own && rest.some((x) => x === '->' || /^p\d$/.test(x))) verb = 'attack';
      else return fail(`You have no ${tokenLabel(first)} in your hand.`);
    } else verb = isAD(probe) ? 'play' : isEquip(probe) ? 'equip' : 'use';
  }

  const target = targetOf(s, seat);
  /** Drops a "p2" naming the target; an error if it names someone else. */
  const takePlayer = (ws: string[]): string[] | string => {
    const out: string[] = [];
    for (const w of ws) {
      const m = /^p(\d)$/.exec(w);
      if (!m) {
        out.push(w);
        continue;
      }
      const p = Number(m[1]) - 1;
      if (p !== target) return `Your target is ${seatLabel(target)}: attacks, Aces, Kings and Jacks go to them.`;
    }
    return out;
  };

  if (SPECIAL_VERB.has(verb) || USE_VERBS.has(verb)) {
    let rank = SPECIAL_VERB.get(verb);
    let ws = takePlayer(rest);
    if (typeof ws === 'string') return fail(ws);
    ws = ws.filter((w) => !FILLER.has(w));
    let card: number | undefined;
    const lead = ws.length ? parseCardToken(ws[0]) : null;
    if (lead && (rank === undefined || lead.rank === rank)) {
      const tok = lead as CardToken;
      const r = resolveHand(s, seat, tok);
      if (typeof r === 'string') return fail(r);
      card = r;
      rank = rankOf(card);
      ws = ws.slice(1);
    } else if (rank !== undefined) {
      const cands = s.hands[seat].filter((c) => rankOf(c) === rank);
      if (!cands.length) return fail(`You have no ${RANKS[rank]} in your hand.`);
      if (rank === ACE && s.options.acesBySuit && new Set(cands.map((c) => c % 52)).size > 1)
        return fail(`Which Ace? You hold ${cands.map(label).join(', ')}.`);
      const own = cands.filter((c) => deckOf(c) === seat);
      card = (own.length ? own : cands)[0];
    } else return fail('Name the card to use, e.g. "use K♥".');
    if (!isSpecial(card)) return fail(`${label(card)} is not a Special card.`);
    if (rank === TEN) return fail('A 10 is played for you when you are attacked, by your 10 policy ("ten never", "ten always", "ten 3").');
    if (rank === ACE && !s.options.acesBySuit) {
      if (!ws.length) return fail(`Say which of ${seatLabel(target)}'s cards the Ace destroys, e.g. "ace → ${seatShort(target)} #1".`);
      const ref = parseRef(ws[0]);
      if (!ref) return fail(`"${ws[0]}" is not a card.`);
      const slot = resolveTargetSlot(s, target, ref);
      if (typeof slot === 'string') return fail(slot);
      return { ok: true, action: { type: 'special', card, target: slot } };
    }
    if (ws.length) return fail(`I do not understand "${ws.join(' ')}" after ${label(card)}.`);
    return { ok: true, action: { type: 'special', card } };
  }

  if (PLAY_VERBS.has(verb)) {
    if (!rest.length) return fail('Say which card to lay, e.g. "play 5♠ attack".');
    const tok = parseCardToken(rest[0]);
    if (!tok) return fail(`"${rest[0]}" is not a card (write e.g. 5♠, 5s, 10h, qd).`);
    const card = resolveHand(s, seat, tok);
    if (typeof card === 'string') return fail(card);
    if (!isAD(card)) {
      // "play K♥" and "play 6♦ on 5♠" are fine too.
      if (isSpecial(card)) return parseInner(s, seat, ['use', ...rest].join(' '));
      return parseInner(s, seat, ['equip', ...rest].join(' '));
    }
    let position: 'attack' | 'defence' | undefined;
    let faceDown = false;
    let sacrifice: number | undefined;
    let faceUp = false;
    for (let i = 1; i < rest.length; i++) {
      const w = rest[i];
      const pos = ['attack', 'atk', 'att', 'a', 'upright', 'vertical'].includes(w)
        ? 'attack'
        : ['defence', 'defense', 'def', 'd', 'sideways', 'horizontal'].includes(w)
          ? 'defence'
          : undefined;
      if (pos) {
        if (position && position !== pos) return fail('Attack or defence, not both.');
        position = pos;
      } else if (['fd', 'down', 'hidden', 'facedown'].includes(w)) faceDown = true;
      else if (w === 'fu' || w === 'open') faceUp = true;
      else if (['sacrificing', 'sacrifice', 'sac', 'discarding', 'discard', 'over', 'replacing', 'for'].includes(w)) {
        const ref = rest[i + 1] !== undefined ? parseRef(rest[i + 1]) : null;
        if (!ref) return fail('Say which of your cards on the table to sacrifice, e.g. "sacrificing 4♥".');
        const r = resolveOwnTable(s, seat, ref);
        if (typeof r === 'string') return fail(r);
        sacrifice = r;
        i++;
      } else if (!FILLER.has(w)) return fail(`I do not understand "${w}". Write e.g. "play 5♠ attack" or "play 5♠ defence face-down".`);
    }
    if (faceDown && faceUp) return fail('Face-up or face-down, not both.');
    if (position === undefined && faceDown) position = 'defence';
    if (position === undefined) return fail(`Say the position: "play ${label(card)} attack" or "play ${label(card)} defence" (add "face-down" to hide it).`);
    if (position === 'attack' && faceDown) return fail('Cards in attack position are always face-up.');
    if (needsSacrifice(card) && sacrifice === undefined && s.tables[seat].length === 1) sacrifice = s.tables[seat][0].card;
    const a: UgoAction = { type: 'play', card, position };
    if (position === 'defence' && faceDown) a.faceDown = true;
    if (sacrifice !== undefined) a.sacrifice = sacrifice;
    return { ok: true, action: a };
  }

  if (verb === 'equip' || verb === 'eq') {
    const ws = rest.filter((w) => !FILLER.has(w));
    if (ws.length < 2) return fail('Write e.g. "equip 6♦ on 5♠".');
    const tok = parseCardToken(ws[0]);
    if (!tok) return fail(`"${ws[0]}" is not a card.`);
    const card = resolveHand(s, seat, tok);
    if (typeof card === 'string') return fail(card);
    const ref = parseRef(ws[1]);
    if (!ref) return fail(`"${ws[1]}" is not a card.`);
    const t = resolveOwnTable(s, seat, ref);
    if (typeof t === 'string') return fail(t);
    if (ws.length > 2) return fail(`I do not understand "${ws.slice(2).join(' ')}".`);
    return { ok: true, action: { type: 'equip', card, target: t } };
  }

  if (SWITCH_VERBS.has(verb)) {
    const ws = rest.filter((w) => !FILLER.has(w) && w !== 'attack' && w !== 'defence' && w !== 'defense');
    if (!ws.length) return fail('Say which of your cards change position, e.g. "switch 5♠ 4♥".');
    const cards: number[] = [];
    for (const w of ws) {
      const ref = parseRef(w);
      if (!ref) return fail(`"${w}" is not a card.`);
      const r = resolveOwnTable(s, seat, ref);
      if (typeof r === 'string') return fail(r);
      if (cards.includes(r)) return fail(`You named ${ownTableName(s, seat, r)} twice: name each card that changes position once.`);
      cards.push(r);
    }
    return { ok: true, action: { type: 'switch', cards } };
  }

  if (ATTACK_VERBS.has(verb)) {
    const pl = takePlayer(rest);
    if (typeof pl === 'string') return fail(pl);
    const ws = pl.filter((w) => !FILLER.has(w));
    if (!ws.length) return fail('Write e.g. "attack 7♣ → P2 4♥", or "attack 7♣ → P2 direct" when they have no cards.');
    const aref = parseRef(ws[0]);
    if (!aref) return fail(`"${ws[0]}" is not a card.`);
    const attacker = resolveOwnTable(s, seat, aref);
    if (typeof attacker === 'string') return fail(attacker);
    if (target < 0) return fail('There is nobody to attack.');
    const w = ws[1];
    if (ws.length > 2) return fail(`I do not understand "${ws.slice(2).join(' ')}".`);
    if (w === undefined || ['direct', 'directly', 'player', 'face', 'deck'].includes(w)) {
      if (s.tables[target].length > 0)
        return fail(`${seatLabel(target)} has cards on the table: say which to attack (e.g. "attack ${label(attacker)} → ${seatShort(target)} #1").`);
      return { ok: true, action: { type: 'attack', attacker, target: null } };
    }
    const tref = parseRef(w);
    if (!tref) return fail(`"${w}" is not a card.`);
    const slot = resolveTargetSlot(s, target, tref);
    if (typeof slot === 'string') return fail(slot);
    return { ok: true, action: { type: 'attack', attacker, target: slot } };
  }

  return fail(`I do not know "${verb}". Moves: play, equip, switch, attack, use (ace, king, queen, jack, nine, eight), end turn; "ten 3" sets your 10 policy.`);
}

