import {
  crmAccountEndpoints,
  crmContactEndpoints,
  isPlainText,
  isSingleLine,
  PERMALEAD_FIELDS,
  type PermaleadChannel,
  type PermaleadField,
  type PermaleadOutcome,
  type ServerMessage,
  serverMessage,
} from '@adconsole/api/contracts';
import { sql } from 'kysely';
import { z } from 'zod/mini';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../../http/access.ts';
import { ValidationError } from '../../http/errors.ts';
import type { Scope } from '../../kit/scope.ts';
import { accountStored } from '../crm/crm-accounts.ts';
import { contactStored } from '../crm/crm-contacts.ts';
import { accountDuplicates, contactDuplicates } from '../crm/duplicates.ts';
import { auditChange } from '../settings/audit.ts';
import type { TaskAuthor } from '../tasks/task-events.ts';
import { createTask } from '../tasks/tasks-actions.ts';

// One received lead, from the webhook or a row of a CSV file, in one transaction: its checks,
// its match against the company's accounts and contacts (the CRM's duplicate rules,
// crm/duplicates.ts), the account and contact it creates when nothing matches, its sales task
// (tasks-actions `createTask`, with the task's activity entry), the lead's row and its history
// entry. A refused lead is stored too, with why, and without the field that was refused.

/** The lead's fields as received: trimmed text, blank as absent. */
export type Lead = Partial<Record<PermaleadField, string>>;

/** The name of the lead source every Permalead task carries (made for a company on its first lead). */
export const PERMALEAD_SOURCE = 'Permalead';

const LONGEST: Record<PermaleadField, number> = {
  externalId: 100,
  company: 200,
  street: 200,
  postalCode: 20,
  city: 100,
  countryCode: 2,
  uidNumber: 30,
  firstName: 100,
  lastName: 100,
  email: 254,
  phone: 50,
  message: 2000,
};
/** An e-mail address as the contact's form takes one. */
const isEmail = (text: string) => z.email().safeParse(text).success;

/**
 * The lead's fields from what was received (a JSON object, a CSV row by header), and the first
 * reason to refuse it. A field that is not text, too long or holds control characters is left
 * out (hostile text is never stored) and refuses the lead.
 */
export function readLead(received: Record<string, unknown>): {
  lead: Lead;
  refusal?: ServerMessage;
} {
  const lead: Lead = {};
  let refusal: ServerMessage | undefined;
  for (const field of PERMALEAD_FIELDS) {
    const value = received[field];
    if (value === undefined || value === null) continue;
    const text = typeof value === 'number' ? String(value) : value;
    const trimmed = typeof text === 'string' ? text.trim() : undefined;
    const bad =
      trimmed === undefined ||
      trimmed.length > LONGEST[field] ||
      !(field === 'message' ? isPlainText(trimmed) : isSingleLine(trimmed));
    if (bad) {
      refusal ??= serverMessage('leadTextInvalid', { field });
      continue;
    }
    if (trimmed) lead[field] = trimmed;
  }
  if (refusal) return { lead, refusal };
  if (!lead.company) return { lead, refusal: serverMessage('leadCompanyMissing') };
  if (!(lead.firstName && lead.lastName) && !lead.email) {
    return { lead, refusal: serverMessage('leadPersonMissing') };
  }
  if (lead.email && !isEmail(lead.email)) {
    return { lead, refusal: serverMessage('leadEmailInvalid') };
  }
  return { lead };
}

/** How the lead came: the webhook with its delivery's signature, or a CSV file's row. */
export interface Delivery {
  channel: PermaleadChannel;
  signature?: string;
  /** Who uploaded the file (the history's author); the webhook has none. */
  actor?: Actor;
}

export interface Receipt {
  id: number;
  outcome: PermaleadOutcome;
  reason: ServerMessage | null;
  taskId: number | null;
}

/** The first field error of a record the lead would make (its form's own rules), as a refusal. */
function firstError(error: unknown): ServerMessage {
  if (error instanceof ValidationError) {
    const [message] = [...Object.values(error.fieldErrors), ...error.formErrors];
    if (message) return message;
  }
  throw error;
}

/** The company's Permalead lead source: made on its first lead. */
async function leadSourceId(scope: Scope, trx: Db): Promise<number> {
  const found = await scope
    .rows('leadSource', trx)
    .select('id')
    .where('name', '=', PERMALEAD_SOURCE)
    .executeTakeFirst();
  if (found) return found.id;
  const made = await scope
    .insert('leadSource', { name: PERMALEAD_SOURCE }, trx)
    .returning('id')
    .executeTakeFirstOrThrow();
  return made.id;
}

/** The account and contact the lead is: matched by the CRM's duplicate rules, else made. */
async function matchOrCreate(scope: Scope, trx: Db, lead: Lead) {
  const byEmail = lead.email
    ? (await contactDuplicates(scope, { email: lead.email }, trx)).items
    : [];
  const contact = byEmail.find((item) => item.active) ?? byEmail[0];
  if (contact) {
    return { outcome: 'MATCHED' as const, accountId: contact.account.id, contactId: contact.id };
  }
  const accounts = (
    await accountDuplicates(
      scope,
      { name: lead.company, city: lead.city, uidNumber: lead.uidNumber },
      trx,
    )
  ).items;
  const account = accounts.find((item) => item.active) ?? accounts[0];
  let accountId = account?.id;
  if (!accountId) {
    const parsed = crmAccountEndpoints.create.body.safeParse({
      name: lead.company,
      street: lead.street ?? null,
      postalCode: lead.postalCode ?? null,
      city: lead.city ?? null,
      countryCode: lead.countryCode?.toUpperCase() ?? 'CH',
      uidNumber: lead.uidNumber ?? null,
    });
    if (!parsed.success) throw ValidationError.fromZod(parsed.error);
    const made = await scope
      .insert('account', accountStored(parsed.data), trx)
      .returning('id')
      .executeTakeFirstOrThrow();
    accountId = made.id;
  }
  const sameName =
    account && lead.firstName && lead.lastName
      ? (
          await contactDuplicates(
            scope,
            { firstName: lead.firstName, lastName: lead.lastName, accountId },
            trx,
          )
        ).items[0]
      : undefined;
  let contactId = sameName?.id ?? null;
  // The person of a lead without a contact at its account is made one (by name or, without a
  // name, by the part of the e-mail address before @).
  if (!contactId) {
    const parsed = crmContactEndpoints.create.body.safeParse({
      accountId,
      firstName: lead.firstName ?? '',
      lastName: lead.lastName ?? lead.email?.split('@')[0] ?? '',
      email: lead.email ?? null,
      phone: lead.phone ?? null,
    });
    if (!parsed.success) throw ValidationError.fromZod(parsed.error);
    const made = await scope
      .insert('contact', contactStored(parsed.data), trx)
      .returning('id')
      .executeTakeFirstOrThrow();
    contactId = made.id;
  }
  return { outcome: account ? ('MATCHED' as const) : ('CREATED' as const), accountId, contactId };
}

/** The task's description: the lead's message, then who and how to reach them. */
function describe(lead: Lead): string {
  const person = [lead.firstName, lead.lastName].filter(Boolean).join(' ');
  const reach = [person, lead.email, lead.phone].filter(Boolean).join(', ');
  return [lead.message, reach && `Permalead: ${reach}`].filter(Boolean).join('\n\n');
}

/** The stored columns of the lead's fields. */
const leadColumns = (lead: Lead) => ({
  externalId: lead.externalId ?? null,
  companyName: lead.company ?? null,
  street: lead.street ?? null,
  postalCode: lead.postalCode ?? null,
  city: lead.city ?? null,
  countryCode: lead.countryCode?.toUpperCase() ?? null,
  uidNumber: lead.uidNumber ?? null,
  firstName: lead.firstName ?? null,
  lastName: lead.lastName ?? null,
  email: lead.email ?? null,
  phone: lead.phone ?? null,
  message: lead.message ?? null,
});

/**
 * Receives one lead in the caller's transaction: checked, matched or made, its task created by
 * `author`, its row and history entry written. A refusal is a stored outcome, not an error.
 */
export async function receiveLead(
  scope: Scope,
  trx: Db,
  author: TaskAuthor,
  received: Record<string, unknown>,
  delivery: Delivery,
): Promise<Receipt> {
  const { lead, refusal } = readLead(received);
  let reason = refusal ?? null;
  if (!reason && lead.externalId) {
    const earlier = await scope
      .rows('permalead', trx)
      .select('id')
      .where('externalId', '=', lead.externalId)
      .where('outcome', '!=', 'REFUSED')
      .executeTakeFirst();
    if (earlier) reason = serverMessage('leadAlreadyReceived', { externalId: lead.externalId });
  }
  let made: Awaited<ReturnType<typeof matchOrCreate>> | undefined;
  let taskId: number | null = null;
  if (!reason) {
    // What the lead makes is undone (to the savepoint) when one of its records' rules refuses it.
    await sql`savepoint permalead_lead`.execute(trx);
    try {
      made = await matchOrCreate(scope, trx, lead);
      taskId = await createTask(scope, trx, author, {
        accountId: made.accountId,
        priority: 'MEDIUM',
        description: describe(lead),
        leadSourceId: await leadSourceId(scope, trx),
        labelIds: [],
        participantIds: [],
      });
      await sql`release savepoint permalead_lead`.execute(trx);
    } catch (error) {
      await sql`rollback to savepoint permalead_lead`.execute(trx);
      made = undefined;
      taskId = null;
      reason = firstError(error);
    }
  }
  const outcome: PermaleadOutcome = made?.outcome ?? 'REFUSED';
  const row = await scope
    .insert(
      'permalead',
      {
        channel: delivery.channel,
        outcome,
        reason,
        ...leadColumns(lead),
        accountId: made?.accountId ?? null,
        contactId: made?.contactId ?? null,
        taskId,
        signature: delivery.signature ?? null,
      },
      trx,
    )
    .returningAll()
    .executeTakeFirstOrThrow();
  const { signature: _signature, ...history } = row;
  await auditChange(trx, {
    actor: delivery.actor ?? null,
    entityType: 'PERMALEAD',
    entityId: row.id,
    before: undefined,
    after: history,
  });
  return { id: row.id, outcome, reason, taskId };
}
