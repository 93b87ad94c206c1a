import {
  type BulkRowResult,
  callPath,
  creditNoteEndpoints,
  INVOICE_LINE_TEXT_MAX,
  type Invoice,
  type InvoiceDetails,
  invoiceEndpoints,
} from '@adconsole/api';
import {
  FormDialog,
  FormTextField,
  maxLengthText,
  requiredText,
  useZodForm,
} from '@adconsole/forms';
import { formatDateTime, formatDisplayDate, formatVatRate, type Language } from '@adconsole/i18n';
import {
  Button,
  createDataTableColumns,
  DataTable,
  Inline,
  Link,
  Loader,
  lazyPart,
  StatusBadge,
  Text,
  useConfirm,
  usePart,
  useToast,
} from '@adconsole/ui';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { loadErrorTexts } from '../../app/failures.ts';
import { refusalText } from '../../kit/bulkTexts.ts';
import { call, useEndpoint, useInvalidatePath } from '../../kit/endpointQuery.ts';
import { OnDemandPart } from '../../kit/OnDemandPart.tsx';
import { QueryPending } from '../../kit/QueryPending.tsx';
import { type RecordFact, RecordFacts } from '../../kit/RecordFacts.tsx';
import { RecordPage } from '../../kit/RecordPage.tsx';
import { useFailureToast } from '../../kit/useFailureToast.ts';
import { useTableParams } from '../../routes/useTableParams.ts';
import { CreditNoteRequest } from './CreditNoteRequest.tsx';
import { INVOICE_STATE_TONES, lastSentText, minorMoney, periodText } from './invoiceParts.tsx';
import { paymentFacts } from './paymentParts.ts';

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
    // The PDF's columns, no more and no fewer (issue 38: its "Menge" was missing here; the VAT
    // stands per rate below, as in the PDF's totals): the quantity with its unit.
    column.accessor('quantityText', {
      header: t('finances.lines.quantity'),
      meta: { kind: 'number' },
    }),
    column.accessor('vatRate', {
      header: t('finances.lines.vatRate'),
      cell: (info) => formatVatRate(info.getValue(), language),
      meta: { kind: 'percent' },
    }),
    column.accessor('netAmount', {
      header: t('finances.lines.net'),
      cell: (info) => money(info.getValue()),
      meta: { kind: 'money' },
    }),
  ];
  const data = details.data;
  if (!data) return <QueryPending query={details} />;
  return (
    <>
      {/* A card per line on a phone: six columns scrolled sideways at 390 px (issue 38). */}
      <DataTable
        aria-label={t('finances.record.linesLabel')}
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
                rate: formatVatRate(rate.vatRate, language),
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

// The payments tab's code loads with the tab.
const paymentsPart = lazyPart(() =>
  import('./InvoicePayments.tsx').then((module) => module.InvoicePayments),
);

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

/** A button's work: busy while it runs, a failure said as a toast. */
function useBusyPress() {
  const failed = useFailureToast();
  const [busy, setBusy] = useState(false);
  const press = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };
  return { busy, press };
}

/** Issues a draft after asking: it takes its number now. */
function IssueButton({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const toast = useToast();
  const invalidate = useInvalidatePath();
  const { busy, press } = useBusyPress();
  if (invoice.state !== 'DRAFT') return null;
  const issue = () =>
    confirm({
      title: t('finances.actions.issueNamed', { name: invoice.name }),
      text: t('finances.confirmIssue'),
      confirmLabel: t('finances.actions.issue'),
      onConfirm: () =>
        press(async () => {
          const issued = await call(invoiceEndpoints.issue, {
            params: { id: invoice.id },
            body: { version: invoice.version },
          });
          toast({ title: t('finances.toast.issued', { number: issued.number }), tone: 'positive' });
          await invalidate(invoiceEndpoints.list.path);
        }),
    });
  return (
    <Button variant="primary" isBusy={busy} onPress={() => void issue()}>
      {t('finances.actions.issue')}
    </Button>
  );
}

const linesForm = z.object({
  lines: z.array(
    z.object({
      id: z.number(),
      description: z.pipe(requiredText(), maxLengthText(INVOICE_LINE_TEXT_MAX)),
    }),
  ),
});

/** A draft's line texts corrected before it is issued (the amounts stay the positions'). */
function EditLinesDialog({
  invoice,
  lines,
  onClose,
}: {
  invoice: Invoice;
  lines: readonly Line[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const invalidate = useInvalidatePath();
  const controller = useZodForm({
    schema: linesForm,
    defaultValues: { lines: lines.map(({ id, description }) => ({ id, description })) },
    onSubmit: async (values) => {
      await call(invoiceEndpoints.editLines, {
        params: { id: invoice.id },
        body: {
          version: invoice.version,
          lines: values.lines.map((line) => ({ ...line, description: line.description.trim() })),
        },
      });
      toast({ title: t('finances.toast.linesEdited', { name: invoice.name }), tone: 'positive' });
      await invalidate(invoiceEndpoints.list.path);
      onClose();
    },
  });
  return (
    <FormDialog
      controller={controller}
      title={t('finances.editLines.title', { name: invoice.name })}
      submitLabel={t('finances.editLines.save')}
      onClose={onClose}
    >
      {lines.map((line, index) => (
        <FormTextField
          key={line.id}
          control={controller.control}
          name={`lines.${index}.description`}
          label={t('finances.editLines.line', {
            position: line.position,
            period: periodText(line.periodFrom, line.periodTo),
          })}
          isRequired
          maxLength={INVOICE_LINE_TEXT_MAX}
        />
      ))}
    </FormDialog>
  );
}

/** A draft's own actions: its line texts corrected, or the draft discarded (after asking). */
function DraftActions({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const toast = useToast();
  const navigate = useNavigate();
  const invalidate = useInvalidatePath();
  const details = useEndpoint(invoiceEndpoints.details, { params: { id: invoice.id } });
  const [editing, setEditing] = useState(false);
  if (invoice.state !== 'DRAFT') return null;
  const discard = () =>
    confirm({
      title: t('finances.discard.title', { name: invoice.name }),
      text: t('finances.discard.text'),
      confirmLabel: t('finances.discard.confirm'),
      tone: 'critical',
      onConfirm: async () => {
        await call(invoiceEndpoints.discard, {
          params: { id: invoice.id },
          body: { version: invoice.version },
        });
        toast({ title: t('finances.toast.discarded', { name: invoice.name }), tone: 'positive' });
        await invalidate(invoiceEndpoints.list.path);
        await navigate({ href: '/finances/invoices/DRAFT' });
      },
    });
  return (
    <>
      <Button
        variant="secondary"
        isDisabled={!details.data?.lines.length}
        onPress={() => setEditing(true)}
      >
        {t('finances.editLines.open')}
      </Button>
      <Button variant="secondary" onPress={() => void discard()}>
        {t('finances.discard.open')}
      </Button>
      {editing && details.data && (
        <EditLinesDialog
          invoice={invoice}
          lines={details.data.lines}
          onClose={() => setEditing(false)}
        />
      )}
    </>
  );
}

/**
 * Sends an issued invoice to its invoicing account through the outbox, after saying where it
 * goes (the bulk send's dry run names the address); the history then shows it sent.
 */
function SendButton({ invoice }: { invoice: Invoice }) {
  const { t, i18n } = useTranslation();
  const confirm = useConfirm();
  const toast = useToast();
  const invalidate = useInvalidatePath();
  const { busy, press } = useBusyPress();
  // The same query as the credit-note part beside it (one request): an invoice whose credit
  // note waits for approval is not sent (the server refuses it too), the reason in its place.
  const notes = useEndpoint(creditNoteEndpoints.ofInvoice, { params: { id: invoice.id } });
  if (invoice.state === 'DRAFT' || invoice.state === 'CANCELLED') return null;
  if (notes.data?.[0]?.state === 'PENDING_APPROVAL') {
    return <Text tone="muted">{t('finances.sendWaitsForCreditNote')}</Text>;
  }
  const sendOnce = (dryRun: boolean) =>
    call(invoiceEndpoints.bulk, {
      params: { action: 'send' },
      body: { ids: [invoice.id], dryRun },
    }).then((result) => result.results[0]);
  const refused = async (row: BulkRowResult) => {
    await loadErrorTexts(i18n);
    toast({ title: refusalText(t, row), tone: 'critical' });
  };
  const send = async () => {
    let preview: BulkRowResult | undefined;
    await press(async () => {
      preview = await sendOnce(true);
    });
    if (!preview) return;
    if (preview.outcome === 'REFUSED') return refused(preview);
    await confirm({
      title: t('finances.actions.sendNamed', { name: invoice.name }),
      text: t('finances.confirmSend', { email: preview.context ?? '' }),
      confirmLabel: t('finances.actions.send'),
      onConfirm: async () => {
        const sent = await sendOnce(false);
        if (sent?.outcome === 'DONE') {
          toast({
            title: t('finances.toast.sent', { number: invoice.name, email: sent.context ?? '' }),
            tone: 'positive',
          });
        } else if (sent) {
          await refused(sent);
        }
        await invalidate(invoiceEndpoints.list.path);
      },
    });
  };
  // Once sent, sending again is the lesser action (issue 38: "Versenden" stayed the main button).
  return (
    <Button
      variant={invoice.lastSent ? 'secondary' : 'primary'}
      isBusy={busy}
      onPress={() => void send()}
    >
      {t(invoice.lastSent ? 'finances.actions.sendAgain' : 'finances.actions.send')}
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
      listCrumb={{ label: t('routes.invoices'), href: '/finances/invoices' }}
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
        ...(invoice.state === 'DRAFT'
          ? []
          : [[t('finances.facts.lastSent'), lastSentText(invoice, t)] satisfies RecordFact]),
        [t('finances.facts.total'), minorMoney(invoice.total, language, invoice.currency)],
        ...paymentFacts(invoice, t, language),
      ]}
      actions={(invoice) => (
        <Inline space="small">
          <IssueButton invoice={invoice} />
          <DraftActions invoice={invoice} />
          <SendButton invoice={invoice} />
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
        {
          id: 'payments',
          label: t('payments.invoice.tab'),
          render: () => <OnDemandPart part={paymentsPart} props={{ invoice }} />,
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
