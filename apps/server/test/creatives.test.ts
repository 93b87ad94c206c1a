import type { CreativeFileCheck, DigitalCreativeItem } from '@adconsole/api/contracts';
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { bannerPng, html5Zip } from '../src/seed/creative-files.ts';
import { answerOf } from './support/calls.ts';
import { describeOnLanes } from './support/lane-server.ts';
import { EICAR, expectErrorBody, expectFieldError, multipartBody } from './support/sales.ts';

// Issue 40: digital creatives (spec 1 §2.9; DOMAIN2 §3): upload, create, edit, list, with
// role, company and bad input.

const base = '/api/ws-creatives/digital-creatives';

describeOnLanes('digital creatives', ['ops', 'sales', 'admin'], ({ server, tokens }) => {
  const upload = (
    fileName: string,
    content: Buffer,
    token = tokens.ops,
    contentType = 'application/octet-stream',
  ) => {
    const { payload, headers } = multipartBody([{ fileName, contentType, content }]);
    return server.request({ method: 'POST', url: `${base}/files`, token, headers, payload });
  };
  /** A digital position of the ops persona's company, with its campaign's advertiser. */
  const target = { positionId: 0, accountId: 0, otherAccountId: 0, companyId: 0 };
  beforeAll(async () => {
    const row = await sql<{ positionId: number; accountId: number; companyId: number }>`
      select p.id as "positionId", c.advertiser_account_id as "accountId", p.company_id as "companyId"
      from campaign_position p join campaign c on c.id = p.campaign_id
      join app_user u on u.company_id = p.company_id and u.email = 'ops@example.com'
      where p.position_type = 'DIGITAL' order by p.id limit 1`.execute(server.database.db);
    Object.assign(target, row.rows[0]);
    const other = await sql<{ id: number }>`
      select id from account where company_id = ${target.companyId} and id <> ${target.accountId} order by id limit 1`.execute(
      server.database.db,
    );
    target.otherAccountId = other.rows[0]?.id ?? 0;
  });

  const create = (body: Record<string, unknown>, token = tokens.ops) =>
    server.send('POST', base, token, body);

  it('uploads a PNG, creates the creative from it, waiting for approval with its size, weight and landing domain', async () => {
    const file = await answerOf<CreativeFileCheck>(
      upload('Sommer 300x250.png', bannerPng(300, 250)),
    );
    expect(file).toMatchObject({
      format: 'IMAGE',
      width: 300,
      height: 250,
      sizeSource: 'PIXELS',
      warnings: [],
    });
    const creative = await answerOf<DigitalCreativeItem>(
      create({
        name: 'Sommer Rectangle',
        accountId: target.accountId,
        campaignPositionId: target.positionId,
        format: 'IMAGE',
        fileId: file.fileId,
        clickUrl: 'https://www.beispiel.ch/sommer?utm=1',
      }),
    );
    expect(creative).toMatchObject({
      format: 'IMAGE',
      width: 300,
      height: 250,
      weightBytes: file.weightBytes,
      landingDomain: 'beispiel.ch',
      status: 'PENDING_APPROVAL',
      approvalState: 'PENDING_APPROVAL',
      fileVersion: 1,
      position: { id: target.positionId },
    });
    // It is in the approval queue digital operations already works.
    const queue = await answerOf<{ items: { id: number }[] }>(
      server.send(
        'GET',
        `/api/ws-operations/creatives/approval/PENDING_APPROVAL?limit=100&sort=createdAt&order=DESC`,
        tokens.ops,
      ),
    );
    expect(queue.items.map((item) => item.id)).toContain(creative.id);
    // Its file answers with the image, sandboxed.
    const image = await server.send('GET', `${base}/${creative.id}/file`, tokens.ops);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-security-policy']).toContain('sandbox');

    // An edit with a new file is its next version and waits for approval again.
    const second = await answerOf<CreativeFileCheck>(
      upload('v2.png', bannerPng(300, 250, [200, 16, 46])),
    );
    const edited = await answerOf<DigitalCreativeItem>(
      server.send('PUT', `${base}/${creative.id}`, tokens.ops, {
        name: 'Sommer Rectangle v2',
        accountId: target.accountId,
        campaignPositionId: target.positionId,
        format: 'IMAGE',
        fileId: second.fileId,
        clickUrl: 'https://www.beispiel.ch/sommer',
        version: creative.version,
      }),
    );
    expect(edited).toMatchObject({
      fileVersion: 2,
      approvalState: 'PENDING_APPROVAL',
      fileId: second.fileId,
    });
    // A stale version answers 412.
    const stale = await server.send('PUT', `${base}/${creative.id}`, tokens.ops, {
      name: 'late',
      accountId: target.accountId,
      format: 'IMAGE',
      clickUrl: 'https://www.beispiel.ch/',
      version: creative.version,
    });
    expect(expectErrorBody(stale, 412).translationKey).toBeTruthy();
    // The list finds it by name.
    const list = await answerOf<{ items: DigitalCreativeItem[] }>(
      server.send(
        'GET',
        `${base}?searchQuery=${encodeURIComponent('Sommer Rectangle v2')}`,
        tokens.ops,
      ),
    );
    expect(list.items.map((item) => item.id)).toEqual([creative.id]);
  });

  it('refuses what the checks refuse with the spec error shape: a lying name, a heavy HTML5 zip, one without ad.size, a virus', async () => {
    const lying = expectErrorBody(await upload('banner.jpg', bannerPng(300, 250)), 422);
    expect(lying.translationKey).toBe('FILE_TYPE_MISMATCH');
    // Issue 38: what the file really is, not only that it is not what its name says.
    expect(lying.fieldErrors?.file).toBe(
      'banner.jpg is a PNG file, not a JPEG file. Save it as JPEG or correct its extension.',
    );
    const heavy = expectErrorBody(
      await upload('heavy.zip', html5Zip({ size: { width: 300, height: 250 }, padding: 420_000 })),
      422,
    );
    expect(heavy.translationKey).toBe('CREATIVE_TOO_HEAVY');
    expect(heavy.fieldErrors?.file).toMatch(
      /heavy\.zip weighs 42\d kB, more than the 300 kB a 300×250 creative may/,
    );
    const warned = await answerOf<CreativeFileCheck>(
      upload('warned.zip', html5Zip({ size: { width: 300, height: 250 }, padding: 200_000 })),
    );
    expect(warned.warnings).toEqual(['WEIGHT_ABOVE_INITIAL_LOAD']);
    const noMeta = expectErrorBody(await upload('noMeta.zip', html5Zip({})), 422);
    expect(noMeta.translationKey).toBe('HTML5_NO_AD_SIZE');
    const virus = expectErrorBody(await upload('eicar.png', EICAR), 422);
    expect(virus.translationKey).toBe('FILE_INFECTED');
  });

  it('refuses bad writes on their fields: no file, an http: click URL, a tag with an http: source, a position of another advertiser', async () => {
    const body = {
      name: 'X',
      accountId: target.accountId,
      format: 'IMAGE',
      clickUrl: 'https://www.example.ch/',
    };
    expectFieldError(await create(body), 'fileId');
    expectFieldError(await create({ ...body, fileId: crypto.randomUUID() }), 'fileId');
    expectFieldError(await create({ ...body, clickUrl: 'http://www.example.ch/' }), 'clickUrl');
    expectFieldError(
      await create({
        ...body,
        format: 'THIRD_PARTY_TAG',
        width: 300,
        height: 250,
        tag: '<script src="http://ad.example.com/x.js"></script>',
      }),
      'tag',
    );
    if (target.otherAccountId) {
      const file = await answerOf<CreativeFileCheck>(upload('o.png', bannerPng(300, 250)));
      expectFieldError(
        await create({
          ...body,
          accountId: target.otherAccountId,
          campaignPositionId: target.positionId,
          fileId: file.fileId,
        }),
        'campaignPositionId',
      );
    }
  });

  it('needs MANAGE_DIGITAL_CREATIVES and keeps to the acting company', async () => {
    expect((await server.send('GET', base, tokens.sales)).statusCode).toBe(403);
    expect((await upload('a.png', bannerPng(300, 250), tokens.sales)).statusCode).toBe(403);
    const foreign = await sql<{ id: number }>`
      select id from creative where company_id <> ${target.companyId} order by id limit 1`.execute(
      server.database.db,
    );
    const id = foreign.rows[0]?.id;
    if (id) {
      expect((await server.send('GET', `${base}/${id}`, tokens.ops)).statusCode).toBe(404);
      expect((await server.send('GET', `${base}/${id}/file`, tokens.ops)).statusCode).toBe(404);
    }
  });
});
