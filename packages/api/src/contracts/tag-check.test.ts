import { describe, expect, it } from 'vitest';
import { checkTag } from './tag-check.ts';

// DOMAIN2 §5.2: a third-party tag's vendor from the hosts its code loads, and its macros.

describe('a third-party tag’s check', () => {
  const vendorOf = (code: string) => checkTag('JS', code).vendorDetected;

  it('finds the vendor from the ad servers’ hosts', () => {
    expect(
      vendorOf(
        "<ins class='dcmads' data-dcm-placement='N1.2/B3.4'><script src='https://www.googletagservices.com/dcm/dcmads.js'></script></ins>",
      ),
    ).toBe('CM360');
    expect(
      vendorOf('<script src="https://ad.doubleclick.net/ddm/adj/N123.4/B5;ord=1?"></script>'),
    ).toBe('CM360');
    expect(vendorOf('<img src="https://s0.2mdn.net/ads/backup.jpg">')).toBe('CM360');
    expect(vendorOf('<script src="https://track.adform.net/adfscript/?bn=123"></script>')).toBe(
      'ADFORM',
    );
    expect(vendorOf('<script src="https://s1.adformdsp.net/banners/x.js"></script>')).toBe(
      'ADFORM',
    );
    expect(
      vendorOf(
        '<script src="https://servedby.flashtalking.com/imp/8/123;456;201;js;Adnz;x/"></script>',
      ),
    ).toBe('FLASHTALKING');
    expect(vendorOf('<script src="https://cdn.example-adserver.ch/tag.js"></script>')).toBe(
      'OTHER',
    );
  });

  it('warns without a click macro, and is VALID with both macros', () => {
    const bare = checkTag('JS', '<script src="https://track.adform.net/adfscript/?bn=1"></script>');
    expect(bare.status).toBe('WARN');
    expect(bare.findings).toEqual(['NO_CLICK_MACRO', 'NO_CACHEBUSTER']);
    const full = checkTag(
      'JS',
      '<script src="https://track.adform.net/adfscript/?bn=1;click=%%CLICK_URL_UNESC%%;ord=%%CACHEBUSTER%%"></script>',
    );
    expect(full).toMatchObject({
      status: 'VALID',
      clickMacroPresent: true,
      cachebusterPresent: true,
    });
  });
});
