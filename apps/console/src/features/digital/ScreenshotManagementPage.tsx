import {
  callPath,
  digitalOperationsEndpoints as ops,
  SCREENSHOT_VIEW_NAMES,
  type Screenshot,
  type ScreenshotStatus,
  type ScreenshotView,
} from '@adconsole/api';
import { formatDateTime } from '@adconsole/i18n';
import {
  Button,
  Card,
  EmptyState,
  Inline,
  Loader,
  PageLayout,
  Pagination,
  Spinner,
  Stack,
  StatusBadge,
  StatusTabs,
  Text,
  useToast,
} from '@adconsole/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { call, invalidatePath } from '../../kit/endpointQuery.ts';
import { defineList, type PagedState } from '../../kit/listDefinition.ts';
import { useList } from '../../kit/useList.ts';
import { usePageHeading } from '../../kit/usePageHeading.ts';
import { useAuthorizedImage, useCounts } from './digitalParts.tsx';

/** Where a screenshot of a tab may go next (spec 3 §4's tab mapping). */
const MOVES: Record<ScreenshotStatus, { to: ScreenshotStatus; label: string }[]> = {
  NEW: [
    { to: 'PENDING', label: 'submit' },
    { to: 'HIDDEN', label: 'hide' },
  ],
  DECLINED: [
    { to: 'PENDING', label: 'submit' },
    { to: 'HIDDEN', label: 'hide' },
  ],
  PENDING: [
    { to: 'APPROVED', label: 'approve' },
    { to: 'DECLINED', label: 'decline' },
  ],
  APPROVED: [{ to: 'HIDDEN', label: 'hide' }],
  HIDDEN: [{ to: 'NEW', label: 'restore' }],
};

const STATUS_TONES: Record<ScreenshotStatus, 'neutral' | 'warning' | 'positive' | 'critical'> = {
  NEW: 'neutral',
  PENDING: 'warning',
  APPROVED: 'positive',
  DECLINED: 'critical',
  HIDDEN: 'neutral',
};

/** The screenshots of a tab, 12 to a page (the page in the URL). */
const screenshotList = defineList({
  params: {},
  sort: { fields: ['takenAt'], field: 'takenAt', order: 'DESC' },
  pageSizes: [12],
});

/** The screenshot's PNG, fetched with the session's token, as an object URL. */
function ScreenshotImage({ screenshot, alt }: { screenshot: Screenshot; alt: string }) {
  const url = useAuthorizedImage(
    callPath(ops.operationsScreenshotImage, { params: { id: screenshot.id } }),
  );
  return url ? (
    <img src={url} alt={alt} width={screenshot.width / 2} height={screenshot.height / 2} />
  ) : (
    <Spinner label={alt} />
  );
}

/**
 * /digital-operations/screenshot-management/{tab} (spec 3 §2.3, §4): the screenshots of
 * running positions on their websites — campaigns (new and declined), approvals (pending),
 * done (approved), hidden — each shown as its image, moved on by a button.
 */
export function ScreenshotManagementPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const { title, crumbs } = usePageHeading();
  const view = (SCREENSHOT_VIEW_NAMES.find((name) => pathname.endsWith(`/${name}`)) ??
    'campaigns') as ScreenshotView;
  const counts = useCounts(ops.operationsScreenshotCounts);
  // Each tab is a list of its own (its page in the URL, remembered per tab); a tab opens on
  // its first page.
  const screenshots = useList<PagedState, Screenshot>({
    definition: screenshotList,
    listKey: `digital-screenshots-${view}`,
    calls: { list: ops.operationsScreenshots },
    params: { view },
    query: ({ page, limit }) => ({ page, limit }),
  });
  const move = async (screenshot: Screenshot, to: ScreenshotStatus) => {
    await call(ops.operationsScreenshotStatus, {
      params: { id: screenshot.id },
      body: { status: to, version: screenshot.version },
    });
    toast({
      title: t('digital.screenshots.moved', {
        name: screenshot.position.name,
        status: t(`digital.screenshots.statuses.${to}`),
      }),
      tone: 'positive',
    });
    await invalidatePath(queryClient, 'ws-operations');
  };
  const items = screenshots.rows;
  // The page size is the tab's own: no size field.
  const { onPageSizeChange: _, pageSizeOptions: __, ...pager } = screenshots.pagination;
  return (
    <PageLayout
      title={title}
      breadcrumbs={crumbs}
      tabs={
        <StatusTabs
          aria-label={title}
          tabs={SCREENSHOT_VIEW_NAMES.map((name) => ({
            id: name,
            label: t(`routes.tab.${name}`),
            count: counts?.[name],
          }))}
          selectedId={view}
          pathFor={(id) => `/digital-operations/screenshot-management/${id}`}
        >
          {screenshots.isLoading ? (
            <Loader />
          ) : items.length === 0 ? (
            <EmptyState />
          ) : (
            <Stack space="medium">
              <Inline space="medium" align="start">
                {items.map((screenshot) => (
                  <Card key={screenshot.id} as="article" aria-label={screenshot.position.name}>
                    <Stack space="small">
                      <ScreenshotImage
                        screenshot={screenshot}
                        alt={t('digital.screenshots.alt', {
                          name: screenshot.position.name,
                          page: screenshot.pageUrl,
                        })}
                      />
                      <Stack space="xxsmall">
                        <Text weight="strong">{screenshot.position.name}</Text>
                        <Text size="small" tone="muted">
                          {screenshot.campaign.name} · {screenshot.advertiser.name}
                        </Text>
                        <Text size="small" tone="muted">
                          {screenshot.pageUrl} · {formatDateTime(screenshot.takenAt)}
                        </Text>
                      </Stack>
                      <Inline space="xsmall">
                        <StatusBadge tone={STATUS_TONES[screenshot.status]}>
                          {t(`digital.screenshots.statuses.${screenshot.status}`)}
                        </StatusBadge>
                        {MOVES[screenshot.status].map((option) => (
                          <Button
                            key={option.to}
                            size="small"
                            variant={option.to === 'APPROVED' ? 'primary' : 'secondary'}
                            onPress={() => void move(screenshot, option.to)}
                            aria-label={t(`digital.screenshots.actions.${option.label}Named`, {
                              name: screenshot.position.name,
                            })}
                          >
                            {t(`digital.screenshots.actions.${option.label}`)}
                          </Button>
                        ))}
                      </Inline>
                    </Stack>
                  </Card>
                ))}
              </Inline>
              <Pagination {...pager} />
            </Stack>
          )}
        </StatusTabs>
      }
    />
  );
}
