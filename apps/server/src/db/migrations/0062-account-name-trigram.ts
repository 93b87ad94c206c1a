import { inOrder } from './statements.ts';

// Migrations are frozen once released: a change is a new migration, never an edit.
//
// Issue 38's benchmark (the invoices list at 200,000 invoices, p95 ≤ 50 ms; bench/finances.ts):
// the invoices' search reads the accounts and campaigns named like its text first
// (services/finances/invoices.ts, `invoiceSearch`). The campaigns have their trigram index
// (0013); the accounts' display name had none of its own, so every search read the accounts one
// by one (5,000 of them in the demo, 2.6 ms of a search's page on a loaded machine).
const statements = [
  `create index account_display_name_trgm_idx on account
    using gin ((lower(display_name)) gin_trgm_ops)`,
];

export const up = inOrder(statements);
