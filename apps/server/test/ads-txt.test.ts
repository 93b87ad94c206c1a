import type { AdsTxt } from '@adconsole/api/contracts';
import { expect, it } from 'vitest';
import { answerOf } from './support/calls.ts';
import { describeOnLanes, seededCompany } from './support/lane-server.ts';
import { expectFieldError } from './support/sales.ts';

// /publishers/ads-config (issue 39; spec 1 §2.12 "ads-config", role CONFIGURE_ADS_TXT; DOMAIN §6
// "ads.txt editor with a missing lines check"): a publisher's ads.txt per website, the lines the
// selling houses' and its own seller seats require, refused lines, stale saves, the audit, and
// who may read and write whose file.

const base = '/api/ws-publishers/ads-txt';
/** Zürcher Tagblatt's own Xandr seller seat (seed `admin.ts`): its DIRECT line. */
const DIRECT_LINE = 'appnexus.com, 10457, DIRECT, f5ab79cb980f11d1';

describeOnLanes('ads.txt', ['admin', 'publisher', 'agency'], ({ server, tokens }) => {
  const tagblatt = seededCompany(server, 'Zürcher Tagblatt AG');
  const alpenblick = seededCompany(server, 'Verlag Alpenblick AG');
  const asAdmin = (
    method: 'GET' | 'PUT',
    url: string,
    payload?: Record<string, unknown>,
    company = tagblatt,
  ) => server.request({ method, url, token: tokens.admin, company, payload });

  it('keeps a website’s ads.txt and checks the lines its seller seats require', async () => {
    const list = await answerOf<{ items: AdsTxt[] }>(asAdmin('GET', base));
    const site = list.items.find((item) => item.websiteDomain === 'zuercher-tagblatt.ch');
    if (!site) throw new Error('Zürcher Tagblatt publishes no zuercher-tagblatt.ch');
    // Nothing kept yet: the publisher's own seat's line is missing.
    expect(site).toMatchObject({ content: '', version: null, recordCount: 0 });
    expect(site.requiredLines).toContainEqual(
      expect.objectContaining({
        line: DIRECT_LINE,
        relationship: 'DIRECT',
        requiredBy: 'Zürcher Tagblatt AG',
        present: false,
      }),
    );

    // Saved with the line (other case, no certification id), a comment and a variable.
    const content = [
      '# ads.txt of zuercher-tagblatt.ch',
      'APPNEXUS.COM, 10457, direct',
      'contact=adops@zuercher-tagblatt.ch',
      '',
    ].join('\n');
    const saved = await answerOf<AdsTxt>(
      asAdmin('PUT', `${base}/${site.websiteId}`, { content, version: null }),
    );
    expect(saved).toMatchObject({ content, version: 0, recordCount: 1, invalidLines: [] });
    expect(saved.requiredLines.find((line) => line.line === DIRECT_LINE)?.present).toBe(true);
    const audit = await server.database.db
      .selectFrom('settingsAudit')
      .select(['field', 'newValue'])
      .where('entityType', '=', 'ADS_TXT')
      .execute();
    expect(audit).toContainEqual({ field: 'content', newValue: content });

    // A second first save is stale (412); an unreadable line is refused with its number.
    expect(
      (await asAdmin('PUT', `${base}/${site.websiteId}`, { content: '', version: null }))
        .statusCode,
    ).toBe(412);
    expect(
      expectFieldError(
        await asAdmin('PUT', `${base}/${site.websiteId}`, {
          content: `${content}google.com pub-1 DIRECT\n`,
          version: 0,
        }),
        'content',
      ),
    ).toBe(
      'Line 4 is neither an ads.txt record (domain, account ID, DIRECT or RESELLER[, certification ID]) nor a known variable.',
    );
    // Bad input: an unknown field, no version (422); a file over the body limit (413).
    for (const payload of [{ content, version: 0, records: [] }, { content }]) {
      expect((await asAdmin('PUT', `${base}/${site.websiteId}`, payload)).statusCode).toBe(422);
    }
    expect(
      (
        await asAdmin('PUT', `${base}/${site.websiteId}`, {
          content: 'x'.repeat(65537),
          version: 0,
        })
      ).statusCode,
    ).toBe(413);
    expect(
      (await asAdmin('PUT', `${base}/0`, { content, version: null })).statusCode,
    ).toBeGreaterThanOrEqual(400);

    // Company: another publisher neither lists nor saves this website's file.
    const foreign = await answerOf<{ items: AdsTxt[] }>(
      asAdmin('GET', base, undefined, alpenblick),
    );
    expect(foreign.items.map((item) => item.websiteId)).not.toContain(site.websiteId);
    expect(
      (await asAdmin('PUT', `${base}/${site.websiteId}`, { content: '', version: 0 }, alpenblick))
        .statusCode,
    ).toBe(404);
    const unchanged = await answerOf<{ items: AdsTxt[] }>(asAdmin('GET', base));
    expect(unchanged.items.find((item) => item.websiteId === site.websiteId)?.content).toBe(
      content,
    );
  });

  it('lets a publisher read its files; writing is CONFIGURE_ADS_TXT’s or ADMIN’s', async () => {
    // The publisher persona (PUBLISHER, PAYOUT) reads its own websites' files.
    const own = await answerOf<{ items: AdsTxt[] }>(server.send('GET', base, tokens.publisher));
    expect(own.items.map((item) => item.websiteDomain)).toContain('alpenblick.ch');
    const first = own.items[0];
    if (!first) throw new Error('the publisher persona publishes no website');
    expect(
      (
        await server.send('PUT', `${base}/${first.websiteId}`, tokens.publisher, {
          content: '',
          version: first.version,
        })
      ).statusCode,
    ).toBe(403);
    // An agency is no publisher; no sign-in is no caller.
    expect((await server.send('GET', base, tokens.agency)).statusCode).toBe(403);
    expect((await server.send('GET', base, '')).statusCode).toBe(401);
  });
});
