import {
  campaignPositionsSchema,
  positionHistorySchema,
  positionTypesSchema,
} from '@adconsole/api/contracts';
import { expect, it } from 'vitest';
import { describeOnLanes } from './support/lane-server.ts';
import { expectErrorBody, expectFieldError } from './support/sales.ts';

const base = '/api/ws-activities/campaign-position-history';

describeOnLanes(
  'the campaign-position history of spec 2 §7',
  ['agency', 'sales', 'post', 'publisher'],
  ({ server, tokens }) => {
    const get = async (path: string, token = tokens.agency) => {
      const response = await server.send('GET', `${base}/${path}`, token);
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };

    it('GET {campaignId} (query: campaignPositionType, includeDeleted, page, limit): newest first, deleted positions only on request', async () => {
      const live = positionHistorySchema.parse(await get('5001'));
      expect(live.total).toBe(7);
      expect(live.items.every((entry) => !entry.positionDeleted)).toBe(true);
      const times = live.items.map((entry) => entry.changedAt);
      expect(times).toEqual([...times].sort().reverse());
      const all = positionHistorySchema.parse(await get('5001?includeDeleted=true'));
      expect(all.total).toBe(12);
      expect(all.items[0]).toMatchObject({ changeKind: 'DELETE', campaignPositionId: 50013 });
      const print = positionHistorySchema.parse(await get('5001?campaignPositionType=PRINT'));
      expect(print.total).toBe(3);
      expect(print.items.map((entry) => entry.changeKind).sort()).toEqual([
        'CREATE',
        'UPDATE',
        'UPDATE',
      ]);
      const page = positionHistorySchema.parse(
        await get('5001?includeDeleted=true&limit=5&page=2'),
      );
      expect(page.items.map((entry) => entry.id)).toEqual(
        all.items.slice(10).map((entry) => entry.id),
      );
      const update = all.items.find((entry) => entry.field === 'price');
      expect(update).toMatchObject({ oldValue: '12500.00', newValue: '11875.00' });
      expect(update?.changedBy).not.toBeNull();
    });

    it('GET {campaignId}/campaign-position-types and /positions (query: includeDeleted, campaignPositionType)', async () => {
      expect(positionTypesSchema.parse(await get('5002/campaign-position-types')).items).toEqual([
        'POINT_OF_SALE',
        'RADIO',
      ]);
      const positions = campaignPositionsSchema.parse(await get('5001/positions'));
      expect(positions.items.map((position) => position.campaignPositionId)).toEqual([
        50011, 50012,
      ]);
      const withDeleted = campaignPositionsSchema.parse(
        await get('5001/positions?includeDeleted=true&campaignPositionType=DIGITAL'),
      );
      expect(withDeleted.items).toEqual([
        {
          campaignPositionId: 50011,
          campaignPositionType: 'DIGITAL',
          name: 'Rectangle auf der Startseite',
          deleted: false,
        },
        {
          campaignPositionId: 50013,
          campaignPositionType: 'DIGITAL',
          name: 'Wideboard im Sportteil',
          deleted: true,
        },
      ]);
    });

    it('GET {campaignId}/campaign-position-id/{campaignPositionId} (query: page, limit): one position, its deletion included', async () => {
      const one = positionHistorySchema.parse(await get('5001/campaign-position-id/50013?limit=2'));
      expect(one.total).toBe(5);
      expect(one.items.map((entry) => entry.changeKind)).toEqual(['DELETE', 'UPDATE']);
      expect(one.items.every((entry) => entry.campaignPositionId === 50013)).toBe(true);
    });

    it('another company’s campaign answers empty lists, as does a campaign without history', async () => {
      expect(
        positionHistorySchema.parse(await get('5001?includeDeleted=true', tokens.sales)),
      ).toEqual({
        items: [],
        total: 0,
      });
      expect(
        positionTypesSchema.parse(await get('5001/campaign-position-types', tokens.sales)).items,
      ).toEqual([]);
      expect(
        campaignPositionsSchema.parse(await get('5001/positions', tokens.sales)).items,
      ).toEqual([]);
      expect(
        positionHistorySchema.parse(await get('5001/campaign-position-id/50011', tokens.sales))
          .total,
      ).toBe(0);
      // The sales company's own campaign is theirs.
      expect(positionHistorySchema.parse(await get('6001', tokens.sales)).total).toBeGreaterThan(0);
      expect(positionHistorySchema.parse(await get('6001', tokens.agency)).total).toBe(0);
      expect(positionHistorySchema.parse(await get('999999')).total).toBe(0);
    });

    it('is for the order desk: 403 for the post-ad-manager and the publisher, 401 without a token; bad input 404 / 422', async () => {
      for (const path of [
        '5001',
        '5001/campaign-position-types',
        '5001/positions',
        '5001/campaign-position-id/50011',
      ]) {
        expectErrorBody(await server.send('GET', `${base}/${path}`, tokens.post), 403);
        expectErrorBody(await server.send('GET', `${base}/${path}`, tokens.publisher), 403);
        expect((await server.send('GET', `${base}/${path}`)).statusCode).toBe(401);
      }
      expectErrorBody(await server.send('GET', `${base}/abc`, tokens.agency), 404);
      expectErrorBody(
        await server.send('GET', `${base}/5001/campaign-position-id/0`, tokens.agency),
        404,
      );
      for (const [query, field] of [
        ['campaignPositionType=BILLBOARD', 'campaignPositionType'],
        ['includeDeleted=perhaps', 'includeDeleted'],
        ['limit=1000', 'limit'],
      ] as const) {
        expectFieldError(await server.send('GET', `${base}/5001?${query}`, tokens.agency), field);
      }
    });
  },
);
