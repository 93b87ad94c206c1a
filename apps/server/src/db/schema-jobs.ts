import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './schema.ts';

/** Written on insert, read and changed later. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export type JobRunState = 'QUEUED' | 'RUNNING' | 'RETRYING' | 'COMPLETED' | 'FAILED';
export type JobRuntime = 'INTERNAL' | 'SCHEDULED';
export type JobItemState = 'PENDING' | 'DONE' | 'FAILED';
export type JobLogLevel = 'INFO' | 'WARN' | 'ERROR';

/** One run of a background job (migration 0010); pg-boss holds its queue entry. */
export interface JobRunTable {
  id: Generated<number>;
  kind: string;
  runtime: Defaulted<JobRuntime>;
  state: Defaulted<JobRunState>;
  bossJobId: Defaulted<string | null>;
  companyId: Defaulted<number | null>;
  startedByUserId: Defaulted<number | null>;
  parameters: Defaulted<Record<string, unknown>>;
  attempts: Defaulted<number>;
  maxAttempts: Defaulted<number>;
  lastError: Defaulted<string | null>;
  result: Defaulted<string | null>;
  createdAt: CreatedAt;
  startedAt: Defaulted<Date | null>;
  finishedAt: Defaulted<Date | null>;
  updatedAt: Defaulted<Date>;
  /** Written every few seconds while an attempt runs (migration 0025). */
  heartbeatAt: Defaulted<Date | null>;
}

/** One item of a run: done once; a retry runs only the items not done. */
export interface JobItemTable {
  id: Generated<number>;
  jobRunId: number;
  itemKey: string;
  label: string;
  state: Defaulted<JobItemState>;
  attempts: Defaulted<number>;
  message: Defaulted<string | null>;
  doneAt: Defaulted<Date | null>;
}

export interface JobLogTable {
  id: Generated<number>;
  jobRunId: number;
  attempt: number;
  level: JobLogLevel;
  message: string;
  createdAt: CreatedAt;
}

export interface MailAttachmentTable {
  id: Generated<number>;
  mailId: number;
  fileName: string;
  contentType: string;
  content: Uint8Array;
  createdAt: CreatedAt;
}

export interface JobTables {
  jobRun: JobRunTable;
  jobItem: JobItemTable;
  jobLog: JobLogTable;
  mailAttachment: MailAttachmentTable;
}
