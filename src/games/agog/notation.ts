// A•G•O•G notation (RULINGS §5.4): canonical output (JG-R09, JG-R15), lenient parsing,
// and the game record.
import type { GameResult, Seat } from '../engine.js';
import * as boardMod from './board.js';
import { allCaptureSequences, promotionTargets, type Generated } from './moves.js';
import * as rulingsMod from './rulings.js';
import type { AgogAction, AgogState } from './types.js';
import { plural } from '../plural.js';
// Local bindings of the imported constants: some loaders (vitest's SSR transform, tsx in
// CommonJS mode) turn every use of an imported name into a property load or getter call.
const {
  JG_R03_JOURNEYMAN_CORRUPTIBLE,
  JG_R15_DISAMBIGUATE_ONLY_WHEN_NEEDED,
  JG_R17_RESULT_IN_ACTION,
  jgR09Disambiguator,
  jgR14CorruptionBudget,
} = rulingsMod;
const {
  CORRUPTED,
  EMPTY,
  ENEMY_SANCTUM,
  FILES,
  GOLEM,
  HULK,
  JOURNEYMAN,
  KIND_LETTER,
  KIND_WORD,
  SIDE_NAME,
  kindOf,
  ownerOf,
  parseSquare,
  squareName,
} = boardMod;

const unitKind = (board: readonly number[], sq: number): number => (board[sq] === EMPTY ? GOLEM : kindOf(board[sq]));

/** The action's text after the unit letter and disambiguator, without the promotion suffix. */
function bodyText(a: AgogAction): string {
  if (!a.capture) return squareName(a.to[0]);
  let s = '';
  for (let i = 0; i < a.to.length; i++) s += (a.corrupt[i] ? '+' : 'x') + squareName(a.to[i]);
  return s;
}

function sameBody(a: AgogAction, b: AgogAction): boolean {
  if (a.capture !== b.capture || a.to.length !== b.to.length) return false;
  for (let i = 0; i < a.to.length; i++) if (a.to[i] !== b.to[i]) return false;
  if (a.capture) for (let i = 0; i < a.to.length; i++) if (!a.corrupt[i] !== !b.corrupt[i]) return false;
  return true;
}

const suffix = (a: AgogAction): string => (a.promote === null ? '' : ` ${squareName(a.promote)}=H`);

/**
 * Canonical text of `a` among the legal actions `legal` (JG-R09 / JG-R15): the
 * disambiguator appears only when another legal action of a unit of the same kind
 * and colour prints the same, and always for golem captures.
 */
export function canonicalText(board: readonly number[], legal: readonly AgogAction[], a: AgogAction): string {
  const kind = unitKind(board, a.from);
  let clash: AgogAction[] | null = null;
  for (const b of legal) {
    if (b.from !== a.from && unitKind(board, b.from) === kind && sameBody(a, b)) (clash ??= []).push(b);
  }
  const needDis = (kind === GOLEM && a.capture) || clash !== null || !JG_R15_DISAMBIGUATE_ONLY_WHEN_NEEDED;
  let dis = '';
  if (needDis) {
    dis = jgR09Disambiguator(a.from, a.to[0]);
    // One coordinate always separates same-text moves (their first landings differ
    // otherwise); fall back to the full square just in case.
    if (clash !== null && clash.some((b) => jgR09Disambiguator(b.from, b.to[0]) === dis)) dis = squareName(a.from);
  }
  return KIND_LETTER[kind] + dis + bodyText(a) + suffix(a);
}

/** Canonical text for every legal action in one pass (autocomplete). */
export function notateGenerated(board: readonly number[], gen: Generated): { action: AgogAction; text: string }[] {
  const n = gen.actions.length;
  const keys = new Array<string>(n);
  const origins = new Map<string, number>(); // key → origin, or −1 when several origins share it
  for (let i = 0; i < n; i++) {
    const a = gen.actions[i];
    const key = KIND_LETTER[unitKind(board, a.from)] + bodyText(a);
    keys[i] = key;
    const o = origins.get(key);
    if (o === undefined) origins.set(key, a.from);
    else if (o !== a.from) origins.set(key, -1);
  }
  const out: { action: AgogAction; text: string }[] = new Array(n);
  for (let i = 0; i < n; i++) {
    const a = gen.actions[i];
    const kind = unitKind(board, a.from);
    const clash = origins.get(keys[i]) === -1;
    const text =
      (kind === GOLEM && a.capture) || clash || !JG_R15_DISAMBIGUATE_ONLY_WHEN_NEEDED
        ? canonicalText(board, gen.actions, a)
        : keys[i] + suffix(a);
    out[i] = { action: a, text };
  }
  return out;
}

/**
 * The click-to-play picker's group for `a`: the unit that moves, by kind and square
 * ("Journeyman b2", "Golem d4"), so a player first taps the piece, then its move.
 * A unit rarely has more than a few moves, and a side has at most ~20 movable units.
 */
export function pieceGroup(board: readonly number[], a: AgogAction): string {
  const word = KIND_WORD[unitKind(board, a.from)];
  return `${word[0].toUpperCase()}${word.slice(1)} ${squareName(a.from)}`;
}

// ---- parsing ----------------------------------------------------------------

export interface Pattern {
  kind: number;
  file: number; // −1 = not given
  rank: number; // −1 = not given
  capture: boolean;
  to: number[];
  corrupt: boolean[];
}

const BODY_RE = /^([a-h])?([1-8])?-?((?:[x:+][a-h][1-8])+|[a-h][1-8])$/;
const SPACE_RE = /\s/;
const SPACES_RE = /\s+/g;
const PROMOTE_RE = /^(.+?)-?([a-hA-H][1-8])=[hH]$/;
const RESULT_RE = /(^|[\s,;])(1-0|0-1|1\/2-1\/2|½-½|0-0)\s*[#!?]*$/;

function readBody(kind: number, rest: string): Pattern | null {
  const m = BODY_RE.exec(rest.toLowerCase());
  if (!m) return null;
  const tail = m[3];
  const p: Pattern = {
    kind,
    file: m[1] ? FILES.indexOf(m[1]) : -1,
    rank: m[2] ? Number(m[2]) - 1 : -1,
    capture: false,
    to: [],
    corrupt: [],
  };
  if (tail.length === 2) {
    p.to.push(parseSquare(tail));
  } else {
    p.capture = true;
    for (let i = 0; i + 2 < tail.length; i += 3) {
      p.corrupt.push(tail[i] === '+');
      p.to.push(parseSquare(tail.slice(i + 1, i + 3)));
    }
  }
  return p;
}

function patternMatches(board: readonly number[], p: Pattern, a: AgogAction, ignoreDis = false): boolean {
  if (unitKind(board, a.from) !== p.kind || a.capture !== p.capture || a.to.length !== p.to.length) return false;
  if (!ignoreDis && p.file >= 0 && (a.from & 7) !== p.file) return false;
  if (!ignoreDis && p.rank >= 0 && a.from >> 3 !== p.rank) return false;
  for (let i = 0; i < p.to.length; i++) if (a.to[i] !== p.to[i]) return false;
  if (p.capture) for (let i = 0; i < p.to.length; i++) if (a.corrupt[i] !== p.corrupt[i]) return false;
  return true;
}

export type Parsed = { ok: true; action: AgogAction } | { ok: false; error: string };

/** Parses `text` for the side to move of `state` against its legal actions `gen`. */
export function parseWith(state: AgogState, gen: Generated, input: string): Parsed {
  const board = state.board;
  const me = state.toMove;
  const shown = input.trim();
  if (shown === '') return { ok: false, error: 'Type a move, for example b6, Hxe5xh5 or Jxa3+c3.' };
  if (!JG_R17_RESULT_IN_ACTION && RESULT_RE.test(shown)) {
    const rest = shown.replace(RESULT_RE, '').trim();
    return {
      ok: false,
      error: `A result such as 1-0 belongs to the game record, not to a move: send just the move${rest ? ` (${rest})` : ''}.`,
    };
  }
  let s = SPACE_RE.test(shown) ? shown.replace(SPACES_RE, '') : shown;
  let promote = -2; // −2: no promotion suffix given
  if (s.includes('=')) {
    const pm = PROMOTE_RE.exec(s);
    if (!pm) {
      return { ok: false, error: 'Write a promotion as the move, a space, then the receiving golem\'s square and =H, for example "h8 c3=H".' };
    }
    s = pm[1];
    promote = parseSquare(pm[2]);
  }

  // At most two readings: a leading lower-case h or c may be a unit letter or a file.
  let p1: Pattern | null = null;
  let p2: Pattern | null = null;
  const first = s[0];
  if (first === 'J' || first === 'j') p1 = readBody(JOURNEYMAN, s.slice(1));
  else if (first === 'H') p1 = readBody(HULK, s.slice(1));
  else if (first === 'C') p1 = readBody(CORRUPTED, s.slice(1));
  else {
    if (first === 'h') p1 = readBody(HULK, s.slice(1));
    else if (first === 'c') p1 = readBody(CORRUPTED, s.slice(1));
    p2 = readBody(GOLEM, s);
  }
  if (p1 === null && p2 === null) {
    return {
      ok: false,
      error: `I can't read "${shown}" as a move. Examples: b6, ab6, C5b6, 2xb4, Hxe5xh5, Jxa3+c3, h8 c3=H.`,
    };
  }
  // Golem captures must carry their origin (JG-R09).
  const u1 = p1 !== null && !missingDis(p1) ? p1 : null;
  const u2 = p2 !== null && !missingDis(p2) ? p2 : null;

  const matched: AgogAction[] = [];
  let chosen: AgogAction | null = null;
  let nChosen = 0;
  const wanted = promote === -2 ? null : promote;
  for (const a of gen.actions) {
    if ((u1 !== null && patternMatches(board, u1, a)) || (u2 !== null && patternMatches(board, u2, a))) {
      matched.push(a);
      if (a.promote === wanted) {
        chosen = a;
        nChosen++;
      }
    }
  }
  if (nChosen === 1 && chosen !== null) return { ok: true, action: chosen }; // frozen, safe to share

  if (matched.length === 0) {
    const noDis = p1 !== null && missingDis(p1) ? p1 : p2 !== null && missingDis(p2) ? p2 : null;
    if (noDis) {
      const like = gen.actions.find((a) => patternMatches(board, noDis, a, true) && a.promote === wanted);
      return {
        ok: false,
        error: `A golem capture must start with the file or rank the golem leaves from${
          like ? `: write ${canonicalText(board, gen.actions, like)}` : ', for example 2xb4'
        }.`,
      };
    }
    const usable: Pattern[] = [];
    if (u1 !== null) usable.push(u1);
    if (u2 !== null) usable.push(u2);
    return { ok: false, error: explain(state, gen, usable, shown) };
  }

  if (nChosen === 0) {
    // The move exists, but not with this promotion suffix.
    const a = matched[0];
    const final = a.to[a.to.length - 1];
    if (unitKind(board, a.from) === JOURNEYMAN) return { ok: false, error: 'A journeyman never promotes (=H).' };
    if (final !== ENEMY_SANCTUM[me]) {
      return {
        ok: false,
        error: `A promotion (=H) is only possible when the move ends on the enemy sanctum, ${squareName(ENEMY_SANCTUM[me])}.`,
      };
    }
    return { ok: false, error: badTarget(board, me, promote, a.from) };
  }
  const texts = [...new Set(matched.filter((a) => a.promote === wanted).map((a) => canonicalText(board, gen.actions, a)))];
  return {
    ok: false,
    error: `"${shown}" is ambiguous: it could be ${texts.join(' or ')}. Add the starting file or rank.`,
  };
}

function missingDis(p: Pattern): boolean {
  return p.kind === GOLEM && p.capture && p.file < 0 && p.rank < 0;
}

function badTarget(board: readonly number[], me: number, target: number, from: number): string {
  const targets = promotionTargets(board, me, from);
  if (targets.length === 0) {
    return `You have no single golem to stack it on, so the unit must leave the board: leave out the "=H" part.`;
  }
  return (
    `${squareName(target)} is not one of your single golems; the top golem must go onto a single ` +
    `${SIDE_NAME[me]} golem (for example ${squareName(targets[0])}).`
  );
}

function exampleText(state: AgogState, gen: Generated): string {
  return gen.actions.length > 0 ? canonicalText(state.board, gen.actions, gen.actions[0]) : '';
}

/**
 * Why no legal action matches the patterns read from the player's text (or built
 * from an action value); a message a player understands.
 */
export function explain(state: AgogState, gen: Generated, patterns: Pattern[], shown: string): string {
  const board = state.board;
  const me = state.toMove;
  const side = SIDE_NAME[me];
  for (const p of patterns) {
    // Do we have such a unit at all?
    const origins: number[] = [];
    for (let sq = 0; sq < 64; sq++) {
      const c = board[sq];
      if (c === EMPTY || ownerOf(c) !== me || kindOf(c) !== p.kind) continue;
      if (p.file >= 0 && (sq & 7) !== p.file) continue;
      if (p.rank >= 0 && sq >> 3 !== p.rank) continue;
      origins.push(sq);
    }
    if (origins.length === 0) continue;
    if (gen.maxJumps > 0 && !p.capture) {
      return `You must capture: the maximum capture takes ${plural(gen.maxJumps, 'unit')} (e.g. ${exampleText(state, gen)}).`;
    }
    if (p.capture && gen.maxJumps === 0) return 'There is no capture to make this turn.';
    if (!p.capture) {
      const dest = p.to[0];
      const line = origins.filter((o) => (o & 7) === (dest & 7) || o >> 3 === dest >> 3);
      const forward = (o: number) => (me === 0 ? dest > o : dest < o);
      if (line.length > 0 && line.every((o) => !forward(o))) {
        return `Units move only forward (${me === 0 ? 'White: towards the h-file or rank 8' : 'Black: towards the a-file or rank 1'}); they capture in any direction.`;
      }
      if ((p.kind === GOLEM || p.kind === JOURNEYMAN) && line.length > 0 && line.every((o) => Math.abs(o - dest) !== 1 && Math.abs(o - dest) !== 8)) {
        return `A ${KIND_WORD[p.kind]} moves one square at a time.`;
      }
      if (board[dest] !== EMPTY) return `${squareName(dest)} is not empty.`;
      continue;
    }
    if (p.kind !== JOURNEYMAN && p.corrupt.some((x) => x)) {
      return 'Only the journeyman can corrupt (+); other units capture with x.';
    }
    const seqs = allCaptureSequences(board, me).filter(
      (q) => origins.includes(q.from) && kindOf(board[q.from]) === p.kind,
    );
    const sameTo = (q: { to: number[] }, n: number) => {
      for (let i = 0; i < n; i++) if (q.to[i] !== p.to[i]) return false;
      return true;
    };
    const full = seqs.find((q) => q.to.length === p.to.length && sameTo(q, p.to.length));
    if (full && full.to.length < gen.maxJumps) {
      return (
        `You must take the maximum capture: ${plural(gen.maxJumps, 'unit')} (e.g. ${exampleText(state, gen)}); ` +
        `that sequence takes only ${full.to.length}.`
      );
    }
    if (!full && seqs.some((q) => q.to.length > p.to.length && sameTo(q, p.to.length))) {
      return `A capture sequence must go on while another jump is possible: after ${squareName(
        p.to[p.to.length - 1],
      )} the unit must jump again.`;
    }
    if (full) {
      for (let i = 0; i < p.to.length; i++) {
        if (!p.corrupt[i]) continue;
        const k = kindOf(board[full.jumped[i]]);
        if (k === CORRUPTED || (k === JOURNEYMAN && !JG_R03_JOURNEYMAN_CORRUPTIBLE)) {
          return `A ${KIND_WORD[k]} cannot be corrupted; write x${squareName(p.to[i])} to capture it.`;
        }
      }
      const wanted = p.corrupt.filter((x) => x).length;
      const budget = jgR14CorruptionBudget(state.pools[me]);
      if (wanted > budget) {
        return budget === 0
          ? 'You have no golems in your reserve pool, so you cannot corrupt (+): capture with x instead.'
          : `Each corruption (+) needs a golem from your reserve pool, and you had ${plural(budget, 'golem')} there at the start of the turn.`;
      }
    }
  }
  const legal = notateGenerated(board, gen)
    .map((x) => x.text)
    .sort();
  const shownList = legal.slice(0, 12).join(', ') + (legal.length > 12 ? ', …' : '');
  return `"${shown}" is not a legal move for ${side} here. Legal moves: ${shownList}.`;
}

/** Why an action value is not legal (it has already failed to match `gen`). */
export function explainAction(state: AgogState, gen: Generated, a: AgogAction): string {
  const board = state.board;
  const me = state.toMove;
  const c = board[a.from];
  if (c === EMPTY || ownerOf(c) !== me) return `There is no ${SIDE_NAME[me]} unit on ${squareName(a.from)}.`;
  if (a.capture ? a.corrupt.length !== a.to.length : a.corrupt.length !== 0 || a.to.length !== 1) {
    return 'That is not a valid A•G•O•G action.';
  }
  const p: Pattern = {
    kind: kindOf(c),
    file: a.from & 7,
    rank: a.from >> 3,
    capture: a.capture,
    to: a.to,
    corrupt: a.corrupt,
  };
  const same = gen.actions.filter((b) => patternMatches(board, p, b));
  if (same.length > 0) {
    const final = a.to[a.to.length - 1];
    if (final !== ENEMY_SANCTUM[me] || kindOf(c) === JOURNEYMAN) {
      return 'A promotion is only possible when a golem or hulk ends its move on the enemy sanctum.';
    }
    return badTarget(board, me, a.promote ?? 0, a.from);
  }
  return explain(state, gen, [p], canonicalText(board, gen.actions, a));
}

/** The game record: numbered move pairs, White left, then 1-0 / 0-1 when over. */
export function formatRecord(moves: { seat: Seat; text: string }[], result: GameResult | null): string {
  const parts: string[] = [];
  let n = 1;
  let whiteOpen = false;
  for (const m of moves) {
    if (m.seat === 0) {
      if (whiteOpen) n++;
      parts.push(`${n}. ${m.text}`);
      whiteOpen = true;
    } else {
      parts.push(whiteOpen ? m.text : `${n}... ${m.text}`);
      whiteOpen = false;
      n++;
    }
  }
  if (result && result.winners.length === 1) parts.push(result.winners[0] === 0 ? '1-0' : '0-1');
  return parts.join(' ');
}
