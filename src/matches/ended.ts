// The one hook by which whoever arranged a match hears that it ended: a
// tournament records the result and pairs its next round. Listeners register
// at start-up (src/tournaments registers itself; nothing here imports it), and
// are called inside the transaction that ends the match, so a result and what
// follows from it commit together or not at all. Only refereed matches
// (Match.refereed) are told: an ordinary match's end costs nothing extra.
import type { Db } from '../db/client.js';
import type { Prisma } from '../generated/prisma/client.js';
import type { MatchSnapshot } from './types.js';

type Tx = Prisma.TransactionClient;

/** How the match ended: the step that ended it, an agreed draw, a call-off, or the referee's adjudication. */
export type EndedHow = 'action' | 'resign' | 'timeout' | 'draw' | 'aborted' | 'annulled' | 'adjudicated';

export interface EndedMatch {
  /** The match as the ending write left it (status, result, movedSeats). */
  match: MatchSnapshot;
  how: EndedHow;
}

export type MatchEndedListener = (tx: Tx, ended: EndedMatch) => Promise<void>;

const listeners = new Set<MatchEndedListener>();

/** Returns the function that removes the listener again. */
export function onMatchEnded(listener: MatchEndedListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells every listener, in the ending transaction; a listener's failure rolls the ending back. */
export async function matchEnded(tx: Tx, ended: EndedMatch): Promise<void> {
  if (!ended.match.refereed) return;
  for (const listener of listeners) await listener(tx, ended);
}

/** Runs `work` in a transaction: the caller's, or a new one. */
export function inTransaction<T>(db: Db | Tx, work: (tx: Tx) => Promise<T>): Promise<T> {
  return '$transaction' in db ? (db as Db).$transaction(work, { timeout: 60_000 }) : work(db);
}
