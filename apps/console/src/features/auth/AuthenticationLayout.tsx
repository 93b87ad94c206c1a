import { Card, Container, Stack, Text } from '@adconsole/ui';
import { Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { HeaderLanguage } from '../shell/HeaderLanguage.tsx';

/** The frame of the sign-in screens: the product's name, the language choice, one card. */
export function AuthenticationLayout() {
  const { t } = useTranslation();
  return (
    <Container>
      <Stack as="main" space="xlarge" align="center">
        <Stack direction="horizontal" align="center" space="large">
          <Text weight="strong" size="large" as="span">
            {t('appName')}
          </Text>
          <HeaderLanguage />
        </Stack>
        <Card>
          <Outlet />
        </Card>
      </Stack>
    </Container>
  );
}
