import { EmptyState, Link, PageLayout } from '@adconsole/ui';
import { useTranslation } from 'react-i18next';

/** Unknown paths, failed role guards and invalid parameters all end here (spec 1 §2.1). */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <PageLayout title={t('shell.notFound.title')}>
      <EmptyState
        message={t('shell.notFound.text')}
        action={<Link href="/">{t('shell.home')}</Link>}
      />
    </PageLayout>
  );
}

/** /403: the server refused a call (spec 1 §8). */
export function ForbiddenPage() {
  const { t } = useTranslation();
  return (
    <PageLayout title={t('shell.forbidden.title')}>
      <EmptyState
        message={t('shell.forbidden.text')}
        action={<Link href="/">{t('shell.home')}</Link>}
      />
    </PageLayout>
  );
}
