import { inOrder } from './statements.ts';

// Migrations are frozen once released: a change is a new migration, never an edit.
//
// Issue 38's benchmark (the invoices list at 200,000 invoices, p95 ≤ 50 ms; bench/finances.ts):
// a search's tab counts and its page's total counted every invoice found through a BitmapOr of
// the account and campaign indexes and a heap visit per invoice ("bern": 10,492 invoices,
// 98–146 ms at load 31–38). The list now counts a search as two disjoint parts, its accounts'
// invoices and its campaigns' others (services/finances/invoices.ts, `countParts`), each read
// from an index alone (index-only: 14–41 ms the same minute). These two replace the single-
// column indexes of 0038, which they lead with the same column, so an insert updates as many.
const statements = [
  `create index invoice_account_counts_idx on invoice (account_id, company_id) include (state)`,
  `create index invoice_campaign_counts_idx on invoice (campaign_id, company_id)
    include (state, account_id)`,
  `drop index invoice_search_account_idx`,
  `drop index invoice_search_campaign_idx`,
];

export const up = inOrder(statements);
