// Tournaments, the pure core: pairing, seating and standings as functions of
// what has happened, like a game engine. No Discord, no Prisma, no clock, no
// randomness: the same rounds always give the same next round, so a service
// that crashes between pairing and storing a round pairs it again identically.
//
// The contract. Every entry point takes
//   - `players`: everyone entered, as { id, seed } (seed 1 = strongest, from
//     the ratings at the start); withdrawn players and late joiners included;
//   - `rounds`: the rounds so far, oldest first, each { games, tables, byes }
//     (types.ts); a player in none of a round's games, tables or byes missed it
//     and scores 0 for it (T-R01, T-R13);
//   - `active`: who is in now (joined, not withdrawn; T-R08, T-R13);
// and returns { ok: true, value } or { ok: false, error } — never throws on
// what a database hands it (unknown ids, a player twice in a round).
//
//   roundRobinSchedule(players)      the whole schedule: T-R15 groups of at most
//                                    8, each a circle-method round-robin (T-R14)
//   roundRobinRound({…})             its next round, without withdrawn players
//   pairSwissRound({…, colours})     the next Swiss round (T-R08 … T-R13)
//   seatTables({…, size})            the next table-Swiss round (T-R16)
//   standings({…})                   ranks, points and tie-breaks (T-R01 … T-R07);
//                                    running games count once they end
//
// Pairing and seating want every game of `rounds` finished; standings take a
// round in progress. Each ruling lives once in rulings.ts under its ID.
export * from './types.js';
export { roundRobinSchedule, roundRobinRound, roundRobinLength, type RoundRobinGroup } from './round-robin.js';
export { pairSwissRound, type SwissInput, type SwissPairing } from './swiss.js';
export { seatTables, type TableInput } from './tables.js';
export { standings, type StandingRow, type StandingsInput } from './standings.js';
export { tR13LateJoinOpen, T_R09_LEVELS, type Colour, type T_R09_Level } from './rulings.js';
