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

export interface PrintPdfOptions {
  /** Colours in RGB instead of CMYK. */
  rgb?: boolean;
  /** A bleed box 3 mm beyond the trim box (and the media box with it). */
  bleed?: boolean;
  /** Marked PDF/X-4 with a FOGRA51 output intent. */
  pdfx?: boolean;
  widthMm?: number;
  heightMm?: number;
  /** The bleed beyond the trim box in mm when `bleed` is set (3 by default). */
  bleedMm?: number;
  /** A trim box on every page (the default); without it the PDF says nothing of its format. */
  trim?: boolean;
  /** A spot colour (Separation) the ad's text block is painted in, e.g. "PANTONE 185 C". */
  spot?: string;
  /** A CMYK image drawn one inch wide at this resolution (its pixels per inch). */
  imageDpi?: number;
  /** The pages the PDF has (each the same ad). */
  pages?: number;
}

/** A one-page print ad as a PDF (pdf-lib): a frame and two colour blocks, no text. */
export async function printPdf({
  rgb = false,
  bleed = true,
  pdfx = true,
  widthMm = 90,
  heightMm = 130,
  bleedMm = 3,
  trim = true,
  spot,
  imageDpi,
  pages = 1,
}: PrintPdfOptions = {}): Promise<Buffer> {
  const { PDFDocument, PDFName, PDFString } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  for (let index = 0; index < pages; index++) {
    await drawPrintAd(doc, { rgb, bleed, widthMm, heightMm, bleedMm, trim, spot, imageDpi });
  }
  doc.setTitle('Inserat');
  doc.setProducer('Adconsole demo data');
  if (pdfx) {
    // pdf-lib writes the Info dictionary of the trailer; PDF/X marks its version there.
    const info = doc.context.lookup(doc.context.trailerInfo.Info);
    if (info && 'set' in info) {
      (info as { set(key: unknown, value: unknown): void }).set(
        PDFName.of('GTS_PDFXVersion'),
        PDFString.of('PDF/X-4'),
      );
    }
    const intent = doc.context.obj({
      Type: 'OutputIntent',
      S: 'GTS_PDFX',
      OutputConditionIdentifier: PDFString.of('FOGRA51'),
      RegistryName: PDFString.of('http://www.color.org'),
    });
    doc.catalog.set(PDFName.of('OutputIntents'), doc.context.obj([intent]));
  }
  return Buffer.from(await doc.save({ updateFieldAppearances: false }));
}

/** One page of the print ad: a frame, two colour blocks, and what the options add. */
async function drawPrintAd(
  doc: import('pdf-lib').PDFDocument,
  options: Required<
    Pick<PrintPdfOptions, 'rgb' | 'bleed' | 'widthMm' | 'heightMm' | 'bleedMm' | 'trim'>
  > &
    Pick<PrintPdfOptions, 'spot' | 'imageDpi'>,
) {
  const {
    cmyk,
    concatTransformationMatrix,
    drawObject,
    fill,
    PDFName,
    PDFNumber,
    PDFOperator,
    PDFOperatorNames,
    popGraphicsState,
    pushGraphicsState,
    rectangle,
    rgb: rgbColour,
  } = await import('pdf-lib');
  const { rgb, bleed, widthMm, heightMm, bleedMm, trim, spot, imageDpi } = options;
  const mm = (value: number) => (value / 25.4) * 72;
  const margin = bleed ? mm(bleedMm) : 0;
  const width = mm(widthMm);
  const height = mm(heightMm);
  const page = doc.addPage([width + 2 * margin, height + 2 * margin]);
  if (trim) page.setTrimBox(margin, margin, width, height);
  if (bleed) page.setBleedBox(0, 0, width + 2 * margin, height + 2 * margin);
  const colour = (c: number, m: number, y: number, k: number) =>
    rgb ? rgbColour(1 - c, 1 - m, 1 - y) : cmyk(c, m, y, k);
  page.drawRectangle({
    x: 0,
    y: 0,
    width: width + 2 * margin,
    height: height + 2 * margin,
    color: colour(0, 0, 0, 0),
  });
  page.drawRectangle({
    x: 0,
    y: height * 0.7 + margin,
    width: width + 2 * margin,
    height: height * 0.3 + margin,
    color: colour(1, 0.6, 0, 0.1),
  });
  page.drawRectangle({
    x: margin + mm(8),
    y: margin + mm(10),
    width: width * 0.5,
    height: mm(14),
    color: colour(0, 0.9, 0.8, 0),
  });
  const resources = page.node.Resources();
  if (spot && resources) {
    // A Separation colour space with its CMYK alternate, as a spot colour is exported.
    const tint = doc.context.obj({
      FunctionType: 2,
      Domain: [0, 1],
      C0: [0, 0, 0, 0],
      C1: [0, 1, 0.8, 0],
      N: 1,
    });
    resources.set(
      PDFName.of('ColorSpace'),
      doc.context.obj({ CS1: [PDFName.of('Separation'), PDFName.of(spot), 'DeviceCMYK', tint] }),
    );
    page.pushOperators(
      pushGraphicsState(),
      PDFOperator.of(PDFOperatorNames.NonStrokingColorspace, [PDFName.of('CS1')]),
      PDFOperator.of(PDFOperatorNames.NonStrokingColorN, [PDFNumber.of(1)]),
      rectangle(margin + mm(8), margin + mm(30), width * 0.4, mm(10)),
      fill(),
      popGraphicsState(),
    );
  }
  if (imageDpi) {
    // A grey CMYK image of `imageDpi` pixels drawn one inch (72 pt) wide.
    const side = Math.max(1, Math.round(imageDpi));
    const pixels = new Uint8Array(side * side * 4).fill(0);
    for (let index = 3; index < pixels.length; index += 4) pixels[index] = 96;
    const image = doc.context.register(
      doc.context.flateStream(pixels, {
        Type: 'XObject',
        Subtype: 'Image',
        Width: side,
        Height: side,
        ColorSpace: 'DeviceCMYK',
        BitsPerComponent: 8,
      }),
    );
    const name = page.node.newXObject('Im', image);
    page.pushOperators(
      pushGraphicsState(),
      concatTransformationMatrix(72, 0, 0, 72, margin + mm(8), margin + mm(45)),
      drawObject(name),
      popGraphicsState(),
    );
  }
}
