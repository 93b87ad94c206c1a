import { REPORT_TYPES, type ReportTemplate, reportingEndpoints } from '@adconsole/api';
import { formatDateTime, formatDisplayDate } from '@adconsole/i18n';
import {
  Button,
  ConfirmDialog,
  createDataTableColumns,
  DataTable,
  Inline,
  Link,
  LinkTabs,
  PageLayout,
  Stack,
  Text,
  useToast,
} from '@adconsole/ui';
import { useNavigate } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, useEndpoint, useInvalidatePath } from '../../kit/endpointQuery.ts';
import { useFailureToast } from '../../kit/useFailureToast.ts';
import { usePageHeading } from '../../kit/usePageHeading.ts';
import { useTableParams } from '../../routes/useTableParams.ts';

// /reporting/{type}/list (issue 43): the company's saved reports of a type, a tab per type, each
// opened in the builder, copied (without its schedule) or deleted (with it). "New report" opens
// an empty builder of the type. The company's templates are few (the demo holds four): one page
// of the hundred first by name.

/** A schedule in words: "Weekly, Monday 07:00"; "No schedule". */
export function scheduleText(t: TFunction, template: ReportTemplate): string {
  const schedule = template.schedule;
  if (!schedule) return t('reporting.list.noSchedule');
  return schedule.frequency === 'WEEKLY'
    ? t('reporting.list.weeklyOn', {
        weekday: t(`reporting.weekdays.${schedule.weekday}`),
        time: schedule.time,
      })
    : t('reporting.list.monthlyOn', { day: schedule.monthDay, time: schedule.time });
}

/**
 * A template's period in words: its days when custom, otherwise its range marked as moving with
 * the day the report runs ("Last year (moving)"). The s13 stranger saved "…2025" with "last
 * year", which in 2027 reports 2026: the list says which kind each template has, and the
 * builder (opened by its name) changes it.
 */
export function periodText(t: TFunction, template: ReportTemplate): string {
  const { dateRange, from, to } = template.definition;
  if (dateRange === 'CUSTOM' && from && to) {
    return t('reporting.builder.resolved', {
      from: formatDisplayDate(from),
      to: formatDisplayDate(to),
    });
  }
  return t('reporting.list.moving', { range: t(`reporting.dateRanges.${dateRange}`) });
}

export function ReportTemplatesPage() {
  const { t } = useTranslation();
  const { type } = useTableParams<'reporting.type'>();
  const { title, crumbs } = usePageHeading();
  const toast = useToast();
  const failed = useFailureToast();
  const navigate = useNavigate();
  const invalidate = useInvalidatePath();
  const [busy, setBusy] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<ReportTemplate | null>(null);
  const list = useEndpoint(reportingEndpoints.list, { query: { type, limit: 100 } });

  const act = async (template: ReportTemplate, action: 'copy' | 'delete') => {
    setBusy(template.id);
    try {
      if (action === 'copy') {
        const copy = await call(reportingEndpoints.copy, { params: { id: template.id } });
        toast({ title: t('reporting.builder.copied', { name: copy.name }), tone: 'positive' });
        await navigate({ to: `/reporting/${type}/${copy.id}` });
      } else {
        await call(reportingEndpoints.remove, { params: { id: template.id } });
        toast({ title: t('reporting.builder.deleted', { name: template.name }), tone: 'positive' });
      }
      await invalidate(reportingEndpoints.list.path);
    } catch (error) {
      failed(error);
    } finally {
      setBusy(null);
    }
  };

  // The columns call the latest `act` (its state) without being made again on each render.
  const actRef = useRef(act);
  actRef.current = act;
  const columns = useMemo(() => {
    const column = createDataTableColumns<ReportTemplate>();
    const header = (id: string) => t(`reporting.list.columns.${id}`);
    return [
      column.accessor('name', { id: 'name', header: header('name') }),
      column.accessor((row) => row.ownerName ?? '', {
        id: 'ownerName',
        header: header('ownerName'),
      }),
      column.accessor((row) => periodText(t, row), {
        id: 'period',
        header: header('period'),
      }),
      column.accessor((row) => scheduleText(t, row), {
        id: 'schedule',
        header: header('schedule'),
      }),
      column.accessor((row) => formatDateTime(row.updatedAt), {
        id: 'updatedAt',
        header: header('updatedAt'),
      }),
      column.display({
        id: 'actions',
        header: t('reporting.list.columns.actions'),
        cell: ({ row: { original } }) => (
          <Inline space="small">
            <Button
              variant="secondary"
              size="small"
              isDisabled={busy !== null}
              onPress={() => void actRef.current(original, 'copy')}
              aria-label={`${t('reporting.builder.copy')}: ${original.name}`}
            >
              {t('reporting.builder.copy')}
            </Button>
            <Button
              variant="secondary"
              size="small"
              isDisabled={busy !== null}
              onPress={() => setDeleting(original)}
              aria-label={`${t('reporting.builder.delete')}: ${original.name}`}
            >
              {t('reporting.builder.delete')}
            </Button>
          </Inline>
        ),
      }),
    ];
  }, [t, busy]);

  return (
    <PageLayout
      title={title}
      breadcrumbs={crumbs}
      actions={<Link href={`/reporting/${type}`}>{t('reporting.list.new')}</Link>}
    >
      <LinkTabs
        aria-label={t('routes.reporting')}
        tabs={REPORT_TYPES.map((id) => ({ id, label: t(`reporting.types.${id}`) }))}
        selectedId={type}
        hrefFor={(id) => `/reporting/${id}/list`}
      >
        <Stack space="medium">
          {list.data?.items.length === 0 ? (
            <Text>{t('reporting.list.empty')}</Text>
          ) : (
            <DataTable
              aria-label={title}
              columns={columns}
              rows={list.data?.items ?? []}
              getRowId={(row) => String(row.id)}
              getRowHref={(row) => `/reporting/${type}/${row.id}`}
              isLoading={list.isPending}
              error={list.error}
              onRetry={() => list.refetch()}
            />
          )}
        </Stack>
      </LinkTabs>
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('reporting.builder.confirmDelete', { name: deleting?.name ?? '' })}
        text={t('reporting.builder.confirmDeleteText')}
        confirmLabel={t('reporting.builder.delete')}
        onConfirm={async () => {
          if (deleting) await act(deleting, 'delete');
          setDeleting(null);
        }}
      />
    </PageLayout>
  );
}
