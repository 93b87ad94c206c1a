import { BUSINESS_TIME_ZONE, businessDay, DUNNING_JOB } from '@adconsole/api/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { JobKind } from '../../jobs/queue.ts';
import { type Scope, scopeOf } from '../../kit/scope.ts';
import type { Language } from '../../kit/texts.ts';
import { writeMail } from '../../mail/outbox.ts';
import { mailTexts } from '../../mail/texts.ts';
import type { ServiceContext } from '../context.ts';
import { isoDay } from '../orders/iso-day.ts';
import { renderReminderPdf } from './dunning-pdf.ts';
import { daysOverdue, defaultInterest, dunningLevels, levelReached } from './dunning-rules.ts';

// The daily dunning run (DOMAIN2 §1.6) as the job `finances.dunning`, scheduled at 06:00 in
// Europe/Zurich, one item per company with unpaid invoices past their due day (key
// `day/companyId`), done in the transaction that marks the item done:
// 1. an issued or partly paid invoice past its due day becomes OVERDUE (Art. 102 OR: in default
//    without a reminder), with its OVERDUE history entry;
// 2. an overdue invoice that reached a higher level of its currency's company config gets a
//    reminder at that level: a PDF in the account's language, mailed through the outbox to the
//    invoicing account's address, the reminder row (fee where the account's terms state one,
//    default interest at the config's rate), the invoice's level and REMINDER history entry;
//    the last level (blocksBooking) sets the account's booking block.
// Run again the same day it finds nothing new: OVERDUE is set once, a level once per invoice
// (`dunning_reminder`'s unique key is the last guard). `parameters.day` runs it for another day.

/** Every day at 06:00 in Europe/Zurich. */
export const DUNNING_CRON = '0 6 * * *';

const DUE_STATES = ['ISSUED', 'PARTIALLY_PAID'] as const;

/** The mail texts of a reminder. */
const MAIL_KEYS = ['reminderDocument.mail.subject', 'reminderDocument.mail.text'];

/** The companies with an unpaid invoice past its due day on `day`. */
async function companiesDue(db: Db, day: string): Promise<number[]> {
  const rows = await sql<{ companyId: number }>`
    select distinct company_id as "companyId" from invoice
    where state in ('ISSUED', 'PARTIALLY_PAID', 'OVERDUE') and due_date < ${day}::date
    order by 1`.execute(db);
  return rows.rows.map((row) => row.companyId);
}

/** Step 1: the company's issued invoices past their due day become OVERDUE. */
async function markOverdue(trx: Db, scope: Scope, day: string): Promise<number> {
  const due = await scope
    .lockedRows('invoice', trx)
    .select(['id', 'state', 'number', 'version'])
    .where('state', 'in', DUE_STATES)
    .where('dueDate', '<', day)
    .orderBy('id')
    .execute();
  if (due.length === 0) return 0;
  await scope
    .update('invoice', trx)
    .set({ state: 'OVERDUE', version: sql`version + 1`, updatedAt: new Date() })
    .where(
      'id',
      'in',
      due.map((row) => row.id),
    )
    .execute();
  await scope
    .insert(
      'invoiceEvent',
      due.map((row) => ({
        invoiceId: row.id,
        action: 'OVERDUE',
        fromState: row.state,
        toState: 'OVERDUE',
        number: row.number,
      })),
      trx,
    )
    .execute();
  return due.length;
}

/** Step 2: a reminder for each overdue invoice that reached a higher level. */
async function sendReminders(trx: Db, scope: Scope, day: string, mail: boolean): Promise<number> {
  const configs = await scope
    .rows('financeCompanyConfig', trx)
    .select(['currency', 'dunningLevels', 'defaultInterestPercent'])
    .execute();
  const policy = new Map(
    configs.map((config) => [
      config.currency,
      {
        levels: dunningLevels(config.dunningLevels),
        percent: Number(config.defaultInterestPercent),
      },
    ]),
  );
  const invoices = await scope
    .lockedRows('invoice as i', trx)
    .innerJoin('account as a', 'a.id', 'i.accountId')
    .select([
      'i.id',
      'i.number',
      'i.currency',
      'i.language',
      'i.issueDate',
      'i.dueDate',
      'i.total',
      'i.paidTotal',
      'i.dunningLevel',
      'i.accountId',
      'a.email',
      'a.language as accountLanguage',
      'a.reminderFeesAgreed',
    ])
    .where('i.state', '=', 'OVERDUE')
    .where('i.dueDate', '<', day)
    .orderBy('i.id')
    .execute();
  let sent = 0;
  for (const invoice of invoices) {
    const rules = policy.get(invoice.currency);
    if (!rules || !invoice.number || !invoice.dueDate || !invoice.issueDate) continue;
    const late = daysOverdue(isoDay(invoice.dueDate), day);
    const level = levelReached(rules.levels, late);
    if (!level || level.level <= invoice.dunningLevel) continue;
    const open = Number(invoice.total) - Number(invoice.paidTotal);
    if (open <= 0) continue;
    const language = (invoice.accountLanguage ?? invoice.language) as Language;
    const reminder = {
      level: level.level,
      reminderDay: day,
      daysOverdue: late,
      open,
      interest: defaultInterest(open, late, rules.percent),
      interestPercent: rules.percent,
      fee: invoice.reminderFeesAgreed ? level.fee : 0,
      blocksBooking: level.blocksBooking,
      invoice: {
        number: invoice.number,
        issueDate: invoice.issueDate,
        dueDate: invoice.dueDate,
        currency: invoice.currency,
        accountId: invoice.accountId,
        language,
      },
    };
    let mailId: number | null = null;
    if (mail && invoice.email) {
      const pdf = await renderReminderPdf(trx, scope, reminder);
      const t = await mailTexts(trx, language, MAIL_KEYS);
      const params = { level: level.level, number: invoice.number };
      mailId = await writeMail(trx, {
        recipient: invoice.email,
        template: 'DUNNING_REMINDER',
        subject: t('reminderDocument.mail.subject', params),
        text: t('reminderDocument.mail.text', params),
        language,
        related: { type: 'invoice', id: invoice.id },
        attachments: [
          { fileName: pdf.fileName, contentType: 'application/pdf', content: pdf.bytes },
        ],
      });
    }
    await scope
      .insert(
        'dunningReminder',
        {
          invoiceId: invoice.id,
          accountId: invoice.accountId,
          level: level.level,
          reminderDate: day,
          daysOverdue: late,
          openAmount: open,
          fee: reminder.fee,
          interest: reminder.interest,
          interestPercent: rules.percent,
          currency: invoice.currency,
          language,
          blocksBooking: level.blocksBooking,
          mailId,
        },
        trx,
      )
      .execute();
    await scope
      .update('invoice', trx)
      .set({ dunningLevel: level.level, updatedAt: new Date() })
      .where('id', '=', invoice.id)
      .execute();
    await scope
      .insert(
        'invoiceEvent',
        {
          invoiceId: invoice.id,
          action: 'REMINDER',
          fromState: 'OVERDUE',
          toState: 'OVERDUE',
          number: invoice.number,
        },
        trx,
      )
      .execute();
    if (level.blocksBooking) {
      await scope
        .update('account', trx)
        .set({ bookingBlockedAt: new Date() })
        .where('id', '=', invoice.accountId)
        .where('bookingBlockedAt', 'is', null)
        .execute();
    }
    sent += 1;
  }
  return sent;
}

/**
 * The dunning of one company on `day`: OVERDUE set, reminders written and (unless `mail` is
 * false: the demo data's history, whose reminders went out before the outbox existed) mailed.
 */
export async function dunCompany(trx: Db, companyId: number, day: string, { mail = true } = {}) {
  const scope = scopeOf(trx, companyId);
  const overdue = await markOverdue(trx, scope, day);
  const reminders = await sendReminders(trx, scope, day, mail);
  return { overdue, reminders };
}

const dayOf = (parameters: Record<string, unknown>, clock: () => Date) =>
  typeof parameters.day === 'string' ? parameters.day : businessDay(clock());

/** The daily job; `clock` is the tests' fixed day. */
export function dunningJob(clock: () => Date = () => new Date()): JobKind {
  return {
    kind: DUNNING_JOB,
    policy: 'stately',
    plan: async (context) => {
      const day = dayOf(context.parameters, clock);
      const companies = await companiesDue(context.db, day);
      return companies.map((companyId) => ({
        key: `${day}/${companyId}`,
        label: `Company ${companyId} on ${day}`,
      }));
    },
    runItem: async (trx, key) => {
      const [day, company] = key.split('/');
      const done = await dunCompany(trx as unknown as Db, Number(company), day as string);
      return `${done.overdue} invoices overdue, ${done.reminders} reminders`;
    },
  };
}

/** The job, scheduled daily in the business time zone. */
export function registerDunningJob({ jobs }: ServiceContext): void {
  jobs.define(dunningJob());
  jobs.schedule(DUNNING_JOB, DUNNING_CRON, BUSINESS_TIME_ZONE);
}
