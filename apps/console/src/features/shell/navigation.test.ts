import { effectiveRoles } from '@adconsole/api';
import { describe, expect, it } from 'vitest';
import { currentUserOf, PERSONA_IDENTITIES } from '../../routes/personas.ts';
import { areas, matchTable } from '../../routes/table/index.ts';
import type { RouteNode } from '../../routes/table/types.ts';
import { loadsPendingApprovalCount, navigationFor } from './navigation.ts';

const rolesOf = (email: string) => {
  const persona = PERSONA_IDENTITIES.find((candidate) => candidate.email === email);
  if (!persona) throw new Error(email);
  return effectiveRoles(currentUserOf(persona));
};
const entriesOf = (email: string) =>
  navigationFor(areas, rolesOf(email)).flatMap((section) =>
    section.entries.map((entry) => entry.href),
  );

describe('the navigation by role (spec 1 §6)', () => {
  it('gives the post-ad-manager post campaigns and post invoices, nothing else', () => {
    expect(entriesOf('post@example.com')).toEqual([
      '/orders/post-campaigns',
      '/finances/post-invoices',
    ]);
  });

  it('leads the publisher to its exclusions and credit notes, the agency to its documents (issue 39, s13 stranger)', () => {
    expect(entriesOf('publisher@example.com')).toEqual(
      expect.arrayContaining([
        '/publishers',
        '/publishers/exclusions',
        '/publishers/payouts/documents',
      ]),
    );
    expect(entriesOf('agency@example.com')).toEqual(
      expect.arrayContaining(['/dashboard', '/dashboard/documents']),
    );
    expect(entriesOf('sales@example.com')).not.toContain('/dashboard/documents');
  });

  it('shows the admin menu to ADMIN only', () => {
    expect(entriesOf('admin@example.com')).toContain('/admin/users');
    for (const persona of PERSONA_IDENTITIES.filter(({ email }) => email !== 'admin@example.com')) {
      expect(entriesOf(persona.email), persona.email).not.toContain('/admin/users');
    }
  });

  it('hides ad approval from a CUSTOMER and gives its count only to WORKFLOW + MANAGE_DIGITAL_PRODUCTS + OPS_PUSH', () => {
    expect(entriesOf('selfbooking@example.com')).not.toContain('/digital-operations/approval');
    expect(entriesOf('ops@example.com')).toContain('/digital-operations/approval');
    expect(loadsPendingApprovalCount(rolesOf('ops@example.com'))).toBe(true);
    expect(loadsPendingApprovalCount(rolesOf('admin@example.com'))).toBe(true);
    expect(loadsPendingApprovalCount(rolesOf('sales@example.com'))).toBe(false);
    const customerOps = new Set([...rolesOf('ops@example.com'), 'CUSTOMER' as const]);
    expect(loadsPendingApprovalCount(customerOps)).toBe(false);
  });

  it('leads no persona to a frame: every entry ends on a built screen (issue 33 point 1)', () => {
    // Follows an entry's redirects (by role) to the page it shows.
    const pageOf = (href: string, roles: ReturnType<typeof rolesOf>): RouteNode | undefined => {
      const last = matchTable(areas, href)?.nodes.at(-1);
      const redirect = last?.redirect;
      if (typeof redirect === 'string') return pageOf(redirect, roles);
      if (typeof redirect === 'function') {
        const target = redirect(roles);
        return target ? pageOf(target, roles) : undefined;
      }
      if (redirect) {
        const target = redirect.firstAllowed.find((candidate) => {
          const shown = pageOf(candidate, roles);
          return shown?.screen !== undefined;
        });
        return target ? pageOf(target, roles) : undefined;
      }
      return last;
    };
    for (const persona of PERSONA_IDENTITIES) {
      const roles = rolesOf(persona.email);
      for (const href of entriesOf(persona.email)) {
        expect(pageOf(href, roles)?.screen, `${persona.email} → ${href}`).toBeDefined();
      }
    }
    // The agency's Dashboard is built (issue 39): its entry leads there.
    expect(entriesOf('agency@example.com')).toContain('/dashboard');
  });

  it('gives the self-booking customer only what it books: no print, radio, TV or POS lists', () => {
    const entries = entriesOf('selfbooking@example.com');
    expect(entries).toContain('/orders/digital');
    for (const medium of ['print', 'radio', 'tv', 'pos']) {
      expect(entries).not.toContain(`/orders/${medium}`);
    }
    expect(entriesOf('agency@example.com')).toContain('/orders/print');
  });

  it('shows finances to ADMIN_INVOICE, ADMIN, PAYOUT, POSTADMANAGER or PAYMENTS holders only', () => {
    const financeEntries = [
      '/finances/invoices',
      '/finances/post-invoices',
      '/finances/payouts',
      '/finances/payments',
    ];
    const seesFinances = (email: string) =>
      entriesOf(email).some((href) => financeEntries.includes(href));
    expect(
      PERSONA_IDENTITIES.filter(({ email }) => seesFinances(email)).map(({ email }) => email),
      // Post invoices (POSTADMANAGER), invoices (ADMIN_INVOICE or ADMIN) and, since issue 39,
      // payouts (PAYOUT: the publisher's own).
    ).toEqual([
      'admin@example.com',
      'publisher@example.com',
      'finance@example.com',
      'controlling@example.com',
      'post@example.com',
    ]);
  });

  it('opens tasks with IN_PROGRESS and gives the sales persona the sales funnel', () => {
    expect(entriesOf('sales@example.com')).toEqual(
      expect.arrayContaining([
        '/sales/activities',
        '/sales/tasks?status=IN_PROGRESS',
        '/crm/accounts',
      ]),
    );
  });

  it('gives print ops the publication upload (spec 3 §2.4, §6 "Print operations: print ops push")', () => {
    // Issue 33: the upload had a route but no entry; nobody found it.
    expect(entriesOf('printops@example.com')).toContain('/print-operations/publication-upload');
    expect(entriesOf('admin@example.com')).toContain('/print-operations/publication-upload');
    for (const email of ['ops@example.com', 'sales@example.com', 'selfbooking@example.com']) {
      expect(entriesOf(email), email).not.toContain('/print-operations/publication-upload');
    }
  });

  it('gives a user without roles no navigation at all', () => {
    expect(entriesOf('nobody@example.com')).toEqual([]);
  });
});
