import type {
  BulkResult,
  IabAudience,
  Segment,
  SemantiqConfig,
  VisitorSegment,
} from '@adconsole/api/contracts';
import { expect, it } from 'vitest';
import { answerOf } from './support/calls.ts';
import { describeOnLanes } from './support/lane-server.ts';
import { expectFieldError } from './support/sales.ts';

// Issue 42, second part: segments and visitor segments (ADMIN in the targeting area), a
// Semantiq customer's configurations and the IAB audiences it offers; each call with its role,
// its company and bad input.

const targeting = '/api/ws-targeting';
const semantiq = '/api/ws-semantiq';

describeOnLanes(
  'segments, Semantiq configurations and IAB audiences',
  ['admin', 'contextual', 'semantiq', 'agency'],
  ({ server, tokens }) => {
    const segment = (code: string, advertiserId: number | null = null) => ({
      name: `Segment ${code}`,
      code,
      advertiserId,
      expireMinutes: 43_200,
    });

    it('keeps segments to ADMIN: codes unique in any case, advertisers of the company, the pixel by code and member', async () => {
      for (const token of [tokens.contextual, tokens.agency, tokens.semantiq])
        expect(
          (await server.send('POST', `${targeting}/segments`, token, segment('x1'))).statusCode,
        ).toBe(403);
      const badCode = await server.send(
        'POST',
        `${targeting}/segments`,
        tokens.admin,
        segment('auto interesse'),
      );
      expect(expectFieldError(badCode, 'code')).toBe('Letters, digits and _ . - (at most 50).');
      const tooLong = await server.send('POST', `${targeting}/segments`, tokens.admin, {
        ...segment('lang'),
        expireMinutes: 259_201,
      });
      expect(tooLong.statusCode).toBe(422);

      const { companyId } = await server.database.db
        .selectFrom('appUser')
        .where('email', '=', 'admin@example.com')
        .select('companyId')
        .executeTakeFirstOrThrow();
      const own = await server.database.db
        .selectFrom('account')
        .where('companyId', '=', companyId)
        .select('id')
        .executeTakeFirstOrThrow();
      const foreign = await server.database.db
        .selectFrom('account')
        .where('companyId', '!=', companyId)
        .select('id')
        .executeTakeFirstOrThrow();
      const refused = await server.send(
        'POST',
        `${targeting}/segments`,
        tokens.admin,
        segment('fremd', foreign.id),
      );
      expect(expectFieldError(refused, 'advertiserId')).toBe('Not a record of this company');

      // Without a Xandr credential there is no member: no pixel.
      const created = await answerOf<Segment>(
        server.send('POST', `${targeting}/segments`, tokens.admin, segment('Sport-Fans', own.id)),
      );
      expect(created.advertiserId).toBe(own.id);
      expect(created.advertiserName).toBeTruthy();
      expect(created.pixel).toBe('');
      const twice = await server.send(
        'POST',
        `${targeting}/segments`,
        tokens.admin,
        segment('sport-fans'),
      );
      expect(expectFieldError(twice, 'code')).toBe(
        'A segment with this code already exists (case does not count).',
      );
      await server.database.db
        .insertInto('xandrCredential')
        .values({
          companyId,
          environment: 'PROD',
          memberId: 9325,
          username: 'adconsole-api',
          secretEncrypted: 'v1:test',
        })
        .execute();
      const read = await answerOf<Segment>(
        server.send('GET', `${targeting}/segments/${created.id}`, tokens.admin),
      );
      expect(read.pixel).toBe(
        '<img src="https://ib.adnxs.com/seg?add_code=Sport-Fans&member=9325&t=2" width="1" height="1" alt="" />',
      );
      // The demo's segments are the admin company's; a search finds by code too.
      const found = await answerOf<{ items: Segment[]; total: number }>(
        server.send('GET', `${targeting}/segments?searchQuery=wintersport`, tokens.admin),
      );
      expect(found.items.map((item) => item.code)).toEqual(['wintersport']);
      expect(found.items[0]?.visitorSegments).toBe(1);
    });

    it('feeds a segment from visitor rules: regular expressions checked, the segment of the company', async () => {
      const segments = await answerOf<{ items: Segment[] }>(
        server.send('GET', `${targeting}/segments?searchQuery=newsletter`, tokens.admin),
      );
      const segmentId = segments.items[0]?.id ?? 0;
      const rule = { urlPattern: '/sport/', referrerPattern: '', minVisits: 2, lookbackDays: 30 };
      const body = { name: 'Sportleser', segmentId, rules: [rule] };
      expect(
        (await server.send('POST', `${targeting}/visitor-segments`, tokens.contextual, body))
          .statusCode,
      ).toBe(403);
      const badRegex = await server.send('POST', `${targeting}/visitor-segments`, tokens.admin, {
        ...body,
        rules: [{ ...rule, urlPattern: '/sport/(' }],
      });
      expect(expectFieldError(badRegex, 'rules.0.urlPattern')).toBe(
        'Not a valid regular expression',
      );
      const none = await server.send('POST', `${targeting}/visitor-segments`, tokens.admin, {
        ...body,
        rules: [],
      });
      expect(expectFieldError(none, 'rules')).toBe('field is required');
      const unknown = await server.send('POST', `${targeting}/visitor-segments`, tokens.admin, {
        ...body,
        segmentId: 999_999,
      });
      expect(expectFieldError(unknown, 'segmentId')).toBe('Not a record of this company');
      const created = await answerOf<VisitorSegment>(
        server.send('POST', `${targeting}/visitor-segments`, tokens.admin, body),
      );
      expect(created).toMatchObject({ segmentId, segmentCode: 'newsletter', rules: [rule] });
      const taken = await server.send('POST', `${targeting}/visitor-segments`, tokens.admin, {
        ...body,
        name: 'SPORTLESER',
      });
      expect(expectFieldError(taken, 'name')).toBe(
        'A visitor segment with this name already exists.',
      );
    });

    it('configures a Semantiq tenant on its own domains and shows what the tag would send', async () => {
      const configs = await answerOf<{ items: SemantiqConfig[] }>(
        server.send('GET', `${semantiq}/configs`, tokens.semantiq),
      );
      const demo = configs.items.find((config) => config.tenantId === 'alpenblick');
      expect(demo?.domains.length).toBe(2);
      // The newest German article of the crawled domain: its categories under `iab`.
      expect(demo?.sample?.keyValues[0]?.key).toBe('iab');
      expect(demo?.sample?.keyValues[0]?.values.length).toBeGreaterThan(0);
      expect(demo?.sample?.keyValues[0]?.values.length).toBeLessThanOrEqual(3);
      expect((await server.send('GET', `${semantiq}/configs`, tokens.contextual)).statusCode).toBe(
        403,
      );
      const body = {
        name: 'Zweiter Mandant',
        tenantId: 'alpenblick',
        domainIds: demo?.domainIds ?? [],
        categoriesKey: 'iab',
        maxCategories: 2,
        keywordsKey: 'Rubrik Sport',
        maxKeywords: 5,
        languages: ['fr'],
        refreshMinutes: 60,
      };
      const bad = await server.send('POST', `${semantiq}/configs`, tokens.semantiq, body);
      expect(expectFieldError(bad, 'keywordsKey')).toBe('A key must not contain spaces.');
      const tenantTaken = await server.send('POST', `${semantiq}/configs`, tokens.semantiq, {
        ...body,
        keywordsKey: 'kw',
      });
      expect(expectFieldError(tenantTaken, 'tenantId')).toBe(
        'A configuration with this tenant ID already exists.',
      );
      const badTenant = await server.send('POST', `${semantiq}/configs`, tokens.semantiq, {
        ...body,
        keywordsKey: 'kw',
        tenantId: 'Alpen Blick',
      });
      expect(expectFieldError(badTenant, 'tenantId')).toBe(
        'Lower-case letters, digits and - (3 to 40 characters).',
      );
      const foreignDomain = await server.send('POST', `${semantiq}/configs`, tokens.semantiq, {
        ...body,
        keywordsKey: 'kw',
        tenantId: 'alpenblick-fr',
        domainIds: [999_999],
      });
      expect(expectFieldError(foreignDomain, 'domainIds')).toBe('Not a record of this company');
      const created = await answerOf<SemantiqConfig>(
        server.send('POST', `${semantiq}/configs`, tokens.semantiq, {
          ...body,
          keywordsKey: 'kw',
          tenantId: 'alpenblick-fr',
        }),
      );
      // The French part is not crawled in the demo: nothing to show yet.
      expect(created.languages).toEqual(['fr']);
      expect(created.sample).toBeNull();
    });

    it('offers IAB audiences of the shipped taxonomy: each row answered, the counts by section', async () => {
      const demographic = await answerOf<{ items: IabAudience[]; total: number; version: string }>(
        server.send(
          'GET',
          `${semantiq}/iab-audiences?section=DEMOGRAPHIC&limit=50`,
          tokens.semantiq,
        ),
      );
      expect(demographic.version).toBe('1.1');
      const ages = demographic.items.find((item) => item.id === 3);
      expect(ages).toMatchObject({
        path: ['Demographic', 'Age Range', '18-20'],
        tier: 3,
        enabled: true,
      });
      const counts = await answerOf<Record<string, number>>(
        server.send('GET', `${semantiq}/iab-audiences/counts?searchQuery=travel`, tokens.semantiq),
      );
      expect(counts.INTEREST).toBeGreaterThan(10);
      expect(counts.DEMOGRAPHIC).toBeUndefined();
      expect(
        (await server.send('GET', `${semantiq}/iab-audiences`, tokens.contextual)).statusCode,
      ).toBe(403);
      const dry = await answerOf<BulkResult>(
        server.send('POST', `${semantiq}/iab-audiences/bulk/enable`, tokens.semantiq, {
          ids: [3, 631, 999_999],
          dryRun: true,
        }),
      );
      expect(dry.results.map((row) => row.translationKey ?? row.outcome)).toEqual([
        'ALREADY_ACTIVE',
        'DONE',
        'NOT_FOUND',
      ]);
      const done = await answerOf<BulkResult>(
        server.send('POST', `${semantiq}/iab-audiences/bulk/disable`, tokens.semantiq, {
          ids: [3],
        }),
      );
      expect(done.done).toBe(1);
      const offered = await answerOf<{ items: IabAudience[] }>(
        server.send(
          'GET',
          `${semantiq}/iab-audiences?section=DEMOGRAPHIC&enabledOnly=true`,
          tokens.semantiq,
        ),
      );
      expect(offered.items.map((item) => item.id)).not.toContain(3);
      expect(offered.items.map((item) => item.id)).toContain(4);
      // Bad input: a bulk action of no audience.
      const bad = await server.send(
        'POST',
        `${semantiq}/iab-audiences/bulk/enable`,
        tokens.semantiq,
        {
          ids: [],
        },
      );
      expect(bad.statusCode).toBe(422);
    });
  },
);
