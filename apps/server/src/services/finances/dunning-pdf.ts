import type { Db } from '../../db/database.ts';
import type { Scope } from '../../kit/scope.ts';
import { type PdfBlock, renderPdf } from '../../pdf/document.ts';
import { documentDay, financeDocumentFrame } from './finance-document.ts';

// A reminder as a PDF (DOMAIN2 §1.6), in the account's language: the level, the invoice with its
// date, due day and open amount, the days late, the default interest (Art. 104 OR) and the fee
// where the terms state one, what is due now, and at a blocking level that new bookings wait.

const KEYS = [
  'title',
  'facts.recipient',
  'facts.date',
  'facts.invoice',
  'facts.invoiceDate',
  'facts.dueDate',
  'facts.daysOverdue',
  'intro',
  'lines.open',
  'lines.interest',
  'lines.fee',
  'lines.total',
  'payWithin',
  'blocked',
  'page',
];

export interface ReminderInput {
  level: number;
  reminderDay: string;
  daysOverdue: number;
  open: number;
  interest: number;
  interestPercent: number;
  fee: number;
  blocksBooking: boolean;
  invoice: {
    number: string;
    issueDate: Date | string;
    dueDate: Date | string;
    currency: 'CHF' | 'EUR';
    accountId: number;
    language: string;
  };
}

/** The reminder's PDF: its bytes and its file name. */
export async function renderReminderPdf(
  db: Db,
  scope: Scope,
  reminder: ReminderInput,
): Promise<{ bytes: Buffer; fileName: string }> {
  const { invoice } = reminder;
  const { t, amount, percent, recipient, issuer } = await financeDocumentFrame(
    db,
    scope,
    invoice,
    (key) => `reminderDocument.${key}`,
    KEYS,
  );
  const currency = invoice.currency;
  const title = t('title', { level: reminder.level });
  const fact = (label: string, value: string) => [t(label), value] as const;
  const blocks: PdfBlock[] = [
    {
      kind: 'facts',
      items: [
        fact('facts.recipient', recipient),
        fact('facts.date', documentDay(reminder.reminderDay)),
        fact('facts.invoice', invoice.number),
        fact('facts.invoiceDate', documentDay(invoice.issueDate)),
        fact('facts.dueDate', documentDay(invoice.dueDate)),
        fact('facts.daysOverdue', String(reminder.daysOverdue)),
      ],
    },
    { kind: 'paragraph', text: t('intro', { number: invoice.number }) },
    {
      kind: 'totals',
      items: [
        { label: `${t('lines.open')} ${currency}`, value: amount(reminder.open) },
        {
          label: t('lines.interest', {
            rate: percent(reminder.interestPercent),
            days: reminder.daysOverdue,
          }),
          value: amount(reminder.interest),
        },
        ...(reminder.fee > 0 ? [{ label: t('lines.fee'), value: amount(reminder.fee) }] : []),
        {
          label: `${t('lines.total')} ${currency}`,
          value: amount(reminder.open + reminder.interest + reminder.fee),
          strong: true,
        },
      ],
    },
    { kind: 'paragraph', text: t('payWithin') },
    ...(reminder.blocksBooking ? [{ kind: 'paragraph' as const, text: t('blocked') }] : []),
  ];
  const bytes = await renderPdf({
    title,
    subject: title,
    branding: issuer,
    pageLabel: (page, pages) => t('page', { page, pages }),
    blocks,
  });
  return { bytes, fileName: `${invoice.number}-reminder-${reminder.level}.pdf` };
}
