import { describe, expect, it } from 'vitest';
import { endpoints, fillPath } from './contracts/endpoints.ts';
import { ApiError } from './errors.ts';
import {
  assertSameCommentService,
  type CommentServiceName,
  commentService,
  createCrmComment,
  getFunnelComments,
  PROVIDER_CHANGED,
  UNEXPECTED_COMMENT_SERVICE,
} from './services/comments.ts';
import { getCompaniesByPermission, getCompany, searchCompanies } from './services/companies.ts';
import {
  activateAccount,
  changePassword,
  getCurrentUser,
  restorePassword,
  signIn,
  signOut,
} from './services/identity.ts';
import { getCommitHash, getCreativeCount, getUnreadCommentsCount } from './services/system.ts';
import { fakeServer, json } from './test-support.ts';

const currentUser = {
  userId: 1,
  firstName: 'Anna',
  lastName: 'Admin',
  email: 'admin@example.com',
  companyId: 1,
  userRole: 'ADMIN',
  companyRole: 'ADMIN',
  permissions: ['SWITCH_COMPANY_VIEW'],
  language: 'de',
  languageChosen: false,
  company: {
    id: 1,
    companyUUID: '0b6c7c1e-1b84-4c8e-9d43-2f1c3b0e6a11',
    name: 'Adconsole AG',
    companyRole: 'ADMIN',
    countryCode: 'CH',
  },
};

describe('identity calls', () => {
  it('signs in at ws-auth/token without the bearer token', async () => {
    const { client, requests } = fakeServer(() =>
      json({ token: 'abc', expiresAt: '2030-01-01T00:00:00.000Z' }),
    );
    await expect(signIn(client, { email: 'admin@example.com', password: 'demo' })).resolves.toEqual(
      {
        token: 'abc',
        expiresAt: '2030-01-01T00:00:00.000Z',
      },
    );
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url).toBe('http://api.test/api/ws-auth/token');
    expect(requests[0]?.headers.get('Authorization')).toBeNull();
    expect(await requests[0]?.json()).toEqual({ email: 'admin@example.com', password: 'demo' });
  });

  it('refuses to run without e-mail, password or hash (spec 1 §5)', () => {
    const { client, requests } = fakeServer(() => json({}));
    expect(() => signIn(client, { email: '', password: 'demo' })).toThrow(
      'Missing required parameter: email',
    );
    expect(() => changePassword(client, { hash: '', password: 'x' })).toThrow(
      'Missing required parameter: hash',
    );
    expect(() => restorePassword(client, { email: '' })).toThrow(
      'Missing required parameter: email',
    );
    expect(requests).toHaveLength(0);
  });

  it('validates the current user with its contract', async () => {
    const { client } = fakeServer(() => json(currentUser));
    await expect(getCurrentUser(client)).resolves.toMatchObject({ email: 'admin@example.com' });
    const { client: broken } = fakeServer(() => json({ ...currentUser, userId: 'one' }));
    await expect(getCurrentUser(broken)).rejects.toBeInstanceOf(ApiError);
  });

  it('puts the hash into the path of change-password and activate, and takes a 204', async () => {
    const { client, requests } = fakeServer(() => json(undefined, 204));
    await changePassword(client, { hash: 'h'.repeat(43), password: 'long enough' });
    await activateAccount(client, { hash: 'a'.repeat(43), password: 'long enough' });
    await restorePassword(client, { email: 'a@example.com' });
    await signOut(client);
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual([
      `/api/ws-auth/change-password/${'h'.repeat(43)}`,
      `/api/ws-auth/activate/${'a'.repeat(43)}`,
      '/api/ws-auth/restore-password',
      '/api/ws-auth/logout',
    ]);
    expect(requests[3]?.headers.get('Authorization')).toBe('Bearer token-1');
  });
});

describe('shell calls', () => {
  it('searches companies with the filter and a page', async () => {
    const { client, requests } = fakeServer(() => json({ items: [], total: 0 }));
    await searchCompanies(client, { search: 'verlag' });
    const url = new URL(requests[0]?.url ?? '');
    expect(url.pathname).toBe('/api/ws-companies/companies');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      search: 'verlag',
      page: '0',
      limit: '100',
    });
  });

  it('gets a company by id and companies by permission, refusing a missing parameter', async () => {
    const { client, requests } = fakeServer((request) =>
      request.url.includes('permissions')
        ? json({ items: [{ id: 4, name: 'Verlag Alpenblick AG' }] })
        : json(currentUser.company),
    );
    await expect(getCompany(client, { id: 1 })).resolves.toMatchObject({ countryCode: 'CH' });
    await getCompaniesByPermission(client, { permission: 'PAYOUT' });
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual([
      '/api/ws-companies/companies/1',
      '/api/ws-companies/permissions/PAYOUT/companies',
    ]);
    expect(() => getCompany(client, { id: undefined as unknown as number })).toThrow(
      'Missing required parameter: id',
    );
  });

  it('asks for unread comments with showRead false, page 0, limit 10 and answers the total', async () => {
    const { client, requests } = fakeServer(() => json({ items: [], total: 8 }));
    await expect(getUnreadCommentsCount(client)).resolves.toBe(8);
    const url = new URL(requests[0]?.url ?? '');
    expect(url.pathname).toBe('/api/ws-orders/comments');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      showRead: 'false',
      page: '0',
      limit: '10',
    });
  });

  it('counts creatives by status', async () => {
    const { client, requests } = fakeServer(() => json({ count: 7 }));
    await expect(getCreativeCount(client, { creativeStatus: 'PENDING_APPROVAL' })).resolves.toBe(7);
    expect(new URL(requests[0]?.url ?? '').search).toBe('?creativeStatus=PENDING_APPROVAL');
  });

  it('reads /COMMITHASH.txt from the root, beside /api', async () => {
    const { client, requests } = fakeServer(() => new Response('0123abcd'));
    await expect(getCommitHash(client)).resolves.toBe('0123abcd');
    expect(requests[0]?.url).toBe('http://api.test/COMMITHASH.txt');
  });

  it('fills path parameters URL-encoded', () => {
    expect(fillPath(endpoints.company.path, { id: 5 })).toBe('ws-companies/companies/5');
    expect(fillPath('a/{x}', { x: 'b/c' })).toBe('a/b%2Fc');
  });
});

describe('the comment services (spec 2 §8 "Comment messages")', () => {
  it("refuses a service that is neither variant: 'Unexpected comment service'", () => {
    expect(commentService('CRM').create).toBe(createCrmComment);
    expect(commentService('FUNNEL').list).toBe(getFunnelComments);
    expect(() => commentService('ORDERS' as CommentServiceName)).toThrow(
      'Unexpected comment service',
    );
    expect(UNEXPECTED_COMMENT_SERVICE).toBe('Unexpected comment service');
  });

  it("refuses a list whose service changes: 'Do not change provider dynamically'", () => {
    expect(() => assertSameCommentService('comments/crm', 'comments/crm')).not.toThrow();
    expect(() => assertSameCommentService('comments/crm', 'comments/funnel')).toThrow(
      'Do not change provider dynamically',
    );
    expect(PROVIDER_CHANGED).toBe('Do not change provider dynamically');
  });
});
