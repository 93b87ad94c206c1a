import { companyKey, inOrder, list } from './statements.ts';

// Migrations are frozen once released: a change is a new migration, never an edit.
//
// Issue 39, the publishers' portal read across companies (kit/relations.ts):
// - `payout_config.payer_company_id`: the house that pays the publisher its share. Its finance
//   staff (PAYOUT) read the config's payouts through the relation `payoutPaidBy`; the rows stay
//   the publisher's. Existing configs get the house that sells most of their websites (each
//   published site is listed by every company that sells it), a sales house first.
// - `publisher_exclusion`: a campaign or a customer (an account of a house selling the
//   publisher's sites) the publisher refuses on its websites; a booking of it is refused.

const kinds = list(['CAMPAIGN', 'CUSTOMER']);

const statements = [
  `alter table payout_config add column payer_company_id integer references company (id)`,
  `update payout_config c set payer_company_id = (
     select w.company_id from payout_website pw
       join website own on own.id = pw.website_id
       join website w on w.domain = own.domain and w.publisher_company_id = c.company_id
     where pw.config_id = c.id and w.company_id <> c.company_id
     group by w.company_id
     order by count(*) desc,
       (select s.company_role = 'WORKFLOW' from company s where s.id = w.company_id) desc,
       w.company_id
     limit 1)`,
  `create index payout_config_payer_idx on payout_config (payer_company_id)`,
  `create table publisher_exclusion (
    ${companyKey}
    kind text not null check (kind in (${kinds})),
    campaign_id integer references campaign (id) on delete cascade,
    account_id integer references account (id) on delete cascade,
    reason text check (length(reason) between 1 and 500),
    created_by_user_id integer references app_user (id),
    created_at timestamptz not null default now(),
    check ((kind = 'CAMPAIGN') = (campaign_id is not null)),
    check ((kind = 'CUSTOMER') = (account_id is not null))
  )`,
  `create unique index publisher_exclusion_campaign_idx on publisher_exclusion (company_id, campaign_id) where campaign_id is not null`,
  `create unique index publisher_exclusion_account_idx on publisher_exclusion (company_id, account_id) where account_id is not null`,
];

export const up = inOrder(statements);
