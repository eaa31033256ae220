// Setup, turn flow, legality and the application of actions.
import type { ApplyResult, Seat, SetupArgs, SetupResult } from '../engine.js';
import { fail } from '../engine.js';
import { Rng, seedRng } from '../rng.js';
import { nameOf, RESOURCE, SIPHON_DRAIN, typeNamed, typeOf } from './cards.js';
import { attackerLanes, planWar, resolvePlan, revealTargets, spellHit, warTargets } from './combat.js';
import { fromPosition, positionGiven } from './position.js';
import {
  GM_E01_FIRST_PLAYER_RANDOM,
  GM_E03_WAR_CRIES_STACK,
  GM_E05_UNVEIL_OUTSIDE_WAR,
  GM_E06_LOG_LENGTH,
  GM_R01_DECK_SIZE,
  GM_R02_STARTING_ENERGY,
  GM_R04_GUILDS,
  GM_R05_LANES,
  GM_R11_FATIGUE_STEP,
  GM_R12_NO_RECONCEALING,
  GM_R19_MULLIGANS_PER_PLAYER,
  GM_R23_WAR_SPELLS_ON_TARGETS_ONLY,
  GM_R24_MIN_ATTACKERS,
  GM_R25_GROUP_MIN_SIZE,
  GM_R29_CONCEALED_ABILITIES_FIRE,
  GM_R31_MARCH_MIN_MOVES,
  GM_R33_REVEAL_ON_DECLARATION,
  HAND_SIZE,
  MAX_CREATURES,
} from './rulings.js';
import {
  cloneState,
  creatureCount,
  manaLeft,
  optionsSchema,
  other,
  seatLabel,
  type GogAction,
  type GogOptions,
  type GogState,
  type WarGroup,
} from './state.js';
import { drawCard, emit, loseEnergy, settle, type Ctx } from './zones.js';

// ---------------------------------------------------------------------------
// Setup

export function setup(args: SetupArgs<GogOptions>): SetupResult<GogState> {
  if (args.players !== 2) return fail('Gog & Magog is played by 2 players.');
  const parsed = optionsSchema.safeParse(args.options ?? {});
  if (!parsed.success) return fail('Unknown Gog & Magog options (a position is at most 6,000 characters).');
  const rng = new Rng(seedRng(String(args.seed)));
  const position = parsed.data.position;
  if (positionGiven(position)) {
    const built = fromPosition(position, rng);
    if (!built.ok) return built;
    const s = built.state;
    s.log.push(`The game begins from a set position. ${seatLabel(s.toMove)}'s turn.`);
    return { ok: true, state: s };
  }
  const ids = Array.from({ length: GM_R01_DECK_SIZE }, (_, i) => i);
  const decks = [rng.shuffle(ids), rng.shuffle(ids)];
  const hands = decks.map((d) => d.splice(d.length - HAND_SIZE, HAND_SIZE).reverse());
  const first = GM_E01_FIRST_PLAYER_RANDOM ? rng.int(0, 1) : 0; // GM-E01, adopted by GM-R34
  const s: GogState = {
    game: 'gogmagog',
    rng: rng.state(),
    energy: [GM_R02_STARTING_ENERGY, GM_R02_STARTING_ENERGY],
    decks,
    hands,
    used: [[], []],
    resources: [[], []],
    lanes: [new Array(GM_R05_LANES).fill(null), new Array(GM_R05_LANES).fill(null)],
    mulligans: [0, 0],
    fatigue: [0, 0],
    phase: 'mulligan',
    toMove: first,
    first,
    turn: { number: 0, manaSpent: 0, resourcePlayed: false, main: false, warDone: false, satOut: [] },
    war: null,
    log: [`The game begins: ${seatLabel(first)} goes first. ${seatLabel(first)}: keep your hand or mulligan?`],
    result: null,
  };
  return { ok: true, state: s };
}

// ---------------------------------------------------------------------------
// Turn flow

/** `seat` begins a turn: mana refreshes (manaSpent 0), then the compulsory draw or fatigue (GM-R11, GM-R18). */
function beginTurn(ctx: Ctx, seat: Seat): void {
  const s = ctx.s;
  s.toMove = seat;
  s.phase = 'turn';
  s.war = null;
  s.turn = { number: s.turn.number + 1, manaSpent: 0, resourcePlayed: false, main: false, warDone: false, satOut: [] };
  const who = seatLabel(seat);
  if (drawCard(s, seat) !== null) {
    emit(ctx, 'turn', `${who}'s turn: draws a card (${s.decks[seat].length} left), ${s.resources[seat].length} mana.`);
    return;
  }
  s.fatigue[seat] += GM_R11_FATIGUE_STEP;
  const lost = loseEnergy(s, seat, s.fatigue[seat]);
  emit(ctx, 'turn', `${who}'s turn: the deck is empty; fatigue ${s.fatigue[seat]} costs ${lost} energy (${s.energy[seat]} left).`);
  settle(ctx);
}

// ---------------------------------------------------------------------------
// Legality

const inHand = (s: GogState, seat: Seat, name: string): number => {
  const h = s.hands[seat];
  for (let i = 0; i < h.length; i++) if (nameOf(h[i]) === name) return i;
  return -1;
};

/** GM-R25: a guild group is 2+ distinct attackers of one guild, attacking the lane of one of them; groups are disjoint. */
function groupsError(s: GogState, seat: Seat, groups: readonly WarGroup[]): string | null {
  const attackers = attackerLanes(s, seat);
  const seen = new Set<number>();
  for (const g of groups) {
    if (g.lanes.length < GM_R25_GROUP_MIN_SIZE) return 'A guild combination joins two or more attackers.';
    let guild: string | null = null;
    for (const l of g.lanes) {
      if (seen.has(l)) return `Lane ${l} is named twice in the War.`;
      seen.add(l);
      if (!attackers.includes(l - 1)) return `You have no creature able to attack in lane ${l}.`;
      const gu = typeOf((s.lanes[seat][l - 1] as { card: number }).card).guild;
      if (guild !== null && gu !== guild) return 'A guild combination joins attackers of one guild only.';
      guild = gu;
    }
    if (!g.lanes.includes(g.target)) return 'A guild combination attacks the lane opposite one of its own members.';
  }
  return null;
}

/** Why `a` by `seat` is illegal now, or null. */
export function illegal(s: GogState, seat: Seat, a: GogAction): string | null {
  if (s.phase === 'mulligan') {
    if (a.type === 'keep') return null;
    if (a.type === 'mulligan') return s.mulligans[seat] < GM_R19_MULLIGANS_PER_PLAYER ? null : 'You have already taken your mulligan.';
    return 'First decide on your opening hand: "keep" or "mulligan".';
  }
  const opp = other(seat);
  const mana = manaLeft(s);
  if (s.phase === 'war') {
    // GM-R22: inside War only War Cry and attack spells, then resolve.
    if (a.type === 'resolve') return null;
    if (a.type !== 'cast') return 'You are in the middle of a War: cast War Cry or an attack spell on a target, or "resolve".';
    const t = typeNamed(a.card);
    if (!t || inHand(s, seat, a.card) < 0) return `You have no ${a.card} in your hand.`;
    // GM-E05 (adopted, GM-R34): Unveil is not an attack spell, so never inside a War.
    if ((t.spell === 'unveil' && GM_E05_UNVEIL_OUTSIDE_WAR) || t.kind !== 'spell') return 'Inside a War you may only cast War Cry or an attack spell.';
    if (t.cost > mana) return `${t.name} costs ${t.cost} mana; you have ${mana} left.`;
    if (t.spell === 'warcry') return a.lane === undefined ? null : 'War Cry names no lane.';
    if (a.lane === undefined) return `Say which enemy lane ${t.name} hits.`;
    const targets = warTargets(s, seat, s.war?.groups ?? []);
    if (!s.lanes[opp][a.lane - 1]) return `${seatLabel(opp)} has no creature in lane ${a.lane}.`;
    if (GM_R23_WAR_SPELLS_ON_TARGETS_ONLY && !targets.includes(a.lane - 1)) return `During War, attack spells may only hit creatures the War targets; lane ${a.lane} is not one.`;
    return null;
  }
  switch (a.type) {
    case 'mulligan':
    case 'keep':
      return 'The opening hands were decided long ago.';
    case 'resolve':
      return 'There is no War to resolve: declare one with "war".';
    case 'resource':
      if (s.turn.resourcePlayed) return 'You have already played a resource card this turn (one per turn).';
      return inHand(s, seat, RESOURCE) >= 0 ? null : `You have no ${RESOURCE} in your hand.`;
    case 'deploy': {
      const t = typeNamed(a.card);
      if (!t || inHand(s, seat, a.card) < 0) return `You have no ${a.card} in your hand.`;
      if (t.kind !== 'creature') return `${t.name} is not a creature.`;
      if (t.cost > mana) return `${t.name} costs ${t.cost} mana; you have ${mana} left.`;
      if (creatureCount(s, seat) >= MAX_CREATURES) return `You already have ${MAX_CREATURES} creatures on the board (the most allowed).`;
      if (s.lanes[seat][a.lane - 1]) return `Lane ${a.lane} already holds one of your creatures (one per lane).`;
      if (a.concealed && t.ability === 'instant') return `${t.name} has Instant Attack: it enters face-up in the offensive slot.`;
      return null;
    }
    case 'cast': {
      const t = typeNamed(a.card);
      if (!t || inHand(s, seat, a.card) < 0) return `You have no ${a.card} in your hand.`;
      if (t.kind !== 'spell') return `${t.name} is not a spell.`;
      if (t.spell === 'warcry') return 'War Cry can only be cast during your War, before it resolves.';
      if (t.cost > mana) return `${t.name} costs ${t.cost} mana; you have ${mana} left.`;
      if (t.spell === 'unveil') return a.lane === undefined ? null : 'Unveil names no lane.';
      if (a.lane === undefined) return `Say which enemy lane ${t.name} hits.`;
      return s.lanes[opp][a.lane - 1] ? null : `${seatLabel(opp)} has no creature in lane ${a.lane}.`;
    }
    case 'war': {
      if (s.turn.warDone) return 'You have already waged War this turn (once per turn).';
      if (attackerLanes(s, seat).length < GM_R24_MIN_ATTACKERS) return 'You have no creature in an offensive slot able to attack.';
      return groupsError(s, seat, a.groups);
    }
    case 'reveal': {
      const c = s.lanes[seat][a.lane - 1];
      if (!c) return `You have no creature in lane ${a.lane}.`;
      return c.concealed ? null : `Your creature in lane ${a.lane} is already face-up.`;
    }
    case 'march': {
      if (s.turn.main) return 'You have played a card or waged War this turn: no March (a March is the whole turn).';
      if (a.lanes.length < GM_R31_MARCH_MIN_MOVES) return 'A March moves at least one creature.';
      const seen = new Set<number>();
      for (const l of a.lanes) {
        if (seen.has(l)) return `Lane ${l} is named twice.`;
        seen.add(l);
        if (!s.lanes[seat][l - 1]) return `You have no creature in lane ${l}.`;
      }
      return null;
    }
    case 'end':
      return null;
    default:
      return 'That is not a Gog & Magog move.';
  }
}

// ---------------------------------------------------------------------------
// Performing (legality already checked)

function takeFromHand(s: GogState, seat: Seat, name: string): number {
  const h = s.hands[seat];
  return h.splice(inHand(s, seat, name), 1)[0];
}

function describeGroups(s: GogState, seat: Seat, groups: readonly WarGroup[]): string {
  const t = warTargets(s, seat, groups);
  const parts: string[] = [];
  for (const g of groups) parts.push(`lanes ${g.lanes.join('+')} → lane ${g.target}`);
  for (let l = 0; l < GM_R05_LANES; l++) if (t[l] === l && !groups.some((g) => g.lanes.includes(l + 1))) parts.push(`lane ${l + 1} → lane ${l + 1}`);
  return parts.join(', ');
}

function perform(ctx: Ctx, seat: Seat, a: GogAction): void {
  const s = ctx.s;
  const who = seatLabel(seat);
  const opp = other(seat);
  switch (a.type) {
    case 'mulligan':
    case 'keep': {
      if (a.type === 'mulligan') {
        const rng = (ctx.rng ??= new Rng(s.rng));
        s.mulligans[seat]++;
        const deck = rng.shuffle([...s.decks[seat], ...s.hands[seat]]);
        s.hands[seat] = deck.splice(deck.length - HAND_SIZE, HAND_SIZE).reverse();
        s.decks[seat] = deck;
        emit(ctx, 'mulligan', `${who} takes a mulligan: a new hand of ${HAND_SIZE}.`);
      } else emit(ctx, 'mulligan', `${who} keeps their hand.`);
      // GM-R19: the first player decides first, then the other; then the first turn begins.
      if (seat === s.first) {
        s.toMove = opp;
        emit(ctx, 'mulligan', `${seatLabel(opp)}: keep your hand or mulligan?`);
      } else beginTurn(ctx, s.first);
      return;
    }
    case 'resource': {
      s.resources[seat].push(takeFromHand(s, seat, RESOURCE));
      s.turn.resourcePlayed = true;
      s.turn.main = true;
      emit(ctx, 'resource', `${who} plays a ${RESOURCE} (${s.resources[seat].length} mana, ${manaLeft(s)} left this turn).`);
      return;
    }
    case 'deploy': {
      const id = takeFromHand(s, seat, a.card);
      const t = typeOf(id);
      s.turn.manaSpent += t.cost;
      s.turn.main = true;
      const lane = a.lane - 1;
      if (t.ability === 'instant') {
        s.lanes[seat][lane] = { card: id, offence: true, concealed: false, abilityUsed: true };
        s.turn.satOut.push(lane);
        emit(ctx, 'deploy', `${who} deploys ${t.name} in lane ${a.lane} (offence, cost ${t.cost}).`);
        const revealed = revealTargets(ctx, seat, [lane]);
        const targets = new Array<number>(GM_R05_LANES).fill(-1);
        targets[lane] = lane;
        const plan = planWar(s, seat, targets, [0, 0, 0, 0, 0], 0);
        resolvePlan(ctx, plan, `${t.name} makes an Instant Attack${revealed.length ? `, revealing ${revealed.join(', ')}` : ''}:`);
        return;
      }
      const c = { card: id, offence: false, concealed: a.concealed, abilityUsed: false };
      s.lanes[seat][lane] = c;
      if (a.concealed) {
        emit(ctx, 'deploy', `${who} deploys a concealed creature in lane ${a.lane} (defence, cost ${t.cost}).`);
        emit(ctx, 'private', `You deploy ${t.name} concealed in lane ${a.lane}.`);
      } else emit(ctx, 'deploy', `${who} deploys ${t.name} in lane ${a.lane} (defence, cost ${t.cost}).`);
      // GM-R29: Insight and Siphon fire even when concealed; the table hears only what happened.
      void GM_R29_CONCEALED_ABILITIES_FIRE;
      if (t.ability === 'insight') {
        c.abilityUsed = true;
        const drawn = drawCard(s, seat);
        emit(ctx, 'ability', drawn === null ? `${who}'s deck is empty: no card is drawn.` : `${who} draws a card (${s.decks[seat].length} left).`);
      } else if (t.ability === 'siphon') {
        c.abilityUsed = true;
        const n = loseEnergy(s, opp, SIPHON_DRAIN);
        emit(ctx, 'ability', `${seatLabel(opp)} is drained of ${n} energy (${s.energy[opp]} left).`);
        settle(ctx);
      }
      return;
    }
    case 'cast': {
      const id = takeFromHand(s, seat, a.card);
      const t = typeOf(id);
      s.turn.manaSpent += t.cost;
      s.turn.main = true;
      s.used[seat].push(id);
      if (t.spell === 'warcry') {
        // GM-E03 (adopted, GM-R34): each War Cry adds its +1; a second one stacks.
        const war = s.war as NonNullable<GogState['war']>;
        war.warCries = GM_E03_WAR_CRIES_STACK ? war.warCries + 1 : 1;
        emit(ctx, 'spell', `${who} casts War Cry: every attacker +1 attack in this War.`);
      } else if (t.spell === 'unveil') {
        const shown: string[] = [];
        s.lanes[opp].forEach((c, i) => {
          if (c && c.concealed) {
            c.concealed = false;
            shown.push(`${nameOf(c.card)} in lane ${i + 1}`);
          }
        });
        const drawn = drawCard(s, seat);
        emit(ctx, 'spell', `${who} casts Unveil: ${shown.length ? `reveals ${shown.join(', ')}` : 'nothing to reveal'}; ${drawn === null ? 'the deck is empty, no card drawn' : 'draws a card'}.`);
      } else if (s.phase === 'war') {
        const war = s.war as NonNullable<GogState['war']>;
        war.spellTokens[(a.lane as number) - 1] += t.tokens;
        emit(ctx, 'spell', `${who} casts ${t.name}: ${t.tokens} more tokens on ${nameOf((s.lanes[opp][(a.lane as number) - 1] as { card: number }).card)} in lane ${a.lane} for this War.`);
      } else spellHit(ctx, seat, (a.lane as number) - 1, t.tokens, t.name);
      settle(ctx);
      return;
    }
    case 'war': {
      s.turn.warDone = true;
      s.turn.main = true;
      s.phase = 'war';
      const groups = a.groups.map((g) => ({ lanes: g.lanes.slice().sort((x, y) => x - y), target: g.target }));
      s.war = { groups, spellTokens: [0, 0, 0, 0, 0], warCries: 0 };
      // GM-R33: the targeted concealed defenders are revealed now, before any War spell.
      const revealed = GM_R33_REVEAL_ON_DECLARATION ? revealTargets(ctx, seat, warTargets(s, seat, groups)) : [];
      emit(ctx, 'war', `${who} declares War: ${describeGroups(s, seat, groups)}.${revealed.length ? ` Revealed: ${revealed.join(', ')}.` : ''}`);
      return;
    }
    case 'resolve': {
      const war = s.war as NonNullable<GogState['war']>;
      const plan = planWar(s, seat, warTargets(s, seat, war.groups), war.spellTokens, war.warCries);
      s.phase = 'turn';
      s.war = null;
      resolvePlan(ctx, plan, `${who}'s War resolves:`);
      return;
    }
    case 'reveal': {
      const c = s.lanes[seat][a.lane - 1] as NonNullable<GogState['lanes'][0][0]>;
      c.concealed = false;
      emit(ctx, 'reveal', `${who} reveals ${nameOf(c.card)} in lane ${a.lane}.`);
      return;
    }
    case 'march': {
      const parts: string[] = [];
      for (const l of a.lanes.slice().sort((x, y) => x - y)) {
        const c = s.lanes[seat][l - 1] as NonNullable<GogState['lanes'][0][0]>;
        const wasConcealed = c.concealed;
        c.offence = !c.offence;
        // A concealed creature is revealed on its way to offence; GM-R12: nothing goes back into concealment.
        if (c.offence) c.concealed = false;
        void GM_R12_NO_RECONCEALING;
        parts.push(`${nameOf(c.card)} in lane ${l} to ${c.offence ? 'offence' : 'defence'}${wasConcealed ? ' (revealed)' : ''}`);
      }
      emit(ctx, 'march', `${who} marches: ${parts.join(', ')}.`);
      beginTurn(ctx, opp);
      return;
    }
    case 'end':
      emit(ctx, 'end-turn', `${who} ends their turn.`);
      beginTurn(ctx, opp);
      return;
    default:
      return;
  }
}

function finish(ctx: Ctx): ApplyResult<GogState> {
  const s = ctx.s;
  if (ctx.rng) s.rng = ctx.rng.state();
  for (const e of ctx.events) if (e.kind !== 'private') s.log.push(e.text);
  // GM-E06 (adopted, GM-R34): the state keeps only the last few public lines.
  if (s.log.length > GM_E06_LOG_LENGTH) s.log.splice(0, s.log.length - GM_E06_LOG_LENGTH);
  return { ok: true, state: s, events: ctx.events };
}

const isSeat = (x: unknown): x is Seat => x === 0 || x === 1;

export function applyAction(state: GogState, seat: Seat, action: GogAction): ApplyResult<GogState> {
  if (!isSeat(seat)) return fail('There is no such seat at this table.');
  if (!shapeOk(action)) return fail('That is not a Gog & Magog move.');
  if (state.result) return fail('The game is over.');
  if (seat !== state.toMove) return fail(state.phase === 'mulligan' ? `${seatLabel(state.toMove)} decides on their hand first.` : `It is not your turn: ${seatLabel(state.toMove)} is playing.`);
  const why = illegal(state, seat, action);
  if (why) return fail(why);
  const ctx: Ctx = { s: cloneState(state), events: [], rng: null };
  perform(ctx, seat, action);
  return finish(ctx);
}

// The schema check is the cheap hand-written twin of actionSchema (applyAction is on the hot path).
const isLane = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 1 && x <= GM_R05_LANES;
function shapeOk(a: unknown): a is GogAction {
  if (!a || typeof a !== 'object') return false;
  const o = a as Record<string, unknown>;
  switch (o.type) {
    case 'mulligan':
    case 'keep':
    case 'resource':
    case 'resolve':
    case 'end':
      return true;
    case 'deploy':
      return typeof o.card === 'string' && !!!!typeNamed(o.card) && isLane(o.lane) && typeof o.concealed === 'boolean';
    case 'cast':
      return typeof o.card === 'string' && !!typeNamed(o.card) && (o.lane === undefined || isLane(o.lane));
    case 'reveal':
      return isLane(o.lane);
    case 'march':
      return Array.isArray(o.lanes) && o.lanes.length >= 1 && o.lanes.length <= GM_R05_LANES && o.lanes.every(isLane);
    case 'war':
      return (
        Array.isArray(o.groups) &&
        o.groups.length <= 2 &&
        o.groups.every((g: unknown) => {
          const gg = g as Record<string, unknown> | null;
          return !!gg && typeof gg === 'object' && Array.isArray(gg.lanes) && gg.lanes.length >= 2 && gg.lanes.length <= GM_R05_LANES && gg.lanes.every(isLane) && isLane(gg.target);
        })
      );
    default:
      return false;
  }
}

/** GM-E07 (adopted, GM-R34): accepted at any time from either seat; the service applies A7's timing. */
export function resign(state: GogState, seat: Seat): ApplyResult<GogState> {
  if (!isSeat(seat)) return fail('There is no such seat at this table.');
  if (state.result) return fail('The game is over.');
  const ctx: Ctx = { s: cloneState(state), events: [], rng: null };
  const w = other(seat);
  ctx.s.result = { winners: [w], reason: `${seatLabel(seat)} resigned` };
  ctx.s.war = null;
  emit(ctx, 'end', `${seatLabel(w)} wins: ${seatLabel(seat)} resigned.`);
  return finish(ctx);
}

/** The default when a seat's pending decision times out: keep the hand; resolve the War as declared. */
export function timeoutAction(s: GogState, seat: Seat): GogAction | null {
  if (s.result || seat !== s.toMove) return null;
  if (s.phase === 'mulligan') return { type: 'keep' };
  if (s.phase === 'war') return { type: 'resolve' };
  return null;
}

// ---------------------------------------------------------------------------
// Enumeration

/** Every way `lanes` (one guild's attackers, ascending) may form groups: lists of disjoint groups. */
function groupings(lanes: readonly number[]): WarGroup[][] {
  if (lanes.length < GM_R25_GROUP_MIN_SIZE) return [[]];
  const [head, ...rest] = lanes;
  // `head` attacks alone…
  const out: WarGroup[][] = groupings(rest);
  // …or heads a group with a non-empty subset of the rest, aimed at any member's lane.
  for (let mask = 1; mask < 1 << rest.length; mask++) {
    const members = [head];
    const left: number[] = [];
    rest.forEach((l, i) => (mask & (1 << i) ? members.push(l) : left.push(l)));
    for (const tail of groupings(left)) for (const target of members) out.push([{ lanes: members, target }, ...tail]);
  }
  return out;
}

/** Every War declaration: the guilds' groupings combined, groups ordered by first lane. */
export function warOptions(s: GogState, seat: Seat): WarGroup[][] {
  const attackers = attackerLanes(s, seat);
  let out: WarGroup[][] = [[]];
  for (const guild of GM_R04_GUILDS) {
    const lanes = attackers.filter((l) => typeOf((s.lanes[seat][l] as { card: number }).card).guild === guild).map((l) => l + 1);
    const gs = groupings(lanes);
    if (gs.length === 1) continue;
    const next: WarGroup[][] = [];
    for (const a of out) for (const b of gs) next.push([...a, ...b]);
    out = next;
  }
  for (const o of out) o.sort((a, b) => a.lanes[0] - b.lanes[0]);
  return out;
}

/** Distinct names in `seat`'s hand, in hand order. */
function handNames(s: GogState, seat: Seat): string[] {
  const out: string[] = [];
  for (const id of s.hands[seat]) {
    const n = nameOf(id);
    if (!out.includes(n)) out.push(n);
  }
  return out;
}

export function legalActions(s: GogState, seat: Seat): GogAction[] {
  if (s.result || seat !== s.toMove) return [];
  if (s.phase === 'mulligan') {
    return s.mulligans[seat] < GM_R19_MULLIGANS_PER_PLAYER ? [{ type: 'keep' }, { type: 'mulligan' }] : [{ type: 'keep' }];
  }
  const out: GogAction[] = [];
  const opp = other(seat);
  const mana = manaLeft(s);
  const names = handNames(s, seat);
  if (s.phase === 'war') {
    const targets = warTargets(s, seat, s.war?.groups ?? []);
    for (const n of names) {
      const t = typeNamed(n)!;
      if (t.kind !== 'spell' || t.cost > mana) continue;
      if (t.spell === 'warcry') out.push({ type: 'cast', card: n });
      else if (t.spell !== 'unveil') for (let l = 0; l < GM_R05_LANES; l++) if (s.lanes[opp][l] && targets.includes(l)) out.push({ type: 'cast', card: n, lane: l + 1 });
    }
    out.push({ type: 'resolve' });
    return out;
  }
  const own = s.lanes[seat];
  const room = creatureCount(s, seat) < MAX_CREATURES;
  for (const n of names) {
    const t = typeNamed(n)!;
    if (t.kind === 'resource') {
      if (!s.turn.resourcePlayed) out.push({ type: 'resource' });
      continue;
    }
    if (t.cost > mana) continue;
    if (t.kind === 'creature') {
      if (!room) continue;
      for (let l = 0; l < GM_R05_LANES; l++) {
        if (own[l]) continue;
        out.push({ type: 'deploy', card: n, lane: l + 1, concealed: false });
        if (t.ability !== 'instant') out.push({ type: 'deploy', card: n, lane: l + 1, concealed: true });
      }
    } else if (t.spell === 'unveil') out.push({ type: 'cast', card: n });
    else if (t.spell !== 'warcry') for (let l = 0; l < GM_R05_LANES; l++) if (s.lanes[opp][l]) out.push({ type: 'cast', card: n, lane: l + 1 });
  }
  if (!s.turn.warDone && attackerLanes(s, seat).length >= GM_R24_MIN_ATTACKERS) for (const groups of warOptions(s, seat)) out.push({ type: 'war', groups });
  for (let l = 0; l < GM_R05_LANES; l++) if (own[l]?.concealed) out.push({ type: 'reveal', lane: l + 1 });
  if (!s.turn.main) {
    const lanes: number[] = [];
    for (let l = 0; l < GM_R05_LANES; l++) if (own[l]) lanes.push(l + 1);
    for (let mask = 1; mask < 1 << lanes.length; mask++) out.push({ type: 'march', lanes: lanes.filter((_, i) => mask & (1 << i)) });
  }
  out.push({ type: 'end' });
  return out;
}
