import type { NonTechnicalActivityType } from '@adconsole/api/contracts';
import type { Db } from '../db/database.ts';
import { slug } from './account-fields.ts';
import { DAY, type Random } from './random.ts';
import { accountLanguage, type DemoAccount, SALES_ACCOUNTS } from './sales-accounts.ts';
import { CAMPAIGNS, COMMENTS, fill, PRODUCTS, TOUCHPOINTS } from './sales-texts.ts';

// The sales company's touchpoints, system entries and comments (sales.ts), in the order the
// sales seed writes them: its generator's draws follow one another across them.

/** What the touchpoints and comments draw on: the sales seed's accounts, people and generator. */
export interface SalesSeed {
  db: Db;
  now: Date;
  rng: Random;
  salesCompany: number;
  sales: number;
  admin: number;
  salesAccounts: readonly { id: number; name: string }[];
  contactsOf: (accountId: number) => { id: number; firstName: string; lastName: string }[];
}

/**
 * A year of touchpoints: weekdays, office hours, logged a little after they happened, with
 * their contacts, participants and funnel labels. Answers their ids, newest first.
 */
export async function seedTouchpoints(
  seed: SalesSeed,
  funnelLabels: readonly { id: number }[],
): Promise<{ id: number }[]> {
  const { db, now, rng, salesCompany, sales, admin, salesAccounts, contactsOf } = seed;
  const types: NonTechnicalActivityType[] = [
    'PHONE',
    'PHONE',
    'EMAIL',
    'EMAIL',
    'MEETING',
    'OTHER',
  ];
  const touchpoints = Array.from({ length: 320 }, (_, index) => {
    const accountIndex = Math.floor(rng.next() ** 1.6 * salesAccounts.length);
    const account = salesAccounts[accountIndex] as { id: number; name: string };
    const demo = SALES_ACCOUNTS[accountIndex] as DemoAccount;
    const language = accountLanguage(demo);
    const type = rng.pick(types);
    const people = contactsOf(account.id);
    const contact = people.length > 0 ? rng.pick(people) : undefined;
    let date = new Date(
      now.getTime() - Math.floor((index / 320) * 365 * DAY) - rng.int(0, DAY / 2),
    );
    while (date.getUTCDay() === 0 || date.getUTCDay() === 6) date = new Date(date.getTime() - DAY);
    date.setUTCHours(rng.int(6, 16), rng.pick([0, 15, 30, 45]), 0, 0);
    const year = String(date.getUTCFullYear() + (date.getUTCMonth() >= 8 ? 1 : 0));
    const template = rng.pick(TOUCHPOINTS[type][language]);
    const values = {
      contact: contact ? `${contact.firstName} ${contact.lastName}` : 'der Kundin',
      campaign: `${rng.pick(CAMPAIGNS)} ${year}`,
      product: rng.pick(PRODUCTS),
      year,
      city: demo.city,
    };
    return {
      account,
      contact,
      row: {
        companyId: salesCompany,
        entityType: 'ACCOUNT',
        entityId: account.id,
        accountId: account.id,
        taskId: rng.next() < 0.2 ? rng.int(1001, 1040) : null,
        activityType: type,
        title: rng.next() < 0.9 ? fill(template.title, values) : null,
        message: fill(template.message, values),
        activityDate: date,
        creationDate: new Date(date.getTime() + rng.int(5, 240) * 60_000),
        creatorUserId: rng.next() < 0.85 ? sales : admin,
        notifySales: rng.next() < 0.1,
        emails:
          type === 'EMAIL' && contact
            ? [`${slug(contact.firstName)}.${slug(contact.lastName)}@kunde.example`]
            : [],
        keyValues: '{}',
      },
    };
  });
  const activityIds = await db
    .insertInto('activity')
    .values(touchpoints.map((touchpoint) => touchpoint.row))
    .returning('id')
    .execute();
  const activityContacts: { activityId: number; contactId: number }[] = [];
  const activityParticipants: { activityId: number; userId: number }[] = [];
  const activityLabels: { activityId: number; labelId: number }[] = [];
  touchpoints.forEach((touchpoint, index) => {
    const activityId = activityIds[index]?.id;
    if (!activityId) return;
    if (touchpoint.contact) activityContacts.push({ activityId, contactId: touchpoint.contact.id });
    const second = contactsOf(touchpoint.account.id).find(
      (contact) => contact.id !== touchpoint.contact?.id,
    );
    if (second && touchpoint.row.activityType === 'MEETING') {
      activityContacts.push({ activityId, contactId: second.id });
    }
    if (touchpoint.row.creatorUserId !== sales && rng.next() < 0.7) {
      activityParticipants.push({ activityId, userId: sales });
    }
    const labelCount = rng.next() < 0.5 ? 0 : rng.int(1, 2);
    const chosen = new Set<number>();
    for (let n = 0; n < labelCount; n++) chosen.add(rng.pick(funnelLabels).id);
    for (const labelId of chosen) activityLabels.push({ activityId, labelId });
  });
  await db.insertInto('activityContact').values(activityContacts).execute();
  if (activityParticipants.length > 0) {
    await db.insertInto('activityParticipant').values(activityParticipants).execute();
  }
  await db.insertInto('activityLabel').values(activityLabels).execute();
  return activityIds;
}

/** System entries: campaign pushes, proofs, field changes. */
export async function seedSystemEntries(
  db: Db,
  now: Date,
  salesCompany: number,
  ops: number,
  printops: number,
): Promise<void> {
  const technical = [
    ['CAMPAIGN', 'PUSH_TO_ADSERVER', 'Kampagne an den Ad-Server übertragen.'],
    ['CAMPAIGN', 'CAMPAIGN_CONFIRMATION_SENT', 'Auftragsbestätigung an den Kunden gesendet.'],
    ['CAMPAIGN_TECHNICAL', 'RUNNING_STAGE_CHECKED', 'Ausspielung geprüft: alle Positionen laufen.'],
    [
      'CAMPAIGN_POSITION_UPDATE',
      'CAMPAIGN_POSITION_FIELD_CHANGED',
      'Enddatum von 2027-03-21 auf 2027-03-28 geändert.',
    ],
    ['CREATIVE_TECHNICAL', 'CREATIVE_DECLINED', 'Sujet abgelehnt: Dateigrösse über 150 kB.'],
    ['CAMPAIGN', 'DIGITAL_PROOF_SENT', 'Digitaler Gut-zum-Druck versendet.'],
    ['CAMPAIGN', 'INVOICE_NOTIFICATION', 'Rechnung erstellt und versendet.'],
  ] as const;
  await db
    .insertInto('activity')
    .values(
      Array.from({ length: 42 }, (_, index) => {
        const [entityType, activityType, message] = technical[
          index % technical.length
        ] as (typeof technical)[number];
        const campaignId = 6001 + (index % 6);
        const date = new Date(now.getTime() - index * 4 * DAY - 3_600_000);
        return {
          companyId: salesCompany,
          entityType,
          entityId: campaignId,
          entityName: `${CAMPAIGNS[index % CAMPAIGNS.length]} ${now.getUTCFullYear()} (${campaignId})`,
          accountId: null,
          taskId: null,
          activityType,
          title: null,
          message,
          activityDate: date,
          creationDate: date,
          creatorUserId: activityType === 'DIGITAL_PROOF_SENT' ? printops : ops,
          campaignPositionIds:
            entityType === 'CAMPAIGN_POSITION_UPDATE' ? [60011 + (index % 3)] : [],
          keyValues: JSON.stringify({ campaignId: String(campaignId) }),
        };
      }),
    )
    .execute();
}

/** Comments: CRM comments on accounts, funnel comments on tasks. */
export async function seedComments(seed: SalesSeed): Promise<void> {
  const { db, now, rng, salesCompany, sales, admin, salesAccounts, contactsOf } = seed;
  const comments = Array.from({ length: 70 }, (_, index) => {
    const accountIndex = Math.floor(rng.next() ** 1.4 * salesAccounts.length);
    const account = salesAccounts[accountIndex] as { id: number; name: string };
    const demo = SALES_ACCOUNTS[accountIndex] as DemoAccount;
    const language = accountLanguage(demo);
    const people = contactsOf(account.id);
    const contact = people.length > 0 ? rng.pick(people) : undefined;
    const funnel = index % 3 === 2;
    const date = new Date(
      now.getTime() - Math.floor((index / 70) * 200 * DAY) - rng.int(0, DAY / 3),
    );
    return {
      contact,
      row: {
        companyId: salesCompany,
        variant: funnel ? ('FUNNEL' as const) : ('CRM' as const),
        accountId: account.id,
        taskId: funnel ? rng.int(1001, 1040) : null,
        title:
          rng.next() < 0.4 ? rng.pick(['Rechnung', 'Sujets', 'Budget', 'Kontakt', 'Termin']) : null,
        message: fill(rng.pick(COMMENTS[language]), {
          city: demo.city,
          campaign: `${rng.pick(CAMPAIGNS)} ${now.getUTCFullYear()}`,
          contact: contact ? `${contact.firstName} ${contact.lastName}` : 'neue Ansprechperson',
        }),
        commentDate: date,
        createdAt: date,
        creatorUserId: index % 5 === 4 ? admin : sales,
        notifySales: funnel && rng.next() < 0.3,
      },
    };
  });
  const commentIds = await db
    .insertInto('comment')
    .values(comments.map((comment) => comment.row))
    .returning('id')
    .execute();
  const commentContacts = comments.flatMap((comment, index) => {
    const commentId = commentIds[index]?.id;
    return commentId && comment.contact ? [{ commentId, contactId: comment.contact.id }] : [];
  });
  await db.insertInto('commentContact').values(commentContacts).execute();
  const adminComments = comments.flatMap((comment, index) => {
    const commentId = commentIds[index]?.id;
    return commentId && comment.row.creatorUserId === admin ? [{ commentId, userId: sales }] : [];
  });
  if (adminComments.length > 0) {
    await db.insertInto('commentParticipant').values(adminComments).execute();
  }
}
