import { type Deal, dealEndpoints, dealHistoryEndpoint } from '@adconsole/api';
import type { Language } from '@adconsole/i18n';
import { Inline, Link, Stack, StatusBadge } from '@adconsole/ui';
import { useTranslation } from 'react-i18next';
import { AuditTrail } from '../../kit/AuditTrail.tsx';
import { useEndpoint } from '../../kit/endpointQuery.ts';
import { RecordPage } from '../../kit/RecordPage.tsx';
import { Section } from '../../kit/Section.tsx';
import { useTableParams } from '../../routes/useTableParams.ts';
import { DealDelivery } from './DealDelivery.tsx';
import { DEAL_STATUS_TONES, DEAL_TEXTS, DEALS_PATH, dealDays, dealPrice } from './dealParts.ts';

// /orders/programmatic-deals/{dealId} (issue 41): a deal's terms, whether the live header tag
// carries it as it is now, a link to its tag and its form, its delivery per day and its history.

/** /orders/programmatic-deals/{dealId}: the deal's terms, the live tag, its history. */
export function DealPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const { dealId } = useTableParams<'orders.programmaticDeal'>();
  const history = useEndpoint(dealHistoryEndpoint, { params: { id: dealId } });
  return (
    <RecordPage<Deal>
      calls={dealEndpoints}
      id={dealId}
      facts={(deal) => [
        [t(`${DEAL_TEXTS}.columns.dealId`), deal.dealId],
        [t(`${DEAL_TEXTS}.columns.type`), t(`${DEAL_TEXTS}.types.${deal.type}`)],
        [
          t(`${DEAL_TEXTS}.columns.status`),
          <StatusBadge key="status" tone={DEAL_STATUS_TONES[deal.status]}>
            {t(`${DEAL_TEXTS}.status.${deal.status}`)}
          </StatusBadge>,
        ],
        [t(`${DEAL_TEXTS}.columns.headerTagName`), `${deal.headerTagName} (${deal.websiteName})`],
        [
          t(`${DEAL_TEXTS}.columns.placements`),
          deal.placements.map((placement) => `${placement.name} (${placement.code})`).join(', '),
        ],
        [
          t(`${DEAL_TEXTS}.columns.seats`),
          deal.seats.length > 0 ? deal.seats.join(', ') : t(`${DEAL_TEXTS}.anySeat`),
        ],
        [t(`${DEAL_TEXTS}.columns.floor`), dealPrice(deal, language)],
        [t(`${DEAL_TEXTS}.columns.priority`), String(deal.priority)],
        [
          `${t(`${DEAL_TEXTS}.columns.startDate`)} – ${t(`${DEAL_TEXTS}.columns.endDate`)}`,
          dealDays(t, deal),
        ],
        [
          t(`${DEAL_TEXTS}.columns.published`),
          t(deal.published ? `${DEAL_TEXTS}.published.yes` : `${DEAL_TEXTS}.published.no`),
        ],
      ]}
      actions={(deal) => (
        <Inline space="medium">
          <Link href={`/header-tag/tags/${deal.headerTagId}/placements`}>
            {t(`${DEAL_TEXTS}.openTag`)}
          </Link>
          <Link href={`${DEALS_PATH}/edit/${deal.id}`}>{t(`${DEAL_TEXTS}.actions.edit`)}</Link>
        </Inline>
      )}
    >
      {(deal) => (
        <Stack space="xlarge">
          <DealDelivery deal={deal} />
          <Section title={t(`${DEAL_TEXTS}.history.title`)}>
            <AuditTrail
              audit={history}
              texts={DEAL_TEXTS}
              labels={{
                fields: { headerTagId: `${DEAL_TEXTS}.audit.fields.headerTagId` },
                values: { type: `${DEAL_TEXTS}.types`, status: `${DEAL_TEXTS}.status` },
              }}
              label={t(`${DEAL_TEXTS}.history.title`)}
            />
          </Section>
        </Stack>
      )}
    </RecordPage>
  );
}
