import {
  CHECK_RESULTS,
  CHECK_SORT_FIELDS,
  CHECK_TYPES,
  type CheckType,
  digitalOperationsEndpoints as ops,
  type UncheckedPosition,
} from '@adconsole/api';
import { formatDisplayDate, formatNumber, formatPercent, type Language } from '@adconsole/i18n';
import {
  Button,
  createDataTableColumns,
  DeliveryChart,
  Inline,
  lazyPart,
  StatusBadge,
  Truncate,
  useToast,
} from '@adconsole/ui';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, invalidatePath } from '../../kit/endpointQuery.ts';
import { ListView } from '../../kit/ListView.tsx';
import { choiceParam, defineList, textParam } from '../../kit/listDefinition.ts';
import { OnDemandDialog } from '../../kit/OnDemandDialog.tsx';
import { useList } from '../../kit/useList.ts';
import { useTableParams } from '../../routes/useTableParams.ts';
import {
  operationsFilterParams,
  positionNameColumns,
  useCounts,
  useRouteTabs,
} from './digitalParts.tsx';

const checkList = defineList({
  params: {
    searchQuery: textParam({ filter: 'digital.filters.search' }),
    result: choiceParam(CHECK_RESULTS, {
      filter: 'digital.filters.result',
      labels: 'digital.results',
    }),
    // Spec 3 §7: the unchecked positions by companyId and adMediumId.
    ...operationsFilterParams,
  },
  sort: { fields: CHECK_SORT_FIELDS, field: 'result', order: 'ASC' },
  pageSizes: [20, 50, 100],
});

/**
 * A measured figure as the check states it: a share in per cent with its threshold, with the
 * one percent formatter (two decimals, the same in every language: 0.09%, not "0.09 %" beside
 * "0 %").
 */
function figure(language: Language, value: number | null) {
  return value === null ? '–' : formatPercent(value, language);
}

/** START counts impressions of the first two days (the server's README), not a share. */
const countFigure = (language: Language, value: number | null) =>
  value === null ? '–' : formatNumber(value, language);

function qaColumns(
  t: TFunction,
  language: Language,
  checkType: CheckType,
  act: (position: UncheckedPosition, what: 'confirm' | 'event') => void,
) {
  const column = createDataTableColumns<UncheckedPosition>();
  return [
    ...positionNameColumns<UncheckedPosition>(t),
    column.display({
      id: 'checks',
      header: t('digital.columns.checks'),
      cell: ({ row: { original } }) => {
        if (checkType === 'ALL') {
          return (
            <Inline space="xxsmall">
              {original.checks.map((check) => (
                <StatusBadge
                  key={check.checkType}
                  tone={check.result === 'OK' ? 'positive' : 'critical'}
                >
                  {t(`statuses.${check.checkType}`)}: {t(`digital.results.${check.result}`)}
                </StatusBadge>
              ))}
            </Inline>
          );
        }
        const check = original.checks.find((entry) => entry.checkType === checkType);
        return check ? (
          <Inline space="xsmall">
            <StatusBadge tone={check.result === 'OK' ? 'positive' : 'critical'}>
              {t(`digital.results.${check.result}`)}
            </StatusBadge>
            {check.threshold !== null && (
              <Truncate>
                {checkType === 'START'
                  ? t('digital.startFigure', {
                      value: countFigure(language, check.value),
                      threshold: countFigure(language, check.threshold),
                    })
                  : t('digital.checkFigure', {
                      value: figure(language, check.value),
                      threshold: figure(language, check.threshold),
                    })}
              </Truncate>
            )}
          </Inline>
        ) : (
          ''
        );
      },
      meta: { width: '19rem' },
    }),
    column.display({
      id: 'delivery',
      header: t('digital.columns.delivery'),
      cell: ({ row: { original } }) => {
        const days = original.deliveryDays;
        const impressions = days.reduce((sum, day) => sum + day.impressions, 0);
        const clicks = days.reduce((sum, day) => sum + day.clicks, 0);
        const viewable = days.reduce((sum, day) => sum + day.viewableImpressions, 0);
        const summary = t('digital.chart.summary', {
          days: days.length,
          impressions: formatNumber(impressions, language),
          clicks: formatNumber(clicks, language),
          ctr: impressions
            ? formatNumber((clicks * 100) / impressions, language, { maximumFractionDigits: 2 })
            : '0',
          viewable: impressions
            ? formatNumber((viewable * 100) / impressions, language, { maximumFractionDigits: 0 })
            : '0',
        });
        return (
          <DeliveryChart
            points={days}
            title={t('digital.chart.title', { name: original.name })}
            description={summary}
            width={140}
            height={30}
          />
        );
      },
      meta: { width: '10rem' },
    }),
    column.display({
      id: 'events',
      header: t('digital.columns.events'),
      cell: ({ row: { original } }) => {
        const [latest] = original.events;
        return latest ? (
          <Truncate>
            {t('digital.event', {
              event: t(`digital.events.${latest.event}`),
              name: latest.creatorName,
              date: formatDisplayDate(latest.createdAt),
            })}
          </Truncate>
        ) : (
          ''
        );
      },
    }),
    column.display({
      id: 'actions',
      header: t('digital.columns.actions'),
      cell: ({ row: { original } }) => (
        <Inline space="xsmall">
          <Button
            size="small"
            variant="secondary"
            onPress={() => act(original, 'event')}
            aria-label={t('digital.qa.recordEventNamed', { name: original.name })}
          >
            {t('digital.qa.eventShort')}
          </Button>
          {checkType !== 'ALL' && (
            <Button
              size="small"
              onPress={() => act(original, 'confirm')}
              aria-label={t('digital.qa.confirmNamed', { name: original.name })}
            >
              {t('digital.qa.confirmShort')}
            </Button>
          )}
        </Inline>
      ),
      meta: { width: '14rem' },
    }),
  ];
}

// The event dialog loads when it first opens (issue 36).
const eventDialog = lazyPart(() =>
  import('./QualityEventDialog.tsx').then((module) => module.EventDialog),
);

export function QualityAssurancePage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const toast = useToast();
  const queryClient = useQueryClient();
  const { checkType } = useTableParams<'operations.qualityAssurance'>();
  const list = useList({
    definition: checkList,
    listKey: 'digital-quality-assurance',
    calls: { list: ops.operationsUnchecked },
    params: { checkType },
  });
  const counts = useCounts(ops.operationsUncheckedCounts);
  const tabs = useRouteTabs(
    t,
    '/digital-operations/quality-assurance',
    CHECK_TYPES,
    checkType,
    counts,
  );
  const [recording, setRecording] = useState<UncheckedPosition>();
  const refresh = useCallback(() => invalidatePath(queryClient, 'ws-operations'), [queryClient]);
  const columns = useMemo(
    () =>
      qaColumns(t, language, checkType, (position, what) => {
        if (what === 'event') {
          setRecording(position);
          return;
        }
        void call(ops.operationsPositionAction, {
          params: { action: 'check-stage' },
          body: { ids: [position.id], checkType },
        }).then(async () => {
          toast({ title: t('digital.qa.confirmed', { name: position.name }), tone: 'positive' });
          await refresh();
        });
      }),
    [t, language, checkType, toast, refresh],
  );
  return (
    <>
      <ListView list={{ ...list, tabs }} columns={columns} />
      {recording && (
        <OnDemandDialog
          part={eventDialog}
          props={{
            position: recording,
            onClose: (done: boolean) => {
              const position = recording;
              setRecording(undefined);
              if (done) {
                toast({
                  title: t('digital.qa.recorded', { name: position.name }),
                  tone: 'positive',
                });
                void refresh();
              }
            },
          }}
          onClose={() => setRecording(undefined)}
        />
      )}
    </>
  );
}
