import {
  CREDIT_NOTE_INVOICE_STATES,
  CREDIT_NOTE_KINDS,
  CREDIT_NOTE_REASON_MAX,
  type CreditNote,
  type CreditNoteKind,
  creditNoteEndpoints,
  type Invoice,
  invoiceEndpoints,
} from '@adconsole/api';
import { serverValidationErrors } from '@adconsole/forms';
import { formatDateTime, type Language } from '@adconsole/i18n';
import { Button, Select, Stack, Text, TextArea, useToast } from '@adconsole/ui';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../kit/ActionDialog.tsx';
import { call, useEndpoint, useInvalidatePath } from '../../kit/endpointQuery.ts';
import { useFailureToast } from '../../kit/useFailureToast.ts';
import { minorMoney } from './invoiceParts.tsx';

// Cancelling (or correcting) an issued invoice by a credit note (issue 38 part 4): the request
// with its reason, and what became of the invoice's latest credit note. A second person approves
// it under /compliance/credit-notes; only then is the invoice cancelled.

/** What became of the invoice's latest credit note, in a line. */
function latestText(note: CreditNote, t: TFunction) {
  if (note.state === 'PENDING_APPROVAL') {
    return t('compliance.creditNotes.ofInvoice.pending', {
      name: note.requestedBy,
      date: formatDateTime(note.requestedAt),
    });
  }
  if (note.state === 'APPROVED') {
    return t('compliance.creditNotes.ofInvoice.approved', {
      number: note.number,
      name: note.decidedBy,
    });
  }
  return t('compliance.creditNotes.ofInvoice.rejected', {
    name: note.decidedBy,
    note: note.decisionNote ?? '',
  });
}

/** The request's dialog: the kind and the reason. */
function RequestDialog({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const failed = useFailureToast();
  const invalidate = useInvalidatePath();
  const [kind, setKind] = useState<CreditNoteKind>('CANCELLATION');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    try {
      await call(creditNoteEndpoints.request, {
        params: { id: invoice.id },
        body: { kind, reason, version: invoice.version },
      });
      toast({ title: t('compliance.creditNotes.toast.requested'), tone: 'positive' });
      await invalidate(invoiceEndpoints.list.path);
      onClose();
    } catch (error) {
      const fieldErrors = serverValidationErrors(error)?.fieldErrors;
      if (fieldErrors && Object.keys(fieldErrors).length > 0) setErrors(fieldErrors);
      else failed(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <ActionDialog
      title={t('compliance.creditNotes.request.title')}
      onClose={onClose}
      cancel={t('compliance.creditNotes.actions.cancel')}
      actions={
        <Button variant="critical" isBusy={busy} onPress={() => void submit()}>
          {t('compliance.creditNotes.request.submit')}
        </Button>
      }
    >
      <Stack space="medium">
        <Text>
          {t('compliance.creditNotes.request.body', {
            amount: minorMoney(invoice.total, i18n.language as Language, invoice.currency),
          })}
        </Text>
        <Select
          label={t('compliance.creditNotes.request.kind')}
          description={t('compliance.creditNotes.request.kindHint')}
          options={CREDIT_NOTE_KINDS.map((id) => ({
            id,
            label: t(`compliance.creditNotes.kinds.${id}`),
          }))}
          value={kind}
          onChange={(value) => value && setKind(value as CreditNoteKind)}
          errorMessage={errors.kind}
        />
        <TextArea
          label={t('compliance.creditNotes.request.reason')}
          value={reason}
          onChange={setReason}
          maxLength={CREDIT_NOTE_REASON_MAX}
          isRequired
          errorMessage={errors.reason}
        />
      </Stack>
    </ActionDialog>
  );
}

/**
 * The invoice record's credit-note part: the latest credit note's state in a line, and for an
 * issued invoice without payments and without an open credit note the request button.
 */
export function CreditNoteRequest({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const notes = useEndpoint(creditNoteEndpoints.ofInvoice, { params: { id: invoice.id } });
  const latest = notes.data?.[0];
  const requestable =
    (CREDIT_NOTE_INVOICE_STATES as readonly string[]).includes(invoice.state) &&
    invoice.paidTotal === 0 &&
    notes.data !== undefined &&
    (!latest || latest.state === 'REJECTED');
  return (
    <>
      {latest && <Text tone="muted">{latestText(latest, t)}</Text>}
      {requestable && (
        <Button variant="secondary" onPress={() => setOpen(true)}>
          {t('compliance.creditNotes.actions.request')}
        </Button>
      )}
      {open && <RequestDialog invoice={invoice} onClose={() => setOpen(false)} />}
    </>
  );
}
