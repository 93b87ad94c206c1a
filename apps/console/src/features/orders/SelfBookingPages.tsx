import { type CampaignRecord, type OrderPosition, orderEndpoints } from '@adconsole/api';
import type { Language } from '@adconsole/i18n';
import {
  Button,
  Card,
  createDataTableColumns,
  DataTable,
  Heading,
  Inline,
  lazyPart,
  PageLayout,
  Stack,
  StatusBadge,
  Text,
} from '@adconsole/ui';
import { useNavigate } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { kitColumns } from '../../kit/columns.tsx';
import { useEndpoint } from '../../kit/endpointQuery.ts';
import { OnDemandPart } from '../../kit/OnDemandPart.tsx';
import { QueryPending } from '../../kit/QueryPending.tsx';
import { RecordPage } from '../../kit/RecordPage.tsx';
import { recordCrumbs } from '../../kit/recordPaths.ts';
import { usePageHeading } from '../../kit/usePageHeading.ts';
import { useTableParams } from '../../routes/useTableParams.ts';
import { sbHref } from './campaignHref.ts';
import { useCampaignMove } from './campaignMove.ts';
import { campaignFacts, PriceSummary } from './campaignParts.tsx';
import { positionFigureColumns } from './positionColumns.ts';

// The self-booking flow (spec 3 §2.1, spec 1 §2.6) for SELF_BOOKING customers: the campaign
// (type, name, dates), then its positions (product, dates, ad medium, quantity, each with its
// price and VAT), the offer PDF, and the submission for approval (PENDING_APPROVAL: the staff's
// APPROVALS tab shows it). Each step is a page; the campaign's page says which is next.

// The steps' forms (their date and number fields) and the PDF load when they show (issue 36).
const campaignFormPart = lazyPart(() =>
  import('./SelfBookingCampaignForm.tsx').then((module) => module.SelfBookingCampaignForm),
);
const positionFormPart = lazyPart(() =>
  import('./PositionsEditor.tsx').then((module) => module.PositionForm),
);
const pdfPart = lazyPart(() => import('./PdfPreview.tsx').then((module) => module.PdfPreview));

/** A self-booking page; under a campaign, its crumb names the campaign ("Weihnachtsbrot"). */
function Frame({
  children,
  campaign,
}: {
  children: React.ReactNode;
  campaign?: { id: number; name: string } | undefined;
}) {
  const { title, crumbs } = usePageHeading();
  return (
    <PageLayout
      title={title}
      breadcrumbs={campaign ? recordCrumbs(crumbs, campaign.id, campaign.name) : crumbs}
    >
      {children}
    </PageLayout>
  );
}

/** /orders/campaigns/sb/new-order/campaign: step 1, the campaign for the customer's own account. */
export function SelfBookingNewPage() {
  const { t } = useTranslation();
  const context = useEndpoint(orderEndpoints.ordersSelfBookingContext, {});
  if (!context.data) {
    return (
      <Frame>
        <QueryPending query={context} />
      </Frame>
    );
  }
  const { account, campaignTypes } = context.data;
  if (!account) {
    return (
      <Frame>
        <Text>{t('orders.sb.noAccount')}</Text>
      </Frame>
    );
  }
  const types = campaignTypes.filter((type) => type.selfBookable);
  return <OnDemandPart part={campaignFormPart} props={{ accountId: account.id, types }} />;
}

const STEPS = ['campaign', 'positions', 'offer', 'submit'] as const;

/** Where the customer stands: the steps done and the next one. */
function Steps({ campaign }: { campaign: CampaignRecord }) {
  const { t } = useTranslation();
  const submitted = campaign.status !== 'DRAFT';
  const done = [true, campaign.positions.length > 0, submitted, submitted];
  return (
    <ol aria-label={t('orders.sb.steps.label')}>
      {STEPS.map((step, index) => (
        <li key={step}>
          <Inline space="small">
            <Text weight={done[index] ? 'regular' : 'strong'}>{t(`orders.sb.steps.${step}`)}</Text>
            {done[index] && <StatusBadge tone="positive">{t('orders.sb.steps.done')}</StatusBadge>}
          </Inline>
        </li>
      ))}
    </ol>
  );
}

function sbPositionColumns(
  t: TFunction,
  language: Language,
  campaign: CampaignRecord,
  open: (position: OrderPosition) => void,
) {
  const column = createDataTableColumns<OrderPosition>();
  const figures = positionFigureColumns(t, language);
  return [
    ...figures.lead,
    figures.netAmount,
    ...(campaign.editable
      ? [
          column.display({
            id: 'actions',
            header: t('orders.positions.columns.actions'),
            cell: ({ row: { original } }) => (
              <Button
                size="small"
                variant="secondary"
                aria-label={t('orders.positions.editNamed', { name: original.product.name })}
                onPress={() => open(original)}
              >
                {t('orders.positions.edit')}
              </Button>
            ),
          }),
        ]
      : []),
  ];
}

/** /orders/campaigns/sb/{campaignId}: the campaign, its positions and price, and the next step. */
export function SelfBookingCampaignPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const navigate = useNavigate();
  const { campaignId: id } = useTableParams<'orders.selfBookingCampaign'>();
  const [submitting, setSubmitting] = useState(false);
  const moveCampaign = useCampaignMove();
  const submit = async (campaign: CampaignRecord) => {
    setSubmitting(true);
    try {
      await moveCampaign(campaign, 'PENDING_APPROVAL', 'orders.sb.submitted');
    } finally {
      setSubmitting(false);
    }
  };
  const open = (position: OrderPosition) =>
    void navigate({ href: sbHref(id, `/position/${position.id}`) });
  const columnsFor = (campaign: CampaignRecord) => sbPositionColumns(t, language, campaign, open);
  return (
    <RecordPage<CampaignRecord>
      calls={{ get: orderEndpoints.ordersCampaignRecord }}
      id={id}
      facts={(campaign) => campaignFacts(t, language, campaign)}
    >
      {(campaign) => (
        <Stack space="large">
          <Steps campaign={campaign} />
          {campaign.status === 'PENDING_APPROVAL' && (
            <Card as="section">
              <Text weight="strong">{t('orders.sb.waiting')}</Text>
            </Card>
          )}
          <Stack space="small">
            <Heading level={2}>{t('orders.sb.positionsTitle')}</Heading>
            <DataTable
              aria-label={t('orders.positions.label', { name: campaign.name })}
              layout="table"
              rows={campaign.positions}
              getRowId={(position) => String(position.id)}
              columns={kitColumns(columnsFor(campaign), language)}
            />
          </Stack>
          <PriceSummary totals={campaign.totals} title={t('orders.sb.price')} />
          <Inline space="small">
            {campaign.editable && (
              <Button
                variant={campaign.positions.length > 0 ? 'secondary' : 'primary'}
                onPress={() => void navigate({ href: sbHref(id, '/position/create') })}
              >
                {t('orders.sb.addPosition')}
              </Button>
            )}
            {campaign.positions.length > 0 && (
              <Button
                variant="secondary"
                onPress={() => void navigate({ href: sbHref(id, '/preview-pdf') })}
              >
                {t('orders.sb.preview')}
              </Button>
            )}
            {campaign.status === 'DRAFT' && campaign.nextStatuses.includes('PENDING_APPROVAL') && (
              <Button
                isDisabled={campaign.positions.length === 0}
                isBusy={submitting}
                onPress={() => void submit(campaign)}
              >
                {t('orders.sb.submit')}
              </Button>
            )}
          </Inline>
        </Stack>
      )}
    </RecordPage>
  );
}

/** /orders/campaigns/sb/{campaignId}/position/create and …/position/{positionId}. */
export function SelfBookingPositionPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { campaignId: id } = useTableParams<'orders.selfBookingCampaign'>();
  // `position/create` has no id: the same screen, empty.
  const { positionId }: { positionId?: number } = useTableParams<'orders.selfBookingPosition'>();
  const record = useEndpoint(orderEndpoints.ordersCampaignRecord, { params: { id } });
  const back = () => void navigate({ href: sbHref(id) });
  let content: React.ReactNode;
  if (!record.data) {
    content = <QueryPending query={record} />;
  } else {
    const position = record.data.positions.find((item) => item.id === positionId);
    content =
      positionId !== undefined && !position ? (
        <Text>{t('orders.sb.noPosition')}</Text>
      ) : (
        <OnDemandPart
          part={positionFormPart}
          props={{
            campaign: record.data,
            position,
            staff: false,
            onDone: back,
            onCancel: back,
          }}
        />
      );
  }
  return <Frame campaign={record.data}>{content}</Frame>;
}

/** /orders/campaigns/sb/{campaignId}/preview-pdf: the offer as the customer will get it. */
export function SelfBookingPdfPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { campaignId: id } = useTableParams<'orders.selfBookingCampaign'>();
  const record = useEndpoint(orderEndpoints.ordersCampaignRecord, { params: { id } });
  return (
    <Frame campaign={record.data}>
      {record.isError || !record.data ? (
        <QueryPending query={record} />
      ) : (
        <Stack space="medium">
          <Inline space="small">
            <Button variant="secondary" onPress={() => void navigate({ href: sbHref(id) })}>
              {t('orders.sb.back')}
            </Button>
          </Inline>
          <OnDemandPart part={pdfPart} props={{ campaign: record.data }} />
        </Stack>
      )}
    </Frame>
  );
}
