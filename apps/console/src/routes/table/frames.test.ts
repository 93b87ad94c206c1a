import { describe, expect, test } from 'vitest';
import { areas } from './index.ts';
import { pagesUnder } from './pages.ts';

// Issue 39 "Done when": no publishers, payouts or dashboard page shows its frame (the area's
// title and purpose only, `screen` unset). Every leaf of those parts of the route table is read
// here: a page that redirects is no page; every other one names a screen.

const pagesOf = pagesUnder;

const area = (path: string) => {
  const found = areas.find((each) => each.path === path);
  if (!found) throw new Error(`no area ${path}`);
  return found;
};

describe('the publishers, payouts and dashboard pages', () => {
  const pages = [
    ...pagesOf(area('publishers')),
    ...pagesOf(area('dashboard')),
    ...pagesOf(area('finances')).filter(({ path }) => path.startsWith('/finances/payouts')),
  ];

  test('are read from the route table', () => {
    const paths = pages.map(({ path }) => path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/publishers',
        '/publishers/ads-config',
        '/publishers/traffic/placement-groups',
        '/publishers/payouts/documents',
        '/dashboard',
        '/dashboard/documents',
      ]),
    );
    expect(paths.filter((path) => path.startsWith('/finances/payouts')).length).toBeGreaterThan(3);
  });

  test('each show a screen, not their frame', () => {
    const frames = pages.filter(({ node }) => !node.screen).map(({ path }) => path);
    expect(frames).toEqual([]);
  });
});
