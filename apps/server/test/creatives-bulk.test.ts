import type { BulkUpload } from '@adconsole/api/contracts';
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { bannerGif, bannerPng, html5Zip, vastXml, zipOf } from '../src/seed/creative-files.ts';
import { answerOf } from './support/calls.ts';
import { describeOnLanes } from './support/lane-server.ts';
import { EICAR, expectErrorBody, expectFieldError, multipartBody } from './support/sales.ts';
import { until } from './support/waiting.ts';

// Issue 40, DOMAIN2 §3.5.1: a bulk upload matched by size; nothing is created before "Create".

const base = '/api/ws-creatives/bulk-uploads';

describeOnLanes('the bulk upload of digital creatives', ['admin', 'ops'], ({ server, tokens }) => {
  const campaign = { id: 0, rectangle: 0, leaderboard: 0, companyId: 0 };
  beforeAll(async () => {
    const db = server.database.db;
    // A campaign of the admin's company with two digital positions of two products: one
    // product sold as 300×250, the other as 728×90.
    const { rows } = await sql<{
      campaignId: number;
      first: number;
      second: number;
      companyId: number;
    }>`
      select p1.campaign_id as "campaignId", p1.id as first, p2.id as second, p1.company_id as "companyId"
      from campaign_position p1
      join campaign_position p2 on p2.campaign_id = p1.campaign_id and p2.product_id <> p1.product_id
        and p2.position_type = 'DIGITAL' and p2.status not in ('DELETED', 'FINISHED')
      join app_user u on u.company_id = p1.company_id and u.email = 'admin@example.com'
      where p1.position_type = 'DIGITAL' and p1.status not in ('DELETED', 'FINISHED')
      order by p1.campaign_id, p1.id, p2.id limit 1`.execute(db);
    const row = rows[0];
    if (!row) throw new Error('no campaign with two digital products');
    await sql`update product set sizes = '{300x250}' where id = (select product_id from campaign_position where id = ${row.first})`.execute(
      db,
    );
    await sql`update product set sizes = '{728x90}' where id = (select product_id from campaign_position where id = ${row.second})`.execute(
      db,
    );
    // The campaign's other digital positions are out of the way.
    await sql`update campaign_position set status = 'DELETED' where campaign_id = ${row.campaignId} and position_type = 'DIGITAL' and id not in (${row.first}, ${row.second})`.execute(
      db,
    );
    Object.assign(campaign, {
      id: row.campaignId,
      rectangle: row.first,
      leaderboard: row.second,
      companyId: row.companyId,
    });
  });

  const drop = (
    files: { fileName: string; content: Buffer }[],
    token = tokens.admin,
    campaignId = campaign.id,
  ) => {
    const { payload, headers } = multipartBody(
      files.map((file) => ({ ...file, contentType: 'application/octet-stream' })),
    );
    return server.request({
      method: 'POST',
      url: `${base}?campaignId=${campaignId}`,
      token,
      headers,
      payload,
    });
  };
  const creativesOfCampaign = async () =>
    Number(
      (
        await sql<{
          count: string;
        }>`select count(*) as count from creative k join campaign_position p on p.id = k.campaign_position_id where p.campaign_id = ${campaign.id}`.execute(
          server.database.db,
        )
      ).rows[0]?.count,
    );

  it('analyses a zip of five files: 3 assigned, the zip without meta refused with its reason, 970×250 unmatched, nothing created; then creates on confirming', async () => {
    const before = await creativesOfCampaign();
    const archive = zipOf({
      '300x250.jpg': bannerPng(300, 250), // a PNG named .jpg lies: see below
      '600x500.png': bannerPng(600, 500),
      '728x90.zip': html5Zip({ size: { width: 728, height: 90 } }),
      'noMeta.zip': html5Zip({}),
      '970x250.gif': bannerGif(970, 250),
    });
    // The name lying about its type is refused; the acceptance's JPEG is a real one here.
    const real = zipOf({
      '300x250.gif': bannerGif(300, 250),
      '600x500.png': bannerPng(600, 500),
      '728x90.zip': html5Zip({ size: { width: 728, height: 90 } }),
      'noMeta.zip': html5Zip({}),
      '970x250.gif': bannerGif(970, 250),
    });
    const lying = await answerOf<BulkUpload>(drop([{ fileName: 'lying.zip', content: archive }]));
    expect(lying.files.find((file) => file.fileName === '300x250.jpg')).toMatchObject({
      match: 'REFUSED',
      translationKey: 'FILE_TYPE_MISMATCH',
    });

    const upload = await answerOf<BulkUpload>(drop([{ fileName: 'Kampagne.zip', content: real }]));
    const byName = Object.fromEntries(upload.files.map((file) => [file.fileName, file]));
    expect(byName['300x250.gif']).toMatchObject({
      match: 'ASSIGNED',
      positionId: campaign.rectangle,
      sizeSource: 'PIXELS',
    });
    expect(byName['600x500.png']).toMatchObject({
      match: 'ASSIGNED',
      positionId: campaign.rectangle,
      sizeSource: 'RETINA',
      width: 300,
      height: 250,
    });
    expect(byName['728x90.zip']).toMatchObject({
      match: 'ASSIGNED',
      positionId: campaign.leaderboard,
      sizeSource: 'META',
    });
    expect(byName['noMeta.zip']).toMatchObject({
      match: 'REFUSED',
      translationKey: 'HTML5_NO_AD_SIZE',
    });
    expect(byName['noMeta.zip']?.reason).toContain('ad.size');
    expect(byName['970x250.gif']).toMatchObject({ match: 'UNMATCHED', candidates: [] });
    expect(upload.files.filter((file) => file.match === 'ASSIGNED')).toHaveLength(3);
    expect(upload.state).toBe('ANALYSED');
    expect(await creativesOfCampaign()).toBe(before);

    // A position the file's size does not fit is refused on its field.
    const unmatched = byName['970x250.gif'];
    if (!unmatched) throw new Error('missing');
    expectFieldError(
      await server.send('POST', `${base}/${upload.id}/confirm`, tokens.admin, {
        assignments: [{ fileId: unmatched.id, positionId: campaign.rectangle }],
        clickUrl: 'https://www.example.ch/',
      }),
      'assignments.0.positionId',
    );

    const assigned = upload.files.filter((file) => file.match === 'ASSIGNED');
    const confirmed = await answerOf<BulkUpload>(
      server.send('POST', `${base}/${upload.id}/confirm`, tokens.admin, {
        assignments: assigned.map((file) => ({ fileId: file.id, positionId: file.positionId })),
        clickUrl: 'https://www.example.ch/sommer',
      }),
    );
    expect(confirmed.state).toBe('CONFIRMED');
    expect(confirmed.jobId).toBeTruthy();
    const done = await until(async () => {
      const current = await answerOf<BulkUpload>(
        server.send('GET', `${base}/${upload.id}`, tokens.admin),
      );
      return current.state === 'DONE' ? current : undefined;
    });
    expect(done.files.filter((file) => file.outcome === 'CREATED')).toHaveLength(3);
    expect(done.files.filter((file) => file.outcome === 'REFUSED')).toHaveLength(2);
    expect(await creativesOfCampaign()).toBe(before + 3);
    // A second confirmation is refused.
    const again = await server.send('POST', `${base}/${upload.id}/confirm`, tokens.admin, {
      assignments: [],
      clickUrl: 'https://www.example.ch/',
    });
    expect(expectErrorBody(again, 409).translationKey).toBe('BULK_ALREADY_CONFIRMED');
  });

  // DOMAIN2 §3.4: "one match → pre-assigned; several → the user picks; none → unmatched", and
  // "otherwise: the file name, matched against /(\d{2,4})[x×](\d{2,4})/".
  it('offers every position a size fits to choose from, takes a size from a file name, and creates on the position chosen', async () => {
    const db = server.database.db;
    const productOf = sql`(select product_id from campaign_position where id = ${campaign.leaderboard})`;
    // The leaderboard's product is sold as 300×250 too: a 300×250 file now fits both positions.
    await sql`update product set sizes = '{728x90,300x250}' where id = ${productOf}`.execute(db);
    try {
      const upload = await answerOf<BulkUpload>(
        drop([
          {
            fileName: 'Auswahl.zip',
            content: zipOf({
              'rectangle.gif': bannerGif(300, 250),
              'preroll_728x90.xml': vastXml(),
            }),
          },
        ]),
      );
      const byName = Object.fromEntries(upload.files.map((file) => [file.fileName, file]));
      const choose = byName['rectangle.gif'];
      expect(choose).toMatchObject({ match: 'CHOOSE', positionId: null, sizeSource: 'PIXELS' });
      expect(
        (choose?.candidates ?? []).map((candidate) => candidate.id).sort((a, b) => a - b),
      ).toEqual([campaign.rectangle, campaign.leaderboard].sort((a, b) => a - b));
      // A VAST has no pixels: its size is its name's.
      expect(byName['preroll_728x90.xml']).toMatchObject({
        match: 'ASSIGNED',
        sizeSource: 'NAME',
        width: 728,
        height: 90,
        positionId: campaign.leaderboard,
      });
      if (!choose) throw new Error('missing');
      await answerOf<BulkUpload>(
        server.send('POST', `${base}/${upload.id}/confirm`, tokens.admin, {
          assignments: [{ fileId: choose.id, positionId: campaign.leaderboard }],
          clickUrl: 'https://www.example.ch/wahl',
        }),
      );
      const done = await until(async () => {
        const current = await answerOf<BulkUpload>(
          server.send('GET', `${base}/${upload.id}`, tokens.admin),
        );
        return current.state === 'DONE' ? current : undefined;
      });
      expect(done.files.find((file) => file.fileName === 'rectangle.gif')?.outcome).toBe('CREATED');
      const created = await sql<{ positionId: number }>`
        select campaign_position_id as "positionId" from creative
        where click_url = 'https://www.example.ch/wahl' and company_id = ${campaign.companyId}`.execute(
        db,
      );
      expect(created.rows).toEqual([{ positionId: campaign.leaderboard }]);
    } finally {
      await sql`update product set sizes = '{728x90}' where id = ${productOf}`.execute(db);
    }
  });

  it('refuses a drop with a virus, a zip bomb as one refused file, and is ADMIN only', async () => {
    expect(
      expectErrorBody(await drop([{ fileName: 'a.gif', content: EICAR }]), 422).translationKey,
    ).toBe('FILE_INFECTED');
    const bomb = zipOf({ 'big.bin': new Uint8Array(1) });
    bomb.writeUInt32LE(0x80000000, 22);
    const central = bomb.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    bomb.writeUInt32LE(0x80000000, central + 24);
    const claimed = await answerOf<BulkUpload>(
      drop([{ fileName: 'claims-2GB.zip', content: bomb }]),
    );
    expect(claimed.files).toMatchObject([
      { match: 'REFUSED', translationKey: 'FILE_ARCHIVE_REFUSED' },
    ]);
    // The ops persona manages digital creatives but is no ADMIN (spec 1 §2.9).
    expect(
      (await drop([{ fileName: 'a.gif', content: bannerGif(300, 250) }], tokens.ops)).statusCode,
    ).toBe(403);
    // Another company's campaign is no campaign.
    const other = await sql<{
      id: number;
    }>`select id from campaign where company_id <> ${campaign.companyId} order by id limit 1`.execute(
      server.database.db,
    );
    if (other.rows[0]) {
      expect(
        (
          await drop(
            [{ fileName: 'a.gif', content: bannerGif(300, 250) }],
            tokens.admin,
            other.rows[0].id,
          )
        ).statusCode,
      ).toBe(404);
    }
  });
});
