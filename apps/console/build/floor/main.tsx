/**
 * The smallest sign-in form the console's libraries allow: one route, one field, one button,
 * one call, with none of the design system's components, the api package, the forms package
 * or any text catalogue. It uses each library the way the sign-in page does
 * (features/auth/useLoginForm.ts), so its size is what the sign-in page cannot go below while
 * it is built from them. `pnpm --filter @adconsole/console size:floor` builds it and prints it.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import {
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useNavigate,
} from '@tanstack/react-router';
import i18next from 'i18next';
import { Button, Input, Label, TextField } from 'react-aria-components';
import { createRoot } from 'react-dom/client';
import { useForm } from 'react-hook-form';
import { initReactI18next, useTranslation } from 'react-i18next';
import { z } from 'zod/mini';

const signInSchema = z.object({ email: z.string().check(z.minLength(1)) });
const tokenSchema = z.object({ token: z.string() });

void i18next.use(initReactI18next).init({
  lng: 'de',
  resources: { de: { auth: { email: 'E-Mail', submit: 'Anmelden' } } },
  defaultNS: 'auth',
});

function SignIn() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useForm({ resolver: zodResolver(signInSchema), defaultValues: { email: '' } });
  const submit = form.handleSubmit(async (values) => {
    const answer = await fetch('/api/login', { method: 'POST', body: JSON.stringify(values) });
    const { token } = tokenSchema.parse(await answer.json());
    await queryClient.fetchQuery({ queryKey: ['me', token], queryFn: () => token });
    await navigate({ href: '/' });
  });
  return (
    <form onSubmit={submit}>
      <TextField>
        <Label>{t('email')}</Label>
        <Input {...form.register('email')} />
      </TextField>
      <Button type="submit">{t('submit')}</Button>
    </form>
  );
}

const rootRoute = createRootRoute({ component: Outlet });
const signInRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: SignIn });
const router = createRouter({ routeTree: rootRoute.addChildren([signInRoute]) });

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}
