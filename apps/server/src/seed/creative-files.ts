import { strToU8, zipSync } from 'fflate';
import { PNG } from 'pngjs';

// Small real creative files, made where they are needed (the demo data at seed time, the tests):
// images whose pixels carry their size, HTML5 zips with or without their `ad.size` meta tag,
// VAST documents. Every file is a few hundred bytes to a few kB.

/** A PNG of the size: a band in the colour and a frame, as a banner looks. */
export function bannerPng(
  width: number,
  height: number,
  colour: [number, number, number] = [11, 83, 148],
): Buffer {
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 4;
      const edge = x === 0 || y === 0 || x === width - 1 || y === height - 1;
      const band = y < Math.max(2, height * 0.25);
      const [r, g, b] = edge ? [30, 30, 30] : band ? colour : [255, 255, 255];
      png.data[at] = r;
      png.data[at + 1] = g;
      png.data[at + 2] = b;
      png.data[at + 3] = 255;
    }
  }
  return PNG.sync.write(png, { colorType: 2 });
}

/**
 * A GIF whose logical screen has the size, its one image a single pixel: a valid GIF89a that
 * reads as `width`×`height` (what image-size and the browsers take as its size).
 */
export function bannerGif(width: number, height: number): Buffer {
  const le = (value: number) => [value & 0xff, (value >> 8) & 0xff];
  return Buffer.from([
    ...Buffer.from('GIF89a', 'latin1'),
    ...le(width),
    ...le(height),
    0x80, // a global colour table of two colours
    0x00,
    0x00,
    0xff,
    0xff,
    0xff,
    0x0b,
    0x53,
    0x94,
    0x2c,
    0,
    0,
    0,
    0,
    1,
    0,
    1,
    0,
    0x00, // one 1×1 image at 0,0
    0x02,
    0x02,
    0x44,
    0x01,
    0x00, // its LZW data
    0x3b,
  ]);
}

export interface Html5Options {
  /** The `ad.size` meta tag's size; none: the zip has no meta tag. */
  size?: { width: number; height: number } | undefined;
  clickTag?: boolean;
  /** Paths the HTML loads besides its own script (e.g. `http://cdn.example.com/x.js`). */
  paths?: readonly string[];
  /** Bytes of an incompressible asset, to reach a weight. */
  padding?: number;
}

/** An HTML5 creative as a zip: index.html at its root, a script, an image. */
export function html5Zip({ size, clickTag = true, paths = [], padding = 0 }: Html5Options): Buffer {
  const meta = size
    ? `<meta name="ad.size" content="width=${size.width},height=${size.height}">`
    : '';
  const tags = paths.map((path) => `<script src="${path}"></script>`).join('');
  const html = `<!doctype html><html><head><meta charset="utf-8">${meta}<script src="ad.js"></script>${tags}</head><body><a id="ad" href="#"><img src="images/banner.png" alt=""></a></body></html>`;
  const script = clickTag
    ? 'var clickTag = "https://www.example.ch/";\ndocument.getElementById("ad").addEventListener("click", function () { window.open(clickTag); });\n'
    : 'document.getElementById("ad").addEventListener("click", function () {});\n';
  // Incompressible padding: a hash-like byte sequence, so the zip weighs what was asked.
  const filler = new Uint8Array(padding);
  let state = 2463534242;
  for (let index = 0; index < padding; index++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    filler[index] = state & 0xff;
  }
  return Buffer.from(
    zipSync({
      'index.html': strToU8(html),
      'ad.js': strToU8(script),
      images: {
        'banner.png': [
          bannerPng(size?.width ?? 300, Math.min(size?.height ?? 50, 50)),
          { level: 0 },
        ],
      },
      ...(padding ? { 'assets.bin': [filler, { level: 0 }] } : {}),
    }),
  );
}

/** A VAST 4 document with one linear creative: an https mp4 (or the given media file). */
export function vastXml({
  mediaUrl = 'https://cdn.example.ch/video/spot-15s.mp4',
  type = 'video/mp4',
  skipOffset = '00:00:05',
}: {
  mediaUrl?: string;
  type?: string;
  skipOffset?: string | null;
} = {}): Buffer {
  const skip = skipOffset ? ` skipoffset="${skipOffset}"` : '';
  return Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?>
<VAST version="4.2"><Ad id="1"><InLine><AdSystem>Adconsole</AdSystem><AdTitle>Spot</AdTitle>
<Impression><![CDATA[https://track.example.ch/imp]]></Impression>
<Creatives><Creative id="1"><Linear${skip}><Duration>00:00:15</Duration>
<MediaFiles><MediaFile delivery="progressive" type="${type}" width="1280" height="720"><![CDATA[${mediaUrl}]]></MediaFile></MediaFiles>
<VideoClicks><ClickThrough><![CDATA[https://www.example.ch/]]></ClickThrough></VideoClicks>
</Linear></Creative></Creatives></InLine></Ad></VAST>
`,
    'utf8',
  );
}

/** A zip of files by name (a bulk upload's archive). */
export const zipOf = (files: Record<string, Uint8Array>) =>
  Buffer.from(zipSync(files, { level: 0 }));
