import {
  type OfferMailSend,
  type OfferRecipient,
  type OfferWarning,
  QUANTITY_ABOVE_USUAL_FACTOR,
  serverMessage,
} from '@adconsole/api/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { HttpError, ValidationError } from '../../http/errors.ts';
import type { Scope } from '../../kit/scope.ts';
import { interfaceTexts, type Language } from '../../kit/texts.ts';
import { writeMail } from '../../mail/outbox.ts';
import { formatAmount } from './order-pdf.ts';

// Sending an offer (issue 33 point 5), the part the orders' campaigns and the post campaigns
// share: who may receive it (the invoicing account's contacts with an address, and the
// account's own address), the mail's subject and text in the customer's language, the check
// that the sender saw the warnings, and the mail with the PDF into the outbox. Each service
// moves its status and writes its history in the same transaction (orders.ts, post-offer.ts).

/** What the mail is about. */
export interface OfferFacts {
  /** The offer's number as the PDF prints it. */
  number: string;
  name: string;
  companyId: number;
  accountId: number;
  language: Language;
  currency: string;
  total: number;
  validUntil: string | null;
  /** The sending company's name (the mail's signature). */
  sender: string;
}

/** The invoicing account's contacts with an address (active ones first), then its own address. */
export async function offerRecipients(scope: Scope, accountId: number): Promise<OfferRecipient[]> {
  const [contacts, account] = await Promise.all([
    scope
      .rows('contact')
      .select(['id', 'firstName', 'lastName', 'email'])
      .where('accountId', '=', accountId)
      .where('active', '=', true)
      .where('email', 'is not', null)
      .where('email', '<>', '')
      .orderBy('lastName')
      .orderBy('firstName')
      .orderBy('id')
      .limit(100)
      .execute(),
    scope.rows('account').select(['name', 'email']).where('id', '=', accountId).executeTakeFirst(),
  ]);
  return [
    ...contacts.map((contact) => ({
      contactId: contact.id,
      name: `${contact.firstName} ${contact.lastName}`.trim(),
      email: contact.email ?? '',
    })),
    ...(account?.email ? [{ contactId: null, name: account.name, email: account.email }] : []),
  ];
}

const day = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

/** The mail's subject, text and attachment name in the customer's language, for a recipient. */
export async function offerMailDraft(
  db: Db,
  facts: OfferFacts,
  recipient: OfferRecipient | undefined,
): Promise<{ subject: string; text: string; fileName: string }> {
  const text = await interfaceTexts(db, facts.language, [
    'offerMail.subject',
    'offerMail.text',
    'offerMail.validity',
    'offerMail.attachment',
  ]);
  const fill = (key: string, values: Record<string, string>) =>
    text(key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
  const values = {
    number: facts.number,
    name: facts.name,
    recipient: recipient?.contactId ? recipient.name : '',
    currency: facts.currency,
    total: formatAmount(facts.total, facts.language),
    validity: facts.validUntil ? fill('offerMail.validity', { date: day(facts.validUntil) }) : '',
    sender: facts.sender,
  };
  return {
    subject: fill('offerMail.subject', values),
    // "Guten Tag " without a name reads as a greeting on its own.
    text: fill('offerMail.text', values).replace(/^(\S+(?: \S+)?) \n/, '$1\n'),
    fileName: fill('offerMail.attachment', values).replace(/[^\p{L}\p{N}._-]+/gu, '-'),
  };
}

/**
 * The positions whose quantity is far above the account's usual one: more than
 * QUANTITY_ABOVE_USUAL_FACTOR times the median of its earlier positions of the same unit (with
 * at least three of them to know what is usual).
 */
export async function quantitiesAboveUsual(
  scope: Scope,
  input: {
    accountId: number;
    campaignId: number;
    positions: readonly { name: string; unit: string; quantity: number }[];
  },
): Promise<OfferWarning[]> {
  const units = [...new Set(input.positions.map((position) => position.unit))];
  if (units.length === 0) return [];
  const rows = await scope.raw(sql<{ unit: string; usual: string; n: string }>`
    select p.unit, percentile_cont(0.5) within group (order by p.quantity) as usual, count(*) as n
    from campaign_position p
    join campaign c on c.id = p.campaign_id
    where ${scope.term('c')} and c.invoicing_account_id = ${input.accountId}
      and c.id <> ${input.campaignId} and p.status <> 'DELETED'
      and p.unit = any(${units}::text[])
    group by p.unit`);
  const usualOf = new Map(
    rows.rows.filter((row) => Number(row.n) >= 3).map((row) => [row.unit, Number(row.usual)]),
  );
  return input.positions.flatMap((position): OfferWarning[] => {
    const usual = usualOf.get(position.unit);
    return usual !== undefined &&
      usual > 0 &&
      position.quantity > usual * QUANTITY_ABOVE_USUAL_FACTOR
      ? [
          {
            code: 'QUANTITY_ABOVE_USUAL',
            position: position.name,
            value: position.quantity,
            limit: Math.round(usual),
          },
        ]
      : [];
  });
}

/** A send with warnings the sender has not accepted is refused: the preview shows them first. */
export function requireWarningsAccepted(
  warnings: readonly OfferWarning[],
  body: { acceptWarnings?: boolean | undefined },
) {
  if (warnings.length > 0 && !body.acceptWarnings) {
    throw new HttpError(
      409,
      `The offer has warnings (${[...new Set(warnings.map((warning) => warning.code))].join(', ')}): confirm them to send it`,
      'OFFER_HAS_WARNINGS',
    );
  }
}

/** The recipient the body names, which must be one of the account's. */
export function chosenRecipient(
  recipients: readonly OfferRecipient[],
  body: OfferMailSend,
): OfferRecipient {
  const recipient = recipients.find((candidate) => candidate.contactId === body.contactId);
  if (!recipient) {
    throw new ValidationError({ contactId: serverMessage('contactWithoutAddress') }, []);
  }
  return recipient;
}

/** Writes the offer's mail, its PDF attached, into the outbox (inside the caller's transaction). */
export function writeOfferMail(
  trx: Db,
  input: {
    recipient: OfferRecipient;
    language: Language;
    subject: string;
    text: string;
    pdf: { fileName: string; bytes: Uint8Array };
    related: { type: string; id: number };
  },
): Promise<number> {
  return writeMail(trx, {
    recipient: input.recipient.email,
    template: 'OFFER',
    subject: input.subject,
    text: input.text,
    language: input.language,
    related: input.related,
    attachments: [
      { fileName: input.pdf.fileName, contentType: 'application/pdf', content: input.pdf.bytes },
    ],
  });
}
