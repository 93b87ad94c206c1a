import { describe, expect, it } from 'vitest';
import { currentNavigationHref, profileInitialName, systemStatusOf } from './shell.ts';

describe('system status (spec 1 §4)', () => {
  it('is not all systems operational while an incident is investigating or identified', () => {
    expect(systemStatusOf([{ status: 'resolved' }, { status: 'investigating' }])).toBe('degraded');
    expect(systemStatusOf([{ status: 'identified' }])).toBe('degraded');
  });

  it('is all systems operational otherwise', () => {
    expect(systemStatusOf([])).toBe('operational');
    expect(systemStatusOf([{ status: 'resolved' }, { status: 'monitoring' }])).toBe('operational');
  });
});

describe('profile entry (spec 1 §2.2)', () => {
  it("shows the user's first initial and last name", () => {
    expect(profileInitialName('anna', 'Meier')).toBe('A. Meier');
    expect(profileInitialName(undefined, 'Meier')).toBe('Meier');
  });

  it('has no name without a last name, so the generic label shows', () => {
    expect(profileInitialName('Anna', '')).toBeNull();
    expect(profileInitialName('Anna')).toBeNull();
  });
});

describe('current navigation item', () => {
  const hrefs = ['/orders', '/orders/digital', '/sales/tasks', '/'];

  it('is the item with the longest href leading the current path', () => {
    expect(currentNavigationHref(hrefs, '/orders/digital/running?page=2')).toBe('/orders/digital');
    expect(currentNavigationHref(hrefs, '/orders/print/booked')).toBe('/orders');
    expect(currentNavigationHref(hrefs, '/sales/tasks')).toBe('/sales/tasks');
  });

  it("matches an item that opens its page with a query by the item's path", () => {
    const items = ['/sales/tasks?status=IN_PROGRESS', '/sales/activities'];
    expect(currentNavigationHref(items, '/sales/tasks?status=DONE')).toBe(
      '/sales/tasks?status=IN_PROGRESS',
    );
    expect(currentNavigationHref(items, '/sales/tasks/details/5')).toBe(
      '/sales/tasks?status=IN_PROGRESS',
    );
  });

  it('does not take a shared prefix of a word for a match', () => {
    expect(currentNavigationHref(hrefs, '/sales/tasks-archive')).toBe('/');
    expect(currentNavigationHref(['/orders'], '/ordersheet')).toBeUndefined();
  });
});
