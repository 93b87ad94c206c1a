import {
  CREDIT_NOTE_KINDS,
  CREDIT_NOTE_REASON_MAX,
  type CreditNoteKind,
  creditNoteEndpoints,
  type Invoice,
  invoiceEndpoints,
} from '@adconsole/api';
import { serverValidationErrors } from '@adconsole/forms';
import type { Language } from '@adconsole/i18n';
import { Button, Select, Stack, Text, TextArea, useToast } from '@adconsole/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../kit/ActionDialog.tsx';
import { call, useInvalidatePath } from '../../kit/endpointQuery.ts';
import { useFailureToast } from '../../kit/useFailureToast.ts';
import { minorMoney } from './invoiceParts.tsx';

// The credit note's request dialog, a module of its own: it loads when it opens, never with
// the invoice record (issue 36).

/** The request's dialog: the kind and the reason. */
export function CreditNoteRequestDialog({
  invoice,
  onClose,
}: {
  invoice: Invoice;
  onClose: () => void;
}) {
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
          description={t(`compliance.creditNotes.request.kindHints.${kind}`)}
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
