import { callPath, FEEDBACK_SORT_FIELDS, type Feedback, feedbackEndpoints } from '@adconsole/api';
import {
  Button,
  createDataTableColumns,
  DialogContent,
  DialogRoot,
  DialogTitle,
  Link,
  Spinner,
  Stack,
  Text,
} from '@adconsole/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthorizedImage } from '../../app/authorizedImage.ts';
import { dateTimeColumn } from '../../kit/columns.tsx';
import { ListView } from '../../kit/ListView.tsx';
import { defineList } from '../../kit/listDefinition.ts';
import { useList } from '../../kit/useList.ts';

const feedbackList = defineList({
  params: {},
  sort: { fields: FEEDBACK_SORT_FIELDS, field: 'createdAt', order: 'DESC' },
  pageSizes: [25, 50, 100],
});

/** A feedback's screenshot, fetched with the session when its dialog opens. */
function Screenshot({ feedback }: { feedback: Feedback }) {
  const { t } = useTranslation();
  const url = useAuthorizedImage(
    callPath(feedbackEndpoints.feedbackScreenshot, { params: { id: feedback.id } }),
  );
  const alt = t('feedbackAdmin.screenshotOf', { name: feedback.userName, page: feedback.page });
  return url ? (
    <img src={url} alt={alt} style={{ maxWidth: '100%', height: 'auto' }} />
  ) : (
    <Spinner label={alt} />
  );
}

/**
 * /admin/feedback (issue 44; our page: the spec names the widget, not where it lands): what
 * users sent with the profile menu's "Feedback", newest first, with who, which company, the
 * page (a link to it), the build, and the screenshot in a dialog.
 */
export function FeedbackPage() {
  const { t } = useTranslation();
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
            <DialogRoot>
              <Button
                variant="ghost"
                size="small"
                aria-label={t('feedbackAdmin.showScreenshotOf', { name: original.userName })}
              >
                {t('feedbackAdmin.showScreenshot')}
              </Button>
              <DialogContent size="large">
                <DialogTitle>
                  {t('feedbackAdmin.screenshotTitle', { name: original.userName })}
                </DialogTitle>
                <Screenshot feedback={original} />
              </DialogContent>
            </DialogRoot>
          ) : (
            <Text tone="muted">{t('feedbackAdmin.noScreenshot')}</Text>
          ),
        meta: { kind: 'actions' },
      }),
    ];
  }, [t]);
  return (
    <ListView
      list={list}
      columns={columns}
      description={<Text tone="muted">{t('feedbackAdmin.hint')}</Text>}
    />
  );
}
