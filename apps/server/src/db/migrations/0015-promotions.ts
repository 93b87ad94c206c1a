import { companyKey, inOrder, namedTable, timestamps } from './statements.ts';

// Migrations are frozen once released: a change is a new migration, never an edit.
//
// Sales promotions (spec 3 §2.6, §3 "Promotion", "Promotion mail template"): 0011 made the
// minimal `sales_promotion` the tasks point at; this extends it (type, dates, description) and
// adds its accounts, contacts with their mailing, documents, the mail template with its
// attachments, the mailings the admin screen counts, and the campaigns that came from it.
// A bounced promotion mail marks its contact (a trigger on the outbox, so every way a mail
// becomes BOUNCED does it).
const statements = [
  ...namedTable('sales_promotion_type'),
  `alter table sales_promotion
    add column type_id integer references sales_promotion_type (id),
    add column description text check (length(description) <= 2000),
    add column start_date date not null default current_date,
    add column end_date date not null default (current_date + 90),
    add column created_by_user_id integer references app_user (id),
    add constraint sales_promotion_dates_check check (start_date <= end_date)`,
  // 0011's promotions got today's dates; their creation day is closer to the truth.
  `update sales_promotion set start_date = created_at::date,
     end_date = greatest(created_at::date, coalesce(deadline::date, created_at::date + 90))`,
  `create index sales_promotion_dates_idx on sales_promotion (company_id, start_date, end_date)`,
  `create unique index sales_promotion_company_id_idx on sales_promotion (company_id, id)`,
  `create table sales_promotion_account (
    promotion_id integer not null references sales_promotion (id) on delete cascade,
    account_id integer not null references account (id),
    added_by_user_id integer references app_user (id),
    added_at timestamptz not null default now(),
    primary key (promotion_id, account_id)
  )`,
  `create index sales_promotion_account_account_idx on sales_promotion_account (account_id)`,
  `create table sales_promotion_mailing (
    ${companyKey}
    promotion_id integer not null references sales_promotion (id) on delete cascade,
    job_run_id integer references job_run (id) on delete set null,
    started_by_user_id integer references app_user (id),
    created_at timestamptz not null default now()
  )`,
  `create index sales_promotion_mailing_promotion_idx on sales_promotion_mailing (promotion_id)`,
  `create index sales_promotion_mailing_company_idx on sales_promotion_mailing (company_id, created_at desc)`,
  // A contact's mailing: the outbox mail written for it, when, by whom, in which mailing.
  `create table sales_promotion_contact (
    id integer generated always as identity primary key,
    promotion_id integer not null references sales_promotion (id) on delete cascade,
    contact_id integer not null references contact (id),
    added_by_user_id integer references app_user (id),
    added_at timestamptz not null default now(),
    mailing_id integer references sales_promotion_mailing (id) on delete set null,
    mail_id integer references mail_outbox (id) on delete set null,
    mailing_time timestamptz,
    sent_by_user_id integer references app_user (id),
    unique (promotion_id, contact_id)
  )`,
  `create index sales_promotion_contact_contact_idx on sales_promotion_contact (contact_id)`,
  `create index sales_promotion_contact_mail_idx on sales_promotion_contact (mail_id) where mail_id is not null`,
  `create index sales_promotion_contact_mailing_idx on sales_promotion_contact (mailing_id) where mailing_id is not null`,
  `create table sales_promotion_document (
    promotion_id integer not null references sales_promotion (id) on delete cascade,
    file_id uuid not null references stored_file (id) on delete cascade,
    added_by_user_id integer references app_user (id),
    added_at timestamptz not null default now(),
    primary key (promotion_id, file_id)
  )`,
  `create table sales_promotion_mail_template (
    promotion_id integer primary key references sales_promotion (id) on delete cascade,
    subject text not null default '',
    text text not null default '',
    subject_en text not null default '',
    text_en text not null default '',
    subject_fr text not null default '',
    text_fr text not null default '',
    subject_it text not null default '',
    text_it text not null default '',
    updated_by_user_id integer references app_user (id),
    ${timestamps}
  )`,
  // Uploaded with the template's screen; pending until a save names it, saved after.
  `create table sales_promotion_attachment (
    id integer generated always as identity primary key,
    promotion_id integer not null references sales_promotion (id) on delete cascade,
    language char(2) not null check (language in ('EN', 'DE', 'FR', 'IT')),
    name text not null check (length(name) between 1 and 255),
    content_type text not null,
    content bytea not null,
    saved boolean not null default false,
    uploaded_by_user_id integer references app_user (id),
    created_at timestamptz not null default now(),
    unique (promotion_id, language, name)
  )`,
  `create index sales_promotion_attachment_promotion_idx on sales_promotion_attachment (promotion_id)`,
  // The offers and orders that came from a promotion.
  `alter table campaign add column sales_promotion_id integer references sales_promotion (id)`,
  `create index campaign_promotion_idx on campaign (sales_promotion_id, status) where sales_promotion_id is not null`,
  `create function sales_promotion_bounce() returns trigger language plpgsql as $$
  begin
    if new.state = 'BOUNCED' and old.state <> 'BOUNCED' and new.related_type = 'sales_promotion' then
      update contact set mail_status = 'BOUNCED', updated_at = now()
        where id in (select contact_id from sales_promotion_contact where mail_id = new.id);
    end if;
    return null;
  end
  $$`,
  `create trigger sales_promotion_bounce after update of state on mail_outbox
    for each row execute function sales_promotion_bounce()`,
];

export const up = inOrder(statements);
