import { describe, expect, it } from 'vitest';
import { areas } from '../src/routes/table/index.ts';
import { codesToLabel, visitsOf, WALK_FILES, walkAreas } from './codesWalk.ts';

// Issue 33 point 14 and issue 46: the route table's walk (codesWalk.ts) over the areas of
// `WALK_FILES.sales`; and what the walk's files start from.
describe('the walk of the route table', () => {
  it('finds the contracts codes and the screens to walk, every area in one file', () => {
    const codes = codesToLabel();
    expect(codes).toContain('IN_PROGRESS');
    // ('CPM' is a word of the header tag's texts since session 10, so not a code to look for.)
    expect(codes).toContain('OFFER_NOT_ACCEPTED');
    expect(visitsOf(areas).length).toBeGreaterThan(200);
    const walked = Object.values(WALK_FILES).flat();
    expect(walked.toSorted()).toEqual(areas.map(({ path }) => path).toSorted());
  });
});

walkAreas('sales');
