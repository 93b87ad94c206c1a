import type { PlacementGroup } from '@adconsole/api/contracts';
import { expect, it } from 'vitest';
import { answerOf } from './support/calls.ts';
import { describeOnLanes, seededCompany } from './support/lane-server.ts';
import { expectFieldError } from './support/sales.ts';

// /publishers/traffic/placement-groups (issue 39; spec 1 §2.12: ADMIN): a publisher's named sets
// of placements of one of its websites, kept by ADMIN acting for the publisher, on the kit's
// resource: the website is one the publisher publishes, the placements that website's, the name
// unique in the publisher, every change in the audit, another publisher's group not found.

const base = '/api/ws-publishers';

interface PlacementOptions {
  websites: { id: number; name: string; domain: string }[];
  placements: { id: number; websiteId: number; name: string }[];
}

describeOnLanes('placement groups', ['admin', 'publisher'], ({ server, tokens }) => {
  const alpenblick = seededCompany(server, 'Verlag Alpenblick AG');
  const tiroler = seededCompany(server, 'Tiroler Anzeiger GmbH');
  const asAdmin = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: Record<string, unknown>,
    company = alpenblick,
  ) => server.request({ method, url, token: tokens.admin, company, payload });

  it('keeps a publisher’s placements of one website together, in the audit', async () => {
    const options = await answerOf<PlacementOptions>(asAdmin('GET', `${base}/placement-options`));
    // The publisher's own websites, once per domain, with their placements.
    const domains = options.websites.map((site) => site.domain);
    expect(domains).toEqual(expect.arrayContaining(['alpenblick.ch']));
    expect(new Set(domains).size).toBe(domains.length);
    const site = options.websites.find((each) =>
      options.placements.some((placement) => placement.websiteId === each.id),
    );
    if (!site) throw new Error('no website of Alpenblick has placements');
    const own = options.placements.filter((placement) => placement.websiteId === site.id);
    const other = options.placements.find((placement) => placement.websiteId !== site.id);

    const created = await answerOf<PlacementGroup>(
      asAdmin('POST', `${base}/placement-groups`, {
        name: 'Startseite',
        websiteId: site.id,
        placementIds: own.slice(0, 2).map((placement) => placement.id),
      }),
    );
    expect(created).toMatchObject({
      name: 'Startseite',
      websiteId: site.id,
      websiteDomain: site.domain,
      placementIds: own
        .slice(0, 2)
        .map((placement) => placement.id)
        .sort((a, b) => a - b),
      active: true,
    });
    const listed = await answerOf<{ items: PlacementGroup[]; total: number }>(
      asAdmin('GET', `${base}/placement-groups?websiteId=${site.id}`),
    );
    expect(listed.items.map((group) => group.id)).toContain(created.id);

    // The placements changed: the link rows and the audit in the change's transaction.
    const updated = await answerOf<PlacementGroup>(
      asAdmin('PUT', `${base}/placement-groups/${created.id}`, {
        name: 'Startseite',
        websiteId: site.id,
        placementIds: [own[0]?.id],
        version: created.version,
      }),
    );
    expect(updated.placementIds).toEqual([own[0]?.id]);
    const audit = await server.database.db
      .selectFrom('settingsAudit')
      .select('field')
      .where('entityType', '=', 'PLACEMENT_GROUP')
      .where('entityId', '=', created.id)
      .execute();
    expect(audit.map((row) => row.field)).toContain('placementIds');

    // Bad input: a name taken in any case, another website's placement, another's website.
    expect(
      expectFieldError(
        await asAdmin('POST', `${base}/placement-groups`, {
          name: 'STARTSEITE',
          websiteId: site.id,
          placementIds: [],
        }),
        'name',
      ),
    ).toBe('There is already a placement group with this name');
    if (other) {
      expect(
        expectFieldError(
          await asAdmin('POST', `${base}/placement-groups`, {
            name: 'Gemischt',
            websiteId: site.id,
            placementIds: [other.id],
          }),
          'placementIds',
        ),
      ).toBe('The placement is not one of this website');
    }
    const foreign = await answerOf<PlacementOptions>(
      asAdmin('GET', `${base}/placement-options`, undefined, tiroler),
    );
    const foreignSite = foreign.websites[0];
    if (!foreignSite) throw new Error('Tiroler Anzeiger publishes no website');
    expectFieldError(
      await asAdmin('POST', `${base}/placement-groups`, {
        name: 'Fremd',
        websiteId: foreignSite.id,
        placementIds: [],
      }),
      'websiteId',
    );
    expect(
      (
        await asAdmin('POST', `${base}/placement-groups`, {
          name: '',
          websiteId: site.id,
          placementIds: [],
        })
      ).statusCode,
    ).toBe(422);

    // Company: another publisher's view finds no such group.
    expect(
      (await asAdmin('GET', `${base}/placement-groups/${created.id}`, undefined, tiroler))
        .statusCode,
    ).toBe(404);
    // Roles: the traffic pages are ADMIN's (spec 1 §2.12); the publisher itself reads none.
    expect(
      (await server.send('GET', `${base}/placement-groups`, tokens.publisher)).statusCode,
    ).toBe(403);
    expect(
      (await server.send('GET', `${base}/placement-options`, tokens.publisher)).statusCode,
    ).toBe(403);
    expect((await server.send('GET', `${base}/placement-groups`, '')).statusCode).toBe(401);
  });
});
