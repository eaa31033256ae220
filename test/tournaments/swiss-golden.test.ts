// Swiss rounds paired by hand from T-R08 … T-R12 (the reasoning beside each).
import { describe, expect, it } from 'vitest';
import { pairSwissRound } from '../../src/tournaments/swiss.js';
import { tR09ColourAllowed, tR12Colours, tR12Preference, tR13LateJoinOpen } from '../../src/tournaments/rulings.js';
import type { Entrant, GameOutcome, RoundRecord } from '../../src/tournaments/types.js';

const entrants = (ids: string): Entrant[] => [...ids].map((id, i) => ({ id, seed: i + 1 }));
function round(codes: string[], byes: string[] = []): RoundRecord {
  const outcome: Record<string, GameOutcome> = { '1': 'white', '0': 'black', '=': 'draw', '~': 'round-limit' };
  return { games: codes.map((c) => ({ white: c[0], black: c[1], outcome: outcome[c[2]] })), tables: [], byes };
}
function pair(players: Entrant[], rounds: RoundRecord[], active = players.map((p) => p.id), colours = true) {
  const out = pairSwissRound({ players, rounds, active, colours });
  if (!out.ok) throw new Error(out.error);
  return { boards: out.value.games.map((g) => `${g.white}-${g.black}`), byes: out.value.byes, level: out.value.level };
}

describe('a 6-player Swiss, rounds 1 to 3 by hand', () => {
  const players = entrants('ABCDEF'); // seeds 1 … 6
  // Round 1: one score group; top half against bottom half in order: A–D, B–E, C–F. Nobody has a colour
  // preference, so the boards alternate from White for the top board's higher-ranked player (T-R12's reading):
  // A White, B Black, C White.
  const r1 = round(['AD1', 'EB=', 'CF0']); // A beats D, E–B drawn, F beats C
  // Round 2, pairing order (points, then seed): A 1, F 1 | B ½, E ½ | C 0, D 0.
  //   {A, F}: A–F never met, A (played White) prefers Black, F (Black) White: paired, F White.
  //   {B, E}: they met (T-R09 (1)), so both float to {C, D}; the rest stays pairable.
  //   {B, E, C, D}: B–C + E–D or B–D + E–C, each ½ + ½ of score difference (T-R11).
  //     B (Black) prefers White, C (White) Black, E (White) Black, D (Black) White:
  //     B–C and E–D keep every preference; B–D and E–C would not (T-R12) → B–C (B White), E–D (D White).
  //   Boards by the higher-ranked player: A–F, B–C, E–D.
  it('round 1: top half against bottom half, colours alternating by board', () => {
    expect(pair(players, [])).toEqual({ boards: ['A-D', 'E-B', 'C-F'], byes: [], level: 'strict' });
  });
  it('round 2: a pair that met floats down together, colour preferences choose among equal floats', () => {
    expect(pair(players, [r1])).toEqual({ boards: ['F-A', 'B-C', 'D-E'], byes: [], level: 'strict' });
  });
  // Round 2 results: F–A drawn, B beats C, D beats E.
  const r2 = round(['FA=', 'BC1', 'DE1']);
  // Round 3, points: A 1½, B 1½, F 1½ | D 1 | E ½ | C 0.  Colours so far: A W B, B B W, F B W, D B W, E W B, C W B
  // (each level, so each prefers the opposite of their last: A White, B Black, F Black, D Black, E White, C White).
  //   {A, B, F}: A–F met; A–B or B–F, one floats. A's nearest legal partner below is E (A met D): ½ + … a
  //   1-point float; B's or F's is D, ½ point. So A–B pair and F floats (T-R11), the lowest ranked of the two.
  //   {F, D}: F–D never met → paired; both prefer Black, equally (mild); they never had different colours in
  //   the same round (B/B, then W/W), so the higher ranked, F, gets Black (T-R12).
  //   {E} floats to {C}: E–C never met; both prefer White, never differed (W/W, B/B) → E, higher, White.
  //   Σ score difference ½ + ½ = 1 point, the least possible.
  it('round 3: the cheapest floater, colours by the last round the two differed, else rank', () => {
    expect(pair(players, [r1, r2])).toEqual({ boards: ['A-B', 'D-F', 'E-C'], byes: [], level: 'strict' });
  });
});

describe('byes (T-R10) and who is paired (T-R08, T-R13)', () => {
  it('5 players: the bye goes to the lowest ranked of the lowest score group', () => {
    // Round 1: all on 0; the lowest ranked, E, takes the bye; then A–C, B–D (top half against bottom half).
    expect(pair(entrants('ABCDE'), [])).toEqual({ boards: ['A-C', 'D-B'], byes: ['E'], level: 'strict' });
  });

  it('nobody gets a second bye while another has had none, and the bye skips to the next lowest', () => {
    // R1: A–C 1-0, D–B 0-1, E bye.  Points: A 1, B 1, E 1, C 0, D 0.
    // Lowest group {C, D}: D is the lowest ranked → D's bye. Rest {A, B, E, C}: A–B, E–C? A met C, B met D.
    //   {A, B, E}: A–B or A–E or B–E; one floats to C. A met C, so A cannot float; B or E can, E is lower → floats.
    //   A–B (A had White, prefers Black; B had Black, prefers White): B White. E–C: E (no games) against C (had Black,
    //   prefers White): C White.
    const r1 = round(['AC1', 'DB0'], ['E']);
    expect(pair(entrants('ABCDE'), [r1])).toEqual({ boards: ['B-A', 'C-E'], byes: ['D'], level: 'strict' });
  });

  it('a withdrawn player is not paired; a late joiner enters on 0', () => {
    // R1: A–C 1-0, D–B 0-1; E joins for round 2, C withdraws.
    // Active: A 1, B 1, D 0, E 0 (missed R1, T-R01). A–B (top group), D–E (bottom group).
    // A (White) prefers Black, B (Black) White → B White. D (White) prefers Black, E none → E White.
    const players = entrants('ABCDE');
    const out = pair(players, [round(['AC1', 'DB0'], [])], ['A', 'B', 'D', 'E']);
    expect(out).toEqual({ boards: ['B-A', 'E-D'], byes: [], level: 'strict' });
  });

  it('one active player has the bye; none makes an empty round; bad input is refused, not thrown', () => {
    expect(pair(entrants('AB'), [], ['B'])).toEqual({ boards: [], byes: ['B'], level: 'strict' });
    expect(pair(entrants('AB'), [], [])).toEqual({ boards: [], byes: [], level: 'strict' });
    const running: RoundRecord = { games: [{ white: 'A', black: 'B', outcome: null }], tables: [], byes: [] };
    expect(pairSwissRound({ players: entrants('AB'), rounds: [running], active: ['A', 'B'] }).ok).toBe(false);
    expect(pairSwissRound({ players: entrants('AB'), rounds: [], active: ['A', 'Z'] }).ok).toBe(false);
    expect(pairSwissRound({ players: entrants('AB'), rounds: [round(['AX1'])], active: ['A', 'B'] }).ok).toBe(false);
  });

  it('late joins are open until more than half the rounds have started (T-R13)', () => {
    // 5 rounds: open after 0, 1, 2 started (2 × 2 ≤ 5), closed after 3.
    expect([0, 1, 2, 3, 4].map((started) => tR13LateJoinOpen(started, 5))).toEqual([true, true, true, false, false]);
    expect([0, 1, 2, 3].map((started) => tR13LateJoinOpen(started, 4))).toEqual([true, true, true, false]);
  });

  it('relaxes the colour rule before allowing a repeat (T-R09)', () => {
    // Two players who already met, in a 2-player event: the only pairing repeats.
    const players = entrants('AB');
    expect(pair(players, [round(['AB1'])]).level).toBe('repeats-allowed');
    // Four players: A and B had White twice (they may only take Black), C and D Black twice; A and B each
    // met C and D. The only pairing without a repeat, A–B + C–D, breaks the colour rule: it is taken
    // (colours-relaxed) rather than a repeat. Colours: A and B both must have Black, never differed → the
    // higher ranked, A, gets it; C and D likewise → C White.
    const r = [round(['AC1', 'BD1']), round(['AD1', 'BC1'])];
    expect(pair(entrants('ABCD'), r)).toEqual({ boards: ['B-A', 'C-D'], byes: [], level: 'colours-relaxed' });
  });
});

describe('T-R09 and T-R12 colour rules', () => {
  it('never three times running, never more than 2 ahead', () => {
    expect(tR09ColourAllowed(['white', 'white'], 'white')).toBe(false);
    expect(tR09ColourAllowed(['white', 'black', 'white', 'white'], 'white')).toBe(false);
    expect(tR09ColourAllowed(['white', 'white', 'black', 'white'], 'white')).toBe(false); // would be 4 to 1
    expect(tR09ColourAllowed(['white', 'black', 'white'], 'white')).toBe(true); // 3 to 1
    expect(tR09ColourAllowed([], 'black')).toBe(true);
  });

  it('grades preferences: absolute, strong, mild, none', () => {
    expect(tR12Preference([])).toBeNull();
    expect(tR12Preference(['white'])).toEqual({ colour: 'black', strength: 2 });
    expect(tR12Preference(['white', 'black'])).toEqual({ colour: 'white', strength: 1 });
    expect(tR12Preference(['white', 'white'])).toEqual({ colour: 'black', strength: 3 });
    expect(tR12Preference(['black', 'white', 'white', 'black', 'white'])).toEqual({ colour: 'black', strength: 2 });
  });

  it('allocates: both preferences, else the stronger, else alternate from the last difference, else rank', () => {
    const p = (played: ('white' | 'black')[], byRound = played) => ({ played, byRound });
    // Different preferences: both kept.
    expect(tR12Colours(p(['black']), p(['white']), 0, 'white')).toBe('white');
    // Both want White; the absolute one (Black twice) wins over the strong one.
    expect(tR12Colours(p(['black']), p(['black', 'black']), 0, 'white')).toBe('black');
    // Both mildly want White. Rounds 4, 3: same colours; round 2: a White, b Black → alternate from there: a Black.
    expect(tR12Colours(p(['black', 'white', 'white', 'black']), p(['white', 'black', 'white', 'black']), 0, 'white')).toBe('black');
    // Both mildly want White and never differed: the higher ranked (a) gets it.
    expect(tR12Colours(p(['white', 'black']), p(['white', 'black']), 0, 'white')).toBe('white');
    // Rounds are aligned by round, not by game: b sat out round 1; in round 2 a had Black, b White → a White.
    expect(tR12Colours(p(['white', 'black']), { played: ['white', 'black'], byRound: [null, 'white', 'black'] }, 0, 'white')).toBe('white');
    // Neither has played: the boards alternate from the first board's colour.
    expect([0, 1, 2].map((board) => tR12Colours(p([]), p([]), board, 'black'))).toEqual(['black', 'white', 'black']);
  });
});
