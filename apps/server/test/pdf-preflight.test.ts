import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { printPdf } from '../src/seed/creative-files.ts';
import { preflightPdf } from '../src/services/creatives/pdf-preflight.ts';

// DOMAIN2 §3.3, §3.5.3: the preflight of a print creative.

const codes = (report: Awaited<ReturnType<typeof preflightPdf>>) =>
  report.findings.map((finding) => finding.code);

describe('the preflight of a print PDF', () => {
  it('passes a CMYK PDF/X-4 with a FOGRA51 output intent and 3 mm bleed', async () => {
    const report = await preflightPdf(await printPdf());
    expect(report).toMatchObject({
      status: 'READY',
      pdfxVersion: 'PDF/X-4',
      outputIntent: 'FOGRA51',
      trimBox: true,
      bleedBox: true,
      bleedMm: 3,
      rgb: false,
      spotColours: [],
      fontsNotEmbedded: [],
    });
    // Without Ghostscript the ink coverage is "not checked", never a made-up figure.
    if (!report.inkChecked) expect(report.maxInkPercent).toBeNull();
  });

  it('fails an RGB PDF without bleed: "RGB" and "no bleed box" (DOMAIN2 §3.5.3)', async () => {
    const report = await preflightPdf(await printPdf({ rgb: true, bleed: false, pdfx: false }));
    expect(report.status).toBe('ERROR');
    expect(codes(report)).toEqual(
      expect.arrayContaining(['RGB', 'NO_BLEED_BOX', 'NOT_PDFX', 'NO_OUTPUT_INTENT']),
    );
    expect(report.findings.find((finding) => finding.code === 'RGB')?.severity).toBe('ERROR');
  });

  it('finds fonts that are not embedded and low image resolution', async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage([300, 300]);
    page.drawText('Aktion', {
      font: await doc.embedFont(StandardFonts.Helvetica),
      size: 24,
      x: 20,
      y: 200,
    });
    // A 10×10 pixel image drawn 2 inches wide: 5 dpi.
    const png = await doc.embedPng(
      Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAoAAAAKCAIAAAACUFjqAAAAEklEQVR4nGP4z8CAB+GTG8HSALfKY52fTcuYAAAAAElFTkSuQmCC',
        'base64',
      ),
    );
    page.drawImage(png, { x: 10, y: 10, width: 144, height: 144 });
    const report = await preflightPdf(await doc.save());
    expect(report.fontsNotEmbedded).toEqual(['Helvetica']);
    expect(report.minEffectiveDpi).toBe(5);
    expect(codes(report)).toEqual(
      expect.arrayContaining(['FONTS_NOT_EMBEDDED', 'LOW_RESOLUTION', 'RGB']),
    );
  });

  it('refuses bytes that are no PDF', async () => {
    await expect(preflightPdf(Buffer.from('%PDF-1.4 broken'))).rejects.toThrow();
  });
});
