import { callPath, type Invoice, type InvoiceDetails, invoiceEndpoints } from '@adconsole/api';
import { formatDateTime, formatDisplayDate, formatPercent, type Language } from '@adconsole/i18n';
import {
  Button,
  createDataTableColumns,
  DataTable,
  Inline,
  Link,
  Loader,
  lazyPart,
  StatusBadge,
  useConfirm,
  usePart,
  useToast,
} from '@adconsole/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, useEndpoint, useInvalidatePath } from '../../kit/endpointQuery.ts';
import { QueryPending } from '../../kit/QueryPending.tsx';
import { type RecordFact, RecordFacts } from '../../kit/RecordFacts.tsx';
import { RecordPage } from '../../kit/RecordPage.tsx';
import { useFailureToast } from '../../kit/useFailureToast.ts';
import { useTableParams } from '../../routes/useTableParams.ts';
import { CreditNoteRequest } from './CreditNoteRequest.tsx';
import { INVOICE_STATE_TONES, minorMoney, periodText } from './invoiceParts.tsx';

type Line = InvoiceDetails['lines'][number];
type Entry = InvoiceDetails['history'][number];

/** The lines with their service periods, then the VAT per rate and the totals. */
function InvoiceLines({ invoice }: { invoice: Invoice }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const details = useEndpoint(invoiceEndpoints.details, { params: { id: invoice.id } });
  const money = (minor: number) => minorMoney(minor, language, invoice.currency);
  const column = createDataTableColumns<Line>();
  const columns = [
    column.accessor('position', { header: t('finances.lines.position'), meta: { kind: 'number' } }),
    column.accessor('description', {
      header: t('finances.lines.description'),
      meta: { kind: 'name' },
      cell: (info) => {
        const cut = info.row.original.splitOf;
        const from = details.data?.lines.find((line) => line.id === cut);
        return from
          ? `${info.getValue()} · ${t('finances.lines.splitOf', { position: from.position })}`
          : info.getValue();
      },
    }),
    column.accessor('periodFrom', {
      header: t('finances.lines.period'),
      cell: (info) => periodText(info.row.original.periodFrom, info.row.original.periodTo),
      meta: { kind: 'date' },
    }),
    column.accessor('vatRate', {
      header: t('finances.lines.vatRate'),
      cell: (info) => formatPercent(info.getValue(), language),
      meta: { kind: 'percent' },
    }),
    column.accessor('netAmount', {
      header: t('finances.lines.net'),
      cell: (info) => money(info.getValue()),
      meta: { kind: 'money' },
    }),
    column.accessor('vatAmount', {
      header: t('finances.lines.vat'),
      cell: (info) => money(info.getValue()),
      meta: { kind: 'money' },
    }),
  ];
  const data = details.data;
  if (!data) return <QueryPending query={details} />;
  return (
    <>
      <DataTable
        aria-label={t('finances.record.linesLabel')}
        layout="table"
        columns={columns}
        rows={data.lines}
        getRowId={(line) => String(line.id)}
      />
      <RecordFacts
        label={t('finances.facts.total')}
        facts={[
          [t('finances.totals.net'), money(invoice.netTotal)],
          ...data.vatByRate.map(
            (rate): RecordFact => [
              t('finances.totals.vatAt', {
                rate: formatPercent(rate.vatRate, language),
                net: money(rate.net),
              }),
              money(rate.vat),
            ],
          ),
          [t('finances.totals.total'), money(invoice.total)],
        ]}
      />
    </>
  );
}

/** Who did what to the invoice and when. */
function InvoiceHistory({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const details = useEndpoint(invoiceEndpoints.details, { params: { id: invoice.id } });
  const column = createDataTableColumns<Entry>();
  const columns = [
    column.accessor('at', {
      header: t('finances.history.columns.at'),
      cell: (info) => formatDateTime(info.getValue()),
      meta: { kind: 'date' },
    }),
    column.accessor('action', {
      header: t('finances.history.columns.action'),
      cell: (info) => t(`finances.history.actions.${info.getValue()}`),
      meta: { kind: 'text' },
    }),
    column.accessor('actorName', {
      header: t('finances.history.columns.actor'),
      cell: (info) => info.getValue() ?? t('finances.history.system'),
      meta: { kind: 'text' },
    }),
    column.accessor('number', {
      header: t('finances.history.columns.number'),
      cell: (info) => info.getValue() ?? '',
      meta: { kind: 'text' },
    }),
  ];
  const data = details.data;
  if (!data) return <QueryPending query={details} />;
  return (
    <DataTable
      aria-label={t('finances.record.historyLabel')}
      layout="table"
      columns={columns}
      rows={data.history}
      getRowId={(entry) => String(entry.id)}
    />
  );
}

// The preview's code loads with the PDF tab, never with the page.
const serverPdf = lazyPart(() =>
  import('../../kit/PdfPreview.tsx').then((module) => module.PdfPreview),
);

/** The invoice's PDF with its QR-bill, made and fetched when the tab is opened. */
function InvoicePdf({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const Preview = usePart(serverPdf, true);
  if (!Preview) return <Loader />;
  return (
    <Preview
      path={callPath(invoiceEndpoints.pdf, { params: { id: invoice.id } })}
      version={invoice.version}
      labels={{
        title: t('finances.pdf.title', { name: invoice.name }),
        failed: t('finances.pdf.failed'),
        download: t('finances.pdf.download'),
        open: t('finances.pdf.open'),
      }}
    />
  );
}

/** Issues a draft after asking: it takes its number now. */
function IssueButton({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const toast = useToast();
  const failed = useFailureToast();
  const invalidate = useInvalidatePath();
  const [busy, setBusy] = useState(false);
  if (invoice.state !== 'DRAFT') return null;
  const issue = () =>
    confirm({
      title: t('finances.actions.issueNamed', { name: invoice.name }),
      text: t('finances.confirmIssue'),
      confirmLabel: t('finances.actions.issue'),
      onConfirm: async () => {
        setBusy(true);
        try {
          const issued = await call(invoiceEndpoints.issue, {
            params: { id: invoice.id },
            body: { version: invoice.version },
          });
          toast({ title: t('finances.toast.issued', { number: issued.number }), tone: 'positive' });
          await invalidate(invoiceEndpoints.list.path);
        } catch (error) {
          failed(error);
        } finally {
          setBusy(false);
        }
      },
    });
  return (
    <Button variant="primary" isBusy={busy} onPress={() => void issue()}>
      {t('finances.actions.issue')}
    </Button>
  );
}

/**
 * /finances/invoice/{invoiceId}: an invoice's facts (account, campaign, service period, days,
 * VAT treatment, total), its lines with their service periods and VAT per rate, its history.
 */
export function InvoicePage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const { invoiceId } = useTableParams<'finances.invoice'>();
  return (
    <RecordPage<Invoice>
      calls={invoiceEndpoints}
      id={invoiceId}
      title={(invoice) => invoice.number ?? `${t('finances.draft')} · ${invoice.campaignName}`}
      facts={(invoice) => [
        [t('finances.facts.docType'), t(`finances.docTypes.${invoice.docType}`)],
        [
          t('finances.facts.state'),
          <StatusBadge key="state" tone={INVOICE_STATE_TONES[invoice.state]}>
            {t(`finances.states.${invoice.state}`)}
          </StatusBadge>,
        ],
        [t('finances.facts.account'), invoice.accountName],
        [t('finances.facts.campaign'), invoice.campaignName],
        [t('finances.facts.period'), periodText(invoice.periodFrom, invoice.periodTo)],
        [t('finances.facts.issueDate'), formatDisplayDate(invoice.issueDate)],
        [t('finances.facts.dueDate'), formatDisplayDate(invoice.dueDate)],
        [t('finances.facts.vatMode'), t(`finances.vatModes.${invoice.vatMode}`)],
        [t('finances.facts.total'), minorMoney(invoice.total, language, invoice.currency)],
      ]}
      actions={(invoice) => (
        <Inline space="small">
          <IssueButton invoice={invoice} />
          <CreditNoteRequest invoice={invoice} />
          <Link href={`/finances/manual-invoice/${invoice.campaignId}`}>
            {t('finances.actions.manualInvoice')}
          </Link>
        </Inline>
      )}
      tabs={(invoice) => [
        {
          id: 'lines',
          label: t('finances.record.lines'),
          render: () => <InvoiceLines invoice={invoice} />,
        },
        {
          id: 'history',
          label: t('finances.record.history'),
          render: () => <InvoiceHistory invoice={invoice} />,
        },
        // The PDF with its QR-bill is made and fetched only when this tab is opened.
        {
          id: 'pdf',
          label: t('finances.record.pdf'),
          render: () => <InvoicePdf invoice={invoice} />,
        },
      ]}
    />
  );
}
