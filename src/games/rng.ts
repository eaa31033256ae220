// Seeded, serialisable randomness for the engines. The generator's state is a
// plain number array that lives inside each game state, so a match replays
// bit-for-bit from its seed and its action log (RULINGS A3).
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';

export type RngState = number[];

/** cyrb53-style string hash folded to 32 bits: any seed text gives a generator. */
function hashSeed(seed: string): number {
  let h1 = 0xdeadbeef ^ seed.length;
  let h2 = 0x41c6ce57 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    const ch = seed.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h1 ^ h2) | 0;
}

export function seedRng(seed: string): RngState {
  return [...xoroshiro128plus(hashSeed(seed)).getState()];
}

/**
 * A short-lived cursor over an RngState. Engines take one at the start of an
 * action, draw from it, and store `rng.state()` back into the new game state.
 */
export class Rng {
  private readonly gen;
  constructor(state: RngState) {
    this.gen = xoroshiro128plusFromState(state);
  }
  /** Uniform integer in [from, to], both included. */
  int(from: number, to: number): number {
    return uniformInt(this.gen, from, to);
  }
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Rng.pick on an empty list');
    return items[this.int(0, items.length - 1)];
  }
  /** Fisher–Yates; returns a new array. */
  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(0, i);
      [out[i], out[j]] = [out[j], out[i]];
    }
    return out;
  }
  state(): RngState {
    return [...this.gen.getState()];
  }
}

/** A new generator state drawn from `rng`: a determinized game's own chance, unrelated to the real one. */
export const forkRng = (rng: Rng): RngState => seedRng(`fork:${rng.int(0, 0x7fffffff)}:${rng.int(0, 0x7fffffff)}`);
