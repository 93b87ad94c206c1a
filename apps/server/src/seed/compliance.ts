import { businessDay } from '@adconsole/api/contracts';
import { setAuditActor } from '../db/audit-actor.ts';
import type { Db } from '../db/database.ts';
import type { Actor } from '../http/access.ts';
import { scopeOf } from '../kit/scope.ts';
import { decideCreditNote, requestCreditNote } from '../services/finances/credit-notes.ts';
import { dunCompany } from '../services/finances/dunning.ts';

// Credit notes, list-price changes and reminders of the demo (issue 38 part 4), through the same
// rules the console uses, for the finance persona's company:
// - the second finance person (controlling@example.com, a persona) approves what the finance
//   persona asks for (four eyes need two people of one company);
// - price changes by both, each recorded by the database's trigger with its author;
// - credit notes: one pending (to approve), one approved (the invoice cancelled), one rejected;
// - the dunning of the seeding day: the overdue invoices' reminders at the level their days
//   reached (recorded, not mailed: see below); every third account agreed to reminder fees.
// A handful of rows each: it adds about a second to the first start.

const COMPANY = 'Adconsole Sales';
/** A seeding actor: the user a rule names as the author of a change. */
const actorOf = (userId: number, companyId: number) =>
  ({
    user: { userId },
    actingCompanyId: companyId,
    roles: new Set(),
    language: 'de',
  }) as unknown as Actor;

/** Seeds the compliance demo data; answers how many reminders the dunning run wrote. */
export async function seedComplianceDemoData(trx: Db, activatedAt: Date): Promise<number> {
  const company = await trx
    .selectFrom('company')
    .select('id')
    .where('name', '=', COMPANY)
    .executeTakeFirst();
  const finance = await trx
    .selectFrom('appUser')
    .select('id')
    .where('email', '=', 'finance@example.com')
    .executeTakeFirst();
  if (!company || !finance) return 0;
  const second = await trx
    .selectFrom('appUser')
    .select('id')
    .where('email', '=', 'controlling@example.com')
    .executeTakeFirst();
  if (!second) return 0;
  const scope = scopeOf(trx, company.id);

  // List-price changes: the first prices of the company, raised or lowered by each of them.
  const prices = await scope
    .rows('priceListItem', trx)
    .select(['id', 'listPrice'])
    .orderBy('id')
    .limit(12)
    .execute();
  for (const [index, price] of prices.entries()) {
    await setAuditActor(trx, index % 3 === 0 ? second.id : finance.id);
    const factor = index % 4 === 0 ? 0.97 : 1.05;
    await scope
      .update('priceListItem', trx)
      .set({ listPrice: (Number(price.listPrice) * factor).toFixed(2) })
      .where('id', '=', price.id)
      .execute();
  }

  // Reminder fees where the terms say so: every third account of the company.
  await scope
    .update('account', trx)
    .set({ reminderFeesAgreed: true })
    .where(({ eb }) => eb(eb('id', '%', 3), '=', 0))
    .execute();

  // Credit notes of three issued, unpaid invoices (the oldest overdue ones first).
  const invoices = await scope
    .rows('invoice', trx)
    .select(['id', 'version'])
    .where('state', 'in', ['ISSUED', 'OVERDUE'])
    .where('paidTotal', '=', 0)
    .where('docType', '=', 'INVOICE')
    .orderBy('issueDate')
    .orderBy('id')
    .limit(3)
    .execute();
  const asFinance = actorOf(finance.id, company.id);
  const asSecond = actorOf(second.id, company.id);
  const reasons = [
    'Kampagne storniert, Leistung nicht erbracht',
    'Falscher Rabatt verrechnet',
    'Doppelt verrechnet',
  ];
  for (const [index, invoice] of invoices.entries()) {
    const requester = index === 2 ? asSecond : asFinance;
    const note = await requestCreditNote(trx, scope, requester, invoice.id, {
      kind: index === 1 ? 'CORRECTION' : 'CANCELLATION',
      reason: reasons[index] ?? '',
      version: invoice.version,
    });
    if (index === 1) {
      await decideCreditNote(trx, scope, asSecond, note.id, {
        version: note.version,
        approve: true,
      });
    } else if (index === 2) {
      await decideCreditNote(trx, scope, asFinance, note.id, {
        version: note.version,
        note: 'Die Rechnung ist korrekt: die Leistung wurde erbracht.',
        approve: false,
      });
    }
  }

  // The dunning of the seeding day, recorded without mails: rendering a PDF per overdue
  // invoice (about 70) took 23 s of the first start; the daily run mails from then on.
  const done = await dunCompany(trx, company.id, businessDay(activatedAt), { mail: false });
  return done.reminders;
}
