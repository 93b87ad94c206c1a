import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

/**
 * Every PDF the product produces (offers and order confirmations, proofs, delivery notes, post
 * campaign documents) is one of these documents: the sending company's branding on top, a title,
 * blocks of content, and a footer with the company's footer text and the page number. pdfkit
 * (well kept, pure JavaScript, no browser) renders it in DejaVu Sans Condensed, embedded (issue 33 point
 * 15): the standard Helvetica's WinAnsi encoding lacks the minus sign (U+2212), the narrow
 * no-break space and other marks the four languages' number and date formats use; DejaVu has
 * them all, and the same font renders the console's screenshots (scripts/lib/chromium.mjs).
 */

const require = createRequire(import.meta.url);
/** The document's two faces: regular and bold. */
const FONTS = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSansCondensed.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSansCondensed-Bold.ttf'),
};
const REGULAR = 'Body';
const BOLD = 'Body-Bold';

/** How the sending company's documents look (company settings → pdf-styles, pdf-footer). */
export interface PdfBranding {
  companyName: string;
  /** The sender's address lines under the name. */
  addressLines: string[];
  /** A PNG or JPEG logo shown at the top left instead of the name. */
  logo?: Buffer | null;
  /** Headings and table headers; a #rrggbb colour. */
  accentColour: string;
  /** The company's footer text (bank details, registry), on every page. */
  footerText?: string | null;
}

export interface PdfColumn {
  header: string;
  /** Share of the text width, e.g. 0.4. The shares of a table add up to 1. */
  width: number;
  align?: 'left' | 'right';
  /**
   * A value read as one piece (a period "01.12.2026 – 15.12.2026", a date): kept on one line
   * like the right-aligned numbers, set smaller if need be, never broken after its dash.
   */
  oneLine?: boolean;
}

/** Is a column's value kept on one line (numbers, amounts, periods, dates)? */
const isOneLine = (column: PdfColumn | undefined) =>
  column !== undefined && (column.align === 'right' || column.oneLine === true);

/** The content of a document, top to bottom. */
export type PdfBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  /** Label and value pairs in two columns (customer, dates, reference). */
  | { kind: 'facts'; items: readonly (readonly [string, string])[] }
  | { kind: 'table'; columns: readonly PdfColumn[]; rows: readonly (readonly string[])[] }
  /** Right-aligned sums under a table; a strong line is printed bold (the grand total). */
  | { kind: 'totals'; items: readonly { label: string; value: string; strong?: boolean }[] }
  | { kind: 'image'; data: Buffer; width: number }
  | { kind: 'space'; lines?: number };

/**
 * A part printed at the foot of the last page, across its whole width (the Swiss QR-bill's
 * payment part): on a page of its own when the content leaves no room. The page's footer goes
 * above it.
 */
export interface PdfFootPart {
  /** Its height in points. */
  height: number;
  /** Draws it with its top edge at `y`. */
  draw: (doc: PDFKit.PDFDocument, y: number) => void;
}

export interface PdfDocumentInput {
  title: string;
  /** Document metadata (author = the company). */
  subject?: string;
  branding: PdfBranding;
  blocks: readonly PdfBlock[];
  /** Page n of m, in the document's language, e.g. (n, m) => `Seite ${n} von ${m}`. */
  pageLabel: (page: number, pages: number) => string;
  footPart?: PdfFootPart;
}

const MARGIN = 50;
const TEXT = '#1f2328';
const MUTED = '#59636e';

/** Answers a PDF to show in the browser (inline, under its file name, never cached). */
export function sendPdf(
  reply: {
    type(value: string): unknown;
    header(name: string, value: string): unknown;
    send(payload: Buffer): unknown;
  },
  bytes: Buffer,
  fileName: string,
): void {
  reply.type('application/pdf');
  reply.header('Content-Disposition', `inline; filename="${fileName}"`);
  reply.header('Cache-Control', 'no-store');
  reply.send(bytes);
}

/** Renders the document and answers its bytes. */
export function renderPdf(input: PdfDocumentInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN + 30, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: {
      Title: input.title,
      Author: input.branding.companyName,
      ...(input.subject ? { Subject: input.subject } : {}),
    },
  });
  doc.registerFont(REGULAR, FONTS.regular);
  doc.registerFont(BOLD, FONTS.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  header(doc, input.branding);
  doc.moveDown(1.5);
  doc.font(BOLD).fontSize(18).fillColor(input.branding.accentColour);
  doc.text(input.title);
  doc.moveDown(0.8);
  for (const block of input.blocks) renderBlock(doc, block, input.branding);
  const foot = input.footPart;
  // The foot part's page: the last, if the content ends above the part and its footer.
  if (foot && doc.y + 30 > doc.page.height - foot.height) doc.addPage();
  const footPage = foot ? doc.bufferedPageRange().count - 1 : -1;
  footers(doc, input, footPage);
  if (foot) {
    doc.switchToPage(footPage);
    // Drawing into the bottom margin must not open a new page.
    doc.page.margins.bottom = 0;
    foot.draw(doc, doc.page.height - foot.height);
  }
  doc.end();
  return done;
}

const width = (doc: PDFKit.PDFDocument) => doc.page.width - MARGIN * 2;
const bottom = (doc: PDFKit.PDFDocument) => doc.page.height - doc.page.margins.bottom;

function header(doc: PDFKit.PDFDocument, branding: PdfBranding): void {
  const top = doc.y;
  if (branding.logo) {
    doc.image(branding.logo, MARGIN, top, { fit: [160, 50] });
  } else {
    doc.font(BOLD).fontSize(16).fillColor(branding.accentColour);
    doc.text(branding.companyName, MARGIN, top, { width: width(doc) / 2 });
  }
  doc.font(REGULAR).fontSize(9).fillColor(MUTED);
  const lines = branding.logo
    ? [branding.companyName, ...branding.addressLines]
    : branding.addressLines;
  doc.text(lines.join('\n'), MARGIN + width(doc) / 2, top, {
    width: width(doc) / 2,
    align: 'right',
  });
  doc.x = MARGIN;
  doc.y = Math.max(doc.y, top + 50);
}

function ensureRoom(doc: PDFKit.PDFDocument, height: number): void {
  if (doc.y + height > bottom(doc)) doc.addPage();
}

function renderBlock(doc: PDFKit.PDFDocument, block: PdfBlock, branding: PdfBranding): void {
  doc.x = MARGIN;
  switch (block.kind) {
    case 'heading':
      ensureRoom(doc, 40);
      doc.moveDown(0.6);
      doc.font(BOLD).fontSize(12).fillColor(branding.accentColour);
      doc.text(block.text, { width: width(doc) });
      doc.moveDown(0.3);
      return;
    case 'paragraph':
      doc.font(REGULAR).fontSize(10).fillColor(TEXT);
      doc.text(block.text, { width: width(doc) });
      doc.moveDown(0.5);
      return;
    case 'facts': {
      doc.fontSize(10);
      for (const [label, value] of block.items) {
        ensureRoom(doc, 16);
        const y = doc.y;
        doc
          .font(REGULAR)
          .fillColor(MUTED)
          .text(label, MARGIN, y, { width: width(doc) * 0.3 });
        const labelBottom = doc.y;
        doc.font(REGULAR).fillColor(TEXT);
        doc.text(value, MARGIN + width(doc) * 0.3, y, { width: width(doc) * 0.7 });
        doc.y = Math.max(doc.y, labelBottom) + 2;
      }
      doc.x = MARGIN;
      doc.moveDown(0.5);
      return;
    }
    case 'table':
      table(doc, block.columns, block.rows, branding);
      return;
    case 'totals': {
      doc.fontSize(10);
      for (const item of block.items) {
        ensureRoom(doc, 16);
        const y = doc.y;
        doc.font(item.strong ? BOLD : REGULAR).fillColor(TEXT);
        doc.text(item.label, MARGIN + width(doc) * 0.45, y, { width: width(doc) * 0.3 });
        doc.text(item.value, MARGIN + width(doc) * 0.75, y, {
          width: width(doc) * 0.25,
          align: 'right',
        });
        doc.y += 2;
      }
      doc.x = MARGIN;
      doc.moveDown(0.5);
      return;
    }
    case 'image':
      ensureRoom(doc, 120);
      doc.image(block.data, MARGIN, doc.y, { fit: [Math.min(block.width, width(doc)), 400] });
      doc.moveDown(1);
      return;
    case 'space':
      doc.moveDown(block.lines ?? 1);
      return;
  }
}

function table(
  doc: PDFKit.PDFDocument,
  columns: readonly PdfColumn[],
  rows: readonly (readonly string[])[],
  branding: PdfBranding,
): void {
  const total = width(doc);
  const drawRow = (cells: readonly string[], bold: boolean, colour: string) => {
    doc
      .font(bold ? BOLD : REGULAR)
      .fontSize(9)
      .fillColor(colour);
    // A number, an amount or a period stays on one line: such a cell too wide for its column
    // is set smaller (down to 6.5 pt) instead of wrapping inside it.
    const sizes = cells.map((cell, index) => {
      const column = columns[index];
      if (!column || !isOneLine(column)) return 9;
      const room = total * column.width - 6;
      const natural = doc.fontSize(9).widthOfString(cell);
      return natural <= room ? 9 : Math.max(6.5, (9 * room * 0.97) / natural);
    });
    doc.fontSize(9);
    const heights = cells.map((cell, index) =>
      isOneLine(columns[index])
        ? doc.fontSize(sizes[index] ?? 9).currentLineHeight(true)
        : doc.fontSize(9).heightOfString(cell, { width: total * (columns[index]?.width ?? 0) - 6 }),
    );
    const height = Math.max(12, ...heights);
    ensureRoom(doc, height + 6);
    const y = doc.y;
    let x = MARGIN;
    cells.forEach((cell, index) => {
      const column = columns[index];
      if (!column) return;
      doc.fontSize(sizes[index] ?? 9);
      doc.text(cell, x, y, { width: total * column.width - 6, align: column.align ?? 'left' });
      x += total * column.width;
    });
    doc.y = y + height + 4;
    doc
      .moveTo(MARGIN, doc.y - 2)
      .lineTo(MARGIN + total, doc.y - 2)
      .lineWidth(0.5)
      .strokeColor('#d0d7de')
      .stroke();
  };
  drawRow(
    columns.map((column) => column.header),
    true,
    branding.accentColour,
  );
  for (const row of rows) drawRow(row, false, TEXT);
  doc.x = MARGIN;
  doc.moveDown(0.5);
}

function footers(doc: PDFKit.PDFDocument, input: PdfDocumentInput, footPage: number): void {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    // Writing into the bottom margin must not open a new page.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y =
      index === footPage && input.footPart
        ? doc.page.height - input.footPart.height - 14
        : doc.page.height - MARGIN - 10;
    doc.font(REGULAR).fontSize(8).fillColor(MUTED);
    if (input.branding.footerText)
      doc.text(input.branding.footerText, MARGIN, y - 12, {
        width: width(doc) * 0.75,
        lineBreak: true,
      });
    doc.text(input.pageLabel(index + 1, range.count), MARGIN + width(doc) * 0.75, y, {
      width: width(doc) * 0.25,
      align: 'right',
    });
    doc.page.margins.bottom = margin;
  }
}
