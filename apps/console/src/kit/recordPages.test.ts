import { describe, expect, it } from 'vitest';
import { internalPath, namedCrumb, recordCrumbs } from './recordPaths.ts';

describe('the way back of a record form (redirectTo, spec 1 §2.7)', () => {
  it('goes back to a path of the console, with its query', () => {
    expect(internalPath('/crm/accounts/42')).toBe('/crm/accounts/42');
    expect(internalPath('/crm/accounts/42?tab=contacts')).toBe('/crm/accounts/42?tab=contacts');
  });

  it('never goes to another site', () => {
    for (const path of [
      '//evil.example/crm',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      'crm/accounts',
      '',
      undefined,
      42,
    ]) {
      expect(internalPath(path)).toBeUndefined();
    }
  });
});

describe("a record page's crumbs", () => {
  const crumbs = [
    { label: 'CRM', href: '/crm' },
    { label: 'Accounts', href: '/crm/accounts' },
    { label: 'Account', href: '/crm/accounts/7' },
    { label: 'Overview', href: '/crm/accounts/7/' },
  ];

  it('name the record instead of its kind, and fold its index page into it', () => {
    expect(recordCrumbs(crumbs, 7, 'Migros')).toEqual([
      { label: 'CRM', href: '/crm' },
      { label: 'Accounts', href: '/crm/accounts' },
      { label: 'Migros', href: '/crm/accounts/7' },
    ]);
  });

  it('keep a tab that is a route of its own after the name', () => {
    const company = [
      { label: 'Admin', href: '/admin' },
      { label: 'Companies', href: '/admin/companies' },
      { label: 'Company', href: '/admin/companies/17' },
      { label: 'Websites', href: '/admin/companies/17/websites' },
    ];
    expect(recordCrumbs(company, 17, 'Verlag Alpenblick AG').map((crumb) => crumb.label)).toEqual([
      'Admin',
      'Companies',
      'Verlag Alpenblick AG',
      'Websites',
    ]);
  });

  it('do not take an id that only ends like the record’s for it', () => {
    const other = [{ label: 'Accounts', href: '/crm/accounts/17' }];
    expect(recordCrumbs(other, 7, 'Migros').map((crumb) => crumb.label)).toEqual([
      'Accounts',
      'Migros',
    ]);
  });

  it('name the last record of its id: a placement 1 of header tag 1, not the tag (issue 41)', () => {
    const nested = [
      { label: 'Header-Tag', href: '/header-tag' },
      { label: 'Header-Tag 1', href: '/header-tag/tags/1' },
      { label: 'Bearbeiten', href: '/header-tag/tags/1/placement/1' },
    ];
    const named = namedCrumb(recordCrumbs(nested, 1, 'top-1'), {
      href: '/header-tag/tags/1',
      name: 'Header-Tag Tagblatt Online',
    });
    expect(named.map((crumb) => crumb.label)).toEqual([
      'Header-Tag',
      'Header-Tag Tagblatt Online',
      'top-1',
    ]);
  });
});
