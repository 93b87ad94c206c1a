import { serverMessage } from '@adconsole/api/contracts';
import { formatVatRate } from '@adconsole/i18n/format';
import type { Selectable } from 'kysely';
import { SwissQRBill } from 'swissqrbill/pdf';
import type { Data } from 'swissqrbill/types';
import { calculateQRReferenceChecksum, calculateSCORReferenceChecksum } from 'swissqrbill/utils';
import type { Db } from '../../db/database.ts';
import type { FinanceCompanyConfigTable } from '../../db/schema-finances.ts';
import { notFound, ValidationError } from '../../http/errors.ts';
import { companyOf, type Scope } from '../../kit/scope.ts';
import { interfaceTexts, type Language } from '../../kit/texts.ts';
import { loadBranding } from '../../pdf/branding.ts';
import { type PdfBlock, type PdfFootPart, renderPdf } from '../../pdf/document.ts';
import { isoDay } from '../orders/iso-day.ts';
import { formatAmount } from '../orders/order-pdf.ts';
import { isSwissAccount } from './company-configs.ts';
import { quantityText } from './finance-document.ts';

// The invoice as a PDF (DOMAIN2 §1.2, §1.4): the content Art. 26 MWSTG asks for (the issuer
// with its MWST number, the recipient, the invoice date, each line's service period, net, VAT
// rate and amount per rate, total), in the invoice's language (the invoicing account's), with
// the company's branding (settings) and the issuer from its company config of the invoice's
// currency; an issued invoice carries the Swiss QR-bill's payment part (swissqrbill on the
// same pdfkit document): the QR-IBAN with a QR reference (QRR), else the IBAN with a creditor
// reference (SCOR). A draft prints without a number and without a payment part.

const KEYS = [
  'title.INVOICE',
  'title.MANUAL',
  'title.draft',
  'facts.recipient',
  'facts.recipientVatId',
  'facts.number',
  'facts.date',
  'facts.dueDate',
  'facts.period',
  'facts.campaign',
  'facts.issuerVat',
  'columns.position',
  'columns.description',
  'columns.period',
  'columns.quantity',
  'columns.vatRate',
  'columns.net',
  'totals.net',
  'totals.vatAt',
  'totals.total',
  'lines',
  'payable',
  'reverseCharge',
  'bankTransfer',
  'rateChange',
  'vatSuffix',
  'page',
].map((key) => `invoiceDocument.${key}`);

const QR_LANGUAGES = { de: 'DE', fr: 'FR', it: 'IT', en: 'EN' } as const;

const day = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

/**
 * A street as the account keeps it, cut into the street and the building number a structured
 * QR-bill address wants (v2.3): the number is the last word when it starts with a digit
 * (`Bahnhofstrasse 12a` → `Bahnhofstrasse`, `12a`); a street without one keeps it whole.
 */
export function splitStreet(street: string | null): { street: string; buildingNumber?: string } {
  const text = (street ?? '').trim();
  const match = /^(.*\S)\s+(\d[\w/.-]{0,15})$/u.exec(text);
  return match
    ? { street: match[1] as string, buildingNumber: match[2] as string }
    : { street: text };
}

/**
 * The QR reference of an invoice (QRR): 26 digits, the issuing company's id (6) and the
 * invoice's id (20), and the mod-10-recursive check digit: unique per invoice and found again
 * from a bank file without a lookup table.
 */
export function qrReference(companyId: number, invoiceId: number): string {
  const body = `${String(companyId).padStart(6, '0')}${String(invoiceId).padStart(20, '0')}`;
  return `${body}${calculateQRReferenceChecksum(body)}`;
}

/** A Swiss UID with the tax's name of the language (`CHE-… TVA`); another number as it is. */
export function swissVatNumber(number: string, suffix: string): string {
  const base = number.replace(/\s*(MWST|TVA|IVA|VAT)$/u, '').trim();
  return /^CHE-/u.test(base) ? `${base} ${suffix}` : number;
}

/** The creditor reference (ISO 11649, SCOR) of an invoice: RF, check digits, its number. */
export function scorReference(number: string): string {
  const body = number
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()
    .slice(0, 21);
  return `RF${calculateSCORReferenceChecksum(body)}${body}`;
}

/** What the QR-bill says of an invoice: its amount, account, reference and both addresses. */
export interface QrBillInput {
  config: Pick<
    Selectable<FinanceCompanyConfigTable>,
    | 'legalName'
    | 'street'
    | 'buildingNumber'
    | 'postalCode'
    | 'city'
    | 'countryCode'
    | 'iban'
    | 'qrIban'
  >;
  debtor: {
    name: string;
    street: string | null;
    postalCode: string | null;
    city: string | null;
    countryCode: string;
  };
  companyId: number;
  invoiceId: number;
  number: string;
  currency: 'CHF' | 'EUR';
  /** Minor units. */
  total: number;
}

/** The QR-bill's data (swissqrbill's Data), or undefined when the account cannot carry one. */
export function qrBillData(input: QrBillInput): Data | undefined {
  const { config, debtor } = input;
  const account = config.qrIban ?? config.iban;
  // The QR-bill takes Swiss and Liechtenstein accounts only (a EUR account abroad: none).
  if (!account || !isSwissAccount(account)) return undefined;
  const debtorStreet = splitStreet(debtor.street);
  return {
    amount: input.total / 100,
    currency: input.currency,
    creditor: {
      account,
      name: config.legalName,
      address: config.street,
      ...(config.buildingNumber ? { buildingNumber: config.buildingNumber } : {}),
      zip: config.postalCode,
      city: config.city,
      country: config.countryCode,
    },
    ...(debtor.city && debtor.postalCode && debtorStreet.street
      ? {
          debtor: {
            name: debtor.name.slice(0, 70),
            address: debtorStreet.street.slice(0, 70),
            ...(debtorStreet.buildingNumber ? { buildingNumber: debtorStreet.buildingNumber } : {}),
            zip: debtor.postalCode,
            city: debtor.city.slice(0, 35),
            country: debtor.countryCode,
          },
        }
      : {}),
    reference: config.qrIban
      ? qrReference(input.companyId, input.invoiceId)
      : scorReference(input.number),
    message: input.number,
  };
}

/** The invoice's PDF: its bytes and its file name. */
export async function renderInvoicePdf(
  db: Db,
  scope: Scope,
  invoiceId: number,
): Promise<{ bytes: Buffer; fileName: string; issuer: string; campaignName: string }> {
  const invoice = await scope
    .rows('invoice', db)
    .selectAll()
    .where('id', '=', invoiceId)
    .executeTakeFirst();
  if (!invoice) throw notFound('invoice');
  const [lines, account, campaign, config] = await Promise.all([
    scope
      .rows('invoiceLine', db)
      .selectAll()
      .where('invoiceId', '=', invoiceId)
      .orderBy('position')
      .execute(),
    scope
      .rows('account', db)
      .select(['name', 'street', 'postalCode', 'city', 'countryCode', 'uidNumber'])
      .where('id', '=', invoice.accountId)
      .executeTakeFirstOrThrow(),
    scope
      .rows('campaign', db)
      .select('name')
      .where('id', '=', invoice.campaignId)
      .executeTakeFirst(),
    scope
      .rows('financeCompanyConfig', db)
      .selectAll()
      .where('currency', '=', invoice.currency)
      .executeTakeFirst(),
  ]);
  if (!config)
    throw new ValidationError({}, [serverMessage('noCompanyConfig')], 'NO_COMPANY_CONFIG');
  const language = invoice.language as Language;
  const [branding, text] = await Promise.all([
    loadBranding(db, companyOf(scope), 'INVOICE'),
    interfaceTexts(db, language, KEYS),
  ]);
  const t = (key: string, values: Record<string, string | number> = {}) =>
    text(`invoiceDocument.${key}`).replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
      String(values[name] ?? ''),
    );
  const amount = (minor: number) => formatAmount(minor / 100, language);
  const rate = (value: number) => formatVatRate(value, language);
  const currency = invoice.currency;
  const period = (from: Date | string, to: Date | string) =>
    isoDay(from) === isoDay(to) ? day(isoDay(from)) : `${day(isoDay(from))} – ${day(isoDay(to))}`;
  const docType = invoice.docType === 'MANUAL' ? 'MANUAL' : 'INVOICE';
  const draft = invoice.state === 'DRAFT' || !invoice.number;
  const title = draft
    ? `${t(`title.${docType}`)} (${t('title.draft')})`
    : `${t(`title.${docType}`)} ${invoice.number}`;
  const town = [account.postalCode, account.city].filter(Boolean).join(' ');
  // A Swiss UID is written with the tax's name in the document's language (Art. 26 MWSTG:
  // CHE-123.456.789 MWST / TVA / IVA); the config may keep it with either suffix or none.
  const vatNumber = config.vatNumber && swissVatNumber(config.vatNumber, t('vatSuffix'));
  const issuerStreet = [config.street, config.buildingNumber].filter(Boolean).join(' ');
  const issuerTown = `${config.countryCode === 'CH' ? '' : `${config.countryCode}-`}${config.postalCode} ${config.city}`;

  const byRate = new Map<string, { rate: number; net: number; vat: number }>();
  for (const line of lines) {
    const key = `${line.vatCategory}:${line.vatRate}`;
    const sum = byRate.get(key) ?? { rate: Number(line.vatRate), net: 0, vat: 0 };
    sum.net += Number(line.netAmount);
    sum.vat += Number(line.vatAmount);
    byRate.set(key, sum);
  }
  const reverseCharge = invoice.vatMode === 'REVERSE_CHARGE';
  const split = lines.some((line) => line.splitOf !== null);
  const blocks: PdfBlock[] = [
    {
      kind: 'facts',
      items: [
        [
          t('facts.recipient'),
          [
            account.name,
            account.street,
            account.countryCode === 'CH' ? town : `${account.countryCode}-${town}`,
          ]
            .filter((part) => part && part.trim() !== '')
            .join('\n'),
        ],
        ...(invoice.customerVatId
          ? [[t('facts.recipientVatId'), invoice.customerVatId] as [string, string]]
          : []),
        ...(draft ? [] : [[t('facts.number'), invoice.number as string] as [string, string]]),
        ...(invoice.issueDate
          ? [[t('facts.date'), day(isoDay(invoice.issueDate))] as [string, string]]
          : []),
        [t('facts.period'), period(invoice.periodFrom, invoice.periodTo)],
        ...(campaign ? [[t('facts.campaign'), campaign.name] as [string, string]] : []),
        ...(vatNumber ? [[t('facts.issuerVat'), vatNumber] as [string, string]] : []),
      ],
    },
    { kind: 'heading', text: t('lines') },
    {
      kind: 'table',
      columns: [
        { header: t('columns.position'), width: 0.06, align: 'right' },
        { header: t('columns.description'), width: 0.34 },
        { header: t('columns.period'), width: 0.23, oneLine: true },
        { header: t('columns.quantity'), width: 0.11, align: 'right' },
        { header: t('columns.vatRate'), width: 0.1, align: 'right' },
        { header: `${t('columns.net')} ${currency}`, width: 0.16, align: 'right' },
      ],
      rows: lines.map((line) => [
        String(line.position),
        line.description,
        period(line.periodFrom, line.periodTo),
        quantityText(Number(line.quantity), line.unit, language),
        rate(Number(line.vatRate)),
        amount(Number(line.netAmount)),
      ]),
    },
    ...(split ? [{ kind: 'paragraph' as const, text: t('rateChange') }] : []),
    {
      kind: 'totals',
      items: [
        { label: `${t('totals.net')} ${currency}`, value: amount(Number(invoice.netTotal)) },
        ...[...byRate.values()]
          .sort((a, b) => a.rate - b.rate)
          .map((sum) => ({
            // The currency stands in the net and total lines: a VAT line stays on one line.
            label: t('totals.vatAt', { rate: rate(sum.rate), net: amount(sum.net) }),
            value: amount(sum.vat),
          })),
        {
          label: `${t('totals.total')} ${currency}`,
          value: amount(Number(invoice.total)),
          strong: true,
        },
      ],
    },
    ...(reverseCharge ? [{ kind: 'paragraph' as const, text: t('reverseCharge') }] : []),
    ...(invoice.dueDate
      ? [{ kind: 'paragraph' as const, text: t('payable', { date: day(isoDay(invoice.dueDate)) }) }]
      : []),
  ];
  const data = draft
    ? undefined
    : qrBillData({
        config,
        debtor: account,
        companyId: companyOf(scope),
        invoiceId: invoice.id,
        number: invoice.number as string,
        currency,
        total: Number(invoice.total),
      });
  if (!draft && !data) {
    blocks.push({
      kind: 'paragraph',
      text: t('bankTransfer', { iban: config.iban ?? '', number: invoice.number ?? '' }),
    });
  }
  let footPart: PdfFootPart | undefined;
  if (data) {
    const bill = new SwissQRBill(data, { language: QR_LANGUAGES[language] ?? 'DE' });
    footPart = { height: SwissQRBill.height, draw: (doc, y) => bill.attachTo(doc, 0, y) };
  }
  const bytes = await renderPdf({
    title,
    subject: campaign?.name ?? title,
    branding: {
      ...branding,
      companyName: config.legalName,
      addressLines: [issuerStreet, issuerTown, vatNumber ?? '', config.email ?? ''].filter(Boolean),
      // The footer names the issuer too, so it is the config's, in the document's language
      // (the settings' free footer text, "… · MWST CHE-… MWST", said another issuer's words on
      // a French invoice); the PDF type's "no footer" still leaves it out.
      footerText:
        branding.footerText === null
          ? null
          : [config.legalName, `${issuerStreet}, ${issuerTown}`, vatNumber ?? '']
              .filter(Boolean)
              .join(' · '),
    },
    pageLabel: (page, pages) => t('page', { page, pages }),
    blocks,
    ...(footPart ? { footPart } : {}),
  });
  return {
    bytes,
    fileName: `${draft ? `invoice-draft-${invoice.id}` : invoice.number}.pdf`,
    issuer: config.legalName,
    campaignName: campaign?.name ?? '',
  };
}
