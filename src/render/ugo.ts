// U-G-O images, drawn from views only: the table (spectator view, for the
// channel) and a player's hand (that seat's view, for their DM).
import type { Canvas, CanvasRenderingContext2D } from 'canvas';
import type { CardFace, SeatView, TableCardView, UgoView } from '../games/ugo/index.js';
import { FONT, newCanvas, palette, toPng } from './common.js';
import { drawFitted, fit, fitBox, roundRect, sprite, text, withNames, wrap, type Fitted } from './text.js';

export interface UgoRenderOptions {
  seatNames?: readonly string[];
  footnote?: string;
}

const W = 1000;
const RED = '#c62828';
const BLACK = '#1d1b19';
const FELT = '#2f5d46';
const FELT_DARK = '#244a37';
const CARD_EDGE = '#3b332c';
const BACK = '#1f3f7a';
const BACK_LINE = '#3d64ad';
const GOLD = '#f2c14e';

const isRed = (c: CardFace): boolean => c.suit === '♥' || c.suit === '♦';
const nameOf = (v: UgoView, seat: number, opts: UgoRenderOptions): string => opts.seatNames?.[seat] || v.seats[seat].name;

/** A card face: big rank and suit, coloured; landscape cards keep their text upright. */
export function drawFace(ctx: CanvasRenderingContext2D, face: CardFace, x: number, y: number, w: number, h: number): void {
  ctx.drawImage(sprite(`f${face.label}|${w}|${h}`, w, h, (c) => paintFace(c, face, 0, 0, w, h)), x - 2, y - 2);
}

/** A card back: no rank, no suit. */
export function drawBack(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number): void {
  ctx.drawImage(sprite(`b|${w}|${h}`, w, h, (c) => paintBack(c, 0, 0, w, h)), x - 2, y - 2);
}

function paintFace(ctx: CanvasRenderingContext2D, face: CardFace, x: number, y: number, w: number, h: number): void {
  roundRect(ctx, x, y, w, h, Math.min(w, h) * 0.09);
  ctx.fillStyle = '#fffdf8';
  ctx.fill();
  ctx.lineWidth = 2;
  ctx.strokeStyle = CARD_EDGE;
  ctx.stroke();
  const col = isRed(face) ? RED : BLACK;
  const short = Math.min(w, h);
  if (w > h) {
    text(ctx, face.rank, x + w * 0.3, y + h / 2, `bold ${Math.round(short * 0.44)}px ${FONT}`, col, 'center');
    text(ctx, face.suit, x + w * 0.72, y + h / 2, `${Math.round(short * 0.56)}px ${FONT}`, col, 'center');
  } else {
    text(ctx, face.rank, x + w * 0.08, y + h * 0.04, `bold ${Math.round(short * 0.36)}px ${FONT}`, col, 'left', 'top');
    text(ctx, face.suit, x + w / 2, y + h * 0.62, `${Math.round(short * 0.62)}px ${FONT}`, col, 'center');
  }
}

function paintBack(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number): void {
  const r = Math.min(w, h) * 0.09;
  roundRect(ctx, x, y, w, h, r);
  ctx.fillStyle = BACK;
  ctx.fill();
  ctx.lineWidth = 2;
  ctx.strokeStyle = '#0e1f3f';
  ctx.stroke();
  ctx.save();
  roundRect(ctx, x + 6, y + 6, w - 12, h - 12, r * 0.6);
  ctx.clip();
  ctx.strokeStyle = BACK_LINE;
  ctx.lineWidth = 3;
  ctx.beginPath();
  for (let d = -h; d < w; d += 14) {
    ctx.moveTo(x + d, y);
    ctx.lineTo(x + d + h, y + h);
  }
  ctx.stroke();
  ctx.restore();
  roundRect(ctx, x + 6, y + 6, w - 12, h - 12, r * 0.6);
  ctx.lineWidth = 2;
  ctx.strokeStyle = '#9fb4dc';
  ctx.stroke();
}

// ---------------------------------------------------------------------------
// Table

// Text sizes are chosen to stay legible when Discord shows the image ~400 px wide on a phone.
const HEADER_H = 84;
const BAND_H = 236;
const SIDE_W = 262;
/** A seat's name ends short of the first table card's edge. */
const SIDE_NAME_W = SIDE_W - 26;
/** Left edge of the discard pile, far enough from the deck for their labels. */
const PILE_X = 100;
const SLOT_W = 144;
const CARD_W = 92;
const CARD_H = 128;
const LOG_LINE = 36;
const LOG_FONT = `26px ${FONT}`;
/** A strip under the log for the deadline. */
const FOOT_H = 36;

/** Where a seat's name goes: from x 20, this wide, in rows y + 6 to y + 60 of its band. */
export const UGO_SEAT_NAME_BOX = { x: 20, width: SIDE_NAME_W, top: 6, bottom: 60 };

/** A seat's name: one line as large as fits, else two smaller ones above its status ("Golem Table AI / (normal)"). */
export function seatNameFit(ctx: CanvasRenderingContext2D, name: string, names?: readonly string[]): Fitted {
  return fitBox(ctx, name, { width: SIDE_NAME_W, weight: 'bold', size: 30, floor: 24, lines: 2, wrapped: { weight: 'bold', size: 24, floor: 18 }, shorten: names });
}

function drawSide(ctx: CanvasRenderingContext2D, v: UgoView, sv: SeatView, y: number, opts: UgoRenderOptions): void {
  const turn = v.turn;
  const active = turn?.seat === sv.seat;
  const isTarget = turn?.target === sv.seat;
  const winner = v.result?.winners.includes(sv.seat);
  drawFitted(ctx, seatNameFit(ctx, nameOf(v, sv.seat, opts), opts.seatNames), 20, y + 31, active ? GOLD : '#ffffff');
  const status = !sv.alive
    ? 'OUT'
    : winner
      ? 'WINNER'
      : active
        ? '▶ to play'
        : isTarget
          ? '◎ target'
          : '';
  text(ctx, `P${sv.seat + 1}`, 20, y + 76, `bold 26px ${FONT}`, '#b5d6c2');
  if (status) text(ctx, status, 66, y + 76, `bold 26px ${FONT}`, !sv.alive ? '#ff8a80' : winner ? GOLD : active ? GOLD : '#cfe8d8');
  // Deck (back with count), discard (top card with count), hand count.
  const py = y + 104;
  const pw = 62;
  const ph = 86;
  if (sv.deckCount > 0) drawBack(ctx, 20, py, pw, ph);
  else {
    roundRect(ctx, 20, py, pw, ph, 6);
    ctx.setLineDash([6, 5]);
    ctx.strokeStyle = '#9bbfa9';
    ctx.lineWidth = 2;
    ctx.stroke();
    ctx.setLineDash([]);
  }
  text(ctx, String(sv.deckCount), 20 + pw / 2, py + ph / 2, `bold 30px ${FONT}`, '#ffffff', 'center');
  const top = sv.discard[sv.discard.length - 1];
  if (top) drawFace(ctx, top, PILE_X, py, pw, ph);
  else {
    roundRect(ctx, PILE_X, py, pw, ph, 6);
    ctx.setLineDash([6, 5]);
    ctx.strokeStyle = '#9bbfa9';
    ctx.lineWidth = 2;
    ctx.stroke();
    ctx.setLineDash([]);
  }
  text(ctx, 'deck', 20 + pw / 2, py + ph + 18, `22px ${FONT}`, '#e6f2ea', 'center');
  text(ctx, `pile ${sv.discard.length}`, PILE_X + pw / 2, py + ph + 18, `22px ${FONT}`, '#e6f2ea', 'center');
  // Hand: a small fan of backs with the count.
  const hx = 184;
  for (let i = 0; i < Math.min(3, sv.handCount); i++) {
    ctx.save();
    ctx.translate(hx + 30, py + ph - 10);
    ctx.rotate((i - 1) * 0.18);
    drawBack(ctx, -20, -60, 40, 58);
    ctx.restore();
  }
  text(ctx, String(sv.handCount), hx + 30, py + 40, `bold 30px ${FONT}`, '#ffffff', 'center');
  text(ctx, 'hand', hx + 30, py + ph + 18, `22px ${FONT}`, '#e6f2ea', 'center');
}

function drawTableCard(ctx: CanvasRenderingContext2D, tc: TableCardView, x: number, y: number): void {
  const cx = x + SLOT_W / 2;
  // Within its own slot: neighbouring labels never run into each other.
  if (tc.attacked) drawFitted(ctx, fitBox(ctx, `#${tc.slot} attacked`, { width: SLOT_W - 10, weight: 'bold', size: 22, floor: 16 }), cx, y + 14, GOLD, 'center');
  else text(ctx, `#${tc.slot}`, cx, y + 14, `bold 26px ${FONT}`, '#e6f2ea', 'center');
  const top = y + 30;
  const upright = tc.position === 'attack';
  const w = upright ? CARD_W : CARD_H;
  const h = upright ? CARD_H : CARD_W;
  const cardX = cx - w / 2;
  const cardY = top + (CARD_H - h) / 2;
  if (tc.attacked) ctx.globalAlpha = 0.6;
  if (tc.card) drawFace(ctx, tc.card, cardX, cardY, w, h);
  else drawBack(ctx, cardX, cardY, w, h);
  ctx.globalAlpha = 1;
  // Equips: tabs under the card.
  const ey = top + CARD_H + 6;
  tc.equips.forEach((e, i) => {
    const ex = cx - (tc.equips.length * 66 - 6) / 2 + i * 66;
    roundRect(ctx, ex, ey, 60, 30, 5);
    ctx.fillStyle = '#fff4f2';
    ctx.fill();
    ctx.strokeStyle = RED;
    ctx.lineWidth = 2;
    ctx.stroke();
    text(ctx, e.label, ex + 30, ey + 16, `bold 22px ${FONT}`, RED, 'center');
  });
  const vy = top + CARD_H + (tc.equips.length ? 52 : 20);
  const label = tc.faceDown ? 'face-down' : `${tc.attack ?? '?'} / ${tc.defence ?? '?'}`;
  text(ctx, label, cx, vy, `bold ${tc.faceDown ? 24 : 28}px ${FONT}`, tc.faceDown ? '#c9daf0' : '#ffffff', 'center');
}

/** Where a seat's band starts on the table image. */
export const ugoBandTop = (seat: number): number => HEADER_H + seat * BAND_H;
export const UGO_BAND = { height: BAND_H, sideWidth: SIDE_W, slotWidth: SLOT_W } as const;

export function ugoTableSize(players: number): { width: number; height: number } {
  return { width: W, height: HEADER_H + players * BAND_H + 16 + 5 * LOG_LINE + 8 + FOOT_H };
}

export function renderUgoTable(view: UgoView, opts: UgoRenderOptions = {}): Buffer {
  return toPng(drawUgoTable(view, opts));
}

export function drawUgoTable(view: UgoView, opts: UgoRenderOptions = {}): Canvas {
  const { width, height } = ugoTableSize(view.players);
  const { canvas, ctx } = newCanvas(width, height);
  ctx.fillStyle = FELT;
  ctx.fillRect(0, 0, width, height);

  // Header: turn, direction, result.
  ctx.fillStyle = FELT_DARK;
  ctx.fillRect(0, 0, width, HEADER_H);
  let head: string;
  let sub: string;
  if (view.result) {
    head = view.result.winners.length ? `${view.result.winners.map((w) => nameOf(view, w, opts)).join(', ')} wins` : 'Draw';
    sub = withNames(view.result.reason, opts.seatNames);
  } else if (view.turn) {
    head = `Turn ${view.turn.number}: ${nameOf(view, view.turn.seat, opts)} → ${nameOf(view, view.turn.target, opts)}`;
    const order: string[] = [];
    const live = view.seats.filter((s) => s.alive).map((s) => s.seat);
    const step = view.turn.direction === 'clockwise' ? 1 : -1;
    let p = view.turn.seat;
    for (let k = 0; k < view.players && order.length < live.length; k++) {
      if (view.seats[p].alive) order.push(`P${p + 1}`);
      p = (p + step + view.players) % view.players;
    }
    sub = `${view.turn.direction === 'clockwise' ? '↻ clockwise' : '↺ reversed'}: ${order.join(' → ')}${view.turn.mayAttack ? '' : ' · first round: no attacks yet'}`;
  } else {
    head = 'U-G-O';
    sub = '';
  }
  const names = opts.seatNames ?? [];
  drawFitted(ctx, fitBox(ctx, head, { width: width - 250, weight: 'bold', size: 32, floor: 24, shorten: names }), 20, 26, '#ffffff');
  // A result's reason is how the game ended: its words stay whole, in a smaller size if need be.
  const subFit = fitBox(ctx, sub, view.result ? { width: width - 40, size: 26, floor: 16, shorten: names } : { width: width - 330, size: 26 });
  drawFitted(ctx, subFit, 20, 62, '#cfe8d8');
  if (view.removed.length) text(ctx, `Queens out: ${view.removed.length}`, width - 20, 26, `24px ${FONT}`, '#cfe8d8', 'right');
  if (!view.result) text(ctx, 'values: attack / defence', width - 20, 62, `24px ${FONT}`, '#cfe8d8', 'right');

  // One band per seat.
  view.seats.forEach((sv, i) => {
    const y = HEADER_H + i * BAND_H;
    if (i % 2 === 1) {
      ctx.fillStyle = 'rgba(0,0,0,0.07)';
      ctx.fillRect(0, y, width, BAND_H);
    }
    if (view.turn?.seat === sv.seat) {
      ctx.fillStyle = 'rgba(242,193,78,0.16)';
      ctx.fillRect(0, y, width, BAND_H);
      ctx.fillStyle = GOLD;
      ctx.fillRect(0, y, 8, BAND_H);
    }
    // Faded, but still legible on a phone.
    if (!sv.alive) ctx.globalAlpha = 0.5;
    drawSide(ctx, view, sv, y, opts);
    if (!sv.table.length) {
      text(ctx, sv.alive ? 'no cards on the table' : 'out of the game', SIDE_W + 2.5 * SLOT_W, y + BAND_H / 2, `italic 28px ${FONT}`, '#b5d6c2', 'center');
    }
    sv.table.forEach((tc, k) => drawTableCard(ctx, tc, SIDE_W + k * SLOT_W, y + 8));
    ctx.globalAlpha = 1;
    ctx.fillStyle = 'rgba(255,255,255,0.12)';
    ctx.fillRect(0, y + BAND_H - 1, width, 1);
  });

  // The last public events.
  const ly = HEADER_H + view.players * BAND_H + 16;
  ctx.font = LOG_FONT;
  const lines: string[] = [];
  for (const raw of view.log.slice().reverse()) {
    const entry = withNames(raw, opts.seatNames);
    const w = wrap(ctx, entry, width - 40, 2);
    if (lines.length + w.length > 5) break;
    lines.unshift(...w);
  }
  lines.forEach((l, i) => text(ctx, l, 20, ly + i * LOG_LINE + LOG_LINE / 2, LOG_FONT, i === lines.length - 1 ? '#ffffff' : '#cfe8d8'));
  if (opts.footnote) text(ctx, opts.footnote, width - 20, height - FOOT_H / 2, `bold 24px ${FONT}`, '#e6f2ea', 'right');
  return canvas;
}

// ---------------------------------------------------------------------------
// Hand

const H_CARD_W = 150;
const H_CARD_H = 212;
const H_GAP = 13;
const PER_ROW = 6;
/** Title and two lines of status above the cards. */
const HAND_TOP = 150;
/** Two lines of key under the cards. */
const HAND_FOOT = 76;

function roleOf(c: CardFace, view: UgoView): string {
  const r = c.rank;
  if (r === '9') return view.options.ninesReflect ? 'reflect' : view.seats.filter((s) => s.alive).length >= 3 ? 'reverse' : 'no effect';
  if (r === 'A') return 'destroy';
  if (r === 'K') return 'mill 1';
  if (r === 'Q') return 'recover';
  if (r === 'J') return 'steal';
  if (r === '10') return 'block';
  if (r === '8') return 'redraw';
  const v = Number(r);
  if (c.suit === '♦') return `equip +${Math.floor(v / 2)}`;
  const atk = c.suit === '♠' ? 2 * v : v;
  const def = c.suit === '♥' ? 2 * v : v;
  return `${atk} / ${def}${v >= 6 ? ' ✝' : ''}`;
}

const SUIT_ORDER: Record<string, number> = { '♠': 0, '♥': 1, '♣': 2, '♦': 3 };
const RANK_ORDER = ['2', '3', '4', '5', '6', '7', 'A', 'K', 'Q', 'J', '10', '9', '8'];
function handSort(a: CardFace, b: CardFace): number {
  const ka = a.suit === '♦' && RANK_ORDER.indexOf(a.rank) < 6 ? 1 : RANK_ORDER.indexOf(a.rank) >= 6 ? 2 : 0;
  const kb = b.suit === '♦' && RANK_ORDER.indexOf(b.rank) < 6 ? 1 : RANK_ORDER.indexOf(b.rank) >= 6 ? 2 : 0;
  return ka - kb || RANK_ORDER.indexOf(a.rank) - RANK_ORDER.indexOf(b.rank) || SUIT_ORDER[a.suit] - SUIT_ORDER[b.suit] || a.id - b.id;
}

export function ugoHandSize(view: UgoView): { width: number; height: number } {
  const me = typeof view.viewer === 'number' ? view.seats[view.viewer] : undefined;
  const n = Math.max(1, me?.hand?.length ?? 0);
  const rows = Math.ceil(n / PER_ROW);
  const down = me?.table.filter((t) => t.faceDown).length ?? 0;
  return { width: W, height: HAND_TOP + rows * (H_CARD_H + 60) + (down ? 200 : 0) + HAND_FOOT };
}

function drawHandCard(ctx: CanvasRenderingContext2D, c: CardFace, x: number, y: number, seat: number, v: UgoView): void {
  drawFace(ctx, c, x, y, H_CARD_W, H_CARD_H);
  if (c.deck !== seat) {
    roundRect(ctx, x + H_CARD_W - 62, y + 8, 54, 32, 6);
    ctx.fillStyle = '#3b332c';
    ctx.fill();
    text(ctx, `P${c.deck + 1}`, x + H_CARD_W - 35, y + 25, `bold 22px ${FONT}`, '#ffffff', 'center');
  }
  text(ctx, roleOf(c, v), x + H_CARD_W / 2, y + H_CARD_H + 26, `bold 28px ${FONT}`, palette.ink, 'center');
}

export function renderUgoHand(view: UgoView, opts: UgoRenderOptions = {}): Buffer {
  return toPng(drawUgoHand(view, opts));
}

export function drawUgoHand(view: UgoView, opts: UgoRenderOptions = {}): Canvas {
  const { width, height } = ugoHandSize(view);
  const { canvas, ctx } = newCanvas(width, height);
  ctx.fillStyle = palette.background;
  ctx.fillRect(0, 0, width, height);
  const seat = typeof view.viewer === 'number' ? view.viewer : -1;
  const me = seat >= 0 ? view.seats[seat] : undefined;
  const hand = (me?.hand ?? []).slice().sort(handSort);
  const name = seat >= 0 ? nameOf(view, seat, opts) : 'Spectator';
  ctx.font = `bold 24px ${FONT}`;
  const footW = opts.footnote ? ctx.measureText(opts.footnote).width + 30 : 0;
  if (opts.footnote) text(ctx, opts.footnote, width - 20, 32, `bold 24px ${FONT}`, palette.ink, 'right');
  const names = opts.seatNames ?? [];
  drawFitted(ctx, fitBox(ctx, `Your hand, ${name}: ${hand.length} card${hand.length === 1 ? '' : 's'}`, { width: width - 40 - footW, weight: 'bold', size: 34, floor: 24, shorten: names }), 20, 32, palette.ink);
  const tp = me?.tenPolicy;
  const tpText = tp === undefined ? '' : tp === 'never' ? 'never' : tp === 'always' ? 'always' : `at ${tp.threshold}+ cards`;
  const np = me?.ninePolicy;
  const npText = np === undefined ? '' : np === 'never' ? ' · 9 reflects: never' : np === 'always' ? ' · 9 reflects: A K J' : ` · 9 reflects: ${np.ranks.join(' ') || 'never'}`;
  const turnText = view.result ? 'game over' : view.turn?.seat === seat ? 'your turn' : view.turn ? `${nameOf(view, view.turn.seat, opts)} to play` : '';
  drawFitted(ctx, fitBox(ctx, `Deck ${me?.deckCount ?? 0}${turnText ? ` · ${turnText}` : ''}`, { width: width - 40, size: 28, floor: 22, shorten: names }), 20, 78, palette.ink);
  ctx.font = `26px ${FONT}`;
  if (tp !== undefined) text(ctx, fit(ctx, `10 policy: ${tpText}${npText}`, width - 40), 20, 116, `26px ${FONT}`, palette.muted);

  let y = HAND_TOP;
  if (!hand.length) text(ctx, 'No cards in hand.', 20, y + 40, `italic 28px ${FONT}`, palette.muted);
  hand.forEach((c, i) => {
    const row = Math.floor(i / PER_ROW);
    const col = i % PER_ROW;
    drawHandCard(ctx, c, 20 + col * (H_CARD_W + H_GAP), y + row * (H_CARD_H + 60), seat, view);
  });
  y += Math.ceil(Math.max(1, hand.length) / PER_ROW) * (H_CARD_H + 60);

  const down = me?.table.filter((t) => t.faceDown) ?? [];
  if (down.length) {
    text(ctx, 'Face-down on your table (only you see these):', 20, y + 22, `bold 26px ${FONT}`, palette.ink);
    down.forEach((t, i) => {
      const x = 24 + i * 190;
      const cy = y + 48;
      if (t.card) drawFace(ctx, t.card, x, cy, 128, 92);
      roundRect(ctx, x - 4, cy - 4, 136, 100, 10);
      ctx.setLineDash([8, 6]);
      ctx.strokeStyle = BACK;
      ctx.lineWidth = 3;
      ctx.stroke();
      ctx.setLineDash([]);
      text(ctx, `#${t.slot} · ${t.attack ?? '?'} / ${t.defence ?? '?'}`, x + 64, cy + 122, `bold 26px ${FONT}`, BACK, 'center');
    });
  }
  text(ctx, 'Numbers under the cards: attack / defence (✝ = a 6 or 7: needs a sacrifice).', 20, height - 52, `22px ${FONT}`, palette.muted);
  text(ctx, 'P2 etc.: a card from that player\'s deck.', 20, height - 22, `22px ${FONT}`, palette.muted);
  return canvas;
}
