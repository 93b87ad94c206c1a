import {
  BUSINESS_TIME_ZONE,
  REPORT_DELIVERY,
  REPORT_FLAG_OPERATORS,
  REPORT_FORMATS,
  REPORT_FREQUENCIES,
  type ReportSchedule,
  type ReportTemplate,
  reportingEndpoints,
} from '@adconsole/api';
import { formatDateTime, formatDisplayDate, type Language } from '@adconsole/i18n';
import {
  Button,
  Card,
  createDataTableColumns,
  DataTable,
  DatePicker,
  Heading,
  Inline,
  NumberField,
  Select,
  Stack,
  Switch,
  Text,
  TextField,
  useToast,
} from '@adconsole/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, useEndpoint, useInvalidatePath } from '../../kit/endpointQuery.ts';
import { useFailureToast } from '../../kit/useFailureToast.ts';
import { metricText } from './reportParts.ts';

// A template's mail schedule (DOMAIN2 §7.1): weekly on a weekday or monthly on a day, at a quarter
// hour in Zurich, to its recipients as CSV or Excel, always or only when a metric of the report
// crosses a threshold in some row ("under list price % greater than 20"). "Send now" runs it at
// once (as of another day when one is chosen: last week's report as it went out then); the run
// log shows every run, sent or skipped.

const QUARTER_HOURS = Array.from({ length: 96 }, (_, index) => {
  const hours = String(Math.floor(index / 4)).padStart(2, '0');
  return `${hours}:${String((index % 4) * 15).padStart(2, '0')}`;
});

const emptySchedule = (template: ReportTemplate): ReportSchedule => ({
  frequency: 'WEEKLY',
  weekday: 1,
  monthDay: 1,
  time: '07:00',
  recipients: [],
  format: 'xlsx',
  delivery: 'ALWAYS',
  flagMetric: template.definition.metrics[0] ?? null,
  flagOperator: 'GT',
  flagValue: 0,
});

export function ReportSchedulePanel({ template }: { template: ReportTemplate }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const toast = useToast();
  const failed = useFailureToast();
  const invalidate = useInvalidatePath();
  const [enabled, setEnabled] = useState(template.schedule !== null);
  const [schedule, setSchedule] = useState<ReportSchedule>(
    template.schedule ?? emptySchedule(template),
  );
  const [recipients, setRecipients] = useState((template.schedule?.recipients ?? []).join(', '));
  const [asOf, setAsOf] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const runs = useEndpoint(reportingEndpoints.runs, { params: { id: template.id } });
  const change = (next: Partial<ReportSchedule>) =>
    setSchedule((current) => ({ ...current, ...next }));
  const option = (prefix: string, ids: readonly (string | number)[]) =>
    ids.map((id) => ({ id: String(id), label: t(`${prefix}.${id}`) }));

  const saveSchedule = async () => {
    setBusy('save');
    try {
      const list = recipients
        .split(/[,;\s]+/)
        .map((address) => address.trim())
        .filter(Boolean);
      await call(reportingEndpoints.update, {
        params: { id: template.id },
        body: {
          type: template.type,
          name: template.name,
          definition: template.definition,
          schedule: enabled ? { ...schedule, recipients: list } : null,
          version: template.version,
        },
      });
      await invalidate(reportingEndpoints.list.path);
      toast({ title: t('reporting.builder.saved', { name: template.name }), tone: 'positive' });
    } catch (error) {
      failed(error);
    } finally {
      setBusy(null);
    }
  };
  const sendNow = async () => {
    setBusy('send');
    try {
      const run = await call(reportingEndpoints.send, {
        params: { id: template.id },
        body: asOf ? { asOf } : {},
      });
      await invalidate(reportingEndpoints.get.path);
      toast({
        title:
          run.outcome === 'SENT'
            ? t('reporting.schedule.sent', { count: run.rowCount })
            : t(
                run.outcome === 'SKIPPED'
                  ? 'reporting.schedule.skipped'
                  : 'reporting.schedule.failed',
              ),
        tone: run.outcome === 'SENT' ? 'positive' : 'warning',
      });
    } catch (error) {
      failed(error);
    } finally {
      setBusy(null);
    }
  };

  const runColumns = useMemo(() => {
    const column = createDataTableColumns<NonNullable<typeof runs.data>['items'][number]>();
    return [
      column.accessor((row) => formatDateTime(row.at), {
        id: 'at',
        header: t('reporting.schedule.at'),
      }),
      column.accessor((row) => formatDisplayDate(row.asOf), {
        id: 'asOf',
        header: t('reporting.schedule.asOf'),
      }),
      column.accessor((row) => t(`reporting.schedule.outcomes.${row.outcome}`), {
        id: 'outcome',
        header: t('reporting.schedule.outcome'),
      }),
      column.accessor((row) => metricText('positions', row.rowCount, null, language), {
        id: 'rowCount',
        header: t('reporting.schedule.rowCount'),
        meta: { align: 'end' },
      }),
      column.accessor((row) => row.recipients.join(', '), {
        id: 'recipients',
        header: t('reporting.schedule.recipients'),
      }),
    ];
  }, [t, language]);

  return (
    <Card>
      <Stack space="medium">
        <Heading level={2}>{t('reporting.schedule.title')}</Heading>
        <Switch
          isSelected={enabled}
          onChange={setEnabled}
          label={t('reporting.schedule.enabled')}
        />
        {enabled && (
          <Inline space="medium" align="end">
            <Select
              label={t('reporting.schedule.frequency')}
              options={option('reporting.schedule', REPORT_FREQUENCIES)}
              value={schedule.frequency}
              onChange={(id) => id && change({ frequency: id as ReportSchedule['frequency'] })}
            />
            {schedule.frequency === 'WEEKLY' ? (
              <Select
                label={t('reporting.schedule.weekday')}
                options={option('reporting.weekdays', [1, 2, 3, 4, 5, 6, 7])}
                value={String(schedule.weekday)}
                onChange={(id) => id && change({ weekday: Number(id) })}
              />
            ) : (
              <NumberField
                label={t('reporting.schedule.monthDay')}
                minValue={1}
                maxValue={28}
                value={schedule.monthDay}
                onChange={(value) => change({ monthDay: value ?? 1 })}
              />
            )}
            <Select
              label={t('reporting.schedule.time')}
              options={QUARTER_HOURS.map((id) => ({ id, label: id }))}
              value={schedule.time}
              onChange={(id) => id && change({ time: id })}
            />
            <Select
              label={t('reporting.schedule.format')}
              options={option('reporting.schedule', REPORT_FORMATS)}
              value={schedule.format}
              onChange={(id) => id && change({ format: id as ReportSchedule['format'] })}
            />
            <TextField
              label={t('reporting.schedule.recipients')}
              description={t('reporting.schedule.recipientsHint')}
              value={recipients}
              onChange={setRecipients}
            />
            <Select
              label={t('reporting.schedule.delivery')}
              options={option('reporting.schedule', REPORT_DELIVERY)}
              value={schedule.delivery}
              onChange={(id) => id && change({ delivery: id as ReportSchedule['delivery'] })}
            />
            {schedule.delivery === 'WHEN_FLAGGED' && (
              <>
                <Select
                  label={t('reporting.schedule.flagMetric')}
                  options={option('reporting.metrics', template.definition.metrics)}
                  value={schedule.flagMetric ?? null}
                  onChange={(id) =>
                    id && change({ flagMetric: id as ReportSchedule['flagMetric'] })
                  }
                />
                <Select
                  label={t('reporting.schedule.flagOperator')}
                  options={option('reporting.schedule', REPORT_FLAG_OPERATORS)}
                  value={schedule.flagOperator ?? 'GT'}
                  onChange={(id) =>
                    id && change({ flagOperator: id as ReportSchedule['flagOperator'] })
                  }
                />
                <NumberField
                  label={t('reporting.schedule.flagValue')}
                  value={schedule.flagValue ?? 0}
                  onChange={(value) => change({ flagValue: value ?? 0 })}
                />
              </>
            )}
          </Inline>
        )}
        <Inline space="small" align="end">
          <Button
            variant="secondary"
            isBusy={busy === 'save'}
            isDisabled={busy !== null}
            onPress={() => void saveSchedule()}
          >
            {t('reporting.builder.save')}
          </Button>
          {template.nextRunAt && (
            <Text tone="muted">
              {/* In Zürich's time, as the schedule's hour is set (a user abroad saw 06:00 for 07:00). */}
              {t('reporting.schedule.nextRun', {
                at: formatDateTime(template.nextRunAt, { zone: BUSINESS_TIME_ZONE }),
              })}
            </Text>
          )}
        </Inline>
        {template.schedule && (
          <Inline space="small" align="end">
            <DatePicker label={t('reporting.schedule.asOf')} value={asOf} onChange={setAsOf} />
            <Button
              isBusy={busy === 'send'}
              isDisabled={busy !== null}
              onPress={() => void sendNow()}
            >
              {t('reporting.schedule.sendNow')}
            </Button>
          </Inline>
        )}
        <Heading level={3}>{t('reporting.schedule.runs')}</Heading>
        {runs.data?.items.length === 0 ? (
          <Text tone="muted">{t('reporting.schedule.noRuns')}</Text>
        ) : (
          <DataTable
            aria-label={t('reporting.schedule.runs')}
            columns={runColumns}
            rows={runs.data?.items ?? []}
            getRowId={(row) => String(row.id)}
            isLoading={runs.isPending}
            error={runs.error}
            onRetry={() => runs.refetch()}
          />
        )}
      </Stack>
    </Card>
  );
}
