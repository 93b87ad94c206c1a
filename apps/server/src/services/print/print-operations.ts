import {
  type BulkResult,
  type BulkRowResult,
  businessDay,
  printOperationsEndpoints as calls,
  PRINT_CREATIVE_MISSING_STATUSES,
  PRINT_JOB_KINDS,
  type PrintBulkAction,
  printPositionEndpoints,
} from '@adconsole/api/contracts';
import { type SqlBool, sql } from 'kysely';
import { containsPattern } from '../../db/like.ts';
import type { Actor } from '../../http/access.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { registerEndpoint } from '../../http/routes.ts';
import { bulkSummary } from '../../kit/bulk.ts';
import { filteredList, listInput, registerList } from '../../kit/paged-list.ts';
import { actorScope, scopeOf } from '../../kit/scope.ts';
import { announceMail } from '../../mail/outbox.ts';
import type { ServiceContext } from '../context.ts';
import { isoDay } from '../orders/campaigns.ts';
import { latestProofRun, registerPrintFiles, sendPdf } from './print-files.ts';
import {
  type CreativeRequest,
  missing,
  type PositionAction,
  printPositionList,
  requestCreativesIn,
  rolesOf,
} from './print-list.ts';
import {
  bookingDesk,
  creativeRequestMail,
  dueProofCounts,
  formatDay,
  proofRefusal,
  REQUEST_HORIZON_DAYS,
  sendProof,
  sendProofsJob,
} from './print-proofs.ts';
import {
  movePosition,
  moveRefusal,
  type PositionRow,
  PUSH_ROLES,
  positionActivity,
  positionRows,
  printAccess,
  refusal,
  type Status,
  setOps,
  unhiddenStatus,
} from './print-rules.ts';
import type { Language } from './print-texts.ts';

/** The print desk's service (spec 3 §7 "Print operations"). */
export function registerPrintOperationsService({
  app,
  database,
  scanner,
  jobs,
}: ServiceContext): void {
  const { db } = database;
  jobs.define(sendProofsJob(db));

  /**
   * Runs an action on each position in a transaction of its own (its change and its activity
   * entries together); a dry run only says what would happen.
   */
  /** A bulk answer's row names its position: "#12 · 1/4 Seite · Muster AG". */
  const contextOf = (action: PositionAction, row: PositionRow) => {
    const context = action.context?.(row);
    return context ? { context } : {};
  };
  const bulkName = (row: PositionRow) => `#${row.id} · ${row.name} · ${row.advertiserName}`;

  async function runRows(
    actor: Actor,
    ids: readonly number[],
    dryRun: boolean,
    action: PositionAction,
  ): Promise<BulkResult> {
    const results: BulkRowResult[] = [];
    const unique = [...new Set(ids)];
    const scope = actorScope(db, actor);
    if (dryRun) {
      const rows = await positionRows(scope, db, unique, false);
      for (const id of unique) {
        const row = rows.get(id);
        if (!row) {
          results.push(missing(id));
          continue;
        }
        const refused = action.refuse(row);
        results.push(
          refused
            ? { id, name: bulkName(row), outcome: 'REFUSED', ...refused }
            : { id, name: bulkName(row), outcome: 'DONE', ...contextOf(action, row) },
        );
      }
      return bulkSummary(true, results);
    }
    let mailed = false;
    for (const id of unique) {
      const result = await db.transaction().execute(async (trx): Promise<BulkRowResult> => {
        const row = (await positionRows(scope, trx, [id], true)).get(id);
        if (!row) return missing(id);
        const refused = action.refuse(row);
        if (refused) return { id, name: bulkName(row), outcome: 'REFUSED', ...refused };
        await action.apply(trx, row);
        return { id, name: bulkName(row), outcome: 'DONE', ...contextOf(action, row) };
      });
      if (result.outcome === 'DONE') mailed = true;
      results.push(result);
    }
    if (mailed) announceMail();
    return bulkSummary(false, results);
  }

  /** Moves each position to `to` (change-status). */
  const moveAction = (actor: Actor, to: Status): PositionAction => ({
    refuse: (row) =>
      row.status === to
        ? refusal(`The position is already in ${to}`, 'ALREADY_IN_STATUS')
        : moveRefusal(row, to, rolesOf(actor)),
    apply: (trx, row) => movePosition(trx, actor, row, to),
  });

  const pushAction = (actor: Actor): PositionAction => {
    const targetOf = (row: PositionRow): Status =>
      row.creativeStatus === 'APPROVED'
        ? 'READY'
        : row.creativeContent
          ? 'CREATIVE_RECEIVED'
          : 'CREATIVE_PENDING';
    return {
      refuse: (row) =>
        row.status !== 'READY_TO_PUSH'
          ? refusal(
              `Only positions ready to push are pushed; this one is in ${row.status}`,
              'NOT_READY_TO_PUSH',
            )
          : moveRefusal(row, targetOf(row), rolesOf(actor)),
      async apply(trx, row) {
        const reference = await bookingDesk.book(row);
        await setOps(trx, row, { externalReference: reference, pushedAt: new Date() });
        row.pushedAt = new Date();
        await movePosition(trx, actor, row, targetOf(row));
      },
    };
  };

  const unhideAction = (actor: Actor): PositionAction => ({
    refuse: (row) =>
      row.status === 'AUTO_HIDDEN' || row.status === 'MANUAL_HIDDEN'
        ? moveRefusal(row, unhiddenStatus(row), rolesOf(actor))
        : refusal('The position is not hidden', 'NOT_HIDDEN'),
    apply: (trx, row) => movePosition(trx, actor, row, unhiddenStatus(row)),
  });

  const proofAction = (
    actor: Actor,
    options: { language?: Language; recipient?: string; message?: string },
  ): PositionAction => ({
    refuse: (row) => proofRefusal(row, options.recipient, rolesOf(actor)),
    apply: (trx, row) => sendProof(trx, actor, row, options),
    // The confirmation says to whom each proof goes (issue 40: it said "will be changed").
    context: (row) => options.recipient ?? row.invoicingEmail ?? undefined,
  });

  const extractAction = (actor: Actor): PositionAction => ({
    refuse: (row) => {
      if (!row.physicalProof)
        return refusal('The customer gets no physical proof of this position', 'NO_PHYSICAL_PROOF');
      if (row.physicalProofExtractedAt)
        return refusal('The physical proof was already extracted', 'ALREADY_EXTRACTED');
      if (row.publicationDate > isoDay(new Date()))
        return refusal('The issue has not appeared yet', 'NOT_APPEARED');
      return undefined;
    },
    async apply(trx, row) {
      const at = new Date();
      await setOps(trx, row, { physicalProofExtractedAt: at });
      await positionActivity(
        trx,
        actor,
        row,
        'PHYSICAL_PROOF_EXTRACTED',
        `Physical proof of ${row.publicationName} ${formatDay(row.publicationDate)} extracted`,
        { publicationDate: row.publicationDate },
        at,
      );
    },
  });

  const deleteProofAction = (): PositionAction => ({
    refuse: (row) => (row.proofPdf ? undefined : refusal('The position has no proof', 'NO_PROOF')),
    apply: (trx, row) => setOps(trx, row, { proofPdf: null, proofGeneratedAt: null }),
  });

  /** Requests the creatives of a campaign's positions in one transaction: one mail for them. */
  async function requestCreatives(
    actor: Actor,
    campaignId: number,
    positionIds: readonly number[] | undefined,
    mail: CreativeRequest,
    dryRun = false,
  ): Promise<BulkResult> {
    const scope = actorScope(db, actor);
    if (dryRun) return requestCreativesIn(scope, db, actor, campaignId, positionIds, mail, true);
    const result = await db
      .transaction()
      .execute((trx) =>
        requestCreativesIn(scope, trx, actor, campaignId, positionIds, mail, false),
      );
    if (result.done > 0) announceMail();
    return result;
  }

  // REQUEST_CREATIVES: one item per campaign with upcoming positions whose creative is missing;
  // each its request mail (in the campaign's language) and moves, in the item's transaction.
  jobs.define({
    kind: PRINT_JOB_KINDS.REQUEST_CREATIVES,
    maxAttempts: 3,
    async plan({ parameters }) {
      // The company the job was started for (its parameters), as the job's scope.
      const campaigns = await scopeOf(db, Number(parameters.companyId))
        .rows('campaign as c')
        .select(['c.id', 'c.name'])
        .where(
          sql<SqlBool>`exists (select 1 from campaign_position p where p.campaign_id = c.id and p.position_type = 'PRINT'
            and p.status = 'CREATIVE_PENDING' and p.publication_date between ${businessDay()}::date and ${businessDay()}::date + ${REQUEST_HORIZON_DAYS}::int)`,
        )
        .orderBy('c.id')
        .execute();
      return campaigns.map((campaign) => ({ key: String(campaign.id), label: campaign.name }));
    },
    async runItem(trx, key, { parameters }) {
      const companyId = Number(parameters.companyId);
      const scope = scopeOf(trx, companyId);
      const campaignId = Number(key);
      const campaign = await scope
        .byId('campaign', campaignId)
        .select('language')
        .executeTakeFirst();
      if (!campaign) return 'No such campaign';
      const language = campaign.language as Language;
      const pending = (
        await scope
          .rows('campaignPosition')
          .select('id')
          .where('campaignId', '=', campaignId)
          .where('positionType', '=', 'PRINT')
          .where('status', '=', 'CREATIVE_PENDING')
          .where(
            sql<SqlBool>`publication_date between ${businessDay()}::date and ${businessDay()}::date + ${REQUEST_HORIZON_DAYS}::int`,
          )
          .execute()
      ).map((row) => row.id);
      if (pending.length === 0) return 'Nothing left to request';
      const mail = await creativeRequestMail(scope, trx, campaignId, language, pending);
      if (!mail.recipient) return 'The invoicing account has no e-mail address';
      const actor = {
        user: { userId: Number(parameters.userId) },
        roles: new Set(PUSH_ROLES),
        actingCompanyId: companyId,
      } as unknown as Actor;
      const result = await requestCreativesIn(
        scope,
        trx,
        actor,
        campaignId,
        pending,
        { ...mail, recipient: mail.recipient, language },
        false,
      );
      return `${result.done} creatives requested from ${mail.recipient}`;
    },
  });

  registerEndpoint(app, calls.requestAllCreatives, printAccess, async ({ caller }) => {
    const jobId = await jobs.enqueue(PRINT_JOB_KINDS.REQUEST_CREATIVES, {
      startedByUserId: caller.user.userId,
      companyId: caller.actingCompanyId,
      parameters: { companyId: caller.actingCompanyId, userId: caller.user.userId },
    });
    if (!jobId)
      throw new HttpError(409, 'A request of creatives is running already', 'JOB_RUNNING');
    return { jobId };
  });

  /** The list's request-creatives: per campaign of the chosen positions, its generated mail. */
  async function requestCreativesOf(actor: Actor, ids: readonly number[], dryRun: boolean) {
    const scope = actorScope(db, actor);
    const rows = await positionRows(scope, db, ids, false);
    const byCampaign = new Map<number, number[]>();
    const results: BulkRowResult[] = [];
    for (const id of new Set(ids)) {
      const row = rows.get(id);
      if (!row) results.push(missing(id));
      else byCampaign.set(row.campaignId, [...(byCampaign.get(row.campaignId) ?? []), id]);
    }
    for (const [campaignId, positionIds] of byCampaign) {
      const first = rows.get(positionIds[0] as number) as PositionRow;
      const mail = await creativeRequestMail(
        scope,
        db,
        campaignId,
        first.campaignLanguage,
        positionIds,
      );
      if (!mail.recipient) {
        for (const id of positionIds)
          results.push({
            id,
            name: rows.get(id)?.name ?? '',
            outcome: 'REFUSED',
            ...refusal('The invoicing account has no e-mail address', 'NO_RECIPIENT'),
          });
        continue;
      }
      const answer = await requestCreatives(
        actor,
        campaignId,
        positionIds,
        { ...mail, recipient: mail.recipient, language: first.campaignLanguage },
        dryRun,
      );
      results.push(...answer.results);
    }
    return bulkSummary(dryRun, results);
  }

  // --- Lists ---

  registerList(app, printPositionEndpoints.list, printAccess, printPositionList);

  registerEndpoint(app, printPositionEndpoints.counts, printAccess, async ({ scope, query }) => {
    // Every status is counted (the deleted ones too); ALL and the physical proofs are not deleted.
    const input = listInput<typeof printPositionEndpoints.list>(printAccess, {
      scope,
      params: undefined,
      query,
    });
    const rows = () => filteredList(printPositionList, input, ['campaignPositionStatus']);
    const groups = await rows()
      .select(['p.status', sql<string>`count(*)`.as('total')])
      .groupBy('p.status')
      .execute();
    const counts: Record<string, number> = Object.fromEntries(
      groups.map((group) => [group.status, Number(group.total)]),
    );
    counts.ALL = groups
      .filter((group) => group.status !== 'DELETED')
      .reduce((sum, group) => sum + Number(group.total), 0);
    // The physical-proofs view: positions whose voucher copy has not been extracted yet.
    const physical = await filteredList(printPositionList, {
      ...input,
      query: { ...input.query, campaignPositionStatus: 'ALL', notSentPhysicalProof: true },
    })
      .select(sql<string>`count(*)`.as('total'))
      .executeTakeFirstOrThrow();
    counts.PHYSICAL_PROOFS = Number(physical.total);
    return counts;
  });

  registerEndpoint(
    app,
    printPositionEndpoints.bulk,
    printAccess,
    async ({ caller, params, body }) => {
      const action = params.action as PrintBulkAction;
      const { ids, dryRun } = body;
      switch (action) {
        case 'push-to-external-system':
          return runRows(caller, ids, dryRun, pushAction(caller));
        case 'request-creatives':
          return requestCreativesOf(caller, ids, dryRun);
        case 'send-proofs':
          return runRows(caller, ids, dryRun, proofAction(caller, {}));
        case 'approve-proofs':
          return runRows(caller, ids, dryRun, moveAction(caller, 'READY'));
        case 'hide':
          return runRows(caller, ids, dryRun, moveAction(caller, 'MANUAL_HIDDEN'));
        case 'unhide':
          return runRows(caller, ids, dryRun, unhideAction(caller));
        case 'extract-physical-proof':
          return runRows(caller, ids, dryRun, extractAction(caller));
        case 'delete-proofs':
          return runRows(caller, ids, dryRun, deleteProofAction());
      }
    },
  );

  // The company's campaigns with print positions; their accounts and positions by their keys.
  registerList(app, calls.printCampaigns, printAccess, {
    rows: ({ scope, query }) =>
      scope
        .rows('campaign as c')
        .innerJoin('account as adv', 'adv.id', 'c.advertiserAccountId')
        .innerJoin('account as inv', 'inv.id', 'c.invoicingAccountId')
        .where(
          sql<SqlBool>`exists (select 1 from campaign_position p where p.campaign_id = c.id and p.position_type = 'PRINT'
          ${query.campaignPositionStatus ? sql`and p.status = ${query.campaignPositionStatus}` : sql``}
          ${query.publicationDateFrom ? sql`and p.publication_date >= ${query.publicationDateFrom}` : sql``}
          ${query.publicationDateTo ? sql`and p.publication_date <= ${query.publicationDateTo}` : sql``})`,
        ),
    filters: {
      searchFilter: (rows, text) => {
        const pattern = containsPattern(text.toLowerCase());
        return rows.where(
          sql<SqlBool>`(c.search_name like ${pattern} or lower(adv.name) like ${pattern})`,
        );
      },
    },
    sort: { startDate: 'c.startDate' },
    defaultSort: 'startDate',
    defaultOrder: 'ASC',
    ties: ['c.id'],
    select: (rows) =>
      rows.select([
        'c.id',
        'c.name',
        'c.language',
        'adv.id as advertiserId',
        'adv.name as advertiserName',
        'inv.email',
        sql<string>`(select count(*) from campaign_position p where p.campaign_id = c.id and p.position_type = 'PRINT' and p.status <> 'DELETED')`.as(
          'positions',
        ),
        sql<string>`(select count(*) from campaign_position p where p.campaign_id = c.id and p.position_type = 'PRINT' and p.status = any(${sql.val(PRINT_CREATIVE_MISSING_STATUSES)}))`.as(
          'without',
        ),
        sql<
          string | null
        >`(select min(p.publication_date)::text from campaign_position p where p.campaign_id = c.id and p.position_type = 'PRINT')`.as(
          'firstDay',
        ),
      ]),
    toItems: (rows) =>
      rows.map((row) => ({
        id: row.id,
        name: row.name,
        advertiser: { id: row.advertiserId, name: row.advertiserName },
        language: row.language as Language,
        email: row.email,
        positions: Number(row.positions),
        positionsWithoutCreative: Number(row.without),
        firstPublicationDate: row.firstDay,
      })),
  });

  registerEndpoint(app, calls.changeStatus, printAccess, async ({ caller, body }) => {
    return runRows(caller, body.positionIds, false, moveAction(caller, body.status));
  });

  registerEndpoint(app, calls.unhide, printAccess, async ({ caller, body }) => {
    return runRows(caller, body.ids, false, unhideAction(caller));
  });

  registerEndpoint(app, calls.pushToExternalSystem, printAccess, async ({ caller, body }) => {
    return runRows(caller, body.ids, false, pushAction(caller));
  });

  registerEndpoint(
    app,
    calls.requestCreatives,
    printAccess,
    async ({ caller, params, body, scope }) => {
      const campaign = await scope
        .byId('campaign', params.campaignId)
        .select('id')
        .executeTakeFirst();
      if (!campaign) throw notFound('campaign');
      return requestCreatives(caller, campaign.id, body.positionIds, body);
    },
  );

  registerEndpoint(app, calls.generateEmail, printAccess, async ({ params, body, scope }) => {
    return creativeRequestMail(scope, db, params.campaignId, body.language, body.positionIds);
  });

  registerEndpoint(app, calls.sendProofs, printAccess, async ({ caller, body }) => {
    return runRows(caller, body.positionIds, false, proofAction(caller, body));
  });

  registerEndpoint(app, calls.sendProofEmails, printAccess, async ({ caller, body }) => {
    return runRows(caller, body.positionIds, false, {
      refuse: (row) =>
        !row.proofPdf
          ? refusal('The position has no proof to send', 'NO_PROOF')
          : row.invoicingEmail
            ? undefined
            : refusal('The invoicing account has no e-mail address', 'NO_RECIPIENT'),
      apply: (trx, row) => sendProof(trx, caller, row, { reuse: true }),
    });
  });

  registerEndpoint(app, calls.sendAllProofs, printAccess, async ({ caller, query, scope }) => {
    const running = await latestProofRun(scope);
    if (running?.state === 'PROCESSING') {
      throw new HttpError(
        409,
        'Proofs are being sent already; wait until that run has finished',
        'PROOFS_PROCESSING',
      );
    }
    await db.transaction().execute(async (trx) => {
      const jobId = await jobs.enqueue(PRINT_JOB_KINDS.SEND_PRINT_PROOFS, {
        trx,
        startedByUserId: caller.user.userId,
        companyId: caller.actingCompanyId,
        parameters: {
          companyId: caller.actingCompanyId,
          language: query.language,
          userId: caller.user.userId,
        },
      });
      await scope
        .insert(
          'printProofRun',
          {
            language: query.language,
            state: 'PROCESSING',
            jobRunId: jobId ?? null,
            startedByUserId: caller.user.userId,
          },
          trx,
        )
        .execute();
    });
  });

  registerEndpoint(app, calls.allProofsState, printAccess, async ({ scope }) => {
    const run = await latestProofRun(scope);
    const due = await dueProofCounts(scope);
    if (!run) {
      return {
        state: 'NOT_INITIATED',
        language: null,
        positions: 0,
        jobId: null,
        startedAt: null,
        finishedAt: null,
        due,
      } as const;
    }
    return { ...run, due };
  });

  registerEndpoint(app, calls.proofFile, printAccess, async ({ params, reply, scope }) => {
    const row = await scope
      .rows('printPositionOps')
      .select(['proofPdf'])
      .where('positionId', '=', params.positionId)
      .executeTakeFirst();
    if (!row?.proofPdf) return;
    await sendPdf(reply, `Gut-zum-Druck-${params.positionId}.pdf`, row.proofPdf, 'inline');
  });

  registerEndpoint(app, calls.proofFileDelete, printAccess, async ({ caller, body }) => {
    return runRows(caller, body.positionIds, false, deleteProofAction());
  });

  // --- Labels (address labels for the physical proofs) ---

  registerPrintFiles({ app, database, scanner });
}
