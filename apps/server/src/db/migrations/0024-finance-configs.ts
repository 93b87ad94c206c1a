import { companyKey, inOrder, timestamps } from './statements.ts';

// Migrations are frozen once released: a change is a new migration, never an edit.
//
// Finances part 2 (issue 38; DOMAIN2 §1.1, §1.3, §1.4): the issuer's configuration per company
// and currency (issuer data for Art. 26 MWSTG, the bank account the QR-bill names, the number
// series' patterns, the payment terms), and manual invoices beside the campaign invoices.

const statements = [
  // One configuration per issuing company and currency (a CHF QR-IBAN, a EUR IBAN): the invoice
  // PDF takes the one of its currency. The address is structured (QR-bill v2.3: street and
  // building number apart). A QR-IBAN takes QR references (QRR), an IBAN creditor references
  // (SCOR); at least one of them is set.
  `create table finance_company_config (
    ${companyKey}
    currency char(3) not null check (currency in ('CHF', 'EUR')),
    legal_name text not null check (length(legal_name) between 1 and 70),
    street text not null check (length(street) between 1 and 70),
    building_number text check (length(building_number) between 1 and 16),
    postal_code text not null check (length(postal_code) between 1 and 16),
    city text not null check (length(city) between 1 and 35),
    country_code char(2) not null check (country_code in ('CH', 'LI', 'AT', 'DE')),
    vat_number text check (length(vat_number) between 1 and 40),
    email text check (length(email) between 3 and 254),
    iban text check (length(iban) between 15 and 34),
    qr_iban text check (length(qr_iban) between 15 and 34),
    invoice_pattern text not null default 'RE-{YYYY}-{seq:6}'
      check (length(invoice_pattern) between 1 and 60 and invoice_pattern like '%{seq%'),
    manual_pattern text not null default 'RM-{YYYY}-{seq:6}'
      check (length(manual_pattern) between 1 and 60 and manual_pattern like '%{seq%'),
    credit_note_pattern text not null default 'GS-{YYYY}-{seq:6}'
      check (length(credit_note_pattern) between 1 and 60 and credit_note_pattern like '%{seq%'),
    payment_terms_days integer not null default 30 check (payment_terms_days between 0 and 365),
    ${timestamps},
    check (iban is not null or qr_iban is not null),
    unique (company_id, currency)
  )`,
  // A campaign's period is invoiced once by the campaign invoices; a manual invoice (free lines
  // of the same campaign: production, a correction) does not take the period.
  `drop index invoice_period_idx`,
  `create unique index invoice_period_idx on invoice (company_id, campaign_id, period_from, period_to)
    where state <> 'CANCELLED' and doc_type = 'INVOICE'`,
];

export const up = inOrder(statements);
