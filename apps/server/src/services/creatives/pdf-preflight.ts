import { execFile } from 'node:child_process';
import type { Preflight, PreflightFinding } from '@adconsole/api/contracts';
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFNumber,
  type PDFObject,
  PDFRawStream,
  type PDFRef,
  PDFStream,
  PDFString,
} from 'pdf-lib';

// The preflight of a print creative (DOMAIN2 §3.3): PDF/X version and output intent, trim and
// bleed boxes (3 mm), RGB and spot colours, the lowest effective image resolution, fonts
// embedded, read with pdf-lib (its objects and decoded content streams). Ink coverage needs
// Ghostscript (`gs -sDEVICE=inkcov`): with `gs` on the PATH it is measured, otherwise the
// report says "not checked" — no figure is made up.

/** Findings that make a creative ERROR; the others are warnings. */
const ERRORS: ReadonlySet<PreflightFinding> = new Set([
  'NO_BLEED_BOX',
  'BLEED_TOO_SMALL',
  'RGB',
  'SPOT_COLOURS',
  'LOW_RESOLUTION',
  'FONTS_NOT_EMBEDDED',
  'INK_ABOVE_LIMIT',
]);

export type PreflightReport = Preflight;

/** 3 mm in PDF points: the bleed a print ad needs. */
const BLEED_POINTS = (3 / 25.4) * 72;
const PROCESS_NAMES = new Set(['Cyan', 'Magenta', 'Yellow', 'Black', 'All', 'None']);
/** Newsprint's total ink limit (ISOnewspaper26v4). */
export const NEWSPRINT_INK_LIMIT = 240;

const nameOf = (object: PDFObject | undefined) =>
  object instanceof PDFName ? object.decodeText() : undefined;
const textOf = (object: PDFObject | undefined) =>
  object instanceof PDFString || object instanceof PDFHexString ? object.decodeText() : undefined;

function boxOf(doc: PDFDocument, page: PDFDict, key: string): number[] | undefined {
  const box = doc.context.lookup(page.get(PDFName.of(key)));
  if (!(box instanceof PDFArray)) return undefined;
  return box.asArray().map((entry) => {
    const value = doc.context.lookup(entry);
    return value instanceof PDFNumber ? value.asNumber() : 0;
  });
}

/** A page's inherited entry (Resources, MediaBox) from its page tree. */
function inherited(doc: PDFDocument, page: PDFDict, key: string): PDFObject | undefined {
  let node: PDFDict | undefined = page;
  while (node) {
    const value = node.get(PDFName.of(key));
    if (value) return doc.context.lookup(value);
    const parent: PDFObject | undefined = doc.context.lookup(node.get(PDFName.of('Parent')));
    node = parent instanceof PDFDict ? parent : undefined;
  }
  return undefined;
}

const dictOf = (doc: PDFDocument, object: PDFObject | undefined) => {
  const value = doc.context.lookup(object);
  return value instanceof PDFDict ? value : undefined;
};

/** What a colour space says: RGB, or the names of its spot colours. */
function colourSpace(
  doc: PDFDocument,
  space: PDFObject | undefined,
  found: { rgb: boolean; spots: Set<string> },
) {
  const value = doc.context.lookup(space);
  const name = nameOf(value);
  if (name === 'DeviceRGB' || name === 'CalRGB') found.rgb = true;
  if (!(value instanceof PDFArray)) return;
  const family = nameOf(value.get(0));
  if (family === 'CalRGB') found.rgb = true;
  if (family === 'ICCBased') {
    const stream = doc.context.lookup(value.get(1));
    const n =
      stream instanceof PDFStream
        ? doc.context.lookup(stream.dict.get(PDFName.of('N')))
        : undefined;
    if (n instanceof PDFNumber && n.asNumber() === 3) found.rgb = true;
  }
  if (family === 'Separation') {
    const spot = nameOf(value.get(1));
    if (spot && !PROCESS_NAMES.has(spot)) found.spots.add(spot);
  }
  if (family === 'DeviceN') {
    const names = doc.context.lookup(value.get(1));
    if (names instanceof PDFArray) {
      for (const entry of names.asArray()) {
        const spot = nameOf(entry);
        if (spot && !PROCESS_NAMES.has(spot)) found.spots.add(spot);
      }
    }
  }
  if (family === 'Indexed') colourSpace(doc, value.get(1), found);
}

/** The decoded text of a page's content streams. */
function contentOf(doc: PDFDocument, page: PDFDict): string {
  const contents = doc.context.lookup(page.get(PDFName.of('Contents')));
  const streams =
    contents instanceof PDFArray
      ? contents.asArray().map((entry) => doc.context.lookup(entry))
      : [contents];
  return streams
    .map((stream) => {
      if (stream instanceof PDFRawStream)
        return Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
      return '';
    })
    .join('\n');
}

type Matrix = [number, number, number, number, number, number];
const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[1] * n[2],
  m[0] * n[1] + m[1] * n[3],
  m[2] * n[0] + m[3] * n[2],
  m[2] * n[1] + m[3] * n[3],
  m[4] * n[0] + m[5] * n[2] + n[4],
  m[4] * n[1] + m[5] * n[3] + n[5],
];

/**
 * Walks a content stream's operators: RGB fills and strokes (`rg`, `RG`), and each image drawn
 * (`Do`) with the transformation in force, for its effective resolution.
 */
function walkContent(
  content: string,
  onImage: (name: string, ctm: Matrix) => void,
): { rgbOperators: boolean } {
  const tokens = content.match(/\/[^\s/<>[\]()]+|[-+]?\d*\.?\d+|[A-Za-z'"*]+|\[|\]/g) ?? [];
  const operands: string[] = [];
  const stack: Matrix[] = [];
  let ctm: Matrix = [1, 0, 0, 1, 0, 0];
  let rgbOperators = false;
  for (const token of tokens) {
    if (/^[-+]?\d*\.?\d+$/.test(token) || token.startsWith('/')) {
      operands.push(token);
      continue;
    }
    if (token === 'q') stack.push(ctm);
    else if (token === 'Q') ctm = stack.pop() ?? [1, 0, 0, 1, 0, 0];
    else if (token === 'cm' && operands.length >= 6) {
      const m = operands.slice(-6).map(Number) as Matrix;
      ctm = multiply(m, ctm);
    } else if (token === 'rg' || token === 'RG') rgbOperators = true;
    else if (token === 'Do') {
      const name = operands.at(-1);
      if (name?.startsWith('/')) onImage(name.slice(1), ctm);
    }
    operands.length = 0;
  }
  return { rgbOperators };
}

/** The fonts of a page's resources that are not embedded. */
function unembeddedFonts(doc: PDFDocument, resources: PDFDict | undefined): string[] {
  const fonts = dictOf(doc, resources?.get(PDFName.of('Font')));
  if (!fonts) return [];
  const missing: string[] = [];
  for (const [, ref] of fonts.entries()) {
    const font = dictOf(doc, ref);
    if (!font) continue;
    const subtype = nameOf(font.get(PDFName.of('Subtype')));
    if (subtype === 'Type3') continue;
    let described = font;
    if (subtype === 'Type0') {
      const descendants = doc.context.lookup(font.get(PDFName.of('DescendantFonts')));
      described =
        (descendants instanceof PDFArray ? dictOf(doc, descendants.get(0)) : undefined) ?? font;
    }
    const descriptor = dictOf(doc, described.get(PDFName.of('FontDescriptor')));
    const embedded = ['FontFile', 'FontFile2', 'FontFile3'].some((key) =>
      descriptor?.get(PDFName.of(key)),
    );
    if (!embedded) missing.push(nameOf(font.get(PDFName.of('BaseFont'))) ?? 'unnamed');
  }
  return missing;
}

/** Ink coverage with Ghostscript, when it is on the machine: the highest page's total in %. */
async function inkCoverage(bytes: Uint8Array): Promise<number | null> {
  const { mkdtemp, writeFile, rm } = await import('node:fs/promises');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const folder = await mkdtemp(join(tmpdir(), 'preflight-'));
  try {
    const file = join(folder, 'creative.pdf');
    await writeFile(file, bytes);
    const output = await new Promise<string | null>((resolve) => {
      execFile(
        'gs',
        ['-q', '-o', '-', '-sDEVICE=inkcov', file],
        { timeout: 30_000 },
        (error, stdout) => resolve(error ? null : stdout),
      );
    });
    if (output === null) return null;
    const totals = output
      .split('\n')
      .map((line) => line.trim().split(/\s+/).slice(0, 4).map(Number))
      .filter((parts) => parts.length === 4 && parts.every((part) => Number.isFinite(part)))
      .map((parts) => parts.reduce((sum, part) => sum + part, 0) * 100);
    return totals.length ? Math.round(Math.max(...totals)) : null;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** Whether Ghostscript can be run here (asked once). */
let ghostscript: Promise<boolean> | undefined;
const hasGhostscript = () => {
  ghostscript ??= new Promise((resolve) =>
    execFile('gs', ['--version'], (error) => resolve(!error)),
  );
  return ghostscript;
};

/** The preflight of a PDF; throws when the bytes are no readable PDF. */
export async function preflightPdf(
  bytes: Uint8Array,
  inkLimit = NEWSPRINT_INK_LIMIT,
): Promise<PreflightReport> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false, throwOnInvalidObject: false });
  const catalog = doc.catalog;
  const info = dictOf(doc, doc.context.trailerInfo.Info as PDFRef | undefined);
  let pdfxVersion = textOf(info?.get(PDFName.of('GTS_PDFXVersion'))) ?? null;
  const metadata = doc.context.lookup(catalog.get(PDFName.of('Metadata')));
  if (!pdfxVersion && metadata instanceof PDFRawStream) {
    const xmp = Buffer.from(decodePDFRawStream(metadata).decode()).toString('utf8');
    pdfxVersion = /GTS_PDFXVersion[>="']+\s*([^<"']+)/.exec(xmp)?.[1]?.trim() ?? null;
  }
  const intents = doc.context.lookup(catalog.get(PDFName.of('OutputIntents')));
  let outputIntent: string | null = null;
  if (intents instanceof PDFArray) {
    for (const entry of intents.asArray()) {
      const intent = dictOf(doc, entry);
      if (nameOf(intent?.get(PDFName.of('S'))) === 'GTS_PDFX') {
        outputIntent =
          textOf(intent?.get(PDFName.of('OutputConditionIdentifier'))) ??
          textOf(intent?.get(PDFName.of('Info'))) ??
          'GTS_PDFX';
      }
    }
  }
  const pages = doc.getPages();
  const colours = { rgb: false, spots: new Set<string>() };
  let trimBox = true;
  let bleedBox = true;
  let bleedPoints: number | null = null;
  let minEffectiveDpi: number | null = null;
  const fontsNotEmbedded = new Set<string>();
  for (const page of pages) {
    const node = page.node;
    const trim = boxOf(doc, node, 'TrimBox');
    const bleed = boxOf(doc, node, 'BleedBox');
    trimBox &&= Boolean(trim);
    bleedBox &&= Boolean(bleed);
    if (trim && bleed) {
      const [tx0 = 0, ty0 = 0, tx1 = 0, ty1 = 0] = trim;
      const [bx0 = 0, by0 = 0, bx1 = 0, by1 = 0] = bleed;
      const margin = Math.min(tx0 - bx0, ty0 - by0, bx1 - tx1, by1 - ty1);
      bleedPoints = bleedPoints === null ? margin : Math.min(bleedPoints, margin);
    }
    const resources = dictOf(doc, inherited(doc, node, 'Resources'));
    const spaces = dictOf(doc, resources?.get(PDFName.of('ColorSpace')));
    for (const [, space] of spaces?.entries() ?? []) colourSpace(doc, space, colours);
    for (const font of unembeddedFonts(doc, resources)) fontsNotEmbedded.add(font);
    const xObjects = dictOf(doc, resources?.get(PDFName.of('XObject')));
    const { rgbOperators } = walkContent(contentOf(doc, node), (name, ctm) => {
      const image = doc.context.lookup(xObjects?.get(PDFName.of(name)));
      if (!(image instanceof PDFStream)) return;
      if (nameOf(image.dict.get(PDFName.of('Subtype'))) !== 'Image') return;
      colourSpace(doc, image.dict.get(PDFName.of('ColorSpace')), colours);
      const width = doc.context.lookup(image.dict.get(PDFName.of('Width')));
      const placedInches = Math.hypot(ctm[0], ctm[1]) / 72;
      if (width instanceof PDFNumber && placedInches > 0) {
        const dpi = Math.round(width.asNumber() / placedInches);
        minEffectiveDpi = minEffectiveDpi === null ? dpi : Math.min(minEffectiveDpi, dpi);
      }
    });
    if (rgbOperators) colours.rgb = true;
  }
  const inkChecked = await hasGhostscript();
  const maxInkPercent = inkChecked ? await inkCoverage(bytes) : null;
  const codes: PreflightFinding[] = [];
  if (!pdfxVersion) codes.push('NOT_PDFX');
  if (!outputIntent) codes.push('NO_OUTPUT_INTENT');
  if (!trimBox) codes.push('NO_TRIM_BOX');
  if (!bleedBox) codes.push('NO_BLEED_BOX');
  else if (bleedPoints !== null && bleedPoints < BLEED_POINTS - 0.5) codes.push('BLEED_TOO_SMALL');
  if (colours.rgb) codes.push('RGB');
  if (colours.spots.size > 0) codes.push('SPOT_COLOURS');
  const dpi = minEffectiveDpi as number | null;
  if (dpi !== null && dpi < 150) codes.push('LOW_RESOLUTION');
  else if (dpi !== null && dpi < 300) codes.push('RESOLUTION_BELOW_300');
  if (fontsNotEmbedded.size > 0) codes.push('FONTS_NOT_EMBEDDED');
  if (pages.length > 1) codes.push('MORE_THAN_ONE_PAGE');
  if (maxInkPercent !== null && maxInkPercent > inkLimit) codes.push('INK_ABOVE_LIMIT');
  const findings = codes.map((code) => ({
    code,
    severity: ERRORS.has(code) ? ('ERROR' as const) : ('WARNING' as const),
  }));
  return {
    status: findings.some((finding) => finding.severity === 'ERROR') ? 'ERROR' : 'READY',
    pages: pages.length,
    pdfxVersion,
    outputIntent,
    trimBox,
    bleedBox,
    bleedMm:
      bleedPoints === null ? null : Math.round(((bleedPoints as number) / 72) * 25.4 * 10) / 10,
    rgb: colours.rgb,
    spotColours: [...colours.spots],
    minEffectiveDpi: dpi,
    fontsNotEmbedded: [...fontsNotEmbedded],
    maxInkPercent,
    inkChecked: maxInkPercent !== null,
    findings,
  };
}
