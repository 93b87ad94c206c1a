import { inOrder } from './statements.ts';

// Migrations are frozen once released: a change is a new migration, never an edit.
//
// Issue 37 (part A):
// - A line item's state is named as spec 3 §3 names the digital state enum ("NONE, INACTIVE,
//   ACTIVE"): PAUSED becomes INACTIVE (NONE is a position without a line item, not a row).
// - A sales task has its own sales person and participants, users holding SALES (spec 3 §6
//   "Only users with the SALES role can be added as task sales person or participant").
const statements = [
  `alter table ad_server_line_item drop constraint ad_server_line_item_state_check`,
  `update ad_server_line_item set state = 'INACTIVE' where state = 'PAUSED'`,
  `alter table ad_server_line_item add constraint ad_server_line_item_state_check
    check (state in ('ACTIVE', 'INACTIVE'))`,
  `alter table sales_task add column sales_person_user_id integer references app_user (id)`,
  `create table sales_task_participant (
    task_id integer not null references sales_task (id) on delete cascade,
    user_id integer not null references app_user (id),
    primary key (task_id, user_id)
  )`,
  `create index sales_task_participant_user_idx on sales_task_participant (user_id)`,
];

export const up = inOrder(statements);
