// Gog & Magog's measure: energy first (0 loses), then the creatures in the
// lanes by their values, the clock, mana in the resource row, and cards in hand.
// The clock: an attacker in offence facing an empty lane takes its attack in
// energy at every War until that lane is blocked. For the side to move that
// War is still to come this turn, so its open attack counts as dealt (and a
// seat it takes to 0 as good as lost); the other side's counts at a discount,
// since the mover may block first. Without it a search seeing a few plies
// marches everything out and misses the blow coming a turn later.
//
// Leaves are scored by this measure directly, without a random playout: an
// iteration costs about a third as much as with 30 random plies, and an early
// version so scored won 5 of 8 games against the 30-ply search at equal
// iterations (too few games to call it stronger; not weaker is the point).
//
// The tree drops actions that change nothing but what the opponent knows:
// revealing one's own creature, or deploying face-up what could go face-down
// (a sample already holds every card, so to the search the two are one
// action, and face-down only hides more). Lanes that face the same thing are
// one choice too: deploying into either leaves equal positions.
import { typeNamed, typeOf, DECK } from '../../games/gogmagog/cards.js';
import { attackOf, defenceOf } from '../../games/gogmagog/combat.js';
import type { Creature, GogAction, GogState } from '../../games/gogmagog/state.js';
import { linearMeasure } from './fitted.js';
import type { GameAi } from './types.js';

/** Energy the clock counts per point of attack facing an empty lane, for the side that must wait for its War (the other may block first). */
const CLOCK = 0.8;
/** A seat whose energy the pending War takes to 0 has as good as lost, short of a block it no longer has the turn for. */
const DOOMED = 20;

/** Attack `seat` would put through Flaws at a War now: its attackers facing empty lanes. */
function openAttack(s: GogState, seat: number, thisTurn: boolean): number {
  const mine = s.lanes[seat];
  const theirs = s.lanes[1 - seat];
  let n = 0;
  for (let l = 0; l < mine.length; l++) {
    const c = mine[l];
    if (c && c.offence && !c.concealed && !theirs[l] && !(thisTurn && s.turn.satOut.includes(l))) n += attackOf(c);
  }
  return n;
}

/** `seat`'s energy once the pending War is dealt, and the attack its open lanes will deal at its own next War (0 while it is its turn). */
function standing(s: GogState, seat: number): { energy: number; open: number } {
  const opp = 1 - seat;
  // The side to move still has its War this turn: its open attack is as good as dealt.
  const pending = s.phase === 'war' || !s.turn.warDone;
  const myTurn = s.toMove === seat && pending;
  const theirTurn = s.toMove === opp && pending;
  const energy = Math.max(0, s.energy[seat] - (theirTurn ? openAttack(s, opp, true) : 0));
  return { energy, open: myTurn || energy === 0 ? 0 : openAttack(s, seat, false) };
}

export function score(s: GogState, seat: number): number {
  const { energy, open } = standing(s, seat);
  const clock = CLOCK * open;
  let board = 0;
  for (const c of s.lanes[seat]) if (c) board += 0.6 + 0.25 * (attackOf(c) + defenceOf(c));
  return 1.5 * (energy + clock) + (energy === 0 ? -DOOMED : 0) + board + 0.5 * s.resources[seat].length + 0.4 * s.hands[seat].length;
}

/**
 * A seat's standing as numbers for the fitted measure (scripts/fit-measure.ts),
 * in FEATURES' order. Energy comes as the plain measure counts it (the pending
 * War taken off) and again as how far it is under 8, where a bad War or two
 * ends the game.
 */
export const FEATURES = ['energy', 'doomed', 'danger', 'clock', 'creatures', 'attack', 'defence', 'offence', 'concealed', 'resources', 'hand', 'handCreatures', 'handSpells', 'playable', 'deck', 'fatigue', 'toMove'] as const;

export function features(s: GogState, seat: number): number[] {
  const { energy, open: clock } = standing(s, seat);
  let creatures = 0, attack = 0, defence = 0, offence = 0, concealed = 0;
  for (const c of s.lanes[seat]) {
    if (!c) continue;
    creatures++;
    attack += attackOf(c);
    defence += defenceOf(c);
    if (c.offence) offence++;
    if (c.concealed) concealed++;
  }
  const mana = s.resources[seat].length;
  let handCreatures = 0, handSpells = 0, playable = 0;
  for (const id of s.hands[seat]) {
    const t = typeOf(id);
    if (t.kind === 'creature') handCreatures++;
    else if (t.kind === 'spell') handSpells++;
    if (t.kind !== 'resource' && t.cost <= mana + 1) playable++;
  }
  return [energy, energy === 0 ? 1 : 0, Math.max(0, 8 - energy), clock, creatures, attack, defence, offence, concealed, mana, s.hands[seat].length, handCreatures, handSpells, playable, s.decks[seat].length, s.fatigue[seat], s.toMove === seat ? 1 : 0];
}

/**
 * FEATURES' weights, fitted to 252 games of self-play at 500 iterations
 * (scripts/fit-measure.ts): on 63 further games they predict the winner with
 * a log-loss of 0.483, where the plain measure gets 0.585 even with its scale
 * fitted too (a coin: 0.693). Being low on energy weighs far more than energy
 * as such, and a creature in offence or in hand more than its values.
 */
const FITTED = [0.0801, -5.3746, -0.1012, 0.0097, 0.002, 0.0863, 0.2105, 0.3807, -0.0921, 0.1913, 0.1577, 0.4587, 0.046, 0.0918, -0.1218, 0, -0.2599];

export const fitted = linearMeasure(FEATURES, FITTED, features);

/** What faces a lane, as the table sees it (a concealed creature is only "concealed"). */
const facing = (c: Creature | null): string => (!c ? '-' : c.concealed ? '?' : `${DECK[c.card]}${+c.offence}${+c.abilityUsed}`);

export function candidates(s: GogState, seat: number, actions: GogAction[]): GogAction[] {
  // A War whose open attack takes the last energy wins on the spot: nothing else is worth a visit.
  if (s.phase !== 'mulligan' && (s.phase === 'war' ? !s.war?.groups.length : !s.turn.warDone) && openAttack(s, seat, true) >= s.energy[1 - seat]) {
    const win = actions.find((a) => (s.phase === 'war' ? a.type === 'resolve' : a.type === 'war' && a.groups.length === 0));
    if (win) return [win];
  }
  const opposite = s.lanes[1 - seat].map(facing);
  const seen = new Set<string>();
  const out: GogAction[] = [];
  for (const a of actions) {
    if (a.type === 'reveal') continue;
    if (a.type === 'deploy') {
      if (!a.concealed && typeNamed(a.card)?.ability !== 'instant') continue;
      const key = `${a.card}|${opposite[a.lane - 1]}`;
      if (seen.has(key)) continue;
      seen.add(key);
    }
    out.push(a);
  }
  return out;
}

export const gogmagogAi: GameAi<GogState, GogAction> = { score, scale: 5, playoutDepth: 0, candidates, features, featureNames: FEATURES, fitted };
