// Standings worked by hand from T-R01 … T-R07 (the arithmetic beside each case).
import { describe, expect, it } from 'vitest';
import { standings, type StandingRow } from '../../src/tournaments/standings.js';
import { tR03TablePoints } from '../../src/tournaments/rulings.js';
import type { Entrant, GameOutcome, RoundRecord } from '../../src/tournaments/types.js';

const entrants = (ids: string): Entrant[] => [...ids].map((id, i) => ({ id, seed: i + 1 }));
/** "AD1" = A (White) beat D; "BE=" drawn; "AB~" ended by the round limit; "DA0" = D lost to A. */
function round(codes: string[], byes: string[] = []): RoundRecord {
  const outcome: Record<string, GameOutcome> = { '1': 'white', '0': 'black', '=': 'draw', '~': 'round-limit' };
  return { games: codes.map((c) => ({ white: c[0], black: c[1], outcome: outcome[c[2]] })), tables: [], byes };
}
const row = (rows: StandingRow[], id: string) => rows.find((r) => r.id === id)!;
const table = (rows: StandingRow[]) => rows.map((r) => [r.rank, r.id, r.points, r.buchholzCut1, r.sonnebornBerger, r.headToHead]);

describe('standings of two-player rounds', () => {
  it('a 5-player Swiss with byes, a draw and a round-limit adjudication', () => {
    // R1: A–D 1-0, E–B ½-½, C bye.   R2: C–A 1-0, B–D 1-0, E bye.   R3: A–B round limit (½-½), C–E 1-0, D bye.
    // Points (T-R01, T-R03): A 1+0+½ = 1½; B ½+1+½ = 2; C 1(bye)+1+1 = 3; D 0+0+1(bye) = 1; E ½+1(bye)+0 = 1½.
    // Buchholz Cut-1 (T-R04: opponents' final points, a bye 0, lowest dropped):
    //   A: D 1, C 3, B 2 → 6 − 1 = 5        B: E 1½, D 1, A 1½ → 4 − 1 = 3
    //   C: bye 0, A 1½, E 1½ → 3 − 0 = 3    D: A 1½, B 2, bye 0 → 3½ − 0 = 3½
    //   E: B 2, bye 0, C 3 → 5 − 0 = 5
    // Sonneborn–Berger (T-R05): A: 1×D 1 + 0×C + ½×B 2 = 2;  B: ½×E 1½ + 1×D 1 + ½×A 1½ = 2½;
    //   C: 1×A 1½ + 1×E 1½ = 3;  D: 0;  E: ½×B 2 + 0×C = 1.
    // Ranks (T-R07): C 3 → 1; B 2 → 2; A and E 1½ and Buchholz 5, A's SB 2 > E's 1 → A 3, E 4; D 5.
    const rows = standings({
      players: entrants('ABCDE'),
      rounds: [round(['AD1', 'EB='], ['C']), round(['CA1', 'BD1'], ['E']), round(['AB~', 'CE1'], ['D'])],
    });
    expect(rows.ok).toBe(true);
    if (!rows.ok) return;
    expect(table(rows.value)).toEqual([
      [1, 'C', 3, 3, 3, 0],
      [2, 'B', 2, 3, 2.5, 0],
      [3, 'A', 1.5, 5, 2, 0],
      [4, 'E', 1.5, 5, 1, 0],
      [5, 'D', 1, 3.5, 0, 0],
    ]);
    expect(rows.value.map((r) => [r.id, r.games, r.byes])).toEqual([['C', 2, 1], ['B', 3, 0], ['A', 3, 0], ['E', 2, 1], ['D', 2, 1]]);
  });

  it('head-to-head separates two players tied on points, Buchholz Cut-1 and Sonneborn–Berger', () => {
    // R1: C–D 1-0, B–F 0-1, G–E 1-0, H–A 0-1.   R2: G–D 1-0, B–H ½, E–C 1-0, F–A 0-1.   R3: B–G ½, D–F ½, E–H ½, C–A 1-0.
    // Points: A 1+1+0 = 2; B 0+½+½ = 1; C 1+0+1 = 2; D 0+0+½ = ½; E 0+1+½ = 1½; F 1+0+½ = 1½; G 1+1+½ = 2½; H 0+½+½ = 1.
    // Buchholz Cut-1: A: H 1, F 1½, C 2 → 4½ − 1 = 3½;  C: D ½, E 1½, A 2 → 4 − ½ = 3½;  B: F 1½, H 1, G 2½ → 5 − 1 = 4;
    //   D: C 2, G 2½, F 1½ → 6 − 1½ = 4½;  E: G 2½, C 2, H 1 → 5½ − 1 = 4½;  F: B 1, A 2, D ½ → 3½ − ½ = 3;
    //   G: E 1½, D ½, B 1 → 3 − ½ = 2½;  H: A 2, B 1, E 1½ → 4½ − 1 = 3½.
    // Sonneborn–Berger: A: 1×H 1 + 1×F 1½ + 0 = 2½;  C: 1×D ½ + 0 + 1×A 2 = 2½;  B: ½×H 1 + ½×G 2½ = 1¾;
    //   D: ½×F 1½ = ¾;  E: 1×C 2 + ½×H 1 = 2½;  F: 1×B 1 + ½×D ½ = 1¼;  G: 1×E 1½ + 1×D ½ + ½×B 1 = 2½;  H: ½×B 1 + ½×E 1½ = 1¼.
    // A and C tie on 2, 3½, 2½ and met (C won): head-to-head C 1, A 0 (T-R06) → C 2nd, A 3rd.
    // E and F tie on 1½ but E's Buchholz 4½ > 3; B and H on 1 but B's 4 > 3½.
    const rows = standings({
      players: entrants('ABCDEFGH'),
      rounds: [round(['CD1', 'BF0', 'GE1', 'HA0']), round(['GD1', 'BH=', 'EC1', 'FA0']), round(['BG=', 'DF=', 'EH=', 'CA1'])],
    });
    expect(rows.ok && table(rows.value)).toEqual([
      [1, 'G', 2.5, 2.5, 2.5, 0],
      [2, 'C', 2, 3.5, 2.5, 1],
      [3, 'A', 2, 3.5, 2.5, 0],
      [4, 'E', 1.5, 4.5, 2.5, 0],
      [5, 'F', 1.5, 3, 1.25, 0],
      [6, 'B', 1, 4, 1.75, 0],
      [7, 'H', 1, 3.5, 1.25, 0],
      [8, 'D', 0.5, 4.5, 0.75, 0],
    ]);
  });

  it('a full tie shares the rank; head-to-head is 0 when not every pair of the tied group met', () => {
    // R1: P–Q 1-0, R–S 0-1.   R2: R–P 1-0, Q–S 1-0.   Everyone 1 point.
    // Buchholz Cut-1 over two rounds keeps the larger: P: Q 1, R 1 → 1; and so for all.
    // Sonneborn–Berger: P beat Q (1), Q beat S (1), R beat P (1), S beat R (1) → 1 each.
    // The group of four never had P–S nor Q–R: head-to-head 0 for all (T-R06), all share rank 1 (T-R07).
    const rows = standings({ players: entrants('PQRS'), rounds: [round(['PQ1', 'RS0']), round(['RP1', 'QS1'])] });
    expect(rows.ok && rows.value.map((r) => [r.rank, r.id, r.points, r.buchholzCut1, r.sonnebornBerger, r.headToHead])).toEqual([
      [1, 'P', 1, 1, 1, 0],
      [1, 'Q', 1, 1, 1, 0],
      [1, 'R', 1, 1, 1, 0],
      [1, 'S', 1, 1, 1, 0],
    ]);
  });

  it('a late joiner scores 0 for the round missed, a withdrawn player stays in, running games count once they end', () => {
    // R1: A–B 1-0, C–D 0-1; E joins for R2.   R2: A–D running, B–E 0-1, C withdrawn (missed).
    // Points: A 1; B 0; C 0 + 0 (missed); D 1; E 0 (missed R1) + 1 = 1.
    // Buchholz Cut-1, the running game giving no entry yet:
    //   A: B 0 → one entry, dropped → 0;  D: C 0 → 0;  E: missed 0, B 0 → 0;  B: A 1, E 1 → 2 − 1 = 1;  C: D 1, missed 0 → 1.
    // Sonneborn–Berger: A 1×B 0 = 0; D 1×C 0 = 0; E 1×B 0 = 0; B, C 0.
    // Points tie A, D, E at 1 with Buchholz 0 and SB 0: A–D has not ended, so not every pair met → head-to-head 0; rank 1 shared.
    const rounds: RoundRecord[] = [
      round(['AB1', 'CD0']),
      { games: [{ white: 'A', black: 'D', outcome: null }, { white: 'B', black: 'E', outcome: 'black' }], tables: [], byes: [] },
    ];
    const rows = standings({ players: entrants('ABCDE'), rounds, active: ['A', 'B', 'D', 'E'] });
    expect(rows.ok).toBe(true);
    if (!rows.ok) return;
    expect(table(rows.value)).toEqual([
      [1, 'A', 1, 0, 0, 0],
      [1, 'D', 1, 0, 0, 0],
      [1, 'E', 1, 0, 0, 0],
      [4, 'B', 0, 1, 0, 0],
      [4, 'C', 0, 1, 0, 0],
    ]);
    expect(row(rows.value, 'C').withdrawn).toBe(true);
    expect(row(rows.value, 'A').games).toBe(1);
    // Once A–D ends (A wins): A 2, D 1; A's Buchholz: B 0, D 1 → 1 − 0 = 1.
    rounds[1].games[0].outcome = 'white';
    const after = standings({ players: entrants('ABCDE'), rounds });
    expect(after.ok && [row(after.value, 'A').points, row(after.value, 'A').buchholzCut1, row(after.value, 'A').rank]).toEqual([2, 1, 1]);
  });

  it('refuses rounds naming a player not entered, or one twice', () => {
    expect(standings({ players: entrants('AB'), rounds: [round(['AZ1'])] }).ok).toBe(false);
    expect(standings({ players: entrants('ABC'), rounds: [round(['AB1'], ['A'])] }).ok).toBe(false);
  });
});

describe('standings of table rounds (T-R02, T-R03, T-R04, T-R05)', () => {
  it('T-R03 averages the places not yet decided among the seats still in', () => {
    // 4 seats, one out last (place 3 → 0 points), three still in share places 0, 1, 2: (3 + 2 + 1) / 3 = 2.
    expect(tR03TablePoints([3, null, null, null])).toEqual([0, 2, 2, 2]);
    // 3 seats, the winner decided (2 points), two still in share places 1 and 2: (1 + 0) / 2 = ½.
    expect(tR03TablePoints([0, null, null])).toEqual([2, 0.5, 0.5]);
    // Shared first place at 4 seats: (3 + 2) / 2 = 2½ each; then 1 and 0.
    expect(tR03TablePoints([0, 0, 2, 3])).toEqual([2.5, 2.5, 1, 0]);
  });

  it('a 7-player table-Swiss of two rounds at tables of 4 and 3', () => {
    // R1: [a b c d] places 0 1 2 3 → 3 2 1 0 (T-R02);  [e f g] places 1 0 2 → e 1, f 2, g 0.
    // R2: [a b f e] ended by the round limit with f out last (0), a b e still in: (3+2+1)/3 = 2 each (T-R03);
    //     [c d g] places 0 2 1 → c 2, d 0, g 1.
    // Points: a 3+2 = 5; b 2+2 = 4; c 1+2 = 3; d 0+0 = 0; e 1+2 = 3; f 2+0 = 2; g 0+1 = 1.
    // Buchholz Cut-1 (T-R04: tablemates' final points summed per round, lowest round dropped):
    //   a: R1 b c d 4+3+0 = 7, R2 b f e 4+2+3 = 9 → 9;   b: 5+3+0 = 8, 5+2+3 = 10 → 10;
    //   c: 5+4+0 = 9, d g 0+1 = 1 → 9;   d: 5+4+3 = 12, c g 3+1 = 4 → 12;   e: f g 2+1 = 3, a b f 5+4+2 = 11 → 11;
    //   f: e g 3+1 = 4, a b e 5+4+3 = 12 → 12;   g: e f 3+2 = 5, c d 3+0 = 3 → 5.
    // Sonneborn–Berger (T-R05: more table points beat, equal drew, × the tablemate's final points):
    //   a: R1 beat b 4, c 3, d 0 = 7; R2 drew b ½×4 = 2, drew e ½×3 = 1½, beat f 2 → 12½
    //   b: R1 beat c 3, d 0 = 3; R2 drew a 2½, drew e 1½, beat f 2 → 9
    //   c: R1 beat d 0; R2 beat d 0, g 1 → 1          d: 0
    //   e: R1 lost to f, beat g 1; R2 drew a 2½, drew b 2, beat f 2 → 7½
    //   f: R1 beat e 3, g 1 = 4; R2 lost all → 4       g: R2 beat d 0 → 0
    // Ranks: a 5; b 4; e and c on 3, e's Buchholz 11 > 9; f 2; g 1; d 0.
    const rounds: RoundRecord[] = [
      { games: [], byes: [], tables: [{ seats: ['a', 'b', 'c', 'd'], finish: [0, 1, 2, 3] }, { seats: ['e', 'f', 'g'], finish: [1, 0, 2] }] },
      { games: [], byes: [], tables: [{ seats: ['a', 'b', 'f', 'e'], finish: [null, null, 3, null] }, { seats: ['c', 'd', 'g'], finish: [0, 2, 1] }] },
    ];
    const rows = standings({ players: entrants('abcdefg'), rounds });
    expect(rows.ok && table(rows.value)).toEqual([
      [1, 'a', 5, 9, 12.5, 0],
      [2, 'b', 4, 10, 9, 0],
      [3, 'e', 3, 11, 7.5, 0],
      [4, 'c', 3, 9, 1, 0],
      [5, 'f', 2, 12, 4, 0],
      [6, 'g', 1, 5, 0, 0],
      [7, 'd', 0, 12, 0, 0],
    ]);
  });

  it('head-to-head at tables: two tied on points, Buchholz and Sonneborn–Berger, one finished above the other', () => {
    // 3-seat tables, places 0 1 2 → 2 1 0 points (T-R02).
    // R1: [b d c] 0 1 2 → b 2, d 1, c 0;  [f e a] 0 1 2 → f 2, e 1, a 0.
    // R2: [f d c] 1 0 2 → d 2, f 1, c 0;  [a b e] 0 1 2 → a 2, b 1, e 0.
    // Points: a 2; b 3; c 0; d 3; e 1; f 3.
    // Buchholz Cut-1: b: d+c 3, a+e 3 → 3;  d: b+c 3, f+c 3 → 3;  f: e+a 3, d+c 3 → 3;  a: f+e 4, b+e 4 → 4;
    //   e: f+a 5, a+b 5 → 5;  c: b+d 6, f+d 6 → 6.
    // Sonneborn–Berger (above a tablemate = a win): b: R1 beat d 3, c 0; R2 lost to a, beat e 1 → 4;
    //   d: R1 lost to b, beat c 0; R2 beat f 3, c 0 → 3;  f: R1 beat e 1, a 2; R2 lost to d, beat c 0 → 3;
    //   a: R2 beat b 3, e 1 → 4;  e: R1 beat a 2 → 2;  c: 0.
    // d and f tie on 3, 3, 3 and met in R2, d above f: head-to-head d 1, f 0 (T-R06).
    const rows = standings({
      players: entrants('abcdef'),
      rounds: [
        { games: [], byes: [], tables: [{ seats: ['b', 'd', 'c'], finish: [0, 1, 2] }, { seats: ['f', 'e', 'a'], finish: [0, 1, 2] }] },
        { games: [], byes: [], tables: [{ seats: ['f', 'd', 'c'], finish: [1, 0, 2] }, { seats: ['a', 'b', 'e'], finish: [0, 1, 2] }] },
      ],
    });
    expect(rows.ok && table(rows.value)).toEqual([
      [1, 'b', 3, 3, 4, 0],
      [2, 'd', 3, 3, 3, 1],
      [3, 'f', 3, 3, 3, 0],
      [4, 'a', 2, 4, 4, 0],
      [5, 'e', 1, 5, 2, 0],
      [6, 'c', 0, 6, 0, 0],
    ]);
  });
});
