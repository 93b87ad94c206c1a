import {
  PROMOTION_PAGE_SIZES,
  PROMOTION_PHASES,
  PROMOTION_SORT_FIELDS,
  PROMOTION_STATUSES,
  type PROMOTION_TABLE_TYPES,
  PROMOTION_TABS,
  type Promotion,
  type PromotionPhase,
  type PromotionTab,
  promotionDetailEndpoints,
  promotionEndpoints,
  promotionTypeEndpoints,
} from '@adconsole/api';
import { formatDisplayDate, formatNumber, type Language } from '@adconsole/i18n';
import { Button, createDataTableColumns, Inline, Link, StatusBadge, Text } from '@adconsole/ui';
import { useLocation, useNavigate } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import { lazy, type ReactNode, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type AuditLabels, AuditSection } from '../../kit/AuditTrail.tsx';
import { recordColumns } from '../../kit/columns.tsx';
import { useEndpoint } from '../../kit/endpointQuery.ts';
import { ListView } from '../../kit/ListView.tsx';
import { choiceParam, defineList, recordParam, textParam } from '../../kit/listDefinition.ts';
import { RecordPage } from '../../kit/RecordPage.tsx';
import { useList } from '../../kit/useList.ts';
import { useTableParams } from '../../routes/useTableParams.ts';
import { PromotionActions } from './PromotionActions.tsx';

// The tabs load when first opened.
const PromotionTabContent = lazy(() =>
  import('./PromotionTabs.tsx').then((module) => ({ default: module.PromotionTabContent })),
);

/** Phase colours: running positive, planned the link colour, finished and inactive neutral. */
export const PHASE_TONES: Record<PromotionPhase, 'positive' | 'link' | 'neutral' | 'critical'> = {
  running: 'positive',
  planned: 'link',
  finished: 'neutral',
  inactive: 'neutral',
  canceled: 'critical',
};

const promotionList = defineList({
  params: {
    nameFilter: textParam({ url: 'name', filter: 'promotions.filters.name' }),
    phase: choiceParam(PROMOTION_PHASES, {
      filter: 'promotions.filters.phase',
      labels: 'promotions.phase',
    }),
    status: choiceParam(PROMOTION_STATUSES, {
      filter: 'promotions.filters.status',
      labels: 'promotions.status',
    }),
    typeId: recordParam({ url: 'type', filter: 'promotions.filters.type' }),
  },
  sort: { fields: PROMOTION_SORT_FIELDS, field: 'startDate', order: 'DESC' },
  pageSizes: PROMOTION_PAGE_SIZES,
  pageSize: 50,
});

/** The deadline as a date, marked when it has passed (spec 3 §3). */
export function Deadline({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation();
  if (!promotion.deadline) return null;
  const date = formatDisplayDate(promotion.deadline);
  return promotion.deadlinePassed ? (
    <StatusBadge tone="critical">{`${date} · ${t('promotions.deadlinePassed')}`}</StatusBadge>
  ) : (
    <Text as="span">{date}</Text>
  );
}

function usePromotionTypeChoices() {
  const types = useEndpoint(promotionTypeEndpoints.list, {
    query: { includeInactive: true, limit: 100, sort: 'name', order: 'ASC' },
  });
  return useMemo(
    () => ({
      typeId: (types.data?.items ?? []).map((type) => ({ id: String(type.id), label: type.name })),
    }),
    [types.data],
  );
}

function PromotionList({ v2 = false }: { v2?: boolean }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const navigate = useNavigate();
  const choices = usePromotionTypeChoices();
  const list = useList({
    definition: promotionList,
    listKey: v2 ? 'sales-promotions-v2' : 'sales-promotions',
    calls: promotionEndpoints,
    choices,
    bulkActions: [
      { action: 'activate', label: 'promotions.actions.activate' },
      { action: 'deactivate', label: 'promotions.actions.deactivate' },
      { action: 'cancel', label: 'promotions.actions.cancel' },
    ],
  });
  const columns = useMemo(() => {
    const column = recordColumns<Promotion>(t, 'promotions');
    const own = createDataTableColumns<Promotion>();
    return [
      column.text('name'),
      column.text('type', (type) => type?.name ?? ''),
      own.accessor('phase', {
        id: 'phase',
        header: t('promotions.columns.phase'),
        enableSorting: false,
        cell: ({ row: { original } }) => (
          <StatusBadge tone={PHASE_TONES[original.phase]}>
            {t(`promotions.phase.${original.phase}`)}
          </StatusBadge>
        ),
      }),
      column.text('status', (status) => t(`promotions.status.${status}`)),
      column.date('startDate'),
      column.date('endDate'),
      own.accessor('deadline', {
        id: 'deadline',
        header: t('promotions.columns.deadline'),
        cell: ({ row: { original } }) => <Deadline promotion={original} />,
      }),
      column.number('accountsCount', language),
      column.number('contactsCount', language),
    ];
  }, [t, language]);
  return (
    <ListView
      list={list}
      columns={columns}
      getRowHref={(promotion) =>
        v2 ? `/sales/promotions-v2/${promotion.id}` : `/sales/promotions/${promotion.id}`
      }
      actions={
        <Button onPress={() => void navigate({ href: '/sales/promotions/new' })}>
          {t('promotions.actions.create')}
        </Button>
      }
    />
  );
}

/** /sales/promotions (spec 3 §2.6): filters by phase, status, type and name. */
export function PromotionsPage() {
  return <PromotionList />;
}

/** /sales/promotions-v2: the same list, leading to the newer details page. */
export function PromotionsV2Page() {
  return <PromotionList v2 />;
}

function promotionFacts(
  t: TFunction,
  language: Language,
  promotion: Promotion,
): [string, ReactNode][] {
  return [
    [t('promotions.facts.type'), promotion.type?.name],
    [
      t('promotions.facts.period'),
      `${formatDisplayDate(promotion.startDate)} – ${formatDisplayDate(promotion.endDate)}`,
    ],
    [t('promotions.facts.deadline'), promotion.deadline && <Deadline promotion={promotion} />],
    [
      t('promotions.facts.phase'),
      <StatusBadge key="phase" tone={PHASE_TONES[promotion.phase]}>
        {t(`promotions.phase.${promotion.phase}`)}
      </StatusBadge>,
    ],
    [t('promotions.facts.status'), t(`promotions.status.${promotion.status}`)],
    [
      t('promotions.facts.counts'),
      t('promotions.facts.countsValue', {
        accounts: formatNumber(promotion.accountsCount, language),
        contacts: formatNumber(promotion.contactsCount, language),
      }),
    ],
    [
      t('promotions.facts.template'),
      <Link key="template" href={`/sales/promotions/${promotion.id}/mailTemplate`}>
        {t(promotion.hasTemplate ? 'promotions.facts.templateYes' : 'promotions.facts.templateNo')}
      </Link>,
    ],
    [t('promotions.facts.createdBy'), promotion.createdBy?.name],
    [t('promotions.facts.description'), promotion.description],
  ];
}

function tabsOf(t: TFunction, promotion: Promotion, v2: boolean) {
  return PROMOTION_TABS.map((tab) => ({
    id: tab,
    label: t(`promotions.tabs.${tab}`),
    render: () => (
      <Suspense fallback={null}>
        <PromotionTabContent promotion={promotion} tab={tab} v2={v2} />
      </Suspense>
    ),
  }));
}

const promotionAuditLabels: AuditLabels = {
  fields: {
    type: 'promotions.form.typeId',
    startDate: 'promotions.form.dates.start',
    endDate: 'promotions.form.dates.end',
  },
  values: { status: 'promotions.status' },
};

/**
 * What changed on a promotion (issue 37: creating and editing one writes its history), in a
 * section under its facts, closed until the user opens it.
 */
function PromotionHistory({ promotion }: { promotion: Promotion }) {
  return (
    <AuditSection
      call={promotionDetailEndpoints.history}
      input={{ params: { promotionId: promotion.id } }}
      texts="promotions"
      labels={promotionAuditLabels}
    />
  );
}

/** /sales/promotions/{promotionId}/{page}: facts, actions and the five tabs (accounts first). */
export function PromotionPage() {
  const { t, i18n } = useTranslation();
  const { promotionId } = useTableParams<'crm.promotion'>();
  const { pathname } = useLocation();
  const rest = pathname.split(`/promotions/${promotionId}/`)[1]?.split('/')[0];
  const selected = PROMOTION_TABS.includes(rest as PromotionTab)
    ? (rest as PromotionTab)
    : 'accounts';
  return (
    <RecordPage<Promotion>
      calls={promotionEndpoints}
      id={promotionId}
      failurePage="promotions.loadFailed"
      facts={(promotion) => promotionFacts(t, i18n.language as Language, promotion)}
      actions={(promotion) => <PromotionActions promotion={promotion} />}
      tabs={(promotion) => tabsOf(t, promotion, false)}
      tabRoutes={{ selected, hrefFor: (tab) => `/sales/promotions/${promotionId}/${tab}` }}
    >
      {(promotion) => <PromotionHistory promotion={promotion} />}
    </RecordPage>
  );
}

const TABLE_TYPE_TABS: Record<(typeof PROMOTION_TABLE_TYPES)[number], PromotionTab> = {
  ACCOUNTS: 'accounts',
  CONTACTS: 'contacts',
  ORDERS: 'orders',
  OFFERS: 'offers',
  DOCUMENTS: 'documents',
};

/** /sales/promotions-v2/{promotionId}?tableType=CONTACTS: the tab in an upper-case parameter. */
export function PromotionV2Page() {
  const { t, i18n } = useTranslation();
  const { promotionId } = useTableParams<'crm.promotionV2'>();
  const { search } = useLocation() as unknown as { search: { tableType?: string } };
  const tableType = (search.tableType ?? 'ACCOUNTS').toUpperCase();
  const selected =
    TABLE_TYPE_TABS[tableType as keyof typeof TABLE_TYPE_TABS] ?? ('accounts' as PromotionTab);
  const tableTypeOf = (tab: string) =>
    Object.entries(TABLE_TYPE_TABS).find(([, value]) => value === tab)?.[0] ?? 'ACCOUNTS';
  return (
    <RecordPage<Promotion>
      calls={promotionEndpoints}
      id={promotionId}
      failurePage="promotions.loadFailed"
      facts={(promotion) => promotionFacts(t, i18n.language as Language, promotion)}
      actions={(promotion) => (
        <Inline space="small">
          <PromotionActions promotion={promotion} />
        </Inline>
      )}
      tabs={(promotion) => tabsOf(t, promotion, true)}
      tabRoutes={{
        selected,
        hrefFor: (tab) => `/sales/promotions-v2/${promotionId}?tableType=${tableTypeOf(tab)}`,
      }}
    >
      {(promotion) => <PromotionHistory promotion={promotion} />}
    </RecordPage>
  );
}
