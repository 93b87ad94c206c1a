import { type CreditNote, callPath, creditNoteEndpoints } from '@adconsole/api';
import { serverValidationErrors } from '@adconsole/forms';
import type { Language } from '@adconsole/i18n';
import { Button, Loader, lazyPart, Stack, Text, TextArea, usePart, useToast } from '@adconsole/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../kit/ActionDialog.tsx';
import { call, useInvalidatePath } from '../../kit/endpointQuery.ts';
import { useFailureToast } from '../../kit/useFailureToast.ts';
import { minorMoney } from '../finances/invoiceParts.tsx';

// The credit notes' dialogs, a module of their own: they load when one opens, never with the
// list (issue 36).

export type Decision = { note: CreditNote; approve: boolean };

// The preview's code loads with the PDF dialog, never with the page.
const serverPdf = lazyPart(() =>
  import('../../kit/PdfPreview.tsx').then((module) => module.PdfPreview),
);

/** An approved credit note's PDF, made and fetched when the dialog opens. */
export function CreditNotePdfDialog({ note, onClose }: { note: CreditNote; onClose: () => void }) {
  const { t } = useTranslation();
  const Preview = usePart(serverPdf, true);
  return (
    <ActionDialog
      title={t('compliance.creditNotes.actions.pdfNamed', { name: note.name })}
      size="large"
      onClose={onClose}
      cancel={t('compliance.creditNotes.actions.cancel')}
    >
      {Preview ? (
        <Preview
          path={callPath(creditNoteEndpoints.pdf, { params: { id: note.id } })}
          version={note.version}
          labels={{
            title: t('compliance.creditNotes.actions.pdfNamed', { name: note.name }),
            failed: t('finances.pdf.failed'),
            download: t('finances.pdf.download'),
            open: t('finances.pdf.open'),
          }}
        />
      ) : (
        <Loader />
      )}
    </ActionDialog>
  );
}

/** Approve or reject with an optional (for a rejection: required) note. */
export function DecisionDialog({ decision, onClose }: { decision: Decision; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const failed = useFailureToast();
  const invalidate = useInvalidatePath();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const { note, approve } = decision;
  const amount = minorMoney(note.total, i18n.language as Language, note.currency);
  const submit = async () => {
    setBusy(true);
    try {
      const decided = await call(
        approve ? creditNoteEndpoints.approve : creditNoteEndpoints.reject,
        {
          params: { id: note.id },
          body: { version: note.version, ...(text.trim() ? { note: text } : {}) },
        },
      );
      toast({
        title: approve
          ? t('compliance.creditNotes.toast.approved', { number: decided.number })
          : t('compliance.creditNotes.toast.rejected'),
        tone: 'positive',
      });
      await invalidate(creditNoteEndpoints.list.path);
      // Decided on the invoice's page too (issue 38): its note and, approved, its state move.
      await invalidate(creditNoteEndpoints.ofInvoice.path.replace('/{id}/credit-notes', ''));
      onClose();
    } catch (caught) {
      const fieldErrors = serverValidationErrors(caught)?.fieldErrors;
      if (fieldErrors?.note) setError(fieldErrors.note);
      else failed(caught);
    } finally {
      setBusy(false);
    }
  };
  const key = approve ? 'approve' : 'reject';
  return (
    <ActionDialog
      title={t(`compliance.creditNotes.decide.${key}Title`)}
      onClose={onClose}
      cancel={t('compliance.creditNotes.actions.cancel')}
      actions={
        <Button
          variant={approve ? 'primary' : 'critical'}
          isBusy={busy}
          onPress={() => void submit()}
        >
          {t(`compliance.creditNotes.actions.${key}`)}
        </Button>
      }
    >
      <Stack space="medium">
        <Text>
          {t(`compliance.creditNotes.decide.${key}Body`, {
            invoice: note.invoiceNumber,
            amount,
          })}
        </Text>
        <Text tone="muted">{note.reason}</Text>
        <TextArea
          label={t('compliance.creditNotes.decide.note')}
          description={approve ? undefined : t('compliance.creditNotes.decide.noteHint')}
          value={text}
          onChange={setText}
          maxLength={500}
          isRequired={!approve}
          errorMessage={error}
        />
      </Stack>
    </ActionDialog>
  );
}
