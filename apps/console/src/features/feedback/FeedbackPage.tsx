import { FEEDBACK_SORT_FIELDS, type Feedback, feedbackEndpoints } from '@adconsole/api';
import { Button, createDataTableColumns, Link, lazyPart, Stack, Text } from '@adconsole/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTimeColumn } from '../../kit/columns.tsx';
import { ListView } from '../../kit/ListView.tsx';
import { defineList } from '../../kit/listDefinition.ts';
import { OnDemandDialog } from '../../kit/OnDemandDialog.tsx';
import { useList } from '../../kit/useList.ts';

const feedbackList = defineList({
  params: {},
  sort: { fields: FEEDBACK_SORT_FIELDS, field: 'createdAt', order: 'DESC' },
  pageSizes: [25, 50, 100],
});

// The screenshot's dialog loads when first opened (issue 36).
const screenshotDialog = lazyPart(() =>
  import('./FeedbackScreenshotDialog.tsx').then((module) => module.FeedbackScreenshotDialog),
);

/**
 * /admin/feedback (issue 44; our page: the spec names the widget, not where it lands): what
 * users sent with the profile menu's "Feedback", newest first, with who, which company, the
 * page (a link to it), the build, and the screenshot in a dialog.
 */
export function FeedbackPage() {
  const { t } = useTranslation();
  const [shown, setShown] = useState<Feedback>();
  const list = useList({
    definition: feedbackList,
    listKey: 'feedback',
    calls: { list: feedbackEndpoints.feedbackList },
  });
  const columns = useMemo(() => {
    const column = createDataTableColumns<Feedback>();
    return [
      dateTimeColumn(column, 'createdAt', t('feedbackAdmin.columns.createdAt')),
      column.accessor('userName', {
        header: t('feedbackAdmin.columns.user'),
        cell: ({ row: { original } }) => (
          <Stack space="xxsmall">
            <Text>{original.userName}</Text>
            <Text tone="muted" size="small">
              {original.email}
            </Text>
          </Stack>
        ),
      }),
      column.accessor('companyName', { header: t('feedbackAdmin.columns.company') }),
      column.accessor('message', {
        header: t('feedbackAdmin.columns.message'),
        meta: { kind: 'name' },
      }),
      column.accessor('page', {
        header: t('feedbackAdmin.columns.page'),
        cell: ({ row: { original } }) => <Link href={original.page}>{original.page}</Link>,
      }),
      column.display({
        id: 'screenshot',
        header: t('feedbackAdmin.columns.screenshot'),
        cell: ({ row: { original } }) =>
          original.hasScreenshot ? (
            <Button
              variant="ghost"
              size="small"
              aria-label={t('feedbackAdmin.showScreenshotOf', { name: original.userName })}
              onPress={() => setShown(original)}
            >
              {t('feedbackAdmin.showScreenshot')}
            </Button>
          ) : (
            <Text tone="muted">{t('feedbackAdmin.noScreenshot')}</Text>
          ),
        meta: { kind: 'actions' },
      }),
    ];
  }, [t]);
  return (
    <>
      <ListView
        list={list}
        columns={columns}
        description={<Text tone="muted">{t('feedbackAdmin.hint')}</Text>}
      />
      {shown && (
        <OnDemandDialog
          part={screenshotDialog}
          props={{ feedback: shown, onClose: () => setShown(undefined) }}
          onClose={() => setShown(undefined)}
        />
      )}
    </>
  );
}
