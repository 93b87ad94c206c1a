import { companyKey, inOrder, list, timestamps } from './statements.ts';

// Migrations are frozen once released: a change is a new migration, never an edit.
//
// Finances part 4 and compliance (issue 38; DOMAIN2 §1.3, §1.6, §8): credit notes that cancel or
// correct an issued invoice with a second person's approval, the capture of list-price changes by
// a trigger into append-only audit rows, the two financial views of the compliance area, and
// dunning (levels per company config, reminders per invoice, the account's booking block).

const creditNoteStates = list(['PENDING_APPROVAL', 'APPROVED', 'REJECTED']);
const creditNoteKinds = list(['CANCELLATION', 'CORRECTION']);
const invoiceActions = list([
  'CREATED',
  'ISSUED',
  'SENT',
  'CANCELLED',
  'PAYMENT',
  'CREDIT_NOTE_REQUESTED',
  'CREDIT_NOTE_REJECTED',
  'OVERDUE',
  'REMINDER',
]);
/** DOMAIN2 §1.6 [judgment]: reminders 10, 25 and 40 days after due; a fee from the second on
 * (charged only where the account's terms state it); a booking block at the last. */
const defaultLevels = JSON.stringify([
  { level: 1, daysAfterDue: 10, fee: 0, blocksBooking: false },
  { level: 2, daysAfterDue: 25, fee: 2000, blocksBooking: false },
  { level: 3, daysAfterDue: 40, fee: 3000, blocksBooking: true },
]);

const statements = [
  // --- Credit notes (DOMAIN2 §1.3, §8.4 check 3) ---
  // A request to cancel (or correct) an issued invoice; a second person approves it (never the
  // requester: the check below is the last guard of the server's refusal). It takes its number
  // from the company's CREDIT_NOTE series at approval, so a rejected request uses none.
  `create table credit_note (
    ${companyKey}
    invoice_id integer not null,
    account_id integer not null references account (id),
    kind text not null check (kind in (${creditNoteKinds})),
    state text not null default 'PENDING_APPROVAL' check (state in (${creditNoteStates})),
    number text check (length(number) between 1 and 60),
    reason text not null check (length(reason) between 1 and 500),
    currency char(3) not null check (currency in ('CHF', 'EUR')),
    language char(2) not null default 'de' check (language in ('de', 'fr', 'it', 'en')),
    net_total bigint not null check (net_total >= 0),
    vat_total bigint not null check (vat_total >= 0),
    total bigint not null check (total >= 0),
    requested_by_user_id integer not null references app_user (id),
    requested_at timestamptz not null default now(),
    decided_by_user_id integer references app_user (id),
    decided_at timestamptz,
    decision_note text check (length(decision_note) <= 500),
    issue_date date,
    correction_invoice_id integer,
    ${timestamps},
    foreign key (company_id, invoice_id) references invoice (company_id, id),
    foreign key (company_id, correction_invoice_id) references invoice (company_id, id),
    check ((number is null) = (state <> 'APPROVED')),
    check ((issue_date is null) = (state <> 'APPROVED')),
    check ((decided_by_user_id is null) = (state = 'PENDING_APPROVAL')),
    check (decided_by_user_id is null or decided_by_user_id <> requested_by_user_id),
    unique (company_id, id)
  )`,
  `create unique index credit_note_number_idx on credit_note (company_id, number) where number is not null`,
  // One open or approved credit note per invoice; a rejected one lets another be asked for.
  `create unique index credit_note_invoice_idx on credit_note (company_id, invoice_id) where state <> 'REJECTED'`,
  `create index credit_note_state_idx on credit_note (company_id, state, requested_at desc, id)`,
  `alter table invoice_event drop constraint invoice_event_action_check`,
  `alter table invoice_event add constraint invoice_event_action_check
    check (action in (${invoiceActions}))`,

  // --- Append-only audit rows (DOMAIN2 §8.2: "the app's DB role has no UPDATE or DELETE") ---
  // A trigger refuses every change and removal, whoever asks (a superuser too), and TRUNCATE;
  // the privileges are revoked from the role that runs the migrations, the application's own.
  `create function audit_rows_are_immutable() returns trigger language plpgsql as $$
    begin
      raise exception 'the audit rows of % cannot be changed or deleted', tg_table_name
        using errcode = 'insufficient_privilege';
    end $$`,

  // --- List-price changes (DOMAIN2 §8.3: a Postgres trigger, not the ORM; OCA PR #2240) ---
  // Who (the actor the application sets with set_config('app.actor_user_id', …, true) in the
  // change's transaction; none for a change outside the application), when, old → new. No
  // foreign keys: the row outlives the price and the user it names.
  `create table list_price_change (
    ${companyKey}
    price_list_item_id integer not null,
    price_list_id integer not null,
    product_id integer not null,
    action text not null check (action in ('UPDATE', 'DELETE')),
    unit text not null,
    old_price numeric(12, 2),
    new_price numeric(12, 2),
    actor_user_id integer,
    changed_at timestamptz not null default now()
  )`,
  `create index list_price_change_at_idx on list_price_change (company_id, changed_at desc, id)`,
  `create index list_price_change_item_idx on list_price_change (price_list_item_id)`,
  `create function list_price_change_capture() returns trigger language plpgsql as $$
    declare
      actor integer := nullif(current_setting('app.actor_user_id', true), '')::integer;
    begin
      if tg_op = 'UPDATE' then
        insert into list_price_change (company_id, price_list_item_id, price_list_id, product_id,
            action, unit, old_price, new_price, actor_user_id)
          values (new.company_id, new.id, new.price_list_id, new.product_id, 'UPDATE', new.unit,
            old.list_price, new.list_price, actor);
        return new;
      end if;
      insert into list_price_change (company_id, price_list_item_id, price_list_id, product_id,
          action, unit, old_price, new_price, actor_user_id)
        values (old.company_id, old.id, old.price_list_id, old.product_id, 'DELETE', old.unit,
          old.list_price, null, actor);
      return old;
    end $$`,
  `create trigger price_list_item_price_change after update of list_price on price_list_item
    for each row when (old.list_price is distinct from new.list_price)
    execute function list_price_change_capture()`,
  `create trigger price_list_item_price_delete after delete on price_list_item
    for each row execute function list_price_change_capture()`,
  `create trigger list_price_change_immutable before update or delete on list_price_change
    for each row execute function audit_rows_are_immutable()`,
  `create trigger list_price_change_no_truncate before truncate on list_price_change
    for each statement execute function audit_rows_are_immutable()`,
  `revoke update, delete, truncate on list_price_change from public`,
  `revoke update, delete, truncate on list_price_change from current_user`,

  // --- Dunning (DOMAIN2 §1.6) ---
  `alter table finance_company_config
    add column dunning_levels jsonb not null default '${defaultLevels}',
    add column default_interest_percent numeric(5, 2) not null default 5.00
      check (default_interest_percent between 0 and 20)`,
  // Reminder fees are not statutory: charged only where the account's terms (AGB) state them.
  // The booking block is set by the last level's reminder and lifted by hand (CRM).
  `alter table account
    add column reminder_fees_agreed boolean not null default false,
    add column booking_blocked_at timestamptz`,
  `alter table invoice add column dunning_level integer not null default 0
    check (dunning_level between 0 and 9)`,
  `create table dunning_reminder (
    ${companyKey}
    invoice_id integer not null,
    account_id integer not null references account (id),
    level integer not null check (level between 1 and 9),
    reminder_date date not null,
    days_overdue integer not null check (days_overdue >= 0),
    open_amount bigint not null check (open_amount > 0),
    fee bigint not null default 0 check (fee >= 0),
    interest bigint not null default 0 check (interest >= 0),
    interest_percent numeric(5, 2) not null,
    currency char(3) not null check (currency in ('CHF', 'EUR')),
    language char(2) not null check (language in ('de', 'fr', 'it', 'en')),
    blocks_booking boolean not null default false,
    mail_id integer,
    created_at timestamptz not null default now(),
    foreign key (company_id, invoice_id) references invoice (company_id, id),
    unique (invoice_id, level)
  )`,
  `create index dunning_reminder_date_idx on dunning_reminder (company_id, reminder_date desc, id)`,

  // --- The compliance views (spec 1 §2.12), company rows like the tables they read ---
  // Position financials: the booked price against the list price of the position's snapshot
  // (unit_list_price at booking), never today's list price (DOMAIN2 §8.3).
  `create view position_financials as
    select p.id, p.company_id, p.campaign_id, p.name, p.position_type, p.status,
      p.start_date, p.end_date, p.currency, p.quantity, p.unit, p.unit_list_price,
      p.discount_percent, p.net_amount,
      round(p.unit_list_price * p.quantity, 2) as list_amount,
      round(p.net_amount - p.unit_list_price * p.quantity, 2) as deviation_amount,
      case when p.unit_list_price * p.quantity > 0
        then round((p.net_amount / (p.unit_list_price * p.quantity) - 1) * 100, 2)
        else 0 end as deviation_percent
    from campaign_position p
    where p.status not in ('DELETED', 'DECLINED')`,
  // Account financials per account and currency (CHF and EUR are never added up): invoiced,
  // paid, open and overdue of the issued invoices, the approved credit notes, the credit left
  // by overpayments, the highest reminder level. The id is the account's and the currency's.
  `create view account_financials as
    select i.account_id * 2 + case when i.currency = 'EUR' then 1 else 0 end as id,
      i.company_id, i.account_id, i.currency,
      count(*) filter (where i.state <> 'CANCELLED')::integer as invoice_count,
      coalesce(sum(i.total) filter (where i.state <> 'CANCELLED'), 0)::bigint as invoiced,
      coalesce(sum(i.paid_total) filter (where i.state <> 'CANCELLED'), 0)::bigint as paid,
      coalesce(sum(i.total - i.paid_total)
        filter (where i.state in ('ISSUED', 'PARTIALLY_PAID', 'OVERDUE')), 0)::bigint as open,
      coalesce(sum(i.total - i.paid_total) filter (where i.state = 'OVERDUE'), 0)::bigint as overdue,
      (select coalesce(sum(c.total), 0) from credit_note c
        where c.company_id = i.company_id and c.account_id = i.account_id
          and c.currency = i.currency and c.state = 'APPROVED')::bigint as credited,
      (select coalesce(sum(p.credit_amount), 0) from payment p
        join invoice pi on pi.company_id = p.company_id and pi.id = p.invoice_id
        where p.company_id = i.company_id and pi.account_id = i.account_id
          and p.currency = i.currency)::bigint as credit,
      coalesce(max(i.dunning_level) filter (where i.state = 'OVERDUE'), 0)::integer as dunning_level,
      min(i.due_date) filter (where i.state = 'OVERDUE') as oldest_due_date
    from invoice i
    where i.state <> 'DRAFT'
    group by i.company_id, i.account_id, i.currency`,
];

export const up = inOrder(statements);
