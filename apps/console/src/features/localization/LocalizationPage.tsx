import { EmptyState, Loader, lazyPart, Pagination, Stack, Text } from '@adconsole/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OnDemandDialog } from '../../kit/OnDemandDialog.tsx';
import { QueryFailure } from '../../kit/QueryFailure.tsx';
import { ListPage } from '../shell/ListPage.tsx';
import { TranslationEntry } from './TranslationEntry.tsx';
import { useLocalizationController } from './useLocalizationController.ts';

// The create dialog (its form, react-hook-form and the choice fields) loads when it opens
// (issue 36).
const createDialog = lazyPart(() =>
  import('./CreateTranslationDialog.tsx').then((module) => module.CreateTranslationDialog),
);

/**
 * /admin/localization (administrators, spec 2 §1): the interface texts by key and namespace,
 * filtered as the list call allows, each translation's four languages editable in place;
 * create, delete with confirmation, and the missing texts only.
 */
export function LocalizationPage() {
  const { t } = useTranslation();
  const list = useLocalizationController();
  const [isCreating, setIsCreating] = useState(false);
  const title = t('routes.localization');

  return (
    <ListPage
      title={title}
      area={{ label: t('routes.admin'), href: '/admin' }}
      createLabel={t('localization.actions.create')}
      onCreate={() => setIsCreating(true)}
      filterBar={list.filterBar}
      dialog={
        isCreating && (
          <OnDemandDialog
            part={createDialog}
            props={{
              namespaces: list.namespaces,
              defaultNamespace: list.state.namespace,
              onCreate: list.create,
              onClose: () => setIsCreating(false),
            }}
            onClose={() => setIsCreating(false)}
          />
        )
      }
    >
      {list.isLoading ? (
        <Loader />
      ) : list.error ? (
        <QueryFailure error={list.error} onRetry={list.retry} />
      ) : list.rows.length === 0 ? (
        <EmptyState />
      ) : (
        <Stack space="medium" aria-busy={list.isRefetching || undefined}>
          <Text tone="muted" aria-live="polite">
            {t('localization.total', { count: list.total })}
          </Text>
          {list.rows.map((translation) => (
            <TranslationEntry
              // A newer saved version (this edit, or another's) starts from its texts.
              key={`${translation.id}:${translation.updatedAt}`}
              translation={translation}
              onSave={list.save}
              onDelete={(entry) => void list.remove(entry)}
            />
          ))}
          <Pagination {...list.pagination} />
        </Stack>
      )}
    </ListPage>
  );
}
