import type {
  AdServerCreative,
  CreativeFileCheck,
  DigitalCreativeItem,
  FirstPartyTag,
  PrintCreative,
  ThirdPartyTag,
} from '@adconsole/api/contracts';
import { sql } from 'kysely';
import { PNG as PngImage } from 'pngjs';
import { beforeAll, expect, it } from 'vitest';
import { bannerPng, html5Zip, printPdf, vastXml } from '../src/seed/creative-files.ts';
import { answerOf } from './support/calls.ts';
import { describeOnLanes } from './support/lane-server.ts';
import { EICAR, expectErrorBody, multipartBody } from './support/sales.ts';

// Issue 40 (spec 1 §2.9; DOMAIN2 §3, §5): the checks the first tests left without one, each
// through the API, in the spec's error shape where the check is a refusal:
// - the print preflight's other findings (DOMAIN2 §3.3 "trim and bleed boxes, RGB or spot
//   colours, lowest effective image resolution"): spot colours and bleed under 3 mm make a
//   creative ERROR; no trim box, 150–300 dpi and more than one page are warnings; a PDF that
//   carries the EICAR string is refused by the upload scanner (422 FILE_INFECTED);
// - third-party tags (DOMAIN2 §5.2 "vendorDetected {CM360, ADFORM, FLASHTALKING, OTHER}" and
//   "Without a cache-buster … Warn if a macro is missing"), the VAST_URL format;
// - the header-tag kind of first-party tags (DOMAIN2 §5.1 "kind {HTAG, XANDR_AST, GPT}");
// - a digital creative's upload: an image weighed by the IAB table ("warn above initial load,
//   reject above subload"), VAST without an https mp4, HTML5 without a clickTag or with an http:
//   path (DOMAIN2 §3: "HTML5 zips with their ad.size meta tag, a clickTag and relative HTTPS
//   paths, VAST with an https mp4 media file");
// - re-syncing an ad-server creative that waits for approval again: 409 NOT_APPROVED.

/** A PNG of random pixels: as heavy as its size makes it (a photo-like banner). */
function noisyPng(width: number, height: number): Buffer {
  const png = new PngImage({ width, height });
  let state = 88172645;
  for (let index = 0; index < png.data.length; index++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    png.data[index] = index % 4 === 3 ? 255 : state & 0xff;
  }
  return PngImage.sync.write(png, { colorType: 2 });
}

describeOnLanes(
  'issue 40: the remaining checks',
  ['admin', 'ops', 'printops'],
  ({ server, tokens }) => {
    const print = { positionId: 0 };
    const tagAccount = { id: 0 };
    beforeAll(async () => {
      const db = server.database.db;
      const position = await sql<{ id: number }>`
      select p.id from campaign_position p
      join app_user u on u.company_id = p.company_id and u.email = 'printops@example.com'
      where p.position_type = 'PRINT' and p.status not in ('DELETED', 'FINISHED')
      order by p.id desc limit 1`.execute(db);
      print.positionId = position.rows[0]?.id ?? 0;
      const account = await sql<{ id: number }>`
      select a.id from account a join app_user u on u.company_id = a.company_id and u.email = 'admin@example.com'
      order by a.id limit 1`.execute(db);
      tagAccount.id = account.rows[0]?.id ?? 0;
    });

    const uploadPrint = (fileName: string, content: Buffer) => {
      const { payload, headers } = multipartBody([
        { fileName, contentType: 'application/pdf', content },
      ]);
      return server.request({
        method: 'POST',
        url: `/api/ws-creatives/print-creatives?positionId=${print.positionId}`,
        token: tokens.printops,
        headers,
        payload,
      });
    };
    const preflightOf = async (options: Parameters<typeof printPdf>[0], fileName: string) => {
      const creative = await answerOf<PrintCreative>(
        uploadPrint(fileName, await printPdf(options)),
      );
      return {
        status: creative.status,
        findings: creative.preflight.findings.map(
          (finding) => `${finding.code}:${finding.severity}`,
        ),
        preflight: creative.preflight,
      };
    };

    it('preflights a print PDF: spot colours and bleed under 3 mm are errors; no trim box, 150–300 dpi and a second page warnings', async () => {
      const spot = await preflightOf({ spot: 'PANTONE 185 C' }, 'Inserat Sonderfarbe.pdf');
      expect(spot.status).toBe('ERROR');
      expect(spot.findings).toEqual(['SPOT_COLOURS:ERROR']);
      expect(spot.preflight.spotColours).toEqual(['PANTONE 185 C']);

      const thin = await preflightOf({ bleedMm: 2 }, 'Inserat 2 mm.pdf');
      expect(thin.status).toBe('ERROR');
      expect(thin.findings).toEqual(['BLEED_TOO_SMALL:ERROR']);
      expect(thin.preflight.bleedMm).toBe(2);

      const untrimmed = await preflightOf({ trim: false }, 'Inserat ohne TrimBox.pdf');
      expect(untrimmed.status).toBe('READY');
      expect(untrimmed.findings).toEqual(['NO_TRIM_BOX:WARNING']);
      expect(untrimmed.preflight.trimBox).toBe(false);

      const soft = await preflightOf({ imageDpi: 200 }, 'Inserat 200 dpi.pdf');
      expect(soft.status).toBe('READY');
      expect(soft.findings).toEqual(['RESOLUTION_BELOW_300:WARNING']);
      expect(soft.preflight.minEffectiveDpi).toBe(200);
      // Under 150 dpi it is an error.
      const coarse = await preflightOf({ imageDpi: 120 }, 'Inserat 120 dpi.pdf');
      expect(coarse.findings).toEqual(['LOW_RESOLUTION:ERROR']);

      const twoPages = await preflightOf({ pages: 2 }, 'Inserat zwei Seiten.pdf');
      expect(twoPages.status).toBe('READY');
      expect(twoPages.findings).toEqual(['MORE_THAN_ONE_PAGE:WARNING']);
      expect(twoPages.preflight.pages).toBe(2);
    });

    it('refuses a print PDF carrying the EICAR test string before its preflight (422 FILE_INFECTED)', async () => {
      const before = await sql<{ count: string }>`
      select count(*) as count from print_creative where campaign_position_id = ${print.positionId}`.execute(
        server.database.db,
      );
      const infected = Buffer.concat([await printPdf(), EICAR]);
      const refused = expectErrorBody(await uploadPrint('Inserat.pdf', infected), 422);
      expect(refused.translationKey).toBe('FILE_INFECTED');
      const after = await sql<{ count: string }>`
      select count(*) as count from print_creative where campaign_position_id = ${print.positionId}`.execute(
        server.database.db,
      );
      expect(after.rows[0]?.count).toBe(before.rows[0]?.count);
    });

    const thirdParty = '/api/ws-creatives/third-party-tags';
    const saveTag = (code: string, format = 'JS') =>
      answerOf<ThirdPartyTag>(
        server.send('POST', thirdParty, tokens.admin, {
          name: `Vendor ${format}`,
          advertiserAccountId: tagAccount.id,
          format,
          width: 300,
          height: 250,
          code,
        }),
      );

    it('detects Adform, Flashtalking and other vendors, warns of a missing cache-buster, and takes a VAST URL by its own rule', async () => {
      const adform = await saveTag(
        '<script src="https://track.adform.net/adfscript/?bn=12345;click=${CLICK_URL_ENC};ord=${CACHEBUSTER}"></script>',
      );
      expect(adform).toMatchObject({ vendorDetected: 'ADFORM', status: 'VALID', findings: [] });
      const flashtalking = await saveTag(
        '<script src="https://servedby.flashtalking.com/imp/8/12345;4567;201;js;Adconsole;300x250/?ft_click=%%CLICK_URL_ESC%%&cachebuster=%%CACHEBUSTER%%"></script>',
      );
      expect(flashtalking).toMatchObject({ vendorDetected: 'FLASHTALKING', status: 'VALID' });
      // Another host is OTHER; without a cache-buster it is WARN, and says why.
      const other = await saveTag(
        '<script src="https://ads.example-network.ch/tag.js?click=${CLICK_URL}"></script>',
      );
      expect(other).toMatchObject({
        vendorDetected: 'OTHER',
        clickMacroPresent: true,
        cachebusterPresent: false,
        status: 'WARN',
        findings: ['NO_CACHEBUSTER'],
      });
      // A VAST URL needs no click macro (the player's clicks are the VAST's own) …
      const vast = await saveTag(
        'https://ad.doubleclick.net/ddm/pfadx/N123.4567/B8910;sz=0x0;ord=${CACHEBUSTER};dcmt=text/xml',
        'VAST_URL',
      );
      expect(vast).toMatchObject({ vendorDetected: 'CM360', status: 'VALID', findings: [] });
      // … but must be an https address: a script is no VAST URL.
      const notUrl = await saveTag(
        '<script src="https://ads.example-network.ch/vast.js?ord=${CACHEBUSTER}"></script>',
        'VAST_URL',
      );
      expect(notUrl).toMatchObject({ status: 'INVALID', findings: ['FORMAT_MISMATCH'] });
      // An http: VAST address is refused, not stored (DOMAIN2 §5.2 "Reject http: sources").
      const insecure = await server.send('POST', thirdParty, tokens.admin, {
        name: 'Vendor http',
        advertiserAccountId: tagAccount.id,
        format: 'VAST_URL',
        width: 640,
        height: 360,
        code: 'http://ad.example-network.ch/vast.xml?ord=${CACHEBUSTER}',
      });
      expect(expectErrorBody(insecure, 422).fieldErrors?.code).toBeTruthy();
    });

    it('generates the header-tag kind of first-party tags, one per active placement', async () => {
      const htag = await answerOf<{ items: FirstPartyTag[]; total: number }>(
        server.send('GET', '/api/ws-creatives/first-party-tags?kind=HTAG&limit=5', tokens.admin),
      );
      const ast = await answerOf<{ items: FirstPartyTag[]; total: number }>(
        server.send(
          'GET',
          '/api/ws-creatives/first-party-tags?kind=XANDR_AST&limit=5',
          tokens.admin,
        ),
      );
      expect(htag.total).toBeGreaterThan(0);
      expect(htag.total).toBe(ast.total);
      const first = htag.items[0];
      if (!first) throw new Error('no first-party tag');
      expect(first.kind).toBe('HTAG');
      expect(first.snippet).toMatch(
        /^<script src="https:\/\/cdn\.adnz\.co\/htag\/\d+\/htag\.js" async>/,
      );
      expect(first.snippet).toContain(`data-adnz-placement="${first.placement.id}"`);
      expect(first.snippet).toContain('window.adnz.display(');
      expect(first.snippet).not.toContain('apntag');
    });

    const digital = '/api/ws-creatives/digital-creatives';
    const uploadDigital = (fileName: string, content: Buffer) => {
      const { payload, headers } = multipartBody([
        { fileName, contentType: 'application/octet-stream', content },
      ]);
      return server.request({
        method: 'POST',
        url: `${digital}/files`,
        token: tokens.ops,
        headers,
        payload,
      });
    };

    it('weighs an image by the IAB table: a 300×250 PNG over its 150 kB initial load is warned, a 970×250 one over its 500 kB subload refused', async () => {
      const warned = await answerOf<CreativeFileCheck>(
        uploadDigital('Foto 300x250.png', noisyPng(300, 250)),
      );
      expect(warned.weightBytes).toBeGreaterThan(150_000);
      expect(warned.weightBytes).toBeLessThan(300_000);
      expect(warned).toMatchObject({ format: 'IMAGE', warnings: ['WEIGHT_ABOVE_INITIAL_LOAD'] });
      const heavy = expectErrorBody(
        await uploadDigital('Foto 970x250.png', noisyPng(970, 250)),
        422,
      );
      expect(heavy.translationKey).toBe('CREATIVE_TOO_HEAVY');
      expect(heavy.fieldErrors?.file).toMatch(
        /Foto 970x250\.png weighs \d+ kB, more than the 500 kB a 970×250 creative may/,
      );
      // A light one passes without a warning.
      const light = await answerOf<CreativeFileCheck>(
        uploadDigital('Banner 300x250.png', bannerPng(300, 250)),
      );
      expect(light.warnings).toEqual([]);
    });

    it('refuses a VAST without an https mp4, an HTML5 zip without a clickTag, and one loading over http:, on the file field', async () => {
      const refusedWith = async (fileName: string, content: Buffer) => {
        const body = expectErrorBody(await uploadDigital(fileName, content), 422);
        expect(body.fieldErrors?.file).toContain(fileName);
        return body.translationKey;
      };
      expect(await refusedWith('spot.xml', vastXml({ type: 'video/webm' }))).toBe('VAST_NO_MP4');
      expect(
        await refusedWith('spot-http.xml', vastXml({ mediaUrl: 'http://cdn.example.ch/spot.mp4' })),
      ).toBe('VAST_NO_MP4');
      expect(
        await refusedWith(
          'ohne-clicktag.zip',
          html5Zip({ size: { width: 300, height: 250 }, clickTag: false }),
        ),
      ).toBe('HTML5_NO_CLICKTAG');
      expect(
        await refusedWith(
          'http-pfad.zip',
          html5Zip({ size: { width: 300, height: 250 }, paths: ['http://cdn.example.ch/lib.js'] }),
        ),
      ).toBe('HTML5_INSECURE_PATH');
      expect(
        await refusedWith(
          'absolut.zip',
          html5Zip({ size: { width: 300, height: 250 }, paths: ['//cdn.example.ch/lib.js'] }),
        ),
      ).toBe('HTML5_INSECURE_PATH');
      // The good VAST is taken, with its https mp4.
      const vast = await answerOf<CreativeFileCheck>(uploadDigital('spot.xml', vastXml()));
      expect(vast.format).toBe('VAST');
    });

    it('re-syncs only an approved creative: one waiting for approval again after a new file answers 409', async () => {
      const ads = '/api/ws-creatives/ad-server-creatives';
      const page = await answerOf<{ items: AdServerCreative[] }>(
        server.send('GET', `${ads}?limit=100`, tokens.ops),
      );
      let chosen: DigitalCreativeItem | undefined;
      for (const item of page.items) {
        const creative = await answerOf<DigitalCreativeItem>(
          server.send('GET', `${digital}/${item.id}`, tokens.ops),
        );
        if (creative.format === 'IMAGE' && creative.width && creative.height) {
          chosen = creative;
          break;
        }
      }
      if (!chosen?.width || !chosen.height) throw new Error('no pushed image creative');
      // Approved and pushed: a re-sync goes through, with its activity entry.
      await answerOf<AdServerCreative>(
        server.send('POST', `${ads}/${chosen.id}/resync`, tokens.ops),
      );
      const pushes = await sql<{ count: string }>`
      select count(*) as count from activity
      where entity_type = 'CREATIVE_TECHNICAL' and entity_id = ${chosen.id} and activity_type = 'PUSH_TO_ADSERVER'`.execute(
        server.database.db,
      );
      expect(Number(pushes.rows[0]?.count)).toBeGreaterThan(0);
      // A new file makes it wait for approval again; the ad server keeps the approved one.
      const file = await answerOf<CreativeFileCheck>(
        uploadDigital('neu.png', bannerPng(chosen.width, chosen.height, [200, 16, 46])),
      );
      const edited = await answerOf<DigitalCreativeItem>(
        server.send('PUT', `${digital}/${chosen.id}`, tokens.ops, {
          name: chosen.name,
          accountId: chosen.account?.id,
          campaignPositionId: chosen.position?.id,
          format: 'IMAGE',
          fileId: file.fileId,
          clickUrl: chosen.clickUrl,
          version: chosen.version,
        }),
      );
      expect(edited.approvalState).toBe('PENDING_APPROVAL');
      const refused = expectErrorBody(
        await server.send('POST', `${ads}/${chosen.id}/resync`, tokens.ops),
        409,
      );
      expect(refused.translationKey).toBe('NOT_APPROVED');
    });
  },
);
