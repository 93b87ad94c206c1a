import {
  browserLanguages,
  browserStorage,
  createI18n,
  detectLanguage,
  loadSignedInNamespaces,
} from '@adconsole/i18n';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/AppProviders.tsx';
import type { FailureHandler } from './app/failures.ts';
import { loadPackageTexts } from './app/packageTexts.ts';
import { createQueryClient } from './app/queryClient.ts';
import { createRouteComponents } from './app/routeComponents.tsx';
import { createAppRouter } from './app/router.ts';
import { SessionWatch } from './app/SessionWatch.tsx';
import { createBrowserSession } from './app/session.ts';
import { installTrustedTypes } from './app/trustedTypes.ts';
import { isAnonymousPath } from './routes/guards.ts';

// The CSP requires Trusted Types: the default policy is there before any library writes.
installTrustedTypes();

// The signed-in areas' routes (the route table) load with the frame (issue 36: not on the
// sign-in page): asked for at once on a signed-in path, else when the user goes on from a
// sign-in screen; the router puts them in before a signed-in page shows (requireUser). Not
// awaited here: their chunk imports this one, whose evaluation would wait for itself.
const loadAreas = () => import('./routes/table/index.ts').then((table) => table.areas);
let areasLoading = isAnonymousPath(window.location.pathname) ? undefined : loadAreas();
void areasLoading?.catch(() => undefined); // a failure shows when the router awaits it

// The language the user chose before, else the browser's, else German; a change is remembered.
// Only the `common` texts: all the sign-in screens need. Signed-in pages load the others first.
const storage = browserStorage();
const language = detectLanguage({ storage, languages: browserLanguages() });
const [i18n] = await Promise.all([
  createI18n({ storage, language }),
  // ui's and forms' own texts in this language only (another loads when chosen), before the
  // first paint so no key shows.
  loadPackageTexts(language),
]);
// The interface language on <html lang> at once: the API client sends it (AppProviders keeps it).
document.documentElement.lang = i18n.language;
// SessionWatch puts the real handler in once toasts and the router are there.
const failures: { handle: FailureHandler } = { handle: () => {} };
const queryClient = createQueryClient((error, meta) => failures.handle(error, meta));
const router = createAppRouter({
  queryClient,
  session: createBrowserSession(queryClient),
  components: createRouteComponents((namespaces) => i18n.loadNamespaces([...namespaces])),
  areas: () => {
    const started = areasLoading;
    areasLoading = undefined; // after a failure, the next try imports again
    return started ?? loadAreas();
  },
  loadSignedInTexts: () => loadSignedInNamespaces(i18n),
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

createRoot(root).render(
  <StrictMode>
    <AppProviders i18n={i18n} queryClient={queryClient} router={router}>
      <SessionWatch router={router} failures={failures} />
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
