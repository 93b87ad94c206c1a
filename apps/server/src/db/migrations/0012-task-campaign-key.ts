import { inOrder } from './statements.ts';

// Migrations are frozen once released: a change is a new migration, never an edit.
//
// The campaign a sales task led to (0011 made the column before the campaign table of 0008 was
// merged): now a key, and an index for the campaign's tasks. A task whose campaign is gone
// keeps its history; the link is cleared.
const statements = [
  `update sales_task set campaign_id = null
    where campaign_id is not null and not exists (select 1 from campaign where campaign.id = sales_task.campaign_id)`,
  `alter table sales_task add constraint sales_task_campaign_fk
    foreign key (campaign_id) references campaign (id) on delete set null`,
  `create index sales_task_campaign_idx on sales_task (campaign_id) where campaign_id is not null`,
];

export const up = inOrder(statements);
