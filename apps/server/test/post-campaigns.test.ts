import {
  pageOf,
  postCalculationResultSchema,
  postCampaignSchema,
  postPositionsAnswerSchema,
} from '@adconsole/api/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeOnLanes, seededCompany } from './support/lane-server.ts';
import { pdfText } from './support/pdf-text.ts';
import { rowOf } from './support/rows.ts';
import { companyNamed, expectErrorBody, expectFieldError } from './support/sales.ts';

const base = '/api/ws-post/post-campaigns';
const positionsBase = '/api/ws-post/post-campaign-positions';
const page = pageOf(postCampaignSchema);

describeOnLanes(
  'post campaigns',
  ['post', 'postnetz', 'agency', 'sales', 'admin'],
  ({ server, tokens }) => {
    const postCompany = seededCompany(server, 'Post Werbung');
    let accountId: number;
    let foreignAccountId: number;

    beforeAll(async () => {
      const { db } = server.database;
      accountId = (
        await rowOf(db, 'account', 'id', { companyId: postCompany.id, name: 'Optik Bühler GmbH' })
      ).id;
      foreignAccountId = (
        await db
          .selectFrom('account')
          .select('id')
          .where('companyId', '<>', postCompany.id)
          .limit(1)
          .executeTakeFirstOrThrow()
      ).id;
    });

    const call = (
      method: 'GET' | 'POST' | 'PUT' | 'DELETE',
      url: string,
      payload?: object,
      token = tokens.post,
    ) => server.send(method, url, token, payload);
    const ok = async <T>(
      response: Awaited<ReturnType<typeof call>>,
      parse: (value: unknown) => T,
    ) => {
      expect(response.statusCode, response.body).toBe(200);
      return parse(response.json());
    };
    const campaign = (response: Awaited<ReturnType<typeof call>>) =>
      ok(response, (value) => postCampaignSchema.parse(value));

    describe('the demo data', () => {
      it('gives the post persona campaigns in every status, invoice state and warning case', async () => {
        const all = await ok(await call('GET', `${base}?limit=100`), (value) => page.parse(value));
        const statuses = new Set(all.items.map((item) => item.status));
        for (const status of [
          'DRAFT',
          'PENDING_APPROVAL',
          'OFFERED',
          'ALTERNATE_QUOTE',
          'OFFER_DENIED',
          'BOOKED',
          'PREPAYMENT',
          'PERFORMANCE',
          'ARCHIVED',
        ]) {
          expect(statuses, status).toContain(status);
        }
        const states = new Set(all.items.map((item) => item.invoiceState));
        expect([...states].sort()).toEqual(['CANCELLED', 'CHARGED', 'MANUALLY_CHARGED', 'OPEN']);
        const warnings = new Set(all.items.flatMap((item) => item.warnings));
        expect([...warnings].sort()).toEqual([
          'DIFFERENT_TAX_RATE',
          'POSITIONS_EMPTY',
          'RECONCILIATION_REQUIRED',
        ]);
        expect(all.items.some((item) => item.warnings.length === 0)).toBe(true);
        const taxRate = all.items.find((item) => item.warnings.includes('DIFFERENT_TAX_RATE'));
        expect(taxRate?.isTaxRateDiffersInPositions).toBe(true);
      });
      it('counts the status tabs and the invoice states', async () => {
        const counts = await ok(
          await call('GET', `${base}/counts`),
          (value) => value as Record<string, number>,
        );
        expect(counts.DRAFT).toBeGreaterThanOrEqual(3);
        const invoices = await ok(
          await call('GET', '/api/ws-post/post-invoices/counts'),
          (value) => value as Record<string, number>,
        );
        expect(invoices.CHARGED).toBeGreaterThanOrEqual(2);
        expect(invoices.MANUALLY_CHARGED).toBeGreaterThanOrEqual(1);
        const charged = await ok(
          await call('GET', '/api/ws-post/post-invoices?invoiceState=CHARGED'),
          (value) => page.parse(value),
        );
        expect(
          charged.items.every((item) => item.invoiceState === 'CHARGED' && item.positionsLocked),
        ).toBe(true);
      });
    });

    describe('roles and companies (spec 3 §6 "Post campaigns: post-ad-manager")', () => {
      it('refuses callers without POSTADMANAGER and without a token', async () => {
        for (const token of [tokens.agency, tokens.sales, tokens.postnetz]) {
          expectErrorBody(await call('GET', base, undefined, token), 403);
        }
        expectErrorBody(await server.send('GET', base), 401);
      });
      it("answers 404 for another company's campaign and 403 for a foreign company", async () => {
        const { db } = server.database;
        const adminCompany = await companyNamed(db, 'Adconsole AG');
        // The administrator holds every area role but the post-ad-manager's (spec 1 §6).
        expectErrorBody(await call('GET', base, undefined, tokens.admin), 403);
        const foreign = await db
          .insertInto('postCampaign')
          .values({
            companyId: adminCompany.id,
            name: 'Fremde Kampagne',
            accountId: foreignAccountId,
            invoicingAccountId: foreignAccountId,
            countryCode: 'CH',
            startDate: '2026-12-01',
            endDate: '2026-12-31',
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        expectErrorBody(await call('GET', `${base}/${foreign.id}`), 404);
        expectErrorBody(await call('GET', `${positionsBase}?postCampaignId=${foreign.id}`), 404);
        expectErrorBody(
          await call('POST', `${base}/${foreign.id}/positions`, {
            positionType: 'SERVICE',
            quantity: 1,
            unitPrice: 100,
          }),
          404,
        );
        expectErrorBody(await call('POST', `/api/ws-post/post-invoices/${foreign.id}/charge`), 404);
        expectErrorBody(await call('GET', `${base}/${foreign.id}/document`), 404);
        const listed = await ok(await call('GET', `${base}?limit=100`), (value) =>
          page.parse(value),
        );
        expect(listed.items.some((item) => item.id === foreign.id)).toBe(false);
        // The post persona may not name another company.
        expectErrorBody(await call('GET', `${base}?companyId=${adminCompany.id}`), 403);
        expectErrorBody(
          await call(
            'GET',
            `/api/ws-post/country-vat?companyId=${adminCompany.id}&country=CH&date=2026-01-01`,
          ),
          403,
        );
      });
      it('offers the postal portal to post-ad-manager and postnetz only', async () => {
        for (const token of [tokens.post, tokens.postnetz]) {
          const portal = await ok(
            await call('GET', '/api/ws-post/portal', undefined, token),
            (value) => value as { url: string },
          );
          expect(portal.url).toMatch(/^https:\/\//);
        }
        expectErrorBody(await call('GET', '/api/ws-post/portal', undefined, tokens.agency), 403);
      });
    });

    describe('bad input', () => {
      const general = () => ({
        name: 'Herbstmailing Optik',
        accountId,
        countryCode: 'CH',
        startDate: '2026-12-01',
        endDate: '2026-12-31',
      });
      it('refuses a foreign account, reversed dates, a missing name and unknown fields with 422', async () => {
        expectFieldError(
          await call('POST', base, { ...general(), accountId: foreignAccountId }),
          'accountId',
        );
        expectFieldError(
          await call('POST', base, { ...general(), endDate: '2026-11-01' }),
          'endDate',
        );
        expectFieldError(await call('POST', base, { ...general(), name: '  ' }), 'name');
        expectFieldError(
          await call('POST', base, { ...general(), countryCode: 'FR' }),
          'countryCode',
        );
        expectFieldError(await call('POST', base, { ...general(), colour: 'red' }), 'colour');
      });
      it('answers 404 for an id that is no id', async () => {
        expectErrorBody(await call('GET', `${base}/abc`), 404);
        expectErrorBody(await call('GET', `${base}/999999`), 404);
      });
    });

    describe('a campaign through its steps', () => {
      let id: number;
      let version: number;

      it('creates the general step with the invoicing account defaulting to the account', async () => {
        const created = await campaign(
          await call('POST', base, {
            name: 'Weihnachtsmailing Optik',
            accountId,
            countryCode: 'CH',
            startDate: '2026-12-01',
            endDate: '2026-12-31',
          }),
        );
        expect(created).toMatchObject({
          status: 'DRAFT',
          invoiceState: 'OPEN',
          currency: 'CHF',
          adUnitsImported: false,
          info: null,
          warnings: ['POSITIONS_EMPTY'],
        });
        expect(created.invoicingAccount).toMatchObject({
          id: accountId,
          name: 'Optik Bühler GmbH',
          excludeMwst: false,
        });
        id = created.id;
        version = created.version;
      });

      it('spec 3 §2.2 "target group settings is disabled when no info exists": 409 before the information', async () => {
        const body = expectErrorBody(
          await call('PUT', `${base}/${id}/target-group`, {
            ageFrom: 25,
            ageTo: 65,
            gender: 'ALL',
            households: 'PRIVATE',
            postcodes: ['3011'],
            addressProvider: 'POST',
          }),
          409,
        );
        expect(body.translationKey).toBe('POST_INFO_MISSING');
      });

      it('spec 3 §2.2 "calculation is disabled while ad units are not imported": 409 before the import', async () => {
        await campaign(
          await call('PUT', `${base}/${id}/information`, {
            product: 'Gleitsichtbrillen zum Jahresende',
            goal: null,
            channels: ['PHYSICAL_ADDRESSED_MAILING', 'EMAIL'],
          }),
        );
        await campaign(
          await call('PUT', `${base}/${id}/target-group`, {
            ageFrom: 45,
            ageTo: 80,
            gender: 'ALL',
            households: 'PRIVATE',
            postcodes: ['3011', '3012', '3013'],
            addressProvider: 'POST',
          }),
        );
        const body = expectErrorBody(await call('GET', `${base}/${id}/calculation`), 409);
        expect(body.translationKey).toBe('POST_AD_UNITS_NOT_IMPORTED');
      });

      it('imports the ad units and calculates with the defaults 175 / 1 / 60 from tomorrow, never above the units available', async () => {
        const imported = await campaign(await call('POST', `${base}/${id}/ad-units-import`));
        expect(imported.adUnitsImported).toBe(true);
        expect(imported.availableUnits).toBeGreaterThan(0);
        const result = await ok(await call('GET', `${base}/${id}/calculation`), (value) =>
          postCalculationResultSchema.parse(value),
        );
        // Issue 33 point 21: the default was 175 units where 3 were available ("> 500 %").
        const units = Math.min(175, Math.floor(imported.availableUnits ?? 0));
        expect(units).toBeLessThan(175);
        expect(result).toMatchObject({
          units,
          count: 1,
          percent: 60,
          reach: Math.round(units * 1000 * 0.6 * 2.675),
        });
        expect(result.utilisation).toBeLessThanOrEqual(100);
        const tomorrow = new Date();
        tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
        expect(result.forecastStart).toBe(`${tomorrow.toISOString().slice(0, 10)}T00:00:00.000Z`);
        // Asked for many units on few postcodes, the utilisation is over 500 % (the console warns).
        const many = await ok(
          await call('GET', `${base}/${id}/calculation?units=175&count=1&percent=60`),
          (value) => postCalculationResultSchema.parse(value),
        );
        expect(many.utilisationLabel).toBe('> 500%');
        expectFieldError(
          await call('PUT', `${base}/${id}/calculation`, { units: 351, count: 1, percent: 60 }),
          'units',
        );
        expectFieldError(
          await call('PUT', `${base}/${id}/calculation`, { units: 100, count: 7, percent: 60 }),
          'count',
        );
        expectFieldError(
          await call('PUT', `${base}/${id}/calculation`, { units: 100, count: 2, percent: 33 }),
          'percent',
        );
        const saved = await ok(
          await call('PUT', `${base}/${id}/calculation`, { units: 2, count: 2, percent: 50 }),
          (value) => postCalculationResultSchema.parse(value),
        );
        expect(saved.contacts).toBe(2 * Math.round(2000 * 0.5 * 2.675));
      });

      const addressed = (extra: object) => ({
        positionType: 'ADDRESSED_MAILING',
        addressProvider: 'POST',
        letterFormat: 'MIDI',
        weightGrams: 180,
        quantity: 4000,
        unitPrice: 1.45,
        ...extra,
      });

      it('spec 3 §5 weight per letter format: a midi letter of 600 g names 101 and 500', async () => {
        const message = expectFieldError(
          await call(
            'POST',
            `${base}/${id}/positions`,
            addressed({ name: 'INITIAL_ADDRESSED', weightGrams: 600, dispatchDate: '2026-12-22' }),
          ),
          'weightGrams',
        );
        expect(message).toContain('101');
        expect(message).toContain('500');
      });

      it('spec 3 §5 dispatch dates: a follow-up on a holiday or before the initial is refused', async () => {
        const initial = await call(
          'POST',
          `${base}/${id}/positions`,
          addressed({ name: 'INITIAL_ADDRESSED', dispatchDate: '2026-12-22' }),
        );
        expect(initial.statusCode, initial.body).toBe(200);
        for (const [dispatchDate, message] of [
          [null, 'field is required'],
          ['2026-12-25', 'Dispatch is not possible on a Sunday or a public holiday'],
          ['2026-12-21', 'date must be after 22.12.2026'],
        ] as const) {
          const reminder = addressed({ name: 'REMINDER_ADDRESSED', dispatchDate });
          const answer = await call('POST', `${base}/${id}/positions`, reminder);
          expect(expectFieldError(answer, 'dispatchDate'), String(dispatchDate)).toBe(message);
        }
        const reminder = await call(
          'POST',
          `${base}/${id}/positions`,
          addressed({
            name: 'REMINDER_ADDRESSED',
            letterFormat: 'STANDARD',
            weightGrams: 20,
            dispatchDate: '2026-12-29',
          }),
        );
        expect(reminder.statusCode, reminder.body).toBe(200);
        expectFieldError(
          await call('POST', `${base}/${id}/positions`, {
            positionType: 'SERVICE',
            name: 'INITIAL_EMAIL',
            quantity: 1,
            unitPrice: 300,
          }),
          'name',
        );
      });

      it('warns until reconciled, with the VAT of the dispatch date', async () => {
        const positions = await ok(
          await call('GET', `${positionsBase}?postCampaignId=${id}`),
          (value) => postPositionsAnswerSchema.parse(value),
        );
        expect(positions.items).toHaveLength(2);
        expect(
          positions.items.every(
            (item) => item.vatRate === 8.1 && item.channel === 'PHYSICAL_ADDRESSED_MAILING',
          ),
        ).toBe(true);
        expect(positions.locked).toBe(false);
        const before = await campaign(await call('GET', `${base}/${id}`));
        expect(before.warnings).toEqual(['RECONCILIATION_REQUIRED']);
        expect(before.hasAddressedMailingPositions).toBe(true);
        const charge = expectErrorBody(
          await call('POST', `/api/ws-post/post-invoices/${id}/charge`),
          409,
        );
        expect(charge.translationKey).toBe('POST_CAMPAIGN_HAS_WARNINGS');
        const after = await campaign(await call('POST', `${base}/${id}/reconcile`));
        expect(after.warnings).toEqual([]);
        expect(after.addressedMailingReconciled).toBe(true);
        expect(after.netTotal).toBe(4000 * 1.45 + 4000 * 1.45);
        version = after.version;
      });

      it('renders the offer document as a PDF with the campaign and its positions', async () => {
        const response = await call('GET', `${base}/${id}/document?language=de`);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('application/pdf');
        const text = await pdfText(response.rawPayload);
        expect(text).toContain('Weihnachtsmailing Optik');
        expect(text).toContain('Optik Bühler GmbH');
        expect(text).toContain('22.12.2026');
      });

      it('issue 33: charges only a booked campaign: a draft is refused with 422 in the error shape', async () => {
        // post-rules.ts INVOICEABLE_STATUSES: BOOKED, PREPAYMENT, PERFORMANCE, ARCHIVED.
        for (const action of ['charge', 'manual-charge']) {
          const refused = expectErrorBody(
            await call('POST', `/api/ws-post/post-invoices/${id}/${action}`),
            422,
          );
          expect(refused.translationKey).toBe('POST_CAMPAIGN_NOT_BOOKED');
          expect(refused.formError).toBe('Only a booked campaign can be charged');
          expect(refused.fieldErrors?.status).toBe('Only a booked campaign can be charged');
        }
        const draft = await campaign(await call('GET', `${base}/${id}`));
        expect(draft).toMatchObject({ status: 'DRAFT', invoiceState: 'OPEN' });
        // Issue 37: each move the status table allows is offered (a button on the page).
        expect(draft.nextStatuses).toEqual(['PENDING_APPROVAL', 'OFFERED']);
        // Booked the way the customer books: offered, then accepted.
        const offered = await campaign(
          await call('POST', `${base}/${id}/status`, { status: 'OFFERED' }),
        );
        expect(offered.nextStatuses).toEqual(['BOOKED', 'OFFER_DENIED', 'ALTERNATE_QUOTE']);
        const booked = await campaign(
          await call('POST', `${base}/${id}/status`, { status: 'BOOKED' }),
        );
        expect(booked.status).toBe('BOOKED');
        expect(booked.nextStatuses).toEqual(['PREPAYMENT', 'PERFORMANCE']);
      });

      it('locks the positions once charged (409) and unlocks them when the charge is cancelled', async () => {
        const charged = await campaign(
          await call('POST', `/api/ws-post/post-invoices/${id}/charge`),
        );
        expect(charged).toMatchObject({ invoiceState: 'CHARGED', positionsLocked: true });
        const positions = postPositionsAnswerSchema.parse(
          (await call('GET', `${positionsBase}?postCampaignId=${id}`)).json(),
        );
        expect(positions.locked).toBe(true);
        // Said in the reader's language (the user's German, no Accept-Language).
        expect(positions.lockReason).toContain('verrechnet');
        const [first] = positions.items;
        const locked = expectErrorBody(
          await call(
            'PUT',
            `${positionsBase}/${first?.id}`,
            addressed({
              name: 'INITIAL_ADDRESSED',
              dispatchDate: '2026-12-22',
              version: first?.version,
            }),
          ),
          409,
        );
        expect(locked.translationKey).toBe('POST_POSITIONS_LOCKED');
        expectErrorBody(await call('DELETE', `${positionsBase}/${first?.id}`), 409);
        expectErrorBody(
          await call('POST', `${base}/${id}/positions`, {
            positionType: 'SERVICE',
            quantity: 1,
            unitPrice: 300,
          }),
          409,
        );
        expectErrorBody(await call('POST', `/api/ws-post/post-invoices/${id}/manual-charge`), 409);
        const reopened = await campaign(
          await call('POST', `/api/ws-post/post-invoices/${id}/cancel-charge`),
        );
        expect(reopened).toMatchObject({ invoiceState: 'OPEN', positionsLocked: false });
      });

      it('refuses cancelling a charge when the feature toggle is off', async () => {
        await campaign(await call('POST', `/api/ws-post/post-invoices/${id}/charge`));
        await server.database.db
          .updateTable('postFeatureToggle')
          .set({ value: false })
          .where('companyId', '=', postCompany.id)
          .where('key', '=', 'POST_INVOICING_CANCELLATION')
          .execute();
        const refused = expectErrorBody(
          await call('POST', `/api/ws-post/post-invoices/${id}/cancel-charge`),
          409,
        );
        expect(refused.translationKey).toBe('POST_FEATURE_DISABLED');
        const toggles = await ok(
          await call('GET', '/api/ws-post/feature-toggles'),
          (value) => value as { key: string; value: boolean }[],
        );
        expect(toggles).toHaveLength(10);
        expect(toggles.find((toggle) => toggle.key === 'POST_INVOICING_CANCELLATION')?.value).toBe(
          false,
        );
      });

      it('answers 412 for a stale general step and keeps the history (POST_CAMPAIGN_FIELD_CHANGED)', async () => {
        const current = await campaign(await call('GET', `${base}/${id}`));
        const body = {
          name: 'Weihnachtsmailing Optik 2026',
          accountId,
          countryCode: 'CH',
          startDate: '2026-12-01',
          endDate: '2026-12-31',
        };
        expectErrorBody(await call('PUT', `${base}/${id}`, { ...body, version: version - 1 }), 412);
        await campaign(await call('PUT', `${base}/${id}`, { ...body, version: current.version }));
        const history = await ok(
          await call('GET', `${base}/${id}/history`),
          (value) => value as { field: string; oldValue: string | null; newValue: string | null }[],
        );
        expect(history[0]).toMatchObject({
          field: 'name',
          oldValue: 'Weihnachtsmailing Optik',
          newValue: 'Weihnachtsmailing Optik 2026',
        });
        const fields = history.map((entry) => entry.field);
        expect(fields).toContain('invoiceState');
        expect(fields).toContain('adUnitsImported');
        expect(fields).toContain('information.product');
      });

      it('moves the status along its table only', async () => {
        const denied = expectErrorBody(
          await call('POST', `${base}/${id}/status`, { status: 'ARCHIVED' }),
          409,
        );
        expect(denied.message).toBe('A post campaign in BOOKED cannot move to ARCHIVED');
        const running = await campaign(
          await call('POST', `${base}/${id}/status`, { status: 'PERFORMANCE' }),
        );
        expect(running.status).toBe('PERFORMANCE');
        expect(running.nextStatuses).toEqual(['ARCHIVED']);
      });
    });

    describe('lookups', () => {
      it("finds the company's accounts by name, and the reference lists in their order", async () => {
        const accounts = await ok(
          await call('GET', '/api/ws-post/accounts?searchQuery=optik'),
          (value) => value as { name: string }[],
        );
        expect(accounts.map((account) => account.name)).toEqual(['Optik Bühler GmbH']);
        const reference = await ok(
          await call('GET', '/api/ws-post/reference'),
          (value) => value as Record<string, unknown>,
        );
        expect(reference.addressProviders).toEqual(['AZ', 'KUBA', 'POST']);
        expect(reference.inventories).toEqual(['PCC', 'POSTRON']);
        expect(reference.letterFormats).toEqual([
          { code: 'STANDARD', minWeightGrams: 1, maxWeightGrams: 100 },
          { code: 'MIDI', minWeightGrams: 101, maxWeightGrams: 500 },
          { code: 'LARGE_FORMAT', minWeightGrams: 1, maxWeightGrams: 1000 },
        ]);
      });
    });

    describe('country VAT by date (spec 3 §7 "country VAT by companyId, shouldExcludeTax, country, date")', () => {
      const vat = async (query: string) =>
        ok(
          await call('GET', `/api/ws-post/country-vat?companyId=${postCompany.id}&${query}`),
          (value) => value as { rate: number },
        );
      it('answers the historical Swiss rates, AT and DE, and 0 when the tax is excluded', async () => {
        expect((await vat('country=CH&date=2017-06-30')).rate).toBe(8);
        expect((await vat('country=CH&date=2023-12-31')).rate).toBe(7.7);
        expect((await vat('country=CH&date=2024-01-01')).rate).toBe(8.1);
        expect((await vat('country=AT&date=2026-03-01')).rate).toBe(20);
        expect((await vat('country=DE&date=2020-09-01')).rate).toBe(16);
        expect((await vat('country=DE&date=2026-03-01')).rate).toBe(19);
        expect((await vat('country=CH&date=2026-03-01&shouldExcludeTax=true')).rate).toBe(0);
        expectFieldError(
          await call(
            'GET',
            `/api/ws-post/country-vat?companyId=${postCompany.id}&country=CH&date=2026-02-30`,
          ),
          'date',
        );
      });
    });
  },
);
