import type { CurrentUser } from '@adconsole/api';
import { describe, expect, test, vi } from 'vitest';
import { currentUserOf, PERSONA_IDENTITIES } from '../routes/personas.ts';
import { areas } from '../routes/table/index.ts';
import type { AppRouter } from './router.ts';
import { settled, testRouter } from './testRouter.ts';

/*
 * The sign-in screens load only the `common` texts; every signed-in page has the texts of all
 * namespaces before it shows (issue 17): requireUser awaits loadSignedInTexts.
 */

const admin = PERSONA_IDENTITIES.find((persona) => persona.email === 'admin@example.com');
if (!admin) throw new Error('no admin persona');

function routerAt(path: string, signedIn: boolean, loadSignedInTexts: () => Promise<void>) {
  const user = signedIn && admin ? currentUserOf(admin) : undefined;
  return testRouter(path, { session: { loadUser: async () => user }, loadSignedInTexts });
}

/** A promise settled from outside, and whether it has been. */
function deferred() {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('the texts of a page', () => {
  test('the sign-in screens do not load the signed-in texts', async () => {
    const loadSignedInTexts = vi.fn(async () => {});
    const router = routerAt('/authentication/login', false, loadSignedInTexts);
    await router.load();
    expect(router.state.location.pathname).toBe('/authentication/login');
    expect(loadSignedInTexts).not.toHaveBeenCalled();
  });

  test('an anonymous visitor sent to sign-in does not load them either', async () => {
    const loadSignedInTexts = vi.fn(async () => {});
    const router = routerAt('/admin/localization', false, loadSignedInTexts);
    await router.load();
    expect(loadSignedInTexts).not.toHaveBeenCalled();
  });

  test.each(['/admin/localization', '/no/such/page'])(
    'a signed-in page (%s) shows only once they are in',
    async (path) => {
      const texts = deferred();
      const loadSignedInTexts = vi.fn(() => texts.promise);
      const router = routerAt(path, true, loadSignedInTexts);
      const loading = router.load();
      await vi.waitFor(() => expect(loadSignedInTexts).toHaveBeenCalled());
      await new Promise((resolve) => setImmediate(resolve));
      // Still on the way: nothing of the page is resolved yet.
      expect(router.state.matches.every((match) => match.status !== 'success')).toBe(true);
      texts.resolve();
      await loading;
      expect(router.state.status).toBe('idle');
      expect(router.state.location.pathname).toBe(path);
      expect(router.state.matches.at(-1)?.status).not.toBe('pending');
    },
  );
});

test('with a stored sign-in, the texts load beside the user call, not after it (issue 36)', async () => {
  const user = deferred();
  const loadSignedInTexts = vi.fn(async () => {});
  const router = testRouter('/admin/localization', {
    session: {
      hasSignIn: () => true,
      loadUser: () => user.promise.then(() => (admin ? currentUserOf(admin) : undefined)),
    },
    loadSignedInTexts,
  });
  const loading = router.load();
  // The user call has not answered yet, and the texts are on their way.
  await vi.waitFor(() => expect(loadSignedInTexts).toHaveBeenCalled());
  user.resolve();
  await loading;
  expect(router.state.location.pathname).toBe('/admin/localization');
});

/*
 * Issue 36: "the route table not naming every screen's chunk on the sign-in page". The console
 * starts a sign-in screen's router without the areas' routes and loads them with the frame;
 * every path keeps working: deep links, the way back after sign-in, 401 → sign-in.
 */
describe("the areas' routes loaded with the frame", () => {
  function lazyRouter(path: string, session: { user: CurrentUser | undefined }) {
    const loadAreas = vi.fn(async () => areas);
    const router = testRouter(path, {
      session: { loadUser: async () => session.user },
      areas: loadAreas,
    });
    return { router, loadAreas };
  }
  const signedIn = () => (admin ? currentUserOf(admin) : undefined);
  /** Where the router ends up once every redirect has loaded. */
  async function go(router: AppRouter, href: string) {
    await router.navigate({ href });
    await settled(router);
    const last = router.state.matches.at(-1);
    return {
      href: router.state.location.href,
      notFound:
        last?.routeId === '__root__' ||
        router.state.matches.some(
          (match) => (match.error as { isNotFound?: boolean } | undefined)?.isNotFound,
        ),
      route: last?.routeId,
    };
  }

  test('the sign-in form does not load them', async () => {
    const { router, loadAreas } = lazyRouter('/login?redirectTo=%2Fcrm%2Faccounts', {
      user: undefined,
    });
    await router.load();
    expect(router.state.location.pathname).toBe('/authentication/login');
    expect(loadAreas).not.toHaveBeenCalled();
  });

  test('an anonymous deep link goes to sign-in with its way back, without them', async () => {
    const { router, loadAreas } = lazyRouter('/authentication/login', { user: undefined });
    await router.load();
    expect((await go(router, '/crm/accounts')).href).toBe(
      '/authentication/login?redirectTo=%2Fcrm%2Faccounts',
    );
    expect(loadAreas).not.toHaveBeenCalled();
  });

  test('after sign-in the way back opens the page, loading them once', async () => {
    const session = { user: undefined as CurrentUser | undefined };
    const { router, loadAreas } = lazyRouter('/authentication/login', session);
    await router.load();
    session.user = signedIn();
    expect(await go(router, '/crm/accounts')).toEqual({
      href: '/crm/accounts',
      notFound: false,
      route: '/signed-in/crm/accounts/',
    });
    expect(await go(router, '/admin/users/7/edit')).toMatchObject({
      href: '/admin/users/7/edit',
      notFound: false,
    });
    expect((await go(router, '/no/such/page')).notFound).toBe(true);
    expect(loadAreas).toHaveBeenCalledTimes(1);
  });

  test('a signed-in deep link opens its page', async () => {
    const { router, loadAreas } = lazyRouter('/authentication/login', { user: signedIn() });
    expect(await go(router, '/admin/users/7/edit')).toMatchObject({
      href: '/admin/users/7/edit',
      notFound: false,
    });
    expect(loadAreas).toHaveBeenCalledTimes(1);
  });

  test('signed out (401 → sign-in) and in again, the pages still open', async () => {
    const session = { user: undefined as CurrentUser | undefined };
    const { router } = lazyRouter('/authentication/login', session);
    await router.load();
    session.user = signedIn();
    await go(router, '/admin/users');
    session.user = undefined;
    expect((await go(router, '/admin/users')).href).toBe(
      '/authentication/login?redirectTo=%2Fadmin%2Fusers',
    );
    session.user = signedIn();
    expect(await go(router, '/admin/users')).toMatchObject({
      href: '/admin/users',
      notFound: false,
    });
  });
});
