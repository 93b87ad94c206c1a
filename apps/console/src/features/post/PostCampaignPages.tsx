import {
  type PostCampaign,
  type PostCampaignStatus,
  type PostHistoryEntry,
  postCampaignEndpoints,
} from '@adconsole/api';
import {
  formatDateTime,
  formatDisplayDate,
  formatMoney,
  formatNumber,
  formatPercent,
  type Language,
} from '@adconsole/i18n';
import {
  Box,
  Button,
  Card,
  Heading,
  Inline,
  Link,
  Loader,
  lazyPart,
  Stack,
  StatusBadge,
  Text,
} from '@adconsole/ui';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from '@tanstack/react-router';
import type { ComponentProps, ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, endpointQuery, useActingCompanyId } from '../../kit/endpointQuery.ts';
import { OnDemandPart } from '../../kit/OnDemandPart.tsx';
import { RecordPage } from '../../kit/RecordPage.tsx';
import { useShownCompanyId } from '../../kit/shownCompany.ts';
import { useFailureToast } from '../../kit/useFailureToast.ts';
import { useTableParams, useTableSearch } from '../../routes/useTableParams.ts';
import { useConfirmedMove } from '../orders/campaignMove.ts';
import { CAMPAIGN_STATUS_TONES } from '../orders/campaignTones.ts';
import { Warnings } from './campaignParts.tsx';
import { PortalLink } from './PortalLink.tsx';
import type { GeneralForm as LoadedGeneralForm } from './PostGeneralForm.tsx';
import { useRefreshPost } from './refresh.ts';
import {
  campaignBase,
  historyFieldLabel,
  historyValue,
  INVOICE_STATE_TONES,
  type PostStepId,
  stepStates,
} from './steps.ts';

/** The step bar (spec 3 §2.2): each step a link, or, when unavailable, the reason why. */
function StepBar({ campaign, current }: { campaign: PostCampaign; current?: PostStepId }) {
  const { t } = useTranslation();
  const steps = stepStates(campaign, campaignBase(campaign));
  return (
    <Box as="nav" aria-label={t('post.steps.label')}>
      <Box as="ol" display="flex" flexWrap="wrap" gap="medium">
        {steps.map((step, index) => {
          const label = `${index + 1}. ${t(step.label)}`;
          return (
            <Box as="li" key={step.id} display="flex" flexDirection="column" data-step={step.id}>
              {step.id === current ? (
                <Text weight="strong" as="span">
                  <span aria-current="step">{label}</span>
                </Text>
              ) : step.disabledReason ? (
                <Text tone="muted" as="span">
                  <span aria-disabled="true">{label}</span>
                </Text>
              ) : (
                <Link href={step.href}>{label}</Link>
              )}
              {step.disabledReason && (
                <Text tone="muted" size="small" as="span">
                  {t(step.disabledReason)}
                </Text>
              )}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

/**
 * The moves of the campaign's status the server's table allows from its status (its
 * `nextStatuses`, post-rules.ts), each a button: submit for approval, the customer's answers to
 * an offer, prepayment, start, archive. The offer itself goes out from the preview step, with
 * its mail (issue 37: before, only "send as offer" had a button).
 */
const movesOf = (campaign: PostCampaign) =>
  campaign.nextStatuses.filter((status) => status !== 'OFFERED');

/** The moves shown in the secondary style: the ones that step back or end the offer. */
const SECONDARY_MOVES: ReadonlySet<PostCampaignStatus> = new Set([
  'OFFER_DENIED',
  'ALTERNATE_QUOTE',
  'PREPAYMENT',
]);

/**
 * The status moves of a post campaign, each confirmed first (useConfirmedMove); after a move the
 * page follows the campaign to its new status in the URL and breadcrumb (issue 33 point 20).
 */
function PostStatusMoves({ campaign }: { campaign: PostCampaign }) {
  const { t } = useTranslation();
  const move = useConfirmedMove();
  const refresh = useRefreshPost();
  const failed = useFailureToast();
  const navigate = useNavigate();
  const location = useLocation();
  const [busy, setBusy] = useState<PostCampaignStatus>();
  const moves = movesOf(campaign);
  if (moves.length === 0) return null;
  const run = async (status: PostCampaignStatus) => {
    setBusy(status);
    try {
      const moved = await move(campaign.name, status, () =>
        call(postCampaignEndpoints.changeStatus, { params: { id: campaign.id }, body: { status } }),
      );
      if (!moved) return;
      await refresh();
      const from = campaignBase(campaign);
      if (location.pathname.startsWith(from)) {
        void navigate({
          href: `${campaignBase(moved)}${location.pathname.slice(from.length)}`,
          replace: true,
        });
      }
    } catch (error) {
      failed(error);
    } finally {
      setBusy(undefined);
    }
  };
  return (
    <>
      {moves.map((status) => (
        <Button
          key={status}
          variant={SECONDARY_MOVES.has(status) ? 'secondary' : 'primary'}
          isBusy={busy === status}
          onPress={() => void run(status)}
        >
          {t(`orders.campaign.moveTo.${status}`)}
        </Button>
      ))}
    </>
  );
}

/** The frame of every campaign page: its name, facts, step bar and warnings. */
function PostCampaignFrame({
  tab,
  step,
  render,
}: {
  tab?: 'overview' | 'history';
  step?: PostStepId;
  render?: (campaign: PostCampaign) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const { campaignId, status } = useTableParams<'orders.postCampaign'>();
  return (
    <RecordPage<PostCampaign>
      calls={postCampaignEndpoints}
      id={campaignId}
      facts={(campaign) => [
        [t('post.facts.account'), campaign.account.name],
        [
          t('post.facts.invoicingAccount'),
          campaign.invoicingAccount.excludeMwst
            ? `${campaign.invoicingAccount.name} (${t('post.facts.excludeMwst')})`
            : campaign.invoicingAccount.name,
        ],
        [
          t('post.facts.period'),
          `${formatDisplayDate(campaign.startDate)} – ${formatDisplayDate(campaign.endDate)}`,
        ],
        [t('post.facts.country'), t(`post.countries.${campaign.countryCode}`)],
        [
          t('post.facts.status'),
          <StatusBadge key="status" tone={CAMPAIGN_STATUS_TONES[campaign.status]}>
            {t(`statuses.${campaign.status}`)}
          </StatusBadge>,
        ],
        [
          t('post.facts.invoiceState'),
          <StatusBadge key="invoice" tone={INVOICE_STATE_TONES[campaign.invoiceState]}>
            {t(`post.invoiceStates.${campaign.invoiceState}`)}
          </StatusBadge>,
        ],
        [t('post.facts.total'), formatMoney(campaign.total, language, campaign.currency)],
      ]}
      actions={(campaign) => (
        <Inline space="small">
          <PostStatusMoves campaign={campaign} />
          <PortalLink accountId={campaign.account.id} contactIds={campaign.contactIds} />
        </Inline>
      )}
      {...(tab
        ? {
            tabs: (campaign: PostCampaign) => [
              {
                id: 'overview',
                label: t('routes.overview'),
                render: () => <Overview campaign={campaign} />,
              },
              {
                id: 'history',
                label: t('routes.history'),
                render: () => <History campaign={campaign} />,
              },
            ],
            tabRoutes: {
              selected: tab,
              hrefFor: (id: string) => {
                const base = `/orders/post-campaigns/${status}/${campaignId}`;
                return id === 'overview' ? base : `${base}/${id}`;
              },
            },
          }
        : {})}
    >
      {(campaign) => (
        <Stack space="large">
          <StepBar campaign={campaign} {...(step ? { current: step } : {})} />
          {step !== 'configurePositions' && <Warnings campaign={campaign} />}
          {render?.(campaign)}
        </Stack>
      )}
    </RecordPage>
  );
}

function Overview({ campaign }: { campaign: PostCampaign }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  // Spec 3 §7 "country VAT by companyId, shouldExcludeTax, country, date": the rate the
  // campaign's positions are taxed at, for its country on its end date (0 when its invoicing
  // account is exempt from VAT).
  const companyId = useShownCompanyId();
  const acting = useActingCompanyId();
  const vat = useQuery({
    ...endpointQuery(
      postCampaignEndpoints.countryVat,
      {
        query: {
          companyId: companyId ?? 0,
          shouldExcludeTax: campaign.invoicingAccount.excludeMwst,
          country: campaign.countryCode,
          date: campaign.endDate,
        },
      },
      acting,
    ),
    enabled: companyId !== null,
  });
  return (
    <Card as="section">
      <Stack space="small">
        <Heading level={3}>{t('routes.overview')}</Heading>
        <Text>
          {t('post.facts.product')}: {campaign.info?.product ?? '–'}
        </Text>
        <Text>
          {t('post.facts.adUnits')}:{' '}
          {campaign.adUnitsImported
            ? t('post.facts.adUnitsImported', { units: campaign.availableUnits })
            : t('post.facts.adUnitsMissing')}
        </Text>
        <Text>
          {t('post.columns.positionCount')}: {formatNumber(campaign.positionCount)}
        </Text>
        <Text>
          {t('post.facts.net')}: {formatMoney(campaign.netTotal, language, campaign.currency)} ·{' '}
          {t('post.facts.vat')}: {formatMoney(campaign.vatTotal, language, campaign.currency)}
        </Text>
        <Text>
          {t('post.facts.vatRate', {
            country: t(`post.countries.${campaign.countryCode}`),
            date: formatDisplayDate(campaign.endDate),
          })}
          : {vat.data ? formatPercent(vat.data.rate, language) : '–'}
        </Text>
      </Stack>
    </Card>
  );
}

/** The campaign's POST_CAMPAIGN_FIELD_CHANGED entries, old → new. */
function History({ campaign }: { campaign: PostCampaign }) {
  const { t, i18n } = useTranslation();
  const history = useQuery(
    endpointQuery(
      postCampaignEndpoints.history,
      { params: { id: campaign.id } },
      useActingCompanyId(),
    ),
  );
  const entries = history.data ?? [];
  return (
    <Card as="section">
      <Stack space="small">
        <Heading level={3}>{t('post.history.label', { name: campaign.name })}</Heading>
        {entries.length === 0 ? (
          <Text tone="muted">{t('post.history.empty')}</Text>
        ) : (
          <Box as="ol" display="flex" flexDirection="column" gap="small">
            {entries.map((entry: PostHistoryEntry) => (
              <Box as="li" key={entry.id}>
                <Text>
                  <strong>{historyFieldLabel(t, entry.field)}</strong>:{' '}
                  {historyValue(t, entry.field, entry.oldValue, i18n.language)} →{' '}
                  {historyValue(t, entry.field, entry.newValue, i18n.language)}
                </Text>
                <Text tone="muted" size="small">
                  {formatDateTime(entry.createdAt)}
                  {entry.author ? ` · ${entry.author}` : ''}
                </Text>
              </Box>
            ))}
          </Box>
        )}
      </Stack>
    </Card>
  );
}

// --- The steps' code (their forms' date and number fields, the positions) loads when the step
// shows, not with the page (issue 36); the overview and history are light and stay here. ---
const generalFormPart = lazyPart(() =>
  import('./PostGeneralForm.tsx').then((module) => module.GeneralForm),
);
const informationPart = lazyPart(() =>
  import('./PostSteps.tsx').then((module) => module.InformationStep),
);
const targetGroupPart = lazyPart(() =>
  import('./PostSteps.tsx').then((module) => module.TargetGroupStep),
);
const calculationPart = lazyPart(() =>
  import('./PostSteps.tsx').then((module) => module.CalculationStep),
);
const previewPart = lazyPart(() => import('./PostSteps.tsx').then((module) => module.PreviewStep));
const positionsPart = lazyPart(() =>
  import('./PositionsStep.tsx').then((module) => module.PositionsStep),
);

function GeneralForm(props: ComponentProps<typeof LoadedGeneralForm>) {
  return <OnDemandPart part={generalFormPart} props={props} />;
}

/**
 * /orders/post-campaigns/new-order/{accountId?}?contactIds=…&redirectTo=…, and the same under a
 * campaign (/orders/post-campaigns/{status}/{campaignId}/new-order/{accountId?}): a new campaign
 * for the account the path names, else for the campaign's account.
 */
export function PostCampaignCreatePage() {
  const params = useTableParams<'orders.postCampaignCreate'>() as {
    accountId?: number | undefined;
    campaignId?: number | undefined;
  };
  const search = useTableSearch<'orders.postCampaignCreate'>();
  const companyId = useActingCompanyId();
  const contactIds = (search.contactIds ?? '')
    .replace(/"/g, '')
    .split(',')
    .filter((value) => /^[0-9]{1,9}$/.test(value))
    .map(Number);
  const from = useQuery({
    ...endpointQuery(
      postCampaignEndpoints.get,
      { params: { id: params.campaignId ?? 0 } },
      companyId,
    ),
    enabled: params.campaignId !== undefined && params.accountId === undefined,
  });
  const accountId = params.accountId ?? from.data?.account.id;
  const account = useQuery({
    ...endpointQuery(postCampaignEndpoints.accounts, { query: { id: accountId ?? 0 } }, companyId),
    enabled: accountId !== undefined,
  });
  const waiting =
    (params.campaignId !== undefined && params.accountId === undefined && !from.data) ||
    (accountId !== undefined && !account.data);
  if (waiting) return <Loader />;
  const [preselected] = account.data ?? [];
  return (
    <GeneralForm
      account={preselected}
      contactIds={contactIds.length > 0 ? contactIds : (from.data?.contactIds ?? [])}
    />
  );
}

export function PostCampaignGeneralPage() {
  const { campaignId } = useTableParams<'orders.postCampaign'>();
  return (
    <PostCampaignFrame step="general" render={() => <GeneralFormEmbedded id={campaignId} />} />
  );
}

function GeneralFormEmbedded({ id }: { id: number }) {
  return <GeneralForm id={id} embedded />;
}

export function PostCampaignOverviewPage() {
  return <PostCampaignFrame tab="overview" />;
}

export function PostCampaignHistoryPage() {
  return <PostCampaignFrame tab="history" />;
}

export function PostCampaignInformationPage() {
  return (
    <PostCampaignFrame
      step="information"
      render={(campaign) => <OnDemandPart part={informationPart} props={{ campaign }} />}
    />
  );
}

export function PostCampaignTargetGroupPage() {
  return (
    <PostCampaignFrame
      step="targetGroupSettings"
      render={(campaign) => <OnDemandPart part={targetGroupPart} props={{ campaign }} />}
    />
  );
}

export function PostCampaignCalculationPage() {
  return (
    <PostCampaignFrame
      step="calculation"
      render={(campaign) => <OnDemandPart part={calculationPart} props={{ campaign }} />}
    />
  );
}

export function PostCampaignPositionsPage() {
  return (
    <PostCampaignFrame
      step="configurePositions"
      render={(campaign) => <OnDemandPart part={positionsPart} props={{ campaign }} />}
    />
  );
}

export function PostCampaignPreviewPage() {
  return (
    <PostCampaignFrame
      step="preview"
      render={(campaign) => <OnDemandPart part={previewPart} props={{ campaign }} />}
    />
  );
}
