import { createHash } from 'node:crypto';
import type { ArchivedDocument } from '@adconsole/api/contracts';
import { expect, it } from 'vitest';
import { answerOf } from './support/calls.ts';
import { describeOnLanes, seededCompany } from './support/lane-server.ts';

// /dashboard/documents (issue 39; spec 1 §2.12 "dashboard/documents", agency and not
// post-ad-manager; DOMAIN2 §9.1 "Documents: offers, confirmations, invoices, credit notes,
// proofs, reports; filter by campaign, type and date; downloads keep the stored file name"):
// the archive of the company's documents, its filters, the download byte for byte (DOMAIN2 §9.2
// 3 "A downloaded invoice PDF is byte-identical to the archived one (same SHA-256)"), another
// company's document (DOMAIN2 §9.2 2 says 403; the kit answers 404: a stranger is not told a
// record exists), the archive written at issue, and role, company and bad input.

const base = '/api/ws-dashboard/documents';
type Page = { items: ArchivedDocument[]; total: number };
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describeOnLanes(
  'the agency’s documents',
  ['agency', 'finance', 'sales', 'post', 'publisher'],
  ({ server, tokens }) => {
    const agency = seededCompany(server, 'Werbeagentur Muster GmbH');
    const house = seededCompany(server, 'Adconsole Sales');
    const list = (query: string, token = tokens.agency) =>
      answerOf<Page>(server.send('GET', `${base}?${query}`, token));
    const archived = (id: number) =>
      server.database.db
        .selectFrom('archivedDocument')
        .select(['companyId', 'fileId', 'sha256', 'number', 'docType'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();

    it('lists the agency’s documents by campaign, type and day; an invoice downloads as archived', async () => {
      const all = await list('limit=100');
      expect(all.total).toBeGreaterThan(0);
      const types = new Set(all.items.map((item) => item.type));
      for (const type of ['OFFER', 'CONFIRMATION', 'INVOICE']) expect(types).toContain(type);
      // Every row is the agency's own.
      const companies = await server.database.db
        .selectFrom('archivedDocument')
        .select('companyId')
        .distinct()
        .where(
          'id',
          'in',
          all.items.map((item) => item.id),
        )
        .execute();
      expect(companies).toEqual([{ companyId: agency.id }]);

      // By type, then by that invoice's campaign, then by its day.
      const invoices = await list('type=INVOICE&limit=100');
      expect(invoices.items.length).toBeGreaterThan(0);
      expect(invoices.items.every((item) => item.type === 'INVOICE')).toBe(true);
      const invoice = invoices.items[0] as ArchivedDocument;
      const ofCampaign = await list(`campaignId=${invoice.campaignId}&limit=100`);
      expect(ofCampaign.items.every((item) => item.campaignId === invoice.campaignId)).toBe(true);
      expect(ofCampaign.items.map((item) => item.id)).toContain(invoice.id);
      const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich' }).format(
        new Date(invoice.createdAt),
      );
      const onDay = await list(`type=INVOICE&createdFrom=${day}&createdTo=${day}&limit=100`);
      expect(onDay.items.map((item) => item.id)).toContain(invoice.id);
      const dayBefore = new Date(Date.parse(`${day}T12:00:00Z`) - 86_400_000)
        .toISOString()
        .slice(0, 10);
      const before = await list(`type=INVOICE&createdTo=${dayBefore}&limit=100`);
      expect(before.items.map((item) => item.id)).not.toContain(invoice.id);

      // The first download makes the file and keeps it; each download is that file.
      const first = await server.send('GET', `${base}/${invoice.id}/file`, tokens.agency);
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toBe('application/pdf');
      expect(String(first.headers['content-disposition'])).toContain(`${invoice.number}.pdf`);
      const row = await archived(invoice.id);
      expect(row.fileId).not.toBeNull();
      expect(sha256(first.rawPayload)).toBe(row.sha256);
      const second = await server.send('GET', `${base}/${invoice.id}/file`, tokens.agency);
      expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
      expect((await archived(invoice.id)).fileId).toBe(row.fileId);
      // The list names the SHA-256 now.
      const again = await answerOf<ArchivedDocument>(
        server.send('GET', `${base}/${invoice.id}`, tokens.agency),
      );
      expect(again.sha256).toBe(sha256(first.rawPayload));
      // The archived file never changes (migration 0072's trigger).
      await expect(
        server.database.db
          .updateTable('archivedDocument')
          .set({ sha256: '0'.repeat(64) })
          .where('id', '=', invoice.id)
          .execute(),
      ).rejects.toThrow();

      // An offer is made as it was sent, named in the reader's language (s15 stranger: the
      // German screen offered "offer-…" and "confirmation-…").
      const inLanguage = (url: string, language: string) =>
        server.request({
          method: 'GET',
          url,
          token: tokens.agency,
          headers: { 'accept-language': language },
        });
      const offer = (await answerOf<Page>(inLanguage(`${base}?type=OFFER&limit=1`, 'de')))
        .items[0] as ArchivedDocument;
      expect(offer.fileName).toBe(`Offerte-${offer.number}.pdf`);
      const offerFile = await inLanguage(`${base}/${offer.id}/file`, 'it');
      expect(offerFile.statusCode).toBe(200);
      expect(sha256(offerFile.rawPayload)).toBe((await archived(offer.id)).sha256);
      expect(String(offerFile.headers['content-disposition'])).toContain(
        `filename*=UTF-8''Offerta-${offer.number}.pdf`,
      );
      const confirmation = (
        await answerOf<Page>(inLanguage(`${base}?type=CONFIRMATION&limit=1`, 'fr'))
      ).items[0] as ArchivedDocument;
      expect(confirmation.fileName).toBe(`Confirmation-de-commande-${confirmation.number}.pdf`);
      // Each confirmation when its campaign was booked (s15 stranger: all carried one time).
      const confirmations = (await list('type=CONFIRMATION&limit=100')).items;
      const times = new Set(confirmations.map((item) => item.createdAt.slice(11, 19)));
      expect(confirmations.length).toBeGreaterThan(1);
      expect(times.size).toBeGreaterThan(1);
      const confirmationFile = await inLanguage(`${base}/${confirmation.id}/file`, 'de');
      expect(String(confirmationFile.headers['content-disposition'])).toContain(
        `filename*=UTF-8''Auftragsbest%C3%A4tigung-${confirmation.number}.pdf`,
      );
    });

    it('makes every invoice of the agency, in either currency; without its config the agency is told what to expect', async () => {
      // s15 stranger: the German agency's CHF invoices answered 422 NO_COMPANY_CONFIG ("Für die
      // Währung fehlt die Firmenkonfiguration"); only its EUR ones downloaded.
      const invoices = (await list('type=INVOICE&limit=100')).items;
      const currencies = await server.database.db
        .selectFrom('invoice')
        .select(['id', 'currency'])
        .where('companyId', '=', agency.id)
        .where('number', 'is not', null)
        .execute();
      expect(new Set(currencies.map((row) => row.currency))).toContain('CHF');
      expect(invoices.length).toBe(currencies.length);
      const currencyOf = new Map(currencies.map((row) => [row.id, row.currency]));
      const sourceOf = async (id: number) =>
        (
          await server.database.db
            .selectFrom('archivedDocument')
            .select('sourceId')
            .where('id', '=', id)
            .executeTakeFirstOrThrow()
        ).sourceId;

      // A config removed after the issue: the agency reads what it can expect, in its words,
      // not finance's "Finances → Company configs" (errors.json DOCUMENT_ISSUER_UNSET).
      let chf: ArchivedDocument | undefined;
      for (const item of invoices) {
        if (currencyOf.get((await sourceOf(item.id)) ?? 0) === 'CHF' && !item.sha256) chf = item;
      }
      if (!chf) throw new Error('no CHF invoice of the agency is left to make');
      const config = await server.database.db
        .selectFrom('financeCompanyConfig')
        .selectAll()
        .where('companyId', '=', agency.id)
        .where('currency', '=', 'CHF')
        .executeTakeFirstOrThrow();
      await server.database.db
        .deleteFrom('financeCompanyConfig')
        .where('id', '=', config.id)
        .execute();
      try {
        const refused = await server.request({
          method: 'GET',
          url: `${base}/${chf.id}/file`,
          token: tokens.agency,
          headers: { 'accept-language': 'de' },
        });
        expect(refused.statusCode).toBe(422);
        expect(refused.json()).toMatchObject({ translationKey: 'DOCUMENT_ISSUER_UNSET' });
        expect(JSON.stringify(refused.json())).toContain(
          'Das ausstellende Unternehmen hat für seine Währung keine Bankangaben hinterlegt',
        );
      } finally {
        const { id: _id, ...kept } = config;
        await server.database.db
          .insertInto('financeCompanyConfig')
          .values({ ...kept, dunningLevels: JSON.stringify(kept.dunningLevels) })
          .execute();
      }

      for (const item of invoices) {
        const file = await server.send('GET', `${base}/${item.id}/file`, tokens.agency);
        expect({ number: item.number, status: file.statusCode }).toEqual({
          number: item.number,
          status: 200,
        });
        expect(file.headers['content-type']).toBe('application/pdf');
      }
    });

    it('archives an invoice when it is issued, and another company’s document answers 404', async () => {
      const draft = await server.database.db
        .selectFrom('invoice')
        .select(['id', 'version', 'campaignId'])
        .where('companyId', '=', house.id)
        .where('state', '=', 'DRAFT')
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const issued = await answerOf<{ number: string }>(
        server.send('POST', `/api/ws-finances/invoices/${draft.id}/issue`, tokens.finance, {
          version: draft.version,
        }),
      );
      const row = await server.database.db
        .selectFrom('archivedDocument')
        .select(['id', 'fileId', 'sha256', 'campaignId', 'docType'])
        .where('companyId', '=', house.id)
        .where('number', '=', issued.number)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ campaignId: draft.campaignId, docType: 'INVOICE' });
      const file = await server.database.db
        .selectFrom('storedFile')
        .select(['sha256', 'content', 'companyId'])
        .where('id', '=', row.fileId as string)
        .executeTakeFirstOrThrow();
      expect(file.companyId).toBe(house.id);
      expect(sha256(file.content as Uint8Array)).toBe(row.sha256);

      // The house's document is not the agency's: 404 for the record and its file, and the
      // agency may not act for the house (403).
      expect((await server.send('GET', `${base}/${row.id}`, tokens.agency)).statusCode).toBe(404);
      expect((await server.send('GET', `${base}/${row.id}/file`, tokens.agency)).statusCode).toBe(
        404,
      );
      const all = await list('limit=100&type=INVOICE');
      expect(all.items.map((item) => item.id)).not.toContain(row.id);
      expect(
        (
          await server.request({
            method: 'GET',
            url: `${base}/${row.id}/file`,
            token: tokens.agency,
            company: house,
          })
        ).statusCode,
      ).toBe(403);
    });

    it('offers the campaigns that have documents, told apart and found by name, advertiser or number', async () => {
      type Campaign = {
        id: number;
        name: string;
        advertiserName: string | null;
        startDate: string | null;
        endDate: string | null;
      };
      const campaigns = (query: string, token = tokens.agency) =>
        answerOf<{ items: Campaign[] }>(
          server.send('GET', `${base}/campaigns?${query}`, token),
        ).then((answer) => answer.items);
      const all = await campaigns('limit=100');
      expect(all.length).toBeGreaterThan(0);
      // Only campaigns with a document (s15 stranger: the first "Garage Müller Ostern 2026" had
      // none), every one of them the agency's.
      const withDocuments = await server.database.db
        .selectFrom('archivedDocument')
        .select('campaignId')
        .distinct()
        .where('companyId', '=', agency.id)
        .execute();
      const documented = new Set(withDocuments.map((row) => row.campaignId));
      expect(all.filter((campaign) => !documented.has(campaign.id))).toEqual([]);
      expect(all.length).toBe(Math.min(100, documented.size));
      // Each told apart by its advertiser and period besides its name.
      expect(all.every((campaign) => campaign.startDate && campaign.endDate)).toBe(true);
      // Found by the advertiser (the option shows it), by the number, by a word of the name.
      const one = all.find((campaign) => campaign.advertiserName) as Campaign;
      const word = (one.advertiserName as string).split(' ')[0] as string;
      const byAdvertiser = await campaigns(`searchQuery=${encodeURIComponent(word)}&limit=100`);
      expect(byAdvertiser.map((campaign) => campaign.id)).toContain(one.id);
      const lower = word.toLowerCase();
      expect(
        byAdvertiser.filter(
          (campaign) =>
            !`${campaign.name} ${campaign.advertiserName ?? ''}`.toLowerCase().includes(lower),
        ),
      ).toEqual([]);
      expect((await campaigns(`searchQuery=${one.id}`)).map((campaign) => campaign.id)).toContain(
        one.id,
      );
      // Not another company's dashboard; bad input refused.
      expect((await server.send('GET', `${base}/campaigns`, tokens.sales)).statusCode).toBe(403);
      expect(
        (await server.send('GET', `${base}/campaigns?limit=1000`, tokens.agency)).statusCode,
      ).toBe(422);
    });

    it('answers each call by role and input', async () => {
      const [one] = (await list('limit=1')).items;
      if (!one) throw new Error('the agency has no document');
      // Not the agency's dashboard: the house's sales and finance, the post-ad-manager, the
      // publisher (403); nobody signed in (401).
      for (const token of [tokens.sales, tokens.finance, tokens.post, tokens.publisher]) {
        expect((await server.send('GET', base, token)).statusCode).toBe(403);
        expect((await server.send('GET', `${base}/${one.id}/file`, token)).statusCode).toBe(403);
      }
      expect((await server.send('GET', base)).statusCode).toBe(401);
      expect((await server.send('GET', `${base}/${one.id}/file`)).statusCode).toBe(401);
      // Bad input: 422 with the spec's error shape, never a 500.
      for (const query of [
        'type=REPORT',
        'campaignId=abc',
        'createdFrom=2025-13-01',
        'sort=sha256',
        'colour=red',
        'limit=1000',
      ]) {
        const answer = await server.send('GET', `${base}?${query}`, tokens.agency);
        expect([400, 422]).toContain(answer.statusCode);
      }
      for (const id of ['abc', '0', '99999999999']) {
        const answer = await server.send('GET', `${base}/${id}/file`, tokens.agency);
        expect([404, 422]).toContain(answer.statusCode);
      }
      expect((await server.send('GET', `${base}/2147483000/file`, tokens.agency)).statusCode).toBe(
        404,
      );
    });
  },
);
