import { describe, expect, it } from 'vitest';
import { areas, matchTable } from '../routes/table/index.ts';
import { type HeadingMatch, pageHeading, type Translate } from './usePageHeading.ts';

// A stand-in for i18next: a value title reads its value, the campaign its id, others their key.
const t: Translate = (key, values) => {
  if (key.startsWith('statuses.')) return key.slice('statuses.'.length);
  if (key === 'routes.valueOf') return `${values?.list}: ${values?.value}`;
  if (key === 'routes.statusValue' || key === 'routes.dateValue') return String(values?.value);
  if (key === 'routes.campaign') return `${key}(${values?.campaignId})`;
  return key;
};

/** The route matches of a path as the router gives them to the heading. */
function matchesOf(path: string): HeadingMatch[] {
  const match = matchTable(areas, path);
  if (!match) throw new Error(path);
  const area = areas.find((candidate) => candidate === match.nodes[0]);
  let pathname = '';
  const segments = path.split('/').filter(Boolean);
  return match.nodes.map((node) => {
    const depth = node.path === '/' ? 0 : node.path.split('/').filter(Boolean).length;
    pathname = `/${segments.splice(0, depth).join('/')}`.replace(/^\/$/, pathname || '/');
    return { staticData: { node, area }, params: match.params, pathname };
  });
}

describe('page headings from the route table (issue 33 point 20)', () => {
  it('reads a status page with its list, not the bare status', () => {
    const heading = pageHeading(matchesOf('/finances/post-invoices/OPEN'), t);
    expect(heading.title).toBe('routes.postInvoices: OPEN');
  });

  it('shows a date in the path as a date, never as an ISO day', () => {
    const heading = pageHeading(matchesOf('/finances/payouts/reports/2026-11-27'), t);
    expect(heading.title).toContain('27.11.2026');
    expect(heading.title).not.toContain('2026-11-27');
    expect(heading.crumbs.map((crumb) => crumb.label).join(' ')).not.toContain('2026-11-27');
  });

  it("leaves the list's status out of a record's crumbs: the campaign may have moved on", () => {
    const heading = pageHeading(matchesOf('/orders/campaigns/DRAFTS/42/history'), t);
    const labels = heading.crumbs.map((crumb) => crumb.label);
    expect(labels).not.toContain('DRAFTS');
    expect(labels).toEqual(expect.arrayContaining(['routes.campaigns', 'routes.campaign(42)']));
    expect(heading.crumbs.map((crumb) => crumb.href).join(' ')).not.toContain('/DRAFTS');
  });

  it('names a list page by its list, not "List"', () => {
    expect(pageHeading(matchesOf('/admin/batch/list'), t).title).toBe('routes.batch');
  });
});

describe('a home page (issue 33: "Verkauf / Meine Arbeit" on /sales)', () => {
  it('has no parent crumb that leads to itself', () => {
    const heading = pageHeading(matchesOf('/sales'), t);
    expect(heading.title).toBe('routes.home');
    expect(heading.crumbs).toEqual([]);
  });

  it('keeps the area crumb on the pages under it', () => {
    const heading = pageHeading(matchesOf('/sales/tasks'), t);
    expect(heading.crumbs.map((crumb) => crumb.label)).toEqual(['routes.sales', 'routes.tasks']);
  });
});

/** The matches as the router gives them: each pathname is the path up to its node. */
function routerMatchesOf(path: string): HeadingMatch[] {
  const segments = path.split('/').filter(Boolean);
  let taken = 0;
  return matchesOf(path).map((match) => {
    const nodePath = match.staticData.node?.path ?? '/';
    taken += nodePath === '/' ? 0 : nodePath.split('/').filter(Boolean).length;
    return { ...match, pathname: `/${segments.slice(0, taken).join('/')}` };
  });
}

describe('ad tags (a stranger: "both breadcrumb links lead back to the 1st-party list")', () => {
  it('leaves out a crumb whose group sends the user on to the page itself', () => {
    const heading = pageHeading(routerMatchesOf('/ad-tags/1st-party/tags'), t);
    expect(heading.title).toBe('routes.firstParty');
    expect(heading.crumbs).toEqual([]);
  });

  it('keeps the list a status page reads with, though its index leads there', () => {
    const heading = pageHeading(routerMatchesOf('/finances/post-invoices/OPEN'), t);
    expect(heading.title).toBe('routes.postInvoices: OPEN');
  });

  it('leads from a 3rd-party tag upwards to its list', () => {
    const heading = pageHeading(routerMatchesOf('/ad-tags/3rd-party/7'), t);
    expect(heading.crumbs.map((crumb) => crumb.href)).toEqual([
      '/ad-tags',
      '/ad-tags/3rd-party',
      '/ad-tags/3rd-party/7',
    ]);
    expect(pageHeading(routerMatchesOf('/ad-tags/3rd-party'), t).title).toBe('routes.thirdParty');
  });
});
