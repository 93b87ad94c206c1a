import {
  CREDIT_NOTE_SORT_FIELDS,
  CREDIT_NOTE_TABS,
  type CreditNote,
  creditNoteEndpoints,
} from '@adconsole/api';
import { formatDateTime, type Language } from '@adconsole/i18n';
import { createDataTableColumns, lazyPart } from '@adconsole/ui';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentUserQuery } from '../../app/session.ts';
import { recordColumns } from '../../kit/columns.tsx';
import { ListView } from '../../kit/ListView.tsx';
import { defineList, tabParam, textParam } from '../../kit/listDefinition.ts';
import { OnDemandDialog } from '../../kit/OnDemandDialog.tsx';
import { rowActionsColumn } from '../../kit/rowActions.tsx';
import { useList } from '../../kit/useList.ts';
import { invoiceHref, minorMoney } from '../finances/invoiceParts.tsx';
import type { Decision } from './CreditNoteDialogs.tsx';
import { CREDIT_NOTE_STATE_TONES } from './complianceParts.ts';

// /compliance/credit-notes (spec 1 §2.12; DOMAIN2 §8.4 check 3): the credit notes with their
// approvals, the pending ones first; a second person approves or rejects (the requester sees
// why they cannot: the server refuses it too), an approved one opens as a PDF.

const creditNoteList = defineList({
  params: {
    search: textParam({ query: 'searchFilter', filter: 'compliance.creditNotes.filters.search' }),
    state: tabParam(CREDIT_NOTE_TABS, { initial: 'PENDING_APPROVAL', fallback: 'ALL' }),
  },
  sort: { fields: CREDIT_NOTE_SORT_FIELDS, field: 'requestedAt', order: 'DESC' },
  tabs: {
    param: 'state',
    values: CREDIT_NOTE_TABS,
    label: (tab) => `compliance.creditNotes.states.${tab}`,
    countOf: (tab, counts) =>
      tab === 'ALL'
        ? Object.values(counts).reduce((sum, count) => sum + count, 0)
        : (counts[tab] ?? 0),
  },
  pageSizes: [20, 50, 100],
});

function creditNoteColumns(
  t: TFunction,
  language: Language,
  me: number | undefined,
  decide: (decision: Decision) => void,
  showPdf: (note: CreditNote) => void,
) {
  const column = recordColumns<CreditNote>(t, 'compliance.creditNotes');
  const helper = createDataTableColumns<CreditNote>();
  /**
   * A document number, read whole (issue 38: the invoice's was cut at 8.5rem). A note gets its
   * own number when approved: until then the row says so in words, not with a dash.
   */
  const numberColumn = (id: 'invoiceNumber' | 'number') =>
    helper.accessor((row) => row[id], {
      id,
      header: t(`compliance.creditNotes.columns.${id}`),
      cell: (info) =>
        info.getValue() ??
        t(
          info.row.original.state === 'PENDING_APPROVAL'
            ? 'compliance.creditNotes.numberOnApproval'
            : 'compliance.creditNotes.noNumber',
        ),
      // The invoice's number is read whole; the note's own gives way (its whole text on hover)
      // so that the list fits 1440 px in French too (wide-desk.e2e).
      meta: id === 'invoiceNumber' ? { kind: 'code' } : { kind: 'text', width: '8.5rem' },
    });
  return [
    numberColumn('invoiceNumber'),
    numberColumn('number'),
    column.statusBadge('state', 'compliance.creditNotes.states', CREDIT_NOTE_STATE_TONES),
    column.text('kind', (kind) => t(`compliance.creditNotes.kinds.${kind}`)),
    column.name('accountName'),
    helper.accessor((row) => row.total, {
      id: 'total',
      header: t('compliance.creditNotes.columns.total'),
      cell: (info) => minorMoney(info.getValue(), language, info.row.original.currency),
      meta: { kind: 'money' },
    }),
    column.name('requestedBy'),
    helper.accessor((row) => row.requestedAt, {
      id: 'requestedAt',
      header: t('compliance.creditNotes.columns.requestedAt'),
      cell: (info) => formatDateTime(info.getValue()),
      meta: { kind: 'date' },
    }),
    column.text('decidedBy', (name) => name ?? ''),
    column.text('reason'),
    helper.accessor((row) => row.decidedAt, {
      id: 'decidedAt',
      header: t('compliance.creditNotes.columns.decidedAt'),
      cell: (info) => (info.getValue() ? formatDateTime(info.getValue() as string) : ''),
      meta: { kind: 'date' },
    }),
    column.text('decisionNote', (note) => note ?? ''),
    rowActionsColumn(helper, t, {
      header: t('compliance.creditNotes.columns.actions'),
      nameOf: (row) => row.name,
      actionsOf: (row) => {
        if (row.state === 'APPROVED') {
          return [
            {
              id: 'pdf',
              label: t('compliance.creditNotes.actions.pdf'),
              onAction: () => showPdf(row),
            },
          ];
        }
        // The requester decides nothing (four eyes): the row says so in its state's place.
        if (row.state !== 'PENDING_APPROVAL' || row.requestedByUserId === me) return [];
        return [
          {
            id: 'approve',
            label: t('compliance.creditNotes.actions.approve'),
            onAction: () => decide({ note: row, approve: true }),
          },
          {
            id: 'reject',
            label: t('compliance.creditNotes.actions.reject'),
            tone: 'critical' as const,
            onAction: () => decide({ note: row, approve: false }),
          },
        ];
      },
    }),
  ];
}

const decisionDialog = lazyPart(() =>
  import('./CreditNoteDialogs.tsx').then((module) => module.DecisionDialog),
);
const pdfDialog = lazyPart(() =>
  import('./CreditNoteDialogs.tsx').then((module) => module.CreditNotePdfDialog),
);

export function CreditNotesPage() {
  const { t, i18n } = useTranslation();
  const me = useQuery(currentUserQuery).data?.userId;
  const [decision, setDecision] = useState<Decision>();
  const [pdf, setPdf] = useState<CreditNote>();
  const list = useList({
    definition: creditNoteList,
    listKey: 'compliance-credit-notes',
    calls: creditNoteEndpoints,
  });
  const columns = useMemo(
    () => creditNoteColumns(t, i18n.language as Language, me, setDecision, setPdf),
    [t, i18n.language, me],
  );
  return (
    <>
      <ListView
        list={list}
        columns={columns}
        getRowHref={(row) => invoiceHref({ id: row.invoiceId })}
        description={t('compliance.creditNotes.description')}
        // 1440 px hold the rest (wide-desk.e2e); these are in the columns menu, the kind and
        // reason in the decision dialog too.
        defaultHiddenColumns={['kind', 'decidedBy', 'reason', 'decidedAt', 'decisionNote']}
      />
      {decision && (
        <OnDemandDialog
          part={decisionDialog}
          props={{ decision, onClose: () => setDecision(undefined) }}
          onClose={() => setDecision(undefined)}
        />
      )}
      {pdf && (
        <OnDemandDialog
          part={pdfDialog}
          props={{ note: pdf, onClose: () => setPdf(undefined) }}
          onClose={() => setPdf(undefined)}
        />
      )}
    </>
  );
}
