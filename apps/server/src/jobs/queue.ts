import { sql, type Transaction } from 'kysely';
import {
  fromKysely,
  fromPglite,
  type Db as IDatabase,
  type Job,
  PgBoss,
  type ConstructorOptions as PgBossOptions,
} from 'pg-boss';
import type { Database, Db, Schema } from '../db/database.ts';
import type { JobLogLevel, JobRunState, JobRuntime } from '../db/schema-jobs.ts';

/**
 * Background jobs on PostgreSQL with pg-boss (apps/server/README.md, "Background jobs").
 * pg-boss holds the queue: claiming with SKIP LOCKED (one server runs a job at a time),
 * retries with exponential backoff, a heartbeat that hands a job whose server died to another
 * (or to the same one after its restart), graceful stop. Ours beside it: `job_run` (what the
 * batch screens show), `job_item` (each item done once, in the transaction of its effect) and
 * `job_log`.
 */

/** One item of a run: a stable key (a retry finds it again) and what the log calls it. */
export interface JobItemPlan {
  key: string;
  label: string;
}

/** What a kind's code gets while it runs. */
export interface JobContext {
  db: Db;
  runId: number;
  attempt: number;
  /** The last attempt's number: an item failing in it stays failed. */
  maxAttempts: number;
  parameters: Record<string, unknown>;
  log(level: JobLogLevel, message: string): Promise<void>;
}

/**
 * A kind of job. `plan` lists its items once, on the first attempt; `runItem` does one item in
 * the transaction that marks it done, so an item's database effects happen exactly once. What
 * leaves the database (a mail) happens at least once: a server killed between the SMTP
 * server's answer and the commit sends that mail again on the retry.
 */
export interface JobKind {
  kind: string;
  runtime?: JobRuntime;
  /** Attempts in all (pg-boss's retryLimit + 1). */
  maxAttempts?: number;
  plan(context: JobContext): Promise<JobItemPlan[]>;
  runItem(trx: Transaction<Schema>, key: string, context: JobContext): Promise<string | undefined>;
  /** After an item failed and its transaction rolled back: record what must outlive it. */
  onItemError?(key: string, error: Error, context: JobContext): Promise<void>;
  /**
   * Items run at once, each in its own transaction, on PostgreSQL (PGlite has one connection:
   * one at a time). For kinds whose items touch disjoint rows (a month's invoice run: a draft
   * per campaign): a round trip's wait of one item is another's work (issue 38's benchmark).
   */
  concurrency?: number;
  /**
   * 'stately': at most one waiting and one running job of the kind across every server — per
   * `singletonKey` when `enqueue` names one (a month run's company: one company's queued run does
   * not hold back another's).
   */
  policy?: 'standard' | 'stately';
}

export interface JobQueueOptions {
  /** Seconds before the first retry; each further one doubles it (pg-boss's backoff). */
  retryDelaySeconds?: number;
  /** A running job's heartbeat: missed for this long, another server takes it over (>= 10). */
  heartbeatSeconds?: number;
  /** How often pg-boss looks for jobs whose heartbeat stopped. */
  superviseIntervalSeconds?: number;
  /** How long a graceful stop waits for running jobs before it hands them back for a retry. */
  stopTimeoutMs?: number;
  /** Idle polling; LISTEN/NOTIFY wakes a worker at once when a job is sent. */
  pollingIntervalSeconds?: number;
  onError?: (error: Error) => void;
}

interface RunPayload {
  runId?: number;
}

/** A queue's name in pg-boss: one per kind. */
const queueName = (kind: string) => `adconsole.${kind}`;

export class JobQueue {
  readonly #database: Database;
  readonly #options: Required<Omit<JobQueueOptions, 'onError'>> & Pick<JobQueueOptions, 'onError'>;
  readonly #kinds = new Map<string, JobKind>();
  readonly #schedules: { kind: string; cron: string; tz: string | undefined }[] = [];
  #boss: PgBoss | undefined;
  #supervision: ReturnType<typeof setInterval> | undefined;
  #starting: Promise<void> | undefined;

  constructor(database: Database, options: JobQueueOptions = {}) {
    this.#database = database;
    this.#options = {
      retryDelaySeconds: 5,
      heartbeatSeconds: 30,
      superviseIntervalSeconds: 30,
      stopTimeoutMs: 20_000,
      pollingIntervalSeconds: 2,
      ...options,
    };
  }

  define(kind: JobKind): void {
    this.#kinds.set(kind.kind, kind);
  }

  /**
   * A cron schedule (pg-boss's, one per kind across every server) for a kind, in the time
   * zone `tz` when given (else UTC).
   */
  schedule(kind: string, cron: string, tz?: string): void {
    this.#schedules.push({ kind, cron, tz });
  }

  kindOf(kind: string): JobKind | undefined {
    return this.#kinds.get(kind);
  }

  get started(): boolean {
    return this.#boss !== undefined;
  }

  start(): Promise<void> {
    this.#starting ??= this.#start();
    return this.#starting;
  }

  /**
   * Waits for a start under way to end (issue 36: the server starts the queue in the
   * background, after it is ready, so a slow start no longer holds up the server's): answers
   * whether the queue runs. Answers at once when no start was asked for.
   */
  async settled(): Promise<boolean> {
    await this.#starting?.catch(() => {});
    return this.started;
  }

  async #start(): Promise<void> {
    const queue = this.#database.queue;
    const common: PgBossOptions = {
      superviseIntervalSeconds: this.#options.superviseIntervalSeconds,
      // The pass that fails (and so retries) jobs whose heartbeat stopped.
      monitorIntervalSeconds: this.#options.superviseIntervalSeconds,
      useListenNotify: true,
      // Our own tables keep what the screens show; pg-boss's queue stats are not needed.
      persistWarnings: false,
    };
    const boss =
      queue.kind === 'postgres'
        ? new PgBoss({ ...common, connectionString: queue.url, max: 4 })
        : new PgBoss({ ...common, backend: 'pglite', db: exclusiveDb(queue) });
    boss.on('error', (error) => this.#options.onError?.(error as Error));
    await boss.start();
    for (const kind of this.#kinds.values()) {
      const name = queueName(kind.kind);
      const options = {
        retryLimit: (kind.maxAttempts ?? 3) - 1,
        retryDelay: this.#options.retryDelaySeconds,
        retryBackoff: true,
        heartbeatSeconds: this.#options.heartbeatSeconds,
        policy: kind.policy ?? 'standard',
        notify: true,
      };
      await boss.createQueue(name, options).catch(async (error: Error) => {
        // A second server created it first.
        if (!(await boss.getQueue(name))) throw error;
      });
      // The policy stays what the queue was created with; the timings follow the code.
      const { policy: _policy, ...timings } = options;
      await boss.updateQueue(name, timings);
      await boss.work<RunPayload>(
        name,
        {
          pollingIntervalSeconds: this.#options.pollingIntervalSeconds,
          // A retry's delay ends without a NOTIFY: poll as often as without one.
          notifyPollingIntervalSeconds: this.#options.pollingIntervalSeconds,
        },
        async ([job]) => {
          if (job) await this.#run(kind, job);
        },
      );
    }
    for (const { kind, cron, tz } of this.#schedules) {
      await boss.schedule(queueName(kind), cron, {}, tz ? { tz } : {});
    }
    this.#boss = boss;
    this.#supervision = setInterval(() => {
      this.failDeadRuns().catch((error: Error) => this.#options.onError?.(error));
    }, this.#options.superviseIntervalSeconds * 1000);
    this.#supervision.unref();
  }

  /**
   * Asks for a run of a kind without making one: its job makes the run when it finds work
   * (the mail sender after a mail was written; several asks while one waits are one job).
   */
  async nudge(kind: string): Promise<void> {
    await this.#boss?.send(queueName(kind), {});
  }

  /** Lets the running jobs finish (up to the stop timeout), then hands them back for a retry. */
  async stop(): Promise<void> {
    if (!this.#starting) return;
    await this.#starting.catch(() => {});
    clearInterval(this.#supervision);
    this.#supervision = undefined;
    const boss = this.#boss;
    this.#boss = undefined;
    this.#starting = undefined;
    await boss?.stop({ graceful: true, timeout: this.#options.stopTimeoutMs, close: true });
  }

  /**
   * Starts a run: its row and its queue entry in one transaction (in `trx` when given, so a
   * job sent by a change commits with it). Answers the run, or undefined when a run of the kind
   * is already waiting (the `stately` policy, per `singletonKey` when given) — that one will do
   * the work.
   */
  async enqueue(
    kind: string,
    {
      trx,
      startedByUserId = null,
      companyId = null,
      parameters = {},
      singletonKey,
    }: {
      trx?: Transaction<Schema>;
      startedByUserId?: number | null;
      companyId?: number | null;
      parameters?: Record<string, unknown>;
      singletonKey?: string;
    } = {},
  ): Promise<number | undefined> {
    const definition = this.#kinds.get(kind);
    if (!definition) throw new Error(`No such job kind: ${kind}`);
    // A start under way is waited for, outside a transaction only: on PGlite the queue's
    // start needs the one connection `trx` holds (the server's requests wait for it before
    // their handlers instead, app.ts).
    if (!trx) await this.settled();
    const boss = this.#boss;
    if (!boss) throw new Error('The job queue is not running');
    const send = async (tx: Transaction<Schema>) => {
      const run = await tx
        .insertInto('jobRun')
        .values({
          kind,
          runtime: definition.runtime ?? 'INTERNAL',
          startedByUserId,
          companyId,
          parameters: JSON.stringify(parameters) as unknown as Record<string, unknown>,
          maxAttempts: definition.maxAttempts ?? 3,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const bossJobId = await boss.send(queueName(kind), { runId: run.id } satisfies RunPayload, {
        db: fromKysely(tx) as IDatabase,
        ...(singletonKey === undefined ? {} : { singletonKey }),
      });
      if (!bossJobId) {
        await tx.deleteFrom('jobRun').where('id', '=', run.id).execute();
        return undefined;
      }
      await tx.updateTable('jobRun').set({ bossJobId }).where('id', '=', run.id).execute();
      return run.id;
    };
    if (trx) return send(trx);
    return this.#database.db.transaction().execute(send);
  }

  async #run(kind: JobKind, job: Job<RunPayload>): Promise<void> {
    const db = this.#database.db;
    const attempt = job.retryCount + 1;
    const maxAttempts = kind.maxAttempts ?? 3;
    let runId =
      job.data?.runId ??
      // A scheduled job's run, made by an earlier attempt of the same job.
      (
        await db
          .selectFrom('jobRun')
          .select('id')
          .where('bossJobId', '=', job.id)
          .executeTakeFirst()
      )?.id;
    if (runId === undefined) {
      // A scheduled job: its run is made when it has something to do.
      const probe = await kind.plan({
        db,
        runId: 0,
        attempt,
        maxAttempts,
        parameters: {},
        log: async () => {},
      });
      if (probe.length === 0) return;
      const run = await db
        .insertInto('jobRun')
        .values({
          kind: kind.kind,
          runtime: 'SCHEDULED',
          bossJobId: job.id,
          maxAttempts,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      runId = run.id;
    }
    const run = await db
      .selectFrom('jobRun')
      .select(['id', 'parameters', 'state'])
      .where('id', '=', runId)
      .executeTakeFirst();
    if (!run || run.state === 'COMPLETED') return;
    const id = run.id;
    const log: JobContext['log'] = async (level, message) => {
      await db
        .insertInto('jobLog')
        .values({ jobRunId: id, attempt, level, message: message.slice(0, 2000) })
        .execute();
    };
    const context: JobContext = {
      db,
      runId: id,
      attempt,
      maxAttempts,
      parameters: run.parameters ?? {},
      log,
    };
    await db
      .updateTable('jobRun')
      .set((eb) => ({
        state: 'RUNNING',
        attempts: attempt,
        startedAt: eb.fn.coalesce('startedAt', sql<Date>`now()`),
        updatedAt: sql<Date>`now()`,
        heartbeatAt: sql<Date>`now()`,
      }))
      .where('id', '=', id)
      .execute();
    await log('INFO', `Attempt ${attempt} of ${maxAttempts} started`);
    // The run's own heartbeat (beside pg-boss's on its queue entry): what the supervision
    // reads to find a run whose server died (`failDeadRuns`).
    const heartbeat = setInterval(
      () => {
        db.updateTable('jobRun')
          .set({ heartbeatAt: sql<Date>`now()` })
          .where('id', '=', id)
          .where('state', '=', 'RUNNING')
          .execute()
          .catch((error: Error) => this.#options.onError?.(error));
      },
      (this.#options.heartbeatSeconds * 1000) / 3,
    );
    heartbeat.unref();
    try {
      const planned = await db
        .selectFrom('jobItem')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('jobRunId', '=', id)
        .executeTakeFirstOrThrow();
      if (Number(planned.count) === 0) {
        const items = await kind.plan(context);
        if (items.length > 0) {
          await db
            .insertInto('jobItem')
            .values(
              items.map((item) => ({
                jobRunId: id,
                itemKey: item.key,
                label: item.label.slice(0, 300),
              })),
            )
            .onConflict((oc) => oc.columns(['jobRunId', 'itemKey']).doNothing())
            .execute();
        }
        await log('INFO', `${items.length} items planned`);
      }
      const open = await db
        .selectFrom('jobItem')
        .select(['itemKey', 'label'])
        .where('jobRunId', '=', id)
        .where('state', '!=', 'DONE')
        .orderBy('id')
        .execute();
      let failed = 0;
      const runOne = async (item: (typeof open)[number]) => {
        try {
          await db.transaction().execute(async (trx) => {
            // Locked: a second worker (it cannot happen with the stately policy, but a run
            // handed over after a missed heartbeat might still be finishing) waits here and
            // then finds the item done.
            const current = await trx
              .selectFrom('jobItem')
              .select('state')
              .where('jobRunId', '=', id)
              .where('itemKey', '=', item.itemKey)
              .forUpdate()
              .executeTakeFirstOrThrow();
            if (current.state === 'DONE') return;
            const message = await kind.runItem(trx, item.itemKey, context);
            await trx
              .updateTable('jobItem')
              .set((eb) => ({
                state: 'DONE',
                attempts: eb('attempts', '+', 1),
                message: message ?? null,
                doneAt: sql<Date>`now()`,
              }))
              .where('jobRunId', '=', id)
              .where('itemKey', '=', item.itemKey)
              .execute();
          });
        } catch (error) {
          failed++;
          const message = (error as Error).message || String(error);
          await kind.onItemError?.(item.itemKey, error as Error, context);
          await db
            .updateTable('jobItem')
            .set((eb) => ({ state: 'FAILED', attempts: eb('attempts', '+', 1), message }))
            .where('jobRunId', '=', id)
            .where('itemKey', '=', item.itemKey)
            .execute();
          await log('WARN', `${item.label}: ${message}`);
        }
      };
      // The items in their order, `concurrency` at a time on PostgreSQL (one on PGlite).
      const parallel =
        this.#database.queue.kind === 'postgres' ? Math.max(1, kind.concurrency ?? 1) : 1;
      let next = 0;
      await Promise.all(
        Array.from({ length: Math.min(parallel, open.length) }, async () => {
          while (next < open.length) {
            if (job.signal.aborted) {
              throw new Error('The server stopped; the job continues on retry');
            }
            const item = open[next++] as (typeof open)[number];
            await runOne(item);
          }
        }),
      );
      if (failed > 0) throw new Error(`${failed} of ${open.length} items failed`);
      const counts = await db
        .selectFrom('jobItem')
        .select((eb) => eb.fn.countAll<string>().as('total'))
        .where('jobRunId', '=', id)
        .executeTakeFirstOrThrow();
      const total = Number(counts.total);
      await db
        .updateTable('jobRun')
        .set({
          state: 'COMPLETED',
          finishedAt: sql<Date>`now()`,
          updatedAt: sql<Date>`now()`,
          lastError: null,
          result: `${total} of ${total} items done`,
        })
        .where('id', '=', id)
        .execute();
      await log('INFO', `Attempt ${attempt} completed`);
    } catch (error) {
      const message = (error as Error).message || String(error);
      const last = attempt >= maxAttempts;
      await log('ERROR', `Attempt ${attempt} failed: ${message}${last ? '' : '; it is retried'}`);
      await db
        .updateTable('jobRun')
        .set({
          state: last ? 'FAILED' : 'RETRYING',
          lastError: message.slice(0, 2000),
          updatedAt: sql<Date>`now()`,
          ...(last ? { finishedAt: sql<Date>`now()` } : {}),
        })
        .where('id', '=', id)
        .execute();
      throw error;
    } finally {
      clearInterval(heartbeat);
    }
  }

  /**
   * Finds the runs whose server died: RUNNING with no heartbeat for `staleSeconds` (twice the
   * heartbeat by default). The last attempt's run becomes FAILED (the batch screen offers to
   * run it again); an earlier one RETRYING, as pg-boss hands its job to a server for the next
   * attempt, which makes it RUNNING again. Answers the runs it changed.
   */
  async failDeadRuns(
    staleSeconds = this.#options.heartbeatSeconds * 2,
  ): Promise<{ id: number; state: JobRunState }[]> {
    const db = this.#database.db;
    const stale = sql<boolean>`coalesce(heartbeat_at, updated_at) < now() - make_interval(secs => ${staleSeconds})`;
    const reason = 'The server running it stopped (no heartbeat)';
    const changed = await db
      .updateTable('jobRun')
      .set((eb) => ({
        state: eb
          .case()
          .when('attempts', '>=', eb.ref('maxAttempts'))
          .then(sql.lit('FAILED'))
          .else(sql.lit('RETRYING'))
          .end() as unknown as JobRunState,
        lastError: reason,
        updatedAt: sql<Date>`now()`,
        finishedAt: eb
          .case()
          .when('attempts', '>=', eb.ref('maxAttempts'))
          .then(sql<Date>`now()`)
          .else(null)
          .end(),
      }))
      .where('state', '=', 'RUNNING')
      .where(stale)
      .returning(['id', 'state', 'attempts'])
      .execute();
    if (changed.length > 0) {
      await db
        .insertInto('jobLog')
        .values(
          changed.map((run) => ({
            jobRunId: run.id,
            attempt: run.attempts,
            level: 'ERROR' as const,
            message: `Attempt ${run.attempts}: ${reason}${run.state === 'FAILED' ? '' : '; it is retried'}`,
          })),
        )
        .execute();
    }
    return changed.map((run) => ({ id: run.id, state: run.state }));
  }
}

/** pg-boss on PGlite's one connection, never inside one of the server's transactions. */
function exclusiveDb(queue: Extract<Database['queue'], { kind: 'pglite' }>): IDatabase {
  const adapter = fromPglite(queue.client);
  return {
    ...adapter,
    executeSql: (text, values) => queue.exclusive(() => adapter.executeSql(text, values)),
  };
}
