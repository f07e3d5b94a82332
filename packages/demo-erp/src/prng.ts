/**
 * A seeded pseudo-random generator (mulberry32): the demo data must be the same for the same seed,
 * so nothing in the demo ERP may use Math.random.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** True with the given probability. */
  chance(probability: number): boolean;
  pick<T>(values: readonly T[]): T;
  /** A float in [min, max) rounded to `decimals`. */
  decimal(min: number, max: number, decimals: number): number;
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick: <T>(values: readonly T[]): T => {
      const value = values[Math.floor(next() * values.length)];
      if (value === undefined) throw new Error('pick from an empty list');
      return value;
    },
    decimal: (min, max, decimals) => {
      const factor = 10 ** decimals;
      return Math.round((min + next() * (max - min)) * factor) / factor;
    },
  };
}

/** A generator for one object (a document's entry), so a later step is random yet repeatable. */
export function randomFor(seed: number, key: number): Random {
  return createRandom((Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(key, 0xc2b2ae35)) >>> 0);
}
