import path from 'node:path';
import { BaseSequencer } from 'vitest/node';

/**
 * A vitest sequencer that starts the named files first, in the order given, then the rest in
 * vitest's own order (the last run's durations, else the larger file first). With several
 * workers, a long file started last would run alone at the end; a fresh clone has no durations
 * yet, and a long walk is often a short file. Names are file names without `.test.ts` and the
 * like ('access', 'codes.e2e').
 */
export function slowFirst(names) {
  const rank = (spec) => {
    const base = path.basename(spec.moduleId).replace(/\.test\.[cm]?[jt]sx?$/, '');
    const index = names.indexOf(base);
    return index === -1 ? names.length : index;
  };
  return class SlowFirstSequencer extends BaseSequencer {
    async sort(files) {
      const sorted = await super.sort(files);
      // Array sort is stable: files not named keep vitest's order among themselves.
      return sorted.sort((a, b) => rank(a) - rank(b));
    }
  };
}
