// The access walk's sample requests (issue 21 onwards): a valid request for every route of the
// server, built for a caller (a persona) against records of the caller's company. The access
// test sends each as every persona; the tenant-isolation test builds it for company B's
// persona and sends it as company A's (issue 34). A new route joins `samples` once, here.
import { createHash, randomUUID } from 'node:crypto';
import { currentUserSchema, INVOICE_RUN_JOB, PAYOUT_RUN_JOB } from '@adconsole/api/contracts';
import { effectiveRoles, type Role } from '@adconsole/api/roles';
import type { InjectOptions } from 'fastify';
import { sendAccountLink, writeAccountLink } from '../../src/auth/account-links.ts';
import { hashPassword } from '../../src/auth/passwords.ts';
import { issueToken } from '../../src/auth/sessions.ts';
import { digest } from '../../src/auth/tokens.ts';
import type { Db } from '../../src/db/database.ts';
import type { RouteEntry } from '../../src/http/routes.ts';
import { bannerPng, printPdf } from '../../src/seed/creative-files.ts';
import { screenshotPng } from '../../src/seed/digital.ts';
import { PERSONAS } from '../../src/seed/personas.ts';
import { preflightPdf } from '../../src/services/creatives/pdf-preflight.ts';
import { accountMergeSamples } from './account-merge-samples.ts';
import { headerTagSamples } from './header-tag-samples.ts';
import { permaleadSamples } from './permalead-samples.ts';
import { reportingSamples } from './reporting-samples.ts';
import { findRow, rowOf } from './rows.ts';
import { firstUserIdOf, germanTemplate, multipartBody, PDF, PNG } from './sales.ts';
import { type TestServer, testAuthSettings } from './server.ts';
import { targetingSamples } from './targeting-samples.ts';
import { yaleoSamples } from './yaleo-samples.ts';

/** What a caller of the walk is: a persona of PERSONAS.md, or nobody signed in. */
export interface Caller {
  name: string;
  token?: string;
  roles: ReadonlySet<Role>;
  companyId?: number;
}

export interface SampleContext {
  caller: Caller;
  /** A token of the caller that the request may use up (logout). */
  spareToken(): Promise<string | undefined>;
  accountLink(purpose: 'RESTORE_PASSWORD' | 'ACTIVATE_ACCOUNT' | 'CONFIRM_EMAIL'): Promise<string>;
  /** The method the walk sends: one path may take several (PUT and DELETE of a record). */
  method: string;
  /** The database, for a record of its own that the request may change or delete. */
  db: Db;
}

/** A 1×1 PNG, for a feedback's screenshot. */
const WALK_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

/** Unique names for the records the walk creates. */
let walkNumber = 0;

/** The records of a company that the sales calls of the walk refer to. */
interface WalkRecords {
  companyId: number;
  userId: number;
  accountId: number;
  contactId: number;
  labelId: number;
}

/** A company's account as the walk makes it: a name, Switzerland, nothing else. */
const walkAccount = (companyId: number, name: string) => ({
  companyId,
  name,
  displayName: name,
  countryCode: 'CH',
  street: null,
  postalCode: null,
  city: null,
  industryId: null,
  website: null,
  phone: null,
  email: null,
  salesUserId: null,
});

/** A clean, uploaded PDF of the company (stored in the database), by its id. */
const walkPdf = (companyId: number, uploadedBy: number, fileName: string, id: string) => ({
  id,
  companyId,
  uploadedBy,
  storageName: `files/${randomUUID()}.pdf`,
  fileName,
  contentType: 'application/pdf',
  size: PDF.length,
  sha256: 'walk',
  uploadStatus: 'UPLOADED',
  scanStatus: 'SCAN_SUCCESSFUL',
  scanMessage: null,
  content: PDF,
});

/** Per database (each lane has its own) and company. */
const walkRecordsOf = new WeakMap<Db, Map<number, Promise<WalkRecords>>>();

/** An account with a contact and a sales-funnel label in the company, made once per run. */
function walkRecords(db: Db, companyId: number): Promise<WalkRecords> {
  let ofDatabase = walkRecordsOf.get(db);
  if (!ofDatabase) {
    ofDatabase = new Map();
    walkRecordsOf.set(db, ofDatabase);
  }
  let records = ofDatabase.get(companyId);
  if (!records) {
    records = (async () => {
      const user = await rowOf(db, 'appUser', 'id', { companyId }, 'id');
      const account = await db
        .insertInto('account')
        .values(walkAccount(companyId, `Walk account ${companyId}`))
        .returning('id')
        .executeTakeFirstOrThrow();
      const contact = await db
        .insertInto('contact')
        .values({
          companyId,
          accountId: account.id,
          firstName: 'Walter',
          lastName: 'Walk',
          email: null,
          phone: null,
          jobTitle: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const label = await db
        .insertInto('label')
        .values({ companyId, type: 'SALESFUNNEL', name: 'Walk label', description: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      return {
        companyId,
        userId: user.id,
        accountId: account.id,
        contactId: contact.id,
        labelId: label.id,
      };
    })();
    ofDatabase.set(companyId, records);
  }
  return records;
}

/** The walk's records of the caller's company (of the first company for anonymous). */
async function recordsFor({ caller, db }: SampleContext): Promise<WalkRecords> {
  const companyId =
    caller.companyId ??
    (await db.selectFrom('company').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  return walkRecords(db, companyId);
}

/** A campaign of the caller's company: the seeded one where it has one, else a new one. */
async function walkCampaign(context: SampleContext): Promise<number> {
  const { companyId, accountId } = await recordsFor(context);
  const { db } = context;
  const seeded = await findRow(db, 'campaign', 'id', { companyId }, 'id');
  if (seeded) return seeded.id;
  const type =
    (await findRow(db, 'campaignType', 'id', { companyId })) ??
    (await db
      .insertInto('campaignType')
      .values({ companyId, code: 'WALK', name: 'Walk', mediaTypes: ['DIGITAL'] })
      .returning('id')
      .executeTakeFirstOrThrow());
  const campaign = await db
    .insertInto('campaign')
    .values({
      companyId,
      campaignTypeId: type.id,
      name: `Walk campaign ${++walkNumber}`,
      advertiserAccountId: accountId,
      invoicingAccountId: accountId,
      status: 'DRAFT',
      startDate: '2027-01-04',
      endDate: '2027-01-31',
      currency: 'CHF',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return campaign.id;
}

// --- orders (issue 22): a product with a price and a fresh order of the caller's company ---

/** A digital product of the company priced in 2027 (standard and self-booking lists, CHF). */
async function walkProduct(
  context: SampleContext,
): Promise<{ productId: number; adMediumId: number }> {
  const { companyId } = await recordsFor(context);
  const { db } = context;
  const found = await findRow(db, 'product', ['id', 'adMediumId'], {
    companyId,
    name: 'Walk Display',
  });
  if (found) return { productId: found.id, adMediumId: found.adMediumId };
  const medium = await db
    .insertInto('adMedium')
    .values({ companyId, mediaType: 'DIGITAL', name: `Walk Site ${++walkNumber}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const product = await db
    .insertInto('product')
    .values({ companyId, adMediumId: medium.id, mediaType: 'DIGITAL', name: 'Walk Display' })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const channel of ['STANDARD', 'SELF_BOOKING'] as const) {
    const list = await db
      .insertInto('priceList')
      .values({
        companyId,
        name: `Walk ${channel} ${++walkNumber}`,
        validFrom: '2027-01-01',
        validTo: '2027-12-31',
        currency: 'CHF',
        channel,
        status: 'ACTIVE',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('priceListItem')
      .values({
        companyId,
        priceListId: list.id,
        productId: product.id,
        validFrom: '2027-01-01',
        validTo: '2027-12-31',
        unit: 'CPM',
        listPrice: 42,
      })
      .execute();
  }
  return { productId: product.id, adMediumId: medium.id };
}

/** A self-bookable digital campaign type of the company, for the walk's orders. */
async function walkOrderType(context: SampleContext): Promise<number> {
  const { companyId } = await recordsFor(context);
  const { db } = context;
  const found = await findRow(db, 'campaignType', 'id', { companyId, code: 'WALK_ORDER' });
  if (found) return found.id;
  const created = await db
    .insertInto('campaignType')
    .values({
      companyId,
      code: 'WALK_ORDER',
      name: 'Walk order',
      mediaTypes: ['DIGITAL'],
      selfBookable: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return created.id;
}

/** An active contact with an address of the account, to send an offer to. */
async function walkOfferContact(db: Db, accountId: number): Promise<number> {
  const account = await rowOf(db, 'account', 'companyId', { id: accountId });
  const created = await db
    .insertInto('contact')
    .values({
      companyId: account.companyId,
      accountId,
      firstName: 'Walk',
      lastName: `Offer ${++walkNumber}`,
      email: `walk.offer.${walkNumber}@example.com`,
      phone: null,
      jobTitle: null,
      active: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return created.id;
}

/** A fresh order of the caller's company (a draft unless told), with one position if asked. */
async function walkOrder(
  context: SampleContext,
  { status = 'DRAFT', position = false }: { status?: string; position?: boolean } = {},
): Promise<{ id: number; positionId: number }> {
  const { companyId, accountId } = await recordsFor(context);
  const { db } = context;
  const campaign = await db
    .insertInto('campaign')
    .values({
      companyId,
      campaignTypeId: await walkOrderType(context),
      name: `Walk order ${++walkNumber}`,
      advertiserAccountId: accountId,
      invoicingAccountId: accountId,
      status,
      startDate: '2027-03-01',
      endDate: '2027-03-31',
      currency: 'CHF',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  let positionId = 0;
  if (position) {
    const { productId, adMediumId } = await walkProduct(context);
    const row = await db
      .insertInto('campaignPosition')
      .values({
        companyId,
        campaignId: campaign.id,
        positionType: 'DIGITAL',
        name: 'Walk Display',
        productId,
        adMediumId,
        quantity: 10,
        unit: 'CPM',
        unitListPrice: 42,
        netAmount: 420,
        currency: 'CHF',
        vatRate: 8.1,
        startDate: '2027-03-01',
        endDate: '2027-03-31',
        status: 'CREATIVE_PENDING',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    positionId = row.id;
  }
  return { id: campaign.id, positionId };
}

/** A lead source of the caller's company, for a request that reads or changes it. */
async function walkSource(context: SampleContext): Promise<{ id: number; version: number }> {
  const { companyId } = await recordsFor(context);
  return context.db
    .insertInto('leadSource')
    .values({ companyId, name: `Walk source ${++walkNumber}` })
    .returning(['id', 'version'])
    .executeTakeFirstOrThrow();
}

/** A task of the caller's company in a status, for a request that reads or changes it. */
async function walkTask(
  context: SampleContext,
  status = 'NEW',
): Promise<{ id: number; version: number }> {
  const { companyId, accountId, userId } = await recordsFor(context);
  const assigned = status === 'NEW' || status === 'ARCHIVED' ? null : userId;
  return context.db
    .insertInto('salesTask')
    .values({
      companyId,
      accountId,
      creatorUserId: userId,
      status,
      assigneeUserId: assigned,
      outcome: status === 'ARCHIVED' ? 'AGED' : null,
      description: `Walk task ${++walkNumber}`,
    })
    .returning(['id', 'version'])
    .executeTakeFirstOrThrow();
}

/** A task topic of the caller's company. */
async function walkTopic(context: SampleContext): Promise<{ id: number; version: number }> {
  const { companyId } = await recordsFor(context);
  return context.db
    .insertInto('taskTopic')
    .values({ companyId, name: `Walk topic ${++walkNumber}` })
    .returning(['id', 'version'])
    .executeTakeFirstOrThrow();
}

/** A job run (started by the caller when they are signed in), for the batch screens' calls. */
async function walkJob(context: SampleContext, state: 'FAILED' | 'RUNNING'): Promise<number> {
  const starter = await findRow(context.db, 'appUser', 'id', { email: context.caller.name });
  const { id } = await context.db
    .insertInto('jobRun')
    .values({ kind: 'mail.resend-failed', state, startedByUserId: starter?.id ?? null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A mail of the outbox in a state, with an attachment, for the mail console's calls. */
async function walkMail(db: Db, state: 'SENT' | 'QUEUED'): Promise<{ id: number; file: number }> {
  const mail = await db
    .insertInto('mailOutbox')
    .values({
      recipient: 'walk@example.com',
      template: 'WALK',
      subject: 'Walk',
      body: 'Walk',
      state,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const file = await db
    .insertInto('mailAttachment')
    .values({
      mailId: mail.id,
      fileName: 'walk.txt',
      contentType: 'text/plain',
      content: new TextEncoder().encode('walk'),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: mail.id, file: file.id };
}

/** A fresh CRM record of the caller's company (version 0), for a request that changes it. */
async function walkCrmRecord(
  context: SampleContext,
  table: 'account' | 'contact' | 'discount' | 'conversionTracker',
): Promise<number> {
  const records = await recordsFor(context);
  const { companyId, accountId } = records;
  const { db } = context;
  const number = ++walkNumber;
  if (table === 'account') {
    return (
      await db
        .insertInto('account')
        .values(walkAccount(companyId, `Walk ${number}`))
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  }
  if (table === 'contact') {
    return (
      await db
        .insertInto('contact')
        .values({
          companyId,
          accountId,
          firstName: 'Walter',
          lastName: `Walk ${number}`,
          email: null,
          phone: null,
          jobTitle: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  }
  if (table === 'discount') {
    return (
      await db
        .insertInto('discount')
        .values({ companyId, accountId, kind: 'VOLUME', percentage: 5, validFrom: '2026-01-01' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  }
  return (
    await db
      .insertInto('conversionTracker')
      .values({
        companyId,
        accountId,
        name: `Walk ${number}`,
        kind: 'CLICK',
        delivery: 'PIXEL',
        url: 'https://px.example/p',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

/** A fresh warehouse of the caller's company (issue 37's inventory). */
async function walkWarehouse(context: SampleContext): Promise<number> {
  const { companyId } = await recordsFor(context);
  const number = ++walkNumber;
  const row = await context.db
    .insertInto('warehouse')
    .values({ companyId, name: `Walk ${number}`, postalCode: '8001', town: 'Zürich' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A fresh printed item of the caller's company. */
async function walkAnalogItem(context: SampleContext): Promise<number> {
  const { companyId } = await recordsFor(context);
  const number = ++walkNumber;
  const row = await context.db
    .insertInto('analogItem')
    .values({
      companyId,
      sku: `WALK-${number}`,
      name: `Walk ${number}`,
      itemType: 'FLYER',
      letterFormat: 'STANDARD',
      weightGrams: 20,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * The walk's samples of a resource of the list kit: `record` makes a fresh record of the
 * caller's company (a CRM table's by its name) for the record, update and bulk requests.
 */
function resourceSamples(
  base: string,
  record:
    | 'account'
    | 'contact'
    | 'discount'
    | 'conversionTracker'
    | ((context: SampleContext) => Promise<number>),
  list: string,
  columns: string,
  body: (context: SampleContext, records: WalkRecords) => Record<string, unknown>,
): Record<string, (context: SampleContext) => InjectOptions | Promise<InjectOptions>> {
  const walkRecord = (context: SampleContext) =>
    typeof record === 'function' ? record(context) : walkCrmRecord(context, record);
  return {
    [base]: async (context) =>
      context.method === 'POST'
        ? { url: base, payload: body(context, await recordsFor(context)) }
        : { url: `${base}?${list}` },
    [`${base}/export`]: () => ({ url: `${base}/export?format=csv&columns=${columns}` }),
    [`${base}/:id`]: async (context) => {
      if (context.method !== 'PUT') {
        return { url: `${base}/${await walkRecord(context)}` };
      }
      const id = await walkRecord(context);
      return {
        url: `${base}/${id}`,
        payload: { ...body(context, await recordsFor(context)), version: 0 },
      };
    },
    [`${base}/bulk/:action`]: async (context) => ({
      url: `${base}/bulk/deactivate`,
      payload: { ids: [await walkRecord(context)], dryRun: true },
    }),
  };
}

/** An activity of the company, for a request that changes or deletes it. */
async function walkActivity(db: Db, records: WalkRecords): Promise<number> {
  const { id } = await db
    .insertInto('activity')
    .values({
      companyId: records.companyId,
      entityType: 'ACCOUNT',
      entityId: records.accountId,
      accountId: records.accountId,
      activityType: 'PHONE',
      message: 'Walk call',
      activityDate: new Date(),
      creatorUserId: records.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A clean stored file of the company. */
async function walkFile(db: Db, records: WalkRecords): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('storedFile')
    .values(walkPdf(records.companyId, records.userId, 'Walk.pdf', id))
    .execute();
  return id;
}

/** A comment of the variant on the company's walk account. */
async function walkComment(db: Db, records: WalkRecords, variant: 'CRM' | 'FUNNEL') {
  const { id } = await db
    .insertInto('comment')
    .values({
      companyId: records.companyId,
      variant,
      accountId: records.accountId,
      taskId: variant === 'FUNNEL' ? 77 : null,
      message: 'Walk comment',
      commentDate: new Date(),
      creatorUserId: records.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A comment route: the list, a new comment, or a change or deletion of one. */
function commentSample(variant: 'CRM' | 'FUNNEL') {
  const base = variant === 'CRM' ? '/api/ws-crm/comments' : '/api/ws-sales-funnel/comments';
  const funnel = variant === 'FUNNEL' ? { taskId: 77 } : {};
  return {
    list: async (context: SampleContext): Promise<InjectOptions> => {
      const records = await recordsFor(context);
      if (context.method === 'POST') {
        return {
          url: base,
          payload: { accountId: records.accountId, message: 'Walk comment', ...funnel },
        };
      }
      return { url: `${base}?accountId=${records.accountId}` };
    },
    one: async (context: SampleContext): Promise<InjectOptions> => {
      const records = await recordsFor(context);
      const url = `${base}/${await walkComment(context.db, records, variant)}`;
      return context.method === 'PUT'
        ? { url, payload: { accountId: records.accountId, message: 'Walk again', ...funnel } }
        : { url };
    },
  };
}

const crmComments = commentSample('CRM');
const funnelComments = commentSample('FUNNEL');

/**
 * A valid request for every route, so that a caller the rule admits gets a 2xx. A route
 * missing here fails the walk: a new route must join it.
 */
export const samples: Record<
  string,
  (context: SampleContext) => Promise<InjectOptions> | InjectOptions
> = {
  '/api/health': () => ({ url: '/api/health' }),
  '/api/openapi.json': () => ({ url: '/api/openapi.json' }),
  '/api/reference': () => ({ url: '/api/reference' }),
  '/api/reference/start.js': () => ({ url: '/api/reference/start.js' }),
  '/api/reference/swagger-ui.css': () => ({ url: '/api/reference/swagger-ui.css' }),
  '/api/reference/swagger-ui-bundle.js': () => ({ url: '/api/reference/swagger-ui-bundle.js' }),
  '/api/reference/swagger-ui-standalone-preset.js': () => ({
    url: '/api/reference/swagger-ui-standalone-preset.js',
  }),
  '/COMMITHASH.txt': () => ({ url: '/COMMITHASH.txt' }),
  '/*': () => ({ url: '/orders/campaigns' }),
  '/api/ws-auth/token': ({ caller }) => ({
    url: '/api/ws-auth/token',
    payload: { email: caller.token ? caller.name : 'admin@example.com', password: 'demo' },
  }),
  '/api/ws-auth/logout': async ({ spareToken }) => {
    const token = await spareToken();
    return {
      url: '/api/ws-auth/logout',
      headers: token ? { authorization: `Bearer ${token}` } : {},
    };
  },
  '/api/ws-auth/restore-password': () => ({
    url: '/api/ws-auth/restore-password',
    payload: { email: 'walker@example.com' },
  }),
  '/api/ws-auth/change-password/:hash': async ({ accountLink }) => ({
    url: `/api/ws-auth/change-password/${await accountLink('RESTORE_PASSWORD')}`,
    payload: { password: 'walker password' },
  }),
  '/api/ws-auth/activate/:hash': async ({ accountLink }) => ({
    url: `/api/ws-auth/activate/${await accountLink('ACTIVATE_ACCOUNT')}`,
    payload: { password: 'walker password' },
  }),
  // Issue 35: the walker confirms its own address again.
  '/api/ws-auth/confirm-email/:hash': async ({ accountLink }) => ({
    url: `/api/ws-auth/confirm-email/${await accountLink('CONFIRM_EMAIL')}`,
  }),
  '/api/ws-users/current': () => ({ url: '/api/ws-users/current' }),
  '/api/ws-companies/companies': () => ({ url: '/api/ws-companies/companies?search=a' }),
  '/api/ws-companies/companies/:id': ({ caller }) => ({
    url: `/api/ws-companies/companies/${caller.companyId ?? 1}`,
  }),
  '/api/ws-companies/permissions/:permission/companies': () => ({
    url: '/api/ws-companies/permissions/PAYOUT/companies',
  }),
  '/api/ws-orders/comments': () => ({
    url: '/api/ws-orders/comments?showRead=false&page=0&limit=10',
  }),
  // Admin messages (issue 44): a comment marked read, and every unread one.
  '/api/ws-orders/comments/:id/read': async ({ db }) => {
    const { id } = await db
      .selectFrom('orderComment')
      .select('id')
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    return { url: `/api/ws-orders/comments/${id}/read`, payload: { read: true } };
  },
  '/api/ws-orders/comments/read-all': () => ({ url: '/api/ws-orders/comments/read-all' }),
  // The feedback widget and page views (issue 44).
  '/api/ws-feedback': ({ method }) =>
    method === 'POST'
      ? {
          url: '/api/ws-feedback',
          payload: { message: 'Walk feedback', page: '/crm/accounts', build: 'walk' },
        }
      : { url: '/api/ws-feedback?page=0&limit=25' },
  '/api/ws-feedback/:id/screenshot': async ({ db }) => {
    const user = await db
      .selectFrom('appUser')
      .select(['id', 'companyId'])
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const { id } = await db
      .insertInto('feedback')
      .values({
        companyId: user.companyId,
        userId: user.id,
        message: 'Walk feedback with a screenshot',
        page: '/crm/accounts',
        build: 'walk',
        screenshot: WALK_PNG,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { url: `/api/ws-feedback/${id}/screenshot` };
  },
  '/api/ws-page-views': ({ method }) =>
    method === 'POST'
      ? { url: '/api/ws-page-views', payload: { route: '/crm/accounts/$accountId' } }
      : { url: '/api/ws-page-views?days=30' },
  // The Gen AI chat (issue 44): the walks' model answers nothing (walks.ts: the question is
  // answered with the stream's `unreachable` error; chat.test.ts asks the fake model).
  '/api/ws-chat/status': () => ({ url: '/api/ws-chat/status' }),
  '/api/ws-chat/ask': () => ({
    url: '/api/ws-chat/ask',
    payload: { question: 'Wie viele Kampagnen laufen für Muster?' },
  }),
  '/api/ws-chat/log': () => ({ url: '/api/ws-chat/log?page=0&limit=25' }),
  // Live lists (issue 46): the stream's first lines, then its end (live.test.ts listens longer).
  '/api/events': () => ({ url: '/api/events?end=now' }),
  '/api/events/ticket': () => ({ url: '/api/events/ticket' }),
  '/api/ws-creatives/creatives/count': () => ({
    url: '/api/ws-creatives/creatives/count?creativeStatus=PENDING_APPROVAL',
  }),
  '/api/ws-status/incidents': () => ({ url: '/api/ws-status/incidents' }),
  '/api/ws-translate/translations': () => ({
    url: '/api/ws-translate/translations?namespace=common&keyFilter=auth&limit=5',
  }),
  '/api/ws-translate/translations-aggregated': () => ({
    url: '/api/ws-translate/translations-aggregated?language=de&namespace=common',
  }),
  '/api/ws-translate/translation': () => ({
    url: '/api/ws-translate/translation',
    payload: { namespace: 'walk', key: `WALK_${++walkNumber}`, values: { EN: 'Walk' } },
  }),
  '/api/ws-translate/translation/add-missing': () => ({
    url: '/api/ws-translate/translation/add-missing',
    payload: { namespace: 'walk', key: 'walk.missing', pageRef: '/orders' },
  }),
  '/api/ws-translate/translation/:id': async ({ method, db }) => {
    const { id } = await db
      .insertInto('translation')
      .values({ namespace: 'walk', key: `WALK_RECORD_${++walkNumber}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    const url = `/api/ws-translate/translation/${id}`;
    return method === 'PUT' ? { url, payload: { values: { DE: 'Weg' } } } : { url };
  },
  '/api/ws-translate/translations/namespaces': () => ({
    url: '/api/ws-translate/translations/namespaces?filter=com',
  }),
  '/api/ws-activities/activities': async (context) => {
    const records = await recordsFor(context);
    if (context.method === 'DELETE') {
      return {
        url: `/api/ws-activities/activities?id=${await walkActivity(context.db, records)}`,
      };
    }
    return {
      url: '/api/ws-activities/activities',
      payload: {
        entityId: records.accountId,
        activityType: 'MEETING',
        message: 'Walk meeting',
        date: new Date().toISOString(),
        contacts: [{ id: records.contactId }],
        labels: [{ id: records.labelId }],
      },
    };
  },
  '/api/ws-activities/activities/:activityId': async (context) => {
    const records = await recordsFor(context);
    return {
      url: `/api/ws-activities/activities/${await walkActivity(context.db, records)}`,
      payload: {
        entityId: records.accountId,
        activityType: 'EMAIL',
        message: 'Walk e-mail',
        date: new Date().toISOString(),
      },
    };
  },
  '/api/ws-activities/activities/:entityId/:entityType': async (context) => ({
    url: `/api/ws-activities/activities/${(await recordsFor(context)).accountId}/ACCOUNT?limit=5`,
  }),
  '/api/ws-activities/activities/touchpoints': () => ({
    url: '/api/ws-activities/activities/touchpoints?activityType=PHONE&dateFrom=2020-01-01&dateTo=2030-12-31',
  }),
  '/api/ws-activities/activities/touchpoints/creators': () => ({
    url: '/api/ws-activities/activities/touchpoints/creators',
  }),
  '/api/ws-activities/activities/attachments/:attachmentId': async (context) => {
    const records = await recordsFor(context);
    const activityId = await walkActivity(context.db, records);
    const fileId = await walkFile(context.db, records);
    const { id } = await context.db
      .insertInto('activityFile')
      .values({ activityId, fileId })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { url: `/api/ws-activities/activities/attachments/${id}` };
  },
  '/api/ws-activities/activities/activity-types/technical': () => ({
    url: '/api/ws-activities/activities/activity-types/technical',
  }),
  '/api/ws-activities/activities/activity-types/non-technical': () => ({
    url: '/api/ws-activities/activities/activity-types/non-technical',
  }),
  '/api/ws-activities/campaign-position-history/:campaignId': () => ({
    url: '/api/ws-activities/campaign-position-history/5001?includeDeleted=true',
  }),
  '/api/ws-activities/campaign-position-history/:campaignId/campaign-position-types': () => ({
    url: '/api/ws-activities/campaign-position-history/5001/campaign-position-types',
  }),
  '/api/ws-activities/campaign-position-history/:campaignId/positions': () => ({
    url: '/api/ws-activities/campaign-position-history/5001/positions',
  }),
  '/api/ws-activities/campaign-position-history/:campaignId/campaign-position-id/:campaignPositionId':
    () => ({
      url: '/api/ws-activities/campaign-position-history/5001/campaign-position-id/1',
    }),
  '/api/ws-activities/accounts': () => ({ url: '/api/ws-activities/accounts?prefix=w' }),
  '/api/ws-crm/accounts/:accountId': async (context) => ({
    url: `/api/ws-crm/accounts/${(await recordsFor(context)).accountId}`,
  }),
  '/api/ws-crm/contacts': async (context) => ({
    url: `/api/ws-crm/contacts?accountId=${(await recordsFor(context)).accountId}&active=true`,
  }),
  '/api/ws-crm/contacts/:contactId': async (context) => ({
    url: `/api/ws-crm/contacts/${(await recordsFor(context)).contactId}`,
  }),
  '/api/ws-users/users/search': () => ({ url: '/api/ws-users/users/search?role=SALES' }),
  '/api/ws-users/users/by-ids': async (context) => ({
    url: '/api/ws-users/users/by-ids',
    payload: { ids: [(await recordsFor(context)).userId] },
  }),
  '/api/ws-crm/comments': crmComments.list,
  '/api/ws-crm/comments/:commentId': crmComments.one,
  '/api/ws-sales-funnel/comments': funnelComments.list,
  '/api/ws-sales-funnel/comments/:commentId': funnelComments.one,
  '/api/ws-labels/labels': ({ method }) =>
    method === 'POST'
      ? {
          url: '/api/ws-labels/labels',
          payload: { name: `Walk ${++walkNumber}`, type: 'SALESFUNNEL' },
        }
      : { url: '/api/ws-labels/labels?type=SALESFUNNEL&includeInactive=true' },
  '/api/ws-labels/labels/types': () => ({ url: '/api/ws-labels/labels/types' }),
  '/api/ws-labels/labels/by-ids': async (context) => ({
    url: '/api/ws-labels/labels/by-ids',
    payload: { ids: [(await recordsFor(context)).labelId] },
  }),
  '/api/ws-labels/labels/:id': async (context) => {
    const url = `/api/ws-labels/labels/${(await recordsFor(context)).labelId}`;
    return context.method === 'PUT'
      ? { url, payload: { name: 'Walk label', type: 'SALESFUNNEL', active: true } }
      : { url };
  },
  '/api/ws-funnel/sources': ({ method }) =>
    method === 'POST'
      ? { url: '/api/ws-funnel/sources', payload: { name: `Walk ${++walkNumber}` } }
      : { url: '/api/ws-funnel/sources?nameFilter=a&sort=createdAt&order=DESC' },
  '/api/ws-funnel/sources/export': () => ({
    url: '/api/ws-funnel/sources/export?format=csv&columns=name,active',
  }),
  '/api/ws-funnel/sources/:id': async (context) => {
    const source = await walkSource(context);
    const url = `/api/ws-funnel/sources/${source.id}`;
    return context.method === 'PUT'
      ? { url, payload: { name: `Walk ${++walkNumber}`, active: true, version: source.version } }
      : { url };
  },
  '/api/ws-funnel/sources/bulk/:action': async (context) => ({
    url: '/api/ws-funnel/sources/bulk/deactivate',
    payload: { ids: [(await walkSource(context)).id], dryRun: true },
  }),
  '/api/ws-order/campaigns': async (context) =>
    context.method === 'POST'
      ? {
          url: '/api/ws-order/campaigns',
          payload: {
            campaignTypeId: await walkOrderType(context),
            name: `Walk order ${++walkNumber}`,
            advertiserAccountId: (await recordsFor(context)).accountId,
            startDate: '2027-03-01',
            endDate: '2027-03-31',
          },
        }
      : {
          url: '/api/ws-order/campaigns?status=BOOKED&tab=ALL&sort=endDate&order=ASC&searchQuery=a',
        },
  '/api/ws-order/campaigns/counts': () => ({
    url: '/api/ws-order/campaigns/counts?searchQuery=a&startDateFrom=2025-01-01',
  }),
  '/api/ws-order/campaigns/:id': async (context) =>
    context.method === 'PUT'
      ? {
          url: `/api/ws-order/campaigns/${(await walkOrder(context)).id}`,
          payload: { version: 0, name: `Walk order ${++walkNumber}`, customerPo: 'PO-1' },
        }
      : { url: `/api/ws-order/campaigns/${await walkCampaign(context)}` },
  // orders (issue 22)
  '/api/ws-order/tabs/:positionsType': () => ({
    url: '/api/ws-order/tabs/print-positions?searchQuery=a&publicationDateFrom=2025-01-01',
  }),
  '/api/ws-order/positions/:positionsType/:status': () => ({
    url: '/api/ws-order/positions/digital-positions/ALL?searchQuery=a&limit=5',
  }),
  '/api/ws-order/digital-campaigns/:status': () => ({
    url: '/api/ws-order/digital-campaigns/RUNNING?page=0&limit=5&searchQuery=a',
  }),
  '/api/ws-order/campaign-types': () => ({ url: '/api/ws-order/campaign-types' }),
  '/api/ws-order/self-booking': () => ({ url: '/api/ws-order/self-booking' }),
  '/api/ws-order/campaigns/:id/record': async (context) => ({
    url: `/api/ws-order/campaigns/${(await walkOrder(context, { position: true })).id}/record`,
  }),
  '/api/ws-order/campaigns/:id/status': async (context) => ({
    url: `/api/ws-order/campaigns/${(await walkOrder(context, { position: true })).id}/status`,
    payload: { version: 0, status: 'PENDING_APPROVAL' },
  }),
  '/api/ws-order/campaigns/:id/history': async (context) => ({
    url: `/api/ws-order/campaigns/${await walkCampaign(context)}/history?limit=5`,
  }),
  '/api/ws-order/campaigns/:id/payment': async (context) =>
    context.method === 'PUT'
      ? {
          url: `/api/ws-order/campaigns/${(await walkOrder(context, { status: 'BOOKED' })).id}/payment`,
          payload: { version: 0, paymentStatus: 'CHARGED', date: '2027-04-02' },
        }
      : { url: `/api/ws-order/campaigns/${await walkCampaign(context)}/payment` },
  '/api/ws-order/campaigns/:id/overview': async (context) => ({
    url: `/api/ws-order/campaigns/${(await walkOrder(context, { position: true })).id}/overview`,
  }),
  '/api/ws-order/campaigns/:id/preview-pdf': async (context) => ({
    url: `/api/ws-order/campaigns/${(await walkOrder(context, { position: true })).id}/preview-pdf`,
  }),
  // issue 33: the offer's preview and its send (to a contact of the account with an address).
  '/api/ws-order/campaigns/:id/offer-mail': async (context) => {
    const order = await walkOrder(context, { position: true });
    const url = `/api/ws-order/campaigns/${order.id}/offer-mail`;
    if (context.method !== 'POST') return { url };
    const { accountId } = await recordsFor(context);
    return {
      url,
      payload: {
        contactId: await walkOfferContact(context.db, accountId),
        subject: 'Walk offer',
        text: 'Walk offer text',
        acceptWarnings: true,
      },
    };
  },
  '/api/ws-order/campaigns/:id/products': async (context) => ({
    url: `/api/ws-order/campaigns/${(await walkOrder(context)).id}/products?date=2027-03-01`,
  }),
  // issue 42: the keys a digital position of the campaign may target.
  '/api/ws-order/campaigns/:id/targeting-keys': async (context) => ({
    url: `/api/ws-order/campaigns/${(await walkOrder(context)).id}/targeting-keys`,
  }),
  '/api/ws-order/campaigns/:id/price-quote': async (context) => ({
    url: `/api/ws-order/campaigns/${(await walkOrder(context)).id}/price-quote`,
    payload: {
      productId: (await walkProduct(context)).productId,
      quantity: 10,
      startDate: '2027-03-01',
    },
  }),
  '/api/ws-order/campaigns/:id/positions': async (context) => ({
    url: `/api/ws-order/campaigns/${(await walkOrder(context)).id}/positions`,
    payload: {
      productId: (await walkProduct(context)).productId,
      quantity: 10,
      startDate: '2027-03-01',
      endDate: '2027-03-14',
    },
  }),
  '/api/ws-order/campaigns/:id/positions/:positionId': async (context) => {
    const order = await walkOrder(context, { position: true });
    const url = `/api/ws-order/campaigns/${order.id}/positions/${order.positionId}`;
    return context.method === 'DELETE'
      ? { url: `${url}?version=0` }
      : { url, payload: { version: 0, quantity: 12 } };
  },
  // issue 33: what a move (a booking) warns of before it is made.
  '/api/ws-order/campaigns/:id/move-warnings': async (context) => ({
    url: `/api/ws-order/campaigns/${(await walkOrder(context, { position: true })).id}/move-warnings?status=BOOKED`,
  }),
  '/api/ws-order/campaigns/:id/position-conflicts': async (context) => ({
    url: `/api/ws-order/campaigns/${(await walkOrder(context, { position: true })).id}/position-conflicts`,
  }),
  '/api/ws-order/ad-media/:id/issues': async (context) => ({
    url: `/api/ws-order/ad-media/${(await walkProduct(context)).adMediumId}/issues?from=2027-01-01`,
  }),
  '/api/ws-order/booking-calendar': () => ({
    url: '/api/ws-order/booking-calendar?from=2026-11-25&weeks=1',
  }),
  '/api/ws-order/booking-timeline': () => ({
    url: '/api/ws-order/booking-timeline?from=2026-11-25&weeks=4&grain=DAY',
  }),
  '/api/ws-order/forecast': () => ({
    url: '/api/ws-order/forecast?from=2026-11-25&to=2026-12-31&period=WEEK',
  }),
  '/api/ws-funnel/tasks': async (context) =>
    context.method === 'POST'
      ? {
          url: '/api/ws-funnel/tasks',
          payload: { accountId: (await recordsFor(context)).accountId, description: 'Walk' },
        }
      : { url: '/api/ws-funnel/tasks?status=NEW&searchFilter=a&updatedTimeFrame=LAST_7_DAYS' },
  '/api/ws-funnel/tasks/counts': () => ({
    url: '/api/ws-funnel/tasks/counts?outcomeFilter=OFFER_ACCEPTED',
  }),
  '/api/ws-funnel/tasks/:id': async (context) => {
    const task = await walkTask(context);
    const url = `/api/ws-funnel/tasks/${task.id}`;
    return context.method === 'PUT'
      ? {
          url,
          payload: { accountId: (await recordsFor(context)).accountId, version: task.version },
        }
      : { url };
  },
  '/api/ws-funnel/tasks/assign': async (context) => ({
    url: '/api/ws-funnel/tasks/assign',
    payload: {
      taskIds: [(await walkTask(context)).id],
      assigneeId: (await recordsFor(context)).userId,
    },
  }),
  '/api/ws-funnel/tasks/archive': async (context) => ({
    url: '/api/ws-funnel/tasks/archive',
    payload: { taskIds: [(await walkTask(context)).id], outcome: 'DUPLICATE' },
  }),
  '/api/ws-funnel/tasks/restore': async (context) => ({
    url: '/api/ws-funnel/tasks/restore',
    payload: { taskId: (await walkTask(context, 'ARCHIVED')).id },
  }),
  '/api/ws-funnel/tasks/snooze': async (context) => ({
    url: '/api/ws-funnel/tasks/snooze',
    payload: {
      taskIds: [(await walkTask(context, 'IN_PROGRESS')).id],
      snoozedUntil: new Date(Date.now() + 86_400_000).toISOString(),
    },
  }),
  '/api/ws-funnel/tasks/undo': async (context) => ({
    url: '/api/ws-funnel/tasks/undo',
    payload: { taskIds: [(await walkTask(context, 'ARCHIVED')).id], action: 'ARCHIVE' },
  }),
  '/api/ws-funnel/tasks/done': async (context) => ({
    url: '/api/ws-funnel/tasks/done',
    payload: {
      taskIds: [(await walkTask(context, 'IN_PROGRESS')).id],
      outcome: 'OFFER_ACCEPTED',
    },
  }),
  '/api/ws-funnel/tasks/lookup': () => ({ url: '/api/ws-funnel/tasks/lookup?searchFilter=a' }),
  '/api/ws-funnel/promotions/active': () => ({
    url: '/api/ws-funnel/promotions/active?nameFilter=a',
  }),
  '/api/ws-funnel/task-topics': ({ method }) =>
    method === 'POST'
      ? { url: '/api/ws-funnel/task-topics', payload: { name: `Walk ${++walkNumber}` } }
      : { url: '/api/ws-funnel/task-topics?nameFilter=a&sort=createdAt&order=DESC' },
  '/api/ws-funnel/task-topics/export': () => ({
    url: '/api/ws-funnel/task-topics/export?format=csv&columns=name,active',
  }),
  '/api/ws-funnel/task-topics/:id': async (context) => {
    const topic = await walkTopic(context);
    const url = `/api/ws-funnel/task-topics/${topic.id}`;
    return context.method === 'PUT'
      ? { url, payload: { name: `Walk ${++walkNumber}`, active: true, version: topic.version } }
      : { url };
  },
  '/api/ws-funnel/task-topics/bulk/:action': async (context) => ({
    url: '/api/ws-funnel/task-topics/bulk/deactivate',
    payload: { ids: [(await walkTopic(context)).id], dryRun: true },
  }),
  '/api/ws-batch/jobs': () => ({ url: '/api/ws-batch/jobs?state=FAILED&sort=kind' }),
  '/api/ws-batch/jobs/:id': async (context) => ({
    url: `/api/ws-batch/jobs/${await walkJob(context, 'RUNNING')}`,
  }),
  '/api/ws-batch/jobs/:id/progress': async (context) => ({
    url: `/api/ws-batch/jobs/${await walkJob(context, 'RUNNING')}/progress`,
  }),
  '/api/ws-batch/jobs/:id/rerun': async (context) => ({
    url: `/api/ws-batch/jobs/${await walkJob(context, 'FAILED')}/rerun`,
  }),
  '/api/ws-mail/mails': () => ({ url: '/api/ws-mail/mails?state=SENT&recipientFilter=walk' }),
  '/api/ws-mail/mails/resend-failed': () => ({ url: '/api/ws-mail/mails/resend-failed' }),
  '/api/ws-mail/mails/:id': async ({ db }) => ({
    url: `/api/ws-mail/mails/${(await walkMail(db, 'QUEUED')).id}`,
  }),
  '/api/ws-mail/mails/:id/attachments/:attachmentId': async ({ db }) => {
    const mail = await walkMail(db, 'QUEUED');
    return { url: `/api/ws-mail/mails/${mail.id}/attachments/${mail.file}` };
  },
  '/api/ws-mail/mails/:id/resend': async ({ db }) => ({
    url: `/api/ws-mail/mails/${(await walkMail(db, 'SENT')).id}/resend`,
  }),
  '/api/ws-mail/mails/:id/bounce': async ({ db }) => ({
    url: `/api/ws-mail/mails/${(await walkMail(db, 'SENT')).id}/bounce`,
  }),
  ...resourceSamples(
    '/api/ws-crm/records/accounts',
    'account',
    'search=walk&countryCode=CH&status=ALL&sort=city&order=DESC',
    'name,city',
    () => ({ name: `Walk ${++walkNumber}`, countryCode: 'CH', canton: 'ZH' }),
  ),
  '/api/ws-crm/records/accounts/:id/history': async (context) => ({
    url: `/api/ws-crm/records/accounts/${(await recordsFor(context)).accountId}/history`,
  }),
  ...resourceSamples(
    '/api/ws-crm/records/contacts',
    'contact',
    'search=walk&status=ALL',
    'name,email',
    (_context, records) => ({
      firstName: 'Walter',
      lastName: `Walk ${++walkNumber}`,
      accountId: records.accountId,
    }),
  ),
  '/api/ws-crm/records/contacts/:id/history': async (context) => ({
    url: `/api/ws-crm/records/contacts/${(await recordsFor(context)).contactId}/history`,
  }),
  ...resourceSamples(
    '/api/ws-crm/discounts',
    'discount',
    'kind=VOLUME&validOn=2026-06-01',
    'kind,percentage',
    (_context, records) => ({
      accountId: records.accountId,
      kind: 'REPEAT',
      percentage: 7.5,
      validFrom: '2026-01-01',
    }),
  ),
  ...resourceSamples(
    '/api/ws-crm/conversion-trackers',
    'conversionTracker',
    'status=ACTIVE',
    'name,url',
    (_context, records) => ({
      accountId: records.accountId,
      name: `Walk ${++walkNumber}`,
      kind: 'CLICK',
      delivery: 'PIXEL',
      url: 'https://px.example/p',
    }),
  ),
  '/api/ws-crm/lookups': () => ({ url: '/api/ws-crm/lookups' }),
  '/api/ws-crm/duplicates/accounts': () => ({
    url: '/api/ws-crm/duplicates/accounts?name=Walk%20AG&city=Z%C3%BCrich&uidNumber=CHE-123.456.789',
  }),
  '/api/ws-crm/duplicates/contacts': () => ({
    url: '/api/ws-crm/duplicates/contacts?email=walter.walk%40example.com',
  }),
  '/api/ws-users/views': ({ method }) =>
    method === 'POST'
      ? {
          url: '/api/ws-users/views',
          payload: { list: 'walk', name: `Walk ${++walkNumber}`, search: { page: '2' } },
        }
      : { url: '/api/ws-users/views?list=walk' },
  '/api/ws-users/views/:id': async ({ caller, db }) => {
    // A view of the caller's own: only its owner may delete it.
    const session = caller.token
      ? await db
          .selectFrom('sessionToken')
          .innerJoin('appUser', 'appUser.id', 'sessionToken.userId')
          .select(['appUser.id', 'appUser.companyId'])
          .where('tokenHash', '=', digest(caller.token))
          .executeTakeFirst()
      : undefined;
    const view = session
      ? await db
          .insertInto('savedView')
          .values({
            companyId: session.companyId,
            ownerUserId: session.id,
            listKey: 'walk',
            name: `Walk ${++walkNumber}`,
            search: '{}',
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      : { id: 1 };
    return { url: `/api/ws-users/views/${view.id}` };
  },
  '/api/ws-users/list-settings/:list': ({ method }) =>
    method === 'PUT'
      ? { url: '/api/ws-users/list-settings/walk', payload: { hidden: ['a'], order: [] } }
      : { url: '/api/ws-users/list-settings/walk' },
  '/api/ws-file-uploader/uploads': () => {
    const { payload, headers } = multipartBody([
      { fileName: 'Walk.pdf', contentType: 'application/pdf', content: PDF },
    ]);
    return { url: '/api/ws-file-uploader/uploads', payload, headers };
  },
  '/api/ws-file-uploader/downloads/:fileId': async (context) => ({
    url: `/api/ws-file-uploader/downloads/${await walkFile(context.db, await recordsFor(context))}`,
  }),
  '/api/ws-file-uploader/files-info/:fileId': async (context) => ({
    url: `/api/ws-file-uploader/files-info/${await walkFile(context.db, await recordsFor(context))}`,
  }),
};

/** The signed-in caller's user row (none for anonymous). */
async function callerRow({ caller, db }: SampleContext) {
  if (!caller.token) return undefined;
  const session = await findRow(db, 'sessionToken', 'userId', { tokenHash: digest(caller.token) });
  const columns = ['id', 'companyId', 'firstName', 'lastName', 'language', 'version'] as const;
  return session && rowOf(db, 'appUser', columns, { id: session.userId });
}

/** A fresh user of the caller's company (the first company for anonymous callers). */
async function walkUser(context: SampleContext) {
  const companyId = (await callerRow(context))?.companyId ?? (await recordsFor(context)).companyId;
  return context.db
    .insertInto('appUser')
    .values({
      companyId,
      email: `walk${++walkNumber}@walk.example`,
      firstName: 'Wanda',
      lastName: 'Walk',
      userRole: null,
      permissions: [],
      passwordHash: null,
      activatedAt: null,
    })
    .returning(['id', 'email', 'version', 'companyId'])
    .executeTakeFirstOrThrow();
}

/** A company of the walk's own, for the administrators' calls that change one. */
async function walkCompany(db: Db) {
  return db
    .insertInto('company')
    .values({
      companyUuid: randomUUID(),
      name: `Walk company ${++walkNumber}`,
      companyRole: 'AGENCY',
      countryCode: 'CH',
      street: null,
      postalCode: null,
      city: null,
      vatNumber: null,
    })
    .returning(['id', 'version'])
    .executeTakeFirstOrThrow();
}

const adminSamples: typeof samples = {
  '/api/ws-admin/users': async (context) => {
    if (context.method === 'GET')
      return { url: '/api/ws-admin/users?name=a&role=PAYOUT&status=ACTIVE&sort=email' };
    return {
      url: '/api/ws-admin/users',
      payload: {
        firstName: 'Wanda',
        lastName: 'Walk',
        email: `walk${++walkNumber}@walk.example`,
        companyId: (await recordsFor(context)).companyId,
        permissions: ['BOOK_CAMPAIGNS'],
      },
    };
  },
  '/api/ws-admin/users/:id': async (context) => {
    const user = await walkUser(context);
    const url = `/api/ws-admin/users/${user.id}`;
    return context.method === 'PUT'
      ? {
          url,
          payload: {
            firstName: 'Wanda',
            lastName: 'Walker',
            email: user.email,
            companyId: user.companyId,
            version: user.version,
          },
        }
      : { url };
  },
  '/api/ws-admin/users/export': () => ({
    url: '/api/ws-admin/users/export?format=csv&columns=lastName,email&status=ACTIVE',
  }),
  '/api/ws-admin/users/bulk/:action': async (context) => ({
    url: '/api/ws-admin/users/bulk/deactivate',
    payload: { ids: [(await walkUser(context)).id], dryRun: true },
  }),
  '/api/ws-admin/users/:id/reset-password': async (context) => ({
    url: `/api/ws-admin/users/${(await walkUser(context)).id}/reset-password`,
  }),
  '/api/ws-admin/users/:id/audit': async (context) => ({
    url: `/api/ws-admin/users/${(await walkUser(context)).id}/audit`,
  }),
  '/api/ws-admin/companies': ({ method }) =>
    method === 'GET'
      ? { url: '/api/ws-admin/companies?name=a&countryCode=CH&sort=createdAt' }
      : {
          url: '/api/ws-admin/companies',
          payload: {
            name: `Walk company ${++walkNumber}`,
            countryCode: 'AT',
            vatNumber: 'ATU12345678',
          },
        },
  '/api/ws-admin/companies/:id': async ({ method, db }) => {
    const company = await walkCompany(db);
    const url = `/api/ws-admin/companies/${company.id}`;
    return method === 'PUT'
      ? {
          url,
          payload: {
            name: `Walk company ${++walkNumber}`,
            countryCode: 'CH',
            version: company.version,
          },
        }
      : { url };
  },
  '/api/ws-admin/companies/:id/audit': async ({ db }) => ({
    url: `/api/ws-admin/companies/${(await walkCompany(db)).id}/audit`,
  }),
  '/api/ws-admin/companies/:companyId/websites': async (context) => ({
    url: `/api/ws-admin/companies/${(await recordsFor(context)).companyId}/websites?search=a`,
  }),
  '/api/ws-admin/companies/:companyId/accounts': async (context) => ({
    url: `/api/ws-admin/companies/${(await recordsFor(context)).companyId}/accounts?limit=5`,
  }),
  '/api/ws-admin/companies/:companyId/contacts': async (context) => ({
    url: `/api/ws-admin/companies/${(await recordsFor(context)).companyId}/contacts?page=1`,
  }),
  '/api/ws-admin/companies/:companyId/programmatic-seats': async ({ method, db }) => {
    const url = `/api/ws-admin/companies/${(await walkCompany(db)).id}/programmatic-seats`;
    return method === 'GET'
      ? { url }
      : {
          url,
          payload: {
            platform: 'XANDR',
            seatId: `${++walkNumber}`,
            name: 'Walk seat',
            seatRole: 'BUYER',
          },
        };
  },
  '/api/ws-admin/companies/:companyId/programmatic-seats/:id': async ({ method, db }) => {
    const company = await walkCompany(db);
    const seat = await db
      .insertInto('programmaticSeat')
      .values({
        companyId: company.id,
        platform: 'TTD',
        seatId: 'walk',
        name: 'Walk',
        seatRole: 'BUYER',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const url = `/api/ws-admin/companies/${company.id}/programmatic-seats/${seat.id}`;
    return method === 'PUT'
      ? {
          url,
          payload: {
            platform: 'TTD',
            seatId: 'walk-2',
            name: 'Walk',
            seatRole: 'SELLER',
            version: 0,
          },
        }
      : { url };
  },
  '/api/ws-admin/companies/:companyId/email-sync': async ({ method, db }) => {
    const url = `/api/ws-admin/companies/${(await walkCompany(db)).id}/email-sync`;
    return method === 'GET'
      ? { url }
      : { url, payload: { handle: 'walk@walk.example', provider: 'IMAP' } };
  },
  '/api/ws-admin/companies/:companyId/email-sync/:id': async ({ method, db }) => {
    const company = await walkCompany(db);
    const box = await db
      .insertInto('emailSyncChannel')
      .values({
        companyId: company.id,
        handle: 'walk@walk.example',
        provider: 'GOOGLE',
        lastSyncedAt: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const url = `/api/ws-admin/companies/${company.id}/email-sync/${box.id}`;
    return method === 'PUT'
      ? {
          url,
          payload: {
            handle: 'walk@walk.example',
            provider: 'GOOGLE',
            visibility: 'SUBJECT',
            version: 0,
          },
        }
      : { url };
  },
  '/api/ws-admin/companies/:companyId/permissions': async ({ method, db }) => {
    const url = `/api/ws-admin/companies/${(await walkCompany(db)).id}/permissions`;
    return method === 'GET'
      ? { url }
      : { url, payload: { roles: ['COMPANY_ADMIN', 'BOOK_CAMPAIGNS'] } };
  },
  '/api/ws-account/settings': async (context) => {
    const me = await callerRow(context);
    return context.method === 'GET'
      ? { url: '/api/ws-account/settings' }
      : {
          url: '/api/ws-account/settings',
          payload: {
            firstName: me?.firstName ?? 'Walk',
            lastName: me?.lastName ?? 'Walk',
            language: me?.language ?? 'de',
            version: me?.version ?? 0,
          },
        };
  },
  // As a walker of the caller's company, not the persona, who signs in with demo later on.
  '/api/ws-account/password': async (context) => {
    const request = {
      url: '/api/ws-account/password',
      payload: { currentPassword: 'walk password', newPassword: 'walk password 2' },
    };
    if (!context.caller.token) return request;
    const user = await walkUser(context);
    await context.db
      .updateTable('appUser')
      .set({
        passwordHash: await hashPassword('walk password', testAuthSettings.passwordHashing),
        activatedAt: new Date(),
      })
      .where('id', '=', user.id)
      .execute();
    const { token } = await issueToken(context.db, user.id, testAuthSettings);
    return { ...request, headers: { authorization: `Bearer ${token}` } };
  },
  '/api/ws-account/company': async (context) => {
    if (context.method === 'GET') return { url: '/api/ws-account/company' };
    const companyId = (await callerRow(context))?.companyId ?? 0;
    const company = await findRow(
      context.db,
      'company',
      ['street', 'postalCode', 'city', 'vatNumber', 'version'],
      { id: companyId },
    );
    return {
      url: '/api/ws-account/company',
      payload: { ...company, version: company?.version ?? 0 },
    };
  },
  '/api/ws-account/grantable-roles': () => ({ url: '/api/ws-account/grantable-roles' }),
  '/api/ws-account/users': () => ({
    url: '/api/ws-account/users?name=a&sort=lastSignInAt&order=DESC',
  }),
  '/api/ws-account/users/:id': async (context) => {
    const user = await walkUser(context);
    const url = `/api/ws-account/users/${user.id}`;
    return context.method === 'PUT'
      ? {
          url,
          payload: {
            firstName: 'Wanda',
            lastName: 'Walker',
            email: user.email,
            language: 'it',
            userRole: null,
            permissions: [],
            active: true,
            version: user.version,
          },
        }
      : { url };
  },
};
Object.assign(samples, adminSamples);

// --- settings (issue 28) ---

/** The settings records of a company the walk's settings calls refer to, made once per run. */
interface SettingsWalk {
  companyId: number;
  websiteId: number;
  placementId: number;
  adMedia: Record<string, number>;
  products: Record<string, number>;
  priceListId: number;
}
const settingsWalkOf = new WeakMap<Db, Map<number, Promise<SettingsWalk>>>();
const WALK_MEDIA = ['DIGITAL', 'PRINT', 'TV', 'RADIO', 'POS', 'ANALOG'] as const;

async function settingsWalk(context: SampleContext): Promise<SettingsWalk> {
  const { db } = context;
  let ofDatabase = settingsWalkOf.get(db);
  if (!ofDatabase) {
    ofDatabase = new Map();
    settingsWalkOf.set(db, ofDatabase);
  }
  const { companyId } = await recordsFor(context);
  let records = ofDatabase.get(companyId);
  if (!records) {
    records = (async () => {
      const website = await db
        .insertInto('website')
        .values({
          companyId,
          name: `Walk site ${companyId}`,
          domain: `walk${companyId}.example.ch`,
          publisherCompanyId: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const placement = await db
        .insertInto('websitePlacement')
        .values({ companyId, websiteId: website.id, name: 'Walk Wideboard' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const adMedia: Record<string, number> = {};
      const products: Record<string, number> = {};
      for (const medium of WALK_MEDIA) {
        const adMedium = await db
          .insertInto('adMedium')
          .values({ companyId, mediaType: medium, name: `Walk ${medium}` })
          .returning('id')
          .executeTakeFirstOrThrow();
        adMedia[medium] = adMedium.id;
        const product = await db
          .insertInto('product')
          .values({
            companyId,
            adMediumId: adMedium.id,
            mediaType: medium,
            name: `Walk ${medium} product`,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        products[medium] = product.id;
      }
      const list = await db
        .insertInto('priceList')
        .values({
          companyId,
          name: `Walk tariff 2040 ${companyId}`,
          validFrom: '2040-01-01',
          validTo: '2040-12-31',
          currency: 'CHF',
          channel: 'STANDARD',
          status: 'ACTIVE',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('priceListItem')
        .values({
          companyId,
          priceListId: list.id,
          productId: products.PRINT as number,
          validFrom: '2040-01-01',
          unit: 'FLAT',
          listPrice: 1000,
        })
        .execute();
      return {
        companyId,
        websiteId: website.id,
        placementId: placement.id,
        adMedia,
        products,
        priceListId: list.id,
      };
    })();
    ofDatabase.set(companyId, records);
  }
  return records;
}

/** A medium whose products the caller manages (PRINT for a caller who manages none). */
const walkMedium = ({ caller }: SampleContext) =>
  caller.roles.has('MANAGE_DIGITAL_PRODUCTS')
    ? 'DIGITAL'
    : caller.roles.has('MANAGE_PRINT_PRODUCTS')
      ? 'PRINT'
      : caller.roles.has('MANAGE_TV_PRODUCTS')
        ? 'TV'
        : caller.roles.has('MANAGE_RADIO_PRODUCTS')
          ? 'RADIO'
          : caller.roles.has('MANAGE_POS_PRODUCTS')
            ? 'POS'
            : 'PRINT';

/** The walk's station: radio for those who manage radio products, else TV. */
const walkStation = ({ caller }: SampleContext) =>
  caller.roles.has('MANAGE_RADIO_PRODUCTS') && !caller.roles.has('MANAGE_TV_PRODUCTS')
    ? 'RADIO'
    : 'TV';

interface WalkResource {
  query: (context: SampleContext) => string;
  body: (context: SampleContext, walk: SettingsWalk) => Record<string, unknown>;
  /** A fresh row of the caller's company, for a request that reads or changes it. */
  row: (context: SampleContext, walk: SettingsWalk) => Promise<{ id: number; version: number }>;
}
const insertRow = (db: Db, table: string, values: Record<string, unknown>) =>
  (db as unknown as import('kysely').Kysely<Record<string, Record<string, unknown>>>)
    .insertInto(table)
    .values(values)
    .returning(['id', 'version'])
    .executeTakeFirstOrThrow() as Promise<{ id: number; version: number }>;

/** A year and week no walk request has used (unique per company). */
/**
 * A coop week no other sample took: its own count, since (company, year, week) is unique and the
 * shared `walkNumber` runs past the 5,300 weeks of 2000–2099 once one server takes every walk.
 */
let walkWeekNumber = 0;
const walkWeek = () => {
  const number = ++walkWeekNumber;
  const year = 2000 + (Math.floor(number / 53) % 100);
  const day = `${year}-01-0${(number % 3) + 1}`;
  return { year, week: (number % 53) + 1, startsOn: day, endsOn: day };
};

const walkResources: Record<string, WalkResource> = {
  products: {
    query: (context) => `mediaType=${walkMedium(context)}`,
    body: (context, walk) => ({
      mediaType: walkMedium(context),
      adMediumId: walk.adMedia[walkMedium(context)],
      name: `Walk product ${++walkNumber}`,
    }),
    row: (context, walk) =>
      insertRow(context.db, 'product', {
        companyId: walk.companyId,
        adMediumId: walk.adMedia[walkMedium(context)],
        mediaType: walkMedium(context),
        name: `Walk product ${++walkNumber}`,
      }),
  },
  'ad-media': {
    query: (context) => `mediaType=${walkMedium(context)}`,
    body: (context) => ({ mediaType: walkMedium(context), name: `Walk medium ${++walkNumber}` }),
    row: (context, walk) =>
      insertRow(context.db, 'adMedium', {
        companyId: walk.companyId,
        mediaType: walkMedium(context),
        name: `Walk medium ${++walkNumber}`,
      }),
  },
  // Issue 37: a station's dayparts, each at a minute of its own (they must not overlap).
  dayparts: {
    query: (context) => `mediaType=${walkStation(context)}`,
    body: (context, walk) => {
      const minute = ++walkNumber % 1400;
      const at = (value: number) =>
        `${String(Math.floor(value / 60)).padStart(2, '0')}:${String(value % 60).padStart(2, '0')}`;
      return {
        adMediumId: walk.adMedia[walkStation(context)],
        name: `Walk daypart ${walkNumber}`,
        startsAt: at(minute),
        endsAt: at(minute + 1),
        priceSharePercent: 50,
      };
    },
    row: async (context, walk) => {
      const adMediumId = walk.adMedia[walkStation(context)] as number;
      await context.db
        .insertInto('broadcastStation')
        .values({
          adMediumId,
          companyId: walk.companyId,
          kind: walkStation(context),
          language: 'de',
        })
        .onConflict((oc) => oc.column('adMediumId').doNothing())
        .execute();
      return insertRow(context.db, 'broadcastSlot', {
        companyId: walk.companyId,
        adMediumId,
        name: `Walk daypart ${++walkNumber}`,
        startsAt: '00:00',
        endsAt: '00:01',
        active: false,
      });
    },
  },
  placements: {
    query: () => 'nameFilter=a',
    body: (_context, walk) => ({
      websiteId: walk.websiteId,
      name: `Walk placement ${++walkNumber}`,
    }),
    row: (context, walk) =>
      insertRow(context.db, 'websitePlacement', {
        companyId: walk.companyId,
        websiteId: walk.websiteId,
        name: `Walk placement ${++walkNumber}`,
      }),
  },
  websites: {
    query: () => 'sort=domain',
    body: () => ({ name: `Walk ${++walkNumber}`, domain: `walk-${walkNumber}.example.ch` }),
    row: (context, walk) =>
      insertRow(context.db, 'website', {
        companyId: walk.companyId,
        name: `Walk ${++walkNumber}`,
        domain: `walk-${walkNumber}.example.ch`,
      }),
  },
  brands: {
    query: () => 'nameFilter=a',
    body: () => ({ accountId: 0, name: `Walk brand ${++walkNumber}` }),
    row: async (context, walk) =>
      insertRow(context.db, 'brand', {
        companyId: walk.companyId,
        accountId: (await recordsFor(context)).accountId,
        name: `Walk brand ${++walkNumber}`,
      }),
  },
  industries: {
    query: () => 'sort=iabCode',
    body: () => ({ name: `Walk industry ${++walkNumber}`, iabCode: 'IAB8' }),
    row: (context, walk) =>
      insertRow(context.db, 'industry', {
        companyId: walk.companyId,
        name: `Walk industry ${++walkNumber}`,
      }),
  },
  'sales-units': {
    query: () => 'nameFilter=a',
    body: (_context, walk) => ({
      name: `Walk unit ${++walkNumber}`,
      placementIds: [walk.placementId],
    }),
    row: (context, walk) =>
      insertRow(context.db, 'salesUnit', {
        companyId: walk.companyId,
        name: `Walk unit ${++walkNumber}`,
      }),
  },
  'position-groups': {
    query: () => 'sort=name',
    body: () => ({ name: `Walk group ${++walkNumber}`, mediaType: 'PRINT', sortOrder: 3 }),
    row: (context, walk) =>
      insertRow(context.db, 'positionGroup', {
        companyId: walk.companyId,
        name: `Walk group ${++walkNumber}`,
      }),
  },
  'campaign-types': {
    query: () => 'sort=code',
    body: () => ({ code: `WALK_${++walkNumber}`, name: 'Walk', mediaTypes: ['PRINT'] }),
    row: (context, walk) =>
      insertRow(context.db, 'campaignType', {
        companyId: walk.companyId,
        code: `WALK_${++walkNumber}`,
        name: 'Walk',
        mediaTypes: ['PRINT'],
      }),
  },
  'price-lists': {
    query: () => 'currency=CHF',
    body: () => ({ name: `Walk list ${++walkNumber}`, validFrom: '2041-01-01', currency: 'EUR' }),
    row: (context, walk) =>
      insertRow(context.db, 'priceList', {
        companyId: walk.companyId,
        name: `Walk list ${++walkNumber}`,
        validFrom: '2041-01-01',
        currency: 'CHF',
        channel: 'STANDARD',
        status: 'DRAFT',
      }),
  },
  prices: {
    query: (context) => `mediaType=${walkMedium(context)}`,
    body: (context, walk) => ({
      priceListId: walk.priceListId,
      productId: walk.products[walkMedium(context)],
      unit: 'FLAT',
      listPrice: 500,
      // A day of 2040 no other walk price of the list starts on.
      validFrom: new Date(Date.UTC(2040, 0, 1) + ((++walkNumber % 360) + 1) * 86_400_000)
        .toISOString()
        .slice(0, 10),
    }),
    row: async (context, walk) => {
      const list = await insertRow(context.db, 'priceList', {
        companyId: walk.companyId,
        name: `Walk prices ${++walkNumber}`,
        validFrom: '2040-01-01',
        currency: 'CHF',
        channel: 'STANDARD',
        status: 'DRAFT',
      });
      return insertRow(context.db, 'priceListItem', {
        companyId: walk.companyId,
        priceListId: list.id,
        productId: walk.products[walkMedium(context)],
        unit: 'FLAT',
        listPrice: 500,
        validFrom: '2040-01-01',
      });
    },
  },
  'coop-weeks': {
    query: () => 'sort=name',
    body: () => ({ ...walkWeek(), name: `Walk week ${walkNumber}` }),
    row: (context, walk) =>
      insertRow(context.db, 'coopWeek', {
        companyId: walk.companyId,
        ...walkWeek(),
        name: `Walk week ${walkNumber}`,
      }),
  },
  'partner-filials': {
    query: () => 'sort=city',
    body: () => ({
      partnerName: 'Volg',
      name: 'Walk',
      branchNumber: `W-${++walkNumber}`,
      postalCode: '8001',
      city: 'Zürich',
    }),
    row: (context, walk) =>
      insertRow(context.db, 'partnerFilial', {
        companyId: walk.companyId,
        partnerName: 'Volg',
        name: 'Walk',
        branchNumber: `W-${++walkNumber}`,
        postalCode: '8001',
        city: 'Zürich',
      }),
  },
  'programmatic-mappings': {
    query: () => 'system=XANDR',
    body: () => ({ system: 'ADOMIK', websiteId: 0, externalId: `walk-${++walkNumber}` }),
    row: async (context, walk) => {
      // A website of its own: a system maps a website once.
      const site = await insertRow(context.db, 'website', {
        companyId: walk.companyId,
        name: `Walk ${++walkNumber}`,
        domain: `walk-mapped-${walkNumber}.example.ch`,
      });
      return insertRow(context.db, 'programmaticMapping', {
        companyId: walk.companyId,
        system: 'XANDR',
        websiteId: site.id,
        placementId: null,
        externalId: String(900000 + ++walkNumber),
      });
    },
  },
};

const settingsSamples: typeof samples = {};
for (const [path, resource] of Object.entries(walkResources)) {
  const base = `/api/ws-settings/${path}`;
  settingsSamples[base] = async (context) => {
    if (context.method !== 'POST') return { url: `${base}?${resource.query(context)}` };
    const walk = await settingsWalk(context);
    const body = resource.body(context, walk);
    if (path === 'brands') {
      return {
        url: base,
        payload: { accountId: (await recordsFor(context)).accountId, name: body.name },
      };
    }
    if (path === 'programmatic-mappings') {
      // A website of its own: a system maps a website once.
      const site = await insertRow(context.db, 'website', {
        companyId: walk.companyId,
        name: `Walk ${++walkNumber}`,
        domain: `walk-map-${walkNumber}.example.ch`,
      });
      return { url: base, payload: { ...body, websiteId: site.id } };
    }
    return { url: base, payload: body };
  };
  settingsSamples[`${base}/export`] = (context) => ({
    url: `${base}/export?${resource.query(context)}&format=csv&columns=${
      path === 'prices' ? 'unit' : path === 'programmatic-mappings' ? 'externalId' : 'name'
    }`,
  });
  settingsSamples[`${base}/:id`] = async (context) => {
    const walk = await settingsWalk(context);
    const row = await resource.row(context, walk);
    const url = `${base}/${row.id}`;
    if (context.method !== 'PUT') return { url };
    const body = resource.body(context, walk);
    if (path === 'brands') body.accountId = (await recordsFor(context)).accountId;
    if (path === 'programmatic-mappings') {
      return {
        url,
        payload: {
          system: 'XANDR',
          websiteId: walk.websiteId,
          externalId: String(800000 + ++walkNumber),
          version: row.version,
        },
      };
    }
    if (path === 'price-lists') body.currency = 'CHF';
    return { url, payload: { ...body, version: row.version } };
  };
  settingsSamples[`${base}/bulk/:action`] = async (context) => {
    const walk = await settingsWalk(context);
    const row = await resource.row(context, walk);
    return {
      url: `${base}/bulk/${path === 'price-lists' ? 'archive' : 'deactivate'}`,
      payload: { ids: [row.id], dryRun: true },
    };
  };
}

const upsertSettings = async (context: SampleContext, values: Record<string, unknown> = {}) => {
  const { companyId } = await recordsFor(context);
  await context.db
    .insertInto('companySettings')
    .values({ companyId, ...values })
    .onConflict((conflict) =>
      Object.keys(values).length
        ? conflict.column('companyId').doUpdateSet(values)
        : conflict.column('companyId').doNothing(),
    )
    .execute();
  return rowOf(context.db, 'companySettings', 'version', { companyId });
};
const walkImport = async (context: SampleContext, state: 'UPLOADED' | 'CHECKED') => {
  const { companyId } = await recordsFor(context);
  const { id } = await context.db
    .insertInto('dataImport')
    .values({
      companyId,
      kind: 'ACCOUNTS',
      fileName: 'walk.csv',
      content: Buffer.from(`name,countryCode\nWalk Import ${++walkNumber} AG,CH\n`),
      headers: ['name', 'countryCode'],
      rowCount: 1,
      mapping: JSON.stringify({ name: 'name', countryCode: 'countryCode' }),
      state,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
};

// --- Digital operations (issue 25): each sample acts on the caller's company's own records.

/** A digital position of the caller's company (the seeded campaigns have some). */
async function walkDigitalPosition(context: SampleContext) {
  const { companyId } = await recordsFor(context);
  const position = await findRow(
    context.db,
    'campaignPosition',
    ['id', 'campaignId'],
    { companyId, positionType: 'DIGITAL' },
    'id',
  );
  // A company without digital positions (its callers lack the roles): any other's.
  return (
    position ??
    (await rowOf(
      context.db,
      'campaignPosition',
      ['id', 'campaignId'],
      { positionType: 'DIGITAL' },
      'id',
    ))
  );
}

async function walkScreenshot(context: SampleContext) {
  const position = await walkDigitalPosition(context);
  const { companyId } = await rowOf(context.db, 'campaignPosition', 'companyId', {
    id: position.id,
  });
  const { id } = await context.db
    .insertInto('positionScreenshot')
    .values({
      companyId,
      campaignPositionId: position.id,
      pageUrl: 'https://www.walk.ch/',
      image: screenshotPng('300x250', 0),
      width: 480,
      height: 320,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

Object.assign(settingsSamples, {
  '/api/ws-settings/lookups': () => ({ url: '/api/ws-settings/lookups' }),
  '/api/ws-settings/company-settings': async (context: SampleContext) => {
    if (context.method !== 'PUT') return { url: '/api/ws-settings/company-settings' };
    const { version } = await upsertSettings(context);
    return {
      url: '/api/ws-settings/company-settings',
      payload: { version, pdfFooter: `Walk ${++walkNumber}`, accentColour: '#0b5394' },
    };
  },
  '/api/ws-settings/company-settings/logo': async (context: SampleContext) => {
    if (context.method === 'POST') {
      const { payload, headers } = multipartBody([
        { fileName: 'logo.png', contentType: 'image/png', content: PNG },
      ]);
      return { url: '/api/ws-settings/company-settings/logo', payload, headers };
    }
    await upsertSettings(context, {
      logo: PNG,
      logoContentType: 'image/png',
      logoFileName: 'logo.png',
    });
    return { url: '/api/ws-settings/company-settings/logo' };
  },
  '/api/ws-settings/company-settings/pdf-preview': () => ({
    url: '/api/ws-settings/company-settings/pdf-preview?language=fr',
  }),
  '/api/ws-settings/price-lists/:id/copy': async (context: SampleContext) => {
    const walk = await settingsWalk(context);
    const row = await walkResources['price-lists']?.row(context, walk);
    return {
      url: `/api/ws-settings/price-lists/${row?.id}/copy`,
      payload: { percent: 3, dryRun: true, name: `Walk copy ${++walkNumber}` },
    };
  },
  '/api/ws-settings/valid-price': async (context: SampleContext) => {
    const walk = await settingsWalk(context);
    return {
      url: `/api/ws-settings/valid-price?productId=${walk.products.PRINT}&currency=CHF&date=2040-06-01`,
    };
  },
  '/api/ws-settings/audit': () => ({ url: '/api/ws-settings/audit?entityType=PRODUCT&entityId=1' }),
  '/api/ws-settings/imports': () => {
    const { payload, headers } = multipartBody([
      { fileName: 'walk.csv', contentType: 'text/csv', content: 'name,countryCode\nWalk AG,CH\n' },
    ]);
    return { url: '/api/ws-settings/imports?kind=ACCOUNTS', payload, headers };
  },
  '/api/ws-settings/imports/:id': async (context: SampleContext) => ({
    url: `/api/ws-settings/imports/${await walkImport(context, 'UPLOADED')}`,
  }),
  '/api/ws-settings/imports/:id/dry-run': async (context: SampleContext) => ({
    url: `/api/ws-settings/imports/${await walkImport(context, 'UPLOADED')}/dry-run`,
    payload: { mapping: { name: 'name', countryCode: 'countryCode' } },
  }),
  '/api/ws-settings/imports/:id/run': async (context: SampleContext) => ({
    url: `/api/ws-settings/imports/${await walkImport(context, 'CHECKED')}/run`,
  }),
});
Object.assign(samples, settingsSamples);

const digitalSamples: typeof samples = {
  '/api/ws-operations/campaigns/:status': () => ({
    url: '/api/ws-operations/campaigns/RUNNING?page=0&limit=5&searchQuery=a&startDateFrom=2025-01-01',
  }),
  '/api/ws-operations/campaign-positions/counts': () => ({
    url: '/api/ws-operations/campaign-positions/counts?searchQuery=a',
  }),
  '/api/ws-operations/campaigns/campaign-positions/unchecked/:checkType': () => ({
    url: '/api/ws-operations/campaigns/campaign-positions/unchecked/CTR?page=0&limit=5&result=ERROR',
  }),
  '/api/ws-operations/campaign-positions/unchecked-counts': () => ({
    url: '/api/ws-operations/campaign-positions/unchecked-counts?adMediumId=1',
  }),
  '/api/ws-operations/campaigns/campaign-positions/:action': async (context) => ({
    url: '/api/ws-operations/campaigns/campaign-positions/push-to-adserver',
    payload: { ids: [(await walkDigitalPosition(context)).id], dryRun: true },
  }),
  '/api/ws-operations/position-actions/:id': async (context) => {
    const { companyId } = await recordsFor(context);
    const run = await context.db
      .insertInto('jobRun')
      .values({ kind: 'digital.position-action', companyId, state: 'COMPLETED' })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { url: `/api/ws-operations/position-actions/${run.id}` };
  },
  '/api/ws-operations/campaigns/:id/campaign-positions/request-creatives': async (context) => {
    const position = await walkDigitalPosition(context);
    return {
      url: `/api/ws-operations/campaigns/${position.campaignId}/campaign-positions/request-creatives`,
      payload: { positionIds: [position.id], recipient: 'walk@example.com' },
    };
  },
  '/api/ws-operations/campaigns/:campaignId/emails/text': async (context) => {
    const position = await walkDigitalPosition(context);
    return {
      url: `/api/ws-operations/campaigns/${position.campaignId}/emails/text?language=it`,
      payload: { positionIds: [position.id] },
    };
  },
  '/api/ws-operations/creatives/stage-comments': async (context) => {
    const position = await walkDigitalPosition(context);
    return context.method === 'POST'
      ? {
          url: '/api/ws-operations/creatives/stage-comments',
          payload: { positionId: position.id, stage: 'RUNNING', message: 'Walk' },
        }
      : { url: `/api/ws-operations/creatives/stage-comments?positionId=${position.id}` };
  },
  '/api/ws-operations/creatives/approval/:approvalState': () => ({
    url: '/api/ws-operations/creatives/approval/PENDING_APPROVAL?kind=DRAFT&searchQuery=a',
  }),
  '/api/ws-operations/creatives/approval-counts': () => ({
    url: '/api/ws-operations/creatives/approval-counts',
  }),
  // The workflow home (issue 33): its counts come from the lists' own counts calls.
  '/api/ws-home/counts': () => ({ url: '/api/ws-home/counts' }),
  '/api/ws-operations/creatives/:id/approval': async (context) => {
    const { companyId } = await recordsFor(context);
    const creative = await context.db
      .insertInto('creative')
      .values({
        companyId,
        name: 'Walk draft',
        status: 'PENDING_APPROVAL',
        kind: 'DRAFT',
        approvalState: 'PENDING_APPROVAL',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return {
      url: `/api/ws-operations/creatives/${creative.id}/approval`,
      payload: { approvalState: 'APPROVED', version: 0 },
    };
  },
  // Its reviewer's undo within the minute (issue 33): a decision of the caller's a moment ago.
  '/api/ws-operations/creatives/:id/approval/undo': async (context) => {
    const { companyId } = await recordsFor(context);
    const reviewer = await findRow(context.db, 'appUser', 'id', { email: context.caller.name });
    const creative = await context.db
      .insertInto('creative')
      .values({
        companyId,
        name: 'Walk decided',
        status: 'APPROVED',
        kind: 'CREATIVE',
        approvalState: 'APPROVED',
        reviewedByUserId: reviewer?.id ?? null,
        reviewedAt: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return {
      url: `/api/ws-operations/creatives/${creative.id}/approval/undo`,
      payload: { version: 0 },
    };
  },
  '/api/ws-operations/creatives/:id/preview': async (context) => {
    const { companyId } = await recordsFor(context);
    const creative = await context.db
      .insertInto('creative')
      .values({
        companyId,
        name: 'Walk banner 300x250',
        status: 'PENDING_APPROVAL',
        kind: 'CREATIVE',
        approvalState: 'PENDING_APPROVAL',
        format: 'IMAGE',
        width: 300,
        height: 250,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { url: `/api/ws-operations/creatives/${creative.id}/preview` };
  },
  '/api/ws-operations/screenshots/:view': () => ({
    url: '/api/ws-operations/screenshots/approvals?limit=5',
  }),
  '/api/ws-operations/screenshot-counts': () => ({ url: '/api/ws-operations/screenshot-counts' }),
  '/api/ws-operations/screenshots/:id/image': async (context) => ({
    url: `/api/ws-operations/screenshots/${await walkScreenshot(context)}/image`,
  }),
  '/api/ws-operations/screenshots/:id/status': async (context) => ({
    url: `/api/ws-operations/screenshots/${await walkScreenshot(context)}/status`,
    payload: { status: 'PENDING', version: 0 },
  }),
  '/api/ws-operations/campaigns/campaign-positions/:id/optimization-events': async (context) => ({
    url: `/api/ws-operations/campaigns/campaign-positions/${(await walkDigitalPosition(context)).id}/optimization-events`,
    payload: { event: 'CTR_CHECKED', note: 'Walk' },
  }),
};
Object.assign(samples, digitalSamples);
// --- Print and analog operations (issue 26) ---

/** A print position and its campaign of the caller's company (the demo's or the first). */
async function walkPrintPosition({ caller, db }: SampleContext) {
  const row = await findRow(
    db,
    'campaignPosition',
    ['id', 'campaignId'],
    { companyId: caller.companyId ?? 0, positionType: 'PRINT' },
    'id',
  );
  return row ?? { id: 1, campaignId: 1 };
}

/** A publication of the caller's company. */
async function walkPublication({ caller, db }: SampleContext) {
  const row = await findRow(
    db,
    'publication',
    'adMediumId',
    { companyId: caller.companyId ?? 0 },
    'adMediumId',
  );
  return row?.adMediumId ?? 1;
}

/** An uploaded printed issue of the caller's company, for its download or deletion. */
async function walkPublicationFile(context: SampleContext) {
  const { caller, db } = context;
  if (!caller.companyId) return 1;
  const user = await rowOf(db, 'appUser', 'id', { email: caller.name });
  const file = await db
    .insertInto('storedFile')
    .values(walkPdf(caller.companyId, user.id, 'Walk-Ausgabe.pdf', randomUUID()))
    .returning('id')
    .executeTakeFirstOrThrow();
  walkNumber += 1;
  const row = await db
    .insertInto('publicationFile')
    .values({
      companyId: caller.companyId,
      adMediumId: await walkPublication(context),
      publicationDate: new Date(Date.UTC(2020, 0, 1) + walkNumber * 86_400_000)
        .toISOString()
        .slice(0, 10),
      storedFileId: file.id,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? 1;
}

const printSamples: typeof samples = {
  '/api/ws-print-operations/campaign-positions': () => ({
    url: '/api/ws-print-operations/campaign-positions?campaignPositionStatus=ALL&searchFilter=a&notSentPhysicalProof=true',
  }),
  '/api/ws-print-operations/campaign-positions/counts': () => ({
    url: '/api/ws-print-operations/campaign-positions/counts?publicationDateFrom=2025-01-01',
  }),
  '/api/ws-print-operations/campaign-positions/bulk/:action': async (context) => ({
    url: '/api/ws-print-operations/campaign-positions/bulk/push-to-external-system',
    payload: { ids: [(await walkPrintPosition(context)).id], dryRun: true },
  }),
  '/api/ws-print-operations/campaigns': () => ({
    url: '/api/ws-print-operations/campaigns',
    payload: { searchFilter: 'a' },
  }),
  '/api/ws-print-operations/publications/get': () => ({
    url: '/api/ws-print-operations/publications/get',
    payload: {},
  }),
  '/api/ws-print-operations/campaigns/campaign-positions/change-status': async (context) => ({
    url: '/api/ws-print-operations/campaigns/campaign-positions/change-status',
    payload: { positionIds: [(await walkPrintPosition(context)).id], status: 'MANUAL_HIDDEN' },
  }),
  '/api/ws-print-operations/campaigns/campaign-positions/unhide': async (context) => ({
    url: '/api/ws-print-operations/campaigns/campaign-positions/unhide',
    payload: { ids: [(await walkPrintPosition(context)).id] },
  }),
  '/api/ws-print-operations/campaigns/campaign-positions/push-to-external-system': async (
    context,
  ) => ({
    url: '/api/ws-print-operations/campaigns/campaign-positions/push-to-external-system',
    payload: { ids: [(await walkPrintPosition(context)).id] },
  }),
  '/api/ws-print-operations/campaigns/:campaignId/campaign-positions/request-creatives': async (
    context,
  ) => ({
    url: `/api/ws-print-operations/campaigns/${(await walkPrintPosition(context)).campaignId}/campaign-positions/request-creatives`,
    payload: { recipient: 'walk@example.ch', subject: 'Druckvorlagen', text: 'Bitte senden' },
  }),
  '/api/ws-print-operations/campaigns/campaign-positions/request-creatives/all': () => ({
    url: '/api/ws-print-operations/campaigns/campaign-positions/request-creatives/all',
  }),
  '/api/ws-print-operations/campaigns/:campaignId/emails/generate': async (context) => ({
    url: `/api/ws-print-operations/campaigns/${(await walkPrintPosition(context)).campaignId}/emails/generate`,
    payload: { language: 'de' },
  }),
  '/api/ws-print-operations/campaigns/campaign-positions/send-proofs': async (context) => ({
    url: '/api/ws-print-operations/campaigns/campaign-positions/send-proofs',
    payload: { positionIds: [(await walkPrintPosition(context)).id] },
  }),
  '/api/ws-print-operations/campaigns/campaign-positions/send-proofs/all': ({ method }) => ({
    url: `/api/ws-print-operations/campaigns/campaign-positions/send-proofs/all${method === 'PUT' ? '?language=it' : ''}`,
  }),
  '/api/ws-print-operations/campaigns/campaign-positions/send-proof-emails': async (context) => ({
    url: '/api/ws-print-operations/campaigns/campaign-positions/send-proof-emails',
    payload: { positionIds: [(await walkPrintPosition(context)).id] },
  }),
  '/api/ws-print-operations/labels/download/:reference': () => ({
    url: `/api/ws-print-operations/labels/download/${randomUUID()}`,
  }),
  '/api/ws-print-operations/labels/generate': async (context) => ({
    url: '/api/ws-print-operations/labels/generate?onlyPreview=true',
    payload: { ids: [(await walkPrintPosition(context)).id] },
  }),
  '/api/ws-print-operations/publications/file': async (context) => {
    const { payload, headers } = multipartBody([
      { fileName: 'Walk-Ausgabe.pdf', contentType: 'application/pdf', content: PDF },
    ]);
    return {
      url: `/api/ws-print-operations/publications/file?adMediumId=${await walkPublication(context)}&publicationDate=2021-03-04`,
      payload,
      headers,
    };
  },
  '/api/ws-print-operations/publications/:publicationId/file': async (context) => ({
    url: `/api/ws-print-operations/publications/${await walkPublicationFile(context)}/file`,
  }),
  '/api/ws-print-operations/campaigns/campaign-positions/:positionId/proof/file': async (
    context,
  ) => ({
    url: `/api/ws-print-operations/campaigns/campaign-positions/${(await walkPrintPosition(context)).id}/proof/file`,
  }),
  '/api/ws-print-operations/campaigns/campaign-positions/proof/file/delete': async (context) => ({
    url: '/api/ws-print-operations/campaigns/campaign-positions/proof/file/delete',
    payload: { positionIds: [(await walkPrintPosition(context)).id] },
  }),
  '/api/ws-analog-operations/postal-campaigns': () => ({
    url: '/api/ws-analog-operations/postal-campaigns?channel=UNADDRESSED_MAILING&searchFilter=a',
  }),
  ...resourceSamples(
    '/api/ws-analog-operations/warehouses',
    walkWarehouse,
    'searchFilter=walk&includeInactive=true&sort=town',
    'name,town',
    () => ({ name: `Walk ${++walkNumber}`, postalCode: '8001', town: 'Zürich' }),
  ),
  ...resourceSamples(
    '/api/ws-analog-operations/items',
    walkAnalogItem,
    'searchFilter=walk&itemType=FLYER&sort=name',
    'sku,name',
    () => ({
      sku: `WALK-${++walkNumber}`,
      name: 'Walk flyer',
      itemType: 'FLYER',
      letterFormat: 'STANDARD',
      weightGrams: 20,
    }),
  ),
  '/api/ws-analog-operations/stock/corrections': async (context) => ({
    url: '/api/ws-analog-operations/stock/corrections',
    payload: {
      itemId: await walkAnalogItem(context),
      warehouseId: await walkWarehouse(context),
      counted: ++walkNumber,
      note: 'Walk count',
    },
  }),
  '/api/ws-analog-operations/stock/receipts': async (context) => ({
    url: '/api/ws-analog-operations/stock/receipts',
    payload: {
      itemId: await walkAnalogItem(context),
      warehouseId: await walkWarehouse(context),
      quantity: ++walkNumber,
      note: 'Walk delivery',
    },
  }),
  '/api/ws-analog-operations/stock': () => ({
    url: '/api/ws-analog-operations/stock?lowStock=true',
  }),
  '/api/ws-analog-operations/stock/movements': () => ({
    url: '/api/ws-analog-operations/stock/movements?kind=DISPATCH',
  }),
  '/api/ws-analog-operations/dispatches': () => ({
    url: '/api/ws-analog-operations/dispatches?state=PLANNED&searchFilter=a',
  }),
  '/api/ws-analog-operations/dispatches/counts': () => ({
    url: '/api/ws-analog-operations/dispatches/counts',
  }),
  '/api/ws-analog-operations/dispatches/bulk/:action': () => ({
    url: '/api/ws-analog-operations/dispatches/bulk/confirm',
    payload: { ids: [1], dryRun: true },
  }),
  '/api/ws-analog-operations/dispatches/by-ids': () => ({
    url: '/api/ws-analog-operations/dispatches/by-ids',
    payload: { ids: [1] },
  }),
  '/api/ws-analog-operations/dispatches/send': () => ({
    url: '/api/ws-analog-operations/dispatches/send',
    payload: { ids: [999999] },
  }),
  '/api/ws-analog-operations/delivery-notes/:number': () => ({
    url: '/api/ws-analog-operations/delivery-notes/LS-2020-000001',
  }),
};
Object.assign(samples, printSamples);
// --- Post campaigns (issue 27): each sample on a campaign of its own in Post Werbung, so the
// walk's charges and deletions never meet.
async function walkPostCampaign(
  db: Db,
  {
    charged = false,
    imported = true,
    booked = false,
  }: { charged?: boolean; imported?: boolean; booked?: boolean } = {},
) {
  const company = await rowOf(db, 'company', 'id', { name: 'Post Werbung' });
  const account = await rowOf(db, 'account', 'id', { companyId: company.id }, 'id');
  const campaign = await db
    .insertInto('postCampaign')
    .values({
      companyId: company.id,
      name: `Walk post ${++walkNumber}`,
      accountId: account.id,
      invoicingAccountId: account.id,
      countryCode: 'CH',
      startDate: '2026-12-01',
      endDate: '2026-12-31',
      adUnitsImported: imported,
      availableUnits: imported ? 400 : null,
      invoiceState: charged ? 'CHARGED' : 'OPEN',
      chargedAt: charged ? new Date() : null,
      // Post invoicing charges only a booked campaign (POST_INVOICEABLE_STATUSES).
      ...(booked ? { status: 'BOOKED' } : {}),
    })
    .returning(['id', 'version'])
    .executeTakeFirstOrThrow();
  await db
    .insertInto('postCampaignInfo')
    .values({ postCampaignId: campaign.id, product: 'Walk', goal: null, channels: ['EMAIL'] })
    .execute();
  await db
    .insertInto('postTargetGroup')
    .values({
      postCampaignId: campaign.id,
      ageFrom: 20,
      ageTo: 60,
      gender: 'ALL',
      households: 'PRIVATE',
      postcodes: ['3011'],
      addressProvider: 'POST',
    })
    .execute();
  const position = await db
    .insertInto('postCampaignPosition')
    .values({
      postCampaignId: campaign.id,
      companyId: company.id,
      positionType: 'SERVICE',
      quantity: 1,
      unitPrice: 300,
      vatRate: 8.1,
      netAmount: 300,
    })
    .returning(['id', 'version'])
    .executeTakeFirstOrThrow();
  return {
    id: campaign.id,
    version: campaign.version,
    accountId: account.id,
    companyId: company.id,
    position,
  };
}

const postGeneral = (accountId: number) => ({
  name: `Walk post ${++walkNumber}`,
  accountId,
  countryCode: 'CH',
  startDate: '2026-12-01',
  endDate: '2026-12-31',
});
const sharedPostCampaigns = new WeakMap<Db, ReturnType<typeof walkPostCampaign>>();
/** A fresh campaign for a caller the rule admits (the request changes it), else a shared one. */
function postCampaignFor(
  context: SampleContext,
  options?: { charged?: boolean; booked?: boolean },
) {
  if (context.caller.roles.has('POSTADMANAGER')) return walkPostCampaign(context.db, options);
  let shared = sharedPostCampaigns.get(context.db);
  if (!shared) {
    shared = walkPostCampaign(context.db);
    sharedPostCampaigns.set(context.db, shared);
  }
  return shared;
}
const postCampaignUrl = async (context: SampleContext, tail = '') =>
  `/api/ws-post/post-campaigns/${(await postCampaignFor(context)).id}${tail}`;

const postSamples: typeof samples = {
  '/api/ws-post/post-campaigns': async (context) => {
    if (context.method !== 'POST')
      return { url: '/api/ws-post/post-campaigns?status=DRAFT&searchQuery=a' };
    const { accountId } = await postCampaignFor(context);
    return { url: '/api/ws-post/post-campaigns', payload: postGeneral(accountId) };
  },
  '/api/ws-post/post-campaigns/counts': () => ({
    url: '/api/ws-post/post-campaigns/counts?searchQuery=a',
  }),
  '/api/ws-post/post-campaigns/:id': async (context) => {
    const campaign = await postCampaignFor(context);
    const url = `/api/ws-post/post-campaigns/${campaign.id}`;
    return context.method === 'PUT'
      ? { url, payload: { ...postGeneral(campaign.accountId), version: campaign.version } }
      : { url };
  },
  '/api/ws-post/post-invoices': () => ({ url: '/api/ws-post/post-invoices?invoiceState=CHARGED' }),
  '/api/ws-post/post-invoices/counts': () => ({ url: '/api/ws-post/post-invoices/counts' }),
  '/api/ws-post/post-invoices/:id': async (context) => ({
    url: `/api/ws-post/post-invoices/${(await postCampaignFor(context)).id}`,
  }),
  '/api/ws-post/post-campaigns/:id/information': async (context) => ({
    url: await postCampaignUrl(context, '/information'),
    payload: { product: 'Walk product', goal: null, channels: ['POSTCODE'] },
  }),
  '/api/ws-post/post-campaigns/:id/target-group': async (context) => ({
    url: await postCampaignUrl(context, '/target-group'),
    payload: {
      ageFrom: 30,
      ageTo: 70,
      gender: 'ALL',
      households: 'ALL',
      postcodes: ['3012'],
      addressProvider: 'AZ',
    },
  }),
  '/api/ws-post/post-campaigns/:id/ad-units-import': async (context) => ({
    url: await postCampaignUrl(context, '/ad-units-import'),
  }),
  '/api/ws-post/post-campaigns/:id/calculation': async (context) =>
    context.method === 'PUT'
      ? {
          url: await postCampaignUrl(context, '/calculation'),
          payload: { units: 175, count: 1, percent: 60 },
        }
      : { url: await postCampaignUrl(context, '/calculation?units=100') },
  '/api/ws-post/post-campaigns/:id/reconcile': async (context) => ({
    url: await postCampaignUrl(context, '/reconcile'),
  }),
  '/api/ws-post/post-campaigns/:id/status': async (context) => ({
    url: await postCampaignUrl(context, '/status'),
    payload: { status: 'PENDING_APPROVAL' },
  }),
  '/api/ws-post/post-campaigns/:id/history': async (context) => ({
    url: await postCampaignUrl(context, '/history'),
  }),
  // issue 33: a post campaign ready to offer (a service position needs no reconciliation).
  '/api/ws-post/post-campaigns/:id/offer-mail': async (context) => {
    const campaign = await walkPostCampaign(context.db);
    const row = await rowOf(context.db, 'postCampaign', ['companyId', 'accountId'], {
      id: campaign.id,
    });
    await context.db
      .insertInto('postCampaignPosition')
      .values({
        postCampaignId: campaign.id,
        companyId: row.companyId,
        positionType: 'SERVICE',
        name: null,
        channel: null,
        addressProvider: null,
        inventory: null,
        device: null,
        adFormat: null,
        letterFormat: null,
        weightGrams: null,
        dispatchDate: null,
        quantity: 1,
        unitPrice: 300,
        vatRate: 8.1,
        netAmount: 300,
      })
      .execute();
    const url = `/api/ws-post/post-campaigns/${campaign.id}/offer-mail`;
    if (context.method !== 'POST') return { url };
    return {
      url,
      payload: {
        contactId: await walkOfferContact(context.db, row.accountId),
        subject: 'Walk offer',
        text: 'Walk offer text',
      },
    };
  },
  '/api/ws-post/post-campaigns/:id/document': async (context) => ({
    url: await postCampaignUrl(context, '/document?language=fr'),
  }),
  '/api/ws-post/post-campaign-positions': async (context) => ({
    url: `/api/ws-post/post-campaign-positions?postCampaignId=${(await postCampaignFor(context)).id}`,
  }),
  '/api/ws-post/post-campaigns/:id/positions': async (context) => ({
    url: await postCampaignUrl(context, '/positions'),
    payload: {
      positionType: 'EMAIL',
      name: 'INITIAL_EMAIL',
      dispatchDate: '2026-12-22',
      quantity: 5000,
      unitPrice: 0.08,
    },
  }),
  '/api/ws-post/post-campaign-positions/:id': async (context) => {
    const { position } = await postCampaignFor(context);
    const url = `/api/ws-post/post-campaign-positions/${position.id}`;
    return context.method === 'PUT'
      ? {
          url,
          payload: {
            positionType: 'SERVICE',
            quantity: 2,
            unitPrice: 250,
            version: position.version,
          },
        }
      : { url };
  },
  '/api/ws-post/reference': () => ({ url: '/api/ws-post/reference' }),
  '/api/ws-post/accounts': () => ({ url: '/api/ws-post/accounts?searchQuery=optik' }),
  '/api/ws-post/country-vat': async (context) => ({
    url: `/api/ws-post/country-vat?companyId=${context.caller.companyId ?? 1}&country=CH&date=2026-03-01`,
  }),
  '/api/ws-post/feature-toggles': () => ({ url: '/api/ws-post/feature-toggles' }),
  '/api/ws-post/portal': () => ({ url: '/api/ws-post/portal' }),
  '/api/ws-post/post-invoices/:id/charge': async (context) => ({
    url: `/api/ws-post/post-invoices/${(await postCampaignFor(context, { booked: true })).id}/charge`,
  }),
  '/api/ws-post/post-invoices/:id/manual-charge': async (context) => ({
    url: `/api/ws-post/post-invoices/${(await postCampaignFor(context, { booked: true })).id}/manual-charge`,
  }),
  '/api/ws-post/post-invoices/:id/cancel-charge': async (context) => ({
    url: `/api/ws-post/post-invoices/${(await postCampaignFor(context, { charged: true })).id}/cancel-charge`,
  }),
};
Object.assign(samples, postSamples);

// Sales promotions (issue 24): a promotion of the caller's company with a contact who has an
// address and no mail yet, a saved template and a pending attachment, made per request.
async function walkPromotion(context: SampleContext) {
  const { companyId, accountId, userId } = await recordsFor(context);
  const { db } = context;
  const promotion = await db
    .insertInto('salesPromotion')
    .values({
      companyId,
      name: `Walk promotion ${++walkNumber}`,
      startDate: '2026-01-01',
      endDate: '2026-12-31',
    })
    .returning(['id', 'version'])
    .executeTakeFirstOrThrow();
  const contact = await db
    .insertInto('contact')
    .values({
      companyId,
      accountId,
      firstName: 'Wanda',
      lastName: 'Walk',
      email: `wanda${walkNumber}@walk.example`,
      phone: null,
      jobTitle: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('salesPromotionContact')
    .values({ promotionId: promotion.id, contactId: contact.id })
    .execute();
  await db
    .insertInto('salesPromotionAccount')
    .values({ promotionId: promotion.id, accountId })
    .execute();
  await db
    .insertInto('salesPromotionMailTemplate')
    .values({ promotionId: promotion.id, ...germanTemplate('Walk', '<p>Walk {{firstName}}</p>') })
    .execute();
  const attachment = await db
    .insertInto('salesPromotionAttachment')
    .values({
      promotionId: promotion.id,
      language: 'DE',
      name: 'Walk.pdf',
      contentType: 'application/pdf',
      content: PDF,
      uploadedByUserId: userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const fileId = randomUUID();
  await db
    .insertInto('storedFile')
    .values(walkPdf(companyId, userId, 'Walk.pdf', fileId))
    .execute();
  await db
    .insertInto('salesPromotionDocument')
    .values({ promotionId: promotion.id, fileId })
    .execute();
  return { ...promotion, contactId: contact.id, accountId, attachmentId: attachment.id, fileId };
}

const walkTemplate = { ...germanTemplate('Walk', '<p>Walk</p>'), attachmentIds: [] };

const promotionSamples: typeof samples = {
  '/api/ws-funnel/promotions': ({ method }) =>
    method === 'POST'
      ? {
          url: '/api/ws-funnel/promotions',
          payload: { name: `Walk ${++walkNumber}`, startDate: '2026-01-01', endDate: '2026-02-01' },
        }
      : { url: '/api/ws-funnel/promotions?phase=running&nameFilter=a&limit=100000' },
  '/api/ws-funnel/promotions/export': () => ({
    url: '/api/ws-funnel/promotions/export?format=xlsx&columns=name,phase,deadline',
  }),
  '/api/ws-funnel/promotions/:id': async (context) => {
    const promotion = await walkPromotion(context);
    const url = `/api/ws-funnel/promotions/${promotion.id}`;
    return context.method === 'PUT'
      ? {
          url,
          payload: {
            name: `Walk ${++walkNumber}`,
            startDate: '2026-01-01',
            endDate: '2026-03-01',
            version: promotion.version,
          },
        }
      : { url };
  },
  '/api/ws-funnel/promotions/bulk/:action': async (context) => ({
    url: '/api/ws-funnel/promotions/bulk/cancel',
    payload: { ids: [(await walkPromotion(context)).id], dryRun: true },
  }),
  '/api/ws-funnel/promotions/:promotionId/accounts': async (context) => ({
    url: `/api/ws-funnel/promotions/${(await walkPromotion(context)).id}/accounts?nameFilter=w`,
  }),
  '/api/ws-funnel/promotions/:promotionId/accounts/bulk/:action': async (context) => {
    const promotion = await walkPromotion(context);
    return {
      url: `/api/ws-funnel/promotions/${promotion.id}/accounts/bulk/add`,
      payload: { ids: [promotion.accountId], dryRun: true },
    };
  },
  '/api/ws-funnel/promotions/:promotionId/contacts': async (context) => ({
    url: `/api/ws-funnel/promotions/${(await walkPromotion(context)).id}/contacts?mailStatus=NONE&limit=100000`,
  }),
  '/api/ws-funnel/promotions/:promotionId/contacts/bulk/:action': async (context) => {
    const promotion = await walkPromotion(context);
    return {
      url: `/api/ws-funnel/promotions/${promotion.id}/contacts/bulk/remove`,
      payload: { ids: [promotion.contactId] },
    };
  },
  '/api/ws-funnel/promotions/:promotionId/campaigns': async (context) => ({
    url: `/api/ws-funnel/promotions/${(await walkPromotion(context)).id}/campaigns?kind=offers`,
  }),
  '/api/ws-funnel/promotions/:promotionId/history': async (context) => {
    const promotion = await walkPromotion(context);
    return { url: `/api/ws-funnel/promotions/${promotion.id}/history` };
  },
  '/api/ws-funnel/promotions/:promotionId/documents': async (context) => {
    const promotion = await walkPromotion(context);
    const url = `/api/ws-funnel/promotions/${promotion.id}/documents`;
    return context.method === 'POST' ? { url, payload: { fileId: promotion.fileId } } : { url };
  },
  '/api/ws-funnel/promotions/:promotionId/documents/:fileId': async (context) => {
    const promotion = await walkPromotion(context);
    return { url: `/api/ws-funnel/promotions/${promotion.id}/documents/${promotion.fileId}` };
  },
  '/api/ws-funnel/promotions/:promotionId/report/:type': async (context) => ({
    url: `/api/ws-funnel/promotions/${(await walkPromotion(context)).id}/report/contact?language=fr`,
  }),
  '/api/ws-funnel/promotions/:promotionId/mail-template': async (context) => {
    const promotion = await walkPromotion(context);
    const url = `/api/ws-funnel/promotions/${promotion.id}/mail-template`;
    return context.method === 'PUT'
      ? { url, payload: { salesPromotionId: promotion.id, mailTemplate: walkTemplate } }
      : { url };
  },
  '/api/ws-funnel/promotions/:promotionId/mail-template/attachments': async (context) => ({
    url: `/api/ws-funnel/promotions/${(await walkPromotion(context)).id}/mail-template/attachments`,
    payload: {
      attachmentFiles: [{ name: 'Neu.pdf', language: 'FR', content: PDF.toString('base64') }],
    },
  }),
  '/api/ws-funnel/promotions/mail-template/attachments/:attachmentId': async (context) => ({
    url: `/api/ws-funnel/promotions/mail-template/attachments/${(await walkPromotion(context)).attachmentId}`,
  }),
  '/api/ws-funnel/promotions/:promotionId/mail-preview': async (context) => ({
    url: `/api/ws-funnel/promotions/${(await walkPromotion(context)).id}/mail-preview?language=it`,
  }),
  '/api/ws-funnel/promotions/:promotionId/mailing': async (context) => ({
    url: `/api/ws-funnel/promotions/${(await walkPromotion(context)).id}/mailing`,
    payload: {},
  }),
  '/api/ws-mail/promotion-mailings': () => ({
    url: '/api/ws-mail/promotion-mailings?nameFilter=walk',
  }),
  '/api/ws-funnel/promotion-types': ({ method }) =>
    method === 'POST'
      ? { url: '/api/ws-funnel/promotion-types', payload: { name: `Walk ${++walkNumber}` } }
      : { url: '/api/ws-funnel/promotion-types?nameFilter=a&includeInactive=true' },
  '/api/ws-funnel/promotion-types/export': () => ({
    url: '/api/ws-funnel/promotion-types/export?format=csv&columns=name,active',
  }),
  '/api/ws-funnel/promotion-types/:id': async (context) => {
    const { companyId } = await recordsFor(context);
    const type = await context.db
      .insertInto('salesPromotionType')
      .values({ companyId, name: `Walk type ${++walkNumber}` })
      .returning(['id', 'version'])
      .executeTakeFirstOrThrow();
    const url = `/api/ws-funnel/promotion-types/${type.id}`;
    return context.method === 'PUT'
      ? { url, payload: { name: `Walk ${++walkNumber}`, active: true, version: type.version } }
      : { url };
  },
  '/api/ws-funnel/promotion-types/bulk/:action': async (context) => {
    const { companyId } = await recordsFor(context);
    const type = await context.db
      .insertInto('salesPromotionType')
      .values({ companyId, name: `Walk type ${++walkNumber}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    return {
      url: '/api/ws-funnel/promotion-types/bulk/deactivate',
      payload: { ids: [type.id], dryRun: true },
    };
  },
};
Object.assign(samples, promotionSamples);

// --- finances (issue 38): a draft invoice of the caller's company ---

/** A draft invoice of the caller's company: one left by the walk, else a new one of its campaign. */
async function walkInvoice(context: SampleContext) {
  const { companyId, accountId } = await recordsFor(context);
  const { db } = context;
  const draft = await findRow(db, 'invoice', ['id', 'version'], { companyId, state: 'DRAFT' });
  if (draft) return draft;
  // A day of its own, so the walk's drafts never claim the same period of the campaign.
  // Days go on past the year (no modulo): one server takes every walk, so the count runs high.
  const day = new Date(Date.UTC(2027, 0, 1 + ++walkNumber)).toISOString().slice(0, 10);
  return db
    .insertInto('invoice')
    .values({
      companyId,
      campaignId: await walkCampaign(context),
      accountId,
      currency: 'CHF',
      periodFrom: day,
      periodTo: day,
      vatMode: 'DOMESTIC',
      netTotal: 10_000,
      vatTotal: 810,
      total: 10_810,
    })
    .returning(['id', 'version'])
    .executeTakeFirstOrThrow();
}
const invoices = '/api/ws-finances/invoices';
const configs = '/api/ws-finances/company-configs';
const walkConfigBody = {
  currency: 'CHF',
  legalName: 'Walk AG',
  street: 'Bahnhofstrasse',
  buildingNumber: '1',
  postalCode: '8001',
  city: 'Zürich',
  countryCode: 'CH',
  vatNumber: null,
  email: null,
  iban: 'CH9300762011623852957',
  qrIban: 'CH4431999123000889012',
  invoicePattern: 'RE-{YYYY}-{seq:6}',
  manualPattern: 'RM-{YYYY}-{seq:6}',
  creditNotePattern: 'GS-{YYYY}-{seq:6}',
  paymentTermsDays: 30,
};

/** The CHF company config of the caller's company (the seed's, else a new one). */
async function walkConfig(context: SampleContext) {
  const { companyId } = await recordsFor(context);
  // The refused callers' samples are made side by side: a second insert finds the first.
  await context.db
    .insertInto('financeCompanyConfig')
    .values({ ...walkConfigBody, currency: 'CHF', companyId })
    .onConflict((conflict) => conflict.columns(['companyId', 'currency']).doNothing())
    .execute();
  return rowOf(context.db, 'financeCompanyConfig', ['id', 'version'], {
    companyId,
    currency: 'CHF',
  });
}

/**
 * Waits (up to a minute) until the caller's company runs no job of a kind: one run per company
 * at a time, so a second caller of the company would be answered 409 JOB_RUNNING.
 */
async function noRunningJob(context: SampleContext, kind: string) {
  // The caller's company's only: the month runs' queues are `stately` per company (their
  // singletonKey, month-run.ts), so another company's run does not answer this one 409.
  const companyId = context.caller.companyId;
  for (let tries = 0; tries < 1200; tries += 1) {
    let runs = context.db
      .selectFrom('jobRun')
      .select('id')
      .where('kind', '=', kind)
      .where('state', 'in', ['QUEUED', 'RUNNING', 'RETRYING']);
    if (companyId !== undefined) runs = runs.where('companyId', '=', companyId);
    const running = await runs.executeTakeFirst();
    if (!running) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const financeSamples: typeof samples = {
  // One run per company at a time: a second invoicing caller of the company (finance, then
  // controlling) waits until the first one's run has ended, else it is answered 409 JOB_RUNNING.
  '/api/ws-finances/invoice-runs': async (context) => {
    await noRunningJob(context, INVOICE_RUN_JOB);
    return { url: '/api/ws-finances/invoice-runs', payload: { month: '2020-01' } };
  },
  [invoices]: async (context) =>
    context.method === 'POST'
      ? {
          url: invoices,
          payload: {
            campaignId: (await walkOrder(context, { status: 'BOOKED', position: true })).id,
          },
        }
      : { url: `${invoices}?invoiceState=OPEN&searchFilter=a` },
  '/api/ws-finances/invoice-runs/preview': () => ({
    url: '/api/ws-finances/invoice-runs/preview',
    payload: { month: '2020-01' },
  }),
  [`${invoices}/:id/lines`]: async (context) => {
    const invoice = await walkInvoice(context);
    return {
      url: `${invoices}/${invoice.id}/lines`,
      payload: { version: invoice.version, lines: [] },
    };
  },
  [`${invoices}/:id/discard`]: async (context) => {
    const invoice = await walkInvoice(context);
    return { url: `${invoices}/${invoice.id}/discard`, payload: { version: invoice.version } };
  },
  [`${invoices}/counts`]: () => ({ url: `${invoices}/counts` }),
  [`${invoices}/:id`]: async (context) => ({
    url: `${invoices}/${(await walkInvoice(context)).id}`,
  }),
  [`${invoices}/:id/details`]: async (context) => ({
    url: `${invoices}/${(await walkInvoice(context)).id}/details`,
  }),
  [`${invoices}/:id/issue`]: async (context) => {
    const invoice = await walkInvoice(context);
    return { url: `${invoices}/${invoice.id}/issue`, payload: { version: invoice.version } };
  },
  [`${invoices}/bulk/:action`]: async (context) => ({
    url: `${invoices}/bulk/issue`,
    payload: { ids: [(await walkInvoice(context)).id], dryRun: true },
  }),
  // A bulk run of the caller's company (a run of many rows is a job, invoice-bulk.ts).
  [`${invoices}/bulk-runs/:id`]: async (context) => {
    const { companyId } = await recordsFor(context);
    const run = await context.db
      .insertInto('jobRun')
      .values({ kind: 'finances.invoice-bulk', companyId, state: 'COMPLETED' })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { url: `${invoices}/bulk-runs/${run.id}` };
  },
  [`${invoices}/:id/pdf`]: async (context) => ({
    url: `${invoices}/${(await walkInvoice(context)).id}/pdf`,
  }),
  [`${invoices}/manual`]: async (context) => ({
    url: `${invoices}/manual`,
    payload: {
      campaignId: await walkCampaign(context),
      lines: [
        {
          description: 'Walk',
          serviceFrom: '2027-01-01',
          serviceTo: '2027-01-01',
          quantity: 1,
          unitPrice: 1000,
        },
      ],
    },
  }),
  [`${invoices}/manual/:id`]: async (context) => ({
    url: `${invoices}/manual/${await walkCampaign(context)}`,
  }),
  [configs]: async (context) => {
    if (context.method !== 'POST') return { url: `${configs}?currency=CHF` };
    // One config per currency: the caller's EUR one goes, so the create has its currency free.
    const { companyId } = await recordsFor(context);
    await context.db
      .deleteFrom('financeCompanyConfig')
      .where('companyId', '=', companyId)
      .where('currency', '=', 'EUR')
      .execute();
    return { url: configs, payload: { ...walkConfigBody, currency: 'EUR' } };
  },
  [`${configs}/export`]: () => ({
    url: `${configs}/export?format=csv&columns=currency,legalName`,
  }),
  [`${configs}/:id`]: async (context) => {
    const config = await walkConfig(context);
    return context.method === 'PUT'
      ? { url: `${configs}/${config.id}`, payload: { ...walkConfigBody, version: config.version } }
      : { url: `${configs}/${config.id}` };
  },
};
Object.assign(samples, financeSamples);

// --- finances part 3: payments from bank files ---
const payments = '/api/ws-finances/payments';

/** A camt.054 of one credit with a reference no invoice has (it lands in the unmatched queue). */
const walkCamt = (number: number) => `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.04">
  <BkToCstmrDbtCdtNtfctn>
    <GrpHdr><MsgId>WALK-${number}</MsgId><CreDtTm>2027-01-04T06:00:00</CreDtTm></GrpHdr>
    <Ntfctn>
      <Id>WALK-${number}-NTF</Id>
      <CreDtTm>2027-01-04T06:00:00</CreDtTm>
      <Acct><Id><IBAN>CH9300762011623852957</IBAN></Id><Ccy>CHF</Ccy></Acct>
      <Ntry>
        <Amt Ccy="CHF">12.50</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <Sts>BOOK</Sts>
        <BookgDt><Dt>2027-01-04</Dt></BookgDt>
        <ValDt><Dt>2027-01-04</Dt></ValDt>
        <AcctSvcrRef>WALK-${number}-E1</AcctSvcrRef>
        <NtryDtls><TxDtls>
          <Refs><AcctSvcrRef>WALK-${number}-T1</AcctSvcrRef></Refs>
          <Amt Ccy="CHF">12.50</Amt>
          <CdtDbtInd>CRDT</CdtDbtInd>
          <RltdPties><Dbtr><Nm>Walk Zahler AG</Nm></Dbtr></RltdPties>
        </TxDtls></NtryDtls>
      </Ntry>
    </Ntfctn>
  </BkToCstmrDbtCdtNtfctn>
</Document>
`;

/** An unmatched payment of the caller's company, in an import of its own. */
async function walkPayment(context: SampleContext) {
  const { companyId } = await recordsFor(context);
  const number = ++walkNumber;
  const { id: importId } = await context.db
    .insertInto('paymentImport')
    .values({ companyId, fileName: `walk-${number}.xml`, format: 'camt.054', account: 'CH93' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return context.db
    .insertInto('payment')
    .values({
      companyId,
      importId,
      entryRef: `WALK-${number}`,
      bookingDate: '2027-01-04',
      amount: 1250,
      currency: 'CHF',
      status: 'UNMATCHED',
    })
    .returning(['id', 'version'])
    .executeTakeFirstOrThrow();
}

/** An issued CHF invoice of the caller's company, on a day of its own. */
async function walkIssuedInvoice(context: SampleContext) {
  const { companyId, accountId } = await recordsFor(context);
  const number = ++walkNumber;
  // A day of its own (no modulo: one server takes every walk, so the count runs high).
  const day = new Date(Date.UTC(2028, 0, 1 + number)).toISOString().slice(0, 10);
  return context.db
    .insertInto('invoice')
    .values({
      companyId,
      campaignId: await walkCampaign(context),
      accountId,
      state: 'ISSUED',
      number: `WALK-${number}`,
      currency: 'CHF',
      periodFrom: day,
      periodTo: day,
      issueDate: day,
      dueDate: day,
      vatMode: 'DOMESTIC',
      netTotal: 10_000,
      vatTotal: 810,
      total: 10_810,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

Object.assign(samples, {
  [payments]: () => ({ url: `${payments}?status=UNMATCHED&searchFilter=walk` }),
  [`${payments}/counts`]: () => ({ url: `${payments}/counts` }),
  [`${payments}/:id`]: async (context) => ({
    url: `${payments}/${(await walkPayment(context)).id}`,
  }),
  [`${payments}/imports`]: () => ({
    url: `${payments}/imports`,
    payload: { fileName: 'walk.xml', content: walkCamt(++walkNumber) },
  }),
  [`${payments}/:id/assign`]: async (context) => {
    const payment = await walkPayment(context);
    return {
      url: `${payments}/${payment.id}/assign`,
      payload: { invoiceId: (await walkIssuedInvoice(context)).id, version: payment.version },
    };
  },
  [`${payments}/export`]: () => ({
    url: `${payments}/export?format=csv&columns=bookingDate,status,amount&status=UNMATCHED`,
  }),
  [`${payments}/invoice-options`]: () => ({ url: `${payments}/invoice-options?search=walk` }),
  [`${payments}/account-options`]: () => ({ url: `${payments}/account-options?search=a` }),
} satisfies typeof samples);

// --- finances: credit-card receipts (migration 0032) ---
const cardPayments = '/api/ws-finances/card-payments';
const cardPayouts = '/api/ws-finances/card-payouts';

/** A card payout of the caller's company, in an import of its own, with one card payment. */
async function walkCardPayout(context: SampleContext) {
  const { companyId } = await recordsFor(context);
  const number = ++walkNumber;
  const { id: importId } = await context.db
    .insertInto('cardPayoutImport')
    .values({ companyId, fileName: `walk-${number}.csv` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const payout = await context.db
    .insertInto('cardPayout')
    .values({
      companyId,
      payoutRef: `po_walk${number}`,
      status: 'PENDING',
      arrivalDate: '2027-01-05',
      currency: 'CHF',
      gross: 1000,
      fee: 59,
      amount: 941,
      importId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const payment = await context.db
    .insertInto('cardPayment')
    .values({
      companyId,
      pspReference: `ch_walk${number}`,
      paidAt: new Date('2027-01-02T10:00:00Z'),
      amount: 1000,
      fee: 59,
      currency: 'CHF',
      status: 'CHARGED',
      cardBrand: 'VISA',
      cardLast4: '4242',
      payoutId: payout.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { payoutId: payout.id, paymentId: payment.id };
}

Object.assign(samples, {
  [cardPayments]: () => ({ url: `${cardPayments}?searchFilter=walk` }),
  [`${cardPayments}/export`]: () => ({
    url: `${cardPayments}/export?format=csv&columns=paidAt,pspReference,amount`,
  }),
  [`${cardPayments}/:id`]: async (context) => ({
    url: `${cardPayments}/${(await walkCardPayout(context)).paymentId}`,
  }),
  [cardPayouts]: () => ({ url: `${cardPayouts}?status=PENDING` }),
  [`${cardPayouts}/counts`]: () => ({ url: `${cardPayouts}/counts` }),
  [`${cardPayouts}/export`]: () => ({
    url: `${cardPayouts}/export?format=csv&columns=payoutRef,status,amount`,
  }),
  [`${cardPayouts}/:id`]: async (context) => ({
    url: `${cardPayouts}/${(await walkCardPayout(context)).payoutId}`,
  }),
  [`${cardPayouts}/imports`]: () => {
    const number = ++walkNumber;
    return {
      url: `${cardPayouts}/imports`,
      payload: {
        fileName: 'walk.csv',
        content: [
          'payout_id,payout_status,payout_arrival_date,currency,balance_transaction_id,reporting_category,charge_id,gross,fee,net',
          `po_walkfile${number},pending,2027-01-05,CHF,txn_walk${number},charge,ch_walkfile${number},10.00,0.59,9.41`,
        ].join('\n'),
      },
    };
  },
} satisfies typeof samples);

// --- finances part 4 and compliance: credit notes, list-price changes, financial views ---
const creditNotes = '/api/ws-compliance/credit-notes';
const compliance = '/api/ws-compliance';

/** A credit note of the caller's company asked for by a user of its own (never the caller). */
async function walkCreditNote(context: SampleContext, state: 'PENDING_APPROVAL' | 'APPROVED') {
  const { companyId, accountId } = await recordsFor(context);
  const number = ++walkNumber;
  const requester = await context.db
    .insertInto('appUser')
    .values({
      companyId,
      email: `walk-requester-${number}@example.com`,
      firstName: 'Walk',
      lastName: 'Requester',
      userRole: null,
      permissions: [],
      passwordHash: null,
      activatedAt: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const invoice = await walkIssuedInvoice(context);
  const approved = state === 'APPROVED';
  return context.db
    .insertInto('creditNote')
    .values({
      companyId,
      invoiceId: invoice.id,
      accountId,
      kind: 'CANCELLATION',
      state,
      number: approved ? `WALK-GS-${number}` : null,
      issueDate: approved ? '2028-01-01' : null,
      decidedByUserId: approved ? (await recordsFor(context)).userId : null,
      decidedAt: approved ? new Date() : null,
      reason: 'Walk',
      currency: 'CHF',
      netTotal: 10_000,
      vatTotal: 810,
      total: 10_810,
      requestedByUserId: requester.id,
    })
    .returning(['id', 'version'])
    .executeTakeFirstOrThrow();
}

/** A list-price change of the caller's company (the trigger's row, written by hand). */
async function walkPriceChange(context: SampleContext) {
  const { companyId } = await recordsFor(context);
  return context.db
    .insertInto('listPriceChange')
    .values({
      companyId,
      priceListItemId: 1,
      priceListId: 1,
      productId: 1,
      action: 'UPDATE',
      unit: 'CPM',
      oldPrice: '10.00',
      newPrice: '11.00',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** A position of the caller's company: a seeded one, else a copy of any in a campaign of its own. */
async function walkFinancialPosition(context: SampleContext): Promise<number> {
  const { companyId } = await recordsFor(context);
  const own = await findRow(context.db, 'campaignPosition', 'id', { companyId }, 'id');
  if (own) return own.id;
  const {
    id: _id,
    createdAt: _c,
    updatedAt: _u,
    version: _v,
    discounts,
    ...any
  } = await context.db
    .selectFrom('campaignPosition')
    .selectAll()
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const copy = await context.db
    .insertInto('campaignPosition')
    .values({
      ...(any as object),
      discounts: JSON.stringify(discounts ?? []),
      companyId,
      campaignId: await walkCampaign(context),
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return copy.id;
}

Object.assign(samples, {
  [creditNotes]: () => ({ url: `${creditNotes}?state=ALL&searchFilter=walk` }),
  [`${creditNotes}/counts`]: () => ({ url: `${creditNotes}/counts` }),
  [`${creditNotes}/export`]: () => ({
    url: `${creditNotes}/export?format=csv&columns=number,state,total`,
  }),
  [`${creditNotes}/:id`]: async (context) => ({
    url: `${creditNotes}/${(await walkCreditNote(context, 'APPROVED')).id}`,
  }),
  [`${creditNotes}/:id/pdf`]: async (context) => ({
    url: `${creditNotes}/${(await walkCreditNote(context, 'APPROVED')).id}/pdf`,
  }),
  [`${creditNotes}/:id/approve`]: async (context) => {
    const note = await walkCreditNote(context, 'PENDING_APPROVAL');
    return { url: `${creditNotes}/${note.id}/approve`, payload: { version: note.version } };
  },
  [`${creditNotes}/:id/reject`]: async (context) => {
    const note = await walkCreditNote(context, 'PENDING_APPROVAL');
    return {
      url: `${creditNotes}/${note.id}/reject`,
      payload: { version: note.version, note: 'Walk' },
    };
  },
  [`${invoices}/:id/credit-note`]: async (context) => ({
    url: `${invoices}/${(await walkIssuedInvoice(context)).id}/credit-note`,
    payload: { kind: 'CANCELLATION', reason: 'Walk', version: 0 },
  }),
  [`${invoices}/:id/credit-notes`]: async (context) => ({
    url: `${invoices}/${(await walkIssuedInvoice(context)).id}/credit-notes`,
  }),
  [`${compliance}/list-price-changes`]: () => ({
    url: `${compliance}/list-price-changes?action=UPDATE&changedFrom=2020-01-01`,
  }),
  [`${compliance}/list-price-changes/export`]: () => ({
    url: `${compliance}/list-price-changes/export?format=xlsx&columns=changedAt,oldPrice,newPrice`,
  }),
  [`${compliance}/list-price-changes/:id`]: async (context) => ({
    url: `${compliance}/list-price-changes/${(await walkPriceChange(context)).id}`,
  }),
  [`${compliance}/position-financials`]: () => ({
    url: `${compliance}/position-financials?minUnderList=35&currency=CHF`,
  }),
  [`${compliance}/position-financials/export`]: () => ({
    url: `${compliance}/position-financials/export?format=csv&columns=name,deviationPercent`,
  }),
  [`${compliance}/position-financials/:id`]: async (context) => ({
    url: `${compliance}/position-financials/${await walkFinancialPosition(context)}`,
  }),
  [`${compliance}/account-financials`]: () => ({
    url: `${compliance}/account-financials?overdueOnly=true&currency=CHF`,
  }),
  [`${compliance}/account-financials/export`]: () => ({
    url: `${compliance}/account-financials/export?format=csv&columns=accountName,open`,
  }),
  [`${compliance}/account-financials/:id`]: async (context) => {
    await walkIssuedInvoice(context);
    const { accountId } = await recordsFor(context);
    return { url: `${compliance}/account-financials/${accountId * 2}` };
  },
} satisfies typeof samples);

/** The walk on a started server: its callers (anonymous and every persona) and their contexts. */
export interface Walk {
  callers: Caller[];
  /** The context a sample is built in, for the caller and the method the walk sends. */
  contextFor(caller: Caller, method: string): SampleContext;
}

/**
 * Prepares the walk: a walker user (whose account links the auth samples use up) and every
 * persona of PERSONAS.md signed in, with the roles and company the server answers for them.
 */
export async function prepareWalk(server: TestServer): Promise<Walk> {
  const company = await rowOf(server.database.db, 'company', 'id', {}, 'id');
  const walker = await server.database.db
    .insertInto('appUser')
    .values({
      companyId: company.id,
      email: 'walker@example.com',
      firstName: 'Walker',
      lastName: 'Test',
      userRole: null,
      permissions: [],
      passwordHash: null,
      activatedAt: new Date(),
    })
    .returning(['id', 'email'])
    .executeTakeFirstOrThrow();
  const callers: Caller[] = [{ name: 'anonymous', roles: effectiveRoles(null) }];
  for (const persona of PERSONAS) callers.push(await signedInCaller(server, persona.email));
  return {
    callers,
    contextFor: (caller, method) => ({
      caller,
      spareToken: async () => (caller.token ? server.signIn(caller.name) : undefined),
      accountLink: (purpose) =>
        purpose === 'CONFIRM_EMAIL'
          ? server.database.db
              .transaction()
              .execute((trx) =>
                writeAccountLink(trx, testAuthSettings, walker, purpose, walker.email),
              )
          : sendAccountLink(server.database.db, testAuthSettings, walker, purpose),
      method,
      db: server.database.db,
    }),
  };
}

/** A user signed in (password demo), as a caller with the roles and company the server answers. */
export async function signedInCaller(server: TestServer, email: string): Promise<Caller> {
  const token = await server.signIn(email);
  const current = await server.send('GET', '/api/ws-users/current', token);
  const user = currentUserSchema.parse(current.json());
  return { name: email, token, roles: effectiveRoles(user), companyId: user.companyId };
}

/** The sample request of the route as the context's caller would send it. */
export async function sampleRequest(
  route: RouteEntry,
  context: SampleContext,
): Promise<InjectOptions | undefined> {
  return samples[route.url]?.(context);
}

// Publishers (issue 39): the caller's own facts, a month of them.
const publisherSamples: typeof samples = {
  '/api/ws-clickstream-analytics/impression-aggregates': () => ({
    url: '/api/ws-clickstream-analytics/impression-aggregates',
    payload: { from: '2026-01-01', to: '2026-01-31', groupBy: ['DAY', 'PAGE_DOMAIN'] },
  }),
  '/api/ws-publishers/revenue-aggregates': () => ({
    url: '/api/ws-publishers/revenue-aggregates',
    payload: { from: '2026-01-01', to: '2026-01-31', groupBy: ['WEBSITE', 'DEMAND_SOURCE'] },
  }),
};
Object.assign(samples, publisherSamples);

// The publishers' portal (issue 39): an account of a house selling one of the caller's sites
// (the caller's own, selling its own walk site) is a customer it may exclude, one per request.
async function walkExcludableAccount(context: SampleContext) {
  const { companyId } = await recordsFor(context);
  await walkPublishedSite(context, 'walk-exclusion.example');
  const account = await context.db
    .insertInto('account')
    .values(walkAccount(companyId, `Walk excluded ${++walkNumber}`))
    .returning('id')
    .executeTakeFirstOrThrow();
  return account.id;
}
const portal = '/api/ws-publishers';
Object.assign(samples, {
  [`${portal}/campaigns`]: () => ({ url: `${portal}/campaigns?includeEnded=true&search=walk` }),
  [`${portal}/exclusion-customers`]: () => ({ url: `${portal}/exclusion-customers?search=walk` }),
  [`${portal}/exclusions`]: async (context) =>
    context.method === 'POST'
      ? {
          url: `${portal}/exclusions`,
          payload: { kind: 'CUSTOMER', targetId: await walkExcludableAccount(context) },
        }
      : { url: `${portal}/exclusions?kind=CUSTOMER` },
  [`${portal}/exclusions/:id`]: async (context) => {
    const { companyId } = await recordsFor(context);
    const exclusion = await context.db
      .insertInto('publisherExclusion')
      .values({ companyId, kind: 'CUSTOMER', accountId: await walkExcludableAccount(context) })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { url: `${portal}/exclusions/${exclusion.id}` };
  },
} satisfies typeof samples);

// Placement groups and the dashboards' export (issue 39, session 12): a group of the caller's
// own published walk site, a fresh name each.
async function walkPlacementGroupBody(context: SampleContext) {
  return {
    name: `Walk group ${++walkNumber}`,
    websiteId: (await walkPublishedSite(context, 'walk-groups.example')).id,
    placementIds: [],
  };
}
async function walkPlacementGroup(context: SampleContext) {
  const { companyId } = await recordsFor(context);
  const { placementIds: _none, ...body } = await walkPlacementGroupBody(context);
  return context.db
    .insertInto('placementGroup')
    .values({ ...body, companyId })
    .returning(['id', 'version'])
    .executeTakeFirstOrThrow();
}
const groups = `${portal}/placement-groups`;
Object.assign(samples, {
  [`${portal}/revenue-aggregates/export`]: () => ({
    url: `${portal}/revenue-aggregates/export?from=2026-01-01&to=2026-01-31&grouping=DAY&format=csv&columns=timestamp,currency,netRevenue`,
  }),
  [`${portal}/placement-options`]: () => ({ url: `${portal}/placement-options` }),
  [groups]: async (context) =>
    context.method === 'POST'
      ? { url: groups, payload: await walkPlacementGroupBody(context) }
      : { url: `${groups}?nameFilter=walk` },
  [`${groups}/export`]: () => ({ url: `${groups}/export?format=csv&columns=name` }),
  [`${groups}/:id`]: async (context) => {
    const group = await walkPlacementGroup(context);
    return context.method === 'PUT'
      ? {
          url: `${groups}/${group.id}`,
          payload: { ...(await walkPlacementGroupBody(context)), version: group.version },
        }
      : { url: `${groups}/${group.id}` };
  },
  [`${groups}/bulk/:action`]: async (context) => ({
    url: `${groups}/bulk/deactivate`,
    payload: { ids: [(await walkPlacementGroup(context)).id], dryRun: true },
  }),
} satisfies typeof samples);

// ads.txt (issue 39, session 13): the caller's own published walk site; a save names the
// version read (null before the first), so a walk's second save is stale (412) or refused.
const adsTxt = `${portal}/ads-txt`;
Object.assign(samples, {
  [adsTxt]: () => ({ url: adsTxt }),
  [`${adsTxt}/:websiteId`]: async (context) => {
    const site = await walkPublishedSite(context, 'walk-ads-txt.example');
    const stored = await context.db
      .selectFrom('adsTxt')
      .select('version')
      .where('websiteId', '=', site.id)
      .executeTakeFirst();
    return {
      url: `${adsTxt}/${site.id}`,
      payload: {
        content: 'appnexus.com, 9312, RESELLER, f5ab79cb980f11d1\n',
        version: stored?.version ?? null,
      },
    };
  },
} satisfies typeof samples);

// --- Creatives and ad tags (issue 40) ---

/** The caller's company (the demo's first when the caller has none). */
const callerCompany = async (context: SampleContext) => (await recordsFor(context)).companyId;

/** A digital creative of the caller's company, with its advertiser (made when it has none). */
async function walkCreative(context: SampleContext) {
  const companyId = await callerCompany(context);
  const found = await findRow(
    context.db,
    'creative',
    ['id', 'version', 'accountId'],
    { companyId, kind: 'CREATIVE' },
    'id',
  );
  if (found?.accountId) return { id: found.id, version: found.version, accountId: found.accountId };
  const { accountId } = await recordsFor(context);
  const row = await context.db
    .insertInto('creative')
    .values({
      companyId,
      name: `Walk ${++walkNumber}`,
      status: 'PENDING_APPROVAL',
      format: 'THIRD_PARTY_TAG',
      tag: '<script src="https://a.example/x.js"></script>',
      width: 300,
      height: 250,
      accountId,
    })
    .returning(['id', 'version', 'accountId'])
    .executeTakeFirstOrThrow();
  return { id: row.id, version: row.version, accountId };
}

/** A third-party tag of the caller's company. */
async function walkTag(context: SampleContext) {
  const companyId = await callerCompany(context);
  const { accountId } = await recordsFor(context);
  return context.db
    .insertInto('thirdPartyTag')
    .values({
      companyId,
      advertiserAccountId: accountId,
      name: `Walk ${++walkNumber}`,
      format: 'JS',
      width: 300,
      height: 250,
      code: '<script src="https://a.example/x.js?c=${CLICK_URL}&cb=${CACHEBUSTER}"></script>',
      vendorDetected: 'OTHER',
      clickMacroPresent: true,
      cachebusterPresent: true,
      status: 'VALID',
    })
    .returning(['id', 'version'])
    .executeTakeFirstOrThrow();
}

/** A campaign of the caller's company with a digital position (the first). */
async function walkDigitalCampaign(context: SampleContext) {
  const companyId = await callerCompany(context);
  const row = await findRow(
    context.db,
    'campaignPosition',
    ['campaignId'],
    { companyId, positionType: 'DIGITAL' },
    'id',
  );
  return (
    row?.campaignId ?? (await findRow(context.db, 'campaign', ['id'], { companyId }, 'id'))?.id ?? 1
  );
}

/** A bulk upload of the caller's company, analysed, nothing in it. */
async function walkBulkUpload(context: SampleContext) {
  const companyId = await callerCompany(context);
  const userId = await firstUserIdOf(context.db, companyId);
  return context.db
    .insertInto('creativeBulkUpload')
    .values({ companyId, campaignId: await walkDigitalCampaign(context), createdByUserId: userId })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** A print creative of the caller's company. */
async function walkPrintCreative(context: SampleContext) {
  const companyId = await callerCompany(context);
  const position = await findRow(
    context.db,
    'campaignPosition',
    ['id'],
    { companyId, positionType: 'PRINT' },
    'id',
  );
  // A company without print positions has no print creative: an id no one has.
  if (!position) return { id: 2_147_483_000 };
  const pdf = await printPdf();
  return context.db
    .insertInto('printCreative')
    .values({
      companyId,
      campaignPositionId: position.id,
      name: `Walk ${++walkNumber}`,
      fileName: 'walk.pdf',
      content: pdf,
      weightBytes: pdf.length,
      status: 'READY',
      preflight: JSON.stringify(await preflightPdf(pdf)),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** A creative of the caller's company on the ad server (the demo's first, else any id). */
async function walkAdServerCreative(context: SampleContext) {
  const companyId = await callerCompany(context);
  const row = await context.db
    .selectFrom('creative as k')
    .innerJoin('adServerCreative as s', 's.creativeId', 'k.id')
    .select('k.id')
    .where('k.companyId', '=', companyId)
    // An approved one (the others are not synced), away from the creatives other samples edit.
    .where('k.approvalState', '=', 'APPROVED')
    .orderBy('k.id', 'desc')
    .executeTakeFirst();
  return row?.id ?? 1;
}

const creativeSamples: typeof samples = {
  '/api/ws-creatives/digital-creatives': async (context) =>
    context.method === 'POST'
      ? {
          url: '/api/ws-creatives/digital-creatives',
          payload: {
            name: `Walk ${++walkNumber}`,
            accountId: (await recordsFor(context)).accountId,
            format: 'THIRD_PARTY_TAG',
            tag: '<script src="https://ads.example.ch/tag.js"></script>',
            width: 300,
            height: 250,
          },
        }
      : { url: '/api/ws-creatives/digital-creatives?searchQuery=a&format=IMAGE' },
  '/api/ws-creatives/digital-creatives/export': () => ({
    url: '/api/ws-creatives/digital-creatives/export?format=csv&columns=name,format',
  }),
  '/api/ws-creatives/digital-creatives/:id': async (context) => {
    const creative = await walkCreative(context);
    const url = `/api/ws-creatives/digital-creatives/${creative.id}`;
    return context.method === 'PUT'
      ? {
          url,
          payload: {
            name: `Walk ${++walkNumber}`,
            accountId: creative.accountId,
            format: 'THIRD_PARTY_TAG',
            tag: '<script src="https://ads.example.ch/tag.js"></script>',
            width: 300,
            height: 250,
            version: creative.version,
          },
        }
      : { url };
  },
  '/api/ws-creatives/digital-creatives/files': () => {
    const { payload, headers } = multipartBody([
      { fileName: 'walk_300x250.png', contentType: 'image/png', content: bannerPng(300, 250) },
    ]);
    return { url: '/api/ws-creatives/digital-creatives/files', payload, headers };
  },
  '/api/ws-creatives/digital-creatives/:id/file': async (context) => ({
    url: `/api/ws-creatives/digital-creatives/${(await walkCreative(context)).id}/file`,
  }),
  '/api/ws-creatives/digital-creatives/:id/preview': async (context) => ({
    url: `/api/ws-creatives/digital-creatives/${(await walkCreative(context)).id}/preview`,
  }),
  '/api/ws-creatives/digital-creatives/:id/history': async (context) => ({
    url: `/api/ws-creatives/digital-creatives/${(await walkCreative(context)).id}/history`,
  }),
  '/api/ws-creatives/advertisers': () => ({ url: '/api/ws-creatives/advertisers?search=a' }),
  '/api/ws-creatives/digital-positions': async (context) => ({
    url: `/api/ws-creatives/digital-positions?accountId=${(await walkCreative(context)).accountId}`,
  }),
  '/api/ws-creatives/bulk-uploads': async (context) => {
    const { payload, headers } = multipartBody([
      { fileName: '300x250.png', contentType: 'image/png', content: bannerPng(300, 250) },
    ]);
    return {
      url: `/api/ws-creatives/bulk-uploads?campaignId=${await walkDigitalCampaign(context)}`,
      payload,
      headers,
    };
  },
  '/api/ws-creatives/bulk-uploads/:id': async (context) => ({
    url: `/api/ws-creatives/bulk-uploads/${(await walkBulkUpload(context)).id}`,
  }),
  '/api/ws-creatives/bulk-uploads/:id/confirm': async (context) => ({
    url: `/api/ws-creatives/bulk-uploads/${(await walkBulkUpload(context)).id}/confirm`,
    payload: { assignments: [], clickUrl: 'https://www.example.ch/' },
  }),
  '/api/ws-creatives/bulk-campaigns': () => ({ url: '/api/ws-creatives/bulk-campaigns?search=a' }),
  '/api/ws-creatives/print-creatives': async (context) => {
    if (context.method !== 'POST') return { url: '/api/ws-creatives/print-creatives?status=READY' };
    const { payload, headers } = multipartBody([
      { fileName: 'Walk.pdf', contentType: 'application/pdf', content: await printPdf() },
    ]);
    return {
      url: `/api/ws-creatives/print-creatives?positionId=${(await walkPrintPosition(context)).id}`,
      payload,
      headers,
    };
  },
  '/api/ws-creatives/print-creatives/:id': async (context) => ({
    url: `/api/ws-creatives/print-creatives/${(await walkPrintCreative(context)).id}`,
  }),
  '/api/ws-creatives/print-creatives/:id/file': async (context) => ({
    url: `/api/ws-creatives/print-creatives/${(await walkPrintCreative(context)).id}/file`,
  }),
  '/api/ws-creatives/print-positions': () => ({
    url: '/api/ws-creatives/print-positions?search=a',
  }),
  '/api/ws-creatives/third-party-tags': async (context) =>
    context.method === 'POST'
      ? {
          url: '/api/ws-creatives/third-party-tags',
          payload: {
            name: `Walk ${++walkNumber}`,
            advertiserAccountId: (await recordsFor(context)).accountId,
            format: 'JS',
            width: 300,
            height: 250,
            code: '<script src="https://a.example/x.js"></script>',
          },
        }
      : { url: '/api/ws-creatives/third-party-tags?status=WARN' },
  '/api/ws-creatives/third-party-tags/export': () => ({
    url: '/api/ws-creatives/third-party-tags/export?format=csv&columns=name,status',
  }),
  '/api/ws-creatives/third-party-tags/:id': async (context) => {
    const tag = await walkTag(context);
    const url = `/api/ws-creatives/third-party-tags/${tag.id}`;
    return context.method === 'PUT'
      ? {
          url,
          payload: {
            name: `Walk ${++walkNumber}`,
            advertiserAccountId: (await recordsFor(context)).accountId,
            format: 'JS',
            width: 300,
            height: 250,
            code: '<script src="https://a.example/x.js"></script>',
            version: tag.version,
          },
        }
      : { url };
  },
  '/api/ws-creatives/third-party-tags/:id/preview': async (context) => ({
    url: `/api/ws-creatives/third-party-tags/${(await walkTag(context)).id}/preview`,
  }),
  '/api/ws-creatives/third-party-tags/:id/history': async (context) => ({
    url: `/api/ws-creatives/third-party-tags/${(await walkTag(context)).id}/history`,
  }),
  '/api/ws-creatives/first-party-tags': () => ({
    url: '/api/ws-creatives/first-party-tags?kind=XANDR_AST',
  }),
  '/api/ws-creatives/ad-server-creatives': () => ({
    url: '/api/ws-creatives/ad-server-creatives?searchQuery=a',
  }),
  '/api/ws-creatives/ad-server-creatives/:id': async (context) => ({
    url: `/api/ws-creatives/ad-server-creatives/${await walkAdServerCreative(context)}`,
  }),
  '/api/ws-creatives/ad-server-creatives/:id/resync': async (context) => ({
    url: `/api/ws-creatives/ad-server-creatives/${await walkAdServerCreative(context)}/resync`,
  }),
};
Object.assign(samples, creativeSamples);

// --- Payouts (issue 39): every caller's own payout config, websites and payouts ---
const payoutBase = '/api/ws-payouts';
const walkPayoutConfigBody = {
  name: 'Walk payouts',
  currency: 'CHF' as const,
  sharePercent: 70,
  minimumPayout: 0,
  selfBillingAgreedAt: '2024-01-15',
  vatStatus: 'REGISTERED',
  vatNumber: null,
};

/** The CHF payout config of the caller's company (the seed's, else a new one). */
async function walkPayoutConfig(context: SampleContext) {
  const { companyId } = await recordsFor(context);
  await context.db
    .insertInto('payoutConfig')
    .values({ ...walkPayoutConfigBody, companyId })
    .onConflict((conflict) => conflict.columns(['companyId', 'currency']).doNothing())
    .execute();
  return rowOf(context.db, 'payoutConfig', ['id', 'version'], { companyId, currency: 'CHF' });
}

/** A website the caller's company publishes (made when it has none of that domain). */
async function walkPublishedSite(context: SampleContext, domain: string) {
  const { companyId } = await recordsFor(context);
  await context.db
    .insertInto('website')
    .values({ companyId, publisherCompanyId: companyId, name: 'Walk site', domain })
    .onConflict((conflict) => conflict.columns(['companyId', 'domain']).doNothing())
    .execute();
  return rowOf(context.db, 'website', 'id', { companyId, domain });
}

/** A payout website of the caller's company. */
async function walkPayoutWebsite(context: SampleContext) {
  const { companyId } = await recordsFor(context);
  const [config, site] = await Promise.all([
    walkPayoutConfig(context),
    walkPublishedSite(context, 'walk-payout.example'),
  ]);
  await context.db
    .insertInto('payoutWebsite')
    .values({ companyId, configId: config.id, websiteId: site.id })
    .onConflict((conflict) => conflict.columns(['companyId', 'websiteId']).doNothing())
    .execute();
  return rowOf(context.db, 'payoutWebsite', ['id', 'version', 'configId', 'websiteId'], {
    companyId,
    websiteId: site.id,
  });
}

/** A payout of the caller's CHF config for a month of its own (a walk's month each). */
async function walkPayout(context: SampleContext, state: 'DRAFT' | 'APPROVED') {
  const { companyId } = await recordsFor(context);
  const config = await walkPayoutConfig(context);
  const index = ++walkNumber;
  const month = `${1950 + Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
  return context.db
    .insertInto('payout')
    .values({
      companyId,
      configId: config.id,
      month,
      currency: 'CHF',
      sharePercent: 70,
      ...(state === 'APPROVED'
        ? {
            state,
            number: `AG-WALK-${index}`,
            issueDate: '2026-01-05',
            pdf: PDF,
            pdfSha256: 'walk',
          }
        : {}),
    })
    .returning(['id', 'version'])
    .executeTakeFirstOrThrow();
}

const payoutSamples: typeof samples = {
  [`${payoutBase}/payout-configs`]: async (context) => {
    if (context.method !== 'POST') return { url: `${payoutBase}/payout-configs?currency=CHF` };
    // One config per currency: the caller's EUR one goes (with what it paid), so the create has
    // its currency free.
    const { companyId } = await recordsFor(context);
    const eur = await findRow(context.db, 'payoutConfig', 'id', { companyId, currency: 'EUR' });
    if (eur) {
      await context.db.deleteFrom('payout').where('configId', '=', eur.id).execute();
      await context.db.deleteFrom('payoutWebsite').where('configId', '=', eur.id).execute();
      await context.db.deleteFrom('payoutConfig').where('id', '=', eur.id).execute();
    }
    return {
      url: `${payoutBase}/payout-configs`,
      payload: { ...walkPayoutConfigBody, currency: 'EUR' },
    };
  },
  [`${payoutBase}/payout-configs/export`]: () => ({
    url: `${payoutBase}/payout-configs/export?format=csv&columns=name,currency`,
  }),
  [`${payoutBase}/payout-configs/:id`]: async (context) => {
    const config = await walkPayoutConfig(context);
    const url = `${payoutBase}/payout-configs/${config.id}`;
    return context.method === 'PUT'
      ? { url, payload: { ...walkPayoutConfigBody, version: config.version } }
      : { url };
  },
  [`${payoutBase}/websites`]: async (context) => {
    if (context.method !== 'POST') return { url: `${payoutBase}/websites` };
    const [config, site] = await Promise.all([
      walkPayoutConfig(context),
      walkPublishedSite(context, 'walk-payout-new.example'),
    ]);
    await context.db.deleteFrom('payoutWebsite').where('websiteId', '=', site.id).execute();
    return { url: `${payoutBase}/websites`, payload: { configId: config.id, websiteId: site.id } };
  },
  [`${payoutBase}/websites/export`]: () => ({
    url: `${payoutBase}/websites/export?format=csv&columns=configId,websiteId`,
  }),
  [`${payoutBase}/websites/:id`]: async (context) => {
    const website = await walkPayoutWebsite(context);
    const url = `${payoutBase}/websites/${website.id}`;
    return context.method === 'PUT'
      ? {
          url,
          payload: {
            configId: website.configId,
            websiteId: website.websiteId,
            active: true,
            version: website.version,
          },
        }
      : { url };
  },
  [`${payoutBase}/website-options`]: () => ({ url: `${payoutBase}/website-options` }),
  [`${payoutBase}/payouts`]: () => ({ url: `${payoutBase}/payouts?state=APPROVED` }),
  [`${payoutBase}/payouts/:id`]: async (context) => ({
    url: `${payoutBase}/payouts/${(await walkPayout(context, 'DRAFT')).id}`,
  }),
  [`${payoutBase}/payouts/:id/pdf`]: async (context) => ({
    url: `${payoutBase}/payouts/${(await walkPayout(context, 'APPROVED')).id}/pdf`,
  }),
  [`${payoutBase}/payouts/:id/approve`]: async (context) => {
    const payout = await walkPayout(context, 'DRAFT');
    return {
      url: `${payoutBase}/payouts/${payout.id}/approve`,
      payload: { version: payout.version },
    };
  },
  [`${payoutBase}/statistics`]: () => ({ url: `${payoutBase}/statistics?month=2026-01` }),
  // One run per company at a time, as the invoice run's sample waits.
  // A run needs an active config to pay (a run with nothing to pay is a 422, session 12).
  [`${payoutBase}/runs`]: async (context) => {
    await noRunningJob(context, PAYOUT_RUN_JOB);
    const config = await walkPayoutConfig(context);
    await context.db
      .updateTable('payoutConfig')
      .set({ active: true })
      .where('id', '=', config.id)
      .execute();
    return { url: `${payoutBase}/runs`, payload: { month: '2020-01' } };
  },
  [`${payoutBase}/payer-options`]: () => ({ url: `${payoutBase}/payer-options` }),
};
Object.assign(samples, payoutSamples);

// --- The agency dashboard's documents (issue 39): an archived offer of the caller's campaign ---
const documentsBase = '/api/ws-dashboard/documents';

/** An archived document of the caller's company, its file stored (a walk's own each). */
async function walkDocument(context: SampleContext) {
  const { companyId, userId } = await recordsFor(context);
  const campaignId = await walkCampaign(context);
  const fileId = randomUUID();
  await context.db
    .insertInto('storedFile')
    .values(walkPdf(companyId, userId, `offer-${campaignId}.pdf`, fileId))
    .execute();
  return context.db
    .insertInto('archivedDocument')
    .values({
      companyId,
      campaignId,
      docType: 'OFFER',
      number: String(campaignId),
      fileId,
      sha256: createHash('sha256').update(PDF).digest('hex'),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

const documentSamples: typeof samples = {
  [documentsBase]: () => ({ url: `${documentsBase}?type=OFFER&createdFrom=2020-01-01` }),
  [`${documentsBase}/campaigns`]: () => ({ url: `${documentsBase}/campaigns?searchQuery=Ostern` }),
  [`${documentsBase}/:id`]: async (context) => ({
    url: `${documentsBase}/${(await walkDocument(context)).id}`,
  }),
  [`${documentsBase}/:id/file`]: async (context) => ({
    url: `${documentsBase}/${(await walkDocument(context)).id}/file`,
  }),
};
Object.assign(samples, documentSamples);
// Header tag (issue 41): its own file.
Object.assign(samples, headerTagSamples);
// business intelligence (issue 43)
Object.assign(samples, reportingSamples);
// Targeting and Semantiq (issue 42): its own file.
Object.assign(samples, targetingSamples);
// Yaleo (issue 42): its own file.
Object.assign(samples, yaleoSamples);
// Permalead (issue 44): its own file.
Object.assign(samples, permaleadSamples);
// Merging duplicate accounts (issue 46): its own file.
Object.assign(samples, accountMergeSamples);
