import {
  bookableProductsSchema,
  campaignRecordSchema,
  offerMailPreviewSchema,
  offerMailSentSchema,
  postCampaignSchema,
} from '@adconsole/api/contracts';
import { expect, it, onTestFinished } from 'vitest';
import { formatAmount } from '../src/services/orders/order-pdf.ts';
import { answerOf } from './support/calls.ts';
import { describeOnLanes, seededCompany } from './support/lane-server.ts';
import { pdfLines, pdfText } from './support/pdf-text.ts';
import { chfDigitalProduct, inDays } from './support/products.ts';
import { rowOf, rowsOf, updateRow } from './support/rows.ts';
import { expectErrorBody, expectFieldError, freshAccount } from './support/sales.ts';

// Issue 33: sending an offer is a preview first and a real mail after (point 5), Swiss VAT for
// Swiss customers in orders and post (point 6), the offer PDF (point 15), and a self-booking
// customer told why nothing is bookable (point 3).

const api = '/api/ws-order';
const postBase = '/api/ws-post/post-campaigns';

describeOnLanes('offers', ['agency', 'selfbooking', 'post'], ({ server, tokens }) => {
  const agencyCompany = seededCompany(server, 'Werbeagentur Muster GmbH');
  const postCompany = seededCompany(server, 'Post Werbung');

  const request = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: unknown) =>
    server.send(method, url, token, payload);

  /** A second position of the campaign on the same product, medium and days as `position`. */
  async function addSamePosition(
    campaignId: number,
    position: { product: { id: number }; startDate: string; endDate: string },
  ) {
    const again = await request('POST', `${api}/campaigns/${campaignId}/positions`, tokens.agency, {
      productId: position.product.id,
      quantity: 50,
      startDate: position.startDate,
      endDate: position.endDate,
    });
    expect(again.statusCode, again.body).toBe(200);
  }

  /** A Berlin agency's order for a Swiss account speaking `language`, with one position. */
  async function swissOrder(name: string, language: 'de' | 'fr' | 'it') {
    const { db } = server.database;
    const account = await freshAccount(db, agencyCompany.id, `${name} SA`);
    await db.updateTable('account').set({ language }).where('id', '=', account.id).execute();
    const type = await rowOf(db, 'campaignType', 'id', {
      companyId: agencyCompany.id,
      code: 'CROSSMEDIA',
    });
    const created = await request('POST', `${api}/campaigns`, tokens.agency, {
      campaignTypeId: type.id,
      name,
      advertiserAccountId: account.id,
      startDate: inDays(10),
      endDate: inDays(20),
      offerValidUntil: inDays(7),
    });
    const record = campaignRecordSchema.parse(await answerOf(created));
    const product = await chfDigitalProduct(server.database.db, agencyCompany.id);
    const position = await request(
      'POST',
      `${api}/campaigns/${record.id}/positions`,
      tokens.agency,
      {
        productId: product.id,
        quantity: 120,
        startDate: inDays(10),
        endDate: inDays(20),
      },
    );
    expect(position.statusCode, position.body).toBe(200);
    const current = campaignRecordSchema.parse(
      (await request('GET', `${api}/campaigns/${record.id}/record`, tokens.agency)).json(),
    );
    return { record: current, account, product };
  }

  async function outboxOf(relatedType: string, relatedId: number) {
    const { db } = server.database;
    const mails = await rowsOf(db, 'mailOutbox', '*', { relatedType, relatedId });
    const attachments = await rowsOf(db, 'mailAttachment', '*', {
      mailId: ['in', mails.map((mail) => mail.id).concat(0)],
    });
    return { mails, attachments };
  }

  it('point 6: a Swiss customer of a Berlin agency pays Swiss VAT 8.1 %, on screen and in the offer PDF with the right total', async () => {
    const { record } = await swissOrder('Mwst Genf', 'de');
    expect(record.positions[0]?.vatRate).toBe(8.1);
    const vat = Math.round(record.totals.net * 8.1) / 100;
    expect(record.totals).toMatchObject({
      vatRate: 8.1,
      vat,
      total: Math.round((record.totals.net + vat) * 100) / 100,
    });
    const pdf = await request('GET', `${api}/campaigns/${record.id}/preview-pdf`, tokens.agency);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('MWST 8.1 %');
    expect(text.match(/Total CHF\s*([0-9'.]+)/)?.[1]).toBe(formatAmount(record.totals.total, 'de'));
  });

  // Issue 33 (s6, point 5): before its first position a campaign read "MWST 0.00 %". It reads
  // the rate its positions will carry by the VAT rule: 8.1 % for a Swiss customer.
  it('gives a campaign without positions the VAT rate its positions will have, not 0 %', async () => {
    const { record } = await swissOrder('Mwst Leer', 'de');
    const position = record.positions[0];
    const removed = await server.request({
      method: 'DELETE',
      url: `${api}/campaigns/${record.id}/positions/${position?.id}?version=${position?.version}`,
      token: tokens.agency,
    });
    expect(removed.statusCode, removed.body).toBe(204);
    const empty = campaignRecordSchema.parse(
      (await request('GET', `${api}/campaigns/${record.id}/record`, tokens.agency)).json(),
    );
    expect(empty.positionCount).toBe(0);
    expect(empty.totals).toMatchObject({ vatRate: 8.1, vat: 0, total: 0 });
  });

  it('point 15: the offer PDF names the customer’s address and the validity, prints dashes, and keeps amounts on one line', async () => {
    const { record } = await swissOrder('Adresse Bern', 'de');
    const pdf = await request('GET', `${api}/campaigns/${record.id}/preview-pdf`, tokens.agency);
    const text = await pdfText(pdf.rawPayload);
    // The customer's address (freshAccount: Teststrasse 1, 8000 Zürich).
    expect(text).toContain('Teststrasse 1');
    expect(text).toContain('8000 Zürich');
    // The validity date.
    const valid = inDays(7);
    expect(text).toContain(`${valid.slice(8, 10)}.${valid.slice(5, 7)}.${valid.slice(0, 4)}`);
    // The en dash of the period and the minus of the discounts are in the font (not dropped).
    expect(text).toMatch(/\d{2}\.\d{2}\.\d{4} – \d{2}\.\d{2}\.\d{4}/);
    expect(text).toContain('− ');
    // The unit is a word of the document's language, not a code.
    expect(text).not.toMatch(/\bCPM\b|\bFLAT\b/);
  });

  it('point 15: the positions table keeps a period on one line (it broke after its en dash)', async () => {
    const { record } = await swissOrder('Zeitraum Olten', 'de');
    const pdf = await request('GET', `${api}/campaigns/${record.id}/preview-pdf`, tokens.agency);
    const lines = await pdfLines(pdf.rawPayload);
    const period = /\d{2}\.\d{2}\.\d{4} – \d{2}\.\d{2}\.\d{4}/;
    // The facts' period and the position's: both whole on their line.
    expect(
      lines.filter((line) => period.test(line)).length,
      lines.join('\n'),
    ).toBeGreaterThanOrEqual(2);
    expect(lines.filter((line) => /–$/.test(line))).toEqual([]);
  });

  it('point 5: previews the offer mail (recipients, subject and text in the customer’s language, the PDF) and sends it: OFFERED, history, and the mail with the PDF in the outbox in French', async () => {
    const { record, account } = await swissOrder('Offre Lausanne', 'fr');
    const previewResponse = await request(
      'GET',
      `${api}/campaigns/${record.id}/offer-mail`,
      tokens.agency,
    );
    const preview = offerMailPreviewSchema.parse(await answerOf(previewResponse));
    expect(preview.language).toBe('fr');
    expect(preview.subject).toBe(`Offre ${record.id}\u202f: Offre Lausanne`);
    expect(preview.text).toContain(`CHF ${formatAmount(record.totals.total, 'fr')}`);
    expect(preview.attachment.fileName).toBe(`Offre-${record.id}.pdf`);
    // The account's active contacts with an address (the inactive one is not offered).
    expect(preview.recipients.map((recipient) => recipient.name)).toEqual([
      'Anna Ammann',
      'Beat Brunner',
    ]);
    expect(preview.warnings).toEqual([]);
    // Nothing is sent by looking.
    expect((await outboxOf('CAMPAIGN', record.id)).mails).toHaveLength(0);
    // A recipient who is not one of the account's is refused.
    expectFieldError(
      await request('POST', `${api}/campaigns/${record.id}/offer-mail`, tokens.agency, {
        version: record.version,
        contactId: account.contactIds[2],
        subject: preview.subject,
        text: preview.text,
      }),
      'contactId',
    );
    const chosen = preview.recipients[1];
    const sent = offerMailSentSchema.parse(
      (
        await request('POST', `${api}/campaigns/${record.id}/offer-mail`, tokens.agency, {
          version: record.version,
          contactId: chosen?.contactId ?? null,
          subject: preview.subject,
          text: preview.text,
        })
      ).json(),
    );
    expect(sent).toMatchObject({ recipient: chosen?.email, language: 'fr' });
    const after = campaignRecordSchema.parse(
      (await request('GET', `${api}/campaigns/${record.id}/record`, tokens.agency)).json(),
    );
    expect(after.status).toBe('OFFERED');
    const history = (
      await request('GET', `${api}/campaigns/${record.id}/history`, tokens.agency)
    ).json() as { items: { field: string; newValue: string | null }[] };
    expect(
      history.items.some((entry) => entry.field === 'status' && entry.newValue === 'OFFERED'),
    ).toBe(true);
    const { mails, attachments } = await outboxOf('CAMPAIGN', record.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      recipient: chosen?.email,
      language: 'fr',
      subject: preview.subject,
      template: 'OFFER',
      state: 'QUEUED',
    });
    expect(attachments).toHaveLength(1);
    expect(attachments[0]).toMatchObject({
      fileName: `Offre-${record.id}.pdf`,
      contentType: 'application/pdf',
    });
    const attached = await pdfText(Buffer.from(attachments[0]?.content ?? []));
    expect(attached).toContain(`Offre ${record.id}`);
    expect(attached).toContain('TVA 8.1 %');
    // One Swiss number format in every language: 1'234.50.
    expect(attached).toContain(`Total CHF ${formatAmount(record.totals.total, 'de')}`);
    // Sent once: a second send finds the campaign OFFERED (409).
    expectErrorBody(
      await request('POST', `${api}/campaigns/${record.id}/offer-mail`, tokens.agency, {
        version: after.version,
        contactId: chosen?.contactId ?? null,
        subject: preview.subject,
        text: preview.text,
      }),
      409,
    );
  });

  // Issue 33 (s6, point 3): the offer dialog asked for a valid-until day the campaign did not
  // keep. The send stores it with the move to OFFERED and its history, and the PDF says it.
  it('stores the offer’s valid-until day with the send: on the campaign, in its history, in the PDF', async () => {
    const { record } = await swissOrder('Offre Valable', 'fr');
    const url = `${api}/campaigns/${record.id}/offer-mail`;
    const preview = offerMailPreviewSchema.parse((await request('GET', url, tokens.agency)).json());
    expect(preview.validUntil).toBe(inDays(7));
    const send = (validUntil: string) =>
      request('POST', url, tokens.agency, {
        version: record.version,
        contactId: preview.recipients[0]?.contactId ?? null,
        subject: preview.subject,
        text: preview.text,
        validUntil,
      });
    expectFieldError(await send(inDays(-2)), 'validUntil');
    const chosen = inDays(21);
    expect((await send(chosen)).statusCode).toBe(200);
    const after = campaignRecordSchema.parse(
      (await request('GET', `${api}/campaigns/${record.id}/record`, tokens.agency)).json(),
    );
    expect(after).toMatchObject({ status: 'OFFERED', offerValidUntil: chosen });
    const history = (
      await request('GET', `${api}/campaigns/${record.id}/history`, tokens.agency)
    ).json() as { items: { field: string; oldValue: string | null; newValue: string | null }[] };
    expect(history.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          field: 'offerValidUntil',
          oldValue: inDays(7),
          newValue: chosen,
        }),
        expect.objectContaining({ field: 'status', newValue: 'OFFERED' }),
      ]),
    );
    const { attachments } = await outboxOf('CAMPAIGN', record.id);
    const attached = await pdfText(Buffer.from(attachments[0]?.content ?? []));
    expect(attached).toContain(
      `${chosen.slice(8, 10)}.${chosen.slice(5, 7)}.${chosen.slice(0, 4)}`,
    );
  });

  // Issue 33 (s6, point 6): the offer's send warned of a position over capacity, "Buchen" did
  // not. A booking gives the same warnings (one rule) and is refused until they are accepted.
  it('warns before a booking over capacity as the offer does, and books only once accepted', async () => {
    const { db } = server.database;
    const { record } = await swissOrder('Buchung Chur', 'de');
    const position = record.positions[0];
    if (!position) throw new Error('no position');
    await addSamePosition(record.id, position);
    const kept = await db
      .selectFrom('adMediumCapacity')
      .selectAll()
      .where('adMediumId', '=', position.adMedium.id)
      .executeTakeFirst();
    onTestFinished(async () => {
      if (kept)
        await db
          .updateTable('adMediumCapacity')
          .set({ positionsPerDay: kept.positionsPerDay })
          .where('adMediumId', '=', kept.adMediumId)
          .execute();
      else
        await db
          .deleteFrom('adMediumCapacity')
          .where('adMediumId', '=', position.adMedium.id)
          .execute();
    });
    await db
      .insertInto('adMediumCapacity')
      .values({ adMediumId: position.adMedium.id, companyId: agencyCompany.id, positionsPerDay: 1 })
      .onConflict((conflict) => conflict.column('adMediumId').doUpdateSet({ positionsPerDay: 1 }))
      .execute();
    const move = async (status: string, extra: Record<string, unknown> = {}) => {
      const current = campaignRecordSchema.parse(
        (await request('GET', `${api}/campaigns/${record.id}/record`, tokens.agency)).json(),
      );
      return request('PUT', `${api}/campaigns/${record.id}/status`, tokens.agency, {
        version: current.version,
        status,
        ...extra,
      });
    };
    expect((await move('OFFERED')).statusCode).toBe(200);
    const warned = (
      await request(
        'GET',
        `${api}/campaigns/${record.id}/move-warnings?status=BOOKED`,
        tokens.agency,
      )
    ).json() as { warnings: { code: string; position: string | null }[] };
    expect(warned.warnings.map((warning) => warning.code)).toContain('OVER_CAPACITY');
    expect(warned.warnings.every((warning) => warning.code === 'OVER_CAPACITY')).toBe(true);
    expect(warned.warnings[0]?.position).toBe(position.name);
    expect(expectErrorBody(await move('BOOKED'), 409).translationKey).toBe('OFFER_HAS_WARNINGS');
    expect((await move('BOOKED', { acceptWarnings: true })).statusCode).toBe(200);
    const booked = campaignRecordSchema.parse(
      (await request('GET', `${api}/campaigns/${record.id}/record`, tokens.agency)).json(),
    );
    expect(booked.status).toBe('BOOKED');
  });

  it('point 5: warns of a position over capacity and 0 % VAT for a Swiss customer, and sends only once the sender accepts', async () => {
    const { db } = server.database;
    const { record } = await swissOrder('Warnung Basel', 'de');
    const position = record.positions[0];
    if (!position) throw new Error('no position');
    await updateRow(db, 'campaignPosition', position.id, { vatRate: 0 });
    // A second position on the same medium and days, and a capacity of one a day.
    await addSamePosition(record.id, position);
    await db
      .insertInto('adMediumCapacity')
      .values({ adMediumId: position.adMedium.id, companyId: agencyCompany.id, positionsPerDay: 1 })
      .onConflict((conflict) => conflict.column('adMediumId').doUpdateSet({ positionsPerDay: 1 }))
      .execute();
    const current = campaignRecordSchema.parse(
      (await request('GET', `${api}/campaigns/${record.id}/record`, tokens.agency)).json(),
    );
    // Point 7: the live price answers the medium's load with the position counted, so the
    // console asks before saving over capacity (a changed position is not counted twice).
    const quoteOf = async (positionId?: number) =>
      (
        await request('POST', `${api}/campaigns/${record.id}/price-quote`, tokens.agency, {
          productId: position.product.id,
          quantity: 500,
          startDate: position.startDate,
          endDate: position.endDate,
          ...(positionId ? { positionId } : {}),
        })
      ).json() as { capacity: { capacity: number; booked: number } | null };
    const quote = await quoteOf();
    expect(quote.capacity?.capacity).toBe(1);
    expect(quote.capacity?.booked).toBeGreaterThanOrEqual(3);
    const changing = await quoteOf(position.id);
    expect(changing.capacity?.booked).toBe((quote.capacity?.booked ?? 0) - 1);
    const preview = offerMailPreviewSchema.parse(
      (await request('GET', `${api}/campaigns/${record.id}/offer-mail`, tokens.agency)).json(),
    );
    expect([...new Set(preview.warnings.map((warning) => warning.code))].sort()).toEqual([
      'OVER_CAPACITY',
      'ZERO_VAT_DOMESTIC',
    ]);
    const body = {
      version: current.version,
      contactId: preview.recipients[0]?.contactId ?? null,
      subject: preview.subject,
      text: preview.text,
    };
    const refused = expectErrorBody(
      await request('POST', `${api}/campaigns/${record.id}/offer-mail`, tokens.agency, body),
      409,
    );
    expect(refused.translationKey).toBe('OFFER_HAS_WARNINGS');
    expect((await outboxOf('CAMPAIGN', record.id)).mails).toHaveLength(0);
    const sent = await request('POST', `${api}/campaigns/${record.id}/offer-mail`, tokens.agency, {
      ...body,
      acceptWarnings: true,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await outboxOf('CAMPAIGN', record.id)).mails).toHaveLength(1);
  });

  it('point 5: a post campaign’s offer goes out the same way, with its document, at Swiss VAT 8.1 %', async () => {
    const { db } = server.database;
    const account = await rowOf(db, 'account', 'id', {
      companyId: postCompany.id,
      name: 'Optik Bühler GmbH',
    });
    const created = await request('POST', postBase, tokens.post, {
      name: 'Herbstmailing Optik',
      accountId: account.id,
      countryCode: 'CH',
      startDate: inDays(10),
      endDate: inDays(30),
    });
    expect(created.statusCode, created.body).toBe(200);
    const campaignId = postCampaignSchema.parse(created.json()).id;
    const position = await request('POST', `${postBase}/${campaignId}/positions`, tokens.post, {
      positionType: 'SERVICE',
      quantity: 1,
      unitPrice: 300,
    });
    expect(position.statusCode, position.body).toBe(200);
    await request('POST', `${postBase}/${campaignId}/reconcile`, tokens.post);
    const ready = postCampaignSchema.parse(
      (await request('GET', `${postBase}/${campaignId}`, tokens.post)).json(),
    );
    expect(ready.warnings).toEqual([]);
    expect(ready.vatTotal).toBe(24.3);
    const previewResponse = await request(
      'GET',
      `${postBase}/${campaignId}/offer-mail`,
      tokens.post,
    );
    const preview = offerMailPreviewSchema.parse(await answerOf(previewResponse));
    expect(preview.recipients.length).toBeGreaterThan(0);
    const sent = await request('POST', `${postBase}/${campaignId}/offer-mail`, tokens.post, {
      contactId: preview.recipients[0]?.contactId ?? null,
      subject: preview.subject,
      text: preview.text,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const item = postCampaignSchema.parse(
      (await request('GET', `${postBase}/${campaignId}`, tokens.post)).json(),
    );
    expect(item.status).toBe('OFFERED');
    const { mails, attachments } = await outboxOf('POST_CAMPAIGN', campaignId);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.language).toBe(preview.language);
    expect(attachments[0]?.contentType).toBe('application/pdf');
  });

  it('point 3: a self-booking customer is told why nothing is bookable on a day its list does not cover', async () => {
    const context = (await request('GET', `${api}/self-booking`, tokens.selfbooking)).json() as {
      account: { id: number };
      campaignTypes: { id: number }[];
    };
    const year = new Date().getUTCFullYear();
    const created = campaignRecordSchema.parse(
      (
        await request('POST', `${api}/campaigns`, tokens.selfbooking, {
          campaignTypeId: context.campaignTypes[0]?.id,
          name: 'Zopf im Sommer',
          advertiserAccountId: context.account.id,
          startDate: `${year + 3}-06-01`,
          endDate: `${year + 3}-06-14`,
        })
      ).json(),
    );
    const products = bookableProductsSchema.parse(
      (await request('GET', `${api}/campaigns/${created.id}/products`, tokens.selfbooking)).json(),
    );
    expect(products.items).toEqual([]);
    expect(products.emptyReason).toMatchObject({ code: 'NO_PRICE_ON_DATE' });
    expect(products.emptyReason?.pricedUntil).toMatch(/^\d{4}-12-31$/);
    // Within its list's days it books.
    const inside = bookableProductsSchema.parse(
      (
        await request(
          'GET',
          `${api}/campaigns/${created.id}/products?date=${inDays(14)}`,
          tokens.selfbooking,
        )
      ).json(),
    );
    expect(inside.items.length).toBeGreaterThan(0);
    expect(inside.emptyReason).toBeUndefined();
  });

  // Issue 33, the last words. Point 3: "positions, the offer PDF (in the recipient's language,
  // as mails are) … show catalogue names in German for an Italian or French reader".
  it('point 3: a French reader reads the product’s French name in the positions, and the French offer PDF names it in French', async () => {
    const { record, product } = await swissOrder('Noms Lausanne', 'fr');
    const { db } = server.database;
    const names = await rowOf(db, 'product', ['name', 'nameFr'], { id: product.id });
    // The demo translates names phrase by phrase; this product's has no phrase to translate, so
    // it gets a French name of its own here (and its own back after).
    const nameFr = `Grand panneau ${product.id}`;
    await db.updateTable('product').set({ nameFr }).where('id', '=', product.id).execute();
    onTestFinished(async () => {
      await updateRow(db, 'product', product.id, { nameFr: names.nameFr });
    });
    const french = { 'accept-language': 'fr-CH, fr;q=0.9' };
    const read = await server.request({
      method: 'GET',
      url: `${api}/campaigns/${record.id}/record`,
      token: tokens.agency,
      headers: french,
    });
    const positions = campaignRecordSchema.parse(read.json()).positions;
    expect(positions[0]?.product.name).toBe(nameFr);
    expect(positions[0]?.name).toBe(nameFr);
    // A German reader reads the German name.
    expect(record.positions[0]?.name).toBe(names.name);
    // The position's history names it so too ("timeline entries show catalogue names").
    const history = await server.request({
      method: 'GET',
      url: `/api/ws-activities/campaign-position-history/${record.id}/positions`,
      token: tokens.agency,
      headers: french,
    });
    expect(history.statusCode, history.body).toBe(200);
    expect(
      (history.json() as { items: { name: string }[] }).items.map((item) => item.name),
    ).toEqual([nameFr]);
    // The PDF is in the document's language (the customer's, French), whoever reads it.
    const pdf = await request('GET', `${api}/campaigns/${record.id}/preview-pdf`, tokens.agency);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(nameFr);
    expect(text).not.toContain(names.name);
  });

  // Point 1: "Every refusal a user can meet is keyed … answered in the reader's language."
  it('point 1: the order refusals are said in the reader’s language, numbers and units in its words', async () => {
    const { record, product } = await swissOrder('Refus Sion', 'fr');
    const add = (payload: Record<string, unknown>, language: string) =>
      server.request({
        method: 'POST',
        url: `${api}/campaigns/${record.id}/positions`,
        token: tokens.agency,
        payload,
        headers: { 'accept-language': language },
      });
    const days = { startDate: inDays(10), endDate: inDays(20) };
    expect(
      expectFieldError(await add({ productId: 999_999, quantity: 1, ...days }, 'fr'), 'productId'),
    ).toBe('Ce produit n’existe pas.');
    expect(
      expectFieldError(
        await add({ productId: product.id, quantity: 0, ...days }, 'it'),
        'quantity',
      ),
    ).toMatch(/^(Il valore è fuori|Deve essere almeno)/);
    // A price list's minimum order: the number in the Swiss format, the unit's label.
    const { db } = server.database;
    const itemId = record.positions[0]?.priceListItemId;
    if (!itemId) throw new Error('no price list item');
    const row = await rowOf(db, 'priceListItem', ['id', 'unit'], { id: itemId });
    const before = await rowOf(db, 'priceListItem', 'minQuantity', { id: row.id });
    await updateRow(db, 'priceListItem', row.id, { minQuantity: '1500' });
    try {
      const quote = await add({ productId: product.id, quantity: 10, ...days }, 'de-CH');
      const message = expectFieldError(quote, 'quantity');
      expect(message).toMatch(/^Die Mindestbestellung ist 1'500 \S/);
      expect(message).not.toContain(row.unit);
      expect(message).not.toContain('serverErrors');
    } finally {
      await updateRow(db, 'priceListItem', row.id, { minQuantity: before.minQuantity });
    }
  });
});
