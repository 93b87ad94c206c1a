import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, test, vi } from 'vitest';
import { currentUserOf, PERSONA_IDENTITIES } from '../routes/personas.ts';
import type { RouteComponents } from '../routes/tree.ts';
import { createAppRouter } from './router.ts';

/*
 * The sign-in screens load only the `common` texts; every signed-in page has the texts of all
 * namespaces before it shows (issue 17): requireUser awaits loadSignedInTexts.
 */

const stand = () => null;
const components: RouteComponents = {
  screen: () => stand,
  areaPage: stand,
  signedInLayout: stand,
  authenticationLayout: stand,
  notFound: stand,
  appError: stand,
};

// The router runs as in a browser (it follows redirects); it only reads window.origin.
(globalThis as { window?: unknown }).window ??= globalThis;

const admin = PERSONA_IDENTITIES.find((persona) => persona.email === 'admin@example.com');
if (!admin) throw new Error('no admin persona');

function routerAt(path: string, signedIn: boolean, loadSignedInTexts: () => Promise<void>) {
  const user = signedIn && admin ? currentUserOf(admin) : undefined;
  return createAppRouter({
    queryClient: new QueryClient(),
    session: { loadUser: async () => user },
    components,
    history: createMemoryHistory({ initialEntries: [path] }),
    loadSignedInTexts,
  });
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
