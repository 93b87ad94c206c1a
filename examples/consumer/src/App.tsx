import { createApiClient, type Token } from '@adconsole/api';
import { Heading, Stack } from '@adconsole/ui';
import { useMemo, useState } from 'react';
import { Accounts } from './Accounts.tsx';
import { SignIn } from './SignIn.tsx';

/** The app's texts: i18next's `t` of @adconsole/i18n. */
export type Translate = (key: string) => string;

/**
 * Signs in with the API's stable sign-in call, then lists the CRM accounts of the signed-in
 * user (a stable call too, typed by its contract).
 */
export function App({ t, language }: { t: Translate; language: string }) {
  const [token, setToken] = useState<Token | null>(null);
  const client = useMemo(
    () =>
      createApiClient({
        getToken: () => token?.token,
        // The server answers its messages (a field's error) in this language.
        getLanguage: () => language,
        tokenlessPaths: ['/ws-auth/token'],
      }),
    [token, language],
  );
  return (
    <main>
      <Stack space="large">
        <Heading level={1}>{t('appName')}</Heading>
        {token ? (
          <Accounts client={client} t={t} />
        ) : (
          <SignIn client={client} t={t} onSignedIn={setToken} />
        )}
      </Stack>
    </main>
  );
}
