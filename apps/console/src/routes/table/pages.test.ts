import { describe, expect, it } from 'vitest';
import { areas } from './index.ts';
import { tablePages } from './pages.ts';

// Issue 44 "Done when": "No page of the route table shows its frame any more (with the area
// issues landed)". A page without a screen shows only its area's frame (title, crumbs, purpose).
describe('the route table', () => {
  it('gives every page a screen of its own: none shows only its frame', () => {
    const pages = tablePages(areas);
    expect(pages.length).toBeGreaterThan(250);
    expect(pages.filter((page) => !page.chain.at(-1)?.screen).map((page) => page.path)).toEqual([]);
  });

  it('reads an index as its parent’s path and leaves optional parameters out', () => {
    const paths = new Set(tablePages(areas).map((page) => page.path));
    expect(paths).toContain('/crm/accounts');
    expect([...paths].some((path) => path.includes('{-$'))).toBe(false);
  });
});
