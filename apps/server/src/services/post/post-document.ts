import { businessDay } from '@adconsole/api/contracts';
import type { Db } from '../../db/database.ts';
import { interfaceTexts, type Language } from '../../kit/texts.ts';
import { loadBranding } from '../../pdf/branding.ts';
import { renderPdf } from '../../pdf/document.ts';
import { isoDay } from '../orders/campaigns.ts';

/** Spec 3 §6: "Post campaigns: post-ad-manager", on the acting company's campaigns only. */
import { type CampaignRow, itemOf } from './post-records.ts';
import { addWeekdays, calculate } from './post-rules.ts';

// --- The document ---

export const DOCUMENT_KEYS = [
  'title',
  'customer',
  'invoicingAccount',
  'period',
  'country',
  'validUntil',
  'product',
  'channels',
  'targetGroup',
  'ages',
  'postcodes',
  'calculation',
  'reach',
  'contacts',
  'positions',
  'type',
  'dispatch',
  'quantity',
  'unitPrice',
  'vat',
  'net',
  'netTotal',
  'vatTotal',
  'total',
  'page',
  'excludeMwst',
  'allPostcodes',
].map((key) => `post.document.${key}`);

export async function documentPdf(db: Db, row: CampaignRow, language: Language): Promise<Buffer> {
  const item = await itemOf(db, row);
  const positions = await db
    .selectFrom('postCampaignPosition')
    .selectAll()
    .where('postCampaignId', '=', row.id)
    .orderBy('id')
    .execute();
  const keys = [
    ...DOCUMENT_KEYS,
    ...positions.map((position) => `post.positionTypes.${position.positionType}`),
    ...positions.flatMap((position) =>
      position.name ? [`post.positionNames.${position.name}`] : [],
    ),
    ...(item.info?.channels ?? []).map((channel) => `post.channels.${channel}`),
  ];
  const t = await interfaceTexts(db, language, keys);
  const d = (key: string) => t(`post.document.${key}`);
  const locale = { de: 'de-CH', en: 'en-GB', fr: 'fr-CH', it: 'it-CH' }[language];
  const money = (value: number) =>
    new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
      value,
    );
  const dayText = (day: string) =>
    new Intl.DateTimeFormat(locale, {
      timeZone: 'UTC',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }).format(new Date(`${day}T00:00:00Z`));
  const today = businessDay();
  const calculation = item.calculation
    ? calculate(item.calculation, item.availableUnits, new Date())
    : null;
  return renderPdf({
    title: `${d('title')}: ${item.name}`,
    subject: item.name,
    branding: await loadBranding(db, row.companyId),
    pageLabel: (page, pages) =>
      d('page').replace('{{page}}', String(page)).replace('{{pages}}', String(pages)),
    blocks: [
      {
        kind: 'facts',
        items: [
          [d('customer'), item.account.name],
          [
            d('invoicingAccount'),
            item.invoicingAccount.name +
              (item.invoicingAccount.excludeMwst ? ` (${d('excludeMwst')})` : ''),
          ],
          [d('period'), `${dayText(item.startDate)} – ${dayText(item.endDate)}`],
          [d('country'), item.countryCode],
          // "Other checks" count weekdays (spec 3 §5): the offer holds for 10 of them.
          [d('validUntil'), dayText(addWeekdays(today, 10))],
        ],
      },
      ...(item.info
        ? [
            {
              kind: 'facts' as const,
              items: [
                [d('product'), item.info.product],
                [
                  d('channels'),
                  item.info.channels.map((channel) => t(`post.channels.${channel}`)).join(', '),
                ],
              ] as [string, string][],
            },
          ]
        : []),
      ...(item.targetGroup
        ? [
            { kind: 'heading' as const, text: d('targetGroup') },
            {
              kind: 'facts' as const,
              items: [
                [d('ages'), `${item.targetGroup.ageFrom}–${item.targetGroup.ageTo}`],
                [
                  d('postcodes'),
                  item.targetGroup.postcodes.length > 0
                    ? item.targetGroup.postcodes.join(', ')
                    : d('allPostcodes'),
                ],
              ] as [string, string][],
            },
          ]
        : []),
      ...(calculation
        ? [
            { kind: 'heading' as const, text: d('calculation') },
            {
              kind: 'facts' as const,
              items: [
                [d('reach'), calculation.reach.toLocaleString(locale)],
                [d('contacts'), calculation.contacts.toLocaleString(locale)],
              ] as [string, string][],
            },
          ]
        : []),
      { kind: 'heading', text: d('positions') },
      {
        kind: 'table',
        columns: [
          { header: d('type'), width: 0.34 },
          { header: d('dispatch'), width: 0.14, oneLine: true },
          { header: d('quantity'), width: 0.12, align: 'right' },
          { header: d('unitPrice'), width: 0.14, align: 'right' },
          { header: d('vat'), width: 0.1, align: 'right' },
          { header: d('net'), width: 0.16, align: 'right' },
        ],
        rows: positions.map((position) => [
          position.name
            ? `${t(`post.positionTypes.${position.positionType}`)}: ${t(`post.positionNames.${position.name}`)}`
            : t(`post.positionTypes.${position.positionType}`),
          position.dispatchDate ? dayText(isoDay(position.dispatchDate)) : '',
          position.quantity.toLocaleString(locale),
          money(Number(position.unitPrice)),
          `${Number(position.vatRate).toFixed(1)} %`,
          money(Number(position.netAmount)),
        ]),
      },
      {
        kind: 'totals',
        items: [
          { label: d('netTotal'), value: `${item.currency} ${money(item.netTotal)}` },
          { label: d('vatTotal'), value: `${item.currency} ${money(item.vatTotal)}` },
          { label: d('total'), value: `${item.currency} ${money(item.total)}`, strong: true },
        ],
      },
    ],
  });
}

// --- Ad units ---

/**
 * The units (1,000 households) the postal inventory has for a target group: a postcode holds
 * about 1,800 private or 400 business households; no postcodes is the whole country. Narrowed by
 * the age range's share of the 16–99 year-olds and by half for one gender.
 */
export function availableUnitsOf(group: {
  postcodes: readonly string[];
  households: string;
  ageFrom: number;
  ageTo: number;
  gender: string;
  countryCode: string;
}): number {
  const perPostcode =
    group.households === 'PRIVATE' ? 1.8 : group.households === 'BUSINESS' ? 0.4 : 2.2;
  const country = { CH: 4_000, AT: 3_900, DE: 41_000 }[group.countryCode] ?? 4_000;
  const base = group.postcodes.length > 0 ? group.postcodes.length * perPostcode : country;
  const ages = (group.ageTo - group.ageFrom + 1) / 84;
  const gender = group.gender === 'ALL' ? 1 : 0.5;
  return Math.max(1, Math.round(base * ages * gender));
}
