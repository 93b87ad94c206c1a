import { Button, Card, Heading, Stack, Text } from '@adconsole/ui';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../app/LanguageSwitch.tsx';
import { useSystemStatus } from './useSystemStatus.ts';

const dateTimeLocales = { de: 'de-CH', en: 'en-CH', fr: 'fr-CH', it: 'it-CH' } as const;

export function SystemStatusPage() {
  const { t, i18n } = useTranslation();
  const { health, error, isChecking, recheck } = useSystemStatus();
  const formatDateTime = (iso: string) =>
    new Intl.DateTimeFormat(dateTimeLocales[i18n.language as keyof typeof dateTimeLocales], {
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(new Date(iso));

  return (
    <Stack as="main" space="xlarge" aria-labelledby="page-title">
      <Stack as="header" direction="horizontal" align="center" space="large">
        <Text weight="strong" size="large" as="span">
          {t('appName')}
        </Text>
        <LanguageSwitch />
      </Stack>
      <Stack space="small">
        <Heading id="page-title">{t('status.title')}</Heading>
        <Text tone="muted">{t('status.intro')}</Text>
      </Stack>
      <Card aria-live="polite" aria-busy={isChecking}>
        <Stack space="medium" align="start">
          {health ? (
            <>
              <Heading level={2}>
                {health.status === 'ok' ? t('status.operational') : t('status.degraded')}
              </Heading>
              <Stack as="dl" space="xsmall">
                <Text as="dt" weight="strong">
                  {t('status.database')}
                </Text>
                <Text as="dd">
                  {t(`status.databaseKind.${health.database.kind}`)} —{' '}
                  {health.database.reachable ? t('status.reachable') : t('status.notReachable')}
                </Text>
                <Text as="dt" weight="strong">
                  {t('status.commit')}
                </Text>
                <Text as="dd">{health.commit.slice(0, 12)}</Text>
                <Text as="dt" weight="strong">
                  {t('status.startedAt')}
                </Text>
                <Text as="dd">{formatDateTime(health.startedAt)}</Text>
              </Stack>
            </>
          ) : error ? (
            <Text tone="critical">{t('status.unreachable', { message: error.message })}</Text>
          ) : (
            <Text tone="muted">{t('status.checking')}</Text>
          )}
          <Button variant="secondary" isBusy={isChecking} onPress={recheck}>
            {t('status.recheck')}
          </Button>
        </Stack>
      </Card>
    </Stack>
  );
}
