// Random games to the end: no throw, conservation of cards, replay, schema,
// and no leak of hidden cards into views, events or the actor's notation.
import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../../src/games/engine.js';
import { ugo, type UgoView } from '../../../src/games/ugo/index.js';
import { randomGame } from '../../../src/games/ugo/random.js';
import { label } from '../../../src/games/ugo/cards.js';
import { knownIn, type UgoAction, type UgoOptions, type UgoState } from '../../../src/games/ugo/state.js';
import { allCards } from './helpers.js';

const optionsFor = (i: number): Partial<UgoOptions> => ({ acesBySuit: i % 3 === 1, ninesReflect: i % 4 === 2 });

function conserved(s: UgoState): boolean {
  const n = s.players * 52;
  const seen = new Uint8Array(n);
  let k = 0;
  for (const id of allCards(s)) {
    if (id < 0 || id >= n || seen[id]) return false;
    seen[id] = 1;
    k++;
  }
  return k === n;
}

function replay(seed: string, players: number, options: Partial<UgoOptions>, steps: { seat: number; action: UgoAction }[]): UgoState {
  const r = ugo.setup({ players, seed, options: { acesBySuit: false, ninesReflect: false, ...options } });
  if (!r.ok) throw new Error(r.error);
  let s = r.state;
  for (const st of steps) {
    const a = ugo.applyAction(s, st.seat, st.action);
    if (!a.ok) throw new Error(a.error);
    s = a.state;
  }
  return s;
}

describe.each([2, 4])('%i-player random games', (players) => {
  it('1,000 games end with no throw, cards conserved at every step, replayable, schema-valid', () => {
    let plies = 0;
    const results = { wins: 0, draws: 0 };
    for (let i = 0; i < 1000; i++) {
      const seed = `prop-${players}-${i}`;
      const opts = optionsFor(i);
      const checkSchema = i < 40;
      const g = randomGame(seed, players, opts, (_b, _st, after) => {
        if (!conserved(after)) throw new Error(`cards not conserved in ${seed}`);
        if (checkSchema && !ugo.stateSchema.safeParse(after).success) throw new Error(`schema rejects a state of ${seed}`);
        if (!after.result && ugo.toAct(after).length !== 1) throw new Error('toAct must name one seat');
      });
      plies += g.plies;
      expect(ugo.stateSchema.safeParse(JSON.parse(JSON.stringify(g.final))).success).toBe(true);
      expect(ugo.result(g.final)).toEqual(g.result);
      if (g.result.winners.length) results.wins++;
      else results.draws++;
      if (i % 10 === 0) expect(replay(seed, players, opts, g.steps)).toEqual(g.final);
    }
    expect(results.wins).toBeGreaterThan(900);
    expect(plies / 1000).toBeGreaterThan(20);
  });
});

/** Every `id` field anywhere in a JSON value. */
function ids(v: unknown, out: number[] = []): number[] {
  if (Array.isArray(v)) for (const x of v) ids(x, out);
  else if (v && typeof v === 'object') {
    for (const [k, x] of Object.entries(v)) {
      if (k === 'id' && typeof x === 'number') out.push(x);
      else ids(x, out);
    }
  }
  return out;
}

/** Cards `viewer` may not know: decks, others' hands (but for what the table saw go in: a Queen's card out of the face-up pile), others' face-down cards. */
function hiddenFrom(s: UgoState, viewer: Viewer): Set<number> {
  const h = new Set<number>();
  for (let p = 0; p < s.players; p++) {
    for (const c of s.decks[p]) h.add(c);
    if (viewer !== p) {
      for (const c of s.hands[p]) if (!knownIn(s, p).includes(c)) h.add(c);
      for (const t of s.tables[p]) if (t.faceDown) h.add(t.card);
    }
  }
  return h;
}

/** Labels of the cards a view shows face-up (table, equips, hand if own, piles, removed). */
function shownLabels(v: UgoView): Set<string> {
  const l = new Set<string>();
  for (const sv of v.seats) {
    for (const t of sv.table) {
      if (t.card) l.add(t.card.label);
      for (const e of t.equips) l.add(e.label);
    }
    for (const c of sv.discard) l.add(c.label);
    for (const c of sv.hand ?? []) l.add(c.label);
  }
  for (const c of v.removed) l.add(c.label);
  return l;
}

const LABEL_RE = /(?:10|[2-9AJQK])[♠♥♦♣]/g;

function checkView(s: UgoState, viewer: Viewer): void {
  const v = ugo.view(s, viewer);
  const hidden = hiddenFrom(s, viewer);
  for (const id of ids(v)) if (hidden.has(id)) throw new Error(`view of ${viewer} shows hidden card ${label(id)}`);
  for (const sv of v.seats) {
    if (sv.seat !== viewer && (sv.hand !== undefined || sv.tenPolicy !== undefined || sv.ninePolicy !== undefined)) throw new Error('other hand or policy shown');
    for (const t of sv.table) {
      if (t.faceDown && sv.seat !== viewer && ('card' in t || 'attack' in t || 'defence' in t)) throw new Error('face-down card described');
    }
  }
  const json = JSON.stringify(v);
  if (/"rng"|"decks"/.test(json)) throw new Error('view carries rng or decks');
}

describe('leaks', () => {
  it('no view, public event or own notation shows a card hidden from its reader', () => {
    let checkedSteps = 0;
    for (const players of [2, 3, 4]) {
      for (let i = 0; i < 40; i++) {
        const seed = `leak-${players}-${i}`;
        randomGame(seed, players, optionsFor(i), (before, step, after, events) => {
          checkedSteps++;
          const viewers: Viewer[] = ['spectator', ...Array.from({ length: players }, (_, p) => p)];
          for (const v of viewers) checkView(after, v);
          const publicLabels = new Set([...shownLabels(ugo.view(before, 'spectator')), ...shownLabels(ugo.view(after, 'spectator'))]);
          for (const e of events) {
            if (e.kind === 'private') {
              if (e.text.match(LABEL_RE)) throw new Error(`private event names a card: ${e.text}`);
              continue;
            }
            for (const m of e.text.match(LABEL_RE) ?? []) {
              if (!publicLabels.has(m)) throw new Error(`event names hidden ${m}: ${e.text}`);
            }
          }
          // The actor's notation names only what the actor can see.
          if (step.action.type !== 'tenPolicy' && step.action.type !== 'ninePolicy') {
            const mine = shownLabels(ugo.view(before, step.seat));
            for (const m of ugo.formatAction(before, step.action).match(LABEL_RE) ?? []) {
              if (!mine.has(m)) throw new Error(`notation names ${m} unseen by its actor`);
            }
          }
          // Standing orders change nothing anyone else sees.
          if (step.action.type === 'tenPolicy' || step.action.type === 'ninePolicy') {
            expect(ugo.view(after, 'spectator')).toEqual(ugo.view(before, 'spectator'));
          }
        });
      }
    }
    expect(checkedSteps).toBeGreaterThan(5000);
  });

  it('formatAction and parseAction agree on every legal action along random games', () => {
    let n = 0;
    for (let i = 0; i < 30; i++) {
      const players = 2 + (i % 3);
      randomGame(`fmt-${i}`, players, optionsFor(i), (before) => {
        if (before.result) return;
        const seat = before.turn.seat;
        for (const a of ugo.legalActions(before, seat)) {
          const t = ugo.formatAction(before, a);
          const p = ugo.parseAction(before, seat, t);
          if (!p.ok || JSON.stringify(p.action) !== JSON.stringify(a)) throw new Error(`"${t}" parsed as ${JSON.stringify(p)} not ${JSON.stringify(a)}`);
          n++;
        }
      });
    }
    expect(n).toBeGreaterThan(1000);
  });
});
