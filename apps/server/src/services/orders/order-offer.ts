import {
  businessDay,
  type CampaignRecord,
  type CampaignStatus,
  endpoints,
  type OfferWarning,
  serverMessage,
  shiftDay,
} from '@adconsole/api/contracts';
import type { Db } from '../../db/database.ts';
import type { AccessRule, Actor } from '../../http/access.ts';
import { HttpError, staleRecord, ValidationError } from '../../http/errors.ts';
import { registerEndpoint } from '../../http/routes.ts';
import { companyOf, type Scope } from '../../kit/scope.ts';
import type { Language } from '../../kit/texts.ts';
import { announceMail } from '../../mail/outbox.ts';
import type { ServiceContext } from '../context.ts';
import { archiveDocument } from '../documents/archive.ts';
import { updateCampaign } from './campaigns.ts';
import {
  chosenRecipient,
  type OfferFacts,
  offerMailDraft,
  offerRecipients,
  quantitiesAboveUsual,
  requireWarningsAccepted,
  writeOfferMail,
} from './order-offer-mail.ts';
import { offerValidUntil, renderOrderPdf } from './order-pdf.ts';
import { positionConflicts } from './order-planning.ts';
import { campaignStatusMoves, STAFF_ROLES } from './order-rules.ts';
import { vatLooksWrong } from './vat.ts';

// "Send offer" of a campaign (issue 33 point 5): GET …/offer-mail previews the mail (recipient,
// subject, text, the offer PDF, warnings); POST …/offer-mail sends it: the move to OFFERED, its
// CAMPAIGN_FIELD_CHANGED entry and the mail with the PDF in the outbox commit together.

type CampaignRecordOf = (db: Db, actor: Actor, id: number) => Promise<CampaignRecord>;

async function offerFacts(scope: Scope, record: CampaignRecord): Promise<OfferFacts> {
  const company = await scope.ownCompany().select('name').executeTakeFirstOrThrow();
  return {
    number: String(record.id),
    name: record.name,
    companyId: companyOf(scope),
    accountId: record.invoicingAccount.id,
    language: record.language as Language,
    currency: record.currency,
    total: record.totals.total,
    validUntil: offerValidUntil(record.offerValidUntil),
    sender: company.name,
  };
}

/**
 * The positions over their medium's capacity on their busiest day: the one rule an offer's send
 * and a booking warn by (issue 33: "Buchen" booked over capacity without a word).
 */
export async function capacityWarnings(
  scope: Scope,
  record: CampaignRecord,
): Promise<OfferWarning[]> {
  const live = record.positions.filter((position) => position.status !== 'DELETED');
  const nameOf = new Map(live.map((position) => [position.id, position.name]));
  const conflicts = await positionConflicts(scope, record.id);
  return conflicts
    .filter((conflict) => conflict.overCapacity && nameOf.has(conflict.positionId))
    .map(
      (conflict): OfferWarning => ({
        code: 'OVER_CAPACITY',
        position: nameOf.get(conflict.positionId) ?? null,
        value: conflict.booked,
        limit: conflict.capacity,
      }),
    );
}

/** What looks wrong about a campaign's offer: capacity, VAT, quantities. */
export async function offerWarnings(scope: Scope, record: CampaignRecord): Promise<OfferWarning[]> {
  const live = record.positions.filter((position) => position.status !== 'DELETED');
  const [capacity, account, seller, quantities] = await Promise.all([
    capacityWarnings(scope, record),
    scope.byId('account', record.invoicingAccount.id).select('countryCode').executeTakeFirst(),
    scope.ownCompany().select('countryCode').executeTakeFirstOrThrow(),
    quantitiesAboveUsual(scope, {
      accountId: record.invoicingAccount.id,
      campaignId: record.id,
      positions: live,
    }),
  ]);
  const zeroVat = live.some((position) =>
    vatLooksWrong({
      sellerCountry: seller.countryCode,
      customerCountry: account?.countryCode ?? null,
      vatRate: position.vatRate,
    }),
  );
  return [
    ...capacity,
    ...(zeroVat
      ? [{ code: 'ZERO_VAT_DOMESTIC' as const, position: null, value: 0, limit: null }]
      : []),
    ...quantities,
  ];
}

/** A campaign the caller may send as an offer now: its move to OFFERED, with positions. */
function requireSendable(actor: Actor, record: CampaignRecord) {
  campaignStatusMoves.assert(record.status as CampaignStatus, 'OFFERED', [...actor.roles]);
  if (!record.positions.some((position) => position.status !== 'DELETED')) {
    throw new HttpError(409, 'A campaign without positions cannot be offered', 'POSITIONS_EMPTY');
  }
}

/** A chosen valid-until day: today or later (a 422 on the field otherwise). */
function requireValidUntil(day: string | undefined): string | undefined {
  const today = businessDay();
  if (day !== undefined && day < today) {
    const yesterday = shiftDay(today, -1);
    throw new ValidationError(
      { validUntil: serverMessage('dateMustBeAfter', { date: displayDay(yesterday) }) },
      [],
    );
  }
  return day;
}

const displayDay = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

/** Who sends offers: the staff who move a campaign to OFFERED (a self-booking customer does not). */
const offerAccess: AccessRule = {
  roles: { anyOf: [...STAFF_ROLES], noneOf: ['POSTADMANAGER'] },
  company: 'actable',
};

export function registerOrderOffer(
  context: ServiceContext,
  campaignRecord: CampaignRecordOf,
): void {
  const access = offerAccess;
  const { app, database } = context;
  const { db } = database;

  registerEndpoint(
    app,
    endpoints.ordersOfferMailPreview,
    access,
    async ({ caller, params, scope }) => {
      const record = await campaignRecord(db, caller, params.id);
      requireSendable(caller, record);
      const facts = await offerFacts(scope, record);
      const [recipients, warnings] = await Promise.all([
        offerRecipients(scope, facts.accountId),
        offerWarnings(scope, record),
      ]);
      const draft = await offerMailDraft(db, facts, recipients[0]);
      return {
        recipients,
        language: facts.language,
        subject: draft.subject,
        text: draft.text,
        attachment: { fileName: draft.fileName },
        warnings,
        validUntil: facts.validUntil,
      };
    },
  );

  registerEndpoint(
    app,
    endpoints.ordersOfferMailSend,
    access,
    async ({ caller, params, body, scope }) => {
      const record = await campaignRecord(db, caller, params.id);
      if (body.version !== undefined && body.version !== record.version) throw staleRecord();
      requireSendable(caller, record);
      // The day the offer holds until (issue 33): the one chosen, stored with the move, so the
      // campaign, its PDF and the mail say the same day.
      const validUntil =
        requireValidUntil(body.validUntil) ?? offerValidUntil(record.offerValidUntil);
      const offered = { ...record, offerValidUntil: validUntil };
      const facts = await offerFacts(scope, offered);
      const [recipients, warnings] = await Promise.all([
        offerRecipients(scope, facts.accountId),
        offerWarnings(scope, record),
      ]);
      const recipient = chosenRecipient(recipients, body);
      requireWarningsAccepted(warnings, body);
      const draft = await offerMailDraft(db, facts, recipient);
      const pdf = await renderOrderPdf(db, scope, offered, 'OFFER');
      const mailId = await db.transaction().execute(async (trx) => {
        // The version read guards the move: a change in between answers 412, nothing is sent.
        await updateCampaign(trx, caller, record.id, record.version, {
          status: 'OFFERED',
          offerValidUntil: validUntil,
        });
        // The offer sent is archived as sent (issue 39: the agency's documents).
        await archiveDocument(trx as unknown as Db, scope, caller.user.userId, {
          type: 'OFFER',
          campaignId: record.id,
          number: String(record.id),
          bytes: pdf.bytes,
        });
        return writeOfferMail(trx, {
          recipient,
          language: facts.language,
          subject: body.subject,
          text: body.text,
          pdf: { fileName: draft.fileName, bytes: pdf.bytes },
          related: { type: 'CAMPAIGN', id: record.id },
        });
      });
      announceMail();
      return { mailId, recipient: recipient.email, language: facts.language };
    },
  );
}
