import { inOrder } from './statements.ts';

// Migrations are frozen once released: a change is a new migration, never an edit.
//
// Publishers (issue 39): the demo's two years of facts are generated in the background after the
// server listens (services/publishers/preparation.ts), not in the seed that holds up the first
// start. A request names the Zurich days to generate; the server that starts next sends it to
// the job queue once (`job_run_id`), and the portal reads the run's state and items ("being
// prepared", n of m months) until it is complete. It belongs to no company: the facts of every
// publisher are generated together.
const statements = [
  `create table publisher_fact_request (
    id integer generated always as identity primary key,
    from_day date not null,
    to_day date not null,
    origin_day date not null,
    job_run_id integer references job_run (id),
    created_at timestamptz not null default now(),
    check (from_day <= to_day and origin_day <= from_day)
  )`,
];

export const up = inOrder(statements);
