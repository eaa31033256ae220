// Effective values, War (and the one-creature War of an Instant Attack), attack
// spells, and the War preview. A War is planned on the values before it and
// then resolved all at once (GM-R26); the same plan words the preview.
import type { Seat } from '../engine.js';
import { nameOf, typeOf } from './cards.js';
import {
  DEFENCE_MODIFIER,
  GM_E02_SPELL_TARGET_REVEALED,
  GM_R05_LANES,
  GM_R06_COUNTERATTACK_MUST_EXCEED,
  GM_R06_TIE_DESTROYS_BOTH,
  GM_R07_COUNTERATTACK_BY_LANE,
  GM_R10_SPELL_TIE_DESTROYS,
  GM_R26_SIMULTANEOUS_RESOLUTION,
  GM_R27_COUNTERATTACKER_STAYS_CONCEALED,
  OFFENCE_MODIFIER,
  VALUE_FLOOR,
} from './rulings.js';
import { other, seatLabel, type Creature, type GogState, type WarGroup } from './state.js';
import { destroyCreature, emit, loseEnergy, publicName, settle, type Ctx } from './zones.js';
import { plural } from '../plural.js';

/** §2.1 16e: attack with the rank modifier, never below 0. */
export function attackOf(c: Creature, bonus = 0): number {
  return Math.max(VALUE_FLOOR, typeOf(c.card).attack + (c.offence ? OFFENCE_MODIFIER.attack : DEFENCE_MODIFIER.attack) + bonus);
}
export function defenceOf(c: Creature): number {
  return Math.max(VALUE_FLOOR, typeOf(c.card).defence + (c.offence ? OFFENCE_MODIFIER.defence : DEFENCE_MODIFIER.defence));
}

/** Lane indexes of `seat`'s creatures able to join a War now (offence, not sat out by an Instant Attack). */
export function attackerLanes(s: GogState, seat: Seat): number[] {
  const out: number[] = [];
  const lanes = s.lanes[seat];
  for (let i = 0; i < GM_R05_LANES; i++) {
    const c = lanes[i];
    if (c && c.offence && !c.concealed && !(seat === s.toMove && s.turn.satOut.includes(i))) out.push(i);
  }
  return out;
}

/** Per own lane index: the enemy lane index it attacks, or −1 (not attacking). */
export function warTargets(s: GogState, seat: Seat, groups: readonly WarGroup[]): number[] {
  const t = new Array<number>(GM_R05_LANES).fill(-1);
  for (const i of attackerLanes(s, seat)) t[i] = i;
  for (const g of groups) for (const l of g.lanes) t[l - 1] = g.target - 1;
  return t;
}

export interface Strike {
  /** Enemy lane index attacked. */
  target: number;
  /** Own lane indexes attacking it. */
  attackers: number[];
  creatureTokens: number;
  spellTokens: number;
  total: number;
  /** The enemy creature there (null: a Flaw) and its effective defence. */
  defender: Creature | null;
  defence: number;
  /** 'flaw' | 'destroyed' (total > defence) | 'tie' | 'holds'. */
  outcome: 'flaw' | 'destroyed' | 'tie' | 'holds';
}

export interface Counter {
  /** The lane: own attacker and enemy counterattacker. */
  lane: number;
  tokens: number;
  defence: number;
  destroys: boolean;
}

export interface WarPlan {
  seat: Seat;
  strikes: Strike[];
  counters: Counter[];
  /** Own lanes lost to a tie (GM-R06). */
  tieLosses: number[];
}

/** The War as it would resolve now, on the values before it (GM-R26). */
export function planWar(s: GogState, seat: Seat, targets: readonly number[], spellTokens: readonly number[], bonus: number): WarPlan {
  const opp = other(seat);
  const mine = s.lanes[seat];
  const theirs = s.lanes[opp];
  const strikes: Strike[] = [];
  for (let t = 0; t < GM_R05_LANES; t++) {
    const attackers: number[] = [];
    let creatureTokens = 0;
    for (let l = 0; l < GM_R05_LANES; l++) {
      if (targets[l] !== t) continue;
      attackers.push(l);
      creatureTokens += attackOf(mine[l] as Creature, bonus);
    }
    if (!attackers.length) continue;
    const defender = theirs[t];
    const spell = defender ? spellTokens[t] ?? 0 : 0;
    const total = creatureTokens + spell;
    const defence = defender ? defenceOf(defender) : 0;
    const outcome = !defender ? 'flaw' : total > defence ? 'destroyed' : total === defence && GM_R06_TIE_DESTROYS_BOTH ? 'tie' : 'holds';
    strikes.push({ target: t, attackers, creatureTokens, spellTokens: spell, total, defender, defence, outcome });
  }
  const tieLosses: number[] = [];
  for (const st of strikes) if (st.outcome === 'tie' && targets[st.target] >= 0) tieLosses.push(st.target);
  const counters: Counter[] = [];
  // GM-R07: every enemy creature in an attacking creature's lane counterattacks it.
  void GM_R07_COUNTERATTACK_BY_LANE;
  for (let l = 0; l < GM_R05_LANES; l++) {
    const enemy = theirs[l];
    if (targets[l] < 0 || !enemy) continue;
    const tokens = attackOf(enemy);
    const defence = defenceOf(mine[l] as Creature);
    const destroys = GM_R06_COUNTERATTACK_MUST_EXCEED ? tokens > defence : tokens >= defence;
    counters.push({ lane: l, tokens, defence, destroys });
  }
  return { seat, strikes, counters, tieLosses };
}

const laneList = (ls: readonly number[]): string => (ls.length === 1 ? `lane ${ls[0] + 1}` : `lanes ${ls.map((l) => l + 1).join('+')}`);

function strikeLine(s: GogState, plan: WarPlan, st: Strike, future: boolean): string {
  const opp = other(plan.seat);
  const who = st.attackers.map((l) => nameOf((s.lanes[plan.seat][l] as Creature).card)).join(' + ');
  const tokens = st.spellTokens ? `${plural(st.total, 'token')} (${st.spellTokens} from spells)` : plural(st.total, 'token');
  const head = `${laneList(st.attackers)} (${who}) → lane ${st.target + 1}`;
  if (!st.defender) return `${head}: Flaw, ${seatLabel(opp)} ${future ? 'would lose' : 'loses'} ${st.total} energy`;
  const d = st.defender;
  const name = nameOf(d.card);
  const verdict =
    st.outcome === 'destroyed' ? 'destroyed'
      : st.outcome === 'tie' ? (plan.tieLosses.includes(st.target) ? `tie: destroyed, and so is ${nameOf((s.lanes[plan.seat][st.target] as Creature).card)} in lane ${st.target + 1}` : 'tie: destroyed')
        : 'holds';
  const bulwark = st.outcome !== 'holds' && hasBulwark(d) ? ` (Bulwark ${future ? 'would save' : 'saves'} it)` : '';
  return `${head}: ${tokens} on ${name} (defence ${st.defence}): ${verdict}${bulwark}`;
}

function counterLine(s: GogState, plan: WarPlan, c: Counter, future: boolean): string {
  const enemy = s.lanes[other(plan.seat)][c.lane] as Creature;
  const mine = s.lanes[plan.seat][c.lane] as Creature;
  const by = `${publicName(enemy)} counterattacks ${nameOf(mine.card)} in lane ${c.lane + 1}`;
  // GM-R27: a concealed counterattacker is not revealed; only the outcome is public (and unknown beforehand).
  if (enemy.concealed && GM_R27_COUNTERATTACKER_STAYS_CONCEALED) {
    if (future) return `${by} (defence ${c.defence}): unknown`;
    return `${by}: ${c.destroys ? 'destroyed' : 'holds'}${c.destroys && hasBulwark(mine) ? ' (Bulwark saves it)' : ''}`;
  }
  const verdict = c.destroys ? 'destroyed' : 'holds';
  const bulwark = c.destroys && hasBulwark(mine) ? ` (Bulwark ${future ? 'would save' : 'saves'} it)` : '';
  return `${by}: ${plural(c.tokens, 'token')} vs defence ${c.defence}: ${verdict}${bulwark}`;
}

const hasBulwark = (c: Creature): boolean => typeOf(c.card).ability === 'bulwark' && !c.abilityUsed;

/**
 * A doomed creature dies, unless its unused Bulwark saves it (once, GM-R26).
 * Returns true when it was destroyed.
 */
function doom(ctx: Ctx, seat: Seat, lane: number): boolean {
  const c = ctx.s.lanes[seat][lane];
  if (!c) return false;
  if (hasBulwark(c)) {
    c.abilityUsed = true;
    emit(ctx, 'bulwark', `${seatLabel(seat)}'s ${nameOf(c.card)} in lane ${lane + 1} survives by its Bulwark.`);
    return false;
  }
  destroyCreature(ctx.s, seat, lane);
  return true;
}

/** Resolves a planned War (or Instant Attack) all at once; `title` heads the events. */
export function resolvePlan(ctx: Ctx, plan: WarPlan, title: string): void {
  const s = ctx.s;
  const seat = plan.seat;
  const opp = other(seat);
  emit(ctx, 'war', title);
  for (const st of plan.strikes) emit(ctx, 'strike', strikeLine(s, plan, st, false));
  for (const c of plan.counters) emit(ctx, 'counter', counterLine(s, plan, c, false));
  // GM-R26: doom is decided on the values before resolution; each creature dies once.
  void GM_R26_SIMULTANEOUS_RESOLUTION;
  const enemyDoomed = new Set<number>();
  const ownDoomed = new Set<number>(plan.tieLosses);
  let flaw = 0;
  for (const st of plan.strikes) {
    if (st.outcome === 'flaw') flaw += st.total;
    else if (st.outcome === 'destroyed' || st.outcome === 'tie') enemyDoomed.add(st.target);
  }
  for (const c of plan.counters) if (c.destroys) ownDoomed.add(c.lane);
  const lost: string[] = [];
  for (const l of [...enemyDoomed].sort()) {
    const name = nameOf((s.lanes[opp][l] as Creature).card);
    if (doom(ctx, opp, l)) lost.push(`${seatLabel(opp)}'s ${name} (lane ${l + 1})`);
  }
  for (const l of [...ownDoomed].sort()) {
    const name = nameOf((s.lanes[seat][l] as Creature).card);
    if (doom(ctx, seat, l)) lost.push(`${seatLabel(seat)}'s ${name} (lane ${l + 1})`);
  }
  if (lost.length) emit(ctx, 'destroyed', `Destroyed: ${lost.join(', ')}.`);
  if (flaw > 0) {
    const n = loseEnergy(s, opp, flaw);
    emit(ctx, 'energy', `${seatLabel(opp)} loses ${n} energy through Flaws (${s.energy[opp]} left).`);
  }
  settle(ctx);
}

/** Reveals the enemy creatures a War's targets name (16d, at the declaration: GM-R33); returns their public names. */
export function revealTargets(ctx: Ctx, seat: Seat, targets: readonly number[]): string[] {
  const opp = other(seat);
  const out: string[] = [];
  for (let t = 0; t < GM_R05_LANES; t++) {
    const c = ctx.s.lanes[opp][t];
    if (!c || !c.concealed || !targets.includes(t)) continue;
    c.concealed = false;
    out.push(`${nameOf(c.card)} in lane ${t + 1}`);
  }
  return out;
}

/**
 * An attack spell outside War (GM-R10): tokens ≥ defence destroys (a tie too),
 * no counterattack. GM-E02 (adopted, GM-R34): a concealed target is revealed first.
 */
export function spellHit(ctx: Ctx, seat: Seat, lane: number, tokens: number, spell: string): void {
  const opp = other(seat);
  const c = ctx.s.lanes[opp][lane] as Creature;
  const revealed = c.concealed && GM_E02_SPELL_TARGET_REVEALED;
  if (revealed) c.concealed = false;
  const d = defenceOf(c);
  const dies = tokens > d || (tokens === d && GM_R10_SPELL_TIE_DESTROYS);
  const name = nameOf(c.card);
  const pre = `${seatLabel(seat)} casts ${spell} on lane ${lane + 1}: ${revealed ? `reveals ${name}; ` : ''}${plural(tokens, 'token')} on ${name} (defence ${d})`;
  emit(ctx, 'spell', `${pre}: ${dies ? 'destroyed' : 'holds'}.`);
  if (dies) doom(ctx, opp, lane);
}

/** The War declared in `s` (phase 'war') as it would resolve now: one line per attack and counterattack. */
export function previewWar(s: GogState): string[] {
  if (s.phase !== 'war' || !s.war || s.result) return [];
  const seat = s.toMove;
  const plan = planWar(s, seat, warTargets(s, seat, s.war.groups), s.war.spellTokens, s.war.warCries);
  return [...plan.strikes.map((st) => strikeLine(s, plan, st, true)), ...plan.counters.map((c) => counterLine(s, plan, c, true))];
}

/** A short summary of the preview, for the `resolve` notation (autocomplete shows 100 characters). */
export function previewSummary(s: GogState): string {
  if (s.phase !== 'war' || !s.war || s.result) return '';
  const seat = s.toMove;
  const opp = other(seat);
  const plan = planWar(s, seat, warTargets(s, seat, s.war.groups), s.war.spellTokens, s.war.warCries);
  let flaw = 0;
  const kills: number[] = [];
  const holds: number[] = [];
  for (const st of plan.strikes) {
    if (st.outcome === 'flaw') flaw += st.total;
    else if (st.outcome === 'holds' || hasBulwark(st.defender as Creature)) holds.push(st.target + 1);
    else kills.push(st.target + 1);
  }
  const losses = new Set<number>(plan.tieLosses);
  let unknown = 0;
  for (const c of plan.counters) {
    const enemy = s.lanes[opp][c.lane] as Creature;
    if (enemy.concealed) unknown++;
    else if (c.destroys) losses.add(c.lane);
  }
  for (const l of [...losses]) if (hasBulwark(s.lanes[seat][l] as Creature)) losses.delete(l);
  const parts: string[] = [];
  if (flaw) parts.push(`${seatLabel(opp).replace('Player ', 'P')} −${flaw} energy`);
  if (kills.length) parts.push(`destroys lane ${kills.join(', ')}`);
  if (holds.length) parts.push(`lane ${holds.join(', ')} holds`);
  if (losses.size) parts.push(`you lose lane ${[...losses].sort().map((l) => l + 1).join(', ')}`);
  if (unknown) parts.push(`${plural(unknown, 'hidden counterattack')}`);
  return parts.join('; ');
}
