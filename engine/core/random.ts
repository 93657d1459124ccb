/** Seeded pseudo-random numbers (mulberry32). The engine never uses Math.random. */
export type Rng = { next(): number; int(minInclusive: number, maxInclusive: number): number };

export const createRng = (seed: number): Rng => {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (min, max) => min + Math.floor(next() * (max - min + 1)) };
};

/** A stable 32-bit seed from text (FNV-1a), e.g. from student id and case id. */
export const seedFrom = (...parts: string[]): number => {
  let h = 0x811c9dc5;
  for (const ch of parts.join('\u0000')) {
    h ^= ch.codePointAt(0) ?? 0;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
};
