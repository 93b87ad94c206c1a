import type { CampaignRecord } from '@adconsole/api/contracts';
import { businessDay } from '@adconsole/api/contracts';
import type { Db } from '../../db/database.ts';
import { companyOf, type Scope, scopeOf } from '../../kit/scope.ts';
import { interfaceTexts, type Language } from '../../kit/texts.ts';
import { loadBranding } from '../../pdf/branding.ts';
import { renderPdf } from '../../pdf/document.ts';
import { documentFileName } from '../documents/archive.ts';
import { isSelfBookingCustomer } from './order-rules.ts';
import { positionNamesIn } from './orders-record.ts';

// The offer / order confirmation (preview-pdf): the sending company's branding, the parties,
// the positions with their discounts, and gross, discounts, commission, net, VAT and total, in
// the campaign's language (the account's, taken when the order was created). Texts: the
// `documents` namespace, `orderDocument.*`.

export type OrderPdfKind = 'OFFER' | 'CONFIRMATION';

/** Before booking an offer, after it a confirmation. */
const OFFER_STATUSES = ['DRAFT', 'PENDING_APPROVAL', 'OFFERED', 'ALTERNATE_QUOTE', 'OFFER_DENIED'];

const day = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

const KEYS = [
  'title.OFFER',
  'title.CONFIRMATION',
  'intro.OFFER',
  'intro.CONFIRMATION',
  'closing.OFFER',
  'closing.CONFIRMATION',
  'facts.customer',
  'facts.agency',
  'facts.invoicingAccount',
  'facts.campaign',
  'facts.number',
  'facts.period',
  'facts.date',
  'facts.offerValidUntil',
  'facts.customerPo',
  'facts.salesPerson',
  'positions',
  'columns.position',
  'columns.medium',
  'columns.period',
  'columns.quantity',
  'columns.unitPrice',
  'columns.discount',
  'columns.net',
  'totals.gross',
  'totals.discounts',
  'totals.commission',
  'totals.net',
  'totals.vat',
  'totals.total',
  'noPositions',
  'page',
  'discountsApplied',
  'facts.address',
  'reverseCharge',
  'units.CPM',
  'units.CPC',
  'units.FLAT',
  'units.MM',
  'units.SPOTS',
  'units.SECONDS',
  'units.WEEKS',
  'units.PIECES',
  'discountNames.VOLUME',
  'discountNames.REPEAT',
  'discountNames.SPECIAL',
  'discountNames.CUSTOM',
  'discountNames.MANUAL',
  'discountNames.ADVISORY_COMMISSION',
  'discountNames.AGENCY_COMMISSION',
].map((key) => `orderDocument.${key}`);

/**
 * A number as the console writes it (the i18n formatters, which the server does not import):
 * Swiss grouping from four digits with a plain apostrophe, 1'234.50 in every language.
 */
export function formatAmount(value: number, _language: Language, decimals = 2): string {
  // de-CH for every language: fr-CH and it-CH would write 1 234,50 (issue 33 point 21).
  return new Intl.NumberFormat('de-CH', {
    useGrouping: 'always',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  })
    .format(value)
    .replace(/\u2019/g, "'");
}

/** The amount as the document prints it: 1'234.50 (the currency stands in the label). */
export const pdfAmount = (value: number, language: Language) => formatAmount(value, language);

/** Days an offer holds when the campaign names no date (the offer's validity, issue 33 point 15). */
export const OFFER_VALID_DAYS = 30;

/** The day an offer holds until: the campaign's date, else OFFER_VALID_DAYS from the day it is made. */
export function offerValidUntil(offerValidUntilDay: string | null, today = new Date()): string {
  return offerValidUntilDay ?? businessDay(today.getTime() + OFFER_VALID_DAYS * 86_400_000);
}

/** The invoicing account's address lines (street, postcode and town, country abroad). */
async function addressOf(scope: Scope, accountId: number): Promise<string[]> {
  const account = await scope
    .byId('account', accountId)
    .select(['street', 'postalCode', 'city', 'countryCode'])
    .executeTakeFirst();
  if (!account) return [];
  const town = [account.postalCode, account.city].filter(Boolean).join(' ');
  return [
    account.street ?? '',
    account.countryCode && account.countryCode !== 'CH' ? `${account.countryCode}-${town}` : town,
  ].filter((line) => line.trim() !== '');
}

/**
 * The company that sends the offer: the one that sells the advertising space (issue 33: a
 * self-booking customer's offer named the customer as its sender). The campaign's company sells
 * what it books (the order desk; an agency, for its customers), except a self-booking customer:
 * its company's permissions hold SELF_BOOKING without BOOK_CAMPAIGNS (isSelfBookingCustomer's
 * rule, on the company), it buys, and the seller is the publisher of the media it booked
 * (ad_medium.publisher_company_id, the one with most of the positions; DOMAIN.md: the offer
 * and the QR-bill are the issuing entity's), else the platform's operator (company role ADMIN).
 * The customer is the recipient: the invoicing account with its address (the facts).
 */
export async function offerSenderOf(
  db: Db,
  campaignCompanyId: number,
  positions: readonly { adMedium: { id: number } }[],
): Promise<number> {
  const permissions = new Set(
    (await scopeOf(db, campaignCompanyId).rows('companyPermission').select('role').execute()).map(
      (row) => row.role,
    ),
  );
  if (!isSelfBookingCustomer(permissions)) return campaignCompanyId;
  const mediumIds = [...new Set(positions.map((position) => position.adMedium.id))];
  const media = mediumIds.length
    ? await db
        .selectFrom('adMedium')
        .select(['id', 'publisherCompanyId'])
        .where('id', 'in', mediumIds)
        .execute()
    : [];
  const publisherOf = new Map(media.map((medium) => [medium.id, medium.publisherCompanyId]));
  const shares = new Map<number, number>();
  for (const position of positions) {
    const publisher = publisherOf.get(position.adMedium.id);
    if (publisher) shares.set(publisher, (shares.get(publisher) ?? 0) + 1);
  }
  const [publisher] = [...shares].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0] ?? [];
  if (publisher !== undefined) return publisher;
  const operator = await db
    .selectFrom('company')
    .select('id')
    .where('companyRole', '=', 'ADMIN')
    .orderBy('id')
    .executeTakeFirst();
  return operator?.id ?? campaignCompanyId;
}

export async function renderOrderPdf(
  db: Db,
  scope: Scope,
  record: CampaignRecord,
  requested?: OrderPdfKind,
  today = new Date(),
): Promise<{ bytes: Buffer; fileName: string; kind: OrderPdfKind }> {
  const language = record.language as Language;
  const kind = requested ?? (OFFER_STATUSES.includes(record.status) ? 'OFFER' : 'CONFIRMATION');
  const positions = record.positions.filter((position) => position.status !== 'DELETED');
  const sender = await offerSenderOf(db, companyOf(scope), positions);
  const [branding, text, address, names] = await Promise.all([
    // Company settings → pdf-type-config: the offer and the confirmation each as configured,
    // of the selling company (offerSenderOf).
    loadBranding(db, sender, kind === 'OFFER' ? 'OFFER' : 'ORDER_CONFIRMATION'),
    interfaceTexts(db, language, KEYS),
    addressOf(scope, record.invoicingAccount.id),
    // The products' names in the document's language, not the reader's (the record's).
    positionNamesIn(scope, { campaignId: record.id }, language),
  ]);
  const t = (key: string, values: Record<string, string | number> = {}) =>
    text(`orderDocument.${key}`).replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
      String(values[name] ?? ''),
    );
  const amount = (value: number) => pdfAmount(value, language);
  const unitOf = (unit: string) => {
    const label = t(`units.${unit}`);
    return label === `orderDocument.units.${unit}` ? unit.toLowerCase() : label;
  };
  const currency = record.currency;
  const title = `${t(`title.${kind}`)} ${record.id}`;
  const facts: [string, string][] = [
    [t('facts.customer'), record.advertiser.name],
    ...(record.agency ? [[t('facts.agency'), record.agency.name] as [string, string]] : []),
    [t('facts.invoicingAccount'), [record.invoicingAccount.name, ...address].join('\n')],
    [t('facts.campaign'), record.name],
    [t('facts.number'), String(record.id)],
    [t('facts.period'), `${day(record.startDate)} – ${day(record.endDate)}`],
    [t('facts.date'), day(businessDay(today))],
    ...(kind === 'OFFER'
      ? [
          [t('facts.offerValidUntil'), day(offerValidUntil(record.offerValidUntil, today))] as [
            string,
            string,
          ],
        ]
      : []),
    ...(record.customerPo ? [[t('facts.customerPo'), record.customerPo] as [string, string]] : []),
    ...(record.salesPerson
      ? [[t('facts.salesPerson'), record.salesPerson.name] as [string, string]]
      : []),
  ];
  const discountNames = [
    ...new Set(
      positions.flatMap((position) =>
        position.discounts.map(
          (discount) =>
            `${t(`discountNames.${discount.name}`)} ${formatAmount(discount.percent, language)} %`,
        ),
      ),
    ),
  ];
  const totals = record.totals;
  const bytes = await renderPdf({
    title,
    subject: record.name,
    branding,
    pageLabel: (page, pages) => t('page', { page, pages }),
    blocks: [
      { kind: 'facts', items: facts },
      { kind: 'paragraph', text: t(`intro.${kind}`) },
      { kind: 'heading', text: t('positions') },
      positions.length
        ? {
            kind: 'table',
            columns: [
              { header: t('columns.position'), width: 0.18 },
              { header: t('columns.medium'), width: 0.13 },
              { header: t('columns.period'), width: 0.2, oneLine: true },
              { header: t('columns.quantity'), width: 0.15, align: 'right' },
              { header: t('columns.unitPrice'), width: 0.11, align: 'right' },
              { header: t('columns.discount'), width: 0.09, align: 'right' },
              { header: t('columns.net'), width: 0.14, align: 'right' },
            ],
            rows: positions.map((position) => [
              names.get(position.id) ?? position.name,
              position.adMedium.name,
              position.startDate === position.endDate
                ? day(position.startDate)
                : `${day(position.startDate)} – ${day(position.endDate)}`,
              `${formatAmount(position.quantity, language, Number.isInteger(position.quantity) ? 0 : 2)} ${unitOf(position.unit)}`,
              amount(position.unitListPrice),
              position.discountPercent > 0
                ? `${formatAmount(position.discountPercent, language)} %`
                : '–',
              amount(position.netAmount),
            ]),
          }
        : { kind: 'paragraph', text: t('noPositions') },
      ...(discountNames.length
        ? [
            {
              kind: 'paragraph' as const,
              text: t('discountsApplied', { discounts: discountNames.join(', ') }),
            },
          ]
        : []),
      {
        kind: 'totals',
        items: [
          { label: `${t('totals.gross')} ${currency}`, value: amount(totals.gross) },
          { label: `${t('totals.discounts')} ${currency}`, value: `− ${amount(totals.discounts)}` },
          ...(totals.commission > 0
            ? [
                {
                  label: `${t('totals.commission')} ${currency}`,
                  value: `− ${amount(totals.commission)}`,
                },
              ]
            : []),
          { label: `${t('totals.net')} ${currency}`, value: amount(totals.net) },
          {
            label: `${t('totals.vat', { rate: formatAmount(totals.vatRate, language).replace(/\.?0+$/, '') })} ${currency}`,
            value: amount(totals.vat),
          },
          { label: `${t('totals.total')} ${currency}`, value: amount(totals.total), strong: true },
        ],
      },
      ...(totals.vatRate === 0 && address.some((line) => /^(AT|DE)-/.test(line))
        ? [{ kind: 'paragraph' as const, text: t('reverseCharge') }]
        : []),
      { kind: 'space' },
      { kind: 'paragraph', text: t(`closing.${kind}`) },
    ],
  });
  return {
    bytes,
    fileName: documentFileName(kind, String(record.id), language),
    kind,
  };
}
