import { Button, ErrorPage } from '@adconsole/ui';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** The maintenance page: reachable without signing in, since the API may be down. */
export function MaintenancePage() {
  const { t } = useTranslation();
  return (
    <ErrorPage
      title={t('shell.maintenance.title')}
      message={t('shell.maintenance.text')}
      action={<Button onPress={() => window.location.assign('/')}>{t('shell.reload')}</Button>}
    />
  );
}

/** An unhandled render error (spec 1 §2.13): an error screen titled as an app error. */
export function AppErrorScreen({ error }: ErrorComponentProps) {
  const { t } = useTranslation();
  return (
    <ErrorPage
      title={t('shell.appError')}
      message={error instanceof Error ? error.message : undefined}
      action={<Button onPress={() => window.location.reload()}>{t('shell.reload')}</Button>}
    />
  );
}
