import { describe, expect, it } from 'vitest';
import { areas, matchTable } from './table/index.ts';
import { pagesUnder } from './table/pages.ts';

// Issue 40, "Done when": "No creatives or ad-tags page shows its frame." A leaf of the route
// table without a screen (and without a redirect) draws only the area's frame (title, crumbs,
// purpose): every page of the two areas must have a screen, and every page spec 1 names
// (§2.9 creatives, §2.4 ad tags) must match one.

const leaves = pagesUnder;

const areaNamed = (path: string) => {
  const area = areas.find((candidate) => candidate.path === path);
  if (!area) throw new Error(`no area ${path}`);
  return area;
};

describe('the creatives and ad-tags pages (issue 40)', () => {
  const pages = ['creatives', 'ad-tags'].flatMap((area) => leaves(areaNamed(area)));

  it('gives every page of the two areas a screen, or a redirect for an index', () => {
    expect(pages.length).toBeGreaterThanOrEqual(15);
    const frameOnly = pages
      .filter(({ node }) => node.screen === undefined && node.redirect === undefined)
      .map(({ path }) => path);
    expect(frameOnly).toEqual([]);
    // Only indexes redirect; a named page always has its screen.
    const redirecting = pages.filter(({ node }) => node.redirect !== undefined);
    expect(redirecting.every(({ node }) => node.path === '/')).toBe(true);
  });

  // Spec 1 §2.9: "digital: list, create, {creativeId}/edit, bulk-upload (ADMIN); print: list,
  // create, {creativeId}; ad-server: list, {creativeId}." §2.4: "1st-party/tags; 3rd-party
  // (list index), 3rd-party/add, 3rd-party/edit/{tagId}".
  it.each([
    '/creatives/digital',
    '/creatives/digital/create',
    '/creatives/digital/7/edit',
    '/creatives/digital/bulk-upload',
    '/creatives/print',
    '/creatives/print/create',
    '/creatives/print/7',
    '/creatives/ad-server',
    '/creatives/ad-server/7',
    '/ad-tags/1st-party/tags',
    '/ad-tags/3rd-party',
    '/ad-tags/3rd-party/add',
    '/ad-tags/3rd-party/edit/7',
  ])('draws a screen at %s', (path) => {
    const match = matchTable(areas, path);
    expect(match, path).toBeDefined();
    expect(match?.nodes.at(-1)?.screen, path).toBeDefined();
  });
});
