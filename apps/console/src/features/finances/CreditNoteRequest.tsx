import {
  CREDIT_NOTE_INVOICE_STATES,
  type CreditNote,
  creditNoteEndpoints,
  type Invoice,
} from '@adconsole/api';
import { formatDateTime } from '@adconsole/i18n';
import { Button, Inline, Link, lazyPart, Text } from '@adconsole/ui';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentUserQuery } from '../../app/session.ts';
import { useEndpoint } from '../../kit/endpointQuery.ts';
import { OnDemandDialog } from '../../kit/OnDemandDialog.tsx';
import { useOpens } from '../../kit/useOpens.ts';
import type { Decision } from '../compliance/CreditNoteDialogs.tsx';

const CREDIT_NOTES_HREF = '/compliance/credit-notes';

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

const decisionDialog = lazyPart(() =>
  import('../compliance/CreditNoteDialogs.tsx').then((module) => module.DecisionDialog),
);
const requestDialog = lazyPart(() =>
  import('./CreditNoteRequestDialog.tsx').then((module) => module.CreditNoteRequestDialog),
);

/**
 * The invoice record's credit-note part: the latest credit note's state in a line, and for an
 * issued invoice without payments and without an open credit note the request button.
 */
export function CreditNoteRequest({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [decision, setDecision] = useState<Decision>();
  const notes = useEndpoint(creditNoteEndpoints.ofInvoice, { params: { id: invoice.id } });
  const latest = notes.data?.[0];
  const me = useQuery(currentUserQuery).data?.userId;
  // Issue 38: the invoice leads to its credit notes, and a second person decides a pending one
  // here with visible buttons (four eyes: never the requester; the server checks it too).
  const seesCreditNotes = useOpens(CREDIT_NOTES_HREF);
  const decides =
    seesCreditNotes && latest?.state === 'PENDING_APPROVAL' && latest.requestedByUserId !== me;
  const requestable =
    (CREDIT_NOTE_INVOICE_STATES as readonly string[]).includes(invoice.state) &&
    invoice.paidTotal === 0 &&
    notes.data !== undefined &&
    (!latest || latest.state === 'REJECTED');
  return (
    <>
      {latest && <Text tone="muted">{latestText(latest, t)}</Text>}
      {latest && seesCreditNotes && invoice.number && (
        <Link href={`${CREDIT_NOTES_HREF}?state=ALL&search=${encodeURIComponent(invoice.number)}`}>
          {t('compliance.creditNotes.ofInvoice.open', { count: notes.data?.length ?? 1 })}
        </Link>
      )}
      {decides && latest && (
        <Inline space="small">
          <Button variant="primary" onPress={() => setDecision({ note: latest, approve: true })}>
            {t('compliance.creditNotes.actions.approve')}
          </Button>
          <Button variant="secondary" onPress={() => setDecision({ note: latest, approve: false })}>
            {t('compliance.creditNotes.actions.reject')}
          </Button>
        </Inline>
      )}
      {decision && (
        <OnDemandDialog
          part={decisionDialog}
          props={{ decision, onClose: () => setDecision(undefined) }}
          onClose={() => setDecision(undefined)}
        />
      )}
      {requestable && (
        <Button variant="secondary" onPress={() => setOpen(true)}>
          {t('compliance.creditNotes.actions.request')}
        </Button>
      )}
      {open && (
        <OnDemandDialog
          part={requestDialog}
          props={{ invoice, onClose: () => setOpen(false) }}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
