// Swiss pairing of the next round (two-player games): the Dutch system as far
// as practical, under T-R08 … T-R13.
//
// How it pairs. Players are put in pairing order (points, then seed). The bye,
// for an odd count, goes first (T-R10), to the lowest-placed player who leaves
// a pairing of the rest. The strictest level of T-R09 at which everyone can be
// paired is then fixed, and the score groups are paired from the top down: each
// group, with the players floated into it from above, is one maximum-weight
// perfect matching in which a pair's weight packs, from most to least
// important: no repeat, no colour-rule break, the smallest score difference
// (T-R11), small floats rather than one big one, both colour preferences kept
// (T-R12), and the Dutch ideal of the top half meeting the bottom half in
// order. Players the group cannot pair float down, the ones cheapest to float
// first. After each group the rest must still be pairable at the fixed level
// (a cardinality matching says so); when it is not, the group is merged with
// the next one and paired again.
//
// Pairing group by group is greedy: a float chosen high up can cost more
// floats further down. So the result is checked against the least possible
// repeats, colour breaks and score differences — a bound from the score gaps
// alone, which a large field nearly always meets, else one matching of
// everyone on those terms only, where ties make it quick — and when it falls
// short, the whole field is paired by one matching on every term. Pairing a
// group rather than the whole field keeps a 500-player round in milliseconds:
// the matching is cubic in the size of what it pairs.
import { activeInPairingOrder, type PlayerRecord } from './history.js';
import { hasPerfectMatching, maxCardinality, maxWeightMatching } from './matching.js';
import {
  other,
  tR08Byes,
  tR09ColourAllowed,
  tR10ByeCandidates,
  tR12Colours,
  tR12Preference,
  T_R09_LEVELS,
  type Colour,
  type Preference,
  type T_R09_Level,
} from './rulings.js';
import type { Entrant, Outcome, Pairing, RoundRecord } from './types.js';

export interface SwissInput {
  /** Everyone entered, withdrawn players and late joiners included. */
  players: readonly Entrant[];
  /** The finished rounds, oldest first. */
  rounds: readonly RoundRecord[];
  /** Who is paired this round (T-R08): joined and not withdrawn. */
  active: readonly string[];
  /** Whether the game has colours (seat 0 moves first as White); default true. */
  colours?: boolean;
  /** The colour of the top board's higher-ranked player when neither has a preference; default white. */
  firstBoard?: Colour;
}

export interface SwissPairing extends Pairing {
  /** The T-R09 level the round needed: `strict` unless no pairing kept the absolute rules. */
  level: T_R09_Level;
}

/** The players of one round, in pairing order, with what pairing needs to know of them. */
export class SwissField {
  readonly n: number;
  /** Points in half-points. */
  readonly score: Int32Array;
  private readonly met: Uint8Array;
  private readonly canWhite: Uint8Array;
  private readonly canBlack: Uint8Array;
  private readonly pref: Preference[];

  constructor(
    readonly recs: readonly PlayerRecord[],
    readonly colours: boolean,
  ) {
    const n = (this.n = recs.length);
    this.score = Int32Array.from(recs, (r) => Math.round(r.points * 2));
    this.met = new Uint8Array(n * n);
    const index = new Map(recs.map((r, i) => [r.id, i]));
    recs.forEach((r, i) => {
      for (const [id, times] of r.met) {
        const j = index.get(id);
        if (j !== undefined) this.met[i * n + j] = Math.min(255, times);
      }
    });
    this.canWhite = Uint8Array.from(recs, (r) => (!colours || tR09ColourAllowed(r.played, 'white') ? 1 : 0));
    this.canBlack = Uint8Array.from(recs, (r) => (!colours || tR09ColourAllowed(r.played, 'black') ? 1 : 0));
    this.pref = recs.map((r) => (colours ? tR12Preference(r.played) : null));
  }

  timesMet(i: number, j: number): number {
    return this.met[i * this.n + j];
  }

  /** T-R09 (2): some way round keeps both players inside the colour rule. */
  coloursFit(i: number, j: number): boolean {
    return (this.canWhite[i] === 1 && this.canBlack[j] === 1) || (this.canBlack[i] === 1 && this.canWhite[j] === 1);
  }

  mayTake(i: number, c: Colour): boolean {
    return (c === 'white' ? this.canWhite[i] : this.canBlack[i]) === 1;
  }

  /** T-R09 at a level: may i and j be paired? */
  legal(i: number, j: number, level: T_R09_Level): boolean {
    if (level !== 'repeats-allowed' && this.met[i * this.n + j] !== 0) return false;
    if (level === 'strict' && !this.coloursFit(i, j)) return false;
    return true;
  }

  /** T-R12 cost of the pair: 0 when both preferences can be kept, else the strength of the one given up. */
  preferenceCost(i: number, j: number): number {
    const a = this.pref[i];
    const b = this.pref[j];
    if (!a || !b || a.colour !== b.colour) return 0;
    return Math.min(a.strength, b.strength);
  }

  pairable(ids: readonly number[], level: T_R09_Level): boolean {
    return hasPerfectMatching(ids.length, (a, b) => this.legal(ids[a], ids[b], level));
  }
}

/** Swiss pairing of the next round. */
export function pairSwissRound(input: SwissInput): Outcome<SwissPairing> {
  const read = activeInPairingOrder(input);
  if (!read.ok) return read;
  const recs = read.value;
  const colours = input.colours ?? true;
  const field = new SwissField(recs, colours);

  const choice = chooseByeAndLevel(field);
  const toPair = [...Array(field.n).keys()].filter((i) => i !== choice.bye);
  const pairs = pairPlayers(field, toPair, choice.level);
  return {
    ok: true,
    value: {
      games: allocateColours(field, pairs, input.firstBoard ?? 'white'),
      byes: choice.bye === -1 ? [] : [recs[choice.bye].id],
      level: choice.level,
    },
  };
}

/** T-R10 and T-R09: the bye (−1 for an even count) and the strictest level at which the rest can be paired. */
export function chooseByeAndLevel(field: SwissField): { bye: number; level: T_R09_Level } {
  const all = [...Array(field.n).keys()];
  if (tR08Byes(field.n) === 0) {
    for (const level of T_R09_LEVELS) if (field.pairable(all, level)) return { bye: -1, level };
    return { bye: -1, level: 'repeats-allowed' };
  }
  // Lowest score first, and within a score group the lowest ranked first.
  const lowestFirst = [...all].reverse().map((i) => ({ i, byes: field.recs[i].byes }));
  const candidates = tR10ByeCandidates(lowestFirst);
  for (const level of T_R09_LEVELS) {
    for (const c of candidates) {
      if (field.pairable(all.filter((i) => i !== c.i), level)) return { bye: c.i, level };
    }
  }
  return { bye: candidates[0].i, level: 'repeats-allowed' };
}

/**
 * Pairs an even number of players, all pairable together at `level`: score
 * group by score group, unless that misses the least possible score
 * differences (T-R11), which one matching of everyone on the weightier terms
 * alone says cheaply; then by one matching of everyone on every term.
 */
export function pairPlayers(field: SwissField, ids: readonly number[], level: T_R09_Level): [number, number][] {
  const byGroups = pairScoreGroups(field, ids, level);
  if (byGroups) {
    const cost = weightyCost(field, byGroups);
    if (compareWeighty(cost, weightyLowerBound(field, ids)) <= 0 || compareWeighty(cost, leastWeightyCost(field, ids, level)) <= 0) return byGroups;
  }
  return pairBracket(field, ids, [], level).pairs;
}

/** Score group by score group from the top; null if the groups could not all be paired. */
export function pairScoreGroups(field: SwissField, ids: readonly number[], level: T_R09_Level): [number, number][] | null {
  const groups = scoreGroups(field, ids);
  const pairs: [number, number][] = [];
  let carried: number[] = [];
  for (let k = 0; k < groups.length; k++) {
    const bracket = [...carried, ...groups[k]];
    const lower = groups.slice(k + 1).flat();
    const paired = pairBracket(field, bracket, lower, level);
    if (lower.length === 0) {
      if (paired.floaters.length > 0) return null;
      pairs.push(...paired.pairs);
      return pairs;
    }
    if (field.pairable([...paired.floaters, ...lower], level)) {
      pairs.push(...paired.pairs);
      carried = paired.floaters;
    } else {
      // Pairing this group as it would leaves the rest unpairable: pair it together with the next.
      carried = bracket;
    }
  }
  return carried.length === 0 ? pairs : null;
}

/** Players in pairing order, cut where the score changes. */
function scoreGroups(field: SwissField, ids: readonly number[]): number[][] {
  const groups: number[][] = [];
  for (const i of ids) {
    const last = groups[groups.length - 1];
    if (last && field.score[last[0]] === field.score[i]) last.push(i);
    else groups.push([i]);
  }
  return groups;
}

/** The weightier terms of a pairing, summed: repeats, colour-rule breaks, score differences, squared differences. */
type Weighty = [number, number, number, number];
function weightyTerms(field: SwissField, i: number, j: number): Weighty {
  const d = Math.abs(field.score[i] - field.score[j]);
  return [field.timesMet(i, j), field.colours && !field.coloursFit(i, j) ? 1 : 0, d, d * d];
}
function weightyCost(field: SwissField, pairs: readonly [number, number][]): Weighty {
  const sum: Weighty = [0, 0, 0, 0];
  for (const [i, j] of pairs) weightyTerms(field, i, j).forEach((x, t) => (sum[t] += x));
  return sum;
}
const compareWeighty = (a: Weighty, b: Weighty): number => a[0] - b[0] || a[1] - b[1] || a[2] - b[2] || a[3] - b[3];

/**
 * A bound no pairing beats: no repeat, no break, and across each gap between
 * neighbouring scores with an odd number of players above it, at least one
 * pair, its score difference at least the gap. (A pair spanning several gaps
 * has a square at least the sum of their squares.) Met, it needs no matching
 * to show the pairing is the least; in a large field it usually is met.
 */
function weightyLowerBound(field: SwissField, ids: readonly number[]): Weighty {
  let above = 0;
  let difference = 0;
  let squares = 0;
  for (let k = 0; k + 1 < ids.length; k++) {
    above++;
    const gap = field.score[ids[k]] - field.score[ids[k + 1]];
    if (gap > 0 && above % 2 === 1) {
      difference += gap;
      squares += gap * gap;
    }
  }
  return [0, 0, difference, squares];
}

/**
 * The least weighty cost of any pairing of `ids` at `level`: one matching of
 * everyone in which every pair of a score group weighs the same, so that
 * nearly all of it is settled by the matching's first, greedy step.
 */
function leastWeightyCost(field: SwissField, ids: readonly number[], level: T_R09_Level): Weighty {
  const n = ids.length;
  const u: number[] = [];
  const v: number[] = [];
  const max: Weighty = [0, 0, 0, 0];
  for (let a = 0; a < n; a++) {
    for (let b = a + 1; b < n; b++) {
      if (!field.legal(ids[a], ids[b], level)) continue;
      u.push(a);
      v.push(b);
      const t = weightyTerms(field, ids[a], ids[b]);
      for (let k = 0; k < 4; k++) if (t[k] > max[k]) max[k] = t[k];
    }
  }
  const { mult, ceiling } = packTerms({ repeat: max[0], colourBreak: max[1], difference: max[2], float: max[3], preference: 0, order: 0 }, n / 2);
  const w = new Float64Array(u.length);
  for (let e = 0; e < u.length; e++) {
    const t = weightyTerms(field, ids[u[e]], ids[v[e]]);
    w[e] = ceiling - t[0] * mult.repeat - t[1] * mult.colourBreak - t[2] * mult.difference - t[3] * mult.float;
  }
  const mate = maxWeightMatching(n, { u: Int32Array.from(u), v: Int32Array.from(v), w }, true, true);
  const pairs: [number, number][] = [];
  for (let a = 0; a < n; a++) if (mate[a] > a) pairs.push([ids[a], ids[mate[a]]]);
  return weightyCost(field, pairs);
}

// The terms of a pair's cost, most important first (see the header).
const TERMS = ['repeat', 'colourBreak', 'difference', 'float', 'preference', 'order'] as const;
type Terms = Record<(typeof TERMS)[number], number>;
const RANK_ORDER_CAP = 7;
/** Packed weights stay below this, so the matching's doubled duals stay exact doubles. */
const WEIGHT_LIMIT = 2 ** 46;

/**
 * Multipliers that put the terms in lexicographic order for a matching of
 * `pairs` pairs whose per-pair terms never exceed `max`. When they cannot all
 * fit, the least important are dropped (multiplier 0).
 */
export function packTerms(max: Terms, pairs: number): { mult: Terms; ceiling: number } {
  for (let keep = TERMS.length; keep > 0; keep--) {
    const mult = { repeat: 0, colourBreak: 0, difference: 0, float: 0, preference: 0, order: 0 };
    let unit = 1;
    for (let t = keep - 1; t >= 0; t--) {
      mult[TERMS[t]] = unit;
      unit *= max[TERMS[t]] * pairs + 1;
    }
    if (unit <= WEIGHT_LIMIT) return { mult, ceiling: unit };
  }
  return { mult: { repeat: 1, colourBreak: 0, difference: 0, float: 0, preference: 0, order: 0 }, ceiling: max.repeat * pairs + 1 };
}

/**
 * Pairs one score group (with its downfloaters first, all in pairing order):
 * as many pairs as the group allows, the rest floating down to `lower`.
 */
function pairBracket(field: SwissField, bracket: readonly number[], lower: readonly number[], level: T_R09_Level): { pairs: [number, number][]; floaters: number[] } {
  const s = bracket.length;
  if (s === 0) return { pairs: [], floaters: [] };
  const legal = (a: number, b: number) => field.legal(bracket[a], bracket[b], level);
  const floats = s - 2 * maxCardinality(s, legal);

  // A floater's score difference: to the nearest player below it may meet.
  const floatDiff = bracket.map((i) => {
    for (const j of lower) if (field.legal(i, j, level)) return field.score[i] - field.score[j];
    return lower.length ? field.score[i] - field.score[lower[lower.length - 1]] + 2 : 0;
  });

  const ideal = idealPairing(field, bracket, floats, floatDiff, level);
  if (ideal) return ideal;

  // The Dutch ideal, as a cost: inside a score group the top half meets the
  // bottom half in order (a meets a + half of the group); a player from a
  // higher group meets the top of the lower one.
  const groupStart = new Int32Array(s);
  for (let a = 1; a < s; a++) groupStart[a] = field.score[bracket[a]] === field.score[bracket[a - 1]] ? groupStart[a - 1] : a;
  const groupEnd = new Int32Array(s);
  for (let a = s - 1; a >= 0; a--) groupEnd[a] = a + 1 < s && groupStart[a + 1] === groupStart[a] ? groupEnd[a + 1] : a + 1;
  const orderCost = (a: number, b: number): number =>
    groupStart[a] === groupStart[b] ? Math.abs(b - a - Math.floor((groupEnd[a] - groupStart[a]) / 2)) : b - groupStart[b];

  // Every candidate pair (b ≥ s: the (b − s)-th float slot) with its terms, one column per term.
  let count = 0;
  for (let a = 0; a < s; a++) for (let b = a + 1; b < s; b++) if (legal(a, b)) count++;
  count += s * floats;
  const u = new Int32Array(count);
  const v = new Int32Array(count);
  const column = TERMS.map(() => new Int32Array(count));
  const [repeat, colourBreak, difference, float, preference, order] = column;
  let k = 0;
  for (let a = 0; a < s; a++) {
    const i = bracket[a];
    for (let b = a + 1; b < s; b++) {
      if (!legal(a, b)) continue;
      const j = bracket[b];
      const d = Math.abs(field.score[i] - field.score[j]);
      u[k] = a;
      v[k] = b;
      repeat[k] = field.timesMet(i, j);
      colourBreak[k] = field.colours && !field.coloursFit(i, j) ? 1 : 0;
      difference[k] = d;
      float[k] = d * d;
      preference[k] = field.preferenceCost(i, j);
      order[k++] = Math.min(RANK_ORDER_CAP, orderCost(a, b));
    }
    for (let slot = s; slot < s + floats; slot++) {
      u[k] = a;
      v[k] = slot;
      difference[k] = floatDiff[a];
      float[k] = floatDiff[a] * floatDiff[a];
      // The lowest ranked float first.
      order[k++] = Math.min(RANK_ORDER_CAP, s - 1 - a);
    }
  }
  const max = Object.fromEntries(TERMS.map((name, t) => [name, column[t].reduce((m, x) => (x > m ? x : m), 0)])) as Terms;
  const { mult, ceiling } = packTerms(max, (s + floats) / 2);
  const multiplier = TERMS.map((name) => mult[name]);
  const w = new Float64Array(count).fill(ceiling);
  for (let t = 0; t < TERMS.length; t++) {
    const m = multiplier[t];
    if (m === 0) continue;
    const col = column[t];
    for (let e = 0; e < count; e++) w[e] -= col[e] * m;
  }
  const mate = maxWeightMatching(s + floats, { u, v, w }, true, true);

  const pairs: [number, number][] = [];
  const floaters: number[] = [];
  for (let a = 0; a < s; a++) {
    const m = mate[a];
    if (m === -1 || m >= s) floaters.push(bracket[a]);
    else if (a < m) pairs.push([bracket[a], bracket[m]]);
  }
  return { pairs, floaters };
}

/**
 * The Dutch first try, when it costs nothing: a group of one score whose top
 * half meets its bottom half in order, every pair legal and keeping both
 * colour preferences, the last player floating if the count is odd (when no
 * one floats more cheaply). Every term of the cost is then at its least, so
 * the matching could not do better; round 1 is always this.
 */
function idealPairing(
  field: SwissField,
  bracket: readonly number[],
  floats: number,
  floatDiff: readonly number[],
  level: T_R09_Level,
): { pairs: [number, number][]; floaters: number[] } | null {
  const s = bracket.length;
  if (floats !== s % 2 || field.score[bracket[0]] !== field.score[bracket[s - 1]]) return null;
  const half = Math.floor(s / 2);
  const pairs: [number, number][] = [];
  for (let a = 0; a < half; a++) {
    const i = bracket[a];
    const j = bracket[a + half];
    if (!field.legal(i, j, level) || field.timesMet(i, j) > 0 || (field.colours && !field.coloursFit(i, j)) || field.preferenceCost(i, j) > 0) return null;
    pairs.push([i, j]);
  }
  if (s % 2 === 1) {
    if (floatDiff[s - 1] > Math.min(...floatDiff)) return null;
    return { pairs, floaters: [bracket[s - 1]] };
  }
  return { pairs, floaters: [] };
}

/** Boards top first (by the higher-ranked player), colours by T-R12 inside T-R09. */
function allocateColours(field: SwissField, pairs: readonly [number, number][], firstBoard: Colour): { white: string; black: string }[] {
  const boards = pairs.map(([i, j]) => (i < j ? [i, j] : [j, i])).sort((x, y) => x[0] - y[0]);
  return boards.map(([hi, lo], board) => {
    const a = field.recs[hi];
    const b = field.recs[lo];
    if (!field.colours) return { white: a.id, black: b.id };
    let c = tR12Colours(a, b, board, firstBoard);
    // T-R09 (2) comes before T-R12: never break the colour rule when the other way round keeps it.
    if (!(field.mayTake(hi, c) && field.mayTake(lo, other(c))) && field.mayTake(hi, other(c)) && field.mayTake(lo, c)) c = other(c);
    return c === 'white' ? { white: a.id, black: b.id } : { white: b.id, black: a.id };
  });
}
