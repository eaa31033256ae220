// One entry point: a game's view → PNG. Callers pass the spectator view for
// anything posted in a channel; a seat's view only for that seat's DM.
import type { GameId } from '../games/engine.js';
import type { AgogView } from '../games/agog/index.js';
import { renderAgog } from './agog.js';
import type { GmView } from '../games/gomofasta/index.js';
import { renderGomofasta } from './gomofasta.js';

export interface RenderOptions {
  seatNames?: string[];
  footnote?: string;
}

type Renderer = (view: unknown, opts: RenderOptions) => Buffer;

const renderers: Partial<Record<GameId, Renderer>> = {
  agog: (view, opts) => renderAgog(view as AgogView, { seatNames: opts.seatNames as [string, string] | undefined, footnote: opts.footnote }),
  gomofasta: (view, opts) => renderGomofasta(view as GmView, { seatNames: opts.seatNames }),
};

export function renderView(game: string, view: unknown, opts: RenderOptions = {}): Buffer {
  const r = renderers[game as GameId];
  if (!r) throw new Error(`no renderer for ${game}`);
  return r(view, opts);
}

type PrivateRenderer = (view: unknown) => Buffer;

/** Private views (a player's hand) for games with hidden information. */
const privateRenderers: Partial<Record<GameId, PrivateRenderer>> = {};

export function renderPrivate(game: string, view: unknown): Buffer {
  const r = privateRenderers[game as GameId];
  if (!r) throw new Error(`no private renderer for ${game}`);
  return r(view);
}
