// Mogo images, drawn from views only: the board with every player's public
// counts (the spectator view for the channel) and a player's hand with each
// counter's effect in short words (that seat's view, for their DM).
//
// Sizes are chosen to stay legible when Discord shows the image ~400 px wide on
// a phone: tiles carry a short name, the Force in large type, the owner's stone
// as a colour-blind-safe colour plus the seat number; the full names of what is
// abbreviated (modifiers, a Doppelganger's model) are spelt out under the board.
import type { Canvas, CanvasRenderingContext2D } from 'canvas';
import { COUNTERS, type CellView, type MogoView, type SeatView } from '../games/mogo/index.js';
import { Lru } from '../lru.js';
import { FONT, newCanvas, palette, spriteCanvas, toPng } from './common.js';
import { drawFitted, fit, fitBox, roundRect, text, withNames, wrap } from './text.js';

export interface MogoRenderOptions {
  seatNames?: readonly string[];
  footnote?: string;
}

const W = 1000;
const HEAD_H = 100;
const CELL = 94;
const BX = 40;
const BY = HEAD_H + 4;
const BOARD = 10 * CELL;
const FILES_H = 34;
const NOTE_LINE = 30;
const NOTE_LINES = 2;
const SEAT_H = 60;
const PILES_H = 44;
const LOG_LINE = 32;
const LOG_LINES = 5;
const FOOT_H = 40;
const INSET = 3;
const TILE = CELL - 2 * INSET;

const BG = '#f4efe4';
const BOARD_BG = '#c9b48c';
const EMPTY = '#efe5cf';
const GOLD = '#f2b705';
const MARK = '#1b1b1b';

/** Okabe–Ito: told apart with every common colour-vision deficiency; the seat number is on the stone too. */
export const SEAT_COLOURS = ['#0072B2', '#E69F00', '#009E73', '#CC79A7'] as const;
const SEAT_INK = ['#ffffff', '#1b1b1b', '#ffffff', '#1b1b1b'] as const;

/** Type tints (light, so the owner's colours stand out on them) and their symbols' ink. */
const TYPE_STYLE: Record<string, { tint: string; ink: string; word: string }> = {
  U: { tint: '#f4dfca', ink: '#8a3b12', word: 'Unit' },
  L: { tint: '#d6e8cc', ink: '#2f6b2f', word: 'Locale' },
  R: { tint: '#d9e1f0', ink: '#34508a', word: 'Relic' },
  E: { tint: '#ead8f0', ink: '#6b3f8a', word: 'Enchantment' },
  S: { tint: '#f6e7b8', ink: '#8a6a00', word: 'Sorcery' },
  M: { tint: '#e3e3e3', ink: '#4a4a4a', word: 'Modifier' },
};
const SUPPRESSED = { tint: '#b8b5b0', ink: '#6a6763' };

const PHASE_WORDS: Record<string, string> = { fate: 'Fate', deployment: 'Deployment', action: 'Action', capture: 'Capture', end: 'End' };
const PHASES = ['fate', 'deployment', 'action', 'capture', 'end'] as const;

const DEF = new Map(COUNTERS.map((c) => [c.name, c]));

const seatName = (v: MogoView, seat: number, opts: MogoRenderOptions): string => opts.seatNames?.[seat] || v.seats[seat]?.name || `Player ${seat + 1}`;

// ---------------------------------------------------------------------------
// Symbols: one small shape per type, so a type reads without its colour.

function symbol(ctx: CanvasRenderingContext2D, type: string, x: number, y: number, s: number, ink: string): void {
  ctx.fillStyle = ink;
  ctx.strokeStyle = ink;
  ctx.beginPath();
  if (type === 'U') {
    // A shield.
    ctx.moveTo(x, y);
    ctx.lineTo(x + s, y);
    ctx.lineTo(x + s, y + s * 0.5);
    ctx.quadraticCurveTo(x + s, y + s * 0.85, x + s / 2, y + s);
    ctx.quadraticCurveTo(x, y + s * 0.85, x, y + s * 0.5);
  } else if (type === 'L') {
    // A mountain.
    ctx.moveTo(x, y + s);
    ctx.lineTo(x + s * 0.38, y + s * 0.2);
    ctx.lineTo(x + s * 0.6, y + s * 0.6);
    ctx.lineTo(x + s * 0.75, y + s * 0.4);
    ctx.lineTo(x + s, y + s);
  } else if (type === 'R') {
    // A gem.
    ctx.moveTo(x + s / 2, y);
    ctx.lineTo(x + s, y + s / 2);
    ctx.lineTo(x + s / 2, y + s);
    ctx.lineTo(x, y + s / 2);
  } else {
    // A star (Enchantment; Sorcery and Modifier only appear in hands).
    const cx = x + s / 2;
    const cy = y + s / 2;
    const n = type === 'E' ? 5 : type === 'S' ? 4 : 6;
    for (let i = 0; i < 2 * n; i++) {
      const r = i % 2 ? s * 0.22 : s / 2;
      const a = (Math.PI * i) / n - Math.PI / 2;
      if (i) ctx.lineTo(cx + r * Math.cos(a), cy + r * Math.sin(a));
      else ctx.moveTo(cx + r * Math.cos(a), cy + r * Math.sin(a));
    }
  }
  ctx.closePath();
  ctx.fill();
}

// ---------------------------------------------------------------------------
// Short names: two lines at most, each squeezed (never below 72 %) or cut.

const NAME_FONT = `bold 18px ${FONT}`;
const NAME_W = TILE - 8;
const widths = new Map<string, number>();

function widthOf(ctx: CanvasRenderingContext2D, t: string, font: string): number {
  const k = `${font}|${t}`;
  let w = widths.get(k);
  if (w === undefined) {
    ctx.font = font;
    w = ctx.measureText(t).width;
    if (widths.size > 5000) widths.clear();
    widths.set(k, w);
  }
  return w;
}

/** A line cut to what fits squeezed to 72 %, ending in "." when cut. */
function cutLine(ctx: CanvasRenderingContext2D, t: string, font: string, max: number): string {
  if (widthOf(ctx, t, font) * 0.72 <= max) return t;
  let n = t.length - 1;
  while (n > 1 && widthOf(ctx, `${t.slice(0, n)}.`, font) * 0.72 > max) n--;
  return `${t.slice(0, n).trimEnd()}.`;
}

export function shortName(ctx: CanvasRenderingContext2D, name: string): string[] {
  const words = name.split(' ').filter((w) => !/^(of|the)$/i.test(w));
  if (words.length <= 1) return [cutLine(ctx, words[0] ?? name, NAME_FONT, NAME_W)];
  const one = words.join(' ');
  if (widthOf(ctx, one, NAME_FONT) * 0.85 <= NAME_W) return [one];
  return [cutLine(ctx, words[0], NAME_FONT, NAME_W), cutLine(ctx, words.slice(1).join(' '), NAME_FONT, NAME_W)];
}

/**
 * Text squeezed horizontally to fit `max` px, centred on x: drawn unscaled into
 * a scratch canvas and copied narrower (a scaled transform moves node-canvas's
 * glyphs apart instead of narrowing them). Only tiles use it, and they are cached.
 */
function squeezed(ctx: CanvasRenderingContext2D, t: string, x: number, y: number, font: string, colour: string, max: number): void {
  const w = widthOf(ctx, t, font);
  if (w <= max) return text(ctx, t, x, y, font, colour, 'center');
  const size = Number(/(\d+)px/.exec(font)?.[1] ?? 18);
  const h = Math.ceil(size * 1.6);
  const sp = spriteCanvas(Math.ceil(w) + 4, h);
  sp.ctx.font = font;
  sp.ctx.fillStyle = colour;
  sp.ctx.textBaseline = 'middle';
  sp.ctx.fillText(t, 2, h / 2);
  ctx.drawImage(sp.canvas, x - max / 2 - 2, y - h / 2, max + 4, h);
}

// ---------------------------------------------------------------------------
// Tiles, each drawn once per look (counter, stone, controller, Force, modifiers)
// and cached: between two moves nearly every tile stays the same.

const tiles = new Lru<string, Canvas>(600);

function tile(cv: CellView): Canvas {
  const key = `${cv.counter}|${cv.types}|${cv.copy ?? ''}|${cv.suppressed ? 1 : 0}|${cv.owner}|${cv.controller}|${cv.force ?? ''}|${cv.modifiers.map((m) => `${m.counter}:${m.owner}`).join(',')}`;
  let c = tiles.get(key);
  if (!c) {
    const sp = spriteCanvas(TILE, TILE);
    paintTile(sp.ctx, cv);
    c = sp.canvas;
    tiles.set(key, c);
  }
  return c;
}

function stone(ctx: CanvasRenderingContext2D, seat: number, x: number, y: number, r: number, size: number): void {
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fillStyle = SEAT_COLOURS[seat] ?? '#777777';
  ctx.fill();
  ctx.lineWidth = 2;
  ctx.strokeStyle = '#1b1b1b';
  ctx.stroke();
  text(ctx, String(seat + 1), x, y + 1, `bold ${size}px ${FONT}`, SEAT_INK[seat] ?? '#ffffff', 'center');
}

const initials = (name: string): string =>
  name
    .split(' ')
    .filter((w) => !/^(of|the)$/i.test(w))
    .map((w) => w[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();

/**
 * Top row: the Force (Units) in large type, the type symbol, the owner's stone.
 * Middle: the short name (a Doppelganger: "as" its model). Bottom: a second
 * type's symbol, and a badge per modifier in the colour of who attached it.
 */
function paintTile(ctx: CanvasRenderingContext2D, cv: CellView): void {
  const main = TYPE_STYLE[cv.types[0]] ?? TYPE_STYLE.U;
  roundRect(ctx, 0, 0, TILE, TILE, 9);
  ctx.fillStyle = cv.suppressed ? SUPPRESSED.tint : main.tint;
  ctx.fill();
  if (cv.suppressed) {
    // Hatched: its abilities are off.
    ctx.save();
    roundRect(ctx, 0, 0, TILE, TILE, 9);
    ctx.clip();
    ctx.strokeStyle = 'rgba(0,0,0,0.12)';
    ctx.lineWidth = 3;
    ctx.beginPath();
    for (let d = 0; d < TILE * 2; d += 14) {
      ctx.moveTo(d, 0);
      ctx.lineTo(d - TILE, TILE);
    }
    ctx.stroke();
    ctx.restore();
  }
  // The border: who controls it now (Goblin King and the like take Units over).
  roundRect(ctx, 2.5, 2.5, TILE - 5, TILE - 5, 8);
  ctx.lineWidth = 5;
  ctx.strokeStyle = SEAT_COLOURS[cv.controller] ?? '#777777';
  ctx.stroke();
  const ink = cv.suppressed ? '#4a4743' : palette.ink;
  const symInk = (t: string): string => (cv.suppressed ? SUPPRESSED.ink : (TYPE_STYLE[t] ?? main).ink);
  let sx = 9;
  if (cv.force !== null) {
    text(ctx, String(cv.force), 8, 21, `bold 25px ${FONT}`, ink);
    sx += widthOf(ctx, String(cv.force), `bold 25px ${FONT}`) + 3;
  }
  // A two-digit Force leaves no room beside the stone: the symbols go to the bottom row.
  const low = [...cv.types].slice(sx + 17 > TILE - 31 ? 0 : 1, 2);
  if (sx + 17 <= TILE - 31) symbol(ctx, cv.types[0], sx, 10, 17, symInk(cv.types[0]));
  low.forEach((t, i) => symbol(ctx, t, 8 + i * 17, TILE - 21, 14, symInk(t)));
  stone(ctx, cv.owner, TILE - 17, 17, 12, 16);
  const lines = cv.copy ? [cutLine(ctx, 'Doppelganger', NAME_FONT, NAME_W), cutLine(ctx, `as ${cv.copy}`, `bold 16px ${FONT}`, NAME_W)] : shortName(ctx, cv.counter);
  const top = lines.length === 1 ? 48 : 41;
  lines.forEach((l, i) => squeezed(ctx, l, TILE / 2, top + i * 18, i && cv.copy ? `bold 16px ${FONT}` : NAME_FONT, ink, NAME_W));
  const room = 3 - low.length;
  const mods = cv.modifiers.slice(0, cv.modifiers.length > room ? room - 1 : room);
  const right = TILE - 6;
  mods.forEach((m, i) => {
    const bx = right - (mods.length - i) * 25;
    roundRect(ctx, bx, TILE - 23, 23, 18, 5);
    ctx.fillStyle = SEAT_COLOURS[m.owner] ?? '#777777';
    ctx.fill();
    ctx.lineWidth = 1.5;
    ctx.strokeStyle = '#1b1b1b';
    ctx.stroke();
    text(ctx, initials(m.counter), bx + 11.5, TILE - 13.5, `bold 12px ${FONT}`, SEAT_INK[m.owner] ?? '#ffffff', 'center');
  });
  const more = cv.modifiers.length - mods.length;
  if (more > 0) text(ctx, `+${more}`, right - mods.length * 25 - 2, TILE - 14, `bold 14px ${FONT}`, ink, 'right');
}

// ---------------------------------------------------------------------------
// The board image

const cellXY = (index: number): { x: number; y: number } => ({ x: BX + (index % 10) * CELL, y: BY + (9 - Math.floor(index / 10)) * CELL });

/** Where a cell's tile lies on the board image (for tests). */
export function tileRect(index: number): { x: number; y: number; w: number; h: number } {
  const { x, y } = cellXY(index);
  return { x: x + INSET, y: y + INSET, w: TILE, h: TILE };
}

const seatRows = (players: number): number => players;

function layout(players: number): { notes: number; seats: number; piles: number; log: number; height: number } {
  const notes = BY + BOARD + FILES_H;
  const seats = notes + NOTE_LINES * NOTE_LINE + 8;
  const piles = seats + seatRows(players) * SEAT_H;
  const log = piles + PILES_H;
  return { notes, seats, piles, log, height: log + LOG_LINES * LOG_LINE + FOOT_H };
}

/** The row of seat `i`'s name and counts on the board image. */
export function mogoSeatRow(players: number, i: number): { y: number; height: number } {
  return { y: layout(players).seats + i * SEAT_H, height: SEAT_H };
}

export function mogoBoardSize(view: MogoView): { width: number; height: number } {
  return { width: W, height: layout(view.players).height };
}

const backgrounds = new Map<number, Canvas>();

/** The parchment, the board's frame, empty cells and coordinates, per player count (opaque, so it copies fast). */
function background(players: number): Canvas {
  let c = backgrounds.get(players);
  if (c) return c;
  const height = layout(players).height;
  const { canvas, ctx } = newCanvas(W, height);
  ctx.fillStyle = BG;
  ctx.fillRect(0, 0, W, height);
  ctx.fillStyle = BOARD_BG;
  ctx.fillRect(BX - 4, BY - 4, BOARD + 8, BOARD + 8);
  for (let i = 0; i < 100; i++) {
    const { x, y } = cellXY(i);
    ctx.fillStyle = EMPTY;
    ctx.fillRect(x + 1, y + 1, CELL - 2, CELL - 2);
  }
  for (let k = 0; k < 10; k++) {
    text(ctx, String(10 - k), BX / 2 - 2, BY + k * CELL + CELL / 2, `bold 20px ${FONT}`, palette.muted, 'center');
    text(ctx, 'abcdefghij'[k], BX + k * CELL + CELL / 2, BY + BOARD + FILES_H / 2 + 2, `bold 22px ${FONT}`, palette.muted, 'center');
  }
  backgrounds.set(players, canvas);
  c = canvas;
  return c;
}

const CELL_RE = /\b([a-j])(10|[1-9])\b/g;

/** The cells named by the last thing someone did (the newest log line that names any). */
export function lastActionCells(log: readonly string[]): number[] {
  for (let i = log.length - 1; i >= 0; i--) {
    const cells = [...log[i].matchAll(CELL_RE)].map((m) => (Number(m[2]) - 1) * 10 + m[1].charCodeAt(0) - 97);
    if (cells.length) return [...new Set(cells)];
  }
  return [];
}

function markCell(ctx: CanvasRenderingContext2D, index: number): void {
  const { x, y } = cellXY(index);
  ctx.lineWidth = 4;
  ctx.strokeStyle = MARK;
  ctx.strokeRect(x + 0.5, y + 0.5, CELL - 1, CELL - 1);
  ctx.lineWidth = 4;
  ctx.strokeStyle = GOLD;
  ctx.setLineDash([14, 8]);
  ctx.strokeRect(x + 0.5, y + 0.5, CELL - 1, CELL - 1);
  ctx.setLineDash([]);
}

function headLines(v: MogoView, opts: MogoRenderOptions): { head: string; sub: string; alert: boolean } {
  if (v.result) {
    const head = v.result.winners.length ? `${v.result.winners.map((w) => seatName(v, w, opts)).join(', ')} win${v.result.winners.length > 1 ? '' : 's'}` : 'Game over: a draw';
    return { head, sub: withNames(v.result.reason, opts.seatNames), alert: false };
  }
  const t = v.turn;
  const who = t ? seatName(v, t.seat, opts) : '';
  const head = t ? `Turn ${t.number}: ${who} · ${PHASE_WORDS[t.phase]} phase` : 'Mogo';
  const p = v.pending;
  if (p?.kind === 'balance') {
    const picked = p.picks.length ? ` (picked so far: ${p.picks.join(' ')})` : '';
    return { head, sub: `Balance: ${seatName(v, p.picker, opts)} picks a counter to destroy${picked}`, alert: true };
  }
  if (p?.kind === 'millstone') return { head, sub: `Millstone: ${seatName(v, p.seat, opts)} must discard a counter`, alert: true };
  if (!t) return { head, sub: '', alert: false };
  const bits = [t.deployed ? 'deployed' : 'no deployment yet', t.acted ? 'action used' : 'action free'];
  if (t.tomeDiscards) bits.push(`Tome: ${t.tomeDiscards} to discard`);
  if (t.extraTurns.length) bits.push(`extra turn next: ${t.extraTurns.map((s) => seatName(v, s, opts)).join(', ')}`);
  return { head, sub: bits.join(' · '), alert: false };
}

function drawPhases(ctx: CanvasRenderingContext2D, v: MogoView, y: number): number {
  let x = 20;
  for (const ph of PHASES) {
    const on = v.turn?.phase === ph;
    const font = on ? `bold 22px ${FONT}` : `20px ${FONT}`;
    const w = widthOf(ctx, PHASE_WORDS[ph], font) + 16;
    if (on) {
      roundRect(ctx, x - 2, y - 15, w, 30, 7);
      ctx.fillStyle = palette.ink;
      ctx.fill();
    }
    text(ctx, PHASE_WORDS[ph], x + 6, y, font, on ? '#ffffff' : palette.muted);
    x += w + 4;
  }
  return x;
}

function drawSeat(ctx: CanvasRenderingContext2D, v: MogoView, sv: SeatView, y: number, opts: MogoRenderOptions): void {
  const active = !v.result && v.toAct.includes(sv.seat);
  const winner = v.result?.winners.includes(sv.seat) ?? false;
  if (active) {
    ctx.fillStyle = 'rgba(242,183,5,0.28)';
    ctx.fillRect(0, y + 2, W, SEAT_H - 4);
    ctx.fillStyle = GOLD;
    ctx.fillRect(0, y + 2, 8, SEAT_H - 4);
  }
  stone(ctx, sv.seat, 36, y + SEAT_H / 2, 19, 22);
  const stats = `hand ${sv.handCount}${sv.handLimit !== 7 ? ` (max ${sv.handLimit})` : ''} · captured ${sv.captures.length}/20 · tokens ${sv.tokens}`;
  const statFont = `24px ${FONT}`;
  const statW = widthOf(ctx, stats, statFont);
  text(ctx, stats, W - 16, y + SEAT_H / 2, statFont, sv.alive ? palette.ink : palette.muted, 'right');
  const tag = winner ? ' WINNER' : !sv.alive ? ' (left)' : active ? ' ▶' : '';
  const who = seatName(v, sv.seat, opts);
  const name = fitBox(ctx, `${who}${tag}`, { width: Math.max(80, W - 16 - statW - 66 - 20), weight: 'bold', size: 26, floor: 20, shorten: [who] });
  drawFitted(ctx, name, 66, y + SEAT_H / 2, sv.alive ? palette.ink : palette.muted);
}

/** Full words for what the tiles abbreviate: modifiers (with who attached them) and Doppelgangers. */
function boardNotes(v: MogoView): string[] {
  const out: string[] = [];
  for (const cv of v.board) {
    const bits: string[] = [];
    if (cv.copy) bits.push(`Doppelganger as ${cv.copy}`);
    if (cv.modifiers.length) bits.push(`${cv.copy ? '' : `${cv.counter} `}with ${cv.modifiers.map((m) => `${m.counter} (P${m.owner + 1})`).join(', ')}`.trim());
    if (bits.length) out.push(`${cv.cell}: ${bits.join(' ')}`);
  }
  return out;
}

export function renderMogoBoard(view: MogoView, opts: MogoRenderOptions = {}): Buffer {
  return toPng(drawMogoBoard(view, opts));
}

export function drawMogoBoard(view: MogoView, opts: MogoRenderOptions = {}): Canvas {
  const { width, height } = mogoBoardSize(view);
  const L = layout(view.players);
  const { canvas, ctx } = newCanvas(width, height);
  ctx.drawImage(background(view.players), 0, 0);

  const { head, sub, alert } = headLines(view, opts);
  const names = opts.seatNames ?? [];
  drawFitted(ctx, fitBox(ctx, head, { width: width - 40, weight: 'bold', size: 30, floor: 22, shorten: names }), 20, 24, palette.ink);
  if (view.result) {
    // A result's reason is how the game ended: its words stay whole, in a smaller size if need be.
    drawFitted(ctx, fitBox(ctx, sub, { width: width - 40, size: 24, floor: 16, shorten: names }), 20, 64, palette.accent);
  } else if (alert) {
    roundRect(ctx, 12, 48, width - 24, 36, 8);
    ctx.fillStyle = '#7a1f12';
    ctx.fill();
    drawFitted(ctx, fitBox(ctx, sub, { width: width - 48, weight: 'bold', size: 23, floor: 18, shorten: names }), 24, 66, '#ffffff');
  } else {
    const x = drawPhases(ctx, view, 66);
    ctx.font = `21px ${FONT}`;
    drawFitted(ctx, fitBox(ctx, sub, { width: width - x - 20, size: 21, floor: 17, shorten: names }), x + 10, 66, palette.ink);
  }

  for (const cv of view.board) {
    const r = tileRect(cv.index);
    ctx.drawImage(tile(cv), r.x, r.y);
  }
  for (const c of lastActionCells(view.log)) markCell(ctx, c);

  ctx.font = `21px ${FONT}`;
  const notes = boardNotes(view);
  const noteText = notes.join(' · ');
  wrap(ctx, noteText, width - 40, NOTE_LINES).forEach((l, i) => text(ctx, l, 20, L.notes + i * NOTE_LINE + NOTE_LINE / 2, `21px ${FONT}`, palette.ink));

  view.seats.forEach((sv, i) => drawSeat(ctx, view, sv, L.seats + i * SEAT_H, opts));
  const top = view.discard.length ? `, top: ${view.discard[view.discard.length - 1]}` : '';
  drawFitted(ctx, fitBox(ctx, `Draw pile ${view.drawCount} · Discard pile ${view.discard.length}${top}`, { width: width - 40, weight: 'bold', size: 23, floor: 18 }), 20, L.piles + PILES_H / 2, palette.ink);

  // The last public events, newest at the bottom.
  ctx.font = `22px ${FONT}`;
  const lines: string[] = [];
  const log = view.log.slice().reverse();
  for (const raw of log) {
    const w = wrap(ctx, withNames(raw, opts.seatNames), width - 40, 2);
    if (lines.length + w.length > LOG_LINES) break;
    lines.unshift(...w);
  }
  lines.forEach((l, i) => text(ctx, l, 20, L.log + i * LOG_LINE + LOG_LINE / 2, `22px ${FONT}`, i === lines.length - 1 ? palette.ink : palette.muted));
  const footW = opts.footnote ? widthOf(ctx, opts.footnote, `bold 20px ${FONT}`) + 30 : 0;
  if (opts.footnote) text(ctx, opts.footnote, width - 20, height - FOOT_H / 2, `bold 20px ${FONT}`, palette.ink, 'right');
  ctx.font = `18px ${FONT}`;
  text(ctx, fit(ctx, 'disc: owner · border: controller · top left: Force · gold: last action', width - 40 - footW), 20, height - FOOT_H / 2, `18px ${FONT}`, palette.muted);
  return canvas;
}

// ---------------------------------------------------------------------------
// The hand

const HAND_W = 800;
const HAND_TOP = 120;
const ROW_H = 136;
const CHIP = 112;
/** Where the hand's first counter chip lies; each next one is a row lower. */
export const MOGO_HAND_CHIP = { x: 20, y: HAND_TOP + 6, size: CHIP, row: ROW_H } as const;

/** "Unit · Force 3 · Goblin" (or "Force X" for a Doppelganger, "also Locale" for dual types). */
function kindLine(name: string): string {
  const d = DEF.get(name);
  if (!d) return '';
  const dual = d.prims.find((p) => p.code === 'DUAL_TYPE')?.type;
  const bits = [TYPE_STYLE[d.type]?.word ?? d.type];
  if (dual) bits[0] += ` and ${TYPE_STYLE[dual]?.word ?? dual}`;
  if (d.type === 'U') bits.push(d.force === null ? 'Force X' : `Force ${d.force}`);
  if (d.tags.length) bits.push(d.tags.join(', '));
  return bits.join(' · ');
}

function handChip(name: string): Canvas {
  const key = `hand|${name}`;
  let c = tiles.get(key);
  if (!c) {
    const d = DEF.get(name);
    const type = d?.type ?? 'U';
    const dual = d?.prims.find((p) => p.code === 'DUAL_TYPE')?.type;
    const sp = spriteCanvas(CHIP, CHIP);
    const g = sp.ctx;
    const st = TYPE_STYLE[type];
    roundRect(g, 0, 0, CHIP, CHIP, 10);
    g.fillStyle = st.tint;
    g.fill();
    g.lineWidth = 3;
    g.strokeStyle = st.ink;
    g.stroke();
    [type, ...(dual ? [dual] : [])].forEach((t, i) => symbol(g, t, 10 + i * 30, 10, 26, TYPE_STYLE[t].ink));
    if (d?.type === 'U') text(g, d.force === null ? 'X' : String(d.force), CHIP - 12, 26, `bold 30px ${FONT}`, palette.ink, 'right');
    // "Enchantment" is wider than the chip at 17 px: smaller, never clipped at its edge.
    drawFitted(g, fitBox(g, st.word, { width: CHIP - 12, weight: 'bold', size: 17, floor: 12 }), CHIP / 2, CHIP - 22, st.ink, 'center');
    c = sp.canvas;
    tiles.set(key, c);
  }
  return c;
}

export function mogoHandSize(view: MogoView): { width: number; height: number } {
  const me = typeof view.viewer === 'number' ? view.seats[view.viewer] : undefined;
  const n = Math.max(1, me?.hand?.length ?? 0);
  const notes = me?.notes?.length ?? 0;
  return { width: HAND_W, height: HAND_TOP + n * ROW_H + (notes ? 50 + notes * 34 : 0) + 20 };
}

export function renderMogoHand(view: MogoView, opts: MogoRenderOptions = {}): Buffer {
  return toPng(drawMogoHand(view, opts));
}

export function drawMogoHand(view: MogoView, opts: MogoRenderOptions = {}): Canvas {
  const { width, height } = mogoHandSize(view);
  const { canvas, ctx } = newCanvas(width, height);
  ctx.fillStyle = BG;
  ctx.fillRect(0, 0, width, height);
  const seat = typeof view.viewer === 'number' ? view.viewer : -1;
  const me = seat >= 0 ? view.seats[seat] : undefined;
  const hand = me?.hand ?? [];
  if (seat >= 0) stone(ctx, seat, 36, 36, 20, 22);
  const who = seat >= 0 ? seatName(view, seat, opts) : 'Spectator';
  const names = opts.seatNames ?? [];
  drawFitted(ctx, fitBox(ctx, `Your hand, ${who}: ${hand.length} counter${hand.length === 1 ? '' : 's'}`, { width: width - 86, weight: 'bold', size: 30, floor: 22, shorten: names }), 66, 36, palette.ink);
  const turn = view.result ? 'game over' : view.toAct.includes(seat) ? (view.pending ? 'your decision' : `your turn: ${PHASE_WORDS[view.turn?.phase ?? 'fate']} phase`) : view.turn ? `${seatName(view, view.turn.seat, opts)} to play` : '';
  const status = me ? `Counter order: ${me.counterOrder ?? 'off'} · hand limit ${me.handLimit} · captured ${me.captures.length}/20 · tokens ${me.tokens}${turn ? ` · ${turn}` : ''}` : '';
  const statusFit = fitBox(ctx, status, { width: width - 40, size: 23, floor: 19, lines: 2, shorten: names });
  statusFit.lines.forEach((l, i) => text(ctx, l, 20, 78 + i * 28, statusFit.font, palette.ink));

  let y = HAND_TOP;
  if (!hand.length) text(ctx, 'No counters in hand.', 20, y + 40, `italic 26px ${FONT}`, palette.muted);
  for (const name of hand) {
    const d = DEF.get(name);
    ctx.drawImage(handChip(name), MOGO_HAND_CHIP.x, y + 6);
    const x = 20 + CHIP + 16;
    drawFitted(ctx, fitBox(ctx, name, { width: width - x - 20, weight: 'bold', size: 27, floor: 20 }), x, y + 22, palette.ink);
    drawFitted(ctx, fitBox(ctx, kindLine(name), { width: width - x - 20, weight: 'bold', size: 21, floor: 16 }), x, y + 52, (TYPE_STYLE[d?.type ?? 'U'] ?? TYPE_STYLE.U).ink);
    ctx.font = `22px ${FONT}`;
    wrap(ctx, d?.note ?? '', width - x - 16, 2).forEach((l, i) => text(ctx, l, x, y + 80 + i * 27, `22px ${FONT}`, palette.ink));
    y += ROW_H;
  }
  const notes = me?.notes ?? [];
  if (notes.length) {
    text(ctx, 'Only you know:', 20, y + 26, `bold 24px ${FONT}`, palette.ink);
    notes.forEach((n, i) => drawFitted(ctx, fitBox(ctx, withNames(n, names), { width: width - 40, size: 22, floor: 17, shorten: names }), 20, y + 64 + i * 34, palette.ink));
  }
  return canvas;
}
