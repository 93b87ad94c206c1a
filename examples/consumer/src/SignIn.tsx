import { type ApiClient, ApiError, signIn, type Token } from '@adconsole/api';
import { FormShell, FormTextField, requiredText, useZodForm } from '@adconsole/forms';
import { Text } from '@adconsole/ui';
import { useState } from 'react';
import { z } from 'zod/mini';
import type { Translate } from './App.tsx';

// Only "required" is checked here: the e-mail's format is the server's rule, and its 422
// (fieldErrors.email) lands on the field through useZodForm.
const schema = z.object({ email: requiredText(), password: requiredText() });

/** The sign-in form: @adconsole/forms' shell and fields, the API's sign-in call. */
export function SignIn({
  client,
  t,
  onSignedIn,
}: {
  client: ApiClient;
  t: Translate;
  onSignedIn: (token: Token) => void;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const controller = useZodForm({
    schema,
    defaultValues: { email: '', password: '' },
    onSubmit: async (values) => {
      setFailure(null);
      onSignedIn(await signIn(client, values));
    },
    // What is no field's error: wrong credentials (401), too many attempts (429), no server.
    onError: (error) => {
      const status = error instanceof ApiError ? error.status : 0;
      setFailure(
        t(
          status === 401
            ? 'auth.login.failure.invalidCredentials'
            : status === 429
              ? 'auth.login.failure.tooManyAttempts'
              : 'auth.login.failure.unavailable',
        ),
      );
    },
  });
  return (
    <FormShell
      controller={controller}
      title={t('auth.login.title')}
      submitLabel={t('auth.login.submit')}
    >
      <FormTextField
        control={controller.control}
        name="email"
        label={t('auth.login.email')}
        autoComplete="username"
        isRequired
      />
      <FormTextField
        control={controller.control}
        name="password"
        type="password"
        label={t('auth.login.password')}
        autoComplete="current-password"
        isRequired
      />
      {failure && <Text role="alert">{failure}</Text>}
    </FormShell>
  );
}
