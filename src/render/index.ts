// One entry point: a game's view → PNG. Callers pass the spectator view for
// anything posted in a channel; a seat's view only for that seat's DM.
import type { Canvas } from 'canvas';
import type { GameId } from '../games/engine.js';
import type { AgogView } from '../games/agog/index.js';
import type { GmView } from '../games/gomofasta/index.js';
import { drawAgog } from './agog.js';
import { drawGomofasta } from './gomofasta.js';
import type { UgoView } from '../games/ugo/index.js';
import { drawUgoHand, drawUgoTable } from './ugo.js';
import type { GogView } from '../games/gogmagog/index.js';
import { drawGogHand, drawGogTable } from './gogmagog.js';
import type { MogoView } from '../games/mogo/index.js';
import { drawMogoBoard, drawMogoHand } from './mogo.js';
import { encodePng } from './common.js';

export interface RenderOptions {
  /**
   * One name per seat, the same everywhere a player is meant (the display
   * name the match stores, the AI's seat by its level); null only where a
   * caller truly has none, and the image then says "Player N".
   */
  seatNames: readonly string[] | null;
  footnote?: string;
}

type Drawer = (view: unknown, opts: RenderOptions) => Canvas;

const boards: Partial<Record<GameId, Drawer>> = {
  agog: (view, opts) => drawAgog(view as AgogView, { seatNames: opts.seatNames ?? undefined, footnote: opts.footnote }),
  gomofasta: (view, opts) => drawGomofasta(view as GmView, { seatNames: opts.seatNames ?? undefined, footnote: opts.footnote }),
  ugo: (view, opts) => drawUgoTable(view as UgoView, { seatNames: opts.seatNames ?? undefined, footnote: opts.footnote }),
  gogmagog: (view, opts) => drawGogTable(view as GogView, { seatNames: opts.seatNames ?? undefined, footnote: opts.footnote }),
  mogo: (view, opts) => drawMogoBoard(view as MogoView, { seatNames: opts.seatNames ?? undefined, footnote: opts.footnote }),
};

/** Private views (a player's hand) for games with hidden information. */
const privates: Partial<Record<GameId, Drawer>> = {
  ugo: (view, opts) => drawUgoHand(view as UgoView, { seatNames: opts.seatNames ?? undefined, footnote: opts.footnote }),
  gogmagog: (view, opts) => drawGogHand(view as GogView, { seatNames: opts.seatNames ?? undefined, footnote: opts.footnote }),
  mogo: (view, opts) => drawMogoHand(view as MogoView, { seatNames: opts.seatNames ?? undefined, footnote: opts.footnote }),
};

export function renderView(game: string, view: unknown, opts: RenderOptions): Promise<Buffer> {
  return encodePng(drawView(game, view, opts));
}

/** The board drawing itself, for callers that need pixels rather than a PNG (the replay GIF). */
export function drawView(game: string, view: unknown, opts: RenderOptions): Canvas {
  const draw = boards[game as GameId];
  if (!draw) throw new Error(`no renderer for ${game}`);
  return draw(view, opts);
}

export function renderPrivate(game: string, view: unknown, opts: RenderOptions): Promise<Buffer> {
  const draw = privates[game as GameId];
  if (!draw) throw new Error(`no private renderer for ${game}`);
  return encodePng(draw(view, opts));
}
export { renderStandings, formatScore, STANDINGS_COLUMNS, type StandingsPicture, type StandingsPictureRow } from './standings.js';
