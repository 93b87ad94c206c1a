import {
  type OfferWarning,
  type PostCampaign,
  type PostCampaignStatus,
  postCampaignEndpoints,
} from '@adconsole/api/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { AccessRule, Actor } from '../../http/access.ts';
import { HttpError, staleRecord } from '../../http/errors.ts';
import { registerEndpoint, requireActor } from '../../http/routes.ts';
import type { Scope } from '../../kit/scope.ts';
import type { Language } from '../../kit/texts.ts';
import { announceMail } from '../../mail/outbox.ts';
import {
  chosenRecipient,
  type OfferFacts,
  offerMailDraft,
  offerRecipients,
  requireWarningsAccepted,
  writeOfferMail,
} from '../orders/order-offer-mail.ts';
import { vatLooksWrong } from '../orders/vat.ts';
import { postCampaignTransitions } from './post-rules.ts';

// "Send offer" of a post campaign (issue 33 point 5), as the orders' (order-offer.ts) with the
// shared part of order-offer-mail.ts: a preview, then the move to OFFERED, its history and the
// mail with the offer document in the outbox in one transaction.

/** What the post service lends the offer (its internal reads and its one write path). */
export interface PostOfferParts<Row extends { id: number; status: string; version: number }> {
  campaignOf(scope: Scope, id: number): Promise<Row>;
  lockedCampaign(scope: Scope, trx: Db, id: number, version?: number): Promise<Row>;
  itemOf(db: Db, row: Row): Promise<PostCampaign>;
  documentPdf(db: Db, row: Row, language: Language): Promise<Buffer>;
  changeCampaign(trx: Db, actor: Actor, before: Row, change: { status: string }): Promise<Row>;
}

async function facts(
  _db: Db,
  scope: Scope,
  actor: Actor,
  item: PostCampaign,
): Promise<OfferFacts & { country: string }> {
  const [company, account] = await Promise.all([
    scope.ownCompany().select('name').executeTakeFirstOrThrow(),
    scope.byId('account', item.account.id).select(['language', 'countryCode']).executeTakeFirst(),
  ]);
  const language = (
    ['de', 'fr', 'it', 'en'].includes(account?.language ?? '') ? account?.language : 'de'
  ) as Language;
  return {
    number: String(item.id),
    name: item.name,
    companyId: actor.actingCompanyId,
    accountId: item.account.id,
    language,
    currency: item.currency,
    total: item.total,
    validUntil: null,
    sender: company.name,
    country: account?.countryCode ?? item.countryCode,
  };
}

/** What looks wrong: the campaign's own warnings stop a send (409); 0 % VAT at home warns. */
function warningsOf(item: PostCampaign, country: string): OfferWarning[] {
  if (item.warnings.length > 0) {
    throw new HttpError(
      409,
      `The offer cannot be sent while the campaign has the warning ${item.warnings[0]}`,
      'POST_CAMPAIGN_HAS_WARNINGS',
    );
  }
  const zeroVat =
    item.netTotal > 0 &&
    item.vatTotal === 0 &&
    vatLooksWrong({
      sellerCountry: item.countryCode,
      customerCountry: country,
      vatRate: 0,
      exempt: item.invoicingAccount.excludeMwst,
    });
  return zeroVat ? [{ code: 'ZERO_VAT_DOMESTIC', position: null, value: 0, limit: null }] : [];
}

export function registerPostOffer<Row extends { id: number; status: string; version: number }>(
  app: FastifyInstance,
  db: Db,
  access: AccessRule,
  parts: PostOfferParts<Row>,
): void {
  const e = postCampaignEndpoints;
  const prepare = async (actor: Actor, scope: Scope, id: number) => {
    const row = await parts.campaignOf(scope, id);
    postCampaignTransitions.assert(row.status as PostCampaignStatus, 'OFFERED', [...actor.roles]);
    const item = await parts.itemOf(db, row);
    const about = await facts(db, scope, actor, item);
    const recipients = await offerRecipients(scope, about.accountId);
    // The campaign's chosen contacts first.
    const chosen = new Set(item.contactIds);
    recipients.sort(
      (a, b) => Number(chosen.has(b.contactId ?? 0)) - Number(chosen.has(a.contactId ?? 0)),
    );
    return { row, item, about, recipients, warnings: warningsOf(item, about.country) };
  };

  registerEndpoint(app, e.offerMailPreview, access, async ({ actor, params, scope }) => {
    const { about, recipients, warnings } = await prepare(requireActor(actor), scope, params.id);
    const draft = await offerMailDraft(db, about, recipients[0]);
    return {
      recipients,
      language: about.language,
      subject: draft.subject,
      text: draft.text,
      attachment: { fileName: draft.fileName },
      warnings,
      validUntil: null,
    };
  });

  registerEndpoint(app, e.offerMailSend, access, async ({ caller, params, body, scope }) => {
    const { row, about, recipients, warnings } = await prepare(caller, scope, params.id);
    if (body.version !== undefined && body.version !== row.version) throw staleRecord();
    const recipient = chosenRecipient(recipients, body);
    requireWarningsAccepted(warnings, body);
    const draft = await offerMailDraft(db, about, recipient);
    const pdf = await parts.documentPdf(db, row, about.language);
    const mailId = await db.transaction().execute(async (trx) => {
      const locked = await parts.lockedCampaign(scope, trx, row.id, row.version);
      await parts.changeCampaign(trx, caller, locked, { status: 'OFFERED' });
      return writeOfferMail(trx, {
        recipient,
        language: about.language,
        subject: body.subject,
        text: body.text,
        pdf: { fileName: draft.fileName, bytes: pdf },
        related: { type: 'POST_CAMPAIGN', id: row.id },
      });
    });
    announceMail();
    return { mailId, recipient: recipient.email, language: about.language };
  });
}
