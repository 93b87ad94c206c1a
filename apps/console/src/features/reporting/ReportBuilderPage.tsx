import {
  REPORT_DATE_RANGES,
  REPORT_DIMENSION_INFO,
  REPORT_PERIODS,
  REPORT_PREVIEW_ROWS,
  type ReportDefinition,
  type ReportDimension,
  type ReportMetric,
  type ReportTemplate,
  type ReportType,
  readDownload,
  reportDay,
  reportingEndpoints,
  resolveDateRange,
} from '@adconsole/api';
import { formatDisplayDate, type Language } from '@adconsole/i18n';
import {
  Button,
  Card,
  type ChartSeries,
  Checkbox,
  Columns,
  createDataTableColumns,
  DataTable,
  Heading,
  Inline,
  lazyPart,
  MultiSelect,
  PageLayout,
  Select,
  Stack,
  Text,
  TextField,
  TimeSeriesChart,
  useToast,
} from '@adconsole/ui';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../app/api.ts';
import { saveDownload } from '../../app/download.ts';
import { call, useEndpoint, useInvalidatePath } from '../../kit/endpointQuery.ts';
import { OnDemandPart } from '../../kit/OnDemandPart.tsx';
import { QueryPending } from '../../kit/QueryPending.tsx';
import { useFailureToast } from '../../kit/useFailureToast.ts';
import { usePageHeading } from '../../kit/usePageHeading.ts';
import { useTableParams } from '../../routes/useTableParams.ts';
import {
  catalogueOf,
  defaultDefinition,
  dimensionReason,
  dimensionText,
  filterDimensions,
  metricDescription,
  metricReason,
  reportTable,
  type TableColumn,
  type TableRow,
  totalsTable,
} from './reportParts.ts';

// /reporting/{type} and /reporting/{type}/{templateId} (issue 43; DOMAIN §10, DOMAIN2 §7): choose
// dimensions, metrics, filters and a date range; a pair that cannot be combined is disabled with
// its reason beneath it. "Run report" asks the server (the SQL is built there from the
// catalogue); the result is a table with its totals per currency (a dimension may be pivoted
// into columns) and, with one period and nothing else, a chart (uPlot, loaded with the first
// chart). The definition saves as a template of the company, exports as CSV or Excel, and may be
// mailed on a schedule (ReportSchedulePanel).

/** A saved template's schedule and run log: its fields (date, number, switch) load with it. */
const schedulePart = lazyPart(() =>
  import('./ReportSchedulePanel.tsx').then((module) => module.ReportSchedulePanel),
);

/** The custom range's calendar, loaded when "Custom range" is chosen. */
const customRangePart = lazyPart(() =>
  import('./CustomRangeField.tsx').then((module) => module.CustomRangeField),
);

/** /reporting/{type}: a new report of the type. */
export function ReportBuilderPage() {
  const { type } = useTableParams<'reporting.type'>();
  return <ReportBuilder key={type} type={type} />;
}

/** /reporting/{type}/{templateId}: a saved template, opened in the builder. */
export function ReportTemplatePage() {
  const { type, templateId } = useTableParams<'reporting.template'>();
  const template = useEndpoint(reportingEndpoints.get, { params: { id: templateId } });
  if (!template.data) return <TemplatePending query={template} />;
  return (
    <ReportBuilder
      key={`${template.data.id}-${template.data.version}`}
      type={type}
      template={template.data}
    />
  );
}

function TemplatePending({ query }: { query: Parameters<typeof QueryPending>[0]['query'] }) {
  const { title, crumbs } = usePageHeading();
  return (
    <PageLayout title={title} breadcrumbs={crumbs}>
      <QueryPending query={query} />
    </PageLayout>
  );
}

function ReportBuilder({ type, template }: { type: ReportType; template?: ReportTemplate }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const { title, crumbs } = usePageHeading();
  const toast = useToast();
  const failed = useFailureToast();
  const navigate = useNavigate();
  const invalidate = useInvalidatePath();
  const catalogue = catalogueOf(type);
  const [definition, setDefinition] = useState<ReportDefinition>(
    template?.definition ?? defaultDefinition(type),
  );
  const [name, setName] = useState(template?.name ?? '');
  const [asked, setAsked] = useState<ReportDefinition | null>(
    template ? template.definition : null,
  );
  const [busy, setBusy] = useState<string | null>(null);
  const result = useEndpoint(
    reportingEndpoints.run,
    { body: { type, definition: asked ?? definition } },
    { enabled: asked !== null },
  );
  const change = (next: Partial<ReportDefinition>) =>
    setDefinition((current) => ({ ...current, ...next }));
  const toggle = <T,>(list: readonly T[], value: T, on: boolean) =>
    on ? [...list, value] : list.filter((item) => item !== value);

  const setDimension = (dimension: ReportDimension, on: boolean) => {
    let dimensions = toggle(definition.dimensions, dimension, on);
    // One period at a time: choosing one clears the other.
    if (on && (REPORT_PERIODS as readonly string[]).includes(dimension)) {
      dimensions = dimensions.filter(
        (item) => item === dimension || !(REPORT_PERIODS as readonly string[]).includes(item),
      );
    }
    change({
      dimensions,
      pivot: definition.pivot && dimensions.includes(definition.pivot) ? definition.pivot : null,
      sort: definition.sort && !on && definition.sort.field === dimension ? null : definition.sort,
    });
  };
  const setMetric = (metric: ReportMetric, on: boolean) =>
    change({
      metrics: toggle(definition.metrics, metric, on),
      sort: definition.sort && !on && definition.sort.field === metric ? null : definition.sort,
    });

  const today = reportDay();
  const range = resolveDateRange(definition.dateRange, today, definition);
  const filters = definition.filters ?? [];
  const valuesOf = (dimension: ReportDimension) =>
    filters.find((filter) => filter.dimension === dimension)?.values ?? [];
  const setFilter = (dimension: ReportDimension, values: string[]) =>
    change({
      filters: [
        ...filters.filter((filter) => filter.dimension !== dimension),
        ...(values.length ? [{ dimension, values }] : []),
      ],
    });
  const tooMany = definition.dimensions.length >= 4;
  const canRun = definition.metrics.length > 0;

  const run = () => setAsked({ ...definition });
  const body = () => ({ type, definition });
  const save = async (asNew: boolean) => {
    setBusy('save');
    try {
      const write = { ...body(), name: name.trim(), schedule: template?.schedule ?? null };
      const saved =
        template && !asNew
          ? await call(reportingEndpoints.update, {
              params: { id: template.id },
              body: { ...write, version: template.version },
            })
          : await call(reportingEndpoints.create, { body: write });
      await invalidate(reportingEndpoints.list.path);
      toast({ title: t('reporting.builder.saved', { name: saved.name }), tone: 'positive' });
      await navigate({ to: `/reporting/${type}/${saved.id}` });
    } catch (error) {
      failed(error);
    } finally {
      setBusy(null);
    }
  };
  const download = async (format: 'csv' | 'xlsx') => {
    setBusy(format);
    try {
      const response = await apiClient.send('POST', reportingEndpoints.export.path, {
        json: body(),
        searchParams: { format, language },
      });
      const file = await readDownload(response);
      if (file) saveDownload(file);
    } catch (error) {
      failed(error);
    } finally {
      setBusy(null);
    }
  };

  const shown = asked ?? definition;
  const table = useMemo(
    () =>
      result.data
        ? reportTable(t, language, shown, result.data.rows, result.data.totals)
        : { columns: [], rows: [] },
    [result.data, shown, t, language],
  );
  const totals = useMemo(
    () =>
      result.data ? totalsTable(t, language, shown, result.data.totals) : { columns: [], rows: [] },
    [result.data, shown, t, language],
  );
  const columns = useMemo(() => tableColumns(table.columns), [table.columns]);
  const totalColumns = useMemo(() => tableColumns(totals.columns), [totals.columns]);

  const sortFields = [...definition.dimensions, ...definition.metrics];
  // A saved report's crumbs (the s13 stranger read "Berichtsvorlage 5" and was led from the
  // report to an empty builder): the type's crumb leads to its saved reports, the last one
  // names the report.
  const typePath = `/reporting/${type}`;
  const shownCrumbs = template
    ? [
        ...crumbs
          .slice(0, -1)
          .map((crumb) =>
            crumb.href === typePath ? { ...crumb, href: `${typePath}/list` } : crumb,
          ),
        { ...crumbs.at(-1), label: template.name },
      ]
    : crumbs;
  return (
    <PageLayout
      title={template ? template.name : title}
      breadcrumbs={shownCrumbs}
      actions={
        <Inline space="small">
          <Button
            variant="secondary"
            isDisabled={!canRun || busy !== null}
            isBusy={busy === 'csv'}
            onPress={() => void download('csv')}
          >
            {t('reporting.builder.exportCsv')}
          </Button>
          <Button
            variant="secondary"
            isDisabled={!canRun || busy !== null}
            isBusy={busy === 'xlsx'}
            onPress={() => void download('xlsx')}
          >
            {t('reporting.builder.exportXlsx')}
          </Button>
        </Inline>
      }
    >
      <Stack space="large">
        <Columns space="large" collapseBelow="lg">
          <Card>
            <Stack space="medium">
              <Heading level={2}>{t('reporting.builder.dimensions')}</Heading>
              {catalogue.dimensions.map((dimension) => {
                const reasonText = dimensionReason(t, dimension, definition.metrics);
                const chosen = definition.dimensions.includes(dimension);
                return (
                  <Checkbox
                    key={dimension}
                    label={t(`reporting.dimensions.${dimension}`)}
                    isSelected={chosen}
                    isDisabled={!chosen && (Boolean(reasonText) || tooMany)}
                    description={reasonText}
                    onChange={(on) => setDimension(dimension, on)}
                  />
                );
              })}
            </Stack>
          </Card>
          <Card>
            <Stack space="medium">
              <Heading level={2}>{t('reporting.builder.metrics')}</Heading>
              {catalogue.metrics.map((metric) => {
                const reasonText = metricReason(t, metric, definition.dimensions);
                const chosen = definition.metrics.includes(metric);
                return (
                  <Checkbox
                    key={metric}
                    label={t(`reporting.metrics.${metric}`)}
                    isSelected={chosen}
                    isDisabled={!chosen && Boolean(reasonText)}
                    description={reasonText ?? metricDescription(t, metric)}
                    onChange={(on) => setMetric(metric, on)}
                  />
                );
              })}
            </Stack>
          </Card>
          <Card>
            <Stack space="medium">
              <Heading level={2}>{t('reporting.builder.filters')}</Heading>
              <Select
                label={t('reporting.builder.dateRange')}
                options={REPORT_DATE_RANGES.map((id) => ({
                  id,
                  label: t(`reporting.dateRanges.${id}`),
                }))}
                value={definition.dateRange}
                onChange={(id) =>
                  id &&
                  change({
                    dateRange: id as ReportDefinition['dateRange'],
                    ...(id === 'CUSTOM'
                      ? { from: range.from, to: range.to }
                      : { from: null, to: null }),
                  })
                }
              />
              {definition.dateRange === 'CUSTOM' ? (
                <OnDemandPart
                  part={customRangePart}
                  props={{
                    from: definition.from ?? range.from,
                    to: definition.to ?? range.to,
                    onChange: (custom: { from: string; to: string }) => change(custom),
                  }}
                />
              ) : (
                <Text tone="muted">
                  {t('reporting.builder.resolved', {
                    from: formatDisplayDate(range.from),
                    to: formatDisplayDate(range.to),
                  })}
                </Text>
              )}
              {filterDimensions(type).map((dimension) => {
                const reasonText = dimensionReason(t, dimension, definition.metrics);
                if (reasonText) return null;
                const options = catalogueCodes(dimension).map((code) => ({
                  id: code,
                  label: dimensionText(t, dimension, { key: code, label: null }, language),
                }));
                const chosen = valuesOf(dimension);
                return (
                  <MultiSelect
                    key={dimension}
                    label={t('reporting.builder.filterValues', {
                      dimension: t(`reporting.dimensions.${dimension}`),
                    })}
                    options={options}
                    value={options.filter((option) => chosen.includes(option.id))}
                    onChange={(value) =>
                      setFilter(
                        dimension,
                        value.map((option) => option.id),
                      )
                    }
                  />
                );
              })}
              <Select
                label={t('reporting.builder.sortBy')}
                options={[
                  { id: '', label: t('reporting.builder.defaultSort') },
                  ...sortFields.map((field) => ({
                    id: field,
                    label: t(
                      (definition.metrics as readonly string[]).includes(field)
                        ? `reporting.metrics.${field}`
                        : `reporting.dimensions.${field}`,
                    ),
                  })),
                ]}
                value={definition.sort?.field ?? ''}
                onChange={(id) =>
                  change({
                    sort: id
                      ? { field: id as ReportMetric, order: definition.sort?.order ?? 'DESC' }
                      : null,
                  })
                }
              />
              {definition.sort && (
                <Select
                  label={t('reporting.builder.order')}
                  options={[
                    { id: 'DESC', label: t('reporting.builder.descending') },
                    { id: 'ASC', label: t('reporting.builder.ascending') },
                  ]}
                  value={definition.sort.order}
                  onChange={(id) =>
                    definition.sort &&
                    change({ sort: { ...definition.sort, order: id === 'ASC' ? 'ASC' : 'DESC' } })
                  }
                />
              )}
              {definition.dimensions.length > 1 && (
                <Select
                  label={t('reporting.builder.pivot')}
                  options={[
                    { id: '', label: t('reporting.builder.noPivot') },
                    ...definition.dimensions.map((dimension) => ({
                      id: dimension,
                      label: t(`reporting.dimensions.${dimension}`),
                    })),
                  ]}
                  value={definition.pivot ?? ''}
                  onChange={(id) => change({ pivot: (id || null) as ReportDimension | null })}
                />
              )}
            </Stack>
          </Card>
        </Columns>
        <Inline space="small" align="end">
          <Button isDisabled={!canRun} onPress={run}>
            {t('reporting.builder.run')}
          </Button>
          <TextField
            label={t('reporting.builder.name')}
            value={name}
            onChange={setName}
            maxLength={120}
          />
          <Button
            variant="secondary"
            isDisabled={!canRun || !name.trim() || busy !== null}
            isBusy={busy === 'save'}
            onPress={() => void save(false)}
          >
            {t('reporting.builder.save')}
          </Button>
          {template && (
            <Button
              variant="secondary"
              isDisabled={!canRun || !name.trim() || busy !== null || name.trim() === template.name}
              onPress={() => void save(true)}
            >
              {t('reporting.builder.saveAs')}
            </Button>
          )}
        </Inline>
        {!canRun && <Text tone="critical">{t('reporting.builder.chooseMetric')}</Text>}
        {asked && (
          <Stack space="medium">
            <Heading level={2}>{t('reporting.builder.results')}</Heading>
            {result.data && (
              <Text tone="muted">
                {[
                  t('reporting.builder.resolved', {
                    from: formatDisplayDate(result.data.from),
                    to: formatDisplayDate(result.data.to),
                  }),
                  t('reporting.builder.rows', { count: result.data.rowCount }),
                  t('reporting.builder.took', { ms: result.data.milliseconds }),
                ].join(' · ')}
              </Text>
            )}
            {result.data && result.data.rowCount > REPORT_PREVIEW_ROWS && (
              <Text>
                {t('reporting.builder.preview', {
                  shown: REPORT_PREVIEW_ROWS,
                  count: result.data.rowCount,
                })}
              </Text>
            )}
            {result.data && result.data.totals.length > 0 && (
              <DataTable
                aria-label={t('reporting.builder.total')}
                columns={totalColumns}
                rows={totals.rows}
                getRowId={(row) => row.id}
              />
            )}
            {result.data && <ReportChart definition={shown} result={result.data} />}
            {result.data && result.data.rows.length === 0 ? (
              <Text>{t('reporting.builder.empty')}</Text>
            ) : (
              <DataTable
                aria-label={t('reporting.builder.results')}
                columns={columns}
                rows={table.rows}
                getRowId={(row) => row.id}
                isLoading={result.isPending}
                error={result.error}
                onRetry={() => result.refetch()}
              />
            )}
          </Stack>
        )}
        {template ? (
          <OnDemandPart part={schedulePart} props={{ template }} />
        ) : (
          <Text tone="muted">{t('reporting.schedule.saveFirst')}</Text>
        )}
      </Stack>
    </PageLayout>
  );
}

/** The DataTable columns of a table of the result. */
function tableColumns(specs: readonly TableColumn[]) {
  const column = createDataTableColumns<TableRow>();
  return specs.map((spec) =>
    column.accessor((row) => row.cells[spec.id] ?? '', {
      id: spec.id,
      header: spec.header,
      meta: spec.numeric ? { align: 'end' as const } : undefined,
    }),
  );
}

/** A code dimension's values (the catalogue's list). */
const catalogueCodes = (dimension: ReportDimension): readonly string[] =>
  REPORT_DIMENSION_INFO[dimension].codes ?? [];

/**
 * The chart of a result with one period and nothing else (or a period pivoted by another
 * dimension): the first metric over time, a line per currency (or per pivoted value). Other
 * results are tables only.
 */
function ReportChart({
  definition,
  result,
}: {
  definition: ReportDefinition;
  result: NonNullable<ReturnType<typeof useEndpoint<typeof reportingEndpoints.run>>['data']>;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const period = definition.dimensions.find((dimension) =>
    (REPORT_PERIODS as readonly string[]).includes(dimension),
  );
  const metric = definition.metrics[0];
  const others = definition.dimensions.filter((dimension) => dimension !== period);
  const lineBy = others.length === 1 && definition.pivot === others[0] ? others[0] : undefined;
  if (!period || !metric || (others.length > 0 && !lineBy) || result.rows.length < 2) return null;
  const days = [...new Set(result.rows.map((row) => row.dimensions[period]?.key ?? ''))]
    .filter(Boolean)
    .sort();
  const lines = new Map<string, { label: string; values: (number | null)[] }>();
  for (const row of result.rows) {
    const day = row.dimensions[period]?.key;
    if (!day) continue;
    const lineKey = `${lineBy ? (row.dimensions[lineBy]?.key ?? '') : ''}|${row.currency ?? ''}`;
    let line = lines.get(lineKey);
    if (!line) {
      const parts = [
        lineBy ? dimensionText(t, lineBy, row.dimensions[lineBy], language) : '',
        row.currency ?? '',
      ].filter(Boolean);
      line = {
        label: parts.join(' · ') || t(`reporting.metrics.${metric}`),
        values: days.map(() => null),
      };
      lines.set(lineKey, line);
    }
    line.values[days.indexOf(day)] = row.values[metric] ?? null;
  }
  const series: ChartSeries[] = [...lines].slice(0, 12).map(([key, line]) => ({ key, ...line }));
  const total = result.totals[0]?.values[metric];
  return (
    <TimeSeriesChart
      title={t('reporting.builder.chart', {
        metric: t(`reporting.metrics.${metric}`),
        period: t(`reporting.dimensions.${period}`),
      })}
      summary={t('reporting.builder.chartSummary', {
        points: days.length,
        from: formatDisplayDate(result.from),
        to: formatDisplayDate(result.to),
        total: total === null || total === undefined ? '–' : String(Math.round(total)),
      })}
      days={days}
      series={series}
      pointLabel={t(`reporting.dimensions.${period}`)}
      formatDay={(day) => dimensionText(t, period, { key: day, label: null }, language)}
    />
  );
}
