import {
  digitalOperationsEndpoints as calls,
  POSITION_ACTION_INLINE_LIMIT,
  serverMessage,
} from '@adconsole/api/contracts';
import type { AdServer } from '../../adserver/ad-server.ts';
import { HttpError, notFound, ValidationError } from '../../http/errors.ts';
import { registerEndpoint } from '../../http/routes.ts';
import type { Scope } from '../../kit/scope.ts';
import { announceMail, writeMail } from '../../mail/outbox.ts';
import type { ServiceContext } from '../context.ts';
import { writeSystemActivities } from '../timeline/timeline.ts';
import { type ActionOptions, applyPositionAction } from './digital-actions.ts';
import { type ActionJobParameters, POSITION_ACTION_JOB } from './digital-jobs.ts';
import { creativesRequestMail } from './digital-mails.ts';
import {
  fullName,
  isDigitalPosition,
  operatorOf,
  opsPushAccess,
  summary,
} from './digital-rules.ts';

// The actions on positions (inline or as a job) and their results, the creatives request mail
// and the stage comments (spec 3 §7).

/** The position actions, the creatives requests and the stage comments. */
export function registerPositionRequests(
  { app, database, jobs }: ServiceContext,
  adServer: AdServer,
): void {
  const { db } = database;

  registerEndpoint(
    app,
    calls.operationsPositionAction,
    opsPushAccess,
    async ({ params, body, caller }) => {
      const operator = operatorOf(caller);
      const options: ActionOptions = {
        status: body.status,
        checkType: body.checkType,
        comment: body.comment,
      };
      if (params.action === 'change-status' && !body.status) {
        throw new ValidationError({ status: serverMessage('targetStatusRequired') }, []);
      }
      if (body.dryRun || body.ids.length <= POSITION_ACTION_INLINE_LIMIT) {
        const results = await db
          .transaction()
          .execute((trx) =>
            applyPositionAction(
              trx,
              adServer,
              operator,
              params.action,
              body.ids,
              options,
              body.dryRun,
            ),
          );
        // One position refused: the call's own answer is the refusal (409 with the reason).
        const [only] = results;
        if (!body.dryRun && results.length === 1 && only?.outcome === 'REFUSED') {
          const status =
            only.translationKey === 'NOT_FOUND'
              ? 404
              : only.translationKey === 'FORBIDDEN'
                ? 403
                : 409;
          throw new HttpError(
            status,
            only.reason ?? 'Refused',
            only.translationKey ?? 'TRANSITION_NOT_ALLOWED',
          );
        }
        return summary(results, body.dryRun);
      }
      if (!jobs.started)
        throw new HttpError(
          503,
          'The background jobs are not running; try again shortly',
          'JOBS_NOT_RUNNING',
        );
      const parameters: ActionJobParameters = {
        action: params.action,
        ids: [...new Set(body.ids)],
        options,
        operator,
      };
      const jobId = await jobs.enqueue(POSITION_ACTION_JOB, {
        startedByUserId: operator.userId,
        companyId: operator.companyId,
        parameters: parameters as unknown as Record<string, unknown>,
      });
      return summary([], false, jobId);
    },
  );

  registerEndpoint(app, calls.operationsActionResults, opsPushAccess, async ({ params, scope }) => {
    const run = await scope
      .byId('jobRun', params.id)
      .select(['id', 'state'])
      .where('kind', '=', POSITION_ACTION_JOB)
      .executeTakeFirst();
    if (!run) throw notFound('position action');
    const rows = await db
      .selectFrom('digitalBulkResult')
      .select(['campaignPositionId', 'name', 'outcome', 'reason', 'translationKey'])
      .where('jobRunId', '=', run.id)
      .orderBy('campaignPositionId')
      .execute();
    return summary(
      rows.map((row) => ({
        id: row.campaignPositionId,
        name: row.name,
        outcome: row.outcome,
        ...(row.reason ? { reason: row.reason } : {}),
        ...(row.translationKey ? { translationKey: row.translationKey } : {}),
      })),
      false,
      run.id,
    );
  });

  // The scope's campaign, with its advertiser joined by the campaign's key.
  const campaignOf = async (scope: Scope, id: number) => {
    const campaign = await scope
      .rows('campaign as c')
      .innerJoin('account as a', 'a.id', 'c.advertiserAccountId')
      .select([
        'c.id',
        'c.name',
        'c.companyId',
        'c.advertiserAccountId',
        'a.name as advertiserName',
      ])
      .where('c.id', '=', id)
      .executeTakeFirst();
    if (!campaign) throw notFound('campaign');
    return campaign;
  };
  const requestedPositions = async (
    scope: Scope,
    campaignId: number,
    positionIds: readonly number[] | undefined,
    status: string,
  ) => {
    let rows = scope
      .rows('campaignPosition')
      .select(['id', 'name', 'startDate', 'endDate', 'status'])
      .where('campaignId', '=', campaignId)
      .where('positionType', '=', 'DIGITAL')
      .orderBy('id');
    rows = positionIds?.length
      ? rows.where('id', 'in', positionIds)
      : rows.where('status', '=', status);
    return rows.execute();
  };
  const recipientOf = async (scope: Scope, accountId: number) =>
    (
      await scope
        .rows('contact')
        .select('email')
        .where('accountId', '=', accountId)
        .where('active', '=', true)
        .where('email', 'is not', null)
        .orderBy('id')
        .executeTakeFirst()
    )?.email ?? null;

  registerEndpoint(
    app,
    calls.operationsEmailText,
    opsPushAccess,
    async ({ params, query, body, scope }) => {
      const campaign = await campaignOf(scope, params.campaignId);
      const positions = await requestedPositions(
        scope,
        campaign.id,
        body.positionIds,
        'CREATIVE_PENDING',
      );
      const mail = creativesRequestMail(query.language, campaign, positions);
      return {
        recipient: body.recipient ?? (await recipientOf(scope, campaign.advertiserAccountId)),
        ...mail,
      };
    },
  );

  registerEndpoint(
    app,
    calls.operationsRequestCreatives,
    opsPushAccess,
    async ({ params, query, body, caller, scope }) => {
      const campaign = await campaignOf(scope, params.id);
      const positions = await requestedPositions(
        scope,
        campaign.id,
        body.positionIds,
        query.status,
      );
      if (positions.length === 0) {
        throw new ValidationError({ positionIds: serverMessage('noDigitalPositionToRequest') }, []);
      }
      const recipient = body.recipient ?? (await recipientOf(scope, campaign.advertiserAccountId));
      if (!recipient) {
        throw new ValidationError({ recipient: serverMessage('advertiserWithoutEmail') }, []);
      }
      const operator = operatorOf(caller);
      const generated = creativesRequestMail(body.language, campaign, positions);
      const results = await db.transaction().execute(async (trx) => {
        const ids = positions.map((position) => position.id);
        // Positions asked again (already requested) stay where they are: the mail is a reminder.
        const toMove = positions
          .filter((position) => position.status !== 'CREATIVE_REQUESTED')
          .map((position) => position.id);
        const moved = await applyPositionAction(
          trx,
          adServer,
          operator,
          'change-status',
          toMove,
          { status: 'CREATIVE_REQUESTED' },
          false,
        );
        const done = new Set(
          moved.filter((result) => result.outcome === 'DONE').map((result) => result.id),
        );
        const reminded = positions
          .filter((position) => position.status === 'CREATIVE_REQUESTED')
          .map((position) => position.id);
        const asked = [...done, ...reminded];
        if (asked.length > 0) {
          await scope
            .update('campaignPosition', trx)
            .set({ creativeStatus: 'REQUESTED' })
            .where('id', 'in', asked)
            .execute();
          await writeMail(trx, {
            recipient,
            template: 'digital-creatives-request',
            subject: body.subject ?? generated.subject,
            text: body.text ?? generated.text,
            language: body.language,
            related: { type: 'CAMPAIGN', id: campaign.id },
          });
          await writeSystemActivities(
            trx,
            positions
              .filter((position) => asked.includes(position.id))
              .map((position) => ({
                companyId: campaign.companyId,
                entityType: 'CAMPAIGN_POSITION_UPDATE' as const,
                entityId: campaign.id,
                entityName: campaign.name,
                activityType: 'CREATIVE_STATUS_UPDATED',
                title: position.name,
                message: `Creatives requested from ${recipient}`,
                creatorUserId: operator.userId,
                campaignPositionIds: [position.id],
                keyValues: {
                  campaignId: String(campaign.id),
                  campaignPositionId: String(position.id),
                  recipient,
                },
              })),
          );
        }
        return ids.map(
          (id) =>
            moved.find((result) => result.id === id) ?? {
              id,
              name: positions.find((position) => position.id === id)?.name ?? `#${id}`,
              outcome: 'DONE' as const,
            },
        );
      });
      announceMail();
      return summary(results, false);
    },
  );

  registerEndpoint(app, calls.operationsStageComments, opsPushAccess, async ({ query, scope }) => {
    const rows = await scope
      .rows('stageComment as s')
      .innerJoin('appUser as u', 'u.id', 's.authorUserId')
      .select([
        's.id',
        's.campaignPositionId',
        's.stage',
        's.message',
        's.createdAt',
        'u.firstName',
        'u.lastName',
      ])
      .where('s.campaignPositionId', '=', query.positionId)
      .orderBy('s.createdAt', 'desc')
      .orderBy('s.id', 'desc')
      .execute();
    return {
      items: rows.map((row) => ({
        id: row.id,
        campaignPositionId: row.campaignPositionId,
        stage: row.stage,
        message: row.message,
        authorName: fullName(row.firstName, row.lastName),
        createdAt: row.createdAt.toISOString(),
      })),
    };
  });

  registerEndpoint(
    app,
    calls.operationsAddStageComment,
    opsPushAccess,
    async ({ body, caller, scope }) => {
      if (!(await isDigitalPosition(scope, body.positionId)))
        throw new ValidationError({ positionId: serverMessage('noSuchDigitalPosition') }, []);
      const row = await scope
        .insert('stageComment', {
          campaignPositionId: body.positionId,
          stage: body.stage,
          message: body.message,
          authorUserId: caller.user.userId,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return {
        id: row.id,
        campaignPositionId: row.campaignPositionId,
        stage: row.stage,
        message: row.message,
        authorName: fullName(caller.user.firstName, caller.user.lastName),
        createdAt: row.createdAt.toISOString(),
      };
    },
  );
}
