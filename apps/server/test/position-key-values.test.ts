import {
  businessDay,
  campaignHistoryEntrySchema,
  campaignRecordSchema,
  orderPositionSchema,
  pageOf,
  positionActionResultSchema,
} from '@adconsole/api/contracts';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { answerOf } from './support/calls.ts';
import { describeOnLanes, seededCompany } from './support/lane-server.ts';
import { rowOf } from './support/rows.ts';
import { expectFieldError, freshAccount } from './support/sales.ts';

// Issue 42, "What to build": key-values chosen in a booking (DOMAIN §3, a digital position's
// targeting). The keys and values are the booking company's own (targeting/keywords); the
// position saves them, its history says old → new, the order's record shows them and the push
// hands them to the ad server's line item. Each call with its role, company and bad input
// (DOMAIN2 §6.1: the key `Rubrik Sport`, a value with `=`, 800 targeting criteria per entity).

const api = '/api/ws-order';
const historyPage = pageOf(campaignHistoryEntrySchema);

describeOnLanes(
  'key-values in a booking',
  ['sales', 'ops', 'contextual', 'agency'],
  ({ server, tokens }) => {
    const sales = seededCompany(server, 'Adconsole Sales');
    const inDays = (days: number) => businessDay(Date.now() + days * 86_400_000);

    /** A new CHF order of the sales company with a product of a medium valid on its start. */
    async function newOrder(name: string) {
      const { db } = server.database;
      const account = await freshAccount(db, sales.id, `${name} AG`);
      const type = await rowOf(db, 'campaignType', 'id', {
        companyId: sales.id,
        code: 'CROSSMEDIA',
      });
      const record = campaignRecordSchema.parse(
        await answerOf(
          server.send('POST', `${api}/campaigns`, tokens.sales, {
            campaignTypeId: type.id,
            name,
            advertiserAccountId: account.id,
            startDate: inDays(20),
            endDate: inDays(48),
            currency: 'CHF',
          }),
        ),
      );
      return record;
    }
    async function product(mediaType: string) {
      const row = await sql<{ id: number }>`
        select p.id from product p
        join price_list_item i on i.product_id = p.id
        join price_list l on l.id = i.price_list_id
        where p.company_id = ${sales.id} and p.media_type = ${mediaType} and p.active
          and l.currency = 'CHF' and l.channel = 'STANDARD' and l.status = 'ACTIVE'
          and i.valid_from <= ${inDays(20)}::date and (i.valid_to is null or i.valid_to >= ${inDays(20)}::date)
        order by p.id limit 1`.execute(server.database.db);
      const found = row.rows[0];
      if (!found) throw new Error(`no ${mediaType} product`);
      return found.id;
    }
    const addPosition = async (campaignId: number, productId: number, extra: object) =>
      server.send('POST', `${api}/campaigns/${campaignId}/positions`, tokens.sales, {
        productId,
        quantity: 100,
        startDate: inDays(20),
        endDate: inDays(30),
        ...extra,
      });

    it('offers the company’s active keys to the booking, to the order desk only', async () => {
      const order = await newOrder('Schlüsselwahl');
      const keys = await answerOf<{ items: { name: string; keyType: string; values: string[] }[] }>(
        server.send('GET', `${api}/campaigns/${order.id}/targeting-keys`, tokens.sales),
      );
      expect(keys.items.map((key) => key.name)).toEqual([
        'alter',
        'geraet',
        'interesse',
        'kanton',
        'rubrik',
        'sprache',
      ]);
      expect(keys.items.find((key) => key.name === 'rubrik')?.values).toContain('sport');
      // The contextual persona manages keys but books nothing; another company's campaign is none.
      expect(
        (await server.send('GET', `${api}/campaigns/${order.id}/targeting-keys`, tokens.contextual))
          .statusCode,
      ).toBe(403);
      expect(
        (await server.send('GET', `${api}/campaigns/${order.id}/targeting-keys`, tokens.agency))
          .statusCode,
      ).toBe(404);
    });

    it('saves a digital position with its key-values, shows them, and writes the change in the history', async () => {
      const order = await newOrder('Zielgruppe Sport');
      const created = orderPositionSchema.parse(
        await answerOf(
          addPosition(order.id, await product('DIGITAL'), {
            keyValues: [
              { key: 'Rubrik', values: ['Sport', 'kultur'] },
              // A free-form key takes a value it does not list.
              { key: 'interesse', values: ['segeln'] },
            ],
          }),
        ),
      );
      // Stored as the keys write their names and a predefined key its values.
      expect(created.keyValues).toEqual([
        { key: 'rubrik', values: ['sport', 'kultur'] },
        { key: 'interesse', values: ['segeln'] },
      ]);
      const record = campaignRecordSchema.parse(
        await answerOf(server.send('GET', `${api}/campaigns/${order.id}/record`, tokens.sales)),
      );
      expect(record.positions.find((position) => position.id === created.id)?.keyValues).toEqual(
        created.keyValues,
      );
      const changed = orderPositionSchema.parse(
        await answerOf(
          server.send('PUT', `${api}/campaigns/${order.id}/positions/${created.id}`, tokens.sales, {
            version: created.version,
            keyValues: [{ key: 'geraet', values: ['mobile'] }],
          }),
        ),
      );
      expect(changed.keyValues).toEqual([{ key: 'geraet', values: ['mobile'] }]);
      const history = historyPage.parse(
        await answerOf(
          server.send(
            'GET',
            `${api}/campaigns/${order.id}/history?activityType=CAMPAIGN_POSITION_FIELD_CHANGED`,
            tokens.sales,
          ),
        ),
      );
      expect(history.items).toContainEqual(
        expect.objectContaining({
          field: 'keyValues',
          oldValue: 'rubrik=sport,kultur; interesse=segeln',
          newValue: 'geraet=mobile',
          positionId: created.id,
        }),
      );
      // The same key-values again change nothing (no version, no history entry).
      const same = orderPositionSchema.parse(
        await answerOf(
          server.send('PUT', `${api}/campaigns/${order.id}/positions/${created.id}`, tokens.sales, {
            version: changed.version,
            keyValues: [{ key: 'GERAET', values: ['Mobile'] }],
          }),
        ),
      );
      expect(same.version).toBe(changed.version);
    });

    it('refuses on the field: another company’s key, a value not of the key, `Rubrik Sport`, `=`, a key twice, 801 criteria, a radio position', async () => {
      const order = await newOrder('Zielgruppe abgelehnt');
      const digital = await product('DIGITAL');
      const refused = async (keyValues: unknown, field: string, productId = digital) =>
        expectFieldError(await addPosition(order.id, productId, { keyValues }), field);
      // `wetter` is Kontext Media's key, not the sales company's.
      expect(await refused([{ key: 'wetter', values: ['regen'] }], 'keyValues.0.key')).toBe(
        '“wetter” is no active key of this company.',
      );
      expect(await refused([{ key: 'rubrik', values: ['fussball'] }], 'keyValues.0.values')).toBe(
        '“fussball” is not a value of the key “rubrik”.',
      );
      expect(await refused([{ key: 'Rubrik Sport', values: ['a'] }], 'keyValues.0.key')).toBe(
        'A key must not contain spaces.',
      );
      expect(await refused([{ key: 'interesse', values: ['a=b'] }], 'keyValues.0.values')).toBe(
        'The value “a=b” contains the reserved character =.',
      );
      expect(
        await refused(
          [
            { key: 'rubrik', values: ['sport'] },
            { key: 'RUBRIK', values: ['kultur'] },
          ],
          'keyValues.1.key',
        ),
      ).toBe('The key “RUBRIK” is chosen twice.');
      const many = Array.from({ length: 801 }, (_, index) => `v${index}`);
      expect(await refused([{ key: 'interesse', values: many }], 'keyValues')).toBe(
        'A position targets at most 800 key-values.',
      );
      expect(
        await refused([{ key: 'rubrik', values: ['sport'] }], 'keyValues', await product('RADIO')),
      ).toBe('Only digital positions are targeted by key-values.');
      // Nothing refused was saved.
      const record = campaignRecordSchema.parse(
        await answerOf(server.send('GET', `${api}/campaigns/${order.id}/record`, tokens.sales)),
      );
      expect(record.positions).toEqual([]);
    });

    it('pushes the key-values with the position: the line item targets them', async () => {
      const order = await newOrder('Zielgruppe Push');
      const created = orderPositionSchema.parse(
        await answerOf(
          addPosition(order.id, await product('DIGITAL'), {
            keyValues: [{ key: 'kanton', values: ['zh', 'be'] }],
          }),
        ),
      );
      const { db } = server.database;
      await sql`update campaign_position set status = 'READY_TO_PUSH' where id = ${created.id}`.execute(
        db,
      );
      const pushed = positionActionResultSchema.parse(
        await answerOf(
          server.request({
            method: 'PUT',
            url: '/api/ws-operations/campaigns/campaign-positions/push-to-adserver',
            token: tokens.ops,
            payload: { ids: [created.id] },
          }),
        ),
      );
      expect(pushed.results.map((row) => row.outcome)).toEqual(['DONE']);
      const item = await db
        .selectFrom('adServerLineItem')
        .select('keyValues')
        .where('campaignPositionId', '=', created.id)
        .executeTakeFirstOrThrow();
      expect(item.keyValues).toEqual([{ key: 'kanton', values: ['zh', 'be'] }]);
    });
  },
);
