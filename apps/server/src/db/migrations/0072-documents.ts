import { companyKey, inOrder, list } from './statements.ts';

// Migrations are frozen once released: a change is a new migration, never an edit.
//
// Issue 39, /dashboard/documents (spec 1 §2.12; DOMAIN2 §9): the archive of the documents a
// company sent or issued in its campaigns: offers, confirmations, invoices, credit notes and
// proofs, one index row each (campaign, type, number, when) naming the stored file that holds
// its bytes (`stored_file`, the file store of services/files) and their SHA-256. A document the
// demo seed lists is rendered once, at its first download, and kept: `file_id` and `sha256` are
// set once and never change afterwards (the trigger refuses it).

const TYPES = ['OFFER', 'CONFIRMATION', 'INVOICE', 'CREDIT_NOTE', 'PROOF'];

const statements = [
  `create table archived_document (
    ${companyKey}
    campaign_id integer not null references campaign (id),
    doc_type text not null check (doc_type in (${list(TYPES)})),
    number text not null check (length(number) between 1 and 60),
    source_id integer,
    file_id uuid references stored_file (id),
    sha256 text check (sha256 ~ '^[0-9a-f]{64}$'),
    created_at timestamptz not null default now(),
    check ((file_id is null) = (sha256 is null))
  )`,
  `create index archived_document_company_idx on archived_document (company_id, created_at desc, id)`,
  `create index archived_document_campaign_idx on archived_document (company_id, campaign_id)`,
  `create function archived_document_kept() returns trigger language plpgsql as $$
    begin
      if old.file_id is not null and (new.file_id is distinct from old.file_id
          or new.sha256 is distinct from old.sha256) then
        raise exception 'an archived document''s file never changes';
      end if;
      return new;
    end $$`,
  `create trigger archived_document_kept before update on archived_document
    for each row execute function archived_document_kept()`,
];

export const up = inOrder(statements);
