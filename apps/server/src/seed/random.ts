// The one seeded generator of the demo data: the same seed gives the same data on every run.

/** A small deterministic generator (mulberry32). */
export function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const weighted = <T extends { weight: number }>(list: readonly T[]): T => {
    const total = list.reduce((sum, item) => sum + item.weight, 0);
    let at = next() * total;
    for (const item of list) {
      at -= item.weight;
      if (at < 0) return item;
    }
    return list[list.length - 1] as T;
  };
  return { next, pick, int, weighted };
}

/** The generator `random` answers. */
export type Random = ReturnType<typeof random>;

/** A day in milliseconds: the demo data's dates are so many days from the day it is seeded. */
export const DAY = 86_400_000;

/** A list of single-word entries (names) written as one text: `words('Anna Marco')`. */
export const words = (text: string): string[] => text.trim().split(/\s+/);
