import { describe, expect, it } from 'vitest';
import { effectiveRoles, ROLES, satisfiesRoles } from './roles.ts';

describe('effectiveRoles (spec 1 §6)', () => {
  it('joins the user role, the company role and the permissions into one flat set', () => {
    const roles = effectiveRoles({
      userRole: 'COMPANY_ADMIN',
      companyRole: 'AGENCY',
      permissions: ['BOOK_CAMPAIGNS'],
    });
    expect([...roles].sort()).toEqual(['AGENCY', 'BOOK_CAMPAIGNS', 'COMPANY_ADMIN']);
  });

  it('adds AGENCY, PUBLISHER and WORKFLOW for a company role of ADMIN', () => {
    const roles = effectiveRoles({ userRole: 'ADMIN', companyRole: 'ADMIN', permissions: [] });
    expect([...roles].sort()).toEqual(['ADMIN', 'AGENCY', 'PUBLISHER', 'WORKFLOW']);
  });

  it('makes no user ANONYMOUS, and nobody signed in only ANONYMOUS', () => {
    expect(
      effectiveRoles({ userRole: null, companyRole: null, permissions: ['ANONYMOUS'] }).size,
    ).toBe(0);
    expect([...effectiveRoles(null)]).toEqual(['ANONYMOUS']);
  });

  it('leaves out names that are no role of the spec', () => {
    const roles = effectiveRoles({
      userRole: 'USER',
      companyRole: null,
      permissions: ['SALES', 'x'],
    });
    expect([...roles]).toEqual(['SALES']);
  });

  it('knows every role the spec lists, and the coop-week role', () => {
    expect(ROLES).toContain('SWITCH_COMPANY_VIEW');
    expect(ROLES).toContain('MANAGE_COOP_WEEKS');
    expect(new Set(ROLES).size).toBe(ROLES.length);
  });
});

describe('satisfiesRoles: any-of, all-of and none-of gates', () => {
  const ops = effectiveRoles({
    userRole: null,
    companyRole: 'WORKFLOW',
    permissions: ['MANAGE_DIGITAL_PRODUCTS', 'OPS_PUSH'],
  });
  const customer = effectiveRoles({
    userRole: null,
    companyRole: 'WORKFLOW',
    permissions: ['MANAGE_DIGITAL_PRODUCTS', 'OPS_PUSH', 'CUSTOMER'],
  });
  const badge = {
    allOf: ['WORKFLOW', 'MANAGE_DIGITAL_PRODUCTS', 'OPS_PUSH'],
    noneOf: ['CUSTOMER'],
  } as const;

  it('opens the ad-approval badge to workflow ops and keeps it from a customer', () => {
    expect(satisfiesRoles(ops, badge)).toBe(true);
    expect(satisfiesRoles(customer, badge)).toBe(false);
  });

  it('needs one of anyOf', () => {
    expect(satisfiesRoles(ops, { anyOf: ['ADMIN', 'COMPANY_ADMIN'] })).toBe(false);
    expect(satisfiesRoles(ops, { anyOf: ['ADMIN', 'OPS_PUSH'] })).toBe(true);
    expect(satisfiesRoles(ops, {})).toBe(true);
  });
});
