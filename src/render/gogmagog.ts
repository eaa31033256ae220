// Gog & Magog images, drawn from views only: the table (the spectator view for
// the channel, so concealed creatures are backs) and a player's hand with
// their own concealed creatures (that seat's view, for their DM).
import type { Canvas, CanvasRenderingContext2D } from 'canvas';
import type { CardFace, CreatureView, GogView, SeatView } from '../games/gogmagog/index.js';
import { GM_R02_STARTING_ENERGY as STARTING_ENERGY } from '../games/gogmagog/rulings.js';
import { FONT, newCanvas, palette, toPng } from './common.js';
import { drawFitted, fit, fitBox, roundRect, sprite, text, withNames, wrap } from './text.js';

export interface GogRenderOptions {
  seatNames?: readonly string[];
  footnote?: string;
}

// Sizes are chosen to stay legible when Discord shows the image ~400 px wide on a phone.
const W = 900;
const HEADER_H = 80;
const INFO_H = 92;
const COL_W = 176;
const LEFT = (W - 5 * COL_W) / 2;
const SLOT_H = 142;
const CARD_W = 166;
const CARD_H = 132;
const MID_H = 50;
const LOG_LINE = 34;
const LOG_LINES = 9;
const LOG_FONT = `25px ${FONT}`;
const FOOT_H = 40;

const TABLE = '#2e2a3a';
const TABLE_DARK = '#221f2c';
const GOLD = '#f2c14e';
const PALE = '#d9d3e8';
const WAR = '#e5533d';
const BACK = '#5a2d5e';
const BACK_LINE = '#7b4a80';

const GUILD: Record<string, { band: string; tint: string }> = {
  Ember: { band: '#b63a22', tint: '#fbe9e2' },
  Stone: { band: '#6b5d4f', tint: '#efe9e1' },
  Storm: { band: '#2d6aa8', tint: '#e4eef8' },
};
const SPELL = { band: '#6a3f8f', tint: '#f0e8f6' };
const RESOURCE = { band: '#2f7d5a', tint: '#e3f3ea' };

const ABILITY: Record<string, string> = { instant: 'Instant', bulwark: 'Bulwark', insight: 'Insight', siphon: 'Siphon' };

const nameOf = (v: GogView, seat: number, opts: GogRenderOptions): string => opts.seatNames?.[seat] || v.seats[seat].name;

const colours = (c: CardFace): { band: string; tint: string } =>
  c.kind === 'creature' && c.guild ? GUILD[c.guild] : c.kind === 'spell' ? SPELL : RESOURCE;

/** A card's name in its band: bold from `size` down to 19 px, then regular from 21 down to 15 (more legible than a tiny bold). */
const nameFit = (ctx: CanvasRenderingContext2D, t: string, max: number, size: number) =>
  fitBox(ctx, t, { width: max, weight: 'bold', size, floor: 19, then: { size: 21, floor: 15 } });

/** Out of the starting 20, unless a set position gave more. */
const energyText = (n: number): string => (n <= STARTING_ENERGY ? `Energy ${n}/${STARTING_ENERGY}` : `Energy ${n}`);

const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '±0');

/** A card's body in its guild's (or kind's) tint, the name band across the top, and its edge (dashed: concealed). */
function paintFrame(ctx: CanvasRenderingContext2D, c: CardFace, w: number, h: number, bandH: number, dashed: boolean): void {
  const { band, tint } = colours(c);
  roundRect(ctx, 0, 0, w, h, 10);
  ctx.fillStyle = tint;
  ctx.fill();
  ctx.save();
  ctx.clip();
  ctx.fillStyle = band;
  ctx.fillRect(0, 0, w, bandH);
  ctx.restore();
  roundRect(ctx, 0, 0, w, h, 10);
  ctx.lineWidth = 3;
  ctx.strokeStyle = band;
  if (dashed) ctx.setLineDash([9, 6]);
  ctx.stroke();
  ctx.setLineDash([]);
}

// ---------------------------------------------------------------------------
// Creatures on the table

/** A creature face: name, guild and cost, effective attack / defence and the slot's modifier already in them. */
function drawCreature(ctx: CanvasRenderingContext2D, cv: CreatureView, x: number, y: number): void {
  const c = cv.card!;
  const key = `gm:c|${c.name}|${cv.slot}|${cv.attack}|${cv.defence}|${cv.concealed}|${cv.abilityUsed}|${cv.satOut}`;
  ctx.drawImage(sprite(key, CARD_W, CARD_H, (g) => paintCreature(g, cv)), x - 2, y - 2);
}

function paintCreature(ctx: CanvasRenderingContext2D, cv: CreatureView): void {
  const c = cv.card!;
  paintFrame(ctx, c, CARD_W, CARD_H, 38, cv.concealed);
  drawFitted(ctx, nameFit(ctx, c.name, CARD_W - 14, 23), 7, 20, '#ffffff');
  text(ctx, `${c.guild} · cost ${c.cost}`, 7, 54, `20px ${FONT}`, palette.ink);
  text(ctx, `${cv.attack}/${cv.defence}`, 8, 90, `bold 36px ${FONT}`, palette.ink);
  const mod = cv.slot === 'offence' ? [1, -1] : [-1, 1];
  text(ctx, `(${signed(mod[0])}/${signed(mod[1])})`, CARD_W - 8, 92, `20px ${FONT}`, palette.muted, 'right');
  const ability = c.ability ? `${ABILITY[c.ability]}${cv.abilityUsed ? ' used' : ''}` : '';
  const tags = [cv.concealed ? 'concealed' : '', cv.satOut ? 'sat out' : '', ability].filter(Boolean).join(' · ');
  ctx.font = `bold 18px ${FONT}`;
  if (tags) text(ctx, fit(ctx, tags, CARD_W - 12), 7, CARD_H - 16, `bold 18px ${FONT}`, cv.concealed ? BACK : cv.satOut ? WAR : palette.muted);
}

/** A concealed creature as everyone but its owner sees it: a back, nothing else. */
function drawBack(ctx: CanvasRenderingContext2D, x: number, y: number, w = CARD_W, h = CARD_H): void {
  ctx.drawImage(sprite(`gm:back|${w}|${h}`, w, h, (g) => paintBack(g, w, h)), x - 2, y - 2);
}

function paintBack(ctx: CanvasRenderingContext2D, w: number, h: number): void {
  roundRect(ctx, 0, 0, w, h, 10);
  ctx.fillStyle = BACK;
  ctx.fill();
  ctx.save();
  roundRect(ctx, 6, 6, w - 12, h - 12, 7);
  ctx.clip();
  ctx.strokeStyle = BACK_LINE;
  ctx.lineWidth = 3;
  ctx.beginPath();
  for (let d = -h; d < w + h; d += 14) {
    ctx.moveTo(d, 0);
    ctx.lineTo(d - h, h);
  }
  ctx.stroke();
  ctx.restore();
  roundRect(ctx, 6, 6, w - 12, h - 12, 7);
  ctx.lineWidth = 2;
  ctx.strokeStyle = '#c9a6cf';
  ctx.stroke();
  roundRect(ctx, w / 2 - 68, h / 2 - 18, 136, 36, 8);
  ctx.fillStyle = '#2b1530';
  ctx.fill();
  text(ctx, 'concealed', w / 2, h / 2, `bold 22px ${FONT}`, '#ffffff', 'center');
}

// ---------------------------------------------------------------------------
// Table

export function gogTableSize(): { width: number; height: number } {
  return { width: W, height: HEADER_H + 2 * INFO_H + 4 * SLOT_H + MID_H + 12 + LOG_LINES * LOG_LINE + FOOT_H };
}

/** Rows from the top: the far player's info, defence, offence; the middle; the near player's offence, defence, info. */
function rows(): { farInfo: number; farDef: number; farOff: number; mid: number; nearOff: number; nearDef: number; nearInfo: number; log: number } {
  const farInfo = HEADER_H;
  const farDef = farInfo + INFO_H;
  const farOff = farDef + SLOT_H;
  const mid = farOff + SLOT_H;
  const nearOff = mid + MID_H;
  const nearDef = nearOff + SLOT_H;
  const nearInfo = nearDef + SLOT_H;
  return { farInfo, farDef, farOff, mid, nearOff, nearDef, nearInfo, log: nearInfo + INFO_H + 12 };
}

/** The rows of the two players' name-and-energy bands (far: the top one). */
export function gogInfoRows(): { far: number; near: number; height: number } {
  const r = rows();
  return { far: r.farInfo, near: r.nearInfo, height: INFO_H };
}

const colX = (lane: number): number => LEFT + (lane - 1) * COL_W + (COL_W - CARD_W) / 2;

/** Where a creature's card lies on the table image: `near` is the bottom player's side. */
export function creatureRect(near: boolean, lane: number, slot: 'offence' | 'defence'): { x: number; y: number; w: number; h: number } {
  const r = rows();
  const top = near ? (slot === 'offence' ? r.nearOff : r.nearDef) : slot === 'offence' ? r.farOff : r.farDef;
  return { x: colX(lane), y: top + (SLOT_H - CARD_H) / 2, w: CARD_W, h: CARD_H };
}

let backgroundCache: Canvas | null = null;

/** Everything that never changes: the felt, bands, empty slots and lane numbers (opaque, so it copies fast). */
function background(): Canvas {
  if (backgroundCache) return backgroundCache;
  const { width, height } = gogTableSize();
  const { canvas, ctx } = newCanvas(width, height);
  backgroundCache = canvas;
  {
    ctx.fillStyle = TABLE;
    ctx.fillRect(0, 0, width, height);
    const r = rows();
    ctx.fillStyle = TABLE_DARK;
    ctx.fillRect(0, 0, width, HEADER_H);
    ctx.fillRect(0, r.farInfo, width, INFO_H);
    ctx.fillRect(0, r.nearInfo, width, INFO_H);
    ctx.fillStyle = 'rgba(255,255,255,0.05)';
    ctx.fillRect(0, r.mid, width, MID_H);
    for (let lane = 1; lane <= 5; lane++) {
      const x = colX(lane);
      for (const [y, label] of [[r.farDef, 'defence'], [r.farOff, 'offence'], [r.nearOff, 'offence'], [r.nearDef, 'defence']] as const) {
        roundRect(ctx, x, y + (SLOT_H - CARD_H) / 2, CARD_W, CARD_H, 10);
        ctx.setLineDash([7, 6]);
        ctx.strokeStyle = '#5d5672';
        ctx.lineWidth = 2;
        ctx.stroke();
        ctx.setLineDash([]);
        text(ctx, label, x + CARD_W / 2, y + SLOT_H / 2, `20px ${FONT}`, '#8a83a0', 'center');
      }
      text(ctx, `lane ${lane}`, x + CARD_W / 2, r.mid + MID_H / 2, `bold 22px ${FONT}`, PALE, 'center');
    }
  }
  return canvas;
}

function drawInfo(ctx: CanvasRenderingContext2D, v: GogView, sv: SeatView, y: number, opts: GogRenderOptions): void {
  const active = v.toMove === sv.seat;
  const winner = v.result?.winners.includes(sv.seat);
  if (active) {
    ctx.fillStyle = GOLD;
    ctx.fillRect(0, y, 8, INFO_H);
  }
  const status = winner ? 'WINNER' : active ? (v.phase === 'mulligan' ? '▶ opening hand' : v.phase === 'war' ? '▶ at War' : '▶ to play') : '';
  const name = fitBox(ctx, nameOf(v, sv.seat, opts), { width: 420, weight: 'bold', size: 28, floor: 22, shorten: opts.seatNames });
  drawFitted(ctx, name, 20, y + 26, active || winner ? GOLD : '#ffffff');
  const nameW = ctx.measureText(name.lines[0]).width;
  text(ctx, `P${sv.seat + 1}`, 30 + nameW, y + 27, `bold 22px ${FONT}`, PALE);
  if (status) text(ctx, status, 74 + nameW, y + 27, `bold 22px ${FONT}`, GOLD);
  // Energy: the number and a bar out of the starting 20.
  const ex = W - 220;
  text(ctx, energyText(sv.energy), W - 20, y + 26, `bold 28px ${FONT}`, sv.energy <= 5 ? '#ff8a7a' : '#ffffff', 'right');
  ctx.fillStyle = '#4a4460';
  ctx.fillRect(ex, y + 50, 200, 12);
  ctx.fillStyle = sv.energy <= 5 ? WAR : '#6cc48a';
  ctx.fillRect(ex, y + 50, Math.round((200 * Math.min(sv.energy, STARTING_ENERGY)) / STARTING_ENERGY), 12);
  // The active player's spent mana is in the header.
  const mana = active && v.turn ? `mana ${v.turn.manaLeft} left · ` : '';
  const line = `${mana}${sv.resources} crystal${sv.resources === 1 ? '' : 's'} · hand ${sv.handCount} · deck ${sv.deckCount} · used ${sv.used.length}`;
  ctx.font = `22px ${FONT}`;
  text(ctx, fit(ctx, line, ex - 40), 20, y + 66, `22px ${FONT}`, PALE);
}

function drawLanes(ctx: CanvasRenderingContext2D, sv: SeatView, offY: number, defY: number): void {
  for (const cv of sv.lanes) {
    if (!cv) continue;
    const x = colX(cv.lane);
    const y = (cv.slot === 'offence' ? offY : defY) + (SLOT_H - CARD_H) / 2;
    if (cv.card) drawCreature(ctx, cv, x, y);
    else drawBack(ctx, x, y);
  }
}

/** The War being fought: an arrow per attacking creature to the lane it attacks, and the spell tokens waiting on each target. */
function drawWar(ctx: CanvasRenderingContext2D, v: GogView, attackerNear: boolean): void {
  const war = v.war;
  if (!war) return;
  const r = rows();
  const fromY = attackerNear ? r.nearOff + 16 : r.farOff + SLOT_H - 16;
  const toY = attackerNear ? r.mid - 4 : r.nearOff + 4;
  ctx.strokeStyle = WAR;
  ctx.fillStyle = WAR;
  ctx.lineWidth = 6;
  for (const a of war.attacks) {
    const x1 = colX(a.lane) + CARD_W - 26;
    const x2 = colX(a.target) + CARD_W - 26;
    ctx.beginPath();
    ctx.moveTo(x1, fromY);
    ctx.lineTo(x2, toY);
    ctx.stroke();
    const ang = Math.atan2(toY - fromY, x2 - x1);
    ctx.beginPath();
    ctx.moveTo(x2, toY);
    ctx.lineTo(x2 - 18 * Math.cos(ang - 0.45), toY - 18 * Math.sin(ang - 0.45));
    ctx.lineTo(x2 - 18 * Math.cos(ang + 0.45), toY - 18 * Math.sin(ang + 0.45));
    ctx.closePath();
    ctx.fill();
  }
  war.spellTokens.forEach((n, i) => {
    if (!n) return;
    const x = colX(i + 1) + 6;
    roundRect(ctx, x, r.mid + 8, 62, MID_H - 16, 6);
    ctx.fill();
    text(ctx, `+${n}`, x + 31, r.mid + MID_H / 2, `bold 22px ${FONT}`, '#ffffff', 'center');
  });
}

function headLines(v: GogView, opts: GogRenderOptions): { head: string; sub: string } {
  if (v.result) {
    const head = v.result.winners.length ? `${v.result.winners.map((w) => nameOf(v, w, opts)).join(', ')} wins` : 'Game over';
    return { head, sub: withNames(v.result.reason, opts.seatNames) };
  }
  const who = v.toMove === null ? '' : nameOf(v, v.toMove, opts);
  if (v.phase === 'mulligan') return { head: `Opening hands: ${who} to decide`, sub: 'keep the five cards, or mulligan once' };
  const t = v.turn;
  if (!t) return { head: 'Gog & Magog', sub: '' };
  if (v.phase === 'war') {
    const cries = v.war?.warCries ? ` · War Cry ×${v.war.warCries}` : '';
    return { head: `Turn ${t.number}: ${who} is at War`, sub: `${v.war?.attacks.length ?? 0} attacking${cries} · mana ${t.manaLeft} of ${t.mana} left (${t.manaSpent} spent)` };
  }
  const done = [t.resourcePlayed ? 'crystal played' : '', t.warDone ? 'War fought' : '', t.main && !t.warDone ? 'main turn' : ''].filter(Boolean);
  return { head: `Turn ${t.number}: ${who} to play`, sub: [`mana ${t.manaLeft} of ${t.mana} left (${t.manaSpent} spent)`, ...done].join(' · ') };
}

export function renderGogTable(view: GogView, opts: GogRenderOptions = {}): Buffer {
  return toPng(drawGogTable(view, opts));
}

export function drawGogTable(view: GogView, opts: GogRenderOptions = {}): Canvas {
  const { width, height } = gogTableSize();
  const { canvas, ctx } = newCanvas(width, height);
  ctx.drawImage(background(), 0, 0);
  const r = rows();
  // A player sees their own side nearest; the channel sees Player 1 nearest.
  const near = typeof view.viewer === 'number' ? view.viewer : 0;
  const far = 1 - near;

  const { head, sub } = headLines(view, opts);
  const names = opts.seatNames ?? [];
  drawFitted(ctx, fitBox(ctx, head, { width: width - 40, weight: 'bold', size: 30, floor: 22, shorten: names }), 20, 25, '#ffffff');
  // A result's reason is how the game ended: its words stay whole, in a smaller size if need be.
  drawFitted(ctx, fitBox(ctx, sub, { width: width - 40, size: 24, floor: view.result ? 16 : 20, shorten: names }), 20, 60, PALE);

  drawInfo(ctx, view, view.seats[far], r.farInfo, opts);
  drawInfo(ctx, view, view.seats[near], r.nearInfo, opts);
  drawLanes(ctx, view.seats[far], r.farOff, r.farDef);
  drawLanes(ctx, view.seats[near], r.nearOff, r.nearDef);
  if (view.toMove !== null) drawWar(ctx, view, view.toMove === near);

  // What a War would do now, then the last public events, newest at the bottom.
  ctx.font = LOG_FONT;
  const lines: { t: string; c: string }[] = [];
  const preview = view.war ? ['If the War resolves now:', ...view.war.preview] : [];
  const previewLines: { t: string; c: string }[] = [];
  for (const p of preview) for (const l of wrap(ctx, withNames(p, opts.seatNames), width - 40, 2)) previewLines.push({ t: l, c: GOLD });
  const room = LOG_LINES - Math.min(previewLines.length, LOG_LINES);
  const log = view.log.slice().reverse();
  for (let i = 0; i < log.length; i++) {
    const w = wrap(ctx, withNames(log[i], opts.seatNames), width - 40, 2);
    if (lines.length + w.length > room) break;
    lines.unshift(...w.map((t) => ({ t, c: i === 0 ? '#ffffff' : PALE })));
  }
  lines.push(...previewLines.slice(0, LOG_LINES));
  lines.forEach((l, i) => text(ctx, l.t, 20, r.log + i * LOG_LINE + LOG_LINE / 2, LOG_FONT, l.c));
  const key = fitBox(ctx, 'attack/defence (slot modifier included)', { width: width - 40, size: 20 });
  drawFitted(ctx, key, 20, height - FOOT_H / 2, '#8a83a0');
  // The deadline takes the room the key leaves on the right.
  if (opts.footnote) drawFitted(ctx, fitBox(ctx, opts.footnote, { width: width - 70 - ctx.measureText(key.lines[0]).width, weight: 'bold', size: 22, floor: 16 }), width - 20, height - FOOT_H / 2, PALE, 'right');
  return canvas;
}

// ---------------------------------------------------------------------------
// Hand

/** The hand is wider than the table: its cards carry whole rules lines. */
const HAND_W = 1000;
const H_CARD_W = 232;
const H_CARD_H = 232;
const H_GAP = 14;
const PER_ROW = 4;
const HAND_TOP = 112;
const KIND_ORDER = { resource: 0, creature: 1, spell: 2 } as const;

/** One card of each name, with a "×3" badge for copies. */
function drawHandCard(ctx: CanvasRenderingContext2D, c: CardFace, copies: number, x: number, y: number): void {
  ctx.drawImage(sprite(`gm:h|${c.name}`, H_CARD_W, H_CARD_H, (g) => paintHandCard(g, c)), x - 2, y - 2);
  if (copies < 2) return;
  roundRect(ctx, x + H_CARD_W - 66, y + H_CARD_H - 44, 58, 36, 8);
  ctx.fillStyle = palette.ink;
  ctx.fill();
  text(ctx, `×${copies}`, x + H_CARD_W - 37, y + H_CARD_H - 26, `bold 26px ${FONT}`, '#ffffff', 'center');
}

function grouped(hand: readonly CardFace[]): { card: CardFace; copies: number }[] {
  const out: { card: CardFace; copies: number }[] = [];
  for (const c of hand.slice().sort(handOrder)) {
    const last = out[out.length - 1];
    if (last?.card.name === c.name) last.copies++;
    else out.push({ card: c, copies: 1 });
  }
  return out;
}

function paintHandCard(ctx: CanvasRenderingContext2D, c: CardFace): void {
  const { band } = colours(c);
  paintFrame(ctx, c, H_CARD_W, H_CARD_H, 44, false);
  // Cost in a disc at the top right; the name fills the rest of the band.
  if (c.kind !== 'resource') {
    ctx.beginPath();
    ctx.arc(H_CARD_W - 24, 22, 17, 0, Math.PI * 2);
    ctx.fillStyle = '#ffffff';
    ctx.fill();
    text(ctx, String(c.cost), H_CARD_W - 24, 23, `bold 24px ${FONT}`, band, 'center');
  }
  drawFitted(ctx, nameFit(ctx, c.name, H_CARD_W - 58, 25), 9, 23, '#ffffff');
  const kind = c.kind === 'creature' ? `${c.guild} creature` : c.kind === 'spell' ? 'Spell' : 'Resource';
  text(ctx, kind, 10, 62, `bold 21px ${FONT}`, band);
  let ty = 96;
  if (c.kind === 'creature') {
    text(ctx, `${c.attack} / ${c.defence}`, 10, 96, `bold 34px ${FONT}`, palette.ink);
    ty = 132;
  }
  // The rules line after its "kind, cost, values." prefix, which the card already shows.
  const rule = c.kind === 'creature' ? c.text.replace(/^[^.]*\.\s*/, '') || 'No ability.' : c.text.replace(/^[^:]*:\s*/, '');
  ctx.font = `20px ${FONT}`;
  wrap(ctx, rule, H_CARD_W - 20, 4).forEach((l, i) => text(ctx, l, 10, ty + i * 25, `20px ${FONT}`, palette.ink));
}

function handOrder(a: CardFace, b: CardFace): number {
  return KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.cost - b.cost || a.name.localeCompare(b.name);
}

const concealedOf = (me: SeatView | undefined): CreatureView[] => (me?.lanes ?? []).filter((l): l is CreatureView => !!l?.concealed && !!l.card);

export function gogHandSize(view: GogView): { width: number; height: number } {
  const me = typeof view.viewer === 'number' ? view.seats[view.viewer] : undefined;
  const rowsN = Math.ceil(Math.max(1, grouped(me?.hand ?? []).length) / PER_ROW);
  const concealed = concealedOf(me).length;
  return { width: HAND_W, height: HAND_TOP + rowsN * (H_CARD_H + H_GAP) + (concealed ? 60 + CARD_H + 40 : 0) + 16 };
}

export function renderGogHand(view: GogView, opts: GogRenderOptions = {}): Buffer {
  return toPng(drawGogHand(view, opts));
}

export function drawGogHand(view: GogView, opts: GogRenderOptions = {}): Canvas {
  const { width, height } = gogHandSize(view);
  const { canvas, ctx } = newCanvas(width, height);
  ctx.fillStyle = palette.background;
  ctx.fillRect(0, 0, width, height);
  const seat = typeof view.viewer === 'number' ? view.viewer : -1;
  const me = seat >= 0 ? view.seats[seat] : undefined;
  const hand = me?.hand ?? [];
  const groups = grouped(hand);
  const name = seat >= 0 ? nameOf(view, seat, opts) : 'Spectator';
  ctx.font = `bold 24px ${FONT}`;
  const footW = opts.footnote ? ctx.measureText(opts.footnote).width + 30 : 0;
  if (opts.footnote) text(ctx, opts.footnote, width - 20, 30, `bold 24px ${FONT}`, palette.ink, 'right');
  const names = opts.seatNames ?? [];
  drawFitted(ctx, fitBox(ctx, `Your hand, ${name}: ${hand.length} card${hand.length === 1 ? '' : 's'}`, { width: width - 40 - footW, weight: 'bold', size: 32, floor: 24, shorten: names }), 20, 30, palette.ink);
  const turn = view.result ? 'game over' : view.toMove === seat ? (view.turn ? `your turn: mana ${view.turn.manaLeft} of ${view.turn.mana} left` : 'your decision') : view.toMove !== null ? `${nameOf(view, view.toMove, opts)} to play` : '';
  const status = me ? `${energyText(me.energy)} · crystals ${me.resources} · deck ${me.deckCount}${turn ? ` · ${turn}` : ''}` : '';
  drawFitted(ctx, fitBox(ctx, status, { width: width - 40, size: 26, floor: 20, shorten: names }), 20, 76, palette.ink);

  let y = HAND_TOP;
  if (!hand.length) text(ctx, 'No cards in hand.', 20, y + 40, `italic 28px ${FONT}`, palette.muted);
  groups.forEach((g, i) => drawHandCard(ctx, g.card, g.copies, 20 + (i % PER_ROW) * (H_CARD_W + H_GAP), y + Math.floor(i / PER_ROW) * (H_CARD_H + H_GAP)));
  y += Math.ceil(Math.max(1, groups.length) / PER_ROW) * (H_CARD_H + H_GAP);

  const concealed = concealedOf(me);
  if (concealed.length) {
    text(ctx, 'Concealed on your side (only you see these):', 20, y + 24, `bold 26px ${FONT}`, palette.ink);
    concealed.forEach((cv, i) => {
      const x = LEFT + (i % 5) * COL_W + (COL_W - CARD_W) / 2;
      drawCreature(ctx, cv, x, y + 56);
      text(ctx, `lane ${cv.lane} · ${cv.slot}`, x + CARD_W / 2, y + 56 + CARD_H + 20, `bold 22px ${FONT}`, BACK, 'center');
    });
  }
  return canvas;
}
