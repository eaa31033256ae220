// How far two levels differ in what they choose (issue 25), measured against
// how far a level differs from itself: a search is seeded, and another seed
// may pick another action where several are worth nearly the same. A level
// that agrees with another as often as each agrees with itself chooses like
// it, whatever its budget says, and can only win by chance.
import { z } from 'zod';
import { parseJsonLines, wilson } from './arena-stats.js';

/** One position: each level's choice on two seeds, compared. */
export const agreementRecordSchema = z.object({
  game: z.string(),
  a: z.string(),
  b: z.string(),
  /** The game (deal) and the ply the position came from. */
  index: z.number().int().min(0),
  ply: z.number().int().min(0),
  /** a on seed 1 chose what a on seed 2 did; the same for b. */
  aSelf: z.boolean(),
  bSelf: z.boolean(),
  /** a and b chose alike on seed 1, and on seed 2. */
  cross1: z.boolean(),
  cross2: z.boolean(),
});
export type AgreementRecord = z.infer<typeof agreementRecordSchema>;

export interface Share {
  k: number;
  n: number;
  interval: [number, number];
}

export interface AgreementSummary {
  key: string;
  positions: number;
  aSelf: Share;
  bSelf: Share;
  /** Both seeds' comparisons of a with b, so 2 per position. */
  cross: Share;
}

const share = (k: number, n: number): Share => ({ k, n, interval: wilson(k, n) });

/** One summary per game and pair of levels; a position recorded twice counts once, as last recorded. */
export function summariseAgreement(records: readonly AgreementRecord[]): AgreementSummary[] {
  const lines = new Map<string, Map<string, AgreementRecord>>();
  for (const r of records) {
    const key = `${r.game}: ${r.a} with ${r.b}`;
    if (!lines.has(key)) lines.set(key, new Map());
    lines.get(key)!.set(`${r.index}:${r.ply}`, r);
  }
  return [...lines.entries()].map(([key, byPosition]) => {
    const rs = [...byPosition.values()];
    const count = (f: (r: AgreementRecord) => boolean) => rs.filter(f).length;
    return {
      key,
      positions: rs.length,
      aSelf: share(count((r) => r.aSelf), rs.length),
      bSelf: share(count((r) => r.bSelf), rs.length),
      cross: share(count((r) => r.cross1) + count((r) => r.cross2), 2 * rs.length),
    };
  });
}

const pc = (s: Share): string => `${Math.round((100 * s.k) / Math.max(1, s.n))} % [${Math.round(100 * s.interval[0])}, ${Math.round(100 * s.interval[1])}]`;

export function formatAgreement(s: AgreementSummary): string {
  const [a, b] = s.key.slice(s.key.indexOf(': ') + 2).split(' with ');
  return `${s.key}: ${s.positions} positions; ${a} with itself on another seed ${pc(s.aSelf)}, ${b} with itself ${pc(s.bSelf)}, ${a} with ${b} on one seed ${pc(s.cross)}`;
}

export function parseAgreement(text: string, onBad: (line: number, why: string) => void): AgreementRecord[] {
  return parseJsonLines(text, agreementRecordSchema, 'not an agreement record', onBad);
}
