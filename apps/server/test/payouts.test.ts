import { createHash } from 'node:crypto';
import {
  businessDay,
  type Payout,
  type PayoutConfig,
  type PayoutStatistics,
} from '@adconsole/api/contracts';
import { expect, it } from 'vitest';
import { factsFrom } from '../src/seed/publishers.ts';
import { answerOf } from './support/calls.ts';
import { describeOnLanes, seededCompany } from './support/lane-server.ts';
import { pdfText } from './support/pdf-text.ts';
import { expectErrorBody, expectFieldError } from './support/sales.ts';
import { until } from './support/waiting.ts';

// Publisher payouts (issue 39; DOMAIN2 §1.7): the monthly run as a job, a month's daily rows
// adding up exactly to the payout's statement line, the approval that numbers the
// self-billing credit note and archives its PDF (downloaded byte for byte), the roll-over under
// the minimum payout, and every call with role, company and bad input.

const base = '/api/ws-payouts';
/** The last ended month: the small demo's facts run from its first day. */
const lastMonth = factsFrom(businessDay(), 1).slice(0, 7);

describeOnLanes('payouts', ['admin', 'publisher', 'sales', 'finance'], ({ server, tokens }) => {
  const alpenblick = seededCompany(server, 'Verlag Alpenblick AG');
  const tiroler = seededCompany(server, 'Tiroler Anzeiger GmbH');
  const sales = seededCompany(server, 'Adconsole Sales');
  const stranger = seededCompany(server, 'Ohne Rolle GmbH');
  /** A call as ADMIN acting for a publisher (Alpenblick unless given). */
  const asAdmin = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: Record<string, unknown>,
    company = alpenblick,
  ) => server.request({ method, url, token: tokens.admin, company, payload });
  const run = async (month: string, company = alpenblick) => {
    const { jobId } = await answerOf<{ jobId: number }>(
      asAdmin('POST', `${base}/runs`, { month }, company),
    );
    await until(
      async () =>
        ['COMPLETED', 'FAILED'].includes(
          (
            await answerOf<{ state: string }>(
              asAdmin('GET', `/api/ws-batch/jobs/${jobId}/progress`, undefined, company),
            )
          ).state,
        ),
      60_000,
      250,
    );
  };
  const payoutsOf = async (month: string, company = alpenblick) =>
    (
      await answerOf<{ items: Payout[] }>(
        asAdmin('GET', `${base}/payouts?month=${month}`, undefined, company),
      )
    ).items;

  it('pays last month: its daily rows add up exactly to the statement line, numbered and archived at approval', async () => {
    await run(lastMonth);
    const [payout] = await payoutsOf(lastMonth);
    expect(payout?.state).toBe('DRAFT');
    if (!payout) return;
    expect(payout.lines.length).toBeGreaterThan(0);
    const statistics = await answerOf<PayoutStatistics>(
      server.send('GET', `${base}/statistics?month=${lastMonth}`, tokens.publisher),
    );
    expect(statistics.final).toBe(false);
    // Every website's days add up to its line, gross → fees → net, to the Rappen.
    for (const line of payout.lines) {
      const days = statistics.days.filter((day) => day.websiteId === line.websiteId);
      expect(days.length).toBeGreaterThanOrEqual(28);
      const sum = (field: 'grossRevenue' | 'fees' | 'netRevenue') =>
        days.reduce((total, day) => total + day[field], 0);
      expect([sum('grossRevenue'), sum('fees'), sum('netRevenue')]).toEqual([
        line.grossRevenue,
        line.fees,
        line.netRevenue,
      ]);
    }
    const net = payout.lines.reduce((total, line) => total + line.netRevenue, 0);
    expect(payout.netRevenue).toBe(net);
    // Every site the publisher earns with is paid: the month's days of all its sites add up
    // to the payout's net revenue (what the portal's overview shows for the month).
    expect(statistics.days.reduce((total, day) => total + day.netRevenue, 0)).toBe(net);
    expect(payout.grossRevenue - payout.fees).toBe(payout.netRevenue);
    expect(payout.shareAmount).toBe(Math.round(net * 0.7));
    // A Swiss publisher registered for VAT: 8.1 % on what is paid.
    expect(payout.vatRate).toBe(8.1);
    expect(payout.total).toBe(payout.payable + Math.round(payout.payable * 0.081));

    // The publisher reads its payout but approves nothing; a stale version is 412.
    expect(
      (
        await server.send('POST', `${base}/payouts/${payout.id}/approve`, tokens.publisher, {
          version: payout.version,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await asAdmin('POST', `${base}/payouts/${payout.id}/approve`, {
          version: payout.version + 1,
        })
      ).statusCode,
    ).toBe(412);
    // A draft has no credit note yet.
    expect(
      (await server.send('GET', `${base}/payouts/${payout.id}/pdf`, tokens.publisher)).statusCode,
    ).toBe(404);
    const approved = await answerOf<Payout>(
      asAdmin('POST', `${base}/payouts/${payout.id}/approve`, { version: payout.version }),
    );
    expect(approved.state).toBe('APPROVED');
    expect(approved.number).toMatch(/^AG-\d{4}-\d{6}$/);
    expect(approved.issueDate).toBe(businessDay());
    // Approved once: a second approval and a second run of the month change nothing.
    const again = await asAdmin('POST', `${base}/payouts/${payout.id}/approve`, {
      version: approved.version,
    });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ translationKey: 'PAYOUT_NOT_DRAFT' });
    // Its only config approved for the month, a second run has nothing to pay, and says so.
    const nothing = expectErrorBody(
      await asAdmin('POST', `${base}/runs`, { month: lastMonth }),
      422,
    );
    expect(nothing).toMatchObject({
      translationKey: 'PAYOUTS_ALL_APPROVED',
      formError:
        'Every payout of this month is approved already: the run has nothing left to calculate.',
    });
    expect(await payoutsOf(lastMonth)).toEqual([approved]);
    expect(
      (
        await answerOf<PayoutStatistics>(
          server.send('GET', `${base}/statistics?month=${lastMonth}`, tokens.publisher),
        )
      ).final,
    ).toBe(true);

    // The publisher downloads the archived file, byte for byte, every time.
    const first = await server.send('GET', `${base}/payouts/${payout.id}/pdf`, tokens.publisher);
    const second = await server.send('GET', `${base}/payouts/${payout.id}/pdf`, tokens.publisher);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(createHash('sha256').update(first.rawPayload).digest('hex')).toBe(approved.sha256);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const text = await pdfText(first.rawPayload);
    const chf = (minor: number) =>
      new Intl.NumberFormat('de-CH', { minimumFractionDigits: 2, useGrouping: 'always' }).format(
        minor / 100,
      );
    expect(text).toContain(approved.number);
    expect(text).toContain('Gutschrift');
    // The s13 stranger read "Verlag Verlag Alpenblick AG": the label names the payee, not "Verlag".
    expect(text).toContain('Gutschriftempfänger');
    expect(text).not.toMatch(/Verlag\s+Verlag/);
    expect(text).toContain(chf(approved.netRevenue));
    expect(text).toContain(chf(approved.total));
    for (const line of approved.lines) expect(text).toContain(chf(line.netRevenue));
  });

  it('rolls a payable amount under the minimum over and carries it into the next month', async () => {
    const configs = await answerOf<{ items: PayoutConfig[] }>(
      asAdmin('GET', `${base}/payout-configs`),
    );
    const config = configs.items.find((item) => item.currency === 'CHF') as PayoutConfig;
    const websites = await answerOf<{ items: { websiteId: number }[] }>(
      asAdmin('GET', `${base}/websites?configId=${config.id}`),
    );
    const websiteId = websites.items[0]?.websiteId as number;
    // Two months of 2020 the demo has no facts of: CHF 40.00 and CHF 60.00 of net revenue.
    await server.database.db
      .insertInto('publisherRevenueDay')
      .values([
        {
          companyId: alpenblick.id,
          websiteId,
          day: '2020-01-15',
          currency: 'CHF',
          grossRevenue: 5000,
          fees: 1000,
          netRevenue: 4000,
        },
        {
          companyId: alpenblick.id,
          websiteId,
          day: '2020-02-10',
          currency: 'CHF',
          grossRevenue: 7000,
          fees: 1000,
          netRevenue: 6000,
        },
      ])
      .execute();
    // A minimum of CHF 50.00 at 70 %: January's 28.00 rolls over, February pays 42.00 + 28.00.
    await run('2020-01');
    const [january] = await payoutsOf('2020-01');
    expect(january).toMatchObject({
      netRevenue: 4000,
      shareAmount: 2800,
      carriedIn: 0,
      rolledOver: true,
      vatAmount: 0,
      total: 0,
    });
    await run('2020-02');
    const [february] = await payoutsOf('2020-02');
    expect(february).toMatchObject({
      netRevenue: 6000,
      shareAmount: 4200,
      carriedIn: 2800,
      payable: 7000,
      rolledOver: false,
    });
    // VAT of February 2020: 7.7 %.
    expect(february?.vatRate).toBe(7.7);
    expect(february?.total).toBe(7000 + 539);
  });

  it('refuses the approval of a publisher that has not agreed to self-billing', async () => {
    await run(lastMonth, tiroler);
    const [payout] = await payoutsOf(lastMonth, tiroler);
    expect(payout?.currency).toBe('EUR');
    expect(payout?.vatRate).toBe(0);
    const refused = await asAdmin(
      'POST',
      `${base}/payouts/${payout?.id}/approve`,
      { version: payout?.version },
      tiroler,
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ translationKey: 'SELF_BILLING_NOT_AGREED' });
  });

  it("says so when a run has nothing to pay: ADMIN's own company pays under no config", async () => {
    // ADMIN (English) not acting for a publisher: no job is started, the dialog has the reason.
    const refused = expectErrorBody(
      await server.request({
        method: 'POST',
        url: `${base}/runs`,
        token: tokens.admin,
        payload: { month: lastMonth },
      }),
      422,
    );
    expect(refused).toMatchObject({
      translationKey: 'NO_PAYOUT_CONFIG',
      formError:
        'This company has no active payout config: switch to the publisher that is paid, or create a payout config for it.',
    });
  });

  it("names who pays: a house that sells the publisher's websites, the rule's by default", async () => {
    const options = await answerOf<{ items: { id: number; name: string }[]; defaultId: number }>(
      asAdmin('GET', `${base}/payer-options`),
    );
    expect(options.defaultId).toBe(sales.id);
    expect(options.items.map((item) => item.id)).toContain(sales.id);
    const [config] = (
      await answerOf<{ items: PayoutConfig[] }>(asAdmin('GET', `${base}/payout-configs`))
    ).items;
    if (!config) throw new Error('Alpenblick has no payout config');
    expect(config).toMatchObject({ payerCompanyId: sales.id, payerName: 'Adconsole Sales' });
    const body = {
      name: config.name,
      currency: config.currency,
      sharePercent: config.sharePercent,
      minimumPayout: config.minimumPayout,
      selfBillingAgreedAt: config.selfBillingAgreedAt,
      vatStatus: config.vatStatus,
      vatNumber: config.vatNumber,
      active: config.active,
    };
    // A company that sells none of the publisher's sites cannot be its payer.
    expect(
      expectFieldError(
        await asAdmin('PUT', `${base}/payout-configs/${config.id}`, {
          ...body,
          payerCompanyId: stranger.id,
          version: config.version,
        }),
        'payerCompanyId',
      ),
    ).toBe('Not a house that sells this publisher’s websites');
    // None: finance at the house no longer reads the config; left out, the payer stays.
    const unpaid = await answerOf<PayoutConfig>(
      asAdmin('PUT', `${base}/payout-configs/${config.id}`, {
        ...body,
        payerCompanyId: null,
        version: config.version,
      }),
    );
    expect(unpaid.payerCompanyId).toBeNull();
    expect(
      (await server.send('GET', `${base}/payout-configs/${config.id}`, tokens.finance)).statusCode,
    ).toBe(404);
    const kept = await answerOf<PayoutConfig>(
      asAdmin('PUT', `${base}/payout-configs/${config.id}`, { ...body, version: unpaid.version }),
    );
    expect(kept.payerCompanyId).toBeNull();
    const restored = await answerOf<PayoutConfig>(
      asAdmin('PUT', `${base}/payout-configs/${config.id}`, {
        ...body,
        payerCompanyId: sales.id,
        version: kept.version,
      }),
    );
    expect(restored.payerName).toBe('Adconsole Sales');
    expect(
      (await server.send('GET', `${base}/payout-configs/${config.id}`, tokens.finance)).statusCode,
    ).toBe(200);
  });

  it('answers each call by role, company and input', async () => {
    // Roles: sales has none of PAYOUT, PUBLISHER, ADMIN; finance reads (PAYOUT), writes nothing.
    expect((await server.send('GET', `${base}/payouts`, tokens.sales)).statusCode).toBe(403);
    expect((await server.send('GET', `${base}/payout-configs`, tokens.finance)).statusCode).toBe(
      200,
    );
    expect(
      (await server.send('POST', `${base}/runs`, tokens.finance, { month: '2020-01' })).statusCode,
    ).toBe(403);
    expect(
      (await server.send('POST', `${base}/runs`, tokens.publisher, { month: '2020-01' }))
        .statusCode,
    ).toBe(403);
    // Company: the publisher's list holds its own payouts only; another publisher's is 404.
    if ((await payoutsOf(lastMonth, tiroler)).length === 0) await run(lastMonth, tiroler);
    const [tirolerPayout] = await payoutsOf(lastMonth, tiroler);
    const own = await answerOf<{ items: Payout[] }>(
      server.send('GET', `${base}/payouts`, tokens.publisher),
    );
    expect(own.items.every((item) => item.configName.includes('Alpenblick'))).toBe(true);
    expect(
      (await server.send('GET', `${base}/payouts/${tirolerPayout?.id}`, tokens.publisher))
        .statusCode,
    ).toBe(404);
    expect(
      (await server.send('GET', `${base}/payouts/${tirolerPayout?.id}/pdf`, tokens.publisher))
        .statusCode,
    ).toBe(404);
    // Bad input: a month that is none, the running month, a share over 100 %.
    await expectFieldError(await asAdmin('POST', `${base}/runs`, { month: '2025-13' }), 'month');
    await expectFieldError(
      await asAdmin('POST', `${base}/runs`, { month: businessDay().slice(0, 7) }),
      'month',
    );
    expect(
      (await server.send('GET', `${base}/statistics?month=2025-00`, tokens.publisher)).statusCode,
    ).toBe(422);
    expect((await server.send('GET', `${base}/payouts/abc`, tokens.publisher)).statusCode).toBe(
      404,
    );
    await expectFieldError(
      await asAdmin('POST', `${base}/payout-configs`, {
        name: 'Zu viel',
        currency: 'EUR',
        sharePercent: 120,
        minimumPayout: 5000,
        selfBillingAgreedAt: null,
        vatStatus: 'REGISTERED',
        vatNumber: null,
      }),
      'sharePercent',
    );
    // One config per currency; a website of another publisher is refused.
    await expectFieldError(
      await asAdmin('POST', `${base}/payout-configs`, {
        name: 'Noch einmal CHF',
        currency: 'CHF',
        sharePercent: 60,
        minimumPayout: 0,
        selfBillingAgreedAt: '2024-01-01',
        vatStatus: 'REGISTERED',
        vatNumber: null,
      }),
      'currency',
    );
    const configs = await answerOf<{ items: PayoutConfig[] }>(
      asAdmin('GET', `${base}/payout-configs`),
    );
    const foreign = await server.database.db
      .selectFrom('website')
      .select('id')
      .where('publisherCompanyId', '=', tiroler.id)
      .executeTakeFirstOrThrow();
    await expectFieldError(
      await asAdmin('POST', `${base}/websites`, {
        configId: configs.items[0]?.id,
        websiteId: foreign.id,
      }),
      'websiteId',
    );
  });
});
