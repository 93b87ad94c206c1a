import { inOrder } from './statements.ts';

// Migrations are frozen once released: a change is a new migration, never an edit.
//
// Issue 37: a job run's heartbeat. The server running an attempt writes `heartbeat_at` every
// few seconds; a RUNNING run whose heartbeat stopped (its server died) is found by the queue's
// supervision and shown as failed (its last attempt) or retrying, instead of staying RUNNING.
const statements = [
  `alter table job_run add column heartbeat_at timestamptz`,
  `create index job_run_running_idx on job_run (heartbeat_at) where state = 'RUNNING'`,
];

export const up = inOrder(statements);
