import type { FirstPartyTag, TagPreview, ThirdPartyTag } from '@adconsole/api/contracts';
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { answerOf } from './support/calls.ts';
import { describeOnLanes } from './support/lane-server.ts';
import { expectFieldError } from './support/sales.ts';

// Issue 40, DOMAIN2 §5.4: third-party tags checked and stored as entered, http: refused, the
// preview on another origin; first-party tags generated per website and placement.

const base = '/api/ws-creatives/third-party-tags';
const CM360_WITHOUT_CLICK = `<ins class='dcmads' style='display:inline-block;width:300px;height:250px'
    data-dcm-placement='N1234.5678ADCONSOLE/B2468.1357'
    data-dcm-rendering-mode='script'
    data-dcm-https-only
    data-dcm-resettable-device-id=''
    data-dcm-app-id=''>
  <script src='https://www.googletagservices.com/dcm/dcmads.js?ord=\${CACHEBUSTER}'></script>
</ins>`;

describeOnLanes('ad tags', ['admin', 'ops'], ({ server, tokens }) => {
  const account = { id: 0 };
  beforeAll(async () => {
    const { rows } = await sql<{ id: number }>`
      select a.id from account a join app_user u on u.company_id = a.company_id and u.email = 'admin@example.com'
      order by a.id limit 1`.execute(server.database.db);
    account.id = rows[0]?.id ?? 0;
  });
  const tag = (code: string, format = 'JS') => ({
    name: 'Sommer CM360',
    advertiserAccountId: account.id,
    format,
    width: 300,
    height: 250,
    code,
  });

  it('gives a CM360 tag without a click macro WARN, stores its code exactly, and previews it on another origin', async () => {
    const code = `  ${CM360_WITHOUT_CLICK}\n`;
    const saved = await answerOf<ThirdPartyTag>(server.send('POST', base, tokens.admin, tag(code)));
    expect(saved).toMatchObject({
      status: 'WARN',
      vendorDetected: 'CM360',
      clickMacroPresent: false,
      cachebusterPresent: true,
      findings: ['NO_CLICK_MACRO'],
    });
    expect(saved.code).toBe(code);
    // With its click macro it is VALID.
    const valid = await answerOf<ThirdPartyTag>(
      server.send('PUT', `${base}/${saved.id}`, tokens.admin, {
        ...tag(
          code.replace(
            "data-dcm-app-id=''",
            "data-dcm-app-id='' data-dcm-click-tracker='${CLICK_URL}'",
          ),
        ),
        version: saved.version,
      }),
    );
    expect(valid.status).toBe('VALID');

    const preview = await answerOf<TagPreview>(
      server.send('POST', `${base}/${saved.id}/preview`, tokens.admin),
    );
    expect(preview.port).toBeGreaterThan(0);
    const address = server.app.server.address();
    expect(typeof address === 'object' && address ? address.port : 0).not.toBe(preview.port);
    const page = await fetch(`http://127.0.0.1:${preview.port}${preview.path}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain('sandbox allow-scripts');
    const html = await page.text();
    expect(html).toContain("data-dcm-placement='N1234.5678ADCONSOLE/B2468.1357'");
    // The cache-buster is filled in; a token that was tampered with shows nothing.
    expect(html).not.toContain('${CACHEBUSTER}');
    const tampered = await fetch(`http://127.0.0.1:${preview.port}${preview.path.slice(0, -2)}xx`);
    expect(tampered.status).toBe(404);
  });

  it('refuses an http: source, and a code that is no tag of its format is INVALID', async () => {
    expectFieldError(
      await server.send(
        'POST',
        base,
        tokens.admin,
        tag('<script src="http://ad.example.com/x.js?cb=${CACHEBUSTER}&c=${CLICK_URL}"></script>'),
      ),
      'code',
    );
    const invalid = await answerOf<ThirdPartyTag>(
      server.send('POST', base, tokens.admin, tag('<div>hello</div>', 'IFRAME')),
    );
    expect(invalid.status).toBe('INVALID');
  });

  it('writes a tag’s history with each create and edit, in the change’s transaction (issue 37)', async () => {
    type Entry = { field: string; oldValue: unknown; newValue: unknown; actor: string | null };
    const historyOf = async (id: number) =>
      (
        await answerOf<{ items: Entry[] }>(
          server.send('GET', `${base}/${id}/history`, tokens.admin),
        )
      ).items;
    const saved = await answerOf<ThirdPartyTag>(
      server.send('POST', base, tokens.admin, tag(CM360_WITHOUT_CLICK)),
    );
    const created = await historyOf(saved.id);
    expect(Object.fromEntries(created.map((entry) => [entry.field, entry.newValue]))).toMatchObject(
      {
        name: 'Sommer CM360',
        advertiser: saved.advertiser?.name,
        format: 'JS',
        width: 300,
        height: 250,
        code: CM360_WITHOUT_CLICK,
        status: 'WARN',
      },
    );
    expect(created.every((entry) => entry.oldValue === null && entry.actor)).toBe(true);
    // An edit adds the fields it changed, newest first: the code and the status its check gave.
    const code = CM360_WITHOUT_CLICK.replace(
      "data-dcm-app-id=''",
      "data-dcm-app-id='' data-dcm-click-tracker='${CLICK_URL}'",
    );
    const edited = await answerOf<ThirdPartyTag>(
      server.send('PUT', `${base}/${saved.id}`, tokens.admin, {
        ...tag(code),
        version: saved.version,
      }),
    );
    const after = await historyOf(saved.id);
    expect(after.length - created.length).toBe(2);
    expect(
      after.slice(0, 2).map(({ field, oldValue, newValue }) => ({ field, oldValue, newValue })),
    ).toEqual(
      expect.arrayContaining([
        { field: 'code', oldValue: CM360_WITHOUT_CLICK, newValue: code },
        { field: 'status', oldValue: 'WARN', newValue: 'VALID' },
      ]),
    );
    // A refused edit (an http: source; a stale version) writes no history.
    expectFieldError(
      await server.send('PUT', `${base}/${saved.id}`, tokens.admin, {
        ...tag('<script src="http://ad.example.com/x.js"></script>'),
        version: edited.version,
      }),
      'code',
    );
    const stale = await server.send('PUT', `${base}/${saved.id}`, tokens.admin, {
      ...tag(code, 'IFRAME'),
      version: saved.version,
    });
    expect(stale.statusCode).toBe(412);
    expect(await historyOf(saved.id)).toHaveLength(after.length);
    // The demo's tags start with their creation (seed/creatives.ts).
    const { rows } = await sql<{ id: number }>`
      select t.id from third_party_tag t join app_user u on u.company_id = t.company_id
      where u.email = 'admin@example.com' and t.name not like 'Sommer CM360%' order by t.id limit 1`.execute(
      server.database.db,
    );
    const seeded = await historyOf(rows[0]?.id ?? 0);
    expect(seeded.map((entry) => entry.field)).toEqual(expect.arrayContaining(['name', 'code']));
    expect((await server.send('GET', `${base}/999999999/history`, tokens.admin)).statusCode).toBe(
      404,
    );
    expect((await server.send('GET', `${base}/${saved.id}/history`, tokens.ops)).statusCode).toBe(
      403,
    );
  });

  it('generates first-party tags per website and placement, with a debug link; ADMIN only', async () => {
    const page = await answerOf<{ items: FirstPartyTag[]; total: number }>(
      server.send('GET', '/api/ws-creatives/first-party-tags?kind=XANDR_AST&limit=5', tokens.admin),
    );
    expect(page.total).toBeGreaterThan(0);
    const first = page.items[0];
    expect(first?.snippet).toContain('apntag.defineTag(');
    expect(first?.snippet).toContain('apntag.showTag(');
    expect(first?.debugUrl).toMatch(/^https:\/\/.+\?adnz_debug=1$/);
    expect(
      (await server.send('GET', '/api/ws-creatives/first-party-tags', tokens.ops)).statusCode,
    ).toBe(403);
    expect((await server.send('GET', base, tokens.ops)).statusCode).toBe(403);
  });
});
