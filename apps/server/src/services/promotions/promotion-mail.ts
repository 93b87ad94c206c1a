import {
  ATTACHMENT_MAX_BYTES,
  promotionDetailEndpoints as calls,
  type MailTemplate,
  type MailTemplateAnswer,
  type MailTemplateLanguage,
  serverMessage,
} from '@adconsole/api/contracts';
import { sql, type Transaction } from 'kysely';
import type { Db, Schema } from '../../db/database.ts';
import { containsPattern } from '../../db/like.ts';
import { FILE_REFUSALS, scanUpload, uploadExtension } from '../../files/scanner.ts';
import {
  type FieldErrors,
  HttpError,
  notFound,
  staleRecord,
  ValidationError,
} from '../../http/errors.ts';
import { registerEndpoint, requireActor, withBodyLimit } from '../../http/routes.ts';
import type { JobKind } from '../../jobs/queue.ts';
import { registerList } from '../../kit/paged-list.ts';
import { companyOf, type Scope, scopeOf } from '../../kit/scope.ts';
import { announceMail, writeMail } from '../../mail/outbox.ts';
import type { ServiceContext } from '../context.ts';
import { funnelAccess } from '../crm/sales-records.ts';
import { cleanFileName } from '../files/files.ts';
import { adminOnly } from '../jobs/jobs.ts';
import { renderPromotionMail, sanitizeTemplateHtml } from './promotion-mail-render.ts';
import { noTemplate, requirePromotion } from './promotions.ts';

/** The job that writes a promotion's mails into the outbox. */
export const PROMOTION_MAILING = 'promotion.mailing';
/** Contacts per job item: 20,000 contacts are 200 items, each one transaction. */
const CONTACTS_PER_ITEM = 100;
/** Five files of 5 MB as base64, with room for the JSON around them. */
const UPLOAD_BODY_LIMIT = Math.ceil((5 * ATTACHMENT_MAX_BYTES * 4) / 3) + 64 * 1024;

const TEMPLATE_FIELDS = [
  'subject',
  'text',
  'subjectEn',
  'textEn',
  'subjectFr',
  'textFr',
  'subjectIt',
  'textIt',
] as const;

type TemplateRow = Awaited<ReturnType<typeof loadTemplate>>;

function loadTemplate(db: Db | Transaction<Schema>, promotionId: number) {
  return db
    .selectFrom('salesPromotionMailTemplate')
    .selectAll()
    .where('promotionId', '=', promotionId)
    .executeTakeFirst();
}

async function templateAnswer(
  db: Db | Transaction<Schema>,
  promotion: { id: number; name: string; deadline: Date | null },
): Promise<MailTemplateAnswer> {
  const [template, attachments] = await Promise.all([
    loadTemplate(db, promotion.id),
    db
      .selectFrom('salesPromotionAttachment')
      .select(['id', 'name', 'language', 'saved', sql<number>`octet_length(content)`.as('size')])
      .where('promotionId', '=', promotion.id)
      .orderBy('id')
      .execute(),
  ]);
  return {
    promotion: {
      id: promotion.id,
      name: promotion.name,
      deadline: promotion.deadline?.toISOString() ?? null,
    },
    template: template
      ? {
          ...Object.fromEntries(TEMPLATE_FIELDS.map((field) => [field, template[field]])),
          attachmentIds: attachments.filter((row) => row.saved).map((row) => row.id),
          version: template.version,
          updatedAt: template.updatedAt.toISOString(),
        }
      : null,
    attachments: attachments.map((row) => ({ ...row, size: Number(row.size) })),
  } as MailTemplateAnswer;
}

const toLanguage = (language: string): MailTemplateLanguage =>
  (['EN', 'FR', 'IT'].includes(language.toUpperCase())
    ? language.toUpperCase()
    : 'DE') as MailTemplateLanguage;

/** The job kind that writes one mail per contact, in the contact's language. */
function mailingKind(): JobKind {
  return {
    kind: PROMOTION_MAILING,
    maxAttempts: 3,
    plan: async ({ db, parameters }) => {
      const promotionId = Number(parameters.promotionId);
      const resend = parameters.resend === true;
      let rows = db
        .selectFrom('salesPromotionContact as pc')
        .innerJoin('contact as c', 'c.id', 'pc.contactId')
        .select(['pc.id', 'c.email'])
        .where('pc.promotionId', '=', promotionId)
        .where('c.email', 'is not', null);
      if (!resend) rows = rows.where('pc.mailId', 'is', null);
      const contacts = await rows.orderBy('pc.id').execute();
      const items = [];
      for (let start = 0; start < contacts.length; start += CONTACTS_PER_ITEM) {
        const chunk = contacts.slice(start, start + CONTACTS_PER_ITEM);
        const first = chunk[0];
        const last = chunk.at(-1);
        if (!first || !last) continue;
        items.push({
          key: `${first.id}-${last.id}`,
          label: `${chunk.length} contacts (${first.email}${chunk.length > 1 ? ` … ${last.email}` : ''})`,
        });
      }
      return items;
    },
    runItem: async (trx, key, { parameters }) => {
      const promotionId = Number(parameters.promotionId);
      const mailingId = Number(parameters.mailingId);
      const userId = Number(parameters.userId);
      const resend = parameters.resend === true;
      const [from, to] = key.split('-').map(Number) as [number, number];
      // The job runs for the promotion its endpoint found in the caller's scope: the promotion
      // (any company's, by the job's parameters) names the company the rest is read in.
      const promotion = await scopeOf(trx, undefined)
        .byId('salesPromotion', promotionId)
        .select(['id', 'name', 'deadline', 'companyId'])
        .executeTakeFirst();
      const template = await loadTemplate(trx, promotionId);
      if (!promotion || !template) return 'The promotion or its template was deleted';
      const scope = scopeOf(trx, promotion.companyId);
      const attachments = await trx
        .selectFrom('salesPromotionAttachment')
        .select(['language', 'name', 'contentType', 'content'])
        .where('promotionId', '=', promotionId)
        .where('saved', '=', true)
        .execute();
      let contacts = scope
        .lockedRows('contact as c', trx, ['pc'])
        .innerJoin('salesPromotionContact as pc', 'pc.contactId', 'c.id')
        .innerJoin('account as a', 'a.id', 'c.accountId')
        .select([
          'pc.id as rowId',
          'c.id',
          'c.email',
          'c.firstName',
          'c.lastName',
          'c.salutation',
          'c.language',
          'a.displayName as accountName',
        ])
        .where('pc.promotionId', '=', promotionId)
        .where('pc.id', '>=', from)
        .where('pc.id', '<=', to)
        .where('c.email', 'is not', null);
      if (!resend) contacts = contacts.where('pc.mailId', 'is', null);
      const rows = await contacts.orderBy('pc.id').execute();
      const languages = new Map<string, number>();
      for (const row of rows) {
        const mail = renderPromotionMail(template, toLanguage(row.language), row, promotion);
        const mailId = await writeMail(trx, {
          recipient: row.email ?? '',
          template: 'sales-promotion',
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          language: mail.language.toLowerCase() as 'de',
          related: { type: 'sales_promotion', id: promotionId },
          attachments: attachments
            .filter((attachment) => attachment.language === mail.language)
            .map((attachment) => ({
              fileName: attachment.name,
              contentType: attachment.contentType,
              content: attachment.content,
            })),
        });
        await trx
          .updateTable('salesPromotionContact')
          .set({ mailId, mailingId, mailingTime: new Date(), sentByUserId: userId })
          .where('id', '=', row.rowId)
          .execute();
        languages.set(mail.language, (languages.get(mail.language) ?? 0) + 1);
      }
      if (rows.length > 0) {
        await trx
          .updateTable('contact')
          .set({ mailStatus: 'SENT' })
          .where(
            'id',
            'in',
            rows.map((row) => row.id),
          )
          .where('mailStatus', '!=', 'BOUNCED')
          .execute();
      }
      // The outbox's sender is nudged; the minute's schedule catches a nudge before the commit.
      announceMail();
      const summary = [...languages].map(([language, n]) => `${n} ${language}`).join(', ');
      return `${rows.length} mails written${summary ? ` (${summary})` : ''}`;
    },
  };
}

/** The template screen's calls, the mailing job and the admin's list of mailings. */
export function registerPromotionMail({ app, database, jobs, scanner }: ServiceContext): void {
  const { db } = database;
  jobs.define(mailingKind());

  registerEndpoint(app, calls.mailTemplate, funnelAccess, async ({ params, scope }) => {
    const promotion = await requirePromotion(scope, params.promotionId);
    return templateAnswer(db, promotion);
  });

  registerEndpoint(
    app,
    calls.saveMailTemplate,
    funnelAccess,
    async ({ actor, params, body, scope }) => {
      const { user } = requireActor(actor);
      if (body.salesPromotionId !== params.promotionId) {
        throw new ValidationError({ salesPromotionId: serverMessage('otherPromotion') }, []);
      }
      return db.transaction().execute(async (trx) => {
        const promotion = await requirePromotion(scope, params.promotionId, trx);
        // The promotion's template (joined by the scoped promotion's key), locked.
        const current = await scope
          .lockedRows('salesPromotion as p', trx, ['t'])
          .innerJoin('salesPromotionMailTemplate as t', 't.promotionId', 'p.id')
          .select('t.version')
          .where('p.id', '=', promotion.id)
          .executeTakeFirst();
        if (current && body.version !== undefined && body.version !== current.version) {
          throw staleRecord('template');
        }
        const template: MailTemplate = body.mailTemplate;
        const values = {
          subject: template.subject.trim(),
          text: sanitizeTemplateHtml(template.text),
          subjectEn: template.subjectEn.trim(),
          textEn: sanitizeTemplateHtml(template.textEn),
          subjectFr: template.subjectFr.trim(),
          textFr: sanitizeTemplateHtml(template.textFr),
          subjectIt: template.subjectIt.trim(),
          textIt: sanitizeTemplateHtml(template.textIt),
          updatedByUserId: user.userId,
        };
        if (current) {
          await trx
            .updateTable('salesPromotionMailTemplate')
            .set({ ...values, version: current.version + 1, updatedAt: new Date() })
            .where('promotionId', '=', promotion.id)
            .execute();
        } else {
          await trx
            .insertInto('salesPromotionMailTemplate')
            .values({ ...values, promotionId: promotion.id })
            .execute();
        }
        const known = await trx
          .selectFrom('salesPromotionAttachment')
          .select('id')
          .where('promotionId', '=', promotion.id)
          .execute();
        const knownIds = new Set(known.map((row) => row.id));
        const missing = template.attachmentIds.filter((id) => !knownIds.has(id));
        if (missing.length > 0) {
          throw new ValidationError(
            { attachmentIds: serverMessage('noSuchAttachment', { ids: missing.join(', ') }) },
            [],
          );
        }
        // The named ones are the template's; any other (removed, or left pending) goes.
        const keep = [...new Set(template.attachmentIds)];
        let removed = trx
          .deleteFrom('salesPromotionAttachment')
          .where('promotionId', '=', promotion.id);
        if (keep.length > 0) removed = removed.where('id', 'not in', keep);
        await removed.execute();
        if (keep.length > 0) {
          await trx
            .updateTable('salesPromotionAttachment')
            .set({ saved: true })
            .where('id', 'in', keep)
            .execute();
        }
        await scope
          .update('salesPromotion', trx)
          .set({ updatedAt: new Date() })
          .where('id', '=', promotion.id)
          .execute();
        return templateAnswer(trx, promotion);
      });
    },
  );

  registerEndpoint(app, calls.deleteMailTemplate, funnelAccess, async ({ params, scope }) => {
    const promotion = await requirePromotion(scope, params.promotionId);
    await db.transaction().execute(async (trx) => {
      const deleted = await trx
        .deleteFrom('salesPromotionMailTemplate')
        .where('promotionId', '=', promotion.id)
        .returning('promotionId')
        .executeTakeFirst();
      if (!deleted) throw notFound('mail template');
      await trx
        .deleteFrom('salesPromotionAttachment')
        .where('promotionId', '=', promotion.id)
        .execute();
    });
  });

  // Base64 bodies are large: their route alone takes them, every other keeps the app's limit.
  withBodyLimit(app, UPLOAD_BODY_LIMIT, (uploads) => {
    registerEndpoint(
      uploads,
      calls.uploadAttachments,
      funnelAccess,
      async ({ actor, params, body, scope }) => {
        const { user } = requireActor(actor);
        const promotion = await requirePromotion(scope, params.promotionId);
        const files: {
          name: string;
          language: MailTemplateLanguage;
          bytes: Buffer;
          contentType: string;
        }[] = [];
        const fieldErrors: FieldErrors = {};
        const seen = new Set<string>();
        for (const [index, file] of body.attachmentFiles.entries()) {
          const name = cleanFileName(file.name);
          const field = `attachmentFiles.${index}`;
          const extension = uploadExtension(name);
          if (!extension) {
            fieldErrors[field] = serverMessage('fileTypeNotTaken', { name });
            continue;
          }
          const bytes = Buffer.from(file.content, 'base64');
          if (bytes.length > ATTACHMENT_MAX_BYTES) {
            fieldErrors[field] = serverMessage('fileTooLarge', { name, max: 5 });
            continue;
          }
          const finding = await scanner.scan(bytes, name);
          const scan = finding
            ? { ok: false as const, ...finding }
            : scanUpload(bytes, name, extension, '');
          if (!scan.ok) {
            fieldErrors[field] = FILE_REFUSALS[scan.reason].message(name);
            continue;
          }
          const key = `${file.language}/${name.toLowerCase()}`;
          if (seen.has(key)) {
            fieldErrors[field] = serverMessage('attachmentNameTaken', { name });
            continue;
          }
          seen.add(key);
          files.push({ name, language: file.language, bytes, contentType: scan.contentType });
        }
        if (Object.keys(fieldErrors).length > 0) throw new ValidationError(fieldErrors, []);
        return db.transaction().execute(async (trx) => {
          const taken = await trx
            .selectFrom('salesPromotionAttachment')
            .select(['name', 'language'])
            .where('promotionId', '=', promotion.id)
            .execute();
          const takenKeys = new Set(
            taken.map((row) => `${row.language}/${row.name.toLowerCase()}`),
          );
          const clash = files.find((file) =>
            takenKeys.has(`${file.language}/${file.name.toLowerCase()}`),
          );
          if (clash) {
            throw new ValidationError(
              { attachmentFiles: serverMessage('attachmentNameTaken', { name: clash.name }) },
              [],
            );
          }
          const stored = await trx
            .insertInto('salesPromotionAttachment')
            .values(
              files.map((file) => ({
                promotionId: promotion.id,
                language: file.language,
                name: file.name,
                contentType: file.contentType,
                content: file.bytes,
                uploadedByUserId: user.userId,
              })),
            )
            .returning([
              'id',
              'name',
              'language',
              'saved',
              sql<number>`octet_length(content)`.as('size'),
            ])
            .execute();
          return stored.map((row) => ({ ...row, size: Number(row.size) }));
        });
      },
    );
  });

  /** An attachment of a promotion of the acting company, or 404. */
  const requireAttachment = async (scope: Scope, attachmentId: number) => {
    const row = await scope
      .rows('salesPromotion as p')
      .innerJoin('salesPromotionAttachment as t', 't.promotionId', 'p.id')
      .select(['t.id', 't.name', 't.language', 't.contentType', 't.content', 't.saved'])
      .where('t.id', '=', attachmentId)
      .executeTakeFirst();
    if (!row) throw notFound('attachment');
    return row;
  };

  registerEndpoint(app, calls.attachment, funnelAccess, async ({ params, scope }) => {
    const row = await requireAttachment(scope, params.attachmentId);
    return {
      id: row.id,
      name: row.name,
      language: row.language,
      contentType: row.contentType,
      content: Buffer.from(row.content).toString('base64'),
    };
  });

  registerEndpoint(app, calls.deleteAttachment, funnelAccess, async ({ params, scope }) => {
    const row = await requireAttachment(scope, params.attachmentId);
    if (row.saved) {
      throw new HttpError(
        409,
        'A saved attachment goes when the template is saved without it',
        'ATTACHMENT_SAVED',
      );
    }
    await db.deleteFrom('salesPromotionAttachment').where('id', '=', row.id).execute();
  });

  registerEndpoint(app, calls.mailPreview, funnelAccess, async ({ params, query, scope }) => {
    const promotion = await requirePromotion(scope, params.promotionId);
    const template: TemplateRow = await loadTemplate(db, promotion.id);
    if (!template) throw noTemplate();
    const language = toLanguage(query.language);
    // The first contact of that language shows the placeholders filled as one recipient sees them.
    const sample = await scope
      .rows('contact as c')
      .innerJoin('salesPromotionContact as pc', 'pc.contactId', 'c.id')
      .innerJoin('account as a', 'a.id', 'c.accountId')
      .select(['c.firstName', 'c.lastName', 'c.salutation', 'a.displayName as accountName'])
      .where('pc.promotionId', '=', promotion.id)
      .where('c.language', '=', language.toLowerCase())
      .orderBy('pc.id')
      .limit(1)
      .executeTakeFirst();
    const recipient = sample ?? {
      firstName: 'Anna',
      lastName: 'Muster',
      salutation: 'MS',
      accountName: 'Muster AG',
    };
    const mail = renderPromotionMail(template, language, recipient, promotion);
    const attachments = await db
      .selectFrom('salesPromotionAttachment')
      .select(['id', 'name'])
      .where('promotionId', '=', promotion.id)
      .where('saved', '=', true)
      .where('language', '=', mail.language)
      .orderBy('id')
      .execute();
    return {
      promotion: { id: promotion.id, name: promotion.name },
      language: mail.language,
      subject: mail.subject,
      html: mail.html,
      attachments,
    };
  });

  registerEndpoint(app, calls.send, funnelAccess, async ({ actor, params, body, scope }) => {
    const { user } = requireActor(actor);
    return db.transaction().execute(async (trx) => {
      const promotion = await requirePromotion(scope, params.promotionId, trx);
      if (promotion.status === 'canceled') {
        throw new HttpError(409, 'A canceled promotion sends no mails', 'PROMOTION_CANCELED');
      }
      if (!(await loadTemplate(trx, promotion.id))) throw noTemplate();
      let open = scope
        .rows('contact as c', trx)
        .innerJoin('salesPromotionContact as pc', 'pc.contactId', 'c.id')
        .select(sql<string>`count(*)`.as('n'))
        .where('pc.promotionId', '=', promotion.id)
        .where('c.email', 'is not', null);
      if (!body.resend) open = open.where('pc.mailId', 'is', null);
      const { n } = await open.executeTakeFirstOrThrow();
      if (Number(n) === 0) {
        throw new HttpError(409, 'Every contact of the promotion has its mail', 'NO_RECIPIENTS');
      }
      const mailing = await scope
        .insert(
          'salesPromotionMailing',
          { promotionId: promotion.id, startedByUserId: user.userId },
          trx,
        )
        .returning('id')
        .executeTakeFirstOrThrow();
      const jobId = await jobs.enqueue(PROMOTION_MAILING, {
        trx,
        startedByUserId: user.userId,
        companyId: companyOf(scope),
        parameters: {
          promotionId: promotion.id,
          mailingId: mailing.id,
          userId: user.userId,
          resend: body.resend,
        },
      });
      if (jobId === undefined)
        throw new HttpError(409, 'A mailing is already waiting', 'WRONG_STATE');
      await scope
        .update('salesPromotionMailing', trx)
        .set({ jobRunId: jobId })
        .where('id', '=', mailing.id)
        .execute();
      return { jobId };
    });
  });

  const count = (state: string | null) =>
    sql<string>`(select count(*) from sales_promotion_contact pc
        ${state === null ? sql`` : sql`join mail_outbox m on m.id = pc.mail_id`}
        where pc.mailing_id = g.id ${state === null ? sql`` : sql`and m.state = any(${sql.val(state.split(','))})`})`;
  // Every company's mailings (the 'all' scope), newest first; their promotion by their key.
  registerList(app, calls.mailings, adminOnly, {
    rows: ({ scope }) =>
      scope
        .rows('salesPromotionMailing as g')
        .innerJoin('salesPromotion as p', 'p.id', 'g.promotionId'),
    filters: {
      nameFilter: (rows, text) =>
        rows.where(sql<boolean>`lower(p.name) like ${containsPattern(text.toLowerCase())}`),
    },
    sort: { createdAt: 'g.createdAt' },
    defaultSort: 'createdAt',
    ties: ['g.id'],
    select: (rows) =>
      rows
        .leftJoin('appUser as u', 'u.id', 'g.startedByUserId')
        .select([
          'g.id',
          'g.createdAt',
          'g.jobRunId',
          'g.startedByUserId',
          'p.id as promotionId',
          'p.name as promotionName',
          'u.firstName',
          'u.lastName',
        ])
        .select([
          count(null).as('total'),
          count('SENT').as('sent'),
          count('BOUNCED').as('bounced'),
          count('QUEUED').as('pending'),
          count('FAILED').as('failed'),
        ]),
    toItems: (rows) =>
      rows.map((row) => ({
        id: row.id,
        promotion: { id: row.promotionId, name: row.promotionName },
        startedBy:
          row.startedByUserId && row.firstName
            ? { userId: row.startedByUserId, name: `${row.firstName} ${row.lastName}` }
            : null,
        createdAt: row.createdAt.toISOString(),
        jobId: row.jobRunId,
        total: Number(row.total),
        sent: Number(row.sent),
        bounced: Number(row.bounced),
        pending: Number(row.pending),
        failed: Number(row.failed),
      })),
  });
}
