import type { Area } from '../context.ts';
import { registerCardReceipts } from './card-receipts.ts';
import { registerCompanyConfigs } from './company-configs.ts';
import { registerDunningJob } from './dunning.ts';
import { registerDraftEdits } from './invoice-draft-edits.ts';
import { registerInvoiceRun } from './invoice-run.ts';
import { registerInvoices } from './invoices.ts';
import { registerPayments } from './payments.ts';

/** Finances (issue 38; DOMAIN2 §1): invoices by billing period, numbered at issue. */
export const financesArea: Area = {
  name: 'finances',
  registrations: [
    registerInvoices,
    registerDraftEdits,
    registerInvoiceRun,
    registerCompanyConfigs,
    registerPayments,
    registerCardReceipts,
    registerDunningJob,
  ],
};
