import { describe, expect, it } from 'vitest';
import { renderPdf } from '../src/pdf/document.ts';
import { pdfText } from './support/pdf-text.ts';

const branding = {
  companyName: 'Mediahaus Zürich AG',
  addressLines: ['Bahnhofstrasse 12', '8001 Zürich', 'CHE-123.456.789 MWST'],
  accentColour: '#0b5394',
  footerText: 'IBAN CH93 0076 2011 6238 5295 7',
};

describe('documents', () => {
  it('renders a real PDF whose text a reader can copy: sender, title, table, totals, page numbers', async () => {
    const bytes = await renderPdf({
      title: 'Offerte 2026-0042',
      branding,
      pageLabel: (page, pages) => `Seite ${page} von ${pages}`,
      blocks: [
        { kind: 'facts', items: [['Kunde', 'Bäckerei Müller GmbH, Thun']] },
        {
          kind: 'table',
          columns: [
            { header: 'Produkt', width: 0.6 },
            { header: 'Betrag', width: 0.4, align: 'right' },
          ],
          rows: Array.from({ length: 80 }, (_, index) => [`Inserat ${index + 1}`, "1'250.00"]),
        },
        { kind: 'totals', items: [{ label: 'Total CHF', value: "108'100.00", strong: true }] },
      ],
    });
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(bytes);
    expect(text).toContain('Mediahaus Zürich AG');
    expect(text).toContain('Offerte 2026-0042');
    expect(text).toContain('Bäckerei Müller GmbH, Thun');
    expect(text).toContain('Inserat 80');
    expect(text).toContain("108'100.00");
    // 80 rows do not fit one page: every page carries its number and the footer.
    const pages = Number(text.match(/Seite 1 von (\d+)/)?.[1]);
    expect(pages).toBeGreaterThan(1);
    for (let page = 1; page <= pages; page += 1)
      expect(text).toContain(`Seite ${page} von ${pages}`);
    expect(text.match(/IBAN CH93/g)?.length).toBe(pages);
  });
});
