import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { bannerGif, bannerPng, html5Zip, vastXml } from '../src/seed/creative-files.ts';
import { checkCreativeFile, sizeFromName } from '../src/services/creatives/creative-checks.ts';

// DOMAIN2 §3.1–3.2, §3.4: the checks of a creative file, from its bytes.

const refusal = async (bytes: Uint8Array, name: string) => {
  const check = await checkCreativeFile(bytes, name);
  if (check.ok) throw new Error(`${name} was taken`);
  return check;
};

describe('the checks of a digital creative file', () => {
  it('reads an image size from its pixels, its real type from its bytes', async () => {
    const check = await checkCreativeFile(bannerPng(300, 250), '300x250.png');
    expect(check).toMatchObject({
      ok: true,
      format: 'IMAGE',
      contentType: 'image/png',
      width: 300,
      height: 250,
      sizeSource: 'PIXELS',
    });
    const gif = await checkCreativeFile(bannerGif(970, 250), 'billboard.gif');
    expect(gif).toMatchObject({ ok: true, contentType: 'image/gif', width: 970, height: 250 });
  });

  it('refuses a file whose name lies about its type', async () => {
    expect((await refusal(bannerPng(300, 250), 'banner.jpg')).translationKey).toBe(
      'FILE_TYPE_MISMATCH',
    );
    expect((await refusal(bannerPng(300, 250), 'banner.zip')).translationKey).toBe(
      'FILE_TYPE_MISMATCH',
    );
    expect(
      (await refusal(html5Zip({ size: { width: 300, height: 250 } }), 'ad.xml')).translationKey,
    ).toBe('FILE_TYPE_MISMATCH');
    expect((await refusal(Buffer.from('%PDF-1.4\n'), 'flyer.pdf')).translationKey).toBe(
      'CREATIVE_TYPE_NOT_TAKEN',
    );
  });

  it('takes an HTML5 zip with its ad.size meta tag and a clickTag', async () => {
    const check = await checkCreativeFile(
      html5Zip({ size: { width: 728, height: 90 } }),
      '728x90.zip',
    );
    expect(check).toMatchObject({
      ok: true,
      format: 'HTML5_ZIP',
      width: 728,
      height: 90,
      sizeSource: 'META',
      warnings: [],
    });
  });

  it('refuses an HTML5 zip without the meta tag, without a clickTag, or with an http: or absolute path', async () => {
    expect((await refusal(html5Zip({}), 'noMeta.zip')).translationKey).toBe('HTML5_NO_AD_SIZE');
    const size = { width: 300, height: 250 };
    expect((await refusal(html5Zip({ size, clickTag: false }), 'a.zip')).translationKey).toBe(
      'HTML5_NO_CLICKTAG',
    );
    const insecure = await refusal(
      html5Zip({ size, paths: ['http://cdn.example.com/lib.js'] }),
      'b.zip',
    );
    expect(insecure.translationKey).toBe('HTML5_INSECURE_PATH');
    expect(insecure.message).toContain('http://cdn.example.com/lib.js');
    expect((await refusal(html5Zip({ size, paths: ['/lib.js'] }), 'c.zip')).translationKey).toBe(
      'HTML5_INSECURE_PATH',
    );
    const https = await checkCreativeFile(
      html5Zip({ size, paths: ['https://cdn.example.com/lib.js'] }),
      'd.zip',
    );
    expect(https.ok).toBe(true);
  });

  it('weighs a 300×250 HTML5 creative by the IAB table: 420 kB refused, 200 kB warned (DOMAIN2 §3.5)', async () => {
    const size = { width: 300, height: 250 };
    const heavy = await refusal(html5Zip({ size, padding: 420_000 }), 'heavy.zip');
    expect(heavy.translationKey).toBe('CREATIVE_TOO_HEAVY');
    expect(heavy.message).toMatch(/^serverErrors\.creativeTooHeavy/);
    expect(heavy.message).toContain('"max":300');
    const warned = await checkCreativeFile(html5Zip({ size, padding: 200_000 }), 'warned.zip');
    expect(warned).toMatchObject({ ok: true, warnings: ['WEIGHT_ABOVE_INITIAL_LOAD'] });
  });

  it('refuses a zip bomb before unpacking it whole', async () => {
    const bomb = Buffer.from(zipSync({ 'index.html': new Uint8Array(30 * 1024 * 1024) }));
    expect(bomb.length).toBeLessThan(100_000);
    expect((await refusal(bomb, 'bomb.zip')).translationKey).toBe('FILE_ARCHIVE_REFUSED');
  });

  it('refuses a zip whose entry claims 2 GB, without allocating it', async () => {
    const zip = html5Zip({ size: { width: 300, height: 250 } });
    // The uncompressed size of the first entry, in its local header and its central record.
    zip.writeUInt32LE(0x80000000, 22);
    const central = zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    zip.writeUInt32LE(0x80000000, central + 24);
    expect((await refusal(zip, 'claims.zip')).translationKey).toBe('FILE_ARCHIVE_REFUSED');
  });

  it('takes a VAST with an https mp4 and reads its duration and skip offset; refuses one without', async () => {
    const check = await checkCreativeFile(vastXml(), 'preroll.xml');
    expect(check).toMatchObject({
      ok: true,
      format: 'VAST',
      details: { durationSeconds: 15, skipOffset: '00:00:05' },
    });
    const http = await refusal(vastXml({ mediaUrl: 'http://cdn.example.ch/spot.mp4' }), 'http.xml');
    expect(http.translationKey).toBe('VAST_NO_MP4');
    expect((await refusal(vastXml({ type: 'video/webm' }), 'webm.xml')).translationKey).toBe(
      'VAST_NO_MP4',
    );
    expect((await refusal(Buffer.from('<html></html>'), 'page.xml')).translationKey).toBe(
      'VAST_UNREADABLE',
    );
  });

  it('finds a size in a file name', () => {
    expect(sizeFromName('Sommer_970x250.gif')).toEqual({ width: 970, height: 250 });
    expect(sizeFromName('728×90.zip')).toEqual({ width: 728, height: 90 });
    expect(sizeFromName('banner.png')).toBeUndefined();
  });
});
