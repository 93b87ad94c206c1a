import type { Breadcrumb } from '@adconsole/ui';

/**
 * A path of this console to go back to: `/crm/accounts/7?tab=contacts`, never another site
 * (`//evil.example`, `/\evil.example`, `https://…`). Anything else is no way back.
 */
export function internalPath(path: unknown): string | undefined {
  if (typeof path !== 'string' || !path.startsWith('/')) return undefined;
  if (path.startsWith('//') || path.startsWith('/\\')) return undefined;
  return path;
}

const bare = (href?: string) => href?.replace(/\/$/, '');

/**
 * The crumbs with a record the page lies under named by its name: a placement's form under its
 * header tag reads "Header-Tag Tagblatt Online", not "Header-Tag 1".
 */
export const namedCrumb = (crumbs: readonly Breadcrumb[], under?: { href: string; name: string }) =>
  crumbs.map((crumb) =>
    under && bare(crumb.href) === under.href ? { ...crumb, label: under.name } : crumb,
  );

/**
 * The route's crumbs with the record's name for its own path (`/crm/accounts/7` reads
 * "Migros" rather than "Account"), and the record's index page ("Overview") folded into it.
 */
export function recordCrumbs(crumbs: readonly Breadcrumb[], id: number, name: string) {
  // The last such crumb: a placement 1 of header tag 1 (`/header-tag/tags/1/placement/1`) is
  // the page's own record, not its tag.
  const own = crumbs.map((crumb) => bare(crumb.href)).findLast((href) => href?.endsWith(`/${id}`));
  const index = own === undefined ? -1 : crumbs.findIndex((crumb) => bare(crumb.href) === own);
  if (index < 0) return [...crumbs, { label: name }];
  return [
    ...crumbs.slice(0, index),
    { ...crumbs[index], label: name },
    ...crumbs.slice(index + 1).filter((crumb) => bare(crumb.href) !== own),
  ];
}

/**
 * The crumbs with the record's list before the record's own crumb, where the route table has
 * none (an invoice's page `/finances/invoice/7` is beside its list: "Finanzen › Rechnungen ›
 * RE-2026-000042", issue 38).
 */
export const withListCrumb = (crumbs: readonly Breadcrumb[], list: Breadcrumb) => [
  ...crumbs.slice(0, -1),
  list,
  ...crumbs.slice(-1),
];
