import { type CardPayoutStatus, serverMessage } from '@adconsole/api/contracts';
import Papa from 'papaparse';
import { ValidationError } from '../../http/errors.ts';

// The card provider's payout file (DOMAIN2 §1.1 PspPayout). No provider is reachable, so the
// file is modelled on Stripe's itemized payout reconciliation report: a CSV with a header row
// and one row per balance transaction of a payout (a card charge, or a refund of one), read
// with papaparse. The columns (any order; others are ignored):
//
//   payout_id            the provider's payout (po_…), 1–64 characters
//   payout_status        pending | in_transit | paid | failed (Stripe's Payout.status)
//   payout_arrival_date  the day the money is due at the bank, YYYY-MM-DD
//   currency             CHF or EUR (upper or lower case)
//   balance_transaction_id  the transaction (txn_…), unique in the file
//   reporting_category   charge | refund
//   charge_id            the card payment (ch_…) the transaction belongs to
//   gross, fee, net      amounts with two decimals; net = gross − fee; a refund's gross < 0
//
// The rows of one payout must agree on its status, arrival day and currency. Anything else
// answers 422 on `content` (`cardPayoutUnreadable` with the line) and nothing is imported.

const STATUSES: Record<string, CardPayoutStatus> = {
  pending: 'PENDING',
  in_transit: 'IN_TRANSIT',
  paid: 'PAID',
  failed: 'FAILED',
};
const COLUMNS = [
  'payout_id',
  'payout_status',
  'payout_arrival_date',
  'currency',
  'balance_transaction_id',
  'reporting_category',
  'charge_id',
  'gross',
  'fee',
  'net',
] as const;

/** A payout as the file tells it: its sums over its transactions and the charges in it. */
export interface PayoutOfFile {
  payoutRef: string;
  status: CardPayoutStatus;
  arrivalDate: string;
  currency: string;
  gross: number;
  fee: number;
  amount: number;
  transactions: number;
  chargeIds: string[];
}

const unreadable = (reason: string) =>
  new ValidationError({ content: serverMessage('cardPayoutUnreadable', { reason }) }, []);

/** A signed amount with two decimals (`-12.50`) in minor units; undefined unless one. */
function minorUnits(value: string | undefined): number | undefined {
  const match = /^(-?)(\d{1,12})\.(\d{2})$/.exec(value?.trim() ?? '');
  if (!match) return undefined;
  const minor = Number(match[2]) * 100 + Number(match[3]);
  return match[1] ? -minor : minor;
}

const isDay = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/** Reads a payout file: its payouts in the order they first appear, or a 422. */
export function readPayoutFile(content: string): PayoutOfFile[] {
  const parsed = Papa.parse<Record<string, string>>(content.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim().toLowerCase(),
  });
  const fields = parsed.meta.fields ?? [];
  const missing = COLUMNS.filter((column) => !fields.includes(column));
  if (missing.length > 0) throw unreadable(missing.join(', '));
  const [error] = parsed.errors;
  if (error) throw unreadable(`${(error.row ?? 0) + 2}: ${error.code}`);
  if (parsed.data.length === 0) throw unreadable('1: no rows');
  const payouts = new Map<string, PayoutOfFile>();
  const transactions = new Set<string>();
  parsed.data.forEach((row, index) => {
    const line = index + 2;
    const bad = (column: string) => unreadable(`${line}: ${column}`);
    const value = (column: (typeof COLUMNS)[number]) => (row[column] ?? '').trim();
    const payoutRef = value('payout_id');
    if (!payoutRef || payoutRef.length > 64) throw bad('payout_id');
    const status = STATUSES[value('payout_status').toLowerCase()];
    if (!status) throw bad('payout_status');
    const arrivalDate = value('payout_arrival_date');
    if (!isDay(arrivalDate)) throw bad('payout_arrival_date');
    const currency = value('currency').toUpperCase();
    if (currency !== 'CHF' && currency !== 'EUR') throw bad('currency');
    const transaction = value('balance_transaction_id');
    if (!transaction || transactions.has(transaction)) throw bad('balance_transaction_id');
    transactions.add(transaction);
    const category = value('reporting_category').toLowerCase();
    if (category !== 'charge' && category !== 'refund') throw bad('reporting_category');
    const chargeId = value('charge_id');
    if (!chargeId || chargeId.length > 64) throw bad('charge_id');
    const gross = minorUnits(value('gross'));
    const fee = minorUnits(value('fee'));
    const net = minorUnits(value('net'));
    if (gross === undefined || (category === 'charge') !== gross > 0) throw bad('gross');
    if (fee === undefined || fee < 0) throw bad('fee');
    if (net === undefined || net !== gross - fee) throw bad('net');
    const known = payouts.get(payoutRef);
    if (!known) {
      payouts.set(payoutRef, {
        payoutRef,
        status,
        arrivalDate,
        currency,
        gross,
        fee,
        amount: net,
        transactions: 1,
        chargeIds: category === 'charge' ? [chargeId] : [],
      });
      return;
    }
    if (known.status !== status) throw bad('payout_status');
    if (known.arrivalDate !== arrivalDate) throw bad('payout_arrival_date');
    if (known.currency !== currency) throw bad('currency');
    known.gross += gross;
    known.fee += fee;
    known.amount += net;
    known.transactions += 1;
    if (category === 'charge') known.chargeIds.push(chargeId);
  });
  return [...payouts.values()];
}
