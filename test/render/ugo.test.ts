// U-G-O images: they decode, have the expected sizes, and draw only the view.
import { describe, expect, it } from 'vitest';
import { loadImage } from 'canvas';
import { ugo } from '../../src/games/ugo/index.js';
import { randomGame } from '../../src/games/ugo/random.js';
import type { UgoState } from '../../src/games/ugo/state.js';
import { renderUgoHand, renderUgoTable, ugoHandSize, ugoTableSize } from '../../src/render/ugo.js';

function midGame(seed: string, players: number, at: number): UgoState {
  let mid: UgoState | null = null;
  let k = 0;
  const g = randomGame(seed, players, {}, (_b, _s, after) => {
    if (k++ === at) mid = after;
  });
  return mid ?? g.final;
}

describe('U-G-O renderers', () => {
  for (const players of [2, 4]) {
    it(`table and hand PNGs for ${players} players decode with the expected sizes`, async () => {
      const s = midGame(`render-${players}`, players, 40);
      const spectator = ugo.view(s, 'spectator');
      const table = renderUgoTable(spectator, { seatNames: ['Alice', 'Bob', 'Chandra', 'Dmitri'] });
      expect(table.subarray(1, 4).toString()).toBe('PNG');
      const img = await loadImage(table);
      expect({ width: img.width, height: img.height }).toEqual(ugoTableSize(players));
      expect(img.width).toBe(1000);
      for (let seat = 0; seat < players; seat++) {
        const v = ugo.view(s, seat);
        const hand = await loadImage(renderUgoHand(v));
        expect({ width: hand.width, height: hand.height }).toEqual(ugoHandSize(v));
      }
      // A finished game and a spectator "hand" render too.
      const end = randomGame(`render-end-${players}`, players).final;
      expect(end.result).not.toBeNull();
      const fin = await loadImage(renderUgoTable(ugo.view(end, 'spectator')));
      expect(fin.height).toBe(ugoTableSize(players).height);
      expect((await loadImage(renderUgoHand(spectator))).width).toBe(1000);
    });
  }

  it('hand image grows with the hand and shows own face-down cards', () => {
    const s = midGame('render-hand', 2, 10);
    const v = ugo.view(s, s.turn.seat);
    const base = ugoHandSize(v).height;
    const me = v.seats[s.turn.seat];
    const more = { ...v, seats: v.seats.map((x) => (x.seat === s.turn.seat ? { ...x, hand: [...(me.hand ?? []), ...(me.hand ?? []), ...(me.hand ?? [])] } : x)) };
    expect(ugoHandSize(more).height).toBeGreaterThan(base);
    const withDown = {
      ...v,
      seats: v.seats.map((x) =>
        x.seat === s.turn.seat
          ? { ...x, table: [{ slot: 1, position: 'defence' as const, faceDown: true, card: { id: 3, rank: '4' as const, suit: '♠' as const, deck: x.seat, label: '4♠' }, equips: [], attacked: false }] }
          : x,
      ),
    };
    const noDown = { ...v, seats: v.seats.map((x) => (x.seat === s.turn.seat ? { ...x, table: [] } : x)) };
    expect(ugoHandSize(withDown).height - ugoHandSize(noDown).height).toBe(200);
    expect(renderUgoHand(withDown).length).toBeGreaterThan(1000);
  });

  it('draws the same table whatever is hidden (it sees the spectator view only)', () => {
    const s = midGame('render-hidden', 2, 30);
    const other: UgoState = { ...s, hands: [s.hands[0].slice().reverse(), s.hands[1]], decks: [s.decks[0].slice().reverse(), s.decks[1]] };
    expect(ugo.view(other, 'spectator')).toEqual(ugo.view(s, 'spectator'));
    expect(renderUgoTable(ugo.view(other, 'spectator')).equals(renderUgoTable(ugo.view(s, 'spectator')))).toBe(true);
  });
});
