import type { CurrentUser } from '@adconsole/api';
import { Button, Container, Stack, Text } from '@adconsole/ui';
import { Outlet, useRouteContext } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { shortName } from '../../app/displayName.ts';
import { LanguageSwitch } from '../../app/LanguageSwitch.tsx';
import { useSignOut } from './useSignOut.ts';

/** The console's frame for a signed-in user: who they are, the language, sign-out. */
export function SignedInFrame({ user, children }: { user: CurrentUser; children: ReactNode }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  return (
    <Container>
      <Stack space="xlarge">
        <Stack as="header" direction="horizontal" align="center" space="large">
          <Text weight="strong" size="large" as="span">
            {t('appName')}
          </Text>
          <LanguageSwitch />
          <Text as="span" weight="strong" data-testid="profile-name">
            {shortName(user) ?? t('shell.profile')}
          </Text>
          <Button variant="secondary" size="small" onPress={() => void signOut()}>
            {t('shell.signOut')}
          </Button>
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}

/** The layout route of every signed-in screen. */
export function SignedInLayout() {
  const { user } = useRouteContext({ from: '/signed-in' });
  return (
    <SignedInFrame user={user}>
      <Outlet />
    </SignedInFrame>
  );
}
