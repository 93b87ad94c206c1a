import type { Db } from '../../db/database.ts';
import type { RowOf } from '../../kit/resource.ts';
import { companyOf, type Scope } from '../../kit/scope.ts';
import { interfaceTexts, type Language } from '../../kit/texts.ts';
import { loadBranding } from '../../pdf/branding.ts';
import { type PdfBlock, renderPdf } from '../../pdf/document.ts';
import { documentDay } from '../finances/finance-document.ts';
import { formatAmount } from '../orders/order-pdf.ts';

// The self-billing credit note ("Gutschrift", DOMAIN2 §1.7) of an approved payout: rendered
// once, at the approval, and archived with the payout; every download is that file. It is the
// publisher's document (its name, address and VAT number in the header, its company's branding
// of type INVOICE), in the language of the publisher's first user: its number and date, the
// month paid, the day the publisher agreed to self-billing, a line per website with gross,
// fees and net revenue, then the share, what earlier months rolled over, VAT and the total.

const KEYS = [
  'title',
  'facts.publisher',
  'facts.number',
  'facts.date',
  'facts.month',
  'facts.agreement',
  'facts.vatStatus',
  'facts.vatNumber',
  `vatStatuses.REGISTERED`,
  `vatStatuses.NOT_REGISTERED`,
  `vatStatuses.REVERSE_CHARGE`,
  'columns.website',
  'columns.gross',
  'columns.fees',
  'columns.net',
  'totals.net',
  'totals.share',
  'totals.carriedIn',
  'totals.payable',
  'totals.vatAt',
  'totals.total',
  'lines',
  'selfBilling',
  'rolledOver',
  'reverseCharge',
  'page',
];

type PayoutRow = RowOf<'payout'>;
type ConfigRow = RowOf<'payoutConfig'>;
type Line = { websiteName: string; websiteDomain: string } & Pick<
  RowOf<'payoutLine'>,
  'grossRevenue' | 'fees' | 'netRevenue'
>;

/** The credit note's language: the publisher's first user's (German without one). */
async function publisherLanguage(db: Db, scope: Scope): Promise<Language> {
  const user = await scope.rows('appUser', db).select('language').orderBy('id').executeTakeFirst();
  return (
    ['de', 'en', 'fr', 'it'].includes(user?.language ?? '') ? user?.language : 'de'
  ) as Language;
}

/** The credit note's PDF of a payout being approved (its number and day set): bytes and name. */
export async function renderPayoutPdf(
  db: Db,
  scope: Scope,
  payout: PayoutRow,
  config: ConfigRow,
  lines: readonly Line[],
): Promise<{ bytes: Buffer; fileName: string }> {
  const language = await publisherLanguage(db, scope);
  const [branding, text, company] = await Promise.all([
    loadBranding(db, companyOf(scope), 'INVOICE'),
    interfaceTexts(
      db,
      language,
      KEYS.map((key) => `payoutDocument.${key}`),
    ),
    scope.ownCompany(db).select(['name', 'vatNumber']).executeTakeFirstOrThrow(),
  ]);
  const t = (key: string, values: Record<string, string | number> = {}) =>
    text(`payoutDocument.${key}`).replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
      String(values[name] ?? ''),
    );
  const amount = (minor: number | string) => formatAmount(Number(minor) / 100, language);
  const percent = (value: number | string) => `${formatAmount(Number(value), language, 1)} %`;
  const currency = payout.currency;
  const month = documentDay(payout.month).slice(3);
  const vatNumber = config.vatNumber ?? company.vatNumber;
  const title = `${t('title')} ${payout.number}`;
  const fact = (label: string, value: string) => [t(label), value] as const;
  const blocks: PdfBlock[] = [
    {
      kind: 'facts',
      items: [
        fact('facts.publisher', company.name),
        fact('facts.number', payout.number ?? ''),
        fact('facts.date', payout.issueDate ? documentDay(payout.issueDate) : ''),
        fact('facts.month', month),
        ...(config.selfBillingAgreedAt
          ? [fact('facts.agreement', documentDay(config.selfBillingAgreedAt))]
          : []),
        fact('facts.vatStatus', t(`vatStatuses.${config.vatStatus}`)),
        ...(vatNumber ? [fact('facts.vatNumber', vatNumber)] : []),
      ],
    },
    { kind: 'heading', text: t('lines') },
    {
      kind: 'table',
      columns: [
        { header: t('columns.website'), width: 0.4 },
        { header: `${t('columns.gross')} ${currency}`, width: 0.2, align: 'right' },
        { header: `${t('columns.fees')} ${currency}`, width: 0.2, align: 'right' },
        { header: `${t('columns.net')} ${currency}`, width: 0.2, align: 'right' },
      ],
      rows: lines.map((line) => [
        `${line.websiteName} (${line.websiteDomain})`,
        amount(line.grossRevenue),
        amount(line.fees),
        amount(line.netRevenue),
      ]),
    },
    {
      kind: 'totals',
      items: [
        { label: `${t('totals.net')} ${currency}`, value: amount(payout.netRevenue) },
        {
          label: t('totals.share', { share: percent(payout.sharePercent) }),
          value: amount(payout.shareAmount),
        },
        ...(Number(payout.carriedIn) > 0
          ? [{ label: t('totals.carriedIn'), value: amount(payout.carriedIn) }]
          : []),
        {
          label: `${t('totals.payable')} ${currency}`,
          value: amount(Number(payout.shareAmount) + Number(payout.carriedIn)),
        },
        ...(Number(payout.vatRate) > 0
          ? [
              {
                label: t('totals.vatAt', { rate: percent(payout.vatRate) }),
                value: amount(payout.vatAmount),
              },
            ]
          : []),
        { label: `${t('totals.total')} ${currency}`, value: amount(payout.total), strong: true },
      ],
    },
    { kind: 'paragraph', text: t('selfBilling') },
    ...(payout.rolledOver
      ? [
          {
            kind: 'paragraph' as const,
            text: t('rolledOver', { minimum: `${currency} ${amount(config.minimumPayout)}` }),
          },
        ]
      : []),
    ...(config.vatStatus === 'REVERSE_CHARGE'
      ? [{ kind: 'paragraph' as const, text: t('reverseCharge') }]
      : []),
  ];
  const bytes = await renderPdf({
    title,
    subject: title,
    branding,
    pageLabel: (page, pages) => t('page', { page, pages }),
    blocks,
  });
  return { bytes, fileName: `${payout.number}.pdf` };
}
