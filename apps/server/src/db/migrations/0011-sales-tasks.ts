import { activityTypeCodes } from './0003-activities.ts';
import { companyKey, inOrder, linkTable, list, namedTable, timestamps } from './statements.ts';

// Migrations are frozen once released: a change is a new migration, never an edit.
//
// The sales funnel's work queue (spec 3 §2.5, §3 "Sales task", §4): task topics (managed like
// lead sources), a minimal sales promotion (spec 3 §3 "Promotion"; the promotions issue builds
// its screens and detail tables on it), the tasks and their labels. A task's story is told by
// system activity entries of the new technical type TASK_FIELD_CHANGED on its account.

// 0003's activity types and the one this migration adds.
const activityTypes = list([...activityTypeCodes, 'TASK_FIELD_CHANGED']);

const statements = [
  ...namedTable('task_topic'),
  `create table sales_promotion (
    ${companyKey}
    name text not null check (length(name) between 1 and 200),
    deadline timestamptz,
    status text not null default 'active' check (status in ('active', 'inactive', 'canceled')),
    ${timestamps}
  )`,
  `create index sales_promotion_company_idx on sales_promotion (company_id, status, deadline)`,
  // Ids from 1001: the demo activities and comments of 0003's seed name tasks 1001 and up.
  `create table sales_task (
    id integer generated always as identity (start with 1001) primary key,
    company_id integer not null references company (id),
    status text not null default 'NEW'
      check (status in ('NEW', 'IN_PROGRESS', 'SNOOZED', 'DONE', 'ARCHIVED')),
    priority text not null default 'MEDIUM' check (priority in ('LOW', 'MEDIUM', 'HIGH')),
    outcome text check (outcome in ('DUPLICATE', 'NO_POTENTIAL', 'AGED', 'OFFER_ACCEPTED', 'OFFER_NOT_ACCEPTED')),
    description text check (length(description) <= 4000),
    account_id integer not null references account (id),
    lead_source_id integer references lead_source (id),
    task_topic_id integer references task_topic (id),
    -- The campaigns branch's table: the lead adds the foreign key to campaign (id) after merging it.
    campaign_id integer,
    sales_promotion_id integer references sales_promotion (id),
    assignee_user_id integer references app_user (id),
    assign_author_user_id integer references app_user (id),
    assigned_time timestamptz,
    snoozed_until timestamptz,
    creator_user_id integer not null references app_user (id),
    ${timestamps},
    check (status <> 'ARCHIVED' or outcome in ('DUPLICATE', 'NO_POTENTIAL', 'AGED')),
    check (status <> 'DONE' or outcome in ('OFFER_ACCEPTED', 'OFFER_NOT_ACCEPTED')),
    check (status <> 'SNOOZED' or snoozed_until is not null),
    check (status not in ('IN_PROGRESS', 'SNOOZED', 'DONE') or assignee_user_id is not null)
  )`,
  // A tab's page and the six counts: each filter the queue is mostly read by leads with the
  // company and ends in the status, so a count by status reads the index alone.
  `create index sales_task_status_idx on sales_task (company_id, status, created_at, id)`,
  // With the outcome and the update time beside it: an assignee's counts under those filters
  // read the index alone.
  `create index sales_task_assignee_idx on sales_task (company_id, assignee_user_id, status, created_at, id) include (outcome, updated_at)`,
  `create index sales_task_account_idx on sales_task (account_id, status)`,
  `create index sales_task_updated_idx on sales_task (company_id, updated_at) include (status)`,
  `create index sales_task_snoozed_idx on sales_task (company_id, snoozed_until) where status = 'SNOOZED'`,
  `create index sales_task_source_idx on sales_task (lead_source_id) where lead_source_id is not null`,
  `create index sales_task_topic_idx on sales_task (task_topic_id) where task_topic_id is not null`,
  `create index sales_task_promotion_idx on sales_task (sales_promotion_id) where sales_promotion_id is not null`,
  `create index sales_task_done_idx on sales_task (company_id, assignee_user_id, assigned_time) where status = 'DONE'`,
  `create index sales_task_done_all_idx on sales_task (company_id, assigned_time) where status = 'DONE'`,
  `create index sales_task_snoozed_assignee_idx on sales_task (company_id, assignee_user_id, snoozed_until) where status = 'SNOOZED'`,
  // The tabs' counts of the queue as people open it (no filter, or one assignee) read a tally
  // kept by a trigger instead of counting 200,000 rows: a row per company, assignee (0: none)
  // and status.
  `create table sales_task_tally (
    company_id integer not null,
    assignee_key integer not null,
    status text not null,
    n integer not null,
    primary key (company_id, assignee_key, status)
  )`,
  `create function sales_task_tally() returns trigger language plpgsql as $$
  begin
    if tg_op in ('UPDATE', 'DELETE') then
      update sales_task_tally set n = n - 1
        where company_id = old.company_id and assignee_key = coalesce(old.assignee_user_id, 0)
          and status = old.status;
    end if;
    if tg_op in ('INSERT', 'UPDATE') then
      insert into sales_task_tally (company_id, assignee_key, status, n)
        values (new.company_id, coalesce(new.assignee_user_id, 0), new.status, 1)
        on conflict (company_id, assignee_key, status) do update set n = sales_task_tally.n + 1;
    end if;
    return null;
  end
  $$`,
  `create trigger sales_task_tally after insert or delete or update of company_id, status, assignee_user_id
    on sales_task for each row execute function sales_task_tally()`,
  linkTable('sales_task_label', ['task_id', 'sales_task'], ['label_id', 'label']),
  `create index sales_task_label_label_idx on sales_task_label (label_id, task_id)`,
  `alter table activity drop constraint activity_activity_type_check`,
  `alter table activity add constraint activity_activity_type_check check (activity_type in (${activityTypes}))`,
];

export const up = inOrder(statements);
