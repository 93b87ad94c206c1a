import { EmptyState, Link, PageLayout } from '@adconsole/ui';
import { useTranslation } from 'react-i18next';

/** A page that only says why there is nothing here (`shell.<kind>.title|text`) and leads home. */
function NothingHerePage({ kind }: { kind: 'notFound' | 'forbidden' }) {
  const { t } = useTranslation();
  return (
    <PageLayout title={t(`shell.${kind}.title`)}>
      <EmptyState
        message={t(`shell.${kind}.text`)}
        action={<Link href="/">{t('shell.home')}</Link>}
      />
    </PageLayout>
  );
}

/** Unknown paths, failed role guards and invalid parameters all end here (spec 1 §2.1). */
export function NotFoundPage() {
  return <NothingHerePage kind="notFound" />;
}

/** /403: the server refused a call (spec 1 §8). */
export function ForbiddenPage() {
  return <NothingHerePage kind="forbidden" />;
}
