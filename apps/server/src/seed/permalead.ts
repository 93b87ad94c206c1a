import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { scopeOf } from '../kit/scope.ts';
import type { SecretBox } from '../services/header-tag/secret-box.ts';
import { receiveLead } from '../services/permalead/receive.ts';
import { ascii } from './admin.ts';
import { BUSINESSES, FIRST_NAMES, LAST_NAMES, PLACE_WORDS } from './crm-data.ts';
import { streetsOf, TOWNS } from './crm-towns.ts';
import { DAY, random } from './random.ts';
import type { DemoScale } from './scale.ts';

// Permalead's received leads (issue 44): a few hundred over the last 90 days for the admin
// persona's company (Adconsole AG), received through the real path (services/permalead
// `receiveLead`): matched against its accounts and contacts by the CRM's duplicate rules, made
// into accounts, contacts and sales tasks, or refused and why. About 40 % are businesses it
// knows (a contact's e-mail, or the account's name in its town), 40 % new ones in Swiss,
// Austrian and German towns, the rest refused (no company, no person, a bad e-mail address, a
// provider id received twice). Reproducible: a seeded generator, dates relative to `now`.

const MESSAGES = [
  'Bitte um Mediadaten und Preise für Online-Banner.',
  'Interesse an einer Printanzeige im Frühling.',
  'Wir eröffnen eine Filiale und suchen ein Werbepaket.',
  'Rückruf erwünscht: Stelleninserat für zwei Lehrstellen.',
  'Angebot für Radio- und Online-Kombination gewünscht.',
  'Newsletter-Sponsoring im Herbst, Budget ca. 5000 CHF.',
  'Plakatkampagne zur Saisoneröffnung geplant.',
  'Wie viel kostet ein Native Ad auf Ihrer Website?',
  null,
];

const DIAL = { CH: '+41', AT: '+43', DE: '+49' };
const LEGAL = { CH: ['AG', 'GmbH', ''], AT: ['GmbH', 'KG', 'OG'], DE: ['GmbH', 'KG', 'e.K.'] };

/** The part of a name an e-mail address is made of: 'Müller' → 'mueller'. */
const mailPart = (text: string) => ascii(text).replace(/-/g, '');

export async function seedPermaleadDemoData(
  db: Db,
  now: Date,
  scale: DemoScale,
  secrets?: SecretBox,
): Promise<number> {
  const rng = random(20_261_129);
  const company = await db
    .selectFrom('company')
    .select('id')
    .where('name', '=', 'Adconsole AG')
    .executeTakeFirst();
  if (!company) return 0;
  const admin = await db
    .selectFrom('appUser')
    .select('id')
    .where('email', '=', 'admin@example.com')
    .executeTakeFirst();
  if (!admin) return 0;
  const scope = scopeOf(db, company.id);
  const known = await scope
    .rows('contact as c')
    .innerJoin('account as a', 'a.id', 'c.accountId')
    .select(['c.firstName', 'c.lastName', 'c.email', 'a.name', 'a.city'])
    .where('c.email', 'is not', null)
    .where('a.active', '=', true)
    .orderBy('c.id')
    .limit(400)
    .execute();
  const towns = TOWNS.filter((town) => town.weight > 0);
  // The full data only: the small data's tests count the accounts and tasks they know.
  const count = scale === 'full' ? 300 : 0;
  let received = 0;
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const roll = rng.next();
    const town = rng.pick(towns);
    const first = rng.pick(FIRST_NAMES.de);
    const last = rng.pick(LAST_NAMES.de);
    const business = rng
      .weighted(BUSINESSES)
      .pattern.replace('{last}', rng.pick(LAST_NAMES.de))
      .replace('{place}', rng.pick(PLACE_WORDS));
    const legal = rng.pick(LEGAL[town.countryCode]);
    const companyName = legal ? `${business} ${legal}` : business;
    const domain = `${mailPart(business).slice(0, 24)}.example.${town.countryCode.toLowerCase()}`;
    let externalId = `PL-${String(100_000 + index * 7).padStart(7, '0')}`;
    let lead: Record<string, string> = {
      company: companyName,
      street: `${rng.pick(streetsOf(town, 'de'))} ${rng.int(1, 120)}`,
      postalCode: town.postalCode,
      city: town.city,
      countryCode: town.countryCode,
      firstName: first,
      lastName: last,
      email: `${mailPart(first)}.${mailPart(last)}@${domain}`,
      phone: `${DIAL[town.countryCode]} ${rng.int(21, 91)} ${rng.int(200, 999)} ${rng.int(10, 99)} ${rng.int(10, 99)}`,
    };
    const contact = known.length > 0 ? rng.pick(known) : undefined;
    if (roll < 0.25 && contact?.email) {
      // A person the CRM knows writes again: matched by the contact's e-mail address.
      lead = {
        company: contact.name,
        city: contact.city ?? '',
        firstName: contact.firstName,
        lastName: contact.lastName,
        email: contact.email,
      };
    } else if (roll < 0.4 && contact) {
      // A new person at a business the CRM knows: matched by the account's name in its town.
      lead = { ...lead, company: contact.name, city: contact.city ?? '', countryCode: 'CH' };
      delete lead.postalCode;
      delete lead.street;
    } else if (roll < 0.86) {
      // A business new to the CRM: its account, contact and task are made.
    } else if (roll < 0.9) {
      delete lead.company;
    } else if (roll < 0.93) {
      lead = { company: companyName, city: town.city };
    } else if (roll < 0.96) {
      lead.email = `${mailPart(first)}.${mailPart(last)}(at)${domain}`;
    } else if (ids.length > 0) {
      // The provider sent a lead twice.
      externalId = rng.pick(ids);
    }
    const message = rng.pick(MESSAGES);
    const channel = rng.next() < 0.8 ? ('WEBHOOK' as const) : ('CSV' as const);
    const at = new Date(now.getTime() - rng.int(0, 90 * 24) * (DAY / 24) - rng.int(0, 3599_000));
    const receipt = await receiveLead(
      scope,
      db,
      { user: { userId: admin.id } },
      { externalId, ...lead, ...(message ? { message } : {}) },
      { channel },
    );
    ids.push(externalId);
    received += 1;
    // The lead, its task and the task's entry as of when it was received.
    await scope
      .update('permalead', db)
      .set({ receivedAt: at })
      .where('id', '=', receipt.id)
      .execute();
    if (receipt.taskId) {
      await sql`update sales_task set created_at = ${at}, updated_at = ${at}
        where id = ${receipt.taskId}`.execute(db);
      await sql`update activity set activity_date = ${at}, creation_date = ${at}
        where task_id = ${receipt.taskId}`.execute(db);
    }
  }
  // The leads came through the webhook: its secret was set by the admin before the first one
  // (the s15 stranger read "no secret yet" above 300 webhook leads). A random secret, sealed as
  // a rotation seals it: the provider holds it; whoever wants to try the webhook rotates it.
  if (received > 0 && secrets) {
    await scope
      .insert('permaleadSettings', {
        secretEncrypted: secrets.seal(randomBytes(32).toString('base64url')),
        rotatedAt: new Date(now.getTime() - 120 * DAY),
        rotatedByUserId: admin.id,
      })
      .execute();
  }
  return received;
}
