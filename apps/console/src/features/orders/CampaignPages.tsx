import { type CampaignRecord, type CampaignStatus, orderEndpoints } from '@adconsole/api';
import { formatDisplayDate, formatMoney, formatNumber, type Language } from '@adconsole/i18n';
import { Button, Card, Heading, Inline, Link, lazyPart, Stack, Text } from '@adconsole/ui';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndpoint } from '../../kit/endpointQuery.ts';
import { OnDemandPart } from '../../kit/OnDemandPart.tsx';
import { QueryPending } from '../../kit/QueryPending.tsx';
import { RecordPage } from '../../kit/RecordPage.tsx';
import { useOpens } from '../../kit/useOpens.ts';
import { useTableParams } from '../../routes/useTableParams.ts';
import { CAMPAIGN_TABS, type CampaignTab, campaignHref } from './campaignHref.ts';
import { useCampaignMove } from './campaignMove.ts';
import { campaignFacts, PriceSummary } from './campaignParts.tsx';
import { LazyOfferSendDialog } from './LazyOfferSendDialog.tsx';
import { tabOfStatus } from './orderCalls.ts';
import * as styles from './orders.css.ts';

const BULK_UPLOAD_HREF = '/creatives/digital/bulk-upload';

export { campaignHref };

// Each tab's code (its forms' date and number fields, the positions editor, the history list)
// loads when the tab shows, not with the page (issue 36); the overview, the first tab a
// campaign opens on from ALL, is light and stays here.
const editPart = lazyPart(() =>
  import('./CampaignEditTab.tsx').then((module) => module.CampaignEdit),
);
const positionsPart = lazyPart(() =>
  import('./PositionsEditor.tsx').then((module) => module.PositionsEditor),
);
const pdfPart = lazyPart(() => import('./PdfPreview.tsx').then((module) => module.PdfPreview));
const historyPart = lazyPart(() =>
  import('./CampaignHistoryTab.tsx').then((module) => module.CampaignHistory),
);
const paymentPart = lazyPart(() =>
  import('./CampaignPaymentTab.tsx').then((module) => module.CampaignPayment),
);
const newOrderPart = lazyPart(() =>
  import('./NewOrderForm.tsx').then((module) => module.NewOrderForm),
);

const tabKey: Record<CampaignTab, string> = {
  overview: 'overview',
  edit: 'edit',
  'edit-positions': 'editPositions',
  'preview-pdf': 'previewPdf',
  history: 'history',
  payment: 'payment',
};

function useCampaignRoute() {
  const { type } = useTableParams<'orders.campaignType'>();
  const { campaignId } = useTableParams<'orders.campaign'>();
  const { positionType, hasPositionConflict } = useTableParams<'orders.campaignPositions'>();
  return { type, id: campaignId, positionType, hasPositionConflict };
}

/** The moves the campaign page offers, in this order, by the statuses the server allows. */
const MOVES: readonly CampaignStatus[] = [
  'PENDING_APPROVAL',
  'OFFERED',
  'BOOKED',
  'PREPAYMENT',
  'PERFORMANCE',
  'ALTERNATE_QUOTE',
  'OFFER_DENIED',
  'DRAFT',
  'ARCHIVED',
];

/**
 * The buttons that move a campaign to the statuses the server says the user may; after a move
 * `onMoved` gets the new status (the page follows the campaign into its new list tab).
 */
export function StatusMoves({
  campaign,
  onMoved,
}: {
  campaign: CampaignRecord;
  onMoved?: (status: CampaignStatus) => void;
}) {
  const { t } = useTranslation();
  const moveCampaign = useCampaignMove();
  const [busy, setBusy] = useState<CampaignStatus>();
  const [offering, setOffering] = useState(false);
  const move = async (status: CampaignStatus) => {
    // Sending an offer is a preview first, then a real mail (issue 33 point 5).
    if (status === 'OFFERED') {
      setOffering(true);
      return;
    }
    setBusy(status);
    try {
      const moved = await moveCampaign(campaign, status);
      if (moved) onMoved?.(moved.status);
    } finally {
      setBusy(undefined);
    }
  };
  const moves = MOVES.filter((status) => campaign.nextStatuses.includes(status));
  if (moves.length === 0) return null;
  return (
    <Inline space="small">
      {moves.map((status) => (
        <Button
          key={status}
          variant={status === 'OFFER_DENIED' || status === 'ARCHIVED' ? 'secondary' : 'primary'}
          isBusy={busy === status}
          onPress={() => void move(status)}
        >
          {/* A submitted order is approved or returned: the staff's words for those two moves. */}
          {campaign.status === 'PENDING_APPROVAL' && (status === 'OFFERED' || status === 'DRAFT')
            ? t(`orders.campaign.approvalMove.${status}`)
            : t(`orders.campaign.moveTo.${status}`)}
        </Button>
      ))}
      {offering && (
        <LazyOfferSendDialog
          kind="campaign"
          campaign={{ id: campaign.id, name: campaign.name, version: campaign.version }}
          onClose={() => setOffering(false)}
          onSent={() => onMoved?.('OFFERED')}
        />
      )}
    </Inline>
  );
}

/**
 * A campaign's page (spec 3 §2.1): its facts, its status moves and its tabs overview, edit,
 * positions, PDF, history and payment, each a route under /orders/campaigns/{type}/{id}.
 * Opened from ALL (the link of tasks), the tabs lead to the campaign's own list type.
 */
function CampaignFrame({
  tab,
  render,
}: {
  tab: CampaignTab;
  render: (campaign: CampaignRecord, type: string) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const navigate = useNavigate();
  const { type, id } = useCampaignRoute();
  const record = useEndpoint(orderEndpoints.ordersCampaignRecord, { params: { id } });
  // Issue 40: a campaign with digital positions leads to the bulk upload (ADMIN) for it.
  const bulkUpload = useOpens(BULK_UPLOAD_HREF);
  const baseType = type === 'ALL' && record.data ? tabOfStatus(record.data.status) : type;
  return (
    <RecordPage<CampaignRecord>
      calls={{ get: orderEndpoints.ordersCampaignRecord }}
      id={id}
      facts={(campaign) => campaignFacts(t, language, campaign)}
      actions={(campaign) => (
        <Inline space="small">
          <StatusMoves
            campaign={campaign}
            onMoved={(status) => {
              // The URL and breadcrumb follow the campaign into its new list tab (issue 33
              // point 20: they kept /DRAFTS/ after the campaign moved on); ALL stays ALL.
              const next = tabOfStatus(status);
              if (type !== 'ALL' && next !== type) {
                void navigate({ href: campaignHref(next, id, tab), replace: true });
              }
            }}
          />
          <Button
            variant="secondary"
            onPress={() =>
              void navigate({ href: `/orders/campaign/${campaign.id}/position-history` })
            }
          >
            {t('orders.campaign.positionHistory')}
          </Button>
          {bulkUpload &&
            campaign.positions.some((position) => position.positionType === 'DIGITAL') && (
              <Button
                variant="secondary"
                onPress={() =>
                  void navigate({
                    href: `${BULK_UPLOAD_HREF}?${new URLSearchParams({
                      campaignId: String(campaign.id),
                      campaignName: campaign.name,
                    })}`,
                  })
                }
              >
                {t('routes.bulkUpload')}
              </Button>
            )}
        </Inline>
      )}
      tabs={(campaign) =>
        CAMPAIGN_TABS.map((id) => ({
          id,
          label: t(`orders.campaign.tabs.${tabKey[id]}`),
          render: () => render(campaign, baseType),
        }))
      }
      tabRoutes={{
        selected: tab,
        hrefFor: (tabId) => campaignHref(baseType, id, tabId as CampaignTab),
      }}
    />
  );
}

/** /orders/campaigns/{type}/{id}/overview, and /orders/campaigns/ALL/{id}. */
export function CampaignOverviewPage() {
  return (
    <CampaignFrame tab="overview" render={(campaign) => <CampaignOverview campaign={campaign} />} />
  );
}

function CampaignOverview({ campaign }: { campaign: CampaignRecord }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const overview = useEndpoint(orderEndpoints.ordersCampaignOverview, {
    params: { id: campaign.id },
  });
  if (!overview.data) return <QueryPending query={overview} />;
  const { media, positionStatuses, creativesMissing, conflicts, totals } = overview.data;
  return (
    <Stack space="large">
      <PriceSummary totals={totals} title={t('orders.overview.price')} />
      <Card as="section" aria-label={t('orders.overview.media')}>
        <Stack space="small">
          <Heading level={2}>{t('orders.overview.media')}</Heading>
          {media.length === 0 ? (
            <Text tone="muted">{t('orders.overview.noPositions')}</Text>
          ) : (
            <table className={styles.grid}>
              <thead>
                <tr>
                  <th className={styles.headCell}>{t('orders.overview.medium')}</th>
                  <th className={styles.headCell}>{t('orders.overview.positions')}</th>
                  <th className={styles.headCell}>{t('orders.overview.period')}</th>
                  <th className={styles.moneyHeadCell}>
                    {/* The media's net is their positions' (after discounts); the price's net
                        above is after the agency commission too: with one, the two differ and
                        the column says so (issue 37, a stranger saw two different "Netto"). */}
                    {t(
                      totals.commission > 0
                        ? 'orders.overview.netBeforeCommission'
                        : 'orders.overview.net',
                    )}
                  </th>
                </tr>
              </thead>
              <tbody>
                {media.map((medium) => (
                  <tr key={medium.positionType}>
                    <td className={styles.cell}>
                      {t(`orders.positionType.${medium.positionType}`)}
                    </td>
                    <td className={styles.numberCell}>{medium.positions}</td>
                    <td className={styles.wrappingCell}>
                      {formatDisplayDate(medium.firstDate)} – {formatDisplayDate(medium.lastDate)}
                    </td>
                    <td className={styles.numberCell}>
                      {formatMoney(medium.net, language, totals.currency)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </Stack>
      </Card>
      <Card as="section" aria-label={t('orders.overview.state')}>
        <Stack space="small">
          <Heading level={2}>{t('orders.overview.state')}</Heading>
          <Text>
            {positionStatuses
              .map(
                (entry) =>
                  `${t(`statuses.${entry.status}`, { defaultValue: entry.status })}: ${formatNumber(entry.count)}`,
              )
              .join(' · ') || t('orders.overview.noPositions')}
          </Text>
          <Text tone={creativesMissing > 0 ? 'critical' : 'neutral'}>
            {t('orders.overview.creativesMissing', { count: creativesMissing })}
          </Text>
          {conflicts > 0 ? (
            <Link
              href={
                campaignHref(tabOfStatus(campaign.status), campaign.id, 'edit-positions') +
                '/ALL/true'
              }
            >
              {t('orders.overview.conflicts', { count: conflicts })}
            </Link>
          ) : (
            <Text>{t('orders.overview.conflicts', { count: 0 })}</Text>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}

/** /orders/campaigns/{type}/{id}: the campaign's fields; a stale save offers to reload. */
export function CampaignEditPage() {
  const { type } = useCampaignRoute();
  if (type === 'ALL') return <CampaignOverviewPage />;
  return (
    <CampaignFrame
      tab="edit"
      render={(campaign, base) => <OnDemandPart part={editPart} props={{ campaign, type: base }} />}
    />
  );
}

/** /orders/campaigns/{type}/{id}/edit-positions/{positionType?}/{hasPositionConflict?}. */
export function CampaignPositionsPage() {
  const { positionType, hasPositionConflict } = useCampaignRoute();
  return (
    <CampaignFrame
      tab="edit-positions"
      render={(campaign, type) => (
        <OnDemandPart
          part={positionsPart}
          props={{
            campaign,
            type,
            positionType,
            onlyConflicts: hasPositionConflict === 'true',
          }}
        />
      )}
    />
  );
}

/** /orders/campaigns/{type}/{id}/preview-pdf: the server's offer PDF in the browser. */
export function CampaignPdfPage() {
  return (
    <CampaignFrame
      tab="preview-pdf"
      render={(campaign) => <OnDemandPart part={pdfPart} props={{ campaign }} />}
    />
  );
}

/** /orders/campaigns/{type}/{id}/history: each change of the campaign and its positions. */
export function CampaignHistoryPage() {
  return (
    <CampaignFrame
      tab="history"
      render={(campaign) => <OnDemandPart part={historyPart} props={{ campaign }} />}
    />
  );
}

/** /orders/campaigns/{type}/{id}/payment: the payment status and the day it reached each. */
export function CampaignPaymentPage() {
  return (
    <CampaignFrame
      tab="payment"
      render={(campaign) => <OnDemandPart part={paymentPart} props={{ campaign }} />}
    />
  );
}

/**
 * /orders/campaigns/OFFERED/new-order, …/new-order/{accountId} and
 * …/tasks/{taskId}/new-order: a new offer for an account (from a task: the task's account),
 * then on to its positions.
 */
export function NewOrderPage() {
  return <OnDemandPart part={newOrderPart} props={{}} />;
}
