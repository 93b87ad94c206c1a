import { describe, expect, it } from 'vitest';
import { decodeSelectedCompany, encodeSelectedCompany } from './envelope.ts';
import { requireParams } from './params.ts';

describe('selected-company header', () => {
  it('round-trips id, companyUUID and companyRole through base64', () => {
    const company = { id: 7, companyUUID: 'a1b2', companyRole: 'WORKFLOW' };
    const header = encodeSelectedCompany(company);

    expect(header).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(decodeSelectedCompany(header)).toEqual(company);
  });

  it('refuses a header that is not a company', () => {
    expect(decodeSelectedCompany('not base64 at all!')).toBeUndefined();
    expect(decodeSelectedCompany(btoa('{"id":"7"}'))).toBeUndefined();
  });
});

describe('requireParams (spec 1 §5)', () => {
  it('names the missing parameter', () => {
    expect(() => requireParams({ id: undefined }, 'id')).toThrow('Missing required parameter: id');
    expect(() => requireParams({ id: 3 }, 'id')).not.toThrow();
  });
});
