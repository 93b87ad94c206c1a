import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';
import type { Scope } from '../../kit/scope.ts';
import { type PdfBlock, renderPdf } from '../../pdf/document.ts';
import { documentDay, financeDocumentFrame, vatByRate } from './finance-document.ts';

// The credit note as a PDF (DOMAIN2 §1.3, §1.7: a credit note counts as an invoice under the
// MWSTG, so it carries the same Art. 26 content): its number and date, the invoice it cancels,
// the reason, the invoice's lines with their service periods, and the net, VAT per rate and
// total credited, in the invoice's language. A credit note pending approval has no number: it
// prints as a draft.

const KEYS = [
  'title',
  'draft',
  'facts.recipient',
  'facts.number',
  'facts.date',
  'facts.invoice',
  'facts.invoiceDate',
  'facts.issuerVat',
  'facts.reason',
  'columns.description',
  'columns.period',
  'columns.vatRate',
  'columns.net',
  'totals.net',
  'totals.vatAt',
  'totals.total',
  'lines',
  'settled',
  'page',
];

/** The credit note's PDF: its bytes and its file name. */
export async function renderCreditNotePdf(
  db: Db,
  scope: Scope,
  creditNoteId: number,
): Promise<{ bytes: Buffer; fileName: string }> {
  const note = await scope.byId('creditNote', creditNoteId, db).selectAll().executeTakeFirst();
  if (!note) throw notFound('credit note');
  const [invoice, lines] = await Promise.all([
    scope.byId('invoice', note.invoiceId, db).selectAll().executeTakeFirstOrThrow(),
    scope
      .rows('invoiceLine', db)
      .selectAll()
      .where('invoiceId', '=', note.invoiceId)
      .orderBy('position')
      .execute(),
  ]);
  const { t, amount, percent, recipient, issuer, config } = await financeDocumentFrame(
    db,
    scope,
    note,
    (key) => `creditNoteDocument.${key}`,
    KEYS,
  );
  const currency = note.currency;
  const period = (from: Date | string, to: Date | string) =>
    documentDay(from) === documentDay(to)
      ? documentDay(from)
      : `${documentDay(from)} – ${documentDay(to)}`;
  const fact = (label: string, value: string) => [t(label), value] as const;
  const title = note.number ? `${t('title')} ${note.number}` : `${t('title')} (${t('draft')})`;
  const blocks: PdfBlock[] = [
    {
      kind: 'facts',
      items: [
        fact('facts.recipient', recipient),
        ...(note.number ? [fact('facts.number', note.number)] : []),
        ...(note.issueDate ? [fact('facts.date', documentDay(note.issueDate))] : []),
        fact('facts.invoice', invoice.number ?? ''),
        ...(invoice.issueDate ? [fact('facts.invoiceDate', documentDay(invoice.issueDate))] : []),
        ...(config.vatNumber ? [fact('facts.issuerVat', config.vatNumber)] : []),
        fact('facts.reason', note.reason),
      ],
    },
    { kind: 'heading', text: t('lines') },
    {
      kind: 'table',
      columns: [
        { header: t('columns.description'), width: 0.44 },
        { header: t('columns.period'), width: 0.26, oneLine: true },
        { header: t('columns.vatRate'), width: 0.12, align: 'right' },
        { header: `${t('columns.net')} ${currency}`, width: 0.18, align: 'right' },
      ],
      rows: lines.map((line) => [
        line.description,
        period(line.periodFrom, line.periodTo),
        percent(Number(line.vatRate)),
        amount(-Number(line.netAmount)),
      ]),
    },
    {
      kind: 'totals',
      items: [
        { label: `${t('totals.net')} ${currency}`, value: amount(-Number(note.netTotal)) },
        ...vatByRate(lines).map((sum) => ({
          label: t('totals.vatAt', { rate: percent(sum.rate), net: amount(-sum.net) }),
          value: amount(-sum.vat),
        })),
        {
          label: `${t('totals.total')} ${currency}`,
          value: amount(-Number(note.total)),
          strong: true,
        },
      ],
    },
    { kind: 'paragraph', text: t('settled', { invoice: invoice.number ?? '' }) },
  ];
  const bytes = await renderPdf({
    title,
    subject: title,
    branding: issuer,
    pageLabel: (page, pages) => t('page', { page, pages }),
    blocks,
  });
  return { bytes, fileName: `${note.number ?? `credit-note-draft-${note.id}`}.pdf` };
}
