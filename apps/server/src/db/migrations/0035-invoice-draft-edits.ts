import { inOrder } from './statements.ts';

// Migrations are frozen once released: a change is a new migration, never an edit.
//
// Issue 38 (a new finance user's day): a draft's line texts can be corrected before it is
// issued, and the correction is the invoice's history entry EDITED (in the same transaction).
// The action check is stated again with every action 0027 and 0033 (credit notes, dunning)
// allowed, and EDITED; a later migration that states it again must name them all.
const statements = [
  `alter table invoice_event drop constraint invoice_event_action_check`,
  `alter table invoice_event add constraint invoice_event_action_check
    check (action in ('CREATED', 'ISSUED', 'SENT', 'CANCELLED', 'PAYMENT',
      'CREDIT_NOTE_REQUESTED', 'CREDIT_NOTE_REJECTED', 'OVERDUE', 'REMINDER', 'EDITED'))`,
];

export const up = inOrder(statements);
