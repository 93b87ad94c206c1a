import type { CampaignRecord, PriceBreakdown } from '@adconsole/api';
import {
  formatDisplayDate,
  formatMoney,
  formatNumber,
  formatPercent,
  type Language,
} from '@adconsole/i18n';
import { StatusBadge, Text } from '@adconsole/ui';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { RecordFact } from '../../kit/RecordFacts.tsx';
import { Section } from '../../kit/Section.tsx';
import { CAMPAIGN_STATUS_TONES } from './campaignTones.ts';
import * as styles from './orders.css.ts';

/** The main facts of a campaign (its page's card). */
export function campaignFacts(
  t: TFunction,
  language: Language,
  campaign: CampaignRecord,
): RecordFact[] {
  return [
    [
      t('orders.campaign.facts.status'),
      <StatusBadge key="status" tone={CAMPAIGN_STATUS_TONES[campaign.status]}>
        {t(`statuses.${campaign.status}`)}
      </StatusBadge>,
    ],
    [t('orders.campaign.facts.type'), campaign.type.name],
    [t('orders.campaign.facts.advertiser'), campaign.advertiser.name],
    [t('orders.campaign.facts.agency'), campaign.agency?.name],
    [t('orders.campaign.facts.invoicingAccount'), campaign.invoicingAccount.name],
    [
      t('orders.campaign.facts.period'),
      `${formatDisplayDate(campaign.startDate)} – ${formatDisplayDate(campaign.endDate)}`,
    ],
    [t('orders.campaign.facts.salesPerson'), campaign.salesPerson?.name],
    [
      t('orders.history.fields.offerValidUntil'),
      campaign.offerValidUntil && formatDisplayDate(campaign.offerValidUntil),
    ],
    [t('orders.campaign.facts.positions'), formatNumber(campaign.positionCount, language)],
    [
      t('orders.campaign.facts.total'),
      formatMoney(campaign.totals.total, language, campaign.currency),
    ],
    [
      t('orders.campaign.facts.payment'),
      campaign.paymentStatus && t(`orders.payment.status.${campaign.paymentStatus}`),
    ],
  ];
}

/** The price breakdown (DOMAIN.md §3): gross, discounts, commission, net, VAT, total. */
export function PriceSummary({ totals, title }: { totals: PriceBreakdown; title: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const rows: [string, number, boolean][] = [
    [t('orders.price.gross'), totals.gross, false],
    // No discount is 0.00, not -0.00.
    [t('orders.price.discounts'), -totals.discounts || 0, false],
    ...(totals.commission
      ? [
          [t('orders.price.commission'), -totals.commission || 0, false] as [
            string,
            number,
            boolean,
          ],
        ]
      : []),
    [t('orders.price.net'), totals.net, false],
    [t('orders.price.vat', { rate: formatPercent(totals.vatRate, language) }), totals.vat, false],
    [t('orders.price.total'), totals.total, true],
  ];
  return (
    <Section title={title} space="small">
      <dl className={styles.amounts}>
        {rows.map(([label, amount, strong]) => (
          <Row key={label} label={label} strong={strong}>
            {formatMoney(amount, language, totals.currency)}
          </Row>
        ))}
      </dl>
    </Section>
  );
}

function Row({ label, strong, children }: { label: string; strong: boolean; children: string }) {
  const weight = strong ? 'strong' : 'regular';
  return (
    <>
      <Text as="dt" weight={weight}>
        {label}
      </Text>
      <Text as="dd" weight={weight}>
        <span className={styles.amount}>{children}</span>
      </Text>
    </>
  );
}
